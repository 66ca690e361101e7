"""The review screen under CPython (axio_web/review): asked one decision at a time, the
PAGE.md hooks, Stop and Go on, stale and broken answers, the end panel's and the replay's
Review, and ratings kept with the saved game (never computed twice; damaged: computed again)."""

from __future__ import annotations

import json
from dataclasses import replace
from functools import cache
from html.parser import HTMLParser

import pytest
from axio_web.app import page_patch
from axio_web.app.routing import App
from axio_web.runtime.effects import AskReview, Effect, WriteStore
from axio_web.runtime.events import ReviewAnswer
from axio_web.runtime.record_link import record_fragment
from axio_web.screens.review.keep import REVIEW_KEY
from axio_web.screens.review.screen import ReviewScreen
from axio_web.storage import StoreImage, save_game, stored_game

from axio_core.bots import choose_in
from axio_core.records import read_record, replay
from axio_core.review import Budget, rate
from axio_core.session import Session
from tests.app_support import ENV, boot, html, page, play, press, table_of

QUICK = Budget(work_ms=10.0, iterations=2, candidates=3, exchange_samples=4)


@cache
def finished(variant: str, seed: int = 3) -> Session:
    session = Session.new(variant, ["Anna", "Beata"], seed, ("casual", "strong"))
    while session.outcome() is None:
        session = session.play(choose_in(session))
    return session


def answer(effect: AskReview) -> ReviewAnswer:
    """What the worker would answer (with a quick budget)."""
    rating = rate(replay(read_record(effect.record_json)), effect.k, QUICK)
    return ReviewAnswer(effect.run, effect.k, json.dumps(rating.to_json_obj()))


def run_review(app: App, effects: list[Effect], limit: int = 10_000) -> tuple[App, list[Effect]]:
    """Answer every question, as the glue does, until none is asked; the last effects too."""
    others: list[Effect] = []
    while limit:
        asked = [e for e in effects if isinstance(e, AskReview)]
        others += [e for e in effects if not isinstance(e, AskReview)]
        if not asked:
            return app, others
        app, effects = press_answer(app, answer(asked[0]))
        limit -= 1
    raise AssertionError("the review never ended")


def press_answer(app: App, event: ReviewAnswer) -> tuple[App, list[Effect]]:
    from axio_web.app.routing import update

    return update(app, event, ENV)


class Hooks(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.moves: list[dict[str, str | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if "data-review-move" in found:
            self.moves.append(found)


def rated(app: App) -> list[dict[str, str | None]]:
    hooks = Hooks()
    hooks.feed(html(app))
    return hooks.moves


def placements(session: Session) -> list[int]:
    return [i for i, m in enumerate(session.to_record().moves) if "place" in m]


@pytest.mark.parametrize("variant", ["rota", "axio"])
def test_a_linked_finished_game_is_reviewed_placement_by_placement(variant: str) -> None:
    session = finished(variant)
    app, _ = boot(hash=record_fragment(session.to_record().to_json_obj()))
    assert 'data-action="review"' in html(app)
    app, effects = press(app, "review")
    assert isinstance(app.screen, ReviewScreen) and [type(e) for e in effects] == [AskReview]
    assert dict(page(app).attributes)["data-review"] == "running" and "<progress" in html(app)
    app, _ = run_review(app, effects)
    assert dict(page(app).attributes)["data-review"] == "done"
    found = rated(app)
    assert [int(str(m["data-move"])) for m in found] == placements(session)
    assert all(float(str(m["data-loss"])) >= 0 for m in found)
    assert {m["data-player"] for m in found} == {"0", "1"}
    app, _ = press(app, "review-move", k="4")
    assert 'data-review-detail="4"' in html(app) and "data-review-board" in html(app)
    # the move's boards stand far from the list on a phone: the focus brings them into view
    moved = page_patch.focus(page(app), None)
    assert moved is not None and moved.selector == "#review-detail-4" and moved.scroll
    app, _ = press(app, "review-back")
    assert type(app.screen).__name__ == "ReplayScreen"


def test_stop_asks_no_more_and_go_on_carries_on() -> None:
    app, _ = boot(hash=record_fragment(finished("rota").to_record().to_json_obj()))
    app, effects = press(app, "review")
    first = effects[0]
    assert isinstance(first, AskReview)
    app, effects = press(app, "review-cancel")
    assert effects == [] and dict(page(app).attributes)["data-review"] == "stopped"
    app, effects = press_answer(app, answer(first))  # the answer under way still counts
    assert effects == [] and len(rated(app)) == 1
    app, effects = press(app, "review-resume")
    assert [e.k for e in effects if isinstance(e, AskReview)] == [1]


def test_stale_and_broken_answers_change_nothing_or_stop() -> None:
    app, _ = boot(hash=record_fragment(finished("rota").to_record().to_json_obj()))
    app, effects = press(app, "review")
    ask = effects[0]
    assert isinstance(ask, AskReview)
    good = answer(ask)
    for stale in (replace(good, k=3), replace(good, run=ask.run + 7)):
        after, more = press_answer(app, stale)
        assert after is app and more == []
    app, more = press_answer(app, replace(good, rating="{not json"))
    assert more == [] and dict(page(app).attributes)["data-review"] == "stopped"


def test_the_end_panel_offers_the_review_in_both_languages() -> None:
    record = finished("rota").to_record().to_json_obj()
    record["moves"] = record["moves"][:-1]  # one placement from the end, two people at the table
    record["meta"]["seats"] = [None, None]
    for lang, word in (("en", "Review"), ("de", "Analyse")):
        app, _ = boot(query=f"?lang={lang}", hash=record_fragment(record))
        app, _ = play(app, table_of(app).session.legal_actions()[0])
        assert dict(page(app).attributes)["data-game-over"] == "true"
        assert f">{word}</button>" in html(app)
        app, effects = press(app, "review")
        assert isinstance(app.screen, ReviewScreen) and isinstance(effects[0], AskReview)


def saved(session: Session) -> tuple[StoreImage, str]:
    out = save_game(StoreImage({}), None, session, {"cover": False}, ENV.now, "game-1")
    return out.image, out.slot.id


def test_a_review_is_kept_with_its_saved_game_and_not_computed_again() -> None:
    session = finished("rota", 4)
    image, game_id = saved(session)
    app, _ = boot(store=image, table_id=game_id)
    app, effects = press(app, "review")
    assert isinstance(app.screen, ReviewScreen) and app.screen.game_id == game_id
    app, others = run_review(app, effects)
    assert any(isinstance(e, WriteStore) for e in others)
    entry = stored_game(app.store, game_id)
    assert entry is not None and not isinstance(entry, type(None))
    assert len(entry.screen[REVIEW_KEY]["ratings"]) == len(placements(session))  # type: ignore[union-attr]
    again, _ = boot(store=app.store, table_id=game_id)
    again, effects = press(again, "review")
    assert effects == [] and dict(page(again).attributes)["data-review"] == "done"
    assert rated(again) == rated(app)


WRONG_MOVE = {
    "move": 5,
    "player": 0,
    "kind": "place",
    "loss": 0.0,
    "best_value": 0.0,
    "played_value": 0.0,
    "played": {},
    "best": {},
    "worlds": 1,
}


@pytest.mark.parametrize(
    "damage",
    [None, 7, {"made_by": "x"}, {"ratings": [{"loss": -1}]}, {"ratings": [WRONG_MOVE]}, {"ratings": "x"}],
)
def test_a_damaged_kept_review_is_computed_again(damage: object) -> None:
    session = finished("rota", 4)
    image, game_id = saved(session)
    entry = stored_game(image, game_id)
    from axio_web.screens.review.keep import MADE_BY

    screen = {
        "cover": False,
        REVIEW_KEY: damage
        if not isinstance(damage, dict) or "made_by" in damage
        else {**damage, "made_by": MADE_BY},
    }
    from axio_web.storage.games import write_game

    assert entry is not None and not isinstance(entry, type(None))
    image = write_game(
        image,
        entry.slot,
        entry.record,
        entry.summary,
        screen,
        ENV.now,  # type: ignore[union-attr]
        game_id,
        played_here=False,
    ).image
    app, _ = boot(store=image, table_id=game_id)
    assert type(app.screen).__name__ == "ReplayScreen"  # an entry with a bad review still opens
    app, effects = press(app, "review")
    assert [e.k for e in effects if isinstance(e, AskReview)] == [0]
