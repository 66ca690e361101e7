"""Solo best scores (axio_web/storage/best.py): ruling R3, the top ten, entered once."""

from __future__ import annotations

from axio_web.storage import (
    BEST_PER_GAME,
    BEST_PREFIX,
    DamageReason,
    StoreImage,
    best_scores,
    record_best,
)

from axio_core.session import Session
from tests.storage_support import START, Browser, finished_solo, play


def test_a_finished_solo_game_enters_the_best_scores_once() -> None:
    tab = Browser().tab()
    sessions = play("axio", ["Anna"], seed=6)
    result = tab.autosave_all(sessions)
    assert result.new_best == 1
    again = tab.autosave(sessions[-1])
    assert again.ok and again.new_best is None
    (best,) = best_scores(tab.image, "axio").scores
    assert (best.name, best.seed, best.scores) == ("Anna", 6, tuple(sessions[-1].state.scores[0]))
    assert best.result == min(best.scores)
    assert best.date == f"2026-11-22T09:{len(sessions) - 2:02d}:00Z"
    assert Session.from_record(dict(best.record)).state == sessions[-1].state  # the record replays
    assert best_scores(tab.image, "rota").scores == ()


def test_best_scores_keep_the_top_ten_per_game_ranked_by_rule_r3() -> None:
    tab = Browser().tab()
    games = [finished_solo("rota", seed) for seed in range(14)]
    for game in games:
        tab.slot = None
        tab.autosave(game)
    best = best_scores(tab.image, "rota").scores
    assert len(best) == BEST_PER_GAME
    expected = sorted(games, key=lambda s: tuple(-n for n in sorted(s.state.scores[0])))[:BEST_PER_GAME]
    assert [b.scores for b in best] == [tuple(s.state.scores[0]) for s in expected]
    assert [b.result for b in best] == sorted((b.result for b in best), reverse=True)
    stored = [k for k in tab.browser.items if k.startswith(BEST_PREFIX)]
    assert len(stored) == BEST_PER_GAME  # pushed-out entries are removed


def test_record_best_alone_returns_the_image_the_writes_and_the_rank() -> None:
    image = StoreImage({})
    ranks = []
    for seed in range(12):
        before = image
        image, writes, rank = record_best(before, f"s{seed}", finished_solo("axio", seed), START)
        assert all(w.expected == before.get(w.key) for w in writes)
        assert (rank is None) == (writes == ())
        ranks.append(rank)
    assert ranks[0] == 1 and sum(r is not None for r in ranks) >= BEST_PER_GAME
    assert len(image.keys(BEST_PREFIX)) == BEST_PER_GAME  # pushed-out entries removed
    unchanged = record_best(image, "s0", finished_solo("axio", 0), START)  # in, or pushed out
    assert unchanged == (image, (), None)
    unfinished = play("axio", ["Anna"], seed=1, turns=3)[-1]
    assert record_best(image, "u", unfinished, START) == (image, (), None)


def test_ties_keep_the_earlier_date_first() -> None:
    tab = Browser().tab()
    game = finished_solo("rota", 3)
    for _ in range(2):
        tab.slot = None
        tab.import_text(game.to_record().to_json())  # imports do not enter best scores
        tab.autosave(game)
    first, second = best_scores(tab.image, "rota").scores
    assert first.date < second.date


def test_only_solo_games_enter_the_best_scores() -> None:
    tab = Browser().tab()
    tab.autosave_all(play("rota", ["Anna", "Beata"], seed=4))
    assert best_scores(tab.image, "rota").scores == ()
    assert record_best(tab.image, "x", play("rota", ["Anna", "Beata"], seed=4)[-1], START)[2] is None


def test_a_damaged_best_score_is_listed_kept_and_not_counted() -> None:
    browser = Browser({BEST_PREFIX + "rota:old": '{"schema": 99}'})
    tab = browser.tab()
    for seed in range(12):
        tab.slot = None
        tab.autosave(finished_solo("rota", seed))
    best = best_scores(tab.image, "rota")
    assert len(best.scores) == BEST_PER_GAME
    assert [(d.key, d.reason) for d in best.damaged] == [(BEST_PREFIX + "rota:old", DamageReason.NEWER)]
    assert browser.items[BEST_PREFIX + "rota:old"] == '{"schema": 99}'
