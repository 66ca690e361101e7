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
// The parts, each a module of start/ (index.html preloads them with this one): common.mjs (marks,
// notes, downloads), early.mjs (Pyodide's files before it asks, and its start run with them),
// snapshot.mjs (read, parse, check, lay out the snapshot), judge.mjs (whether its download pays),
// cache.mjs (the service worker's cache), unzip.mjs (our zips into app/), progress.mjs
// (axio:progress). This module starts it all and holds what the build wrote.
// build.py writes the block below: the app zip, the standard library, the snapshot's name,
// length, SHA-256 and expected header, the sizes of the files a start downloads, the lock
// file Pyodide is given (its "info", no packages: we load none), the extras and start zips,
// and Pyodide's version.

import { forgetCachedCopy, serviceWorkerControls } from './start/cache.mjs';
import { IN_PAGE, SnapshotProblem, download, mark, note } from './start/common.mjs';
import { earlyFiles } from './start/early.mjs';
import { snapshotJudge } from './start/judge.mjs';
import { downloadProgress } from './start/progress.mjs';
import { handOnce, readSnapshot } from './start/snapshot.mjs';
import { unpackZip } from './start/unzip.mjs';

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
// A page that no service worker controls: a first visit (or a forced reload), whose files come
// over the network. Then what a start waits for goes first (see early.mjs and appZip); files
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

let asked = false; // whether PyScript has asked for Python yet (see WARM_UP)
const progress = IN_PAGE ? downloadProgress(BUILD.files, BUILD.snapshot?.file, import.meta.url) : null;
// Pyodide's own files, requested now rather than when Pyodide gets to them (early.mjs).
const early = earlyFiles({ index: INDEX_URL, wasm: WASM_URL, stdlib: STDLIB_URL },
  () => (asked ? RESEED : RESEED + WARM_UP));
let source = null; // where the snapshot came from: 'kept' (sw.js's decompressed copy) or 'file'
// Start downloading now: PyScript imports this module a moment before calling loadPyodide.
let pending = BUILD.snapshot ? readSnapshot(BUILD.snapshot, {
  site: import.meta.url,
  version,
  progress,
  stdlib: BUILD.stdlib,
  overTheNetwork: OVER_THE_NETWORK,
  judge: snapshotJudge(BUILD.files[BUILD.snapshot.file] || 0, {
    stdlib: BUILD.files[BUILD.stdlib] || 0,
    app: BUILD.files[BUILD.app] || 0, // as stored: a gzip host sends less
    start: BUILD.files[BUILD.start] || BUILD.files[BUILD.app] || 0,
  }, () => early.inFlight()),
}) : null;
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
      source = (await snapshot).source;
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

