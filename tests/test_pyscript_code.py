"""PyScript's own package ships compiled (issue 24; build_support/pyscript_code.py): which of
its modules a start imports, read from PyScript as installed."""

from __future__ import annotations

from pathlib import Path

import pytest
from build_support import pyscript_code

PYSCRIPT_DIST = Path(__file__).parents[1] / "node_modules" / "@pyscript" / "core" / "dist"


def test_only_what_importing_the_package_runs_is_compiled() -> None:
    sources = {
        "pyscript/__init__.py": "from pyscript.a import x\nif not y:\n    from pyscript import b\n",
        "pyscript/a.py": "import json\ntry:\n    import pyscript.c\nexcept ImportError:\n    pass\n",
        "pyscript/b.py": "def later():\n    import pyscript.d\n",
        "pyscript/c.py": "",
        "pyscript/d.py": "",  # imported only when a function runs
        "pyscript/e.py": "",  # never imported
    }
    started = pyscript_code.started_modules(sources)
    assert sorted(started) == ["pyscript/__init__.py", "pyscript/a.py", "pyscript/b.py", "pyscript/c.py"]
    assert started["pyscript/a.py"] == sources["pyscript/a.py"]


@pytest.mark.skipif(not PYSCRIPT_DIST.is_dir(), reason="node_modules not installed")
def test_pyscripts_package_is_read_from_its_installed_core() -> None:
    sources = pyscript_code.package_sources(PYSCRIPT_DIST)
    assert "pyscript/__init__.py" in sources and "pyscript/context.py" in sources
    assert all(path.startswith("pyscript/") and path.endswith(".py") for path in sources)
    started = pyscript_code.started_modules(sources)
    # what `import pyscript` runs, and not the modules it imports only when they are used
    assert {"pyscript/__init__.py", "pyscript/context.py", "pyscript/ffi.py"} <= set(started)
    assert "pyscript/web.py" not in started
