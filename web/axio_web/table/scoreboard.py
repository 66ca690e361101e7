"""Every player's scoreboard: five colour tracks 0..length, symbols, the lowest colours marked.

One compact row per player (name, then the five colours side by side), so four players'
scores all stay in view beside the board. Each value carries the PAGE.md hooks:
`data-player` (turn order), `data-color` (R G B O P) and `data-score`. The track length is a
parameter: Rota 12, AXIO 18, solo AXIO 36 (two boards of 18 as one total, ruling A15: two
bars per colour, the second filling once the first is full, as the box's two scoreboards).
After a move the bars grow from the scores before it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..i18n import cached, t
from ..symbols import COLOR_ORDER
from .markup import color_name, esc, seat_mark, symbol
from .plugin import Track


def lowest(scores: Sequence[int]) -> frozenset[str]:
    """The colours tied for the lowest score: the ones that count (ruling R1)."""
    low = min(scores)
    return frozenset(c for c, s in zip(COLOR_ORDER, scores, strict=True) if s == low)


@cached(maxsize=16)  # a tap changes no score: the same markup, without making it again
def render_scoreboards(
    names: Sequence[str],
    scores: Sequence[Sequence[int]],
    track: Track,
    current: int | None,
    seats: Sequence[str | None] = (),
    thinking: int | None = None,
    before: Sequence[Sequence[int]] | None = None,
) -> str:
    """All scoreboards, in turn order; `current` (the player to act) is highlighted.
    `seats`: the bot level per seat (None: a person), shown under a bot's name; `thinking`:
    the bot whose card says "thinking…" instead of "to play"; `before`: the scores before the
    last move (the bars grow from them)."""
    cards = "".join(
        render_scoreboard(i, name, scores[i], track, i == current and len(names) > 1,
                          seats[i] if i < len(seats) else None, i == thinking,
                          before[i] if before is not None and i < len(before) else None)
        for i, name in enumerate(names)
    )
    cap = track.length
    legend = (f'<p class="score-legend"><span class="legend-low" aria-hidden="true">3</span> '
              f'{esc(t("table.legend_lowest"))} <span class="legend-full" aria-hidden="true">{cap}</span> '
              f'{esc(t("table.legend_full", cap=cap))}</p>')
    return (f'<section class="scoreboards players-{len(names)}" aria-label="{esc(t("table.scoreboard"))}">'
            f"{cards}{legend}</section>")


def render_scoreboard(player: int, name: str, scores: Sequence[int], track: Track, is_current: bool,
                      bot: str | None = None, is_thinking: bool = False,
                      before: Sequence[int] | None = None) -> str:
    low = lowest(scores)
    old = before if before is not None else scores
    rows = "".join(_row(player, c, s, o, track, c in low)
                   for c, s, o in zip(COLOR_ORDER, scores, old, strict=True))
    badge = f'<span class="badge-turn">{esc(t("table.to_play"))}</span>' if is_current else ""
    if is_thinking:  # a computer player deciding (bot_turn.py)
        badge = f'<span class="badge-turn badge-thinking">{esc(t("bots.thinking"))}</span>'
    bot_tag = f'<p class="bot-tag">{esc(t("bots.tag", level=t(f"bots.level.{bot}")))}</p>' if bot else ""
    board_mark = ""
    if track.boards > 1 and track.board:
        boards = t("table.two_boards", n=track.board, total=track.length)
        board_mark = f'<p class="second-board">{esc(boards)}</p>'
    current_class = (" is-current" if is_current else "") + (" is-thinking" if is_thinking else "")
    return (
        f'<article class="scorecard seat-{player}{current_class}" '
        f'aria-label="{esc(t("table.scoreboard_of", name=name))}">'
        f'<h3 class="scorecard-name">{seat_mark(player)}'
        f'<span class="name">{esc(name)}</span>{badge}</h3>{bot_tag}'
        f'<p class="visually-hidden">{esc(score_sentence(name, scores, low))} '
        f'{esc(t("scores.of_cap", cap=track.length))}</p>'
        # The bars repeat the sentence for the eye: screen readers get the sentence only.
        f'<ol class="tracks" aria-hidden="true">{rows}</ol>{board_mark}</article>'
    )


def score_sentence(name: str, scores: Sequence[int], low: frozenset[str]) -> str:
    """"Anna: red sun 7, green dot 5, blue star 3, lowest, …" in the current language."""
    marked = low if len(low) < len(COLOR_ORDER) else frozenset()  # all tied: none stands out
    items = [
        t("scores.item_lowest" if c in marked else "scores.item", color=color_name(c),
          symbol=t(f"symbol.{c}"), score=s)
        for c, s in zip(COLOR_ORDER, scores, strict=True)
    ]
    return t("scores.sentence", name=name, scores=", ".join(items))


def _bars(score: int, before: int, track: Track) -> str:
    """One bar per scoreboard: solo AXIO's second fills from where the first is full (A15)."""
    if track.boards == 1 or not track.board:
        return '<span class="bar" aria-hidden="true"><span class="fill"></span></span>'
    board = track.board
    return "".join(
        f'<span class="bar board-{n + 1}" style="--v:{min(board, max(0, score - n * board))};'
        f'--v0:{min(board, max(0, before - n * board))};--len:{board}"><span class="fill"></span></span>'
        for n in range(track.boards))


def _row(player: int, color: str, score: int, before: int, track: Track, is_lowest: bool) -> str:
    key = "table.score_label_lowest" if is_lowest else "table.score_label"
    label = t(key, color=color_name(color), symbol=t(f"symbol.{color}"), score=score, cap=track.length)
    low_class = " is-lowest" if is_lowest else ""
    full_class = " is-full" if score >= track.length else ""
    grew = " is-growing" if before < score else ""
    return (
        f'<li class="track-row color-{color}{low_class}{full_class}{grew}" '
        f'style="--v:{score};--v0:{before};--len:{track.length}">'
        f"{symbol(color, 20)}{_bars(score, before, track)}"
        f'<span class="score" data-player="{player}" data-color="{color}" data-score="{score}" '
        f'role="img" aria-label="{esc(label)}">{score}</span></li>'
    )
