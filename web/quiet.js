// The page's own changes, kept from PyScript's watchers (issue 40 item 6).
// PyScript watches the whole document for new <script type="py"> tags and py-* attributes:
// on every change it searches each added element's subtree (an XPath over all its
// attributes, then its selectors). A tap puts a few regions of markup, a move tens of KB, and
// that search cost a tap 1-2 ms of a phone's CPU, a move more. The screens Python draws never
// hold a script or a py-* attribute, so glue.py puts them between axioQuiet(true) and
// axioQuiet(false): the observers of the whole document are disconnected meanwhile (what they
// had not been told yet is handed to them first) and watch again after. Everything else added
// to the page (the computer players' <script type="py" worker>) is seen as before.
// A classic script in <head>: it must run before PyScript's modules make their observers.
(function () {
  'use strict';
  var Native = window.MutationObserver;
  if (typeof Native !== 'function') return;
  var observe = Native.prototype.observe;
  var disconnect = Native.prototype.disconnect;
  var watchers = new Map(); // observer of the whole document -> what it observes: [target, options]

  window.MutationObserver = class extends Native {
    constructor(callback) {
      super(callback);
      this.axioCallback = callback;
    }

    observe(target, options) {
      var targets = watchers.get(this);
      if (target === document && !targets) watchers.set(this, (targets = []));
      if (targets) targets.push([target, options]); // (PyScript's also watches shadow roots)
      return observe.call(this, target, options);
    }

    disconnect() {
      watchers.delete(this); // disconnected by its owner: it stays so
      return disconnect.call(this);
    }
  };

  var depth = 0; // quiet(true) calls not yet ended by quiet(false): only the outermost pair counts
  window.axioQuiet = function (quiet) {
    depth = Math.max(0, depth + (quiet ? 1 : -1));
    if (quiet ? depth !== 1 : depth !== 0) return;
    watchers.forEach(function (targets, observer) {
      if (quiet) {
        var pending = observer.takeRecords();
        disconnect.call(observer);
        try {
          if (pending.length) observer.axioCallback.call(observer, pending, observer);
        } catch (error) {
          console.error(error); // theirs: the page's own change still goes in
        }
      } else {
        targets.forEach(function (watched) { observe.call(observer, watched[0], watched[1]); });
      }
    });
  };
})();
