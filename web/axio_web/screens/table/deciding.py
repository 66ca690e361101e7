"""A person's decision in progress, shared by the table (screen.py) and a phone's rack
(screens/rack/screen.py): how a tap or a key becomes a move.

Both hand the game's plugin the same `Turn` and selection, so choosing a place, the preview
and its points, turning, naming a colour, confirming, clearing and the exchange are the
plugin's alone (games/axio/, games/rota/). What is left to decide around the plugin is here, once:

    answer(plugin, turn, selection, event, focus, hints_on, hint) -> Outcome
        Ignored     not the game's: typing, the browser's own key, a key nobody knows
        Hinted      Hint or H, where hints are offered: the next idea and the move it starts
        Decided     the move is made: the table plays it, the rack sends it to the table
        TapRefused  a tap the rules refuse: its words (the engine's reason), shown and said
        Changed     the selection changed (a place, a turn, a colour named, cleared…)

Each screen keeps only what is its own: the table its seats, cover, lessons and what is
saved; the rack its wire to the table. `zoomed` is what the board centres as it zooms,
`chosen_hook` PAGE.md's `data-chosen`, `summary` what the player holds, in words.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar, Protocol, TypeVar

from axio_core import Action

from ...games.plugin import AnyPlugin, Step
from ...games.turn import Turn
from ...runtime.effects import Announce
from ...runtime.events import Click, Event, Key
from ...strings.i18n import t
from ...ui.action_names import TableAction
from . import hints
from .zoom import zoom_after, zoom_place

LAST_MOVE = ".is-last"  # reveal: the tile placed last
SELECTION = ".preview, .ghost, .is-anchor"  # reveal: where the player is aiming


@dataclass(frozen=True)
class Ignored:
    """Nothing for the game: the screen stays as it is (the browser may do its own)."""


@dataclass(frozen=True)
class Hinted:
    """The hint asked for: `shown`, and the selection it starts (AXIO: the tile taken and
    turned; Rota: the tile on its place), else the one in progress (a rack decision)."""

    shown: hints.Shown
    selection: Any


@dataclass(frozen=True)
class Decided:
    """The player made `action` (confirmed, or a tap that is a whole move)."""

    action: Action


@dataclass(frozen=True)
class TapRefused:
    """A tap the rules refuse, in words: shown and said; the selection stays."""

    message: str


@dataclass(frozen=True)
class Changed:
    """The selection is now `selection`; `announce`: what is said of it; `focus`: the element
    to focus; `by_key`: the keyboard moved it (the screen keeps it in view); `cleared`: the
    place chosen before is chosen no more (Clear)."""

    selection: Any
    focus: str | None
    announce: tuple[Announce, ...] = ()
    by_key: bool = False
    cleared: bool = False


Outcome = Ignored | Hinted | Decided | TapRefused | Changed


def answer(
    plugin: AnyPlugin,
    turn: Turn,
    selection: Any,
    event: Click | Key,
    focus: str | None,
    hints_on: bool = False,
    hint: hints.Shown | None = None,
) -> Outcome:
    """What a tap or key does to the decision in progress (`selection`, by the player whose
    view `turn` holds). The screen has taken its own controls' clicks first; `hints_on`: hints
    are offered to this player now; `hint`: the one shown (asked again: the next idea)."""
    if isinstance(event, Key) and (event.in_field or event.on_button and event.key in ("Enter", " ")):
        return Ignored()  # typing, or the browser clicks the focused button itself
    if (isinstance(event, Click) and event.action == TableAction.HINT) or (
        isinstance(event, Key) and event.key in hints.KEYS
    ):
        return _hinted(turn, selection, hints_on, hint)
    step: Step = plugin.handle(turn, selection, event)
    if step.action is not None:
        return Decided(step.action)
    if step.refusal:
        return TapRefused(t("table.refused_tap", reason=step.refusal))
    if step.selection == selection and not step.announce and step.focus_id in (None, focus):
        return Ignored()  # not the game's key (Tab, Shift…): the browser's
    cleared = plugin.chosen(selection) is not None and plugin.chosen(step.selection) is None
    return Changed(
        step.selection,
        step.focus_id or focus,
        (Announce(step.announce),) if step.announce else (),
        isinstance(event, Key),
        cleared,
    )


def _hinted(turn: Turn, selection: Any, hints_on: bool, hint: hints.Shown | None) -> Hinted | Ignored:
    """A suggestion from the player's own view only (hints.ask): never a hidden tile."""
    if not hints_on:
        return Ignored()
    rank = hint.rank + 1 if hint is not None else 0  # pressed again: the next idea
    shown = hints.ask(turn.view, turn.names, rank)
    if shown is None:
        return Ignored()
    chosen = hints.selection_for(shown.hint.action, tuple(getattr(turn.view, "rack", ())))
    return Hinted(shown, selection if chosen is None else chosen)


class Zooms(Protocol):
    """A screen with a board to zoom (the table, a phone's rack): a frozen dataclass."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def zoom(self) -> float: ...

    @property
    def reveal(self) -> str | None: ...

    @property
    def reveal_serial(self) -> int: ...


Z = TypeVar("Z", bound=Zooms)


def zoomed(screen: Z, plugin: AnyPlugin | None, selection: Any, event: Event, how: str) -> Z:
    """`screen` with its board zoomed as `how` asks (zoom.zoom_request), centred on the
    pinch's place, else the place chosen (none may end half out of view), else what was
    revealed last; unchanged for a factor that is no number."""
    after = zoom_after(screen.zoom, how)
    if after is None:
        return screen
    chosen = SELECTION if plugin is not None and plugin.chosen(selection) is not None else None
    return replace(
        screen,
        zoom=after,
        reveal=zoom_place(event) or chosen or screen.reveal or LAST_MOVE,
        reveal_serial=screen.reveal_serial + 1,
    )


def chosen_hook(plugin: AnyPlugin | None, selection: Any) -> str:
    """PAGE.md's `data-chosen`: the place chosen as "x,y" ("" for none)."""
    place = plugin.chosen(selection) if plugin is not None else None
    return f"{place[0]},{place[1]}" if place is not None else ""


def summary(plugin: AnyPlugin, turn: Turn) -> list[Announce]:
    """What the player whose view `turn` holds has and faces, said once they look."""
    text = plugin.turn_summary(turn)
    return [Announce(text)] if text else []
