"""One device of a game by links (docs/LINKS.md): its own secrets, the chain it has taken in,
the links it writes. Nothing else of the game is secret to it, and no other device's secret
is ever on it.

    >>> anna = Device.invite("rota", ["Anna", "Beata"], entropy=Entropy(1))
    >>> beata = Device(entropy=Entropy(2))
    >>> beata.receive(anna.outbox[-1].text()).kind
    'taken'
    >>> beata.waiting_for() == "" and beata.due_what() == "join"
    True
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any

from .. import game
from ..actions import Action
from ..axio.state import EXCHANGE
from ..errors import InvalidInput, Why
from ..registry import game_named
from . import group, wire
from .chain import Refused, Replay, Table, check_names, replay
from .group import BadPoint
from .link_games import link_game
from .verify import Verdict, checking
from .wire import Link, LinkError, b64, unb64


class Entropy:
    """Reproducible randomness for tests and benchmarks (a real device uses os.urandom)."""

    def __init__(self, seed: int | str) -> None:
        self._rng = random.Random(f"linkplay:{seed}")

    def __call__(self, n: int) -> bytes:
        return self._rng.randbytes(n)


@dataclass(frozen=True)
class Received:
    kind: str  # taken, duplicate, waiting, refused
    message: str


class Device:
    def __init__(self, entropy: Callable[[int], bytes] = os.urandom) -> None:
        self.device_secret = entropy(32)  # signs its links; never leaves the device
        self.game_secret = entropy(32)  # its ElGamal key and shuffles; revealed at the end
        self.seat: int | None = None
        self.table: Table | None = None
        self.pending: dict[int, Link] = {}
        self.outbox: list[Link] = []
        self._cache: dict[int, int] = {}
        self._draft: Table | None = None
        self._steps: list[dict[str, Any]] = []
        self._before: list[Table] = []  # the draft before each step (to mend the last one)
        self._verdict: tuple[str, Verdict] | None = None
        self._checking: tuple[str, Generator[None, None, Verdict]] | None = None  # the end's check under way
        self._world: tuple[Table, tuple[int, ...], Replay] | None = None

    # ------------------------------------------------------------------ keys

    @property
    def key(self) -> int:
        return group.private_key(self.game_secret)

    @property
    def mine(self) -> tuple[int, int] | None:
        return None if self.seat is None else (self.seat, self.key)

    def _sign_key(self) -> Any:
        return wire.signing_key(self.device_secret)

    # ------------------------------------------------------------------ starting

    @classmethod
    def invite(cls, variant: str, names: list[str], entropy: Callable[[int], bytes] = os.urandom) -> Device:
        """The first player's device and its invitation (link 0)."""
        variant, clean = check_names(variant, names)
        device = cls(entropy)
        device.seat = 0
        device.table = Table(variant, clean)
        link = device._sign(0, "", "", [device._join_step()], {"game": variant, "names": list(clean)})
        device.table.take_link(link)
        device.outbox.append(link)
        return device

    def _join_step(self) -> dict[str, Any]:
        sign = b64(self._sign_key().get_verifying_key().to_string("compressed"))
        return {"join": {"sign": sign, "key": b64(group.encode(group.G * self.key))}}

    def _sign(
        self,
        n: int,
        prev: str,
        game_id: str,
        steps: list[dict[str, Any]],
        extra: dict[str, Any] | None = None,
    ) -> Link:
        assert self.seat is not None
        return wire.sign(self._sign_key(), n, prev, game_id, self.seat, {**(extra or {}), "steps": steps})

    # ------------------------------------------------------------------ taking links in

    def receive(self, text: str) -> Received:
        """Take a link in (or keep it until the ones before it come); never raises."""
        try:
            link = wire.parse(text)
            return self._receive(link)
        except LinkError as err:
            return Received("refused", str(err))

    def _receive(self, link: Link) -> Received:
        table = self.table
        if table is None:
            if link.n != 0:
                self.pending[link.n] = link
                return Received("waiting", f"link {link.n} waits for the invitation (link 0)")
            variant, names = check_names(link.body.get("game"), link.body.get("names"))
            if link.by != 0 or link.prev or link.game:
                raise Refused("this invitation is damaged")
            if not wire.verify(link, self._join_key(link)):
                raise Refused("the invitation is not signed by its author's device")
            fresh = Table(variant, names)
            fresh.take_link(link)
            self.table = fresh
            self._drain()
            return Received("taken", f"invitation from {names[0]}: {self.describe()}")
        if link.n == 0 or link.game != table.game_id:
            if link.digest == table.game_id:
                return Received("duplicate", "already have this invitation")
            raise Refused(f"this link is for another game, not this one ({self.describe()})")
        who = f"link {link.n} from {table.name(link.by)}"
        if link.n < len(table.links):
            if table.links[link.n].digest == link.digest:
                return Received("duplicate", f"already have {who}")
            if wire.verify(link, self._key_for(link)):
                raise Refused(f"{who} conflicts with the link {link.n} already taken in")
            raise Refused(f"{who} is not signed by {table.name(link.by)}'s device")
        if link.n > len(table.links):
            self.pending[link.n] = link
            seat, what = table.due()
            missing = len(table.links)
            from_whom = table.name(seat) if seat is not None else "nobody"
            return Received("waiting", f"{who} waits for link {missing} from {from_whom}")
        self._take(link)
        self._drain()
        return Received("taken", f"took in {who}")

    def _join_key(self, link: Link) -> str:
        steps = link.body.get("steps")
        if isinstance(steps, list) and steps and isinstance(steps[0], dict) and "join" in steps[0]:
            join = steps[0]["join"]
            if isinstance(join, dict) and isinstance(join.get("sign"), str):
                return str(join["sign"])
        return ""

    def _key_for(self, link: Link) -> str:
        assert self.table is not None
        if link.by < len(self.table.sign_keys):
            return self.table.sign_keys[link.by]
        return self._join_key(link)

    def _take(self, link: Link, taken: Table | None = None) -> None:
        table = self.table
        assert table is not None
        who = f"link {link.n} from {table.name(link.by)}"
        if link.prev != table.head:
            raise Refused(f"{who} does not extend the game as this device has it")
        if not wire.verify(link, self._key_for(link)):
            raise Refused(f"{who} is not signed by {table.name(link.by)}'s device (forged or changed)")
        table.hint = self._cache  # what it opened itself is not opened again once public
        table.take_link(link, taken)
        self._after_change()

    def _drain(self) -> None:
        while self.table is not None and len(self.table.links) in self.pending:
            link = self.pending.pop(len(self.table.links))
            try:
                self._take(link)
            except LinkError:
                continue

    def _after_change(self) -> None:
        self._draft = None
        self._steps = []
        self._before = []

    # ------------------------------------------------------------------ what it knows

    def describe(self) -> str:
        table = self.table
        if table is None:
            return "no game yet"
        return f"{', '.join(table.names)}: {game_named(table.variant).title}"

    def opener(self, table: Table) -> Callable[[int], int | None]:
        mine = self.mine
        table.hint = self._cache
        return lambda c: table.identity(c, mine, self._cache)

    def world(self) -> Replay:
        """The game as this device sees it: its own tiles open, the others' stood in for."""
        table = self._draft or self.table
        assert table is not None
        key = table.fingerprint()
        if self._world is None or self._world[0] is not table or self._world[1] != key:
            self._world = (table, key, replay(table, self.opener(table)))
        return self._world[2]

    def holds_open(self) -> bool:
        """Whether every card this player holds is open to it (else the world stands in for
        one whose keys have not come, and its tiles are not to be shown yet)."""
        table = self._draft or self.table
        if table is None or self.seat is None:
            return False
        opener = self.opener(table)
        return all(opener(c) is not None for c in self.world().held(self.seat))

    def trouble(self) -> str | None:
        """What stops this device, in words: a share sent for one of its cards that does not
        open it (the check at the end names exactly whose key was wrong)."""
        try:
            self.world()
        except BadPoint as err:
            table = self._draft or self.table
            assert table is not None
            others = ", ".join(table.name(s) for s in range(table.players) if s != self.seat)
            return f"a key sent for one of your tiles is wrong ({err}); it came from {others}"
        return None

    def due(self) -> tuple[int | None, str]:
        table = self._draft or self.table
        if table is None:
            return None, "invitation"
        return table.due()

    def due_what(self) -> str:
        return self.due()[1]

    def waiting_for(self) -> str:
        """Whose link this device waits for ("" when it is this device's turn to write)."""
        seat, what = self.due()
        table = self.table
        if table is None or what == "done":
            return ""
        if what == "join" and self.seat is None:
            return ""
        return "" if seat == self.seat else table.name(seat or 0)

    def status(self) -> str:
        """What this device waits for and from whom, in words (the page's line under the board)."""
        trouble = self.trouble()
        if trouble is not None:
            return trouble
        seat, what = self.due()
        table = self.table
        if table is None:
            return "waiting for the invitation"
        if what == "done":
            verdict = self.verdict()
            if verdict is None:
                return "the game is over: checking every draw and move…"
            if verdict.ok:
                return "the game is over: every draw and every move verified"
            return "the game is over, but the check failed: " + "; ".join(verdict.problems if verdict else [])
        who = table.name(seat or 0)
        doing = {
            "join": "to join",
            "shuffle": "to shuffle the tiles",
            "reshuffle": "to reshuffle the bag",
            "keys": "to send the keys to your tiles" if seat != self.seat else "to send keys",
            "move": "to move",
            "reveal": "to show their key (the game is over)",
        }[what]
        if seat == self.seat or (what == "join" and self.seat is None):
            return f"your turn {doing}" if what != "join" else f"join as {who}"
        return f"waiting for {who} {doing}"

    def link_url(self, base: str) -> str:
        """The last link this device wrote (also after a restore: it is in the chain), as the
        site's address with `#link=` (PAGE.md)."""
        table = self.table
        mine = [link for link in (table.links if table else []) if link.by == self.seat]
        if not mine or self.seat is None:
            raise InvalidInput("this device has written no link yet", Why.LINK_NOT_NOW)
        return base.split("#", 1)[0] + wire.FRAGMENT + mine[-1].text()

    # ------------------------------------------------------------------ writing links

    def join(self) -> Link:
        """Take the seat due to join (the device opened the invitation and the joins before)."""
        table = self.table
        if table is None or self.seat is not None:
            raise InvalidInput("there is no seat to join", Why.LINK_NOT_NOW)
        seat, what = table.due()
        if what != "join" or seat is None:
            raise InvalidInput("every seat of this game is taken", Why.LINK_NOT_NOW)
        self.seat = seat
        return self.finish()

    def _begin(self) -> Table:
        if self._draft is None:
            assert self.table is not None
            self._draft = self.table.clone()
            self._draft.hint = self._cache
            self._steps = []
            self._before = []
        return self._draft

    def _link_stub(self) -> Link:
        table = self.table
        assert table is not None and self.seat is not None
        return Link(len(table.links), table.head, table.game_id, self.seat, {}, "")

    def _add(self, step: dict[str, Any]) -> None:
        draft = self._begin()
        work = draft.clone()
        work.take_step(self._link_stub(), step)
        self._before.append(draft)
        self._draft = work
        self._steps.append(step)

    def _automatic(self) -> None:
        """Every step due from this device that needs no choice: join, deck, reshuffle,
        shares, reveal (also when this player cannot place, AXIO A13)."""
        for _ in range(8):
            draft = self._begin()
            seat, what = draft.due()
            if seat != self.seat:
                return
            if what == "join" and not any("join" in s for s in self._steps):
                self._add(self._join_step())
            elif what == "shuffle":
                self._add({"deck": self._shuffled(draft)})
            elif what == "reshuffle":
                assert draft.reshuffle is not None
                stream = group.Stream(self.game_secret, f"reshuffle:{len(draft.links)}")
                cards = group.shuffle(draft.reshuffle["cards"], stream, draft.joint)
                self._add({"reshuffle": b64(b"".join(cards))})
            elif what == "reveal":
                self._add({"reveal": b64(self.game_secret)})
            elif what in ("keys", "move"):
                assert self.seat is not None
                world = replay(draft)
                owed = draft.owed(self.seat, world)
                if owed:
                    cards = draft.cards
                    step: dict[str, Any] = {
                        "shares": {str(c): b64(group.share(cards[c], self.key)) for c in owed}
                    }
                    shown = [c for c in owed if c in world.public_cards]  # Rota's display: proved
                    if shown:
                        proved = {str(c): group.prove_share(cards[c], self.key) for c in shown}
                        step["shares"].update({c: b64(sp[0]) for c, sp in proved.items()})
                        step["proofs"] = {c: b64(sp[1]) for c, sp in proved.items()}
                    self._add(step)
                    continue
                if what == "move":
                    mine = self.world()
                    if mine.state is not None and game.to_act(mine.state) is None:
                        self._add({"reveal": b64(self.game_secret)})  # A13: cannot place
                        continue
                return
            else:
                return

    def _shuffled(self, draft: Table) -> str:
        n = len(draft.links)
        if not draft.decks:
            stream = group.Stream(self.game_secret, f"deck:{n}")
            cards = group.first_deck(draft.variant, draft.count, stream, draft.joint)
        else:
            stream = group.Stream(self.game_secret, f"deck:{n}")
            cards = group.shuffle(draft.decks[-1].after, stream, draft.joint)
        return b64(b"".join(cards))

    def _choosing(self) -> bool:
        """AXIO: this player's last placement ended the turn and the exchange is offered (A11):
        only this device knows it until it chooses (the others cannot see the rack)."""
        if not self._steps or "place" not in self._steps[-1] or self._steps[-1].get("keep"):
            return False
        state = self.world().state
        return state is not None and state.phase == EXCHANGE and state.current == self.seat

    def _my_move(self) -> bool:
        return self.due() == (self.seat, "move") or self._choosing()

    def legal_actions(self) -> list[Action]:
        """What this player may do now ([] when it is not their move, or on `trouble`)."""
        if self.trouble() is not None:
            return []
        self._automatic()
        if not self._my_move():
            return []
        state = self.world().state
        return [] if state is None else game.legal_actions(state)

    def act(self, action: Action) -> None:
        """Play one action of this player's turn into the link being written (checked now)."""
        self._automatic()
        if not self._my_move():
            raise InvalidInput(
                f"it is not your move: waiting for {self.waiting_for() or 'nobody'}", Why.LINK_NOT_NOW
            )
        world = self.world()
        state = world.state
        if state is None:
            raise InvalidInput("the tiles are not open yet", Why.LINK_NOT_NOW)
        rules = link_game(world.table.variant)
        if rules.keep is not None and action == rules.keep:
            if not self._choosing():
                raise InvalidInput("there is no exchange to decline now", Why.LINK_NOT_NOW)
            self._mark_keep()
            return
        game.check(state, action)
        self._add(self._move_step(action, world))
        after = self.world().state
        if rules.keeps(action, after, self.seat):
            self._mark_keep()

    def _mark_keep(self) -> None:
        """AXIO: the turn ends with this placement and no exchange (A11); other devices, which
        cannot see the rack, learn it from the last placement's "keep"."""
        last = {**self._steps.pop(), "keep": True}
        self._draft = self._before.pop()
        self._add(last)

    def _move_step(self, action: Action, world: Replay) -> dict[str, Any]:
        assert self.seat is not None and self._draft is not None
        cards = self._draft.cards
        opener = self.opener(self._draft)
        rules = link_game(self._draft.variant)
        if rules.exchange is not None and action == rules.exchange:  # the rack shown (A11)
            proved = {str(c): group.prove_share(cards[c], self.key) for c in world.held(self.seat)}
            return {
                "exchange": True,
                "shares": {c: b64(sp[0]) for c, sp in proved.items()},
                "proofs": {c: b64(sp[1]) for c, sp in proved.items()},
            }
        played = rules.play(action, world, self.seat, opener)
        if played is None:
            raise InvalidInput(f"{action!r} is not a move of a game by links", Why.NOT_A_MOVE)
        card, move = played
        if card is None:
            raise InvalidInput(
                f"{getattr(action, 'tile', '')} is not your tile",
                Why.NOT_IN_RACK,
                tile=getattr(action, "tile", ""),
            )
        share, proof = group.prove_share(cards[card], self.key)
        return {**move, "card": card, "share": b64(share), "proof": b64(proof)}

    def finish(self) -> Link:
        """Sign the link being written (every step due is in it) and take it in."""
        self._automatic()
        table = self.table
        assert table is not None and self.seat is not None
        if not self._steps:
            raise InvalidInput("there is nothing to send now", Why.LINK_NOT_NOW)
        if (self.due()[0] == self.seat and self.due()[1] != "done") or self._choosing():
            raise InvalidInput("finish your move first", Why.LINK_NOT_NOW)
        link = self._sign(len(table.links), table.head, table.game_id, self._steps)
        self._take(link, self._draft)  # its steps were each checked as they were written
        self.outbox.append(link)
        return link

    def owes(self) -> bool:
        """Whether a link is drafted that needs no choice: what ready_link would write now
        (its keys, a shuffle, a reshuffle, its secret at the end)."""
        self._automatic()
        return bool(self._steps) and self.due()[0] != self.seat and not self._choosing()

    def ready_link(self) -> Link | None:
        """The link this device must send now, if its part needs no choice (keys, a shuffle, a
        reshuffle, its secret at the end); None when a move is to be chosen or others are due."""
        self._automatic()
        if not self._steps or self.due()[0] == self.seat or self._choosing():
            return None
        return self.finish()

    # ------------------------------------------------------------------ the end

    def verdict(self) -> Verdict | None:
        """The check of everything, once it has run (None before: the game is not over, or
        its check has not run to its end; `check` or `check_part` runs it)."""
        table = self.table
        if table is None or self._verdict is None or self._verdict[0] != table.head:
            return None
        return self._verdict[1]

    @property
    def verified(self) -> bool:
        verdict = self.verdict()
        return verdict is not None and verdict.ok

    def to_check(self) -> bool:
        """Whether the game is over and its end's check has not yet run to its end."""
        table = self.table
        return table is not None and self.verdict() is None and table.due()[1] == "done"

    def check_part(self) -> bool:
        """Run the next part of the end's check (verify.checking: a few dozen cards, ~0.1 s in
        a browser); True once it has run to its end (its verdict then in `verdict`), or when
        there is nothing to check (the game is not over)."""
        if not self.to_check():
            return True
        table = self.table
        assert table is not None
        if self._checking is None or self._checking[0] != table.head:
            self._checking = (table.head, checking(table))
        try:
            next(self._checking[1])
        except StopIteration as done:
            self._verdict, self._checking = (table.head, done.value), None
            return True
        return False

    def check(self) -> Verdict | None:
        """The end's check run whole (None: the game is not over yet)."""
        while not self.check_part():
            pass
        return self.verdict()

    # ------------------------------------------------------------------ storage

    def to_storage(self) -> dict[str, Any]:
        """All this device keeps: its secrets and the links (never an opened tile)."""
        table = self.table
        return {
            "device": b64(self.device_secret),
            "secret": b64(self.game_secret),
            "seat": self.seat,
            "links": [] if table is None else [link.text() for link in table.links],
            "pending": [link.text() for link in self.pending.values()],
        }

    @classmethod
    def from_storage(cls, data: dict[str, Any]) -> Device:
        secrets = iter([unb64(data["device"]), unb64(data["secret"])])
        device = cls(lambda n: next(secrets))
        device.seat = data.get("seat")
        for text in [*data.get("links", []), *data.get("pending", [])]:
            device.receive(text)
        return device


__all__ = ["Device", "Entropy", "Received", "BadPoint"]
