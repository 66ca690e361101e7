"""What a tap puts into the page: only what changed, and the page it leaves equals the page drawn
afresh (the regions are applied to the markup as the glue applies them to the DOM)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from axio_web.app.page import Page
from axio_web.app.page_patch import PageChanges, changes
from axio_web.games.axio.plugin import AxioPlugin
from axio_web.games.rota.plugin import RotaPlugin
from axio_web.games.turn import Turn
from axio_web.runtime.events import Click
from axio_web.runtime.layout import Layout
from axio_web.screens.table.render import forget_kept, render_table
from axio_web.screens.table.screen import Choosing, Covered, Landing, Table
from axio_web.strings.i18n import in_language

from axio_core import AxioPlace, RotaPlace
from axio_core.components import canonical_axio_tile
from tests.late_games import late_session

TAG = re.compile(r"<(/?)([a-zA-Z][\w:-]*)[^>]*?(/?)>")
VOID = frozenset({"input", "br", "img", "hr", "meta", "link", "source", "wbr"})
RECENT = re.compile(r'data-recent-player="(\d)"')


def _inside(html: str, element_id: str) -> tuple[int, int, list[tuple[int, int]]]:
    """Where the content of element `element_id` begins and ends, and its child elements."""
    opening = re.search(rf'<([a-zA-Z][\w:-]*)[^>]*\bid="{re.escape(element_id)}"[^>]*>', html)
    assert opening, f"no element {element_id}"
    depth, children, began = 1, [], 0
    for tag in TAG.finditer(html, opening.end()):
        closing, name, self_closing = tag.groups()
        if name in VOID:
            continue
        if depth == 1 and not closing:
            began = tag.start()
            if self_closing:
                children.append((began, tag.end()))
                continue
        if self_closing:
            continue
        depth += -1 if closing else 1
        if depth == 1:
            children.append((began, tag.end()))
        if depth == 0:
            return opening.end(), tag.start(), children
    raise AssertionError(f"{element_id} is not closed")


def applied(html: str, patch: PageChanges) -> str:
    """`html` changed as the glue changes the page: element.innerHTML = markup for each region,
    then element.children[index].outerHTML = markup for each element."""
    for element_id, markup in patch.regions:
        start, end, _ = _inside(html, element_id)
        html = html[:start] + markup + html[end:]
    for element_id, index, markup in patch.elements:
        start, end = _inside(html, element_id)[2][index]
        html = html[:start] + markup + html[end:]
    return html


def page(screen: Layout) -> Page:
    return Page("table", screen, "", "", None, (), (), "", (), None, 0)


def afresh(table: Table) -> str:
    """The table drawn with no region kept from an earlier render (render.py `_kept`) and
    nothing derived from its position kept (`Seen.derived`: AXIO's options, Rota's board)."""
    forget_kept()
    return render_table(replace(table, position=None)).html()


def tapped(table: Table, click: Click) -> tuple[Table, PageChanges, str]:
    """The table after `click`, what changes in the page, and the page it leaves."""
    before = render_table(table)
    after, _ = table.handle(click)
    patch = changes(page(render_table(after)), page(before))
    html = applied(before.html(), patch)
    assert render_table(after).html() == afresh(after), click  # nothing kept is stale
    return after, patch, html


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
    after, patch, html = tapped(table, Click(f"{variant}-cell", {"x": str(x), "y": str(y)}))
    ids = [element_id for element_id, _ in patch.regions]
    assert "board" not in ids and "screen" not in ids
    assert sum(element_id.startswith(f"{variant}-tile-") for element_id in ids) == 3
    assert html == render_table(after).html() and RECENT.findall(html) == []  # PAGE.md: till the first action
    # the tiles' regions are there whether marked or not: the board's base stays the same
    board = dict(render_table(after).regions)["board"]
    assert board == dict(render_table(table).regions)["board"]
    # and they lie on the board's upper layer, over the tiles' one, which the browser then
    # need not repaint (issue 40)
    under, over = board.split("</svg>", 1)
    assert f'id="{variant}-tile-' not in under and over.count(f'id="{variant}-tile-') == 3
    assert "board-base" in under and "board-overlay" in over and "board-spots" in over


def test_a_board_drawn_without_the_table_has_its_tiles_inline() -> None:
    """A replay or a review draws `Board.base` itself: no empty places for tiles there."""
    table = uncovered("rota")
    turn = table.turn()
    loose = RotaPlugin().render_board(Turn(turn.view, turn.names, recent=turn.recent), None)
    assert loose.tiles == () and "<!--@" not in loose.base and len(RECENT.findall(loose.base)) == 3
    board = RotaPlugin().render_board(turn, table.selection)
    assert len(board.tiles) == 3 and board.html().count('class="tile') == loose.html().count('class="tile')


@pytest.mark.parametrize("variant", ["rota", "axio"])
def test_taps_that_try_places_replace_only_the_places_they_change(variant: str) -> None:
    table = uncovered(variant)
    places = [a for a in table.session.legal_actions() if isinstance(a, (AxioPlace, RotaPlace))]
    taps = [
        Click(f"{variant}-cell", {"x": str(x), "y": str(y)})  # the first tap: the tiles' marks go
        for x, y in (a.at if isinstance(a, RotaPlace) else a.cells[0] for a in places[:1])
    ]
    for action in (places[len(places) // 2], places[-1]):  # another place, then one more, and back
        if isinstance(action, RotaPlace):
            x, y = action.at
            taps += [Click("rota-cell", {"x": str(x), "y": str(y)}), Click("rota-rotate", {"dir": "1"})]
        else:
            (x, y), (x2, y2) = action.cells
            taps += [
                Click("axio-cell", {"x": str(x), "y": str(y)}),
                Click("axio-cell", {"x": str(x2), "y": str(y2)}),
                Click("axio-flip"),
            ]
    if variant == "axio":  # a tile of two colours, whose flip changes the tile on the board
        mixed = next(a for a in places if isinstance(a, AxioPlace) and a.tile[0] != a.tile[1])
        (x, y), (x2, y2) = mixed.cells
        taps += [
            Click("axio-tile", {"tile": canonical_axio_tile(mixed.tile)}),
            Click("axio-cell", {"x": str(x), "y": str(y)}),
            Click("axio-cell", {"x": str(x2), "y": str(y2)}),
            Click("axio-flip", is_button=True),
        ]
    taps.append(Click(f"{variant}-clear"))
    swapped = 0
    flipped = False
    for tap in taps:
        after, patch, html = tapped(table, tap)
        assert html == render_table(after).html(), tap  # the page left is the page drawn afresh
        assert "board-spots" not in dict(patch.regions) and "board" not in dict(patch.regions), tap
        # the side's controls: only their parts a tap changes, never the whole side (issue 40
        # item 6); a place or a flip leaves the rack / hand tile as it is
        put = dict(patch.regions)
        assert "side-main" not in put, tap
        if tap.action == "rota-rotate":  # a turn: the hand tile's face, its button stays (and its focus)
            assert "rota-hand" in put and "rota-hand-row" not in put, tap
        if tap.action == "axio-flip":  # the points and the tile on the board: the buttons stay
            assert "axio-buttons" not in put, tap
            flipped |= "board-marks" in put
        if tap.action in ("axio-cell", "axio-flip", "rota-cell", f"{variant}-clear"):
            assert "axio-rack" not in put and "rota-hand-row" not in put, tap
            assert tap.action != "rota-cell" or "rota-hand" not in put, tap
            controls = [
                markup
                for key, markup in put.items()
                if key.endswith(("-turn", "-buttons", "-rack", "-row", "-hand"))
            ]
            assert len(controls) == len(put) - ("board-marks" in put) - sum(
                key.startswith(f"{variant}-tile-")
                for key in put  # the marked tiles, at the first tap
            ), tap
            assert sum(map(len, controls)) < 2500, tap
        spots = [index for element_id, index, _ in patch.elements if element_id == "board-spots"]
        assert len(spots) <= 10, tap  # the place chosen and its partners, the ones left
        swapped += len(spots)
        table = after
    assert swapped >= len(taps) - 4  # most taps change a place's look (not a turn, a flip, a rack tile)
    assert flipped or variant == "rota"


def test_a_list_region_is_put_whole_when_its_elements_come_or_go_or_many_change() -> None:
    def layout(items: tuple[str, ...]) -> Page:
        return page(Layout('<g id="l"><!--@l--></g>', (("l", "".join(items)),), lists=(("l", items),)))

    ten = tuple(f"<i>{k}</i>" for k in range(40))
    one = ten[:3] + ("<b>3</b>",) + ten[4:]
    assert changes(layout(one), layout(ten)).elements == (("l", 3, "<b>3</b>"),)
    assert changes(layout(one), layout(ten)).regions == ()
    assert changes(layout(ten[:-1]), layout(ten)).regions == (("l", "".join(ten[:-1])),)  # one gone
    many = tuple(f"<b>{k}</b>" for k in range(11)) + ten[11:]
    assert changes(layout(many), layout(ten)).regions == (("l", "".join(many)),)
    assert changes(layout(many), layout(ten)).elements == ()
    assert (
        changes(layout(ten), layout(ten)) == changes(layout(ten), layout(ten))
        and not changes(layout(ten), layout(ten)).elements
    )


@pytest.mark.parametrize("variant", ["rota", "axio"])
def test_the_regions_kept_between_renders_are_never_stale(variant: str) -> None:
    """A tap redraws only the regions whose values it changed (render.py `_kept`): through
    moves, the landing, the cover and a language switch, every page equals the page drawn
    afresh (issue 40 item 6)."""
    table = uncovered(variant)
    shown = render_table(table).html()
    for _ in range(5):  # five moves round the table: the scores, the log, the board, the header
        place = table.session.legal_actions()[0]  # AXIO: keeping the rack (A11) too
        if isinstance(place, (AxioPlace, RotaPlace)):
            x, y = place.at if isinstance(place, RotaPlace) else place.cells[0]
            table, _, html = tapped(table, Click(f"{variant}-cell", {"x": str(x), "y": str(y)}))
        table, _ = table.play(place)
        steps = [Click("table-pass")] if isinstance(table.mode, Landing) else []
        for event in [*steps, Click("table-ready")]:
            html = render_table(table).html()
            assert html == afresh(table) and html != shown
            shown = html
            table, _ = table.handle(event)
        assert isinstance(table.mode, Choosing), table.mode
        with in_language("de"):
            assert render_table(table).html() == afresh(table) != shown
        assert render_table(table).html() == afresh(table)
