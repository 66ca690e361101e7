"""Saved games, best scores and replays as a person uses them: the whole app driven by
`update` (clicks, keys, files), a fake browser that carries out its writes, and the page as
`render` shows it. Saving never replays; a replay saves nothing."""

from __future__ import annotations

import json
import re
from datetime import timedelta
from pathlib import Path

import pytest
from app_support import PAGE_URL, START, Browser, Tab, boot, html, press, said, well_formed, written
from axio_web.app.page import render
from axio_web.app.routing import Menu
from axio_web.runtime.effects import CopyText, Download, Effect, ReplaceAddress, WriteStore
from axio_web.runtime.events import BeforeReload, FileRead, Key
from axio_web.runtime.record_link import decode_record, payload_from_hash, record_fragment
from axio_web.screens.saves.screens import (
    BestScoresScreen,
    ReplayScreen,
    SavedGamesScreen,
    render_best_tables,
)
from axio_web.screens.saves.text import progress_text, when_text
from axio_web.screens.table.screen import Covered, Table
from axio_web.storage import (
    BEST_PREFIX,
    GAME_PREFIX,
    SOLO_VARIANTS,
    StoreImage,
    best_scores,
    list_games,
    save_game,
    seal,
)
from axio_web.strings import i18n
from table_support import hand_markup

from axio_core.records import read_record
from axio_core.session import Session
from tests.spec_examples import EXAMPLES
from tests.storage_support import play as sessions_of

WEB = Path(__file__).resolve().parents[1] / "web" / "axio_web"
SCORE = re.compile(r'data-player="(\d)" data-color="([RGBOP])" data-score="(\d+)"')


def example(name: str) -> str:
    return (EXAMPLES / name).read_text(encoding="utf-8")


def game(variant: str, names: list[str], seed: int, turns: int | None = None) -> Session:
    """A game played by rote (the first legal action each time), `turns` actions or to the end."""
    return sessions_of(variant, names, seed, turns)[-1]


def saved(*sessions: Session, days_ago: int = 0) -> dict[str, str]:
    """A store holding these games as the app saved them: g1, g2... a minute apart."""
    image = StoreImage({})
    start = START - timedelta(days=days_ago)
    for n, session in enumerate(sessions, start=1):
        image = save_game(image, None, session, {"cover": False}, start + timedelta(minutes=n), f"g{n}").image
    return dict(image.entries)


def browser_with(*sessions: Session) -> Browser:
    return Browser(saved(*sessions))


def saves_list(browser: Browser) -> Tab:
    """A tab showing the saved-games list, opened from the menu."""
    tab = browser.open()
    assert isinstance(tab.app.screen, Menu)
    tab.click("saves-open-list")
    assert isinstance(tab.app.screen, SavedGamesScreen)
    return tab


def scores_shown(markup: str) -> list[list[int]]:
    found = SCORE.findall(markup)
    players = max(int(p) for p, _, _ in found) + 1
    return [[int(s) for p, _, s in found if int(p) == i] for i in range(players)]


def games_in(browser: Browser) -> list[str]:
    return sorted(k for k in browser.items if k.startswith(GAME_PREFIX))


# ------------------------------------------------------------------ the saved-games list


def test_the_list_shows_each_game_with_what_can_be_done_with_it() -> None:
    session = game("axio", ["Carl", "Dora", "Emil"], seed=4, turns=5)
    tab = saves_list(browser_with(game("rota", ["Anna", "Beata"], seed=4), session))
    page = well_formed(tab.html)
    unfinished, finished = re.findall(r'<li class="save-item.*?</li>', page)  # newest first
    assert "AXIO" in unfinished and "Carl, Dora and Emil" in unfinished
    assert f"5 turns played · {session.names[session.to_act or 0]} to play" in unfinished
    assert 'data-action="saves-continue"' in unfinished and 'data-action="saves-replay"' not in unfinished
    assert "AXIO Rota" in finished and "Finished" in finished and 'data-action="saves-replay"' in finished
    for action in ("saves-export", "saves-link", "saves-delete"):
        assert page.count(f'data-action="{action}"') == 2
    assert 'aria-label="Continue AXIO with Carl, Dora and Emil"' in page
    assert "Saved 2026-11-22 10:02" in unfinished  # the player's clock: an hour east of UTC
    assert 'type="file"' in page and 'data-action="saves-import"' in page
    assert tab.app.focus == "#saves-title"  # the focus goes to the new screen's title


def test_an_empty_list_says_games_save_themselves() -> None:
    assert "Games save themselves" in saves_list(Browser()).html


def test_continue_resumes_the_exact_game_at_the_table_with_the_cover_up() -> None:
    session = game("rota", ["Anna", "Beata"], seed=4, turns=3)
    browser = browser_with(session)
    tab = saves_list(browser)
    effects = tab.click("saves-continue", id="g1", key=GAME_PREFIX + "g1")
    table = tab.table
    assert table.session.state == session.state and table.session.to_act == session.to_act
    assert isinstance(table.mode, Covered)  # hot-seat: never show a hand on resume
    assert render(tab.app).focus == "#cover-ready"
    assert 'data-player="1"' in tab.html
    assert list(written(effects)) == [GAME_PREFIX + "g1"]  # it saves on in its own entry
    assert games_in(browser) == [GAME_PREFIX + "g1"] and tab.app.messages is None


def test_a_reload_after_continuing_a_saved_game_comes_back_to_it() -> None:
    session = game("rota", ["Anna", "Beata"], seed=4, turns=3)
    tab = saves_list(browser_with(session))
    effects = tab.click("saves-continue", id="g1", key=GAME_PREFIX + "g1")
    assert ReplaceAddress(None, "g1") in effects  # the tab remembers the game on the table
    reloaded = tab.reload()
    assert isinstance(reloaded.app.screen, Table) and reloaded.table.session.state == session.state


def test_a_finished_game_opens_as_a_replay_at_its_end_and_back_returns_to_the_list() -> None:
    session = game("rota", ["Anna", "Beata"], seed=4)
    browser = browser_with(session)
    stored = dict(browser.items)
    tab = saves_list(browser)
    effects = tab.click("saves-replay", id="g1", key=GAME_PREFIX + "g1")
    viewer = tab.app.screen
    assert isinstance(viewer, ReplayScreen) and viewer.index == viewer.last
    page = well_formed(tab.html)
    assert scores_shown(page) == [list(s) for s in session.state.scores]
    assert "Game over" in page and 'id="replay-back"' in page
    assert dict(render(tab.app).attributes)["data-game-over"] == "true"  # PAGE.md
    effects += tab.send(Key("Home")) + tab.click("replay-next") + tab.click("saves-back")
    assert isinstance(tab.app.screen, SavedGamesScreen) and tab.app.focus == "#saves-replay-g1"
    # a replay saves nothing: no write, no slot, nothing waits for a reload
    assert not any(isinstance(e, WriteStore) for e in effects) and browser.items == stored
    assert tab.app.saving.slot is None and tab.send(BeforeReload()) == []


def test_export_downloads_the_record() -> None:
    session = game("rota", ["Anna", "Beata"], seed=4, turns=2)
    tab = saves_list(browser_with(session))
    (download,) = tab.click("saves-export", id="g1", key=GAME_PREFIX + "g1")
    assert isinstance(download, Download)
    assert download.filename == "axio-rota-2026-11-22-anna-beata.json"
    assert read_record(download.text).moves == session.to_record().moves


def test_copy_link_copies_a_record_link_to_this_page() -> None:
    session = game("rota", ["Anna", "Beata"], seed=4, turns=2)
    tab = saves_list(browser_with(session))
    effects = tab.click("saves-link", id="g1", key=GAME_PREFIX + "g1")
    copy = next(e for e in effects if isinstance(e, CopyText))
    assert copy.text.startswith(PAGE_URL + "#record=")
    record = decode_record(payload_from_hash(copy.text[len(PAGE_URL) :]) or "")
    assert record["moves"] == list(session.to_record().moves)
    assert "link to this game was copied" in tab.html and "copied" in said(effects)


def test_delete_asks_first_and_escape_or_keep_cancels() -> None:
    browser = browser_with(game("rota", ["Anna", "Beata"], seed=4, turns=2))
    tab = saves_list(browser)
    key = GAME_PREFIX + "g1"
    tab.click("saves-delete", id="g1", key=key)
    assert 'role="alertdialog"' in well_formed(tab.html) and tab.app.focus == "#saves-confirm-no"
    tab.send(Key("Escape"))
    assert 'role="alertdialog"' not in tab.html and tab.app.focus == "#saves-title"
    tab.click("saves-delete", id="g1", key=key)
    tab.click("saves-delete-no")
    assert 'role="alertdialog"' not in tab.html and games_in(browser) == [key]
    tab.click("saves-delete", id="g1", key=key)
    effects = tab.click("saves-delete-yes", key=key)
    assert games_in(browser) == [] and list_games(tab.app.store).games == ()
    assert "The game was deleted." in tab.html and said(effects) == "The game was deleted."


def test_a_stray_confirmation_for_another_key_deletes_nothing() -> None:
    browser = browser_with(game("rota", ["Anna", "Beata"], seed=4, turns=2))
    tab = saves_list(browser)
    assert tab.click("saves-delete-yes", key=GAME_PREFIX + "g1") == []  # nothing was asked
    tab.click("saves-delete", id="g1", key=GAME_PREFIX + "g1")
    tab.click("saves-delete-yes", key=GAME_PREFIX + "g2")  # not the one asked about
    assert games_in(browser) == [GAME_PREFIX + "g1"]


def test_damaged_entries_are_shown_with_the_reason_downloadable_and_deletable() -> None:
    key, text = GAME_PREFIX + "old", '{"schema": 3, "kind": "game"}'
    browser = Browser({key: text})
    tab = saves_list(browser)
    page = well_formed(tab.html)
    assert "Damaged saves" in page and "newer version of the game (format 3)" in page
    assert tab.click("saves-raw", key=key) == [Download("axio-v1-game-old.txt", text, "text/plain")]
    tab.click("saves-delete", key=key)
    tab.click("saves-delete-yes", key=key)
    assert browser.items == {}


def bad_rota_entry() -> dict[str, str]:
    bad = json.loads(example("bad-rota-cell-taken.json"))
    body = {
        "kind": "game",
        "id": "bad",
        "revision": 1,
        "created": "2026-01-01T00:00:00Z",
        "updated": "2026-01-01T00:00:00Z",
        "record": bad,
        "screen": {},
        "summary": {
            "variant": "rota",
            "players": bad["players"],
            "turns": 9,
            "over": False,
            "scores": [[0] * 5] * len(bad["players"]),
            "winners": [],
            "to_act": 0,
        },
    }
    return {GAME_PREFIX + "bad": seal(body)}


def test_opening_a_game_whose_moves_break_the_rules_shows_why_and_keeps_it() -> None:
    browser = Browser(bad_rota_entry())
    stored = dict(browser.items)
    tab = saves_list(browser)
    effects = tab.click("saves-continue", id="bad", key=GAME_PREFIX + "bad")
    assert isinstance(tab.app.screen, SavedGamesScreen)
    assert "Its moves do not follow the rules (move 10" in tab.html and "move 10" in said(effects)
    assert browser.items == stored  # kept exactly as it is


def test_a_game_found_damaged_is_listed_as_damaged_from_then_on() -> None:
    tab = saves_list(Browser(bad_rota_entry()))
    tab.click("saves-continue", id="bad", key=GAME_PREFIX + "bad")
    # Listed with the damaged entries (download it, delete it), no longer offered to continue.
    assert 'data-damaged-key="axio:v1:game:bad"' in tab.html
    assert 'data-action="saves-continue"' not in tab.html
    tab.click("show-menu")
    assert 'data-action="saves-continue-last"' not in tab.html


def test_without_storage_everything_says_games_are_lost_when_the_page_closes_once() -> None:
    browser = Browser(available=False)
    tab = browser.open()
    assert "lost when the page closes" in tab.html  # the menu
    tab.click("saves-open-list")
    assert "lost when the page closes" in tab.html
    tab.click("show-menu")
    tab.click("choose-game", game="rota")
    tab.click("choose-players", players="1")
    effects = tab.click("start")
    assert not any(isinstance(e, WriteStore) for e in effects) and browser.items == {}
    assert "lost when the page closes" in tab.messages
    tab.click("dismiss-messages")
    tab.play(tab.table.session.legal_actions()[0])
    assert tab.messages == ""  # said once a visit, not at every move


def test_storage_taken_away_mid_game_is_said_and_the_game_goes_on_in_memory() -> None:
    browser = Browser()
    tab = browser.open(query="?game=rota&players=1&seed=3")
    assert games_in(browser) and tab.messages == ""
    browser.available = False
    tab.play(tab.table.session.legal_actions()[0])
    assert "lost when the page closes" in tab.messages
    tab.click("dismiss-messages")
    effects = tab.play(tab.table.session.legal_actions()[0])
    assert tab.messages == "" and not any(isinstance(e, WriteStore) for e in effects)
    assert len(tab.table.session.actions) == 2


def full_browser() -> Browser:
    """Two finished games stored, and room for nothing more."""
    browser = browser_with(game("rota", ["Anna", "Beata"], seed=1), game("rota", ["Carl", "Dora"], seed=2))
    browser.quota = browser.used() + 10
    return browser


def test_storage_full_is_said_at_the_table_and_the_game_goes_on() -> None:
    browser = full_browser()
    tab = browser.open(query="?game=rota&players=2&names=Emil,Fay&seed=3")
    assert "storage for this game is full" in tab.messages
    assert tab.app.saving.unsaved is not None
    assert games_in(browser) == [GAME_PREFIX + "g1", GAME_PREFIX + "g2"]
    tab.play(tab.table.session.legal_actions()[0])
    assert len(tab.table.session.actions) == 1 and tab.app.saving.unsaved is not None


def test_storage_full_offers_to_remove_the_oldest_finished_game_then_saves_again() -> None:
    browser = full_browser()
    tab = browser.open(query="?game=rota&players=2&names=Emil,Fay&seed=3")
    tab.play(tab.table.session.legal_actions()[0])
    session = tab.table.session
    assert "storage for this game is full" in tab.messages
    tab.click("show-menu")
    tab.click("saves-open-list")
    page = tab.html
    assert "storage for this game is full" in page and 'data-action="saves-clear-old"' in page
    tab.click("saves-clear-old")
    assert "Anna and Beata" in tab.html.split("alertdialog")[1]  # the oldest finished game
    tab.click("saves-delete-yes", key="clear-oldest")
    assert "your game is saved again" in tab.html
    players = {g.summary.players for g in list_games(StoreImage(browser.items)).games}
    assert players == {("Carl", "Dora"), ("Emil", "Fay")}
    (emil,) = [g for g in list_games(StoreImage(browser.items)).games if g.summary.players == ("Emil", "Fay")]
    assert len(emil.record["moves"]) == len(session.actions)  # the move that was not saved is now


def two_tabs_on_one_game() -> tuple[Browser, Tab, Tab]:
    browser = browser_with(game("rota", ["Anna", "Beata"], seed=5, turns=1))
    first, second = browser.open(), browser.open()
    first.click("saves-continue-last")
    second.click("saves-continue-last")  # it has heard the first tab's save
    assert isinstance(first.app.screen, Table) and isinstance(second.app.screen, Table)
    assert first.messages == second.messages == ""
    return browser, first, second


def test_a_save_over_another_tabs_progress_is_refused_and_said() -> None:
    browser, first, _ = two_tabs_on_one_game()
    stored = dict(browser.items)
    first.play(first.table.session.legal_actions()[0])  # the second tab has saved since
    assert "changed in another tab" in first.messages and browser.items == stored
    assert first.app.saving.unsaved is not None and first.table.session.actions
    # A tab that has not heard the other's write yet: the glue's check refuses the write.
    browser = browser_with(game("rota", ["Anna", "Beata"], seed=5, turns=1))
    browser.prompt = False
    first, second = browser.open(), browser.open()
    first.click("saves-continue-last")
    stored = dict(browser.items)
    second.click("saves-continue-last")
    assert "changed in another tab" in second.messages and browser.items == stored
    assert second.app.saving.unsaved is not None and first.messages == ""


def test_after_a_conflict_the_list_offers_to_keep_both() -> None:
    browser, first, _ = two_tabs_on_one_game()
    first.play(first.table.session.legal_actions()[0])
    assert "changed in another tab" in first.messages
    first.click("show-menu")
    first.click("saves-open-list")
    assert "changed in another tab" in first.html and 'data-action="saves-keep-both"' in first.html
    first.click("saves-keep-both")
    assert "saved as a separate copy" in first.html
    assert len(games_in(browser)) == 2


# ------------------------------------------------------------------ import


def import_file(tab: Tab, text: str | None, name: str = "game.json", error: str = "") -> list[Effect]:
    return tab.send(FileRead("saves-import", name, text, error))


def test_import_adds_the_game_and_says_so() -> None:
    browser = Browser()
    tab = saves_list(browser)
    effects = import_file(tab, example("rota-3p-unfinished.json"))
    assert "Imported AXIO Rota with P1, P2 and P3." in tab.html
    assert said(effects) == "Imported AXIO Rota with P1, P2 and P3." and len(games_in(browser)) == 1
    import_file(tab, example("rota-3p-unfinished.json"))
    assert "saved already" in tab.html and len(games_in(browser)) == 1


def test_import_refuses_a_bad_record_naming_the_move() -> None:
    browser = Browser()
    tab = saves_list(browser)
    import_file(tab, example("bad-rota-cell-taken.json"), "bad.json")
    page = tab.html
    assert "“bad.json” is not a valid game record: move 10" in page and 'role="alert"' in page
    assert browser.items == {}


def test_import_reports_an_unreadable_file_and_text_that_is_not_json() -> None:
    tab = saves_list(Browser())
    import_file(tab, None, "x.json", "NotReadableError")
    assert "could not be read: NotReadableError" in tab.html
    import_file(tab, "hello", "x.json")
    assert "is not a game record: it is not JSON" in tab.html


# ------------------------------------------------------------------ replay viewer


def test_the_replay_steps_through_every_turn_with_board_and_scores() -> None:
    session = game("rota", ["Anna", "Beata"], seed=7)
    tab = saves_list(browser_with(session))
    tab.click("saves-replay", id="g1", key=GAME_PREFIX + "g1")
    tab.send(Key("Home"))
    viewer = tab.app.screen
    assert isinstance(viewer, ReplayScreen) and viewer.index == 0 and viewer.last == len(session.actions)
    page = well_formed(tab.html)
    assert "Start of the game" in page and scores_shown(page) == [[0] * 5, [0] * 5]
    assert re.search(r'id="replay-first"[^>]*disabled', page) and "<svg" in page
    assert tab.send(Key("ArrowRight", in_field=True)) == [] and tab.app.screen == viewer  # typing
    for n in range(1, viewer.last + 1):
        tab.send(Key("ArrowRight"))
        page = tab.html
        assert scores_shown(page) == [list(s) for s in session.states[n - 1].scores]
        mover = (session.start, *session.states)[n - 1].current
        assert f"Turn {n} of {viewer.last}: {session.names[mover]}" in page
    assert re.search(r'id="replay-next"[^>]*disabled', page) and tab.app.focus == "#replay-prev"
    at_end = tab.app.screen
    tab.send(Key("ArrowRight"))
    assert tab.app.screen is at_end
    tab.send(Key("Home"))
    assert isinstance(tab.app.screen, ReplayScreen) and tab.app.screen.index == 0
    assert tab.app.focus == "#replay-next"
    tab.click("replay-last")
    tab.click("replay-prev")
    assert isinstance(tab.app.screen, ReplayScreen) and tab.app.screen.index == viewer.last - 1


def test_the_replay_skips_axio_draws_and_shows_solo_totals() -> None:
    tab = saves_list(Browser())
    import_file(tab, example("axio-solo.json"))
    (game_id,) = re.findall(r'data-save-id="([^"]+)"', tab.html)
    tab.click("saves-replay", id=game_id, key=GAME_PREFIX + game_id)
    viewer = tab.app.screen
    assert isinstance(viewer, ReplayScreen)
    assert viewer.last == 36  # 72 record moves: 36 draws and 36 placements
    page = well_formed(tab.html)
    assert scores_shown(page) == [[19, 36, 20, 23, 14]]
    assert "Turn 36 of 36" in page and "Game over: " in page and "<svg" in page


def test_a_replay_never_shows_a_hand() -> None:
    session = game("rota", ["Anna", "Beata"], seed=7, turns=3)
    tab = saves_list(browser_with(session))
    tab.click("saves-replay", id="g1", key=GAME_PREFIX + "g1")
    assert isinstance(tab.app.screen, ReplayScreen)
    tab.send(Key("End"))
    hands = [tile for tile in session.state.hands if tile is not None]
    assert hands and not any(mark in tab.html for tile in hands for mark in hand_markup(tile))


# ------------------------------------------------------------------ best scores


def solo_games(count: int) -> list[Session]:
    return [game("rota", [f"P{seed}"], seed=seed) for seed in range(count)]


def test_best_scores_list_the_top_ten_per_game_in_rank_order_with_replays() -> None:
    tab = Browser(saved(*solo_games(12))).open()
    tab.click("saves-open-best")
    assert isinstance(tab.app.screen, BestScoresScreen) and tab.app.focus == "#best-title"
    page = well_formed(tab.html)
    ranks = [int(r) for r in re.findall(r'data-rank="(\d+)"', page)]
    results = [int(r) for r in re.findall(r'data-result="(\d+)"', page)]
    assert ranks == list(range(1, 11)) and results == sorted(results, reverse=True)
    assert "AXIO solo" in page and "No finished solo game yet." in page  # AXIO has none
    key = re.search(r'data-action="best-replay" data-key="([^"]+)"', page).group(1)  # type: ignore[union-attr]
    tab.click("best-replay", key=key)
    viewer = tab.app.screen
    assert isinstance(viewer, ReplayScreen) and viewer.index == viewer.last
    tab.click("saves-back")
    assert isinstance(tab.app.screen, BestScoresScreen) and tab.app.focus == "#best-title"


def test_best_scores_have_their_own_screen_and_the_menu_stays_short() -> None:
    tab = Browser(saved(*solo_games(3))).open()
    rows = re.compile(r'<tr class="best-row".*?</tr>')
    assert rows.findall(tab.html) == [] and 'data-action="saves-open-best"' in tab.html
    tab.click("saves-open-best")
    assert len(rows.findall(tab.html)) == 3
    lists = {v: best_scores(tab.app.store, v) for v in SOLO_VARIANTS}
    page = well_formed(render_best_tables(lists, replay_buttons=False))
    assert "P0" in page and "best-replay" not in page and page.count("<table") == 1


def test_damaged_best_scores_are_listed_and_deletable() -> None:
    browser = Browser({BEST_PREFIX + "axio:x": "garbage"})
    tab = browser.open()
    tab.click("saves-open-best")
    assert "Damaged best-score entries" in well_formed(tab.html)
    tab.click("saves-delete", key=BEST_PREFIX + "axio:x")
    assert tab.app.focus == "#saves-confirm-no"
    tab.click("saves-delete-yes", key=BEST_PREFIX + "axio:x")
    assert browser.items == {}


def test_the_two_lists_link_to_each_other() -> None:
    tab = saves_list(Browser())
    tab.click("saves-best")
    assert isinstance(tab.app.screen, BestScoresScreen)
    tab.click("saves-list")
    assert isinstance(tab.app.screen, SavedGamesScreen)


def one_move_before_the_end(session: Session) -> str:
    """A `#record=` link to `session` without its last move."""
    record = session.to_record().to_json_obj()
    record["moves"] = record["moves"][:-1]
    return record_fragment(record)


def test_a_new_best_score_is_cheered_only_at_rank_one() -> None:
    session = game("rota", ["Solo"], seed=3)
    last = session.actions[-1]
    first = Browser().open(hash=one_move_before_the_end(session))
    first.play(last)
    assert "New best score: AXIO Rota solo!" in first.messages
    # The same result again, later: second place, said as such.
    second = Browser(saved(session, days_ago=1)).open(hash=one_move_before_the_end(session))
    second.play(last)
    assert "Into your best scores: AXIO Rota solo, number 2 of 10." in second.messages
    assert "New best" not in second.messages
    (entry,) = [k for k in second.browser.items if k.startswith(BEST_PREFIX) and not k.endswith(":g1")]
    assert [b.key for b in best_scores(StoreImage(second.browser.items), "rota").scores][1] == entry
    # Out of the top ten: nothing said.
    ten = Browser(saved(*[session] * 10, days_ago=1)).open(hash=one_move_before_the_end(session))
    ten.play(last)
    assert ten.messages == "" and len(best_scores(StoreImage(ten.browser.items), "rota").scores) == 10


def test_saving_never_replays_a_game(monkeypatch: pytest.MonkeyPatch) -> None:
    browser = browser_with(game("rota", ["Anna"], seed=2, turns=2))
    tab = browser.open()
    tab.click("saves-continue-last")  # opening a saved game replays it, once

    def no_replay(*_: object) -> None:
        raise AssertionError("a save replayed the game")

    monkeypatch.setattr("axio_core.records.replay", no_replay)
    monkeypatch.setattr("axio_core.session.replay", no_replay)
    for _ in range(3):
        effects = tab.play(tab.table.session.legal_actions()[0])
        (text,) = written(effects).values()
        assert text is not None and json.loads(text)["record"] == tab.table.session.to_record().to_json_obj()
    assert len(tab.table.session.actions) == 5 and games_in(browser) == [GAME_PREFIX + "g1"]


# ------------------------------------------------------------------ words


def test_dates_are_local_and_numeric_per_language() -> None:
    assert when_text("2026-11-22T23:30:00Z", 60) == "2026-11-23 00:30"
    with i18n.in_language("de"):
        assert when_text("2026-11-22T23:30:00Z", 60) == "23.11.2026 00:30"


def test_progress_text_for_solo_and_unstarted_games() -> None:
    unstarted = game("rota", ["Anna", "Beata"], seed=3, turns=0)
    image = StoreImage(saved(game("rota", ["Solo"], seed=3), unstarted))
    solo, unstarted = sorted(list_games(image).games, key=lambda g: len(g.summary.players))
    assert progress_text(solo.summary).startswith("Finished · result ")
    assert progress_text(unstarted.summary) == "Not started · Anna to play"


def test_every_saves_string_has_english_and_german() -> None:
    missing = i18n.missing_translations()
    assert [k for k in missing["de"] + missing["en"] if k.startswith("saves.")] == []


def test_every_string_key_the_screens_use_exists() -> None:
    from axio_web.strings.saves import EN

    sources = "".join(p.read_text(encoding="utf-8") for p in (WEB / "screens" / "saves").glob("*.py"))
    sources += (WEB / "runtime" / "saving.py").read_text(encoding="utf-8")
    used = set(re.findall(r'"(saves\.[a-z_.]+)"', sources))
    assert used and used <= set(EN)
    reasons = {"not_json", "not_entry", "newer", "edited", "invalid", "record", "too_large"}
    assert {f"saves.damaged.{r}" for r in reasons} <= set(EN)
    assert {f"saves.import_refused.{r}" for r in ("not_json", "too_large", "record")} <= set(EN)
    for name in ("first", "prev", "next", "last"):
        assert {f"saves.replay_{name}", f"saves.replay_{name}_label"} <= set(EN)


def test_the_screens_render_in_german() -> None:
    tab = Browser(saved(game("rota", ["Anna", "Beata"], seed=4, turns=2))).open()
    tab.click("choose-language", lang="de")
    assert "Weiterspielen" in tab.html  # the menu's saves part too
    tab.click("saves-open-list")
    page = tab.html
    assert "Spielstände" in page and "Weiterspielen" in page and "2 Züge gespielt" in page
    assert "Gespeichert 22.11.2026 10:01" in page


# ------------------------------------------------------------------ the menu


def test_the_menu_offers_continue_only_when_a_game_is_unfinished() -> None:
    app, _ = boot(store=StoreImage(saved(game("rota", ["Solo"], seed=3))))
    page = well_formed(html(app))
    assert 'data-action="saves-continue-last"' not in page
    assert 'data-action="saves-open-list"' in page and 'data-action="saves-open-best"' in page
    app, _ = boot(store=StoreImage(saved(game("axio", ["Anna", "Beata"], seed=2, turns=4))))
    page = well_formed(html(app))
    assert 'data-action="saves-continue-last"' in page and "AXIO · Anna and Beata · 4 turns played" in page
    assert app.focus is None  # the menu leaves the focus where the page puts it


def test_continue_from_the_menu_resumes_the_last_game_exactly() -> None:
    session = game("axio", ["Anna", "Beata"], seed=2, turns=4)
    browser = browser_with(game("rota", ["Carl", "Dora"], seed=1, turns=2), session)
    tab = browser.open()
    effects = tab.click("saves-continue-last")
    table = tab.table
    assert table.session.state == session.state and isinstance(table.mode, Covered)
    assert scores_shown(tab.html) == [list(s) for s in session.state.scores]
    assert list(written(effects)) == [GAME_PREFIX + "g2"]  # the newest unfinished game


def test_the_best_scores_open_their_replays() -> None:
    app, _ = boot(store=StoreImage(saved(game("axio", ["Solo"], seed=5))))
    app, _ = press(app, "saves-open-best")
    page = html(app)
    assert "AXIO solo" in page and 'data-action="best-replay"' in page
    key = re.search(r'data-action="best-replay" data-key="([^"]+)"', page).group(1)  # type: ignore[union-attr]
    app, effects = press(app, "best-replay", key=key)
    assert isinstance(app.screen, ReplayScreen) and effects == []
    page = html(app)
    assert "<svg" in page and 'id="replay-back"' in page  # back to the best scores
    app, _ = press(app, "saves-back")
    assert isinstance(app.screen, BestScoresScreen)
    app, _ = press(app, "show-menu")
    assert isinstance(app.screen, Menu)


def test_a_best_score_that_is_gone_opens_the_best_scores() -> None:
    app, _ = boot(store=StoreImage({}))
    app, _ = press(app, "best-replay", key=BEST_PREFIX + "rota:gone")
    assert isinstance(app.screen, BestScoresScreen)


def test_continue_with_nothing_to_continue_opens_the_list() -> None:
    tab = Browser().open()
    effects = tab.click("saves-continue-last")
    assert isinstance(tab.app.screen, SavedGamesScreen) and effects == []


def test_continue_with_a_damaged_last_game_says_why_in_the_list() -> None:
    tab = Browser(bad_rota_entry()).open()
    tab.click("saves-continue-last")
    assert isinstance(tab.app.screen, SavedGamesScreen)
    assert "Its moves do not follow the rules (move 10" in tab.html and 'role="alert"' in tab.html


def test_the_saves_screens_are_for_the_menu_only() -> None:
    tab = Browser().open(query="?game=rota&players=1&seed=1")
    before = tab.app.screen
    assert tab.click("saves-open-list") == [] and tab.app.screen == before
    assert isinstance(tab.app.screen, Table)
