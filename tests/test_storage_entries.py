"""The entry format (axio_web/storage/entries.py): samples of every format, migrations, checks,
and fuzzing: any text under any of our keys is a game, a best score or damaged, never an error.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from axio_web import storage
from axio_web.runtime.model import Env
from axio_web.storage import (
    GAME_PREFIX,
    BestScore,
    Damaged,
    DamageReason,
    EntryError,
    GameInfo,
    ImportStatus,
    OpenedGame,
    SaveStatus,
    Slot,
    StoreImage,
    best_scores,
    checksum,
    decode,
    export_game,
    import_text,
    last_unfinished,
    list_games,
    open_entry,
    open_game,
    save_game,
    seal,
    summary_of,
)
from axio_web.storage.games import read_game, write_game
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from axio_core.session import Session
from tests.storage_support import SAMPLES, START, Browser, example, play, sample_entries, tamper

# ------------------------------------------------------------------ formats and migrations


def sample_files() -> list[Path]:
    return sorted(SAMPLES.glob("v*/*.json"))


def test_there_are_samples_of_every_format() -> None:
    versions = {int(p.parent.name[1:]) for p in sample_files()}
    assert versions == set(range(1, storage.SCHEMA + 1))


@pytest.mark.parametrize("path", sample_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_sample_save_of_every_format_still_loads(path: Path) -> None:
    sample = json.loads(path.read_text(encoding="utf-8"))
    image = StoreImage({sample["key"]: json.dumps(sample["value"])})
    if sample["key"].startswith(GAME_PREFIX):
        (game,) = list_games(image).games
        opened = open_game(image, game.id)
        assert isinstance(opened, OpenedGame)
        assert opened.over == game.over
        assert [list(s) for s in opened.session.state.scores] == [list(s) for s in game.summary.scores]
    else:
        variant = sample["key"].split(":")[3]
        (best,) = best_scores(image, variant).scores
        assert Session.from_record(dict(best.record)).outcome() is not None


def test_v1_samples_match_the_rules_engine_examples() -> None:
    expected = json.loads(example("expected.json"))
    image = StoreImage(sample_entries("v1"))
    by_id = {g.id: g for g in list_games(image).games}
    for game_id, name in [
        ("sample-rota-2p", "rota-2p.json"),
        ("sample-axio-3p", "axio-3p-unfinished.json"),
        ("sample-axio-solo", "axio-solo.json"),
        ("sample-rota-solo", "rota-solo.json"),
    ]:
        summary = by_id[game_id].summary
        assert summary.over == expected[name]["over"]
        assert [list(s) for s in summary.scores] == expected[name]["scores"]
    assert by_id["sample-axio-3p"].screen == {"cover": True}
    assert list_games(image).damaged == ()
    assert [g.id for g in list_games(image).games] == sorted(
        by_id, key=lambda i: (by_id[i].updated, i), reverse=True
    )


def test_saving_writes_the_v1_samples_byte_for_byte() -> None:
    """The current code writes exactly the entries the samples hold (same id, time, screen)."""
    checked = []
    for key, text in sample_entries("v1").items():
        if not key.startswith(GAME_PREFIX):
            continue
        stored = json.loads(text)
        assert stored["revision"] == 1 and stored["created"] == stored["updated"]
        game = list_games(StoreImage({key: text})).games[0]
        session = Session.from_record(dict(game.record))
        when = datetime.strptime(stored["updated"], "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
        expected = json.dumps(stored, separators=(",", ":"), ensure_ascii=False)
        out = write_game(
            StoreImage({}), None, game.record, summary_of(session), stored["screen"], when, stored["id"]
        )
        assert out.image.get(key) == expected
        if session.to_record().to_json_obj() == game.record:  # a record this app's session writes
            out = save_game(StoreImage({}), None, session, stored["screen"], when, stored["id"])
            assert out.image.get(key) == expected
            checked.append(key)
    assert checked == [GAME_PREFIX + "sample-rota-vs-bot"]


def synthetic_v0(entry: dict[str, Any]) -> dict[str, Any]:
    """A made-up format 0 (there never was one): "game" holds the record, and no check."""
    body = {k: v for k, v in entry.items() if k not in ("schema", "check", "record")}
    return {**body, "schema": 0, "game": entry["record"]}


def migrate_v0(entry: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(entry.get("game"), dict):
        raise EntryError(DamageReason.INVALID, "game")
    body = {k: v for k, v in entry.items() if k not in ("schema", "game")}
    return json.loads(seal({**body, "record": entry["game"]}))


def test_old_formats_are_migrated_when_read_and_written_anew_only_when_saved(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    browser = Browser()
    tab = browser.tab()
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=4)
    tab.autosave_all(sessions[:3])
    key, text = tab.stored_game()
    old = json.dumps(synthetic_v0(json.loads(text)))
    tamper(browser, key, old)
    (damaged,) = list_games(tab.image).damaged
    assert damaged.reason is DamageReason.INVALID  # no migration known: damaged, kept
    monkeypatch.setitem(storage.MIGRATIONS, 0, migrate_v0)
    other = browser.tab("b")
    (game,) = list_games(other.image).games
    assert game.summary.turns == 2
    opened = other.continue_last()
    assert isinstance(opened, OpenedGame)
    assert browser.items[key] == old  # reading never writes
    assert other.autosave(sessions[3]).ok
    assert json.loads(browser.items[key])["schema"] == storage.SCHEMA


def test_a_migration_chain_runs_step_by_step_and_any_step_may_refuse() -> None:
    steps = {0: lambda e: {**e, "schema": 1, "a": 1}, 1: lambda e: {**e, "schema": 2, "b": e["a"] + 1}}
    assert open_entry('{"schema": 0}', steps, schema=2) == {"schema": 2, "a": 1, "b": 2}

    def refuse(entry: dict[str, Any]) -> dict[str, Any]:
        raise EntryError(DamageReason.INVALID, "cannot")

    with pytest.raises(EntryError):
        open_entry('{"schema": 0}', {0: refuse}, schema=1)
    with pytest.raises(EntryError):
        open_entry('{"schema": 0}', {0: lambda e: {"schema": 5}}, schema=1)


def test_the_check_covers_the_content_not_the_formatting() -> None:
    text = seal({"kind": "x", "n": [1, 2]})
    entry = json.loads(text)
    assert entry["check"] == checksum(entry) == checksum({**entry, "check": "whatever"})
    assert open_entry(json.dumps(entry, indent=2)) == entry
    with pytest.raises(EntryError) as edited:
        open_entry(json.dumps({**entry, "n": [1, 3]}))
    assert edited.value.reason is DamageReason.EDITED


def test_decode_turns_any_failure_into_damaged() -> None:
    def reader(key: str, entry: dict[str, Any]) -> int:
        return int(entry["missing"])

    assert decode("k", None, reader) is None
    assert decode("k", seal({}), reader) == Damaged("k", DamageReason.INVALID, "'missing'", len(seal({})))
    assert decode("k", "{", reader) == Damaged("k", DamageReason.NOT_JSON, decode("k", "{", reader).detail, 1)  # type: ignore[union-attr]


def test_new_ids_sort_by_time_and_are_ids() -> None:
    assert storage.new_id(0, "ab12cd34") == "0-ab12cd34"
    a, b = storage.new_id(1_795_000_000_000, "ffffffff"), storage.new_id(1_795_000_000_001, "00000000")
    assert a < b and storage.is_id(a) and storage.is_id(b)
    assert storage.when_text(START) == "2026-11-22T09:00:00Z"


# ------------------------------------------------------------------ fuzzing: load or damaged, never raise

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)
SAMPLE_ENTRIES = [json.loads(p.read_text()) for p in sorted((SAMPLES / "v1").glob("*.json"))]
SAMPLE_TEXTS = [json.dumps(sample["value"]) for sample in SAMPLE_ENTRIES]
SAMPLE_KEYS = [sample["key"] for sample in SAMPLE_ENTRIES]
KEYS = SAMPLE_KEYS + ["axio:v9:best:x", "axio:v2:game:y", GAME_PREFIX + "A!", GAME_PREFIX + "g1"]


@st.composite
def stored_text(draw: Any) -> str:
    """Any text a store could hold: junk, JSON, sealed entries of any shape, damaged samples."""
    kind = draw(st.sampled_from(["text", "json", "sealed", "sealed-sample-edit", "mutated", "sample"]))
    if kind == "text":
        return draw(st.text(max_size=200))
    if kind == "json":
        return json.dumps(draw(JSON))
    if kind == "sample":
        return draw(st.sampled_from(SAMPLE_TEXTS))
    sample = json.loads(draw(st.sampled_from(SAMPLE_TEXTS)))
    if kind == "sealed":
        body = draw(st.dictionaries(st.sampled_from(sorted(sample)), JSON, max_size=6))
        return seal({**sample, **body})
    if kind == "sealed-sample-edit":  # a valid check over nonsense in one field
        field_name = draw(st.sampled_from(sorted(k for k in sample if k not in ("schema", "check"))))
        return seal({**sample, field_name: draw(JSON)})
    text = json.dumps(sample)
    at = draw(st.integers(0, len(text)))
    return text[:at] + draw(st.text(max_size=3)) + text[at + draw(st.integers(0, 3)) :]


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(entries=st.lists(st.tuples(st.sampled_from(KEYS), stored_text()), min_size=1, max_size=4))
def test_any_stored_text_either_loads_or_is_listed_as_damaged(entries: list[tuple[str, str]]) -> None:
    image = StoreImage(dict(entries))
    before = dict(image.entries)
    listing = list_games(image)
    bests = [best_scores(image, v) for v in ("axio", "rota")]
    seen = {g.key for g in listing.games} | {d.key for d in listing.damaged}
    seen |= {b.key for best in bests for b in best.scores} | {d.key for best in bests for d in best.damaged}
    assert seen == set(image.entries)
    assert all(isinstance(d.reason, DamageReason) for d in listing.damaged)
    for game in listing.games:
        assert isinstance(game, GameInfo)
        assert isinstance(open_game(image, game.id), (OpenedGame, Damaged))
        assert export_game(image, game.id) is not None
    for best in bests:
        assert all(isinstance(b, BestScore) for b in best.scores)
    last_unfinished(image)
    assert dict(image.entries) == before


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(text=stored_text(), revision=st.integers(0, 3))
def test_saving_over_any_stored_text_never_overwrites_what_it_does_not_build_on(
    text: str, revision: int
) -> None:
    """Whatever the slot's key holds, a save writes only on top of the very entry it names."""
    key = GAME_PREFIX + "g1"
    image = StoreImage({key: text})
    stored = decode(key, text, read_game)
    slot = stored.slot if isinstance(stored, GameInfo) and revision == 0 else Slot("g1", revision, "x")
    session = play("rota", ["Anna", "Beata"], seed=2, turns=2)[-1]
    out = save_game(image, slot, session, {}, START, "new1")
    if out.status is SaveStatus.CONFLICT:
        assert out.writes == () and out.image is image
    else:
        assert out.status is SaveStatus.SAVED
        assert isinstance(stored, GameInfo) and stored.slot == slot
        written = {w.key for w in out.writes}
        assert written == {key} or key not in written  # on top of it, or a new entry beside it
        assert all(w.expected == image.get(w.key) for w in out.writes)


@settings(max_examples=200)
@given(text=st.one_of(st.text(max_size=300), JSON.map(json.dumps), st.sampled_from(SAMPLE_TEXTS)))
def test_any_imported_text_is_imported_or_refused(text: str) -> None:
    result = import_text(StoreImage({}), text, START, "i1").result
    assert result.status in (ImportStatus.IMPORTED, ImportStatus.REFUSED)


def test_the_app_makes_every_new_id_from_its_env() -> None:
    """Saves and imports draw their ids from `Env.new_id`: the event's time, then its random number."""
    env = Env(datetime(2026, 11, 22, 9, 0, tzinfo=UTC), 0, 0x1_AB12CD34)
    assert env.new_id() == storage.new_id(int(env.now.timestamp() * 1000), "ab12cd34")
