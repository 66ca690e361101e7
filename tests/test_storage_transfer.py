"""Export and import (axio_web/storage/transfer.py): round trips, and refusals with a reason."""

from __future__ import annotations

import json

import pytest
from axio_web.storage import (
    MAX_ENTRY_CHARS,
    ImportStatus,
    OpenedGame,
    RefuseReason,
    StoreImage,
    best_scores,
    export_filename,
    export_game,
    export_raw,
    import_text,
    list_games,
    open_game,
)

from tests.storage_support import SAMPLES, START, Browser, example, play


def test_export_then_import_round_trip() -> None:
    tab = Browser().tab()
    tab.autosave_all(play("axio", ["Anna", "Beata"], seed=3, turns=7))
    game = list_games(tab.image).games[0]
    exported = export_game(tab.image, game.id)
    assert exported is not None and exported.filename == "axio-2026-11-22-anna-beata.json"
    assert exported.mime == "application/json" and exported.text.endswith("}\n")
    other = Browser().tab("x")
    result = other.import_text(exported.text)
    assert result.status is ImportStatus.IMPORTED and not result.over and result.game_id == "x1"
    imported = open_game(other.image, "x1")
    assert isinstance(imported, OpenedGame)
    assert imported.record.to_json_obj() == game.record
    assert imported.screen_state == {"cover": True}  # two people at one screen: never show a hand
    assert other.import_text(exported.text).status is ImportStatus.DUPLICATE
    assert export_game(tab.image, "gone") is None


def test_imported_finished_games_open_as_replays_and_are_no_best_scores() -> None:
    tab = Browser().tab()
    result = tab.import_text(example("rota-4p.json"))
    assert result.status is ImportStatus.IMPORTED and result.over
    opened = open_game(tab.image, result.game_id or "")
    assert isinstance(opened, OpenedGame) and opened.over
    solo = tab.import_text(example("rota-solo.json"))
    assert solo.status is ImportStatus.IMPORTED and solo.over
    assert best_scores(tab.image, "rota").scores == ()


def test_an_imported_record_is_stored_as_it_came() -> None:
    text = example("axio-2p.json")
    out = import_text(StoreImage({}), text, START, "i1")
    (game,) = list_games(out.image).games
    assert game.record == json.loads(text)
    assert [w.expected for w in out.writes] == [None]


def test_an_exported_save_entry_imports_too() -> None:
    entry = json.loads((SAMPLES / "v1" / "game-sample-rota-2p.json").read_text(encoding="utf-8"))["value"]
    result = Browser().tab().import_text(json.dumps(entry))
    assert result.status is ImportStatus.IMPORTED


@pytest.mark.parametrize(
    ("text", "reason", "detail"),
    [
        ("not json at all", RefuseReason.NOT_JSON, ""),
        ("[" * 100_000, RefuseReason.NOT_JSON, ""),
        ('{"format": "chess-pgn"}', RefuseReason.RECORD, "format"),
        (None, RefuseReason.RECORD, "move 10"),  # bad-rota-cell-taken.json
        ("x" * (MAX_ENTRY_CHARS + 1), RefuseReason.TOO_LARGE, ""),
    ],
)
def test_import_refuses_with_a_clear_reason(text: str | None, reason: RefuseReason, detail: str) -> None:
    image = StoreImage({})
    out = import_text(image, example("bad-rota-cell-taken.json") if text is None else text, START, "i1")
    assert (out.result.status, out.result.reason) == (ImportStatus.REFUSED, reason)
    assert detail in out.result.detail
    assert out.image is image and out.writes == ()


def test_import_into_a_full_store_is_answered_by_the_glue() -> None:
    tab = Browser(quota=100).tab()
    result = tab.import_text(example("rota-2p.json"))
    assert result.status is ImportStatus.IMPORTED  # decided so; the glue then says "full"
    (answer,) = tab.answers
    assert (answer.key, answer.status) == ("axio:v1:game:" + (result.game_id or ""), "full")
    assert list_games(tab.image).games == ()


def test_import_without_storage_says_memory_only() -> None:
    out = import_text(StoreImage({}, available=False), example("rota-2p.json"), START, "i1")
    assert out.result.status is ImportStatus.MEMORY_ONLY and len(out.writes) == 1
    assert len(list_games(out.image).games) == 1


def test_raw_export_of_keys_not_ours_or_absent_is_none() -> None:
    image = StoreImage({"axio:v1:game:junk": "{"})
    assert export_raw(image, "axio:v1:game:gone") is None
    assert export_raw(image, "other-app") is None
    raw = export_raw(image, "axio:v1:game:junk")
    assert raw is not None
    assert (raw.filename, raw.text, raw.mime) == ("axio-v1-game-junk.txt", "{", "text/plain")


def test_export_filenames() -> None:
    assert (
        export_filename("rota", ["Anna", "Beata"], "2026-11-22T09:00:00Z")
        == "axio-rota-2026-11-22-anna-beata.json"
    )
    assert export_filename("axio", ["Ölaf ", "!!"], "2026-01-02T00:00:00Z") == "axio-2026-01-02-laf.json"
    assert export_filename("axio", ["!!"], "2026-01-02T00:00:00Z") == "axio-2026-01-02.json"
