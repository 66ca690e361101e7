"""The new-game menu as a screen: its choices are a value (`MenuChoices`, runtime/menu_choices.py:
the App holds them), never read back from the page.

`render_menu` draws it (the build draws it once into index.html too, so it paints before
Python runs). The saves' part (Continue, Saved games, Best scores) is drawn from the store.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...runtime.bot_seats import SEAT_CHOICES, level_name, level_style, needs_worker
from ...runtime.menu_choices import NAME_FIELD, SEAT_FIELD, SEED_FIELD, MenuChoices
from ...runtime.params import GAMES, HUMAN, MAX_PLAYERS
from ...strings.i18n import t
from ...ui.action_names import (
    AppAction,
    LessonAction,
    LinkAction,
    MenuAction,
    PhoneAction,
    ReviewAction,
    SavesAction,
)
from ...ui.markup import esc

START_ID = "start"


# ---------------------------------------------------------------------------- drawing


def render_menu(choices: MenuChoices, saves: str = "", lang: str = "en", contrast: bool = False) -> str:
    """The menu's markup: a strip of the saves (Continue, Saved games, Best scores) on top,
    then the game and the players beside the names, the deal and Start (one column on a
    portrait screen: Start stays above the fold at every size), the settings last."""
    return (
        f'<section id="menu" class="menu card" aria-label="{esc(t("page.menu_label"))}">'
        f'<section id="menu-saves" class="menu-saves">{saves or render_saves_strip(None, None)}</section>'
        f'<div class="menu-columns"><div class="menu-col">{_games(choices)}{_players(choices)}</div>'
        f'<div class="menu-col">{_names(choices)}{_seed(choices)}'
        f'<button type="button" class="start" id="{START_ID}" data-action="{MenuAction.START}">'
        f'<span class="when-booting">{esc(t("page.loading"))}</span>'
        f'<span class="when-ready">{esc(t("page.start"))}</span></button>'
        f'<button type="button" class="btn start-phones" data-action="{PhoneAction.PAIR}">'
        f"{esc(t('phones.pair'))}</button>"
        f'<button type="button" class="btn start-link" data-action="{LinkAction.GAME}">'
        f"{esc(t('link.menu'))}</button></div></div>"
        f'<p class="menu-learn"><button type="button" class="btn-learn" data-action="{LessonAction.LEARN}" '
        f'data-game="{choices.game}">{esc(t("learn.menu"))}</button></p>'
        f"{_settings(lang, contrast, choices.hints)}</section>"
    )


def render_saves_strip(continue_button: str | None, notice: str | None) -> str:
    """The saves' strip: Continue (or its empty place, so that nothing moves when Python finds
    a game to continue), Saved games, Best scores, Puzzles; a notice when saving is off."""
    first = continue_button or '<span class="continue-slot" aria-hidden="true"></span>'
    lists = (
        (SavesAction.OPEN_LIST, "saves.open_list"),
        (SavesAction.OPEN_BEST, "saves.open_best"),
        (ReviewAction.PUZZLES, "puzzle.menu"),
    )  # the daily puzzle and your mistakes (review/puzzles.py)
    links = "".join(
        f'<button type="button" class="btn" data-action="{action}">{esc(t(key))}</button>'
        for action, key in lists
    )
    return f'<div class="saves-links">{first}{links}</div>{notice or ""}'


def _pressed(flag: bool) -> str:
    return "true" if flag else "false"


def _games(choices: MenuChoices) -> str:
    arts = {"axio": ("R", "B"), "rota": ("G", "O", "P", "B")}
    buttons = "".join(
        f'<button type="button" class="choice game-choice" '
        f'data-action="{MenuAction.CHOOSE_GAME}" data-game="{game}" '
        f'aria-pressed="{_pressed(choices.game == game)}">'
        f'<span class="choice-art{" rota-art" if game == "rota" else ""}" aria-hidden="true">'
        + "".join(f'<svg class="symbol"><use href="#sym-{c}"/></svg>' for c in arts[game])
        + f'</span><span class="choice-title">{esc(t(f"game.{game}"))}</span>'
        f'<span class="choice-note">{esc(t(f"page.{game}_note"))}</span></button>'
        for game in GAMES
    )
    return (
        f'<fieldset class="field"><legend>{esc(t("page.game"))}</legend>'
        f'<div class="choices games">{buttons}</div></fieldset>'
    )


def _players(choices: MenuChoices) -> str:
    buttons = "".join(
        f'<button type="button" class="choice count" '
        f'data-action="{MenuAction.CHOOSE_PLAYERS}" data-players="{n}" '
        f'aria-pressed="{_pressed(choices.players == n)}" '
        f'aria-label="{esc(t("page.players_1") if n == 1 else t("page.players_n", n=n))}">{n}</button>'
        for n in range(1, MAX_PLAYERS + 1)
    )
    return (
        f'<fieldset class="field"><legend>{esc(t("page.players"))}</legend>'
        f'<div class="choices players">{buttons}</div></fieldset>'
    )


def _names(choices: MenuChoices) -> str:
    placeholders = choices.placeholders()
    rows = []
    for seat in range(MAX_PLAYERS):
        n = seat + 1
        level = choices.seats[seat]
        options = "".join(
            f'<option value="{value}"{" selected" if (level or HUMAN) == value else ""}>'
            f"{esc(level_name(value))}</option>"
            for value in SEAT_CHOICES
        )
        style = level_style(level)
        rows.append(
            f'<label class="name-row" data-seat="{seat}"{"" if seat < choices.players else " hidden"}>'
            f'<span class="seat">{n}</span>'
            f'<input id="name-{seat}" name="{NAME_FIELD}{seat}" type="text" maxlength="24" '
            f'autocomplete="off" spellcheck="false" value="{esc(choices.names[seat])}" '
            f'placeholder="{esc(placeholders[seat])}" '
            f'aria-label="{esc(t("page.name_of", n=n))}">'
            f'<select id="seat-kind-{seat}" name="{SEAT_FIELD}{seat}" class="seat-kind" data-seat="{seat}" '
            f'aria-label="{esc(t("bots.seat_label", n=n))}" aria-describedby="seat-style-{seat}">'
            f"{options}</select>"
            f'<span class="seat-style" id="seat-style-{seat}"{"" if style else " hidden"}>{esc(style)}</span>'
            f"</label>"
        )
    return f'<fieldset class="field names"><legend>{esc(t("page.names"))}</legend>{"".join(rows)}</fieldset>'


def _seed(choices: MenuChoices) -> str:
    return (
        f'<label class="field seed"><span class="label">{esc(t("page.deal"))}</span>'
        f'<input id="seed" name="{SEED_FIELD}" type="text" maxlength="32" autocomplete="off" '
        f'value="{esc(choices.seed)}" placeholder="{esc(t("page.deal_placeholder"))}" '
        f'title="{esc(t("page.deal_hint"))}"></label>'
    )


def _settings(lang: str, contrast: bool, hints: bool) -> str:
    languages = "".join(
        f'<button type="button" class="lang-choice" '
        f'data-action="{AppAction.CHOOSE_LANGUAGE}" data-lang="{code}" '
        f'lang="{code}" aria-pressed="{_pressed(lang == code)}">{name}</button>'
        for code, name in (("en", "English"), ("de", "Deutsch"))
    )
    return (
        f'<fieldset class="field settings"><legend>{esc(t("page.settings"))}</legend>'
        f'<div class="settings-row"><div class="languages" role="group" aria-labelledby="language-label">'
        f'<span id="language-label" class="setting-label">{esc(t("page.language"))}</span>{languages}</div>'
        f'<button type="button" class="setting-button contrast-toggle" '
        f'data-action="{AppAction.TOGGLE_CONTRAST}" '
        f'aria-pressed="{_pressed(contrast)}"><span class="toggle-mark" aria-hidden="true"></span>'
        f"<span>{esc(t('page.contrast'))}</span></button></div>"
        f'<div class="settings-row">'
        f'<button type="button" class="setting-button hints-toggle" data-action="{MenuAction.TOGGLE_HINTS}" '
        f'aria-pressed="{_pressed(hints)}" aria-describedby="hints-toggle-note">'
        f'<span class="toggle-mark" aria-hidden="true"></span>'
        f"<span>{esc(t('page.hints_for_everyone'))}</span>"
        f'</button><span class="setting-note" id="hints-toggle-note">{esc(t("page.hints_note"))}</span></div>'
        f'<div class="settings-row">'
        f'<button type="button" class="setting-button" '
        f'data-action="{AppAction.SHOW_HELP}" data-topic="rules">'
        f"{esc(t('page.how_to_play'))}</button>"
        f'<button type="button" class="setting-button" data-action="{AppAction.SHOW_HELP}" data-topic="keys">'
        f"{esc(t('page.keyboard'))}</button></div></fieldset>"
    )


@dataclass(frozen=True)
class Menu:
    """The menu screen (its choices live in `App.menu`, kept while a game is played); it
    answers and draws in entry.py."""

    @property
    def focus_id(self) -> str | None:
        return None


def needs_worker_for(menu: MenuChoices) -> bool:
    """Whether the menu's seats, as chosen now, would play with the bot worker."""
    return needs_worker(menu.seats[: menu.players])
