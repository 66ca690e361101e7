"""Messages from the host page that embeds the game (docs/EMBEDDING.md).

Pure Python, tested under CPython; the shell has already checked that the message came from
the parent window and copied its plain fields (see `host_link.message_fields`). The one command:

    {source: "axio-host", type: "new-game", game: "rota", players: 2,
     names: ["Ann", "Bob"], seed: 7, bots: ["-", "casual"], lang: "de"}

Every field but `source`, `type` and `game` may be left out. The fields mean what the URL
parameters of PAGE.md mean and are checked by the same rules (`params.from_values`): a bad
value is dropped with a warning the page shows, as a bad URL parameter would be. A message
that cannot start a game (no such game, an unknown type) is refused with a reason for the
host's developer and changes nothing. Anything without `source: "axio-host"` is not for us
(other scripts on the host page post messages too) and is ignored in silence.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from ..runtime.params import GAMES, StartRequest, from_values
from ..strings.i18n import t

HOST_SOURCE = "axio-host"
NEW_GAME = "new-game"
# The fields a new-game message may carry besides source and type (embed is the page's own).
START_FIELDS = ("game", "players", "names", "seed", "bots", "lang")
MAX_LIST = 16  # a names/bots list longer than this is junk, not a table of players
MAX_FIELDS = 64  # a message with more fields is junk; the glue looks at no more than these
MAX_UNKNOWN_WARNINGS = 3  # a message with a thousand fields should not flood the page


class Unreadable:
    """A field's value the shell could not copy (an object, a function, a huge list)."""

    def __repr__(self) -> str:
        return "UNREADABLE"


UNREADABLE = Unreadable()


@dataclass(frozen=True)
class NewGame:
    request: StartRequest
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class Refused:
    reason: str  # for the host page's developer (the browser console), so in English


def read_message(fields: Mapping[str, object] | None, current: StartRequest) -> NewGame | Refused | None:
    """What a message from the parent window asks for; None if it is not addressed to us.
    `current` is what the page runs under: the new game keeps its embed mode, and its
    language unless the message names one."""
    if fields is None or fields.get("source") != HOST_SOURCE:
        return None
    kind = fields.get("type")
    if kind != NEW_GAME:
        return Refused(f"unknown message type {_shown(kind)}; the one type is {NEW_GAME!r}")
    game = fields.get("game")
    if not (isinstance(game, str) and game.strip().lower() in GAMES):
        return Refused(f"'game' must be one of {', '.join(map(repr, GAMES))}, not {_shown(game)}")
    values: dict[str, str] = {}
    warnings: list[str] = []
    for name in START_FIELDS:
        if name not in fields or fields[name] is None:
            continue
        text = _as_text(fields[name])
        if text is None:
            warnings.append(t("params.message_value", name=name))
        else:
            values[name] = text
    unknown = sorted(set(fields) - set(START_FIELDS) - {"source", "type"})
    for name in unknown[:MAX_UNKNOWN_WARNINGS]:
        warnings.append(t("params.unknown", name=name[:40]))
    request, problems = from_values(values, warnings)
    lang = request.lang if "lang" in values else current.lang
    return NewGame(replace(request, embed=current.embed, lang=lang), tuple(problems))


def _as_text(value: object) -> str | None:
    """A field as the URL would carry it: text, a whole number, or a list joined by commas."""
    if isinstance(value, bool) or value is UNREADABLE:
        return None
    if isinstance(value, str):
        return value
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float) and value.is_integer():
        return str(int(value))  # JavaScript numbers arrive as floats when they are not small
    if isinstance(value, Sequence) and len(value) <= MAX_LIST and all(isinstance(v, str) for v in value):
        return ",".join(entry.replace(",", " ") for entry in value)  # a comma would split a name
    return None


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"
