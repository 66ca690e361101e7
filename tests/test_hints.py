"""Hints: the engine's suggestion is legal and comes from the view only; the table offers it
to one person (solo, against the computer) and to a table of people that chose them in the
menu, marks it with `[data-hint]`, and a game or best score made with hints says so."""

from __future__ import annotations

import random
import re
from dataclasses import replace as dataclass_replace

import pytest
from axio_web.app.page import render
from axio_web.app.routing import update
from axio_web.app.start import Boot, start
from axio_web.games.axio.plugin import AxioPlugin
from axio_web.games.rota.plugin import RotaPlugin
from axio_web.runtime.effects import RememberPreference, WriteStore
from axio_web.runtime.events import Click, Key
from axio_web.runtime.menu_choices import MenuChoices
from axio_web.runtime.model import Env
from axio_web.runtime.preferences import MENU_KEY
from axio_web.screens.menu import Menu
from axio_web.screens.saves.best_scores import render_best_tables
from axio_web.screens.table.screen import Choosing, Over, Table
from axio_web.storage import StoreImage, best_scores, save_game
from axio_web.ui.action_names import TableAction
from table_support import saves, shown

from axio_core import AxioPlace, apply, is_legal, legal_actions, observe, sample_chance, to_act
from axio_core.bots.determinize import determinize
from axio_core.bots.hint import suggest
from axio_core.game import State, new_game
from axio_core.session import Session
from tests.storage_support import START, finished_solo

HINT_MARK = re.compile(r'data-hint="\d" data-hint-x="(-?\d+)" data-hint-y="(-?\d+)"')


def _positions(variant: str, players: int, seed: int, moves: int) -> list[State]:
    """States along a game played by the hints themselves (chance by a seeded draw)."""
    state, out, rng = new_game(variant, players, seed), [], random.Random(seed)
    while len(out) < moves:
        player = to_act(state)
        if player is None:
            break
        if player < 0:
            state = apply(state, sample_chance(state, rng))
            continue
        out.append(state)
        state = apply(state, suggest(observe(state, player)).action)
    return out


@pytest.mark.parametrize("variant", ["axio", "rota"])
@pytest.mark.parametrize("players", [1, 2, 3])
def test_the_hint_is_legal_for_the_player_to_act(variant: str, players: int) -> None:
    for state in _positions(variant, players, seed=players, moves=12):
        view = observe(state, state.current)
        hint = suggest(view)
        assert is_legal(state, hint.action)
        assert hint.reasons


@pytest.mark.parametrize("variant", ["axio", "rota"])
def test_states_differing_only_in_hidden_tiles_give_the_same_hint(variant: str) -> None:
    for state in _positions(variant, 3, seed=5, moves=6):
        player = state.current
        view = observe(state, player)
        others = [determinize(view, random.Random(k)) for k in range(3)]
        assert any(o != state for o in others)  # the hidden tiles really differ
        for other in others:
            assert observe(other, player) == view
            assert suggest(observe(other, player)) == suggest(view)


def _solo(variant: str = "rota", seed: int = 3) -> Table:
    plugin = RotaPlugin() if variant == "rota" else AxioPlugin()
    return Table.start(plugin, Session.new(variant, ["Ann"], seed))


@pytest.mark.parametrize("variant", ["axio", "rota"])
def test_the_hint_button_marks_the_suggested_place_and_says_why(variant: str) -> None:
    table = _solo(variant)
    assert 'data-action="hint"' in shown(table)
    hinted, outs = table.handle(Click("hint", {}, is_button=True))
    assert hinted.hint is not None and hinted.hints_used
    page = shown(hinted)
    cells = {(int(x), int(y)) for x, y in HINT_MARK.findall(page)}
    assert cells == set(hinted.hint.hint.cells)
    assert 'class="hint-text"' in page and "Hint:" in page
    assert saves(outs)[-1].screen_state["hints"] is True
    # The suggestion, played, is accepted; the mark goes with the move.
    played, _ = hinted.play(hinted.hint.hint.action)
    assert played.hint is None and 'data-hint="' not in shown(played)


def test_the_h_key_asks_for_a_hint_too() -> None:
    table, _ = _solo("axio").handle(Key("h"))
    assert table.hint is not None
    assert "raises your lowest colour" in table.hint.text


def test_no_hints_in_a_game_of_several_people() -> None:
    table = Table.start(RotaPlugin(), Session.new("rota", ["Ann", "Bob"], 4), cover=False)
    assert isinstance(table.mode, Choosing)
    assert 'data-action="hint"' not in shown(table)
    after, outs = table.handle(Click("hint", {}, is_button=True))
    assert after is table and outs == []


def test_hints_are_offered_against_the_computer() -> None:
    table = Table.start(RotaPlugin(), Session.new("rota", ["Ann", "Bot"], 4, (None, "casual")))
    assert 'data-action="hint"' in shown(table)


def test_a_best_score_made_with_hints_says_so() -> None:
    session = finished_solo("rota", 2)
    image = StoreImage({})
    with_hints = save_game(image, None, session, {"hints": True}, START, "g1")
    (best,) = best_scores(with_hints.image, "rota").scores
    assert best.hints
    assert 'data-hints="true"' in render_best_tables({"rota": best_scores(with_hints.image, "rota")})
    plain = save_game(image, None, session, {}, START, "g2")
    (best,) = best_scores(plain.image, "rota").scores
    assert not best.hints


def test_the_end_of_a_game_made_with_hints_says_so() -> None:
    session = finished_solo("rota", 2)
    table = Table.start(RotaPlugin(), session, hints_used=True)
    assert isinstance(table.mode, Over)
    assert "Played with hints" in shown(table)


def test_an_exchange_offer_gets_a_hint_in_words_without_a_mark() -> None:
    state = new_game("axio", 2, 2)
    rng = random.Random(2)
    while state.phase != "exchange":
        player = to_act(state)
        assert player is not None
        if player < 0:
            state = apply(state, sample_chance(state, rng))
            continue
        state = apply(state, suggest(observe(state, player)).action)
    hint = suggest(observe(state, state.current))
    assert hint.cells == () and hint.reasons[0].kind in ("exchange", "keep")
    from axio_web.screens.table.hints import Shown, marks, sentence

    assert "rack" in sentence(hint, ("A", "B"))
    assert marks(Shown(hint, "")) == ""


def test_hints_for_everyone_chosen_in_the_menu_reach_a_game_of_several_people() -> None:
    """The menu's "Hints for everyone" is remembered, offers the hint to each person of a new
    hot-seat game, and a reload of that game keeps the table's choice."""
    env = Env()
    app, _ = start(Boot(), env)
    assert isinstance(app.screen, Menu)
    assert 'data-action="toggle-hints" aria-pressed="false"' in render(app).screen.html()
    app, _ = update(app, Click("choose-game", {"game": "rota"}, True), env)
    app, _ = update(app, Click("toggle-hints", {}, True), env)
    assert 'data-action="toggle-hints" aria-pressed="true"' in render(app).screen.html()
    app, effects = update(app, Click("start", {}, True), env)
    remembered = [e.value for e in effects if isinstance(e, RememberPreference) and e.key == MENU_KEY]
    assert remembered and MenuChoices.from_json(remembered[0]).hints
    store = {w.key: w.text for e in effects if isinstance(e, WriteStore) for w in e.writes}
    app, _ = update(app, Click(TableAction.READY, {}, True), env)  # the first person takes the tablet
    table = app.screen
    assert isinstance(table, Table) and table.session.people == 2 and table.hints_allowed
    assert isinstance(table.mode, Choosing) and 'data-action="hint"' in shown(table)
    reloaded, _ = start(
        Boot(store=StoreImage({k: v for k, v in store.items() if v is not None}), table_id=app.table_id), env
    )
    assert isinstance(reloaded.screen, Table) and reloaded.screen.hints_allowed


def test_hints_for_everyone_is_off_unless_chosen() -> None:
    assert not MenuChoices().hints
    assert not MenuChoices.from_json('{"hints": "yes"}').hints  # only a real true turns it on
    table = Table.start(
        RotaPlugin(), Session.new("rota", ["Ann", "Bob"], 4), cover=False, hints_for_everyone=True
    )
    assert 'data-action="hint"' in shown(table)
    after, _ = table.handle(Click("hint", {}, is_button=True))
    assert after.hint is not None and after.hints_used


# ---------------------------------------------------------------------------- reasons = explain


def _random_positions(variant: str, seed: int, every: int = 1) -> list[State]:
    """States along a game of random legal moves; the scores lifted near the cap at random,
    so that caps, extra turns and (AXIO, late) pyramids moved all occur."""
    rng = random.Random(seed)
    players = 1 + seed % 4
    state, out = new_game(variant, players, seed), list[State]()
    while True:
        player = to_act(state)
        if player is None:
            return out
        if player < 0:
            state = apply(state, sample_chance(state, rng))
            continue
        actions = legal_actions(state)
        if len(actions) > 1 and rng.random() < 1 / every:
            out.append(state)
        state = apply(state, rng.choice(actions))


def _lifted(state: State, rng: random.Random) -> State:
    """The player to act with scores near the cap (11..18 AXIO, 8..12 Rota)."""
    cap = 18 if variant_of(state) == "axio" else 12
    scores = list(state.scores)
    scores[state.current] = tuple(rng.randint(cap - 7, cap) for _ in range(5))  # type: ignore[assignment]
    return dataclass_replace(state, scores=tuple(scores))  # type: ignore[type-var]


def variant_of(state: State) -> str:
    return "rota" if hasattr(state, "display") else "axio"


@pytest.mark.parametrize(
    ("variant", "seeds"),
    [
        ("axio", 10),
        ("rota", 20),
        pytest.param("axio", 30, marks=pytest.mark.slow),
        pytest.param("rota", 60, marks=pytest.mark.slow),
    ],
    ids=["axio", "rota", "axio-30", "rota-60"],
)
def test_every_hint_reason_states_exactly_what_explain_scores(variant: str, seeds: int) -> None:
    """Hundreds of (position, move) pairs, seeded (thousands with `-m slow`): the reasons add
    up to `explain`'s gains colour by colour, name every point lost to the cap, every extra
    turn and every pyramid with each of its colours, and the sentence carries every one of
    those numbers."""
    from axio_web.screens.table.hints import _reasons
    from axio_web.ui.markup import color_name

    from axio_core import explain
    from axio_core.bots.hint import _score_reasons

    checked = pyramids = capped = 0
    for seed in range(seeds):
        rng = random.Random(seed)
        for state in _random_positions(variant, seed):
            if rng.random() < 0.5:
                state = _lifted(state, rng)
            view = observe(state, state.current)
            actions = [a for a in legal_actions(state) if hasattr(a, "tile")]
            if not actions:
                continue
            action = rng.choice(actions)
            found = explain(view, action)
            reasons = _score_reasons(view, found)  # type: ignore[arg-type]
            told = {c: 0 for c in "RGBOP"}
            for r in reasons:
                if r.kind in ("lowest", "points"):
                    told[r.color] += r.points
            assert tuple(told[c] for c in "RGBOP") == found.gains
            lost = {r.color: r.points for r in reasons if r.kind == "capped"}
            raw = zip("RGBOP", found.raw, found.gains, strict=True)
            assert lost == {c: w - g for c, w, g in raw if w > g}
            assert [r.color for r in reasons if r.kind == "extra"] == list(found.reached)
            per_pyramid: dict[tuple[int, int], dict[str, int]] = {}
            for part in found.parts:
                if part.kind == "pyramid":
                    per = per_pyramid.setdefault(part.at, {})
                    per[part.color] = per.get(part.color, 0) + part.points
            said = {r.at: dict(r.colors) for r in reasons if r.kind == "pyramid"}
            assert said == {at: {c: n for c, n in per.items() if n} for at, per in per_pyramid.items()}
            text = "; ".join(_reasons(tuple(reasons), ("A", "B", "C", "D")))
            for c, g in zip("RGBOP", found.gains, strict=True):
                if g:
                    assert str(g) in text and color_name(c) in text
            checked += 1
            pyramids += bool(per_pyramid)
            capped += bool(lost)
    print(f"\n{variant}, {seeds} seeds: {checked} checked, {capped} capped, {pyramids} with pyramids")
    assert checked >= 25 * seeds
    assert capped > 20 * seeds // 30
    if variant == "axio":
        assert pyramids > 20 * seeds // 30


def test_hint_pressed_again_offers_the_next_distinct_idea_and_selects_the_tile() -> None:
    """Against the computer: the hint takes the suggested rack tile, turned as suggested;
    pressed again, it suggests another place."""
    from axio_web.games.axio.choice import Choice

    session = Session.new("axio", ["You", "Bot"], 5, seats=(None, "beginner"))
    table = Table.start(AxioPlugin(), session)
    table, _ = table.handle(Click("hint", {}, True))
    first = table.hint
    assert first is not None and isinstance(table.mode, Choosing)
    choice = table.mode.selection
    action = first.hint.action
    assert isinstance(choice, Choice) and isinstance(action, AxioPlace)
    assert choice.tile in (action.tile, action.tile[::-1]) and choice.cells == ()
    assert choice.oriented == action.tile  # the first ringed cell tapped first lays it so
    table, _ = table.handle(Click("hint", {}, True))
    second = table.hint
    assert second is not None and second.rank == 1
    assert set(second.hint.cells) != set(first.hint.cells)
