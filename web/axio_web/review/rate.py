"""One decision of a review rated, carried across the bot worker's boundary as JSON.

The bot worker exports `review_step` next to `decide` (bot_decide.WORKER_SOURCE); the page
asks for one decision at a time, so it can show progress and a cancel just stops asking.
The page's own fallback (no worker) runs the very same function. Engine only: the worker
imports nothing of the interface.
"""

from __future__ import annotations

import json

from axio_core.records import Replayed, read_record, replay
from axio_core.review import BROWSER, rate

#: The last game asked about, replayed once for all its decisions (the worker's memory).
_last: tuple[str, Replayed] | None = None


def review_step(record_json: str, k: int) -> str:
    """The rating (JSON, axio_core.review.Rating) of decision `k` of the game in the record."""
    global _last
    text = str(record_json)
    if _last is None or _last[0] != text:
        _last = (text, replay(read_record(text)))
    rating = rate(_last[1], int(k), BROWSER)
    return json.dumps(rating.to_json_obj(), separators=(",", ":"))
