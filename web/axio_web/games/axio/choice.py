"""The placement being tried: which rack tile, which two cells, which way round, which
pyramids move (ruling A8). Pure values and transitions, no markup.

`Options` is what the engine allows now (derived from `legal_actions` and the view);
`Choice` is what the player has picked so far. A cell is tapped first (the anchor), then one
of its highlighted neighbours (the partner); the tile's first half lies on the anchor unless
flipped. Nothing is played until the player confirms.

    >>> options = Options.of(view, legal_actions)                       # doctest: +SKIP
    >>> choice = tap_cell(Choice(tile="RB"), options, (5, 2))            # doctest: +SKIP
    >>> choice = tap_cell(choice, options, (5, 1))                       # doctest: +SKIP
    >>> choice.action(options)                                           # doctest: +SKIP
    AxioPlace(tile='RB', cells=((5, 2), (5, 1)), pyramids_from=())
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cached_property

from axio_core import AxioPlace
from axio_core.axio import board as B
from axio_core.axio.rules import isolated_cells, pyramids_to_move
from axio_core.axio.view import AxioView

Cell = tuple[int, int]


@dataclass(frozen=True)
class Options:
    """The placements open now: the legal cell pairs (unordered), the rack, the board."""

    pairs: frozenset[frozenset[Cell]]
    rack: tuple[str, ...]
    board: B.AxioBoard
    pyramids_left: int

    @classmethod
    def of(cls, view: AxioView, actions: Iterable[object]) -> Options:
        """From the engine's legal actions (the truth on A4/A5) and the player's view."""
        pairs = frozenset(frozenset(a.cells) for a in actions if isinstance(a, AxioPlace))
        return cls(pairs, view.rack, view.board, view.pyramids_left)

    @cached_property  # asked for by every render of the turn; Options is kept per position
    def cells(self) -> frozenset[Cell]:
        """Every cell some legal placement covers: the places a tile can be put."""
        return frozenset(c for pair in self.pairs for c in pair)

    def partners(self, cell: Cell) -> frozenset[Cell]:
        """The neighbours of `cell` that complete a legal pair with it."""
        return frozenset(c for pair in self.pairs if cell in pair for c in pair if c != cell)

    def need(self, cells: tuple[Cell, Cell]) -> int:
        """How many pyramids a placement on `cells` must move from the board (A8): the rules
        count them (legal actions name them too, but once per set of pyramids)."""
        known = self._needs.get(cells)
        if known is None:
            covered = (B.index(cells[0]), B.index(cells[1]))
            known = self._needs[cells] = pyramids_to_move(
                len(isolated_cells(self.board, covered)), self.pyramids_left
            )
        return known

    @cached_property
    def _needs(self) -> dict[tuple[Cell, Cell], int]:
        """`need` once per pair (the board and the controls of every render ask)."""
        return {}

    @property
    def movable(self) -> tuple[Cell, ...]:
        """The pyramids on the board, in reading order: the ones A8 may move."""
        return tuple(B.cell_of(i) for i, ch in enumerate(self.board) if ch == B.PYRAMID)


@dataclass(frozen=True)
class Choice:
    """What the player has picked so far (a value the table keeps between events)."""

    tile: str | None = None  # a rack tile, as written on the rack (canonical)
    cells: tuple[Cell, ...] = ()  # (), (anchor,) or (anchor, partner)
    flipped: bool = False  # the tile's second half on the anchor
    picks: tuple[Cell, ...] = ()  # pyramids to move, in order (A8)

    @property
    def oriented(self) -> str | None:
        """The tile as it lies: its first letter on the anchor."""
        if self.tile is None:
            return None
        return self.tile[::-1] if self.flipped else self.tile

    @property
    def pair(self) -> tuple[Cell, Cell] | None:
        return (self.cells[0], self.cells[1]) if len(self.cells) == 2 else None

    def need(self, options: Options) -> int:
        return options.need(self.pair) if self.pair else 0

    def placement(self) -> AxioPlace | None:
        """The placement to preview (pyramid choice aside), once tile and cells are chosen."""
        if self.oriented is None or self.pair is None:
            return None
        return AxioPlace(self.oriented, self.pair)

    def action(self, options: Options) -> AxioPlace | None:
        """The action to play, or None while something is still missing."""
        place = self.placement()
        if place is None or len(self.picks) != self.need(options):
            return None
        return replace(place, pyramids_from=self.picks)


def first_choice(options: Options) -> Choice:
    """A new decision: the first rack tile is taken up already (one tap less per turn)."""
    return Choice(tile=options.rack[0] if options.rack else None)


def choose_tile(choice: Choice, options: Options, tile: str) -> Choice:
    """Take another rack tile; the chosen cells stay, so tiles can be compared in place."""
    if tile not in options.rack:
        return choice
    return replace(choice, tile=tile, flipped=False)


def tap_cell(choice: Choice, options: Options, cell: Cell) -> Choice:
    """A tap on the board.

    No anchor yet, or a cell that is no neighbour of it: that cell becomes the anchor.
    The anchor again: nothing is chosen any more. A highlighted neighbour: the pair is complete.
    A cell of the complete pair: the tile flips (tap the tile to turn it round).
    """
    if cell not in options.cells:
        return choice
    if choice.pair is not None and cell in choice.pair:
        return flip(choice)
    if len(choice.cells) == 1:
        anchor = choice.cells[0]
        if cell == anchor:
            return replace(choice, cells=(), picks=())
        if cell in options.partners(anchor):
            return replace(choice, cells=(anchor, cell), picks=())
    return replace(choice, cells=(cell,), picks=())


def flip(choice: Choice) -> Choice:
    """Swap the tile's halves (a double looks the same either way)."""
    if choice.tile is None or choice.tile[0] == choice.tile[1]:
        return choice
    return replace(choice, flipped=not choice.flipped)


def clear(choice: Choice) -> Choice:
    """Forget the cells and pyramid picks; keep the tile."""
    return replace(choice, cells=(), picks=(), flipped=False)


def toggle_pick(choice: Choice, options: Options, cell: Cell) -> Choice:
    """Choose (or un-choose) a pyramid to move, one per needed move (A8)."""
    if cell in choice.picks:
        return replace(choice, picks=tuple(c for c in choice.picks if c != cell))
    if cell in options.movable and len(choice.picks) < choice.need(options):
        return replace(choice, picks=choice.picks + (cell,))
    return choice


#: Arrow keys as grid steps (x right, y down).
ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}
#: The order in which Space turns the second half around the first: clockwise from the top.
_AROUND = ((0, -1), (1, 0), (0, 1), (-1, 0))


def _reading(cells: Iterable[Cell]) -> list[Cell]:
    return sorted(cells, key=lambda c: (c[1], c[0]))


def _complete(options: Options, anchor: Cell) -> Cell:
    """The first legal neighbour of `anchor`, clockwise from the top."""
    partners = options.partners(anchor)
    return next(
        (anchor[0] + dx, anchor[1] + dy) for dx, dy in _AROUND if (anchor[0] + dx, anchor[1] + dy) in partners
    )


def _first_pair(choice: Choice, options: Options) -> Choice:
    anchor = _reading(options.cells)[0]
    return replace(choice, cells=(anchor, _complete(options, anchor)), picks=())


def nudge(choice: Choice, options: Options, step: tuple[int, int]) -> Choice:
    """Keyboard play: move the whole placement one legal step in a direction.

    Nothing chosen yet: the first legal pair in reading order. Otherwise the placement slides
    along `step` to the nearest position where it is legal again, keeping its shape.
    """
    if not options.pairs:
        return choice
    if not choice.cells:
        return _first_pair(choice, options)
    dx, dy = step
    for k in range(1, B.SIZE):
        moved = tuple((x + k * dx, y + k * dy) for x, y in choice.cells)
        if len(moved) == 1 and moved[0] in options.cells:
            return replace(choice, cells=(moved[0], _complete(options, moved[0])), picks=())
        if len(moved) == 2 and frozenset(moved) in options.pairs:
            return replace(choice, cells=moved, picks=())
    return choice


def turn_around(choice: Choice, options: Options) -> Choice:
    """Keyboard play: put the second half on the next legal side of the first, clockwise."""
    if not options.pairs:
        return choice
    if not choice.cells:
        return _first_pair(choice, options)
    anchor = choice.cells[0]
    partners = options.partners(anchor)
    sides = [(anchor[0] + dx, anchor[1] + dy) for dx, dy in _AROUND]
    start = sides.index(choice.cells[1]) + 1 if choice.pair else 0
    for k in range(4):
        cell = sides[(start + k) % 4]
        if cell in partners:
            return replace(choice, cells=(anchor, cell), picks=())
    return choice
