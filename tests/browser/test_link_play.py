"""Games by link in the browser (issue 39): separate browser contexts (profiles, so separate
localStorage) play a whole game by passing each link as a URL (page.goto), and the final scores
equal the engine's replay of the record the page exports. Prints the set-up's and a move's
times for bench/RESULTS.md (no timed assertion)."""

from __future__ import annotations

import base64
import json
import re
import time
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from axio_web.ui.action_names import LinkAction
from playwright.sync_api import Browser, Page

from axio_core import game, records
from axio_core.components import ROTA_TILES
from axio_core.linkplay import group, wire
from tests.browser.conftest import wait_ready

pytestmark = pytest.mark.browser
STEP_MS = 60_000
ACTING = ".link-table.is-acting"  # this device's move, on the table's board


def move_on_board(page: Page, variant: str, times: dict[str, Any]) -> None:
    """This device's turn, tapped on the board as a person would, knowing nothing but the page:
    Rota the first free place, a name where one is asked (T6), Confirm; AXIO a place, the place
    for the tile's other half, pyramids to move while Confirm says more is needed (A8), Confirm,
    and Keep where the exchange is offered (A11). Times the last tap to its link written."""
    for _ in range(40):
        if not page.query_selector(ACTING):
            return
        confirm = page.query_selector(f"#{variant}-confirm")
        ready = confirm is not None and confirm.get_attribute("aria-disabled") != "true"
        chosen = page.get_attribute("html", "data-chosen") or ""
        if page.query_selector('[data-action="axio-keep"]'):
            tap = '[data-action="axio-keep"]'
        elif ready:
            tap = f"#{variant}-confirm"
        elif variant == "rota":
            tap = (
                '[data-action="rota-cell"] >> nth=0'
                if not chosen
                else '[data-action="rota-name"][aria-pressed="false"] >> nth=0'
            )
        elif not chosen:
            tap = '.target[data-action="axio-cell"] >> nth=0'
        elif page.query_selector(".target.is-partner"):
            tap = ".target.is-partner >> nth=0"
        else:
            tap = '[data-action="axio-pyramid"][aria-pressed="false"] >> nth=0'
        clicked = time.perf_counter()
        page.click(tap)
        if tap in ('[data-action="axio-keep"]', f"#{variant}-confirm") and not page.query_selector(ACTING):
            times["move"].append(time.perf_counter() - clicked)  # the dispatch is synchronous
    raise AssertionError("no move could be tapped on the board")


def count(page: Page) -> int:
    return int(page.get_attribute("#link-screen", "data-links") or 0)


def wait_more(page: Page, before: int) -> None:
    page.wait_for_function(
        f"() => Number(document.querySelector('#link-screen')?.dataset.links || 0) > {before}",
        timeout=STEP_MS,
    )


def sent(page: Page) -> str | None:
    found = page.query_selector("[data-send-link]")
    return found.get_attribute("data-link") if found else None


def play_by_links(
    browser: Browser,
    site_url: str,
    variant: str,
    names: list[str],
    looks: tuple[int, ...] = (),
    on_look: Callable[[int, list[Page]], None] | None = None,
) -> tuple[list[Page], dict[str, Any]]:
    """A whole game; `looks`: after the link with each of these numbers reached every page,
    each page's HTML and localStorage are kept in times["looked"] (number, page, text)."""
    contexts = [browser.new_context() for _ in names]
    pages = [context.new_page() for context in contexts]
    times: dict[str, Any] = {"open": [], "move": []}
    began = time.perf_counter()
    pages[0].goto(f"{site_url}?link=1&game={variant}&players={len(names)}&names={','.join(names)}")
    wait_ready(pages[0])
    pages[0].wait_for_selector("[data-send-link]", timeout=STEP_MS)
    times["invite"] = time.perf_counter() - began
    history: list[str] = [sent(pages[0]) or ""]  # every link, in the order written
    times["history"] = history
    last: list[str | None] = [history[0]] + [None] * (len(names) - 1)
    opened = [True] + [False] * (len(names) - 1)
    deliver(pages, opened, history, 0, times)  # the invitation to the next to join
    for _ in range(400):
        changed = False
        for k, page in enumerate(pages):
            if not opened[k]:
                continue
            changed = pass_on(pages, opened, history, last, k, times) or changed  # a link it wrote unasked
            if (
                page.get_attribute("html", "data-link-verified") != "true"
                and page.get_attribute("html", "data-link-waiting") == ""
                and page.query_selector(ACTING)
            ):
                before = count(page)
                if k == 1 and not times.get("shot"):  # the second player's first move, on the board
                    times["shot"] = f"/tmp/i39page-{variant}-move.png"
                    page.screenshot(path=times["shot"])
                    # what the first player did, as the cover tells it, and its tile marked on the board
                    assert page.locator("[data-link-since] [data-move-summary]").count() >= 1
                    assert page.locator('[data-recent-player="0"]').count() >= 1
                move_on_board(page, variant, times)
                wait_more(page, before)
                changed = pass_on(pages, opened, history, last, k, times) or changed
            elif page.get_attribute("html", "data-link-waiting") == "" and page.query_selector(
                f'[data-action="{LinkAction.NEXT}"]'
            ):
                before = count(page)
                page.click(f'[data-action="{LinkAction.NEXT}"]')
                wait_more(page, before)
                changed = pass_on(pages, opened, history, last, k, times) or changed
            if looks and len(history) - 1 >= looks[0] and all(opened):
                looks = looks[1:]
                texts = [other.content() + other.evaluate(STORAGE) for other in pages]
                times.setdefault("looked", []).extend((len(history), j, text) for j, text in enumerate(texts))
                if on_look is not None:
                    on_look(len(history), pages)
        if not changed:
            break
    return pages, times


STORAGE = "() => JSON.stringify(Object.entries(localStorage))"
BOUNDED = r"(?<![A-Za-z0-9_.\-]){}(?![A-Za-z0-9_.\-])"  # a tile's letters alone, never inside base64


def rotations(tile: str) -> set[str]:
    return {tile[i:] + tile[:i] for i in range(4)}


def hidden_from(state: Any, seat: int) -> set[str]:
    """Rota: the tiles `seat` cannot see (the others' hands and stacks, the supply), as rotation
    classes, less those it sees a twin of (on the board, its own hand: the box holds twins)."""
    hidden = [t for k in range(state.players) if k != seat for t in (state.hands[k], *state.stacks[k]) if t]
    hidden += list(state.supply)
    if state.supply_tile and state.current != seat:  # an extra turn's tile (T7), seen by its player
        hidden.append(state.supply_tile)
    seen = [d.tile for d in state.display] + [state.hands[seat] or ""]
    return {min(rotations(t)) for t in hidden} - {min(rotations(t)) for t in seen if t}


def placements_in(links: list[str]) -> int:
    count = 0
    for link in links:
        text = link.split("#link=", 1)[1]
        body = json.loads(zlib.decompress(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))))["body"]
        count += sum(1 for step in body["steps"] if "place" in step)
    return count


def no_hidden_tile_in_any_page(record: str, history: list[str], looked: list[tuple[int, int, str]]) -> int:
    """Issue 39: at each look, no page's HTML or localStorage names a tile another player hides
    (its letters in any rotation, or its point on the curve in any encoding), as the verified
    record, the engine's whole truth at the end, says they lay then. Returns the checks made."""
    states = records.replay(records.read_record(record)).states
    points = group.tile_points("rota", len(ROTA_TILES))
    checks = 0
    for links, seat, text in looked:
        state = states[placements_in(history[:links])]
        for tile in hidden_from(state, seat):
            for shown in rotations(tile):
                found = re.search(BOUNDED.format(re.escape(shown)), text)
                assert found is None, (links, seat, shown)  # the link number, the page, the tile
            for i in (i for i, t in enumerate(ROTA_TILES) if min(rotations(t)) == tile):
                assert wire.b64(points[i]) not in text and points[i].hex() not in text, (links, seat, i)
            checks += 1
    return checks


def pass_on(
    pages: list[Page],
    opened: list[bool],
    history: list[str],
    last: list[str | None],
    k: int,
    times: dict[str, Any],
) -> bool:
    """Page k's newest link, if new, to the others (before it writes another)."""
    link = sent(pages[k])
    if link is None or link == last[k]:
        return False
    last[k] = link
    history.append(link)
    deliver(pages, opened, history, k, times)
    return True


def deliver(
    pages: list[Page], opened: list[bool], history: list[str], author: int, times: dict[str, Any]
) -> None:
    """The newest link to every other opened page; the next page to join opens every link so far."""
    new = opened.index(False) if False in opened else -1  # one new player per link
    for j, other in enumerate(pages):
        if j == author:
            continue
        if opened[j]:
            links = history[-1:]
        elif j == new:
            links = history
        else:
            continue
        joining = not opened[j]
        for link in links:
            before = count(other) if opened[j] else 0
            arrived = time.perf_counter()
            other.goto(link)
            if not opened[j]:
                wait_ready(other)
                opened[j] = True
            wait_more(other, before)
            times["open"].append(time.perf_counter() - arrived)
        if joining:  # the invitation and the joins before it opened: take the next seat
            before = count(other)
            other.click(f'[data-action="{LinkAction.JOIN}"]')
            wait_more(other, before)


def final_scores_and_record(page: Page) -> tuple[list[tuple[int, ...]], str]:
    scores = [
        tuple(int(s) for s in (item.get_attribute("data-score") or "").strip("[]").split(","))
        for item in page.query_selector_all("[data-link-scores] [data-score]")
    ]
    return scores, page.input_value("[data-link-record]")


def check_game(pages: list[Page]) -> None:
    for page in pages:
        page.wait_for_selector('html[data-link-verified="true"]', state="attached", timeout=STEP_MS)
        assert page.get_attribute("html", "data-link-waiting") == ""
    scores, record = final_scores_and_record(pages[0])
    final = records.replay(records.read_record(record)).states[-1]
    outcome = game.outcome(final)
    assert outcome is not None and scores == [tuple(s) for s in outcome.scores]
    for page in pages[1:]:
        assert final_scores_and_record(page)[0] == scores


def reviews_and_exports_mid_game(site_url: str) -> Callable[[int, list[Page]], None]:
    """Once, mid-game on Beata's page: the saved games' row of the game by links reviews her own
    moves (rated by the worker, each from her view then) and exports what her device knows."""

    done: list[int] = []

    def visit(links: int, pages: list[Page]) -> None:
        page = pages[1]
        if links < 16 or done:
            return
        done.append(links)
        page.goto("about:blank")  # (the same address again would be a reload: the game resumed)
        page.goto(site_url)  # a new visit: the menu, the game by links kept in localStorage
        wait_ready(page)
        page.click('[data-action="saves-open-list"]')
        with page.expect_download() as info:
            page.click(f'[data-action="{LinkAction.EXPORT}"]')
        doc = json.loads(Path(info.value.path()).read_text(encoding="utf-8"))
        assert doc["format"] == "axio-link-progress" and doc["seat"] == 1 and set(doc["setup"]) == {"display"}
        page.click(f'[data-action="{LinkAction.REVIEW}"]')
        page.wait_for_selector("[data-review-move]", timeout=STEP_MS)
        assert page.locator("[data-link-review]").count() == 1
        players = {m.get_attribute("data-player") for m in page.query_selector_all("[data-review-move]")}
        assert players == {"1"}  # hers alone
        page.screenshot(path="/tmp/i41link-rota-review.png", full_page=True)
        page.click('[data-action="review-back"]')
        page.wait_for_selector(f'[data-action="{LinkAction.EXPORT}"]', timeout=STEP_MS)
        page.screenshot(path="/tmp/i41link-rota-saved-row.png")
        page.click(f'[data-action="{LinkAction.CONTINUE}"]')  # and on with the game
        page.wait_for_selector("#link-screen", timeout=STEP_MS)

    return visit


def test_two_profiles_play_rota_by_links_alone(browser: Browser, site_url: str) -> None:
    pages, times = play_by_links(
        browser,
        site_url,
        "rota",
        ["Anna", "Beata"],
        looks=(6, 16, 26),
        on_look=reviews_and_exports_mid_game(site_url),
    )
    check_game(pages)
    record = final_scores_and_record(pages[0])[1]
    assert len(times["looked"]) == 6  # three looks, two pages
    checked = no_hidden_tile_in_any_page(record, times["history"], times["looked"])
    assert checked >= 6 * 10  # each page, each look: the other's stack and hand, and the supply
    # a link opened twice is a duplicate, said in words
    pages[1].goto(sent(pages[0]) or "")
    pages[1].wait_for_selector('[data-link-said="duplicate"]', timeout=STEP_MS)
    pages[0].screenshot(path="/tmp/i39ui-rota-end.png", full_page=True)
    moves, opens = times["move"], times["open"]
    print(
        f"\nrota by links: invite {times['invite']:.2f} s (with the page's start); "
        f"move made {sum(moves) / len(moves):.3f} s mean, {max(moves):.3f} max ({len(moves)}); "
        f"link opened {sum(opens[1:]) / len(opens[1:]):.3f} s mean, "
        f"{max(opens[1:]):.3f} max ({len(opens)})"
    )


@pytest.mark.slow
def test_three_profiles_play_axio_by_links_alone(browser: Browser, site_url: str) -> None:
    pages, times = play_by_links(browser, site_url, "axio", ["Anna", "Beata", "Carla"])
    check_game(pages)
    moves, opens = times["move"], times["open"]
    print(
        f"\naxio by links (3): invite {times['invite']:.2f} s; "
        f"move made {sum(moves) / len(moves):.3f} s mean; "
        f"link opened {sum(opens[1:]) / len(opens[1:]):.3f} s mean ({len(opens)})"
    )
