"""Saves in a real browser: resume after a reload, damaged entries, export/import, best scores,
a full or missing localStorage. Fixtures (built site, system Chromium, watched page) are in
conftest.py; `app_page` fails a test on any console error or Python traceback."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from axio_web.runtime.record_link import encode_record
from playwright.sync_api import Page, expect

from tests.spec_examples import EXAMPLES

pytestmark = pytest.mark.browser


def scores(page: Page) -> list[str]:
    return page.eval_on_selector_all(
        "#screen [data-score]", "els => els.map(e => e.dataset.player + e.dataset.color + e.dataset.score)"
    )


def play_rota_turn(page: Page) -> None:
    """One placement by clicking: lift the cover if it is up, the first open place, a name if
    the empty corner needs one, confirm."""
    # after a move the points land, then the cover comes up (or, alone, the next turn)
    page.locator('[data-action="table-ready"], .mode-choosing [data-action="rota-cell"]').first.wait_for()
    ready = page.locator('[data-action="table-ready"]')
    if ready.count():
        ready.click()
    before = page.locator("#table").get_attribute("class")
    page.locator('[data-action="rota-cell"]').first.click()
    names = page.locator('[data-action="rota-name"]')
    if names.count():
        names.first.click()
    page.click('[data-action="rota-confirm"]')
    expect(page.locator("#table")).not_to_have_class(before or "")


def back_to_menu(page: Page) -> None:
    """The table's "Menu" (the cover's own while the cover is up: it lies on top)."""
    page.locator('[data-action="show-menu"]').last.click()
    expect(page.locator("#menu")).to_be_visible()


def start_rota_from_menu(
    page: Page, url: str, ready: Callable[[Page], None], players: str = "2 players"
) -> None:
    page.goto(url)
    ready(page)
    page.get_by_role("button", name="AXIO Rota").click()
    page.get_by_role("button", name=players).click()
    page.get_by_role("button", name="Start the game").click()
    page.wait_for_selector("#table")


def test_reload_mid_game_resumes_identically_with_the_cover_up(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    start_rota_from_menu(app_page, site_url, ready)

    # Play until something has scored (a random deal may score nothing for a few turns).
    def scored(entries: list[str]) -> bool:  # "1R10": player 1's red has 10 (not "ends in 0")
        return any(int(re.search(r"\d+$", entry).group()) for entry in entries)  # type: ignore[union-attr]

    turns = 0
    while turns < 3 or (not scored(scores(app_page)) and turns < 20):
        play_rota_turn(app_page)
        turns += 1
    before = scores(app_page)
    assert scored(before)
    app_page.reload()  # a reload (pull to refresh on a tablet) comes back to the game itself
    ready(app_page)
    app_page.wait_for_selector("#table")
    assert scores(app_page) == before
    expect(app_page.locator('[data-action="table-ready"]')).to_be_visible()  # hot-seat: no hand shown
    # and from the menu (in reach under the cover), "Continue" brings it back too
    app_page.click('.cover [data-action="show-menu"]')
    expect(app_page.locator('[data-action="saves-continue-last"]')).to_contain_text(f"{turns} turns played")
    app_page.click('[data-action="saves-continue-last"]')
    app_page.wait_for_selector("#table")
    assert scores(app_page) == before
    expect(app_page.locator('[data-action="table-ready"]')).to_be_visible()
    play_rota_turn(app_page)  # and it goes on, saving onto the same entry
    keys = app_page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('axio:v1:game:'))")
    assert len(keys) == 1


def test_a_corrupted_entry_is_shown_as_damaged_and_kept(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    app_page.goto(site_url)
    ready(app_page)
    junk = '{"schema": 1, "kind": "game", "id": "junk", "revis'
    app_page.evaluate("([k, v]) => localStorage.setItem(k, v)", ["axio:v1:game:junk", junk])
    app_page.evaluate("([k, v]) => localStorage.setItem(k, v)", ["axio:v9:game:later", "{}"])
    app_page.reload()
    ready(app_page)
    app_page.click('[data-action="saves-open-list"]')
    damaged = app_page.locator(".saves-damaged")
    expect(damaged).to_contain_text("axio:v1:game:junk")
    expect(damaged).to_contain_text("not readable data")
    expect(damaged).to_contain_text("newer version of the game")
    assert app_page.evaluate("localStorage.getItem('axio:v1:game:junk')") == junk
    # Everything else still works: a game saves and is listed beside the damaged entry.
    start_rota_from_menu(app_page, site_url, ready)
    play_rota_turn(app_page)
    back_to_menu(app_page)
    app_page.click('[data-action="saves-open-list"]')
    expect(app_page.locator(".save-item.is-open")).to_have_count(1)
    assert app_page.evaluate("localStorage.getItem('axio:v1:game:junk')") == junk


def test_export_then_import_round_trip(
    app_page: Page, site_url: str, ready: Callable[[Page], None], tmp_path: Path
) -> None:
    start_rota_from_menu(app_page, site_url, ready)
    for _ in range(2):
        play_rota_turn(app_page)
    back_to_menu(app_page)
    app_page.click('[data-action="saves-open-list"]')
    with app_page.expect_download() as info:
        app_page.click('[data-action="saves-export"]')
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["format"] == "axio-record" and len(record["moves"]) == 2
    app_page.click('[data-action="saves-delete"]')
    app_page.click('[data-action="saves-delete-yes"]')
    expect(app_page.locator(".saves-empty")).to_be_visible()
    app_page.set_input_files("#saves-import-file", str(path))
    expect(app_page.locator(".saves-notice")).to_contain_text("Imported AXIO Rota")
    expect(app_page.locator(".save-item.is-open")).to_have_count(1)
    bad = tmp_path / "bad.json"
    bad.write_text((EXAMPLES / "bad-rota-cell-taken.json").read_text(), encoding="utf-8")
    app_page.set_input_files("#saves-import-file", str(bad))
    expect(app_page.locator(".saves-notice")).to_contain_text("not a valid game record: move 10")


def test_a_finished_solo_game_appears_in_the_best_scores(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    record = json.loads((EXAMPLES / "rota-solo.json").read_text())
    record["moves"] = record["moves"][:-1]  # one placement from the end
    record["players"] = ["Solveig"]
    app_page.goto(f"{site_url}#record={encode_record(record)}")
    ready(app_page)
    app_page.wait_for_selector("#table")
    play_rota_turn(app_page)
    expect(app_page.locator("html")).to_have_attribute("data-game-over", "true")
    back_to_menu(app_page)
    app_page.locator('[data-action="saves-open-best"]').click()  # best scores have their own screen
    row = app_page.locator('#best-scores [data-variant="rota"] .best-row')
    expect(row).to_have_count(1)
    expect(row).to_contain_text("Solveig")
    row.locator('[data-action="best-replay"]').click()
    expect(app_page.locator("#replay-step")).to_contain_text("Game over")
    app_page.keyboard.press("Home")
    expect(app_page.locator("#replay-step")).to_contain_text("Start of the game")
    app_page.keyboard.press("ArrowRight")
    expect(app_page.locator("#replay-step")).to_contain_text("Turn 1 of 12")


def test_a_full_storage_keeps_the_game_in_indexeddb_and_a_reload_resumes_it(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    # localStorage refuses every save (another app of the origin filled it): issue 35
    app_page.add_init_script("""
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
          if (String(key).startsWith('axio:v1:')) throw new DOMException('full', 'QuotaExceededError');
          return setItem.call(this, key, value);
        };
    """)
    start_rota_from_menu(app_page, site_url, ready)
    play_rota_turn(app_page)
    expect(app_page.locator("#messages")).to_contain_text("IndexedDB")
    play_rota_turn(app_page)  # the game goes on, saved
    moves = app_page.locator("html").get_attribute("data-moves")
    assert moves is not None and int(moves) >= 2
    app_page.wait_for_function("window.axioSparePending === 0")  # IndexedDB has committed
    assert app_page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('axio:v1:'))") == []
    app_page.reload()
    ready(app_page)
    expect(app_page.locator("html")).to_have_attribute("data-moves", moves)  # resumed, no move lost
    back_to_menu(app_page)
    expect(app_page.locator('#menu-saves [data-kept-in="indexeddb"]')).to_contain_text("IndexedDB")


def test_without_storage_the_game_plays_in_memory_and_says_so(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    app_page.add_init_script("""
        Object.defineProperty(window, 'localStorage', {
          get() { throw new DOMException('blocked', 'SecurityError'); },
        });
    """)
    app_page.goto(site_url)
    ready(app_page)
    expect(app_page.locator("#menu-saves")).to_contain_text("does not let the game save")
    start_rota_from_menu(app_page, site_url, ready)
    play_rota_turn(app_page)
    expect(app_page.locator("#messages")).to_contain_text("lost when the page closes")
