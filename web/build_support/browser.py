"""Which Chromium the browser tests and the bench drive, and how.

Playwright cannot download its own browser everywhere (no internet but the
package registries), so a system Chromium comes first: $AXIO_CHROMIUM, then
Debian's /usr/bin/chromium; None means "Playwright's own", which
`python -m playwright install chromium` provides on an ordinary machine.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

# Quiet and deterministic: no GPU in containers, no background downloads or
# update checks that would add noise (and requests to other hosts).
CHROMIUM_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
)
DEBIAN_CHROMIUM = Path("/usr/bin/chromium")


def chromium_executable() -> str | None:
    """The Chromium binary to launch, or None for Playwright's bundled one."""
    chosen = os.environ.get("AXIO_CHROMIUM")
    if chosen:
        return shutil.which(chosen) or chosen
    if DEBIAN_CHROMIUM.exists():
        return str(DEBIAN_CHROMIUM)
    return None


def launch_args() -> dict[str, Any]:
    """Keyword arguments for Playwright's `launch` / `launch_persistent_context`."""
    args: dict[str, Any] = {"args": list(CHROMIUM_ARGS)}
    executable = chromium_executable()
    if executable:
        args["executable_path"] = executable
    return args
