"""`suggest(view)`: a move for the player to act, and why, from that player's view only.

The suggestion is Strong's choice (strong.py), made on a stand-in state dealt in sorted order
from the view (determinize with no random source): two states that differ only in tiles the
player cannot see give the same view, so the same hint. The reasons are facts about the
suggested move that the interface puts into the game's words: what it does for the lowest
colour, the pyramids it earns, an extra turn, a named corner, and how much it takes from
the next player's best reply.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..actions import Action
from ..axio.state import EXCHANGE
from ..components import Cell
from ..constants import COLORS
from ..errors import InvalidInput, Why
from ..explain import Scoring
from ..game import State, View, explain, is_legal
from ..registry import is_view
from . import strong
from .determinize import determinize
from .game_bots import bots_for, bots_for_action, rack_offer
from .options import Option
from .policy import finish
from .threats import next_player

#: A block is named when it takes at least this much from the next player's expected reply.
BLOCK_WORTH = 1.0


@dataclass(frozen=True)
class Reason:
    """One fact about the suggested move. `kind`:

    "lowest"   raises the lowest colour `color` by `points`
    "points"   scores `points` in `color` (not the lowest)
    "pyramid"  closes the cell `at`: its pyramid scores `points` in all, `colors` each (A7)
    "named"    the empty corner is named `color`, worth `points` (ruling T6)
    "capped"   `color` stops at the cap: `points` more are lost (A10, T7)
    "extra"    `color` reaches the cap: an extra turn (A10, T7)
    "block"    takes about `points` from player `player`'s best next move
    "exchange" / "keep"   the rack offer of ruling A11
    """

    kind: str
    color: str = ""
    points: int = 0
    player: int = -1
    colors: tuple[tuple[str, int], ...] = ()  # a pyramid's points per colour, in RGBOP order
    at: Cell | None = None  # a pyramid's cell


@dataclass(frozen=True)
class Hint:
    """The suggested action (legal for the view), the cells it covers, and why."""

    action: Action
    cells: tuple[Cell, ...]
    reasons: tuple[Reason, ...]


def suggest(view: View, rank: int = 0) -> Hint:
    """The hint for `view.player`, who must be the player to act with a decision to make.
    `rank` 1, 2, …: the next-best distinct ideas (another place), for Hint pressed again;
    past the last one it starts over."""
    if not is_view(view) or view.player is None:
        raise InvalidInput("a hint is asked from a player's view", Why.NOT_A_POSITION)
    if view.current != view.player or view.phase not in ("place", EXCHANGE):
        raise InvalidInput("no decision to make now", Why.NO_DECISION, player=view.player)
    state = determinize(view)  # sorted deal: depends on the view alone
    rng = random.Random("hint")
    if view.phase == EXCHANGE:
        offer = rack_offer(state)
        choice = offer.by_comparison(state, strong.best_gain, strong.EXCHANGE_SAMPLES, rng)
        kind = "exchange" if choice == offer.take else "keep"
        return Hint(choice, (), (Reason(kind),))
    ranked = strong.ranked(state)
    if not ranked:
        raise InvalidInput("no placement is possible", Why.NO_PLACEMENT)
    ideas = _distinct(ranked)
    option = ideas[rank % len(ideas)]
    action = finish(state, option, "spoil", rng)
    assert is_legal(view, action)
    scoring = explain(view, action)
    reasons = _score_reasons(view, scoring)
    block = _block(state, ranked) if option is ranked[0][1] else None
    if block is not None:
        reasons.append(block)
    return Hint(action, _cells(action), tuple(reasons))


def _distinct(ranked: list[tuple[float, Option]]) -> list[Option]:
    """The options best first, one per place (the same cells turned or flipped are one idea)."""
    seen: set[frozenset[Cell]] = set()
    out = []
    for _, option in ranked:
        place = frozenset(_cells(option.action))
        if place not in seen:
            seen.add(place)
            out.append(option)
    return out


def _cells(action: Action) -> tuple[Cell, ...]:
    return bots_for_action(action).cells(action)


def _score_reasons(view: View, scoring: Scoring) -> list[Reason]:
    """Exactly what `explain` says the move scores: extra turns first, then every colour's
    points after the cap (the lowest colours first), points lost to the cap, each pyramid
    with its colours, and a named corner."""
    scores = view.scores[view.current]
    low = min(scores)
    lowest = [c for c, s in zip(COLORS, scores, strict=True) if s == low]
    gains = dict(zip(COLORS, scoring.gains, strict=True))
    raw = dict(zip(COLORS, scoring.raw, strict=True))
    out = [Reason("extra", c) for c in scoring.reached]
    out += [Reason("lowest", c, gains[c]) for c in lowest if gains[c] > 0]
    out += [Reason("points", c, gains[c]) for c in COLORS if gains[c] > 0 and c not in lowest]
    out += [Reason("capped", c, raw[c] - gains[c]) for c in COLORS if raw[c] > gains[c]]
    pyramids: dict[Cell, dict[str, int]] = {}
    named: dict[str, int] = {}
    for part in scoring.parts:
        if part.kind == "pyramid":
            per = pyramids.setdefault(part.at, {})
            per[part.color] = per.get(part.color, 0) + part.points
        elif part.named:
            named[part.color] = named.get(part.color, 0) + part.points
    for at in sorted(pyramids, key=lambda c: (c[1], c[0])):  # reading order, as placed (A7)
        per = pyramids[at]
        colors = tuple((c, per[c]) for c in COLORS if per.get(c))
        out.append(Reason("pyramid", points=sum(per.values()), colors=colors, at=at))
    out += [Reason("named", c, n) for c, n in named.items() if n > 0]
    return out


def _block(state: State, ranked: list[tuple[float, Option]]) -> Reason | None:
    """How much the suggestion takes from the next player compared with the move that
    scores most for oneself (when they differ)."""
    replier = next_player(state.players, state.current)
    if replier is None or len(ranked) < 2:
        return None
    chosen = ranked[0][1]
    greedy = max((o for _, o in ranked), key=lambda o: sum(o.after) - sum(state.scores[state.current]))
    if greedy is chosen:
        return None
    replies = bots_for(state).replies(state, state.current)
    taken = replies.after(greedy) - replies.after(chosen)
    if taken < BLOCK_WORTH:
        return None
    return Reason("block", points=round(taken), player=replier)
