"""The daily deal in a real browser, with the date frozen by an init script: `?daily=rota` deals
the game `seed=daily-<date>` deals; a daily game played to its end by clicks shares a text with
no tile of the deal; the statistics come back after an export, a wiped store and an import."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.browser.page_hooks import serious_violations, settle

pytestmark = pytest.mark.browser

DAY = "2026-02-14"  # not the machine's date: the page must take the frozen one
#: The page's clock stands at 2026-02-14 10:00 UTC and runs on from there (timers still work);
#: Python's clock in Pyodide reads Date.now too. `navigator.share` keeps what it was given.
FROZEN = """
(() => {
  const RealDate = Date;
  const fixed = RealDate.UTC(2026, 1, 14, 10, 0, 0);
  const began = RealDate.now();
  const now = () => fixed + (RealDate.now() - began);
  class FrozenDate extends RealDate {
    constructor(...args) { if (args.length === 0) { super(now()); } else { super(...args); } }
    static now() { return now(); }
  }
  globalThis.Date = FrozenDate;
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: (data) => { window.axioShared = { text: data.text, url: data.url }; return Promise.resolve(); },
  });
})();
"""


def play_solo_rota_turn(page: Page) -> None:
    """One placement by clicking: the first open place, a name if the empty corner needs one,
    confirm; then wait until the record has one more move."""
    moves = int(page.get_attribute("html", "data-moves") or 0)
    page.locator('[data-action="rota-cell"]').first.click()
    names = page.locator('[data-action="rota-name"]')
    if names.count():
        names.first.click()
    page.click('[data-action="rota-confirm"]')
    expect(page.locator("html")).to_have_attribute("data-moves", str(moves + 1))


def board(page: Page) -> str:
    page.wait_for_selector("#table")
    return page.eval_on_selector("#board", "el => el.innerHTML")


def test_the_daily_deal_is_the_deal_of_the_days_seed_text(
    app_page: Page, site_url: str, ready: Callable[[Page], None]
) -> None:
    app_page.add_init_script(FROZEN)
    app_page.goto(site_url)
    ready(app_page)
    expect(app_page.locator(".daily-menu h2")).to_have_text(f"Daily deal · {DAY}")
    app_page.goto(f"{site_url}?daily=rota")
    ready(app_page)
    daily = board(app_page)
    app_page.goto(f"{site_url}?game=rota&players=1&seed=daily-{DAY}")
    ready(app_page)
    assert board(app_page) == daily and 'data-x="0"' in daily
    app_page.goto(f"{site_url}?game=rota&players=1&seed=daily-2026-02-13")
    ready(app_page)
    assert board(app_page) != daily  # another day, another deal


def axe_in_both_themes(page: Page) -> list[str]:
    """axe-core's serious findings in the light and the dark theme (buttons fade between the
    two: axe looks once they have)."""
    found = serious_violations(page)
    page.emulate_media(color_scheme="dark")
    settle(page)
    found += [f"dark: {problem}" for problem in serious_violations(page)]
    page.emulate_media(color_scheme="light")
    settle(page)
    return found


def test_a_daily_game_shares_no_tile_and_its_statistics_survive_export_and_import(
    browser: Browser,
    site_url: str,
    ready: Callable[[Page], None],
    watch_page: Callable[..., Any],
    tmp_path: Path,
) -> None:
    # axe is injected as a script of the test's own: only such a context lets it past the CSP.
    context = browser.new_context(bypass_csp=True, viewport={"width": 1024, "height": 768})
    app_page = context.new_page()
    watcher = watch_page(app_page, site_url)
    app_page.add_init_script(FROZEN)
    app_page.goto(f"{site_url}?daily=rota")
    ready(app_page)
    while app_page.get_attribute("html", "data-game-over") != "true":
        play_solo_rota_turn(app_page)
    expect(app_page.locator(".daily-verdict")).to_have_text("This is your result of the day.")
    problems = {"end": axe_in_both_themes(app_page)}
    app_page.click('[data-action="share"]')
    app_page.wait_for_function("window.axioShared")
    shared = app_page.evaluate("window.axioShared")
    assert shared["url"].endswith(f"?daily=rota&date={DAY}") and "#record" not in shared["url"]
    assert shared["text"].startswith(f"AXIO Rota · daily deal {DAY}\nResult ")
    record = app_page.evaluate("JSON.stringify(Object.entries(localStorage))")
    tiles = set(re.findall(r"[RGBOP.]{4}", record)) - {"RGBOP"}
    assert tiles and not any(tile in shared["text"] + shared["url"] for tile in tiles)

    app_page.click('.daily-end [data-action="stats-open"]')
    cards = app_page.locator(".stats-cards")
    expect(cards.locator('[data-variant="rota"] [data-stat="days"]')).to_have_text("1")
    before = cards.inner_html()
    problems["statistics"] = axe_in_both_themes(app_page)
    with app_page.expect_download() as info:
        app_page.click('[data-action="stats-export-all"]')
    path = tmp_path / "saves.json"
    info.value.save_as(path)
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "axio-saves"

    app_page.evaluate("localStorage.clear()")  # another browser, as it were
    app_page.goto(site_url)
    ready(app_page)
    app_page.click('.daily-menu [data-action="stats-open"]')
    expect(cards.locator('[data-variant="rota"] [data-stat="days"]')).to_have_text("0")
    app_page.set_input_files("#stats-import-file", str(path))
    expect(app_page.locator(".saves-notice")).to_contain_text("Imported: 1 games, 1 best scores.")
    assert cards.inner_html() == before
    watcher.check(app_page)
    context.close()
    assert not any(problems.values()), "\n".join(f"{k}: {v}" for k, v in problems.items() if v)
