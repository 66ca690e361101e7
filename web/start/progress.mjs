// Download progress for boot.js: bytes of the files a start needs (the build lists them
// with their sizes) that have arrived, as `axio:progress` events on document:
// {step: 'download' | 'app' (Python has started), done, total}. Whole files count once they have
// arrived (Resource Timing); the snapshot, the largest, counts as it streams in.

// `files`: {path relative to `site`: bytes}; `snapshotFile`: the snapshot's path, or null.
export function downloadProgress(files, snapshotFile, site) {
  const sizes = new Map();
  for (const [path, size] of Object.entries(files)) sizes.set(new URL(path, site).href, size);
  let total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const snapshotURL = snapshotFile ? new URL(snapshotFile, site).href : null;
  const arrived = new Map();
  let step = 'download';
  function send() {
    const done = Math.min(total, [...arrived.values()].reduce((a, b) => a + b, 0));
    document.dispatchEvent(new CustomEvent('axio:progress', { detail: { step, done, total } }));
  }
  function seen(entries) {
    for (const entry of entries) {
      const url = entry.name.split('?')[0];
      if (sizes.has(url) && url !== snapshotURL) arrived.set(url, sizes.get(url));
    }
    send();
  }
  if (typeof PerformanceObserver === 'function') {
    seen(performance.getEntriesByType('resource'));
    new PerformanceObserver((list) => seen(list.getEntries())).observe({ type: 'resource' });
  }
  return {
    snapshot(bytes) {
      if (!sizes.has(snapshotURL)) return;
      arrived.set(snapshotURL, Math.min(bytes, sizes.get(snapshotURL) || bytes));
      send();
    },
    without(path) {
      // A file this start does not wait for: the snapshot dropped on a slow link, the app zip
      // or the start zip.
      if (!path) return;
      const url = new URL(path, site).href;
      total -= sizes.get(url) || 0;
      sizes.delete(url);
      arrived.delete(url);
      send();
    },
    step(next) {
      if (next === 'app') for (const [url, size] of sizes) arrived.set(url, size);
      step = next;
      send();
    },
  };
}
