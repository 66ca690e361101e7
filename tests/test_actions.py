"""The page's control names are one vocabulary (axio_web/ui/action_names.py): every `data-action` the
Python draws is a member, no handler compares an action with a bare string, the names PAGE.md
makes public are members with their exact spelling, and the scripts that answer before Python
(early.js) and the page's own markup (index.html) use names from it."""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from app_support import Browser, Tab, boot, play_by_clicks, step, table_of
from axio_web.app.page import render
from axio_web.app.routing import App
from axio_web.runtime.effects import Effect
from axio_web.runtime.events import Click, Event
from axio_web.runtime.record_link import record_fragment
from axio_web.screens.table.screen import Covered, Landing
from axio_web.storage import StoreImage, save_game
from axio_web.ui.action_names import AREAS, VOCABULARY, AppAction, TableAction

from axio_core.session import Session
from tests.storage_support import START
from tests.storage_support import play as sessions_of

ROOT = Path(__file__).resolve().parents[1]
WEB = ROOT / "web"
PACKAGE = WEB / "axio_web"
DATA_ACTION = re.compile(r'data-action="([^"]*)"')
#: Names PAGE.md (kept equal to the shared spec) makes public that this page does not have yet:
#: once it does, they join the vocabulary and leave this set.
NOT_BUILT: frozenset[str] = frozenset()


def actions_in(markup: str) -> set[str]:
    return set(DATA_ACTION.findall(markup))


def everything_drawn(app: App) -> str:
    """The screen, the help panel and the messages as `render` gives them."""
    page = render(app)
    return page.screen.html() + (page.help or "") + page.messages


# ---------------------------------------------------------------------------- the vocabulary


def test_no_name_is_in_two_areas() -> None:
    values = [str(member) for area in AREAS for member in area]
    assert len(values) == len(set(values)) == len(VOCABULARY)


def test_the_names_page_md_makes_public_are_members() -> None:
    text = (ROOT / "docs" / "PAGE.md").read_text(encoding="utf-8")
    bullet = text[text.index("Controls carry `data-action`") :]
    bullet = bullet[: bullet.index("\n- ")]
    listed = set(re.findall(r"`([a-z][a-z-]*)`", bullet)) - {"data-action", "data-x", "data-y", "data-name"}
    named = set(DATA_ACTION.findall(text)) | {"table-pass"}
    assert {"table-ready", "show-menu", "rota-confirm", "axio-keep"} <= listed  # the bullet was found
    assert (listed | named) - NOT_BUILT <= VOCABULARY
    assert not NOT_BUILT & VOCABULARY


def test_the_scripts_that_answer_before_python_use_its_names() -> None:
    early = (WEB / "early.js").read_text(encoding="utf-8")
    compared = set(re.findall(r"action === '([^']+)'", early))
    assert compared == {"choose-game", "choose-players", "start"}
    assert compared <= VOCABULARY
    assert actions_in((WEB / "index.html").read_text(encoding="utf-8")) <= VOCABULARY


# ---------------------------------------------------------------------------- the source


def sources() -> Iterator[tuple[Path, ast.Module]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        yield path, ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _docstrings(tree: ast.Module) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _is_action(node: ast.expr) -> bool:
    """`event.action`, `click.action`, or a local named `action` (read from one)."""
    return (isinstance(node, ast.Attribute) and node.attr == "action") or (
        isinstance(node, ast.Name) and node.id == "action"
    )


def _has_text(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return any(_has_text(e) for e in node.elts)
    return False


def test_no_handler_compares_an_action_with_a_bare_string() -> None:
    found = []
    for path, tree in sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                if any(_is_action(s) for s in sides) and any(_has_text(s) for s in sides):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, f"compare with a name from axio_web/ui/action_names.py: {found}"


def test_no_markup_writes_an_action_as_a_literal() -> None:
    """`data-action="..."` in the code always takes its value from an expression (a member)."""
    found = []
    for path, tree in sources():
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            text = node.value if isinstance(node, ast.Constant) and id(node) not in docs else None
            if isinstance(text, str) and any(DATA_ACTION.findall(text)):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not found, f"data-action with a literal value: {found}"


def test_the_probe_sees_comparisons_and_literals() -> None:
    """The two checks above find what they look for (a check that finds nothing proves little)."""
    tree = ast.parse('if event.action == "x" or action in ("a", B.C):\n    s = \'<b data-action="x">\'\n')
    compare = [n for n in ast.walk(tree) if isinstance(n, ast.Compare)]
    assert len(compare) == 2
    assert all(any(_has_text(s) for s in [c.left, *c.comparators]) for c in compare)
    literal = [n for n in ast.walk(tree) if isinstance(n, ast.Constant) and DATA_ACTION.findall(str(n.value))]
    assert len(literal) == 1


# ---------------------------------------------------------------------------- what is drawn


def drawn_while_playing(query: str, moves: int) -> set[str]:
    """Every action drawn while `moves` decisions are played through the controls (the first
    legal one each time): the cover, the choice in progress, the points landing, passing on."""
    app = boot(query=query)[0]
    seen = actions_in(everything_drawn(app))

    def send(event: Event) -> list[Effect]:
        nonlocal app
        app, effects = step(app, event)
        seen.update(actions_in(everything_drawn(app)))
        return effects

    for _ in range(moves):
        if isinstance(table_of(app).mode, Covered):
            send(Click(TableAction.READY, {}, True))
        table = table_of(app)
        if table.is_over:
            break
        play_by_clicks(send, lambda: app, table.turn().legal_actions()[0])
        if isinstance(table_of(app).mode, Landing):
            send(Click(TableAction.PASS, {}, True))
    for control in (TableAction.LOG, TableAction.INFO, TableAction.BOARD_TEXT, TableAction.HINT):
        send(Click(control, {}, True))
    send(Click(AppAction.SHOW_HELP, {"topic": "keys"}, True))
    return seen


@pytest.mark.parametrize(
    "query",
    [
        "?game=axio&players=2&seed=7",
        "?game=rota&players=2&seed=7",
        "?game=axio&players=1&seed=3",
        "?game=rota&players=1&seed=2",
    ],
)
def test_every_action_a_table_draws_is_in_the_vocabulary(query: str) -> None:
    seen = drawn_while_playing(query, 6)
    assert {"show-menu", "show-help", "table-zoom"} <= seen
    assert ("hint" in seen) == ("players=1" in query)  # hints: one person at the table
    assert {"axio-cell", "axio-confirm"} <= seen or {"rota-cell", "rota-confirm"} <= seen
    assert seen - VOCABULARY == set()


def _finished(variant: str) -> Session:
    return sessions_of(variant, ["Anna", "Beata"], 3)[-1]


def test_every_action_the_menu_saves_review_and_lessons_draw_is_in_the_vocabulary() -> None:
    seen: set[str] = set()

    def look(app: App) -> App:
        seen.update(actions_in(everything_drawn(app)))
        return app

    app, _ = boot(query="?lang=de")
    look(app)
    look(step(app, Click("show-help", {"topic": "rules"}, True))[0])
    look(boot(query="?learn=axio")[0])
    look(boot(query="?learn=rota")[0])
    look(boot(query="?daily=rota")[0])
    done = _finished("rota")
    app = look(boot(hash=record_fragment(done.to_record().to_json_obj()))[0])  # the replay, at its end
    look(step(app, Click("review", {}, True))[0])
    image = StoreImage({})
    solo_unfinished, solo_done = sessions_of("axio", ["Anna"], 4, 6)[-1], sessions_of("axio", ["Anna"], 5)[-1]
    for n, session in enumerate([done, solo_unfinished, solo_done]):
        image = save_game(image, None, session, {"cover": False}, START, f"g{n}").image
    browser = Browser(dict(image.entries))
    opened: list[Callable[[Tab], object]] = [
        lambda tab: tab.click("saves-open-list"),
        lambda tab: tab.click("saves-open-best"),
        lambda tab: tab.click("stats-open"),
        lambda tab: (tab.click("saves-open-list"), tab.click("saves-replay", id="g0")),
        lambda tab: (tab.click("saves-open-list"), tab.click("saves-delete", id="g1")),
    ]
    for open_screen in opened:
        tab = browser.open()
        look(tab.app)
        open_screen(tab)
        look(tab.app)
    assert {"saves-open-list", "review", "saves-replay", "choose-language", "learn-open"} <= seen
    assert seen - VOCABULARY == set()


def test_a_click_the_page_sends_round_trips_through_the_vocabulary() -> None:
    """A member and the plain string a click carries are one key (StrEnum: equal, same hash)."""
    from axio_web.ui.action_names import RotaAction

    event: Event = Click("rota-confirm")
    assert isinstance(event, Click) and event.action == RotaAction.CONFIRM
    assert {RotaAction.CONFIRM: 1}.get(event.action) == 1
    assert f'data-action="{RotaAction.CONFIRM}"' == 'data-action="rota-confirm"'
