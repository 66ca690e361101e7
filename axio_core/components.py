"""Component data (tile sets, board layout), copied from the spec into `data/tiles.json`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Final

from .constants import COLORS

_DATA = json.loads((Path(__file__).parent / "data" / "tiles.json").read_text(encoding="utf-8"))

Cell = tuple[int, int]


def cell_of(value: Any) -> Cell:
    """A cell from its JSON form [x, y] (TypeError or ValueError when it is not one)."""
    x, y = value
    return (int(x), int(y))


def is_cell(value: object) -> bool:
    """An (x, y) pair of whole numbers, as actions hold them (lists from JSON are converted first)."""
    return (
        isinstance(value, tuple)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    )


def _canonical_axio(tile: str) -> str:
    """A two-colour AXIO tile in colour order: "BR" and "RB" are the same tile (RECORDS.md)."""
    a, b = tile[0], tile[1]
    return a + b if COLORS.index(a) <= COLORS.index(b) else b + a


#: The 100 AXIO tiles, each written in colour order (ruling A3).
AXIO_TILES: Final[tuple[str, ...]] = tuple(sorted(_canonical_axio(t) for t in _DATA["axio"]["tiles"]))
#: Printed colour spaces, colour -> cell (ruling A2).
AXIO_COLOR_SPACES: Final[dict[str, Cell]] = {
    c: (xy[0], xy[1]) for c, xy in _DATA["axio"]["color_spaces"].items()
}
#: Play area per player count: the inclusive range of x and of y (ruling A1).
AXIO_PLAY_AREA: Final[dict[int, tuple[int, int]]] = {
    int(n): (lo_hi[0], lo_hi[1]) for n, lo_hi in _DATA["axio"]["play_area"].items()
}
#: The 60 Rota tiles as printed in tiles.json (ruling T1).
ROTA_TILES: Final[tuple[str, ...]] = tuple(_DATA["rota"]["tiles"])

canonical_axio_tile = _canonical_axio
