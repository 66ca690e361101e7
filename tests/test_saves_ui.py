"""The saves screens as pure values: render HTML, answer events, ask the page for effects."""

from __future__ import annotations

import itertools
import json
import re
from datetime import UTC, datetime, timedelta
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from axio_web import i18n
from axio_web.record_link import decode_record, payload_from_hash
from axio_web.rota_ui.plugin import RotaPlugin
from axio_web.saves_ui import (
    BestScoresScreen,
    ReplayScreen,
    SavedGamesScreen,
    SavesContext,
    menu_action,
    render_best_tables,
    render_menu_saves,
    save_notice,
)
from axio_web.saves_ui.text import progress_text, when_text
from axio_web.storage import (
    BEST_PREFIX,
    CONFLICT,
    FULL,
    GAME_PREFIX,
    MEMORY_ONLY,
    SAVED,
    MemoryStore,
    SaveResult,
    Saves,
)
from axio_web.table.screen import GameScreen
from axio_web.ui import Announce, CopyText, Download, Event, SaveGame

from axio_core.records import read_record
from axio_core.session import Session
from tests.spec_examples import EXAMPLES

WEB = Path(__file__).resolve().parents[1] / "web" / "axio_web"
PAGE = "https://example.test/axio/"


@pytest.fixture(autouse=True)
def english() -> Any:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def example(name: str) -> str:
    return (EXAMPLES / name).read_text(encoding="utf-8")


def make_ctx(store: MemoryStore | None = None, plugins: dict[str, Any] | None = None) -> SavesContext:
    minutes = itertools.count()
    numbers = itertools.count(1)
    saves = Saves(MemoryStore() if store is None else store,
                  clock=lambda: datetime(2026, 11, 22, 9, 0, tzinfo=UTC) + timedelta(minutes=next(minutes)),
                  new_id=lambda: f"g{next(numbers)}")
    return SavesContext(saves, {"rota": RotaPlugin()} if plugins is None else plugins, PAGE, 60)


def play(ctx: SavesContext, variant: str, names: list[str], seed: int, turns: int | None = None) -> Session:
    session = Session.new(variant, names, seed)
    played = 0
    while session.outcome() is None and (turns is None or played < turns):
        session = session.play(session.legal_actions()[0])
        played += 1
        ctx.saves.autosave("current", session.to_record().to_json(), {"cover": False})
    ctx.saves.detach("current")
    return session


def click(action: str, **data: str) -> Event:
    return Event("click", action=action, data=data)


def scores_shown(html: str) -> list[list[int]]:
    found = re.findall(r'data-player="(\d)" data-color="([RGBOP])" data-score="(\d+)"', html)
    players = max(int(p) for p, _, _ in found) + 1
    return [[int(s) for p, _, s in found if int(p) == i] for i in range(players)]


class TagBalance(HTMLParser):
    """Fails on a closing tag that does not match: the screens build markup by hand."""

    VOID = {"input", "br", "img", "meta", "link", "use", "circle", "rect", "line", "polygon", "path"}

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []

    def handle_starttag(self, tag: str, attrs: Any) -> None:
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: Any) -> None:
        pass

    def handle_endtag(self, tag: str) -> None:
        if tag in self.VOID:
            return
        opened = self.stack[-1] if self.stack else None
        assert opened == tag, f"</{tag}> closes <{opened}>"
        self.stack.pop()


def well_formed(html: str) -> str:
    parser = TagBalance()
    parser.feed(html)
    parser.close()
    assert parser.stack == []
    return html


# ------------------------------------------------------------------ the saved-games list


def test_the_list_shows_each_game_with_what_can_be_done_with_it() -> None:
    ctx = make_ctx()
    play(ctx, "rota", ["Anna", "Beata"], seed=4)
    session = play(ctx, "axio", ["Carl", "Dora", "Emil"], seed=4, turns=5)
    html = well_formed(SavedGamesScreen.open(ctx).render())
    unfinished, finished = re.findall(r'<li class="save-item.*?</li>', html)
    assert "AXIO" in unfinished and "Carl, Dora and Emil" in unfinished
    assert f"5 turns played · {session.names[session.to_act]} to play" in unfinished
    assert 'data-action="saves-continue"' in unfinished and 'data-action="saves-replay"' not in unfinished
    assert "AXIO Rota" in finished and "Finished" in finished and 'data-action="saves-replay"' in finished
    for action in ("saves-export", "saves-link", "saves-delete"):
        assert html.count(f'data-action="{action}"') == 2
    assert 'aria-label="Continue AXIO with Carl, Dora and Emil"' in html
    assert 'type="file"' in html and 'data-action="saves-import"' in html


def test_an_empty_list_says_games_save_themselves() -> None:
    assert "Games save themselves" in SavedGamesScreen.open(make_ctx()).render()


def test_continue_resumes_the_exact_game_at_the_table_with_the_cover_up() -> None:
    ctx = make_ctx()
    session = play(ctx, "rota", ["Anna", "Beata"], seed=4, turns=3)
    screen, effects = SavedGamesScreen.open(ctx).handle(click("saves-continue", id="g1"))
    assert isinstance(screen, GameScreen)
    assert screen.session.state == session.state and screen.session.to_act == session.to_act
    assert screen.cover  # hot-seat: never show a hand on resume
    assert 'data-player="1"' in screen.render()
    (save,) = [e for e in effects if isinstance(e, SaveGame)]
    assert ctx.saves.autosave(save.key, save.record_json, save.screen_state).status == SAVED
    assert len(ctx.saves.list_games().games) == 1  # the resumed game saves onto its own entry


def test_a_finished_game_opens_as_a_replay_at_its_end_and_back_returns_to_the_list() -> None:
    ctx = make_ctx()
    session = play(ctx, "rota", ["Anna", "Beata"], seed=4)
    listing = SavedGamesScreen.open(ctx)
    viewer, _ = listing.handle(click("saves-replay", id="g1"))
    assert isinstance(viewer, ReplayScreen) and viewer.index == viewer.last
    html = well_formed(viewer.render())
    assert scores_shown(html) == [list(s) for s in session.state.scores]
    assert "Game over" in html
    back, _ = viewer.handle(click("saves-back"))
    assert isinstance(back, SavedGamesScreen) and back.focus_id == "saves-replay-g1"


def test_export_downloads_the_record() -> None:
    ctx = make_ctx()
    session = play(ctx, "rota", ["Anna", "Beata"], seed=4, turns=2)
    _, effects = SavedGamesScreen.open(ctx).handle(click("saves-export", id="g1"))
    (download,) = effects
    assert isinstance(download, Download)
    assert download.filename == "axio-rota-2026-11-22-anna-beata.json"
    assert read_record(download.text).moves == session.to_record().moves


def test_copy_link_copies_a_record_link_to_this_page() -> None:
    ctx = make_ctx()
    session = play(ctx, "rota", ["Anna", "Beata"], seed=4, turns=2)
    screen, effects = SavedGamesScreen.open(ctx).handle(click("saves-link", id="g1"))
    copy = next(e for e in effects if isinstance(e, CopyText))
    assert copy.text.startswith(PAGE + "#record=")
    record = decode_record(payload_from_hash(copy.text[len(PAGE):]) or "")
    assert record["moves"] == list(session.to_record().moves)
    assert "link to this game was copied" in screen.render()


def test_delete_asks_first_and_escape_or_keep_cancels() -> None:
    ctx = make_ctx()
    play(ctx, "rota", ["Anna", "Beata"], seed=4, turns=2)
    screen = SavedGamesScreen.open(ctx)
    asking, _ = screen.handle(click("saves-delete", id="g1", key=GAME_PREFIX + "g1"))
    assert 'role="alertdialog"' in well_formed(asking.render()) and asking.focus_id == "saves-confirm-no"
    calmed, _ = asking.handle(Event("key", key="Escape"))
    assert 'role="alertdialog"' not in calmed.render()
    kept, _ = asking.handle(click("saves-delete-no"))
    assert 'role="alertdialog"' not in kept.render()
    assert len(ctx.saves.list_games().games) == 1
    done, effects = asking.handle(click("saves-delete-yes", key=GAME_PREFIX + "g1"))
    assert ctx.saves.list_games().games == () and isinstance(effects[0], Announce)
    assert "The game was deleted." in done.render()


def test_a_stray_confirmation_for_another_key_deletes_nothing() -> None:
    ctx = make_ctx()
    play(ctx, "rota", ["Anna", "Beata"], seed=4, turns=2)
    SavedGamesScreen.open(ctx).handle(click("saves-delete-yes", key=GAME_PREFIX + "g1"))
    assert len(ctx.saves.list_games().games) == 1


def test_damaged_entries_are_shown_with_the_reason_downloadable_and_deletable() -> None:
    store = MemoryStore({GAME_PREFIX + "old": '{"schema": 3, "kind": "game"}'})
    ctx = make_ctx(store)
    html = well_formed(SavedGamesScreen.open(ctx).render())
    assert "Damaged saves" in html and "newer version of the game (format 3)" in html
    screen = SavedGamesScreen.open(ctx)
    _, effects = screen.handle(click("saves-raw", key=GAME_PREFIX + "old"))
    assert effects == [Download("axio-v1-game-old.txt", '{"schema": 3, "kind": "game"}', "text/plain")]
    asking, _ = screen.handle(click("saves-delete", key=GAME_PREFIX + "old"))
    asking.handle(click("saves-delete-yes", key=GAME_PREFIX + "old"))
    assert store.items == {}


def test_opening_a_game_whose_moves_break_the_rules_shows_why_and_keeps_it() -> None:
    from axio_web.storage import seal

    bad = json.loads(example("bad-rota-cell-taken.json"))
    body = {"kind": "game", "id": "bad", "revision": 1, "created": "2026-01-01T00:00:00Z",
            "updated": "2026-01-01T00:00:00Z", "record": bad, "screen": {},
            "summary": {"variant": "rota", "players": bad["players"], "turns": 9, "over": False,
                        "scores": [[0] * 5] * len(bad["players"]), "winners": [], "to_act": 0}}
    store = MemoryStore({GAME_PREFIX + "bad": seal(body)})
    ctx = make_ctx(store)
    screen, _ = SavedGamesScreen.open(ctx).handle(click("saves-continue", id="bad"))
    html = screen.render()
    assert "Its moves do not follow the rules (move 10" in html
    assert 'data-damaged-key="axio:v1:game:bad"' in html
    assert GAME_PREFIX + "bad" in store.items


def test_without_storage_the_list_says_games_are_lost_when_the_page_closes() -> None:
    ctx = SavesContext(Saves(None), {}, PAGE)
    assert "lost when the page closes" in SavedGamesScreen.open(ctx).render()


def test_storage_full_offers_to_remove_the_oldest_finished_game_then_saves_again() -> None:
    store = MemoryStore()
    ctx = make_ctx(store)
    play(ctx, "rota", ["Anna", "Beata"], seed=1)
    play(ctx, "rota", ["Carl", "Dora"], seed=2)
    store.quota = sum(len(k) + len(v) for k, v in store.items.items()) + 10
    session = Session.new("rota", ["Emil", "Fay"], 3)
    session = session.play(session.legal_actions()[0])
    assert ctx.saves.autosave("current", session.to_record().to_json(), {}).status == FULL
    screen = SavedGamesScreen.open(ctx)
    html = screen.render()
    assert "storage for this game is full" in html and 'data-action="saves-clear-old"' in html
    asking, _ = screen.handle(click("saves-clear-old"))
    assert "Anna and Beata" in asking.render().split("alertdialog")[1]  # the oldest finished game
    done, _ = asking.handle(click("saves-delete-yes", key="clear-oldest"))
    assert "your game is saved again" in done.render()
    assert {g.summary.players for g in ctx.saves.list_games().games} == {("Carl", "Dora"), ("Emil", "Fay")}


def test_a_conflict_offers_to_keep_both() -> None:
    store = MemoryStore()
    ctx, other = make_ctx(store), make_ctx(store)
    session = Session.new("rota", ["Anna", "Beata"], 5)
    session = session.play(session.legal_actions()[0])
    ctx.saves.autosave("current", session.to_record().to_json(), {})
    other.saves.continue_last()
    later = session.play(session.legal_actions()[0])
    other.saves.autosave("current", later.to_record().to_json(), {})
    assert ctx.saves.autosave("current", later.to_record().to_json(), {}).status == CONFLICT
    screen = SavedGamesScreen.open(ctx)
    assert "changed in another tab" in screen.render()
    done, _ = screen.handle(click("saves-keep-both"))
    assert "saved as a separate copy" in done.render()
    assert len(ctx.saves.list_games().games) == 2


# ------------------------------------------------------------------ import


def file_event(text: str | None, name: str = "game.json", error: str = "") -> Event:
    data = {"name": name, "text": text} if text is not None else {"name": name, "error": error}
    return Event("file", action="saves-import", data=data)


def test_import_adds_the_game_and_says_so() -> None:
    ctx = make_ctx()
    screen, effects = SavedGamesScreen.open(ctx).handle(file_event(example("rota-3p-unfinished.json")))
    assert "Imported AXIO Rota with P1, P2 and P3." in screen.render()
    assert isinstance(effects[0], Announce)
    again, _ = screen.handle(file_event(example("rota-3p-unfinished.json")))
    assert "saved already" in again.render()


def test_import_refuses_a_bad_record_naming_the_move() -> None:
    ctx = make_ctx()
    screen, _ = SavedGamesScreen.open(ctx).handle(file_event(example("bad-rota-cell-taken.json"), "bad.json"))
    html = screen.render()
    assert "“bad.json” is not a valid game record: move 10" in html and 'role="alert"' in html
    assert ctx.saves.list_games().games == ()


def test_import_reports_an_unreadable_file_and_text_that_is_not_json() -> None:
    ctx = make_ctx()
    screen, _ = SavedGamesScreen.open(ctx).handle(file_event(None, "x.json", "NotReadableError"))
    assert "could not be read: NotReadableError" in screen.render()
    screen, _ = SavedGamesScreen.open(ctx).handle(file_event("hello", "x.json"))
    assert "is not a game record: it is not JSON" in screen.render()


# ------------------------------------------------------------------ replay viewer


def test_the_replay_steps_through_every_turn_with_board_and_scores() -> None:
    ctx = make_ctx()
    session = play(ctx, "rota", ["Anna", "Beata"], seed=7)
    opened = ctx.saves.open_game("g1")
    viewer = ReplayScreen.of(ctx, opened.replayed)  # type: ignore[union-attr]
    assert viewer.last == len(session.actions)
    html = well_formed(viewer.render())
    assert "Start of the game" in html and scores_shown(html) == [[0] * 5, [0] * 5]
    assert re.search(r'id="replay-first"[^>]*disabled', html) and "<svg" in html
    for n in range(1, viewer.last + 1):
        viewer, _ = viewer.handle(Event("key", key="ArrowRight"))
        html = viewer.render()
        assert scores_shown(html) == [list(s) for s in session.states[n - 1].scores]
        assert f"Turn {n} of {viewer.last}" in html
    assert re.search(r'id="replay-next"[^>]*disabled', html) and viewer.focus_id == "replay-prev"
    same, _ = viewer.handle(Event("key", key="ArrowRight"))
    assert same is viewer
    start, _ = viewer.handle(Event("key", key="Home"))
    assert start.index == 0 and start.focus_id == "replay-next"
    end, _ = start.handle(click("replay-last"))
    assert end.index == end.last
    back, _ = end.handle(click("replay-prev"))
    assert back.index == end.last - 1


def test_the_replay_skips_axio_draws_and_shows_solo_totals() -> None:
    ctx = make_ctx(plugins={})
    result = ctx.saves.import_text(example("axio-solo.json"))
    opened = ctx.saves.open_game(result.game_id or "")
    viewer = ReplayScreen.of(ctx, opened.replayed, at_end=True)  # type: ignore[union-attr]
    assert viewer.last == 36  # 72 record moves: 36 draws and 36 placements
    html = well_formed(viewer.render())
    assert scores_shown(html) == [[19, 36, 20, 23, 14]]
    assert "Turn 36 of 36" in html and "Game over: " in html
    assert "board cannot be shown" in html  # no AXIO plugin given: scores only
    assert 'data-action="show-menu"' in html  # no back screen: the menu


def test_a_replay_never_shows_a_hand() -> None:
    ctx = make_ctx()
    session = play(ctx, "rota", ["Anna", "Beata"], seed=7, turns=3)
    opened = ctx.saves.open_game("g1", bind_key=None)
    viewer = ReplayScreen.of(ctx, opened.replayed, at_end=True)  # type: ignore[union-attr]
    hand = session.state.hands[session.state.current]
    assert hand is not None and f'data-tile="{hand}"' not in viewer.render()


# ------------------------------------------------------------------ best scores


def test_best_scores_list_the_top_ten_per_game_in_rank_order_with_replays() -> None:
    ctx = make_ctx()
    for seed in range(12):
        play(ctx, "rota", [f"P{seed}"], seed=seed)
    screen = BestScoresScreen.open(ctx)
    html = well_formed(screen.render())
    ranks = [int(r) for r in re.findall(r'data-rank="(\d+)"', html)]
    results = [int(r) for r in re.findall(r'data-result="(\d+)"', html)]
    assert ranks == list(range(1, 11)) and results == sorted(results, reverse=True)
    assert "AXIO solo" in html and "No finished solo game yet." in html  # AXIO has none
    key = re.search(r'data-action="best-replay" data-key="([^"]+)"', html).group(1)  # type: ignore[union-attr]
    viewer, _ = screen.handle(click("best-replay", key=key))
    assert isinstance(viewer, ReplayScreen) and viewer.index == viewer.last
    back, _ = viewer.handle(click("saves-back"))
    assert isinstance(back, BestScoresScreen)


def test_the_menu_table_shows_the_same_scores() -> None:
    ctx = make_ctx()
    play(ctx, "rota", ["Solo"], seed=3)
    lists = {v: ctx.saves.best_scores(v) for v in ("axio", "rota")}
    html = well_formed(render_best_tables(lists, replay_buttons=False))
    assert "Solo" in html and "best-replay" not in html and html.count("<table") == 1


def test_damaged_best_scores_are_listed_and_deletable() -> None:
    store = MemoryStore({BEST_PREFIX + "axio:x": "garbage"})
    ctx = make_ctx(store)
    screen = BestScoresScreen.open(ctx)
    assert "Damaged best-score entries" in well_formed(screen.render())
    asking, _ = screen.handle(click("saves-delete", key=BEST_PREFIX + "axio:x"))
    asking.handle(click("saves-delete-yes", key=BEST_PREFIX + "axio:x"))
    assert store.items == {}


def test_the_two_lists_link_to_each_other() -> None:
    ctx = make_ctx()
    best, _ = SavedGamesScreen.open(ctx).handle(click("saves-best"))
    assert isinstance(best, BestScoresScreen)
    saved, _ = best.handle(click("saves-list"))
    assert isinstance(saved, SavedGamesScreen)


# ------------------------------------------------------------------ words


def test_save_results_become_messages_only_when_something_is_wrong_or_worth_a_cheer() -> None:
    assert save_notice(SaveResult(SAVED, "g1", 3)) is None
    assert "full" in (save_notice(SaveResult(FULL, "g1", 3)) or "")
    assert "another tab" in (save_notice(SaveResult(CONFLICT, "g1", 3)) or "")
    assert "lost when the page closes" in (save_notice(SaveResult(MEMORY_ONLY, "g1", 3)) or "")
    assert save_notice(SaveResult(SAVED, "g1", 3, new_best=2, variant="rota")) == \
        "New best score: AXIO Rota solo, rank 2!"


def test_dates_are_local_and_numeric_per_language() -> None:
    assert when_text("2026-11-22T23:30:00Z", 60) == "2026-11-23 00:30"
    i18n.set_language("de")
    assert when_text("2026-11-22T23:30:00Z", 60) == "23.11.2026 00:30"


def test_progress_text_for_solo_and_unstarted_games() -> None:
    ctx = make_ctx()
    play(ctx, "rota", ["Solo"], seed=3)
    (game,) = ctx.saves.list_games().games
    assert progress_text(game.summary).startswith("Finished · result ")


def test_every_saves_string_has_english_and_german() -> None:
    missing = i18n.missing_translations()
    assert [k for k in missing["de"] + missing["en"] if k.startswith("saves.")] == []


def test_every_string_key_the_screens_use_exists() -> None:
    from axio_web.strings.saves import EN

    sources = "".join(p.read_text(encoding="utf-8") for p in (WEB / "saves_ui").glob("*.py"))
    used = set(re.findall(r'"(saves\.[a-z_.]+)"', sources))
    assert used and used <= set(EN)
    reasons = {"not_json", "not_entry", "newer", "edited", "invalid", "record", "too_large"}
    assert {f"saves.damaged.{r}" for r in reasons} <= set(EN)
    assert {f"saves.import_refused.{r}" for r in ("not_json", "too_large", "record")} <= set(EN)
    for name in ("first", "prev", "next", "last"):
        assert {f"saves.replay_{name}", f"saves.replay_{name}_label"} <= set(EN)


def test_the_screens_render_in_german() -> None:
    ctx = make_ctx()
    play(ctx, "rota", ["Anna", "Beata"], seed=4, turns=2)
    i18n.set_language("de")
    html = SavedGamesScreen.open(ctx).render()
    assert "Gespeicherte Spiele" in html and "Weiterspielen" in html and "2 Züge gespielt" in html


# ------------------------------------------------------------------ the menu


def all_plugins() -> dict[str, Any]:
    from axio_web.games import PLUGINS

    return {variant: make() for variant, make in PLUGINS.items()}


def test_the_menu_offers_continue_only_when_a_game_is_unfinished() -> None:
    ctx = make_ctx(plugins=all_plugins())
    html = well_formed(render_menu_saves(ctx))
    assert 'data-action="saves-continue-last"' not in html
    assert 'data-action="saves-open-list"' in html and 'data-action="saves-open-best"' in html
    play(ctx, "axio", ["Anna", "Beata"], seed=2, turns=4)
    html = well_formed(render_menu_saves(ctx))
    assert 'data-action="saves-continue-last"' in html and "AXIO · Anna and Beata · 4 turns played" in html


def test_continue_from_the_menu_resumes_the_last_game_exactly() -> None:
    ctx = make_ctx(plugins=all_plugins())
    session = play(ctx, "axio", ["Anna", "Beata"], seed=2, turns=4)
    screen, effects = menu_action(ctx, "saves-continue-last", {})  # type: ignore[misc]
    assert isinstance(screen, GameScreen)
    assert screen.session.state == session.state and screen.cover
    assert scores_shown(screen.render()) == [list(s) for s in session.state.scores]
    assert any(isinstance(e, SaveGame) for e in effects)


def test_the_menu_shows_best_scores_and_opens_their_replays() -> None:
    ctx = make_ctx(plugins=all_plugins())
    play(ctx, "axio", ["Solo"], seed=5)
    html = render_menu_saves(ctx)
    assert "AXIO solo" in html and 'data-action="best-replay"' in html
    key = re.search(r'data-action="best-replay" data-key="([^"]+)"', html).group(1)  # type: ignore[union-attr]
    viewer, _ = menu_action(ctx, "best-replay", {"key": key})  # type: ignore[misc]
    assert isinstance(viewer, ReplayScreen) and "<svg" in viewer.render()
    assert 'data-action="show-menu"' in viewer.render()
    assert menu_action(ctx, "start", {}) is None


def test_continue_with_nothing_to_continue_opens_the_list() -> None:
    ctx = make_ctx()
    screen, _ = menu_action(ctx, "saves-continue-last", {})  # type: ignore[misc]
    assert isinstance(screen, SavedGamesScreen)
