"""The public game a chain of links builds (docs/LINKS.md): keys, decks, cards, shares, moves,
and who is due to write the next link. A `Table` knows no secret; a device lends it its own
key (`mine`) to open its own cards, and revealed secrets open everything at the end.

`replay` walks the moves through the rules engine: which card lies where (racks, bag, stacks,
supply) and the engine state, with every card this device cannot open stood in for by a tile
that fits what it knows (as a bot's sampled world, bots/determinize.py). The rules engine
decides every move's legality; the cards it names must be the mover's and open to its tile.
Each game's cards and moves are its own (link_games.py: axio_links.py, rota_links.py).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .. import game
from ..actions import Action
from ..constants import MAX_PLAYERS
from ..errors import AxioError
from . import group
from .group import BadPoint
from .link_games import known, link_game
from .wire import Link, LinkError, unb64

MIN_PLAYERS = 2
#: A step's kind is its first key found in this order (an exchange holds shares too).
STEP_KINDS = ("join", "deck", "reshuffle", "place", "exchange", "reveal", "shares")
MAX_NAME = 24


def box(variant: str) -> tuple[str, ...]:
    return link_game(variant).box


class Refused(LinkError):
    """A link's content is against the protocol or the rules: the message names who and which link."""


@dataclass
class DeckStep:
    """One encryption, shuffle or reshuffle, kept for the check at the end."""

    n: int
    by: int
    kind: str  # "first", "shuffle", "reshuffle"
    label: str  # the randomness label of its author's stream
    before: list[bytes]
    after: list[bytes]


@dataclass
class Table:
    variant: str
    names: tuple[str, ...]
    links: list[Link] = field(default_factory=list)
    sign_keys: list[str] = field(default_factory=list)
    elgamal: list[bytes] = field(default_factory=list)
    decks: list[DeckStep] = field(default_factory=list)
    cards: list[bytes] = field(default_factory=list)  # card id -> ciphertext, once dealt
    shares: dict[int, dict[int, bytes]] = field(default_factory=dict)
    log: list[tuple[int, int, dict[str, Any]]] = field(default_factory=list)  # moves and rebags
    reshuffle: dict[str, Any] | None = None
    secrets: dict[int, bytes] = field(default_factory=dict)
    setup_hash: str = ""
    opened: dict[int, int] = field(default_factory=dict)  # public: card -> tile index
    memo: dict[tuple[int | str, ...], Any] = field(default_factory=dict, compare=False)
    # the device's own openings (Device._cache), lent so that a card it opened privately is not
    # opened again once it is public (the final reveal): read only for a card everyone can open
    hint: dict[int, int] | None = field(default=None, compare=False, repr=False)

    # ------------------------------------------------------------------ basics

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def count(self) -> int:
        return len(box(self.variant))

    @property
    def game_id(self) -> str:
        return self.links[0].digest if self.links else ""

    @property
    def head(self) -> str:
        return self.links[-1].digest if self.links else ""

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < self.players else f"seat {seat + 1}"

    def clone(self) -> Table:
        return copy.copy(self)._deep()

    def _deep(self) -> Table:
        self.links = list(self.links)
        self.sign_keys = list(self.sign_keys)
        self.elgamal = list(self.elgamal)
        self.decks = list(self.decks)
        self.cards = list(self.cards)
        self.shares = {c: dict(s) for c, s in self.shares.items()}
        self.log = list(self.log)
        self.reshuffle = copy.deepcopy(self.reshuffle)
        self.secrets = dict(self.secrets)
        self.opened = dict(self.opened)
        self.memo = dict(self.memo)
        return self

    def replay_key(self) -> tuple[int | str, ...]:
        """What the public replay depends on: the moves, and which cards everyone can open."""
        n = self.players
        return (
            len(self.log),
            len(self.secrets),
            len(self.cards),
            self.setup_hash,
            sum(1 for s in self.shares.values() if len(s) == n),
        )

    def fingerprint(self) -> tuple[int, ...]:
        """Changes with every step taken in (each adds a key, a deck, a share, a move or a secret)."""
        return (
            len(self.links),
            len(self.sign_keys),
            len(self.decks),
            len(self.log),
            sum(len(s) for s in self.shares.values()),
            len(self.secrets),
            len(self.setup_hash),
        )

    @property
    def joint(self) -> group.Point:
        total = group.decode(self.elgamal[0])
        for y in self.elgamal[1:]:
            total = total + group.decode(y)
        return group.with_table(total)

    def shuffle_order(self) -> list[int]:
        """The last joiner encrypts and shuffles first, then seats 0 … n-2 (LINKS.md)."""
        return [self.players - 1, *range(self.players - 1)]

    @property
    def dealt(self) -> bool:
        return bool(self.cards)

    # ------------------------------------------------------------------ opening cards

    def key_of(self, seat: int, mine: tuple[int, int] | None) -> int | None:
        if mine is not None and mine[0] == seat:
            return mine[1]
        if seat in self.secrets:
            return group.private_key(self.secrets[seat])
        return None

    def identity(
        self, card: int, mine: tuple[int, int] | None = None, cache: dict[int, int] | None = None
    ) -> int | None:
        """The tile index of a card, if every share is at hand (published, or made with `mine` =
        (seat, key) or a revealed secret); raises BadPoint if the shares open it to no tile."""
        if card in self.opened:
            return self.opened[card]
        if cache is not None and card in cache:
            return cache[card]
        got = self.shares.get(card, {})
        keys = {}
        for seat in range(self.players):
            if seat not in got:
                key = self.key_of(seat, mine)
                if key is None:
                    return None
                keys[seat] = key
        public = all(seat in got or seat in self.secrets for seat in range(self.players))
        if public and self.hint is not None and card in self.hint:
            # the same shares and keys as this device used (its own key is its revealed secret)
            self.opened[card] = self.hint[card]
            return self.opened[card]
        shares = list(got.values())
        if keys:  # the missing shares as one: (Σ y_i)·A, one multiplication
            shares.append(group.share(self.cards[card], sum(keys.values()) % group.ORDER))
        point = group.open_card(self.cards[card], shares)
        index = group.tile_index(self.variant, self.count).get(point)
        if index is None:
            raise BadPoint(f"card {card} does not open to a tile")
        (self.opened if public else (cache if cache is not None else {}))[card] = index
        return index

    # ------------------------------------------------------------------ who is due

    def due(self, world: Replay | None = None) -> tuple[int | None, str]:
        """(seat, what) of the link due next: join, shuffle, reshuffle, keys, move, reveal;
        (None, "done") once every secret is revealed."""
        n = self.players
        if len(self.sign_keys) < n:
            return len(self.sign_keys), "join"
        done = len([d for d in self.decks if d.kind != "reshuffle"])
        if done < n:
            return self.shuffle_order()[done], "shuffle"
        if self.reshuffle is not None:
            return self.reshuffle["order"][len(self.reshuffle["steps"])], "reshuffle"
        world = world or replay(self)
        actor = world.actor
        if self.secrets or world.over_public:
            for k in range(n):
                seat = (actor + k) % n
                if seat not in self.secrets:
                    return seat, "reveal"
            return None, "done"
        for k in range(1, n):
            seat = (actor + k) % n
            if any(seat not in self.shares.get(c, {}) for c in world.needs(actor)):
                return seat, "keys"
        return actor, "move"

    def owed(self, seat: int, world: Replay) -> list[int]:
        """Cards whose share `seat` owes: others' cards, and the cards shown to everyone."""
        cards = set(world.public_cards)
        for other in range(self.players):
            if other != seat:
                cards |= set(world.held(other))
        return sorted(c for c in cards if seat not in self.shares.get(c, {}))

    # ------------------------------------------------------------------ taking steps in

    def take_link(self, link: Link, taken: Table | None = None) -> None:
        """Take every step of `link` in (raises Refused, changing nothing). `taken`: this table
        with the link's steps already taken, one by one, by the device that wrote it."""
        work = (taken or self).clone()
        who = f"link {link.n} from {self.name(link.by)}"
        steps = link.body.get("steps")
        if not isinstance(steps, list) or not steps or len(steps) > 64:
            raise Refused(f"{who} holds no steps")
        seat, what = self.due()
        if link.n > 0 and seat != link.by:
            raise Refused(f"{who}: {self._not_due(link.by, seat, what)}")
        for step in steps if taken is None else []:
            if not isinstance(step, dict):
                raise Refused(f"{who}: a step is not an object")
            try:
                work.take_step(link, step)
            except (AxioError, BadPoint, KeyError, TypeError, ValueError) as err:
                raise Refused(f"{who}: {err}") from err
        seat, _what = work.due()
        if seat == link.by and link.n > 0:
            raise Refused(f"{who} stops before its author has done what is due")
        work.links.append(link)
        if (
            len(work.sign_keys) == self.players
            and not work.setup_hash
            and work.due()[1] not in ("join", "shuffle")
        ):
            work.setup_hash = link.digest
        self.__dict__.update(work.__dict__)

    def take_step(self, link: Link, step: dict[str, Any]) -> None:
        by = link.by
        due_seat, due_what = self.due()
        kind = next((k for k in STEP_KINDS if k in step), "")
        if kind == "join":
            self._join(by, step, due_seat, due_what)
        elif kind == "deck":
            self._deck(link, by, step["deck"], due_seat, due_what)
        elif kind == "reshuffle":
            self._reshuffle(link, by, step["reshuffle"], due_seat, due_what)
        elif kind == "shares":
            proofs = step.get("proofs", {})
            shown = {str(c) for c in link_game(self.variant).shown}
            if shown and isinstance(step["shares"], dict) and isinstance(proofs, dict):
                for card in (c for c in step["shares"] if c in shown):  # Rota's display
                    self._check_proof(by, int(card), step["shares"][card], proofs.get(card))
            self._shares(by, step["shares"])
        elif kind in ("place", "exchange"):
            if kind == "exchange":
                # The rack shown first: only with it do the others see that the exchange was offered (A11).
                shares, proofs = step.get("shares", {}), step.get("proofs", {})
                if not (isinstance(shares, dict) and isinstance(proofs, dict)):
                    raise Refused("an exchange shows the rack's keys and their proofs")
                for card, text in shares.items():
                    self._check_proof(by, int(card), text, proofs.get(card))
                self._shares(by, shares)
                step = {k: v for k, v in step.items() if k not in ("shares", "proofs")}
                due_seat, due_what = self.due()
            if (due_seat, due_what) != (by, "move"):
                raise Refused(self._not_due(by, due_seat, due_what))
            self._move(link, by, step)
        elif kind == "reveal":
            self._reveal(by, step["reveal"], due_seat, due_what)
        else:
            raise Refused(f"unknown step {kind!r}")

    def _not_due(self, by: int, seat: int | None, what: str) -> str:
        if seat is None:
            return "the game is over and verified"
        return f"{self.name(seat)} was due ({what}), not {self.name(by)}"

    def _join(self, by: int, step: dict[str, Any], seat: int | None, what: str) -> None:
        if (seat, what) != (by, "join"):
            raise Refused(self._not_due(by, seat, what))
        join = step["join"]
        sign, key = join["sign"], join["key"]
        if not (isinstance(sign, str) and isinstance(key, str)):
            raise Refused("a join holds two keys")
        group.decode(unb64(sign))
        group.decode(unb64(key))
        self.sign_keys.append(sign)
        self.elgamal.append(unb64(key))

    def _cards(self, text: Any, count: int) -> list[bytes]:
        if not isinstance(text, str):
            raise Refused("a deck is a text")
        data = unb64(text)
        if len(data) != count * group.CARD_BYTES:
            raise Refused(f"a deck of {count} cards was expected")
        cards = [data[i : i + group.CARD_BYTES] for i in range(0, len(data), group.CARD_BYTES)]
        if len(set(cards)) != count:
            raise Refused("the deck holds the same card twice")
        for card in cards:
            a, b = group.split(card)
            group.decode(a)
            group.decode(b)
        return cards

    def _deck(self, link: Link, by: int, text: Any, seat: int | None, what: str) -> None:
        if (seat, what) != (by, "shuffle"):
            raise Refused(self._not_due(by, seat, what))
        cards = self._cards(text, self.count)
        first = not self.decks
        before = [] if first else self.decks[-1].after
        self.decks.append(
            DeckStep(link.n, by, "first" if first else "shuffle", f"deck:{link.n}", before, cards)
        )
        if len(self.decks) == self.players:
            self.cards = list(cards)

    def start_reshuffle(self, exchanger: int, bag: list[int]) -> None:
        n = self.players
        order = [exchanger] + [(exchanger + k) % n for k in range(2, n)] + [(exchanger + 1) % n]
        self.reshuffle = {"order": order, "steps": [], "ids": bag, "cards": [self.cards[c] for c in bag]}

    def _reshuffle(self, link: Link, by: int, text: Any, seat: int | None, what: str) -> None:
        if (seat, what) != (by, "reshuffle") or self.reshuffle is None:
            raise Refused(self._not_due(by, seat, what))
        state = self.reshuffle
        before = state["cards"]
        cards = self._cards(text, len(before))
        self.decks.append(DeckStep(link.n, by, "reshuffle", f"reshuffle:{link.n}", before, cards))
        state["steps"].append(link.n)
        state["cards"] = cards
        if len(state["steps"]) == self.players:
            first = len(self.cards)
            self.cards.extend(cards)
            self.log.append((link.n, by, {"rebag": list(range(first, first + len(cards)))}))
            self.reshuffle = None

    def _shares(self, by: int, shares: Any) -> None:
        if not self.dealt or not isinstance(shares, dict):
            raise Refused("shares before the deal")
        for key, text in shares.items():
            card = int(key)
            if not (0 <= card < len(self.cards)) or not isinstance(text, str):
                raise Refused(f"a share for card {key}, which does not exist")
            if by in self.shares.get(card, {}):
                raise Refused(f"a second share of card {card}")
            group.decode(unb64(text))
            self.shares.setdefault(card, {})[by] = unb64(text)

    def _move(self, link: Link, by: int, step: dict[str, Any]) -> None:
        move = dict(step)
        if "place" in move:
            card, share = move.get("card"), move.pop("share", None)
            if not isinstance(card, int) or isinstance(card, bool) or not 0 <= card < len(self.cards):
                raise Refused("a placement names its card")
            self._check_proof(by, card, share, move.pop("proof", None))
            self._shares(by, {str(card): share})
        self.log.append((link.n, by, move))
        world = replay(self)  # raises if the rules or the cards refuse the move
        if "exchange" in move:
            self.start_reshuffle(by, list(world.bag))

    def _check_proof(self, by: int, card: int, share: Any, proof: Any) -> None:
        """A share of a card shown to everyone must prove it is its author's (LINKS.md): else
        a player could make its own card open to any tile it likes."""
        if not (0 <= card < len(self.cards) and isinstance(share, str) and isinstance(proof, str)):
            raise Refused(f"{self.name(by)}'s key for card {card} comes without its proof")
        if not group.check_share(self.cards[card], unb64(share), unb64(proof), self.elgamal[by]):
            raise Refused(f"{self.name(by)}'s key for card {card} is not theirs (its proof fails)")

    def _reveal(self, by: int, text: Any, seat: int | None, what: str) -> None:
        if seat != by or what not in ("reveal", "move"):
            raise Refused(self._not_due(by, seat, what))
        secret = unb64(text)
        if len(secret) != 32:
            raise Refused("a secret is 32 bytes")
        if group.encode(group.G * group.private_key(secret)) != self.elgamal[by]:
            raise Refused(f"{self.name(by)}'s secret does not match the key in their join")
        self.secrets[by] = secret
        if what == "move":
            world = replay(self)  # only the player who cannot move may end the game so
            if not world.over_public:
                raise Refused(f"{self.name(by)} revealed their key while they could still place a tile")


# ---------------------------------------------------------------------------- the replay


@dataclass
class Replay:
    """Where every card is and the engine's state, as one device knows them."""

    table: Table
    state: game.State | None = None
    start: game.State | None = None
    actions: list[Action] = field(default_factory=list)
    racks: list[list[int]] = field(default_factory=list)  # AXIO: card ids per seat
    bag: list[int] = field(default_factory=list)  # AXIO: the bag's cards, top first
    settled: bool = True
    hand_count: list[int] = field(default_factory=list)  # Rota: hand tiles placed per seat
    supply_count: int = 0
    draws: list[tuple[int, list[int]]] = field(default_factory=list)  # (seat, cards)
    placed: list[tuple[int, int]] = field(default_factory=list)  # (seat, card)
    befores: list[game.State] = field(default_factory=list)  # the state each action was played in

    @property
    def actor(self) -> int:
        return self.state.current if self.state is not None else 0

    @property
    def over_public(self) -> bool:
        """Over by what everyone knows (AXIO's "cannot place" only its player can tell)."""
        state = self.state
        if state is None or game.to_act(state) is not None:
            return False
        # A game ended because its player cannot place (AXIO, A13): only they can tell, till
        # their tiles are open.
        return state.end_reason != "no_placement" or self._rack_known(state.current)

    def _rack_known(self, seat: int) -> bool:
        return all(c in self.table.opened for c in self.racks[seat])

    @property
    def public_cards(self) -> list[int]:
        return list(link_game(self.table.variant).shown) if self.table.dealt else []

    def held(self, seat: int) -> list[int]:
        """The cards `seat` holds and may look at."""
        if not self.table.dealt:
            return []
        return link_game(self.table.variant).held(self, seat)

    def needs(self, seat: int) -> list[int]:
        return self.public_cards + self.held(seat)


Opener = Callable[[int], int | None]


def replay(table: Table, known: Opener | None = None) -> Replay:
    """The game so far; `known` opens the cards a device can open (default: the public ones)."""
    if known is None:
        key = table.replay_key()
        if key not in table.memo:
            table.memo.clear()
            table.memo[key] = _replay(table, lambda c: table.identity(c))
        known_world: Replay = table.memo[key]
        return known_world
    return _replay(table, known)


def _replay(table: Table, open_card: Opener) -> Replay:
    world = Replay(table)
    if not table.dealt:
        return world
    known: dict[int, int | None] = {}

    def opener(card: int) -> int | None:  # each card opened once, and only when asked for
        if card not in known:
            known[card] = open_card(card) if 0 <= card < len(table.cards) else None
        return known[card]

    link_game(table.variant).replay(table, world, opener)
    return world


def link_name(table: Table, n: int, by: int) -> str:
    return f"link {n} from {table.name(by)}"


def check_names(variant: Any, names: Any) -> tuple[str, tuple[str, ...]]:
    if not known(variant):
        raise Refused("the invitation names no game (axio or rota)")
    if not (
        isinstance(names, list)
        and MIN_PLAYERS <= len(names) <= MAX_PLAYERS
        and all(isinstance(x, str) and 0 < len(x.strip()) <= MAX_NAME for x in names)
    ):
        raise Refused(f"a game by links is for {MIN_PLAYERS} to {MAX_PLAYERS} named players")
    return variant, tuple(x.strip() for x in names)


__all__ = ["Table", "Replay", "replay", "Refused", "DeckStep", "check_names"]
