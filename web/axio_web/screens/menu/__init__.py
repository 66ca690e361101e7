"""The new-game menu as a screen: its choices are a value here, never read back from the page.

    choices = MenuChoices().chose(Click("choose-game", {"game": "rota"}))
    choices = choices.typed(Input("name-0", "Anna"))
    request, problems = choices.request()     # what "Start" opens (params.from_menu rules)

`render_menu` draws it (the build draws it once into index.html too, so it paints before
Python runs). The saves' part (Continue, Saved games, Best scores) is drawn from the store.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from axio_core import bounded

from ...runtime.bot_seats import SEAT_CHOICES, level_name, level_style, menu_seats, needs_worker, seat_names
from ...runtime.events import Click, Input
from ...runtime.params import GAMES, HUMAN, MAX_PLAYERS, StartRequest, clean_name, from_menu
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

NAME_FIELD, SEAT_FIELD, SEED_FIELD = "name-", "seat-", "seed"
START_ID = "start"


@dataclass(frozen=True)
class MenuChoices:
    """The menu's state: the game, the number of players, a name and a seat kind per seat
    (all four kept, so fewer players and back loses nothing), the deal typed."""

    game: str = "axio"
    players: int = 2
    names: tuple[str, ...] = ("", "", "", "")
    seats: tuple[str | None, ...] = (None, None, None, None)
    seed: str = ""
    hints: bool = False  # hints offered in games of several people too (one person: always)

    def chose(self, click: Click) -> MenuChoices:
        """A game or a number of players chosen, or hints for everyone switched (unknown values
        change nothing)."""
        if click.action == MenuAction.TOGGLE_HINTS:
            return replace(self, hints=not self.hints)
        if click.action == MenuAction.CHOOSE_GAME and click.data.get("game") in GAMES:
            return replace(self, game=click.data["game"])
        count = click.data.get("players", "")
        if click.action == MenuAction.CHOOSE_PLAYERS and count.isdigit() and 1 <= int(count) <= MAX_PLAYERS:
            return replace(self, players=int(count))
        return self

    def typed(self, field: Input) -> MenuChoices:
        """A name, a seat's kind or the deal changed in the form."""
        name, value = field.name, field.value
        if name.startswith(NAME_FIELD) and name[len(NAME_FIELD) :].isdigit():
            seat = int(name[len(NAME_FIELD) :])
            if seat < MAX_PLAYERS:
                names = list(self.names)
                names[seat] = value[:64]
                return replace(self, names=tuple(names))
        if name.startswith(SEAT_FIELD) and name[len(SEAT_FIELD) :].isdigit():
            seat = int(name[len(SEAT_FIELD) :])
            if seat < MAX_PLAYERS:
                seats = list(self.seats)
                seats[seat] = menu_seats([value], 1)[0]
                return replace(self, seats=tuple(seats))
        if name == SEED_FIELD:
            return replace(self, seed=value[:64])
        return self

    def request(self, embed: bool = False, lang: str = "en") -> tuple[StartRequest, list[str]]:
        """What Start opens, checked by the URL's rules; the problems stop it."""
        request, problems = from_menu(self.game, self.players, list(self.names), self.seed)
        return replace(
            request, bots=self.seats[: self.players], embed=embed, lang=lang, hints=self.hints
        ), problems

    def placeholders(self) -> tuple[str, ...]:
        """What an empty name field shows: the name the game will give ("Casual", "Player 2")."""
        return seat_names(StartRequest(players=MAX_PLAYERS, bots=self.seats))

    # ------------------------------------------------------------------ remembered

    def to_json(self) -> str:
        return json.dumps(
            {
                "game": self.game,
                "players": self.players,
                "names": list(self.names),
                "seats": list(self.seats),
                "hints": self.hints,
            },
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: str | None) -> MenuChoices:
        """The choices remembered last time; anything odd in them is left at its default."""
        try:
            raw: Any = bounded.loads(text, max_chars=4_000).value if text else {}
        except ValueError:
            raw = {}
        if not isinstance(raw, dict):
            raw = {}
        choices = cls()
        if raw.get("game") in GAMES:
            choices = replace(choices, game=raw["game"])
        if isinstance(raw.get("players"), int) and 1 <= raw["players"] <= MAX_PLAYERS:
            choices = replace(choices, players=raw["players"])
        names = raw.get("names")
        if isinstance(names, list):
            kept = [clean_name(n)[:24] if isinstance(n, str) else "" for n in names[:MAX_PLAYERS]]
            choices = replace(choices, names=tuple(kept + [""] * (MAX_PLAYERS - len(kept))))
        seats = raw.get("seats")
        if isinstance(seats, list):
            values = [s if isinstance(s, str) else HUMAN for s in seats[:MAX_PLAYERS]]
            choices = replace(choices, seats=menu_seats(values, MAX_PLAYERS))
        if raw.get("hints") is True:
            choices = replace(choices, hints=True)
        return choices

    def with_request(self, request: StartRequest) -> MenuChoices:
        """The address's choices, shown in the menu (a bad address falls back to it)."""
        names = list(request.names[:MAX_PLAYERS]) or list(self.names)
        names += [""] * (MAX_PLAYERS - len(names))
        seats = list(request.bots[:MAX_PLAYERS]) or list(self.seats)
        seats += [None] * (MAX_PLAYERS - len(seats))
        return replace(
            self,
            game=request.game or self.game,
            players=request.players,
            names=tuple(names),
            seats=tuple(seats),
            seed="" if request.seed is None else str(request.seed),
        )


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
