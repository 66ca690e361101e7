"""Two tabs on one game (issue 35): the table that finds its game changed in another tab offers,
right there, to keep both lines (its own as a copy) or to take the other tab's; no move is
dropped without the player choosing it."""

from __future__ import annotations

from app_support import Tab
from axio_web.storage import GAME_PREFIX, StoreImage, list_games
from test_saves_ui import two_tabs_on_one_game


def play_one(tab: Tab) -> None:
    tab.run_bots(tab.play(tab.table.session.legal_actions()[0]))


def moves_stored(items: dict[str, str]) -> list[int]:
    return sorted(len(g.record["moves"]) for g in list_games(StoreImage(items)).games)


def test_the_table_offers_both_lines_and_keeps_both() -> None:
    browser, first, second = two_tabs_on_one_game()
    play_one(second)  # the other tab plays on
    theirs = len(second.table.session.actions)
    play_one(first)
    play_one(first)  # two moves this tab could not save
    ours = len(first.table.session.actions)
    assert "changed in another tab" in first.messages
    assert 'data-action="conflict-keep-both"' in first.messages
    assert 'data-action="conflict-take-other"' in first.messages
    assert first.app.saving.unsaved is not None
    first.click("conflict-keep-both")
    assert "separate copy" in first.messages and first.app.saving.unsaved is None
    assert len([k for k in browser.items if k.startswith(GAME_PREFIX)]) == 2
    assert moves_stored(browser.items) == sorted([theirs, ours])
    play_one(first)  # this tab plays on in its copy, the other tab's game untouched
    assert "changed in another tab" not in first.messages
    assert moves_stored(browser.items) == sorted([theirs, ours + 1])


def test_the_table_can_take_the_other_tabs_line() -> None:
    browser, first, second = two_tabs_on_one_game()
    play_one(second)
    theirs = second.table.session.actions
    play_one(first)
    assert 'data-action="conflict-take-other"' in first.messages
    first.click("conflict-take-other")
    assert first.table.session.actions == theirs and first.app.saving.unsaved is None
    assert "as the other tab left it" in first.messages
    assert len([k for k in browser.items if k.startswith(GAME_PREFIX)]) == 1
    play_one(first)  # saves on over the other tab's line, as the player chose
    assert "changed in another tab" not in first.messages
    assert moves_stored(browser.items) == [len(theirs) + 1]


def test_a_tab_that_goes_before_the_choice_keeps_both_lines() -> None:
    """Reloaded or closed (pagehide) while "changed in another tab" waits for a choice: this
    tab's moves are kept as a copy, the other tab's game untouched."""
    browser, first, second = two_tabs_on_one_game()
    play_one(second)
    theirs = len(second.table.session.actions)
    play_one(first)
    ours = len(first.table.session.actions)
    assert 'data-action="conflict-keep-both"' in first.messages
    assert first.runtime.before_reload()  # nothing waits any more: an update may reload too
    assert moves_stored(browser.items) == sorted([theirs, ours])
    again = first.reload()
    assert len(again.table.session.actions) == ours  # the tab comes back to its own line
