// The board under the fingers. Python owns the zoom; this file only turns gestures into
// "axio:zoom" events ({factor, at}) that glue.py hands to the table:
// - a pinch (two fingers on the board) or a trackpad's pinch (ctrl + wheel): the board scales
//   at once under the fingers, and the factor goes to Python when the gesture ends, with the
//   place between the fingers (if any), which the zoomed board then centres.
// A tap is never used here: it always chooses the place it hits, however small (issue 40), and
// the move still waits for its confirm button, so a mis-tap costs one more tap, never a move.
// It also tells the stylesheet how many pixels one board unit is (--board-px on the board
// area), so the points badges and player numbers on the board never shrink below reading size.
(function () {
  'use strict';
  var pointers = new Map();
  var gesture = null; // {distance, svg, factor, at}

  function spread() {
    var points = Array.from(pointers.values());
    return Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y);
  }
  function send(factor, at) {
    if (isFinite(factor) && Math.abs(factor - 1) > 0.02) {
      document.dispatchEvent(new CustomEvent('axio:zoom', { detail: { factor: factor, at: at || '' } }));
    }
  }

  // The board place ("x,y") under the point between the two fingers, or ''.
  function between() {
    var points = Array.from(pointers.values());
    var hit = document.elementFromPoint((points[0].x + points[1].x) / 2, (points[0].y + points[1].y) / 2);
    var place = hit && hit.closest && hit.closest('.board-area [data-x][data-y]');
    return place ? place.dataset.x + ',' + place.dataset.y : '';
  }

  document.addEventListener('pointerdown', function (event) {
    var area = event.target.closest && event.target.closest('.board-area');
    if (!area || event.pointerType !== 'touch') return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 2) {
      // the table's two stacked layers scale as one
      var stack = area.querySelector('.board-stack') || area.querySelector('svg');
      gesture = { distance: spread(), svg: stack, factor: 1, at: between() };
    }
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
    send(gesture.factor, gesture.at);
    gesture = null;
  }
  document.addEventListener('pointerup', end, true);
  document.addEventListener('pointercancel', end, true);

  document.addEventListener('wheel', function (event) {
    if (!event.ctrlKey || !(event.target.closest && event.target.closest('.board-area'))) return;
    event.preventDefault(); // the board zooms, not the page
    send(Math.exp(-event.deltaY / 200));
  }, { passive: false });

  // --board-px: pixels per board unit, kept as the board is drawn, zoomed or resized.
  function measure(area) {
    var svg = area.querySelector('svg');
    var box = svg && svg.viewBox && svg.viewBox.baseVal;
    if (!box || !box.width) return;
    var rect = svg.getBoundingClientRect();
    var scale = Math.min(rect.width / box.width, rect.height / box.height);
    if (scale > 0) area.style.setProperty('--board-px', scale.toFixed(4));
  }
  var sizes = typeof ResizeObserver === 'function'
    ? new ResizeObserver(function (entries) {
      entries.forEach(function (entry) { measure(entry.target.closest('.board-area') || entry.target); });
    })
    : null;
  var watched = null;
  function watch() {
    var area = document.querySelector('.board-area');
    var svg = area && area.querySelector('svg');
    if (!svg || svg === watched) return;
    if (sizes) {
      if (watched) sizes.unobserve(watched);
      sizes.observe(svg);
    }
    watched = svg;
    measure(area);
  }
  new MutationObserver(watch).observe(document.documentElement, { childList: true, subtree: true });
})();
