// PyScript's "interpreter" (pyscript.json): Pyodide, started from the build's memory
// snapshot when that pays, else as usual (docs/HOSTING.md, "Starting from a memory snapshot").
//
// PyScript 0.7.31 imports the module that its `interpreter` setting names (in the page, and
// in every worker started with the same config) and uses two exports: `version` and
// `loadPyodide(options)`. It passes `indexURL` (this module's folder), `stdout` and
// `stderr`; the Pyodide it gets back must be ready to run Python. So this module exports
// Pyodide's `version` (as the build read it) and wraps its `loadPyodide`:
//  - it starts downloading as soon as it is imported (index.html loads it before PyScript):
//    the wasm (compiled as it streams, see earlyFiles) and the snapshot; the build's standard
//    library (stdlib-<hash>.zip, only the modules the site imports) only for a start without
//    the snapshot, which holds every module of it (see earlyFiles);
//  - the snapshot comes from the decompressed copy sw.js keeps, else from
//    snapshot-<hash>.bin.gz (gzip: its CRC catches a damaged file); its header must name
//    this build's app zip, standard library, this Pyodide and these imports, and Pyodide
//    checks its build id;
//  - a download of the snapshot is measured as it arrives: if the rest of it would take
//    longer than the snapshot saves (snapshotJudge), it is dropped and Python starts as
//    usual (a phone's first visit on a slow link; sw.js fetches it for the next visit);
//  - any problem (missing, damaged, mismatched, a browser that refuses it) means a normal
//    start, silently; the page notes which start it used: <html data-start="snapshot"> or
//    "normal" (+ data-start-fallback="why"), and the bot worker's as data-worker-start;
//    a damaged or mismatched copy is dropped from the service worker's cache;
//  - after restoring, it reseeds `random` and, unless PyScript is waiting, warms the
//    interpreter up (RESEED, WARM_UP);
//  - it unpacks our zip into app/ itself (pyscript.json has no "files"): after a restore, the
//    start zip (the app zip less the modules the snapshot holds), else the app zip;
//  - in the page, once the first screen is ready ("axio:ready"), it brings the extras zip
//    (segno, for the pairing QR codes: most visits never pair) into app/ too, and says so
//    ("axio:modules"), so that a screen waiting for them draws them;
//  - in the page, it reports download progress (axio:progress events, shown by boot.js).
// build.py writes the block below: the app zip, the standard library, the snapshot's name,
// length, SHA-256 and expected header, the sizes of the files a start downloads, the lock
// file Pyodide is given (its "info", no packages: we load none), the extras and start zips,
// and Pyodide's version.
const BUILD = /*@build*/ { app: null, stdlib: null, snapshot: null, files: {}, lock: null, extras: null, start: null, pyodide: null } /*@end*/;

export const version = BUILD.pyodide;
// Pyodide's own module, imported here rather than by an import statement, which would keep
// this module from running (and requesting the wasm and the snapshot) until pyodide.mjs had
// arrived and run too (index.html preloads it).
const pyodideModule = import('./pyscript/pyodide/pyodide.mjs');
pyodideModule.catch(() => {}); // reported by the start that needs it

async function bootPyodide(options) {
  const pyodide = await pyodideModule;
  // The header was checked against the version the build read from Pyodide's package.
  if (options._loadSnapshot && pyodide.version !== version) {
    throw new SnapshotProblem('mismatch', `Pyodide is ${pyodide.version}, not ${version}`);
  }
  return pyodide.loadPyodide(options);
}

const INDEX_URL = new URL('./pyscript/pyodide/', import.meta.url).href;
const WASM_URL = new URL('pyodide.asm.wasm', INDEX_URL).href;
const STDLIB_URL = BUILD.stdlib ? new URL(BUILD.stdlib, import.meta.url).href : null;
const MAGIC = 'AXIOSNP1';
const pageFetch = globalThis.fetch.bind(globalThis); // use() replaces globalThis.fetch for a while
const IN_PAGE = typeof document === 'object' && document !== null; // else the bot worker
// A page that no service worker controls: a first visit (or a forced reload), whose files come
// over the network. Then what a start waits for goes first (see earlyFiles and appZip); files
// from the service worker's cache (or the page's, for the bot worker) are asked for at once.
const OVER_THE_NETWORK = IN_PAGE && !serviceWorkerControls();
const CHANNEL = 'axio-start';
// Run once Python is restored: the build froze one state of `random` into the snapshot.
const RESEED = `
import sys
_r = sys.modules.get("random")
if _r is not None:
    _r.seed()
del _r
`;
// Then, while PyScript has not yet asked for Python (a return visit: it asks 0.03-0.15 s after
// the restore), a little plain Python: a restored interpreter has not yet run anything in this
// page, so WebAssembly's optimizing tier has not kicked in, and the first second of Python ran
// about twice as slow as after a normal start. 20 000 turns of a loop (30-50 ms) make the
// interpreter's hot paths hot while PyScript sets itself up. On a first visit PyScript is
// already waiting: the first screen goes first (100 Mbit/s: 0.03-0.06 s sooner), and
// glue.py's warm-up of the screens, right after it, warms the interpreter too.
const WARM_UP = `
def _warm(n):
    class P:
        __slots__ = ("x", "y")
        def __init__(self, x, y):
            self.x = x
            self.y = y
    seen, out = {}, []
    for i in range(n):
        p = P(i, i + 1)
        seen[(p.x, p.y % 50)] = f"{i}:{p.y}"
        out.append(p.x * p.y % 7)
        if len(out) > 100:
            out.clear()
_warm(20000)
del _warm
`;

class SnapshotProblem extends Error {
  constructor(reason, detail) {
    super(`${reason}: ${detail}`);
    this.reason = reason; // missing | damaged | mismatch | unsupported | slow-link (and 'refused' below)
  }
}

const progress = IN_PAGE ? downloadProgress() : null;
// Pyodide's own files, requested now rather than when Pyodide gets to them (see earlyFiles).
const early = earlyFiles();
let source = null; // where the snapshot came from: 'kept' (sw.js's decompressed copy) or 'file'
// Start downloading now: PyScript imports this module a moment before calling loadPyodide.
let pending = BUILD.snapshot ? readSnapshot(BUILD.snapshot) : null;
if (pending) pending.catch(() => {}); // handled in loadPyodide; no "unhandled rejection"
// The standard library only if the snapshot is given up (or there is none).
early.stdlibUnless(pending);
// Our Python, unpacked into app/ as soon as Python runs (see unpackZip): {name, bytes} of the
// start zip if the snapshot has arrived (our modules are in it: the start zip holds the rest,
// 0.22 MB over a gzip host instead of 0.67), else of the whole app zip. It is needed only once
// Pyodide is ready, so over the network it is requested once the files Pyodide waits for have
// arrived (early.arrived): on a phone's link it then downloads while Pyodide sets itself up,
// instead of sharing the link with them (0.65 MB is 0.6 s of 4G).
const snapshotArrived = pending ? pending.then(() => true, () => false) : Promise.resolve(false);
const appZip = BUILD.app ? bringAppZip() : null;
if (appZip) appZip.then(() => mark('axio:app-arrived'), () => {}); // errors: reported by loadPyodide
// The bot worker's loader says how it started (any worker of the site, on this device).
try {
  if (IN_PAGE) {
    new BroadcastChannel(CHANNEL).onmessage = ({ data }) => {
      if (data && data.worker) note('worker-start', data.start, data.fallback);
    };
  }
} catch (error) {
  // no BroadcastChannel here: the worker's start goes unnoted
}

// Where Python's output goes: console until PyScript passes its own stdout and stderr.
const output = { stdout: (text) => console.log(text), stderr: (text) => console.error(text) };
let asked = false; // whether PyScript has asked for Python yet (see WARM_UP)

// Start Python at once: index.html loads this module before PyScript, which only asks for
// Python after its own setup (its package cache in IndexedDB takes 0.1-0.4 s); in the bot
// worker PyScript imports it and asks at once. One Python per page (or worker).
const starting = start();
starting.catch(() => {}); // PyScript gets the error from loadPyodide

export async function loadPyodide(options = {}) {
  asked = true;
  if (options.stdout) output.stdout = options.stdout;
  if (options.stderr) output.stderr = options.stderr;
  if (options.packages?.length) console.error('pyodide-start.mjs ignores "packages": pyscript.json must not list any');
  return starting;
}

async function start() {
  const options = {
    indexURL: INDEX_URL,
    stdout: (text) => output.stdout(text),
    stderr: (text) => output.stderr(text),
  };
  if (STDLIB_URL) options.stdLibURL = STDLIB_URL;
  if (BUILD.lock) options.lockFileContents = BUILD.lock; // no packages: nothing to fetch
  let how = 'normal';
  let fallback = 'none';
  let pyodide = null;
  const snapshot = pending;
  pending = null;
  if (snapshot) {
    try {
      // Pyodide sets itself up meanwhile (its files come from earlyFiles), and awaits the
      // snapshot just before it needs the memory. (handOnce: Pyodide keeps its options for
      // good, the 31 MB need not.)
      const bytes = snapshot.then((read) => read.bytes);
      bytes.catch(() => {}); // handled where Pyodide awaits it; no "unhandled rejection" meanwhile
      pyodide = await early.use(() => bootPyodide({ ...options, _loadSnapshot: handOnce(bytes) }), snapshot);
      how = 'snapshot';
    } catch (error) {
      fallback = error instanceof SnapshotProblem ? error.reason : 'refused';
      if (fallback === 'slow-link') progress?.without(BUILD.snapshot.file);
      if (fallback === 'damaged' || fallback === 'mismatch') {
        forgetCachedCopy(new URL(BUILD.snapshot.file, import.meta.url).href);
      }
      console.info(`Starting Python without the snapshot (${error.message || error})`);
    }
  }
  pyodide ??= await early.use(() => bootPyodide(options));
  mark('axio:pyodide-ready');
  if (appZip) {
    let zip = await appZip;
    // A start without the snapshot after the start zip was chosen (from a cache it is asked
    // for at once; or Pyodide refused the snapshot): this start needs all our modules.
    if (how !== 'snapshot' && zip.name !== BUILD.app) zip = await downloadZip(BUILD.app);
    await unpackZip(pyodide, zip.bytes, zip.name);
  }
  started(how, fallback);
  if (IN_PAGE && BUILD.extras) document.addEventListener('axio:ready', () => bringExtras(pyodide), { once: true });
  return pyodide;
}

// From a cache (return visits, the bot worker) the start zip at once: the snapshot is nearly
// always there, and a start without it asks for the app zip then (start).
async function bringAppZip() {
  let fromSnapshot = Boolean(BUILD.start);
  if (OVER_THE_NETWORK) {
    await early.arrived(pending);
    fromSnapshot &&= await snapshotArrived;
  }
  const name = fromSnapshot ? BUILD.start : BUILD.app;
  progress?.without(fromSnapshot ? BUILD.app : BUILD.start);
  return downloadZip(name);
}

async function downloadZip(name) {
  return { name, bytes: await download(new URL(name, import.meta.url)) };
}

async function bringExtras(pyodide) {
  try {
    await unpackZip(pyodide, await download(new URL(BUILD.extras, import.meta.url)), BUILD.extras);
    document.dispatchEvent(new CustomEvent('axio:modules'));
  } catch (error) {
    console.warn(`${BUILD.extras} did not arrive: no QR codes on this visit (${error})`);
  }
}

// One of our zips into app/ (what PyScript's "files" would do, in a few ms instead of 0.1-0.2 s
// of Python): stored entries (deflated ones work too, slower), no comment, as pyzip.py writes it.
// Entries under pyscript/__pycache__/ go into ./pyscript instead: PyScript writes its own package
// there at every start, and Python uses these .pycs rather than compile it (pyscript_code.py).
const PYSCRIPT_CACHE = 'pyscript/__pycache__/';
async function unpackZip(pyodide, buffer, zipName) {
  const data = new Uint8Array(buffer);
  const view = new DataView(buffer);
  const eocd = data.length - 22;
  if (eocd < 0 || view.getUint32(eocd, true) !== 0x06054b50) throw new Error(`${zipName}: not a zip`);
  const { FS } = pyodide;
  const home = `${FS.cwd()}/`;
  const root = `${home}app/`;
  const names = new TextDecoder();
  const files = [];
  let entry = view.getUint32(eocd + 16, true);
  for (let i = view.getUint16(eocd + 10, true); i > 0; i--) {
    if (view.getUint32(entry, true) !== 0x02014b50) throw new Error(`${zipName}: bad directory`);
    const method = view.getUint16(entry + 10, true);
    const size = view.getUint32(entry + 20, true);
    const nameLength = view.getUint16(entry + 28, true);
    const local = view.getUint32(entry + 42, true);
    const name = names.decode(data.subarray(entry + 46, entry + 46 + nameLength));
    entry += 46 + nameLength + view.getUint16(entry + 30, true) + view.getUint16(entry + 32, true);
    const body = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const bytes = data.subarray(body, body + size);
    if (name.includes('..') || name.startsWith('/')) throw new Error(`${zipName}: bad name ${name}`);
    if (method !== 0 && method !== 8) throw new Error(`${zipName}: ${name} uses compression ${method}`);
    files.push([(name.startsWith(PYSCRIPT_CACHE) ? home : root) + name, method === 0 ? bytes : inflateRaw(bytes)]);
  }
  for (const [path, bytes] of files) {
    FS.mkdirTree(path.slice(0, path.lastIndexOf('/')));
    FS.writeFile(path, await bytes);
  }
}

async function inflateRaw(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

// A thenable that gives the snapshot once and then lets go of it.
function handOnce(promise) {
  return {
    then(resolve, reject) {
      const held = promise;
      promise = Promise.reject(new Error('the snapshot was already used'));
      promise.catch(() => {});
      return held.then(resolve, reject);
    },
  };
}

function serviceWorkerControls() {
  try {
    return Boolean(navigator.serviceWorker?.controller);
  } catch (error) {
    return false; // a sandboxed frame without allow-same-origin may not even ask
  }
}

function started(start, fallback) {
  progress?.step('app');
  if (IN_PAGE) {
    note('start', start, fallback);
    if (start === 'snapshot') document.documentElement.setAttribute('data-snapshot-source', source);
    mark('axio:python-started');
  } else {
    try {
      const channel = new BroadcastChannel(CHANNEL);
      channel.postMessage({ worker: true, start, fallback });
      channel.close();
    } catch (error) {
      // no BroadcastChannel here: the page does not learn how the worker started
    }
  }
}

// Timeline marks for bench/load.py and devtools (page only).
function mark(name) {
  if (IN_PAGE) performance.mark(name);
}

function note(name, start, fallback) {
  const html = document.documentElement;
  html.setAttribute(`data-${name}`, start);
  if (fallback && fallback !== 'none') html.setAttribute(`data-${name}-fallback`, fallback);
}

// {bytes: the snapshot as Pyodide wants it (a Uint8Array at a 16-byte offset) but for its
// delta, delta: {at, to}} (see undoDelta), or a SnapshotProblem: from the decompressed copy
// the service worker keeps, else from the file. Either holds only the snapshot's runs (expand).
async function readSnapshot(info) {
  const kept = await fromKeptCopy(info);
  if (kept) {
    source = 'kept';
    mark('axio:snapshot-read');
    return kept;
  }
  source = 'file';
  let response;
  try {
    response = await fetch(new URL(info.file, import.meta.url));
  } catch (error) {
    throw new SnapshotProblem('missing', String(error));
  }
  if (!response.ok || !response.body) throw new SnapshotProblem('missing', `HTTP ${response.status}`);
  let received = 0;
  const judge = snapshotJudge(BUILD.files[info.file] || 0);
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
          progress?.without(BUILD.stdlib); // a start from the snapshot does not download it
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
  const { bytes, parsed, file } = await collect(stream.getReader(), info, !gzipped);
  if (!gzipped) await checkDigest(file, info, 'damaged');
  const read = { bytes, delta: parsed.delta };
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
async function collect(reader, info, keepFile) {
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
        parsed = parseHeader(head, info);
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
async function fromKeptCopy(info) {
  const url = new URL(info.file.replace(/\.gz$/, ''), import.meta.url);
  let bytes;
  try {
    if (!('caches' in globalThis)) return null;
    // A first visit has no kept copy: opening the cache storage of a new profile takes
    // 0.1-0.2 s, during which nothing would download.
    if (OVER_THE_NETWORK) return null;
    const response = await caches.match(url, { ignoreSearch: true });
    if (!response) return null;
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    return null; // storage refused
  }
  try {
    const parsed = parseHeader(bytes, info);
    if (parsed === null || bytes.length !== parsed.start + parsed.stored) throw new Error('length');
    progress?.snapshot(Infinity);
    progress?.without(BUILD.stdlib);
    return { bytes: expand(bytes, parsed), delta: parsed.delta };
  } catch (error) {
    await forgetCachedCopy(url.href); // before the file is fetched: sw.js then makes it again
    return null;
  }
}

// Whether downloading the snapshot pays on this link, judged once from what has arrived of
// it in its first JUDGE_MS, or after JUDGE_EARLY_MS if the snapshot would plainly be later
// (EARLY_DROP: 4G's estimate is 1.4 times, 30 Mbit/s's 1.25 times the normal start's): a
// phone's link then stops spending its bytes on it sooner. (Taking it sooner would gain nothing:
// its download goes on either way.) At the link's measured speed
// (the downloads in flight share it about equally) it compares the two starts from now on:
//  - from the snapshot: the rest of it, then the restore, while the start zip downloads (it is
//    requested after the snapshot; the standard library is not needed), then PyScript and the
//    first screen;
//  - without: the standard library, then Pyodide's own start, while our zip downloads, then
//    PyScript, our imports and the first screen.
// The CPU times are this machine's at full speed (bench/RESULTS.md, run 7). On a phone's 4G
// link the snapshot costs seconds more: Python starts as usual, and sw.js fetches the snapshot
// for the next visit. (A slower CPU makes the snapshot save more, but a short timing loop could
// not tell Chromium's 4x-slower CPU from a busy machine, and the normal start beats a bare
// Pyodide there too.) 'take' | 'drop' | null (not judged yet).
const JUDGE_MS = 300;
const JUDGE_EARLY_MS = 100;
const EARLY_DROP = 1.2;
const RESTORE_S = 0.35; // restoring, after the snapshot's last byte
const AFTER_RESTORE_S = 0.25; // then PyScript and the first screen
const BOOT_S = 0.65; // Pyodide's normal start, after its last byte
const AFTER_BOOT_S = 0.45; // then PyScript, our imports and the first screen
function startTimes(restBytes, speed) {
  const stdlib = (BUILD.files[BUILD.stdlib] || 0) / speed;
  const app = (BUILD.files[BUILD.app] || 0) / speed; // as stored: a gzip host sends less
  const start = (BUILD.files[BUILD.start] || BUILD.files[BUILD.app] || 0) / speed;
  return {
    snapshot: restBytes / speed + Math.max(RESTORE_S, start) + AFTER_RESTORE_S,
    normal: stdlib + Math.max(BOOT_S, app) + AFTER_BOOT_S,
  };
}
function snapshotJudge(total) {
  let first = null;
  let verdict = null;
  const judge = {
    why: '',
    seen(received) {
      const now = performance.now();
      if (verdict !== null) return verdict;
      if (first === null) first = { at: now, bytes: received };
      if (received >= total) verdict = 'take';
      const elapsed = now - first.at;
      if (verdict !== null || elapsed < JUDGE_EARLY_MS) return verdict;
      const speed = ((received - first.bytes) / elapsed) * 1000 * (1 + early.inFlight());
      const { snapshot, normal } = startTimes(total - received, speed);
      // (a pause of the page with no new bytes is not a plain answer)
      const plain = received > first.bytes && snapshot > EARLY_DROP * normal;
      if (elapsed < JUDGE_MS && !plain) return null;
      verdict = snapshot <= normal ? 'take' : 'drop';
      judge.why = `${(speed / 1e6).toFixed(1)} MB/s: the rest takes ${((total - received) / speed).toFixed(1)} s; `
        + `ready ${snapshot.toFixed(1)} s from the snapshot, ${normal.toFixed(1)} s without`;
      if (IN_PAGE) document.documentElement.setAttribute('data-start-link', judge.why);
      return verdict;
    },
  };
  return judge;
}

// Pyodide requests its wasm and standard library only after reading its lock file, and with a
// snapshot it compiles the wasm only once the whole snapshot has arrived (it must know the
// memory's size first): till then the wasm's response sits unread and its download stalls.
// So they are requested here, the wasm at once, compiled as it streams in beside the
// snapshot's download. While Pyodide starts (use), its fetch of these two addresses and its
// instantiateStreaming are answered from here, as often as asked: a start that falls back to
// a normal one downloads nothing again.
//
// The standard library is requested only for a start without the snapshot (stdlibUnless): the
// snapshot holds every module of it (make_snapshot.mjs), so a start from it never reads it, and
// on a fast link the snapshot and the wasm get the whole link. A start without the snapshot
// (a slow link: the judge drops it within 0.1-0.3 s) requests it then.
function earlyFiles() {
  const done = { wasm: false, stdlib: false };
  const compiled = WebAssembly.compileStreaming(fetch(WASM_URL));
  compiled.then(() => mark('axio:wasm-compiled'), () => {});
  compiled.then(() => (done.wasm = true), () => (done.wasm = true));
  let stdlib = null; // the standard library's bytes, or null: Pyodide's own request tries again (use)
  const requestStdlib = () => {
    if (stdlib === null && STDLIB_URL) {
      stdlib = download(STDLIB_URL).catch(() => null);
      stdlib.then(() => {
        done.stdlib = true;
        mark('axio:stdlib-arrived');
      });
    }
    return stdlib ?? Promise.resolve(null);
  };
  import(new URL('pyodide.asm.mjs', INDEX_URL).href).catch(() => {}); // Pyodide imports it next
  const marker = new Response(null);
  const settled = (promise) => (promise ? promise.then(() => {}, () => {}) : Promise.resolve());
  const stdlibBytes = (again) => requestStdlib().then((bytes) => bytes ?? again());
  return {
    // Downloads sharing the link with the snapshot now.
    inFlight: () => (done.wasm ? 0 : 1) + (stdlib !== null && !done.stdlib ? 1 : 0),
    // The standard library, at once without a snapshot, else once the snapshot is given up.
    stdlibUnless: (snapshot) => (snapshot ?? Promise.reject()).catch(() => requestStdlib()),
    // Resolves once what a start waits for has arrived, whichever way each download ends: the
    // wasm (compiled: its last byte is in), and the snapshot if it is taken, else the
    // standard library (which a start from the snapshot never needs).
    arrived: (snapshot) =>
      Promise.all([
        settled(compiled),
        (snapshot ?? Promise.reject()).then(() => {}, () => requestStdlib()),
      ]),
    // Runs `run` (a start of Pyodide) with the early files; with `snapshot` (a promise of
    // {bytes, delta}), the snapshot's delta is undone as the wasm is instantiated, and once
    // restored Python runs RESEED and, unless PyScript is waiting for it, WARM_UP.
    async use(run, snapshot = null) {
      const realFetch = globalThis.fetch;
      const realInstantiate = WebAssembly.instantiateStreaming;
      let undone = false;
      const instantiated = async (result) => {
        if (snapshot) {
          undoDelta(await snapshot, result.instance.exports.memory);
          undone = true;
        }
        return result;
      };
      globalThis.fetch = (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url === WASM_URL) return Promise.resolve(marker);
        if (url === STDLIB_URL) {
          // A start from the snapshot never reads it (the snapshot holds all its modules; zipimport
          // kept the archive's directory): an empty file in its place.
          if (snapshot) return Promise.resolve(new Response(new Uint8Array(0)));
          const again = () => realFetch.call(globalThis, input, init);
          return stdlibBytes(() => again().then((r) => r.arrayBuffer())).then((bytes) => new Response(bytes));
        }
        return realFetch.call(globalThis, input, init);
      };
      WebAssembly.instantiateStreaming = async (source, imports) => {
        const response = await source;
        if (response !== marker) return realInstantiate.call(WebAssembly, response, imports);
        const module = await compiled.catch(() => null);
        if (module === null) return instantiated(await realInstantiate.call(WebAssembly, realFetch.call(globalThis, WASM_URL), imports));
        return instantiated({ module, instance: await WebAssembly.instantiate(module, imports) });
      };
      try {
        const pyodide = await run();
        mark('axio:pyodide-started');
        // Pyodide instantiated its wasm some other way: its memory came from a delta, unusable.
        if (snapshot && !undone) throw new SnapshotProblem('unsupported', 'the wasm was not instantiated here');
        if (snapshot) pyodide.runPython(asked ? RESEED : RESEED + WARM_UP);
        return pyodide;
      } finally {
        globalThis.fetch = realFetch;
        WebAssembly.instantiateStreaming = realInstantiate;
      }
    },
  };
}

// A file's bytes, fetched past the stand-in fetch that use() puts up while Pyodide starts.
async function download(url) {
  const response = await pageFetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

// The snapshot's memory is stored XOR the memory as instantiating the wasm leaves it (its data
// segments; snapshot.py, "delta"). Undone in place, right after instantiating and before
// Pyodide copies the snapshot into `memory`: at that moment the memory holds exactly those
// bytes. 4 bytes at a time (both offsets are multiples of 4): 3.8 MB in a few ms.
function undoDelta({ bytes, delta }, memory) {
  const { at, to } = delta;
  if (!(memory instanceof WebAssembly.Memory) || memory.buffer.byteLength < to) {
    throw new SnapshotProblem('unsupported', 'no wasm memory to undo the delta against');
  }
  const stored = new Uint32Array(bytes.buffer, bytes.byteOffset + at, to / 4);
  const initial = new Uint32Array(memory.buffer, 0, to / 4);
  for (let i = 0; i < stored.length; i++) stored[i] ^= initial[i];
}

// {start, length, stored, delta, runs} once `bytes` hold the whole header (start: where the runs
// begin; stored: their bytes); null while they do not yet.
function parseHeader(bytes, info) {
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
  const expected = { ...info.expected, pyodide: version };
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

// A bad copy in the service worker's cache would fail every visit: drop it, so the next
// visit fetches the file again (sw.js puts a precached file it had to fetch back in).
async function forgetCachedCopy(url) {
  try {
    if (!('caches' in globalThis)) return;
    for (const name of await caches.keys()) {
      if (name.startsWith('axio ')) await (await caches.open(name)).delete(url, { ignoreSearch: true });
    }
  } catch (error) {
    // storage refused: nothing cached to drop
  }
}

// Download progress for boot.js: bytes of the files a start needs (the build lists them
// with their sizes) that have arrived, as `axio:progress` events on document:
// {step: 'download' | 'app' (Python has started), done, total}. Whole files count once they have
// arrived (Resource Timing); the snapshot, the largest, counts as it streams in.
function downloadProgress() {
  const sizes = new Map();
  for (const [path, size] of Object.entries(BUILD.files)) sizes.set(new URL(path, import.meta.url).href, size);
  let total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const snapshotURL = BUILD.snapshot ? new URL(BUILD.snapshot.file, import.meta.url).href : null;
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
      const url = new URL(path, import.meta.url).href;
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
