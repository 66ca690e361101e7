"""Illustrated rules about standings, not moves (help panel, beside rule_pictures.py): who
wins (R1, R3, A15) and when AXIO offers the exchange (A11), drawn as the table draws them:
scoreboards by its scoreboard renderer, racks by its tile renderer. What each picture states
is pinned by a test against the engine."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from axio_core.scores import Scores, lowest_colors

from ...strings.i18n import t
from ...ui.markup import color_names, esc


@dataclass(frozen=True)
class Standing:
    """Scoreboards at the end of a game: `names` solo (one) or several; `winner` as stated."""

    ruling: str
    game: str
    names: tuple[str, ...]
    scores: tuple[Scores, ...]
    winner: int = 0


STANDINGS: tuple[Standing, ...] = (
    Standing("R1", "axio", ("Ann", "Bob"), ((5, 5, 6, 9, 12), (5, 7, 7, 8, 8)), winner=1),
    Standing("A15", "axio", ("Ann",), ((13, 20, 17, 26, 16),)),
    Standing("R1", "rota", ("Ann", "Bob"), ((4, 9, 9, 10, 12), (5, 5, 6, 7, 8)), winner=1),
    Standing("R3", "rota", ("Ann",), ((6, 9, 7, 8, 12),)),
)


@dataclass(frozen=True)
class Offer:
    """AXIO's exchange (A11) offered: after placing, `rack` is what is left on it and holds
    none of the lowest colours of `scores` (pinned by a test against the engine)."""

    ruling: str
    scores: Scores
    rack: tuple[str, ...]

    @property
    def lowest(self) -> tuple[str, ...]:
        return lowest_colors(self.scores)


OFFERS: tuple[Offer, ...] = (Offer("A11", (4, 7, 4, 6, 9), ("GG", "GO", "OP", "PP")),)


@cache
def standing_picture(index: int, lang: str) -> str:
    """One result rule as a figure: the scoreboards as the table shows them, and who wins."""
    standing = STANDINGS[index]
    boards = _scoreboards(standing.game, standing.names, standing.scores)
    caption = t(f"rulepic.{standing.ruling}.{standing.game}")
    return (
        f'<figure class="rule-pic rule-pic-standing" data-ruling="{standing.ruling}" '
        f'data-winner="{standing.winner}"><div class="rule-pic-scores">{boards}</div>'
        f'<figcaption><span class="rule-pic-text">{esc(caption)}</span></figcaption></figure>'
    )


@cache
def offer_picture(index: int, lang: str) -> str:
    """The exchange rule as a figure: the player's scoreboard and the rack left after placing."""
    from ...games.axio.controls import shown_tiles

    offer = OFFERS[index]
    boards = _scoreboards("axio", ("Ann",), (offer.scores,), players=2)
    tiles = shown_tiles(offer.rack)
    caption = t(f"rulepic.{offer.ruling}", colors=color_names(offer.lowest))
    return (
        f'<figure class="rule-pic rule-pic-standing" data-ruling="{offer.ruling}">'
        f'<div class="rule-pic-scores">{boards}</div>'
        f'<div class="axio-rack rule-pic-rack"><div class="rack-tiles">{tiles}</div></div>'
        f'<figcaption><span class="rule-pic-text">{esc(caption)}</span></figcaption></figure>'
    )


def _scoreboards(game: str, names: tuple[str, ...], scores: tuple[Scores, ...], players: int = 0) -> str:
    """The table's scoreboards, for a game of `players` (default: as many as are shown)."""
    from ...games.axio.plugin import AxioPlugin
    from ...games.rota.plugin import RotaPlugin
    from ..table.scoreboard import render_scoreboards

    plugin = AxioPlugin() if game == "axio" else RotaPlugin()
    return render_scoreboards(names, scores, plugin.track(players or len(names)), None)


def render(game: str, lang: str) -> str:
    """The standing figures of `game`: the exchange (AXIO), then the results."""
    figures = "".join(offer_picture(i, lang) for i in range(len(OFFERS)) if game == "axio")
    figures += "".join(standing_picture(i, lang) for i, s in enumerate(STANDINGS) if s.game == game)
    return figures
