"""The page's control names: every `data-action` value, named once, one enum per area.

The markup that draws a control and the handler that answers its click both use the member,
so the two can never drift apart. A `StrEnum` member formats as its value in an f-string and
compares (and hashes) equal to the plain string a `Click` carries, so the page's markup is
exactly what it was:

    >>> f'data-action="{RotaAction.CONFIRM}"'
    'data-action="rota-confirm"'
    >>> RotaAction.CONFIRM == "rota-confirm"
    True

PAGE.md names some of these as the page's public surface (`table-ready`, `show-menu`,
`show-help`, `hint`, `share`, `review`, the `rota-*` and `axio-*` controls): their spelling
never changes. tests/test_actions.py checks that every `data-action` the Python draws is a
member here and that no handler compares an action with a bare string.
"""

from __future__ import annotations

from enum import StrEnum


class AppAction(StrEnum):
    """Clicks that mean the same on every screen (app/routing.py)."""

    SHOW_MENU = "show-menu"
    SHOW_HELP = "show-help"  # data-topic: "rules" or "keys"; data-game: the game shown
    CLOSE_HELP = "close-help"
    DISMISS_MESSAGES = "dismiss-messages"  # in index.html, not drawn by Python
    CHOOSE_LANGUAGE = "choose-language"  # data-lang
    TOGGLE_CONTRAST = "toggle-contrast"
    # the table's game was changed in another tab (issue 35): the message's two choices
    KEEP_BOTH_LINES = "conflict-keep-both"  # this tab's line saved as a copy
    TAKE_OTHER_LINE = "conflict-take-other"  # this tab's unsaved moves dropped, the other's shown


class MenuAction(StrEnum):
    """The new-game menu's choices (menu.py; early.js answers the first three before Python)."""

    CHOOSE_GAME = "choose-game"  # data-game
    CHOOSE_PLAYERS = "choose-players"  # data-players
    START = "start"
    TOGGLE_HINTS = "toggle-hints"  # "Hints for everyone" in games of several people


class LessonAction(StrEnum):
    """The course: LEARN is the menu's button, the others the lesson panel's (table/lesson.py)."""

    LEARN = "learn"  # data-game
    NEXT = "learn-next"
    SKIP = "learn-skip"
    OPEN = "learn-open"  # data-lesson
    HINT = "learn-hint"
    BEGINNER = "learn-beginner"  # after the last lesson: a first game against the Beginner
    DAILY = "learn-daily"  # after the last lesson: today's daily deal


class TableAction(StrEnum):
    """The shared table's own controls (table/). All but HINT start with "table-", which the
    plugins never use (games/plugin.py's TABLE_PREFIX)."""

    READY = "table-ready"  # lift the hot-seat cover
    AGAIN = "table-again"
    LOG = "table-log"
    BOARD_TEXT = "table-board-text"
    PASS = "table-pass"  # pass the table on after a move (before the cover)
    ZOOM = "table-zoom"  # data-by: "in", "out", "fit" (a pinch sends its factor)
    INFO = "table-info"
    HINT = "hint"  # PAGE.md's name, and as "h" its key


class PhoneAction(StrEnum):
    """Phones as racks (issue 28, phones/): pairing a table's seats with phones, and handing a
    phone's seat back to the tablet. PAIR and ACCEPT are PAGE.md's public names."""

    PAIR = "pair-phones"  # the menu: start the game as chosen and pair; the table: pair now
    ACCEPT = "pairing-accept"  # take the answer pasted in [data-pairing-input]
    SEAT = "phone-seat"  # switch a seat to a phone or back: data-seat
    RELEASE = "phone-release"  # the tablet plays the seat again: data-seat
    CLOSE = "pairing-close"
    SCAN = "pairing-scan"  # read the phone's answer with the camera
    COPY = "pairing-copy"  # copy a seat's offer link: data-seat


class AxioAction(StrEnum):
    """AXIO's board and rack (games/axio/)."""

    TILE = "axio-tile"  # a rack tile: data-tile
    CELL = "axio-cell"  # data-x, data-y
    PYRAMID = "axio-pyramid"  # data-px, data-py
    FLIP = "axio-flip"
    CLEAR = "axio-clear"
    CONFIRM = "axio-confirm"
    EXCHANGE = "axio-exchange"
    KEEP = "axio-keep"
    WHY = "axio-why"  # a tap on a cell where no tile can go now: data-cx, data-cy


class RotaAction(StrEnum):
    """AXIO Rota's board and hand tile (games/rota/)."""

    CELL = "rota-cell"  # a free place: data-x, data-y
    ROTATE = "rota-rotate"  # data-dir: 1 or -1 (the preview on the board: data-x, data-y)
    NAME = "rota-name"  # data-name
    CLEAR = "rota-clear"
    CONFIRM = "rota-confirm"
    WHY = "rota-why"  # a tap on a tile of the display: why the tile cannot go there


class SavesAction(StrEnum):
    """The saved games, best scores, statistics and replay screens (screens/saves/)."""

    # the menu's part
    CONTINUE_LAST = "saves-continue-last"
    OPEN_LIST = "saves-open-list"
    OPEN_BEST = "saves-open-best"
    BEST_REPLAY = "best-replay"  # data-key: the best score's storage key
    # the saved games
    CONTINUE = "saves-continue"
    REPLAY = "saves-replay"
    EXPORT = "saves-export"
    LINK = "saves-link"
    CLEAR_OLD = "saves-clear-old"
    KEEP_BOTH = "saves-keep-both"
    IMPORT = "saves-import"  # an <input type="file">
    BEST = "saves-best"  # to the best scores
    # deleting an entry (confirm_delete.py)
    RAW = "saves-raw"
    DELETE = "saves-delete"
    CONFIRM_YES = "saves-delete-yes"
    CONFIRM_NO = "saves-delete-no"
    # the best scores and the statistics, back to the saved games
    SAVED_LIST = "saves-list"
    STATS_SAVED_LIST = "stats-saved-list"
    EXPORT_ALL = "stats-export-all"
    IMPORT_ALL = "stats-import"  # an <input type="file">
    # the replay
    FIRST = "replay-first"
    PREV = "replay-prev"
    NEXT = "replay-next"
    LAST = "replay-last"
    BACK = "saves-back"


class ReviewAction(StrEnum):
    """The review of a finished game: the end panel, the replay and the review screen."""

    REVIEW = "review"  # open the review of the finished game in front
    BACK = "review-back"
    CANCEL = "review-cancel"  # stop asking for ratings
    RESUME = "review-resume"  # go on
    MOVE = "review-move"  # show one rated move (data-k: its index in the review)
    BOARD = "review-board"  # a phone: show the move played or the best (data-board)
    PRACTISE = "practise-mistakes"  # the puzzles of a person's mistakes (puzzles.py)
    PUZZLES = "puzzles-open"  # the menu: the daily puzzle, then the mistakes of every reviewed game
    PUZZLE_NEXT = "puzzle-next"
    PUZZLE_BACK = "puzzle-back"


class DailyAction(StrEnum):
    """The daily deal: its markup, the statistics screen and the clicks' handler (daily/)."""

    START = "daily-start"  # data-game
    SHARE = "share"
    RECORD_LINK = "daily-record-link"
    OPEN_STATS = "stats-open"


class RackAction(StrEnum):
    """A phone that plays one seat of a table (screens/rack/); its game controls are the
    plugins' own, its hint button the table's (TableAction.HINT)."""

    COPY_ANSWER = "phone-copy-answer"  # copy the answer's text, to paste at the table
    SCAN = "phone-scan"  # read the table's code with this phone's camera (issue 36)


class LinkAction(StrEnum):
    """A game by links (issue 39, screens/linkplay/)."""

    GAME = "link-game"  # the menu: start one with the menu's game and names
    COPY = "link-copy"  # copy this device's link for the others
    SHARE = "link-share"  # the share sheet (or copy where there is none)
    FILE = "link-file"  # this device's link as a text file, for a channel that cuts long links short
    JOIN = "link-join"  # take the seat due to join (after opening the invitation and the joins before)
    NEXT = "link-next"  # write the next link this device owes (after sending the last one)
    CONTINUE = "link-continue"  # the saved games: resume the game by links kept in this browser
    REPLAY = "link-replay"  # the saved games: its moves so far, on the public board
    REVIEW = "link-review"  # the saved games: this player's own moves so far, rated
    EXPORT = "link-export"  # the saved games: what this device knows of it, as a file


#: Every area's enum; their values never repeat (a test checks).
AREAS: tuple[type[StrEnum], ...] = (
    AppAction,
    MenuAction,
    LessonAction,
    TableAction,
    PhoneAction,
    AxioAction,
    RotaAction,
    SavesAction,
    ReviewAction,
    DailyAction,
    RackAction,
    LinkAction,
)
#: Every name a control may carry.
VOCABULARY: frozenset[str] = frozenset(str(member) for area in AREAS for member in area)
