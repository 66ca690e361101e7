// Pyodide's own files, requested before Pyodide gets to them, and Pyodide's start run with them.
//
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

import { SnapshotProblem, download, mark } from './common.mjs';
import { undoDelta } from './snapshot.mjs';

// `urls`: {index: Pyodide's folder, wasm, stdlib (or null)}; `afterRestore()`: the Python to run
// once restored from a snapshot (pyodide-start.mjs: reseed `random`, perhaps warm up).
export function earlyFiles(urls, afterRestore) {
  const { wasm: WASM_URL, stdlib: STDLIB_URL } = urls;
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
  import(new URL('pyodide.asm.mjs', urls.index).href).catch(() => {}); // Pyodide imports it next
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
    // restored Python runs afterRestore().
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
        if (snapshot) pyodide.runPython(afterRestore());
        return pyodide;
      } finally {
        globalThis.fetch = realFetch;
        WebAssembly.instantiateStreaming = realInstantiate;
      }
    },
  };
}
