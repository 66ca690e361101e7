"""Game review: what each decision of a finished game cost, judged as the Expert judges.

Every placement (and every AXIO exchange choice, A11) is rated from the mover's view at that
moment (`game.observe(before, mover)`): the hidden tiles are unknown and sampled, exactly as
the Expert decides (bots/expert.py), so a rating never depends on tiles the mover could not
see. The candidates are Strong's best few distinct placements plus the move played; each is
played on in the same sampled worlds by the Expert's look-ahead (`expert.world_leaves`) and
judged by where it leaves the mover (`expert.leaf`, without the bonus for a game decided).

The unit is points of the lowest colour: what the mover's lowest colour can still reach
(prospects.py), for several players against the best opponent's, as the look-ahead expects
it. `loss = value(best) - value(played)`, never below 0; 0 means the move played was as good
as the best found. A Rota placement's name (T6) is part of the move: a wrong name costs what
it costs. An exchange choice is rated by the racks it leaves (exchange.rack_values).

Deterministic for a record, a seed and a `Budget` (work is counted, not timed, as the
Expert's is), so a review computed twice, or in the browser and in CPython, is the same.

    >>> from axio_core.session import Session
    >>> s = Session.new("rota", ["A", "B"], 3)
    >>> s = s.play(s.legal_actions()[0])
    >>> rating = rate(replay(s.to_record()), 0, Budget(work_ms=5, iterations=2, candidates=2))
    >>> rating.move, rating.player, rating.loss >= 0
    (0, 0, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import game
from .actions import Action
from .bots import expert, strong
from .bots.determinize import determinize
from .bots.game_bots import bots_for, bots_for_action, rack_offer
from .bots.options import capped
from .bots.policy import finish
from .bots.threats import next_player
from .bots.value import Gain
from .game import State
from .records import GameRecord, Replayed, replay
from .registry import game_of
from .scores import Scores

PLACE, EXCHANGE, KEEP = "place", "exchange", "keep"

#: The grades of a decision, best first, and per game the least loss of each but the first
#: (the loss's unit): chosen with bench/grades.py so that a game between Casual players has
#: some of each and one between Experts few mistakes (docs/BOTS.md "Review grades"). A Rota
#: placement moves the lowest colour's prospects about a third as much as an AXIO one (the
#: worst placement loses 0.37 in Rota, 1.07 in AXIO, medians), so AXIO's steps are wider.
GRADES = ("best", "good", "inaccuracy", "mistake", "blunder")
THRESHOLDS: dict[str, tuple[float, float, float, float]] = {
    "rota": (0.05, 0.12, 0.25, 0.5),
    "axio": (0.05, 0.3, 0.6, 1.2),
}


@dataclass(frozen=True)
class Budget:
    """The search for one decision: look-ahead work (calibrated CPython ms, greedy.MOVE_US),
    at most `iterations` sampled worlds (at least one), Strong's best `candidates`."""

    work_ms: float = 600.0
    iterations: int = 64
    candidates: int = 6
    exchange_samples: int = 32
    reach: float = 1.0  # as the Expert (prospects.py)


#: What the browser's review runs: about half a second a placement in Pyodide on this
#: 2-core machine (bench/review.py: two-player Rota about 12 s, AXIO about 22 s when idle),
#: room for a busy or slower device within a minute (Rota) and two (AXIO).
BROWSER = Budget()


@dataclass(frozen=True)
class Rating:
    """One decision rated. `move`: its index in the record's `moves` (a kept rack, which the
    record leaves implied, takes the index of the draw that follows it). `best` and `played`
    are record moves ({"keep": True} for a kept rack); values in points of the lowest colour."""

    move: int
    player: int
    kind: str  # PLACE, EXCHANGE or KEEP
    loss: float
    best_value: float
    played_value: float
    played: dict[str, Any]
    best: dict[str, Any]
    worlds: int  # sampled worlds (0: the only possible move, nothing to compare)
    # For a placement graded below "good": what the next player's best reply could score
    # (points per colour, RGBOP) after the move played and after the best move (`best_reply`);
    # () when not looked at (a good move, the last move, a solo game).
    reply_played: tuple[int, ...] = ()
    reply_best: tuple[int, ...] = ()
    grade: str = GRADES[0]  # the loss in words, by its game's THRESHOLDS

    def to_json_obj(self) -> dict[str, Any]:
        out = {
            "move": self.move,
            "player": self.player,
            "kind": self.kind,
            "loss": self.loss,
            "best_value": self.best_value,
            "played_value": self.played_value,
            "played": self.played,
            "best": self.best,
            "worlds": self.worlds,
            "grade": self.grade,
        }
        if self.reply_played or self.reply_best:
            out["replies"] = [list(self.reply_played), list(self.reply_best)]
        return out

    @classmethod
    def from_json_obj(cls, obj: Any) -> Rating:
        """A stored rating; raises ValueError if it is not one (a damaged store)."""
        if not isinstance(obj, dict):
            raise ValueError("a rating is an object")
        try:
            rating = cls(
                int(obj["move"]),
                int(obj["player"]),
                str(obj["kind"]),
                float(obj["loss"]),
                float(obj["best_value"]),
                float(obj["played_value"]),
                dict(obj["played"]),
                dict(obj["best"]),
                int(obj["worlds"]),
                *_replies(obj.get("replies")),
                str(obj["grade"]),
            )
        except (KeyError, TypeError) as err:
            raise ValueError(f"not a rating: {err}") from None
        if (
            rating.kind not in (PLACE, EXCHANGE, KEEP)
            or not rating.loss >= 0
            or rating.move < 0
            or rating.grade not in GRADES
        ):
            raise ValueError("not a rating")
        return rating


def grade(loss: float, variant: str) -> str:
    """A loss in words (GRADES): below 0.05 as good as the best found (the sampled worlds
    cannot tell them apart), from THRESHOLDS[variant][3] a blunder.

    >>> [grade(x, "axio") for x in (0.0, 0.2, 0.5, 1.0, 4.0)]
    ['best', 'good', 'inaccuracy', 'mistake', 'blunder']
    >>> [grade(x, "rota") for x in (0.0, 0.1, 0.2, 0.4, 0.6)]
    ['best', 'good', 'inaccuracy', 'mistake', 'blunder']
    """
    return GRADES[sum(1 for limit in THRESHOLDS[variant] if loss >= limit)]


def _replies(obj: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if obj is None:
        return (), ()
    if not isinstance(obj, list) or len(obj) != 2:
        raise TypeError("replies: two lists")
    one, two = (tuple(int(x) for x in part) for part in obj)
    if any(len(part) not in (0, 5) for part in (one, two)):
        raise TypeError("replies: five points each")
    return one, two


def decisions(replayed: Replayed) -> tuple[int, ...]:
    """The indices (into `replayed.actions`) of the players' decisions: placements and
    exchange choices; chance draws are not decisions."""
    return tuple(
        i for i, s in enumerate(replayed.states[: len(replayed.actions)]) if game.to_act(s) != game.CHANCE
    )


def review(
    record: GameRecord,
    budget: Budget = BROWSER,
    seed: str = "review",
    progress: Callable[[int, int], None] | None = None,
) -> tuple[Rating, ...]:
    """Every decision of `record` rated, in order; `progress(done, total)` after each."""
    replayed = replay(record)
    found = decisions(replayed)
    out = []
    for n in range(1, len(found) + 1):
        out.append(rate(replayed, n - 1, budget, seed))
        if progress is not None:
            progress(n, len(found))
    return tuple(out)


def rate(
    replayed: Replayed, k: int, budget: Budget = BROWSER, seed: str = "review", instead: Action | None = None
) -> Rating:
    """The `k`-th decision of the replayed game (see `decisions`) rated from its mover's view;
    `instead`: rate that placement in its place (a puzzle's answer, in the same sampled worlds)."""
    i = decisions(replayed)[k]
    before, played = replayed.states[i], replayed.actions[i]
    if instead is not None:
        played = instead
    mover = before.current
    move = replayed.move_of_action[i] - 1
    rng = random.Random(f"{seed}:{k}")
    rules = game_of(before)
    variant = rules.variant
    if not isinstance(played, rules.placement):  # AXIO's exchange choice (A11)
        return _rate_exchange(before, played, mover, move, budget, rng)
    view = game.observe(before, mover)
    public = determinize(view)  # only public facts and the mover's own tiles are read
    shortlist = expert.distinct(strong.ranked(public, 3 * budget.candidates))[: budget.candidates]
    actions: list[Action] = [finish(public, option, "spoil", rng) for _, option in shortlist]
    keys = [_key(a) for a in actions]
    if _key(played) in keys:
        mine = keys.index(_key(played))
    else:
        actions.append(played)
        mine = len(actions) - 1
    record_move = rules.notation.move_of
    if len(actions) == 1:
        return Rating(move, mover, PLACE, 0.0, 0.0, 0.0, record_move(played), record_move(played), 0)  # best
    totals = [0.0] * len(actions)
    world_seed = rng.random()
    alive = list(range(len(actions)))
    work, worlds = 0.0, 0
    while worlds < max(1, budget.iterations) and (worlds == 0 or work < budget.work_ms * 1000):
        reached, spent = expert.world_leaves(view, f"{world_seed}:{worlds}", actions, alive, mover)
        for j, after in reached.items():
            totals[j] += expert.leaf(after, mover, budget.reach, decided=0.0)
        work += spent
        worlds += 1
    values = [t / worlds for t in totals]
    best = max(alive, key=lambda j: (values[j], j == mine, -j))  # a tie goes to the move played
    loss = round(max(0.0, values[best] - values[mine]), 3)
    graded = grade(loss, variant)
    replies: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    if instead is None and graded not in GRADES[:2]:  # the words "why" need it (detail.py)
        after = replayed.states[i + 1]
        best_after = game.apply(before, actions[best])
        replies = (best_reply(before, after, mover), best_reply(before, best_after, mover))
    return Rating(
        move,
        mover,
        PLACE,
        loss,
        round(values[best], 3),
        round(values[mine], 3),
        record_move(played),
        record_move(actions[best]),
        worlds,
        *replies,
        graded,
    )


def best_reply(before: State, after: State, mover: int) -> tuple[int, ...]:
    """What the next player's best reply on `after` could score, per colour (after the cap):
    the best placement of any tile the mover could not see at `before` (their view only), by
    what it adds to that player's lowest colours (value.Gain, as Strong judges a reply);
    () in a solo game, at the end, or when the next player has no tile left (T9)."""
    replier = next_player(after.players, mover)
    if replier is None or after.phase == "over":
        return ()
    gain = Gain(after, replier)
    best_raw: Scores | None = None
    best_value = float("-inf")
    bots = bots_for(after)
    pool = sorted(set(bots.unseen(game.observe(before, mover))))
    for raw in bots.reply_raws(after, replier, pool):  # none if the replier has no tile left (T9)
        value = gain(raw)
        if value > best_value:
            best_raw, best_value = raw, value
    if best_raw is None:
        return ()
    new, _ = capped(after, replier, best_raw)
    return tuple(n - o for n, o in zip(new, after.scores[replier], strict=True))


def _rate_exchange(
    before: State, played: Action, mover: int, move: int, budget: Budget, rng: random.Random
) -> Rating:
    """An exchange choice (A11) by the racks each choice leaves, from the mover's view."""
    public = determinize(game.observe(before, mover))
    offer = rack_offer(public)
    values = offer.rack_values(public, budget.exchange_samples, rng)
    keep, fresh = values if values is not None else (0.0, 0.0)
    took = played == offer.take
    chosen = fresh if took else keep
    best_value = max(keep, fresh)
    best_move = {"exchange": True} if fresh > keep else {"keep": True}
    played_move = {"exchange": True} if took else {"keep": True}
    kind = EXCHANGE if took else KEEP
    loss = round(max(0.0, best_value - chosen), 3)
    return Rating(
        move,
        mover,
        kind,
        loss,
        round(best_value, 3),
        round(chosen, 3),
        played_move,
        best_move,
        budget.exchange_samples,
        grade=grade(loss, game.variant_of(before)),
    )


def _key(action: Action) -> object:
    """Equal for the same placement however it is written (an AXIO tile "RB" on (a, b) is
    "BR" on (b, a))."""
    return bots_for_action(action).move_key(action)


def lowest_colours(replayed: Replayed) -> tuple[tuple[int, ...], ...]:
    """Each player's lowest colour after each decision (the review's chart), one tuple per
    decision, plus the start first."""
    states = [replayed.states[0]] + [replayed.states[i + 1] for i in decisions(replayed)]
    return tuple(tuple(min(s) for s in state.scores) for state in states)


__all__ = [
    "BROWSER",
    "GRADES",
    "THRESHOLDS",
    "Budget",
    "Rating",
    "best_reply",
    "decisions",
    "grade",
    "lowest_colours",
    "rate",
    "review",
]
