"""Running one of the build's Node.js scripts on a job: the job goes in as JSON on the command
line, the script's last line of output is its JSON summary. The standard library's scanner
(stdlib.py) and the memory snapshot's maker (snapshot.py) both run this way."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any


def run(
    script: Path, job: dict[str, Any], error: type[Exception], doing: str, timeout_s: int
) -> dict[str, Any]:
    """The summary `script` prints for `job`; `error` (saying what the build was `doing`) when
    node is missing, the script fails or takes over `timeout_s`, or prints no summary."""
    node = shutil.which("node")
    if node is None:
        raise error(f"node is not installed: the build needs Node.js 20+ for {doing}")
    try:
        result = subprocess.run(
            [node, str(script), json.dumps(job)],
            capture_output=True,
            text=True,
            timeout=timeout_s,
            check=False,
        )
    except subprocess.TimeoutExpired:
        raise error(f"{doing} took over {timeout_s} s") from None
    if result.returncode != 0:
        raise error(f"{doing} failed:\n" + (result.stderr or result.stdout).strip())
    try:
        summary = json.loads(result.stdout.strip().splitlines()[-1])
    except (ValueError, IndexError):
        raise error(f"{script.name} printed no summary:\n{result.stdout}") from None
    if not isinstance(summary, dict):
        raise error(f"{script.name} printed no summary:\n{result.stdout}")
    return summary
