// The memory snapshot: read (from sw.js's decompressed copy, else the .bin.gz file as it streams
// in, measured by the download judge), its header parsed and checked against what this build
// expects, its runs laid into Pyodide's memory image, and its delta undone once the wasm is
// instantiated. Any problem is a SnapshotProblem: the start then goes on without it.
// The file's format: web/build_support/snapshot.py.

import { forgetCachedCopy, cachedBytes } from './cache.mjs';
import { SnapshotProblem, mark } from './common.mjs';

const MAGIC = 'AXIOSNP1';

// {bytes: the snapshot as Pyodide wants it (a Uint8Array at a 16-byte offset) but for its
// delta, delta: {at, to}} (see undoDelta), source: 'kept' (sw.js's decompressed copy) or
// 'file'}, or a SnapshotProblem. Either holds only the snapshot's runs (expand).
// `info`: the build's {file, length, sha256, expected}; `ctx`: {site: the URL the site's paths
// are relative to, version: Pyodide's, progress (or null), judge (judge.mjs), stdlib: the
// standard library's path, overTheNetwork: a first visit, which has no kept copy}.
export async function readSnapshot(info, ctx) {
  const expected = { ...info.expected, pyodide: ctx.version };
  const kept = await fromKeptCopy(info, expected, ctx);
  if (kept) {
    mark('axio:snapshot-read');
    return { ...kept, source: 'kept' };
  }
  let response;
  try {
    response = await fetch(new URL(info.file, ctx.site));
  } catch (error) {
    throw new SnapshotProblem('missing', String(error));
  }
  if (!response.ok || !response.body) throw new SnapshotProblem('missing', `HTTP ${response.status}`);
  let received = 0;
  const { judge, progress } = ctx;
  let taken = false;
  const counted = response.body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        received += chunk.byteLength;
        progress?.snapshot(received);
        const verdict = judge.seen(received);
        // Dropped: the error cancels the download, and start() starts Python as usual.
        if (verdict === 'drop') controller.error(new SnapshotProblem('slow-link', judge.why));
        else controller.enqueue(chunk);
        if (verdict === 'take' && !taken) {
          taken = true;
          progress?.without(ctx.stdlib); // a start from the snapshot does not download it
        }
      },
    }),
  );
  // gzip as stored; but a host that sends it with "Content-Encoding: gzip" has the
  // browser unpack it already: then its SHA-256 must match instead of gzip's CRC.
  const reader = counted.getReader();
  const first = await reader.read().catch((error) => {
    throw new SnapshotProblem('missing', String(error));
  });
  const firstChunk = first.done ? new Uint8Array(0) : first.value;
  const gzipped = firstChunk[0] === 0x1f && firstChunk[1] === 0x8b;
  let stream = prepend(firstChunk, reader);
  if (gzipped) {
    if (typeof DecompressionStream !== 'function') throw new SnapshotProblem('unsupported', 'no DecompressionStream');
    stream = stream.pipeThrough(new DecompressionStream('gzip'));
  }
  const { bytes, parsed, file } = await collect(stream.getReader(), expected, !gzipped);
  if (!gzipped) await checkDigest(file, info, 'damaged');
  const read = { bytes, delta: parsed.delta, source: 'file' };
  mark('axio:snapshot-read');
  return read;
}

function prepend(first, reader) {
  return new ReadableStream({
    start(controller) {
      if (first.length) controller.enqueue(first);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

// The file as it streams in, sized by its header: {bytes: Pyodide's snapshot (runWriter: each
// chunk goes straight to its place, so nothing is left to copy, 7-13 ms, once the last byte is
// in), parsed: the header, file: with `keepFile`, the file itself (header and runs)}.
async function collect(reader, expected, keepFile) {
  let head = new Uint8Array(0); // the bytes before we know the header's size
  let parsed = null;
  let snapshot = null;
  let file = null;
  let filled = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      let chunk = value;
      if (parsed === null) {
        head = concat(head, value);
        parsed = parseHeader(head, expected);
        if (parsed === null) continue;
        snapshot = runWriter(parsed);
        if (keepFile) file = new Uint8Array(parsed.start + parsed.stored);
        chunk = head;
        head = null;
      }
      if (filled + chunk.length > parsed.start + parsed.stored) {
        throw new SnapshotProblem('damaged', 'longer than its header says');
      }
      file?.set(chunk, filled);
      snapshot.write(chunk, filled);
      filled += chunk.length;
    }
  } catch (error) {
    if (error instanceof SnapshotProblem) throw error;
    throw new SnapshotProblem('damaged', String(error)); // a gzip error: CRC, truncation
  }
  if (parsed === null || filled !== parsed.start + parsed.stored) {
    throw new SnapshotProblem('damaged', 'shorter than its header says');
  }
  return { bytes: snapshot.bytes, parsed, file };
}

// Pyodide's snapshot from the file's runs (snapshot.py): every byte they do not cover is zero.
// 12 of its 31 MB are stored.
function expand(file, parsed) {
  const snapshot = runWriter(parsed);
  snapshot.write(file, 0);
  return snapshot.bytes;
}

// Lays the file's runs into a zeroed buffer of the snapshot's length, as the file's bytes come:
// write(chunk, at) takes the file's bytes from offset `at`, in order.
function runWriter({ start, length, runs }) {
  const bytes = new Uint8Array(length);
  let index = 0; // the run the next stored byte belongs to
  let runStart = start; // where in the file that run's bytes begin
  return {
    bytes,
    write(chunk, at) {
      let offset = Math.max(0, start - at); // the header and its padding are not the snapshot's
      while (offset < chunk.length && index < runs.length) {
        const [to, size] = runs[index];
        const into = at + offset - runStart;
        const count = Math.min(size - into, chunk.length - offset);
        bytes.set(chunk.subarray(offset, offset + count), to + into);
        offset += count;
        if (into + count === size) {
          index += 1;
          runStart += size;
        }
      }
    },
  };
}

async function checkDigest(bytes, info, problem) {
  if (!globalThis.crypto?.subtle) throw new SnapshotProblem('unsupported', 'no crypto.subtle to check it');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  if (hex !== info.sha256) throw new SnapshotProblem(problem, 'SHA-256 differs');
}

// The copy sw.js keeps decompressed (snapshot-<hash>.bin), if it is there, whole and of
// this build. A bad copy is dropped (sw.js makes it again). It is trusted as the wasm and
// every other file in that cache is: hashing it at every start would cost 25-40 ms.
async function fromKeptCopy(info, expected, ctx) {
  const url = new URL(info.file.replace(/\.gz$/, ''), ctx.site);
  // A first visit has no kept copy: opening the cache storage of a new profile takes
  // 0.1-0.2 s, during which nothing would download.
  if (ctx.overTheNetwork) return null;
  const bytes = await cachedBytes(url);
  if (bytes === null) return null;
  try {
    const parsed = parseHeader(bytes, expected);
    if (parsed === null || bytes.length !== parsed.start + parsed.stored) throw new Error('length');
    ctx.progress?.snapshot(Infinity);
    ctx.progress?.without(ctx.stdlib);
    return { bytes: expand(bytes, parsed), delta: parsed.delta };
  } catch (error) {
    await forgetCachedCopy(url.href); // before the file is fetched: sw.js then makes it again
    return null;
  }
}

// The snapshot's memory is stored XOR the memory as instantiating the wasm leaves it (its data
// segments; snapshot.py, "delta"). Undone in place, right after instantiating and before
// Pyodide copies the snapshot into `memory`: at that moment the memory holds exactly those
// bytes. 4 bytes at a time (both offsets are multiples of 4): 3.8 MB in a few ms.
export function undoDelta({ bytes, delta }, memory) {
  const { at, to } = delta;
  if (!(memory instanceof WebAssembly.Memory) || memory.buffer.byteLength < to) {
    throw new SnapshotProblem('unsupported', 'no wasm memory to undo the delta against');
  }
  const stored = new Uint32Array(bytes.buffer, bytes.byteOffset + at, to / 4);
  const initial = new Uint32Array(memory.buffer, 0, to / 4);
  for (let i = 0; i < stored.length; i++) stored[i] ^= initial[i];
}

// {start, length, stored, delta, runs} once `bytes` hold the whole header (start: where the runs
// begin; stored: their bytes); null while they do not yet. `expected`: what the header must say
// (this build's app zip, standard library, imports and Pyodide's version).
function parseHeader(bytes, expected) {
  if (bytes.length < MAGIC.length + 4) return null;
  const magic = new TextDecoder().decode(bytes.subarray(0, MAGIC.length));
  if (magic !== MAGIC) throw new SnapshotProblem('damaged', 'not a snapshot of ours');
  const size = new DataView(bytes.buffer, bytes.byteOffset).getUint32(MAGIC.length, true);
  if (size > 1 << 20) throw new SnapshotProblem('damaged', 'header size');
  if (bytes.length < MAGIC.length + 4 + size) return null;
  let header;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(MAGIC.length + 4, MAGIC.length + 4 + size)));
  } catch (error) {
    throw new SnapshotProblem('damaged', 'header');
  }
  for (const [key, value] of Object.entries(expected)) {
    if (JSON.stringify(header[key]) !== JSON.stringify(value)) {
      throw new SnapshotProblem('mismatch', `${key} is ${JSON.stringify(header[key])}, not ${JSON.stringify(value)}`);
    }
  }
  if (!Number.isSafeInteger(header.length) || header.length <= 0 || header.length % 4) {
    throw new SnapshotProblem('damaged', 'length');
  }
  const { at, to } = header.delta || {};
  if (![at, to].every(Number.isSafeInteger) || at < 0 || to < 0 || at % 4 || to % 4 || at + to > header.length) {
    throw new SnapshotProblem('damaged', 'delta');
  }
  // The runs: in order, apart, inside the snapshot.
  const { runs } = header;
  if (!Array.isArray(runs)) throw new SnapshotProblem('damaged', 'runs');
  let stored = 0;
  let end = 0;
  for (const run of runs) {
    const [from, count] = Array.isArray(run) ? run : [];
    if (![from, count].every(Number.isSafeInteger) || from < end || count <= 0 || from + count > header.length) {
      throw new SnapshotProblem('damaged', 'runs');
    }
    end = from + count;
    stored += count;
  }
  const start = Math.ceil((MAGIC.length + 4 + size) / 16) * 16;
  return { start, length: header.length, stored, delta: { at, to }, runs };
}

function concat(a, b) {
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}

// A thenable that gives the snapshot once and then lets go of it (Pyodide keeps its options
// for good; the 31 MB need not stay).
export function handOnce(promise) {
  return {
    then(resolve, reject) {
      const held = promise;
      promise = Promise.reject(new Error('the snapshot was already used'));
      promise.catch(() => {});
      return held.then(resolve, reject);
    },
  };
}
