"""A game by links before its end, as one device may know it (issue 39): what it can export
and what it can review honestly.

A record (RECORDS.md) holds the whole set-up: every rack (AXIO), every stack and the supply
(Rota), and every tile drawn. Before the end a device knows the public moves and its own tiles
only, so a record cannot be written yet, and the export is a document of its own kind
(`FORMAT`, not "axio-record"): the public set-up, every move as the table saw it (a placement,
an exchange, how many tiles another player drew), this player's own draws and tiles, and
nothing else. The verified record replaces it at the end (screens/linkplay/screen.py).

The review rates this device's own decisions only, each from its own view then: `review.rate`
reads `game.observe(before, mover)` alone (its rack or hand and the public board) and samples
every tile it could not see. It runs on this device's world (chain.replay with its own opener),
in which the tiles it cannot open are stand-ins made from public facts (axio_links._axio_fill,
rota_links.replay_rota), never another player's tile; the other players' decisions are not
rated, as their racks are unknown here.
"""

from __future__ import annotations

from typing import Any

from ..actions import Draw, KeepRack
from ..components import AXIO_TILES, ROTA_TILES
from ..records import GameRecord, Replayed, write_record
from ..registry import game_named
from .chain import Replay, replay

FORMAT = "axio-link-progress"
VERSION = 1
NOTE = (
    "A game by links in progress, as {name}'s device knows it: the public moves and {name}'s own "
    "tiles. It is not a game record (RECORDS.md): the other players' tiles stay hidden until the "
    "end, when every device can export the whole verified record."
)


def known_world(device: Any) -> Replay | None:
    """The game as sent and taken in (not a link being written), as this device sees it: its
    own tiles open, the others' stood in for. None before the deal or on trouble."""
    table = device.table
    if table is None or device.seat is None or not table.dealt or device.trouble() is not None:
        return None
    world = replay(table, device.opener(table))
    return world if world.start is not None and world.state is not None else None


def progress_document(device: Any) -> dict[str, Any] | None:
    """The export of a game by links in progress (FORMAT): only what this device may know."""
    world = known_world(device)
    if world is None:
        return None
    table, me = device.table, device.seat
    opener = device.opener(table)
    box = AXIO_TILES if table.variant == "axio" else ROTA_TILES

    def tiles_of(cards: list[int]) -> list[str] | None:
        found = [opener(c) for c in cards]
        return None if any(i is None for i in found) else [box[i] for i in found if i is not None]

    notation = game_named(table.variant).notation
    setup: dict[str, Any]
    if table.variant == "axio":
        racks = world.draws[: table.players]  # the deal: (seat, cards), seat by seat
        setup = {"racks": [tiles_of(cards) if seat == me else None for seat, cards in racks]}
        draws = iter(world.draws[table.players :])
    else:
        setup = {"display": notation.setup_of(world.start)["display"]}  # shown to everyone
        draws = iter(())
    moves: list[dict[str, Any]] = []
    for before, action in zip(world.befores, world.actions, strict=True):
        who = before.current
        if isinstance(action, Draw):
            _seat, cards = next(draws)
            drawn = tiles_of(cards) if who == me else None
            moves.append(
                {"player": who, "draw": drawn} if drawn is not None else {"player": who, "drawn": len(cards)}
            )
        elif isinstance(action, KeepRack):
            if who == me:  # another's rack is unknown here: whether it was offered the exchange too
                moves.append({"player": who, "keep": True})
        else:
            moves.append({"player": who, **(notation.move_of(action) or {})})
    held = [box[i] for i in (opener(c) for c in world.held(me)) if i is not None]  # open to it
    state = world.state
    assert state is not None
    return {
        "format": FORMAT,
        "version": VERSION,
        "variant": table.variant,
        "players": list(table.names),
        "seat": me,
        "game": table.game_id,
        "links": len(table.links),
        "note": NOTE.format(name=table.name(me)),
        "setup": setup,
        "moves": moves,
        "tiles": held,
        "tiles_unopened": len(world.held(me)) - len(held),  # drawn, their keys not here yet
        "scores": [list(s) for s in state.scores],
    }


def world_record(device: Any) -> GameRecord | None:
    """The device's world as a record, for its review alone (stand-ins where it cannot see):
    never exported or kept, as its hidden tiles are not the game's."""
    world = known_world(device)
    if world is None or world.start is None:
        return None
    return write_record(device.table.names, world.start, world.actions)


def own_decisions(replayed: Replayed, seat: int) -> tuple[int, ...]:
    """The indices among `review.decisions(replayed)` of `seat`'s decisions: the ones this
    device can rate honestly (the mover's view is its own)."""
    from ..review import decisions

    return tuple(k for k, i in enumerate(decisions(replayed)) if replayed.states[i].current == seat)


__all__ = ["FORMAT", "known_world", "own_decisions", "progress_document", "world_record"]
