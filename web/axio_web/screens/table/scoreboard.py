"""Every player's scoreboard: five colour tracks 0..length, symbols, the lowest colours marked.

One compact row per player (name, then the five colours side by side), so four players'
scores all stay in view beside the board. Each value carries the PAGE.md hooks:
`data-player` (turn order), `data-color` (R G B O P) and `data-score`. The track length is a
parameter: Rota 12, AXIO 18, solo AXIO 36 (two boards of 18 as one total, ruling A15). Solo
AXIO shows the box's two scoreboards as two lines, board 1 (to 18) over board 2 (19 to 36):
each colour's number stands on the board its marker is on, a full first board says 18, so the
scores read as the boards on the table do (issue 40). After a move the bars grow from the
scores before it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...games.plugin import Track
from ...strings.i18n import cached, t
from ...ui.markup import color_name, esc, seat_mark, symbol
from ...ui.symbols import COLOR_ORDER


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
        render_scoreboard(
            i,
            name,
            scores[i],
            track,
            i == current and len(names) > 1,
            seats[i] if i < len(seats) else None,
            i == thinking,
            before[i] if before is not None and i < len(before) else None,
        )
        for i, name in enumerate(names)
    )
    cap = track.board or track.length
    two = track.boards > 1 and track.board
    full = t("table.legend_full_solo" if two else "table.legend_full", cap=cap, total=track.length)
    legend = (
        f'<p class="score-legend"><span class="legend-low" aria-hidden="true">3</span> '
        f'{esc(t("table.legend_lowest"))} <span class="legend-full" aria-hidden="true">{cap}</span> '
        f"{esc(full)}</p>"
    )
    return (
        f'<section class="scoreboards players-{len(names)}" aria-label="{esc(t("table.scoreboard"))}">'
        f"{cards}{legend}</section>"
    )


def render_scoreboard(
    player: int,
    name: str,
    scores: Sequence[int],
    track: Track,
    is_current: bool,
    bot: str | None = None,
    is_thinking: bool = False,
    before: Sequence[int] | None = None,
) -> str:
    low = lowest(scores)
    old = before if before is not None else scores
    if track.boards > 1 and track.board:
        tracks = _boards(player, scores, old, track, low)
    else:
        rows = "".join(
            _row(player, c, s, o, track, c in low) for c, s, o in zip(COLOR_ORDER, scores, old, strict=True)
        )
        # The bars repeat the sentence for the eye: screen readers get the sentence only.
        tracks = f'<ol class="tracks" aria-hidden="true">{rows}</ol>'

    badge = f'<span class="badge-turn">{esc(t("table.to_play"))}</span>' if is_current else ""
    if is_thinking:  # a computer player deciding (bot_turn.py)
        badge = f'<span class="badge-turn badge-thinking">{esc(t("bots.thinking"))}</span>'
    bot_tag = f'<p class="bot-tag">{esc(t("bots.tag", level=t(f"bots.level.{bot}")))}</p>' if bot else ""
    current_class = (" is-current" if is_current else "") + (" is-thinking" if is_thinking else "")
    current_class += " two-boards" if track.boards > 1 else ""
    return (
        f'<article class="scorecard seat-{player}{current_class}" '
        f'aria-label="{esc(t("table.scoreboard_of", name=name))}">'
        f'<h3 class="scorecard-name">{seat_mark(player)}'
        f'<span class="name">{esc(name)}</span>{badge}</h3>{bot_tag}'
        f'<p class="visually-hidden">{esc(score_sentence(name, scores, low))} '
        f"{esc(t('scores.of_cap', cap=track.length))}</p>{tracks}</article>"
    )


def score_sentence(name: str, scores: Sequence[int], low: frozenset[str]) -> str:
    """ "Anna: red sun 7, green dot 5, blue star 3, lowest, …" in the current language."""
    marked = low if len(low) < len(COLOR_ORDER) else frozenset()  # all tied: none stands out
    items = [
        t(
            "scores.item_lowest" if c in marked else "scores.item",
            color=color_name(c),
            symbol=t(f"symbol.{c}"),
            score=s,
        )
        for c, s in zip(COLOR_ORDER, scores, strict=True)
    ]
    return t("scores.sentence", name=name, scores=", ".join(items))


def _row(player: int, color: str, score: int, before: int, track: Track, is_lowest: bool) -> str:
    key = "table.score_label_lowest" if is_lowest else "table.score_label"
    label = t(key, color=color_name(color), symbol=t(f"symbol.{color}"), score=score, cap=track.length)
    low_class = " is-lowest" if is_lowest else ""
    full_class = " is-full" if score >= track.length else ""
    grew = " is-growing" if before < score else ""
    return (
        f'<li class="track-row color-{color}{low_class}{full_class}{grew}" '
        f'style="--v:{score};--v0:{before};--len:{track.length}">'
        f'{symbol(color, 20)}<span class="bar" aria-hidden="true"><span class="fill"></span></span>'
        f'<span class="score" data-player="{player}" data-color="{color}" data-score="{score}" '
        f'role="img" aria-label="{esc(label)}">{score}</span></li>'
    )


def marker_board(score: int, board: int, boards: int) -> int:
    """Which board (0, 1, …) a colour's marker stands on: the first up to `board`, then the
    next (ruling A15: 18 on board 1, 19 to 36 on board 2).

    >>> [marker_board(s, 18, 2) for s in (0, 18, 19, 36)]
    [0, 0, 1, 1]
    """
    return min(boards - 1, max(0, score - 1) // board)


def _boards(
    player: int, scores: Sequence[int], before: Sequence[int], track: Track, low: frozenset[str]
) -> str:
    """Solo AXIO's two scoreboards, one line each, for the eye (the sentence says it all): the
    boards' names, then each colour with its place on board 1 and on board 2, in RGBOP order
    (the page's hooks come in that order, as on every scoreboard); the stylesheet lays the
    colours out as columns and the boards as lines."""
    assert track.board
    board, labels = track.board, []
    for n in range(track.boards):
        name = t("table.board_name", n=n + 1)
        span = (
            t("table.board_span", low=n * board + 1, high=(n + 1) * board)
            if n
            else t("table.board_first", high=board)
        )
        labels.append(
            f'<p class="board-label board-{n + 1}"><span class="board-name">{esc(name)}</span> '
            f'<span class="board-span">{esc(span)}</span></p>'
        )
    columns = "".join(
        f'<li class="track-col color-{c}">'
        + "".join(_board_cell(player, c, s, o, track, n, c in low) for n in range(track.boards))
        + "</li>"
        for c, s, o in zip(COLOR_ORDER, scores, before, strict=True)
    )
    return f'<div class="boards" aria-hidden="true">{"".join(labels)}<ol class="tracks">{columns}</ol></div>'


def _board_cell(
    player: int, color: str, score: int, before: int, track: Track, n: int, is_lowest: bool
) -> str:
    """One colour on board `n`: its number where its marker is (with PAGE.md's hooks: the
    total), the full first board's 18 under a marker gone on, nothing on a board not reached."""
    board = track.board or track.length
    here = marker_board(score, board, track.boards)
    value, old = min(board, max(0, score - n * board)), min(board, max(0, before - n * board))
    classes = f"track-row color-{color} board-{n + 1}"
    classes += " is-lowest" if is_lowest and n == here else ""
    classes += " is-full" if value == board else ""
    classes += " is-growing" if old < value else ""
    classes += " is-empty" if n > here else ""
    if n == here:
        number = (
            f'<span class="score" data-player="{player}" data-color="{color}" '
            f'data-score="{score}">{score}</span>'
        )
    else:
        number = f'<span class="score">{(n + 1) * board if n < here else "·"}</span>'
    return (
        f'<span class="{classes}" style="--v:{value};--v0:{old};--len:{board}">{symbol(color, 20)}'
        f'<span class="bar"><span class="fill"></span></span>{number}</span>'
    )
