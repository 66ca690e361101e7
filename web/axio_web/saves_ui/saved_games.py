"""The saved-games list: continue, replay, export, copy a link, delete; import; damaged entries.

The list is read from the app's store image each time it is drawn (never kept: it would go
stale); the screen itself only remembers a pending "really delete?", a notice and the focus.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..effects import Announce, CopyText, Download, Effect
from ..events import Click, Event, FileRead, Key
from ..i18n import format_number, t
from ..intents import ContinueGame, RetrySave
from ..layout import Layout
from ..model import App, Env
from ..record_link import RecordLinkError, record_fragment
from ..saving import store_writes
from ..storage import (
    Damaged,
    GameInfo,
    ImportStatus,
    OpenedGame,
    SaveStatus,
    clear_oldest_finished,
    delete,
    export_game,
    export_raw,
    import_text,
    list_games,
    open_game,
)
from ..table.markup import esc
from .markup import (
    CONFIRM_NO,
    CONFIRM_NO_ID,
    CONFIRM_YES,
    Notice,
    button,
    confirm_box,
    header_bar,
    notice_html,
    warning_box,
)
from .replay import ReplayScreen
from .text import damaged_text, game_name, players_text, progress_text, when_text

CONTINUE, REPLAY, EXPORT, LINK = "saves-continue", "saves-replay", "saves-export", "saves-link"
DELETE = "saves-delete"
RAW, CLEAR_OLD, KEEP_BOTH, IMPORT = "saves-raw", "saves-clear-old", "saves-keep-both", "saves-import"
BEST = "saves-best"
CLEAR_KEY = "clear-oldest"  # the pending confirmation is for "remove the oldest finished game"
IMPORT_INPUT_ID = "saves-import-file"
TITLE_ID = "saves-title"


@dataclass(frozen=True)
class SavedGamesScreen:
    confirm: str | None = None  # storage key (or CLEAR_KEY) awaiting "really delete?"
    notice: Notice | None = None
    focus: str | None = TITLE_ID

    @property
    def focus_id(self) -> str | None:
        return self.focus

    # ------------------------------------------------------------------ rendering

    def render(self, app: App) -> Layout:
        listing = list_games(app.store, app.damaged)
        best = button(BEST, t("saves.open_best"), cls="btn btn-quiet")
        games = (f'<ul class="saves-list">{"".join(self._game(g, app.tz_offset) for g in listing.games)}</ul>'
                 if listing.games else f'<p class="saves-empty">{esc(t("saves.empty"))}</p>')
        damaged = (damaged_section(t("saves.damaged_title"), listing.damaged, self.confirm)
                   if listing.damaged else "")
        return Layout(
            f'<section class="saves-screen saved-games" id="saved-games" aria-labelledby="{TITLE_ID}">'
            f'{header_bar(TITLE_ID, t("saves.title"), best)}{notice_html(self.notice)}'
            f"{self._storage_state(app)}"
            f"{games}{self._import()}{damaged}</section>"
        )

    def _storage_state(self, app: App) -> str:
        """Say when saving does not work, with what the player can do about it."""
        if not app.store.available:
            return warning_box(t("saves.unavailable"))
        if app.saving.unsaved is not None and app.saving.status == SaveStatus.FULL:
            return warning_box(t("saves.full"), self._clear_old(app))
        if app.saving.unsaved is not None and app.saving.status == SaveStatus.CONFLICT:
            return warning_box(t("saves.conflict"), button(KEEP_BOTH, t("saves.keep_both")))
        return ""

    def _clear_old(self, app: App) -> str:
        finished = [g for g in list_games(app.store, app.damaged).games if g.over]
        if not finished:
            return f'<p>{esc(t("saves.nothing_to_clear"))}</p>'
        if self.confirm != CLEAR_KEY:
            return button(CLEAR_OLD, t("saves.clear_old"))
        oldest = min(finished, key=lambda g: (g.updated, g.id))
        question = t("saves.clear_old_question", game=game_name(oldest.summary.variant),
                     players=players_text(oldest.summary.players),
                     when=when_text(oldest.updated, app.tz_offset))
        return confirm_box(question, CLEAR_KEY)

    def _game(self, game: GameInfo, tz_offset: int) -> str:
        s = game.summary
        what = {"game": game_name(s.variant), "players": players_text(s.players)}
        first = (REPLAY, "saves.replay") if game.over else (CONTINUE, "saves.continue")
        actions = [first, (EXPORT, "saves.export"), (LINK, "saves.copy_link"), (DELETE, "saves.delete")]
        buttons = "".join(
            button(action, t(text), label=t(f"{text}_label", **what), id=f"{action}-{game.id}",
                   cls="btn btn-primary" if action == first[0] else "btn",
                   data={"id": game.id, "key": game.key})
            for action, text in actions
        )
        confirm = confirm_box(t("saves.delete_question"), game.key) if self.confirm == game.key else ""
        saved_at = t("saves.saved_at", when=when_text(game.updated, tz_offset))
        return (
            f'<li class="save-item game-{s.variant} {"is-over" if game.over else "is-open"}" '
            f'data-save-id="{esc(game.id)}"><div class="save-info">'
            f'<h3 class="save-game">{esc(what["game"])}</h3>'
            f'<p class="save-players">{esc(what["players"])}</p>'
            f'<p class="save-progress">{esc(progress_text(s))}</p><p class="save-when">{esc(saved_at)}</p>'
            f'</div><div class="save-actions">{buttons}</div>{confirm}</li>'
        )

    def _import(self) -> str:
        return (
            f'<div class="saves-import"><label class="btn file-button" for="{IMPORT_INPUT_ID}">'
            f'{esc(t("saves.import"))}</label><input type="file" id="{IMPORT_INPUT_ID}" '
            f'class="visually-hidden" accept=".json,application/json" data-action="{IMPORT}">'
            f'<p class="hint">{esc(t("saves.import_hint"))}</p></div>'
        )

    # ------------------------------------------------------------------ input

    def handle(self, app: App, event: Event, env: Env) -> tuple[App, list[Any]]:
        if isinstance(event, FileRead) and event.action == IMPORT:
            return self._import_file(app, event, env)
        if isinstance(event, Key) and event.key == "Escape" and self.confirm is not None:
            return _with(app, replace(self, confirm=None, focus=TITLE_ID)), []
        if not isinstance(event, Click):
            return app, []
        game_id, key = str(event.data.get("id", "")), str(event.data.get("key", ""))
        action = event.action
        if action in (CONTINUE, REPLAY):
            return self._open(app, game_id, replay_only=action == REPLAY)
        if action == EXPORT:
            exported = export_game(app.store, game_id)
            if exported is None:
                return self._gone(app)
            return app, [Download(exported.filename, exported.text, exported.mime)]
        if action == LINK:
            return self._copy_link(app, game_id)
        if action == RAW:
            raw = export_raw(app.store, key)
            return (app, [Download(raw.filename, raw.text, raw.mime)]) if raw else self._gone(app)
        if action in (DELETE, CLEAR_OLD):
            confirm = key if action == DELETE else CLEAR_KEY
            return _with(app, replace(self, confirm=confirm, focus=CONFIRM_NO_ID)), []
        if action == CONFIRM_NO:
            return _with(app, replace(self, confirm=None, focus=TITLE_ID)), []
        if action == CONFIRM_YES and self.confirm is not None and key == self.confirm:
            return self._delete(app, key, env)
        if action == KEEP_BOTH and app.saving.unsaved is not None:
            app = replace(app, saving=replace(app.saving, slot=None))  # the next save: a new entry
            return app, [RetrySave(t("saves.kept_both"), t("saves.conflict"))]
        return app, []

    def _open(self, app: App, game_id: str, replay_only: bool) -> tuple[App, list[Any]]:
        opened = open_game(app.store, game_id)
        if isinstance(opened, Damaged):
            text = damaged_text(opened)
            app = replace(app, damaged=(*app.damaged, opened))  # listed as damaged from now on
            return _with(app, SavedGamesScreen(notice=Notice(text, "error"))), [Announce(text)]
        if not isinstance(opened, OpenedGame):
            return self._gone(app)
        first = REPLAY if opened.over else CONTINUE
        back = replace(self, confirm=None, notice=None, focus=f"{first}-{game_id}")
        if replay_only or opened.over:
            return _with(app, ReplayScreen.of(opened.session, back=back, at_end=opened.over)), []
        return app, [ContinueGame(opened)]

    def _copy_link(self, app: App, game_id: str) -> tuple[App, list[Any]]:
        game = next((g for g in list_games(app.store, app.damaged).games if g.id == game_id), None)
        if game is None:
            return self._gone(app)
        try:
            fragment = record_fragment(game.record)
        except RecordLinkError:
            text = t("saves.link_too_large")
            return _with(app, replace(self, notice=Notice(text, "warning"))), [Announce(text)]
        text = t("saves.link_copied")
        copied = CopyText(app.page_url + fragment)
        return _with(app, replace(self, notice=Notice(text))), [copied, Announce(text)]

    def _delete(self, app: App, key: str, env: Env) -> tuple[App, list[Any]]:
        effects: list[Effect] = []
        if key == CLEAR_KEY:
            store, writes, removed = clear_oldest_finished(app.store, 1, app.damaged)
            app = replace(app, store=store)
            effects += store_writes(store, writes)
            if not removed:
                text = t("saves.nothing_to_clear")
            elif app.saving.unsaved is not None:  # the room made is for the save refused
                return app, [*effects, RetrySave(t("saves.cleared_saved"), t("saves.cleared"))]
            else:
                text = t("saves.cleared")
        else:
            store, writes = delete(app.store, key)
            app = replace(app, store=store)
            effects += store_writes(store, writes)
            text = t("saves.deleted")
        return _with(app, SavedGamesScreen(notice=Notice(text))), [*effects, Announce(text)]

    def _gone(self, app: App) -> tuple[App, list[Any]]:
        text = t("saves.gone")
        return _with(app, SavedGamesScreen(notice=Notice(text, "warning"))), [Announce(text)]

    def _import_file(self, app: App, event: FileRead, env: Env) -> tuple[App, list[Any]]:
        if event.text is None:
            notice = Notice(t("saves.import_unreadable", name=event.name, detail=event.error or "?"), "error")
            return _with(app, replace(self, notice=notice)), [Announce(notice.text)]
        outcome = import_text(app.store, event.text, env.now, env.new_id())
        app = replace(app, store=outcome.image)
        effects = store_writes(outcome.image, outcome.writes)
        result = outcome.result
        if result.status == ImportStatus.IMPORTED:
            listing = list_games(app.store, app.damaged)
            imported = next((g for g in listing.games if g.id == result.game_id), None)
            what = {"game": game_name(imported.summary.variant) if imported else "",
                    "players": players_text(imported.summary.players) if imported else ""}
            notice = Notice(t("saves.imported_finished" if result.over else "saves.imported", **what))
        elif result.status == ImportStatus.MEMORY_ONLY:
            notice = Notice(t("saves.import_memory"), "warning")
        elif result.status == ImportStatus.DUPLICATE:
            notice = Notice(t("saves.import_duplicate"))
        else:
            detail = t(f"saves.import_refused.{result.reason}", name=event.name, detail=result.detail)
            notice = Notice(detail, "error")
        return _with(app, SavedGamesScreen(notice=notice)), [*effects, Announce(notice.text)]


def _with(app: App, screen: Any) -> App:
    return replace(app, screen=screen)


def damaged_section(title: str, items: tuple[Damaged, ...] | list[Damaged], confirm: str | None) -> str:
    """Damaged entries: what is wrong with each; download it as it is; delete it (confirmed)."""
    rows = "".join(_damaged_item(d, confirm) for d in items)
    return (f'<section class="saves-damaged"><h3>{esc(title)}</h3><p>{esc(t("saves.damaged_intro"))}</p>'
            f'<ul class="saves-list">{rows}</ul></section>')


def _damaged_item(item: Damaged, confirm: str | None) -> str:
    size = t("saves.size_bytes", n=format_number(item.size))
    buttons = (button(RAW, t("saves.download_raw"), label=t("saves.download_raw_label", entry=item.key),
                      data={"key": item.key})
               + button(DELETE, t("saves.delete"), label=t("saves.delete_raw_label", entry=item.key),
                        data={"key": item.key}))
    question = confirm_box(t("saves.delete_question"), item.key) if confirm == item.key else ""
    return (
        f'<li class="save-item is-damaged" data-damaged-key="{esc(item.key)}"><div class="save-info">'
        f'<h3 class="save-game">{esc(t("saves.damaged_item", entry=item.key, size=size))}</h3>'
        f'<p class="save-reason">{esc(damaged_text(item))}</p></div>'
        f'<div class="save-actions">{buttons}</div>{question}</li>'
    )

