// Our zip's Python compiled by the very Pyodide the site ships (run by build_support/appcode.py).
//
//   node compile_app.mjs '<json job>'
//
// The job: {"indexDir": Pyodide's folder, "stdlib": the standard library zip to start it with,
// "appZip": our zip of sources, "appDir": where the loader unpacks it in Pyodide's file system
// (/home/pyodide/app)}. Each .py of the zip becomes a .pyc of this Python, as a sourceless
// import reads it ("unchecked hash": there is no source beside it to compare with), compiled
// with the file name the module would have had as a source (so tracebacks name the same file
// and line as before; they cannot quote the line), with asserts kept but no docstrings of
// modules and functions (nothing of ours reads them; a fifth smaller), and without column positions (PYTHONNODEBUGRANGES: a traceback then marks no
// ^^^ under the failing expression; another fifth). Other entries (data) are
// kept as they are.
// Prints a JSON summary on stdout, {"files": {name in the zip: base64 of its bytes}, "pyodide",
// "magic"}; problems go to stderr, exit status 1.
import { readFileSync } from 'node:fs';
import { fail, job, startPyodide } from './node_pyodide.mjs';

const { pyodide, version, output } = await startPyodide({ PYTHONNODEBUGRANGES: '1' });
pyodide.globals.set('app_zip', new Uint8Array(readFileSync(job.appZip)));
pyodide.globals.set('app_dir', job.appDir);
let result;
try {
  result = pyodide.runPython(`
import ast, base64, importlib.util, io, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc
if any(column is not None for _, _, column, _ in compile("x = 1", "x", "exec").co_positions()):
    raise RuntimeError("PYTHONNODEBUGRANGES was not applied: the code would keep its columns")

def without_docstrings(tree):
    # Modules' and functions' docstrings go; line numbers stay the source's. Classes keep
    # theirs: a dataclass without one computes a signature for its __doc__ as it is defined.
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        first = body[0] if body else None
        if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
            body[0] = ast.copy_location(ast.Pass(), first) if len(body) == 1 else None
            node.body = [statement for statement in body if statement is not None]
    return tree

compiled = {}
with zipfile.ZipFile(io.BytesIO(app_zip.to_py())) as archive:
    for name in archive.namelist():
        data = archive.read(name)
        if not name.endswith(".py"):
            compiled[name] = data
            continue
        code = compile(without_docstrings(ast.parse(data, name)), f"{app_dir}/{name}", "exec", dont_inherit=True)
        compiled[name + "c"] = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
del app_zip
[{name: base64.b64encode(data).decode() for name, data in compiled.items()},
 importlib.util.MAGIC_NUMBER.hex()]
`).toJs({ dict_converter: Object.fromEntries });
} catch (error) {
  fail(`Python failed while compiling our modules:\n${error}\n${output.join('\n')}`);
}
const [files, magic] = result;
process.stdout.write(JSON.stringify({ files, magic, pyodide: version }) + '\n');
