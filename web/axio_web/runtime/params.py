"""Read the page's URL query string (PAGE.md) into a `StartRequest`.

Pure Python, no browser imports, so it is tested under CPython. Parsing never
raises: every value that cannot be used is dropped (or replaced by its
default) and explained in a human-readable warning that the page shows.

>>> request, warnings = from_query("?game=rota&players=3&seed=a+b")
>>> request.game, request.players, request.seed
('rota', 3, None)
>>> warnings
['Ignored seed “a b”: a deal is a whole number or a short text of letters, digits and “-”.']
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..strings.i18n import t

GAMES: dict[str, str] = {"axio": "AXIO", "rota": "AXIO Rota"}
BOT_LEVELS: tuple[str, ...] = ("beginner", "casual", "strong", "expert")
HUMAN = "-"
LANGUAGES: tuple[str, ...] = ("en", "de")
MIN_PLAYERS, MAX_PLAYERS = 1, 4
DEFAULT_PLAYERS = 2
MAX_NAME_LENGTH = 24
# Seeds travel through JSON and JavaScript: keep them exact there too.
MAX_SEED = 2**53 - 1
#: A deal given as text ("daily-2026-11-22"): what axio_core.meta.is_seed accepts, shorter.
SEED_TEXT = re.compile(r"[A-Za-z0-9-]{1,32}")
DATE = re.compile(r"\d{4}-\d\d-\d\d")
# How much of a bad value a warning quotes, so a huge value cannot flood the page.
_QUOTE_LIMIT = 40
#: A value longer than this is no parameter of ours (a names list of 4 × 24 is ~100).
MAX_VALUE_CHARS = 2_000
_UNKNOWN_SAID = 3  # unknown parameters named one by one; the rest counted (issue 35)
#: What a parameter that opens something needs, and what opens instead of it (first wins).
_OPENERS = ("daily", "learn", "game")
_GAME_ONLY = ("players", "names", "bots", "seed")
# Parameters that link shorteners and social networks append: not worth a warning.
_TRACKING_PREFIXES = ("utm_",)
_TRACKING_NAMES = frozenset({"fbclid", "gclid", "msclkid", "ref"})
KNOWN_PARAMETERS = (
    "game",
    "players",
    "names",
    "seed",
    "bots",
    "embed",
    "lang",
    "learn",
    "lesson",
    "daily",
    "date",
    "link",
)


@dataclass(frozen=True)
class StartRequest:
    """What the URL asks for. `game` is None when the menu should be shown.

    `names` and `bots` hold what the URL gave, validated, at most `players`
    entries; `seat_names()` and `seat_bots()` pad them to one per seat.
    A bot entry is a level name, or None for a human seat.
    """

    game: str | None = None
    players: int = DEFAULT_PLAYERS
    names: tuple[str, ...] = ()
    seed: int | str | None = None
    bots: tuple[str | None, ...] = ()
    embed: bool = False
    lang: str = "en"
    learn: str | None = None  # the course of lessons of this game
    lesson: str | None = None  # with learn: the lesson to open (its id)
    daily: str | None = None  # the daily deal of this game
    date: str | None = None  # with `daily`: that day ("YYYY-MM-DD") instead of today
    hints: bool = False  # the menu's "Hints for everyone" (not an address parameter)
    link: bool = False  # `link=1`: the game is one by links, this device the first player (issue 39)

    def seat_names(self) -> tuple[str, ...]:
        """One display name per seat: the given ones, then "Player N"."""
        given = self.names[: self.players]
        return tuple(
            given[seat] if seat < len(given) and given[seat] else default_name(seat)
            for seat in range(self.players)
        )

    def seat_bots(self) -> tuple[str | None, ...]:
        """One entry per seat: a bot level, or None for a human."""
        given = self.bots[: self.players]
        return tuple(given) + (None,) * (self.players - len(given))


def default_name(seat: int) -> str:
    """ "Player 1", "Spieler 1": in the language in force when the game starts."""
    return t("page.player_default", n=seat + 1)


def from_query(query: str) -> tuple[StartRequest, list[str]]:
    """Parse `location.search` (with or without the leading "?")."""
    return from_pairs(query_pairs(query))


def query_pairs(query: str) -> list[tuple[str, str]]:
    """`location.search` as (name, value) pairs, decoded as browsers encode forms ("+" is a
    space, %XX are UTF-8 bytes; a broken escape stays as it is). urllib.parse would do the
    same, but costs the page's first screen ~100 ms of imports in Pyodide.

    >>> query_pairs("?names=Ann%C3%A9,Bo+B&x")
    [('names', 'Anné,Bo B'), ('x', '')]
    """
    pairs = []
    for part in query.removeprefix("?").split("&"):
        if part:
            name, _, value = part.partition("=")
            pairs.append((_unquote(name), _unquote(value)))
    return pairs


_ESCAPE = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


def _unquote(text: str) -> str:
    text = text.replace("+", " ")
    if "%" not in text:
        return text
    return _ESCAPE.sub(lambda m: bytes.fromhex(m.group().replace("%", "")).decode("utf-8", "replace"), text)


def from_pairs(pairs: Iterable[tuple[str, str]]) -> tuple[StartRequest, list[str]]:
    """Parse name/value pairs; the first value of a repeated name wins."""
    warnings: list[str] = []
    values: dict[str, str] = {}
    unknown: set[str] = set()
    for name, value in pairs:
        if name not in KNOWN_PARAMETERS:
            if not (_is_tracking(name) or name in unknown):
                unknown.add(name)
                if len(unknown) <= _UNKNOWN_SAID:
                    warnings.append(t("params.unknown", name=_quote(name)))
        elif name in values:
            warnings.append(t("params.repeated", name=name))
        else:
            values[name] = value
    if len(unknown) > _UNKNOWN_SAID:
        warnings.append(t("params.unknown_more", count=len(unknown) - _UNKNOWN_SAID))
    request, warnings = from_values(values, warnings)
    return request, warnings + _overridden(values, request)


def _overridden(values: dict[str, str], request: StartRequest) -> list[str]:
    """Every parameter given but not used because another one decides (issue 35): the daily
    deal before a lesson before a game; a date without `daily`, a lesson without `learn`."""
    given = {name for name, value in values.items() if value.strip()}
    opened = {"daily": request.daily, "learn": request.learn, "game": request.game}
    winner = next((name for name in _OPENERS if opened[name] is not None), None)
    said = []
    if winner in ("daily", "learn"):
        for name in (*_OPENERS, *_GAME_ONLY):
            if name != winner and name in given and (name not in opened or opened[name] is not None):
                said.append(t("params.ignored_by", name=name, by=winner))
    if "date" in given and request.date is not None and request.daily is None:
        said.append(t("params.needs", name="date", needs="daily"))
    if "lesson" in given and request.lesson is not None and request.learn is None:
        said.append(t("params.needs", name="lesson", needs="learn"))
    return said


def from_menu(game: str, players: int, names: Sequence[str], seed: str) -> tuple[StartRequest, list[str]]:
    """Validate the menu's inputs with the same rules as the URL's.

    Only the first `players` names count; commas inside a name become spaces
    (the URL uses them as separators).
    """
    seated = [name.replace(",", " ") for name in names[: max(players, 0)]]
    values = {"game": game, "players": str(players), "seed": seed, "names": ",".join(seated)}
    return from_values(values, [])


def from_values(values: dict[str, str], warnings: list[str]) -> tuple[StartRequest, list[str]]:
    for name, value in list(values.items()):  # bounded before anything reads it (issue 35)
        if not isinstance(value, str) or len(value) > MAX_VALUE_CHARS:
            warnings.append(t("params.too_long", name=_quote(str(name)), max=MAX_VALUE_CHARS))
            del values[name]
    game = _parse_game(values.get("game"), warnings)
    raw_names = _split_list(values.get("names"))
    players, players_given = _parse_players(values.get("players"), warnings)
    if not players_given and raw_names:
        # `?game=axio&names=Ann,Bob` means two players.
        players = max(MIN_PLAYERS, min(len(raw_names), MAX_PLAYERS))
    names = _parse_names(_at_most(raw_names, players, "name", warnings), warnings)
    bots = _parse_bots(_at_most(_split_list(values.get("bots")), players, "bot", warnings), warnings)
    if players == 1 and any(bots):  # a solo game is a person's: the computer has no one to play
        warnings.append(t("params.solo_bot", value=_quote(values.get("bots", ""))))
        bots = ()
    request = StartRequest(
        game=game,
        players=players,
        names=names,
        seed=_parse_seed(values.get("seed"), warnings),
        bots=bots,
        embed=_parse_embed(values.get("embed"), warnings),
        lang=_parse_lang(values.get("lang"), warnings),
        learn=_parse_choice("learn", values.get("learn"), warnings),
        lesson=_parse_lesson(values.get("lesson"), warnings),
        daily=_parse_choice("daily", values.get("daily"), warnings),
        date=_parse_date(values.get("date"), warnings),
        link=_parse_link(values.get("link"), warnings),
    )
    return request, warnings


def _parse_game(raw: str | None, warnings: list[str]) -> str | None:
    if raw is None or raw == "":
        return None
    game = raw.strip().lower()
    if game in GAMES:
        return game
    warnings.append(t("params.game", value=_quote(raw)))
    return None


def _parse_players(raw: str | None, warnings: list[str]) -> tuple[int, bool]:
    if raw is None or raw.strip() == "":
        return DEFAULT_PLAYERS, False
    number = _parse_int(raw)
    if number is not None and MIN_PLAYERS <= number <= MAX_PLAYERS:
        if raw != str(number):  # "+2" (a space once decoded), "02": read, and said so
            shown = _quote(raw.replace(" ", "+"))  # as the address wrote it: "+" is a space there
            warnings.append(t("params.adjusted", name="players", value=shown, used=number))
        return number, True
    warnings.append(t("params.players", value=_quote(raw), min=MIN_PLAYERS, max=MAX_PLAYERS))
    return DEFAULT_PLAYERS, False


def _split_list(raw: str | None) -> list[str]:
    """A comma-separated value as a list; nothing at all is the empty list."""
    if raw is None or raw.strip() == "":
        return []
    return raw.split(",")


def _at_most(entries: list[str], players: int, what: str, warnings: list[str]) -> list[str]:
    """The first `players` entries; warns about the rest. `what`: "name" or "bot"."""
    extra = len(entries) - players
    if extra > 0:
        only = t(f"params.only.{'one' if players == 1 else 'many'}", players=players)
        warnings.append(t(f"params.extra.{what}.{'one' if extra == 1 else 'many'}", extra=extra, only=only))
    return entries[:players]


def _parse_names(entries: list[str], warnings: list[str]) -> tuple[str, ...]:
    names = [clean_name(entry) for entry in entries]
    for name in names:
        if len(name) > MAX_NAME_LENGTH:
            warnings.append(t("params.name_long", name=_quote(name), max=MAX_NAME_LENGTH))
    return tuple(name[:MAX_NAME_LENGTH].rstrip() for name in names)


def clean_name(raw: str) -> str:
    """Collapse whitespace and drop control characters (they would break layouts) and lone
    surrogates (category Cs: no UTF-8 form, so a save would fail)."""
    printable = "".join(ch for ch in raw if unicodedata.category(ch)[0] != "C")
    return " ".join(printable.split())


def _parse_seed(raw: str | None, warnings: list[str]) -> int | str | None:
    """A whole number 0..MAX_SEED (as a number), or a short text of letters, digits and "-"
    (PAGE.md): the same text always deals the same tiles."""
    if raw is None or raw.strip() == "":
        return None
    text = raw.strip()
    number = _parse_int(text)
    if number is not None and 0 <= number <= MAX_SEED and str(number) == text:
        return number
    if SEED_TEXT.fullmatch(text):
        if number is not None:  # "-5", "007": a deal number is 0 or more, written plainly
            warnings.append(t("params.seed_text", value=_quote(raw)))
        return text
    warnings.append(t("params.seed", value=_quote(raw)))
    return None


def _parse_choice(name: str, raw: str | None, warnings: list[str]) -> str | None:
    """`learn=` and `daily=` name a game."""
    if raw is None or raw == "":
        return None
    game = raw.strip().lower()
    if game in GAMES:
        return game
    warnings.append(t("params.game_of", name=name, value=_quote(raw)))
    return None


def _parse_lesson(raw: str | None, warnings: list[str]) -> str | None:
    """`lesson=` names a lesson by its short id (an unknown one opens the course's first)."""
    if raw is None or raw == "":
        return None
    text = raw.strip().lower()
    if re.fullmatch(r"[a-z0-9-]{1,24}", text):
        return text
    warnings.append(t("params.lesson", value=_quote(raw)))
    return None


def _parse_date(raw: str | None, warnings: list[str]) -> str | None:
    """`date=YYYY-MM-DD`, a real day of the calendar."""
    if raw is None or raw == "":
        return None
    text = raw.strip()
    if DATE.fullmatch(text):
        year, month, day = (int(part) for part in text.split("-"))
        leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
        days = (31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
        if year >= 1 and 1 <= month <= 12 and 1 <= day <= days[month - 1]:
            return text
    warnings.append(t("params.date", value=_quote(raw)))
    return None


def _parse_bots(entries: list[str], warnings: list[str]) -> tuple[str | None, ...]:
    seats: list[str | None] = []
    for seat, entry in enumerate(entries, start=1):
        level = entry.strip().lower()
        if level in BOT_LEVELS:
            seats.append(level)
            continue
        seats.append(None)
        if level not in (HUMAN, ""):
            warnings.append(
                t("params.bot", value=_quote(entry), seat=seat, levels=", ".join(BOT_LEVELS), human=HUMAN)
            )
    return tuple(seats)


def _parse_embed(raw: str | None, warnings: list[str]) -> bool:
    if raw is None or raw in ("", "0"):
        return False
    if raw == "1":
        return True
    warnings.append(t("params.embed", value=_quote(raw)))
    return False


def _parse_link(raw: str | None, warnings: list[str]) -> bool:
    if raw is None or raw in ("", "0"):
        return False
    if raw == "1":
        return True
    warnings.append(t("params.link", value=_quote(raw)))
    return False


def _parse_lang(raw: str | None, warnings: list[str]) -> str:
    if raw is None or raw == "":
        return LANGUAGES[0]
    lang = raw.strip().lower()
    if lang in LANGUAGES:
        return lang
    warnings.append(t("params.lang", value=_quote(raw), langs=", ".join(LANGUAGES)))
    return LANGUAGES[0]


def _parse_int(raw: str) -> int | None:
    """A plain decimal integer, or None. Refuses "1e3", "0x10", "½" and giant strings."""
    text = raw.strip()
    digits = text.removeprefix("-")
    if not (0 < len(digits) <= 20 and digits.isascii() and digits.isdigit()):
        return None
    return int(text)


def _is_tracking(name: str) -> bool:
    return name in _TRACKING_NAMES or name.startswith(_TRACKING_PREFIXES)


def _quote(value: str) -> str:
    """A value as a warning may show it: printable and short."""
    shown = clean_name(value)
    return shown if len(shown) <= _QUOTE_LIMIT else shown[: _QUOTE_LIMIT - 1] + "…"
