"""Actions: what a player (or chance) does. Plain frozen values, as in a game record (D3)."""

from __future__ import annotations

from dataclasses import dataclass

from .components import Cell


@dataclass(frozen=True)
class AxioPlace:
    """AXIO: put `tile` on two adjacent cells; `tile[0]` goes on `cells[0]` (rulings A4-A8).

    `pyramids_from` names, in the reading order of the isolated cells that need one, the
    pyramid moved onto each when the supply has run out (ruling A8); empty otherwise.
    """

    tile: str
    cells: tuple[Cell, Cell]
    pyramids_from: tuple[Cell, ...] = ()


@dataclass(frozen=True)
class Exchange:
    """AXIO: show the rack, draw 5 new tiles, put the shown ones back (ruling A11)."""


@dataclass(frozen=True)
class KeepRack:
    """AXIO: decline an offered exchange and refill as usual (ruling A11).

    Not written in records: there a plain draw after an offered exchange means this.
    """


@dataclass(frozen=True)
class Draw:
    """AXIO chance action: the tiles drawn from the bag (refill, exchange, or solo draw)."""

    tiles: tuple[str, ...]


@dataclass(frozen=True)
class RotaPlace:
    """AXIO Rota: put `tile` (as written in the setup) at `at`, turned `rot` quarter turns
    clockwise (ruling T2). `name` is the colour named for its empty corner when that corner
    meets another tile (ruling T6), else None."""

    tile: str
    at: Cell
    rot: int
    name: str | None = None


AxioAction = AxioPlace | Exchange | KeepRack | Draw
Action = AxioAction | RotaPlace
