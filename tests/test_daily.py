"""The daily deal, sharing a result, and statistics (issue 16), driven through the whole app as
a person uses it: `?daily=`, the menu, playing to the end by clicks, Share, the statistics
screen, the export of all saves and its import into another browser."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta

import pytest
from app_support import PAGE_URL, Browser, Tab, boot, html, play, press, well_formed
from axio_web.app.routing import Env, Menu
from axio_web.runtime.effects import CopyText, Download, Share
from axio_web.runtime.events import FileRead, StoreChanged
from axio_web.runtime.record_link import decode_record, payload_from_hash
from axio_web.screens.daily.chart import Series, histogram
from axio_web.screens.daily.share import TEXT_SYMBOL, share_text
from axio_web.screens.daily.stats import statistics
from axio_web.screens.saves.screens import StatisticsScreen
from axio_web.screens.table.screen import Table
from axio_web.storage import GAME_PREFIX, StoreImage, best_scores, save_game
from axio_web.storage.backup import export_all, import_all
from axio_web.storage.daily import day_results, played_games, streaks
from axio_web.strings import i18n
from hypothesis import given, settings
from hypothesis import strategies as st

from axio_core.meta import read_meta
from axio_core.session import Session
from tests.storage_support import play as rote

DAY = "2026-11-22"
NOW = datetime(2026, 11, 22, 9, 0, tzinfo=UTC)  # 10:00 for the player, an hour east of UTC
TILE = re.compile(r"[RGBOP.]{2,4}")


def daily_tab(browser: Browser, variant: str = "rota", query: str = "") -> Tab:
    tab = browser.open(query=query or f"?daily={variant}")
    assert isinstance(tab.app.screen, Table), tab.messages
    return tab


def finish(tab: Tab, pick: int = 0) -> None:
    """Play the game on the table to its end by clicks: the first legal action each time
    (`pick` -1: the last, another way through the same deal)."""
    while not tab.table.is_over:
        tab.play(tab.table.session.legal_actions()[pick])


def stats_of(tab: Tab) -> str:
    tab.click("stats-open")
    assert isinstance(tab.app.screen, StatisticsScreen)
    return well_formed(tab.html)


def cards(markup: str) -> str:
    """The statistics cards of the statistics screen's markup."""
    return markup.split('<div class="stats-cards">')[1].split('<section class="stats-backup"')[0]


def stat(markup: str, variant: str, name: str) -> str:
    card = markup.split(f'data-variant="{variant}"', 1)[1].split("</section>", 1)[0]
    found = re.search(rf'data-stat="{name}">([^<]*)<', card)
    assert found, f"no {name} in the {variant} card"
    return found.group(1)


# ---------------------------------------------------------------------------- the deal


@pytest.mark.parametrize("variant", ["rota", "axio"])
def test_the_daily_deal_is_the_solo_game_with_the_days_seed_text(variant: str) -> None:
    daily, _ = boot(Env(NOW, 60, 1), query=f"?daily={variant}")
    seeded, _ = boot(Env(NOW, 60, 2), query=f"?game={variant}&players=1&seed=daily-{DAY}")
    a, b = daily.screen, seeded.screen
    assert isinstance(a, Table) and isinstance(b, Table)
    assert a.session.seed == b.session.seed == f"daily-{DAY}" and a.session.daily == DAY
    assert a.session.start == b.session.start and a.session.state == b.session.state
    for _ in range(3):  # and it goes on alike (AXIO's draws come from the seed too)
        action = a.session.legal_actions()[0]
        a, b = replace(a, session=a.session.play(action)), replace(b, session=b.session.play(action))
        assert a.session.state == b.session.state


@pytest.mark.parametrize(
    ("now", "offset", "day"),
    [
        (datetime(2026, 11, 22, 23, 30, tzinfo=UTC), 60, "2026-11-23"),  # after midnight in Berlin
        (
            datetime(2026, 11, 22, 3, 0, tzinfo=UTC),
            -300,
            "2026-11-21",
        ),  # still the evening before in New York
    ],
)
def test_the_day_is_the_players_local_date(now: datetime, offset: int, day: str) -> None:
    app, _ = boot(Env(now, offset, 1), query="?daily=rota")
    assert isinstance(app.screen, Table) and app.screen.session.seed == f"daily-{day}"


def test_a_past_day_can_be_played_and_a_day_to_come_cannot() -> None:
    past, _ = boot(Env(NOW, 60, 1), query="?daily=axio&date=2026-11-01")
    assert isinstance(past.screen, Table) and past.screen.session.daily == "2026-11-01"
    future, _ = boot(Env(NOW, 60, 1), query="?daily=axio&date=2026-11-23")
    assert isinstance(future.screen, Table) and future.screen.session.daily == DAY
    assert future.messages is not None and "no deal for 2026-11-23 yet" in future.messages.lines[0]
    bad, _ = boot(Env(NOW, 60, 1), query="?daily=chess&date=2026-02-30")
    assert isinstance(bad.screen, Menu) and bad.messages is not None and len(bad.messages.lines) == 2


def test_the_address_forgets_the_daily_deal_once_it_has_started() -> None:
    tab = daily_tab(Browser())
    assert tab.history is not None  # a reload resumes this game, not a new attempt
    reloaded = tab.reload()
    assert isinstance(reloaded.app.screen, Table) and reloaded.table.session.daily == DAY


def test_the_record_says_it_is_a_daily_deal_and_a_bad_claim_is_ignored() -> None:
    session = Session.new("rota", ["Anna"], f"daily-{DAY}", daily=DAY)
    record = session.to_record()
    assert record.extra["meta"]["daily"] == DAY
    assert Session.read(record)[0].daily == DAY  # a save keeps it
    for bad in ["2026-13-01", 20261122, "2026-11-21", None]:
        meta, ignored = read_meta({"seed": f"daily-{DAY}", "seats": [None], "daily": bad}, 1)
        assert meta.daily is None and [i.field for i in ignored] == ([] if bad is None else ["daily"])
    meta, ignored = read_meta({"seed": f"daily-{DAY}", "seats": [None, None], "daily": DAY}, 2)
    assert meta.daily is None and ignored[0].field == "daily"  # not a solo game
    meta, ignored = read_meta({"seed": f"daily-{DAY}", "seats": ["expert"], "daily": DAY}, 1)
    assert meta.daily is None and ignored[0].field == "daily"  # not played by a person


# ---------------------------------------------------------------------------- the first attempt counts


def test_only_the_first_finished_attempt_counts_later_ones_are_practice() -> None:
    browser = Browser()
    first = daily_tab(browser)
    finish(first)
    result = min(first.table.session.state.scores[0])
    assert "This is your result of the day." in first.html
    first.click("show-menu")
    assert f"Result {result}" in first.html  # the menu shows the day as done
    first.click("daily-start", game="rota")  # again: practice, and said so
    assert first.app.messages is not None and "This one is practice" in first.app.messages.lines[0]
    finish(first, pick=-1)
    practice = min(first.table.session.state.scores[0])
    end = first.html.replace("&#x27;", "'")
    assert f"Practice: the day's result is your first finished game of it: {result}." in end
    assert "(practice)" in end  # the share text says so too
    page = stats_of(first)
    assert stat(page, "rota", "days") == "1" and stat(page, "rota", "today") == str(result)
    assert stat(page, "rota", "solo-games") == "2"
    assert stat(page, "rota", "daily-average") == str(float(result))
    assert practice != result or stat(page, "rota", "best") == str(result)
    # the practice round knew the deal: only the attempt that counts is a best score
    best = best_scores(StoreImage.snapshot(browser.items, True), "rota").scores
    assert [b.result for b in best] == [result]


def test_the_attempt_finished_first_counts_not_the_one_begun_first() -> None:
    browser = Browser()
    early = daily_tab(browser)
    early.play(early.table.session.legal_actions()[0])  # begun
    # Another device's attempt, begun later and finished at once, comes in (an import, say).
    session = replace(rote("rota", ["Anna"], f"daily-{DAY}", None)[-1], daily=DAY)
    image = save_game(StoreImage({}), None, session, {}, NOW + timedelta(minutes=10), "second").image
    key = GAME_PREFIX + "second"
    browser.items[key] = image.get(key) or ""
    early.send(StoreChanged(key, browser.items[key]))
    finish(early)  # the attempt begun first finishes later: practice
    assert "Practice" in early.html
    games, _ = played_games(early.app.store)
    assert day_results(games, 60)["rota", DAY].counted.id == "second"


def test_asking_for_the_deal_again_continues_an_unfinished_attempt() -> None:
    browser = Browser()
    tab = daily_tab(browser)
    tab.play(tab.table.session.legal_actions()[0])
    tab.click("show-menu")
    assert "In progress" in tab.html
    tab.click("daily-start", game="rota")
    assert len(tab.table.session.actions) == 1 and len(browser.items) == 1


# ---------------------------------------------------------------------------- sharing


@pytest.mark.parametrize("variant", ["rota", "axio"])
def test_share_sends_the_day_the_result_and_the_colours_and_no_tile(variant: str) -> None:
    tab = daily_tab(Browser(), variant)
    finish(tab)
    scores = tab.table.session.state.scores[0]
    effects = tab.click("share")
    (share,) = [e for e in effects if isinstance(e, Share)]
    assert share.url == f"{PAGE_URL}?daily={variant}&date={DAY}"  # the same deal, for anyone
    head, colours = share.text.split("\n")
    game = "AXIO Rota" if variant == "rota" else "AXIO"
    assert head == f"{game} · daily deal {DAY}"
    assert colours == f"Result {min(scores)} · " + " ".join(
        f"{TEXT_SYMBOL[c]}{n}" for c, n in zip("RGBOP", scores, strict=True)
    )
    record = tab.table.session.to_record().to_json()
    tiles = set(TILE.findall(record)) - {"RGBOP"}
    assert tiles and not any(tile in share.text + share.url for tile in tiles)
    assert not TILE.search(share.text + share.url) and "#record" not in share.text + share.url
    assert "Shared." in tab.messages  # said on the page too: the clipboard makes no sound


def test_the_games_own_link_shows_how_it_was_played() -> None:
    app, _ = boot(Env(NOW, 60, 1), query="?daily=rota", page_url=PAGE_URL + "?daily=rota")
    while isinstance(app.screen, Table) and not app.screen.is_over:
        app, _ = play(app, app.screen.session.legal_actions()[0])
    (copy,) = [e for e in press(app, "daily-record-link")[1] if isinstance(e, CopyText)]
    assert copy.text.startswith(PAGE_URL + "#record=")  # the page's address, without ?daily=
    record = decode_record(payload_from_hash(copy.text[len(PAGE_URL) :]) or "")
    assert isinstance(app.screen, Table)
    assert record["moves"] == json.loads(app.screen.session.to_record().to_json())["moves"]
    (share,) = [e for e in press(app, "share")[1] if isinstance(e, Share)]
    assert share.url == f"{PAGE_URL}?daily=rota&date={DAY}"


def test_todays_result_can_be_shared_again_from_the_statistics() -> None:
    tab = daily_tab(Browser())
    finish(tab)
    (at_the_end,) = [e for e in tab.click("share") if isinstance(e, Share)]
    tab = tab.reload()  # a finished game comes back as its replay: no share there
    assert 'data-action="share"' not in tab.html
    page = stats_of(tab)
    assert 'data-action="share" data-game="rota" data-day="2026-11-22"' in page
    assert 'data-action="share" data-game="axio"' not in page  # not played today
    (again,) = [e for e in tab.click("share", game="rota", day=DAY) if isinstance(e, Share)]
    assert again == at_the_end
    assert tab.click("share", game="axio", day=DAY) == []


def test_share_is_offered_only_after_a_daily_game() -> None:
    app, _ = boot(Env(NOW, 60, 1), query="?game=rota&players=1")
    assert 'data-action="share"' not in html(app)
    assert press(app, "share")[1] == []  # nothing to share: nothing happens


def test_the_share_text_in_german() -> None:
    with i18n.in_language("de"):
        assert share_text("axio", DAY, (7, 9, 8, 11, 7), practice=True) == (
            "AXIO · Tagesspiel 22.11.2026 (Übung)\nErgebnis 7 · ☀7 ●9 ★8 ■11 ○7"
        )


# ---------------------------------------------------------------------------- streaks and statistics


def test_streaks_count_days_in_a_row_up_to_today_or_yesterday() -> None:
    d = date(2026, 11, 22)
    assert streaks(set(), d) == (0, 0)
    assert streaks({d}, d) == (1, 1)
    yesterday_and_before = {d - timedelta(days=n) for n in (1, 2, 3)}
    assert streaks(yesterday_and_before, d) == (3, 3)  # today is still to play
    assert streaks(yesterday_and_before, d + timedelta(days=1)) == (0, 3)  # a day was missed
    assert streaks({d, d - timedelta(days=2), d - timedelta(days=3)}, d) == (1, 2)


def test_a_streak_grows_day_by_day_and_a_past_day_does_not_mend_it() -> None:
    browser = Browser()
    for n in range(3):  # three days in a row, each on its day
        tab = browser.open()
        tab.clock.now = NOW + timedelta(days=n)
        tab.click("daily-start", game="rota")
        finish(tab)
    assert "Daily streak: 3 days" in tab.html
    tab = browser.open()
    tab.clock.now = NOW + timedelta(days=5)
    tab.send(StoreChanged("axio:nothing", None))  # any event: the app learns the new day
    page = stats_of(tab)
    assert stat(page, "rota", "streak") == "0" and stat(page, "rota", "best-streak") == "3"
    tab.click("show-menu")
    tab.click("daily-start", game="rota", date="2026-11-26")  # yesterday's deal, played today
    finish(tab)
    assert "a past day does not add to the streak" in tab.html
    page = stats_of(tab)
    assert stat(page, "rota", "days") == "4" and stat(page, "rota", "streak") == "0"
    assert stat(page, "all", "best-streak") == "3"


def test_statistics_count_games_by_players_wins_and_solo_results() -> None:
    image = StoreImage({})
    games = [
        rote("rota", ["Anna", "Beata"], 4)[-1],
        rote("rota", ["Anna", "Casual"], 5, seats=(None, "casual"))[-1],
        rote("axio", ["Anna", "Beata", "Carl"], 6)[-1],
        rote("rota", ["Anna"], 7)[-1],
        rote("axio", ["Anna"], 8)[-1],
        rote("rota", ["Anna", "Beata"], 9, turns=3)[-1],  # unfinished
    ]
    for n, session in enumerate(games):
        image = save_game(image, None, session, {}, NOW + timedelta(minutes=n), f"g{n}").image
    stats = statistics(image, (), date(2026, 11, 22), 60)
    assert stats.overall.finished == (2, 2, 1, 0) and stats.overall.unfinished == 1
    assert stats.of("rota").finished == (1, 2, 0, 0) and stats.of("axio").finished == (1, 0, 1, 0)
    anna = next(w for w in stats.overall.wins if w.name == "Anna")
    expected = sum(0 in s.outcome().winners for s in games[:3] if s.outcome())  # type: ignore[union-attr]
    assert (anna.played, anna.won) == (3, expected)
    assert all(w.name != "Casual" for w in stats.overall.wins)  # computer players are not listed
    assert stats.of("rota").solo_results == (min(games[3].state.scores[0]),)
    assert stats.overall.best == max(min(games[3].state.scores[0]), min(games[4].state.scores[0]))


def test_the_statistics_screen_draws_a_chart_per_game_and_one_overall() -> None:
    browser = Browser()
    tab = daily_tab(browser)
    finish(tab)
    page = stats_of(tab)
    assert 'id="chart-all"' in page and 'id="chart-rota"' in page
    assert 'id="chart-axio"' not in page and "No solo game finished yet." in page  # AXIO: none yet
    (game,), _ = played_games(tab.app.store)
    result = game.result
    rota_chart = page.split('id="chart-rota"')[1].split("</svg>")[0]
    assert rota_chart.count('class="bar') == 1 and f'data-result="{result}" data-count="1"' in rota_chart
    assert tab.app.focus == "#stats-title"
    tab.click("stats-saved-list")
    assert "saved-games" in tab.html


def test_statistics_follow_the_store_when_another_tab_changes_it() -> None:
    browser = Browser()
    tab = daily_tab(browser)
    finish(tab)
    page = stats_of(tab)
    assert stat(page, "rota", "days") == "1"
    (key,) = [k for k in browser.items if k.startswith(GAME_PREFIX)]
    tab.send(StoreChanged(key, None))  # deleted elsewhere
    assert stat(tab.html, "rota", "days") == "0"
    edited = browser.items[key].replace('"over":true', '"over":false')
    tab.send(StoreChanged(key, edited))  # edited by hand: its check fails
    page = tab.html
    assert stat(page, "rota", "days") == "0" and "1 damaged entry is left out" in page
    assert f'data-damaged-key="{key}"' in page  # listed, kept, can be downloaded or deleted


def test_the_histogram_is_an_image_with_every_bar_in_words() -> None:
    svg = histogram("h", "Results", (Series("Daily", (3, 3, 5), 0), Series("Other", (3, 12), 1)), cap=12)
    well_formed(svg)
    assert svg.count('class="bar') == 4 and 'role="img"' in svg
    assert "Daily: result 3: 2 ×; result 5: 1 ×. Other: result 3: 1 ×; result 12: 1 ×." in svg
    assert 'fill="url(#h-hatch)"' in svg  # the second series differs by pattern, not colour alone


# ---------------------------------------------------------------------------- export and import


def test_an_import_into_a_full_storage_says_what_was_not_kept() -> None:
    home = Browser()
    tab = home.open()
    tab.click("daily-start", game="rota")
    finish(tab)
    stats_of(tab)
    (download,) = [e for e in tab.click("stats-export-all") if isinstance(e, Download)]
    away = Browser(quota=200)  # room for almost nothing
    there = away.open()
    stats_of(there)
    there.send(FileRead("stats-import", download.filename, download.text))
    assert there.app.messages is not None
    assert "storage is full, so not everything was kept" in " ".join(there.app.messages.lines)


def test_statistics_survive_export_and_import_into_another_browser() -> None:
    home = Browser()
    for n in range(2):
        tab = home.open()
        tab.clock.now = NOW + timedelta(days=n)
        tab.click("daily-start", game="rota")
        finish(tab)
    tab.click("daily-start", game="rota")
    finish(tab, pick=-1)  # practice
    other = home.open(query="?game=rota&players=2&bots=-,casual")
    tab.run_bots(other.effects)
    before = stats_of(tab)
    (download,) = [e for e in tab.click("stats-export-all") if isinstance(e, Download)]
    assert download.filename.startswith("axio-saves-") and json.loads(download.text)["format"] == "axio-saves"

    away = Browser()
    there = away.open()
    there.clock.now = tab.clock.now  # the same day, in another browser
    there.send(StoreChanged("axio:nothing", None))
    assert stat(stats_of(there), "rota", "days") == "0"
    there.send(FileRead("stats-import", download.filename, download.text))
    assert "Imported: 4 games, 2 best scores. Already here: 0." in there.html  # practice is no best
    assert cards(there.html) == cards(before)
    assert statistics(there.app.store, (), date(2026, 11, 23), 60) == statistics(
        tab.app.store, (), date(2026, 11, 23), 60
    )
    saves = ("axio:v1:game", "axio:v1:best")
    assert away.items == {k: v for k, v in home.items.items() if k.startswith(saves)}
    there.send(FileRead("stats-import", download.filename, download.text))  # again: all duplicates
    assert "Nothing new" in there.html


def test_import_never_replaces_and_keeps_damaged_entries() -> None:
    session = rote("rota", ["Anna"], 3)[-1]
    mine = save_game(StoreImage({}), None, session, {}, NOW, "g1").image
    theirs = save_game(StoreImage({}), None, rote("rota", ["Bo"], 4)[-1], {}, NOW, "g1").image
    theirs = StoreImage({**theirs.entries, GAME_PREFIX + "bad": "{not json"})
    backup = export_all(theirs, NOW).text
    merged = import_all(mine, backup, "fresh")
    assert merged.result.games == 1 and merged.result.damaged == 1
    assert merged.image.get(GAME_PREFIX + "g1") == mine.get(GAME_PREFIX + "g1")  # ours kept
    assert merged.image.get(GAME_PREFIX + "bad") == "{not json"  # theirs, damaged, kept as it was
    games, damaged = played_games(merged.image)
    assert {g.names for g in games} == {("Anna",), ("Bo",)} and len(damaged) == 1
    assert import_all(merged.image, backup, "fresh2").result.added == 0


def test_a_file_that_is_not_a_backup_is_imported_as_one_game_or_refused() -> None:
    tab = Browser().open()
    stats_of(tab)
    tab.send(FileRead("stats-import", "x.json", "[1, 2"))
    assert "is not a file of saves" in tab.html
    record = rote("rota", ["Anna"], 3)[-1].to_record().to_json()
    tab.send(FileRead("stats-import", "game.json", record))
    assert "Imported: 1 games" in tab.html and stat(tab.html, "rota", "solo-games") == "1"
    tab.send(FileRead("stats-import", "other.json", '{"format": "something"}'))
    assert "neither an export of all saves nor a game record" in tab.html


@settings(max_examples=60)
@given(
    st.one_of(
        st.text(max_size=200),
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.text(max_size=20),
            lambda inner: (
                st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=30), inner, max_size=4)
            ),
            max_leaves=12,
        ).map(lambda v: json.dumps({"format": "axio-saves", "entries": v})),
    )
)
def test_import_of_any_file_never_raises(text: str) -> None:
    image = save_game(StoreImage({}), None, rote("rota", ["Anna"], 3)[-1], {}, NOW, "g1").image
    merged = import_all(image, text, "fresh")
    assert merged.image.get(GAME_PREFIX + "g1") == image.get(GAME_PREFIX + "g1")


# ---------------------------------------------------------------------------- the menu


def test_the_menu_offers_todays_deals_and_the_statistics_in_both_languages() -> None:
    tab = Browser().open()
    page = well_formed(tab.html)
    assert "Daily deal · 2026-11-22" in page and page.count('data-action="daily-start"') == 2
    assert 'data-action="stats-open"' in page and "Same deal for everyone today" in page
    tab.click("choose-language", lang="de")
    page = tab.html
    assert "Tagesspiel · 22.11.2026" in page and "Noch offen" in page
    tab.click("daily-start", game="axio")
    assert tab.table.session.daily == DAY and tab.table.session.names == ("Spieler 1",)
