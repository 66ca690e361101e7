"""AXIO Rota at the table, under CPython: the display SVG, the controls, turning, naming,
the preview against the engine, and playing by clicks as a person would."""

from __future__ import annotations

import re

import pytest
from axio_web.games.rota.plugin import RotaPlugin
from axio_web.games.rota.render import CELL, corners_text, render_display, tile_svg, view_box
from axio_web.games.rota.selection import RotaSelection
from axio_web.runtime.events import Key
from axio_web.screens.table.screen import Table
from table_support import click, open_cells, play_by_clicks, shown

from axio_core import RotaPlace, game
from axio_core.rota.geometry import rotate
from axio_core.session import Session
from tests.play_support import greedy

PLUGIN = RotaPlugin()
CHIP = re.compile(r'class="chip chip-([RGBOP])".*?<span aria-hidden="true">\+(\d+)</span>')


# ---------------------------------------------------------------------------- helpers


def chips(html: str) -> dict[str, int]:
    return {c: int(p) for c, p in CHIP.findall(html)}


def solo(seed: int = 0) -> Table:
    return Table.start(PLUGIN, Session.new("rota", ["Solo"], seed))


# ---------------------------------------------------------------------------- the display


def test_every_legal_cell_is_marked_and_nothing_else() -> None:
    screen = solo(3)
    for _ in range(6):
        legal_cells = {a.at for a in screen.session.legal_actions()}
        assert open_cells(shown(screen)) == legal_cells
        screen, _ = play_by_clicks(screen, greedy(screen.session))


def test_every_open_cell_carries_game_coordinates() -> None:
    html = shown(solo(1))
    cells = re.findall(r'<g class="open-cell"([^>]*)>', html)
    assert cells
    for attrs in cells:
        assert re.search(r'data-x="-?\d+"', attrs) and re.search(r'data-y="-?\d+"', attrs)
        assert 'role="button"' in attrs and "aria-label=" in attrs


def test_view_box_fits_the_display_plus_one_ring() -> None:
    x, y, w, h = view_box([(0, 0), (1, 0), (0, 1), (1, 1), (4, -2)])
    assert x < -1 * CELL + 1 and y < -3 * CELL + 1
    assert x + w > 6 * CELL - 1 and y + h > 3 * CELL - 1


def test_display_grows_and_refits() -> None:
    screen = solo(2)
    boxes = []
    for _ in range(8):
        html = shown(screen)
        # the board's, not an icon's
        found = re.search(r'class="rota-display[^"]*"[^>]*viewBox="([^"]+)"', html)
        assert found is not None
        box = tuple(float(v) for v in found.group(1).split())
        boxes.append(box)
        # every tile and every open place lies inside the picture
        cells = [t.at for t in screen.session.state.display] + sorted(open_cells(html))
        for cx, cy in cells:
            assert box[0] <= cx * CELL and (cx + 1) * CELL <= box[0] + box[2]
            assert box[1] <= cy * CELL and (cy + 1) * CELL <= box[1] + box[3]
        screen, _ = play_by_clicks(screen, greedy(screen.session))
    assert len(set(boxes)) > 1


def test_tiles_show_four_corners_with_symbols_and_empty_corners_stay_empty() -> None:
    svg = tile_svg("RGB.", 100)
    assert svg.count('class="corner"') == 4
    assert "sym-R" in svg and "sym-G" in svg and "sym-B" in svg and "sym-O" not in svg
    state = Session.new("rota", ["A"], 4).state
    html = render_display(state.display)
    assert html.count('class="corner"') == 16
    symbols = sum(1 for t in state.display for c in t.corners if c != ".")
    assert html.count("<use ") == symbols


def test_public_display_has_no_places_and_no_preview() -> None:
    state = Session.new("rota", ["A"], 4).state
    html = render_display(state.display)
    assert "rota-cell" not in html and "preview" not in html


# ---------------------------------------------------------------------------- turning


def test_hand_tile_turns_by_button_tap_and_key() -> None:
    screen = solo(5)
    tile = screen.session.state.tile_to_play
    screen, _ = click(screen, "rota-rotate")
    assert screen.selection.rot == 1
    assert tile_svg(rotate(tile, 1), 112, shadow=True) in shown(screen)
    screen, _ = click(screen, "rota-rotate", dir=-1)
    assert screen.selection.rot == 0
    screen, _ = screen.handle(Key("r"))
    screen, _ = screen.handle(Key("r"))
    assert screen.selection.rot == 2
    # tapping the preview on the board turns it too
    x, y = sorted(open_cells(shown(screen)))[0]
    screen, _ = click(screen, "rota-cell", x=x, y=y)
    assert 'class="preview" data-action="rota-rotate"' in shown(screen)
    screen, effects = click(screen, "rota-rotate", x=x, y=y)
    assert screen.selection == RotaSelection((x, y), 3, None)
    assert any(corners_text(rotate(tile, 3)) in e.text for e in effects)


def test_arrow_keys_choose_places_and_enter_places() -> None:
    screen = solo(6)
    legal_cells = {a.at for a in screen.session.legal_actions()}
    screen, _ = screen.handle(Key("ArrowRight"))
    first = screen.selection.cell
    assert first in legal_cells
    screen, _ = screen.handle(Key("ArrowDown"))
    second = screen.selection.cell
    assert second in legal_cells and second[1] > first[1]
    if PLUGIN_needs_name(screen):
        screen, _ = screen.handle(Key("1"))
    screen, _ = screen.handle(Key("Enter"))
    assert len(screen.session.actions) == 1


def PLUGIN_needs_name(screen: Table) -> bool:  # noqa: N802 - reads as a question
    return 'data-action="rota-name"' in shown(screen)


# ---------------------------------------------------------------------------- preview


def test_preview_points_equal_the_engine_for_every_place_and_turn() -> None:
    screen = solo(7)
    session = screen.session
    for action in session.legal_actions():
        if action.name not in (None, "R"):
            continue
        trial, _ = click(screen, "rota-cell", x=action.at[0], y=action.at[1])
        for _ in range(action.rot):
            trial, _ = click(trial, "rota-rotate")
        if action.name:
            trial, _ = click(trial, "rota-name", name=action.name)
        expected = game.explain(session.state, action)
        want = {c: g for c, g in zip("RGBOP", expected.gains, strict=True) if g}
        html = shown(trial)
        controls = html[html.index('class="controls"') : html.index('class="status"')]
        assert chips(controls) == want, action
        # the circles that score are highlighted on the board, one ring per scoring circle
        circles = {p.at for p in expected.parts}
        assert html.count('class="score-ring"') == len(circles)
        assert len(trial.session.actions) == 0  # trying changes nothing


def test_naming_is_required_and_each_choice_shows_its_points() -> None:
    screen = solo(0)
    # find a turn where a name is due, playing greedily until then
    while not any(a.name for a in screen.session.legal_actions()):
        screen, _ = play_by_clicks(screen, greedy(screen.session))
    state = screen.session.state
    action = next(a for a in screen.session.legal_actions() if a.name)
    screen, _ = click(screen, "rota-cell", x=action.at[0], y=action.at[1])
    for _ in range(action.rot):
        screen, _ = click(screen, "rota-rotate")
    html = shown(screen)
    assert 'class="naming"' in html
    assert html.count('data-action="rota-name"') == 5
    for color in "RGBOP":
        named = game.explain(state, RotaPlace(action.tile, action.at, action.rot, color))
        extra = sum(p.points for p in named.parts if p.named)
        button = re.search(rf'data-name="{color}".*?</button>', html).group(0)
        assert (f"+{extra}<" in button) == (extra > 0)
    # confirming before naming plays nothing and says why
    played = len(screen.session.actions)
    screen, effects = click(screen, "rota-confirm")
    assert len(screen.session.actions) == played
    assert effects and "colour" in effects[0].text
    screen, _ = click(screen, "rota-name", name="B")
    assert 'aria-pressed="true"' in shown(screen)
    expected = game.explain(state, RotaPlace(action.tile, action.at, action.rot, "B"))
    html = shown(screen)
    controls = html[html.index('class="controls"') : html.index('class="status"')]
    assert chips(controls) == {c: g for c, g in zip("RGBOP", expected.gains, strict=True) if g}
    screen, _ = click(screen, "rota-confirm")
    assert screen.session.actions[played] == RotaPlace(action.tile, action.at, action.rot, "B")


def test_a_name_is_dropped_when_the_place_no_longer_needs_one() -> None:
    screen = solo(0)
    while not any(a.name for a in screen.session.legal_actions()):
        screen, _ = play_by_clicks(screen, greedy(screen.session))
    needing = {(a.at, a.rot) for a in screen.session.legal_actions() if a.name}
    plain = next(a for a in screen.session.legal_actions() if a.name is None)
    at, rot = next(iter(needing))
    screen, _ = click(screen, "rota-cell", x=at[0], y=at[1])
    for _ in range(rot):
        screen, _ = click(screen, "rota-rotate")
    screen, _ = click(screen, "rota-name", name="G")
    assert screen.selection.name == "G"
    screen, _ = click(screen, "rota-cell", x=plain.at[0], y=plain.at[1])
    while screen.selection.rot != plain.rot:
        screen, _ = click(screen, "rota-rotate")
    assert screen.selection.name is None


# ---------------------------------------------------------------------------- extra turns


def test_extra_turn_shows_axio_and_plays_the_supply_tile() -> None:
    screen = solo(0)
    while True:
        action = greedy(screen.session)
        reached = game.explain(screen.session.state, action).reached
        supply = screen.session.state.supply
        screen, effects = play_by_clicks(screen, action)
        if reached:
            break
    html = shown(screen)
    assert 'class="axio-banner"' in html and "AXIO!" in html
    assert screen.session.state.supply_tile == supply[0]
    assert "Extra turn" in html
    assert f'data-supply="{len(supply) - 1}"' in html
    assert any("AXIO!" in getattr(e, "text", "") for e in effects)
    # the supply tile is played the same way
    screen, _ = play_by_clicks(screen, greedy(screen.session))
    assert ('class="axio-banner"' in shown(screen)) == bool(screen.just_reached)
    assert screen.log[-1].extra_turn


def test_stacks_and_supply_are_visible() -> None:
    screen = Table.start(PLUGIN, Session.new("rota", ["Anna", "Beata", "Cem"], 1), cover=False)
    html = shown(screen)
    for i, size in enumerate(screen.session.state.stacks):
        assert f'data-stack="{i}">{len(size)}<' in html
    assert f'data-supply="{len(screen.session.state.supply)}"' in html


def test_describe_says_where_in_words_and_the_named_colour() -> None:
    start = game.observe(game.new_game("rota", 2, 1), None)
    # the start display's 2x2 at (0, 0)-(1, 1); rows and columns counted with the new tile
    assert PLUGIN.describe(RotaPlace("RGB.", (2, -1), 0), None, start) == (
        "placed a tile at the top right of the display, row 1, column 3"
    )
    assert PLUGIN.describe(RotaPlace("RGB.", (-1, 1), 0), None, start) == (
        "placed a tile at the bottom left of the display, row 2, column 1"
    )
    named = PLUGIN.describe(RotaPlace("RGB.", (0, 2), 0, "B"), None, start)
    assert named == "placed a tile at the bottom left of the display, row 3, column 1, and named blue"


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_whole_solo_game_by_clicks_matches_the_engine(seed: int) -> None:
    screen = solo(seed)
    shadow = Session.new("rota", ["Solo"], seed)
    while screen.session.outcome() is None:
        action = greedy(screen.session)
        screen, _ = play_by_clicks(screen, action)
        shadow = shadow.play(action)
    assert screen.session.state.scores == shadow.state.scores
    html = shown(screen)
    for color, value in zip("RGBOP", shadow.state.scores[0], strict=True):
        assert f'data-player="0" data-color="{color}" data-score="{value}"' in html
    assert f"Your result: {min(shadow.state.scores[0])}" in html


def test_a_tap_on_a_tile_of_the_display_says_why_not() -> None:
    table = solo(2)
    refused, effects = click(table, "rota-why", cx=0, cy=0)
    assert refused.message == "Not there: a tile lies there already."
    assert refused.session is table.session and effects
    assert 'data-action="rota-why"' in shown(table)


def test_placed_tiles_are_no_tap_targets_when_nobody_chooses() -> None:
    """Under the cover, in a computer's turn, at the end and in a replay a tap on a tile does
    nothing: no unnamed tap target is left on the board (accessibility)."""
    screen = solo(4)
    while screen.session.outcome() is None:
        screen, _ = play_by_clicks(screen, greedy(screen.session))
    html = shown(screen)
    assert "Your result" in html and 'class="tile' in html
    start = html.index('class="rota-display')  # the tiles' layer (the table stacks two)
    board = html[start : html.index("</svg>", start)]
    assert board.count('class="tile') >= 12 and "data-action" not in board
