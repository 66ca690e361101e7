// PyScript's own Python package compiled by the very Pyodide the site ships (run by
// build_support/pyscript_code.py).
//
//   node compile_pyscript.mjs '<json job>'
//
// The job: {"indexDir": Pyodide's folder, "stdlib": the standard library zip to start it with,
// "home": Pyodide's home folder (PyScript writes its package into ./pyscript there),
// "sources": {path under home: source}}. Each source becomes the .pyc that Python itself would
// write into __pycache__ beside it, as a "checked hash" .pyc: Python uses it only while the
// source beside it hashes as this one did, and compiles the source otherwise. Then each is
// imported here the way PyScript's start will, from its source with the .pyc beside it, with
// compiling forbidden: a .pyc Python would not use fails the build.
// Prints a JSON summary on stdout, {"files": {path under home: base64 of the .pyc}, "pyodide"};
// problems go to stderr, exit status 1.
import { fail, job, startPyodide } from './node_pyodide.mjs';

const { pyodide, version, output } = await startPyodide();
pyodide.globals.set('sources', pyodide.toPy(job.sources));
pyodide.globals.set('home', job.home);
let files;
try {
  files = pyodide.runPython(`
import base64, importlib.util, os, sys
from importlib import _bootstrap_external
from importlib._bootstrap_external import _code_to_hash_pyc

compiled = {}
for path, text in sources.items():
    data = text.encode("utf-8")  # as PyScript writes it: Path.write_text(text, encoding="utf-8")
    code = compile(data, f"{home}/{path}", "exec", dont_inherit=True)
    compiled[importlib.util.cache_from_source(path)] = _code_to_hash_pyc(
        code, importlib.util.source_hash(data), checked=True)

# The check: sources and .pycs where PyScript puts them, each module's code loaded as an
# import does, and no compiling allowed.
os.chdir(home)
for path, text in sources.items():
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as source:
        source.write(text)
for cached, data in compiled.items():
    os.makedirs(os.path.dirname(cached), exist_ok=True)
    with open(cached, "wb") as pyc:
        pyc.write(data)
def refuse(*args, **kwargs):
    raise RuntimeError("Python compiled the source: the .pyc beside it does not fit")
_bootstrap_external.SourceLoader.source_to_code = refuse
for path in sources:
    name = path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
    loader = _bootstrap_external.SourceFileLoader(name, f"{home}/{path}")
    loader.get_code(name)
{cached: base64.b64encode(data).decode() for cached, data in compiled.items()}
`).toJs({ dict_converter: Object.fromEntries });
} catch (error) {
  fail(`Python failed while compiling PyScript's package:\n${error}\n${output.join('\n')}`);
}
process.stdout.write(JSON.stringify({ files, pyodide: version }) + '\n');
