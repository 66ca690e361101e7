"""The game inside other people's pages (docs/EMBEDDING.md, PAGE.md "Events to the host page").

Every host page here is served from an origin of its own (another port), as a club's site
or a blog that embeds the game would be; the game comes from the site under test.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Frame, Page, expect

from axio_core.session import Session
from tests.browser.page_hooks import CUT_JS, greedy, naming_moment, place_by_clicks, show_naming, shown_scores

pytestmark = pytest.mark.browser

READY_MS = 60_000
EXAMPLE_FILES = ("embed-example.html", "embed-example.js", "embed-example.css")


@dataclass
class Host:
    """A web server of the host's own (an origin of its own) for the host's pages."""

    root: Path
    url: str

    @property
    def origin(self) -> str:
        return self.url.rstrip("/")

    def serve(self, name: str, html: str) -> str:
        (self.root / name).write_text(html, encoding="utf-8")
        return self.url + name


@pytest.fixture
def host(start_server: Callable, tmp_path: Path) -> Host:
    root = tmp_path / "host"
    root.mkdir()
    return Host(root, start_server(root).url)


@pytest.fixture
def watched(page: Page, site_url: str, host: Host, watch_page: Callable) -> Iterator[Page]:
    """`page`, failed at teardown on any error in it or its frames, and on any request to an
    origin other than the game's and the host's."""
    watcher = watch_page(page, site_url)
    yield page
    watcher.requests = [url for url in watcher.requests if not url.startswith(host.origin)]
    watcher.check(page)


def game_frame(page: Page, index: int = 0) -> Frame:
    """The `index`th iframe's frame, once its page has started loading."""
    page.wait_for_function(f"document.querySelectorAll('iframe')[{index}]?.contentWindow")
    handle = page.locator("iframe").nth(index).element_handle()
    frame = handle.content_frame() if handle else None
    assert frame is not None
    frame.wait_for_selector("html.ready", state="attached", timeout=READY_MS)
    return frame


def events(page: Page, variable: str = "window.received") -> list[dict[str, Any]]:
    return list(page.evaluate(variable))


def play_rota_by_engine(frame: Frame, session: Session) -> Session:
    """Play the game in `frame` to its end with the engine's best-scoring placements."""
    while session.outcome() is None:
        action = greedy(session)
        place_by_clicks(frame, session, action)
        session = session.play(action)
    return session


def open_embedded(page: Page, host: Host, src: str, width: int, attributes: str = "") -> Frame:
    """A host page that records every message it gets, with the game at `src` in an iframe."""
    page.goto(host.serve("host.html", RECORDING_HOST.format(attributes=attributes, src=src, width=width)))
    return game_frame(page)


RECORDING_HOST = """<!doctype html><title>host</title><link rel="icon" href="data:,">
<script>
  window.received = [];
  addEventListener('message', (e) => window.received.push(e.data));
</script>
<iframe {attributes} src="{src}" style="width: {width}px; height: 700px; border: 0"></iframe>"""


def test_embedded_the_page_tells_its_parent_and_fits_a_narrow_frame(
    watched: Page, site_url: str, host: Host
) -> None:
    page = watched
    frame = open_embedded(page, host, f"{site_url}?embed=1", width=360)
    expect(frame.locator("html.embed")).to_have_count(1)
    expect(frame.locator(".masthead")).to_be_hidden()
    page.wait_for_function("window.received.some((m) => m.type === 'resize')")
    received = events(page)
    assert received[0] == {"source": "axio", "type": "ready"}
    assert all(message["source"] == "axio" for message in received)
    assert any(m["type"] == "resize" and m["height"] > 100 for m in received)
    # Both games at a phone's width: nothing wider than the frame.
    for game in ("axio", "rota"):
        frame.goto(f"{site_url}?embed=1&game={game}&players=4")
        frame.wait_for_selector("html.ready", state="attached", timeout=READY_MS)
        expect(frame.locator("[data-score]").first).to_be_visible()
        overflow = frame.evaluate("(e => e.scrollWidth - e.clientWidth)(document.documentElement)")
        assert overflow <= 0, f"{game}: {overflow} px wider than a 360 px frame"


@pytest.fixture
def example_url(site_dir: Path, site_url: str, host: Host) -> str:
    """web/embed-example.html as a site that copied it would serve it: on its own origin,
    pointing at the game's address."""
    for name in EXAMPLE_FILES[1:]:
        host.serve(name, (site_dir / name).read_text(encoding="utf-8"))
    page = (site_dir / EXAMPLE_FILES[0]).read_text(encoding="utf-8")
    return host.serve(
        EXAMPLE_FILES[0],
        page.replace('"./index.html', f'"{site_url}index.html').replace('"./icons/', f'"{site_url}icons/'),
    )


def frame_events(page: Page, frame_id: str) -> list[dict[str, Any]]:
    return [e["event"] for e in events(page, "window.axioEvents") if e["frame"] == frame_id]


SIZED_TO_LAST_RESIZE = """(id) => {
  const last = window.axioEvents.filter((e) => e.frame === id && e.event.type === 'resize').at(-1);
  return last && document.getElementById(id).style.height === Math.max(240, last.event.height) + 'px';
}"""


def test_the_example_page_hosts_two_games_and_hears_a_game_played_to_the_end(
    watched: Page, example_url: str
) -> None:
    page = watched
    page.goto(example_url)
    rota, axio = game_frame(page, 0), game_frame(page, 1)
    for frame_id in ("game-rota", "game-axio"):
        page.wait_for_function(
            f"window.axioEvents.filter((e) => e.frame === '{frame_id}' && e.event.type === 'resize').length"
        )
        got = frame_events(page, frame_id)
        assert got[0]["type"] == "ready" and got[1] == {"source": "axio", "type": "turn", "player": 0}
        # The example sizes each frame to the height its game last reported.
        page.wait_for_function(SIZED_TO_LAST_RESIZE, arg=frame_id)
    expect(axio.locator(".cover")).to_contain_text("Pass to Ann")
    expect(page.locator("#event-log")).to_contain_text("AXIO Rota turn: player 1 to play")

    # The host starts a new game by message: solo, a deal of its choosing.
    before = len(frame_events(page, "game-rota"))
    page.click("text=New solo game")
    expect(rota.locator("[data-score][data-player='1']")).to_have_count(0)
    sent = page.evaluate("window.axioSent.at(-1)")
    assert sent["game"] == "rota" and sent["players"] == 1
    session = play_rota_by_engine(rota, Session.new("rota", ["You"], sent["seed"]))

    page.wait_for_function("window.axioEvents.some((e) => e.event.type === 'game-over')")
    got = frame_events(page, "game-rota")[before:]
    over = [e for e in got if e["type"] == "game-over"]
    assert over == [
        {"source": "axio", "type": "game-over", "scores": [list(session.state.scores[0])], "winners": [0]}
    ]
    assert over[0]["scores"] == shown_scores(rota)
    # "turn" says play passed to a player: once, as the solo game starts.
    assert [e for e in got if e["type"] == "turn"] == [{"source": "axio", "type": "turn", "player": 0}]
    expect(page.locator("#event-log")).to_contain_text("AXIO Rota game over")
    # The other game went on untouched.
    expect(axio.locator(".cover")).to_contain_text("Pass to Ann")


SIBLING = """<!doctype html><title>sibling</title><script>
  parent.frames[0].postMessage({source: 'axio-host', type: 'new-game', game: 'axio', players: 1}, '*');
  parent.frames[0].postMessage({source: 'axio-host', type: 'new-game', game: 'rota', players: 4}, '*');
</script>"""

JUNK = r"""() => {
  const game = document.querySelector('iframe').contentWindow;
  const deep = {}; let at = deep;
  for (let i = 0; i < 2000; i++) { at.next = {}; at = at.next; }
  const cyclic = {source: 'axio-host', type: 'new-game', game: 'rota'}; cyclic.self = cyclic;
  const wide = {source: 'axio-host', type: 'new-game', game: 'rota'};
  for (let i = 0; i < 5000; i++) wide['k' + i] = i;
  const junk = [
    null, undefined, 0, -1, NaN, Infinity, true, '', 'new-game', '{"type":"new-game"}',
    'x'.repeat(1 << 20), [], [1, 2, 3], new Array(100000).fill('rota'), deep, cyclic, wide,
    new Date(), /re/g, new Map([['game', 'rota']]), new Set([1]), new ArrayBuffer(64),
    new Uint8Array(16), new Blob(['x']), new Error('boom'),
    {source: 'axio', type: 'ready'},
    {source: 'axio-host'}, {source: 'axio-host', type: 'eval', code: 'alert(1)'},
    {source: 'axio-host', type: 'new-game'}, {source: 'axio-host', type: 'new-game', game: 'chess'},
    {source: 'axio-host', type: 'new-game', game: {toString: null}},
    {source: 'axio-host', type: 'new-game', game: ['rota']},
    {source: 'axio-host', type: 'new-game', game: 'rota', players: 1e308, seed: NaN,
     names: [1, {}, null], bots: 'x'.repeat(100000), lang: 'tlh', colour: 'red'},
    {source: 'axio-host', type: 'new-game', game: 'rota', players: -3, seed: -1,
     names: '<img src=x onerror=alert(1)>'},
  ];
  for (const message of junk) game.postMessage(message, '*');
  return junk.length;
}"""


def test_only_the_parent_is_heard_and_junk_breaks_nothing(watched: Page, site_url: str, host: Host) -> None:
    page = watched
    src = f"{site_url}?embed=1&game=rota&players=2&names=Ann,Ben&seed=5"
    frame = open_embedded(page, host, src, width=700)
    scores = frame.locator("[data-score]")
    expect(scores).to_have_count(10)

    # Another window of the host's (a sibling frame) asks for new games: ignored. Every game
    # that starts tells the parent whose turn it is; the sibling's messages go out before the
    # parent's own new game, so once that game shows, the turns heard since say whether the
    # sibling was obeyed too (it was not: one new game, the parent's).
    turns_before = sum(m["type"] == "turn" for m in events(page))
    page.evaluate(
        """(html) => new Promise((done) => {
             const sibling = document.createElement('iframe');
             sibling.srcdoc = html;  // its script posts as it loads, before onload
             sibling.onload = () => done();
             document.body.append(sibling);
           })""",
        SIBLING,
    )
    page.evaluate("""document.querySelector('iframe').contentWindow.postMessage(
        {source: 'axio-host', type: 'new-game', game: 'axio', players: 3, names: ['A', 'B', 'C'], seed: 1},
        '*')""")
    expect(scores).to_have_count(15)
    expect(frame.locator(".table-title")).to_have_text("AXIO")
    page.wait_for_function(f"window.received.filter((m) => m.type === 'turn').length > {turns_before}")
    assert sum(m["type"] == "turn" for m in events(page)) == turns_before + 1

    # Junk from the parent itself: every kind of value postMessage can carry.
    assert page.evaluate(JUNK) > 30
    # The last junk message named a game: it started, its bad values dropped with a warning
    # shown as text (never as markup).
    expect(frame.locator("#messages")).to_contain_text("From the page this game is embedded in")
    # players -3 is dropped, so the one name given makes it a solo game, its name as text.
    expect(scores).to_have_count(5)
    expect(frame.locator(".scorecard")).to_contain_text("<img src=x")
    expect(frame.locator("#rota-hand")).to_be_visible()
    expect(frame.locator("#app img")).to_have_count(0)  # checked once the junk was read


def test_a_sandboxed_frame_without_storage_plays_a_game_to_the_end(
    watched: Page, site_url: str, host: Host
) -> None:
    page = watched
    # No allow-same-origin: the frame's origin is opaque, so every storage API is refused.
    src = f"{site_url}?embed=1&game=rota&players=1&names=Solo&seed=0"
    frame = open_embedded(page, host, src, width=500, attributes='sandbox="allow-scripts"')
    assert frame.evaluate("window.origin") == "null"
    expect(frame.locator("#messages")).to_contain_text("games are lost when the page closes")
    session = play_rota_by_engine(frame, Session.new("rota", ["Solo"], 0))
    expect(frame.locator("html")).to_have_attribute("data-game-over", "true")
    page.wait_for_function("window.received.some((m) => m.type === 'game-over')")
    over = [m for m in events(page) if m["type"] == "game-over"]
    assert over[0]["scores"] == [list(session.state.scores[0])]
    # The Expert thinks on the page here: a worker's PyScript would wait for storage forever.
    page.evaluate("""document.querySelector('iframe').contentWindow.postMessage(
        {source: 'axio-host', type: 'new-game', game: 'rota', players: 2, bots: 'expert,-', seed: 3}, '*')""")
    expect(frame.locator(".log-count")).to_have_text("1", timeout=30_000)
    expect(frame.locator("script[worker]")).to_have_count(0)


def test_the_game_leaves_the_focus_with_the_host_page_until_it_is_touched(
    watched: Page, site_url: str, host: Host
) -> None:
    page = watched
    html = RECORDING_HOST.format(attributes="", src=f"{site_url}?embed=1&game=rota&players=2", width=500)
    page.goto(host.serve("host.html", html.replace("<iframe", '<input id="search" autofocus><iframe')))
    # Wait from the host's side: running scripts in the frame would count as touching it.
    # "ready" is posted after the page has put the focus where its screen wants it (glue.boot)
    page.wait_for_function("window.received.some((m) => m.type === 'ready')", timeout=READY_MS)
    assert page.evaluate("document.activeElement.id") == "search"
    page.keyboard.type("axio")  # the host's keys stay the host's: no game move
    assert page.evaluate("document.getElementById('search').value") == "axio"
    frame = game_frame(page)
    frame.click("#cover-ready")
    expect(frame.locator("#rota-hand")).to_be_visible()
    assert page.evaluate("document.activeElement.tagName") == "IFRAME"


def test_a_page_opened_from_a_file_embeds_the_game_too(
    page: Page, site_url: str, watch_page: Callable, tmp_path: Path
) -> None:
    # A teacher's worksheet opened from disk: the browser refuses the frame all storage, which
    # PyScript would wait for forever (boot.js gives it a database in memory).
    src = f"{site_url}?embed=1&game=rota&players=1&seed=0"
    html = RECORDING_HOST.format(attributes="", src=src, width=500)
    sheet = tmp_path / "worksheet.html"
    sheet.write_text(html, encoding="utf-8")
    watcher = watch_page(page, site_url)
    page.goto(sheet.as_uri())
    frame = game_frame(page)
    expect(frame.locator("#messages")).to_contain_text("games are lost when the page closes")
    session = Session.new("rota", ["Player 1"], 0)
    place_by_clicks(frame, session, greedy(session))
    watcher.requests = [url for url in watcher.requests if not url.startswith("file:")]
    watcher.check(page)


def test_a_frame_half_a_laptop_wide_shows_whole_words(watched: Page, site_url: str, host: Host) -> None:
    """The example page's frames at 1280×800 (616 px each): the turn line says whole who is to
    play, the hint's bulb stays round, and the naming buttons show whole colour names."""

    page = watched
    game = "game=rota&players=2&names=You,Computer&bots=-,casual&lang=en"
    frame = open_embedded(page, host, f"{site_url}?embed=1&{game}", width=616)
    expect(frame.locator(".turn-line")).to_have_text("1You to play")
    assert frame.evaluate(CUT_JS, ".turn-line, .table-bar .btn") == []
    bulb = frame.locator(".hint-bulb").bounding_box()
    assert bulb is not None and bulb["width"] >= 10 and abs(bulb["width"] - bulb["height"]) < 1
    link, action = naming_moment(bots=(None, "casual"))
    frame.goto(f"{site_url}?embed=1&lang=en{link}")
    frame.wait_for_selector("html.ready", state="attached", timeout=READY_MS)
    show_naming(frame, action)  # type: ignore[arg-type]
    assert frame.evaluate(CUT_JS, ".name-word") == []
