"""The AXIO board as text: the play area, the colour spaces, a table of the tiles in the order
they were placed (each half's symbol on its cell), the pyramids and the blocked cells. All of
it is public (the racks are not on the board), so it may be shown under the cover too."""

from __future__ import annotations

from axio_core.axio import board as B
from axio_core.axio.view import AxioView
from axio_core.components import AXIO_COLOR_SPACES, AXIO_PLAY_AREA

from ...strings.cells import cell_name
from ...strings.i18n import t
from ...ui.markup import color_name, esc

Cell = tuple[int, int]


def _cells(cells: list[Cell]) -> str:
    return "; ".join(cell_name(cell) for cell in cells)


def _half(color: str) -> str:
    return f"{color_name(color)} {t(f'symbol.{color}')}"


def describe_board(view: AxioView) -> str:
    lo, hi = AXIO_PLAY_AREA[view.players]
    spaces = "; ".join(
        t("boardtext.space", color=color_name(c), symbol=t(f"symbol.{c}"), cell=cell_name((x, y)))
        for c, (x, y) in AXIO_COLOR_SPACES.items()
    )
    corners = {"first": cell_name((lo, lo)), "last": cell_name((hi, hi))}
    lines = [t("boardtext.area", **corners), t("boardtext.spaces", spaces=spaces)]
    if view.placed:
        rows = "".join(
            f'<tr><th scope="row">{esc(_cells(list(p.cells)))}</th>'
            f"<td>{esc(' | '.join(_half(c) for c in p.tile))}</td></tr>"
            for p in view.placed
        )
        table = (
            f'<table class="board-table"><caption>{esc(t("boardtext.axio_caption"))}</caption>'
            f'<thead><tr><th scope="col">{esc(t("boardtext.cells"))}</th>'
            f'<th scope="col">{esc(t("boardtext.halves"))}</th></tr></thead>'
            f"<tbody>{rows}</tbody></table>"
        )
    else:
        table = f"<p>{esc(t('boardtext.axio_empty'))}</p>"
    pyramids = [B.cell_of(i) for i, ch in enumerate(view.board) if ch == B.PYRAMID]
    blocked = [B.cell_of(i) for i, ch in enumerate(view.board) if ch == B.BLOCKED]
    after = [t("boardtext.pyramids", cells=_cells(pyramids)) if pyramids else t("boardtext.no_pyramids")]
    if blocked:
        after.append(t("boardtext.blocked", cells=_cells(blocked)))
    return (
        "".join(f"<p>{esc(line)}</p>" for line in lines)
        + table
        + "".join(f"<p>{esc(line)}</p>" for line in after)
    )
