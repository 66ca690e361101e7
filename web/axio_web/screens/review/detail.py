"""One rated move: why it was graded so, in words, and its board next to the best move's.

The words say what a player can check on the boards: what the move scored in each colour,
what the best move found would have scored, what each did to the mover's lowest colour, and
what the next player's best reply could score after each (the rating's `reply_*`, from tiles
the mover could not see). Both boards are the public view (nobody's rack or hand) after the
move, each with its tile marked by the mover's number; the best move is one the mover could
have made with their own tiles at that moment, so it shows nothing the mover did not see then.
A wide screen shows the two boards side by side, a phone one at a time (`shown`, a toggle).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from axio_core import game
from axio_core.actions import AxioPlace, RotaPlace
from axio_core.axio import notation as axio_notation
from axio_core.constants import COLORS
from axio_core.errors import AxioError
from axio_core.game import State
from axio_core.records import Replayed
from axio_core.review import PLACE, Rating, decisions
from axio_core.rota import notation as rota_notation

from ...games.registry import plugin_for
from ...games.turn import Turn
from ...strings.i18n import t
from ...ui.action_names import ReviewAction
from ...ui.markup import capitalise, color_name, color_names, esc, join_words, points_chips
from .markup import grade_word
from .summary import is_matched

_NOTATION: dict[str, Any] = {"axio": axio_notation, "rota": rota_notation}
BOARDS = ("played", "best")


def render_detail(
    replayed: Replayed, k: int, rating: Rating, names: Sequence[str], shown: str = "played"
) -> str:
    i = decisions(replayed)[k]
    before = replayed.states[i]
    variant = game.variant_of(before)
    head = (
        f'<h3 class="review-detail-title grade-{rating.grade}" id="{detail_id(k)}" tabindex="-1" '
        f'data-review-detail="{k}">'
        f"{esc(t('review.detail', n=k + 1, name=names[rating.player], grade=grade_word(rating)))}</h3>"
    )
    if rating.kind != PLACE:
        played = t("review.exchange" if rating.kind == "exchange" else "review.keep")
        best = t("review.exchange" if rating.best.get("exchange") else "review.keep")
        return head + (
            f"<p>{esc(t('review.exchange_detail', played=played, best=best))}</p>"
            f"<p>{esc(t('review.exchange_why'))}</p>"
        )
    played_after = replayed.states[i + 1]
    best_action = _action(variant, rating.best)
    best_after = _after(before, best_action) if best_action is not None else None
    same = is_matched(rating) or rating.best == rating.played or best_after is None
    played_box = _board(
        before, played_after, replayed.actions[i], rating.player, names, variant, t("review.played"), "played"
    )
    if same or best_after is None or best_action is None:
        words = [scored(before, played_after, rating.player, names), t("review.same")]
        return head + _why(words) + f'<div class="review-boards">{played_box}</div>'
    where = move_name(before, best_action)
    words = [
        scored(before, played_after, rating.player, names),
        best_scored(before, best_after, rating.player, where),
        lowest(before, played_after, best_after, rating.player, names, where),
        reply(rating, before, names, where),
    ]
    best_box = _board(
        before, best_after, best_action, rating.player, names, variant, t("review.best"), "best"
    )
    shown = shown if shown in BOARDS else BOARDS[0]
    toggle = "".join(
        f'<button type="button" class="btn review-show" data-action="{ReviewAction.BOARD}" data-board="{b}" '
        f'aria-pressed="{"true" if b == shown else "false"}">{esc(t(f"review.show_{b}"))}</button>'
        for b in BOARDS
    )
    label = esc(t("review.boards_label"))
    return (
        head
        + _why(words)
        + f'<div class="review-toggle" role="group" aria-label="{label}">{toggle}</div>'
        + f'<div class="review-boards shows-{shown}">{played_box}{best_box}</div>'
    )


def detail_id(k: int) -> str:
    """The detail's heading: the focus goes there when a move is picked (a phone scrolls to
    it), a new id a move, so picking another move moves the focus again."""
    return f"review-detail-{k}"


# ---------------------------------------------------------------------------- the words


def _why(words: Sequence[str]) -> str:
    return '<div class="review-why">' + "".join(f"<p>{esc(w)}</p>" for w in words if w) + "</div>"


def gains(before: State, after: State, player: int) -> tuple[int, ...]:
    return tuple(a - b for a, b in zip(after.scores[player], before.scores[player], strict=True))


def points_words(points: Sequence[int]) -> str:
    """(0, 5, 0, 2, 0) -> "5 in green and 2 in orange" ("" for none)."""
    return join_words(
        [
            t("review.points_in", points=n, color=color_name(c))
            for c, n in zip(COLORS, points, strict=True)
            if n > 0
        ]
    )


def scored(before: State, after: State, player: int, names: Sequence[str]) -> str:
    said = points_words(gains(before, after, player))
    return (
        t("review.scored", name=names[player], points=said)
        if said
        else t("review.scored_nothing", name=names[player])
    )


def best_scored(before: State, after: State, player: int, where: str) -> str:
    said = points_words(gains(before, after, player))
    return (
        t("review.best_scored", move=where, points=said)
        if said
        else t("review.best_scored_nothing", move=where)
    )


def lowest(before: State, played: State, best: State, player: int, names: Sequence[str], where: str) -> str:
    """ "Orange, Anna's lowest, stayed at 3; C7–D7 would have raised it to 6." """
    low = min(before.scores[player])
    colours = [c for c, v in zip(COLORS, before.scores[player], strict=True) if v == low]
    after_played, after_best = min(played.scores[player]), min(best.scores[player])
    name = names[player]
    if after_played == low and len(colours) > 2:  # many tied: naming them all says nothing
        first = t("review.low_stayed_many", name=name, value=low)
    elif after_played == low:
        first = t("review.low_stayed", colors=capitalise(color_names(colours)), name=name, value=low)
    else:
        first = t("review.low_rose", name=name, before=low, after=after_played)
    how = (
        "review.best_low_more"
        if after_best > after_played
        else "review.best_low_same"
        if after_best == after_played
        else "review.best_low_less"
    )
    return first + t(how, move=where, value=after_best)


def reply(rating: Rating, before: State, names: Sequence[str], where: str) -> str:
    """ "Bo's best reply after this move could score 5 in green; after C7–D7, 3 in blue." """
    if not rating.reply_played:
        return ""
    following = names[(rating.player + 1) % len(names)]
    nothing = t("review.reply_nothing")
    text = t("review.reply", next=following, points=points_words(rating.reply_played) or nothing)
    if rating.reply_best:
        return text + t("review.reply_best", move=where, points=points_words(rating.reply_best) or nothing)
    return text + "."


def move_name(before: State, action: AxioPlace | RotaPlace) -> str:
    """A placement as a player finds it on the board: "C7–D7", "the tile at the top left of
    the display"."""
    if isinstance(action, AxioPlace):
        from ...strings.cells import cell_name

        a, b = sorted(action.cells, key=lambda c: (c[1], c[0]))
        return t("review.axio_move", a=cell_name(a), b=cell_name(b))
    from ...games.rota.plugin import region_of

    display = [d.at for d in getattr(before, "display", ())]
    return t("review.rota_move", where=t(f"rota.where.{region_of(action.at, display)}"))


# ---------------------------------------------------------------------------- the boards


def _action(variant: str, move: dict[str, Any]) -> AxioPlace | RotaPlace | None:
    try:
        action = _NOTATION[variant].action_from_move(move)
    except (AxioError, ValueError, TypeError, KeyError):
        return None
    return action if isinstance(action, (AxioPlace, RotaPlace)) else None


def _after(before: State, action: AxioPlace | RotaPlace) -> State | None:
    try:
        return game.apply(before, action)
    except (AxioError, ValueError, TypeError, KeyError):
        return None  # a stored rating that does not fit this game: show the move played only


def _board(
    before: State,
    after: State,
    action: Any,
    mover: int,
    names: Sequence[str],
    variant: str,
    caption: str,
    which: str,
) -> str:
    board = plugin_for(variant).render_board(
        Turn(game.observe(after, None), tuple(names), recent=((mover, action),)), None
    )
    points = points_chips(gains(before, after, mover))
    return (
        f'<figure class="review-board is-{which}" data-review-board="{which}">'
        f'<div class="board-area">{board.svg}{board.base}{board.marks}</svg></div>'
        f"<figcaption><strong>{esc(caption)}</strong> {points}</figcaption></figure>"
    )
