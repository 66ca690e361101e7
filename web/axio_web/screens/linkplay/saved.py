"""The game by links of this browser among the saved games (issue 39).

The device (its secrets and the links) is kept in localStorage under preferences.LINK_KEY,
not as a saved game: its record is not known until the end (the set-up is hidden from every
device). So the saved games list it as a row of its own, read from the invitation alone (the
game, the names) without the protocol's modules (ecdsa comes after the first screen), with
"Continue", which resumes its link screen, "Replay", its moves so far on the public board
(screen.moves_so_far), "Review", this player's own moves so far rated, and "Export", what this
device knows of it as a file (review.py; not a record: axio_core/linkplay/progress.py).
Once verified at the end its record is a saved game like any other as well
(screen.verified_record, app/resolve.py: replay, review, export).
"""

from __future__ import annotations

import base64
import binascii
import zlib
from dataclasses import dataclass

from axio_core import bounded

from ...strings.i18n import t
from ...ui.action_names import LinkAction
from ...ui.markup import esc

MAX_LINK = 200_000  # as wire.MAX_TEXT: more is no link of ours
MAX_JSON = 1_000_000


@dataclass(frozen=True)
class LinkGame:
    variant: str  # "axio" or "rota"
    names: tuple[str, ...]
    links: int  # the links this device has taken in
    seat: int | None  # this device's seat (None: it has not joined)


def stored_link_game(stored: str | None) -> LinkGame | None:
    """What the stored game by links is (None: none, or not readable as one)."""
    if not stored:
        return None
    try:
        data = bounded.loads(stored, max_chars=50 * MAX_LINK).value
        links = data["links"]
        first = links[0]
        if len(first) > MAX_LINK:
            return None
        packed = base64.urlsafe_b64decode(first + "=" * (-len(first) % 4))
        raw = zlib.decompressobj().decompress(packed, MAX_JSON)
        body = bounded.loads(raw.decode("utf-8"), max_chars=MAX_JSON).value["body"]
        variant, names, seat = body["game"], body["names"], data.get("seat")
    except (
        ValueError,
        KeyError,
        IndexError,
        TypeError,
        AttributeError,
        RecursionError,
        zlib.error,
        binascii.Error,
        UnicodeDecodeError,
    ):
        return None
    named = isinstance(names, list) and all(isinstance(n, str) for n in names)
    if variant not in ("axio", "rota") or not named:
        return None
    return LinkGame(variant, tuple(names), len(links), seat if isinstance(seat, int) else None)


def render_row(game: LinkGame) -> str:
    """One row of the saved games, in their shape: the game, the players, how far, Continue."""
    name = t("game.axio") if game.variant == "axio" else t("game.rota")
    players = ", ".join(game.names)
    who = (
        t("link.you_play", name=game.names[game.seat])
        if game.seat is not None and game.seat < len(game.names)
        else ""
    )
    return (
        f'<li class="save-item game-{game.variant} is-open link-save" data-save-id="link-game">'
        f'<div class="save-info"><h3 class="save-game">{esc(t("link.title"))}: {esc(name)}</h3>'
        f'<p class="save-players">{esc(players)}</p>'
        f'<p class="save-progress">{esc(t("link.saved_links", count=game.links))} {esc(who)}</p></div>'
        f'<div class="save-actions"><button type="button" class="btn btn-primary" '
        f'data-action="{LinkAction.CONTINUE}" '
        f'aria-label="{esc(t("saves.continue_label", game=name, players=players))}">'
        f'{esc(t("saves.continue"))}</button> <button type="button" class="btn" '
        f'data-action="{LinkAction.REPLAY}" '
        f'aria-label="{esc(t("saves.replay_label", game=name, players=players))}">'
        f"{esc(t('saves.replay'))}</button> "
        f'<button type="button" class="btn" data-action="{LinkAction.REVIEW}" '
        f'aria-label="{esc(t("link.review_label", game=name, players=players))}">'
        f"{esc(t('link.review'))}</button> "
        f'<button type="button" class="btn" data-action="{LinkAction.EXPORT}" '
        f'aria-label="{esc(t("link.export_label", game=name, players=players))}">'
        f"{esc(t('link.export'))}</button></div>"
        f'<p class="hint link-export-note">{esc(t("link.export_note"))}</p></li>'
    )
