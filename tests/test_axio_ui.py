"""The AXIO plugin of the shared table, under plain CPython: what the board offers, what the
preview says, the pyramid choice (A8), the exchange offer (A11), hot-seat privacy (D2) and
solo's two scoreboards (A15). Everything is checked against the engine itself."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from axio_web.games.axio import choice as C
from axio_web.games.axio.plugin import AxioPlugin, marks, options
from axio_web.games.axio.render import render_board
from axio_web.games.turn import Turn
from axio_web.runtime.events import Click, Key
from axio_web.screens.table.screen import Table
from axio_web.strings import i18n
from positions import axio_position, empty_picture
from table_support import is_covered, passed_on, shown, turn_for

from axio_core import AxioPlace, Exchange, KeepRack, game
from axio_core.axio import board as B
from axio_core.axio import rules
from axio_core.axio.state import AxioState
from axio_core.components import AXIO_COLOR_SPACES, canonical_axio_tile
from axio_core.constants import COLORS
from axio_core.records import read_record, replay
from axio_core.session import Session
from tests.late_games import exchange_state, two_pyramids_to_move
from tests.spec_examples import EXAMPLES

PLUGIN = AxioPlugin()
TARGET = re.compile(r'<g class="target[^"]*" data-action="axio-cell" data-x="(\d+)" data-y="(\d+)"')
PARTNER = re.compile(r'<g class="target is-partner" data-action="axio-cell" data-x="(\d+)" data-y="(\d+)"')
PLACES = re.compile(r'data-x="(\d+)" data-y="(\d+)"')


def click(turn: Turn, choice: C.Choice, action: str, **data: object):
    return PLUGIN.handle(turn, choice, Click(action, {k: str(v) for k, v in data.items()}))


def engine_cells(state: AxioState) -> set[tuple[int, int]]:
    return {B.cell_of(i) for pair in rules.legal_pairs(state) for i in pair}


def engine_partners(state: AxioState, cell: tuple[int, int]) -> set[tuple[int, int]]:
    i = B.index(cell)
    return {B.cell_of(b if a == i else a) for a, b in rules.legal_pairs(state) if i in (a, b)}


def cells_of(pattern: re.Pattern[str], html: str) -> set[tuple[int, int]]:
    return {(int(x), int(y)) for x, y in pattern.findall(html)}


def random_states(players: int, seed: int, every: int = 1):
    """States of a game played at random, each one due for a placement."""
    session = Session.new("axio", [f"P{i}" for i in range(players)], seed=seed)
    rng = random.Random(seed)
    n = 0
    while session.outcome() is None:
        state = session.state
        if state.phase == "exchange":
            session = session.play(rng.choice([Exchange(), KeepRack()]))
            continue
        if n % every == 0:
            yield state
        n += 1
        tile, cells = rng.choice(list(rules.placements_without_pyramid_choice(state)))
        need = rules.pyramid_moves_needed(state, cells)
        session = session.play(AxioPlace(tile, cells, rules.movable_pyramids(state)[:need]))


# ---------------------------------------------------------------------------- where a tile can go


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_board_offers_exactly_the_engines_legal_cells_and_neighbours(players: int) -> None:
    for state in random_states(players, seed=players, every=4):
        turn = turn_for(state)
        choice = PLUGIN.new_selection(turn)
        html = PLUGIN.render_board(turn, choice).html()
        offered = cells_of(TARGET, html)
        assert offered == engine_cells(state)
        assert cells_of(PLACES, html) == offered  # nothing else claims to take a tile
        anchor = min(offered, key=lambda c: (c[1], c[0]))
        choice = click(turn, choice, "axio-cell", x=anchor[0], y=anchor[1]).selection
        assert cells_of(PARTNER, PLUGIN.render_board(turn, choice).html()) == engine_partners(state, anchor)


def test_a_first_placement_is_offered_only_next_to_colour_spaces_no_tile_touches_yet() -> None:
    """A5: once the first player has touched R, the second may not touch it again."""
    state = axio_position(
        empty_picture(2), racks=["RB GG OO PP RR", "GB GG RG RO RP"], has_placed=[False, False]
    )
    html = PLUGIN.render_board(turn_for(state), C.Choice()).html()
    offered = cells_of(TARGET, html)
    assert offered == engine_cells(state)
    assert (5, 2) in offered and (6, 3) in offered  # beside the red space (6, 2)
    assert (6, 4) in offered  # two away: its partner (6, 3) touches the space
    assert (4, 4) not in offered  # three away from every space

    session = Session.from_record(
        {
            "format": "axio-record",
            "version": 1,
            "variant": "axio",
            "players": ["A", "B"],
            "setup": {"racks": [["RB", "GG", "OO", "PP", "RR"], ["GB", "GG", "RG", "RO", "RP"]]},
            "moves": [{"place": "RR", "at": [[5, 2], [5, 3]]}],
        }
    )
    second = session.state
    assert second.current == 1 and not second.has_placed[1]
    offered = cells_of(TARGET, PLUGIN.render_board(turn_for(second), C.Choice()).html())
    assert offered == engine_cells(second)
    assert (7, 2) not in offered and (6, 3) not in offered  # red is touched already
    assert (9, 6) in offered  # beside the free green space (10, 6)


def test_solo_first_placement_may_touch_any_colour_space() -> None:
    state = Session.new("axio", ["Solo"], seed=4).state
    offered = cells_of(TARGET, PLUGIN.render_board(turn_for(state), C.Choice()).html())
    assert offered == engine_cells(state)
    for x, y in AXIO_COLOR_SPACES.values():
        assert {(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)} & offered


def test_cells_outside_the_play_area_are_drawn_but_never_offered() -> None:
    state = Session.new("axio", ["A", "B"], seed=1).state
    html = render_board(game.observe(state, 0))
    assert html.count('class="outside"') == 11 * 11 - 9 * 9  # the ring around the 9x9 area
    assert "data-x" not in html  # a public board offers no places


# ---------------------------------------------------------------------------- choosing and previewing


def test_two_taps_then_flip_then_confirm_plays_that_placement() -> None:
    state = axio_position(empty_picture(2), racks=["RB GG", "OO"])
    turn = turn_for(state)
    choice = PLUGIN.new_selection(turn)
    assert choice.tile == "GG"  # the first rack tile is taken up already
    choice = click(turn, choice, "axio-tile", tile="RB").selection
    choice = click(turn, choice, "axio-cell", x=3, y=3).selection
    assert click(turn, choice, "axio-confirm").action is None  # the other half is missing
    choice = click(turn, choice, "axio-cell", x=4, y=3).selection
    assert choice.placement() == AxioPlace("RB", ((3, 3), (4, 3)))
    choice = click(turn, choice, "axio-flip").selection
    assert choice.placement() == AxioPlace("BR", ((3, 3), (4, 3)))
    choice = click(turn, choice, "axio-cell", x=4, y=3).selection  # tapping the tile flips back
    assert choice.oriented == "RB"
    step = PLUGIN.handle(turn, choice, Key("f"))
    assert step.selection.oriented == "BR"
    step = PLUGIN.handle(turn, step.selection, Key("Enter"))
    assert step.action == AxioPlace("BR", ((3, 3), (4, 3)))
    assert game.is_legal(state, step.action)


def test_tapping_the_anchor_again_or_escape_forgets_the_cells() -> None:
    state = axio_position(empty_picture(2), racks=["RB"])
    turn = turn_for(state)
    choice = click(turn, C.Choice(tile="RB"), "axio-cell", x=3, y=3).selection
    assert click(turn, choice, "axio-cell", x=3, y=3).selection.cells == ()
    choice = click(turn, choice, "axio-cell", x=4, y=3).selection
    assert PLUGIN.handle(turn, choice, Key("Escape")).selection.cells == ()
    far = click(turn, choice, "axio-cell", x=8, y=8).selection  # not a neighbour: a new start
    assert far.cells == ((8, 8),)


def test_keyboard_play_moves_and_turns_the_placement_through_legal_spots_only() -> None:
    for state in random_states(2, seed=9, every=5):
        turn = turn_for(state)
        opts = options(turn)
        choice = PLUGIN.new_selection(turn)
        for key in ["ArrowDown", "ArrowRight", " ", "ArrowUp", " ", "ArrowLeft", "ArrowDown"]:
            choice = PLUGIN.handle(turn, choice, Key(key)).selection
            assert choice.pair is not None and frozenset(choice.pair) in opts.pairs


def test_the_preview_shows_the_engines_points_lines_and_pyramids() -> None:
    checked_pyramids = 0
    for state in random_states(3, seed=11, every=2):
        turn = turn_for(state)
        rng = random.Random(len(state.placed))
        for tile, cells in rng.sample(list(rules.placements_without_pyramid_choice(state)), 6):
            canonical = canonical_axio_tile(tile)
            choice = C.Choice(tile=canonical, cells=cells, flipped=tile != canonical)
            scoring = game.explain(state, AxioPlace(tile, cells))
            board = PLUGIN.render_board(turn, choice).html()
            controls = PLUGIN.render_controls(turn, choice)
            # The panel: one chip per colour that moves on the scoreboard, with its points.
            chips = dict(re.findall(r'class="chip chip-([RGBOP])".*?aria-hidden="true">\+(\d+)<', controls))
            assert chips == {c: str(g) for c, g in zip(COLORS, scoring.gains, strict=True) if g}
            # The board: a badge per scoring line and per colour of each new pyramid.
            badges = re.findall(
                r'class="axio-badge badge-([RGBOP])"[^>]*>.*?<text [^>]*>\+(\d+)</text>', board
            )
            expected = sorted((p.color, str(p.points)) for p in scoring.parts)
            assert sorted(badges) == expected
            lines = re.findall(r'class="score-line line-([RGBOP])"', board)
            assert sorted(lines) == sorted(p.color for p in scoring.parts if p.kind == "line")
            assert board.count("pyramid pyramid-new") == len(scoring.pyramids)
            checked_pyramids += len(scoring.pyramids)
    assert checked_pyramids > 0  # the sample did include placements that isolate a cell


def test_the_preview_says_what_the_cap_takes_and_which_colour_earns_an_extra_turn() -> None:
    rows = [r.split() for r in empty_picture(2).splitlines()]
    rows[1][4] = "R"  # a red half at (6, 3), below the red space (6, 2)
    state = axio_position(
        "\n".join(" ".join(r) for r in rows), racks=["RR"], scores=[(17, 5, 5, 5, 5), (0,) * 5]
    )
    turn = turn_for(state)
    choice = C.Choice(tile="RR", cells=((6, 4), (6, 5)))  # the upper half sees two reds
    scoring = game.explain(state, choice.placement())
    assert scoring.raw[0] == 2 and scoring.gains[0] == 1 and scoring.reached == ("R",)
    controls = PLUGIN.render_controls(turn, choice)
    assert "1 red lost over 18" in controls
    assert "AXIO! Red reaches 18: an extra turn" in controls


# ---------------------------------------------------------------------------- pyramids run out (A8)


def _before_first_pyramid_move() -> tuple[Session, dict]:
    record = json.loads((EXAMPLES / "axio-4p-pyramids-run-out.json").read_text())
    index = next(i for i, m in enumerate(record["moves"]) if "pyramids_from" in m)
    move = record["moves"][index]
    record["moves"] = record["moves"][:index]
    return Session.from_record(record), move


def test_when_no_pyramid_is_left_the_player_picks_the_one_that_moves() -> None:
    session, move = _before_first_pyramid_move()
    state = session.state
    assert state.pyramids_left == 0
    turn = turn_for(state)
    tile = move["place"]
    (x1, y1), (x2, y2) = move["at"]
    choice = click(turn, PLUGIN.new_selection(turn), "axio-tile", tile=canonical_axio_tile(tile)).selection
    choice = click(turn, choice, "axio-cell", x=x1, y=y1).selection
    choice = click(turn, choice, "axio-cell", x=x2, y=y2).selection
    if choice.oriented != tile:
        choice = click(turn, choice, "axio-flip").selection
    need = rules.pyramid_moves_needed(state, choice.pair)
    assert need == len(move["pyramids_from"]) >= 1

    board = PLUGIN.render_board(turn, choice).html()
    picks = re.findall(r'data-action="axio-pyramid" data-px="(\d+)" data-py="(\d+)"', board)
    pickable = {(int(x), int(y)) for x, y in picks}
    assert pickable == set(rules.movable_pyramids(state))
    step = click(turn, choice, "axio-confirm")
    assert step.action is None and step.announce  # says a pyramid must be picked first

    for px, py in move["pyramids_from"]:
        choice = click(turn, choice, "axio-pyramid", px=px, py=py).selection
    other = next(c for c in rules.movable_pyramids(state) if list(c) not in move["pyramids_from"])
    assert click(turn, choice, "axio-pyramid", px=other[0], py=other[1]).selection == choice  # no extra pick
    action = click(turn, choice, "axio-confirm").action
    assert action == AxioPlace(tile, ((x1, y1), (x2, y2)), tuple(tuple(c) for c in move["pyramids_from"]))
    after = game.apply(state, action)
    for px, py in move["pyramids_from"]:
        assert after.board[B.index((px, py))] == B.BLOCKED  # A9

    # Un-picking is allowed, and then confirm refuses again.
    px, py = move["pyramids_from"][0]
    undone = click(turn, choice, "axio-pyramid", px=px, py=py).selection
    assert undone.picks == () if need == 1 else len(undone.picks) == need - 1
    assert click(turn, undone, "axio-confirm").action is None


def test_pyramids_are_not_pickable_while_the_supply_lasts() -> None:
    state = Session.new("axio", ["A", "B"], seed=2).state
    turn = turn_for(state)
    choice = click(turn, PLUGIN.new_selection(turn), "axio-cell", x=3, y=6).selection
    assert "axio-pyramid" not in PLUGIN.render_board(turn, choice).html()
    assert marks(turn, choice).movable == ()


# ---------------------------------------------------------------------------- exchange (A11)


def test_the_exchange_is_offered_with_its_reason_only_in_the_exchange_phase() -> None:
    state = exchange_state()
    turn = turn_for(state)
    controls = PLUGIN.render_controls(turn, PLUGIN.new_selection(turn))
    assert 'data-action="axio-exchange"' in controls and 'data-action="axio-keep"' in controls
    scores = state.scores[state.current]
    low = [c for c, s in zip(COLORS, scores, strict=True) if s == min(scores)]
    assert ("lowest colour" in controls) and all(i18n.t(f"color.{c}") in controls for c in low)
    for tile in state.racks[state.current]:  # the rack is shown (A11: "they show the rack")
        assert not set(tile) & set(low)
    assert controls.count('class="rack-tile is-shown"') == len(state.racks[state.current])
    assert "data-x=" not in PLUGIN.render_board(turn, PLUGIN.new_selection(turn)).html()
    assert click(turn, C.Choice(), "axio-exchange").action == Exchange()
    assert click(turn, C.Choice(), "axio-keep").action == KeepRack()
    assert PLUGIN.handle(turn, C.Choice(), Key("Enter")).action is None

    for placing in random_states(2, seed=3, every=6):
        html = PLUGIN.render_controls(turn_for(placing), PLUGIN.new_selection(turn_for(placing)))
        assert "axio-exchange" not in html and "axio-keep" not in html
        assert click(turn_for(placing), C.Choice(), "axio-exchange").action is None


# ---------------------------------------------------------------------------- the table around it


def test_while_the_cover_is_up_no_rack_is_in_the_page() -> None:
    screen = Table.start(PLUGIN, Session.new("axio", ["Anna", "Beata"], seed=6))
    for turn_no in range(4):
        assert is_covered(screen) and screen.player == turn_no % 2
        rack = screen.session.state.racks[screen.player]
        html = shown(screen)
        assert "rack-tile" not in html and "data-tile" not in html and "data-x=" not in html
        screen, _ = screen.handle(Click("table-ready"))
        looking = shown(screen)
        assert looking.count('data-action="axio-tile"') == len(rack)
        assert all(f'data-tile="{t}"' in looking for t in rack)
        action = next(a for a in screen.session.legal_actions() if isinstance(a, AxioPlace))
        screen, _ = screen.handle(Click("axio-tile", {"tile": canonical_axio_tile(action.tile)}))
        for x, y in action.cells:
            screen, _ = screen.handle(Click("axio-cell", {"x": str(x), "y": str(y)}))
        if screen.selection.oriented != action.tile:
            screen, _ = screen.handle(Click("axio-flip"))
        screen, _ = screen.handle(Click("axio-confirm"))
        assert action in screen.session.actions
        assert "rack-tile" not in shown(screen) or screen.session.state.phase == "exchange"
        screen = passed_on(screen)  # the points land for everyone: no rack shown meanwhile
        while screen.session.state.phase == "exchange":  # the same player decides: no cover
            assert not is_covered(screen)
            screen, _ = screen.handle(Click("axio-keep"))


def test_solo_shows_two_boards_per_colour_and_the_totals_as_data_score() -> None:
    session = Session.new("axio", ["Solo"], seed=8)
    while session.outcome() is None:  # greedy: the placement that scores most
        state = session.state
        best = max(
            rules.placements_without_pyramid_choice(state),
            key=lambda tc: sum(rules.explain(state, AxioPlace(*tc)).gains),
        )
        session = session.play(AxioPlace(*best))
    totals = session.state.scores[0]
    assert max(totals) > 18  # some colour went on to the second board
    html = shown(Table.start(PLUGIN, session))
    hooks = dict(re.findall(r'data-player="0" data-color="([RGBOP])" data-score="(\d+)"', html))
    assert hooks == {c: str(s) for c, s in zip(COLORS, totals, strict=True)}
    assert PLUGIN.track(1).boards == 2 and PLUGIN.track(1).length == 36
    assert html.count('class="board-label board-2"') == 1  # the box's second scoreboard, as a line
    assert PLUGIN.track(2).boards == 1


def test_solo_offers_the_drawn_tile_as_a_rack_of_one() -> None:
    session = Session.new("axio", ["Solo"], seed=5)
    screen = Table.start(PLUGIN, session)
    assert not is_covered(screen)
    html = shown(screen)
    assert html.count('data-action="axio-tile"') == 1 and "Drawn tile" in html
    assert screen.selection.tile == session.state.racks[0][0]


def test_the_log_describes_placements_and_exchanges_but_never_a_draw() -> None:
    from axio_core import Draw

    assert PLUGIN.describe(Draw(("RB",)), None) is None
    text = PLUGIN.describe(AxioPlace("RB", ((3, 3), (4, 3))), None)
    assert text == "placed red sun on D4, blue star on E4"  # the names along the board's edges
    # flipped: the first half went to the lower cell, and each half is named with its own cell
    flipped = PLUGIN.describe(AxioPlace("OB", ((2, 5), (2, 4))), None)
    assert flipped == "placed blue star on C5, orange square on C6"
    assert PLUGIN.describe(Exchange(), None) == "exchanged the rack"
    with i18n.in_language("de"):
        assert PLUGIN.describe(Exchange(), None) == "tauschte das Bänkchen"
        assert PLUGIN.describe(AxioPlace("OB", ((2, 5), (2, 4))), None) == (
            "legte Blau Stern auf C5, Orange Quadrat auf C6"
        )


def test_a_replayed_game_keeps_the_public_board_the_same_for_every_player() -> None:
    record = read_record((EXAMPLES / "axio-3p-extra-turns.json").read_text())
    final = replay(record).states[-1]
    boards = {render_board(game.observe(final, None)) for p in range(3)}
    assert len(boards) == 1


def test_every_axio_string_exists_in_english_and_german() -> None:
    from axio_web.strings import axio as strings

    assert set(strings.EN) == set(strings.DE)
    used = set()
    for path in (Path(__file__).resolve().parents[1] / "web" / "axio_web" / "games" / "axio").glob("*.py"):
        used |= set(re.findall(r'"(axio\.[a-z_.]+)"', path.read_text()))
        for key in re.findall(r'counted\("(axio\.[a-z_.]+)"', path.read_text()):
            used |= {f"{key}.one", f"{key}.many"}
    used = {
        k
        for k in used
        if k
        not in {
            "axio.step_pyramids",
            "axio.step_pyramids_left",
            "axio.preview_pyramids",
            "axio.extra_turn_more",
            "axio.log.pyramids",
            "axio.log.moved",
        }
    }
    assert used <= set(strings.EN), sorted(used - set(strings.EN))


def test_a_tap_where_no_tile_can_go_says_why() -> None:
    """Refused taps explain themselves, with the engine's reason in the player's words."""
    from axio_web.screens.table.screen import Table
    from table_support import click

    table = Table.start(PLUGIN, Session.new("axio", ["Anna", "Beata"], seed=3), cover=False)
    far, _ = click(table, "axio-why", cx=4, cy=4)  # no pair with it touches a colour space
    assert far.message == "Not there: your first tile must touch a colour space that no tile touches yet."
    space, _ = click(table, "axio-why", cx=6, cy=6)
    assert space.message == "Not there: G7 is a colour space."  # ruling A2, said from its data
    with i18n.in_language("de"):  # German from the same data: no English reason inside
        assert click(table, "axio-why", cx=6, cy=6)[0].message == "Nicht dort: G7 ist ein Farbfeld."
    assert far.session is table.session  # nothing else changed
    assert 'data-action="axio-why" data-cx="4" data-cy="4"' in shown(table)  # the board offers the tap
    covered = Table.start(PLUGIN, table.session.play(table.session.legal_actions()[0]))
    assert is_covered(covered)  # nobody chooses: no tap on the board does anything
    board = shown(covered)
    start = board.index('class="axio-board')
    assert 'class="tile' in board and "data-action" not in board[start : board.index("</svg>", start)]


def test_a_pyramid_picked_on_the_board_keeps_the_focus_there_and_one_from_the_list_keeps_it_in_the_list() -> (
    None
):
    """The list of pick buttons is shown while it has the focus (A8, for the keyboard): a tap on
    the board's pyramid must not open it (it pushed "Place tile" out of the panel)."""
    session, action = two_pyramids_to_move()
    turn = Turn(game.observe(session.state, session.state.current), session.names)
    choice = PLUGIN.new_selection(turn)
    tile = canonical_axio_tile(action.tile)
    choice = click(turn, choice, "axio-tile", tile=tile).selection
    for x, y in action.cells:
        choice = click(turn, choice, "axio-cell", x=x, y=y).selection
    if choice.oriented != action.tile:
        choice = click(turn, choice, "axio-flip").selection
    (px, py), (qx, qy) = action.pyramids_from[:2]
    on_board = click(turn, choice, "axio-pyramid", px=px, py=py)
    assert on_board.selection.picks == ((px, py),) and on_board.focus_id is None
    button = Click("axio-pyramid", {"px": str(px), "py": str(py)}, is_button=True)
    from_list = PLUGIN.handle(turn, choice, button)
    assert from_list.focus_id == f"axio-pick-{px}-{py}"
    done = click(turn, on_board.selection, "axio-pyramid", px=qx, py=qy)
    assert done.focus_id == "axio-confirm" or len(action.pyramids_from) > 2


def test_points_badges_stay_inside_the_board_and_off_the_tile_being_tried() -> None:
    """Issue 40: a line's "+n" at the board's left edge, drawn up to MARK_SCALE times larger
    on a phone, stays inside the picture; a new pyramid's points stand above it when the tile
    being tried lies below it."""
    from axio_web.games.axio.render import BADGE_W, MARK_SCALE, Marks, board_layers, view_box

    from axio_core import ScorePart, Scoring
    from axio_core.axio.state import PlacedTile

    view = game.observe(game.new_game("axio", 4, 1), 0)
    start, size = view_box(4)
    line = ScorePart("line", "R", 2, (2, 5), ((1, 5), (0, 5)))  # ends on column A
    pyramid = ScorePart("pyramid", "G", 1, (6, 4), ((5, 4),))
    scoring = Scoring((2, 1, 0, 0, 0), (2, 1, 0, 0, 0), (line, pyramid), (), ((6, 4),))
    ghost = PlacedTile("RG", ((6, 5), (7, 5)))  # below the new pyramid
    board = board_layers(view, Marks(ghost=ghost, scoring=scoring))
    (x,) = re.findall(r'<g class="axio-badge badge-R" style="transform-origin:([-\d.]+)px', board.marks)
    half = BADGE_W * MARK_SCALE / 2
    assert start <= float(x) - half and float(x) + half <= start + size
    (pill_y,) = re.findall(r'<rect class="pill-bg" x="[-\d.]+" y="([-\d.]+)"', board.marks)
    assert float(pill_y) < 4 * 100  # above row 5's pyramid (y 400–500), clear of the tile at row 6
