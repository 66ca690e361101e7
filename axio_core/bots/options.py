"""The placements open to the player to act, with what each does to their scoreboard.

One list for both games, so that every level judges the same facts: the action, the raw
points per colour, the scoreboard after the cap, the colours reaching the cap (extra turns,
A10 / T7) and the points a beginner may overlook (pyramids, A7; a named corner, T6).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import AxioPlace, RotaPlace
from ..axio import fast
from ..axio.state import AxioState
from ..constants import AXIO_CAP, COLORS, ROTA_CAP
from ..game import State
from ..rota.rules import open_cells
from ..rota.state import RotaState
from ..scores import ZERO, Scores, add_capped, add_solo_axio, to_scores
from . import rota_scan


@dataclass(frozen=True)
class Option:
    action: AxioPlace | RotaPlace  # an AXIO placement still without its pyramid sources (A8)
    raw: Scores
    after: Scores  # the player's scoreboard after this placement
    reached: int  # colours reaching the cap: extra turns earned
    hidden_gain: Scores  # points from pyramids (AXIO) or a named corner (Rota)
    cells: tuple[int, ...] = ()  # AXIO: flat cells covered, then the isolated ones


def capped(state: State, player: int, raw: Scores) -> tuple[Scores, int]:
    """The scoreboard after `raw` points and how many colours reached the cap."""
    old = state.scores[player]
    if isinstance(state, AxioState):
        if state.is_solo:
            return add_solo_axio(old, raw, AXIO_CAP), 0  # A16: no extra turns
        new, reached = add_capped(old, raw, AXIO_CAP)
    else:
        new, reached = add_capped(old, raw, ROTA_CAP)
    return new, len(reached)


def options(state: State) -> list[Option]:
    """Every placement of the player to act, in the engine's order (pyramid sources aside)."""
    if isinstance(state, AxioState):
        return _axio_options(state)
    return _rota_options(state)


def _axio_options(state: AxioState) -> list[Option]:
    p = state.current
    out = []
    for pl in fast.placements(state, p):
        after, reached = capped(state, p, pl.raw)
        out.append(Option(AxioPlace(pl.tile, pl.cells), pl.raw, after, reached, pl.pyramid,
                          (pl.a, pl.b) + pl.isolated))
    return out


def _rota_options(state: RotaState) -> list[Option]:
    tile = state.tile_to_play
    if tile is None:
        return []
    p = state.current
    out = []
    for opt in rota_scan.options(state.grid, open_cells(state), tile):
        after, reached = capped(state, p, opt.raw)
        hidden = ZERO
        if opt.named and opt.action.name is not None:
            hidden = to_scores(opt.named if c == opt.action.name else 0 for c in COLORS)
        out.append(Option(opt.action, opt.raw, after, reached, hidden))
    return out
