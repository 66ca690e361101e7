"""The protocol between the shared game table and one game (AXIO or AXIO Rota).

The table (`axio_web.screens.table`) owns everything both games share: the session, whose turn it
is, the hot-seat cover (ruling D2), the scoreboards, the log, the "AXIO!" banner, the end
screen, autosave and the page hooks. A `GamePlugin` owns what only its game has: how the
board looks, what the player's own controls are (Rota: the hand tile; AXIO: the rack), and
how clicks and keys on those become a selection in progress or an engine action.

Information flow, one way (ARCHITECTURE.md):

    click/key ──> table ──(not a table action)──> plugin.handle(turn, selection, event)
                                                    └─> Step(selection=..., action=...)
    table plays Step.action through the Session ──> new state ──> re-render:
        plugin.render_board(turn, selection)     (the board: its base and its marks)
        plugin.render_controls(turn, selection)  (only while the player to act is looking;
                                                  controls_parts: the same as nested regions)

A plugin never sees the engine state: it gets a `Turn` (turn.py) holding one player's view
(`game.observe`) and asks the engine about that view (`turn.legal_actions()`,
`turn.explain(action)`). Under the cover, during a computer player's turn and at the end the
view is the public one (`view.player` None): it holds nobody's tiles, so nothing secret can
reach the page (D2).

Selections are the plugin's own immutable values (frozen dataclasses), opaque to the table.
The table keeps the current one and gives it back on every call; it asks for a fresh one
(`new_selection`) whenever the player to act or the state changes.

Rendering rules, for both plugins:
- Return markup strings (HTML, SVG inline); escape every user-given text (`html.escape`).
- No user-visible English in code: use `axio_web.strings.i18n.t` with keys in `axio_web/strings/`.
- Every clickable thing carries `data-action="..."` plus its parameters as `data-*`
  attributes; the one delegated listener sends `Click(action, data)` where `data` holds
  those attributes without the `data-` prefix, as strings ("x": "3").
- Every place a tile can be put has `data-x` and `data-y` in game coordinates (PAGE.md).
- Controls are real `<button type="button">` elements with accessible names.
- Draw every colour with its symbol (`axio_web.ui.symbols`).
- Action names starting with "table-" belong to the table; never use that prefix.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from axio_core import Action, Scoring, View

from ..runtime.events import Click, Key
from ..runtime.layout import Parts, slot
from .turn import Turn, V

#: A plugin's selection in progress (AXIO's Choice, Rota's RotaSelection): its own value.
S = TypeVar("S")

#: Table-owned `data-action` names start with this; plugins must not use it.
TABLE_PREFIX = "table-"


@dataclass(frozen=True)
class Track:
    """One colour track of the scoreboard: values 0..length.

    `board` is the length of one physical scoreboard: solo AXIO keeps two boards of 18 as one
    total 0..36 (ruling A15) and passes Track(length=36, board=18); the scoreboard then shows
    one bar per board. Rota: Track(12); AXIO: Track(18).
    """

    length: int
    board: int | None = None

    @property
    def boards(self) -> int:
        return 1 if not self.board else -(-self.length // self.board)


@dataclass(frozen=True)
class Board:
    """The board as layers of one <svg>: `svg` is the element's opening tag (its viewBox
    follows the display), `base` what only a move changes (cells, tiles, pyramids), `marks`
    what a tap changes (the places offered, the tile being tried, its points), `landed` the
    last move's points rising (it changes once per move, so its animation plays once). The
    table renders them as separate regions on two stacked <svg> (`layer_tag`): `base` under,
    everything else over it, so a tap re-puts and repaints only the upper one. `tiles`: regions
    whose places `base` holds (`tile_holder`), (element id, markup): the tiles placed since the
    player to act last acted (`Turn.since`), whose marks go at that player's first action
    without redrawing the board (the table lifts them onto its upper layer, `lifted_base`).
    `spots`: the places a tile can go, one element each, in a group of class `spots_class`
    under the marks: the page replaces only those a tap changed (`Layout.lists`)."""

    svg: str
    base: str
    marks: str = ""
    landed: str = ""  # the last move's points rising from the board: drawn once per move
    tiles: tuple[tuple[str, str], ...] = ()
    spots: tuple[str, ...] = ()
    spots_class: str = ""

    def html(self) -> str:
        """The whole board as one <svg> (a replay, the tests)."""
        return f"{self.svg}{self.filled_base()}{self.all_marks()}{self.landed}</svg>"

    def layer_tag(self, layer: str, defs: bool = True) -> str:
        """`svg` as one of the table's stacked layers (an <svg> of class `layer` over or under
        the other, the same viewBox): the browser re-parses and repaints the layer a tap
        changes, not the board's tiles. `defs`: keep the symbols, which only one layer may
        hold (ids are the document's; the other layer's <use> find them there)."""
        end = self.svg.index('"', self.svg.index('class="') + len('class="'))  # the game's class first
        tag = f"{self.svg[:end]} {layer}{self.svg[end:]}"
        return tag if defs else tag.split("<defs>", 1)[0]

    def all_marks(self) -> str:
        """The places and the marks, as one layer."""
        return self.spots_group() + self.marks

    def spots_group(self, element_id: str = "", content: str | None = None) -> str:
        """The places' group (`content`: what it holds instead of the places, a region's marker)."""
        attribute = f' id="{element_id}"' if element_id else ""
        inside = "".join(self.spots) if content is None else content
        return f'<g{attribute} class="{self.spots_class}">{inside}</g>'

    def lifted_base(self) -> tuple[str, str]:
        """`base` without the tiles of `tiles`, and those tiles' places as a group of their
        own to draw over it: the table draws them on its upper layer, where their marks
        going at the first action repaint that layer only (the marks are PAGE.md's
        `data-recent-player`, on the tiles)."""
        base = self.base
        for element_id, _ in self.tiles:
            base = base.replace(tile_holder(element_id), "")
        holders = "".join(tile_holder(element_id) for element_id, _ in self.tiles)
        return base, f'<g class="tiles">{holders}</g>' if holders else ""

    def filled_base(self) -> str:
        """`base` with its nested tiles in place."""
        base = self.base
        for element_id, markup in self.tiles:
            base = base.replace(slot(element_id), markup)
        return base


def tile_holder(element_id: str) -> str:
    """Where a tile of `Board.tiles` goes in `Board.base`: an element filled as a region."""
    return f'<g id="{element_id}">{slot(element_id)}</g>'


@dataclass(frozen=True)
class Step(Generic[S]):
    """A plugin's answer to one event.

    `selection` is the new selection (return the old one to keep it). `action`, if set, is
    played by the table at once (the selection is then replaced by a fresh one). `announce` is
    said to screen readers (e.g. "turned to 90 degrees", "name a colour first"). `focus_id` is
    the id of the element that should have focus after the re-render (None: keep the table's).
    `refusal`: a tap the rules do not allow, and why (the engine's reason): shown and said.
    """

    selection: S
    action: Action | None = None
    announce: str | None = None
    focus_id: str | None = None
    refusal: str | None = None


@runtime_checkable
class GamePlugin(Protocol[V, S]):
    """One game at the shared table, generic over the view it is given (`Turn[V]`: AxioView,
    RotaView) and its selection (`S`). Implementations are stateless; all state is in the
    Session (owned by the table) and the selection (a value the table hands back).

    The view objects of both games share these attributes, which the table reads itself:
    `player`, `players`, `scores` (one 5-tuple per player, RGBOP order), `current`, `phase`
    ("over" at the end), `in_extra_turn`, `extra_turns`, `end_reason`.
    """

    #: "rota" or "axio": the engine's variant and the key in `axio_web.games.registry`.
    variant: str

    def title(self) -> str:
        """The game's name as shown (translated), e.g. t("game.rota")."""
        ...

    def track(self, players: int) -> Track:
        """The scoreboard track for this many players (its cap, and boards for solo AXIO)."""
        ...

    def new_selection(self, turn: Turn[V]) -> S:
        """The selection at the start of a decision (nothing chosen yet)."""
        ...

    def chosen(self, selection: S | None) -> tuple[int, int] | None:
        """The place chosen on the board, in game coordinates (PAGE.md `data-chosen`; AXIO:
        the first half's cell); None while none is."""
        ...

    def render_board(self, turn: Turn[V], selection: S | None) -> Board:
        """The board: every legal place for the tile with data-x/data-y/data-action, and the
        selection's preview with the points it would score (from `turn.explain`). With
        `turn.is_public` (cover, end): the board only."""
        ...

    def render_controls(self, turn: Turn[V], selection: S) -> str:
        """The player's own controls (hand tile / rack, turn, confirm, naming, exchange).
        Never called while the cover is up or the game is over."""
        ...

    def controls_parts(self, turn: Turn[V], selection: S) -> Parts:
        """`render_controls` with the parts a tap changes as regions of their own (`Parts`),
        so that the table re-puts only those (issue 40 item 6)."""
        ...

    def render_status(self, turn: Turn[V]) -> str:
        """Public counts beside the board (tiles left in each stack, supply, bag, pyramids).
        Called with a public turn too (cover, end): show nothing secret."""
        ...

    def handle(self, turn: Turn[V], selection: S, event: Click | Key) -> Step[S]:
        """Answer a click (its `data-action` is not a table action) or a key press. Return
        `Step(selection)` unchanged for events it does not know."""
        ...

    def describe(self, action: Action, scoring: Scoring | None, before: View | None = None) -> str | None:
        """One line for the log and the move summaries, without the player's name and without
        points (the table adds both), saying where in words a person finds on the board:
        "placed red sun on F3, blue star on F4", "placed a tile at the top left of the display".
        None: not logged (an AXIO draw: never reveal drawn tiles). `scoring` is what the
        action scored when it is a placement; `before` the public view it was played in."""
        ...

    def turn_summary(self, turn: Turn[V]) -> str | None:
        """What the player to act holds and faces, in words, said once they look (never public)."""
        ...

    def describe_board(self, turn: Turn[V]) -> str:
        """The board as text for screen readers (a table of tiles, the free places)."""
        ...

    def render_own_tiles(self, view: V) -> str:
        """A seat's own tiles while it cannot act (a phone's rack between its turns): to look
        at, not to press."""
        ...


#: A plugin of either game, as the table holds it: the table is the same for both games and
#: hands each plugin the turns of its own game (the variant pairs them; games.plugin_for).
AnyPlugin = GamePlugin[Any, Any]
