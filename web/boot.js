// The page's only JavaScript of its own: the game itself is Python.
// A classic script in <head>, so it runs before the first paint, also from
// file:// (where module scripts, and so PyScript, cannot load).
//  - high contrast: <html class="theme-contrast"> at once when the player chose it.
//  - file:// : mark <html class="file"> so the stylesheet shows how to serve the game.
//  - embed=1 : mark <html class="embed"> at once, so an iframe paints compact.
//  - http(s) : register the service worker once the app is ready, and offer
//    "Update available — reload" when a new build is waiting.
//  - where the browser refuses storage (a sandboxed frame, a frame in a page opened from a
//    file): an in-memory IndexedDB so that PyScript can start, and no service worker.
(function () {
  'use strict';

  var html = document.documentElement;
  // High contrast before the first paint: the menu's switch (axio_web/runtime/preferences.py stores
  // it), or the system's "more contrast" when the player has not chosen.
  try {
    var theme = localStorage.getItem('axio.theme');
    var more = window.matchMedia && matchMedia('(prefers-contrast: more)').matches;
    if (theme === 'contrast' || (theme === null && more)) html.classList.add('theme-contrast');
  } catch (error) {
    // storage refused (private mode, sandboxed frame): the default theme
  }
  if (location.protocol === 'file:') {
    html.classList.add('file');
    return;
  }
  if (/(?:^|[?&])embed=1(?:&|$)/.test(location.search)) html.classList.add('embed');
  watchProgress();
  // PyScript opens an IndexedDB package cache before it starts Python, and never starts if
  // that fails: in a sandboxed frame, or a frame in a page opened from a file, storage is
  // refused. We load no packages, so a cache that forgets will do there.
  var realIndexedDB = null;
  try {
    realIndexedDB = window.indexedDB || null;
  } catch (error) {
    // refused outright
  }
  Object.defineProperty(window, 'indexedDB', { value: resilientIndexedDB(realIndexedDB), configurable: true });
  // A sandboxed frame without allow-same-origin: even reading navigator.serviceWorker throws.
  if (window.origin === 'null') return;
  if (!('serviceWorker' in navigator)) return;

  var SW_URL = './sw.js';
  var UPDATE_CHECK_MS = 60 * 60 * 1000;
  var reloadWanted = false;

  // Reload once the new worker has taken over, but only when the player asked.
  navigator.serviceWorker.addEventListener('controllerchange', function () {
    if (reloadWanted) {
      reloadWanted = false;
      location.reload();
    }
  });

  function offerUpdate(worker) {
    var bar = document.getElementById('update');
    if (!bar || !navigator.serviceWorker.controller) return; // a first install needs no reload
    var button = bar.querySelector('button');
    var text = bar.querySelector('.update-text');
    bar.hidden = false;
    button.onclick = function () {
      button.disabled = true;
      // The game saves itself first (window.axioBeforeReload, set by the game code).
      Promise.resolve()
        .then(function () {
          if (typeof window.axioBeforeReload === 'function') return window.axioBeforeReload();
        })
        .then(
          function () {
            reloadWanted = true;
            worker.postMessage({ type: 'skip-waiting' });
          },
          function (error) {
            console.warn('axioBeforeReload failed; the update waits', error);
            text.textContent = 'The game could not be saved, so the update waits.';
            button.textContent = 'Reload without saving';
            button.disabled = false;
            button.onclick = function () {
              reloadWanted = true;
              worker.postMessage({ type: 'skip-waiting' });
            };
          },
        );
    };
  }

  function watch(registration) {
    if (registration.waiting) offerUpdate(registration.waiting);
    registration.addEventListener('updatefound', function () {
      var worker = registration.installing;
      if (!worker) return;
      worker.addEventListener('statechange', function () {
        if (worker.state === 'installed') offerUpdate(worker);
      });
    });
    function check() {
      registration.update().catch(function () {}); // offline: try again later
    }
    setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'visible') check();
    });
  }

  var registered = false;
  function register() {
    if (registered) return;
    registered = true;
    navigator.serviceWorker
      .register(SW_URL, { scope: './' })
      .then(watch)
      .catch(function (error) {
        // Still playable without it (private windows may refuse); only offline play is lost.
        console.warn('service worker not registered', error);
      });
  }

  // Precaching (~15 MB) competes with starting Python, so wait until the app is
  // ready; if Python never gets there, register anyway so a fixed build can arrive.
  document.addEventListener('axio:ready', register, { once: true });
  window.addEventListener('load', function () {
    setTimeout(register, 10000);
  });

  // The start's progress (#boot-progress, boot.css). pyodide-start.mjs sends axio:progress
  // events {step, done, total}: bytes of the files a start needs that have arrived, then
  // step 'app' once Python runs. Shown only if the start takes a while (a start from the
  // caches never flashes it), removed once the app is ready. "A while" is measured at every
  // event too, not only when the timer's task runs: a busy machine can run that task late,
  // and the download's bytes must not wait for it.
  function watchProgress() {
    var SHOW_AFTER_MS = 400;
    var since = performance.now();
    var timerRan = false;
    var latest = null;
    var words = progressWords();
    function late() {
      return timerRan || performance.now() - since >= SHOW_AFTER_MS;
    }
    function render() {
      // pyodide-start.mjs is an async module: its events can come while the parser has the box
      // but not yet all of its children (CI once: the bar there, the text not yet)
      var box = document.getElementById('boot-progress');
      var bar = document.getElementById('boot-progress-bar');
      var text = document.getElementById('boot-progress-text');
      if (!box || !bar || !text || !latest || !late() || html.classList.contains('ready')) return;
      if (latest.step === 'download' && latest.done < latest.total) {
        bar.max = latest.total;
        bar.value = latest.done;
        text.textContent = words.download(words.mb(latest.done), words.mb(latest.total));
      } else {
        bar.removeAttribute('value'); // indeterminate: a step, no bytes to count
        text.textContent = latest.step === 'download' ? words.python : words.app;
      }
      bar.setAttribute('aria-label', words.label);
      box.hidden = false;
    }
    document.addEventListener('axio:progress', function (event) {
      latest = event.detail;
      render();
    });
    setTimeout(function () {
      timerRan = true;
      render();
    }, SHOW_AFTER_MS);
    document.addEventListener('axio:ready', function () {
      var box = document.getElementById('boot-progress');
      if (box) box.remove();
    }, { once: true });
  }

  // English or German, as the game will choose (address, stored choice, browser).
  function progressWords() {
    var lang = (/(?:^|[?&])lang=(en|de)(?:&|$)/i.exec(location.search) || [])[1];
    try {
      lang = lang || localStorage.getItem('axio.lang');
    } catch (error) {
      // storage refused
    }
    var tags = (navigator.languages || []).concat(navigator.language || []);
    for (var i = 0; !lang && i < tags.length; i++) {
      var prefix = String(tags[i]).slice(0, 2).toLowerCase();
      if (prefix === 'en' || prefix === 'de') lang = prefix;
    }
    if (String(lang).toLowerCase() === 'de') {
      return {
        label: 'Das Spiel wird geladen',
        download: function (done, total) { return 'Das Spiel wird geladen: ' + done + ' von ' + total + ' MB'; },
        python: 'Python startet …',
        app: 'Das Spiel wird geöffnet …',
        mb: function (bytes) { return (bytes / 1e6).toFixed(1).replace('.', ','); },
      };
    }
    return {
      label: 'Loading the game',
      download: function (done, total) { return 'Downloading the game: ' + done + ' of ' + total + ' MB'; },
      python: 'Starting Python…',
      app: 'Opening the game…',
      mb: function (bytes) { return (bytes / 1e6).toFixed(1); },
    };
  }

  // indexedDB, but an open() that the browser refuses opens a database in memory instead.
  function resilientIndexedDB(real) {
    var memory = memoryIndexedDB();
    var resilient = {};
    ['deleteDatabase', 'databases', 'cmp'].forEach(function (method) {
      if (real && typeof real[method] === 'function') resilient[method] = real[method].bind(real);
    });
    resilient.open = function (name, version) {
      var request = {};
      function answer(result, type) {
        request.result = result;
        var handler = request['on' + type];
        if (handler) handler.call(request, { target: request, type: type });
      }
      function inMemory() {
        window.axioStorageRefused = true; // a PyScript worker would hang the same way (glue.py)
        var opened = memory.open(name);
        opened.onsuccess = function () { answer(opened.result, 'success'); };
      }
      var inner;
      try {
        inner = version === undefined ? real.open(name) : real.open(name, version);
      } catch (error) {
        inMemory();
        return request;
      }
      inner.onupgradeneeded = function () {
        request.transaction = inner.transaction;
        answer(inner.result, 'upgradeneeded');
      };
      inner.onsuccess = function () { answer(inner.result, 'success'); };
      inner.onerror = function (event) {
        event.preventDefault();
        inMemory();
      };
      return request;
    };
    return resilient;
  }

  // Just what PyScript's IDBMap uses: open, one object store, and requests that succeed.
  function memoryIndexedDB() {
    function request(result) {
      var req = { result: result };
      setTimeout(function () {
        if (req.onsuccess) req.onsuccess({ target: req, type: 'success' });
      }, 0);
      return req;
    }
    function objectStore() {
      var entries = new Map();
      return {
        get: function (key) { return request(entries.get(key)); },
        getKey: function (key) { return request(entries.has(key) ? key : undefined); },
        getAllKeys: function () { return request(Array.from(entries.keys())); },
        count: function () { return request(entries.size); },
        put: function (value, key) { entries.set(key, value); return request(key); },
        delete: function (key) { entries.delete(key); return request(undefined); },
        clear: function () { entries.clear(); return request(undefined); },
      };
    }
    return {
      open: function () {
        var stores = new Map();
        var db = {
          objectStoreNames: { length: 1, contains: function () { return true; } },
          createObjectStore: function (name) { stores.set(name, objectStore()); },
          transaction: function (name) {
            if (!stores.has(name)) stores.set(name, objectStore());
            return { objectStore: function () { return stores.get(name); } };
          },
          close: function () {},
        };
        return request(db);
      },
    };
  }
})();
