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

async function precacheFile(cache, path) {
  const key = cacheKey(path);
  const previous = await caches.match(key);
  if (previous) {
    await cache.put(key, previous);
    return;
  }
  // 'no-cache' revalidates with the server, so a stale HTTP cache entry of a
  // file with a fixed name (index.html, core.js) is never precached.
  const response = await fetch(new Request(new URL(path, SCOPE), { cache: 'no-cache' }));
  if (!response.ok) throw new Error(`precache ${path}: HTTP ${response.status}`);
  await cache.put(key, response);
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

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const path = precachedPath(request);
  if (path === null) return; // not ours: the network as usual
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      const cached = await cache.match(cacheKey(path));
      return cached || fetch(request);
    })(),
  );
});
