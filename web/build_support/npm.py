"""Keep node_modules/ exactly as package-lock.json pins it.

npm is only a downloader here: PyScript and Pyodide come from the npm registry
as files, and the build copies them into dist/. `npm ci` runs when
node_modules/ is missing or any installed version differs from the lock.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path


class NpmError(RuntimeError):
    pass


def stale_packages(root: Path) -> list[str]:
    """Packages whose installed version differs from the lock (or is missing)."""
    lock_path = root / "package-lock.json"
    try:
        lock = json.loads(lock_path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise NpmError(f"cannot read {lock_path}: {error}") from None
    stale = []
    for key, entry in lock.get("packages", {}).items():
        if not key.startswith("node_modules/") or entry.get("link"):
            continue
        installed = _installed_version(root / key / "package.json")
        if installed is None and entry.get("optional"):
            continue  # optional packages are skipped on platforms that lack them
        if installed != entry.get("version"):
            stale.append(key.removeprefix("node_modules/"))
    return stale


def _installed_version(package_json: Path) -> str | None:
    try:
        return str(json.loads(package_json.read_text(encoding="utf-8"))["version"])
    except (OSError, ValueError, KeyError):
        return None


def ensure_node_modules(root: Path, log: bool = True) -> None:
    """Run `npm ci` if node_modules/ does not match package-lock.json."""
    stale = stale_packages(root)
    if not stale:
        return
    npm = shutil.which("npm")
    if npm is None:
        raise NpmError(
            "npm is not installed: install Node.js 20 or newer (Debian: apt-get install nodejs npm)"
        )
    if log:
        shown = ", ".join(stale[:5]) + (" …" if len(stale) > 5 else "")
        print(f"node_modules does not match package-lock.json ({shown}): running npm ci", flush=True)
    result = subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--ignore-scripts"], cwd=root, check=False)
    if result.returncode != 0:
        raise NpmError(f"npm ci failed with exit status {result.returncode}")
    still_stale = stale_packages(root)
    if still_stale:
        raise NpmError(f"npm ci finished but these packages still differ from the lock: {still_stale}")
