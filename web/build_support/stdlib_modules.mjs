// Which files of Pyodide's standard library the site needs (run by build_support/stdlib.py).
//
//   node stdlib_modules.mjs '<json job>'
//
// The job: {"indexDir": Pyodide's folder, "stdlib": its full python_stdlib.zip, "appZip": our
// zip, "appModules": [our module names], "roots": [more module names: PyScript's imports],
// "startImports": [our modules a start imports: the snapshot's],
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
// It also names the files of modules that a start does not import ("later": whole top-level
// modules and packages that neither Pyodide's start nor importing our modules and PyScript's
// imports loads), which the build ships in the app zip instead (stdlib.py).
// Prints a JSON summary on stdout, {"files": {name in the zip: base64 of its bytes}, "later":
// [names among them], "pyodide"};
// problems go to stderr, exit status 1.
import { readFileSync } from 'node:fs';
import { fail, job, startPyodide } from './node_pyodide.mjs';

const { pyodide, version, output } = await startPyodide();
pyodide.globals.set('stdlib_zip', new Uint8Array(readFileSync(job.stdlib)));
pyodide.globals.set('app_zip', new Uint8Array(readFileSync(job.appZip)));
pyodide.globals.set('app_modules', pyodide.toPy(job.appModules));
pyodide.globals.set('roots', pyodide.toPy(job.roots));
pyodide.globals.set('start_imports', pyodide.toPy(job.startImports));
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
# Which of them a start imports: Pyodide's own start, and importing the snapshot's modules of
# ours and PyScript's imports (their top-level imports; here, from the full standard library). The others are
# imported later if ever (inside functions: logging's pickle, random's statistics, ...).
import importlib
sys.path.insert(0, "/scan/app")
for name in [*start_imports, *roots]:
    try:
        importlib.import_module(name)
    except BaseException:
        pass  # a module that needs the browser (js, pyscript), or not a module at all
del sys.path[0]
imported = {module.split(".")[0] for module in sys.modules}
def top_name(name):
    return name.split("/")[0].removesuffix(".py")
# "later": whole top-level modules and packages that no start imports (a package's modules
# must stay in one archive: its __path__ names one place).
later = sorted(name + "c" for name in found
               if name.endswith(".py") and top_name(name) not in imported
               and name not in always and name not in started_files)
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
[{name: base64.b64encode(data).decode() for name, data in shipped.items()}, later]
`).toJs({ dict_converter: Object.fromEntries });
} catch (error) {
  fail(`Python failed while finding the standard library's modules:\n${error}\n${output.join('\n')}`);
}
const [shippedFiles, later] = files;
process.stdout.write(JSON.stringify({ files: shippedFiles, later, pyodide: version }) + '\n');
