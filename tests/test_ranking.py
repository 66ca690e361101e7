"""Ranking and outcomes shared by both games (rulings R1-R3) and the scoreboards (A10, A15, T7)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from axio_core.ranking import deciding_position, make_outcome, ranking, result_key, winners
from axio_core.scores import add_capped, add_solo_axio, lowest_colors

board = st.tuples(*[st.integers(0, 18)] * 5)


def test_the_lowest_colour_decides_first() -> None:  # ruling R1
    strong_but_lopsided = (3, 18, 18, 18, 18)
    even = (4, 4, 4, 4, 4)
    assert winners((strong_but_lopsided, even)) == (1,)
    assert deciding_position(strong_but_lopsided, even) == 0


def test_then_the_next_lowest_and_so_on() -> None:  # ruling R1
    a, b = (5, 6, 18, 18, 18), (7, 7, 5, 7, 7)  # sorted: 5 6 18 18 18 vs 5 7 7 7 7
    assert result_key(a) == (5, 6, 18, 18, 18) and result_key(b) == (5, 7, 7, 7, 7)
    assert winners((a, b)) == (1,) and deciding_position(a, b) == 1
    c, d = (9, 9, 9, 9, 10), (9, 9, 9, 9, 11)
    assert winners((c, d)) == (1,) and deciding_position(c, d) == 4


def test_colours_do_not_matter_only_the_sorted_scores() -> None:  # ruling R1
    a, b = (1, 2, 3, 4, 5), (5, 4, 3, 2, 1)
    assert winners((a, b)) == (0, 1)  # equal in all five: shared victory
    assert deciding_position(a, b) is None
    assert ranking((a, b)) == ((0, 1),)


def test_ranking_groups_ties_best_first() -> None:  # ruling R1
    scores = ((3, 3, 3, 3, 3), (5, 5, 5, 5, 5), (3, 3, 3, 3, 3), (1, 9, 9, 9, 9))
    assert ranking(scores) == ((1,), (0, 2), (3,))
    assert winners(scores) == (1,)


def test_an_instant_winner_is_first_and_alone() -> None:  # ruling R2
    scores = ((18, 18, 18, 18, 18), (4, 4, 4, 4, 4), (6, 6, 6, 6, 6))
    result = make_outcome("instant_win", scores, instant_winner=0)
    assert result.winners == (0,) and result.instant_winner == 0
    assert result.ranking == ((0,), (2,), (1,))
    assert result.reason == "instant_win"


def test_a_normal_end_has_no_instant_winner() -> None:  # rulings R1, A13
    result = make_outcome("no_placement", ((3, 3, 3, 3, 3), (3, 3, 3, 3, 3)))
    assert result.winners == (0, 1) and result.instant_winner is None


def test_solo_result_is_the_lowest_colour() -> None:  # ruling R3
    result = make_outcome("no_room", ((19, 36, 20, 23, 14),))
    assert result.result == 14 and result.winners == (0,) and result.ranking == ((0,),)


@given(st.lists(board, min_size=1, max_size=4))
def test_winners_are_exactly_the_best_sorted_lists(scores: list[tuple[int, ...]]) -> None:  # ruling R1
    scores_t = tuple(scores)
    best = max(sorted(s) for s in scores_t)
    assert winners(scores_t) == tuple(i for i, s in enumerate(scores_t) if sorted(s) == best)  # type: ignore[arg-type]
    places = ranking(scores_t)  # type: ignore[arg-type]
    assert sorted(i for place in places for i in place) == list(range(len(scores_t)))
    assert places[0] == winners(scores_t)  # type: ignore[arg-type]
    keys = [result_key(scores_t[place[0]]) for place in places]  # type: ignore[arg-type]
    assert keys == sorted(set(keys), reverse=True)


# ---------------------------------------------------------------------------- scoreboards


def test_cap_counts_each_colour_that_reaches_it_once() -> None:  # rulings A10, T7
    assert add_capped((17, 0, 0, 0, 12), (3, 1, 0, 0, 0), 18) == ((18, 1, 0, 0, 12), ("R",))
    assert add_capped((18, 17, 0, 0, 0), (2, 5, 0, 0, 0), 18) == ((18, 18, 0, 0, 0), ("G",))  # R was there
    assert add_capped((11, 11, 0, 0, 0), (1, 4, 0, 0, 0), 12) == ((12, 12, 0, 0, 0), ("R", "G"))


def test_solo_boards() -> None:  # ruling A15
    assert add_solo_axio((17, 18, 35, 0, 20), (5, 5, 5, 0, 1), 18) == (18, 23, 36, 0, 21)


def test_lowest_colours_are_all_tied_ones() -> None:  # ruling A11
    assert lowest_colors((2, 0, 5, 0, 0)) == ("G", "O", "P")
    assert lowest_colors((1, 2, 3, 4, 5)) == ("R",)
