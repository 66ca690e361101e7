"""Illustrated rules (axio_web/screens/help/rule_pictures.py): each picture's stated points equal the
engine's `explain` for that position, built here by the tests' own text-picture parser."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from pathlib import Path

import pytest
from axio_web.games.axio.plugin import AxioPlugin
from axio_web.games.plugin import Track
from axio_web.screens.help import rule_pictures, rule_results
from axio_web.screens.help.rule_pictures import EXAMPLES, Example, completed
from axio_web.screens.help.screen import render_help
from axio_web.strings import i18n
from axio_web.ui.markup import gain_code

from axio_core import Exchange, KeepRack, explain, game
from axio_core.actions import AxioPlace
from axio_core.axio import board as B
from axio_core.axio.rules import sample_draw
from axio_core.ranking import winners
from tests.positions import axio_position, empty_picture, rota_position

RULES = Path(__file__).resolve().parent.parent / "docs" / "RULES.md"
# Rulings with no picture of their own, and why: the components and the setup (every picture
# shows them: the board and its colour spaces, the tiles and their corners), hidden
# information (the cover screen and the racks show it at every turn), and what the digital
# table adds (the game itself).
NOT_PICTURED = {"A1", "A2", "A3", "A12", "T1", "T2", "T3", "T8", "D1", "D2", "D3"}


def _padded(example: Example) -> str:
    """The example's rows over an empty 9×9 play area (the tests' parser wants it whole)."""
    given = [line.split() for line in example.position.strip().splitlines()]
    rows = [line.split() for line in empty_picture(2).splitlines()]
    for y, row in enumerate(given):
        rows[y] = row
    return "\n".join(" ".join(r) for r in rows)


def _engine_points(example: Example) -> str:
    action = completed(example)
    if example.game == "axio":
        state = axio_position(
            _padded(example),
            players=example.players,
            racks=[[action.tile]],
            scores=[example.scores],
            has_placed=[not example.first, True][: example.players],
            pyramids_left=example.pyramids_left,
        )
    else:
        others = example.players - 1
        state = rota_position(
            example.position,
            hands=[action.tile] + [None] * others,
            scores=[example.scores] + [(0,) * 5] * others,
        )
    return gain_code(explain(state, action).gains)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.ruling)
def test_each_example_states_the_points_the_engine_gives(example: Example) -> None:
    assert example.points == _engine_points(example)
    assert gain_code(rule_pictures.scoring(example).gains) == example.points


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", ["axio", "rota"])
def test_the_help_shows_every_example_with_its_points(game: str, lang: str) -> None:
    with i18n.in_language(lang):
        html = render_help(game, "rules")
        for example in rule_pictures.examples(game):
            assert f'data-ruling="{example.ruling}" data-points="{example.points}"' in html
        assert html.count("<svg") >= len(rule_pictures.examples(game))
        assert "rulepic." not in html  # every caption is translated


def test_the_pictured_extra_turns_reach_the_cap() -> None:
    """A10 and T7 say that reaching the cap earns an extra turn: the engine agrees."""
    for ruling in ("A10", "T7"):
        (example,) = [e for e in EXAMPLES if e.ruling == ruling]
        assert rule_pictures.scoring(example).reached == ("R",)


@pytest.mark.parametrize("standing", rule_results.STANDINGS, ids=lambda s: f"{s.game}-{s.ruling}")
def test_each_result_picture_states_what_the_engine_decides(standing: rule_results.Standing) -> None:
    """R1: the stated winner is the engine's; R3/A15: a solo result is the lowest total, and
    solo AXIO's scoreboard runs to 36 with its second board from 18 (ruling A15)."""
    assert winners(standing.scores) == (standing.winner,)
    if len(standing.names) == 1:
        caption = i18n.t(f"rulepic.{standing.ruling}.{standing.game}")
        assert f"{min(standing.scores[0])}" in caption
        if standing.game == "axio":
            assert AxioPlugin().track(1) == Track(36, board=18) and max(standing.scores[0]) > 18
    html = render_help(standing.game, "rules")
    assert f'data-ruling="{standing.ruling}" data-winner="{standing.winner}"' in html


def _after(example: Example) -> game.State:
    """The picture's position after its move, played on to the next decision: AXIO draws
    (chance) and keeps the rack if an exchange is offered; Rota needs neither."""
    state = rule_pictures.axio_state(example) if example.game == "axio" else rule_pictures.rota_state(example)
    state = game.apply(state, completed(example))
    rng = random.Random(1)
    while game.outcome(state) is None and state.phase in ("draw", "exchange"):
        state = game.apply(state, sample_draw(state, rng) if state.phase == "draw" else KeepRack())
    return state


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: f"{e.game}-{e.ruling}")
def test_a_picture_ends_the_game_exactly_when_it_says_so(example: Example) -> None:
    """R2 (instant win), A13 (no room for the next player), T9 (every stack placed)."""
    outcome = game.outcome(_after(example))
    assert (outcome.reason if outcome else None) == example.ends


def test_alone_reaching_18_earns_no_extra_turn() -> None:
    """A16 against A10: the same move reaching 18 in a 2-player game earns an extra turn."""
    (solo,) = [e for e in EXAMPLES if e.ruling == "A16"]
    after = game.apply(rule_pictures.axio_state(solo), completed(solo))
    assert after.phase == "draw" and after.extra_turns == 0 and not after.in_extra_turn  # the next tile
    assert rule_pictures.scoring(solo).reached == ()
    assert rule_pictures.scoring(replace(solo, players=2)).reached == ("R",)


def test_alone_the_first_tile_must_touch_a_colour_space() -> None:
    """A14: the drawn tile's every legal first place touches a colour space; the picture's is one."""
    (example,) = [e for e in EXAMPLES if e.ruling == "A14"]
    state = rule_pictures.axio_state(example)
    places = [a for a in game.legal_actions(state) if isinstance(a, AxioPlace)]
    assert game.is_legal(state, completed(example))
    spaces = {B.cell_of(i) for i in B.SPACE_INDICES}
    for action in places:
        assert any(abs(x - sx) + abs(y - sy) == 1 for x, y in action.cells for sx, sy in spaces)


@pytest.mark.parametrize("offer", rule_results.OFFERS, ids=lambda o: o.ruling)
def test_the_exchange_picture_is_offered_as_the_engine_offers_it(offer: rule_results.Offer) -> None:
    """A11: place a tile that scores nothing, keep the pictured rack: the engine offers the
    exchange; with one tile of a lowest colour in its place, it does not."""

    def after_placing(rack: tuple[str, ...]) -> list[object]:
        state = axio_position(empty_picture(2), racks=[("RG",) + rack], scores=[offer.scores])
        state = game.apply(state, nowhere)
        return game.legal_actions(state)

    nowhere = AxioPlace("RG", ((3, 3), (4, 3)))  # touches nothing: scores nothing
    assert explain(axio_position(empty_picture(2), racks=[["RG"]]), nowhere).gains == (0,) * 5
    assert after_placing(offer.rack) == [Exchange(), KeepRack()]
    with_lowest = (offer.lowest[0] * 2,) + offer.rack[1:]
    assert after_placing(with_lowest) != [Exchange(), KeepRack()]
    html = render_help("axio", "rules")
    assert f'<figure class="rule-pic rule-pic-standing" data-ruling="{offer.ruling}">' in html
    assert html.count('class="rack-tile is-shown"') == sum(len(o.rack) for o in rule_results.OFFERS)


def test_every_ruling_a_player_can_meet_has_a_picture() -> None:
    """RULES.md's rulings, each pictured in the help (NOT_PICTURED says why the others are not)."""
    rulings = set(re.findall(r"^- ([ARTD]\d+)\.", RULES.read_text(encoding="utf-8"), re.MULTILINE))
    assert len(rulings) > 30 and rulings >= NOT_PICTURED
    pictured = (
        {e.ruling for e in EXAMPLES}
        | {s.ruling for s in rule_results.STANDINGS}
        | {o.ruling for o in rule_results.OFFERS}
    )
    assert rulings - NOT_PICTURED == pictured
