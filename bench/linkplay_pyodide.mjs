// Games by link (issue 39) in Pyodide, in Node: bench/linkplay.py run by the site's pinned
// Pyodide, with python-ecdsa and six from their unpacked wheels (the site does not ship them
// yet). Node's V8 runs Pyodide's WebAssembly as Chromium does; no browser API is used.
//
//   node bench/linkplay_pyodide.mjs ECDSA_PACKAGE_DIR SIX_PY [bench/linkplay.py options]
//
// e.g. ECDSA_PACKAGE_DIR = site-packages/ecdsa of `pip install ecdsa==0.19.1`, SIX_PY = its six.py.
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [ecdsaDir, sixPy, ...options] = process.argv.slice(2);
const py = await loadPyodide({ indexURL: path.join(root, "node_modules/pyodide") + "/" });

function copyDir(src, dst) {
  py.FS.mkdirTree(dst);
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    if (entry.name === "__pycache__" || entry.name.startsWith("test_")) continue;
    const from = path.join(src, entry.name);
    if (entry.isDirectory()) copyDir(from, `${dst}/${entry.name}`);
    else py.FS.writeFile(`${dst}/${entry.name}`, fs.readFileSync(from));
  }
}
copyDir(path.join(root, "axio_core"), "/work/axio_core");
copyDir(path.join(root, "bench"), "/work/bench");
copyDir(ecdsaDir, "/work/site/ecdsa");
py.FS.writeFile("/work/site/six.py", fs.readFileSync(sixPy));
py.globals.set("OPTIONS", options);
await py.runPythonAsync(`
import runpy, sys
sys.path[:0] = ["/work", "/work/site"]
sys.argv = ["linkplay.py", *OPTIONS.to_py()]
runpy.run_path("/work/bench/linkplay.py", run_name="__main__")
`);
