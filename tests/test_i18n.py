"""English and German: complete string tables, the page's static text, the language choice,
the language-dependent keys, the help panel and the scoreboards as sentences."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest
from axio_web import help, i18n, keys, page_text, params, preferences
from axio_web.table.plugin import Track
from axio_web.table.scoreboard import render_scoreboards

INDEX_HTML = Path(__file__).resolve().parents[1] / "web" / "index.html"


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")  # other tests read English


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
    i18n.set_language("de")
    assert i18n.format_number(1234567) == "1.234.567"


# ---------------------------------------------------------------------------- the static page


class _I18nHooks(HTMLParser):
    """Collects index.html's data-i18n keys with the element's English text."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[tuple[str, dict[str, str]]] = []  # key, args
        self.attributes: list[tuple[str, str, str, dict[str, str]]] = []  # name, key, value, args
        self._open: list[tuple[str, dict[str, str], list[str]]] = []
        self.static_text: dict[str, str] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        args = page_text.text_args(a.get("data-i18n-args"))
        for name, key in page_text.attribute_keys(a.get("data-i18n-attr")):
            self.attributes.append((name, key, a.get(name, ""), args))
        if "data-i18n" in a:
            self.texts.append((a["data-i18n"], args))
            self._open.append((a["data-i18n"], args, []))

    def handle_data(self, data: str) -> None:
        for _, _, chunks in self._open:
            chunks.append(data)

    def handle_endtag(self, tag: str) -> None:
        if self._open and tag in ("span", "legend", "button", "h2", "p"):
            key, args, chunks = self._open.pop()
            self.static_text[key] = " ".join("".join(chunks).split())


def test_the_static_page_names_only_existing_keys_and_paints_their_english() -> None:
    hooks = _I18nHooks()
    hooks.feed(INDEX_HTML.read_text(encoding="utf-8"))
    en = i18n.table("en")
    assert len(hooks.texts) > 15 and len(hooks.attributes) > 10
    for key, args in hooks.texts:
        assert key in en, key
        assert hooks.static_text[key] == en[key].format(**args), key  # the pre-ready paint
    for name, key, value, args in hooks.attributes:
        assert key in en, key
        assert value == en[key].format(**args), (name, key)


def test_page_text_hooks_parse_leniently() -> None:
    assert page_text.attribute_keys("placeholder:a.b; aria-label : c.d ;junk;:x") == [
        ("placeholder", "a.b"), ("aria-label", "c.d")]
    assert page_text.text_args(None) == {} and page_text.text_args("n=2;x") == {"n": "2", "x": ""}


# ---------------------------------------------------------------------------- choosing a language


def test_the_address_wins_then_the_menu_then_the_browser() -> None:
    assert preferences.choose_language("de", "en", ["en-US"]) == "de"
    assert preferences.choose_language(None, "de", ["en-US"]) == "de"
    assert preferences.choose_language(None, None, ["fr-FR", "de-CH", "en"]) == "de"
    assert preferences.choose_language(None, "xx", ["fr"]) == "en"
    assert preferences.choose_language(None, None, []) == "en"


def test_the_addresss_language_is_read_as_params_reads_it() -> None:
    assert preferences.url_language("?game=rota&lang=DE") == "de"
    assert preferences.url_language("lang=de&lang=en") == "de"
    assert preferences.url_language("?lang=fr") is None
    assert preferences.url_language("?game=axio") is None


def test_default_names_and_address_warnings_follow_the_language() -> None:
    request, _ = params.from_query("?game=rota&players=2&names=Anna")
    assert request.seat_names() == ("Anna", "Player 2")
    i18n.set_language("de")
    assert request.seat_names() == ("Anna", "Spieler 2")
    _, warnings = params.from_query("?players=9&colour=red")
    assert warnings == ["Unbekannter Parameter „colour“ ignoriert.",
                        "Spielerzahl „9“ ignoriert: Ein Spiel hat 1 bis 4 Spieler."]


# ---------------------------------------------------------------------------- keys and help


def test_colours_are_named_by_number_or_a_free_initial() -> None:
    en = keys.naming_keys()
    assert {k: en[k] for k in "12345"} == dict(zip("12345", "RGBOP", strict=True))
    assert en["g"] == en["G"] == "G" and en["p"] == "P" and "r" not in en and "R" not in en
    i18n.set_language("de")
    de = keys.naming_keys()
    assert de["l"] == "P" and "p" not in de and "r" not in de  # Lila; R turns the tile
    assert keys.exchange_letter() == "t" and keys.keep_letter() == "b"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("game", help.GAMES)
def test_the_help_panel_has_rules_and_keys_in_each_language(lang: str, game: str) -> None:
    i18n.set_language(lang)
    assert len(help.rules_lines(game)) >= 5
    html = help.render_help(game, "rules")
    assert html.index('id="help-rules-title"') < html.index('id="help-keys-title"')
    assert help.render_help(game, "keys").index("help-keys-title") < help.render_help(
        game, "keys").index("help-rules-title")
    assert not re.search(r">(rules|keys|help|page)\.[a-z_.]+<", html)  # no key shown as text
    assert 'data-action="close-help"' in html


def test_scoreboards_read_as_sentences() -> None:
    html = render_scoreboards(["Anna"], [(7, 5, 3, 0, 2)], Track(12), current=0)
    assert ("Anna: red sun 7, green dot 5, blue star 3, orange square 0, lowest, purple ring 2."
            in html)
    assert 'class="tracks" aria-hidden="true"' in html  # the bars repeat it for the eye only
    i18n.set_language("de")
    html = render_scoreboards(["Anna"], [(7, 5, 3, 0, 2)], Track(12), current=0)
    assert "Anna: Rot Sonne 7, Grün Punkt 5, Blau Stern 3, Orange Quadrat 0, niedrigste" in html
