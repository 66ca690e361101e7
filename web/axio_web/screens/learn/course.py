"""The lessons of each game's course: a position written as a text picture (rule_pictures'
format), the tile to play, and a goal that the engine's outcome decides, never a scripted move.

Any legal move whose result meets the goal completes the lesson; tests/test_lesson.py checks
every lesson against every legal move of its position.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from axio_core import Action, Exchange, explain
from axio_core.axio import board as B
from axio_core.axio.state import EXCHANGE, AxioState, PlacedTile
from axio_core.components import AXIO_TILES, ROTA_TILES, Cell
from axio_core.constants import COLORS
from axio_core.explain import Scoring
from axio_core.game import State
from axio_core.rota.state import RotaState

from ...runtime.lesson_progress import GAMES
from ..help.rule_pictures import Example, axio_state, rota_state


@dataclass(frozen=True)
class Goal:
    """What the move must achieve, read from the position after it. `kind`:

    "reach"    every colour of `colors` at `value` or more
    "lowest"   the lowest colour at `value` or more
    "pyramid"  a pyramid scores `colors` (ruling A7)
    "blocked"  a pyramid moves and leaves a blocked cell (rulings A8, A9)
    "extra"    `colors` reaches the cap: an extra turn (A10, T7)
    "exchange" the rack is exchanged (A11)
    "named"    the empty corner, named `colors`, scores (T6)
    """

    kind: str
    colors: str = ""
    value: int = 0


@dataclass(frozen=True)
class LessonSpec:
    """One lesson: `id` (stable, PAGE.md's `data-lesson`), the ruling it teaches, its position
    (text picture) and the tile to play, the player's scores, and the goal."""

    id: str
    game: str
    ruling: str
    position: str
    tile: str
    goal: Goal
    scores: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)
    players: int = 1
    first: bool = False
    pyramids_left: int | None = None
    last: bool = False
    rack: tuple[str, ...] = ()  # AXIO: a full rack offered an exchange (A11)

    def example(self) -> Example:
        move = f"{self.tile}@0,0" + ("-1,0" if self.game == "axio" else "")
        return Example(
            self.ruling,
            self.game,
            self.position,
            move,
            "",
            scores=self.scores,
            first=self.first,
            pyramids_left=self.pyramids_left,
            players=self.players,
            last=self.last,
        )


_DISPLAY = "RGBP@0,0 OPRG@1,0 GOBR@0,1 PROB@1,1"  # a Rota setup (T3), its tiles not the hands'

AXIO: tuple[LessonSpec, ...] = (
    LessonSpec(
        "first",
        "axio",
        "A5",
        """
        . . . . R . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O . . . P . . . G
        """,
        "OB",
        Goal("reach", "O", 1),
        first=True,
    ),
    LessonSpec(
        "line",
        "axio",
        "A6",
        """
        . . . . R . . . .
        . . . . R O . . .
        . . . . . . . . .
        """,
        "RB",
        Goal("reach", "R", 2),
    ),
    LessonSpec(
        "stop",
        "axio",
        "A6",
        """
        . . . . R . . . .
        . . . . . . . . .
        . R R R G R R . .
        . . . B . . O . .
        """,
        "RG",
        Goal("reach", "R", 3),
    ),
    LessonSpec(
        "lines",
        "axio",
        "A6",
        """
        . . . . R . . . .
        . . . O R . . . .
        . . . . . . B B .
        """,
        "RB",
        Goal("reach", "RB", 2),
    ),
    LessonSpec(
        "pyramid",
        "axio",
        "A7",
        """
        . . O . R . . . .
        . . G . . . . . .
        . G . B B . . . .
        . P . . . . . . .
        """,
        "GO",
        Goal("pyramid", "B"),
    ),
    LessonSpec(
        "cap",
        "axio",
        "A10",
        """
        . . . . R . . . .
        . . . . R O . . .
        . . . . . . . . .
        """,
        "RB",
        Goal("extra", "R"),
        scores=(16, 5, 5, 5, 5),
        players=2,
    ),
    LessonSpec(
        "exchange",
        "axio",
        "A11",
        """
        . . . . R . . . .
        . . . . R B . . .
        . . . . . . . . .
        """,
        "RB",
        Goal("exchange"),
        scores=(6, 6, 2, 6, 6),
        players=2,
        rack=("GO", "GP", "OP", "RG", "RO"),
    ),
    LessonSpec(
        "move",
        "axio",
        "A8",
        """
        . . O . R . . . .
        . . G . . . . . .
        . G . B B . . . .
        . P . . . . ^ . .
        """,
        "GO",
        Goal("blocked"),
        pyramids_left=0,
    ),
    # A real position of a random game (seed 0) one tile before its end (ruling A13).
    LessonSpec(
        "end",
        "axio",
        "A13",
        """
        R O O ^ R G R P ^
        R G B P B O O P R
        R R G O P ^ B G R
        G G B G G P B O ^
        O ^ B B P P O O G
        ^ R ^ R R P B P G
        P B B R ^ G P R G
        P R O O P P P O G
        P G . . B P O P R
        """,
        "GO",
        Goal("lowest", value=6),
        scores=(10, 5, 6, 7, 9),
        players=2,
    ),
    LessonSpec(
        "solo",
        "axio",
        "A15",
        """
        . . . . R . . . .
        . . . . R O . . .
        . . . . . . . . .
        """,
        "RB",
        Goal("reach", "R", 20),
        scores=(18, 7, 7, 7, 7),
    ),
)

ROTA: tuple[LessonSpec, ...] = (
    LessonSpec("place", "rota", "T4", _DISPLAY, "RGBO", Goal("reach", "R", 2)),
    LessonSpec("circle", "rota", "T5", _DISPLAY, "GBOP", Goal("reach", "BO", 1)),
    LessonSpec("name", "rota", "T6", _DISPLAY, ".GBO", Goal("named", "R")),
    LessonSpec("lone", "rota", "T5", "RGBO@0,0", "PBGO", Goal("reach", "B", 1)),
    LessonSpec("cap", "rota", "T7", _DISPLAY, "RGBO", Goal("extra", "R"), scores=(11, 4, 4, 4, 4)),
    LessonSpec(
        "last", "rota", "T9", _DISPLAY, "RGBO", Goal("lowest", value=5), scores=(6, 5, 4, 4, 6), last=True
    ),
)

COURSES: dict[str, tuple[LessonSpec, ...]] = {"axio": AXIO, "rota": ROTA}


def lessons(game: str) -> tuple[LessonSpec, ...]:
    return COURSES.get(game, ())


def find(game: str, lesson_id: str) -> LessonSpec | None:
    return next((s for s in lessons(game) if s.id == lesson_id), None)


def following(spec: LessonSpec) -> LessonSpec | None:
    """The lesson after `spec` in its course (None after the last)."""
    course = lessons(spec.game)
    at = course.index(spec)
    return course[at + 1] if at + 1 < len(course) else None


def start_state(spec: LessonSpec) -> State:
    """The lesson's position, its player (0) to act."""
    if spec.game == "rota":
        rota = rota_state(spec.example())
        return replace(rota, supply=_rest_of_rota(rota))  # extra turns draw from it (T7)
    state = axio_state(spec.example())
    state = _as_tiles(state)
    if spec.rack:  # the rack offer of ruling A11: five tiles, none of the lowest colour
        bag = list(state.bag) + list(state.racks[0])
        for tile in spec.rack:
            bag.remove(tile)
        state = replace(
            state, racks=(tuple(sorted(spec.rack)),) + state.racks[1:], bag=tuple(sorted(bag)), phase=EXCHANGE
        )
    return state


def _same_tile(a: str, b: str) -> bool:
    """The same Rota tile, whatever its turn."""
    return any(a == b[r:] + b[:r] for r in range(4))


def _rest_of_rota(state: RotaState) -> tuple[str, ...]:
    """The tiles not in the display, a hand or a stack: the general supply (T3)."""
    rest = list(ROTA_TILES)
    used = [d.tile for d in state.display] + [h for h in state.hands if h]
    used += [tile for stack in state.stacks for tile in stack]
    for tile in used:
        rest.remove(next(r for r in rest if _same_tile(r, tile)))
    return tuple(rest)


def _as_tiles(state: AxioState) -> AxioState:
    """The picture's halves as the tiles they are (a picture shows halves: they are paired
    into tiles by a perfect matching of neighbouring halves), so that the table draws them and
    the bag holds the rest of the game's 100 tiles."""
    spaces = B.initial_board(state.players)
    halves = {B.cell_of(i): ch for i, ch in enumerate(state.board) if ch in COLORS and spaces[i] != ch}
    partner: dict[Cell, Cell] = {}

    def augment(cell: Cell, seen: set[Cell]) -> bool:
        x, y = cell
        for other in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if other in halves and other not in seen:
                seen.add(other)
                if other not in partner or augment(partner[other], seen):
                    partner[other], partner[cell] = cell, other
                    return True
        return False

    for cell in sorted(halves, key=lambda c: (c[1], c[0])):
        if (cell[0] + cell[1]) % 2 == 0 and cell not in partner:
            augment(cell, set())
    if len(partner) != len(halves):
        raise ValueError("the picture's halves do not pair into tiles")
    placed, bag = [], list(state.bag)
    for a in sorted(halves, key=lambda c: (c[1], c[0])):
        b = partner[a]
        if (b[1], b[0]) < (a[1], a[0]):
            continue  # the pair is taken from its first cell in reading order
        tile = halves[a] + halves[b]
        bag.remove(tile if tile in bag else tile[::-1])
        placed.append(PlacedTile(tile, (a, b)))
    return replace(state, placed=tuple(placed), bag=tuple(bag))


def scoring_of(state: State, action: Action) -> Scoring | None:
    """What the move scores (None for a rack decision, which scores nothing)."""
    if isinstance(action, Exchange) or not hasattr(action, "tile"):
        return None
    return explain(state, action)


def is_met(goal: Goal, before: State, action: Action, after: State) -> bool:
    """Whether the move (from `before`, giving `after`) meets the goal: the outcome decides."""
    found = scoring_of(before, action)
    scores = dict(zip(COLORS, after.scores[0], strict=True))
    if goal.kind == "reach":
        return all(scores[c] >= goal.value for c in goal.colors)
    if goal.kind == "lowest":
        return min(scores.values()) >= goal.value
    if goal.kind == "exchange":
        return isinstance(action, Exchange)
    if found is None:
        return False
    if goal.kind == "pyramid":
        return any(p.kind == "pyramid" and p.color in goal.colors and p.points > 0 for p in found.parts)
    if goal.kind == "named":
        return any(p.named and p.color in goal.colors and p.points > 0 for p in found.parts)
    if goal.kind == "extra":
        return all(c in found.reached for c in goal.colors)
    if goal.kind == "blocked":
        assert isinstance(before, AxioState) and isinstance(after, AxioState)
        return after.board.count(B.BLOCKED) > before.board.count(B.BLOCKED)
    raise ValueError(goal.kind)


__all__ = [
    "AXIO_TILES",
    "COURSES",
    "GAMES",
    "Goal",
    "LessonSpec",
    "find",
    "following",
    "is_met",
    "lessons",
    "scoring_of",
    "start_state",
]
