"""The saved-games list: continue, replay, export, copy a link, delete; import; damaged entries.

The list is read from the app's store image each time it is drawn (never kept: it would go
stale); the screen itself only remembers a pending "really delete?", a notice and the focus.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from ...runtime.effects import Announce, CopyText, Download
from ...runtime.events import Click, Event, FileRead
from ...runtime.intents import ContinueGame, RetrySave
from ...runtime.layout import Layout
from ...runtime.model import App, Env
from ...runtime.record_link import RecordLinkError, record_fragment
from ...runtime.saving import store_writes
from ...storage import (
    Damaged,
    GameInfo,
    ImportStatus,
    OpenedGame,
    SaveStatus,
    clear_oldest_finished,
    export_game,
    import_text,
    list_games,
    open_game,
)
from ...strings.i18n import t
from ...strings.why import say
from ...ui.action_names import SavesAction
from ...ui.markup import esc
from ..linkplay.saved import render_row, stored_link_game
from .confirm_delete import ConfirmDeleteScreen, damaged_section, import_notice, unreadable
from .markup import Notice, button, confirm_box, header_bar, notice_html, warning_box
from .replay import ReplayScreen
from .text import damaged_text, game_name, players_text, progress_text, when_text

CLEAR_KEY = "clear-oldest"  # the pending confirmation is for "remove the oldest finished game"
IMPORT_INPUT_ID = "saves-import-file"
TITLE_ID = "saves-title"


@dataclass(frozen=True)
class SavedGamesScreen(ConfirmDeleteScreen):
    """`confirm`: a storage key, or CLEAR_KEY ("remove the oldest finished game?")."""

    focus: str | None = TITLE_ID
    title_id: ClassVar[str] = TITLE_ID

    # ------------------------------------------------------------------ rendering

    def render(self, app: App) -> Layout:
        listing = list_games(app.store, app.damaged)
        best = button(SavesAction.BEST, t("saves.open_best"), cls="btn btn-quiet")
        items = "".join(self._game(g, app.tz_offset, g.key in app.store.spare) for g in listing.games)
        linked = stored_link_game(app.link_store)  # the game by links kept in this browser (issue 39)
        items = (render_row(linked) if linked is not None else "") + items
        games = (
            f'<ul class="saves-list">{items}</ul>'
            if items
            else f'<p class="saves-empty">{esc(t("saves.empty"))}</p>'
        )
        damaged = (
            damaged_section(t("saves.damaged_title"), listing.damaged, self.confirm)
            if listing.damaged
            else ""
        )
        return Layout(
            f'<section class="saves-screen saved-games" id="saved-games" aria-labelledby="{TITLE_ID}">'
            f"{header_bar(TITLE_ID, t('saves.title'), best)}{notice_html(self.notice)}"
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
            return warning_box(t("saves.conflict"), button(SavesAction.KEEP_BOTH, t("saves.keep_both")))
        return ""

    def _clear_old(self, app: App) -> str:
        finished = [g for g in list_games(app.store, app.damaged).games if g.over]
        if not finished:
            return f"<p>{esc(t('saves.nothing_to_clear'))}</p>"
        if self.confirm != CLEAR_KEY:
            return button(SavesAction.CLEAR_OLD, t("saves.clear_old"))
        oldest = min(finished, key=lambda g: (g.updated, g.id))
        question = t(
            "saves.clear_old_question",
            game=game_name(oldest.summary.variant),
            players=players_text(oldest.summary.players),
            when=when_text(oldest.updated, app.tz_offset),
        )
        return confirm_box(question, CLEAR_KEY)

    def _game(self, game: GameInfo, tz_offset: int, in_spare: bool = False) -> str:
        s = game.summary
        what = {"game": game_name(s.variant), "players": players_text(s.players)}
        first = (
            (SavesAction.REPLAY, "saves.replay") if game.over else (SavesAction.CONTINUE, "saves.continue")
        )
        actions = [
            first,
            (SavesAction.EXPORT, "saves.export"),
            (SavesAction.LINK, "saves.copy_link"),
            (SavesAction.DELETE, "saves.delete"),
        ]
        buttons = "".join(
            button(
                action,
                t(text),
                label=t(f"{text}_label", **what),
                id=f"{action}-{game.id}",
                cls="btn btn-primary" if action == first[0] else "btn",
                data={"id": game.id, "key": game.key},
            )
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
            + (
                f'<p class="save-where" data-kept-in="indexeddb">{esc(t("saves.kept_in_spare"))}</p>'
                if in_spare
                else ""
            )
            + f'</div><div class="save-actions">{buttons}</div>{confirm}</li>'
        )

    def _import(self) -> str:
        return (
            f'<div class="saves-import"><label class="btn file-button" for="{IMPORT_INPUT_ID}">'
            f'{esc(t("saves.import"))}</label><input type="file" id="{IMPORT_INPUT_ID}" '
            f'class="visually-hidden" accept=".json,application/json" data-action="{SavesAction.IMPORT}">'
            f'<p class="hint">{esc(t("saves.import_hint"))}</p></div>'
        )

    # ------------------------------------------------------------------ input

    def handle(self, app: App, event: Event, env: Env) -> tuple[App, list[Any]]:
        if isinstance(event, FileRead) and event.action == SavesAction.IMPORT:
            return self._import_file(app, event, env)
        if isinstance(event, Click) and event.action == SavesAction.CONFIRM_YES and self.confirm == CLEAR_KEY:
            return self._clear_oldest(app) if event.data.get("key") == CLEAR_KEY else (app, [])
        answered = self.on_delete_event(app, event)
        if answered is not None:
            return answered
        if not isinstance(event, Click):
            return app, []
        game_id = str(event.data.get("id", ""))
        action = event.action
        if action in (SavesAction.CONTINUE, SavesAction.REPLAY):
            return self._open(app, game_id, replay_only=action == SavesAction.REPLAY)
        if action == SavesAction.EXPORT:
            exported = export_game(app.store, game_id)
            if exported is None:
                return self._gone(app)
            return app, [Download(exported.filename, exported.text, exported.mime)]
        if action == SavesAction.LINK:
            return self._copy_link(app, game_id)
        if action == SavesAction.CLEAR_OLD:
            return _with(app, self.asking(CLEAR_KEY)), []
        if action == SavesAction.KEEP_BOTH and app.saving.unsaved is not None:
            app = replace(app, saving=replace(app.saving, slot=None))  # the next save: a new entry
            return app, [RetrySave(t("saves.kept_both"), t("saves.conflict"))]
        return app, []

    def _open(self, app: App, game_id: str, replay_only: bool) -> tuple[App, list[Any]]:
        opened = open_game(app.store, game_id)
        if isinstance(opened, Damaged):
            text = damaged_text(opened)
            app = replace(app, damaged=(*app.damaged, opened))  # listed as damaged from now on
            return self.saying(app, Notice(text, "error"))
        if not isinstance(opened, OpenedGame):
            return self._gone(app)
        first = SavesAction.REPLAY if opened.over else SavesAction.CONTINUE
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
            return self.noting(app, Notice(t("saves.link_too_large"), "warning"))
        text = t("saves.link_copied")
        copied = CopyText(app.page_url + fragment)
        return _with(app, replace(self, notice=Notice(text))), [copied, Announce(text)]

    def _clear_oldest(self, app: App) -> tuple[App, list[Any]]:
        """Remove the oldest finished game; the room made is for the save the store refused."""
        store, writes, removed = clear_oldest_finished(app.store, 1, app.damaged)
        app = replace(app, store=store)
        effects = store_writes(store, writes)
        if removed and app.saving.unsaved is not None:
            return app, [*effects, RetrySave(t("saves.cleared_saved"), t("saves.cleared"))]
        return self.saying(app, Notice(t("saves.cleared" if removed else "saves.nothing_to_clear")), effects)

    def raw_gone(self, app: App) -> tuple[App, list[Any]]:
        return self._gone(app)

    def _gone(self, app: App) -> tuple[App, list[Any]]:
        return self.saying(app, Notice(t("saves.gone"), "warning"))

    def _import_file(self, app: App, event: FileRead, env: Env) -> tuple[App, list[Any]]:
        if event.text is None:
            return self.noting(app, unreadable(event))
        outcome = import_text(app.store, event.text, env.now, env.new_id())
        app = replace(app, store=outcome.image)
        effects = store_writes(outcome.image, outcome.writes)
        result = outcome.result
        if result.status == ImportStatus.IMPORTED:
            listing = list_games(app.store, app.damaged)
            imported = next((g for g in listing.games if g.id == result.game_id), None)
            what = {
                "game": game_name(imported.summary.variant) if imported else "",
                "players": players_text(imported.summary.players) if imported else "",
            }
            notice = Notice(t("saves.imported_finished" if result.over else "saves.imported", **what))
        else:
            notice = import_notice(result.status) or Notice(
                t(
                    f"saves.import_refused.{result.reason}",
                    name=event.name,
                    detail=say(result.refusal) if result.refusal is not None else result.detail,
                ),
                "error",
            )
        return self.saying(app, notice, effects)


def _with(app: App, screen: Any) -> App:
    return replace(app, screen=screen)
