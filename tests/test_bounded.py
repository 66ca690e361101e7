"""The guard on outside data (axio_core/bounded.py) and the two links of issue 35 that broke
the page: a `#join=` nested 20 000 deep (in Pyodide it exhausted the WebAssembly stack) and a
`#record=` whose player name is a lone surrogate (a traceback, the fragment kept)."""

from __future__ import annotations

import base64
import json
import zlib
from dataclasses import replace
from pathlib import Path

import pytest
from axio_web.app.start import Boot, start
from axio_web.phones.wire import WireError, decode_pairing, read_from_phone, read_from_table
from axio_web.runtime.effects import ReplaceAddress
from axio_web.runtime.record_link import RecordLinkError, decode_record, read_record
from axio_web.screens.table.screen import Table

from axio_core import bounded
from tests.app_support import ENV, html

EXAMPLES = Path(__file__).parent / "data" / "examples"


def packed(text: str) -> str:
    """base64url of zlib of `text` (lone surrogates kept as json.dumps writes them)."""
    raw = zlib.compress(text.encode("utf-8", "surrogatepass"), 9)
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


DEEP_ARRAYS = "[" * 20000 + "]" * 20000
DEEP_OBJECTS = '{"a":' * 20000 + "1" + "}" * 20000


def surrogate_record() -> str:
    """A valid unfinished Rota record whose first player is named "\\ud800" (issue 35, point 2)."""
    record = json.loads((EXAMPLES / "rota-3p-unfinished.json").read_text(encoding="utf-8"))
    record["players"] = ["\ud800", "b", "c"]
    return json.dumps(record)  # writes the escape "\ud800": valid JSON, invalid Unicode once read


# ---------------------------------------------------------------------------- the guard


def test_depth_is_measured_outside_strings_and_refused_before_parsing() -> None:
    assert bounded.nesting_depth('{"a": ["[[[{{{", {"b": []}]}') == 4
    assert bounded.nesting_depth('"unclosed [[[[') == 0
    with pytest.raises(bounded.BoundedError) as refused:
        bounded.loads(DEEP_ARRAYS, max_chars=10**6)
    assert refused.value.kind == "depth"


def test_size_and_type_are_refused() -> None:
    with pytest.raises(bounded.BoundedError) as refused:
        bounded.loads("[1]" + " " * 100, max_chars=50)
    assert refused.value.kind == "size"
    with pytest.raises(bounded.BoundedError) as refused:
        bounded.loads(b"[]", max_chars=50)
    assert refused.value.kind == "type"


def test_lone_surrogates_are_replaced_or_refused() -> None:
    parsed = bounded.loads('{"\\udc00k": ["\\ud800", "\\ud83d\\ude00"]}', max_chars=100)
    assert parsed.repaired and parsed.value == {"\ufffdk": ["\ufffd", "\U0001f600"]}
    json.dumps(parsed.value, ensure_ascii=False).encode("utf-8")  # encodes now
    assert not bounded.loads('["\\ud83d\\ude00"]', max_chars=100).repaired  # a pair is fine
    with pytest.raises(bounded.BoundedError) as refused:
        bounded.loads('["\\ud800"]', max_chars=100, surrogates="refuse")
    assert refused.value.kind == "unicode"


def test_nan_and_infinity_are_not_json() -> None:
    for text in ("NaN", "[Infinity]", '{"a": -Infinity}'):
        with pytest.raises(bounded.BoundedError):
            bounded.loads(text, max_chars=100)


# ---------------------------------------------------------------------------- the two links


@pytest.mark.parametrize("deep", [DEEP_ARRAYS, DEEP_OBJECTS], ids=["arrays", "objects"])
def test_a_deep_join_link_is_refused_before_parsing(deep: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # json.loads must never see it: in Pyodide it kills the interpreter (issue 35, point 1)
    import axio_core.bounded as guard

    def never(*args: object, **kwargs: object) -> object:
        raise AssertionError("parsed a text nested 20 000 deep")

    monkeypatch.setattr(guard.json, "loads", never)
    with pytest.raises(WireError):
        decode_pairing(packed(deep), expect="offer")


@pytest.mark.parametrize("deep", [DEEP_ARRAYS, DEEP_OBJECTS], ids=["arrays", "objects"])
def test_a_deep_join_link_opens_the_menu_with_a_message(deep: str) -> None:
    app, effects = start(Boot(query="", hash="#join=" + packed(deep)), ENV)
    assert app.messages is not None and app.messages.kind == "error"
    assert app.messages.heading == "This phone link cannot be used"
    assert "not a pairing code" in app.messages.lines[0]
    assert any(isinstance(e, ReplaceAddress) and e.query == "" for e in effects)  # the fragment goes


def test_a_lone_surrogate_in_a_record_link_opens_the_game_with_a_note() -> None:
    record, repaired = read_record(packed(surrogate_record()))
    assert repaired and record["players"][0] == "\ufffd"
    app, effects = start(Boot(hash="#record=" + packed(surrogate_record())), ENV)
    assert isinstance(app.screen, Table)
    assert app.screen.session.names[0] == "\ufffd"
    assert app.messages is not None and "not valid Unicode" in " ".join(app.messages.lines)
    assert "\ufffd" in html(app)
    assert any(isinstance(e, ReplaceAddress) and e.query == "" for e in effects)  # the fragment goes


def test_a_record_link_that_fails_drops_its_fragment() -> None:
    app, effects = start(Boot(query="?lang=de", hash="#record=" + packed('{"format": "nonsense"}')), ENV)
    assert app.messages is not None and app.messages.kind == "error"
    # the fragment goes; the address's language stays (a reload speaks it too)
    assert any(isinstance(e, ReplaceAddress) and e.query == "?lang=de" for e in effects)


def test_a_deep_record_link_is_refused() -> None:
    with pytest.raises(RecordLinkError, match="nested 20,?000 levels deep"):
        decode_record(packed(DEEP_ARRAYS))


# ---------------------------------------------------------------------------- phone messages


def test_phone_and_table_messages_are_bounded() -> None:
    for text in (
        DEEP_ARRAYS[:10000],
        '{"t": "act", "moves": 0, "move": ' + "[" * 5000 + "]" * 5000 + "}",
        '{"t": "act", "moves": 0, "move": {"x": "\\ud800"}}',
    ):
        with pytest.raises(WireError):
            read_from_phone("rota", text)
    with pytest.raises(WireError):
        read_from_table(DEEP_OBJECTS)


# ---------------------------------------------------------------------------- a phone's words


def test_a_too_long_join_link_is_called_the_tables_code_on_a_phone() -> None:
    app, effects = start(Boot(hash="#join=" + "A" * 1_000_000), ENV)
    assert app.messages is not None and "too long to be the table's code" in app.messages.lines[0]
    assert any(isinstance(e, ReplaceAddress) for e in effects)


def test_a_broken_offer_is_said_once_in_the_games_words() -> None:
    from axio_web.phones.wire import Pairing, encode_pairing
    from axio_web.runtime.effects import Announce, ConsoleWarning
    from axio_web.runtime.events import PeerFailed
    from axio_web.screens.rack.screen import Rack, Stage
    from phones_support import fake_sdp

    # a code that reads, whose description the browser then refuses (its own words go to the console)
    offer = encode_pairing(Pairing(1, "k1", fake_sdp("the table's offer", "actpass"), "rota"))
    app, _ = start(Boot(hash="#join=" + offer), ENV)
    assert isinstance(app.screen, Rack)
    rack, effects = app.screen.handle(PeerFailed(None, "OperationError: Failed to parse SessionDescription."))
    assert isinstance(rack, Rack) and rack.stage == Stage.LOST
    assert rack.reason == "the table's code could not be used: it is damaged or from another game"
    assert not any(isinstance(e, Announce) for e in effects)  # the alert box says it, once
    assert any(isinstance(e, ConsoleWarning) and "SessionDescription" in e.text for e in effects)
    shown = html(replace(app, screen=rack))
    assert shown.count("Lost the table") == 1 and "SessionDescription" not in shown


def test_a_start_that_fails_shows_the_menu_and_clears_the_address(monkeypatch: pytest.MonkeyPatch) -> None:
    # the last net under every parser: whatever the address held, never a page that hangs
    import axio_web.app.loop as runtime_module
    from app_support import Browser, FakePort

    real_start = runtime_module.start

    def failing_once(boot: Boot, env: object) -> object:
        if boot.hash:
            raise RuntimeError("a parser nobody bounded")
        return real_start(boot, env)  # type: ignore[arg-type]

    monkeypatch.setattr(runtime_module, "start", failing_once)
    browser = Browser()
    errors: list[str] = []
    monkeypatch.setattr(FakePort, "console_error", lambda self, text: errors.append(text))
    tab = browser.open(hash="#record=whatever")
    assert type(tab.app.screen).__name__ == "Menu"
    assert tab.app.messages is not None
    assert tab.app.messages.lines == ("Sorry, the game could not be started.",)
    assert tab.port.address == ReplaceAddress("", None)
    assert len(errors) == 1 and "a parser nobody bounded" in errors[0]
