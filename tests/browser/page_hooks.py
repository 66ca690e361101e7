"""Reading the page through its public hooks (PAGE.md), shared by the browser tests.

`page` may be a Playwright Page or a Frame (a game inside a host page): both have the same
query methods.
"""

from __future__ import annotations

from typing import Any

from axio_web.rota_ui.render import corners_text
from playwright.sync_api import expect

from axio_core import RotaPlace, game
from axio_core.rota.geometry import rotate
from axio_core.session import Session


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


def greedy(session: Session) -> RotaPlace:
    """The Rota placement with the most points (ties: the engine's order): games end normally
    and reach extra turns and naming now and then."""
    state = session.state
    return max(session.legal_actions(), key=lambda a: sum(game.explain(state, a).gains))


def place_by_clicks(page: Any, session: Session, action: RotaPlace) -> None:
    """Rota: tap the place, turn the hand tile until it lies right, name a colour, confirm."""
    page.click(f'[data-action="rota-cell"][data-x="{action.at[0]}"][data-y="{action.at[1]}"]')
    hand = page.locator("#rota-hand")
    for _ in range(action.rot):
        hand.click()
    corners = corners_text(rotate(action.tile, action.rot))
    expect(hand).to_have_attribute("aria-label", f"Your tile: {corners}. Tap to turn it.")
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
    if page.locator("#pass-on").count():
        page.click("#pass-on")


SETTLED_JS = """() => {
  getComputedStyle(document.documentElement).color;  // start the transitions a change asked for
  return document.getAnimations().every(a => !(a instanceof CSSTransition) || a.playState === 'finished');
}"""


def settle(page: Any) -> None:
    """Wait until the page's colour and layout transitions have ended (a theme or size change)."""
    page.wait_for_function(SETTLED_JS)
