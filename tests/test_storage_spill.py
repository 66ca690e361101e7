"""A move is never lost because localStorage refused it (issue 35): the game goes on in the
spare store (IndexedDB in the browser, `MemorySpare` here), a reload resumes it, the "storage
is full" message leaves once a save succeeds, and the menu says where the game was kept."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app_support import PAGE_URL, Browser, Clock, Tab
from axio_web.app.start import Boot
from axio_web.screens.table.screen import Table
from axio_web.storage import GAME_PREFIX
from axio_web.storage.image import StoreWritten, Write, WriteStatus
from axio_web.storage.local import read_image, write_through
from axio_web.storage.spill import MemorySpare, SpillStore


@dataclass
class SpillBrowser(Browser):
    """The fake browser whose tabs' glue joins localStorage and a shared spare store."""

    spare: MemorySpare = field(default_factory=MemorySpare)

    def open(self, **fields: Any) -> Tab:
        tab = Tab(self, Clock(nonce=1000 * (len(self.tabs) + 1)))
        tab.port.store = SpillStore(tab.port.store, self.spare)
        self.tabs.append(tab)
        tab.effects = tab.runtime.open(Boot(store=read_image(tab.port.store), page_url=PAGE_URL, **fields))
        return tab


def test_a_refused_write_goes_to_the_spare_and_back_when_there_is_room() -> None:
    browser = SpillBrowser(quota=40)
    store = SpillStore(browser.seen_by(Tab(browser, Clock())), browser.spare)
    big = "x" * 100
    assert write_through(store, Write("axio:k", big, None)) == StoreWritten("axio:k", WriteStatus.SPARE, big)
    assert browser.spare.entries == {"axio:k": big} and "axio:k" not in browser.items
    assert store.get("axio:k") == big and "axio:k" in list(store.keys())
    assert write_through(store, Write("axio:k", big + "y", big)) is None  # still the spare: nothing new
    assert write_through(store, Write("axio:k", "small", big + "y")) == StoreWritten(
        "axio:k", WriteStatus.SAVED, "small"
    )  # room again: back in localStorage, one copy
    assert browser.items == {"axio:k": "small"} and browser.spare.entries == {}


def test_without_a_spare_a_full_store_still_says_full() -> None:
    browser = SpillBrowser(quota=40, spare=MemorySpare(available=False))
    store = SpillStore(browser.seen_by(Tab(browser, Clock())), browser.spare)
    answer = write_through(store, Write("axio:k", "x" * 100, None))
    assert answer is not None and answer.status == WriteStatus.FULL


def test_a_game_played_while_storage_is_full_survives_a_reload() -> None:
    browser = SpillBrowser()
    browser.quota = 300  # room for the preferences, not for a game
    tab = browser.open(query="?game=rota&players=2&names=Emil,Fay&seed=3")
    assert "IndexedDB" in tab.messages and "not saved" not in tab.messages
    for _ in range(3):
        tab.run_bots(tab.play(tab.table.session.legal_actions()[0]))
    moves = len(tab.table.session.actions)
    assert tab.app.saving.unsaved is None
    (key,) = [k for k in browser.spare.entries if k.startswith(GAME_PREFIX)]
    assert not any(k.startswith(GAME_PREFIX) for k in browser.items)
    again = tab.reload()
    assert isinstance(again.app.screen, Table) and len(again.table.session.actions) == moves
    again.click("show-menu")
    assert 'data-kept-in="indexeddb"' in again.html and "IndexedDB" in again.html
    again.click("saves-open-list")
    assert 'data-kept-in="indexeddb"' in again.html
    assert key in again.app.store.spare


def test_the_full_message_leaves_once_a_save_succeeds() -> None:
    browser = SpillBrowser(spare=MemorySpare(available=False))
    browser.quota = 300
    tab = browser.open(query="?game=rota&players=2&names=Emil,Fay&seed=3")
    tab.run_bots(tab.play(tab.table.session.legal_actions()[0]))
    assert "storage for this game is full" in tab.messages
    browser.quota = None  # room was made elsewhere (another app of the origin)
    tab.run_bots(tab.play(tab.table.session.legal_actions()[0]))
    assert tab.messages == "" and tab.app.saving.unsaved is None
    assert any(k.startswith(GAME_PREFIX) for k in browser.items)
