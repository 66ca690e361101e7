// The service worker's cache as the start sees it: whether a service worker serves this page,
// the decompressed copy of the snapshot sw.js keeps, and dropping a bad copy.

export function serviceWorkerControls() {
  try {
    return Boolean(navigator.serviceWorker?.controller);
  } catch (error) {
    return false; // a sandboxed frame without allow-same-origin may not even ask
  }
}

// The bytes cached for `url` (sw.js's copy), or null: none, or storage refused.
export async function cachedBytes(url) {
  try {
    if (!('caches' in globalThis)) return null;
    const response = await caches.match(url, { ignoreSearch: true });
    if (!response) return null;
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    return null;
  }
}

// A bad copy in the service worker's cache would fail every visit: drop it, so the next
// visit fetches the file again (sw.js puts a precached file it had to fetch back in).
export async function forgetCachedCopy(url) {
  try {
    if (!('caches' in globalThis)) return;
    for (const name of await caches.keys()) {
      if (name.startsWith('axio ')) await (await caches.open(name)).delete(url, { ignoreSearch: true });
    }
  } catch (error) {
    // storage refused: nothing cached to drop
  }
}
