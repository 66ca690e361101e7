// Pinch to zoom the board (two fingers on it), and a trackpad's pinch (ctrl + wheel): the
// board scales at once under the fingers, and the factor goes to Python when the gesture ends
// (a "axio:zoom" event; glue.py turns it into the table's zoom, which the page then draws).
(function () {
  'use strict';
  var pointers = new Map();
  var gesture = null; // {distance, svg}

  function spread() {
    var points = Array.from(pointers.values());
    return Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y);
  }
  function send(factor) {
    if (isFinite(factor) && Math.abs(factor - 1) > 0.02) {
      document.dispatchEvent(new CustomEvent('axio:zoom', { detail: factor }));
    }
  }

  document.addEventListener('pointerdown', function (event) {
    var area = event.target.closest && event.target.closest('.board-area');
    if (!area || event.pointerType !== 'touch') return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 2) gesture = { distance: spread(), svg: area.querySelector('svg'), factor: 1 };
  }, true);

  document.addEventListener('pointermove', function (event) {
    if (!pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (gesture && pointers.size === 2 && gesture.svg) {
      gesture.factor = spread() / gesture.distance;
      gesture.svg.style.transform = 'scale(' + gesture.factor + ')';
    }
  }, true);

  function end(event) {
    if (!pointers.delete(event.pointerId) || !gesture) return;
    if (gesture.svg) gesture.svg.style.transform = '';
    send(gesture.factor);
    gesture = null;
  }
  document.addEventListener('pointerup', end, true);
  document.addEventListener('pointercancel', end, true);

  document.addEventListener('wheel', function (event) {
    if (!event.ctrlKey || !(event.target.closest && event.target.closest('.board-area'))) return;
    event.preventDefault(); // the board zooms, not the page
    send(Math.exp(-event.deltaY / 200));
  }, { passive: false });
})();
