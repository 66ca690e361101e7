"""Scoreboards: five colour tracks per player with the PAGE.md hooks, the lowest marked."""

from __future__ import annotations

import re

from axio_web.games.plugin import Track
from axio_web.screens.table.scoreboard import lowest, render_scoreboards

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
    axio = render_scoreboards(["Anna", "Beata"], [(18, 2, 3, 4, 5)] * 2, Track(18), current=0)
    assert all("--len:18" in style for _, _, style in ROW.findall(axio))
    rota = render_scoreboards(["Solo"], [(1, 2, 3, 4, 5)], Track(12), current=0)
    assert "--len:12" in rota and "board-2" not in rota and "Board 1" not in rota


def test_solo_axio_reads_as_the_boxs_two_scoreboards() -> None:
    """Ruling A15 (issue 40): board 1 up to 18 over board 2 from 19 to 36; each colour's number
    stands where its marker is, and that number is PAGE.md's `data-score`, the total."""
    html = render_scoreboards(
        ["Solo"], [(20, 18, 36, 0, 5)], Track(36, board=18), current=0, before=[(17, 18, 30, 0, 5)]
    )
    found = {(int(p), c): int(v) for p, c, v in HOOK.findall(html)}
    assert found == {(0, c): v for c, v in zip("RGBOP", (20, 18, 36, 0, 5), strict=True)}
    assert [c for _, c, _ in HOOK.findall(html)] == list("RGBOP")  # in the scoreboards' order
    cell = re.compile(
        r'<span class="track-row color-([RGBOP]) board-(\d)([^"]*)" '
        r'style="--v:(\d+);--v0:(\d+);--len:18">.*?<span class="score"[^>]*>([^<]*)</span>'
    )
    cells = cell.findall(html)
    first = {c: (cls.split(), v, v0, shown) for c, n, cls, v, v0, shown in cells if n == "1"}
    second = {c: (cls.split(), v, v0, shown) for c, n, cls, v, v0, shown in cells if n == "2"}
    # red: board 1 full (18, grew from 17), its marker on board 2 at 20 (grew across the boards)
    assert first["R"] == (["is-full", "is-growing"], "18", "17", "18")
    assert second["R"] == (["is-growing"], "2", "0", "20")
    # green: exactly 18, still on board 1; nothing yet on board 2
    assert first["G"] == (["is-full"], "18", "18", "18") and second["G"] == (["is-empty"], "0", "0", "·")
    assert second["B"] == (["is-full", "is-growing"], "18", "12", "36")
    # orange, the lowest, marked where its marker is
    assert first["O"] == (["is-lowest"], "0", "0", "0") and "is-lowest" not in second["O"][0]
    assert "Board 1" in html and "to 18" in html and "Board 2" in html and "19–36" in html
    assert "board 1 full: that colour goes on on board 2, up to 36" in html


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
