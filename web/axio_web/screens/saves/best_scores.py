"""Solo best scores: the ten best results per game (ruling R3), each with its game to replay."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from axio_core import AxioError
from axio_core.session import Session

from ...runtime.events import Click, Event
from ...runtime.layout import Layout
from ...runtime.model import App, Env
from ...storage import SOLO_VARIANTS, BestList, BestScore, StoreImage, best_scores
from ...strings.i18n import t
from ...ui.action_names import SavesAction
from ...ui.markup import color_name, esc, symbol
from ...ui.symbols import COLOR_ORDER
from .confirm_delete import ConfirmDeleteScreen, damaged_section
from .markup import button, header_bar, notice_html
from .replay import ReplayScreen
from .text import date_text, game_name

TITLE_ID = "best-title"
_HEADS = (
    "saves.best_rank",
    "saves.best_name",
    "saves.best_result",
    "saves.best_scores",
    "saves.best_date",
    "saves.best_seed",
)


def all_best(store: StoreImage) -> dict[str, BestList]:
    return {v: best_scores(store, v) for v in SOLO_VARIANTS}


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
    return (
        f'<section class="best-game game-{variant}" data-variant="{variant}" aria-labelledby="{head_id}">'
        f'<h3 id="{head_id}">{esc(t("saves.best_game", game=game_name(variant)))}</h3>{body}</section>'
    )


def _row(rank: int, best: BestScore, tz_offset: int, replay_buttons: bool) -> str:
    colours = "".join(
        f'<span class="best-colour color-{c}" title="{esc(color_name(c))}">{symbol(c, 16)}'
        f"<span>{n}</span></span>"
        for c, n in zip(COLOR_ORDER, best.scores, strict=True)
    )
    replay_cell = ""
    if replay_buttons:
        label = t("saves.best_replay_label", name=best.name, result=best.result)
        replay = button(SavesAction.BEST_REPLAY, t("saves.replay"), label=label, data={"key": best.key})
        replay_cell = f"<td>{replay}</td>"
    return (
        f'<tr class="best-row" data-rank="{rank}" data-result="{best.result}">'
        f'<td class="best-rank">{rank}</td><td class="best-name">{esc(best.name)}{_hints_tag(best)}</td>'
        f'<td class="best-result">{best.result}</td><td class="best-colours">{colours}</td>'
        f'<td class="best-date">{esc(date_text(best.date, tz_offset))}</td>'
        f"{_deal_cell(best.seed)}{replay_cell}</tr>"
    )


def _hints_tag(best: BestScore) -> str:
    """A result made with hints says so."""
    if not best.hints:
        return ""
    return f' <span class="best-hints" data-hints="true">({esc(t("hint.made_with"))})</span>'


def _deal_cell(seed: int | str | None) -> str:
    """The deal, short (a random one has 16 digits): its start, the whole in the title."""
    text = "" if seed is None else str(seed)
    shown = text if len(text) <= 8 else text[:6] + "…"
    title = f' title="{esc(text)}"' if shown != text else ""
    return f'<td class="best-seed"{title}>{esc(shown)}</td>'


def replay_best(store: StoreImage, key: str, back: Any = None) -> ReplayScreen | None:
    """The replay of the best-score entry stored at `key` (None if it is gone or does not replay)."""
    best = next((b for v in SOLO_VARIANTS for b in best_scores(store, v).scores if b.key == key), None)
    if best is None:
        return None
    try:
        session = Session.from_record(dict(best.record))
    except AxioError:
        return None
    return ReplayScreen.of(session, back=back, at_end=True)


@dataclass(frozen=True)
class BestScoresScreen(ConfirmDeleteScreen):
    focus: str | None = TITLE_ID
    title_id: ClassVar[str] = TITLE_ID

    def render(self, app: App) -> Layout:
        lists = all_best(app.store)
        damaged = [d for best in lists.values() for d in best.damaged]
        saved = button(SavesAction.SAVED_LIST, t("saves.all_saved"), cls="btn btn-quiet")
        return Layout(
            f'<section class="saves-screen best-scores" id="best-scores" aria-labelledby="{TITLE_ID}">'
            f"{header_bar(TITLE_ID, t('saves.best_title'), saved)}{notice_html(self.notice)}"
            f'<p class="best-intro">{esc(t("saves.best_intro"))}</p>'
            f"{render_best_tables(lists, app.tz_offset)}"
            f"{damaged_section(t('saves.best_damaged'), damaged, self.confirm) if damaged else ''}</section>"
        )

    def handle(self, app: App, event: Event, env: Env) -> tuple[App, list[Any]]:
        answered = self.on_delete_event(app, event)
        if answered is not None:
            return answered
        if isinstance(event, Click) and event.action == SavesAction.BEST_REPLAY:
            key = str(event.data.get("key", ""))
            viewer = replay_best(app.store, key, back=replace(self, focus=TITLE_ID))
            return replace(app, screen=viewer or BestScoresScreen()), []
        return app, []
