"""The page shell: boot, the new-game menu, messages, and running a game screen.

PyScript glue: with the future `dom.py`, the only module that imports
`pyscript`. What it decides is left to pure modules tested under CPython
(`params`, `record_link`, and the screens themselves, see `ui.py`).

Game screens plug in through `GAME_SCREENS`, keyed "axio", "rota", or
"record" (a shared `#record=` link). The module `axio_web.games`, when it
exists, fills it: by assigning into `shell.GAME_SCREENS` when imported, or by
defining a `SCREENS` dict that the shell merges. A factory gets the
`StartRequest` (and the parsed record for "record", else None) and returns a
`ui.Screen`. The shell then does what `ui.py` asks of the glue: it puts
`screen.render()` into <section id="screen"> in one assignment, turns clicks
(one delegated listener) and keys into `ui.Event`s, and carries out the effects
the screen returns. Events to and messages from an embedding page go through `host_link`.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import json
import traceback
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from pyodide.ffi import create_once_callable
from pyscript import document, window
from pyscript.ffi import create_proxy, to_js

from . import bot_glue, bot_seats, help, host_messages, i18n, params, preferences, record_link, ui
from .host_link import HostLink
from .page_text import attribute_keys, text_args
from .params import GAMES, MAX_PLAYERS, StartRequest

ScreenFactory = Callable[[StartRequest, dict[str, Any] | None], ui.Screen]
GAME_SCREENS: dict[str, ScreenFactory] = {}
RECORD_SCREEN = "record"
LEAVE_ACTION = "show-menu"  # data-action of a screen's button back to the menu

NAMES_KEY = "axio.names"  # localStorage: the names typed last time
SAVE_KEY_PREFIX = "axio.save."  # localStorage: SaveGame effects, by their key
# Keys typed into a text field belong to the field, not to the game.
_TYPING_TAGS = frozenset({"INPUT", "TEXTAREA", "SELECT"})
# Proxies handed to JavaScript must live as long as the page.
_KEEP: list[Any] = []
_shell: Shell | None = None


def boot() -> None:
    """Entry point, called once by the <script type="py"> in index.html."""
    global _shell
    _shell = Shell()
    _shell.start()


_games_loaded = False


def load_game_screens() -> None:
    """Import `axio_web.games` once. The menu does not need it, so the page gets
    ready first and loads it right after (or at once when a game is asked for)."""
    global _games_loaded
    if _games_loaded:
        return
    _games_loaded = True
    try:
        games = importlib.import_module("axio_web.games")
    except ModuleNotFoundError as error:
        if error.name != "axio_web.games":
            _report_failure("The game screens could not be loaded")
        return  # no game screens yet: Start says so
    except Exception:
        _report_failure("The game screens could not be loaded")
        return
    GAME_SCREENS.update(getattr(games, "SCREENS", {}))


def _report_failure(what: str) -> None:
    # console.error shows the traceback to developers and fails the browser tests.
    window.console.error(f"{what}:\n{traceback.format_exc()}")


class Shell:
    """The page's state: the menu's choices and the screen in front."""

    def __init__(self) -> None:
        self.html = document.documentElement
        self.app = document.getElementById("app")
        self.menu = document.getElementById("menu")
        self.screen_root = document.getElementById("screen")
        self.request, self.url_warnings = params.from_query(str(window.location.search))
        self.game = self.request.game or "axio"
        self.players = self.request.players
        self.screen: ui.Screen | None = None
        self.host = HostLink(self.request.embed)  # the page embedding this one, if any
        self.fresh_announcement = True  # the next Announce replaces what the live region holds
        self.saves = _attach_saves(self.dispatch)  # saves feature: None only if it failed to load
        self.bots = bot_glue.BotWorker()  # computer players' worker, started on first need
        # Counts the screens opened afresh (not by the screen's own events): a tick or a bot's
        # answer is delivered only within the run it was meant for.
        self.run = 0

    # --- boot -------------------------------------------------------------------

    def start(self) -> None:
        self._set_language(self._chosen_language())
        # The address's warnings again, now in the chosen language.
        self.url_warnings = params.from_query(str(window.location.search))[1]
        self._show_contrast()
        if self.request.embed:
            self.html.classList.add("embed")
        self._listen()
        self._fill_menu()
        self.show_messages(self.url_warnings, "warning", heading=i18n.t("page.from_address"))
        self._enable_menu()
        self.route()
        self._become_ready()
        window.setTimeout(create_once_callable(load_game_screens), 0)  # Start is then instant

    def _listen(self) -> None:
        handlers = [
            (self.app, "click", self.on_click),  # the one delegated click listener
            (document, "keydown", self.on_key),
            (window, "hashchange", lambda _event: self.route_hash()),
            (window, "message", self.on_message),
            (self.menu, "change", bot_glue.on_menu_change),  # a seat's Person/level choice
        ]
        for target, kind, handler in handlers:
            proxy = create_proxy(handler)
            _KEEP.append(proxy)
            target.addEventListener(kind, proxy)

    def _fill_menu(self) -> None:
        names = self.request.names or _stored_names()
        for seat in range(MAX_PLAYERS):
            document.getElementById(f"name-{seat}").value = names[seat] if seat < len(names) else ""
        if self.request.seed is not None:
            document.getElementById("seed").value = str(self.request.seed)
        bot_glue.fill_menu(self.request.bots)
        self._show_choices()

    def _enable_menu(self) -> None:
        self.menu.removeAttribute("inert")
        for button in self.menu.querySelectorAll("button[disabled]"):
            button.removeAttribute("disabled")

    def _become_ready(self) -> None:
        self.html.classList.remove("booting")
        self.html.classList.add("ready")
        self.app.setAttribute("aria-busy", "false")
        document.dispatchEvent(window.CustomEvent.new("axio:ready"))  # boot.js: service worker
        self.host.open()

    # --- routing ----------------------------------------------------------------

    def route(self) -> None:
        """What the address asks for: a record link, a game, or the menu."""
        if self.route_hash():
            return
        if self.request.game is not None:
            self.open_game(self.request)
        else:
            self.show_menu()

    def route_hash(self) -> bool:
        """Open the `#record=` link if there is one; True if there was."""
        payload = record_link.payload_from_hash(str(window.location.hash))
        if payload is None:
            return False
        try:
            record = record_link.decode_record(payload)
        except record_link.RecordLinkError as error:
            self.show_messages([str(error)], "error", heading=i18n.t("page.link_broken"))
            self.show_menu()
            return True
        self.open_screen(RECORD_SCREEN, self.request, record, i18n.t("page.records_unavailable"))
        return True

    def open_game(self, request: StartRequest) -> None:
        name = i18n.t(f"game.{request.game}") if request.game in GAMES else i18n.t("page.this_game")
        self.open_screen(request.game or "", request, None, i18n.t("page.game_unavailable", game=name))

    def open_screen(
        self, key: str, request: StartRequest, record: dict[str, Any] | None, unavailable: str
    ) -> None:
        load_game_screens()
        factory = GAME_SCREENS.get(key)
        if factory is None:
            self.show_messages([unavailable], "info")
            self.show_menu()
            return
        try:
            screen = factory(request, record)
        except Exception:
            _report_failure("The game screen failed to start")
            self.show_messages([i18n.t("page.start_failed")], "error")
            self.show_menu()
            return
        self.menu.hidden = True
        self.screen_root.hidden = False
        self.run += 1
        self.show_screen(screen)
        self.fresh_announcement = True
        # What the screen needs done as it first appears (autosave, turn events).
        start_effects = getattr(screen, "start_effects", None)
        for effect in start_effects() if callable(start_effects) else ():
            self.carry_out(effect)

    def open_saves_screen(self, action: str, data: dict[str, str]) -> None:
        """Continue / Saved games / Best scores / a best score's replay, from the menu."""
        try:
            opened = self.saves.menu_action(action, data) if self.saves is not None else None
        except Exception:
            _report_failure(f"Could not open {action}")
            return
        if opened is None:
            return
        screen, effects = opened
        self.clear_messages()
        self.menu.hidden = True
        self.screen_root.hidden = False
        self.run += 1
        self.show_screen(screen)
        self.fresh_announcement = True
        for effect in effects:
            self.carry_out(effect)

    def show_menu(self) -> None:
        self.screen = None
        self.run += 1
        self.screen_root.hidden = True
        self.screen_root.innerHTML = ""
        self.menu.hidden = False
        if self.saves is not None:  # saves feature: Continue, Saved games, Best scores
            try:
                self.saves.fill_menu(self.menu)
            except Exception:
                _report_failure("The saved games could not be listed")

    # --- running a screen ---------------------------------------------------------

    def show_screen(self, screen: ui.Screen) -> None:
        """Render the screen in one assignment and move the focus where it asks."""
        before = self.screen
        # A button pressed from the keyboard keeps the focus across the re-render ("Turn right"
        # twice), unless the screen asks for the focus somewhere new.
        kept = _focused_control(self.screen_root)
        if before is None or type(before) is not type(screen) or before.focus_id != screen.focus_id:
            kept = None
        self.screen = screen
        if bot_seats.needs_worker(getattr(getattr(screen, "session", None), "seats", ())):
            self.bots.prepare()  # an Expert will play: start its worker now, not on its turn
        # Scrolled areas marked data-keep-scroll (with an id) keep their place across renders;
        # a new one marked data-keep-scroll="center" starts centred.
        kept = {str(el.id): (el.scrollLeft, el.scrollTop)
                for el in self.screen_root.querySelectorAll("[data-keep-scroll][id]")}
        self.screen_root.innerHTML = screen.render()
        for element in self.screen_root.querySelectorAll("[data-keep-scroll][id]"):
            left, top = kept.get(str(element.id), (None, None))
            if left is None and str(element.dataset.keepScroll) == "center":
                left = (element.scrollWidth - element.clientWidth) / 2
                top = (element.scrollHeight - element.clientHeight) / 2
            if left is not None:
                element.scrollLeft, element.scrollTop = left, top
        element = _find_control(self.screen_root, kept) if kept else None
        focus_id = screen.focus_id
        if element is None and focus_id:
            element = document.getElementById(focus_id)
        if element and self._may_take_focus():
            element.focus(to_js({"preventScroll": True}))

    def _may_take_focus(self) -> bool:
        """Not in a frame the person has not touched yet: the focus (and so the keys) belongs
        to the host page until then."""
        if not self.host.in_frame:
            return True
        activation = getattr(window.navigator, "userActivation", None)
        return activation is None or bool(activation.hasBeenActive)

    def dispatch(self, event: ui.Event) -> bool:
        """Hand an event to the screen in front; True if it changed anything."""
        screen = self.screen
        if screen is None:
            return False
        try:
            following, effects = screen.handle(event)
        except Exception:
            _report_failure(f"The game screen failed on {event}")
            self.show_messages([i18n.t("page.move_failed")], "error")
            return False
        if following is not screen:
            self.show_screen(following)
        self.fresh_announcement = True
        for effect in effects:
            self.carry_out(effect)
        return following is not screen or bool(effects)

    def carry_out(self, effect: ui.Effect) -> None:
        runner = _EFFECTS.get(type(effect))
        if runner is None:
            window.console.warn(f"No way to carry out {effect!r}")
            return
        try:
            runner(self, effect)
        except Exception:
            _report_failure(f"Could not carry out {type(effect).__name__}")

    def save_game(self, effect: ui.SaveGame) -> None:
        if self.saves is not None:  # saves feature: versioned, checked, never overwrites newer
            notice = self.saves.save(effect)
            if notice:
                self.show_messages([notice], "warning")
            return
        data = json.dumps({"record": effect.record_json, "screen": dict(effect.screen_state)})
        _storage_set(SAVE_KEY_PREFIX + effect.key, data)

    def announce(self, effect: ui.Announce) -> None:
        """Say it in the live region. Everything one event announces is kept together (a move,
        its points, whose turn it is); the next event starts afresh, so a sentence said twice
        in a row ("choose a place first") is heard twice."""
        region = document.getElementById("announcer")
        if self.fresh_announcement:
            region.replaceChildren()
            self.fresh_announcement = False
        region.append(_text_element("p", effect.text, "announcement"))

    def post_effect(self, effect: ui.PostToHost) -> None:
        self.host.post(effect.type, **dict(effect.payload))

    def schedule(self, effect: ui.Schedule) -> None:
        # Delivered to whatever screen of the same run is in front (opening the log makes a
        # new screen value); screens drop ticks that are no longer theirs.
        run = self.run

        def due() -> None:
            if self.run == run:
                self.dispatch(ui.Event("tick", action=effect.action))

        window.setTimeout(create_once_callable(due), effect.ms)

    def ask_bot(self, effect: ui.AskBot) -> None:
        """The bot worker decides (bot_glue.py); its answer comes back as a tick."""
        run = self.run

        async def ask() -> None:
            try:
                move = await self.bots.decide(effect.record_json, effect.player)
            except Exception:
                _report_failure("The computer player could not decide")
                move = ""  # the screen then decides itself
            if self.run == run:
                self.dispatch(ui.Event("tick", action=effect.action, data={"move": move}))

        asyncio.ensure_future(ask())

    def download(self, effect: ui.Download) -> None:
        blob = window.Blob.new(to_js([effect.text]), to_js({"type": effect.mime}))
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = effect.filename
        link.click()
        window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 1000)

    def copy_text(self, effect: ui.CopyText) -> None:
        def failed(_error: Any) -> None:
            self.show_messages([i18n.t("page.copy_refused")], "warning")

        window.navigator.clipboard.writeText(effect.text).then(None, create_once_callable(failed))

    def set_page(self, effect: ui.SetPage) -> None:
        for name, value in effect.attributes.items():
            if value == "":
                self.html.removeAttribute(name)
            else:
                self.html.setAttribute(name, value)

    # --- input ----------------------------------------------------------------------

    def on_click(self, event: Any) -> None:
        target = event.target.closest("[data-action]")
        if not target or not self.app.contains(target):
            return
        action = str(target.dataset.action)
        data = _dataset(target)
        if action in _HELP_ACTIONS:  # the help panel: from the menu, a game's header, or inside it
            _HELP_ACTIONS[action](self, data)
            return
        if self.screen_root.contains(target):
            if action == LEAVE_ACTION:  # a screen's "Menu" button: the shell's job, not the game's
                self.html.removeAttribute("data-game-over")
                self.show_menu()
                return
            self.dispatch(ui.Event("click", action=action, data=data))
            return
        if self.saves is not None and self.saves.handles(action):  # saves feature
            self.open_saves_screen(action, data)
            return
        handler = _MENU_ACTIONS.get(action)
        if handler is not None:
            handler(self, data)

    def on_key(self, event: Any) -> None:
        if event.ctrlKey or event.metaKey or event.altKey or self._help_is_open():
            return  # the open help panel has its own keys: Tab stays inside, Esc closes it
        tag = str(getattr(event.target, "tagName", ""))
        if tag in _TYPING_TAGS:
            return
        if str(event.key) == "?":
            event.preventDefault()
            self.show_help({"topic": "keys"})
            return
        if self.screen is None:
            return
        if str(event.key) in ("Enter", " ") and tag in ("BUTTON", "A"):
            return  # the browser turns these into a click on the focused control
        if self.dispatch(ui.Event("key", key=str(event.key))):
            event.preventDefault()  # the game used it: no scrolling on arrows or space

    def on_message(self, event: Any) -> None:
        try:
            asked = self.host.read(event, self.request)
        except Exception:  # junk must never break the page
            _report_failure("A message from the host page could not be read")
            return
        if asked is not None:
            self.start_from_host(asked)

    def start_from_host(self, asked: host_messages.NewGame) -> None:
        """The host's "new-game": the game in front is saved already (every move is)."""
        self.close_help()
        self.clear_messages()
        if asked.request.lang != i18n.language():
            self._set_language(asked.request.lang)
        self.html.removeAttribute("data-game-over")
        self.show_messages(list(asked.warnings), "warning", heading=i18n.t("page.from_host"))
        self.open_game(asked.request)

    # --- the menu ---------------------------------------------------------------------

    def choose_game(self, data: dict[str, str]) -> None:
        if data.get("game") in GAMES:
            self.game = data["game"]
            self._show_choices()

    def choose_players(self, data: dict[str, str]) -> None:
        count = data.get("players", "")
        if count.isdigit() and 1 <= int(count) <= MAX_PLAYERS:
            self.players = int(count)
            self._show_choices()

    def _show_choices(self) -> None:
        for button in self.menu.querySelectorAll("[data-action='choose-game']"):
            button.setAttribute("aria-pressed", _true(button.dataset.game == self.game))
        for button in self.menu.querySelectorAll("[data-action='choose-players']"):
            button.setAttribute("aria-pressed", _true(button.dataset.players == str(self.players)))
        for row in self.menu.querySelectorAll(".name-row"):
            row.hidden = int(row.dataset.seat) >= self.players

    def start_game(self, _data: dict[str, str]) -> None:
        names = [str(document.getElementById(f"name-{seat}").value) for seat in range(MAX_PLAYERS)]
        seed = str(document.getElementById("seed").value)
        request, problems = params.from_menu(self.game, self.players, names, seed)
        if problems:
            self.show_messages(problems, "error")
            return
        self.clear_messages()
        _storage_set(NAMES_KEY, json.dumps(names))
        # The seats come from the menu; embedding and the language from the address.
        request = replace(request, bots=bot_glue.menu_bots(self.players), embed=self.request.embed,
                          lang=self.request.lang)
        self.open_game(request)

    # --- language, contrast and help ---------------------------------------------------------

    def _chosen_language(self) -> str:
        query = str(window.location.search)
        navigator = window.navigator
        tags = [str(tag) for tag in (getattr(navigator, "languages", None) or [])]
        tags.append(str(getattr(navigator, "language", "") or ""))
        stored = _storage_get(preferences.LANG_KEY)
        return preferences.choose_language(preferences.url_language(query), stored, tags)

    def _set_language(self, lang: str) -> None:
        """Everything the page shows from now on, and the static menu now, in `lang`."""
        lang = i18n.set_language(lang)
        self.request = replace(self.request, lang=lang)  # games and records start in it
        self.html.setAttribute("lang", lang)
        document.title = i18n.t("page.title")
        for element in document.querySelectorAll("[data-i18n]"):
            args = text_args(element.getAttribute("data-i18n-args"))
            element.textContent = i18n.t(str(element.dataset.i18n), **args)
        for element in document.querySelectorAll("[data-i18n-attr]"):
            args = text_args(element.getAttribute("data-i18n-args"))
            for name, key in attribute_keys(element.getAttribute("data-i18n-attr")):
                element.setAttribute(name, i18n.t(key, **args))
        for button in document.querySelectorAll("[data-action='choose-language']"):
            button.setAttribute("aria-pressed", _true(button.dataset.lang == lang))
        bot_glue.translate_menu()  # the seats' choices are filled by Python, not data-i18n

    def choose_language(self, data: dict[str, str]) -> None:
        lang = data.get("lang", "")
        if lang not in i18n.LANGUAGES:
            return
        _storage_set(preferences.LANG_KEY, lang)
        self._set_language(lang)
        self.clear_messages()  # said in the other language
        if self.screen is None and self.saves is not None:
            self.show_menu()  # the saves part of the menu is rendered by Python: again

    def toggle_contrast(self, _data: dict[str, str]) -> None:
        on = not self.html.classList.contains(preferences.CONTRAST_CLASS)
        self.html.classList.toggle(preferences.CONTRAST_CLASS, on)
        _storage_set(preferences.THEME_KEY, preferences.CONTRAST if on else preferences.NORMAL)
        self._show_contrast()

    def _show_contrast(self) -> None:
        # boot.js has put the class on <html> before the first paint; the toggle says so.
        on = self.html.classList.contains(preferences.CONTRAST_CLASS)
        for button in document.querySelectorAll("[data-action='toggle-contrast']"):
            button.setAttribute("aria-pressed", _true(on))

    def show_help(self, data: dict[str, str]) -> None:
        """Open the help panel (or switch its game while open)."""
        variant = getattr(getattr(self.screen, "plugin", None), "variant", None)
        game = data.get("game") or variant or self.game
        dialog = document.getElementById(help.DIALOG_ID)
        was_open = bool(dialog.open)
        document.getElementById(help.BODY_ID).innerHTML = help.render_help(game, data.get("topic", "keys"))
        if was_open:  # switched game inside: keep the focus on the game switch
            dialog.querySelector(f"[data-action='{help.SHOW}'][data-game='{game}']").focus()
        else:
            dialog.showModal()
            document.getElementById(help.CLOSE_ID).focus()

    def close_help(self, _data: dict[str, str] | None = None) -> None:
        document.getElementById(help.DIALOG_ID).close()  # the focus goes back where it was

    def _help_is_open(self) -> bool:
        dialog = document.getElementById(help.DIALOG_ID)
        return bool(dialog and dialog.open)

    # --- messages -----------------------------------------------------------------------

    def show_messages(self, lines: list[str], kind: str, heading: str | None = None) -> None:
        """Show `lines` in the message area, replacing what was there."""
        if not lines:
            return
        listing = document.getElementById("message-list")
        listing.innerHTML = ""
        if heading:
            listing.append(_text_element("p", heading, "message-heading"))
        for line in lines:
            listing.append(_text_element("p", line, "message"))
        box = document.getElementById("messages")
        box.className = f"messages {kind}"
        box.hidden = False

    def clear_messages(self, _data: dict[str, str] | None = None) -> None:
        document.getElementById("messages").hidden = True
        document.getElementById("message-list").innerHTML = ""

_MENU_ACTIONS: dict[str, Callable[[Shell, dict[str, str]], None]] = {
    "choose-game": Shell.choose_game,
    "choose-players": Shell.choose_players,
    "start": Shell.start_game,
    "dismiss-messages": Shell.clear_messages,
    "choose-language": Shell.choose_language,
    "toggle-contrast": Shell.toggle_contrast,
}

_HELP_ACTIONS: dict[str, Callable[[Shell, dict[str, str]], None]] = {
    help.SHOW: Shell.show_help,
    help.CLOSE: Shell.close_help,
}

_EFFECTS: dict[type, Callable[[Shell, Any], None]] = {
    ui.SaveGame: Shell.save_game,
    ui.Announce: Shell.announce,
    ui.PostToHost: Shell.post_effect,
    ui.Schedule: Shell.schedule,
    ui.AskBot: Shell.ask_bot,
    ui.Download: Shell.download,
    ui.CopyText: Shell.copy_text,
    ui.SetPage: Shell.set_page,
}


# --- small browser helpers ------------------------------------------------------------------


def _true(flag: bool) -> str:
    return "true" if flag else "false"


def _dataset(element: Any) -> dict[str, str]:
    data = element.dataset
    return {str(key): str(getattr(data, key)) for key in window.Object.keys(data)}


def _focused_control(root: Any) -> dict[str, str] | None:
    """The data-* attributes (or the id) of the button in `root` that has the focus, if any."""
    active = document.activeElement
    if not active or str(getattr(active, "tagName", "")) != "BUTTON" or not root.contains(active):
        return None
    if str(active.id):
        return {"#": str(active.id)}
    data = _dataset(active)
    return data if "action" in data else None


def _find_control(root: Any, kept: dict[str, str]) -> Any:
    """The button of the new render that is the same control as `kept`, or None."""
    if "#" in kept:
        return document.getElementById(kept["#"])
    for button in root.querySelectorAll("button[data-action]"):
        if _dataset(button) == kept:
            return button
    return None


def _text_element(tag: str, text: str, class_name: str) -> Any:
    node = document.createElement(tag)
    node.className = class_name
    node.textContent = text  # text, never markup: messages quote the address
    return node


def _stored_names() -> tuple[str, ...]:
    """The names typed last time, if storage works and holds something sensible."""
    raw = _storage_get(NAMES_KEY)
    try:
        names = json.loads(raw) if raw else []
    except ValueError:
        return ()
    if not isinstance(names, list):
        return ()
    return tuple(
        params.clean_name(name)[: params.MAX_NAME_LENGTH] if isinstance(name, str) else ""
        for name in names[:MAX_PLAYERS]
    )


def _attach_saves(dispatch: Callable[[ui.Event], bool]) -> Any:
    """The saves feature (saves_glue.py); the page still plays without it if it fails."""
    try:
        from .saves_glue import SavesGlue

        return SavesGlue.attach(dispatch)
    except Exception:
        _report_failure("Saving could not be started")
        return None


def _storage_get(key: str) -> str | None:
    try:
        value = window.localStorage.getItem(key)
    except Exception:  # storage disabled, or refused in a sandboxed frame
        return None
    return str(value) if value else None


def _storage_set(key: str, value: str) -> None:
    with contextlib.suppress(Exception):  # full or refused: the page works without it
        window.localStorage.setItem(key, value)
