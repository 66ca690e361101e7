"""One rated move on the boards: the move played and the best move found, side by side.

Both boards are the public view (nobody's rack or hand) after the move, each with its tile
marked by the mover's number; under each, the points it scored and the lowest colour the
look-ahead expected from it. The best move is one the mover could have made with their own
tiles at that moment, so it shows nothing the mover did not see then.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from axio_core import game
from axio_core.axio import notation as axio_notation
from axio_core.errors import AxioError
from axio_core.game import State
from axio_core.records import Replayed
from axio_core.review import PLACE, Rating, decisions
from axio_core.rota import notation as rota_notation

from ..games import plugin_for
from ..i18n import format_number, t
from ..table.markup import esc, gain_code
from ..table.turn import Turn
from .summary import is_matched

_NOTATION: dict[str, Any] = {"axio": axio_notation, "rota": rota_notation}


def render_detail(replayed: Replayed, k: int, rating: Rating, names: Sequence[str]) -> str:
    i = decisions(replayed)[k]
    before = replayed.states[i]
    variant = game.variant_of(before)
    head = (f'<h3 class="review-detail-title" id="{detail_id(k)}" tabindex="-1" data-review-detail="{k}">'
            f'{esc(t("review.detail", n=k + 1, name=names[rating.player]))} · '
            f'{esc(t("review.loss", loss=_num(rating.loss)))}</h3>')
    if rating.kind != PLACE:
        played = t("review.exchange" if rating.kind == "exchange" else "review.keep")
        best = t("review.exchange" if rating.best.get("exchange") else "review.keep")
        return head + f'<p>{esc(t("review.exchange_detail", played=played, best=best))}</p>'
    played_after = replayed.states[i + 1]
    best_after = _after(before, variant, rating.best) or played_after
    same = is_matched(rating) or rating.best == rating.played
    played_box = _board(before, played_after, replayed.actions[i], rating.player, names, variant,
                        t("review.played"), rating.played_value, "played")
    if same:
        return head + f'<div class="review-boards">{played_box}</div><p>{esc(t("review.same"))}</p>'
    best_action = _NOTATION[variant].action_from_move(rating.best)
    best_box = _board(before, best_after, best_action, rating.player, names, variant,
                      t("review.best"), rating.best_value, "best")
    return head + f'<div class="review-boards">{played_box}{best_box}</div>'


def detail_id(k: int) -> str:
    """The detail's heading: the focus goes there when a move is picked (a phone scrolls to
    it), a new id a move, so picking another move moves the focus again."""
    return f"review-detail-{k}"


def _after(before: State, variant: str, move: dict[str, Any]) -> State | None:
    try:
        return game.apply(before, _NOTATION[variant].action_from_move(move))
    except (AxioError, ValueError, TypeError, KeyError):
        return None  # a stored rating that does not fit this game: show the move played only


def _board(before: State, after: State, action: Any, mover: int, names: Sequence[str], variant: str,
           caption: str, value: float, which: str) -> str:
    board = plugin_for(variant).render_board(Turn(game.observe(after, None), tuple(names),
                                                  recent=((mover, action),)), None)
    gains = tuple(a - b for a, b in zip(after.scores[mover], before.scores[mover], strict=True))
    code = gain_code(gains)
    points = t("review.points", points=code) if code else t("review.no_points")
    return (f'<figure class="review-board is-{which}" data-review-board="{which}">'
            f'<div class="board-area">{board.svg}{board.base}{board.marks}</svg></div>'
            f'<figcaption><strong>{esc(caption)}</strong> · {esc(points)} · '
            f'{esc(t("review.value", value=_num(value)))}</figcaption></figure>')


def _num(x: float) -> str:
    return format_number(round(x, 1))
