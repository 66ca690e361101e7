"""The placements open to the player to act, with what each does to their scoreboard.

One list for both games, so that every level judges the same facts: the action, the raw
points per colour, the scoreboard after the cap, the colours reaching the cap (extra turns,
A10 / T7) and the points a beginner may overlook (pyramids, A7; a named corner, T6).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..actions import AxioPlace, RotaPlace
from ..game import State
from ..scores import Scores
from .game_bots import bots_for


@dataclass(frozen=True)
class Option:
    action: AxioPlace | RotaPlace  # an AXIO placement still without its pyramid sources (A8)
    raw: Scores
    after: Scores  # the player's scoreboard after this placement
    reached: int  # colours reaching the cap: extra turns earned
    hidden_gain: Scores  # points from pyramids (AXIO) or a named corner (Rota)
    cells: tuple[int, ...] = ()  # AXIO: flat cells covered, then the isolated ones


def capped(state: State, player: int, raw: Scores) -> tuple[Scores, int]:
    """The scoreboard after `raw` points and how many colours reached the cap (A10, T7; A16:
    a solo AXIO game earns no extra turns)."""
    return bots_for(state).capped(state, player, raw)


def options(state: State) -> list[Option]:
    """Every placement of the player to act, in the engine's order (pyramid sources aside);
    each game's own list (axio_bots.py, rota_bots.py)."""
    return bots_for(state).options(state)
