"""What a tap puts into the page: only what changed, and the page it leaves equals the page drawn
afresh (the regions are applied to the markup as the glue applies them to the DOM)."""

from __future__ import annotations

import re

import pytest
from axio_web.axio_ui.plugin import AxioPlugin
from axio_web.events import Click
from axio_web.layout import Layout
from axio_web.page import Page
from axio_web.page_patch import changed_regions
from axio_web.rota_ui.plugin import RotaPlugin
from axio_web.table.render import render_table
from axio_web.table.screen import Choosing, Covered, Table
from axio_web.table.turn import Turn

from axio_core import AxioPlace, RotaPlace
from tests.late_games import late_session

TAG = re.compile(r"<(/?)([a-zA-Z][\w:-]*)[^>]*?(/?)>")
VOID = frozenset({"input", "br", "img", "hr", "meta", "link", "source", "wbr"})
RECENT = re.compile(r'data-recent-player="(\d)"')


def put(html: str, element_id: str, markup: str) -> str:
    """`html` with the content of the element `element_id` replaced (element.innerHTML = markup)."""
    opening = re.search(rf'<([a-zA-Z][\w:-]*)[^>]*\bid="{re.escape(element_id)}"[^>]*>', html)
    assert opening, f"no element {element_id}"
    depth = 1
    for tag in TAG.finditer(html, opening.end()):
        closing, name, self_closing = tag.groups()
        if self_closing or name in VOID:
            continue
        depth += -1 if closing else 1
        if depth == 0:
            return html[:opening.end()] + markup + html[tag.start():]
    raise AssertionError(f"{element_id} is not closed")


def tapped(table: Table, click: Click) -> tuple[Table, tuple[tuple[str, str], ...], str]:
    """The table after `click`, the regions put into the page, and the page they leave."""
    before = render_table(table)
    after, _ = table.handle(click)
    layout = render_table(after)
    regions = changed_regions_of(before, layout)
    html = before.html()
    for element_id, markup in regions:
        html = put(html, element_id, markup)
    return after, regions, html


def changed_regions_of(before: Layout, after: Layout) -> tuple[tuple[str, str], ...]:
    def page(screen: Layout) -> Page:
        return Page("table", screen, "", "", None, (), (), "", (), None, 0)

    return changed_regions(page(after), page(before))


def uncovered(variant: str) -> Table:
    plugin = AxioPlugin() if variant == "axio" else RotaPlugin()
    table = Table.start(plugin, late_session(variant, 4, 30))
    assert isinstance(table.mode, Covered)
    table, _ = table.handle(Click("table-ready"))
    assert isinstance(table.mode, Choosing)
    return table


@pytest.mark.parametrize("variant", ["rota", "axio"])
def test_the_first_tap_of_a_turn_redraws_the_marked_tiles_not_the_board(variant: str) -> None:
    table = uncovered(variant)
    before = render_table(table).html()
    marked = RECENT.findall(before)
    assert len(marked) == 3  # the three other players' tiles since this player's last turn
    place = next(a for a in table.session.legal_actions() if isinstance(a, (AxioPlace, RotaPlace)))
    x, y = place.at if isinstance(place, RotaPlace) else place.cells[0]
    after, regions, html = tapped(table, Click(f"{variant}-cell", {"x": str(x), "y": str(y)}))
    ids = [element_id for element_id, _ in regions]
    assert "board" not in ids and "screen" not in ids
    assert sum(element_id.startswith(f"{variant}-tile-") for element_id in ids) == 3
    assert html == render_table(after).html() and RECENT.findall(html) == []  # PAGE.md: till the first action
    # the tiles' regions are there whether marked or not: the board's base stays the same
    assert dict(render_table(after).regions)["board"] == dict(render_table(table).regions)["board"]


def test_a_board_drawn_without_the_table_has_its_tiles_inline() -> None:
    """A replay or a review draws `Board.base` itself: no empty places for tiles there."""
    table = uncovered("rota")
    turn = table.turn()
    loose = RotaPlugin().render_board(Turn(turn.view, turn.names, recent=turn.recent), None)
    assert loose.tiles == () and "<!--@" not in loose.base and len(RECENT.findall(loose.base)) == 3
    board = RotaPlugin().render_board(turn, table.selection)
    assert len(board.tiles) == 3 and board.html().count('class="tile') == loose.html().count('class="tile')
