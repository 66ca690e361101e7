"""Every entry point of outside data, on generated hostile inputs (issue 35): deep nesting, huge
texts, lone surrogates, NaN, cut-off and random text. Plain Python on purpose: the same code
runs in CPython (tests/test_bounded_fuzz.py) and inside the page's own Pyodide, where the
stack is WebAssembly's (tests/browser/test_outside_data.py injects this file's source).

`sweep()` returns {entry point: {kind of input: [tried, crashes]}}, with up to three crash
examples under "examples". A crash is anything but the entry point's own refusal."""

from __future__ import annotations

import base64
import json
import random
import zlib
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any

from axio_web.app.host_messages import read_message
from axio_web.app.start import Boot, start
from axio_web.phones.wire import WireError, decode_pairing, read_from_phone, read_from_table
from axio_web.runtime.menu_choices import MenuChoices
from axio_web.runtime.model import Env
from axio_web.runtime.params import StartRequest, from_query
from axio_web.runtime.record_link import RecordLinkError, decode_record
from axio_web.storage.backup import import_all
from axio_web.storage.entries import EntryError, open_entry
from axio_web.storage.image import StoreImage
from axio_web.storage.transfer import import_text

from axio_core import bounded
from axio_core.errors import AxioError
from axio_core.records import read_record

NOW = datetime(2026, 11, 26, tzinfo=UTC)
DEPTHS = (8, 64, 65, 1_000, 20_000, 100_000)


@lru_cache(maxsize=256)
def pack(text: str) -> str:
    """base64url of zlib of the UTF-8 text (lone surrogates kept), as a link holds it."""
    raw = zlib.compress(text.encode("utf-8", "surrogatepass"), 9)
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def inputs(seed: int = 35, randoms: int = 20, depths: tuple[int, ...] = DEPTHS) -> Iterator[tuple[str, str]]:
    """(kind, text) pairs: the kinds of the report's table."""
    for depth in depths:
        yield "deep", "[" * depth + "]" * depth
        yield "deep", '{"a":' * depth + "1" + "}" * depth
        yield "deep", '{"t":"act","moves":0,"move":' + "[" * depth + "]" * depth + "}"
        yield "deep", "[" * depth  # never closed
    yield "huge", '"' + "x" * 1_100_000 + '"'  # over every bound but the backup's
    yield "huge", "[" + ",".join(["1"] * 300_000) + "]"
    for text in (
        '{"players": ["\\ud800", "b"]}',
        '["\\udfff"]',
        '{"\\ud800": 1}',
        '"\ud800"',
        '{"t": "act", "moves": 0, "move": {"tile": "\\ud800"}}',
    ):
        yield "unicode", text
    for text in ("NaN", "[Infinity]", '{"a": -Infinity}', '{"moves": NaN}'):
        yield "nan", text
    good = '{"format":"axio-record","version":1,"variant":"rota","players":["a","b"],"moves":[]}'
    for cut in (1, 10, 40, len(good) - 1):
        yield "cut", good[:cut]
    rng = random.Random(seed)
    alphabet = '[]{}",:\\0123456789abcdeftrunlsx \n\ud800\U0001f600'
    for _ in range(randoms):
        yield "random", "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 400)))
        yield "random", bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300))).decode("latin-1")


ENV = Env(NOW, 0, 7)
HOST = {"source": "axio-host", "type": "new-game", "game": "rota"}

#: name -> (call, the refusals it may raise). An entry point that never raises names none.
ENTRY_POINTS: dict[str, tuple[Callable[[str], Any], tuple[type[BaseException], ...]]] = {
    "guard (bounded.loads)": (lambda t: bounded.loads(t, max_chars=2_000_000), (bounded.BoundedError,)),
    "#record= link": (lambda t: decode_record(pack(t)), (RecordLinkError,)),
    "#record= payload as typed": (decode_record, (RecordLinkError,)),
    "#join= link": (lambda t: decode_pairing(pack(t), expect="offer"), (WireError,)),
    "pairing answer pasted": (decode_pairing, (WireError,)),
    "phone message": (lambda t: read_from_phone("rota", t), (WireError,)),
    "table message": (read_from_table, (WireError,)),
    "saved entry": (open_entry, (EntryError,)),
    "backup import": (lambda t: import_all(StoreImage({}), t, "n1"), ()),
    "game import": (lambda t: import_text(StoreImage({}), t, NOW, "n1"), ()),
    "game record": (read_record, (AxioError,)),
    "menu choices saved": (MenuChoices.from_json, ()),
    "URL parameters": (lambda t: from_query("?names=" + t[:100_000] + "&seed=" + t[:1000]), ()),
    "host message": (lambda t: read_message({**HOST, "names": [t], "seed": t}, StartRequest()), ()),
    "page start, #record=": (lambda t: start(Boot(hash="#record=" + pack(t)), ENV), ()),
    "page start, #join=": (lambda t: start(Boot(hash="#join=" + pack(t)), ENV), ()),
}


def sweep(
    seed: int = 35, randoms: int = 20, skip_huge_for: tuple[str, ...] = (), depths: tuple[int, ...] = DEPTHS
) -> dict[str, Any]:
    """Every entry point on every input; what each refused, and what crashed."""
    table: dict[str, Any] = {}
    examples: list[str] = []
    cases = list(inputs(seed, randoms, depths))
    for name, (call, refusals) in ENTRY_POINTS.items():
        row: dict[str, list[int]] = {}
        for kind, text in cases:
            if kind == "huge" and name in skip_huge_for:
                continue
            tried_crashed = row.setdefault(kind, [0, 0])
            tried_crashed[0] += 1
            try:
                call(text)
            except refusals:
                pass
            except Exception as error:  # a crash: anything but the entry point's own refusal
                tried_crashed[1] += 1
                if len(examples) < 3:
                    examples.append(f"{name} / {kind}: {error!r}"[:300])
        table[name] = row
    return {"table": table, "examples": examples}


if __name__ == "__main__":
    print(json.dumps(sweep(), indent=1))
