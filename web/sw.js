// Service worker: the whole site, cache-first, so the game works offline
// after one visit (also after a browser restart).
//
// build.py replaces the block below with the build id and every file of the
// site with its content hash. A new build therefore changes this file, the
// browser installs the new worker, and it waits until the page asks it to take
// over (the "Update available — reload" button), so a game in progress is
// never swapped out under the player.
'use strict';

const BUILD = /*@build*/ { id: 'dev', files: {} } /*@end*/;

// Everything is relative to this file, so the site works from any path.
const SCOPE = new URL('./', self.location.href);
// Two copies of the site on one origin (say /stable/ and /beta/) keep apart.
const CACHE_PREFIX = `axio ${SCOPE.pathname} `;
const CACHE_NAME = CACHE_PREFIX + BUILD.id;

// The cache key of a file names its content hash, so an unchanged file keeps
// its key from build to build and can be copied instead of downloaded.
function cacheKey(path) {
  const url = new URL(path, SCOPE);
  url.searchParams.set('v', BUILD.files[path]);
  return url.href;
}

// The memory snapshot Python starts from (snapshot-<hash>.bin.gz) is also kept
// decompressed, as snapshot-<hash>.bin (12 MB: the file stores only the parts of the 31 MB
// that are not zeros): pyodide-start.mjs reads that copy straight from the cache on later
// visits (checking its header and length), which saves unpacking it at every start. It is
// made here, in the background, from the cached file.
const SNAPSHOT = /^snapshot-[0-9a-f]+\.bin\.gz$/;

function rawKey(path) {
  const url = new URL(path.replace(/\.gz$/, ''), SCOPE);
  url.searchParams.set('v', BUILD.files[path]);
  return url.href;
}

async function keepDecompressed(cache, path) {
  if (!SNAPSHOT.test(path) || typeof DecompressionStream !== 'function') return;
  if (await cache.match(rawKey(path))) return;
  const stored = await cache.match(cacheKey(path));
  if (!stored) return;
  const raw = stored.body.pipeThrough(new DecompressionStream('gzip'));
  await cache.put(rawKey(path), new Response(raw, { headers: { 'Content-Type': 'application/octet-stream' } }));
}

async function precacheFile(cache, path) {
  const key = cacheKey(path);
  const previous = await caches.match(key);
  if (previous) {
    await cache.put(key, previous);
  } else {
    // 'no-cache' revalidates with the server, so a stale HTTP cache entry of a
    // file with a fixed name (index.html, core.js) is never precached.
    const response = await fetch(new Request(new URL(path, SCOPE), { cache: 'no-cache' }));
    if (!response.ok) throw new Error(`precache ${path}: HTTP ${response.status}`);
    await cache.put(key, response);
  }
  // A damaged download fails here, and with it the install (tried again later).
  await keepDecompressed(cache, path);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE_NAME).then((cache) =>
      Promise.all(Object.keys(BUILD.files).map((path) => precacheFile(cache, path))),
    ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME) await caches.delete(name);
      }
      // Control the page of a first visit too, so its later requests hit the cache.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
});

// The precached file a request asks for, or null. Page addresses with a query
// (?game=axio) or a fragment are all index.html: the query is not part of
// the lookup.
function precachedPath(request) {
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  let path;
  try {
    path = decodeURIComponent(url.pathname.slice(SCOPE.pathname.length)) || 'index.html';
  } catch (error) {
    return null; // a malformed %-escape: let the server answer it
  }
  return Object.prototype.hasOwnProperty.call(BUILD.files, path) ? path : null;
}

async function restore(cache, path, response) {
  const body = await response.arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  if (hex.slice(0, BUILD.files[path].length) !== BUILD.files[path]) return;
  await cache.put(cacheKey(path), new Response(body, { headers: response.headers }));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const path = precachedPath(request);
  if (path === null) return; // not ours: the network as usual
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      const cached = await cache.match(cacheKey(path));
      if (cached) {
        event.waitUntil(keepDecompressed(cache, path).catch(() => {}));
        return cached;
      }
      // Not in the cache (never stored, or a copy the page found damaged and dropped):
      // from the network, and back into the cache for the next visit (offline too) if
      // it is still this build's file.
      const response = await fetch(request);
      if (response.status === 200) event.waitUntil(restore(cache, path, response.clone()).catch(() => {}));
      return response;
    })(),
  );
});
