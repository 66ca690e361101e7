"""Messages from the embedding page (docs/EMBEDDING.md): one command, checked like the URL,
and what the page does with it: a new game in front, the old one left saved, junk ignored."""

from __future__ import annotations

from typing import Any

from app_support import Browser, boot, click, html, step, table_of
from axio_web.app.host_messages import UNREADABLE, NewGame, Refused, read_message
from axio_web.app.page import render
from axio_web.app.routing import Menu
from axio_web.runtime.effects import ConsoleWarning, PostToHost, ReplaceAddress, StartBots
from axio_web.runtime.events import HostMessage
from axio_web.runtime.params import StartRequest
from axio_web.screens.saves.screens import SavedGamesScreen
from axio_web.screens.table.screen import Covered, Table
from axio_web.storage import StoreImage, list_games
from hypothesis import given, settings
from hypothesis import strategies as st

EMBEDDED = StartRequest(embed=True, lang="de")


def new_game(**fields: Any) -> dict[str, Any]:
    return {"source": "axio-host", "type": "new-game", **fields}


def test_a_full_new_game_message_starts_that_game() -> None:
    asked = read_message(
        new_game(game="rota", players=3, names=["Ann", "Bo", "Cem"], seed=7, bots=["-", "casual", "expert"]),
        EMBEDDED,
    )
    assert asked == NewGame(
        StartRequest(
            game="rota",
            players=3,
            names=("Ann", "Bo", "Cem"),
            seed=7,
            bots=(None, "casual", "expert"),
            embed=True,
            lang="de",
        )
    )


def test_fields_may_be_given_as_the_url_gives_them() -> None:
    asked = read_message(new_game(game="AXIO", players="2", names="Ann,Bo", seed="12", lang="en"), EMBEDDED)
    assert isinstance(asked, NewGame)
    assert asked.request == StartRequest(
        game="axio", players=2, names=("Ann", "Bo"), seed=12, embed=True, lang="en"
    )


def test_only_the_game_is_required_and_the_page_keeps_its_embed_mode_and_language() -> None:
    asked = read_message(new_game(game="rota"), EMBEDDED)
    assert asked == NewGame(StartRequest(game="rota", embed=True, lang="de"))


def test_a_comma_inside_a_listed_name_does_not_make_two_players() -> None:
    asked = read_message(new_game(game="rota", names=["Smith, Ann", "Bo"]), EMBEDDED)
    assert isinstance(asked, NewGame)
    assert asked.request.names == ("Smith Ann", "Bo") and asked.request.players == 2


def test_bad_values_are_dropped_with_the_warnings_the_url_would_give() -> None:
    message = new_game(game="rota", players=9, seed="a b", bots=["genius"], names=UNREADABLE, colour="red")
    asked = read_message(message, EMBEDDED)
    assert isinstance(asked, NewGame)
    assert asked.request.seat_bots() == (None, None) and asked.request.players == 2
    assert asked.request.seed is None and asked.request.names == ()
    text = "\n".join(asked.warnings)
    for part in ("9", "a b", "genius", "names", "colour"):
        assert part in text, part
    fraction = read_message(new_game(game="rota", seed=1.5), EMBEDDED)
    assert isinstance(fraction, NewGame) and fraction.request.seed is None and "seed" in fraction.warnings[0]


def test_a_deal_may_be_named_by_a_short_text_as_in_the_url() -> None:
    asked = read_message(new_game(game="axio", seed="daily-2026-11-22"), EMBEDDED)
    assert isinstance(asked, NewGame) and asked.warnings == ()
    assert asked.request.seed == "daily-2026-11-22"
    big = read_message(new_game(game="axio", seed=2.0**40), EMBEDDED)  # JavaScript's numbers are floats
    assert isinstance(big, NewGame) and big.request.seed == 2**40


def test_messages_not_addressed_to_the_game_are_ignored_in_silence() -> None:
    for fields in (
        None,
        {},
        {"type": "new-game", "game": "rota"},
        {"source": "axio", "type": "ready"},
        {"source": "react-devtools", "payload": {}},
    ):
        assert read_message(fields, EMBEDDED) is None


def test_what_cannot_start_a_game_is_refused_with_a_reason() -> None:
    for fields, words in (
        (new_game(game="chess"), "'chess'"),
        (new_game(), "None"),
        (new_game(game=["rota"]), "['rota']"),
        ({"source": "axio-host", "type": "eval", "code": "alert(1)"}, "'eval'"),
        ({"source": "axio-host"}, "unknown message type"),
    ):
        asked = read_message(fields, EMBEDDED)
        assert isinstance(asked, Refused), fields
        assert words in asked.reason


# Values as the glue copies them from any structured-clone message: primitives, short lists
# of text, or UNREADABLE for everything else.
_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(),
    st.text(max_size=200),
    st.lists(st.text(max_size=30), max_size=20),
    st.just(UNREADABLE),
)
_keys = st.one_of(
    st.sampled_from(["source", "type", "game", "players", "names", "seed", "bots", "lang"]),
    st.text(max_size=20),
)


@settings(max_examples=200)
@given(st.dictionaries(_keys, _values, max_size=10), st.booleans())
def test_any_message_is_read_without_an_exception(fields: dict[str, object], addressed: bool) -> None:
    if addressed:
        fields = {**fields, "source": "axio-host", "type": "new-game"}
    asked = read_message(fields, EMBEDDED)
    assert asked is None or isinstance(asked, (NewGame, Refused))
    if isinstance(asked, NewGame):
        assert asked.request.game in ("axio", "rota") and asked.request.embed
        assert 1 <= asked.request.players <= 4
        assert all(isinstance(w, str) and len(w) < 400 for w in asked.warnings)


def test_a_message_with_many_unknown_fields_gives_few_warnings() -> None:
    asked = read_message(new_game(game="rota", **{f"k{i}": i for i in range(1000)}), EMBEDDED)
    assert isinstance(asked, NewGame) and len(asked.warnings) == 3


# ---------------------------------------------------------------------------- in the page


def test_a_new_game_message_puts_that_game_in_front_and_the_old_one_stays_saved() -> None:
    browser = Browser()
    tab = browser.open(query="?embed=1&game=rota&players=2&names=Ann,Bo&seed=3")
    tab.click("table-ready")
    tab.play(tab.table.session.legal_actions()[0])
    old = tab.table.session
    tab.click("show-help", topic="keys")
    assert tab.app.help is not None
    message = new_game(game="axio", players=2, names=["Cem", "Dana"], seed=7, lang="de")
    effects = tab.send(HostMessage(message))
    session = tab.table.session
    assert (session.variant, session.names, session.seed) == ("axio", ("Cem", "Dana"), 7)
    assert tab.app.embed and tab.app.lang == "de" and tab.app.help is None and tab.app.messages is None
    assert isinstance(tab.table.mode, Covered) and ("lang", "de") in render(tab.app).attributes
    assert "Menü" in tab.html
    assert PostToHost("turn", {"player": 0}) in effects
    games = {g.summary.players: g for g in list_games(StoreImage(browser.items)).games}
    assert set(games) == {("Ann", "Bo"), ("Cem", "Dana")}  # a new entry: the old game stays
    assert len(games["Ann", "Bo"].record["moves"]) == len(old.actions)
    new_id = games["Cem", "Dana"].id
    assert ReplaceAddress(None, new_id) in effects  # a reload resumes the host's game
    assert tab.reload().table.session.names == ("Cem", "Dana")


def test_the_page_keeps_its_language_unless_the_message_names_one() -> None:
    app, _ = boot(query="?embed=1&lang=de")
    app, effects = step(app, HostMessage(new_game(game="rota", players=3, bots=["-", "-", "expert"])))
    table = table_of(app)
    assert table.session.names == ("Spieler 1", "Spieler 2", "Experte") and app.lang == "de"
    assert StartBots() in effects  # the Expert's worker is started with the game


def test_bad_values_in_a_message_are_said_on_the_page() -> None:
    app, _ = boot(query="?embed=1")
    app, _ = step(app, HostMessage(new_game(game="rota", players=9, colour="red")))
    assert table_of(app).session.players == 2
    assert app.messages is not None and app.messages.kind == "warning"
    text = render(app).messages
    assert "From the page this game is embedded in:" in text and "colour" in text and "9" in text


def test_a_refused_message_changes_nothing_and_tells_the_hosts_developer() -> None:
    app, _ = boot(query="?embed=1&game=rota&players=1&seed=2")
    same, effects = step(app, HostMessage(new_game(game="chess")))
    assert same == app
    (warning,) = effects
    assert isinstance(warning, ConsoleWarning) and "'chess'" in warning.text


def test_messages_for_others_are_ignored_in_silence() -> None:
    app, _ = boot(query="?embed=1")
    for fields in (None, {}, {"type": "new-game", "game": "rota"}, {"source": "react-devtools"}):
        assert step(app, HostMessage(fields)) == (app, [])


def test_a_message_starts_its_game_from_any_screen() -> None:
    app, _ = boot(query="?embed=1")
    app, _ = step(app, HostMessage({"source": "axio-host", "type": "new-game", "game": "rota", "players": 1}))
    assert isinstance(app.screen, Table)
    menu, _ = boot(query="?embed=1")
    listing = click(menu, "saves-open-list")
    assert isinstance(listing.screen, SavedGamesScreen)
    app, _ = step(listing, HostMessage(new_game(game="axio", players=1)))
    assert isinstance(app.screen, Table) and app.screen.session.variant == "axio" and "<svg" in html(app)


@settings(max_examples=60)
@given(st.dictionaries(_keys, _values, max_size=8), st.one_of(st.sampled_from(["rota", " AXIO"]), _values))
def test_any_addressed_message_leaves_the_page_working(fields: dict[str, object], game: object) -> None:
    app, _ = boot(query="?embed=1")
    message = {**fields, "source": "axio-host", "type": "new-game", "game": game}
    after, effects = step(app, HostMessage(message))
    if isinstance(after.screen, Menu):
        assert after == app and [type(e) for e in effects] == [ConsoleWarning]
    else:
        assert isinstance(after.screen, Table) and after.embed
        assert 'id="table"' in html(after)
