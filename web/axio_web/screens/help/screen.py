"""The help panel: a short "How to play" per game and the keyboard shortcuts, as HTML.

Pure: the shell puts `render_help(game, topic)` into the page's <dialog id="help"> and opens
it (`data-action="show-help"` buttons, or the "?" key). `topic` says which part comes first:
"rules" from the menu's "How to play", "keys" from the "?" key and the game's Help button.
Buttons inside switch the game (`data-game`) or close the panel (`data-action="close-help"`).
"""

from __future__ import annotations

from ...strings.i18n import language, t
from ...strings.keys import exchange_letter, initials_shown, keep_letter
from ...ui.action_names import AppAction
from ...ui.markup import esc
from . import rule_pictures

DIALOG_ID, BODY_ID, CLOSE_ID = "help", "help-body", "help-close"
GAMES = ("axio", "rota")
TOPICS = ("rules", "keys")
RULES_PAGE = "./rules.html"  # docs/RULES.md, made a page of the site by the build


def rules_lines(game: str) -> list[str]:
    """The game's rules summary, in order (`rules.<game>.1`, `.2`, … until one is missing)."""
    lines = []
    n = 1
    while (text := t(f"rules.{game}.{n}")) != f"rules.{game}.{n}":
        lines.append(text)
        n += 1
    return lines


def key_rows(game: str) -> list[tuple[str, str]]:
    """(keys, what they do) for the game's keyboard play, then what works everywhere."""
    if game == "rota":
        rows = [
            (t("keys.arrows"), t("keys.rota.arrows")),
            ("R", t("keys.rota.turn")),
            (t("keys.or", a="1–5", b=initials_shown()), t("keys.rota.name")),
            (t("keys.enter"), t("keys.rota.enter")),
            (t("keys.escape"), t("keys.rota.escape")),
        ]
    else:
        exchange, keep = exchange_letter().upper(), keep_letter().upper()
        rows = [
            ("1–5", t("keys.axio.digits")),
            (t("keys.arrows"), t("keys.axio.arrows")),
            (t("keys.space"), t("keys.axio.space")),
            (t("keys.or", a="F", b="R"), t("keys.axio.flip")),
            (t("keys.enter"), t("keys.axio.enter")),
            (t("keys.escape"), t("keys.axio.escape")),
            (f"{exchange} / {keep}", t("keys.axio.exchange", exchange=exchange, keep=keep)),
        ]
    return rows + [
        (t("hint.key"), t("hint.key_does")),
        (t("keys.cover"), t("keys.cover_does")),
        (t("keys.tab"), t("keys.tab_does")),
        (t("keys.help"), t("keys.help_does")),
    ]


def render_help(game: str, topic: str = "keys") -> str:
    """The panel's content for `game` ("axio" or "rota"), `topic` first."""
    game = game if game in GAMES else GAMES[0]
    sections = {"rules": _rules(game), "keys": _keys(game)}
    first = topic if topic in TOPICS else "keys"
    ordered = sections[first] + "".join(v for k, v in sections.items() if k != first)
    return (
        f'<div class="help-card">'
        f'<header class="help-head"><h2 id="help-title">{esc(t("help.title"))}</h2>'
        f'<button type="button" id="{CLOSE_ID}" class="help-close" data-action="{AppAction.CLOSE_HELP}">'
        f"{esc(t('help.close'))}</button></header>"
        f"{_game_switch(game, first)}{ordered}</div>"
    )


def _game_switch(game: str, topic: str) -> str:
    buttons = "".join(
        f'<button type="button" class="help-game" data-action="{AppAction.SHOW_HELP}" data-game="{g}" '
        f'data-topic="{topic}" aria-pressed="{"true" if g == game else "false"}">'
        f"{esc(t(f'game.{g}'))}</button>"
        for g in GAMES
    )
    return f'<div class="help-games" role="group" aria-label="{esc(t("page.game"))}">{buttons}</div>'


def _rules(game: str) -> str:
    items = "".join(f"<li>{esc(line)}</li>" for line in rules_lines(game))
    title = t("help.rules_title", game=t(f"game.{game}"))
    return (
        f'<section class="help-rules" aria-labelledby="help-rules-title">'
        f'<h3 id="help-rules-title">{esc(title)}</h3><ul>{items}</ul>'
        f'<h4 class="rule-pics-title">{esc(t("rulepic.title"))}</h4>{rule_pictures.render(game, language())}'
        f'<p class="help-symbols">{esc(t("help.symbols"))}</p>'
        f'<p class="help-full-rules"><a href="{RULES_PAGE}" target="_blank" rel="noopener">'
        f"{esc(t('help.full_rules'))}</a></p></section>"
    )


def _keys(game: str) -> str:
    rows = "".join(
        f'<tr><th scope="row"><kbd>{esc(keys)}</kbd></th><td>{esc(does)}</td></tr>'
        for keys, does in key_rows(game)
    )
    return (
        f'<section class="help-keys" aria-labelledby="help-keys-title">'
        f'<h3 id="help-keys-title">{esc(t("help.keys_title"))}</h3>'
        f'<table class="help-table"><thead><tr><th scope="col">{esc(t("help.key"))}</th>'
        f'<th scope="col">{esc(t("help.does"))}</th></tr></thead><tbody>{rows}</tbody></table></section>'
    )
