"""Our Python, packed into one zip that PyScript unpacks into the browser.

The zip holds the `axio_core` package (its .py files and data/*.json), the
`axio_web` package and the third-party modules the page imports (segno,
pydeps.py); the site ships it compiled (appcode.py turns each .py into a .pyc of
Pyodide's Python). It is deterministic (sorted names, fixed timestamps), so
the same sources always give the same bytes and the same content-hashed name:
an unchanged build is not downloaded again. Its entries are stored, not deflated:
pyodide-start.mjs then unpacks it by slicing (deflating 60 small entries in the
browser cost ~80 ms at every start, to save 330 KB once; hosts compress it anyway).
"""

from __future__ import annotations

import hashlib
import io
import zipfile
from collections.abc import Iterable
from pathlib import Path

_FIXED_TIME = (1980, 1, 1, 0, 0, 0)  # the earliest time a zip can store


class PythonSourceError(RuntimeError):
    pass


def package_files(package_dir: Path) -> list[tuple[Path, str]]:
    """(file, name in the zip) for a package's .py files and data/*.json."""
    if not package_dir.is_dir():
        return []
    found = []
    for path in sorted(package_dir.rglob("*")):
        relative = path.relative_to(package_dir.parent)
        if any(part == "__pycache__" or part.startswith(".") for part in relative.parts):
            continue
        is_data = path.suffix == ".json" and "data" in relative.parts
        if path.is_file() and (path.suffix == ".py" or is_data):
            found.append((path, relative.as_posix()))
    return found


def check_syntax(files: Iterable[tuple[Path, str]]) -> None:
    """Fail the build on a syntax error instead of shipping it to the browser."""
    for path, _ in files:
        if path.suffix != ".py":
            continue
        try:
            compile(path.read_bytes(), str(path), "exec", dont_inherit=True)
        except SyntaxError as error:
            raise PythonSourceError(f"{path}:{error.lineno}: {error.msg}") from None


def build_zip(files: Iterable[tuple[Path, str]]) -> bytes:
    return zip_of({name: path.read_bytes() for path, name in files})


def zip_of(files: dict[str, bytes]) -> bytes:
    """The zip of these entries (name: bytes), deterministic, stored."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression=zipfile.ZIP_STORED) as archive:
        for name in sorted(files):
            info = zipfile.ZipInfo(name, date_time=_FIXED_TIME)
            info.compress_type = zipfile.ZIP_STORED
            info.external_attr = 0o644 << 16
            archive.writestr(info, files[name])
    return buffer.getvalue()


def names(data: bytes) -> set[str]:
    """A zip's entry names."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return set(archive.namelist())


def read_entries(data: bytes) -> dict[str, bytes]:
    """A zip's entries, name: bytes."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def source_zip(
    packages: Iterable[Path], extra: Iterable[tuple[Path, str]] = (), leave_out: Iterable[str] = ()
) -> bytes:
    """The zip of the packages' sources (and data), checked for syntax errors. `extra`:
    more (file, name in the zip), the third-party modules the page imports (pydeps.py);
    `leave_out`: names in the zip that no page runs."""
    skipped = set(leave_out)
    files = [entry for package in packages for entry in package_files(package) if entry[1] not in skipped]
    files += list(extra)
    if not files:
        raise PythonSourceError("no Python files found to ship")
    check_syntax(files)
    return build_zip(files)


def write_named(data: bytes, out_dir: Path, prefix: str = "app-") -> str:
    """Write the zip as <prefix><hash>.zip into `out_dir`; returns its file name."""
    name = f"{prefix}{hashlib.sha256(data).hexdigest()[:12]}.zip"
    (out_dir / name).write_bytes(data)
    return name
