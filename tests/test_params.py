"""URL parameters (PAGE.md): every value is used or refused with a warning, never an exception."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest
from axio_web.runtime.params import (
    BOT_LEVELS,
    MAX_NAME_LENGTH,
    MAX_SEED,
    SEED_TEXT,
    StartRequest,
    from_menu,
    from_query,
)
from hypothesis import given, settings
from hypothesis import strategies as st


def test_empty_query_is_the_menu_with_defaults() -> None:
    request, warnings = from_query("")
    assert request == StartRequest()
    assert request.game is None and request.players == 2 and request.lang == "en"
    assert warnings == []


def test_a_full_query_is_read() -> None:
    request, warnings = from_query(
        "?game=rota&players=3&names=Anna,Beata,Cem&seed=42&bots=-,strong,expert&embed=1&lang=de"
    )
    assert warnings == []
    assert request == StartRequest(
        game="rota",
        players=3,
        names=("Anna", "Beata", "Cem"),
        seed=42,
        bots=(None, "strong", "expert"),
        embed=True,
        lang="de",
    )


def test_names_are_padded_with_defaults_per_seat() -> None:
    request, _ = from_query("game=axio&players=4&names=Anna,,Cem")
    assert request.seat_names() == ("Anna", "Player 2", "Cem", "Player 4")
    assert request.seat_bots() == (None, None, None, None)


def test_names_alone_set_the_number_of_players() -> None:
    request, warnings = from_query("game=axio&names=Anna,Beata,Cem")
    assert (request.players, warnings) == (3, [])


def test_the_example_of_the_brief_names_every_ignored_value() -> None:
    request, warnings = from_query("?game=chess&players=9&seed=1.5")
    assert request.game is None and request.players == 2 and request.seed is None
    assert len(warnings) == 3
    assert "chess" in warnings[0] and "players" in warnings[1] and "9" in warnings[1]
    assert "seed" in warnings[2] and "1.5" in warnings[2]


def test_a_deal_is_a_whole_number_or_a_short_text() -> None:
    assert from_query("seed=42")[0].seed == 42
    assert from_query("seed=daily-2026-11-22")[0].seed == "daily-2026-11-22"
    assert from_query("seed=007")[0].seed == "007"  # not the number 7: another deal
    assert from_query(f"seed={MAX_SEED + 1}")[0].seed == str(MAX_SEED + 1)


@pytest.mark.parametrize(
    ("query", "quoted"),
    [
        ("game=chess", "chess"),
        ("players=0", "0"),
        ("players=five", "five"),
        ("players=2.5", "2.5"),
        ("seed=a+b", "a b"),
        ("seed=1.5", "1.5"),
        ("seed=%C3%BC", "ü"),
        ("seed=" + "x" * 33, "x" * 33),
        ("bots=grandmaster", "grandmaster"),
        ("embed=yes", "yes"),
        ("lang=fr", "fr"),
        ("colour=red", "colour"),
    ],
)
def test_each_bad_value_is_quoted_in_a_warning(query: str, quoted: str) -> None:
    _, warnings = from_query(query)
    assert len(warnings) == 1
    assert f"“{quoted}”" in warnings[0]


def test_too_many_names_and_bots_are_cut_with_a_warning() -> None:
    request, warnings = from_query("game=axio&players=2&names=A,B,C,D,E&bots=casual,-,expert")
    assert request.names == ("A", "B") and request.bots == ("casual", None)
    assert warnings == [
        "Ignored 3 extra names: there are only 2 players.",
        "Ignored 1 extra bot level: there are only 2 players.",
    ]


def test_long_names_are_shortened_and_control_characters_dropped() -> None:
    long_name = "Maximiliane-Josephine von Hohenberg"
    request, warnings = from_query(urlencode({"names": f"{long_name},Bo\u0000b\t\u200e"}))
    assert request.names == (long_name[:MAX_NAME_LENGTH].rstrip(), "Bob")
    assert len(warnings) == 1 and "Shortened" in warnings[0]


def test_a_repeated_parameter_keeps_the_first_value() -> None:
    request, warnings = from_query("game=axio&game=rota")
    assert request.game == "axio"
    assert warnings == ["Ignored the second “game”: it was given more than once."]


def test_tracking_parameters_are_ignored_silently() -> None:
    assert from_query("utm_source=news&fbclid=abc&game=axio")[1] == []


def test_every_bot_level_is_accepted() -> None:
    request, warnings = from_query("players=4&bots=" + ",".join(BOT_LEVELS))
    assert (request.bots, warnings) == (BOT_LEVELS, [])


def test_menu_input_follows_the_same_rules() -> None:
    request, problems = from_menu("rota", 3, ["Anna", "", "Cem, Jr.", "unused"], " 7 ")
    assert problems == []
    assert request.game == "rota" and request.seed == 7
    assert request.seat_names() == ("Anna", "Player 2", "Cem Jr.")
    _, problems = from_menu("axio", 2, ["", ""], "seven days")
    assert len(problems) == 1 and "seven days" in problems[0]


# --- fuzzing: any query string whatsoever -------------------------------------------------

_NAMES = st.sampled_from(["game", "players", "names", "seed", "bots", "embed", "lang", "x", "utm_a", ""])
_VALUES = st.one_of(
    st.text(max_size=40),
    st.sampled_from(["axio", "rota", "1", "4", "9", "-", "expert", "de", "1,2,3,4,5", "%", "%zz"]),
    st.integers().map(str),
)


def _check(request: StartRequest, warnings: list[str]) -> None:
    assert request.game in (None, "axio", "rota")
    assert 1 <= request.players <= 4
    assert len(request.names) <= request.players and len(request.bots) <= request.players
    assert all(len(name) <= MAX_NAME_LENGTH for name in request.names)
    assert all(level is None or level in BOT_LEVELS for level in request.bots)
    assert (
        request.seed is None
        or isinstance(request.seed, int)
        and 0 <= request.seed <= MAX_SEED
        or isinstance(request.seed, str)
        and SEED_TEXT.fullmatch(request.seed)
    )
    assert request.lang in ("en", "de")
    assert len(request.seat_names()) == request.players == len(request.seat_bots())
    assert all(isinstance(w, str) and w and len(w) < 400 for w in warnings)


@settings(max_examples=400)
@given(st.text(max_size=300))
def test_any_raw_query_string_parses(query: str) -> None:
    _check(*from_query(query))


@settings(max_examples=400)
@given(st.lists(st.tuples(_NAMES, _VALUES), max_size=12))
def test_any_list_of_parameters_parses(pairs: list[tuple[str, str]]) -> None:
    _check(*from_query(urlencode(pairs)))


@settings(max_examples=200)
@given(
    st.sampled_from(["axio", "rota"]),
    st.integers(1, 4),
    st.lists(st.text(max_size=40), max_size=4),
    st.text(max_size=30),
)
def test_any_menu_input_parses(game: str, players: int, names: list[str], seed: str) -> None:
    request, _ = from_menu(game, players, names, seed)
    _check(request, [])
    assert request.game == game and request.players == players


def test_a_huge_query_stays_cheap() -> None:
    request, warnings = from_query("names=" + ",".join(["x" * 1000] * 10_000))
    # refused before it is read (issue 35): no list of players is 10 MB long
    assert request.names == () and warnings == ["Ignored “names”: its value is longer than 2000 characters."]
    request, warnings = from_query("names=" + ",".join(["x" * 100] * 19))
    assert request.players == 4 and len(warnings) <= 6


@pytest.mark.parametrize(
    ("query", "said"),
    [
        (
            "daily=rota&date=2026-01-01&game=axio&learn=rota",
            ["Ignored “learn”: “daily” opens instead.", "Ignored “game”: “daily” opens instead."],
        ),
        ("game=rota&seed=-5", ["Read seed “-5” as a text: a deal number is 0 or more."]),
        ("game=rota&players=+2", ["Read players “+2” as 2."]),
        ("game=rota&players=1&bots=expert", ["Ignored bots “expert”: a solo game is played by a person."]),
        ("date=2026-01-01", ["Ignored “date”: it goes with “daily”."]),
        ("learn=rota&players=3", ["Ignored “players”: “learn” opens instead."]),
        (
            "&".join(f"x{i}=1" for i in range(9)),
            [*(f"Ignored unknown parameter “x{i}”." for i in range(3)), "Ignored 6 more unknown parameters."],
        ),
    ],
)
def test_every_ignored_or_adjusted_parameter_is_named(query: str, said: list[str]) -> None:
    assert from_query(query)[1] == said  # issue 35, point 5
