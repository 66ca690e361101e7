// The example host page's script: what a page that embeds AXIO needs, and no more.
//  - listen for the games' events, trusting only messages from our own iframes;
//  - size each iframe to the height its game reports;
//  - start a new game with a message.
// The events carry nothing private (scores are on the table for everyone to see).
(function () {
  'use strict';

  var MAX_LOG = 200;
  var MIN_HEIGHT = 240;
  var frames = Array.prototype.slice.call(document.querySelectorAll('iframe[data-axio]'));
  var log = document.getElementById('event-log');
  var showResize = document.getElementById('show-resize');
  window.axioEvents = []; // every event received, for the curious (and for tests)
  window.axioSent = []; // every message sent

  function gameOrigin(frame) {
    return new URL(frame.src, location.href).origin;
  }

  function frameOf(source) {
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === source) return frames[i];
    }
    return null;
  }

  window.addEventListener('message', function (event) {
    var frame = frameOf(event.source);
    // Only our games; "null" is the origin of a game in a sandboxed iframe.
    if (!frame || (event.origin !== gameOrigin(frame) && event.origin !== 'null')) return;
    var data = event.data;
    if (!data || data.source !== 'axio') return;
    if (data.type === 'resize' && typeof data.height === 'number') {
      frame.style.height = Math.max(MIN_HEIGHT, Math.ceil(data.height)) + 'px';
    }
    window.axioEvents.push({ frame: frame.id, event: data });
    if (data.type !== 'resize' || showResize.checked) addToLog(frame, data);
  });

  function describe(data) {
    switch (data.type) {
      case 'ready': return 'ready';
      case 'turn': return 'turn: player ' + (data.player + 1) + ' to play';
      case 'game-over':
        return 'game over: scores ' + JSON.stringify(data.scores) + ', winners ' +
          data.winners.map(function (p) { return 'player ' + (p + 1); }).join(' and ');
      case 'resize': return 'resize: ' + data.height + ' px';
      default: return JSON.stringify(data);
    }
  }

  function addToLog(frame, data) {
    var item = document.createElement('li');
    item.className = 'event event-' + data.type;
    var time = document.createElement('time');
    time.textContent = new Date().toLocaleTimeString();
    var from = document.createElement('strong');
    from.textContent = frame.title;
    var text = document.createElement('span');
    text.textContent = describe(data); // text, never markup
    item.append(time, ' ', from, ' ', text);
    log.prepend(item);
    while (log.children.length > MAX_LOG) log.lastElementChild.remove();
  }

  function list(value) {
    return value ? value.split(',') : undefined;
  }

  // { source: 'axio-host', type: 'new-game', game, players, names, seed, bots, lang }
  document.addEventListener('click', function (event) {
    var button = event.target.closest('[data-new-game]');
    if (!button) return;
    var frame = document.getElementById(button.dataset.newGame);
    var message = {
      source: 'axio-host',
      type: 'new-game',
      game: button.dataset.game,
      players: Number(button.dataset.players),
      names: list(button.dataset.names),
      bots: list(button.dataset.bots),
      seed: Math.floor(Math.random() * 1e9),
    };
    window.axioSent.push(message);
    frame.contentWindow.postMessage(message, gameOrigin(frame));
  });

  document.getElementById('clear-log').addEventListener('click', function () {
    log.replaceChildren();
  });
})();
