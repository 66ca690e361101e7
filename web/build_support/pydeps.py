"""Third-party Python the page runs, shipped in the app zip: segno (QR codes, issue 28), and
python-ecdsa with six (games by link, issue 39: every module but its tests).

Only the modules the page imports: `segno.make(...).svg_inline(...)` needs segno's
__init__, encoder, consts, utils and writers (not its command line or helpers). The version
is the one pyproject.toml pins in the `web` extra. They come from the build's own Python when
it has that version installed, else from the pinned wheel, downloaded once by pip into
.cache/wheels (as npm's packages are): `python build.py` needs only Python, npm and the
package registries.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

SEGNO_MODULES = ("__init__.py", "consts.py", "encoder.py", "utils.py", "writers.py")


class PythonDependencyError(RuntimeError):
    pass


def pinned(pyproject: Path, name: str) -> str:
    """The exact version pyproject.toml's `web` extra pins for `name` ("name==X")."""
    extras = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    for requirement in extras["web"]:
        package, _, version = requirement.partition("==")
        if package.strip().lower() == name and version:
            return version.strip()
    raise PythonDependencyError(f"pyproject.toml's `web` extra does not pin {name}==<version>")


def segno_files(pyproject: Path, cache: Path) -> list[tuple[Path, str]]:
    """(file, name in the app zip) for the segno modules the page needs."""
    version = pinned(pyproject, "segno")
    folder = _installed("segno", version) or _from_wheel("segno", version, cache)
    files = [(folder / module, f"segno/{module}") for module in SEGNO_MODULES]
    missing = [str(path) for path, _ in files if not path.is_file()]
    if missing:
        raise PythonDependencyError(f"segno {version} lacks {', '.join(missing)}")
    return files


def ecdsa_files(pyproject: Path, cache: Path) -> list[tuple[Path, str]]:
    """(file, name in the app zip) for python-ecdsa (its modules, not its tests) and six."""
    version = pinned(pyproject, "ecdsa")
    folder = _installed("ecdsa", version) or _from_wheel("ecdsa", version, cache)
    files = [
        (path, f"ecdsa/{path.name}")
        for path in sorted(folder.glob("*.py"))
        if not path.name.startswith("test_")
    ]
    if not any(name == "ecdsa/keys.py" for _, name in files):
        raise PythonDependencyError(f"ecdsa {version} lacks keys.py in {folder}")
    six_version = pinned(pyproject, "six")
    six_file = _installed("six", six_version) or _from_wheel("six", six_version, cache)
    if six_file.is_dir():  # _installed gives the folder of a single-module package
        six_file = six_file / "six.py"
    if not six_file.is_file():
        raise PythonDependencyError(f"six {six_version}: no six.py at {six_file}")
    return [*files, (six_file, "six.py")]


def _installed(name: str, version: str) -> Path | None:
    try:
        if importlib.metadata.version(name) != version:
            return None
    except importlib.metadata.PackageNotFoundError:
        return None
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        return None
    return Path(spec.origin).parent


def _from_wheel(name: str, version: str, cache: Path) -> Path:
    """The package unpacked from its pinned wheel (pure Python), downloaded once."""
    unpacked = cache / f"{name}-{version}"
    if (unpacked / name / "__init__.py").is_file():
        return unpacked / name
    if (unpacked / f"{name}.py").is_file():  # a single-module package (six)
        return unpacked
    wheels = cache / "wheels"
    wheel = _find_wheel(wheels, name, version)
    if wheel is None:
        print(f"{name}=={version} is not installed: downloading its wheel", flush=True)
        command = [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--no-deps",
            "--only-binary=:all:",
            "--dest",
            str(wheels),
            f"{name}=={version}",
        ]
        if subprocess.run(command, check=False).returncode != 0:
            raise PythonDependencyError(f"pip could not download {name}=={version}")
        wheel = _find_wheel(wheels, name, version)
        if wheel is None:
            raise PythonDependencyError(f"pip downloaded no wheel of {name}=={version}")
    part = unpacked.with_name(unpacked.name + ".part")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(
            part, [n for n in archive.namelist() if n.startswith(f"{name}/") or n == f"{name}.py"]
        )
    part.replace(unpacked)
    return unpacked / name if (unpacked / name).is_dir() else unpacked


def _find_wheel(folder: Path, name: str, version: str) -> Path | None:
    found = sorted(folder.glob(f"{name}-{version}-*.whl")) if folder.is_dir() else []
    return found[0] if found else None
