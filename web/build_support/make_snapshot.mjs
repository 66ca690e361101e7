// Make the memory snapshot the page starts from (run by build_support/snapshot.py).
//
//   node make_snapshot.mjs '<json job>'
//
// The job: {"indexDir": Pyodide's folder in the build, "stdlib": the standard library's zip
// there (the loader's stdLibURL), "appZip": the app zip,
// "imports": [modules], "out": the .bin.gz to write, "header": {...}}.
// It starts the very Pyodide files the site ships (so the snapshot's build id is
// theirs), unpacks our zip where PyScript will (/home/pyodide/app), imports the
// modules and every module of the standard library's archive, and writes one gzip file:
// our header, then Pyodide's snapshot without its pages of zeros.
// Prints a JSON summary on stdout; problems go to stderr, exit status 1.
//
// Deterministic: the same inputs give the same bytes (so an unchanged build keeps
// its file names and nobody downloads it again). Entropy and clocks are fixed
// while Python starts: the hash seed and `random`'s state frozen into the snapshot
// are the same for everyone, and pyodide-start.mjs reseeds `random` after restoring.
import nodeCrypto from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const job = JSON.parse(process.argv[2]);
const MAGIC = 'AXIOSNP1';

function fail(message) {
  process.stderr.write(message.trimEnd() + '\n');
  process.exit(1);
}

// --- fixed entropy and clocks --------------------------------------------------------
let seed = 0x2545f491;
nodeCrypto.randomFillSync = (view) => {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength);
  for (let i = 0; i < bytes.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    bytes[i] = seed >>> 24;
  }
  return view;
};
const realNow = performance.now.bind(performance);
const started = realNow();
const FIXED_DATE = Date.UTC(2024, 0, 1);
Date.now = () => FIXED_DATE;
let tick = 0;
performance.now = () => (tick += 0.001);

// --- the memory as instantiating the wasm leaves it (its data segments) ------------------
// The snapshot's first megabytes are mostly these bytes, which every visitor already has in
// the wasm: the file stores the snapshot XOR this image (zeros where Python left them alone;
// 1.5 MB less gzipped), and pyodide-start.mjs undoes it against the browser's own memory
// right after instantiating the same wasm.
const realInstantiate = WebAssembly.instantiate;
let initialMemory = null;
WebAssembly.instantiate = async function (source, imports) {
  const result = await realInstantiate.call(this, source, imports);
  const memory = (result.instance ?? result).exports?.memory;
  if (initialMemory === null && memory instanceof WebAssembly.Memory) initialMemory = new Uint8Array(memory.buffer).slice();
  return result;
};

// --- start Pyodide, import the app -------------------------------------------------------
const indexURL = job.indexDir + '/'; // a path: Pyodide in Node wants no file: URL here
const { loadPyodide, version } = await import(pathToFileURL(indexURL + 'pyodide.mjs').href);
const output = [];
const pyodide = await loadPyodide({
  indexURL,
  stdLibURL: job.stdlib,
  // Else Emscripten names the program after this script's path (process.argv[1]), which
  // then sits in the memory: the same sources built in two folders would differ.
  _sysExecutable: 'python',
  _makeSnapshot: true,
  stdout: (line) => output.push(line),
  stderr: (line) => output.push(line),
});

pyodide.globals.set('app_zip', new Uint8Array(readFileSync(job.appZip)));
pyodide.globals.set('wanted', pyodide.toPy(job.imports));
let problems;
let imported;
try {
  [problems, imported] = pyodide.runPython(`
import importlib, io, os, sys, zipfile
# Where PyScript unpacks the zip ("./app/*", relative to /home/pyodide), and what the
# boot code in index.html puts on sys.path.
# (PyScript's own package's .pycs, which the loader writes into ./pyscript, are not needed:
# nothing here imports pyscript.)
with zipfile.ZipFile(io.BytesIO(app_zip.to_py())) as archive:
    archive.extractall("app", [name for name in archive.namelist() if not name.startswith("pyscript/")])
sys.path.insert(0, os.path.abspath("app"))
del app_zip
BROWSER_ONLY = ("js", "pyscript", "pyodide.ffi", "pyodide.http", "pyodide_js")
problems = []
for name in wanted:
    try:
        importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name in BROWSER_ONLY or (error.name or "").startswith(BROWSER_ONLY):
            problems.append(f"{name} imports {error.name}, which exists only in the browser")
        elif error.name and (name == error.name or name.startswith(error.name + ".")):
            problems.append(f"{name} is not in the app (no such module)")
        else:
            problems.append(f"{name} cannot be imported: {error!r}")
    except Exception as error:
        problems.append(f"{name} cannot be imported: {type(error).__name__}: {error}")
del wanted
# Every module of the standard library's archive: a start from the snapshot then never reads
# the archive, so the loader does not download it (pyodide-start.mjs). It holds only what a
# start imports (stdlib.py), and the ~35 modules nothing above imported (codecs, _strptime,
# importlib.resources) add 0.2 MB to the snapshot, against 1.4 MB of archive.
archive_path = next(path for path in sys.path if path.endswith(".zip"))
with zipfile.ZipFile(archive_path) as archive:
    archive_names = archive.namelist()
for name in archive_names:
    if not name.endswith(".pyc"):
        problems.append(f"the standard library's archive holds {name}, which a start from the snapshot cannot read")
        continue
    module = name[:-4].replace("/", ".").removesuffix(".__init__")
    try:
        importlib.import_module(module)
    except Exception as error:
        problems.append(f"{module} (standard library) cannot be imported: {type(error).__name__}: {error}")
del archive_path, archive_names
# Modules that reach JavaScript at import time hold references a snapshot cannot keep.
touched = sorted(m for m in ("js", "pyscript", "pyodide.http") if m in sys.modules)
if touched:
    problems.append("the imports loaded browser-only modules: " + ", ".join(touched))
# The app's files whose modules the snapshot holds: a start from it never reads them again.
app_root = os.path.abspath("app") + "/"
imported = sorted(
    module.__file__[len(app_root):]
    for module in list(sys.modules.values())
    if (getattr(module, "__file__", None) or "").startswith(app_root)
)
del app_root
import gc
gc.collect()
gc.freeze()  # what the snapshot holds lives for good: later collections skip it
[problems, imported]
`).toJs();
} catch (error) {
  fail(`Python failed while preparing the snapshot:\n${error}\n${output.join('\n')}`);
}
if (problems.length) fail(problems.join('\n'));

let snapshot;
try {
  snapshot = pyodide.makeMemorySnapshot();
} catch (error) {
  fail(`Pyodide could not make the snapshot (a module holds a JavaScript object?): ${error}`);
}

WebAssembly.instantiate = realInstantiate;
if (initialMemory === null) fail('Pyodide did not instantiate its wasm through WebAssembly.instantiate');
const delta = xorInitialMemory(snapshot, initialMemory);

// --- our header, then the runs of Pyodide's bytes that are not zeros, gzipped -------------
const runs = nonZeroRuns(snapshot);
const header = { ...job.header, pyodide: version, length: snapshot.length, delta, runs };
const json = new TextEncoder().encode(JSON.stringify(header));
const start = Math.ceil((MAGIC.length + 4 + json.length) / 16) * 16;
const file = new Uint8Array(start + runs.reduce((sum, [, size]) => sum + size, 0));
file.set(new TextEncoder().encode(MAGIC), 0);
new DataView(file.buffer).setUint32(MAGIC.length, json.length, true);
file.set(json, MAGIC.length + 4);
let filled = start;
for (const [at, size] of runs) {
  file.set(snapshot.subarray(at, at + size), filled);
  filled += size;
}
// Level 9: 70 KB less than 6 (2 s more per build; the build caches the snapshot).
const gzipped = gzipSync(file, { level: 9 });
writeFileSync(job.out + '.part', gzipped);
renameSync(job.out + '.part', job.out);
process.stdout.write(
  JSON.stringify({
    pyodide: version,
    length: snapshot.length,
    gzip: gzipped.length,
    imported,
    sha256: nodeCrypto.createHash('sha256').update(file).digest('hex'),
    seconds: Math.round(realNow() - started) / 1000,
  }) + '\n',
);

// The snapshot's stretches that hold something, in whole pages: [[at, size], ...]. Most of
// its 31 MB are zeros (the stack, the heap not yet used, the delta's unchanged bytes): the
// file keeps the 12 MB that are not, so the copy sw.js keeps decompressed reads 2.5 times faster.
function nonZeroRuns(bytes) {
  const PAGE = 4096;
  const runs = [];
  for (let at = 0; at < bytes.length; at += PAGE) {
    const size = Math.min(PAGE, bytes.length - at);
    if (!bytes.subarray(at, at + size).some((byte) => byte !== 0)) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === at) last[1] += size;
    else runs.push([at, size]);
  }
  return runs;
}

// XOR the memory part of Pyodide's snapshot with the memory right after instantiation, up to
// its last byte that is not zero: {at: where the memory starts in Pyodide's snapshot (its
// header says, as a uint32 at byte 4), to: how many bytes of memory}.
function xorInitialMemory(snapshot, initial) {
  const at = new DataView(snapshot.buffer, snapshot.byteOffset).getUint32(4, true);
  if (at % 4 || at >= snapshot.length) fail(`Pyodide's snapshot header is not as expected (memory at ${at})`);
  let to = initial.length;
  while (to > 0 && initial[to - 1] === 0) to--;
  to = Math.min(Math.ceil(to / 4) * 4, snapshot.length - at);
  for (let i = 0; i < to; i++) snapshot[at + i] ^= initial[i];
  return { at, to };
}
