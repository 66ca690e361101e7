"""The service worker's precache list: every file of the site with a content hash.

The build id is a hash of that list, and it is written into sw.js. Any change
to any file changes sw.js, which is how browsers notice a new build; files
whose hash did not change are copied from the old cache instead of downloaded.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

SW_NAME = "sw.js"
_BUILD_BLOCK = re.compile(r"/\*@build\*/.*?/\*@end\*/", re.DOTALL)


def file_hashes(site: Path, skip: frozenset[str] = frozenset({SW_NAME})) -> dict[str, str]:
    """{path relative to the site: short sha256}, sorted by path."""
    hashes = {}
    for path in sorted(site.rglob("*")):
        relative = path.relative_to(site).as_posix()
        if path.is_file() and relative not in skip:
            hashes[relative] = hashlib.sha256(path.read_bytes()).hexdigest()[:16]
    return hashes


def build_id(hashes: dict[str, str]) -> str:
    listing = json.dumps(sorted(hashes.items()), separators=(",", ":"))
    return hashlib.sha256(listing.encode()).hexdigest()[:12]


def render_service_worker(template: str, hashes: dict[str, str]) -> str:
    """The template with its `/*@build*/ … /*@end*/` block replaced by the data."""
    return render_build_block(template, {"id": build_id(hashes), "files": hashes})


def render_build_block(template: str, data: object) -> str:
    """A script template with its `/*@build*/ … /*@end*/` block replaced by `data` (JSON)."""
    text = json.dumps(data, indent=1, sort_keys=True)
    rendered, count = _BUILD_BLOCK.subn(lambda _: text, template, count=1)
    if count != 1:
        raise ValueError("the template has no /*@build*/ … /*@end*/ block")
    return rendered
