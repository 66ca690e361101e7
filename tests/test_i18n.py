"""English and German: complete string tables, the static page's own words (`page.CHROME`),
the language chosen as the page opens and switched in the menu, the language-dependent keys,
the help panel and the scoreboards as sentences."""

from __future__ import annotations

import re
import string
from dataclasses import replace
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from app_support import boot, html, press, table_of
from axio_web.app.page import CHROME, render
from axio_web.app.routing import App, Menu
from axio_web.games.plugin import Track
from axio_web.runtime import params, preferences
from axio_web.runtime.effects import RememberPreference
from axio_web.runtime.menu_choices import MenuChoices
from axio_web.screens.help import screen as help
from axio_web.screens.menu import render_menu
from axio_web.screens.table.scoreboard import render_scoreboards
from axio_web.strings import i18n, keys

INDEX_HTML = Path(__file__).resolve().parents[1] / "web" / "index.html"


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


# ---------------------------------------------------------------------------- the tables


def test_every_key_exists_in_both_languages() -> None:
    assert i18n.missing_translations() == {"de": [], "en": []}


def test_no_string_is_empty() -> None:
    for lang in i18n.LANGUAGES:
        empty = sorted(k for k, v in i18n.table(lang).items() if not v.strip())
        assert not empty, f"{lang}: {empty}"


def test_both_languages_fill_in_the_same_values() -> None:
    en, de = i18n.table("en"), i18n.table("de")
    differ = {k: (fields(en[k]), fields(de[k])) for k in en if fields(en[k]) != fields(de[k])}
    assert not differ


def test_numbers_are_written_per_language() -> None:
    assert i18n.format_number(1234567) == "1,234,567"
    with i18n.in_language("de"):
        assert i18n.format_number(1234567) == "1.234.567"


# ---------------------------------------------------------------------------- the static page


class _Elements(HTMLParser):
    """index.html's elements by id: their attributes and their text."""

    def __init__(self) -> None:
        super().__init__()
        self.attributes: dict[str, dict[str, str]] = {}
        self.text: dict[str, str] = {}
        self.title = ""
        self._open: list[tuple[str, str, list[str]]] = []  # tag, id, text chunks

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if "id" in a:
            self.attributes[a["id"]] = a
        if "id" in a or tag == "title":
            self._open.append((tag, a.get("id", "title"), []))

    def handle_data(self, data: str) -> None:
        for _, _, chunks in self._open:
            chunks.append(data)

    def handle_endtag(self, tag: str) -> None:
        if self._open and self._open[-1][0] == tag:
            _, element, chunks = self._open.pop()
            text = " ".join("".join(chunks).split())
            if element == "title":
                self.title = text
            else:
                self.text[element] = text


def test_the_static_page_paints_the_english_of_the_words_python_translates() -> None:
    page = _Elements()
    page.feed(INDEX_HTML.read_text(encoding="utf-8"))
    en = i18n.table("en")
    assert len(CHROME) >= 5 and page.title == en["page.title"]
    for element, attribute, key in CHROME:
        assert element in page.attributes, f"index.html has no #{element}"
        assert key in en, key
        shown = page.attributes[element].get(attribute, "") if attribute else page.text[element]
        assert shown == en[key], (element, attribute, key)


def test_render_translates_the_static_pages_words() -> None:
    app, _ = boot()
    english = render(app)
    assert ("t-close-message", "aria-label", "Close the message") in english.chrome
    assert english.title == "AXIO at the table" and ("lang", "en") in english.attributes
    app, effects = press(app, "choose-language", lang="de")
    german = render(app)
    assert ("t-subtitle", "", "am Tisch") in german.chrome
    assert ("t-close-message", "aria-label", "Meldung schließen") in german.chrome
    assert german.title == "AXIO am Tisch" and ("lang", "de") in german.attributes
    assert [e for e, _, _ in german.chrome] == [e for e, _, _ in CHROME]
    assert RememberPreference(preferences.LANG_KEY, "de") in effects


def _skeleton(markup: str) -> list[str]:
    """The menu's structure: its ids, actions, names and values, in order (no words)."""
    return re.findall(r'(?:id|data-action|data-[a-z]+|name|value|for)="[^"]*"', markup)


def test_the_menu_has_the_same_controls_in_both_languages() -> None:
    choices = MenuChoices("rota", 3, ("Anna", "", "", ""), (None, "casual", None, None))
    english = render_menu(choices)
    with i18n.in_language("de"):
        german = render_menu(choices, lang="de")
        assert _skeleton(english) == _skeleton(german)
        assert "Spiel starten" in german and "Start the game" in english
        assert not re.search(r">\s*(page|bots|saves)\.[a-z_.]+\s*<", english + german)  # no key shown as text


# ---------------------------------------------------------------------------- choosing a language


def test_the_address_wins_then_the_menu_then_the_browser() -> None:
    assert preferences.choose_language("de", "en", ["en-US"]) == "de"
    assert preferences.choose_language(None, "de", ["en-US"]) == "de"
    assert preferences.choose_language(None, None, ["fr-FR", "de-CH", "en"]) == "de"
    assert preferences.choose_language(None, "xx", ["fr"]) == "en"
    assert preferences.choose_language(None, None, []) == "en"


def test_the_page_opens_in_the_language_chosen() -> None:
    cases: list[tuple[dict[str, Any], str]] = [
        ({"languages": ("fr-FR", "de-CH")}, "de"),
        ({"languages": ("de-DE",), "prefs": {preferences.LANG_KEY: "en"}}, "en"),
        ({"query": "?lang=de", "prefs": {preferences.LANG_KEY: "en"}}, "de"),
        ({"query": "?lang=xx", "languages": ("de",)}, "de"),
        ({}, "en"),
    ]
    for fields_, lang in cases:
        app, _ = boot(**fields_)
        assert app.lang == lang and i18n.language() == "en", fields_  # nothing page-wide was set
        assert ("lang", lang) in render(app).attributes
        assert ("Spiel starten" in html(app)) == (lang == "de")


def test_render_speaks_the_language_of_the_app_it_is_given() -> None:
    """English, German, English again, with no update between: the words come from the app
    rendered, never from what ran before it."""
    table, _ = boot(query="?game=rota&players=2")
    for lang in ("en", "de", "en"):
        german = lang == "de"
        menu = render(App(Menu(), lang=lang))
        assert menu.title == i18n.table(lang)["page.title"]
        assert ("Spiel starten" in menu.screen.html()) == german
        assert ("Start the game" in menu.screen.html()) != german
        subtitle = next(text for element, _, text in menu.chrome if element == "t-subtitle")
        assert subtitle == i18n.table(lang)["page.subtitle"]
        at_table = render(replace(table, lang=lang))
        assert at_table.title == menu.title and ("Menü" in at_table.screen.html()) == german
    assert i18n.language() == "en"


def test_the_addresss_language_is_read_as_params_reads_it() -> None:
    assert preferences.url_language("?game=rota&lang=DE") == "de"
    assert preferences.url_language("lang=de&lang=en") == "de"
    assert preferences.url_language("?lang=fr") is None
    assert preferences.url_language("?game=axio") is None


def test_default_names_and_address_warnings_follow_the_language() -> None:
    request, _ = params.from_query("?game=rota&players=2&names=Anna")
    assert request.seat_names() == ("Anna", "Player 2")
    with i18n.in_language("de"):
        assert request.seat_names() == ("Anna", "Spieler 2")
        _, warnings = params.from_query("?players=9&colour=red")
        assert warnings == [
            "Unbekannter Parameter „colour“ ignoriert.",
            "Spielerzahl „9“ ignoriert: Ein Spiel hat 1 bis 4 Spieler.",
        ]


def test_the_address_is_read_in_the_language_the_page_opens_in() -> None:
    app, _ = boot(query="?players=9&colour=red", languages=("de-AT",))
    assert isinstance(app.screen, Menu)
    messages = render(app).messages
    assert "Aus der Seitenadresse:" in messages and "Unbekannter Parameter „colour“ ignoriert." in messages
    app, _ = boot(query="?game=rota&players=2&names=Anna&lang=de")
    assert table_of(app).session.names == ("Anna", "Spieler 2")


def test_switching_the_language_redraws_the_screen_and_clears_what_was_said() -> None:
    app, _ = boot(query="?colour=red")
    assert app.messages is not None
    app, _ = press(app, "choose-language", lang="de")
    assert app.messages is None  # said in the other language
    assert "Spielstände" in html(app) and 'data-lang="de" lang="de" aria-pressed="true"' in html(app)
    app, _ = press(app, "choose-game", game="rota")
    app, _ = press(app, "start")
    assert table_of(app).session.names == ("Spieler 1", "Spieler 2")
    assert "Menü" in html(app)
    app, effects = press(app, "choose-language", lang="tlh")
    assert app.lang == "de" and effects == []


# ---------------------------------------------------------------------------- keys and help


def test_colours_are_named_by_number_or_a_free_initial() -> None:
    en = keys.naming_keys()
    assert {k: en[k] for k in "12345"} == dict(zip("12345", "RGBOP", strict=True))
    assert en["g"] == en["G"] == "G" and en["p"] == "P" and "r" not in en and "R" not in en
    with i18n.in_language("de"):
        de = keys.naming_keys()
        assert de["l"] == "P" and "p" not in de and "r" not in de  # Lila; R turns the tile
        assert keys.exchange_letter() == "t" and keys.keep_letter() == "b"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("game", help.GAMES)
def test_the_help_panel_has_rules_and_keys_in_each_language(lang: str, game: str) -> None:
    with i18n.in_language(lang):
        assert len(help.rules_lines(game)) >= 5
        markup = help.render_help(game, "rules")
        assert markup.index('id="help-rules-title"') < markup.index('id="help-keys-title"')
        assert help.render_help(game, "keys").index("help-keys-title") < help.render_help(game, "keys").index(
            "help-rules-title"
        )
        assert not re.search(r">(rules|keys|help|page)\.[a-z_.]+<", markup)  # no key shown as text
        assert 'data-action="close-help"' in markup


def test_the_help_panel_opens_in_the_pages_language() -> None:
    app, _ = boot(query="?game=axio&players=2&lang=de")
    app, _ = press(app, "show-help", topic="keys")
    panel = render(app).help or ""
    with i18n.in_language("de"):
        assert panel == help.render_help("axio", "keys") and "help-close" in panel
    assert panel != help.render_help("axio", "keys")  # it was German, and English is the default


def test_scoreboards_read_as_sentences() -> None:
    markup = render_scoreboards(["Anna"], [(7, 5, 3, 0, 2)], Track(12), current=0)
    assert "Anna: red sun 7, green dot 5, blue star 3, orange square 0, lowest, purple ring 2." in markup
    assert 'class="tracks" aria-hidden="true"' in markup  # the bars repeat it for the eye only
    with i18n.in_language("de"):
        markup = render_scoreboards(["Anna"], [(7, 5, 3, 0, 2)], Track(12), current=0)
        assert "Anna: Rot Sonne 7, Grün Punkt 5, Blau Stern 3, Orange Quadrat 0, niedrigste" in markup


def test_the_tables_load_from_the_imported_modules_when_their_files_are_absent(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A start from the memory snapshot has every strings module in memory, and its start zip
    leaves their files out (issue 24): the words come from the imported modules."""
    from axio_web import strings
    from axio_web.strings import (
        common,  # noqa: F401  (imported, as in the snapshot)
        i18n,
    )

    monkeypatch.setattr(i18n.pkgutil, "iter_modules", lambda path: iter(()))
    monkeypatch.setattr(i18n, "_tables", {"en": {}, "de": {}})
    assert strings.common.EN
    i18n._load()
    key = next(iter(strings.common.EN))
    assert i18n._tables["en"][key] == strings.common.EN[key]
