"""Practise your mistakes: a person's mistakes and blunders of a reviewed game as puzzles.

A puzzle is the position before such a move, from that player's view at that moment (their
tiles, the board, the scores: the table shows the player to act, never another's tiles), at
the real table (`PuzzleTable`, a `Table` that judges a move instead of playing on). Any move
within the margin of the best move found counts (grade "best" or "good", as the review
grades): the bot worker judges it with the very search the review ran (`AskReview` with the
move, axio_core.review.rate(instead=…)), in the same sampled worlds. A miss says what the
move would have given; progress is kept per puzzle in the store (`PROGRESS_KEY`).

From the menu ("Puzzles"): today's daily puzzle (daily_puzzles.py: positions from the
Expert's own games, the same for everyone on a day), then the puzzles of every saved game
whose review is kept.

PAGE.md hooks: `<html data-puzzle="<n>">` (1, 2, …) while a puzzle is shown, and
`data-puzzle-done="true"` once it is solved; `data-action="practise-mistakes"` opens them.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date
from functools import lru_cache
from typing import Any

from axio_core import game
from axio_core.actions import Action, AxioPlace, RotaPlace
from axio_core.axio import notation as axio_notation
from axio_core.records import Replayed, read_record, replay
from axio_core.review import GRADES, PLACE, Rating, decisions
from axio_core.rota import notation as rota_notation
from axio_core.session import Session

from ...games.registry import plugin_for
from ...runtime.bot_decide import move_to_json
from ...runtime.effects import Announce, AskReview, Effect, Schedule
from ...runtime.events import ReviewAnswer
from ...storage import NAMESPACE, StoreImage, list_games
from ...storage.image import Write
from ...strings.i18n import t
from ...ui.action_names import ReviewAction
from ...ui.markup import esc
from ..saves.text import game_name
from ..table.screen import Table
from .detail import move_name, points_words
from .keep import ratings_of
from .summary import PUZZLING

PROGRESS_KEY = f"{NAMESPACE}puzzles"  # {"solved": [puzzle id, …]}
KEPT = 500  # the newest solved ids kept (a long life of puzzles stays small)
SOLVED = GRADES[:2]  # within the margin of the best found: "best" or "good" (review.THRESHOLDS)
PARTNER = "beginner"  # the other seats: never asked, the puzzle ends with the player's move
_NOTATION: dict[str, Any] = {"axio": axio_notation, "rota": rota_notation}


@dataclass(frozen=True)
class Puzzle:
    """One position: decision `k` of the game in `record_json` (as the review numbers them)."""

    id: str
    record_json: str
    k: int
    source: str = ""  # where it comes from, in words
    daily: bool = False


@lru_cache(maxsize=8)
def _replayed(record_json: str) -> Replayed:
    return replay(read_record(record_json))


def position(puzzle: Puzzle) -> tuple[Session, int, int]:
    """The puzzle's position as a session (the player to act is the only person at it), the
    player, and the move's record index."""
    replayed = _replayed(puzzle.record_json)
    i = decisions(replayed)[puzzle.k]
    state = replayed.states[i]
    player = state.current
    names = tuple(replayed.record.players)
    seats = tuple(None if s == player else PARTNER for s in range(len(names)))
    session = Session(replayed.record.variant, names, f"puzzle-{puzzle.id}", state, seats=seats)
    return session, player, replayed.move_of_action[i]


def of_review(
    record_json: str,
    ratings: tuple[Rating, ...],
    seats: tuple[str | None, ...],
    game_id: str | None,
    source: Callable[[int, Rating], str] | None = None,
) -> tuple[Puzzle, ...]:
    """The puzzles of a reviewed game: a person's placements graded mistake or blunder;
    `source(k, rating)` says where each comes from (the menu's list)."""
    stem = game_id or "g" + hashlib.sha1(record_json.encode("utf-8")).hexdigest()[:12]
    return tuple(
        Puzzle(f"{stem}:{k}", record_json, k, source(k, r) if source else "")
        for k, r in enumerate(ratings)
        if r.kind == PLACE
        and r.grade in PUZZLING
        and not (r.player < len(seats) and seats[r.player] is not None)
    )


def of_saved_games(image: StoreImage) -> tuple[Puzzle, ...]:
    """The puzzles of every saved game whose review is kept, newest game first."""
    out: list[Puzzle] = []
    for entry in list_games(image).games:
        if not entry.over or "review" not in entry.screen:
            continue
        try:
            session = Session.from_record(dict(entry.record))
        except Exception:  # a record that no longer replays: no puzzles from it
            continue
        record = session.to_record()
        replayed = replay(record)
        expected = tuple(
            (replayed.move_of_action[i] - 1, replayed.states[i].current) for i in decisions(replayed)
        )
        ratings = ratings_of(entry, expected)
        where = game_name(session.variant)

        def source(
            k: int,
            rating: Rating,
            where: str = where,
            when: str = entry.created[:10],
            names: tuple[str, ...] = session.names,
        ) -> str:
            return t("puzzle.from_game", game=where, date=when, move=k + 1, name=names[rating.player])

        out += of_review(record.to_json(), ratings, session.seats, entry.id, source)
    return tuple(out)


def daily(today: date) -> Puzzle | None:
    """Today's puzzle: the same for everyone on a day, from the Expert's own games."""
    from .daily_puzzles import PUZZLES

    if not PUZZLES:
        return None
    n = today.toordinal() % len(PUZZLES)
    record_json, k = daily_puzzle(n)
    return Puzzle(f"daily:{today.isoformat()}", record_json, k, t("puzzle.daily"), daily=True)


def daily_puzzle(n: int) -> tuple[str, int]:
    """Daily puzzle `n`: its game's record cut after its placement, and the placement's decision."""
    from .daily_puzzles import GAMES, PUZZLES

    game_index, moves, k = PUZZLES[n]
    whole = read_record(GAMES[game_index])
    return replace(whole, moves=whole.moves[:moves]).to_json(), k


# ---------------------------------------------------------------------------- progress


def solved_ids(image: StoreImage) -> frozenset[str]:
    """The puzzles solved in this browser (a damaged entry reads as none solved)."""
    try:
        found = json.loads(image.get(PROGRESS_KEY) or "{}").get("solved", [])
    except (ValueError, AttributeError):
        return frozenset()
    return frozenset(str(x) for x in found) if isinstance(found, list) else frozenset()


def with_solved(image: StoreImage, puzzle_id: str) -> tuple[StoreImage, tuple[Write, ...]]:
    """The store with `puzzle_id` solved (kept in order, the newest KEPT)."""
    try:
        old = json.loads(image.get(PROGRESS_KEY) or "{}").get("solved", [])
        old = [str(x) for x in old] if isinstance(old, list) else []
    except (ValueError, AttributeError):
        old = []
    if puzzle_id in old:
        return image, ()
    text = json.dumps({"solved": [*old, puzzle_id][-KEPT:]}, separators=(",", ":"))
    return image.changed({PROGRESS_KEY: text})


# ---------------------------------------------------------------------------- the table


@dataclass(frozen=True)
class PuzzleTable(Table):
    """A table showing one puzzle of `puzzles`; `back`: the screen to return to (None: the
    menu). `judging`: the move (a record move, JSON) the worker is judging."""

    puzzles: tuple[Puzzle, ...] = ()
    index: int = 0
    back: Any = None
    solved_ids: frozenset[str] = frozenset()
    judging: str = ""
    verdict: str = ""
    solved: bool = False

    @classmethod
    def open(cls, puzzles: tuple[Puzzle, ...], index: int, back: Any, solved: frozenset[str]) -> PuzzleTable:
        puzzle = puzzles[index]
        session, _, _ = position(puzzle)
        table = cls.start(plugin_for(session.variant), session)
        assert isinstance(table, PuzzleTable)  # Table.start makes a `cls`
        return replace(table, puzzles=puzzles, index=index, back=back, solved_ids=solved)

    @property
    def puzzle(self) -> Puzzle:
        return self.puzzles[self.index]

    @property
    def hints_allowed(self) -> bool:
        return False  # the hint would be the answer

    @property
    def never_saved(self) -> bool:
        return True

    @property
    def panel_only(self) -> bool:
        return self.solved

    @property
    def header_words(self) -> str | None:
        # solved, the move is played: the turn line would name the next seat, who has no puzzle
        return t("puzzle.header_solved") if self.solved else None

    def hooks(self) -> dict[str, str]:
        return {
            **super().hooks(),
            "data-puzzle": str(self.index + 1),
            "data-puzzle-done": "true" if self.solved else "",
        }

    def play(self, action: Action, by_bot: bool = False) -> tuple[Table, list[Any]]:
        """A move is judged, not played: the worker rates it in the review's sampled worlds."""
        if by_bot or self.solved or self.judging:
            return self, []
        if not game.is_legal(self.session.state, action):
            return self._play(action)  # the engine's own refusal, in its words
        move = move_to_json(self.session.variant, action)
        puzzle = self.puzzle
        return (
            replace(self, judging=move, verdict="", message=""),
            [AskReview(puzzle.record_json, puzzle.k, self.run, move), Announce(t("puzzle.judging"))],
        )

    def on_answer(self, answer: ReviewAnswer) -> tuple[PuzzleTable, list[Any], bool]:
        """The worker's judgement of the move tried: solved (the move is played and the
        puzzle done), or missed (what it would have given); True when newly solved."""
        if answer.run != self.run or answer.k != self.puzzle.k or not self.judging:
            return self, [], False
        try:
            rating = Rating.from_json_obj(json.loads(answer.rating))
            tried = json.loads(self.judging)
            action = _NOTATION[self.session.variant].action_from_move(tried)
        except (ValueError, TypeError, KeyError):
            return replace(self, judging=""), [], False  # could not be judged: try again
        if rating.grade not in SOLVED:
            verdict = self._missed(action, rating)
            return replace(self, judging="", verdict=verdict), [Announce(verdict)], False
        played, outs = self._play(action)
        assert isinstance(played, PuzzleTable)
        best = _NOTATION[self.session.variant].action_from_move(rating.best)
        if isinstance(best, (AxioPlace, RotaPlace)) and rating.best != rating.played:
            verdict = t("puzzle.solved_best", move=move_name(self.session.state, best))
        else:
            verdict = t("puzzle.solved")
        kept = [o for o in outs if isinstance(o, Announce)]  # no bot turn follows: the puzzle ends here
        done = replace(
            played, judging="", verdict=verdict, solved=True, solved_ids=self.solved_ids | {self.puzzle.id}
        )
        return done, [*kept, Announce(verdict)], True

    def _missed(self, action: Action, rating: Rating) -> str:
        before = self.session.state
        mover = before.current
        after = game.apply(before, action)
        gains = [a - b for a, b in zip(after.scores[mover], before.scores[mover], strict=True)]
        return t(
            "puzzle.missed",
            points=points_words(gains) or t("review.reply_nothing"),
            low=min(after.scores[mover]),
            grade=t(f"review.grade.{rating.grade}"),
        )

    def side_panel(self) -> str:
        puzzle = self.puzzle
        session, player, move = position(puzzle)
        title = (
            t("puzzle.daily_title")
            if puzzle.daily
            else t("puzzle.title", n=self.index + 1, count=len(self.puzzles))
        )
        goal = t("puzzle.goal", name=session.names[player], move=move)
        said = ""
        if self.judging:
            said = f'<p class="puzzle-verdict" role="status">{esc(t("puzzle.judging"))}</p>'
        elif self.verdict:
            kind = "is-solved" if self.solved else "is-missed"
            said = f'<p class="puzzle-verdict {kind}" role="status">{esc(self.verdict)}</p>'
        buttons = []
        if self.index + 1 < len(self.puzzles):
            primary = " btn-primary" if self.solved else ""
            buttons.append(
                f'<button type="button" class="btn{primary}" id="{ReviewAction.PUZZLE_NEXT}" '
                f'data-action="{ReviewAction.PUZZLE_NEXT}">{esc(t("puzzle.next"))}</button>'
            )
        elif self.solved and all(p.id in self.solved_ids for p in self.puzzles):
            said += f'<p class="puzzle-all">{esc(t("puzzle.done_all"))}</p>'
        back = t("puzzle.back") if self.back is not None else t("review.back")
        buttons.append(
            f'<button type="button" class="btn btn-quiet" '
            f'data-action="{ReviewAction.PUZZLE_BACK}">{esc(back)}</button>'
        )
        tick = (
            f' <span class="learn-tick" title="{esc(t("puzzle.state_done"))}">✓</span>'
            if puzzle.id in self.solved_ids
            else ""
        )
        source = f'<p class="puzzle-source">{esc(puzzle.source)}</p>' if puzzle.source else ""
        return (
            f'<section class="learn-panel puzzle-panel" id="puzzle-panel" aria-live="polite">'
            f'<h3 class="learn-title">{esc(title)}{tick}</h3>{source}'
            f'<p class="learn-goal" data-puzzle-goal>{esc(goal)}</p>{said}'
            f'<div class="learn-buttons">{"".join(buttons)}</div></section>'
        )


# ---------------------------------------------------------------------------- the app's part


def opened(puzzles: tuple[Puzzle, ...], back: Any, image: StoreImage) -> PuzzleTable | None:
    """The table of the first puzzle not solved yet (else the first), or None if none."""
    if not puzzles:
        return None
    solved = solved_ids(image)
    first = next((n for n, p in enumerate(puzzles) if p.id not in solved), 0)
    return PuzzleTable.open(puzzles, first, back, solved)


def following(table: PuzzleTable) -> PuzzleTable | None:
    """The next puzzle of the set, if any."""
    if table.index + 1 >= len(table.puzzles):
        return None
    return PuzzleTable.open(table.puzzles, table.index + 1, table.back, table.solved_ids)


Answered = tuple[PuzzleTable, list[Effect | Any], StoreImage, tuple[Write, ...]]


def answered(table: PuzzleTable, event: ReviewAnswer, image: StoreImage) -> Answered:
    """The worker's judgement shown; a newly solved puzzle kept in the store."""
    done, outs, newly = table.on_answer(event)
    outs = [o for o in outs if not isinstance(o, Schedule)]
    if not newly:
        return done, outs, image, ()
    image, writes = with_solved(image, table.puzzle.id)
    return done, outs, image, writes


__all__ = [
    "PROGRESS_KEY",
    "Puzzle",
    "PuzzleTable",
    "answered",
    "daily",
    "following",
    "of_review",
    "of_saved_games",
    "opened",
    "position",
    "solved_ids",
    "with_solved",
]
