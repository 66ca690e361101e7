"""Illustrated rules (axio_web/rule_pictures.py): each picture's stated points equal the
engine's `explain` for that position, built here by the tests' own text-picture parser."""

from __future__ import annotations

import pytest
from axio_web import i18n, rule_pictures
from axio_web.axio_ui.plugin import AxioPlugin
from axio_web.help import render_help
from axio_web.rule_pictures import EXAMPLES, Example, completed
from axio_web.table.markup import gain_code
from axio_web.table.plugin import Track

from axio_core import explain
from axio_core.ranking import winners
from tests.positions import axio_position, empty_picture, rota_position


@pytest.fixture(autouse=True)
def english() -> None:
    i18n.set_language("en")


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
        state = axio_position(_padded(example), racks=[[action.tile]], scores=[example.scores],
                              has_placed=[not example.first, True], pyramids_left=example.pyramids_left)
    else:
        state = rota_position(example.position, hands=[action.tile], scores=[example.scores])
    return gain_code(explain(state, action).gains)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.ruling)
def test_each_example_states_the_points_the_engine_gives(example: Example) -> None:
    assert example.points == _engine_points(example)
    assert gain_code(rule_pictures.scoring(example).gains) == example.points


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", ["axio", "rota"])
def test_the_help_shows_every_example_with_its_points(game: str, lang: str) -> None:
    i18n.set_language(lang)
    html = render_help(game, "rules")
    for example in rule_pictures.examples(game):
        assert f'data-ruling="{example.ruling}" data-points="{example.points}"' in html
    assert html.count("<svg") >= len(rule_pictures.examples(game))
    assert "rulepic." not in html  # every caption is translated


def test_the_rulings_a_first_game_meets_have_a_picture() -> None:
    shown = {e.ruling for e in EXAMPLES}
    assert {"A4", "A5", "A6", "A7", "A8", "A9", "A10", "T4", "T5", "T6", "T7"} <= shown


def test_the_pictured_extra_turns_reach_the_cap() -> None:
    """A10 and T7 say that reaching the cap earns an extra turn: the engine agrees."""
    for ruling in ("A10", "T7"):
        (example,) = [e for e in EXAMPLES if e.ruling == ruling]
        assert rule_pictures.scoring(example).reached == ("R",)


@pytest.mark.parametrize("standing", rule_pictures.STANDINGS, ids=lambda s: f"{s.game}-{s.ruling}")
def test_each_result_picture_states_what_the_engine_decides(standing: rule_pictures.Standing) -> None:
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

