"""The page's game by links (issue 39, screens/linkplay/), driven as the browser drives it: two
pages, each link passed as the `#link=` of an address; a reload resumes from localStorage."""

from __future__ import annotations

import html
import json
import re
from typing import Any

import pytest
from axio_web.app.page import render
from axio_web.app.routing import update as routed
from axio_web.app.start import Boot
from axio_web.app.start import start as started
from axio_web.runtime.effects import (
    Download,
    Effect,
    RememberPreference,
    ReplaceAddress,
    Schedule,
    WriteStore,
)
from axio_web.runtime.events import Click, Event, HashChange, Tick
from axio_web.runtime.model import App, Env
from axio_web.runtime.preferences import LINK_KEY
from axio_web.screens.linkplay.saved import stored_link_game
from axio_web.storage import export_game, list_games

from axio_core import game, records
from tests.app_support import click_toward

URL = "https://example.org/axio/"
NEXT = 'data-action="link-next"'  # a device that owes two links in a row writes the second on a tap
ENV = Env()


def ticked(app: App, effects: list[Effect]) -> tuple[App, list[Effect]]:
    """As the page's loop does: each Schedule's Tick when it comes due (the end's check, in
    parts); every effect on the way."""
    seen = list(effects)
    due = [e for e in effects if isinstance(e, Schedule)]
    while due:
        app, more = routed(app, Tick(due[0].action, due[0].run), ENV)
        seen += more
        due = due[1:] + [e for e in more if isinstance(e, Schedule)]
    return app, seen


def update(app: App, event: Event, env: Env) -> tuple[App, list[Effect]]:
    return ticked(*routed(app, event, env))


def start(boot: Boot, env: Env) -> tuple[App, list[Effect]]:
    return ticked(*started(boot, env))


def hooks(app: App) -> dict[str, str]:
    return dict(render(app).attributes)


def sent(app: App) -> str | None:
    """The fragment of the link `[data-send-link]` holds."""
    found = re.search(r'data-send-link data-link="([^"]*)"', render(app).screen.html())
    return "#link=" + html.unescape(found.group(1)).split("#link=", 1)[1] if found else None


def move_by_clicks(app: App) -> tuple[App, list[Effect]]:
    """This device's first legal action, played through the board's own controls (the plugin's,
    as at the table); every effect on the way."""
    screen: Any = app.screen
    device = screen.device
    action = device.legal_actions()[0]
    before = len(device.world().actions)
    seen: list[Effect] = []
    for _ in range(20):
        screen = app.screen
        if len(device.world().actions) > before or screen.seat is None or not screen.seat.acting:
            return app, seen
        rack = tuple(screen.seat.own.rack) if device.table.variant == "axio" else ()
        app, effects = update(app, click_toward(screen.selection, action, rack), ENV)
        seen += effects
    raise AssertionError(f"{action} could not be played by clicks")


def stored(effects: list[Effect]) -> str | None:
    kept = [e.value for e in effects if isinstance(e, RememberPreference) and e.key == LINK_KEY]
    return kept[-1] if kept else None


def test_two_pages_play_a_rota_game_by_links_and_the_record_replays_to_the_scores() -> None:
    anna, effects = start(Boot(query="?link=1&game=rota&players=2&names=Anna,Beata", page_url=URL), ENV)
    assert hooks(anna)["data-link-waiting"] == "Beata"
    assert any(isinstance(e, ReplaceAddress) and e.query == "" for e in effects)  # link=1 taken once
    invitation = sent(anna)
    assert invitation is not None
    beata, effects = start(Boot(hash=invitation, page_url=URL), ENV)
    assert any(isinstance(e, ReplaceAddress) for e in effects)  # the fragment leaves the address
    assert hooks(beata)["data-link-waiting"] == ""  # its turn: to join
    beata, effects = update(beata, Click("link-join", {}), ENV)
    pages = [anna, beata]
    told = 0
    ends = 0
    replayed = False
    last: list[str | None] = [invitation, None]
    store: list[str | None] = [None, stored(effects)]
    for _ in range(100):
        changed = False
        for k in (0, 1):
            page = pages[k]
            if hooks(page)["data-link-verified"] != "true" and hooks(page)["data-link-waiting"] == "":
                shown = render(page).screen.html()
                assert 'data-action="rota-cell"' in shown  # the board's places, on its move
                assert 'id="rota-hand"' in shown  # its own tile, to turn
                told += shown.count("data-move-summary")  # the moves since its last turn
                if k == 1 and told >= 6 and not replayed:  # mid-game: the saved games' replay
                    replays_the_moves_so_far(page)
                    replayed = True
                page, effects = move_by_clicks(page)
                store[k] = stored(effects) or store[k]
                pages[k] = page
            link = sent(page)
            if link is not None and link != last[k]:
                last[k] = link
                over = pages[1 - k].screen.device.due_what() == "done"  # type: ignore[attr-defined]
                other, effects = routed(pages[1 - k], HashChange(link), ENV)
                if not over and other.screen.device.due_what() == "done":  # type: ignore[attr-defined]
                    ends += 1
                    # the last link: the final scores drawn at once, the end's check to follow
                    shown = render(other).screen.html()
                    assert "data-link-scores" in shown and "checking every draw and move" in shown
                    assert hooks(other)["data-link-verified"] == "" and "data-link-record" not in shown
                    assert not [g for g in list_games(other.store).games if g.id.startswith("link-")]
                    assert [e for e in effects if isinstance(e, Schedule)]
                other, effects = ticked(other, effects)
                store[1 - k] = stored(effects) or store[1 - k]
                pages[1 - k] = other
                changed = True
        if not changed:
            break
    assert [hooks(p)["data-link-verified"] for p in pages] == ["true", "true"]
    assert ends == 2  # each page: the one that writes its key on the other's, then the other
    assert [hooks(p)["data-link-waiting"] for p in pages] == ["", ""]
    assert told >= 20  # as the cover tells it: the other's move, one line each
    # the same link again is a duplicate, said in words; nothing changes
    again, _ = update(pages[0], HashChange(last[1] or ""), ENV)
    assert 'data-link-said="duplicate"' in render(again).screen.html()
    # a reload resumes the game from localStorage (the tab's mark says it was a game by links)
    assert store[0] is not None
    reloaded, effects = started(Boot(prefs={LINK_KEY: store[0]}, table_id="link-game", page_url=URL), ENV)
    assert hooks(reloaded)["data-link-verified"] == ""  # the store keeps links, not a verdict: checked again
    reloaded, _ = ticked(reloaded, effects)
    assert hooks(reloaded)["data-link-verified"] == "true"
    shown = render(reloaded).screen.html()
    ended = shown.split("data-link-scores>", 1)[1].split("</ol>", 1)[0]  # the end's list, not the scoreboards
    scores = [
        tuple(int(s) for s in score.strip("[]").split(","))
        for score in re.findall(r'data-score="([^"]*)"', html.unescape(ended))
    ]
    assert 'class="link-board"' in shown  # the display as the table's text view draws it
    record = re.search(r"data-link-record>([^<]*)<", shown)
    assert record is not None
    final = records.replay(records.read_record(html.unescape(record.group(1)))).states[-1]
    outcome = game.outcome(final)
    assert outcome is not None and scores == [tuple(s) for s in outcome.scores]
    saved_like_any_other(pages[0], scores)
    # for a channel that cuts long links short: the link as a text file
    _, effects = update(pages[0], Click("link-file", {}), ENV)
    files = [e for e in effects if isinstance(e, Download)]
    assert len(files) == 1 and files[0].text.strip() == URL + (sent(pages[0]) or "")


def replays_the_moves_so_far(app: App) -> None:
    """An unfinished game by links is a row of the saved games whose Replay shows its moves so
    far on the public board, up to the scores this device shows."""
    shown, _ = update(update(app, Click("show-menu", {}), ENV)[0], Click("saves-open-list", {}), ENV)
    assert 'data-action="link-replay"' in render(shown).screen.html()
    replay, _ = update(shown, Click("link-replay", {}), ENV)
    screen: Any = replay.screen
    assert type(screen).__name__ == "ReplayScreen" and screen.session.outcome() is None
    seat: Any = app.screen
    assert screen.state.scores == seat.seat.turn.view.scores
    assert 'data-action="review"' not in render(replay).screen.html()  # no review before the end
    exports_and_reviews_its_own_moves(shown, seat)


def exports_and_reviews_its_own_moves(shown: App, seat: Any) -> None:
    """Before the end its row exports what this device knows (not a record: the others' tiles
    are hidden) and reviews this player's own moves alone, each rated from its view then."""
    from axio_web.runtime.effects import AskReview
    from axio_web.runtime.events import ReviewAnswer
    from axio_web.screens.review.rate import review_step

    me = seat.device.seat
    listing = render(shown).screen.html()
    assert 'data-action="link-export"' in listing and 'data-action="link-review"' in listing
    _, effects = update(shown, Click("link-export", {}), ENV)
    files = [e for e in effects if isinstance(e, Download)]
    assert len(files) == 1
    doc = json.loads(files[0].text)
    assert doc["format"] == "axio-link-progress" and doc["seat"] == me
    assert set(doc["setup"]) == {"display"}  # Rota: the display alone, no stack, no supply
    assert all("place" in m for m in doc["moves"]) and len(doc["moves"]) == len(seat.device.world().actions)
    review, effects = update(shown, Click("link-review", {}), ENV)
    screen: Any = review.screen
    assert type(screen).__name__ == "LinkReview" and screen.mine
    asked = [e for e in effects if isinstance(e, AskReview)]
    assert [a.k for a in asked] == [screen.mine[0]]  # the worker rates her first decision ...
    answer = review_step(asked[0].record_json, asked[0].k)
    review, effects = update(review, ReviewAnswer(asked[0].run, asked[0].k, answer), ENV)
    shown_review = render(review).screen.html()
    assert f'data-player="{me}"' in shown_review and "data-link-review" in shown_review
    reports = re.findall(r'data-review-player="(\d+)"', shown_review)
    assert reports == [str(me)]  # her report alone
    assert [e.k for e in effects if isinstance(e, AskReview)] == [review.screen.mine[1]]  # ... then her next
    back, _ = update(review, Click("review-back", {}), ENV)
    assert type(back.screen).__name__ == "SavedGamesScreen"


def saved_like_any_other(app: App, scores: list[tuple[int, ...]]) -> None:
    """The verified game is a saved game like any other (replay, review, export); the game by
    links itself is a row of the saved games, whose Continue brings its link screen back."""
    linked = [g for g in list_games(app.store).games if g.id.startswith("link-")]
    assert len(linked) == 1 and linked[0].over and linked[0].summary.scores == tuple(scores)
    exported = export_game(app.store, linked[0].id)
    assert exported is not None
    final = records.replay(records.read_record(json.loads(exported.text))).states[-1]
    assert [tuple(s) for s in final.scores] == scores
    again, effects = update(app, HashChange(sent(app) or ""), ENV)  # the end shown again: kept once
    assert not [e for e in effects if isinstance(e, WriteStore)]
    shown, _ = update(update(app, Click("show-menu", {}), ENV)[0], Click("saves-open-list", {}), ENV)
    listing = render(shown).screen.html()
    assert 'data-action="link-continue"' in listing and f'data-save-id="{linked[0].id}"' in listing
    replayed, _ = update(shown, Click("saves-replay", {"id": linked[0].id}), ENV)
    assert 'data-action="review"' in render(replayed).screen.html()  # a finished game's replay
    back, _ = update(shown, Click("link-continue", {}), ENV)
    assert hooks(back)["data-link-verified"] == "true" and "data-link-scores" in render(back).screen.html()


@pytest.mark.parametrize(
    "kept",
    [
        "",
        "{",
        "[]",
        '{"links": []}',
        '{"links": ["not-a-link"]}',
        '{"links": [1]}',
        '{"links": "x"}',
        "[" * 5000,
    ],
)
def test_a_damaged_store_of_a_game_by_links_is_no_row_of_the_saved_games(kept: str) -> None:
    assert stored_link_game(kept) is None


def test_a_link_that_is_no_link_is_said_in_words() -> None:
    page, _ = start(Boot(hash="#link=not-a-link", page_url=URL), ENV)
    assert 'data-link-said="refused"' in render(page).screen.html()


def test_the_menu_needs_two_to_four_players() -> None:
    page, _ = start(Boot(page_url=URL), ENV)
    page, _ = update(page, Click("choose-players", {"players": "1"}), ENV)
    page, _ = update(page, Click("link-game", {}), ENV)
    assert page.messages is not None and hooks(page)["data-screen"] == "menu"
    page, _ = update(page, Click("choose-players", {"players": "2"}), ENV)
    page, _ = update(page, Click("link-game", {}), ENV)
    assert hooks(page)["data-link-waiting"] == "Player 2"


def test_link_parameter_other_than_1_is_said_and_the_game_opens_as_usual() -> None:
    page, _ = start(Boot(query="?link=yes&game=rota&players=2", page_url=URL), ENV)
    assert page.messages is not None and any("link=1" in line for line in page.messages.lines)
    assert hooks(page)["data-screen"] == "table-rota"


def play_pages(variant: str, names: list[str]) -> list[App]:
    """Every page plays its first legal move; each new link goes to every other page at once,
    and the next player to join opens the invitation and the joins before, then joins."""
    query = f"?link=1&game={variant}&players={len(names)}&names={','.join(names)}"
    first, _ = start(Boot(query=query, page_url=URL), ENV)
    pages: list[App | None] = [first] + [None] * (len(names) - 1)
    history = [sent(first) or ""]
    last: list[str | None] = [history[0]] + [None] * (len(names) - 1)

    def deliver(author: int) -> None:
        new = pages.index(None) if None in pages else -1  # one new player per link
        for j, page in enumerate(pages):
            if j == author or (page is None and j != new):
                continue
            if page is None:
                for link in history:
                    page = (
                        start(Boot(hash=link, page_url=URL), ENV)[0]
                        if page is None
                        else update(page, HashChange(link), ENV)[0]
                    )
                assert page is not None
                page, _ = update(page, Click("link-join", {}), ENV)
            else:
                page, _ = update(page, HashChange(history[-1]), ENV)
                refused = re.search(r'data-link-said="refused">([^<]*)<', render(page).screen.html())
                assert refused is None, html.unescape(refused.group(1))  # every link is taken in
            pages[j] = page

    def pass_on(k: int) -> bool:
        page = pages[k]
        link = sent(page) if page is not None else None
        if link is None or link == last[k]:
            return False
        last[k] = link
        history.append(link)
        deliver(k)
        return True

    deliver(0)
    for _ in range(500):
        changed = False
        for k in range(len(names)):
            if pages[k] is None:
                continue
            changed = pass_on(k) or changed
            page = pages[k]
            assert page is not None
            screen: Any = page.screen
            my_move = screen.seat is not None and screen.seat.acting
            if hooks(page).get("data-link-waiting") == "" and my_move:
                pages[k], _ = move_by_clicks(page)
                changed = pass_on(k) or changed
            elif hooks(page).get("data-link-waiting") == "" and NEXT in render(page).screen.html():
                pages[k], _ = update(page, Click("link-next", {}), ENV)  # it owes two links in a row
                changed = pass_on(k) or changed
        if not changed:
            break
    return [page for page in pages if page is not None]


@pytest.mark.slow
def test_three_pages_play_axio_by_links_to_a_verified_end() -> None:
    pages = play_pages("axio", ["Anna", "Beata", "Carla"])
    said = [
        (
            re.findall(r"data-link-status>([^<]*)<", render(p).screen.html()),
            len(d.table.links),  # type: ignore[attr-defined]
            sorted(d.pending),
            d.table.links[-1].by,
            p.screen.message,
            d.legal_actions(),
        )  # type: ignore[attr-defined]
        for p in pages
        for d in [p.screen.device]
    ]  # type: ignore[attr-defined]
    assert [hooks(p)["data-link-verified"] for p in pages] == ["true"] * 3, said
