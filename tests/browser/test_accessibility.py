"""Everyone can play: whole solo games with the keyboard only, axe-core on every main screen
(and in the dark and high-contrast themes), the live region, hot-seat privacy for screen
readers, the language (browser, menu, address) and a German page with no English left.

The keyboard games are checked against the engine as in test_*_play.py: the test keeps its
own Session, works out which keys bring the page's cursor to the engine's greediest move
(searching with the same pure functions the page runs), presses only keys, and compares the
scoreboard hooks after every move.
"""

from __future__ import annotations

import json
import re
import string
from collections import deque
from collections.abc import Callable
from pathlib import Path
from urllib.parse import quote

import pytest
from axio_web.games.axio import choice as C
from axio_web.games.axio.controls import pick_id
from axio_web.games.rota.plugin import region_of
from axio_web.games.rota.render import corners_text
from axio_web.games.rota.selection import ARROWS, Options, step_to
from axio_web.runtime.record_link import encode_record
from axio_web.strings import i18n
from playwright.sync_api import Browser, Page, expect

from axio_core import AxioPlace, Draw, KeepRack, RotaPlace, game
from axio_core.axio import rules
from axio_core.rota.geometry import rotate
from axio_core.session import Session
from tests.browser.page_hooks import serious_violations, shown_scores
from tests.spec_examples import EXAMPLES

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]


# ---------------------------------------------------------------------------- helpers


def logged(session: Session) -> int:
    return sum(1 for a in session.actions if not isinstance(a, Draw))


def announced(page: Page) -> str:
    return page.locator("#announcer").inner_text()


def focused(page: Page) -> str:
    """The focused element as "tag#id[data-action]" (for messages and focus checks)."""
    return page.evaluate("""() => { const e = document.activeElement;
        if (!e) return '';
        return `${e.tagName.toLowerCase()}#${e.id}[${e.dataset ? e.dataset.action || '' : ''}]`; }""")


def tab_to(page: Page, selector: str, limit: int = 60) -> None:
    """Press Tab until `selector` has the focus (keyboard only: no clicks)."""
    for _ in range(limit):
        if page.evaluate("s => document.activeElement && document.activeElement.matches(s)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}; the focus is on {focused(page)}")


def greedy_rota(session: Session) -> RotaPlace:
    state = session.state
    return max(session.legal_actions(), key=lambda a: sum(game.explain(state, a).gains))


def where_words(session: Session, action: RotaPlace) -> str:
    """Where a placement is said to be: "at the top left of the display" (no coordinates)."""
    display = [d.at for d in session.state.display]
    return i18n.t(f"rota.where.{region_of(action.at, display)}")


def greedy_axio(session: Session) -> AxioPlace:
    state = session.state
    tile, cells = max(
        rules.placements_without_pyramid_choice(state),
        key=lambda tc: sum(rules.explain(state, AxioPlace(*tc)).gains),
    )
    need = rules.pyramid_moves_needed(state, cells)
    return AxioPlace(tile, cells, rules.movable_pyramids(state)[:need])


def shortest_keys(
    start: object, goal: Callable[[object], bool], moves: Callable[[object], list[tuple[str, object]]]
) -> list[str]:
    """Breadth-first search over the page's cursor: the fewest key presses to a goal."""
    seen = {start}
    queue: deque[tuple[object, list[str]]] = deque([(start, [])])
    while queue:
        here, keys = queue.popleft()
        if goal(here):
            return keys
        for key, there in moves(here):
            if there not in seen:
                seen.add(there)
                queue.append((there, keys + [key]))
    raise AssertionError("the cursor cannot reach the goal by keys")


# ---------------------------------------------------------------------------- Rota by keyboard


def rota_keys(session: Session, action: RotaPlace) -> list[str]:
    """Arrows to the place (the page's own step_to), R to turn, a name key, Enter."""
    places = [a for a in session.legal_actions() if isinstance(a, RotaPlace)]
    opts = Options(
        places[0].tile,
        tuple(dict.fromkeys(a.at for a in places)),
        frozenset((a.at, a.rot) for a in places if a.name is not None),
    )
    path = shortest_keys(
        None,
        lambda cell: cell == action.at,
        lambda cell: [(k, step_to(opts, cell, d)) for k, d in ARROWS.items()],
    )
    keys = path + ["r"] * action.rot
    if action.name is not None:  # ruling T6: by initial where there is one, else by number
        initial = {"G": "g", "B": "b", "O": "o", "P": "p"}.get(action.name)
        keys.append(initial or str("RGBOP".index(action.name) + 1))
    return keys + ["Enter"]


def play_rota_by_keys(page: Page, session: Session, action: RotaPlace) -> Session:
    for key in rota_keys(session, action):
        page.keyboard.press(key)
    after = session.play(action)
    expect(page.locator(".log-count")).to_have_text(str(logged(after)))
    assert shown_scores(page) == [list(s) for s in after.state.scores]
    return after


def test_a_solo_rota_game_from_the_menu_with_the_keyboard_only(
    app_page: Page, site_url: str, ready: Callable
) -> None:
    page = app_page
    page.goto(site_url + "?lang=en")
    ready(page)
    tab_to(page, "[data-action='choose-game'][data-game='rota']")
    page.keyboard.press("Enter")
    tab_to(page, "[data-action='choose-players'][data-players='1']")
    page.keyboard.press("Space")
    tab_to(page, "#name-0")
    page.keyboard.type("Solo")
    tab_to(page, "#seed")
    page.keyboard.type("0")
    tab_to(page, "[data-action='start']")
    page.keyboard.press("Enter")
    expect(page.locator(".rota-display.board-base")).to_be_visible()  # the tiles' layer of two
    assert focused(page) == "div#board[]"  # the board has the keyboard from the start
    session = Session.new("rota", ["Solo"], 0)
    expect(page.locator("#announcer")).to_contain_text(
        f"Your tile: {corners_text(session.state.tile_to_play)}."
    )
    moves = 0
    while session.outcome() is None:
        action = greedy_rota(session)
        where = where_words(session, action)
        session = play_rota_by_keys(page, session, action)
        moves += 1
        if moves == 1:  # the live region says the move, its points and the next tile
            said = announced(page)
            assert said.startswith(f"Solo placed a tile {where}")
            assert "+" in said or "no points" in said
            assert f"Your tile: {corners_text(session.state.tile_to_play)}." in said
    assert moves > 12  # 12 from the stack and the extra turns' supply tiles (T7)
    expect(page.locator("html")).to_have_attribute("data-game-over", "true")
    result = min(session.state.scores[0])
    expect(page.locator(".end-panel h2")).to_have_text(f"Your result: {result}")
    expect(page.locator("#announcer")).to_contain_text(f"Game over. Your result: {result}")
    expect(page.locator("#play-again")).to_be_focused()


# ---------------------------------------------------------------------------- AXIO by keyboard


def axio_keys(session: Session, action: AxioPlace) -> list[str]:
    """A digit takes the tile from the rack (unless it is the first), arrows and Space slide
    and swing it (the page's own nudge / turn_around) onto the action's two cells, F flips it
    when its halves lie the wrong way round."""
    state = session.state
    view = game.observe(state, state.current)
    opts = C.Options.of(view, session.legal_actions())
    index = next(i for i, tile in enumerate(view.rack) if tile in (action.tile, action.tile[::-1]))
    start = C.choose_tile(C.first_choice(opts), opts, view.rack[index])
    steps = {
        **{k: (lambda c, d=d: C.nudge(c, opts, d)) for k, d in C.ARROWS.items()},
        " ": lambda c: C.turn_around(c, opts),
    }
    path = shortest_keys(
        start,
        lambda c: frozenset(c.cells) == frozenset(action.cells),  # type: ignore
        lambda c: [(k, f(c)) for k, f in steps.items()],
    )
    chosen = start
    for key in path:
        chosen = steps[key](chosen)
    lies = dict(zip(chosen.cells, chosen.oriented, strict=True))  # type: ignore[attr-defined]
    wanted = dict(zip(action.cells, action.tile, strict=True))
    return ([str(index + 1)] if index else []) + path + ([] if lies == wanted else ["f"])


def play_axio_by_keys(page: Page, session: Session, action: AxioPlace) -> Session:
    for key in axio_keys(session, action):
        page.keyboard.press(key)
    page.keyboard.press("Enter")
    if action.pyramids_from:  # A8: Enter went to the pyramid buttons; pick with Tab and Enter
        expect(page.locator(".pyramid-picks")).to_be_visible()
        for cell in action.pyramids_from:
            tab_to(page, f"#{pick_id(cell)}")
            page.keyboard.press("Enter")
        expect(page.locator("#axio-confirm")).to_be_focused()
        page.keyboard.press("Enter")
    after = session.play(action)
    expect(page.locator(".log-count")).to_have_text(str(logged(after)))
    assert shown_scores(page) == [list(s) for s in after.state.scores]
    return after


def test_a_solo_axio_game_with_the_keyboard_only(app_page: Page, site_url: str, ready: Callable) -> None:
    page = app_page
    page.goto(site_url + "?game=axio&players=1&names=Solo&seed=0&lang=en")
    ready(page)
    session = Session.new("axio", ["Solo"], 0)
    expect(page.locator("#announcer")).to_contain_text("Drawn tile: ")
    picked = 0
    while session.outcome() is None:
        action = greedy_axio(session)
        picked += len(action.pyramids_from)
        session = play_axio_by_keys(page, session, action)
    assert len(session.state.placed) > 30
    expect(page.locator("html")).to_have_attribute("data-game-over", "true")
    result = min(session.state.scores[0])
    expect(page.locator(".end-panel h2")).to_have_text(f"Your result: {result}")
    expect(page.locator("#announcer")).to_contain_text(f"Game over. Your result: {result}")


def test_pyramids_that_move_are_picked_with_the_keyboard(
    app_page: Page, site_url: str, ready: Callable
) -> None:
    """A8 by keys, from the shared example where the supply runs dry."""
    record = json.loads((EXAMPLES / "axio-4p-pyramids-run-out.json").read_text())
    index = next(i for i, m in enumerate(record["moves"]) if "pyramids_from" in m)
    move = record["moves"][index]
    record["moves"] = record["moves"][:index]
    session = Session.from_record(record)
    page = app_page
    page.goto(site_url + "?lang=en#record=" + encode_record(record))
    ready(page)
    page.keyboard.press("Space")  # the cover (ruling D2)
    action = AxioPlace(
        move["place"], tuple(tuple(c) for c in move["at"]), tuple(tuple(c) for c in move["pyramids_from"])
    )
    session = play_axio_by_keys(page, session, action)
    expect(page.locator(".axio-board .blocked")).to_have_count(len(action.pyramids_from))


# ---------------------------------------------------------------------------- screen readers


def test_screen_readers_hear_each_move_and_turn_but_never_the_next_players_tile(
    app_page: Page, site_url: str, ready: Callable
) -> None:
    names = ["Anna", "Beata"]
    page = app_page
    page.goto(site_url + f"?game=rota&players=2&names={quote(','.join(names))}&seed=21&lang=en")
    ready(page)
    session = Session.new("rota", names, 21)

    def no_tile_is_said() -> None:
        said = announced(page)
        assert "Your tile" not in said
        for hand in filter(None, session.state.hands):
            for rot in range(4):
                assert corners_text(rotate(hand, rot)) not in said

    expect(page.locator("#announcer")).to_have_text("Pass the device to Anna.")
    for _ in range(4):
        player = session.to_act
        no_tile_is_said()  # the cover is up: nothing of anyone's hand (ruling D2)
        expect(page.locator("#cover-ready")).to_be_focused()
        page.keyboard.press("Space")
        hand = session.state.tile_to_play
        announcer = page.locator("#announcer")
        expect(announcer).to_contain_text(f"{names[player]}, your turn.")
        expect(announcer).to_contain_text(f"Your tile: {corners_text(hand)}.")  # now, not before
        while session.to_act == player:
            action = greedy_rota(session)
            where = where_words(session, action)
            session = play_rota_by_keys(page, session, action)
            said = announced(page)
            assert said.startswith(f"{names[player]} placed a tile {where}")
        # once the points have landed, the cover comes up and says so
        expect(page.locator("#announcer")).to_contain_text(f"Pass the device to {names[session.to_act]}.")


def test_the_board_can_be_read_as_text(app_page: Page, site_url: str, ready: Callable) -> None:
    page = app_page
    page.goto(site_url + "?game=axio&players=1&names=Solo&seed=4&lang=en")
    ready(page)
    session = Session.new("axio", ["Solo"], 4)
    for _ in range(3):
        session = play_axio_by_keys(page, session, greedy_axio(session))
    tab_to(page, "#board-text-toggle")
    page.keyboard.press("Enter")
    table = page.locator("#board-text table")
    expect(table.locator("tbody tr")).to_have_count(3)
    first = session.state.placed[0]
    words = " | ".join(f"{i18n.t(f'color.{c}')} {i18n.t(f'symbol.{c}')}" for c in first.tile)
    expect(table.locator("tbody tr").first).to_contain_text(words)
    board_text = page.locator("#board-text")  # cells by the names along the board's edges
    expect(board_text).to_contain_text("Play area: from C3 to K11.Colour spaces: red sun at G3")
    expect(page.locator("#board-text-toggle")).to_be_focused()


# ---------------------------------------------------------------------------- help, theme, language


def test_help_opens_from_a_button_and_the_question_mark(
    app_page: Page, site_url: str, ready: Callable
) -> None:
    page = app_page
    page.goto(site_url + "?lang=en")
    ready(page)
    dialog = page.locator("#help")
    page.get_by_role("button", name="How to play").click()
    expect(dialog).to_be_visible()
    expect(dialog.locator("h3").first).to_have_text("How to play AXIO")
    expect(page.locator("#help-close")).to_be_focused()
    page.get_by_role("button", name="AXIO Rota").last.click()  # the game switch inside
    expect(dialog.locator("h3").first).to_have_text("How to play AXIO Rota")
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    page.goto(site_url + "?game=rota&players=1&lang=en")
    ready(page)
    page.keyboard.press("?")
    expect(dialog).to_be_visible()
    expect(dialog.locator("h3").first).to_have_text("Keyboard")
    expect(dialog).to_contain_text("Name a colour for the empty corner")
    page.keyboard.press("Escape")
    page.keyboard.press("ArrowRight")  # the game has the keys back
    expect(page.locator(".rota-display .preview")).to_have_count(1)
    page.get_by_role("button", name="Help").click()
    expect(dialog).to_be_visible()
    page.get_by_role("button", name="Close").click()
    expect(dialog).to_be_hidden()


def test_high_contrast_is_a_remembered_switch(app_page: Page, site_url: str, ready: Callable) -> None:
    page = app_page
    page.goto(site_url + "?lang=en")
    ready(page)
    toggle = page.locator("[data-action='toggle-contrast']")
    expect(toggle).to_have_attribute("aria-pressed", "false")
    toggle.click()
    expect(page.locator("html")).to_have_class(re.compile(r"\btheme-contrast\b"))
    expect(toggle).to_have_attribute("aria-pressed", "true")
    page.reload(wait_until="domcontentloaded")  # boot.js puts it on before the first paint
    assert "theme-contrast" in page.evaluate("document.documentElement.className")
    ready(page)
    expect(toggle).to_have_attribute("aria-pressed", "true")
    toggle.click()
    expect(page.locator("html")).not_to_have_class(re.compile(r"\btheme-contrast\b"))


def test_the_browser_language_counts_unless_the_menu_or_the_address_says_otherwise(
    browser: Browser, site_url: str, ready: Callable, watch_page: Callable
) -> None:
    context = browser.new_context(locale="de-DE")
    page = context.new_page()
    watcher = watch_page(page, site_url)
    page.goto(site_url)
    ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator(".start .when-ready")).to_have_text("Spiel starten")
    expect(page.locator("#name-0")).to_have_attribute("placeholder", "Spieler 1")
    assert page.title() == "AXIO am Tisch"
    page.get_by_role("button", name="English").click()
    expect(page.locator(".start .when-ready")).to_have_text("Start the game")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.reload()
    ready(page)
    expect(page.locator(".start .when-ready")).to_have_text("Start the game")  # remembered
    page.goto(site_url + "?lang=de")
    ready(page)
    expect(page.locator(".start .when-ready")).to_have_text("Spiel starten")  # the address wins
    page.get_by_role("button", name="Spiel starten").click()
    expect(page.locator(".cover h2")).to_have_text("Weitergeben an Spieler 1")  # default names too
    page.goto(site_url + "?lang=de&game=rota&players=2&names=Ann,Bo")
    ready(page)
    expect(page.locator(".cover h2")).to_have_text("Weitergeben an Ann")
    page.reload()  # the address has become "?lang=de": the game resumes, still in German
    ready(page)
    expect(page.locator(".cover h2")).to_have_text("Weitergeben an Ann")
    assert page.evaluate("location.search") == "?lang=de"
    watcher.check(page)
    context.close()


# ---------------------------------------------------------------------------- records for the scenes


def _played(
    variant: str, names: list[str], seed: int, moves: int | None, short_of_end: bool = False
) -> Session:
    """A game after `moves` greedy decisions (None: to the end; `short_of_end`: all but the
    last decision, which the test then plays by keys to reach the end panel)."""
    session = Session.new(variant, names, seed)
    if short_of_end:
        total = len(_played(variant, names, seed, None).actions)
        while len(session.actions) < total - 1:
            session = session.play(
                greedy_rota(session)
                if variant == "rota"
                else greedy_axio(session)
                if session.state.phase == "place"
                else KeepRack()
            )
        return session
    done = 0
    while session.outcome() is None and (moves is None or done < moves):
        if variant == "rota":
            action: object = greedy_rota(session)
        else:
            action = greedy_axio(session) if session.state.phase == "place" else KeepRack()
        session = session.play(action)  # type: ignore[arg-type]
        done += 1
    return session


@pytest.fixture(scope="module")
def scenes() -> list[tuple[str, str, str]]:
    """(name, #record= fragment, what shows it is there) for every main game screen. A finished
    game's link opens its replay (PAGE.md); the end panels are reached by playing the last move
    of a game opened one decision short of its end (open_scene)."""

    def link(session: Session) -> str:
        return "#record=" + encode_record(session.to_record().to_json_obj())

    return [
        ("rota game", link(_played("rota", ["Solo"], 3, 4)), ".rota-controls"),
        ("rota cover", link(_played("rota", ["Anna", "Beata"], 3, 3)), ".cover"),
        ("rota end", link(_played("rota", ["Solo"], 5, None, short_of_end=True)), ".end-panel"),
        ("rota replay", link(_played("rota", ["Anna", "Beata"], 5, None)), ".replay"),
        ("axio game", link(_played("axio", ["Solo"], 3, 6)), ".axio-controls"),
        ("axio cover", link(_played("axio", ["Anna", "Beata", "Cem"], 3, 5)), ".cover"),
        ("axio end", link(_played("axio", ["Solo"], 3, None, short_of_end=True)), ".end-panel"),
    ]


def open_scene(page: Page, fragment: str, selector: str) -> None:
    """Open a record link in the running page (no reload: the page follows the hash). For an
    end panel, play the last move by keys: the first place offered, a colour if one must be
    named, confirm."""
    page.evaluate("fragment => { location.hash = fragment; }", fragment)
    if selector == ".end-panel":
        expect(page.locator(".controls")).to_be_visible()
        for key in ("ArrowRight", "1", "Enter"):
            page.keyboard.press(key)
    expect(page.locator(selector)).to_be_visible()


# ---------------------------------------------------------------------------- axe-core


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
def test_axe_finds_nothing_serious_on_the_main_screens(
    browser: Browser,
    site_url: str,
    ready: Callable,
    watch_page: Callable,
    scenes: list[tuple[str, str, str]],
    theme: str,
) -> None:
    # axe is injected as a script of the test's own: only this context lets it past the CSP.
    context = browser.new_context(
        bypass_csp=True,
        color_scheme="dark" if theme == "dark" else "light",
        viewport={"width": 1024, "height": 768},
    )
    page = context.new_page()
    watcher = watch_page(page, site_url)
    page.goto(site_url + "?lang=en")
    ready(page)
    if theme == "contrast":
        page.locator("[data-action='toggle-contrast']").click()
    problems = {"menu": serious_violations(page)}
    page.keyboard.press("?")
    expect(page.locator("#help")).to_be_visible()
    problems["help"] = serious_violations(page)
    page.keyboard.press("Escape")
    for name, fragment, selector in scenes:
        open_scene(page, fragment, selector)
        if name.endswith("game"):  # a tile under the cursor, the log and the board as text open
            page.keyboard.press("ArrowRight")
            page.locator("#log-toggle").click()
            page.locator("#board-text-toggle").click()
        problems[name] = serious_violations(page)
    watcher.check(page)
    context.close()
    assert not any(problems.values()), "\n".join(f"{k}: {v}" for k, v in problems.items() if v)


# ---------------------------------------------------------------------------- German everywhere


def english_phrases() -> dict[str, str]:
    """English text that must not be seen in German: phrases of the EN table whose German
    differs (split at placeholders and punctuation), unless German uses the same words."""
    en, de = i18n.table("en"), i18n.table("de")
    german = "\n".join(de.values())
    phrases: dict[str, str] = {}
    for key, text in en.items():
        if de.get(key) == text:
            continue
        for literal, *_ in string.Formatter().parse(text):
            for piece in re.split(r"[.:;,!?()“”„\"·–—|+/…\n]", literal):
                piece = piece.strip()
                if len(piece) >= 3 and re.search("[A-Za-z]", piece) and not _has_words(german, piece):
                    phrases[piece] = key
    return phrases


def _has_words(text: str, phrase: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(phrase)}(?![\w-])", text) is not None


def visible_text(page: Page) -> str:
    """What the page shows or says: rendered text, and the names and hints of shown elements."""
    return page.evaluate("""() => {
        const texts = [document.title, document.body.innerText];
        for (const el of document.querySelectorAll('[aria-label],[placeholder],[title]')) {
            if (!el.getClientRects().length) continue;
            for (const a of ['aria-label', 'placeholder', 'title'])
                if (el.hasAttribute(a)) texts.push(el.getAttribute(a));
        }
        return texts.join('\\n');
    }""")


def test_in_german_no_english_is_left_on_any_main_screen(
    app_page: Page, site_url: str, ready: Callable, scenes: list[tuple[str, str, str]]
) -> None:
    phrases = english_phrases()
    assert len(phrases) > 200  # the check has teeth
    page = app_page
    found: dict[str, list[str]] = {}

    def check(where: str) -> None:
        text = visible_text(page)
        left = [f"{p!r} ({k})" for p, k in phrases.items() if _has_words(text, p)]
        if left:
            found[where] = left

    page.goto(site_url + "?lang=de")
    ready(page)
    check("menu")
    page.get_by_role("button", name="Spielregeln").click()
    check("help: rules")
    page.keyboard.press("Escape")
    page.keyboard.press("?")
    check("help: keys")
    page.keyboard.press("Escape")
    page.get_by_role("button", name="AXIO Rota").click()
    page.get_by_role("button", name="Spiel starten").click()
    expect(page.locator(".cover")).to_be_visible()
    check("rota cover")
    page.keyboard.press("Space")
    page.keyboard.press("ArrowRight")
    page.locator("#log-toggle").click()
    page.locator("#board-text-toggle").click()
    check("rota game")
    for name, fragment, selector in scenes:
        open_scene(page, fragment, selector)
        if name.endswith("cover"):
            page.keyboard.press("Space")
            expect(page.locator(".controls")).to_be_visible()
        if name.endswith("game") or name.endswith("cover"):
            page.keyboard.press("ArrowRight")
            page.locator("#log-toggle").click()
            page.locator("#board-text-toggle").click()
        check(name)
    page.get_by_role("button", name="Menü").click()
    page.get_by_role("button", name="Spielstände").click()
    expect(page.locator(".saves-screen")).to_be_visible()
    check("saved games")
    page.locator("[data-action='saves-replay']").first.click()
    expect(page.locator(".replay")).to_be_visible()
    page.keyboard.press("ArrowRight")
    check("replay")
    page.locator("#replay-back").click()
    page.locator(".saves-bar button").first.click()  # the list's way back to the menu
    page.get_by_role("button", name="Bestenliste").click()
    expect(page.locator(".saves-screen")).to_be_visible()
    check("best scores")
    assert not found, "\n".join(f"{k}: {', '.join(v)}" for k, v in found.items())
