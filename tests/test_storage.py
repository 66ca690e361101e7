"""The storage layer (web/axio_web/storage.py) against a fake store: every failure it must survive."""

from __future__ import annotations

import itertools
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from axio_web import storage
from axio_web.storage import (
    BEST_PER_GAME,
    BEST_PREFIX,
    CONFLICT,
    DUPLICATE,
    FULL,
    GAME_PREFIX,
    IMPORTED,
    INVALID,
    MEMORY_ONLY,
    REFUSED,
    SAVED,
    BestScore,
    Damaged,
    GameInfo,
    MemoryStore,
    OpenedGame,
    QuotaExceeded,
    Saves,
    StorageUnavailable,
    open_entry,
    seal,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from axio_core.session import Session
from tests.spec_examples import EXAMPLES

SAMPLES = Path(__file__).resolve().parent / "data" / "saves"


def example(name: str) -> str:
    return (EXAMPLES / name).read_text(encoding="utf-8")


def ticking_clock(start: datetime = datetime(2026, 11, 22, 9, 0, tzinfo=UTC)):
    minutes = itertools.count()
    return lambda: start + timedelta(minutes=next(minutes))


def counting_ids(prefix: str = "g"):
    numbers = itertools.count(1)
    return lambda: f"{prefix}{next(numbers)}"


def make_saves(store: Any | None = None, ids: str = "g") -> Saves:
    return Saves(MemoryStore() if store is None else store, clock=ticking_clock(), new_id=counting_ids(ids))


def play(variant: str, names: list[str], seed: int, turns: int | None = None,
         seats: tuple[str | None, ...] | None = None) -> list[Session]:
    """Every session of a game that always plays the first legal action."""
    session = Session.new(variant, names, seed, seats)
    sessions = [session]
    while session.outcome() is None and (turns is None or len(sessions) <= turns):
        session = session.play(session.legal_actions()[0])
        sessions.append(session)
    return sessions


def autosave_all(saves: Saves, sessions: list[Session], key: str = "current",
                 screen: dict[str, Any] | None = None) -> storage.SaveResult:
    result = None
    for session in sessions[1:]:
        result = saves.autosave(key, session.to_record().to_json(), screen or {"cover": False})
    assert result is not None
    return result


# ------------------------------------------------------------------ save and resume


def test_autosave_then_continue_restores_the_same_game_and_screen() -> None:
    saves = make_saves()
    sessions = play("axio", ["Anna", "Beata"], seed=5, turns=9, seats=(None, "casual"))
    result = autosave_all(saves, sessions, screen={"cover": False, "zoom": 2})
    assert result.status == SAVED and result.revision == 9
    opened = saves.continue_last()
    assert isinstance(opened, OpenedGame) and not opened.over
    resumed = Session.from_record(opened.record_json)
    assert resumed.state == sessions[-1].state
    assert resumed.to_act == sessions[-1].to_act
    assert resumed.seats == (None, "casual")
    assert opened.screen_state == {"cover": False, "zoom": 2}  # one person at the table: no cover


def test_resume_in_hot_seat_always_puts_the_cover_up() -> None:
    saves = make_saves()
    autosave_all(saves, play("rota", ["Anna", "Beata", "Carl"], seed=1, turns=4), screen={"cover": False})
    opened = saves.continue_last()
    assert isinstance(opened, OpenedGame) and opened.screen_state["cover"] is True


def test_the_list_shows_game_players_date_and_progress() -> None:
    saves = make_saves()
    autosave_all(saves, play("rota", ["Anna", "Beata"], seed=2, turns=3))
    (game,) = saves.list_games().games
    assert game.summary.variant == "rota" and game.summary.players == ("Anna", "Beata")
    assert game.summary.turns == 3 and not game.over and game.summary.to_act == 1
    assert game.created == "2026-11-22T09:00:00Z" and game.updated == "2026-11-22T09:02:00Z"


def test_a_new_game_behind_the_same_key_gets_its_own_entry() -> None:
    saves = make_saves()
    autosave_all(saves, play("rota", ["Anna", "Beata"], seed=2, turns=3))
    autosave_all(saves, play("axio", ["Anna", "Beata"], seed=2, turns=3))
    games = saves.list_games().games
    assert [g.summary.variant for g in games] == ["axio", "rota"]  # newest first


def test_taking_a_move_back_stays_the_same_game() -> None:
    saves = make_saves()
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=5)
    autosave_all(saves, sessions)
    result = saves.autosave("current", sessions[3].to_record().to_json(), {})
    assert result.status == SAVED and result.game_id == "g1"
    assert len(saves.list_games().games) == 1


def test_a_finished_game_is_never_replaced_by_a_new_play_of_the_same_deal() -> None:
    saves = make_saves()
    autosave_all(saves, play("rota", ["Solo"], seed=9))
    again = play("rota", ["Solo"], seed=9, turns=2)
    autosave_all(saves, again)
    games = saves.list_games().games
    assert len(games) == 2 and {g.over for g in games} == {True, False}


def test_detach_starts_a_new_entry() -> None:
    saves = make_saves()
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=2)
    autosave_all(saves, sessions)
    saves.detach("current")
    autosave_all(saves, sessions)
    assert len(saves.list_games().games) == 2


def test_finished_games_open_as_replays_and_are_not_continued() -> None:
    saves = make_saves()
    autosave_all(saves, play("rota", ["Anna", "Beata"], seed=4))
    assert saves.last_game() is None
    (game,) = saves.list_games().games
    opened = saves.open_game(game.id)
    assert isinstance(opened, OpenedGame) and opened.over
    assert len(opened.replayed.states) > 1


def test_a_record_the_table_sends_that_does_not_replay_writes_nothing() -> None:
    saves = make_saves()
    result = saves.autosave("current", example("bad-rota-cell-taken.json"), {})
    assert result.status == INVALID and "move 10" in result.detail
    assert saves.list_games().games == ()


def test_screen_state_that_json_cannot_hold_is_dropped_not_fatal() -> None:
    saves = make_saves()
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=1)
    result = saves.autosave("current", sessions[-1].to_record().to_json(), {"cover": True, "bad": object()})
    assert result.ok
    assert saves.list_games().games[0].screen == {"cover": True}


# ------------------------------------------------------------------ damaged entries


def stored_game(saves: Saves) -> tuple[str, str]:
    keys = saves.store.keys()  # type: ignore[union-attr]
    (key,) = [k for k in keys if k.startswith(GAME_PREFIX)]
    return key, saves.store.get(key)  # type: ignore[union-attr,return-value]


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda text: text[: len(text) // 2], "not_json"),
        (lambda text: "[1, 2, 3]", "not_entry"),
        (lambda text: text.replace('"revision":3', '"revision":4'), "edited"),
        (lambda text: text.replace('"schema":1', '"schema":7'), "newer"),
        (lambda text: "x" * (storage.MAX_ENTRY_CHARS + 1), "too_large"),
    ],
)
def test_damaged_entries_are_listed_with_the_reason_and_kept(damage: Any, reason: str) -> None:
    saves = make_saves()
    autosave_all(saves, play("rota", ["Anna", "Beata"], seed=2, turns=3))
    key, text = stored_game(saves)
    junk = damage(text)
    assert junk != text
    saves.store.set(key, junk)  # type: ignore[union-attr]
    listing = saves.list_games()
    assert listing.games == ()
    (damaged,) = listing.damaged
    assert (damaged.key, damaged.reason) == (key, reason)
    assert saves.store.get(key) == junk  # type: ignore[union-attr]


def test_a_sealed_entry_whose_record_does_not_replay_is_damaged_once_opened() -> None:
    saves = make_saves()
    bad = json.loads(example("bad-rota-cell-taken.json"))
    body = {"kind": "game", "id": "bad1", "revision": 1, "created": "2026-01-01T00:00:00Z",
            "updated": "2026-01-01T00:00:00Z", "record": bad, "screen": {},
            "summary": {"variant": "rota", "players": bad["players"], "turns": 3, "over": False,
                        "scores": [[0] * 5] * len(bad["players"]), "winners": [], "to_act": 0}}
    text = seal(body)
    saves.store.set(GAME_PREFIX + "bad1", text)  # type: ignore[union-attr]
    opened = saves.open_game("bad1")
    assert isinstance(opened, Damaged) and opened.reason == "record" and "move 10" in opened.detail
    assert [d.key for d in saves.list_games().damaged] == [GAME_PREFIX + "bad1"]
    assert saves.last_game() is None
    assert saves.store.get(GAME_PREFIX + "bad1") == text  # type: ignore[union-attr]


def test_entries_of_a_future_key_layout_are_listed_as_newer() -> None:
    saves = make_saves()
    saves.store.set("axio:v2:game:abc", "{}")  # type: ignore[union-attr]
    saves.store.set("axio:settings:lang", "de")  # type: ignore[union-attr]  # not ours: ignored
    saves.store.set("other-app", "x")  # type: ignore[union-attr]
    (damaged,) = saves.list_games().damaged
    assert (damaged.key, damaged.reason, damaged.detail) == ("axio:v2:game:abc", "newer", "v2")


def test_an_entry_copied_under_another_key_is_damaged() -> None:
    saves = make_saves()
    autosave_all(saves, play("rota", ["Anna", "Beata"], seed=2, turns=1))
    _, text = stored_game(saves)
    saves.store.set(GAME_PREFIX + "copy", text)  # type: ignore[union-attr]
    (damaged,) = saves.list_games().damaged
    assert damaged.key == GAME_PREFIX + "copy" and damaged.reason == "invalid"


def test_everything_else_still_works_beside_damaged_entries() -> None:
    saves = make_saves()
    saves.store.set(GAME_PREFIX + "junk", "{not json")  # type: ignore[union-attr]
    saves.store.set(BEST_PREFIX + "rota:junk", "\x00\udc80")  # type: ignore[union-attr]
    autosave_all(saves, play("rota", ["Solo"], seed=3))
    autosave_all(saves, play("axio", ["Anna", "Beata"], seed=3, turns=4))
    assert len(saves.list_games().games) == 2
    best = saves.best_scores("rota")
    assert len(best.scores) == 1 and [d.key for d in best.damaged] == [BEST_PREFIX + "rota:junk"]
    assert saves.import_text(example("rota-2p.json")).status == IMPORTED
    assert isinstance(saves.continue_last(), OpenedGame)
    assert saves.store.get(GAME_PREFIX + "junk") == "{not json"  # type: ignore[union-attr]


def test_autosave_never_overwrites_its_entry_once_damaged() -> None:
    saves = make_saves()
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=4)
    autosave_all(saves, sessions[:3])
    key, _ = stored_game(saves)
    saves.store.set(key, "hand-edited")  # type: ignore[union-attr]
    result = saves.autosave("current", sessions[3].to_record().to_json(), {})
    assert result.status == CONFLICT
    assert saves.store.get(key) == "hand-edited"  # type: ignore[union-attr]
    kept = saves.keep_both("current")
    assert kept is not None and kept.ok and kept.game_id != "g1"
    assert saves.store.get(key) == "hand-edited"  # type: ignore[union-attr]


def test_damaged_entries_can_be_downloaded_as_they_are_and_deleted() -> None:
    saves = make_saves()
    saves.store.set(GAME_PREFIX + "junk", "{not json")  # type: ignore[union-attr]
    raw = saves.export_raw(GAME_PREFIX + "junk")
    assert raw is not None and raw.text == "{not json" and raw.filename.endswith(".txt")
    assert saves.delete(GAME_PREFIX + "junk")
    assert saves.list_games().damaged == ()
    assert not saves.delete("someone-elses-key")


# ------------------------------------------------------------------ storage full


def test_storage_full_is_a_result_and_the_game_goes_on() -> None:
    store = MemoryStore(quota=1000)
    saves = make_saves(store)
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=3)
    for session in sessions[1:]:
        result = saves.autosave("current", session.to_record().to_json(), {})
        assert result.status == FULL
    assert saves.last_status == FULL
    assert store.items == {}
    store.quota = None
    retried = saves.retry()
    assert retried is not None and retried.ok
    assert saves.list_games().games[0].summary.turns == 3
    assert saves.retry() is None


def test_clear_oldest_finished_makes_room_and_spares_everything_else() -> None:
    store = MemoryStore()
    saves = make_saves(store)
    for seed in (1, 2, 3):
        autosave_all(saves, play("rota", ["Anna", "Beata"], seed=seed))
        saves.detach("current")
    autosave_all(saves, play("rota", ["Solo"], seed=4))  # finished solo: also a best score
    saves.detach("current")
    autosave_all(saves, play("axio", ["Anna", "Beata"], seed=1, turns=3))  # unfinished
    store.set(GAME_PREFIX + "junk", "junk")
    store.quota = sum(len(k) + len(v) for k, v in store.items.items())
    saves.detach("current")
    assert autosave_all(saves, play("axio", ["Carl", "Dora"], seed=1, turns=1)).status == FULL
    removed = saves.clear_oldest_finished(2)
    assert removed == [GAME_PREFIX + "g1", GAME_PREFIX + "g2"]
    assert saves.retry().status == SAVED  # type: ignore[union-attr]
    left = {g.id for g in saves.list_games().games}
    assert left == {"g3", "g4", "g5", "g6"}
    assert len(saves.best_scores("rota").scores) == 1
    assert store.get(GAME_PREFIX + "junk") == "junk"


def test_a_full_store_never_loses_a_best_score_silently_nor_raises() -> None:
    store = MemoryStore(quota=10)
    saves = make_saves(store)
    result = autosave_all(saves, play("rota", ["Solo"], seed=4))
    assert result.status == FULL and result.new_best is None


# ------------------------------------------------------------------ no storage at all


class BlockedStore:
    """A browser that refuses storage on every call (Safari private mode, blocked cookies)."""

    def get(self, key: str) -> str | None:
        raise StorageUnavailable("blocked")

    def set(self, key: str, value: str) -> None:
        raise StorageUnavailable("blocked")

    def remove(self, key: str) -> None:
        raise StorageUnavailable("blocked")

    def keys(self) -> list[str]:
        raise StorageUnavailable("blocked")


@pytest.mark.parametrize("store", [None, BlockedStore()])
def test_without_storage_everything_works_in_memory_and_says_so(store: Any) -> None:
    saves = Saves(store, clock=ticking_clock(), new_id=counting_ids())
    result = autosave_all(saves, play("rota", ["Solo"], seed=4))
    assert result.status == MEMORY_ONLY and result.new_best == 1
    assert not saves.available
    assert len(saves.list_games().games) == 1
    assert len(saves.best_scores("rota").scores) == 1
    autosave_all(saves, play("axio", ["Anna", "Beata"], seed=4, turns=2))
    assert isinstance(saves.continue_last(), OpenedGame)


def test_storage_taken_away_mid_game_falls_back_to_memory() -> None:
    class Flaky(MemoryStore):
        broken = False

        def set(self, key: str, value: str) -> None:
            if self.broken:
                raise StorageUnavailable("revoked")
            super().set(key, value)

    store = Flaky()
    saves = make_saves(store)
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=3)
    assert saves.autosave("current", sessions[1].to_record().to_json(), {}).ok
    store.broken = True
    assert saves.autosave("current", sessions[2].to_record().to_json(), {}).status == MEMORY_ONLY
    assert saves.autosave("current", sessions[3].to_record().to_json(), {}).status == MEMORY_ONLY
    assert saves.list_games().games[0].summary.turns == 3


# ------------------------------------------------------------------ two tabs


def test_two_tabs_never_silently_overwrite_each_others_newer_progress() -> None:
    store = MemoryStore()
    first = make_saves(store, "a")
    sessions = play("axio", ["Anna", "Beata"], seed=8, turns=6)
    autosave_all(first, sessions[:3])
    second = make_saves(store, "b")
    opened = second.continue_last()
    assert isinstance(opened, OpenedGame)
    # Both tabs now play on from move 2; the second saves first.
    assert second.autosave("current", sessions[3].to_record().to_json(), {}).ok
    refused = first.autosave("current", sessions[4].to_record().to_json(), {})
    assert refused.status == CONFLICT
    assert first.list_games().games[0].summary.turns == 3  # the second tab's progress stands
    kept = first.keep_both("current")
    assert kept is not None and kept.ok and kept.game_id != opened.id
    assert first.autosave("current", sessions[5].to_record().to_json(), {}).ok
    assert len(first.list_games().games) == 2


def test_reopening_after_a_conflict_takes_the_other_tabs_progress() -> None:
    store = MemoryStore()
    first, second = make_saves(store, "a"), make_saves(store, "b")
    sessions = play("rota", ["Anna", "Beata"], seed=8, turns=5)
    autosave_all(first, sessions[:3])
    second.continue_last()
    second.autosave("current", sessions[3].to_record().to_json(), {})
    assert first.autosave("current", sessions[3].to_record().to_json(), {}).status == CONFLICT
    opened = first.continue_last()
    assert isinstance(opened, OpenedGame)
    assert first.autosave("current", sessions[4].to_record().to_json(), {}).ok
    assert second.autosave("current", sessions[4].to_record().to_json(), {}).status == CONFLICT


def test_a_game_deleted_in_another_tab_is_saved_again_by_the_tab_playing_it() -> None:
    store = MemoryStore()
    saves = make_saves(store)
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=3)
    autosave_all(saves, sessions[:2])
    make_saves(store, "b").delete(GAME_PREFIX + "g1")
    assert saves.autosave("current", sessions[2].to_record().to_json(), {}).ok
    assert saves.list_games().games[0].summary.turns == 2


# ------------------------------------------------------------------ export and import


def test_export_then_import_round_trip() -> None:
    saves = make_saves()
    autosave_all(saves, play("axio", ["Anna", "Beata"], seed=3, turns=7))
    game = saves.list_games().games[0]
    exported = saves.export_game(game.id)
    assert exported is not None and exported.filename == "axio-2026-11-22-anna-beata.json"
    other = make_saves(ids="x")
    result = other.import_text(exported.text)
    assert result.status == IMPORTED and not result.over
    imported = other.open_game(result.game_id)  # type: ignore[arg-type]
    assert isinstance(imported, OpenedGame)
    assert imported.record.to_json_obj() == game.record
    assert imported.screen_state == {"cover": True}  # two people at one screen: never show a hand
    assert other.import_text(exported.text).status == DUPLICATE


def test_imported_finished_games_open_as_replays() -> None:
    saves = make_saves()
    result = saves.import_text(example("rota-4p.json"))
    assert result.status == IMPORTED and result.over
    opened = saves.open_game(result.game_id)  # type: ignore[arg-type]
    assert isinstance(opened, OpenedGame) and opened.over


def test_an_exported_save_entry_imports_too() -> None:
    entry = json.loads((SAMPLES / "v1" / "game-sample-rota-2p.json").read_text(encoding="utf-8"))["value"]
    result = make_saves().import_text(json.dumps(entry))
    assert result.status == IMPORTED


@pytest.mark.parametrize(
    ("text", "reason", "detail"),
    [
        ("not json at all", "not_json", ""),
        ("[" * 100_000, "not_json", ""),
        ('{"format": "chess-pgn"}', "record", "format"),
        (None, "record", "move 10"),  # bad-rota-cell-taken.json
        ("x" * (storage.MAX_ENTRY_CHARS + 1), "too_large", ""),
    ],
)
def test_import_refuses_with_a_clear_reason(text: str | None, reason: str, detail: str) -> None:
    saves = make_saves()
    result = saves.import_text(example("bad-rota-cell-taken.json") if text is None else text)
    assert (result.status, result.reason) == (REFUSED, reason)
    assert detail in result.detail
    assert saves.list_games().games == ()


def test_import_into_a_full_store_says_so() -> None:
    saves = make_saves(MemoryStore(quota=100))
    assert saves.import_text(example("rota-2p.json")).status == FULL


# ------------------------------------------------------------------ solo best scores


def finished_solo(variant: str, seed: int) -> Session:
    return play(variant, [f"Seed {seed}"], seed=seed)[-1]


def test_a_finished_solo_game_enters_the_best_scores_once() -> None:
    saves = make_saves()
    sessions = play("axio", ["Anna"], seed=6)
    result = autosave_all(saves, sessions)
    assert result.new_best == 1
    again = saves.autosave("current", sessions[-1].to_record().to_json(), {"cover": False})
    assert again.ok and again.new_best is None
    (best,) = saves.best_scores("axio").scores
    assert (best.name, best.seed, best.scores) == ("Anna", 6, tuple(sessions[-1].state.scores[0]))
    assert best.result == min(best.scores)
    assert Session.from_record(best.record).state == sessions[-1].state  # the record replays
    assert saves.best_scores("rota").scores == ()


def test_best_scores_keep_the_top_ten_per_game_ranked_by_rule_r3() -> None:
    saves = make_saves()
    games = [finished_solo("rota", seed) for seed in range(14)]
    for game in games:
        saves.detach("current")
        saves.autosave("current", game.to_record().to_json(), {})
    best = saves.best_scores("rota").scores
    assert len(best) == BEST_PER_GAME
    expected = sorted(games, key=lambda s: tuple(-n for n in sorted(s.state.scores[0])))[:BEST_PER_GAME]
    assert [b.scores for b in best] == [tuple(s.state.scores[0]) for s in expected]
    assert [b.result for b in best] == sorted((b.result for b in best), reverse=True)
    keys = saves.store.keys()  # type: ignore[union-attr]
    stored = [k for k in keys if k.startswith(BEST_PREFIX)]
    assert len(stored) == BEST_PER_GAME  # pushed-out entries are removed


def test_ties_keep_the_earlier_date_first() -> None:
    saves = make_saves()
    game = finished_solo("rota", 3)
    for _ in range(2):
        saves.detach("current")
        saves.import_text(game.to_record().to_json())  # imports do not enter best scores
        saves.autosave("current", game.to_record().to_json(), {})
    first, second = saves.best_scores("rota").scores
    assert first.date < second.date


def test_only_solo_games_enter_the_best_scores() -> None:
    saves = make_saves()
    autosave_all(saves, play("rota", ["Anna", "Beata"], seed=4))
    assert saves.best_scores("rota").scores == ()


def test_a_damaged_best_score_is_listed_kept_and_not_counted() -> None:
    saves = make_saves()
    saves.store.set(BEST_PREFIX + "rota:old", '{"schema": 99}')  # type: ignore[union-attr]
    for seed in range(12):
        saves.detach("current")
        saves.autosave("current", finished_solo("rota", seed).to_record().to_json(), {})
    best = saves.best_scores("rota")
    assert len(best.scores) == BEST_PER_GAME
    assert [(d.key, d.reason) for d in best.damaged] == [(BEST_PREFIX + "rota:old", "newer")]


# ------------------------------------------------------------------ formats and migrations


def sample_files() -> list[Path]:
    return sorted(SAMPLES.glob("v*/*.json"))


def test_there_are_samples_of_every_format() -> None:
    versions = {int(p.parent.name[1:]) for p in sample_files()}
    assert versions == set(range(1, storage.SCHEMA + 1))


@pytest.mark.parametrize("path", sample_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_sample_save_of_every_format_still_loads(path: Path) -> None:
    sample = json.loads(path.read_text(encoding="utf-8"))
    store = MemoryStore({sample["key"]: json.dumps(sample["value"])})
    saves = make_saves(store)
    if sample["key"].startswith(GAME_PREFIX):
        (game,) = saves.list_games().games
        opened = saves.open_game(game.id)
        assert isinstance(opened, OpenedGame)
        assert opened.over == game.over
        assert [list(s) for s in opened.replayed.final.scores] == [list(s) for s in game.summary.scores]
    else:
        variant = sample["key"].split(":")[3]
        (best,) = saves.best_scores(variant).scores
        assert Session.from_record(best.record).outcome() is not None


def test_v1_samples_match_the_rules_engine_examples() -> None:
    expected = json.loads(example("expected.json"))
    saves = make_saves(MemoryStore({
        json.loads(p.read_text())["key"]: json.dumps(json.loads(p.read_text())["value"])
        for p in (SAMPLES / "v1").glob("*.json")
    }))
    by_id = {g.id: g for g in saves.list_games().games}
    for game_id, name in [("sample-rota-2p", "rota-2p.json"), ("sample-axio-3p", "axio-3p-unfinished.json"),
                          ("sample-axio-solo", "axio-solo.json"), ("sample-rota-solo", "rota-solo.json")]:
        summary = by_id[game_id].summary
        assert summary.over == expected[name]["over"]
        assert [list(s) for s in summary.scores] == expected[name]["scores"]
    assert by_id["sample-axio-3p"].screen == {"cover": True}


def synthetic_v0(entry: dict[str, Any]) -> dict[str, Any]:
    """A made-up format 0 (there never was one): "game" holds the record, and no check."""
    body = {k: v for k, v in entry.items() if k not in ("schema", "check", "record")}
    return {**body, "schema": 0, "game": entry["record"]}


def migrate_v0(entry: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(entry.get("game"), dict):
        raise storage.EntryError("invalid", "game")
    body = {k: v for k, v in entry.items() if k not in ("schema", "game")}
    return json.loads(seal({**body, "record": entry["game"]}))


def test_old_formats_are_migrated_when_read_and_written_anew_only_when_saved(monkeypatch: Any) -> None:
    saves = make_saves()
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=4)
    autosave_all(saves, sessions[:3])
    key, text = stored_game(saves)
    old = json.dumps(synthetic_v0(json.loads(text)))
    saves.store.set(key, old)  # type: ignore[union-attr]
    assert saves.list_games().damaged[0].reason == "invalid"  # no migration known: damaged, kept
    monkeypatch.setitem(storage.MIGRATIONS, 0, migrate_v0)
    other = make_saves(saves.store, "b")
    (game,) = other.list_games().games
    assert game.summary.turns == 2
    opened = other.open_game(game.id)
    assert isinstance(opened, OpenedGame)
    assert saves.store.get(key) == old  # type: ignore[union-attr]  # reading never writes
    assert other.autosave("current", sessions[3].to_record().to_json(), {}).ok
    assert json.loads(saves.store.get(key))["schema"] == storage.SCHEMA  # type: ignore[union-attr,arg-type]


def test_a_migration_chain_runs_step_by_step_and_any_step_may_refuse() -> None:
    steps = {0: lambda e: {**e, "schema": 1, "a": 1}, 1: lambda e: {**e, "schema": 2, "b": e["a"] + 1}}
    assert open_entry('{"schema": 0}', steps, schema=2) == {"schema": 2, "a": 1, "b": 2}

    def refuse(entry: dict[str, Any]) -> dict[str, Any]:
        raise storage.EntryError("invalid", "cannot")

    with pytest.raises(storage.EntryError):
        open_entry('{"schema": 0}', {0: refuse}, schema=1)
    with pytest.raises(storage.EntryError):
        open_entry('{"schema": 0}', {0: lambda e: {"schema": 5}}, schema=1)


# ------------------------------------------------------------------ fuzzing: load or damaged, never raise

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)
SAMPLE_ENTRIES = [json.loads(p.read_text()) for p in sorted((SAMPLES / "v1").glob("*.json"))]
SAMPLE_TEXTS = [json.dumps(sample["value"]) for sample in SAMPLE_ENTRIES]
SAMPLE_KEYS = [sample["key"] for sample in SAMPLE_ENTRIES]


@st.composite
def stored_text(draw: Any) -> str:
    """Any text a store could hold: junk, JSON, sealed entries of any shape, damaged samples."""
    kind = draw(st.sampled_from(["text", "json", "sealed", "sealed-sample-edit", "mutated"]))
    if kind == "text":
        return draw(st.text(max_size=200))
    if kind == "json":
        return json.dumps(draw(JSON))
    sample = json.loads(draw(st.sampled_from(SAMPLE_TEXTS)))
    if kind == "sealed":
        body = draw(st.dictionaries(st.sampled_from(sorted(sample)), JSON, max_size=6))
        return seal({**sample, **body})
    if kind == "sealed-sample-edit":  # a valid check over nonsense in one field
        field_name = draw(st.sampled_from(sorted(k for k in sample if k not in ("schema", "check"))))
        return seal({**sample, field_name: draw(JSON)})
    text = json.dumps(sample)
    at = draw(st.integers(0, len(text)))
    return text[:at] + draw(st.text(max_size=3)) + text[at + draw(st.integers(0, 3)):]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(entries=st.lists(st.tuples(st.sampled_from(SAMPLE_KEYS + ["axio:v9:best:x", GAME_PREFIX + "A!"]),
                                  stored_text()), min_size=1, max_size=4))
def test_any_stored_text_either_loads_or_is_listed_as_damaged(entries: list[tuple[str, str]]) -> None:
    store = MemoryStore(dict(entries))
    before = dict(store.items)
    saves = make_saves(store)
    listing = saves.list_games()
    bests = [saves.best_scores(v) for v in ("axio", "rota")]
    seen = {g.key for g in listing.games} | {d.key for d in listing.damaged}
    seen |= {b.key for best in bests for b in best.scores} | {d.key for best in bests for d in best.damaged}
    assert seen == set(store.items)
    for game in listing.games:
        assert isinstance(game, GameInfo)
        assert isinstance(saves.open_game(game.id, bind_key=None), (OpenedGame, Damaged))
        assert saves.export_game(game.id) is not None
    for best in bests:
        assert all(isinstance(b, BestScore) for b in best.scores)
    saves.last_game()
    assert store.items == before  # reading never writes


@settings(max_examples=200, deadline=None)
@given(text=st.one_of(st.text(max_size=300), JSON.map(json.dumps), st.sampled_from(SAMPLE_TEXTS)))
def test_any_imported_text_is_imported_or_refused(text: str) -> None:
    result = make_saves().import_text(text)
    assert result.status in (IMPORTED, REFUSED)


def test_quota_exceeded_from_a_read_is_not_an_exception() -> None:
    class Odd(MemoryStore):
        def get(self, key: str) -> str | None:
            raise QuotaExceeded(key)

    saves = make_saves(Odd({GAME_PREFIX + "g1": "x"}))
    assert saves.list_games().games == ()
