// Which files of Pyodide's standard library the site needs (run by build_support/stdlib.py).
//
//   node stdlib_modules.mjs '<json job>'
//
// The job: {"indexDir": Pyodide's folder, "stdlib": its full python_stdlib.zip, "appZip": our
// zip, "appModules": [our module names], "roots": [more module names: PyScript's imports],
// "excludes": [modules not to follow], "always": [files of the zip to ship anyway]}.
// It starts that Pyodide with the full standard library and notes what Python itself imported
// by then (Pyodide's own start), unpacks both zips into folders, and lets `modulefinder`
// follow every import statement of our modules, of PyScript's and of the start's (in every
// function, not only those a run happens to reach; missing names, e.g. Windows-only ones, are
// skipped; nor are the excluded ones, unless Pyodide's start imported them). Then it
// compiles each of those modules with this very Python, as zipimport reads them: a .pyc
// ("unchecked hash": no source to compare with), so that no start compiles them again,
// and without docstrings or asserts (as `python -OO` runs the standard library; a third
// smaller).
// Prints a JSON summary on stdout, {"files": {name in the zip: base64 of its bytes}, "pyodide"};
// problems go to stderr, exit status 1.
import { readFileSync } from 'node:fs';
import { fail, job, startPyodide } from './node_pyodide.mjs';

const { pyodide, version, output } = await startPyodide();
pyodide.globals.set('stdlib_zip', new Uint8Array(readFileSync(job.stdlib)));
pyodide.globals.set('app_zip', new Uint8Array(readFileSync(job.appZip)));
pyodide.globals.set('app_modules', pyodide.toPy(job.appModules));
pyodide.globals.set('roots', pyodide.toPy(job.roots));
pyodide.globals.set('excludes', pyodide.toPy(job.excludes));
pyodide.globals.set('always', pyodide.toPy(job.always));
let files;
try {
  files = pyodide.runPython(`
import io, sys, zipfile
started = sorted(sys.modules)  # what Pyodide's start imported (some come from C: no file)
in_zip = "/lib/python%d%d.zip/" % sys.version_info[:2]
started_files = [
    module.__file__[len(in_zip):]
    for module in list(sys.modules.values())
    if (getattr(module, "__file__", None) or "").startswith(in_zip)
]
with zipfile.ZipFile(io.BytesIO(stdlib_zip.to_py())) as archive:
    archive.extractall("/scan/stdlib")
with zipfile.ZipFile(io.BytesIO(app_zip.to_py())) as archive:
    archive.extractall("/scan/app")
import modulefinder
finder = modulefinder.ModuleFinder(path=["/scan/app", "/scan/stdlib"], excludes=list(excludes))
shipped_anyway = [n[:-3].replace("/", ".").removesuffix(".__init__") for n in always]
for name in [*app_modules, *started, *roots, *shipped_anyway]:
    try:
        finder.import_hook(name)
    except (ImportError, SyntaxError):
        pass  # not a module of the standard library (js, pyscript, a Windows module ...)
missing = [name for name in app_modules if name not in finder.modules]
if missing:
    raise RuntimeError(f"modulefinder did not find our modules: {missing}")
prefix = "/scan/stdlib/"
found = sorted({
    *always,
    *started_files,
    *(
        module.__file__[len(prefix):]
        for module in finder.modules.values()
        if module.__file__ and module.__file__.startswith(prefix)
    ),
})
import base64, importlib.util
from importlib._bootstrap_external import _code_to_hash_pyc
shipped = {}
for name in found:
    with open(prefix + name, "rb") as file:
        source = file.read()
    if not name.endswith(".py"):
        shipped[name] = source
        continue
    code = compile(source, in_zip + name, "exec", dont_inherit=True, optimize=2)
    shipped[name + "c"] = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))
{name: base64.b64encode(data).decode() for name, data in shipped.items()}
`).toJs({ dict_converter: Object.fromEntries });
} catch (error) {
  fail(`Python failed while finding the standard library's modules:\n${error}\n${output.join('\n')}`);
}
process.stdout.write(JSON.stringify({ files, pyodide: version }) + '\n');
