"""Scoreboards: five colour tracks per player with the PAGE.md hooks, the lowest marked."""

from __future__ import annotations

import re

from axio_web.table.plugin import Track
from axio_web.table.scoreboard import lowest, render_scoreboards

ROW = re.compile(r'<li class="track-row color-([RGBOP])([^"]*)" style="([^"]*)">.*?</li>')
HOOK = re.compile(r'data-player="(\d)" data-color="([RGBOP])" data-score="(\d+)"')


def test_every_value_has_player_colour_and_score_hooks() -> None:
    scores = [(3, 0, 12, 5, 3), (1, 2, 3, 4, 5), (0, 0, 0, 0, 0)]
    html = render_scoreboards(["Anna", "Beata", "Cem"], scores, Track(12), current=1)
    found = {(int(p), c): int(v) for p, c, v in HOOK.findall(html)}
    assert found == {(p, c): v for p, s in enumerate(scores) for c, v in zip("RGBOP", s, strict=True)}
    assert len(HOOK.findall(html)) == 15


def test_lowest_colours_are_marked_all_of_them_when_tied() -> None:
    assert lowest((3, 0, 12, 0, 3)) == {"G", "O"}
    html = render_scoreboards(["Anna"], [(3, 0, 12, 0, 3)], Track(12), current=0)
    marked = {c for c, cls, _ in ROW.findall(html) if "is-lowest" in cls}
    assert marked == {"G", "O"}
    assert "lowest" in html  # said in words too, for screen readers


def test_track_length_is_a_parameter() -> None:
    html = render_scoreboards(["Solo"], [(20, 18, 36, 0, 5)], Track(36, board=18), current=0)
    styles = [style for _, _, style in ROW.findall(html)]
    assert all("--len:36" in s for s in styles)
    assert 'data-score="36"' in html and 'data-score="20"' in html  # PAGE.md: the total of both boards
    rota = render_scoreboards(["Solo"], [(1, 2, 3, 4, 5)], Track(12), current=0)
    assert "--len:12" in rota and "board-2" not in rota and "board 1" not in rota


def test_solo_axio_shows_the_boxs_two_scoreboards_as_two_bars_per_colour() -> None:
    """Ruling A15: the second board fills once the first is full at 18."""
    html = render_scoreboards(["Solo"], [(20, 18, 36, 0, 5)], Track(36, board=18), current=0,
                              before=[(17, 18, 30, 0, 5)])
    rows = {c: row for c, row in re.findall(r'<li class="track-row color-([RGBOP])(.*?)</li>', html)}
    board = re.compile(r'class="bar board-(\d)" style="--v:(\d+);--v0:(\d+);--len:18"')
    assert board.findall(rows["R"]) == [("1", "18", "17"), ("2", "2", "0")]  # grew across the boards
    assert board.findall(rows["G"]) == [("1", "18", "18"), ("2", "0", "0")]
    assert board.findall(rows["B"]) == [("1", "18", "18"), ("2", "18", "12")]
    assert board.findall(rows["O"]) == [("1", "0", "0"), ("2", "0", "0")]
    assert "upper bars: board 1 (to 18) · lower bars: board 2 (to 36)" in html


def test_whose_turn_is_shown_only_with_several_players() -> None:
    html = render_scoreboards(["Anna", "Beata"], [(0,) * 5, (0,) * 5], Track(12), current=1)
    cards = re.findall(r'<article class="scorecard seat-(\d)([^"]*)"', html)
    assert cards == [("0", ""), ("1", " is-current")]
    assert html.count("to play") == 1
    solo = render_scoreboards(["Solo"], [(0,) * 5], Track(12), current=0)
    assert "is-current" not in solo


def test_names_are_escaped() -> None:
    html = render_scoreboards(['<b>"Eve"</b>'], [(0,) * 5], Track(12), current=None)
    assert "<b>" not in html and "&lt;b&gt;" in html
