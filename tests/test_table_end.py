"""The end screen: ranking with the R1 tie-break explained, R2 instant win, R3 solo."""

from __future__ import annotations

import re

from axio_web.screens.table.end import explanations, headline, render_end
from axio_web.screens.table.log import LogEntry
from axio_web.strings import i18n

from axio_core.ranking import make_outcome

NAMES = ["Anna", "Beata", "Cem"]


def test_the_lowest_colour_decides() -> None:
    outcome = make_outcome("all_tiles_placed", ((6, 9, 9, 9, 9), (5, 12, 12, 12, 12)))
    assert headline(outcome, NAMES[:2]) == "Anna wins!"
    assert explanations(outcome, NAMES[:2], 12) == ["Anna ahead of Beata: the lowest colour decides, 6 to 5."]


def test_the_deciding_sorted_position_is_named() -> None:
    # sorted: Anna 4 5 7 8 9, Beata 4 5 6 12 12: equal lowest two, the third decides
    outcome = make_outcome("all_tiles_placed", ((9, 4, 5, 7, 8), (12, 4, 6, 5, 12)))
    lines = explanations(outcome, NAMES[:2], 12)
    assert lines == ["Anna ahead of Beata: the lowest colours are equal, the third lowest decides, 7 to 6."]


def test_a_full_tie_shares_the_victory() -> None:
    outcome = make_outcome("all_tiles_placed", ((1, 2, 3, 4, 5), (5, 4, 3, 2, 1), (0, 9, 9, 9, 9)))
    assert headline(outcome, NAMES) == "Anna and Beata share the victory!"
    lines = explanations(outcome, NAMES, 12)
    assert "Anna and Beata are equal in all five colours: they share the place." in lines
    assert "Anna ahead of Cem: the lowest colour decides, 1 to 0." in lines
    html = render_end(outcome, NAMES, 12)
    assert html.count('class="place seat-0 is-winner"') == 1 and 'class="place seat-1 is-winner"' in html


def test_results_carry_their_colour_symbols_and_the_last_move_is_on_top() -> None:
    outcome = make_outcome("all_tiles_placed", ((9, 10, 9, 10, 9), (8, 12, 12, 12, 12)))
    last = LogEntry(40, 1, "placed a tile at the top of the display", (0, 2, 0, 0, 1))
    html = render_end(outcome, NAMES[:2], 12, last=last)
    anna = html[html.index('class="ranking"') :].split('<li class="place')[1]
    assert "Anna" in anna
    # lowest first, every value with its symbol (named for screen readers), ties in RGBOP order
    labels = re.findall(r'aria-label="([a-z]+ [a-z]+)"', anna)
    assert labels == ["red sun", "blue star", "purple ring", "green dot", "orange square"]
    assert re.findall(r"</svg>(\d+)</span>", anna) == ["9", "9", "9", "10", "10"]
    # the last move with its points, before the ranking: in view without scrolling
    assert html.index("Last move") < html.index('class="ranking"')
    assert 'aria-label="+2 green"' in html and 'aria-label="+1 purple"' in html
    assert "Last move" not in render_end(outcome, NAMES[:2], 12)


def test_instant_win_is_explained() -> None:
    outcome = make_outcome("instant_win", ((12, 12, 12, 12, 12), (12, 12, 12, 12, 11)), instant_winner=0)
    lines = explanations(outcome, NAMES[:2], 12)
    assert lines[0] == "Anna has every colour at 12: an instant win."
    assert len(lines) == 1  # R2 decided, not a sorted position
    assert "Every colour at the top!" in render_end(outcome, NAMES[:2], 12)


def test_solo_result_is_the_lowest_colour() -> None:
    outcome = make_outcome("all_tiles_placed", ((7, 9, 8, 10, 12),))
    assert headline(outcome, ["Solo"]) == "Your result: 7"
    html = render_end(outcome, ["Solo"], 12)
    assert "ranking" not in html and "only your lowest colour counts" in html


def test_german() -> None:
    with i18n.in_language("de"):
        outcome = make_outcome("all_tiles_placed", ((6, 9, 9, 9, 9), (5, 12, 12, 12, 12)))
        assert headline(outcome, NAMES[:2]) == "Anna gewinnt!"
        assert "Nochmal spielen" in render_end(outcome, NAMES[:2], 12)
