"""Solo best scores: the ten best results per game (ruling R3), each with its game to replay."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from axio_core.errors import AxioError
from axio_core.records import read_record, replay

from ..i18n import t
from ..storage import SOLO_VARIANTS, BestList, BestScore
from ..symbols import COLOR_ORDER
from ..table.markup import color_name, esc, symbol
from ..ui import Announce, Download, Effect, Event, Screen
from .context import Notice, SavesContext
from .markup import CONFIRM_NO, CONFIRM_NO_ID, CONFIRM_YES, button, header_bar, notice_html
from .replay import ReplayScreen
from .saved_games import DELETE, RAW, damaged_section
from .text import date_text, game_name

BEST_REPLAY, SAVED_LIST = "best-replay", "saves-list"
TITLE_ID = "best-title"
_HEADS = ("saves.best_rank", "saves.best_name", "saves.best_result", "saves.best_scores",
          "saves.best_date", "saves.best_seed")


def render_best_tables(lists: Mapping[str, BestList], tz_offset: int = 0, replay_buttons: bool = True) -> str:
    """One table per game (AXIO solo, AXIO Rota solo): rank, name, result, colours, date, deal.

    The best-scores screen and the menu both use it; each replay button carries
    data-action="best-replay" and data-key (the entry's storage key)."""
    return "".join(_table(v, lists[v], tz_offset, replay_buttons) for v in SOLO_VARIANTS if v in lists)


def _table(variant: str, best: BestList, tz_offset: int, replay_buttons: bool) -> str:
    head_id = f"best-{variant}-title"
    if best.scores:
        head = "".join(f'<th scope="col">{esc(t(h))}</th>' for h in _HEADS)
        if replay_buttons:
            head += f'<th scope="col"><span class="visually-hidden">{esc(t("saves.replay"))}</span></th>'
        rows = "".join(_row(n, b, tz_offset, replay_buttons) for n, b in enumerate(best.scores, start=1))
        body = f'<table class="best-table"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'
    else:
        body = f'<p class="best-empty">{esc(t("saves.best_empty"))}</p>'
    return (f'<section class="best-game game-{variant}" data-variant="{variant}" aria-labelledby="{head_id}">'
            f'<h3 id="{head_id}">{esc(t("saves.best_game", game=game_name(variant)))}</h3>{body}</section>')


def _row(rank: int, best: BestScore, tz_offset: int, replay_buttons: bool) -> str:
    colours = "".join(
        f'<span class="best-colour color-{c}" title="{esc(color_name(c))}">{symbol(c, 16)}'
        f"<span>{n}</span></span>"
        for c, n in zip(COLOR_ORDER, best.scores, strict=True)
    )
    replay_cell = ""
    if replay_buttons:
        label = t("saves.best_replay_label", name=best.name, result=best.result)
        replay = button(BEST_REPLAY, t("saves.replay"), label=label, data={"key": best.key})
        replay_cell = f"<td>{replay}</td>"
    return (f'<tr class="best-row" data-rank="{rank}" data-result="{best.result}">'
            f'<td class="best-rank">{rank}</td><td class="best-name">{esc(best.name)}</td>'
            f'<td class="best-result">{best.result}</td><td class="best-colours">{colours}</td>'
            f'<td class="best-date">{esc(date_text(best.date, tz_offset))}</td>'
            f'<td class="best-seed">{esc("" if best.seed is None else best.seed)}</td>{replay_cell}</tr>')


def replay_best(ctx: SavesContext, key: str, back: Screen | None = None) -> ReplayScreen | None:
    """The replay of the best-score entry stored at `key` (None if it is gone or does not replay)."""
    best = next((b for v in SOLO_VARIANTS for b in ctx.saves.best_scores(v).scores if b.key == key), None)
    if best is None:
        return None
    try:
        replayed = replay(read_record(best.record))
    except AxioError:
        return None
    return ReplayScreen.of(ctx, replayed, back=back, at_end=True)


@dataclass(frozen=True)
class BestScoresScreen:
    ctx: SavesContext
    lists: Mapping[str, BestList]
    confirm: str | None = None  # a damaged entry's key awaiting "really delete?"
    notice: Notice | None = None
    focus: str | None = None

    @classmethod
    def open(cls, ctx: SavesContext, notice: Notice | None = None) -> BestScoresScreen:
        return cls(ctx, {v: ctx.saves.best_scores(v) for v in SOLO_VARIANTS}, notice=notice, focus=TITLE_ID)

    @property
    def focus_id(self) -> str | None:
        return self.focus

    def render(self) -> str:
        damaged = [d for best in self.lists.values() for d in best.damaged]
        saved = button(SAVED_LIST, t("saves.all_saved"), cls="btn btn-quiet")
        return (
            f'<section class="saves-screen best-scores" id="best-scores" aria-labelledby="{TITLE_ID}">'
            f'{header_bar(TITLE_ID, t("saves.best_title"), saved)}{notice_html(self.notice)}'
            f'<p class="best-intro">{esc(t("saves.best_intro"))}</p>'
            f"{render_best_tables(self.lists, self.ctx.tz_offset)}"
            f'{damaged_section(t("saves.best_damaged"), damaged, self.confirm) if damaged else ""}</section>'
        )

    def handle(self, event: Event) -> tuple[Screen, list[Effect]]:
        if event.kind == "key" and event.key == "Escape" and self.confirm is not None:
            return replace(self, confirm=None, focus=TITLE_ID), []
        if event.kind != "click":
            return self, []
        key = str(event.data.get("key", ""))
        if event.action == BEST_REPLAY:
            viewer = replay_best(self.ctx, key, back=replace(self, focus=TITLE_ID))
            return (viewer, []) if viewer is not None else (BestScoresScreen.open(self.ctx), [])
        if event.action == SAVED_LIST:
            from .saved_games import SavedGamesScreen  # the two screens link to each other

            return SavedGamesScreen.open(self.ctx), []
        if event.action == RAW:
            raw = self.ctx.saves.export_raw(key)
            return self, [Download(raw.filename, raw.text, raw.mime)] if raw else []
        if event.action == DELETE:
            return replace(self, confirm=key, focus=CONFIRM_NO_ID), []
        if event.action == CONFIRM_NO:
            return replace(self, confirm=None, focus=TITLE_ID), []
        if event.action == CONFIRM_YES and key == self.confirm:
            self.ctx.saves.delete(key)
            text = t("saves.deleted")
            return BestScoresScreen.open(self.ctx, Notice(text)), [Announce(text)]
        return self, []
