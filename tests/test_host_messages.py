"""Messages from the embedding page (README "Embedding"): one command, checked like the URL."""

from __future__ import annotations

from typing import Any

from axio_web.host_messages import UNREADABLE, NewGame, Refused, read_message
from axio_web.params import StartRequest
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
        StartRequest(game="rota", players=3, names=("Ann", "Bo", "Cem"), seed=7,
                     bots=(None, "casual", "expert"), embed=True, lang="de")
    )


def test_fields_may_be_given_as_the_url_gives_them() -> None:
    asked = read_message(new_game(game="AXIO", players="2", names="Ann,Bo", seed="12", lang="en"), EMBEDDED)
    assert isinstance(asked, NewGame)
    assert asked.request == StartRequest(game="axio", players=2, names=("Ann", "Bo"), seed=12,
                                         embed=True, lang="en")


def test_only_the_game_is_required_and_the_page_keeps_its_embed_mode_and_language() -> None:
    asked = read_message(new_game(game="rota"), EMBEDDED)
    assert asked == NewGame(StartRequest(game="rota", embed=True, lang="de"))


def test_a_comma_inside_a_listed_name_does_not_make_two_players() -> None:
    asked = read_message(new_game(game="rota", names=["Smith, Ann", "Bo"]), EMBEDDED)
    assert isinstance(asked, NewGame)
    assert asked.request.names == ("Smith Ann", "Bo") and asked.request.players == 2


def test_bad_values_are_dropped_with_the_warnings_the_url_would_give() -> None:
    asked = read_message(
        new_game(game="rota", players=9, seed=-1, bots=["genius"], names=UNREADABLE, colour="red"), EMBEDDED
    )
    assert isinstance(asked, NewGame)
    assert asked.request.seat_bots() == (None, None) and asked.request.players == 2
    assert asked.request.seed is None and asked.request.names == ()
    text = "\n".join(asked.warnings)
    for part in ("9", "-1", "genius", "names", "colour"):
        assert part in text, part


def test_messages_not_addressed_to_the_game_are_ignored_in_silence() -> None:
    for fields in (None, {}, {"type": "new-game", "game": "rota"}, {"source": "axio", "type": "ready"},
                   {"source": "react-devtools", "payload": {}}):
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


# Values as the shell copies them from any structured-clone message: primitives, short lists
# of text, or UNREADABLE for everything else.
_values = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=200),
    st.lists(st.text(max_size=30), max_size=20), st.just(UNREADABLE),
)
_keys = st.one_of(st.sampled_from(["source", "type", "game", "players", "names", "seed", "bots", "lang"]),
                  st.text(max_size=20))


@settings(max_examples=400, deadline=None)
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
