"""The public game a chain of links builds (docs/LINKS.md): keys, decks, cards, shares, moves,
and who is due to write the next link. A `Table` knows no secret; a device lends it its own
key (`mine`) to open its own cards, and revealed secrets open everything at the end.

`replay` walks the moves through the rules engine: which card lies where (racks, bag, stacks,
supply) and the engine state, with every card this device cannot open stood in for by a tile
that fits what it knows (as a bot's sampled world, bots/determinize.py). The rules engine
decides every move's legality; the cards it names must be the mover's and open to its tile.
"""

from __future__ import annotations

import copy
import hashlib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from .. import game
from ..actions import Action, AxioPlace, Draw, Exchange, KeepRack
from ..axio import rules as axio_rules
from ..axio.notation import action_from_move as axio_action
from ..axio.state import EXCHANGE, OVER, AxioState
from ..components import AXIO_TILES, ROTA_TILES, canonical_axio_tile
from ..constants import AXIO_RACK, MAX_PLAYERS, ROTA_DISPLAY_CELLS, ROTA_STACK
from ..errors import AxioError
from ..rota import rules as rota_rules
from ..rota.geometry import EMPTY_CORNER, centre_rotation
from ..rota.notation import action_from_move as rota_action
from ..rota.state import DisplayTile, RotaState
from . import group
from .group import BadPoint
from .wire import Link, LinkError, unb64

MIN_PLAYERS = 2
#: A step's kind is its first key found in this order (an exchange holds shares too).
STEP_KINDS = ("join", "deck", "reshuffle", "place", "exchange", "reveal", "shares")
MAX_NAME = 24


def box(variant: str) -> tuple[str, ...]:
    return AXIO_TILES if variant == "axio" else ROTA_TILES


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
        return (len(self.log), len(self.secrets), len(self.cards), self.setup_hash,
                sum(1 for s in self.shares.values() if len(s) == n))

    def fingerprint(self) -> tuple[int, ...]:
        """Changes with every step taken in (each adds a key, a deck, a share, a move or a secret)."""
        return (len(self.links), len(self.sign_keys), len(self.decks), len(self.log),
                sum(len(s) for s in self.shares.values()), len(self.secrets), len(self.setup_hash))

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

    def identity(self, card: int, mine: tuple[int, int] | None = None,
                 cache: dict[int, int] | None = None) -> int | None:
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
        if len(work.sign_keys) == self.players and not work.setup_hash and work.due()[1] not in (
                "join", "shuffle"):
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
            if self.variant == "rota" and isinstance(step["shares"], dict) and isinstance(proofs, dict):
                for card in (c for c in step["shares"] if c in ("0", "1", "2", "3")):  # the display
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
        cards = [data[i:i + group.CARD_BYTES] for i in range(0, len(data), group.CARD_BYTES)]
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
        self.decks.append(DeckStep(link.n, by, "first" if first else "shuffle", f"deck:{link.n}",
                                   before, cards))
        if len(self.decks) == self.players:
            self.cards = list(cards)

    def start_reshuffle(self, exchanger: int, bag: list[int]) -> None:
        n = self.players
        order = [exchanger] + [(exchanger + k) % n for k in range(2, n)] + [(exchanger + 1) % n]
        self.reshuffle = {"order": order, "steps": [], "ids": bag,
                          "cards": [self.cards[c] for c in bag]}

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
        if isinstance(state, AxioState):
            return state.end_reason != "no_placement" or self._rack_known(state.current)
        return True

    def _rack_known(self, seat: int) -> bool:
        return all(c in self.table.opened for c in self.racks[seat])

    @property
    def public_cards(self) -> list[int]:
        return [0, 1, 2, 3] if self.table.variant == "rota" and self.table.dealt else []

    def held(self, seat: int) -> list[int]:
        """The cards `seat` holds and may look at."""
        if not self.table.dealt:
            return []
        if self.table.variant == "axio":
            return list(self.racks[seat]) if self.racks else []
        n = self.table.players
        cards = []
        state = self.state
        extra = state is not None and isinstance(state, RotaState) and state.in_extra_turn
        if extra and state is not None and state.current == seat:
            cards.append(4 + ROTA_STACK * n + self.supply_count)
        elif self.hand_count and self.hand_count[seat] < ROTA_STACK:
            cards.append(4 + ROTA_STACK * seat + self.hand_count[seat])
        return cards

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
    known = {c: open_card(c) for c in range(len(table.cards))}  # each card opened once
    opener = known.get
    if table.variant == "axio":
        _replay_axio(table, world, opener)
    else:
        _replay_rota(table, world, opener)
    return world


def _where(table: Table, n: int, by: int) -> str:
    return f"link {n} from {table.name(by)}"


def _axio_fill(cards: list[int], undrawn: list[int], opener: Opener, bag: Counter[str]) -> list[str]:
    """The tiles of drawn cards: their own where known, else stand-ins that leave every known
    card still undrawn (`undrawn`, the drawn ones included) its tile."""
    reserved = Counter(AXIO_TILES[i] for i in (opener(c) for c in undrawn) if i is not None)
    if reserved - bag:
        raise Refused("the cards hold a tile more often than the bag does")
    free = bag - reserved
    tiles = []
    for c in cards:
        i = opener(c)
        if i is not None:
            tiles.append(AXIO_TILES[i])
            continue
        if not free:
            raise Refused("more tiles are drawn than the bag holds")
        tile = min(free)
        free[tile] -= 1
        free += Counter()  # drop the zeros
        tiles.append(tile)
    return tiles


def _make_room(state: AxioState, world: Replay, opener: Opener,
               fills: dict[int, str]) -> AxioState:
    """Before a draw: a known card's tile that a stand-in took (a tile this device could not
    see, given to another rack earlier) goes back to the bag, the stand-in takes another."""
    reserved = Counter(AXIO_TILES[i] for i in (opener(c) for c in world.bag) if i is not None)
    need = reserved
    bag = Counter(state.bag)
    racks = [list(r) for r in state.racks]
    for tile, count in need.items():
        while bag[tile] < count:
            spare = sorted((bag - reserved).elements())
            holder = next(((seat, c) for seat, rack in enumerate(world.racks) for c in rack
                           if fills.get(c) == tile), None)
            if holder is None or not spare:
                raise Refused(f"tile {tile} is drawn more often than the box holds it")
            seat, card = holder
            other = spare[0]
            racks[seat].remove(tile)
            racks[seat].append(other)
            fills[card] = other
            bag[tile] += 1
            bag[other] -= 1
    if racks == [list(r) for r in state.racks]:
        return state
    return replace(state, racks=tuple(tuple(sorted(r)) for r in racks), bag=tuple(sorted(bag.elements())))


def _replay_axio(table: Table, world: Replay, opener: Opener) -> None:
    n = table.players
    world.racks = [list(range(AXIO_RACK * k, AXIO_RACK * (k + 1))) for k in range(n)]
    world.bag = list(range(AXIO_RACK * n, table.count))
    racks: list[list[str]] = []
    everything = Counter(AXIO_TILES)
    for k in range(n):
        undrawn = [c for j in range(k, n) for c in world.racks[j]] + world.bag
        racks.append(_axio_fill(world.racks[k], undrawn, opener, everything))
        everything -= Counter(racks[-1])
        world.draws.append((k, list(world.racks[k])))
    fills = {c: t for k in range(n) for c, t in zip(world.racks[k], racks[k], strict=True)
             if opener(c) is None}
    state: AxioState = axio_rules.from_racks(n, racks)
    world.start = state

    def act(action: Action) -> None:
        nonlocal state
        world.befores.append(state)
        state = axio_rules.apply(state, action)  # type: ignore[arg-type]
        world.actions.append(action)

    def resolve() -> None:
        nonlocal state
        while state.phase == "draw" and world.settled:
            cards = world.bag[:state.draw_count]
            state = _make_room(state, world, opener, fills)
            tiles = _axio_fill(cards, world.bag, opener, Counter(state.bag))
            for c, t in zip(cards, tiles, strict=True):
                if opener(c) is None:
                    fills[c] = t
            del world.bag[:len(cards)]
            world.racks[state.current].extend(cards)
            world.draws.append((state.current, cards))
            act(Draw(tuple(tiles)))

    for n_link, by, logged in table.log:
        where = _where(table, n_link, by)
        move = dict(logged)
        if "rebag" in move:
            world.bag = list(move["rebag"])
            world.settled = True
            resolve()
            continue
        if not world.settled:
            raise Refused(f"{where}: the bag is being reshuffled")
        try:
            if state.phase == OVER and state.end_reason == "no_placement" and state.current == by:
                state = replace(state, phase="place", end_reason=None)  # its holder knows better
            if game.to_act(state) != by:
                raise Refused(f"{where}: it is not {table.name(by)}'s turn")
            if "exchange" in move:
                for c in world.racks[by]:
                    if opener(c) is None:
                        raise Refused(f"{where}: the rack shown for the exchange is not open")
                shown = list(world.racks[by])
                act(Exchange())
                world.racks[by] = []
                resolve()
                world.bag.extend(shown)
                world.settled = False
            else:
                card = move.pop("card", None)
                keep = move.pop("keep", False)
                action = axio_action(move)
                if not isinstance(action, AxioPlace):
                    raise Refused(f"{where}: {move} is not a move of the game")
                if card is None:
                    raise Refused(f"{where}: the placement names no card")
                if card not in world.racks[by]:
                    raise Refused(f"{where}: card {card} is not on {table.name(by)}'s rack")
                index = opener(card)
                if index is None or AXIO_TILES[index] != canonical_axio_tile(action.tile):
                    raise Refused(f"{where}: {table.name(by)} placed {action.tile}, but card {card} "
                                  f"is not that tile")
                act(action)
                world.racks[by].remove(card)
                world.placed.append((by, card))
                if keep is True and state.phase == EXCHANGE:
                    act(KeepRack())  # the turn ended without an exchange, whatever stand-ins say
            resolve()
        except (AxioError, KeyError, TypeError) as err:
            if isinstance(err, Refused):
                raise
            raise Refused(f"{where}: {err}") from err
    world.state = state


def _replay_rota(table: Table, world: Replay, opener: Opener) -> None:
    n = table.players
    world.hand_count = [0] * n
    ids = list(range(table.count))
    known = {c: opener(c) for c in ids}
    if any(known[c] is None for c in range(4)):
        return  # the display is not open yet
    pool = Counter(ROTA_TILES)
    pool.subtract(ROTA_TILES[i] for i in known.values() if i is not None)
    fill = sorted(pool.elements())
    tiles = {}
    for c in ids:
        i = known[c]
        tiles[c] = ROTA_TILES[i] if i is not None else fill.pop(0)
    display = []
    for k, at in enumerate(ROTA_DISPLAY_CELLS):
        tile = tiles[k]
        rot = (centre_rotation(tile, at) if EMPTY_CORNER in tile
               else int(hashlib.sha256(f"{table.setup_hash}:{k}".encode()).hexdigest(), 16) % 4)
        display.append(DisplayTile(tile, at, rot))
    stacks = [[tiles[4 + ROTA_STACK * k + j] for j in range(ROTA_STACK)] for k in range(n)]
    supply = [tiles[c] for c in range(4 + ROTA_STACK * n, table.count)]
    state: RotaState = rota_rules.from_setup(display, stacks, supply)
    world.start = state
    world.state = state
    for n_link, by, logged in table.log:
        where = _where(table, n_link, by)
        move = dict(logged)
        try:
            if state.current != by or state.phase == "over":
                raise Refused(f"{where}: it is not {table.name(by)}'s turn")
            card = move.pop("card", None)
            action = rota_action(move)
            expected = world.held(by)
            if card not in expected:
                raise Refused(f"{where}: card {card} is not the tile {table.name(by)} has to play")
            index = opener(card)
            if index is None or ROTA_TILES[index] != action.tile:
                raise Refused(f"{where}: {table.name(by)} placed {action.tile}, but card {card} "
                              f"is not that tile")
            extra = state.in_extra_turn
            world.befores.append(state)
            state = rota_rules.apply(state, action)
            world.actions.append(action)
            world.placed.append((by, card))
            if extra:
                world.supply_count += 1
            else:
                world.hand_count[by] += 1
        except (AxioError, KeyError, TypeError) as err:
            if isinstance(err, Refused):
                raise
            raise Refused(f"{where}: {err}") from err
        world.state = state
    world.state = state


def check_names(variant: Any, names: Any) -> tuple[str, tuple[str, ...]]:
    if variant not in ("axio", "rota"):
        raise Refused("the invitation names no game (axio or rota)")
    if not (isinstance(names, list) and MIN_PLAYERS <= len(names) <= MAX_PLAYERS
            and all(isinstance(x, str) and 0 < len(x.strip()) <= MAX_NAME for x in names)):
        raise Refused(f"a game by links is for {MIN_PLAYERS} to {MAX_PLAYERS} named players")
    return variant, tuple(x.strip() for x in names)


__all__ = ["Table", "Replay", "replay", "Refused", "DeckStep", "check_names"]
