"""The saved-games list: continue, replay, export, copy a link, delete; import; damaged entries."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..i18n import format_number, t
from ..record_link import RecordLinkError, record_fragment
from ..storage import (
    CONFLICT,
    DUPLICATE,
    FULL,
    IMPORTED,
    MEMORY_ONLY,
    SAVED,
    Damaged,
    GameInfo,
    OpenedGame,
    SavedList,
)
from ..table.markup import esc
from ..ui import Announce, CopyText, Download, Effect, Event, Screen
from .context import Notice, SavesContext
from .markup import (
    CONFIRM_NO,
    CONFIRM_NO_ID,
    CONFIRM_YES,
    button,
    confirm_box,
    header_bar,
    notice_html,
    warning_box,
)
from .replay import ReplayScreen
from .resume import continue_game
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
    ctx: SavesContext
    listing: SavedList
    confirm: str | None = None  # storage key (or CLEAR_KEY) awaiting "really delete?"
    notice: Notice | None = None
    focus: str | None = None

    @classmethod
    def open(cls, ctx: SavesContext, notice: Notice | None = None, focus: str = TITLE_ID) -> SavedGamesScreen:
        return cls(ctx, ctx.saves.list_games(), notice=notice, focus=focus)

    @property
    def focus_id(self) -> str | None:
        return self.focus

    # ------------------------------------------------------------------ rendering

    def render(self) -> str:
        best = button(BEST, t("saves.open_best"), cls="btn btn-quiet")
        return (
            f'<section class="saves-screen saved-games" id="saved-games" aria-labelledby="{TITLE_ID}">'
            f'{header_bar(TITLE_ID, t("saves.title"), best)}{notice_html(self.notice)}{self._storage_state()}'
            f"{self._games()}{self._import()}{self._damaged()}</section>"
        )

    def _storage_state(self) -> str:
        """Say when saving does not work, with what the player can do about it."""
        saves = self.ctx.saves
        if not saves.available:
            return warning_box(t("saves.unavailable"))
        if saves.last_status == FULL:
            return warning_box(t("saves.full"), self._clear_old())
        if saves.last_status == CONFLICT:
            return warning_box(t("saves.conflict"), button(KEEP_BOTH, t("saves.keep_both")))
        return ""

    def _clear_old(self) -> str:
        oldest = self._oldest_finished()
        if oldest is None:
            return f'<p>{esc(t("saves.nothing_to_clear"))}</p>'
        if self.confirm != CLEAR_KEY:
            return button(CLEAR_OLD, t("saves.clear_old"))
        question = t("saves.clear_old_question", game=game_name(oldest.summary.variant),
                     players=players_text(oldest.summary.players),
                     when=when_text(oldest.updated, self.ctx.tz_offset))
        return confirm_box(question, CLEAR_KEY)

    def _oldest_finished(self) -> GameInfo | None:
        finished = [g for g in self.listing.games if g.over]
        return min(finished, key=lambda g: (g.updated, g.id)) if finished else None

    def _games(self) -> str:
        if not self.listing.games:
            return f'<p class="saves-empty">{esc(t("saves.empty"))}</p>'
        return f'<ul class="saves-list">{"".join(self._game(g) for g in self.listing.games)}</ul>'

    def _game(self, game: GameInfo) -> str:
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
        saved_at = t("saves.saved_at", when=when_text(game.updated, self.ctx.tz_offset))
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

    def _damaged(self) -> str:
        if not self.listing.damaged:
            return ""
        return damaged_section(t("saves.damaged_title"), self.listing.damaged, self.confirm)

    # ------------------------------------------------------------------ input

    def handle(self, event: Event) -> tuple[Screen, list[Effect]]:
        if event.kind == "file" and event.action == IMPORT:
            return self._import_file(event.data)
        if event.kind == "key" and event.key == "Escape" and self.confirm is not None:
            return replace(self, confirm=None, focus=TITLE_ID), []
        if event.kind != "click":
            return self, []
        game_id, key = str(event.data.get("id", "")), str(event.data.get("key", ""))
        action = event.action
        if action in (CONTINUE, REPLAY):
            return self._open(game_id, replay_only=action == REPLAY)
        if action == EXPORT:
            exported = self.ctx.saves.export_game(game_id)
            if exported is None:
                return self._gone()
            return self, [Download(exported.filename, exported.text, exported.mime)]
        if action == LINK:
            return self._copy_link(game_id)
        if action == RAW:
            raw = self.ctx.saves.export_raw(key)
            return (self, [Download(raw.filename, raw.text, raw.mime)]) if raw else self._gone()
        if action in (DELETE, CLEAR_OLD):
            return replace(self, confirm=key if action == DELETE else CLEAR_KEY, focus=CONFIRM_NO_ID), []
        if action == CONFIRM_NO:
            return replace(self, confirm=None, focus=TITLE_ID), []
        if action == CONFIRM_YES and self.confirm is not None and key == self.confirm:
            return self._delete(key)
        if action == KEEP_BOTH:
            return self._keep_both()
        if action == BEST:
            from .best_scores import BestScoresScreen  # the two screens link to each other

            return BestScoresScreen.open(self.ctx), []
        return self, []

    def _open(self, game_id: str, replay_only: bool) -> tuple[Screen, list[Effect]]:
        opened = self.ctx.saves.open_game(game_id, bind_key=None if replay_only else "current")
        if isinstance(opened, Damaged):
            text = damaged_text(opened)
            return SavedGamesScreen.open(self.ctx, Notice(text, "error")), [Announce(text)]
        if not isinstance(opened, OpenedGame):
            return self._gone()
        first = REPLAY if opened.over else CONTINUE
        back = replace(self, confirm=None, notice=None, focus=f"{first}-{game_id}")
        if replay_only or opened.over:
            return ReplayScreen.of(self.ctx, opened.replayed, back=back, at_end=opened.over), []
        return continue_game(self.ctx, opened, back=back)

    def _copy_link(self, game_id: str) -> tuple[Screen, list[Effect]]:
        game = next((g for g in self.listing.games if g.id == game_id), None)
        if game is None:
            return self._gone()
        try:
            fragment = record_fragment(game.record)
        except RecordLinkError:
            text = t("saves.link_too_large")
            return replace(self, notice=Notice(text, "warning")), [Announce(text)]
        text = t("saves.link_copied")
        return replace(self, notice=Notice(text)), [CopyText(self.ctx.page_url + fragment), Announce(text)]

    def _delete(self, key: str) -> tuple[Screen, list[Effect]]:
        saves = self.ctx.saves
        if key == CLEAR_KEY:
            removed = saves.clear_oldest_finished(1)
            retried = saves.retry() if removed else None
            if not removed:
                text = t("saves.nothing_to_clear")
            elif retried is not None and retried.status == SAVED:
                text = t("saves.cleared_saved")
            else:
                text = t("saves.cleared")
        else:
            saves.delete(key)
            text = t("saves.deleted")
        return SavedGamesScreen.open(self.ctx, Notice(text)), [Announce(text)]

    def _keep_both(self) -> tuple[Screen, list[Effect]]:
        result = self.ctx.saves.keep_both("current")
        text = t("saves.kept_both") if result is not None and result.ok else t("saves.conflict")
        return SavedGamesScreen.open(self.ctx, Notice(text)), [Announce(text)]

    def _gone(self) -> tuple[Screen, list[Effect]]:
        text = t("saves.gone")
        return SavedGamesScreen.open(self.ctx, Notice(text, "warning")), [Announce(text)]

    def _import_file(self, data: Mapping[str, Any]) -> tuple[Screen, list[Effect]]:
        name = str(data.get("name", ""))
        if "text" not in data:
            notice = Notice(t("saves.import_unreadable", name=name, detail=data.get("error", "?")), "error")
            return replace(self, notice=notice), [Announce(notice.text)]
        result = self.ctx.saves.import_text(str(data["text"]))
        if result.status == IMPORTED:
            opened = self.ctx.saves.open_game(result.game_id or "", bind_key=None)
            record = opened.record if isinstance(opened, OpenedGame) else None
            what = {"game": game_name(record.variant) if record else "",
                    "players": players_text(record.players) if record else ""}
            notice = Notice(t("saves.imported_finished" if result.over else "saves.imported", **what))
        elif result.status == MEMORY_ONLY:
            notice = Notice(t("saves.import_memory"), "warning")
        elif result.status == DUPLICATE:
            notice = Notice(t("saves.import_duplicate"))
        elif result.status == FULL:
            notice = Notice(t("saves.import_full"), "error")
        else:
            detail = t(f"saves.import_refused.{result.reason}", name=name, detail=result.detail)
            notice = Notice(detail, "error")
        return SavedGamesScreen.open(self.ctx, notice), [Announce(notice.text)]


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
