"""The game log: one entry per placement, points as the scoreboard moved, extra turns, and a
log rebuilt from a record equal to the one kept while playing."""

from __future__ import annotations

from axio_web.games.rota.plugin import RotaPlugin
from axio_web.screens.table.cover import render_cover
from axio_web.screens.table.log import LogEntry, log_of, render_log, render_moves
from axio_web.screens.table.screen import Table
from axio_web.strings.i18n import missing_translations
from table_support import play_by_clicks

from axio_core import game
from axio_core.session import Session
from tests.play_support import greedy

PLUGIN = RotaPlugin()


def test_log_matches_the_engine_and_survives_a_record() -> None:
    screen = Table.start(PLUGIN, Session.new("rota", ["Solo"], 0))
    gains = []
    while screen.session.outcome() is None:
        action = greedy(screen.session)
        gains.append(game.explain(screen.session.state, action).gains)
        screen, _ = play_by_clicks(screen, action)
    assert [e.gains for e in screen.log] == gains
    assert any(e.reached for e in screen.log) and any(e.extra_turn for e in screen.log)
    # every extra turn follows a placement that reached the cap
    for before, entry in zip(screen.log, screen.log[1:], strict=False):
        if entry.extra_turn:
            assert before.reached or before.extra_turn
    rebuilt = log_of(PLUGIN, Session.from_record(screen.session.to_record().to_json_obj()))
    assert rebuilt == screen.log


def test_render_log_lists_newest_first_with_points_and_tags() -> None:
    screen = Table.start(PLUGIN, Session.new("rota", ["Solo"], 0))
    for _ in range(3):
        screen, _ = play_by_clicks(screen, greedy(screen.session))
    closed = render_log(screen.log, ["Solo"], False)
    assert 'aria-expanded="false"' in closed and 'class="move' not in closed
    opened = render_log(screen.log, ["Solo"], True)
    texts = [e.text for e in screen.log]
    positions = [opened.index(text) for text in reversed(texts) if opened.count(text) == 1]
    assert positions == sorted(positions)
    assert opened.count('class="move seat-') == 3


def test_last_moves_put_the_newest_on_top_and_the_cover_keeps_the_order_of_play() -> None:
    entries = [LogEntry(i, i % 2, f"move number {i}", (i, 0, 0, 0, 0)) for i in range(3)]
    names = ["Anna", "Beata"]
    moves = render_moves(entries, names)  # a phone shows its top without scrolling
    assert [moves.index(f"move number {i}") for i in (2, 1, 0)] == sorted(
        moves.index(f"move number {i}") for i in range(3)
    )
    cover = render_cover(names, 1, "rota", entries)  # PAGE.md: the summary is in order
    assert [cover.index(f"move number {i}") for i in (0, 1, 2)] == sorted(
        cover.index(f"move number {i}") for i in range(3)
    )


def test_every_table_and_rota_string_has_both_languages() -> None:
    missing = missing_translations()
    for language, keys in missing.items():
        ours = [k for k in keys if k.startswith(("table.", "rota.", "games."))]
        assert ours == [], f"missing in {language}: {ours}"
