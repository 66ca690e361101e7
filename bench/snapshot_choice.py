#!/usr/bin/env python3
"""Build-time or browser-made memory snapshot? What each costs, measured in Chromium.

    python bench/snapshot_choice.py [--runs 3]

The site ships a snapshot made at build time (web/build_support/snapshot.py). The
alternative is to have every browser make its own after its first, normal, start. This
bench builds the site and measures, in the same browser:

  make      a browser-made snapshot: a module worker starts Pyodide with _makeSnapshot,
            unpacks the app zip, imports SNAPSHOT_IMPORTS and calls makeMemorySnapshot
            (what each browser would spend once per build, on top of its normal start);
            its size, raw and gzipped (CompressionStream), and storing it in Cache Storage
  restore   loadPyodide from the browser-made snapshot, from the build's (after gunzip)
            and the normal loadPyodide, in a fresh worker each (the same Pyodide files,
            wasm compiled from the browser's cache)

Medians over the runs. The figures never fail anything.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "web")]

from build_support import browser, server, snapshot  # noqa: E402

import build  # noqa: E402

TIMEOUT_MS = 300_000
PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>snapshot choice</title></head>
<body><p id="out">…</p><script type="module">
function inWorker(job) {
  return new Promise((resolve, reject) => {
    const worker = new Worker('./bench-snapshot-worker.mjs', { type: 'module' });
    worker.onmessage = ({ data }) => {
      worker.terminate();
      data.error ? reject(new Error(data.error)) : resolve(data);
    };
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage(job);
  });
}
window.benchRun = async (job) => inWorker(job);
window.benchReady = true;
</script></body></html>
"""
WORKER = """
import { loadPyodide } from './pyscript/pyodide/pyodide.mjs';
const INDEX_URL = new URL('./pyscript/pyodide/', import.meta.url).href;
const BUILD = JSON.parse(__BUILD__);

async function bytesOf(stream) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function gunzip(response) {
  const raw = await bytesOf(response.body.pipeThrough(new DecompressionStream('gzip')));
  const size = new DataView(raw.buffer).getUint32(8, true);
  return raw.subarray(Math.ceil((12 + size) / 16) * 16);
}

self.onmessage = async ({ data: job }) => {
  try {
    const out = {};
    let t = performance.now();
    if (job.kind === 'make') {
      const options = { indexURL: INDEX_URL, stdLibURL: BUILD.stdlib, _makeSnapshot: true };
      const pyodide = await loadPyodide(options);
      out.boot = performance.now() - t;
      t = performance.now();
      const zip = new Uint8Array(await (await fetch(BUILD.app)).arrayBuffer());
      pyodide.unpackArchive(zip, 'zip', { extractDir: 'app' });
      pyodide.globals.set('wanted', pyodide.toPy(BUILD.modules));
      pyodide.runPython([
        'import importlib, os, sys',
        'sys.path.insert(0, os.path.abspath("app"))',
        'for m in wanted: importlib.import_module(m)',
      ].join('\\n'));
      out.imports = performance.now() - t;
      t = performance.now();
      const snap = pyodide.makeMemorySnapshot();
      out.make = performance.now() - t;
      out.bytes = snap.length;
      t = performance.now();
      const gz = await bytesOf(new Blob([snap]).stream().pipeThrough(new CompressionStream('gzip')));
      out.gzip = performance.now() - t;
      out.gzBytes = gz.length;
      t = performance.now();
      const cache = await caches.open('bench-snapshot');
      await cache.put('browser-made.bin', new Response(snap));
      out.store = performance.now() - t;
    } else {
      let options = { indexURL: INDEX_URL, stdLibURL: BUILD.stdlib };
      if (job.kind === 'browser-made') {
        const cache = await caches.open('bench-snapshot');
        options._loadSnapshot = new Uint8Array(await (await cache.match('browser-made.bin')).arrayBuffer());
      } else if (job.kind === 'build-time') {
        options._loadSnapshot = await gunzip(await fetch(BUILD.snapshot));
      }
      out.read = performance.now() - t;
      t = performance.now();
      const pyodide = await loadPyodide(options);
      pyodide.runPython('import sys');
      out.load = performance.now() - t;
    }
    self.postMessage(out);
  } catch (error) {
    self.postMessage({ error: String(error && error.stack || error) });
  }
};
"""


def make_root(folder: Path) -> None:
    site = folder / "site"
    build.build(site)
    app = next(site.glob("app-*.zip")).name
    made = next(site.glob("snapshot-*.bin.gz")).name
    stdlib = next(site.glob("pyscript/pyodide/stdlib-*.zip")).relative_to(site).as_posix()
    import zipfile

    with zipfile.ZipFile(site / app) as archive:
        modules = snapshot.expand_imports(snapshot.SNAPSHOT_IMPORTS, set(archive.namelist()))
    data = json.dumps(json.dumps({"app": app, "stdlib": stdlib, "snapshot": made, "modules": modules}))
    (site / "bench-snapshot.html").write_text(PAGE, encoding="utf-8")
    (site / "bench-snapshot-worker.mjs").write_text(WORKER.replace("__BUILD__", data), encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    try:
        from playwright.sync_api import sync_playwright

        with tempfile.TemporaryDirectory(prefix="axio-snapshot-") as temp:
            root = Path(temp)
            make_root(root)
            results: dict[str, list[dict]] = {}
            with server.serving(root) as httpd, sync_playwright() as playwright:
                context = playwright.chromium.launch_persistent_context(
                    root / "profile", **browser.launch_args()
                )
                page = context.pages[0] if context.pages else context.new_page()
                page.goto(server.base_url(httpd) + "site/bench-snapshot.html")
                page.wait_for_function("window.benchReady === true")
                page.evaluate("benchRun({kind: 'normal'})")  # fills the HTTP and wasm caches
                for _ in range(max(1, args.runs)):
                    for kind in ("make", "normal", "build-time", "browser-made"):
                        print(f"{kind} …", flush=True)
                        result = page.evaluate("(kind) => benchRun({kind})", kind)
                        results.setdefault(kind, []).append(result)
                context.close()
        print(f"\nmedians of {max(1, args.runs)} runs, ms (bytes in MB)")
        for kind, rows in results.items():
            cells = []
            for key in rows[0]:
                value = statistics.median(row[key] for row in rows)
                cells.append(f"{key} {value / 1e6:.1f} MB" if key.endswith("ytes") else f"{key} {value:.0f}")
            print(f"  {kind:<14}" + ", ".join(cells))
    except Exception:  # a benchmark reports; it never breaks a build
        traceback.print_exc()
        print("bench/snapshot_choice.py: the benchmark did not complete (see above)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
