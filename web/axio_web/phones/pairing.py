"""The pairing panel's markup (the table's "Play from phones") and the side panel of a phone
seat's turn: pure functions of the table's `PhoneLink` and the seats.

PAGE.md's hooks are drawn here: `[data-pairing-seat="k"][data-offer-link]` around a seat's QR
code (only once its offer exists: "making the code…" before), `[data-pairing-input]` and
`data-action="pairing-accept"`. A seat's code appears in one place at a time (the panel when it
is open, else the side panel of that seat's turn), so the hook names one element.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..strings.i18n import t
from ..ui.action_names import PhoneAction
from ..ui.markup import esc, seat_mark
from .link import PANEL_ID, PhoneLink, SeatLink
from .qr import qr_svg

#: A phone, drawn: the header's button shows only this below a landscape tablet's width.
PHONE_GLYPH = (
    '<svg class="phones-glyph" viewBox="0 0 14 22" aria-hidden="true" focusable="false">'
    '<rect x="1" y="1" width="12" height="20" rx="2.5" fill="none" stroke="currentColor" '
    'stroke-width="2"/><circle cx="7" cy="17.5" r="1.4" fill="currentColor"/></svg>'
)
INPUT_NAME = "pairing-input"  # the paste field's name: its Input events carry the text


def render_panel(link: PhoneLink, names: Sequence[str], seats: Sequence[str | None]) -> str:
    """The panel over the table: a row per person's seat (computer players cannot hold a
    phone) with its switch and its code, then the camera, the paste field and Done."""
    if not link.open:
        return ""
    rows = "".join(_seat_row(link, seat, name) for seat, name in enumerate(names) if seats[seat] is None)
    if not rows:
        rows = f'<p class="pairing-note">{esc(t("phones.no_people"))}</p>'
    return (
        f'<div class="pairing" id="{PANEL_ID}" role="dialog" aria-modal="true" '
        f'aria-labelledby="pairing-title" tabindex="-1">'
        f'<div class="pairing-card">'
        f'<div class="pairing-top"><h2 id="pairing-title">{esc(t("phones.panel_title"))}</h2>'
        f'<button type="button" class="btn btn-primary" data-action="{PhoneAction.CLOSE}">'
        f"{esc(t('phones.close'))}</button></div>"
        f'<p class="pairing-intro">{esc(t("phones.panel_intro"))}</p>'
        f'<ol class="pairing-seats">{rows}</ol>'
        f"{render_answer_in(link)}</div></div>"
    )


def render_answer_in(link: PhoneLink) -> str:
    """Where the table takes a phone's answer: its camera, or the text pasted, with the last
    notice. In the panel, or (the panel closed) beside the code of the seat that waits."""
    notice = f'<p class="pairing-notice" role="alert">{esc(link.notice)}</p>' if link.notice else ""
    pressed = ' aria-pressed="true"' if link.scanning else ""
    scanning = (
        f'<p class="pairing-scanning" role="status">{esc(t("phones.scanning"))}</p>' if link.scanning else ""
    )
    return (
        f"{notice}"
        f'<div class="pairing-answer-in">'
        f'<button type="button" class="btn pairing-scan" data-action="{PhoneAction.SCAN}"'
        f"{pressed}>{esc(t('phones.scan'))}</button>{scanning}"
        f'<label class="pairing-paste"><span>{esc(t("phones.paste_label"))}</span>'
        f'<textarea name="{INPUT_NAME}" data-pairing-input rows="2" autocomplete="off" autocapitalize="off" '
        f'spellcheck="false">{esc(link.typed)}</textarea></label>'
        f'<button type="button" class="btn" data-action="{PhoneAction.ACCEPT}">'
        f"{esc(t('phones.accept'))}</button></div>"
    )


def _seat_row(link: PhoneLink, seat: int, name: str) -> str:
    seat_link = link.get(seat)
    on = seat_link is not None
    switch = (
        f'<button type="button" class="btn phone-switch" data-action="{PhoneAction.SEAT}" '
        f'data-seat="{seat}" aria-pressed="{"true" if on else "false"}" '
        f'aria-label="{esc(t("phones.seat_switch", name=name))}">'
        f"{esc(t('phones.on_phone' if on else 'phones.on_tablet'))}</button>"
    )
    state = render_seat_state(seat_link, seat, name) if seat_link else ""
    return (
        f'<li class="pairing-seat seat-{seat}"><div class="pairing-who">{seat_mark(seat)}'
        f'<span class="pairing-name">{esc(name)}</span>{switch}</div>{state}</li>'
    )


def render_seat_state(seat_link: SeatLink, seat: int, name: str) -> str:
    """Where one phone seat's pairing stands: its code (while it waits for an answer), or
    "making the code…", "connecting…", connected, or why it failed."""
    if seat_link.connected:
        return f'<p class="pairing-state is-connected">{esc(t("phones.connected", name=name))}</p>'
    if seat_link.failed:
        return (
            f'<p class="pairing-state is-failed" role="alert">'
            f"{esc(t('phones.failed', name=name, reason=seat_link.failed))}</p>"
        )
    if seat_link.answered:
        return f'<p class="pairing-state is-answered">{esc(t("phones.answered", name=name))}</p>'
    if not seat_link.offer:
        return making_code()
    code = qr_svg(seat_link.offer, t("phones.qr_label", name=name)) or making_code()
    return (
        f'<div class="pairing-code" data-pairing-seat="{seat}" data-offer-link="{esc(seat_link.offer)}">'
        f'<p class="pairing-state">{esc(t("phones.scan_this", name=name))}</p>{code}'
        f'<button type="button" class="btn btn-quiet" data-action="{PhoneAction.COPY}" '
        f'data-seat="{seat}">{esc(t("phones.copy"))}</button></div>'
    )


def making_code() -> str:
    """ "Making the code…": before the offer exists, and until the QR codes' modules arrive."""
    return f'<p class="pairing-state is-making" role="status">{esc(t("phones.making"))}</p>'


def render_remote(link: PhoneLink, seat: int, name: str) -> str:
    """The side panel while a phone seat is to act: who plays, or that the table waits for
    their phone (with its new code when the panel is closed), and the way back to the tablet."""
    seat_link = link.get(seat)
    connected = seat_link is not None and seat_link.connected
    key = "phones.remote_line" if connected else "phones.remote_waiting"
    state = ""
    if seat_link is not None and not connected and not link.open:
        state = render_seat_state(seat_link, seat, name)
        if seat_link.waiting or link.notice:  # its phone's answer is taken right here
            state += render_answer_in(link)
    # Handing the seat back shows that seat's rack on the tablet: a small control, set apart.
    return (
        f'<div class="remote-panel seat-{seat}{" is-waiting" if not connected else ""}">'
        f'<p class="remote-line" role="status">{seat_mark(seat)}<span>{esc(t(key, name=name))}</span></p>'
        f'{state}<p class="remote-release">'
        f'<button type="button" class="btn btn-quiet btn-small" data-action="{PhoneAction.RELEASE}" '
        f'data-seat="{seat}">{esc(t("phones.release", name=name))}</button></p></div>'
    )


def render_pair_button(in_header: bool = True) -> str:
    """The table's way into the panel during a game: in the header (a tablet) or the cover's
    bar, or among the tools behind "⋯" (a phone, whose header has no room: the stylesheet
    shows one of them). Always with words: the short one where the header is narrow."""
    where = "btn btn-quiet btn-phones" if in_header else "btn btn-phones btn-phones-tool"
    return (
        f'<button type="button" class="{where}" data-action="{PhoneAction.PAIR}" '
        f'aria-label="{esc(t("phones.pair"))}" title="{esc(t("phones.pair"))}">'
        f"{PHONE_GLYPH}"
        f'<span class="phones-word">{esc(t("phones.pair"))}</span>'
        f'<span class="phones-short" aria-hidden="true">{esc(t("phones.pair_short"))}</span></button>'
    )
