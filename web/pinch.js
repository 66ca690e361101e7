// The board under the fingers. Python owns the zoom; this file only turns gestures into
// "axio:zoom" events ({factor, at}) that glue.py hands to the table:
// - a pinch (two fingers on the board) or a trackpad's pinch (ctrl + wheel): the board scales
//   at once under the fingers, and the factor goes to Python when the gesture ends;
// - a tap on a place smaller than a fingertip (the whole board fitted on a phone) does not
//   choose it: it zooms the board in around that place, so the next tap is precise. A mis-tap
//   never chooses anything, and the move still waits for its confirm button.
// It also tells the stylesheet how many pixels one board unit is (--board-px on the board
// area), so the points badges and player numbers on the board never shrink below reading size.
(function () {
  'use strict';
  var FINGER = 44; // px: the smallest place a fingertip hits reliably
  var pointers = new Map();
  var gesture = null; // {distance, svg, factor}
  var lastPointer = '';

  function spread() {
    var points = Array.from(pointers.values());
    return Math.hypot(points[0].x - points[1].x, points[0].y - points[1].y);
  }
  function send(factor, at) {
    if (isFinite(factor) && Math.abs(factor - 1) > 0.02) {
      document.dispatchEvent(new CustomEvent('axio:zoom', { detail: { factor: factor, at: at || '' } }));
    }
  }

  document.addEventListener('pointerdown', function (event) {
    lastPointer = event.pointerType;
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

  // Capture: runs before the page's own click handler, which never sees a tap used here.
  document.addEventListener('click', function (event) {
    if (lastPointer !== 'touch') return;
    var place = event.target.closest && event.target.closest('.board-area [data-action][data-x][data-y]');
    if (!place) return;
    var box = place.getBoundingClientRect();
    var size = Math.min(box.width, box.height);
    if (!(size > 0 && size < FINGER)) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    send(FINGER * 1.25 / size, place.dataset.x + ',' + place.dataset.y);
  }, true);

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
