"""Saved games (axio_web/storage/games.py) through a fake browser: every failure they must survive.

Best scores, import/export, the entry format and the image have their own files
(test_storage_best.py, test_storage_transfer.py, test_storage_entries.py, test_storage_image.py).
"""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest
from axio_web import storage
from axio_web.storage import (
    BEST_PREFIX,
    GAME_PREFIX,
    Damaged,
    DamageReason,
    GameInfo,
    OpenedGame,
    SaveStatus,
    Slot,
    StoreImage,
    WriteStatus,
    last_unfinished,
    list_games,
    open_game,
    save_game,
    seal,
    slot_after_write,
    summary_of,
)

import axio_core.records
import axio_core.session
from axio_core.session import Session
from tests.storage_support import START, Browser, Tab, example, play, sample_entries, tamper

SAVED, CONFLICT = SaveStatus.SAVED, SaveStatus.CONFLICT
FULL, MEMORY_ONLY = SaveStatus.FULL, SaveStatus.MEMORY_ONLY


def fresh_tab(prefix: str = "g") -> Tab:
    return Browser().tab(prefix)


# ------------------------------------------------------------------ save and resume


def test_autosave_then_continue_restores_the_same_game_and_screen() -> None:
    tab = fresh_tab()
    sessions = play("axio", ["Anna", "Beata"], seed=5, turns=9, seats=(None, "casual"))
    result = tab.autosave_all(sessions, screen={"cover": False, "zoom": 2})
    assert result.status is SAVED and result.revision == 9
    reloaded = tab.browser.tab("b")  # a new page on the same store
    opened = reloaded.continue_last()
    assert isinstance(opened, OpenedGame) and not opened.over
    assert opened.session.state == sessions[-1].state
    assert opened.session.to_act == sessions[-1].to_act
    assert opened.session.seats == (None, "casual")
    assert opened.ignored == ()
    assert opened.screen_state == {"cover": False, "zoom": 2}  # one person at the table: no cover
    assert Session.from_record(opened.record_json).state == sessions[-1].state
    assert opened.slot == Slot("g1", 9, opened.game.check)


def test_resume_in_hot_seat_always_puts_the_cover_up() -> None:
    tab = fresh_tab()
    tab.autosave_all(play("rota", ["Anna", "Beata", "Carl"], seed=1, turns=4), screen={"cover": False})
    opened = tab.continue_last()
    assert isinstance(opened, OpenedGame) and opened.screen_state["cover"] is True


def test_the_list_shows_game_players_date_and_progress() -> None:
    tab = fresh_tab()
    tab.autosave_all(play("rota", ["Anna", "Beata"], seed=2, turns=3))
    (game,) = list_games(tab.image).games
    assert game.summary.variant == "rota" and game.summary.players == ("Anna", "Beata")
    assert game.summary.turns == 3 and not game.over and game.summary.to_act == 1
    assert game.created == "2026-11-22T09:00:00Z" and game.updated == "2026-11-22T09:02:00Z"
    assert list_games(StoreImage.snapshot(tab.browser.items)) == list_games(tab.image)


def test_a_new_game_on_the_same_slot_gets_its_own_entry() -> None:
    tab = fresh_tab()
    tab.autosave_all(play("rota", ["Anna", "Beata"], seed=2, turns=3))
    tab.autosave_all(play("axio", ["Anna", "Beata"], seed=2, turns=3))  # the slot still names g1
    games = list_games(tab.image).games
    assert [g.summary.variant for g in games] == ["axio", "rota"]  # newest first
    assert [g.revision for g in games] == [3, 3]


def test_taking_a_move_back_stays_the_same_game() -> None:
    tab = fresh_tab()
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=5)
    tab.autosave_all(sessions)
    result = tab.autosave(sessions[3])
    assert result.status is SAVED and result.game_id == "g1"
    (game,) = list_games(tab.image).games
    assert game.summary.turns == 3


def test_a_finished_game_is_never_replaced_by_a_new_play_of_the_same_deal() -> None:
    tab = fresh_tab()
    finished = play("rota", ["Solo"], seed=9)
    tab.autosave_all(finished)
    tab.autosave_all(play("rota", ["Solo"], seed=9, turns=2))
    games = list_games(tab.image).games
    assert len(games) == 2 and {g.over for g in games} == {True, False}
    # ... nor by taking a move back after the end
    tab.slot = Slot("g1", games[1].revision, games[1].check)
    assert tab.autosave(finished[-2]).game_id == "g3"
    assert [g for g in list_games(tab.image).games if g.id == "g1"][0].over


def test_no_slot_starts_a_new_entry() -> None:
    tab = fresh_tab()
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=2)
    tab.autosave_all(sessions)
    tab.slot = None  # the player starts a game: the app drops the slot
    tab.autosave_all(sessions)
    assert len(list_games(tab.image).games) == 2


def test_a_new_id_already_in_use_is_made_unique() -> None:
    image = StoreImage({})
    session = play("rota", ["Anna", "Beata"], seed=2, turns=1)[-1]
    first = save_game(image, None, session, {}, START, "same")
    second = save_game(first.image, None, session, {}, START, "same")
    assert (first.slot.id, second.slot.id) == ("same", "same-2")
    assert second.writes[0].expected is None
    with pytest.raises(ValueError):
        save_game(image, None, session, {}, START, "Not An Id!")


def test_finished_games_open_as_replays_and_are_not_continued() -> None:
    tab = fresh_tab()
    tab.autosave_all(play("rota", ["Anna", "Beata"], seed=4))
    assert last_unfinished(tab.image) is None
    (game,) = list_games(tab.image).games
    opened = open_game(tab.image, game.id)
    assert isinstance(opened, OpenedGame) and opened.over and opened.slot is None
    assert len(opened.states) == len(opened.session.actions) + 1 > 1
    assert open_game(tab.image, "nothing-here") is None
    assert open_game(tab.image, "../../etc") is None


def test_screen_state_that_json_cannot_hold_is_dropped_not_fatal() -> None:
    tab = fresh_tab()
    session = play("rota", ["Anna", "Beata"], seed=2, turns=1)[-1]
    screen = {"cover": True, "bad": object(), "nan": float("nan"), "nested": {1: "a", "b": [2]}}
    assert tab.autosave(session, screen).ok
    assert list_games(tab.image).games[0].screen == {"cover": True, "nested": {"1": "a", "b": [2]}}


def test_the_summary_is_read_off_the_session_as_a_replay_would_find_it() -> None:
    for variant, names, seed in [("axio", ["A", "B", "C"], 3), ("rota", ["Solo"], 5), ("axio", ["Solo"], 2)]:
        for session in play(variant, names, seed)[::7]:
            assert summary_of(session) == summary_of(Session.from_record(session.to_record().to_json()))
    for key, text in sample_entries().items():  # and as the old code, which replayed, stored it
        if key.startswith(GAME_PREFIX):
            game = list_games(StoreImage({key: text})).games[0]
            session = Session.from_record(dict(game.record))
            assert summary_of(session).to_json_obj() == json.loads(text)["summary"]


def test_saving_never_replays(monkeypatch: pytest.MonkeyPatch) -> None:
    sessions = play("rota", ["Solo"], seed=4)
    tab = fresh_tab()

    def no_replay(*args: Any) -> Any:
        raise AssertionError("a save replayed the game")

    monkeypatch.setattr(axio_core.records, "replay", no_replay)
    monkeypatch.setattr(axio_core.session, "replay", no_replay)
    result = tab.autosave_all(sessions)  # the whole game, and its best score
    assert result.ok and result.new_best == 1
    tab.slot = None
    assert tab.autosave(sessions[3]).ok
    assert len(list_games(tab.image).games) == 2
    assert len(storage.best_scores(tab.image, "rota").scores) == 1


def test_writes_expect_what_the_image_held() -> None:
    tab = fresh_tab()
    sessions = play("rota", ["Solo"], seed=4)
    tab.autosave_all(sessions[:-1])
    before = tab.image
    out = save_game(before, tab.slot, sessions[-1], {}, START + timedelta(hours=1), "x1")
    keys = [w.key for w in out.writes]
    assert keys[0] == GAME_PREFIX + "g1" and keys[1].startswith(BEST_PREFIX)  # game first
    for write in out.writes:
        assert write.expected == before.get(write.key)
        assert out.image.get(write.key) == write.text
    assert out.writes[0].expected is not None and out.writes[1].expected is None
    assert before.get(keys[1]) is None  # the old image is a value: unchanged


# ------------------------------------------------------------------ damaged entries


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda text: text[: len(text) // 2], DamageReason.NOT_JSON),
        (lambda text: "[1, 2, 3]", DamageReason.NOT_ENTRY),
        (lambda text: text.replace('"revision":3', '"revision":4'), DamageReason.EDITED),
        (lambda text: text.replace('"schema":1', '"schema":7'), DamageReason.NEWER),
        (lambda text: "x" * (storage.MAX_ENTRY_CHARS + 1), DamageReason.TOO_LARGE),
    ],
)
def test_damaged_entries_are_listed_with_the_reason_and_kept(damage: Any, reason: DamageReason) -> None:
    tab = fresh_tab()
    tab.autosave_all(play("rota", ["Anna", "Beata"], seed=2, turns=3))
    key, text = tab.stored_game()
    junk = damage(text)
    assert junk != text
    tamper(tab.browser, key, junk)
    listing = list_games(tab.image)
    assert listing.games == ()
    (damaged,) = listing.damaged
    assert (damaged.key, damaged.reason, damaged.size) == (key, reason, len(junk))
    assert tab.browser.items[key] == junk


def test_a_sealed_entry_whose_record_does_not_replay_is_damaged_once_opened() -> None:
    tab = fresh_tab()
    bad = json.loads(example("bad-rota-cell-taken.json"))
    body = {
        "kind": "game",
        "id": "bad1",
        "revision": 1,
        "created": "2026-01-01T00:00:00Z",
        "updated": "2026-01-01T00:00:00Z",
        "record": bad,
        "screen": {},
        "summary": {
            "variant": "rota",
            "players": bad["players"],
            "turns": 3,
            "over": False,
            "scores": [[0] * 5] * len(bad["players"]),
            "winners": [],
            "to_act": 0,
        },
    }
    text = seal(body)
    tamper(tab.browser, GAME_PREFIX + "bad1", text)
    opened = tab.continue_last()
    assert isinstance(opened, Damaged) and opened.reason is DamageReason.RECORD and "move 10" in opened.detail
    assert opened.size == len(text)
    assert list_games(tab.image).damaged == ()  # listing does not replay: only what the app knows
    assert [d.key for d in list_games(tab.image, tab.known).damaged] == [GAME_PREFIX + "bad1"]
    assert last_unfinished(tab.image, tab.known) is None
    assert tab.browser.items[GAME_PREFIX + "bad1"] == text


def test_entries_of_a_future_key_layout_are_listed_as_newer() -> None:
    image = StoreImage.snapshot({"axio:v2:game:abc": "{}", "axio:settings:lang": "de", "other-app": "x"})
    assert image.keys() == ("axio:settings:lang", "axio:v2:game:abc")  # the snapshot keeps ours only
    (damaged,) = list_games(image).damaged  # not our saves: ignored
    assert (damaged.key, damaged.reason, damaged.detail) == ("axio:v2:game:abc", DamageReason.NEWER, "v2")


def test_an_entry_copied_under_another_key_is_damaged() -> None:
    tab = fresh_tab()
    tab.autosave_all(play("rota", ["Anna", "Beata"], seed=2, turns=1))
    _, text = tab.stored_game()
    tamper(tab.browser, GAME_PREFIX + "copy", text)
    (damaged,) = list_games(tab.image).damaged
    assert damaged.key == GAME_PREFIX + "copy" and damaged.reason is DamageReason.INVALID


def test_everything_else_still_works_beside_damaged_entries() -> None:
    tab = Browser({GAME_PREFIX + "junk": "{not json", BEST_PREFIX + "rota:junk": "\x00\udc80"}).tab()
    tab.autosave_all(play("rota", ["Solo"], seed=3))
    tab.slot = None
    tab.autosave_all(play("axio", ["Anna", "Beata"], seed=3, turns=4))
    assert len(list_games(tab.image).games) == 2
    best = storage.best_scores(tab.image, "rota")
    assert len(best.scores) == 1 and [d.key for d in best.damaged] == [BEST_PREFIX + "rota:junk"]
    assert tab.import_text(example("rota-2p.json")).status is storage.ImportStatus.IMPORTED
    assert isinstance(tab.continue_last(), OpenedGame)
    assert tab.browser.items[GAME_PREFIX + "junk"] == "{not json"


def test_autosave_never_overwrites_its_entry_once_damaged() -> None:
    tab = fresh_tab()
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=4)
    tab.autosave_all(sessions[:3])
    key, _ = tab.stored_game()
    tamper(tab.browser, key, "hand-edited")
    result = tab.autosave(sessions[3])
    assert result.status is CONFLICT
    assert tab.browser.items[key] == "hand-edited"
    kept = tab.keep_both(sessions[3])
    assert kept.ok and kept.game_id != "g1"
    assert tab.browser.items[key] == "hand-edited"


def test_damaged_entries_can_be_downloaded_as_they_are_and_deleted() -> None:
    tab = Browser({GAME_PREFIX + "junk": "{not json"}).tab()
    raw = storage.export_raw(tab.image, GAME_PREFIX + "junk")
    assert raw is not None and raw.text == "{not json" and raw.filename == "axio-v1-game-junk.txt"
    tab.delete(GAME_PREFIX + "junk")
    assert list_games(tab.image).damaged == () and tab.browser.items == {}
    assert storage.delete(tab.image, "someone-elses-key") == (tab.image, ())
    assert storage.delete(tab.image, GAME_PREFIX + "gone") == (tab.image, ())


# ------------------------------------------------------------------ storage full


def test_storage_full_is_a_result_and_the_game_goes_on() -> None:
    browser = Browser(quota=1000)
    tab = browser.tab()
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=3)
    for session in sessions[1:]:
        result = tab.autosave(session)
        assert result.status is FULL
        assert tab.slot == Slot("g1")  # back on what is stored: nothing yet
    assert browser.items == {} and tab.image.entries == {}
    browser.quota = None
    retried = tab.autosave(sessions[-1])  # the retry is saving again
    assert retried.ok and retried.revision == 1
    assert list_games(tab.image).games[0].summary.turns == 3


def test_a_full_store_puts_the_slot_back_on_the_stored_entry() -> None:
    browser = Browser()
    tab = browser.tab()
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=4)
    tab.autosave_all(sessions[:3])
    stored = tab.slot
    browser.quota = sum(len(k) + len(v) for k, v in browser.items.items())
    assert tab.autosave(sessions[3]).status is FULL
    assert tab.slot == stored and tab.image == StoreImage(browser.items)
    browser.quota = None
    assert tab.autosave(sessions[4]).ok
    assert list_games(tab.image).games[0].revision == 3


def test_clear_oldest_finished_makes_room_and_spares_everything_else() -> None:
    browser = Browser()
    tab = browser.tab()
    for seed in (1, 2, 3):
        tab.slot = None
        tab.autosave_all(play("rota", ["Anna", "Beata"], seed=seed))
    tab.slot = None
    tab.autosave_all(play("rota", ["Solo"], seed=4))  # finished solo: also a best score
    tab.slot = None
    tab.autosave_all(play("axio", ["Anna", "Beata"], seed=1, turns=3))  # unfinished
    tamper(browser, GAME_PREFIX + "junk", "junk")
    browser.quota = sum(len(k) + len(v) for k, v in browser.items.items())
    tab.slot = None
    carl = play("axio", ["Carl", "Dora"], seed=1, turns=1)
    assert tab.autosave_all(carl).status is FULL
    removed = tab.clear_oldest_finished(2)
    assert removed == (GAME_PREFIX + "g1", GAME_PREFIX + "g2")
    assert tab.autosave(carl[-1]).status is SAVED  # the retry
    left = {g.id for g in list_games(tab.image).games}
    assert left == {"g3", "g4", "g5", "g6"}
    assert len(storage.best_scores(tab.image, "rota").scores) == 1
    assert browser.items[GAME_PREFIX + "junk"] == "junk"
    assert tab.clear_oldest_finished(5) == (GAME_PREFIX + "g3", GAME_PREFIX + "g4")
    assert tab.clear_oldest_finished() == ()


def test_a_full_store_never_loses_a_best_score_silently_nor_raises() -> None:
    tab = Browser(quota=10).tab()
    result = tab.autosave_all(play("rota", ["Solo"], seed=4))
    assert result.status is FULL and result.new_best is None


# ------------------------------------------------------------------ no storage at all


def test_without_storage_everything_works_in_memory_and_says_so() -> None:
    browser = Browser(available=False)
    tab = browser.tab()
    assert not tab.image.available
    result = tab.autosave_all(play("rota", ["Solo"], seed=4))
    assert result.status is MEMORY_ONLY and result.new_best == 1
    assert len(list_games(tab.image).games) == 1
    assert len(storage.best_scores(tab.image, "rota").scores) == 1
    tab.slot = None
    tab.autosave_all(play("axio", ["Anna", "Beata"], seed=4, turns=2))
    assert isinstance(tab.continue_last(), OpenedGame)
    assert browser.items == {}


def test_storage_taken_away_mid_game_falls_back_to_memory() -> None:
    browser = Browser()
    tab = browser.tab()
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=3)
    assert tab.autosave(sessions[1]).ok
    browser.available = False
    assert tab.autosave(sessions[2]).status is MEMORY_ONLY  # the glue's answer
    assert not tab.image.available
    assert tab.autosave(sessions[3]).status is MEMORY_ONLY  # decided so from now on
    assert list_games(tab.image).games[0].summary.turns == 3


# ------------------------------------------------------------------ two tabs


@pytest.mark.parametrize("prompt", [True, False], ids=["heard", "stale"])
def test_two_tabs_never_silently_overwrite_each_others_newer_progress(prompt: bool) -> None:
    """`prompt` False: the first tab has not heard of the second's save when it saves, so the
    glue refuses the write (its `expected` is out of date) rather than `save_game`."""
    browser = Browser(prompt=prompt)
    first = browser.tab("a")
    sessions = play("axio", ["Anna", "Beata"], seed=8, turns=6)
    first.autosave_all(sessions[:3])
    second = browser.tab("b")
    opened = second.continue_last()
    assert isinstance(opened, OpenedGame)
    # Both tabs now play on from move 2 (revision 2); the second saves first: its revision 3.
    assert second.autosave(sessions[3]).ok
    refused = first.autosave(sessions[4])
    assert refused.status is CONFLICT
    assert first.image == StoreImage(browser.items)  # corrected from the glue's answer
    assert list_games(first.image).games[0].summary.turns == 3  # the second tab's progress stands
    # The first tab's slot names its own revision 3, not the second's: still refused.
    assert first.autosave(sessions[4]).status is CONFLICT
    kept = first.keep_both(sessions[4])
    assert kept.ok and kept.game_id != opened.id
    assert first.autosave(sessions[5]).ok
    first.hear()
    second.hear()
    assert len(list_games(first.image).games) == 2
    assert first.image == second.image == StoreImage(browser.items)


def test_reopening_after_a_conflict_takes_the_other_tabs_progress() -> None:
    browser = Browser()
    first, second = browser.tab("a"), browser.tab("b")
    sessions = play("rota", ["Anna", "Beata"], seed=8, turns=5)
    first.autosave_all(sessions[:3])
    second.continue_last()
    second.autosave(sessions[3])
    assert first.autosave(sessions[3]).status is CONFLICT
    opened = first.continue_last()
    assert isinstance(opened, OpenedGame)
    assert first.autosave(sessions[4]).ok
    assert second.autosave(sessions[4]).status is CONFLICT


def test_a_game_deleted_in_another_tab_is_saved_again_by_the_tab_playing_it() -> None:
    browser = Browser()
    tab = browser.tab()
    sessions = play("rota", ["Anna", "Beata"], seed=2, turns=3)
    tab.autosave_all(sessions[:2])
    browser.tab("b").delete(GAME_PREFIX + "g1")
    assert tab.image.get(GAME_PREFIX + "g1") is None  # heard it
    assert tab.autosave(sessions[2]).ok
    game = list_games(tab.image).games[0]
    assert (game.id, game.summary.turns, game.revision) == ("g1", 2, 2)


def test_slot_after_write_moves_only_on_a_full_store_for_its_own_entry() -> None:
    session = play("rota", ["Anna", "Beata"], seed=2, turns=2)[-1]
    first = save_game(StoreImage({}), None, session, {}, START, "g1")
    second = save_game(first.image, first.slot, session, {}, START, "g2")
    stored_text = first.image.get(GAME_PREFIX + "g1")
    slot = second.slot
    assert slot.revision == 2
    assert slot_after_write(slot, GAME_PREFIX + "g1", WriteStatus.FULL, stored_text) == first.slot
    assert slot_after_write(slot, GAME_PREFIX + "g1", WriteStatus.FULL, None) == Slot("g1")
    assert slot_after_write(slot, GAME_PREFIX + "g1", WriteStatus.FULL, "junk") == slot
    assert slot_after_write(slot, GAME_PREFIX + "g1", WriteStatus.CONFLICT, stored_text) == slot
    assert slot_after_write(slot, GAME_PREFIX + "g9", WriteStatus.FULL, None) == slot
    assert slot_after_write(None, GAME_PREFIX + "g1", WriteStatus.FULL, None) is None


def test_open_game_says_which_meta_fields_it_ignored() -> None:
    record = json.loads(play("rota", ["Anna", "Beata"], seed=2, turns=2)[-1].to_record().to_json())
    record["meta"]["seats"] = [None, "grandmaster"]
    tab = fresh_tab()
    assert tab.import_text(json.dumps(record)).status is storage.ImportStatus.IMPORTED
    opened = tab.continue_last()
    assert isinstance(opened, OpenedGame)
    assert [i.field for i in opened.ignored] == ["seats"] and opened.session.seats == (None, None)
    assert opened.screen_state == {"cover": True}  # both seats people, then


def test_statuses_keep_the_strings_the_page_and_the_glue_use() -> None:
    from axio_web.strings.saves import EN

    assert [s.value for s in SaveStatus] == ["saved", "conflict", "memory", "full"]
    assert [s.value for s in WriteStatus] == ["saved", "full", "conflict", "memory", "spare"]
    assert all(SaveStatus.from_write(w).value == w.value for w in WriteStatus if w != WriteStatus.SPARE)
    assert SaveStatus.from_write(WriteStatus.SPARE) == SaveStatus.SAVED  # kept in IndexedDB (issue 35)
    assert all(f"saves.damaged.{r}" in EN for r in DamageReason)
    assert all(f"saves.import_refused.{r}" in EN for r in storage.RefuseReason)
    assert isinstance(GameInfo, type)
