// The menu answers before Python does (issue: a tablet is picked up and expected to play).
// A classic script in <head>: until the app is ready (<html class="ready">) it keeps what the
// person does in the menu the build drew (the same markup Python draws) as plain events,
// shows the choices at once, and hands the events to Python when it starts (glue.py replays
// them through app.update, so Python ends up exactly where the person is). "Start" pressed
// early opens the game the moment Python is ready. It decides nothing Python would not.
(function () {
  'use strict';
  var events = [];
  window.axioEarlyEvents = events;
  var html = document.documentElement;
  // A game will open, not the menu (the address names one, a record link, or this tab showed
  // one before a reload): the menu is not shown meanwhile.
  var state = null;
  try { state = history.state; } catch (error) { /* a sandboxed frame */ }
  if (/[?&](?:game|daily|learn)=/.test(location.search) || /^#record=/.test(location.hash) ||
      (state && state.axioTable)) {
    html.classList.add('opening');
  }

  function ready() { return html.classList.contains('ready') || html.classList.contains('opening'); }

  function inScreen(element) {
    var screen = document.getElementById('screen');
    return screen && element && screen.contains(element);
  }

  function dataOf(element) {
    var data = {};
    Object.keys(element.dataset).forEach(function (key) {
      if (key !== 'action') data[key] = String(element.dataset[key]);
    });
    return data;
  }

  // What Python would draw for the two choices the menu shows at once.
  function press(group, button) {
    group.querySelectorAll('[data-action]').forEach(function (each) {
      each.setAttribute('aria-pressed', each === button ? 'true' : 'false');
    });
  }
  function showSeats(count) {
    document.querySelectorAll('#screen .name-row').forEach(function (row) {
      row.hidden = Number(row.dataset.seat) >= count;
    });
  }

  document.addEventListener('click', function (event) {
    if (ready()) return;
    var target = event.target.closest && event.target.closest('[data-action]');
    if (!target || !inScreen(target)) return;
    var action = target.dataset.action;
    events.push({ type: 'click', action: action, data: dataOf(target), isButton: target.tagName === 'BUTTON' });
    if (action === 'choose-game' || action === 'choose-players') {
      press(target.parentElement, target);
      if (action === 'choose-players') showSeats(Number(target.dataset.players));
    } else if (action === 'start') {
      target.classList.add('is-waiting'); // "Loading…" until Python opens the game
      target.setAttribute('aria-busy', 'true');
    }
  }, true);

  function onField(event) {
    if (ready()) return;
    var target = event.target;
    if (!inScreen(target) || !target.name || target.type === 'file') return;
    if (event.type === 'change' && target.tagName !== 'SELECT') return;
    events.push({ type: 'input', name: target.name, value: String(target.value) });
  }
  document.addEventListener('input', onField, true);
  document.addEventListener('change', onField, true);
})();
