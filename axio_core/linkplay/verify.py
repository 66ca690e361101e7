"""The check at the end of a game by links (docs/LINKS.md, "The end"): with every secret
revealed, every device redoes every encryption and shuffle, checks every share, opens every
card, and replays the whole game in the rules engine. Each problem names the seat and the link.

`checking(table)` does it in parts (a few dozen cards each), so that a page can run it over
several ticks and stay responsive; `verify(table)` runs every part at once.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator
from dataclasses import dataclass, field

from ..errors import AxioError
from ..records import GameRecord, write_record
from ..records import replay as replay_record
from . import group
from .chain import Table, replay


@dataclass
class Verdict:
    problems: list[str] = field(default_factory=list)
    record: GameRecord | None = None

    @property
    def ok(self) -> bool:
        return not self.problems and self.record is not None


PART = 20  # cards re-encrypted or shares checked per part: ~0.1 s each in the browser


def verify(table: Table) -> Verdict:
    """The whole check at once."""
    parts = checking(table)
    while True:
        try:
            next(parts)
        except StopIteration as done:
            return done.value


def checking(table: Table) -> Generator[None, None, Verdict]:
    """The check in parts: yields after each part; returns the Verdict (StopIteration's
    value). Exactly the checks of `verify`, in the same order."""
    verdict = Verdict()
    n = table.players
    if len(table.secrets) < n:
        missing = [table.name(s) for s in range(n) if s not in table.secrets]
        verdict.problems.append(f"not every key is revealed yet: {', '.join(missing)}")
        return verdict
    keys = {s: group.private_key(table.secrets[s]) for s in range(n)}
    for seat, key in keys.items():
        if group.encode(group.G * key) != table.elgamal[seat]:
            verdict.problems.append(f"{table.name(seat)}'s key does not match their join (link {seat})")
    if verdict.problems:
        return verdict
    joint = table.joint
    for step in table.decks:
        yield
        stream = group.Stream(table.secrets[step.by], step.label)
        if step.kind == "first":
            redo = yield from group.first_deck_parts(table.variant, table.count, stream, joint, PART)
        else:
            redo = yield from group.shuffle_parts(step.before, stream, joint, PART)
        if redo != step.after:
            what = "encryption of the tiles" if step.kind == "first" else step.kind
            verdict.problems.append(
                f"link {step.n}: {table.name(step.by)}'s {what} is not what "
                f"their key makes: cards were changed"
            )
    yield from _check_shares(table, keys, verdict)
    opened = []
    for c in range(len(table.cards)):
        if c % PART == 0:
            yield
        try:
            opened.append(table.identity(c))
        except group.BadPoint as err:
            verdict.problems.append(f"a card opens to no tile: {err}")
            return verdict
    deal = Counter(opened[: table.count])
    if any(i is None for i in opened) or deal != Counter(range(table.count)):
        verdict.problems.append("the shuffled deck does not hold every tile of the box exactly once")
    if verdict.problems:
        return verdict
    yield
    try:
        world = replay(table)
        assert world.start is not None and world.state is not None
        record = write_record(table.names, world.start, world.actions, {"meta": {"link_game": table.game_id}})
        final = replay_record(record).final
    except (AxioError, AssertionError) as err:
        verdict.problems.append(f"the game does not replay: {err}")
        return verdict
    if final.scores != world.state.scores:
        verdict.problems.append("the record's replay ends with other scores than the links")
    verdict.record = record
    return verdict


def _check_shares(table: Table, keys: dict[int, int], verdict: Verdict) -> Generator[None, None, None]:
    """Every published share is y_i·A: per card the sum at once (one multiplication), each
    share alone only where a sum is wrong, to name who sent it."""
    for k, (card, shares) in enumerate(sorted(table.shares.items())):
        if k % PART == 0:
            yield
        a = group.decode(group.split(table.cards[card])[0])
        total = None
        for s in shares.values():
            point = group.decode(s)
            total = point if total is None else total + point
        expected = a * (sum(keys[s] for s in shares) % group.ORDER)
        if total is not None and group.encode(total) == group.encode(expected):
            continue
        for seat, s in sorted(shares.items()):
            if group.share(table.cards[card], keys[seat]) != s:
                link = _link_of_share(table, card, seat)
                verdict.problems.append(f"link {link}: {table.name(seat)}'s key for card {card} is wrong")


def _link_of_share(table: Table, card: int, seat: int) -> str:
    for link in table.links:
        if link.by != seat:
            continue
        for step in link.body.get("steps", []):
            if not isinstance(step, dict):
                continue
            shares = step.get("shares")
            if (isinstance(shares, dict) and str(card) in shares) or step.get("card") == card:
                return str(link.n)
    return "?"
