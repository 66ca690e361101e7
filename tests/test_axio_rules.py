"""AXIO scenario tests, one or more per ruling of RULES.md, built from text pictures.

Pictures show the play area only; `c(x, y)` turns a 2-player picture's column and row into
a board cell (the 9x9 area starts at board cell (2, 2)). Every refusal also checks that the
state did not change (`refused`, ruling D1).
"""

from __future__ import annotations

import doctest
from functools import partial

import pytest

from axio_core import game
from axio_core.actions import AxioPlace, Draw, Exchange, KeepRack
from axio_core.axio import board as B
from axio_core.axio import rules
from axio_core.axio.state import DRAW, EXCHANGE, OVER, PLACE, AxioState
from axio_core.errors import GameOver, IllegalAction, InvalidInput, NotYourTurn
from tests.positions import at, axio_board, axio_picture, axio_position, empty_picture, refused, tiles

c = partial(at, 2)  # 2-player picture column/row -> board cell


def place(tile: str, a: tuple[int, int], b: tuple[int, int], *sources: tuple[int, int]) -> AxioPlace:
    return AxioPlace(tile, (a, b), tuple(sources))


def cell(state: AxioState, xy: tuple[int, int]) -> str:
    return state.board[B.index(xy)]


# ---------------------------------------------------------------------------- A1, A2, A4


def test_the_picture_format() -> None:
    import tests.positions as positions

    assert doctest.testmod(positions).failed == 0
    state = axio_position(TWO_HOLES, racks=["GO"])
    assert axio_picture(state) == "\n".join(" ".join(r.split()) for r in TWO_HOLES.strip().splitlines())
    with pytest.raises(ValueError, match="the printed space at"):
        axio_position(TWO_HOLES.replace("O . . . P", "O . . . G"))
    with pytest.raises(ValueError, match="is 9x9 cells"):
        axio_board("^", 2)


def test_play_area_depends_on_player_count() -> None:  # ruling A1
    two = game.new_game("axio", 2, seed=1)
    three = game.new_game("axio", 3, seed=1)
    four = game.new_game("axio", 4, seed=1)
    assert cell(two, (1, 5)) == B.OUTSIDE and cell(three, (1, 5)) == B.EMPTY
    assert cell(three, (0, 5)) == B.OUTSIDE and cell(four, (0, 5)) == B.EMPTY
    for state, size in ((two, 9), (three, 11), (four, 13)):
        assert sum(ch != B.OUTSIDE for ch in state.board) == size * size


def test_placement_outside_the_play_area_is_refused() -> None:  # ruling A1
    state = axio_position(empty_picture(2), racks=["RB"])
    refused(state, place("RB", (1, 5), (2, 5)), IllegalAction, "cell [1, 5] is outside the play area (A1)")
    refused(state, place("RB", (12, 12), (12, 13)), IllegalAction, "cell [12, 12] is outside the play area")
    refused(state, place("RB", (-1, 0), (0, 0)), IllegalAction, "outside the play area")
    three = axio_position(empty_picture(3), racks=["RB"])
    assert game.is_legal(three, place("RB", (1, 5), (2, 5)))


def test_printed_spaces_are_never_playable() -> None:  # ruling A2
    state = axio_position(empty_picture(2), racks=["RB"])
    refused(
        state, place("RB", (6, 2), (6, 3)), IllegalAction, "cell [6, 2] is not empty: a colour space (A2)"
    )
    refused(
        state, place("RB", (5, 6), (6, 6)), IllegalAction, "cell [6, 6] is not empty: a colour space (A2)"
    )


def test_a_tile_covers_two_adjacent_empty_cells_from_the_rack() -> None:  # ruling A4
    state = axio_position(
        """
        . . . . R . . . .
        . . . . . . . . .
        . . G G ^ # . . .
        . . . . . . . . .
        O . . . P . . . G
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . B . . . .
    """,
        racks=["RB GG"],
    )
    refused(
        state,
        place("RB", c(0, 0), c(1, 1)),
        IllegalAction,
        "cells [2, 2] and [3, 3] are not side by side (A4)",
    )
    refused(state, place("RB", c(0, 0), c(2, 0)), IllegalAction, "not side by side (A4)")
    refused(state, place("RB", c(0, 0), c(0, 0)), IllegalAction, "not side by side (A4)")
    refused(state, place("RB", c(2, 2), c(2, 3)), IllegalAction, "cell [4, 4] is not empty: taken by a tile")
    refused(state, place("RB", c(4, 2), c(4, 3)), IllegalAction, "cell [6, 4] is not empty: a pyramid")
    refused(state, place("RB", c(5, 3), c(5, 2)), IllegalAction, "cell [7, 4] is not empty: blocked (A9)")
    refused(state, place("OO", c(0, 0), c(1, 0)), IllegalAction, "tile OO is not on the rack")
    refused(state, place("RX", c(0, 0), c(1, 0)), InvalidInput, "'RX' is not a tile")
    refused(state, place("RBG", c(0, 0), c(1, 0)), InvalidInput, "is not a tile")
    refused(state, AxioPlace("RB", ([2, 2], [3, 2])), InvalidInput, "is not two cells")  # type: ignore[arg-type]
    refused(state, AxioPlace("RB", ((2.0, 2), (3, 2))), InvalidInput, "is not two cells")  # type: ignore[arg-type]
    refused(state, AxioPlace("RB", ((2, 2),)), InvalidInput, "is not two cells")  # type: ignore[arg-type]
    refused(
        state,
        AxioPlace("RB", ((2, 2), (3, 2)), [(0, 0)]),
        InvalidInput,  # type: ignore[arg-type]
        "is not a tuple of cells",
    )
    # Either half on either cell, in both directions (A4):
    for action in (
        place("RB", c(0, 0), c(1, 0)),
        place("BR", c(0, 0), c(1, 0)),
        place("RB", c(1, 0), c(0, 0)),
        place("RB", c(0, 1), c(0, 0)),
    ):
        assert game.is_legal(state, action)
    after = game.apply(state, place("BR", c(0, 1), c(0, 0)))
    assert (cell(after, c(0, 1)), cell(after, c(0, 0))) == ("B", "R")
    assert after.racks[0] == ("GG",)


# ---------------------------------------------------------------------------- A5, A14


FOUR_PLAYERS = """
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . G O R . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . O . . . P . . . G . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
    . . . . . . B . . . . . .
    . . . . . . . . . . . . .
    . . . . . . . . . . . . .
"""


def test_first_placement_in_a_four_player_game() -> None:  # ruling A5
    # On a 13x13 picture, column and row are the board cell. Player 0 placed GO on
    # (4, 2)-(5, 2), touching the red space (6, 2); players 1-3 have not placed yet.
    state = axio_position(
        FOUR_PLAYERS, racks=["", "RB", "RB", "RB"], current=1, has_placed=(True, False, False, False)
    )
    refused(
        state,
        place("RB", (6, 0), (6, 1)),
        IllegalAction,
        "a first placement must touch a colour space that no tile touches yet (A5)",
    )
    refused(state, place("RB", (7, 2), (8, 2)), IllegalAction, "a first placement must touch")
    refused(state, place("RB", (0, 0), (1, 0)), IllegalAction, "a first placement must touch")
    assert game.is_legal(state, place("RB", (10, 4), (10, 5)))  # touches green from above
    assert game.is_legal(state, place("RB", (0, 6), (1, 6)))  # touches orange; 13x13 area (A1)
    pairs = {frozenset(p) for p in rules.legal_pairs(state)}
    spaces = {B.index(xy) for xy in ((10, 6), (6, 10), (2, 6), (6, 6))}
    assert pairs and all(any(s in B.NEIGHBOURS[i] for i in p for s in spaces) for p in pairs)
    assert not any(B.index((6, 1)) in p or B.index((7, 2)) in p for p in pairs)
    # After the first placement the player may place anywhere.
    after = game.apply(state, place("RB", (10, 4), (10, 5)))
    assert after.has_placed == (True, True, False, False)
    later = axio_position(FOUR_PLAYERS, racks=["", "RB"], players=4, current=1)
    assert game.is_legal(later, place("RB", (0, 0), (1, 0)))


def test_a_space_touched_by_another_players_first_tile_is_taken_in_a_new_game() -> None:  # ruling A5
    state = game.new_game("axio", 4, seed=3)
    tile = state.racks[0][0]
    state = game.apply(state, place(tile, (6, 3), (6, 4)))  # touches red from below
    state = game.apply(state, Draw(state.bag[:1]))
    assert state.current == 1 and state.phase == PLACE
    refused(
        state,
        place(state.racks[1][0], (7, 2), (8, 2)),
        IllegalAction,
        "a colour space that no tile touches yet (A5)",
    )
    assert game.is_legal(state, place(state.racks[1][0], (7, 6), (8, 6)))  # purple is free


def test_solo_first_placement_must_touch_a_colour_space() -> None:  # ruling A14
    state = axio_position(empty_picture(1), players=1, racks=["GO"], has_placed=(False,))
    refused(
        state,
        place("GO", c(0, 0), c(1, 0)),
        IllegalAction,
        "a first placement must touch a colour space (A14)",
    )
    assert game.is_legal(state, place("GO", c(4, 1), c(5, 1)))


# ---------------------------------------------------------------------------- A6


LINES = """
    . . . . R . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    O . . B P . . . G
    . . . B B . . . .
    R B B . . B # . .
    . . . B B . . . .
    . . . ^ B . . . .
"""


def test_line_scoring_in_three_directions_with_every_kind_of_stop() -> None:  # rulings A6, A2, A9
    state = axio_position(LINES, racks=["BB BR"])
    a, b = c(3, 6), c(4, 6)
    scoring = game.explain(state, place("BB", a, b))
    # Half on a: up B B then empty (2), down B then pyramid (1), left B B then red (2).
    # Half on b: up B then the purple space (1), right B then blocked (1),
    #            down B, the blue printed space, then outside the area (2).
    assert scoring.raw == (0, 0, 9, 0, 0)
    by_half = {h: sorted(len(p.cells) for p in scoring.parts if p.at == h) for h in (a, b)}
    assert by_half == {a: [1, 2, 2], b: [1, 1, 2]}
    assert c(4, 8) in next(p.cells for p in scoring.parts if p.at == b and len(p.cells) == 2)  # A2
    assert all(p.kind == "line" and p.color == "B" for p in scoring.parts)


def test_the_placed_tile_never_counts_itself_and_orientation_matters() -> None:  # ruling A6
    state = axio_position(LINES, racks=["BB BR"])
    a, b = c(3, 6), c(4, 6)
    assert game.explain(state, place("BR", a, b)).raw == (0, 0, 5, 0, 0)
    assert game.explain(state, place("RB", a, b)).raw == (0, 0, 4, 0, 0)
    # The two halves of a double never count each other.
    lone = axio_position(empty_picture(2), racks=["BB"])
    assert game.explain(lone, place("BB", c(1, 1), c(2, 1))).raw == (0, 0, 0, 0, 0)


def test_lines_run_to_the_edge_of_the_grid() -> None:  # ruling A6, 4 players
    picture = empty_picture(4).splitlines()
    picture[0] = "R R . . . . . . . . . . ."
    state = axio_position("\n".join(picture), racks=["", "RO"], current=1)
    assert game.explain(state, place("RO", (2, 0), (2, 1))).raw == (2, 0, 0, 0, 0)


def test_apply_adds_the_points_and_leaves_the_input_alone() -> None:  # rulings A6, D1
    state = axio_position(LINES, racks=["BB BR"], scores=[(1, 2, 3, 4, 5), (0, 0, 0, 0, 0)])
    after = game.apply(state, place("BB", c(3, 6), c(4, 6)))
    assert after.scores == ((1, 2, 12, 4, 5), (0, 0, 0, 0, 0))
    assert state.scores[0] == (1, 2, 3, 4, 5) and cell(state, c(3, 6)) == "."
    assert after.racks[0] == tiles("BR") == ("RB",)  # racks hold canonical tiles


# ---------------------------------------------------------------------------- A7, A8, A9


def test_a_pyramid_next_to_a_printed_space_scores_it() -> None:  # rulings A7, A2
    state = axio_position(
        """
        . . G . R . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O . . . P . . . G
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . B . . . .
    """,
        racks=["BO"],
    )
    scoring = game.explain(state, place("BO", c(3, 1), c(3, 2)))
    # (3, 0) is closed by the green half, the red space, the area's edge and the new blue half.
    assert scoring.pyramids == (c(3, 0),)
    assert scoring.raw == (1, 1, 1, 0, 0)
    assert {(p.kind, p.color, p.at) for p in scoring.parts} == {
        ("pyramid", "R", c(3, 0)),
        ("pyramid", "G", c(3, 0)),
        ("pyramid", "B", c(3, 0)),
    }
    after = game.apply(state, place("BO", c(3, 1), c(3, 2)))
    assert cell(after, c(3, 0)) == B.PYRAMID and after.pyramids_left == 19
    assert after.scores[0] == (1, 1, 1, 0, 0)


TWO_HOLES = """
    ^ . . . R . . . .
    . . . . . . R . .
    . . . . . R . P .
    . . . . . . . . .
    O . . . P . B . G
    . . . . . . . B .
    . . . . . . . . .
    . . . . . . . . .
    ^ . . . B . . . .
"""


def test_several_isolated_cells_at_once_in_reading_order() -> None:  # ruling A7
    state = axio_position(TWO_HOLES, racks=["GO"])
    action = place("GO", c(6, 3), c(7, 3))
    scoring = game.explain(state, action)
    assert scoring.pyramids == (c(6, 2), c(7, 4))  # reading order: y first
    # (6, 2): red, red, purple, the new green half; (7, 4): blue, blue, the green space, new orange.
    assert scoring.raw == (2, 2, 2, 1, 1)
    assert [p.at for p in scoring.parts if p.kind == "pyramid"] == [c(6, 2)] * 3 + [c(7, 4)] * 3
    after = game.apply(state, action)
    assert after.pyramids_left == state.pyramids_left - 2 == 16
    assert cell(after, c(6, 2)) == cell(after, c(7, 4)) == B.PYRAMID


def test_a_blocked_neighbour_does_not_close_a_cell_and_blocked_cells_stay_empty() -> None:  # rulings A7, A9
    state = axio_position(
        """
        . . . . R . . . .
        . . G . . . . . .
        . G # G . . . . .
        G . . . . . . . .
        O # . . P . . . G
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . B . . . .
    """,
        racks=["GG"],
        pyramids_left=0,
    )
    action = place("GG", c(2, 3), c(2, 4))
    scoring = game.explain(state, action)
    # (2, 2) is blocked: never isolated again. (1, 3) has a blocked neighbour: not closed.
    assert scoring.pyramids == ()
    assert scoring.raw == (0, 0, 0, 0, 0)  # the line up from (2, 3) stops at the blocked cell
    after = game.apply(state, action)
    assert cell(after, c(2, 2)) == B.BLOCKED and cell(after, c(1, 3)) == B.EMPTY
    refused(
        axio_position(axio_picture(after), racks=["GG"]),
        place("GG", c(2, 2), c(3, 2)),
        IllegalAction,
        "cell [4, 4] is not empty: blocked (A9)",
    )


def test_with_one_pyramid_left_the_second_hole_takes_a_moved_one() -> None:  # rulings A8, A9
    state = axio_position(TWO_HOLES, racks=["GO"], pyramids_left=1)
    refused(state, place("GO", c(6, 3), c(7, 3)), IllegalAction, "1 pyramid(s) must move (A8), 0 named")
    after = game.apply(state, place("GO", c(6, 3), c(7, 3), c(0, 8)))
    assert after.pyramids_left == 0
    assert cell(after, c(6, 2)) == cell(after, c(7, 4)) == B.PYRAMID
    assert cell(after, c(0, 8)) == B.BLOCKED and cell(after, c(0, 0)) == B.PYRAMID
    assert after.scores[0] == (2, 2, 2, 1, 1)  # which pyramid moves never changes the points


def test_all_pyramids_used_so_they_must_move() -> None:  # rulings A8, A9
    state = axio_position(TWO_HOLES, racks=["GO"], pyramids_left=0)
    cells = (c(6, 3), c(7, 3))
    refused(state, place("GO", *cells), IllegalAction, "2 pyramid(s) must move (A8), 0 named")
    refused(state, place("GO", *cells, c(0, 0)), IllegalAction, "2 pyramid(s) must move (A8), 1 named")
    refused(
        state, place("GO", *cells, c(0, 0), c(0, 0)), IllegalAction, "the same pyramid is named twice (A8)"
    )
    refused(
        state,
        place("GO", *cells, c(0, 0), c(1, 8)),
        IllegalAction,
        "there is no pyramid at [3, 10] to move (A8)",
    )
    # A pyramid placed by this very placement is not "already on the board" (A8).
    refused(state, place("GO", *cells, c(0, 0), c(6, 2)), IllegalAction, "there is no pyramid at [8, 4]")
    refused(state, place("GO", *cells, c(0, 0), (99, 99)), IllegalAction, "there is no pyramid at [99, 99]")
    refused(state, place("GO", *cells, c(0, 0), c(0, 8), c(0, 0)), IllegalAction, "2 pyramid(s) must move")
    after = game.apply(state, place("GO", *cells, c(0, 8), c(0, 0)))
    assert cell(after, c(0, 0)) == cell(after, c(0, 8)) == B.BLOCKED
    assert after.pyramids_left == 0 and after.board.count(B.PYRAMID) == 2
    # Each set of pyramids is listed once, in reading order; any order of it is legal too.
    choices = [a for a in game.legal_actions(state) if set(a.cells) == set(cells)]
    assert {a.pyramids_from for a in choices} == {(c(0, 0), c(0, 8))}
    assert all(game.is_legal(state, a) for a in choices)
    assert game.is_legal(state, place("GO", *cells, c(0, 8), c(0, 0)))


def test_all_twenty_pyramids_on_the_board() -> None:  # rulings A3, A8
    rows = TWO_HOLES.strip().splitlines()
    rows[6] = rows[7] = "^ ^ ^ ^ ^ ^ ^ ^ ^"  # 2 + 18 pyramids: the supply is empty
    state = axio_position("\n".join(rows), racks=["GO"])
    assert state.pyramids_left == 0 and len(rules.movable_pyramids(state)) == 20
    cells = (c(6, 3), c(7, 3))
    choices = [a for a in game.legal_actions(state) if a.cells == cells]
    assert len(choices) == 2 * (20 * 19 // 2)  # two orientations x sets of two pyramids
    after = game.apply(state, place("GO", *cells, c(8, 7), c(0, 0)))
    assert (cell(after, c(8, 7)), cell(after, c(0, 0))) == (B.BLOCKED, B.BLOCKED)
    assert after.board.count(B.PYRAMID) == 20 and after.pyramids_left == 0


def test_naming_a_pyramid_when_none_has_to_move_is_refused() -> None:  # ruling A8
    state = axio_position(TWO_HOLES, racks=["GO"])
    refused(
        state,
        place("GO", c(6, 3), c(7, 3), c(0, 0)),
        IllegalAction,
        "no pyramid has to move: pyramids are left in the supply (A8)",
    )
    empty_supply = axio_position(TWO_HOLES, racks=["GO"], pyramids_left=0)
    refused(empty_supply, place("GO", c(0, 6), c(1, 6), c(0, 0)), IllegalAction, "no pyramid has to move")


def test_a_moved_pyramid_leaves_a_blocked_cell() -> None:  # rulings A8, A9
    state = axio_position(
        """
        . . . . R . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O . . . P . . . G
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . G . . B . . . ^
    """,
        racks=["BB PP"],
        pyramids_left=0,
    )
    action = place("BB", c(0, 7), c(1, 7), c(8, 8))  # closes (0, 8): corner, green, new blue
    assert rules.pyramid_moves_needed(state, action.cells) == 1
    assert game.explain(state, action).raw == (0, 1, 1, 0, 0)
    after = game.apply(state, action)
    assert cell(after, c(0, 8)) == B.PYRAMID and cell(after, c(8, 8)) == B.BLOCKED
    assert after.pyramids_left == 0 and rules.movable_pyramids(after) == (c(0, 8),)
    later = axio_position(axio_picture(after), racks=["PP"], pyramids_left=0)  # player 0 again
    refused(later, place("PP", c(8, 8), c(7, 8)), IllegalAction, "cell [10, 10] is not empty: blocked (A9)")
    assert not any(B.index(c(8, 8)) in pair for pair in rules.legal_pairs(later))


def test_a_blocked_cell_is_never_isolated_again() -> None:  # ruling A9
    state = axio_position(
        """
        . . . . R . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O . . . P . . . G
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . G
        ^ G . . B . . . #
    """,
        racks=["PP"],
        pyramids_left=0,
    )
    scoring = game.explain(state, place("PP", c(7, 8), c(6, 8)))  # closes the blocked corner
    assert scoring.pyramids == ()
    assert game.apply(state, place("PP", c(7, 8), c(6, 8))).board.count(B.PYRAMID) == 1


# ---------------------------------------------------------------------------- A10, R2


CAP = """
    . R . . R . . . .
    R . G G . . . . .
    . . G . . . . . .
    . . . . . . . . .
    O . . . P . . . G
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . B . . . .
"""


def test_points_are_summed_per_colour_then_capped() -> None:  # ruling A10
    # Red half on (1, 1): up R then the edge (1), left R then the edge (1), right G: 2 red
    # from two lines. Green half on (1, 2): right G then empty: 1 green.
    state = axio_position(CAP, racks=["RG BB OO"], scores=[(16, 17, 5, 5, 5), (0,) * 5])
    action = place("RG", c(1, 1), c(1, 2))
    scoring = game.explain(state, action)
    assert scoring.raw == (2, 1, 0, 0, 0)
    assert scoring.gains == (2, 1, 0, 0, 0)
    assert scoring.reached == ("R", "G")
    over = game.explain(axio_position(CAP, racks=["RG"], scores=[(17, 17, 5, 5, 5), (0,) * 5]), action)
    assert over.raw == (2, 1, 0, 0, 0) and over.gains == (1, 1, 0, 0, 0)  # 1 red point lost
    assert over.reached == ("R", "G")  # red reached 18 through two lines: one extra turn for it


def test_two_colours_reaching_the_cap_give_two_extra_turns() -> None:  # ruling A10
    state = axio_position(CAP, racks=["RG BB OO"], scores=[(16, 17, 5, 5, 5), (0,) * 5])
    state = game.apply(state, place("RG", c(1, 1), c(1, 2)))
    assert state.scores[0] == (18, 18, 5, 5, 5)
    assert (state.phase, state.current, state.in_extra_turn, state.extra_turns) == (PLACE, 0, True, 1)
    state = game.apply(state, place("BB", c(6, 7), c(7, 7)))  # first extra turn, scores nothing
    assert (state.phase, state.current, state.in_extra_turn, state.extra_turns) == (PLACE, 0, True, 0)
    state = game.apply(state, place("OO", c(6, 5), c(7, 5)))  # second extra turn
    assert (state.phase, state.current, state.draw_count) == (DRAW, 0, 5)  # then draw up to 5
    assert not state.in_extra_turn


def test_an_extra_turn_with_an_empty_rack_is_lost() -> None:  # ruling A10
    state = axio_position(CAP, racks=["RG"], scores=[(16, 17, 5, 5, 5), (0,) * 5])
    state = game.apply(state, place("RG", c(1, 1), c(1, 2)))
    assert (state.phase, state.current, state.extra_turns, state.draw_count) == (DRAW, 0, 0, 5)


def test_an_extra_turn_with_no_room_is_lost() -> None:  # ruling A10
    state = axio_position(
        _full_but(CAP, [c(1, 1), c(1, 2)]), racks=["RG BB"], scores=[(16, 17, 5, 5, 5), (0,) * 5]
    )
    state = game.apply(state, place("RG", c(1, 1), c(1, 2)))
    assert state.scores[0][:2] == (18, 18)
    assert (state.phase, state.extra_turns, state.draw_count) == (DRAW, 0, 4)


def _full_but(picture: str, empty: list[tuple[int, int]], fill: str = "O") -> str:
    """The picture with every empty cell filled with `fill` except the board cells `empty`."""
    rows = [r.split() for r in picture.strip().splitlines()]
    keep = {(x - 2, y - 2) for x, y in empty}
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch == "." and (x, y) not in keep:
                row[x] = fill
    return "\n".join(" ".join(r) for r in rows)


def test_every_colour_at_the_cap_wins_at_once() -> None:  # rulings R2, A10
    state = axio_position(empty_picture(2), racks=["PO GG", "RR"], scores=[(18, 18, 18, 18, 17), (3,) * 5])
    state = game.apply(state, place("PO", c(5, 4), c(6, 4)))  # P next to the purple space: 1 point
    assert state.phase == OVER and state.end_reason == "instant_win"
    assert state.extra_turns == 0  # the extra turn purple earned is never played
    result = game.outcome(state)
    assert result is not None and result.winners == (0,) and result.instant_winner == 0
    assert result.ranking == ((0,), (1,))
    assert game.legal_actions(state) == [] and game.to_act(state) is None
    refused(state, place("GG", c(0, 0), c(1, 0)), GameOver, "the game is over")


# ---------------------------------------------------------------------------- A11


def _after_quiet_placement(rack: str, scores: tuple[int, ...], bag: str | None = None) -> AxioState:
    """Player 0 places RR where it scores nothing; `rack` is what is left afterwards."""
    state = axio_position(empty_picture(2), racks=["RR " + rack, "GG"], scores=[scores, (0,) * 5], bag=bag)
    return game.apply(state, place("RR", c(0, 0), c(1, 0)))


def test_exchange_offered_when_the_rack_has_none_of_the_tied_lowest_colours() -> None:  # ruling A11
    state = _after_quiet_placement("BO PP", (0, 0, 5, 5, 5))  # red and green tied lowest
    assert state.phase == EXCHANGE
    assert game.legal_actions(state) == [Exchange(), KeepRack()]
    refused(state, place("BO", c(0, 2), c(1, 2)), NotYourTurn, "the game expects the choice to exchange")


@pytest.mark.parametrize("rack", ["BO GP", "RB OO", "GG"])
def test_no_exchange_when_the_rack_shows_any_lowest_colour(rack: str) -> None:  # ruling A11
    state = _after_quiet_placement(rack, (0, 0, 5, 5, 5))
    assert state.phase == DRAW and state.draw_count == 5 - len(rack.split())
    refused(state, Exchange(), NotYourTurn, "the game expects a draw of")


def test_no_exchange_with_an_empty_rack() -> None:  # ruling A11
    state = _after_quiet_placement("", (0, 0, 5, 5, 5))
    assert state.phase == DRAW and state.draw_count == 5


def test_no_exchange_and_no_draw_with_an_empty_bag() -> None:  # ruling A11
    state = _after_quiet_placement("BO PP", (0, 0, 5, 5, 5), bag="")
    assert state.phase == PLACE and state.current == 1
    assert state.racks[0] == ("BO", "PP")


def test_exchange_draws_first_then_returns_the_shown_tiles() -> None:  # ruling A11
    state = _after_quiet_placement("BO PP", (0, 0, 5, 5, 5), bag="RR GG BB OO PP RG")
    state = game.apply(state, Exchange())
    assert (state.phase, state.draw_count, state.racks[0], state.returning) == (DRAW, 5, (), ("BO", "PP"))
    refused(state, Draw(("BO", "RR", "GG", "BB", "OO")), IllegalAction, "tile BO is not in the bag")
    refused(state, Draw(("RR", "GG", "BB", "OO")), IllegalAction, "draws 4 tile(s) but 5 are due")
    refused(state, Draw(("RR", "RR", "GG", "BB", "OO")), IllegalAction, "tile RR is not in the bag")
    state = game.apply(state, Draw(("PP", "RR", "GG", "BB", "GR")))  # any order, either writing
    assert state.racks[0] == tiles("PP RR GG BB RG")
    assert state.bag == tiles("OO BO PP")  # the shown tiles are back in the bag
    assert (state.phase, state.current) == (PLACE, 1)


def test_exchange_takes_only_what_the_bag_holds() -> None:  # ruling A11
    state = game.apply(_after_quiet_placement("BO PP", (0, 0, 5, 5, 5), bag="RR GG BB"), Exchange())
    assert state.draw_count == 3
    state = game.apply(state, Draw(("RR", "GG", "BB")))
    assert state.racks[0] == tiles("RR GG BB") and state.bag == tiles("BO PP")


def test_declining_the_exchange_refills_as_usual() -> None:  # ruling A11
    state = game.apply(_after_quiet_placement("BO PP", (0, 0, 5, 5, 5), bag="RR GG"), KeepRack())
    assert (state.phase, state.draw_count, state.racks[0]) == (DRAW, 2, ("BO", "PP"))


# ---------------------------------------------------------------------------- A13, R1


def test_game_ends_when_the_next_player_has_no_room() -> None:  # rulings A13, R1
    state = axio_position(
        _full_but(empty_picture(2), [c(0, 0), c(1, 0)]),
        racks=["GO", "RR"],
        scores=[(3, 4, 5, 6, 7), (4, 3, 3, 9, 9)],
    )
    state = game.apply(state, place("GO", c(0, 0), c(1, 0)))
    assert state.phase == DRAW  # the player still refills first
    state = game.apply(state, Draw(state.bag[:5]))
    assert (state.phase, state.end_reason) == (OVER, "no_placement")
    result = game.outcome(state)
    assert result is not None and result.reason == "no_placement"
    assert result.winners == (0,) and result.ranking == ((0,), (1,))
    refused(state, Draw(("RR",)), GameOver, "the game is over")


def test_game_ends_when_the_next_player_has_an_empty_rack() -> None:  # ruling A13
    state = axio_position(empty_picture(2), racks=["GO", ""], bag="")
    state = game.apply(state, place("GO", c(0, 0), c(1, 0)))
    assert (state.phase, state.end_reason) == (OVER, "no_placement")


def test_game_ends_when_no_first_placement_fits() -> None:  # rulings A13, A5
    # Every colour space is touched by a tile; player 1 has not placed yet.
    state = axio_position(
        """
        . . . . R G . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . G
        O . . . P G . . G
        O . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . G B . . . .
    """,
        racks=["GO", "RR"],
        has_placed=(True, False),
    )
    assert rules.can_place(state, 0) and not rules.can_place(state, 1)
    state = game.apply(state, place("GO", c(1, 1), c(2, 1)))
    state = game.apply(state, Draw(state.bag[:5]))
    assert (state.phase, state.end_reason) == (OVER, "no_placement")


def test_placing_the_last_pair_with_an_empty_bag_ends_at_once() -> None:  # ruling A13
    state = axio_position(_full_but(empty_picture(2), [c(0, 0), c(1, 0)]), racks=["GO", "RR"], bag="")
    state = game.apply(state, place("GO", c(0, 0), c(1, 0)))
    assert state.phase == OVER and game.to_act(state) is None


def test_out_of_turn_actions_are_refused() -> None:  # rulings D1, A11
    state = axio_position(empty_picture(2), racks=["GO", "RR"])
    refused(state, Draw(("RR",)), NotYourTurn, "the game expects a tile to be placed")
    refused(state, Exchange(), NotYourTurn, "the game expects a tile to be placed")
    refused(state, KeepRack(), NotYourTurn, "the game expects a tile to be placed")
    refused(state, place("RR", c(0, 0), c(1, 0)), IllegalAction, "tile RR is not on the rack")  # player 1's
    drawing = game.apply(state, place("GO", c(0, 0), c(1, 0)))
    refused(
        drawing,
        place("RR", c(0, 2), c(1, 2)),
        NotYourTurn,
        "the game expects a draw of 5 tile(s) from the bag",
    )
    refused(drawing, Draw(("XY",)), InvalidInput, "are not tiles")


# ---------------------------------------------------------------------------- solo A14-A16


def test_solo_crossing_18_continues_on_the_second_board() -> None:  # ruling A15
    picture = """
        . . G G R . . . .
        . . G . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        O . . . P . . . G
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . B . . . .
    """
    action = place("GB", c(1, 0), c(1, 1))  # green half: right G G then red (2) -> 2 green
    state = axio_position(picture, players=1, racks=["GB"], scores=[(0, 17, 0, 0, 0)])
    scoring = game.explain(state, action)
    assert scoring.raw == (0, 2, 0, 0, 0) and scoring.gains == (0, 1, 0, 0, 0)  # 1 point lost
    assert scoring.reached == ()  # A16: no extra turns
    after = game.apply(state, action)
    assert after.scores == ((0, 18, 0, 0, 0),) and (after.phase, after.draw_count) == (DRAW, 1)
    second = axio_position(picture, players=1, racks=["GB"], scores=[(0, 18, 0, 0, 0)])
    assert game.apply(second, action).scores == ((0, 20, 0, 0, 0),)
    top = axio_position(picture, players=1, racks=["GB"], scores=[(0, 35, 0, 0, 0)])
    assert game.apply(top, action).scores == ((0, 36, 0, 0, 0),)


def test_solo_has_no_instant_win_and_no_exchange() -> None:  # rulings A16, R2
    state = axio_position(empty_picture(1), players=1, racks=["PO"], scores=[(36, 36, 36, 36, 35)])
    state = game.apply(state, place("PO", c(5, 4), c(6, 4)))
    assert state.scores == ((36,) * 5,)
    assert (state.phase, state.draw_count) == (DRAW, 1)  # the game goes on: draw the next tile
    state = game.apply(state, Draw(("RR",)))
    assert state.phase == PLACE and state.racks == (("RR",),)


def test_solo_ends_when_the_bag_is_empty_or_no_tile_fits() -> None:  # ruling A16, R3
    state = axio_position(empty_picture(1), players=1, racks=["PO"], bag="", scores=[(3, 4, 5, 6, 7)])
    state = game.apply(state, place("PO", c(5, 4), c(6, 4)))
    assert (state.phase, state.end_reason) == (OVER, "bag_empty")
    result = game.outcome(state)
    assert result is not None and result.winners == (0,) and result.result == 3  # R3
    full = axio_position(_full_but(empty_picture(1), [c(0, 0), c(1, 0)]), players=1, racks=["PO"])
    full = game.apply(full, place("PO", c(0, 0), c(1, 0)))
    assert (full.phase, full.end_reason) == (OVER, "no_room")
