"""The Rota display as text: a table of the tiles in the order they were placed, with their
four corners in words, and the free places for the tile to play (screen readers)."""

from __future__ import annotations

from collections.abc import Sequence

from axio_core.rota.geometry import EMPTY_CORNER
from axio_core.rota.state import DisplayTile

from ...strings.i18n import t
from ...ui.markup import esc

Cell = tuple[int, int]


def corner_words(symbol: str) -> str:
    if symbol == EMPTY_CORNER:
        return t("rota.empty_corner")
    return f"{t(f'color.{symbol}')} {t(f'symbol.{symbol}')}"


def describe_display(display: Sequence[DisplayTile], open_cells: Sequence[Cell] = ()) -> str:
    head = "".join(f'<th scope="col">{esc(t(f"rota.corner.{k}"))}</th>' for k in range(4))
    rows = "".join(
        f'<tr><th scope="row">{esc(t("boardtext.cell", x=d.at[0], y=d.at[1]))}</th>'
        + "".join(f"<td>{esc(corner_words(c))}</td>" for c in d.corners)
        + "</tr>"
        for d in display
    )
    table = (
        f'<table class="board-table"><caption>{esc(t("boardtext.rota_caption"))}</caption>'
        f'<thead><tr><th scope="col">{esc(t("boardtext.place"))}</th>{head}</tr></thead>'
        f"<tbody>{rows}</tbody></table>"
    )
    if not open_cells:
        return table
    cells = "; ".join(t("boardtext.cell", x=x, y=y) for x, y in open_cells)
    return table + f"<p>{esc(t('boardtext.rota_open', cells=cells))}</p>"
