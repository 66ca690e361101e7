"""The new-game menu's choices, a value the App holds (`App.menu`, kept while a game is
played and remembered between visits); the menu screen (screens/menu/) draws them and hands
them its clicks and typing.

    choices = MenuChoices().chose(Click("choose-game", {"game": "rota"}))
    choices = choices.typed(Input("name-0", "Anna"))
    request, problems = choices.request()     # what "Start" opens (params.from_menu rules)
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from axio_core import bounded

from ..ui.action_names import MenuAction
from .bot_seats import menu_seats, seat_names
from .events import Click, Input
from .params import GAMES, HUMAN, MAX_PLAYERS, StartRequest, clean_name, from_menu

NAME_FIELD, SEAT_FIELD, SEED_FIELD = "name-", "seat-", "seed"  # the form's fields (the menu draws them)


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
