"""The page's runtime as the browser runs it: what it shows (only what changed), how it writes
localStorage (compare before write), and the Web Storage adapter the glue hands it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app_support import Browser, boot, page
from axio_web.app.page_patch import SCREEN_ID, Focus, changes
from axio_web.app.routing import Help
from axio_web.runtime.events import Click, Key
from axio_web.storage import WriteStatus
from axio_web.storage.image import StoreWritten, Write
from axio_web.storage.local import PROBE_KEY, WebStorage, read_image, write_through


def test_a_first_page_is_put_in_whole_and_a_tap_replaces_only_the_regions_it_changed() -> None:
    app, _ = boot(query="?game=rota&players=2&seed=3")
    first = changes(page(app), None)
    assert [region for region, _ in first.regions] == [SCREEN_ID]
    assert first.messages is not None and first.title is not None and first.classes
    tab = Browser().open(query="?game=rota&players=2&seed=3")
    tab.click("table-ready")
    before = page(tab.app)
    tab.click("rota-rotate", dir="1")
    after = changes(page(tab.app), before)
    replaced = [region for region, _ in after.regions]
    assert replaced and SCREEN_ID not in replaced
    assert len(replaced) < len(page(tab.app).screen.regions)  # the rest of the table stays as it is
    assert after.title is None and after.messages is None and not after.chrome  # unchanged: untouched
    assert changes(page(tab.app), page(tab.app)).regions == ()


def test_the_help_panel_opens_and_closes_from_the_app_never_from_the_page() -> None:
    app, _ = boot()
    shown = replace(app, help=Help("rota", "keys"))
    opened = changes(page(shown), page(app))
    assert opened.help_open is True and opened.help_body
    assert changes(page(shown), page(shown)).help_open is None  # open already: left alone
    assert changes(page(app), page(shown)).help_open is False


def test_the_focus_moves_when_asked_anew_and_is_only_put_back_otherwise() -> None:
    app, _ = boot(query="?game=rota&players=2&seed=3")
    assert changes(page(app), None).focus == Focus(str(app.focus), only_if_lost=False)
    assert changes(page(app), page(app)).focus == Focus(str(app.focus), only_if_lost=True)


def test_help_open_keeps_the_keys_from_the_page() -> None:
    tab = Browser().open(query="?game=rota&players=2&seed=3")
    tab.send(Click("show-help", {"game": "rota"}, True))
    assert tab.app.help is not None
    before = tab.app
    assert tab.runtime.key(Key("r")) is False
    assert tab.app is before
    tab.runtime.help_closed()  # Esc closed the panel: the app learns it
    assert tab.app.help is None


class FakeWebStorage:
    """window.localStorage's own API, with a quota that throws as browsers do."""

    def __init__(self, quota: int = 10_000) -> None:
        self.items: dict[str, str] = {}
        self.quota = quota

    @property
    def length(self) -> int:
        return len(self.items)

    def key(self, i: int) -> str | None:
        return list(self.items)[i] if i < len(self.items) else None

    def getItem(self, key: str) -> str | None:  # noqa: N802 (the Web Storage API's names)
        return self.items.get(key)

    def setItem(self, key: str, text: str) -> None:  # noqa: N802
        if sum(map(len, self.items.values())) + len(text) > self.quota:
            raise QuotaError("QuotaExceededError: the quota has been exceeded")
        self.items[key] = text

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.items.pop(key, None)


class QuotaError(Exception):
    name = "QuotaExceededError"


def test_a_write_goes_ahead_only_while_the_store_holds_what_the_app_expected() -> None:
    local = FakeWebStorage()
    store = WebStorage(lambda: local)
    assert write_through(store, Write("axio:k", "one", None)) is None and local.items == {"axio:k": "one"}
    refused = write_through(store, Write("axio:k", "two", None))  # another tab wrote first
    assert refused == StoreWritten("axio:k", WriteStatus.CONFLICT, "one") and local.items["axio:k"] == "one"
    assert write_through(store, Write("axio:k", None, "one")) is None and local.items == {}
    local.quota = 3
    assert write_through(store, Write("axio:k", "long text", None)) == StoreWritten(
        "axio:k", WriteStatus.FULL, None
    )


def test_no_storage_at_all_is_memory_only_and_a_throwing_store_too() -> None:
    def blocked() -> Any:
        raise RuntimeError("SecurityError: the operation is insecure")

    for store in (WebStorage(lambda: None), WebStorage(blocked)):
        assert not store.available
        assert not read_image(store).available
        memory = StoreWritten("axio:k", WriteStatus.MEMORY, None)
        assert write_through(store, Write("axio:k", "x", None)) == memory


def test_the_image_at_boot_holds_our_keys_only_and_the_probe_is_gone() -> None:
    local = FakeWebStorage()
    local.items = {"axio:v1:game:g1": "{}", "axio.lang": "de", "other": "x"}
    image = read_image(WebStorage(lambda: local))
    assert image.available and dict(image.entries) == {"axio:v1:game:g1": "{}"}
    assert PROBE_KEY not in local.items
