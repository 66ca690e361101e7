"""`choose(view, level, seed)`: one decision of one bot, from a player's view only."""

from __future__ import annotations

import random

from ..actions import Action
from ..constants import BOT_LEVELS
from ..errors import InvalidInput, Why
from ..game import View
from ..registry import is_view
from ..session import Session
from . import beginner, casual, expert, strong
from .determinize import determinize
from .expert import Settings
from .policy import Policy

LEVELS: tuple[str, ...] = BOT_LEVELS
#: One line per level, for menus and reports (each level's module docstring says more).
STYLES: dict[str, str] = {
    "beginner": "first-game mistakes: overlooks pyramids and naming, picks by chance among a few",
    "casual": "greedily raises its lowest colour",
    "strong": "raises its lowest colours and blocks what the next player could score",
    "expert": "looks ahead in sampled worlds of the hidden tiles",
}
POLICIES: dict[str, Policy] = {"beginner": beginner.decide, "casual": casual.decide, "strong": strong.decide}


def choose(view: View, level: str, seed: int | str, expert_settings: Settings | None = None) -> Action:
    """The action `level` plays for `view.player`, who must be the player to act.

    Deterministic for the same view, level and seed. Handles every decision of both games:
    placements (Rota rotation and the colour named, AXIO cells, orientation and pyramids to
    move), AXIO exchanges and extra turns. `expert_settings` sets the Expert's search
    budget (expert.Settings); other levels ignore it.
    """
    if not is_view(view):
        raise InvalidInput(
            f"bots decide from a player's view (game.observe), not {type(view).__name__}", Why.NOT_A_POSITION
        )
    if level not in LEVELS:
        raise InvalidInput(
            f"unknown bot level {level!r}: expected one of {', '.join(LEVELS)}",
            Why.UNKNOWN_BOT,
            level=str(level),
        )
    if view.current != view.player or view.phase not in ("place", "exchange"):
        raise InvalidInput(
            f"player {view.player} has no decision to make now (phase {view.phase})",
            Why.NO_DECISION,
            player=view.player,
        )
    rng = random.Random(f"bot:{level}:{seed}")
    if level == "expert":
        return expert.decide_from_view(view, rng, expert_settings)
    return POLICIES[level](determinize(view), rng)


def choose_in(session: Session, expert_settings: Settings | None = None) -> Action:
    """The move of the bot in the seat to act (`session.seats`), seeded by the session's seed
    and move count: a game continued from its record gets the same bot moves again."""
    player = session.to_act
    if player is None or player < 0 or not session.is_bot(player):
        raise InvalidInput("no bot is to act in this session", Why.NO_DECISION, player=player)
    level = session.seats[player]
    assert level is not None
    return choose(session.view(player), level, f"{session.seed}:{len(session.actions)}", expert_settings)
