"""One decision of a review rated, carried across the bot worker's boundary as JSON.

The bot worker exports `review_step` next to `decide` (bot_decide.WORKER_SOURCE); the page
asks for one decision at a time, so it can show progress and a cancel just stops asking.
The page's own fallback (no worker) runs the very same function. Engine only: the worker
imports nothing of the interface.
"""

from __future__ import annotations

import json
from typing import Any

from axio_core.axio import notation as axio_notation
from axio_core.records import Replayed, read_record, replay
from axio_core.review import BROWSER, rate
from axio_core.rota import notation as rota_notation

_NOTATION: dict[str, Any] = {"axio": axio_notation, "rota": rota_notation}

#: The last game asked about, replayed once for all its decisions (the worker's memory).
_last: tuple[str, Replayed] | None = None


def review_step(record_json: str, k: int, move_json: str = "") -> str:
    """The rating (JSON, axio_core.review.Rating) of decision `k` of the game in the record;
    with `move_json` (a record move), of that placement instead (a puzzle's answer, judged in
    the same sampled worlds as the review judged the move played)."""
    global _last
    text = str(record_json)
    if _last is None or _last[0] != text:
        _last = (text, replay(read_record(text)))
    replayed = _last[1]
    instead = None
    if move_json:
        instead = _NOTATION[replayed.record.variant].action_from_move(json.loads(str(move_json)))
    rating = rate(replayed, int(k), BROWSER, instead=instead)
    return json.dumps(rating.to_json_obj(), separators=(",", ":"))
