"""Hints at the table: when they are offered, the suggestion in words, its mark on the board.

The suggestion comes from the engine (`axio_core.bots.hint.suggest`) asked with the view of
the player to act, never with the session's state: a hint cannot know a hidden tile.
"""

from __future__ import annotations

from dataclasses import dataclass

from axio_core import AxioPlace, Exchange, KeepRack, RotaPlace, View
from axio_core.bots.hint import Hint, Reason, suggest
from axio_core.errors import AxioError
from axio_core.session import Session

from ...strings.i18n import t
from ...ui.action_names import TableAction
from ...ui.markup import color_name, esc

KEYS = ("h", "H")
CELL = 100  # both boards draw one grid cell as 100 units


@dataclass(frozen=True)
class Shown:
    """A hint on screen: the engine's suggestion, its sentence, and its rank (0 the best idea;
    Hint pressed again shows the next)."""

    hint: Hint
    text: str
    rank: int = 0


def selection_for(action: object, rack: tuple[str, ...]) -> object | None:
    """The selection the suggestion starts: AXIO, the rack tile taken and turned so that its
    first ringed cell (`data-hint="1"`) tapped first lays it as suggested (the player taps the
    place); Rota, the tile on its place, turned and with its colour named: the sentence says
    "turned as shown", never a count of turns from some other turn. None for a rack decision."""
    if isinstance(action, AxioPlace):
        from ...games.axio.choice import Choice

        tile = next((r for r in rack if r in (action.tile, action.tile[::-1])), None)
        if tile is None:
            return None
        return Choice(tile=tile, flipped=tile != action.tile)
    if isinstance(action, RotaPlace):
        from ...games.rota.selection import RotaSelection

        return RotaSelection(cell=action.at, rot=action.rot, name=action.name)
    return None


def allowed(session: Session, for_everyone: bool = False) -> bool:
    """Hints are offered when one person plays (solo, or against the computer); a game of
    several people has them only when the menu's "Hints for everyone" was on as it started
    (off by default: a suggestion seen by the whole table changes the game for everyone)."""
    return session.people <= 1 or for_everyone


def ask(view: View, names: tuple[str, ...], rank: int = 0) -> Shown | None:
    """The hint for the view's player, or None when there is no decision to suggest; `rank`
    1, 2, …: the next-best distinct ideas (Hint pressed again)."""
    try:
        hint = suggest(view, rank)
    except AxioError:
        return None
    display = [d.at for d in getattr(view, "display", ())]  # Rota: say where in words
    return Shown(hint, sentence(hint, names, display), rank)


def sentence(hint: Hint, names: tuple[str, ...], display: list[tuple[int, int]] | None = None) -> str:
    """ "Hint: place red sun on F3, blue star on F4: raises your lowest colour, blue, by 3."""
    where, why = parts(hint, names, display)
    return t("hint.intro", move=f"{where}: {why}" if why else where)


def parts(
    hint: Hint, names: tuple[str, ...], display: list[tuple[int, int]] | None = None
) -> tuple[str, str]:
    """The suggestion in two pieces: what to do where, and why ("" when it says it all)."""
    action = hint.action
    if isinstance(action, (Exchange, KeepRack)):
        return t(f"hint.{hint.reasons[0].kind}"), ""
    if isinstance(action, AxioPlace):
        from ...games.axio.controls import halves_on

        where = t("hint.where_axio", halves=halves_on(action.tile, action.cells))
    else:
        assert isinstance(action, RotaPlace)
        from ...games.rota.plugin import region_of

        where = t("hint.where_rota", where=t(f"rota.where.{region_of(action.at, display or [])}"))
        if action.rot:
            where += f" ({t('hint.turn')})"  # the hint turns the tile itself (selection_for)
        if action.name:
            where += f", {t('hint.name_it', color=color_name(action.name))}"
    why = [r for r in hint.reasons if r.kind != "named" or not isinstance(action, RotaPlace)]
    return where, "; ".join(_reasons(tuple(why), names))


def _reasons(reasons: tuple[Reason, ...], names: tuple[str, ...]) -> list[str]:
    """The reasons in words, the lowest colours raised said once together."""
    lowest = [r for r in reasons if r.kind == "lowest"]
    out = []
    for reason in reasons:
        if reason.kind != "lowest":
            out.append(reason_text(reason, names))
        elif reason is lowest[0] and len(lowest) > 1:
            raised = ", ".join(f"{color_name(r.color)} +{r.points}" for r in lowest)
            out.append(t("hint.lowest_many", raised=raised))
        elif len(lowest) == 1:
            out.append(reason_text(reason, names))
    return out or [t("hint.nothing")]  # all of it: the reason states what `explain` says


def reason_text(reason: Reason, names: tuple[str, ...]) -> str:
    color = color_name(reason.color) if reason.color else ""
    if reason.kind == "block":
        name = names[reason.player] if 0 <= reason.player < len(names) else ""
        return t("hint.block", name=name)
    if reason.kind == "pyramid":  # one pyramid, every colour it scores (ruling A7)
        scored = ", ".join(t("hint.pyramid_part", color=color_name(c), points=n) for c, n in reason.colors)
        return t("hint.pyramid", scored=scored)
    return t(f"hint.{reason.kind}", color=color, points=reason.points)


def marks(shown: Shown | None) -> str:
    """The suggested cells marked on the board: `[data-hint]` (PAGE.md), under the taps."""
    if shown is None:
        return ""
    rings = "".join(
        f'<rect class="hint-mark" data-hint="{i + 1}" data-hint-x="{x}" data-hint-y="{y}" '
        f'x="{x * CELL + 6}" y="{y * CELL + 6}" width="{CELL - 12}" height="{CELL - 12}" rx="16"/>'
        for i, (x, y) in enumerate(shown.hint.cells)
    )
    return f'<g class="hint-layer" aria-hidden="true">{rings}</g>' if rings else ""


def render_button(enabled: bool) -> str:
    """The header's hint button (only where hints are offered)."""
    if not enabled:
        return ""
    return (
        f'<button type="button" class="btn btn-quiet btn-hint" data-action="{TableAction.HINT}" '
        f'aria-label="{esc(t("hint.label"))}" title="{esc(t("hint.label"))}">'
        f'<span class="hint-bulb" aria-hidden="true"></span>'
        f'<span class="hint-word">{esc(t("hint.button"))}</span></button>'
    )


def render_text(shown: Shown | None) -> str:
    return f'<p class="hint-text" role="status">{esc(shown.text)}</p>' if shown else ""
