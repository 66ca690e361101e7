"""Random playouts over both games x 1-4 players, checking invariants at every step
(OpenSpiel's games_sim_test in spirit):

- tiles are conserved: placed + racks + bag (+ shown tiles) = the 100 AXIO tiles;
  display + hands + stacks + supply (+ the supply tile in play) = the 60 Rota tiles;
- scores stay within the caps (18, solo AXIO 36, Rota 12) and never fall;
- `apply` never mutates its input (equality with a deep copy and byte-equal pickles);
- `explain` predicts exactly what `apply` adds to the scoreboard;
- `observe` leaks nothing: swapping two hidden tiles never changes a player's view;
- `is_legal` agrees with `legal_actions` for a sample of legal actions and of variants;
- writing the record, reading it and replaying it gives an equal state;
- every game ends within a bound.

The policy mixes uniform random choices with a sampled greedy one, so that caps, extra
turns and instant wins happen too. `-m slow` runs the long soak.
"""

from __future__ import annotations

import copy
import pickle
import random
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from axio_core import game
from axio_core.actions import Action, AxioPlace, Draw, Exchange, KeepRack, RotaPlace
from axio_core.axio import board as B
from axio_core.axio import fast
from axio_core.axio import rules as axio_rules
from axio_core.axio.state import AxioState
from axio_core.components import AXIO_TILES, ROTA_TILES, canonical_axio_tile
from axio_core.constants import AXIO_CAP, AXIO_PYRAMIDS, AXIO_SOLO_CAP, COLORS, ROTA_CAP
from axio_core.game import State
from axio_core.records import read_record, replay, write_record
from axio_core.rota.state import RotaState
from axio_core.scores import add_capped, add_solo_axio

# At most: AXIO 100 placements, each turn one exchange choice and two draws; Rota 56 tiles.
MAX_STEPS = {"axio": 4 * len(AXIO_TILES), "rota": len(ROTA_TILES) - 4}


@dataclass
class Playout:
    variant: str
    players: int
    seed: int
    greedy: float  # share of placements chosen by the sampled greedy policy
    checks: int = 0  # how many invariant checks ran (so a test cannot pass vacuously)
    extra_turns: int = 0  # placements played as extra turns
    caps: int = 0  # colours that reached the cap
    instant_win: bool = False


def play_checked(variant: str, players: int, seed: int, greedy: float = 0.5) -> tuple[State, Playout]:
    """One whole game, every invariant checked after every action."""
    info = Playout(variant, players, seed, greedy)
    rng = random.Random(f"{variant}:{players}:{seed}")
    start = state = game.new_game(variant, players, seed)
    actions: list[Action] = []
    record_checks = {rng.randrange(1, 60), rng.randrange(60, 200)}
    check_state(state, None)
    while game.outcome(state) is None:
        assert len(actions) < MAX_STEPS[variant], "the game must end within the bound"
        check_legality(state, rng, info)
        check_hidden(state, rng, info)
        check_fast_path(state, rng)
        action = choose(state, rng, greedy)
        after = apply_checked(state, action)
        check_state(after, state)
        info.extra_turns += in_extra_turn(after)
        info.caps += sum(s == cap_of(after) for s in after.scores[after.current]) - sum(
            s == cap_of(state) for s in state.scores[after.current]
        )
        actions.append(action)
        state = after
        if len(actions) in record_checks and not isinstance(action, KeepRack):
            # A record cannot stop between a declined exchange and its draw: KeepRack is
            # only written as the draw that follows it (RECORDS.md).
            check_record(start, actions, state)
    check_record(start, actions, state)
    assert game.legal_actions(state) == [] and game.to_act(state) is None
    result = game.outcome(state)
    assert result is not None and result.scores == state.scores
    info.instant_win = result.reason == "instant_win"
    return state, info


# ---------------------------------------------------------------------------- the policy


def choose(state: State, rng: random.Random, greedy: float) -> Action:
    if game.to_act(state) == game.CHANCE:
        return game.sample_chance(state, rng)
    actions = game.legal_actions(state)
    assert actions, "a player to act always has a legal action"
    if rng.random() < greedy and isinstance(actions[0], (AxioPlace, RotaPlace)):
        # Rota: every placement; AXIO: a sample, as explaining them all is slow.
        sample = rng.sample(actions, min(24 if isinstance(state, AxioState) else 1000, len(actions)))
        return max(sample, key=lambda a: sum(game.explain(state, a).raw))
    return rng.choice(actions)


# ---------------------------------------------------------------------------- invariants


def in_extra_turn(state: State) -> bool:
    if isinstance(state, AxioState):
        return state.in_extra_turn and state.phase == "place"
    return state.supply_tile is not None


def cap_of(state: State) -> int:
    if isinstance(state, RotaState):
        return ROTA_CAP
    return AXIO_SOLO_CAP if state.is_solo else AXIO_CAP


def check_state(state: State, before: State | None) -> None:
    """Tiles conserved, scores within the caps and never falling."""
    if isinstance(state, AxioState):
        check_axio_tiles(state)
    else:
        check_rota_tiles(state)
    for p, scores in enumerate(state.scores):
        assert len(scores) == len(COLORS) and all(0 <= s <= cap_of(state) for s in scores)
        if before is not None:
            assert all(s >= b for s, b in zip(scores, before.scores[p], strict=True)), "scores never fall"


def check_axio_tiles(state: AxioState) -> None:
    held = Counter(canonical_axio_tile(t.tile) for t in state.placed)
    for rack in state.racks:
        held.update(rack)
    held.update(state.bag)
    held.update(state.returning)
    assert held == Counter(AXIO_TILES)
    for t in state.placed:  # the board shows every placed tile where it lies
        assert (state.board[B.index(t.cells[0])], state.board[B.index(t.cells[1])]) == (t.tile[0], t.tile[1])
    symbols = sum(ch in COLORS for ch in state.board)
    assert symbols == 2 * len(state.placed) + 5  # plus the five printed spaces (A2)
    assert state.board.count(B.PYRAMID) + state.pyramids_left == AXIO_PYRAMIDS  # moved ones stay (A8)


def check_rota_tiles(state: RotaState) -> None:
    held = Counter(t.tile for t in state.display)
    held.update(h for h in state.hands if h is not None)
    for stack in state.stacks:
        held.update(stack)
    held.update(state.supply)
    if state.supply_tile is not None:
        held[state.supply_tile] += 1
    assert held == Counter(ROTA_TILES)
    assert len({t.at for t in state.display}) == len(state.display)  # one tile per cell


def frozen_bytes(state: State) -> bytes:
    if isinstance(state, RotaState):
        _ = state.grid  # the cached look-up is part of the bytes, so fill it first
    return pickle.dumps(state)


def apply_checked(state: State, action: Action) -> State:
    """Apply, checking the input is untouched and `explain` predicted the points."""
    copied, before = copy.deepcopy(state), frozen_bytes(state)
    predicted = game.explain(state, action) if isinstance(action, (AxioPlace, RotaPlace)) else None
    after = game.apply(state, action)
    assert state == copied and frozen_bytes(state) == before, "apply must not mutate its input"
    if predicted is not None:
        p = state.current
        gained = tuple(a - b for a, b in zip(after.scores[p], state.scores[p], strict=True))
        assert gained == predicted.gains
        assert all(g <= r for g, r in zip(predicted.gains, predicted.raw, strict=True))
    return after


def check_record(start: State, actions: list[Action], state: State) -> None:
    """Write the record, read it back, replay it: the same state (ruling D3)."""
    names = [f"P{i + 1}" for i in range(start.players)]
    text = write_record(names, start, actions, {"meta": {"test": True}}).to_json()
    assert replay(read_record(text)).final == state


# ---------------------------------------------------------------------------- hidden information


def check_hidden(state: State, rng: random.Random, info: Playout) -> None:
    """A12/T8: a player's view is the same whatever the hidden tiles are."""
    for player in range(state.players):
        twin = hidden_twin(state, player, rng)
        view = game.observe(state, player)
        assert view == game.observe(copy.deepcopy(state), player)
        if twin is not None:
            assert twin != state
            assert game.observe(twin, player) == view
            info.checks += 1


def hidden_twin(state: State, player: int, rng: random.Random) -> State | None:
    if isinstance(state, AxioState):
        return _axio_twin(state, player, rng)
    return _rota_twin(state, player, rng)


def _swap_two(slots: list[list[Any]], rng: random.Random, ordered: bool) -> bool:
    """Swap two different tiles held in `slots`; False if there are none. Unless the lists
    are `ordered` (Rota's face-down piles), a swap inside one list changes nothing."""
    cells = [(owner, i) for owner in slots for i in range(len(owner))]
    rng.shuffle(cells)
    for la, ia in cells:
        for lb, ib in cells:
            if la[ia] != lb[ib] and (ordered or la is not lb):
                la[ia], lb[ib] = lb[ib], la[ia]
                return True
    return False


def _axio_twin(state: AxioState, player: int, rng: random.Random) -> AxioState | None:
    racks = [list(r) for r in state.racks]
    bag = list(state.bag)
    hidden = [racks[q] for q in range(state.players) if q != player] + [bag]
    if not _swap_two(hidden, rng, ordered=False):
        return None
    return replace(state, racks=tuple(tuple(sorted(r)) for r in racks), bag=tuple(sorted(bag)))


def _rota_twin(state: RotaState, player: int, rng: random.Random) -> RotaState | None:
    hands = [[h] if h is not None and q != player else [] for q, h in enumerate(state.hands)]
    stacks = [list(s) for s in state.stacks]
    supply = list(state.supply)
    in_play = [state.supply_tile] if state.supply_tile is not None and state.current != player else []
    if not _swap_two([*hands, *stacks, supply, in_play], rng, ordered=True):
        return None
    new_hands = tuple(hands[q][0] if hands[q] else state.hands[q] for q in range(state.players))
    return replace(
        state,
        hands=new_hands,
        stacks=tuple(tuple(s) for s in stacks),
        supply=tuple(supply),
        supply_tile=in_play[0] if in_play else state.supply_tile,
    )


# ---------------------------------------------------------------------------- legality


def check_legality(state: State, rng: random.Random, info: Playout) -> None:
    """`is_legal` says yes to a sample of `legal_actions` and no to everything else tried."""
    legal = game.legal_actions(state)
    known = {normal(a) for a in legal}
    assert len(known) == len(legal), "legal_actions lists each decision once"
    for action in rng.sample(legal, min(4, len(legal))):
        assert game.is_legal(state, action)
    for candidate in variants(state, legal, rng):
        assert game.is_legal(state, candidate) == (normal(candidate) in known), candidate
        info.checks += 1
    if game.to_act(state) == game.CHANCE:
        draw = game.sample_chance(state, rng)
        assert game.is_legal(state, draw) and legal == []
        assert not game.is_legal(state, Draw(draw.tiles + ("RR",)))


def normal(action: Action) -> Action:
    """One spelling per AXIO placement: cells in reading order (either half on either cell)."""
    if isinstance(action, AxioPlace) and B.index(action.cells[1]) < B.index(action.cells[0]):
        return AxioPlace(action.tile[::-1], (action.cells[1], action.cells[0]), action.pyramids_from)
    return action


def variants(state: State, legal: list[Action], rng: random.Random) -> list[Action]:
    """Actions near the legal ones: shifted, turned, other tiles, other names, other phases."""
    found: list[Action] = [Exchange(), KeepRack()] if isinstance(state, AxioState) else []
    for action in rng.sample(legal, min(3, len(legal))):
        if isinstance(action, AxioPlace):
            found += _axio_variants(state, action, rng)
        elif isinstance(action, RotaPlace):
            found += _rota_variants(action, rng)
    if isinstance(state, AxioState):
        a = (rng.randrange(13), rng.randrange(13))
        b = (a[0] + rng.choice((-1, 0, 1)), a[1] + rng.choice((-1, 0, 1)))
        found.append(AxioPlace(rng.choice(AXIO_TILES), (a, b)))
    else:
        tile = state.tile_to_play or rng.choice(ROTA_TILES)
        found.append(RotaPlace(tile, (rng.randrange(-3, 5), rng.randrange(-3, 5)), rng.randrange(4)))
    return found


def _axio_variants(state: State, action: AxioPlace, rng: random.Random) -> list[Action]:
    (x, y), cell_b = action.cells
    dx, dy = rng.choice(((1, 0), (0, 1), (-1, 0), (0, -1)))
    shifted = ((x + dx, y + dy), (cell_b[0] + dx, cell_b[1] + dy))
    pyramids = tuple(B.cell_of(i) for i, ch in enumerate(state.board) if ch == B.PYRAMID)  # type: ignore[union-attr]
    return [
        AxioPlace(action.tile, shifted, action.pyramids_from),
        AxioPlace(action.tile[::-1], (action.cells[1], action.cells[0]), action.pyramids_from),
        AxioPlace(rng.choice(AXIO_TILES), action.cells, action.pyramids_from),
        AxioPlace(action.tile, action.cells, action.pyramids_from[1:]),
        AxioPlace(action.tile, action.cells, action.pyramids_from + pyramids[:1]),
        AxioPlace(action.tile, (action.cells[0], (x + 1, y + 1))),
    ]


def _rota_variants(action: RotaPlace, rng: random.Random) -> list[Action]:
    x, y = action.at
    other = rng.choice([c for c in COLORS if c != action.name])
    return [
        replace(action, at=(x + rng.choice((-1, 1)), y)),
        replace(action, at=(x + 1, y + 1)),
        replace(action, rot=(action.rot + 1) % 4),
        replace(action, name=None if action.name else other),
        replace(action, name=other),
        replace(action, tile=rng.choice(ROTA_TILES)),
        replace(action, rot=rng.choice((-1, 4))),
    ]


# ---------------------------------------------------------------------------- the fast path


def check_fast_path(state: State, rng: random.Random, sample: int | None = 40) -> None:
    """axio/fast.py lists the same placements as the engine, and its points agree with the
    reference `explain` (for a sample, or all when `sample` is None)."""
    if not (isinstance(state, AxioState) and state.phase == "place"):
        return
    listed = list(fast.placements(state))
    reference = list(axio_rules.placements_without_pyramid_choice(state))
    assert [(p.tile, p.cells) for p in listed] == reference
    chosen = listed if sample is None else rng.sample(listed, min(sample, len(listed)))
    for p in chosen:
        scoring = game.explain(state, AxioPlace(p.tile, p.cells))
        assert (scoring.raw, scoring.pyramids) == (p.raw, tuple(B.cell_of(i) for i in p.isolated))


def reference_greedy(state: AxioState) -> tuple[str, tuple[Any, Any], tuple[Any, ...]]:
    """The greedy choice made with `explain` alone: highest sorted scoreboard, first among equals."""
    old, best, choice = state.scores[state.current], None, None
    for tile, cells in axio_rules.placements_without_pyramid_choice(state):
        raw = game.explain(state, AxioPlace(tile, cells)).raw
        after = add_solo_axio(old, raw, AXIO_CAP) if state.is_solo else add_capped(old, raw, AXIO_CAP)[0]
        if best is None or tuple(sorted(after)) > best:
            best, choice = tuple(sorted(after)), (tile, cells)
    assert choice is not None
    need = axio_rules.pyramid_moves_needed(state, choice[1])
    return choice[0], choice[1], axio_rules.movable_pyramids(state)[:need]


@pytest.mark.parametrize("players", [1, 2, 4])
def test_fast_greedy_matches_the_reference(players: int) -> None:
    """Whole greedy games: at every placement the fast choice is the reference one and every
    placement's points agree with `explain` (pyramids running out included, in 4 players)."""
    rng = random.Random(players)
    state = game.new_game("axio", players, seed=players)
    placements = 0
    while game.outcome(state) is None:
        if game.to_act(state) == game.CHANCE:
            state = game.apply(state, game.sample_chance(state, rng))
            continue
        assert isinstance(state, AxioState)
        if state.phase != "place":
            state = game.apply(state, Exchange())
            continue
        if placements % 4 == 0:  # the full comparison is slow; every fourth position
            check_fast_path(state, rng, sample=None)
            assert fast.greedy_action(state) == reference_greedy(state)
        tile, cells, sources = fast.greedy_action(state)
        state = game.apply(state, AxioPlace(tile, cells, sources))
        placements += 1
    assert placements > 25
    if players == 4:
        assert state.pyramids_left == 0 and state.board.count(B.BLOCKED) > 0  # A8 was exercised


# ---------------------------------------------------------------------------- the tests


GAMES = [(v, n) for v in ("axio", "rota") for n in (1, 2, 3, 4)]


@pytest.mark.parametrize("variant, players", GAMES)
def test_playouts(variant: str, players: int) -> None:
    """Every game x 1-4 players, one whole game each (mostly random for odd player counts,
    mostly greedy for even ones); `-m slow` plays more seeds of each."""
    state, info = play_checked(variant, players, seed=players, greedy=0.8 if players % 2 == 0 else 0.2)
    assert info.checks > 0


@pytest.mark.slow
@pytest.mark.parametrize("variant, players", GAMES)
def test_playouts_more_seeds(variant: str, players: int) -> None:
    for seed in range(2 if variant == "axio" else 6):
        state, info = play_checked(variant, players, seed, greedy=0.8 if seed % 2 else 0.2)
        assert info.checks > 0


@settings(max_examples=2)
@given(st.sampled_from(GAMES), st.integers(0, 2**32), st.floats(0, 1))
def test_playouts_hypothesis(game_kind: tuple[str, int], seed: int, greedy: float) -> None:
    play_checked(*game_kind, seed, greedy)


@pytest.mark.slow
@settings(max_examples=30)
@given(st.sampled_from(GAMES), st.integers(0, 2**32), st.floats(0, 1))
def test_playouts_hypothesis_more(game_kind: tuple[str, int], seed: int, greedy: float) -> None:
    play_checked(*game_kind, seed, greedy)


def test_playouts_reach_the_rare_rules() -> None:
    """The mostly greedy policy does reach caps, extra turns and the end (else the invariant
    checks above would never see them)."""
    assert play_checked("rota", 2, 0, greedy=1.0)[1].extra_turns > 0  # seeds 0 and 2 do
    assert play_checked("axio", 2, 1, greedy=1.0)[1].caps > 0  # seeds 1 and 2 do


@pytest.mark.slow
@pytest.mark.parametrize("variant, players", GAMES)
def test_playouts_soak(variant: str, players: int) -> None:
    for seed in range(100, 140):
        play_checked(variant, players, seed, greedy=(seed % 5) / 4)
