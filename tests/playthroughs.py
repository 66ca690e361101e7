"""Golden playthroughs (as OpenSpiel keeps integration_tests/playthroughs/*.txt): one fixed game
per game, written as every player's observation and the table's public view at every step.
tests/test_playthroughs.py diffs them against tests/data/playthroughs/<game>.txt, so a change
of the rules or of what a player sees shows in review as a diff, a leaked rack or hand as a
line in a player's block that should not be there.

Regenerate the files after a deliberate change, from the repository's root, and review the diff:

    python -m tests.playthroughs
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from dataclasses import fields
from pathlib import Path
from typing import Any

from axio_core import game
from axio_core.registry import game_named
from axio_core.session import Session

DIR = Path(__file__).resolve().parent / "data" / "playthroughs"
#: The fixed games: game -> (names, seed). Two players, so each block shows one player's own
#: tiles and not the other's.
GAMES = {"axio": (("Anna", "Ben"), 11), "rota": (("Anna", "Ben"), 11)}


def choose(actions: list[Any], step: int) -> Any:
    """The fixed game's decision at `step`: spread over the list (not always the first), and
    independent of any bot, whose play may change."""
    return actions[(step * 7919) % len(actions)]


def observation(view: Any) -> Iterator[str]:
    """A view's fields, one a line; the AXIO board as rows of its play area ('^' pyramid,
    '#' blocked, '.' empty, a colour letter for a tile half or a printed space)."""
    for f in fields(view):
        value = getattr(view, f.name)
        if f.name == "board":
            size = int(len(value) ** 0.5)
            rows = ["".join(value[y * size : (y + 1) * size]) for y in range(size)]
            for row in rows:
                if row.strip():
                    yield f"  board | {row.strip()}"
        elif f.name == "placed":
            last = value[-1] if value else None
            yield f"  placed: {len(value)}" + (
                f", last {last.tile} at {[list(c) for c in last.cells]}" if last else ""
            )
        elif f.name == "display":
            yield "  display: " + " ".join(f"{d.tile}@{d.at[0]},{d.at[1]}r{d.rot}" for d in value)
        else:
            yield f"  {f.name}: {_plain(value)}"


def _plain(value: Any) -> str:
    if isinstance(value, tuple):
        return "[" + ", ".join(_plain(v) for v in value) + "]"
    return repr(value)


def playthrough(variant: str) -> str:
    """The text of the fixed game of `variant`."""
    names, seed = GAMES[variant]
    session = Session.new(variant, names, seed)
    notation = game_named(variant).notation
    lines = [f"game: {variant}", f"players: {len(names)}", f"seed: {seed}", ""]
    step, shown = 0, 0

    def observe_all(session: Session) -> None:
        state = session.state
        lines.append(f"to act: {game.to_act(state)}")
        for player in (*range(len(names)), None):
            lines.append(f"observation of {'the table' if player is None else f'player {player}'}:")
            lines.extend(observation(game.observe(state, player)))
        lines.append("")

    lines.append("step 0: the deal")
    observe_all(session)
    while session.outcome() is None:
        session = session.play(choose(session.legal_actions(), step))
        step += 1
        # the player's action and the chance actions (draws) it brought, in the record's notation
        for action in session.actions[shown:]:
            move = notation.move_of(action)
            lines.append(f"step {step}: {json.dumps(move) if move is not None else 'keep the rack'}")
        shown = len(session.actions)
        observe_all(session)
    outcome = session.outcome()
    assert outcome is not None
    lines.append(f"outcome: {outcome}")
    return "\n".join(lines) + "\n"


def path_of(variant: str) -> Path:
    return DIR / f"{variant}.txt"


def main() -> int:
    DIR.mkdir(parents=True, exist_ok=True)
    for variant in GAMES:
        path_of(variant).write_text(playthrough(variant), encoding="utf-8")
        print(f"wrote {path_of(variant)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
