"""What a placement leaves for the next player: their expected best reply (Strong's eye).

The next player's tiles are hidden, so the reply is judged over the tiles the deciding player
cannot see: in AXIO the expected best over a rack dealt from them, in Rota the average best
over one hand tile. The board is scanned once before; after each candidate only the
neighbourhood the candidate changes is scanned again (a placement elsewhere keeps its points).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from math import comb

from ..axio import board as B
from ..axio import fast
from ..axio.rules import legal_pairs, orientations
from ..axio.state import AxioState
from ..axio.view import observe as axio_observe
from ..components import Cell
from ..rota.rules import open_cells
from ..rota.state import DisplayTile, RotaState
from ..rota.view import observe as rota_observe
from . import rota_scan
from .determinize import rota_unseen
from .options import Option
from .value import Gain

Best = list[tuple[float, int, int]]  # (value, cell a, cell b), best first


def next_player(players: int, current: int) -> int | None:
    return None if players == 1 else (current + 1) % players


def expected_max(best: list[tuple[float, int]], rack: int) -> float:
    """E[max value] over a rack of `rack` tiles dealt without replacement from a pool in
    which `best` lists (value of the best placement of a tile type, its count in the pool)."""
    total = sum(n for _, n in best)
    if rack <= 0 or total == 0:
        return 0.0
    rack = min(rack, total)
    ways = comb(total, rack)
    expected, seen, p_none_before = 0.0, 0, 1.0
    for value, n in sorted(best, key=lambda vn: -vn[0]):
        seen += n
        p_none = comb(total - seen, rack) / ways
        expected += value * (p_none_before - p_none)
        p_none_before = p_none
    return expected


class AxioReplies:
    """The next player's best replies in AXIO, per tile type they might hold."""

    def __init__(self, state: AxioState, mover: int) -> None:
        replier = next_player(state.players, mover)
        self.state = state
        self.replier = replier
        if replier is None:
            return
        self.pool = Counter(axio_observe(state, mover).unseen_tiles())
        self.rack = len(state.racks[replier])
        self.gain = Gain(state, replier)
        self.first = not state.has_placed[replier]  # A5 changes the replier's legal pairs
        self.before: dict[str, Best] = self._scan(state.board, None)

    def _scan(self, board: B.AxioBoard, pairs: list[tuple[int, int]] | None) -> dict[str, Best]:
        if pairs is None:
            pairs = legal_pairs(replace(self.state, board=board), self.replier)
            tables = fast.Tables(board)
        else:  # only the cells these pairs cover
            tables = fast.Tables(board, {c for pair in pairs for c in pair})
        gain = self.gain
        ranked: dict[str, Best] = {tile: [] for tile in self.pool}
        for a, b in pairs:
            closed = tables.closed_by(a, b)
            for tile, found in ranked.items():
                best = 0.0
                for oriented in orientations(tile):
                    best = max(best, gain(tables.raw(oriented, a, b, closed)))
                found.append((best, a, b))
        for found in ranked.values():
            found.sort(key=lambda t: -t[0])
        return ranked

    def after(self, option: Option) -> float:
        """The replier's expected best reply once `option` is on the board."""
        if self.replier is None:
            return 0.0
        board = list(self.state.board)
        a, b = option.cells[0], option.cells[1]
        tile = option.action.tile
        board[a], board[b] = tile[0], tile[1]
        for i in option.cells[2:]:
            board[i] = B.PYRAMID
        new_board = tuple(board)
        if self.first:
            return self._expected(self._scan(new_board, None), None)
        region = _axio_region(new_board, option.cells)
        pairs = _pairs_in(new_board, region)
        return self._expected(self._scan(new_board, pairs), region)

    def _expected(self, near: dict[str, Best], region: set[int] | None) -> float:
        best = []
        for tile, n in self.pool.items():
            v = near[tile][0][0] if near[tile] else 0.0
            if region is not None:
                for value, a, b in self.before[tile]:
                    if value <= v:
                        break
                    if a not in region and b not in region:
                        v = value
                        break
            best.append((v, n))
        return expected_max(best, self.rack)


def _axio_region(board: B.AxioBoard, changed: tuple[int, ...]) -> set[int]:
    """Cells whose placements may score differently after `changed` cells were filled:
    within two steps of them (lines next to them, holes next to them) and the open ends of
    the lines through the placed halves (A6, A7)."""
    region = set(changed)
    frontier = set(changed)
    for _ in range(2):
        frontier = {n for c in frontier for n in B.NEIGHBOURS[c] if n >= 0} - region
        region |= frontier
    for c in changed[:2]:
        color = board[c]
        for d in range(4):
            n = B.NEIGHBOURS[c][d]
            while n >= 0 and board[n] == color:
                n = B.NEIGHBOURS[n][d]
            if n >= 0:
                region.add(n)
    return region


def _pairs_in(board: B.AxioBoard, region: set[int]) -> list[tuple[int, int]]:
    """Pairs of adjacent empty cells with at least one cell in `region`, reading order."""
    pairs = set()
    for c in region:
        if board[c] != B.EMPTY:
            continue
        up, right, down, left = B.NEIGHBOURS[c]
        for a, b in ((c, right), (c, down), (left, c), (up, c)):
            if a >= 0 and b >= 0 and board[a] == B.EMPTY and board[b] == B.EMPTY:
                pairs.add((a, b))
    return sorted(pairs)


class RotaReplies:
    """The next player's best replies in Rota, averaged over the hand tile they might hold."""

    def __init__(self, state: RotaState, mover: int) -> None:
        replier = next_player(state.players, mover)
        self.state = state
        self.replier = replier
        if replier is None or state.hands[replier] is None:  # T9: they have played their last tile
            self.replier = None
            return
        self.pool = Counter(rota_unseen(rota_observe(state, mover)))
        self.gain = Gain(state, replier)
        self.before = self._scan(state.grid, open_cells(state))

    def _scan(self, grid: dict[Cell, str], cells: list[Cell]) -> dict[str, list[tuple[float, Cell]]]:
        found: dict[str, list[tuple[float, Cell]]] = {tile: [] for tile in self.pool}
        gain = self.gain
        for at in cells:
            corners = rota_scan.corner_counts(grid, at)
            for tile in self.pool:
                best = max((gain(raw) for _, _, raw, _ in rota_scan.raws(tile, corners)), default=0.0)
                found[tile].append((best, at))
        for ranked in found.values():
            ranked.sort(key=lambda t: -t[0])
        return found

    def after(self, option: Option) -> float:
        if self.replier is None:
            return 0.0
        act = option.action
        placed = DisplayTile(act.tile, act.at, act.rot)  # type: ignore[union-attr]
        new = replace(self.state, display=self.state.display + (placed,))
        x, y = act.at  # type: ignore[union-attr]
        ring = {(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
        near_cells = [c for c in open_cells(new) if c in ring]
        near = self._scan(new.grid, near_cells)
        total = sum(self.pool.values())
        expected = 0.0
        for tile, n in self.pool.items():
            v = near[tile][0][0] if near[tile] else 0.0
            for value, at in self.before[tile]:
                if value <= v:
                    break
                if at not in ring:
                    v = value
                    break
            expected += v * n / total
        return expected
