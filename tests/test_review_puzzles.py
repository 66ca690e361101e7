"""Practise your mistakes (axio_web/screens/review/puzzles.py) under CPython: the review's grades and
words, its `practise-mistakes`, a puzzle from the mover's view (their tiles only), judged by
the worker's search (a move within the margin solves it, a miss says what it gave), progress
kept in the store, the menu's puzzles (the daily one first), and nothing saved as a game."""

from __future__ import annotations

import json
from functools import cache
from html import unescape

import pytest
from app_support import boot, html, next_click, page, press, step, table_of
from axio_web.runtime.effects import AskReview, Effect
from axio_web.runtime.events import ReviewAnswer
from axio_web.runtime.record_link import record_fragment
from axio_web.screens.review import puzzles
from axio_web.screens.review.detail import render_detail
from axio_web.screens.review.screen import ReviewScreen
from axio_web.storage import GAME_PREFIX

from axio_core import game
from axio_core.actions import Action
from axio_core.records import read_record, replay
from axio_core.review import GRADES, Budget, rate
from axio_core.rota import notation as rota_notation
from tests.review_support import people_game

QUICK = Budget(work_ms=20.0, iterations=3, candidates=3, exchange_samples=4)


def answer(effect: AskReview) -> ReviewAnswer:
    """What the worker answers (a quick budget): the move played, or the puzzle's move."""
    replayed = replay(read_record(effect.record_json))
    instead = rota_notation.action_from_move(json.loads(effect.move)) if effect.move else None
    rating = rate(replayed, effect.k, QUICK, instead=instead)
    return ReviewAnswer(effect.run, effect.k, json.dumps(rating.to_json_obj()))


@cache
def reviewed(variant: str = "rota") -> tuple[object, list[Effect]]:
    app, _ = boot(hash=record_fragment(people_game(variant).to_record().to_json_obj()))
    app, effects = press(app, "review")
    while asked := [e for e in effects if isinstance(e, AskReview)]:
        app, effects = step(app, answer(asked[0]))
    return app, effects


def try_move(app, action: Action):  # type: ignore[no-untyped-def]
    """Clicks toward `action` until the puzzle asks the worker to judge it."""
    for _ in range(20):
        app, effects = step(app, next_click(table_of(app), action))
        asked = [e for e in effects if isinstance(e, AskReview)]
        if asked:
            return app, asked[0]
    raise AssertionError("the move was never judged")


def test_every_rated_move_has_a_grade_and_the_report_counts_them() -> None:
    app, _ = reviewed()
    markup = html(app)
    grades = [g for g in GRADES if f'data-grade="{g}"' in markup]
    assert "best" in grades and ("mistake" in grades or "blunder" in grades)
    assert markup.count("data-review-move ") == markup.count("data-grade=")
    assert 'data-grade-count="blunder"' in markup and "The move that mattered most:" in markup
    assert "look-ahead" not in markup and "−0." not in markup  # no internal terms, no bare losses


def test_a_costly_moves_why_names_scores_the_lowest_colour_and_the_reply_in_both_languages() -> None:
    app, _ = reviewed()
    screen = app.screen
    assert isinstance(screen, ReviewScreen)
    k = next(k for k, r in enumerate(screen.ratings) if r.grade in ("mistake", "blunder") and r.reply_played)
    from axio_web.strings import i18n

    expected = (
        ("en", ("Anna's move scored", "The best move found", "best reply after this move")),
        ("de", ("Der Zug von Anna brachte", "Der beste gefundene Zug", "Die beste Antwort von Bo")),
    )
    for lang, words in expected:
        with i18n.in_language(lang):
            text = unescape(render_detail(screen.replayed, k, screen.ratings[k], screen.session.names))
        for word in words:
            assert word in text, (lang, word)
    app, _ = press(app, "review-move", k=str(k))
    assert 'data-board="best"' in html(app) and "shows-played" in html(app)
    app, _ = press(app, "review-board", board="best")
    assert "shows-best" in html(app)


def test_practise_opens_the_mistakes_as_puzzles_solved_by_the_best_and_missed_by_another() -> None:
    app, _ = reviewed()
    assert 'data-action="practise-mistakes"' in html(app)
    review = app.screen
    assert isinstance(review, ReviewScreen)
    app, _ = press(app, "practise-mistakes")
    table = app.screen
    assert isinstance(table, puzzles.PuzzleTable)
    hooks = dict(page(app).attributes)
    assert hooks["data-puzzle"] == "1" and hooks["data-puzzle-done"] == ""
    rating = review.ratings[table.puzzle.k]
    assert rating.grade in ("mistake", "blunder") and rating.player == 0
    # the mover's view: only Anna's own tile is in the page, never Bo's
    state = table.session.state
    assert table.player == 0 and 'data-action="hint"' not in html(app)
    assert table.turn().view.player == 0  # what the page draws: Anna's view, never Bo's tile
    # a miss: the move she played says what it gives, and the puzzle stays open
    played = rota_notation.action_from_move(rating.played)
    app, asked = try_move(app, played)
    assert asked.move and asked.k == table.puzzle.k
    app, effects = step(app, answer(asked))
    assert "would have scored" in html(app) and dict(page(app).attributes)["data-puzzle-done"] == ""
    # the best move found solves it, and it is kept in the store
    best = rota_notation.action_from_move(rating.best)
    app, asked = try_move(app, best)
    app, effects = step(app, answer(asked))
    assert dict(page(app).attributes)["data-puzzle-done"] == "true"
    # the move is played, and the header does not name Bo, who has no puzzle to solve
    assert "Puzzle solved" in html(app) and "Bo to play" not in html(app)
    assert table.puzzle.id in puzzles.solved_ids(app.store)
    assert not any(k.startswith(GAME_PREFIX) for k in app.store.entries)  # never a saved game
    assert game.is_legal(state, best)
    if len(table.puzzles) > 1:
        app, _ = press(app, "puzzle-next")
        assert dict(page(app).attributes)["data-puzzle"] == "2"
    app, _ = press(app, "puzzle-back")
    assert isinstance(app.screen, ReviewScreen)


def test_the_menus_puzzles_are_the_daily_one_then_every_reviewed_saved_games() -> None:
    from axio_web.storage import StoreImage, save_game

    from tests.app_support import ENV

    session = people_game()
    out = save_game(StoreImage({}), None, session, {"cover": False}, ENV.now, "game-1")
    app, _ = boot(store=out.image, table_id=out.slot.id)
    app, effects = press(app, "review")
    while asked := [e for e in effects if isinstance(e, AskReview)]:
        app, effects = step(app, answer(asked[0]))
    app, _ = press(app, "show-menu")
    app, _ = press(app, "puzzles-open")
    table = app.screen
    assert isinstance(table, puzzles.PuzzleTable)
    assert table.puzzles[0].daily and len(table.puzzles) > 2
    assert all(p.id.startswith("game-1:") for p in table.puzzles[1:])
    assert "AXIO Rota" in table.puzzles[1].source and "by Anna" in table.puzzles[1].source


def test_the_menu_opens_the_daily_puzzle_the_same_for_everyone() -> None:
    app, _ = boot()
    app, _ = press(app, "puzzles-open")
    table = app.screen
    assert isinstance(table, puzzles.PuzzleTable) and table.puzzle.daily
    other, _ = boot()
    other, _ = press(other, "puzzles-open")
    assert other.screen.puzzle == table.puzzle  # type: ignore[attr-defined]
    assert "Daily puzzle" in html(app)
    app, _ = press(app, "puzzle-back")
    assert type(app.screen).__name__ == "Menu"


@pytest.mark.parametrize("damage", ["{", "[]", '{"solved": 3}'])
def test_damaged_progress_reads_as_nothing_solved(damage: str) -> None:
    from axio_web.storage import StoreImage

    image = StoreImage({puzzles.PROGRESS_KEY: damage})
    assert puzzles.solved_ids(image) == frozenset()
    image, writes = puzzles.with_solved(image, "x:1")
    assert puzzles.solved_ids(image) == {"x:1"} and writes


def test_every_daily_puzzle_is_a_placement_to_find_in_its_games_record() -> None:
    """The daily puzzles keep each game once (GAMES) and point into it: every cut replays and
    stops at a placement of the player to act, and every game is used."""
    from axio_web.screens.review.daily_puzzles import GAMES, PUZZLES

    from axio_core.records import read_record, replay
    from axio_core.review import decisions

    assert {g for g, _, _ in PUZZLES} == set(range(len(GAMES)))
    for n in range(len(PUZZLES)):
        record_json, k = puzzles.daily_puzzle(n)
        replayed = replay(read_record(record_json))
        before = replayed.states[decisions(replayed)[k]]
        assert game.to_act(before) is not None and before.phase == "place", n
