"""Refusals by kind (issue 37): the engine's every refusal carries its reason as data
(`axio_core.errors.Why` and its details), the page says it from that data in English and German,
a phone gets it over the wire and says it in its own language, and no code reads the English
message to find out which refusal it is."""

from __future__ import annotations

import ast
import json
import string
from collections.abc import Iterator
from pathlib import Path

import pytest
from axio_web.phones.wire import read_from_table, refused_message
from axio_web.screens.rack.screen import refusal_words
from axio_web.strings import i18n
from axio_web.strings.why import say

from axio_core import game
from axio_core.actions import AxioPlace, RotaPlace
from axio_core.errors import AxioError, BadRecord, IllegalAction, Refusal, Why
from axio_core.records import read_record, replay

ROOT = Path(__file__).resolve().parents[1]


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_reason_has_an_english_and_a_german_wording() -> None:
    for lang in i18n.LANGUAGES:
        table = i18n.table(lang)
        missing = [why.value for why in Why if f"why.{why.value}" not in table]
        assert not missing, f"{lang}: {missing}"
    de = i18n.table("de")
    english = [k for k in de if k.startswith("why.") and de[k] == i18n.table("en")[k]]
    assert not english, f"German wordings left in English: {english}"


def _raise_sites() -> list[tuple[str, str, str]]:
    """Every `raise SomeError(...)` of the engine whose error is ours, with the Why it names."""
    sites = []
    ours = {"InvalidInput", "IllegalAction", "NotYourTurn", "BadRecord"}
    for path in sorted((ROOT / "axio_core").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                name = getattr(node.exc.func, "id", "")
                if name in ours:
                    # (message, why, ...); BadRecord(where, reason, why, ...)
                    at = 2 if name == "BadRecord" else 1
                    why = ast.unparse(node.exc.args[at]) if len(node.exc.args) > at else ""
                    sites.append((f"{path.name}:{node.lineno}", why, name))
    return sites


def test_every_refusal_of_the_engine_names_its_reason() -> None:
    sites = _raise_sites()
    assert len(sites) > 60
    unnamed = [site for site, why, _ in sites if not (why.startswith("Why.") or why in ("why", "err.why"))]
    assert not unnamed, unnamed


ENGINE_ERRORS = {"AxioError", "InvalidInput", "IllegalAction", "NotYourTurn", "GameOver", "BadRecord"}


def _inspected_messages(tree: ast.AST) -> Iterator[int]:
    """Lines where an engine error's message (`str(error)` in its `except` block) is compared,
    searched, split or collected, rather than only passed on to be shown."""
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for handler in ast.walk(tree):
        if not (isinstance(handler, ast.ExceptHandler) and handler.name and handler.type is not None):
            continue
        if not ENGINE_ERRORS & {getattr(n, "id", getattr(n, "attr", "")) for n in ast.walk(handler.type)}:
            continue
        for node in ast.walk(handler):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", "") == "str"
                and node.args
                and getattr(node.args[0], "id", "") == handler.name
            ):
                parent = parents[node]
                collected = isinstance(parent, ast.Call) and getattr(parent.func, "attr", "") == "append"
                if isinstance(parent, ast.Compare | ast.Attribute | ast.Subscript) or collected:
                    yield node.lineno


def test_no_code_tells_refusals_apart_by_their_words() -> None:
    """Outside the engine an error's message is only ever shown or passed on (a console
    warning, a stored detail), never compared, searched or split: what a refusal is, is data."""
    readers = []
    for path in sorted((ROOT / "web" / "axio_web").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        readers += [f"{path.relative_to(ROOT)}:{line}" for line in _inspected_messages(ast.parse(text))]
    assert not readers, readers
    old = "    try:\n        x()\n    except AxioError as error:\n        reasons.append(str(error))\n"
    assert list(_inspected_messages(ast.parse("def f():\n" + old))) == [5]  # the check can fail


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_wording_fills_in_the_details_its_reasons_carry(lang: str) -> None:
    """Reasons met in real refusals are said with nothing left unfilled."""
    axio = game.new_game("axio", 2, seed=3)
    rota = game.new_game("rota", 2, seed=3)
    tries = [
        (axio, AxioPlace("RG", ((0, 0), (1, 0)))),  # A1
        (axio, AxioPlace("RG", ((6, 6), (7, 6)))),  # A2
        (axio, AxioPlace("RG", ((5, 5), (7, 5)))),  # A4
        (rota, RotaPlace(rota.hands[0] or "", (5, 5), 0)),  # T4
        (rota, RotaPlace("RGBP", (2, 0), 0)),
    ]
    with i18n.in_language(lang):
        for state, action in tries:
            with pytest.raises(AxioError) as caught:
                game.apply(state, action)
            words = say(caught.value.refusal)
            assert words and "?" not in words and "{" not in words and "why." not in words, words
            assert str(caught.value) != words  # never the engine's English message


def test_a_record_s_refusal_says_where_from_data() -> None:
    text = json.dumps(
        {
            "format": "axio-record",
            "version": 1,
            "variant": "rota",
            "players": ["A", "B"],
            "setup": _rota_setup(),
            "moves": [{"place": "RGBP", "at": [9, 9], "rot": 0}],
        }
    )
    with pytest.raises(BadRecord) as caught:
        replay(read_record(text))
    assert caught.value.refusal.get("move") == 1
    with i18n.in_language("de"):
        assert say(caught.value.refusal).startswith("Zug 1: ")


def _rota_setup() -> dict[str, object]:
    from axio_core.rota import notation

    return notation.setup_of(game.new_game("rota", 2, seed=1))  # type: ignore[arg-type]


def test_a_phone_says_the_table_s_refusal_in_its_own_language() -> None:
    refusal = IllegalAction(
        "cell [6, 6] is not empty: a colour space (A2)", Why.COLOUR_SPACE, cell=(6, 6), ruling="A2"
    ).refusal
    with i18n.in_language("en"):  # the table speaks English
        text = refused_message(i18n.t("phones.refuse_illegal", reason=say(refusal)), "illegal", refusal)
    said = read_from_table(text)
    assert said.refusal == refusal  # type: ignore[union-attr]
    with i18n.in_language("de"):  # the phone German
        assert refusal_words(said) == "dieser Zug ist nicht erlaubt: G7 ist ein Farbfeld"  # type: ignore[arg-type]
        turn = read_from_table(refused_message("it is not your turn", "turn"))
        assert refusal_words(turn) == "du bist nicht am Zug"  # type: ignore[arg-type]
    old = read_from_table(json.dumps({"t": "refused", "reason": "no"}))  # a table without codes
    assert refusal_words(old) == "no"  # type: ignore[arg-type]


def test_a_damaged_refusal_from_the_wire_is_said_without_a_crash() -> None:
    assert say(Refusal(Why.COLOUR_SPACE)) == "? is a colour space"  # a detail missing
    assert Refusal.from_json({"why": "outside", "details": {"cell": [2, 3]}}).get("cell") == (2, 3)
    for bad in ({"why": "no such reason"}, {"why": "outside", "details": []}, [], "x"):
        with pytest.raises((ValueError, TypeError, KeyError)):
            Refusal.from_json(bad)


def test_a_saved_game_or_an_import_the_rules_refuse_is_said_in_the_page_s_language() -> None:
    """The saves screens word the engine's reason from its data too (a damaged entry, a
    refused import): no English reason inside a German sentence."""
    from datetime import UTC, datetime

    from axio_web.screens.saves.text import damaged_text
    from axio_web.storage import Damaged, StoreImage
    from axio_web.storage.entries import DamageReason
    from axio_web.storage.transfer import import_text

    record = json.loads(
        json.dumps(
            {
                "format": "axio-record",
                "version": 1,
                "variant": "rota",
                "players": ["A", "B"],
                "setup": _rota_setup(),
                "moves": [{"place": "RGBP", "at": [9, 9], "rot": 0}],
            }
        )
    )
    result = import_text(StoreImage({}), json.dumps(record), datetime(2026, 11, 26, tzinfo=UTC), "x").result
    assert result.refusal is not None and result.refusal.get("move") == 1
    with i18n.in_language("de"):
        said = damaged_text(Damaged("k", DamageReason.RECORD, result.detail, 10, result.refusal))
    assert said.startswith("Seine Züge folgen nicht den Regeln (Zug 1: ") and result.detail not in said
