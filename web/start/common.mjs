// What every part of the start shares: where it runs, the page's timeline marks and notes,
// downloads past the stand-in fetch, and the reason a snapshot is given up.

export const IN_PAGE = typeof document === 'object' && document !== null; // else the bot worker
// Taken when this module is first evaluated, before early.mjs's use() replaces globalThis.fetch
// for a while: downloads of our own files never go through that stand-in.
const pageFetch = globalThis.fetch.bind(globalThis);

// Why a start from the snapshot was given up: `reason` is missing | damaged | mismatch |
// unsupported | slow-link (pyodide-start.mjs adds 'refused' for any other error).
export class SnapshotProblem extends Error {
  constructor(reason, detail) {
    super(`${reason}: ${detail}`);
    this.reason = reason;
  }
}

// Timeline marks for bench/load.py and devtools (page only).
export function mark(name) {
  if (IN_PAGE) performance.mark(name);
}

// <html data-start="snapshot"> and the like: how Python started, and why not from the snapshot.
export function note(name, start, fallback) {
  const html = document.documentElement;
  html.setAttribute(`data-${name}`, start);
  if (fallback && fallback !== 'none') html.setAttribute(`data-${name}-fallback`, fallback);
}

// A file's bytes, fetched past the stand-in fetch that use() puts up while Pyodide starts.
export async function download(url) {
  const response = await pageFetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}
