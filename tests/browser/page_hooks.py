"""Reading the page through its public hooks (PAGE.md), shared by the browser tests.

`page` may be a Playwright Page or a Frame (a game inside a host page): both have the same
query methods.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from axio_web.games.rota.render import corners_text
from playwright.sync_api import Page, expect

from axio_core import RotaPlace
from axio_core.rota.geometry import rotate
from axio_core.session import Session
from tests.late_games import NAMES, link
from tests.play_support import greedy  # also for the browser tests that import it from here

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
# a click event, as a tap makes (SVG groups have no .click())
JS_CLICK = """selector => document.querySelector(selector)
  .dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}))"""
# at least `n` moves in the page's record (a computer player to act next may have moved on already)
AT_LEAST_MOVES_JS = "(n) => +document.documentElement.dataset.moves >= n"


def shown_scores(page: Any) -> list[list[int]]:
    """The scoreboards as the page shows them: per player, the five colours in RGBOP order."""
    values = page.eval_on_selector_all(
        "[data-score]",
        "els => els.map(e => [+e.dataset.player, e.dataset.color, +e.dataset.score])",
    )
    board = [[-1] * 5 for _ in range(1 + max(p for p, _, _ in values))]
    for player, color, score in values:
        board[player]["RGBOP".index(color)] = score
    return board


def expect_scores(page: Any, session: Session) -> None:
    assert shown_scores(page) == [list(s) for s in session.state.scores]


def place_by_clicks(page: Any, session: Session, action: RotaPlace) -> None:
    """Rota: tap the place, turn the hand tile until it lies right, name a colour, confirm."""
    page.click(f'[data-action="rota-cell"][data-x="{action.at[0]}"][data-y="{action.at[1]}"]')
    hand = page.locator("#rota-hand")
    for _ in range(action.rot):
        hand.click()
    corners = corners_text(rotate(action.tile, action.rot))
    expect(hand).to_have_accessible_name(f"Your tile: {corners}. Tap to turn it.")
    confirm = page.locator("#rota-confirm")
    if action.name is not None:
        expect(confirm).to_have_attribute("aria-disabled", "true")  # naming first (T6)
        page.click(f'[data-action="rota-name"][data-name="{action.name}"]')
    expect(confirm).not_to_have_attribute("aria-disabled", "true")
    played = len(session.actions)
    confirm.click()
    # The page has moved on once the log counts one more entry.
    expect(page.locator(".log-count")).to_have_text(str(played + 1))


def pass_on(page: Any) -> None:
    """After a move the points land, then the cover comes up; a person in a hurry presses
    "Pass on" (the landing itself is tested in test_table_layout and test_table_screen)."""
    page.locator("#pass-on, .cover").first.wait_for()
    # pressed in one go if still there: it leaves by itself once the points have landed
    page.evaluate("() => document.getElementById('pass-on')?.click()")


SETTLED_JS = """() => {
  getComputedStyle(document.documentElement).color;  // start the transitions a change asked for
  return document.getAnimations().every(a => !(a instanceof CSSTransition) || a.playState === 'finished');
}"""


def settle(page: Any) -> None:
    """Wait until the page's colour and layout transitions have ended (a theme or size change)."""
    page.wait_for_function(SETTLED_JS)


def serious_violations(page: Page) -> list[str]:
    """axe-core's serious and critical findings on the page as it is now."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate("""async () => {
        const result = await axe.run(document, {resultTypes: ['violations']});
        return result.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
            .map(v => `${v.impact} ${v.id}: ${v.help} — ` +
                 v.nodes.slice(0, 4).map(n => n.target.join(' ') + ' ' + (n.failureSummary || '')
                 .replace(/\\s+/g, ' ')).join(' | '));
    }""")
    return list(found)


# Elements whose text is cut: wider inside than they are shown (an ellipsis, a clipped word).
CUT_JS = """(selector) => Array.from(document.querySelectorAll(selector))
  .filter(el => el.getClientRects().length && el.scrollWidth > el.clientWidth + 0.5)
  .map(el => `${el.textContent} ${el.scrollWidth}/${el.clientWidth}`)"""


def naming_moment(bots: tuple[str | None, ...] = (None, None)) -> tuple[str, RotaPlace]:
    """A Rota game where the player to act can put the tile so that a colour must be named
    (T6): its link and that placement."""
    names = ["You", "Computer"] if bots[1] else NAMES[:2]
    for seed in range(2, 40):
        session = Session.new("rota", names, seed, bots)
        while session.outcome() is None:
            player = session.to_act
            named = [a for a in session.legal_actions() if isinstance(a, RotaPlace) and a.name]
            if named and player is not None and not session.is_bot(player):
                return link(session), named[0]
            session = session.play(greedy(session))
    raise AssertionError("no naming found")


def show_naming(page: Page, action: RotaPlace) -> None:
    """Put the tile where a colour must be named, turned as the placement wants."""
    if page.locator("#cover-ready").count():
        page.evaluate(JS_CLICK, "#cover-ready")
    page.evaluate(JS_CLICK, f'[data-action="rota-cell"][data-x="{action.at[0]}"][data-y="{action.at[1]}"]')
    for _ in range(action.rot):
        page.evaluate(JS_CLICK, "#rota-hand")
    expect(page.locator(".name-choices")).to_be_visible()
