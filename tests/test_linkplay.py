"""Games by link (issue 39; the design: docs/LINKS.md). Whole games between 2-4 devices in
process, each device holding only its own secrets; what the links and one device's storage
reveal; tampered, replayed, forged and cheating links refused and named."""

from __future__ import annotations

import base64
import itertools
import json
import random
import zlib
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from linkplay_support import Table

from axio_core import records
from axio_core.actions import AxioPlace, Exchange
from axio_core.components import AXIO_TILES, ROTA_TILES
from axio_core.linkplay import device as device_module
from axio_core.linkplay import group, wire
from axio_core.linkplay import verify as verify_module
from axio_core.linkplay.chain import Refused, replay
from axio_core.linkplay.device import Device, Entropy
from axio_core.linkplay.verify import verify


def finished(table: Table) -> records.GameRecord:
    """Every device took every link in, verified everything, and agrees on the record."""
    assert len({d.table.head for d in table.devices if d.table}) == 1
    verdicts = [d.check() for d in table.devices]  # the end's check, run whole
    for v in verdicts:
        assert v is not None and v.ok, v and v.problems
    assert len({v.record.to_json() for v in verdicts if v and v.record}) == 1
    record = verdicts[0].record
    assert record is not None
    return record


def decode(link: wire.Link) -> dict[str, Any]:
    text = link.text()
    raw = zlib.decompress(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)))
    return dict(json.loads(raw))


def encode(obj: dict[str, Any]) -> str:
    return wire.FRAGMENT + wire.b64(zlib.compress(wire.canonical(obj)))


# ---------------------------------------------------------------------------- whole games


@pytest.fixture(scope="module")
def rota2() -> Table:
    """A whole two-player Rota game by links (module scope: several tests read it)."""
    table = Table.start("rota", ["Anna", "Beata"], seed=3)
    table.play()
    return table


def test_a_two_player_rota_game_by_links_replays_to_the_same_scores(rota2: Table) -> None:
    table = rota2
    record = finished(table)
    final = records.replay(record).final
    for device in table.devices:
        assert device.world().state.scores == final.scores
        assert device.verified and device.waiting_for() == ""
    assert record.players == ("Anna", "Beata")
    assert len(record.moves) >= 24  # 12 hand tiles each, and any extra turns (T7)


def test_a_two_player_axio_game_with_exchanges_by_links() -> None:
    # Exchange whenever offered: the bag is put back and reshuffled jointly (A11).
    def exchanging(device: Device, actions: list[Any], rng: Any) -> Any:
        return next((a for a in actions if isinstance(a, Exchange)), rng.choice(actions))

    table = Table.start("axio", ["Anna", "Beata"], seed=5)
    table.play(exchanging)
    record = finished(table)
    assert any(m.get("exchange") for m in record.moves)
    assert any("reshuffle" in step for link in table.links for step in link.body["steps"])
    assert records.replay(record).final.scores == table.devices[1].world().state.scores


def test_the_last_secret_opens_no_card_twice_nor_the_bags(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 39: the final reveal is cheap. A card a device opened for itself is not opened
    again once public (Table.hint), and the replay asks for no card it does not need (the bag's
    at the end): counted in multiplications of a card by a key, the protocol's costly step."""
    table = Table.start("axio", ["Anna", "Beata"], seed=5)
    table.play(until=lambda t: t.due() == (t.due()[0], "reveal") and len(t.devices[0].table.secrets) == 1)
    for device in table.devices:
        device.world()  # as a page draws it after each link: its own openings kept
    made: list[int] = []
    share = group.share
    monkeypatch.setattr(group, "share", lambda card, y: made.append(1) or share(card, y))
    link = table.turn()  # the last secret: every card is open to everyone now
    assert "reveal" in link.body["steps"][-1] and table.due()[1] == "done"
    closed = len(table.devices[0].table.cards) - 2 * 5  # the bag's and the replaced cards, at least
    assert closed > 40 and len(made) <= 10, len(made)  # was one per card still closed, twice over
    assert all(not d.verified and d.check() is not None and d.verified for d in table.devices)


@pytest.mark.slow
@pytest.mark.parametrize("variant,players", [("axio", 3), ("axio", 4), ("rota", 3), ("rota", 4)])
def test_whole_games_for_three_and_four_devices(variant: str, players: int) -> None:
    table = Table.start(variant, ["Anna", "Beata", "Carla", "Dora"][:players], seed=players)
    table.play()
    record = finished(table)
    assert records.replay(record).final.scores == table.devices[0].world().state.scores


# ---------------------------------------------------------------------------- secrecy


def test_the_links_and_one_devices_storage_reveal_no_other_players_tile() -> None:
    table = Table.start("axio", ["Anna", "Beata", "Carla"], seed=9)
    table.play(until=lambda t: len(t.links) >= 14)  # past the deal and a few moves each
    anna, beata, carla = table.devices
    storage = json.dumps(anna.to_storage())
    readable = storage + "".join(json.dumps(decode(link)) for link in table.links)
    world = {d.seat: d.world() for d in table.devices}
    public = replay(anna.table)
    hidden = [c for seat in (1, 2) for c in public.held(seat)] + public.bag
    assert len(hidden) > 60
    points = group.tile_points("axio", 100)
    mine = anna.mine
    for card in hidden:
        holder = next((d for d in (beata, carla) if card in public.held(d.seat or 0)), None)
        cards = anna.table.cards
        # The truth, for the test alone: every device's key together.
        point = group.open_card(cards[card], [group.share(cards[card], d.key) for d in table.devices])
        truth = points.index(point)
        # Anna's device cannot open it, with every share in the links and her own key ...
        assert anna.table.identity(card, mine, {}) is None
        # ... nor does any combination of what she has open it to a tile.
        shares = list(anna.table.shares.get(card, {}).values())
        shares.append(group.share(anna.table.cards[card], anna.key))
        for k in range(len(shares) + 1):
            for subset in itertools.combinations(shares, k):
                try:
                    opened = group.open_card(anna.table.cards[card], list(subset))
                except group.BadPoint:
                    continue
                assert opened not in set(points)
        # The tile as a point appears nowhere, in no encoding; nor does its holder's share.
        for text in (wire.b64(points[truth]), points[truth].hex(), base64.b64encode(points[truth]).decode()):
            assert text not in readable
        for device in [holder] if holder else [beata, carla]:
            assert wire.b64(group.share(cards[card], device.key)) not in readable
    # Anna's own racks are open to her; the others' racks are stand-ins, not the truth.
    assert anna.world().racks[0] == world[0].racks[0]
    assert "secret" in anna.to_storage() and "tiles" not in storage


def test_an_unfinished_games_export_and_review_hold_only_what_the_device_may_know() -> None:
    """Issue 39: before the end a device exports the public moves and its own tiles (not a
    record: RECORDS.md needs every rack), and reviews only its own decisions."""
    from axio_core.linkplay.progress import FORMAT, own_decisions, progress_document, world_record
    from axio_core.review import decisions

    table = Table.start("axio", ["Anna", "Beata", "Carla"], seed=9)
    table.play(until=lambda t: len(t.links) >= 30)
    beata = table.devices[1]
    doc = progress_document(beata)
    assert doc is not None and doc["format"] == FORMAT and doc["seat"] == 1
    truth = {d.seat: d.world() for d in table.devices}  # each device's own tiles, for the test alone
    racks = doc["setup"]["racks"]
    assert racks[0] is None and racks[2] is None and racks[1] is not None
    assert sorted(racks[1]) == sorted(truth[1].start.racks[1])
    assert len(doc["tiles"]) + doc["tiles_unopened"] == len(truth[1].state.racks[1])
    assert not set(doc["tiles"]) - set(truth[1].state.racks[1])
    draws = [m for m in doc["moves"] if "draw" in m or "drawn" in m]
    assert draws and all(m["player"] == 1 for m in draws if "draw" in m)  # only her own draws' tiles
    assert any("drawn" in m and m["player"] != 1 for m in draws)  # the others': how many, no tile
    public = replay(beata.table)  # the table's view: every placement is public
    placed = [m for m in doc["moves"] if "place" in m]
    assert len(placed) == sum(1 for a in public.actions if isinstance(a, AxioPlace))
    # every tile named outside the placements is one of the cards dealt or drawn to her
    named = racks[1] + [t for m in draws if "draw" in m for t in m["draw"]] + doc["tiles"]
    world = truth[1]
    hers = [c for seat, cards in world.draws if seat == 1 for c in cards]
    opened = [beata.table.identity(c, beata.mine, {}) for c in hers]
    held = [AXIO_TILES[i] for i in (beata.table.identity(c, beata.mine, {}) for c in world.held(1)) if i]
    assert sorted(named) == sorted([AXIO_TILES[i] for i in opened if i is not None] + held)
    # the review: her own decisions, on her world (stand-ins for the others' racks)
    record = world_record(beata)
    assert record is not None
    replayed = records.replay(record)
    mine = own_decisions(replayed, 1)
    assert mine and all(replayed.states[decisions(replayed)[k]].current == 1 for k in mine)
    assert len(mine) < len(decisions(replayed))


# ---------------------------------------------------------------------------- bad links


@pytest.fixture(scope="module")
def rota3() -> Table:
    table = Table.start("rota", ["Anna", "Beata", "Carla"], seed=11)
    table.play(until=lambda t: len(t.links) >= 9)
    return table


def test_tampered_forged_replayed_and_foreign_links_are_refused_and_named(rota3: Table) -> None:
    anna, beata, carla = rota3.devices
    seat, what = carla.due()
    author = rota3.devices[seat or 0]
    bystander = next(d for d in rota3.devices if d is not author)
    # The link the author would write, not yet sent: a copy of its device writes it.
    copy = Device.from_storage(author.to_storage())
    while copy.legal_actions():
        copy.act(copy.legal_actions()[0])
    link = copy.finish()
    name = rota3.devices[0].table.names[link.by]

    changed = decode(link)
    changed["body"]["steps"][-1]["rot"] = (changed["body"]["steps"][-1].get("rot", 0) + 1) % 4
    got = bystander.receive(encode(changed))
    assert got.kind == "refused" and f"not signed by {name}'s device" in got.message

    forged = wire.sign(
        wire.signing_key(bystander.device_secret), link.n, link.prev, link.game, link.by, link.body
    )
    got = bystander.receive(forged.text())
    assert got.kind == "refused" and f"not signed by {name}'s device" in got.message

    assert bystander.receive("https://example.org/#link=AAAA").kind == "refused"
    assert "damaged" in bystander.receive(link.text()[:-40]).message

    old = rota3.links[3]
    got = bystander.receive(old.text())
    author_of_old = rota3.devices[old.by].table.names[old.by]
    assert got.kind == "duplicate" and f"already have link 3 from {author_of_old}" in got.message

    other = Table.start("rota", ["Xena", "Yuri"], seed=12)
    got = bystander.receive(other.links[-1].text())
    assert got.kind == "refused" and "another game" in got.message

    # A device restored from its storage takes the same link in.
    restored = Device.from_storage(bystander.to_storage())
    assert restored.table is not None and restored.table.head == bystander.table.head
    assert restored.receive(link.text()).kind == "taken"

    # The author, due, sends one link; a different link with the same number conflicts.
    sent = rota3.devices[seat or 0]
    while sent.legal_actions():
        sent.act(sent.legal_actions()[-1])
    real = sent.finish()
    assert bystander.receive(real.text()).kind == "taken"
    if real.digest != link.digest:
        got = bystander.receive(link.text())
        assert got.kind == "refused" and "conflicts" in got.message
    # A link from a seat that is not due, properly signed, is refused, naming who was due.
    due_seat, _ = bystander.due()
    wrong = next(d for d in rota3.devices if d.seat not in (due_seat, bystander.seat))
    stub = wire.sign(
        wrong._sign_key(), real.n + 1, real.digest, real.game, wrong.seat or 0, {"steps": [{"shares": {}}]}
    )
    got = bystander.receive(stub.text())
    assert got.kind == "refused" and "was due" in got.message


def test_links_out_of_order_wait_and_are_taken_in_later() -> None:
    table = Table.start("rota", ["Anna", "Beata"], seed=21)
    table.turn()
    late = Device(entropy=Entropy("late"))
    texts = [link.text() for link in table.links]
    got = late.receive(texts[2])
    assert got.kind == "waiting" and "invitation" in got.message
    assert late.receive(texts[1]).kind == "waiting"
    assert late.receive(texts[0]).kind == "taken"
    assert late.table is not None and len(late.table.links) == len(texts)
    assert late.receive(texts[1]).kind == "duplicate"
    # Not seated: it can read the table but never join a full game.
    with pytest.raises(Exception, match="every seat"):
        late.join()


# ---------------------------------------------------------------------------- cheats


def test_a_tile_not_held_is_refused_and_named() -> None:
    table = Table.start("axio", ["Anna", "Beata"], seed=31)
    table.play(until=lambda t: t.due()[1] == "move" and len(t.links) > 6)
    seat, _ = table.due()
    cheat = table.devices[seat or 0]
    other = table.devices[1 - (seat or 0)]
    world = cheat.world()
    legal = [a for a in cheat.legal_actions() if isinstance(a, AxioPlace)]
    action = legal[0]
    rack = world.racks[cheat.seat or 0]
    held = {AXIO_TILES[cheat.table.identity(c, cheat.mine, {})] for c in rack}
    card = next(
        c
        for c in rack
        if AXIO_TILES[cheat.table.identity(c, cheat.mine, {})] != action.tile
        and AXIO_TILES[cheat.table.identity(c, cheat.mine, {})] not in {action.tile}
    )
    assert held
    share, proof = group.prove_share(cheat.table.cards[card], cheat.key)  # an honest key, a wrong tile
    steps = [
        {
            "place": action.tile,
            "at": [list(action.cells[0]), list(action.cells[1])],
            "card": card,
            "share": wire.b64(share),
            "proof": wire.b64(proof),
            "keep": True,
        }
    ]
    link = cheat._sign(len(cheat.table.links), cheat.table.head, cheat.table.game_id, steps)
    got = other.receive(link.text())
    name = cheat.table.names[cheat.seat or 0]
    assert got.kind == "refused"
    assert f"from {name}" in got.message and f"card {card} is not that tile" in got.message


def test_a_faked_key_and_a_bad_shuffle_are_caught_at_the_end_and_named(rota2: Table) -> None:
    good = rota2.devices[0].table
    assert good is not None and verify(good).ok
    # Beata's key for a card she placed, changed afterwards: the end names her and the link.
    placed = next(
        link for link in good.links if link.by == 1 and any("place" in s for s in link.body["steps"])
    )
    card = next(s["card"] for s in placed.body["steps"] if "place" in s)
    bad = good.clone()
    bad.shares[card][1] = group.encode(group.decode(bad.shares[card][1]) + group.G)
    bad.opened.clear()
    problems = verify(bad).problems
    assert any(f"link {placed.n}: Beata's key for card {card} is wrong" in p for p in problems), problems
    # A shuffle whose output is not what its author's key makes.
    bad = good.clone()
    step = bad.decks[1]
    bad.decks[1] = type(step)(
        step.n, step.by, step.kind, step.label, step.before, [step.after[1], step.after[0], *step.after[2:]]
    )
    problems = verify(bad).problems
    assert any(
        f"link {step.n}: {bad.names[step.by]}'s shuffle is not what their key makes" in p for p in problems
    ), problems


def test_the_last_link_opens_at_once_and_the_ends_check_follows_in_parts(
    rota2: Table, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 39: taking the last link in shows the final position without the end's check
    (nothing counts as verified yet); each check_part runs a part of it; a tampered history
    is still named, the same way as by verify."""
    texts = [link.text() for link in rota2.links]
    stored = rota2.devices[1].to_storage()
    runs: list[int] = []
    checking = verify_module.checking

    def counted(table: Any) -> Any:
        runs.append(1)
        return checking(table)

    monkeypatch.setattr(device_module, "checking", counted)
    beata = Device.from_storage({**stored, "links": texts[:-1], "pending": []})
    assert beata.receive(texts[-1]).kind == "taken" and beata.due_what() == "done"
    beata.world()  # the final position, as the page draws it at once
    assert not runs and beata.verdict() is None and not beata.verified and beata.to_check()
    assert beata.status() == "the game is over: checking every draw and move…"
    parts = 1
    while not beata.check_part():
        parts += 1
        assert runs == [1] and beata.verdict() is None  # one check, under way: nothing verified
    assert parts >= 10 and beata.verified and not beata.to_check()
    assert beata.check_part() and runs == [1]  # done: not run again
    # a history changed after the fact (Beata's key for a card she placed): named, in parts too
    bad = Device.from_storage({**stored, "links": texts, "pending": []})
    assert bad.table is not None
    placed = next(
        link for link in bad.table.links if link.by == 1 and any("place" in s for s in link.body["steps"])
    )
    card = next(s["card"] for s in placed.body["steps"] if "place" in s)
    bad.table.shares[card][1] = group.encode(group.decode(bad.table.shares[card][1]) + group.G)
    bad.table.opened.clear()
    while not bad.check_part():
        assert not bad.verified
    verdict = bad.verdict()
    assert verdict is not None and not verdict.ok and not bad.verified
    assert any(f"link {placed.n}: Beata's key for card {card} is wrong" in p for p in verdict.problems)


def test_a_wrong_key_for_anothers_card_does_not_open_it() -> None:
    table = Table.start("rota", ["Anna", "Beata"], seed=51)
    table.play(until=lambda t: t.due() == (0, "move"))
    anna = table.devices[0]
    assert anna.table is not None
    hand = anna.world().held(0)[0]
    beata_share = anna.table.shares[hand][1]
    wrong = group.encode(group.decode(beata_share) + group.G)
    assert anna.table.identity(hand, anna.mine, {}) is not None
    bad = anna.table.clone()
    bad.shares[hand][1] = wrong
    with pytest.raises(group.BadPoint, match=f"card {hand} does not open to a tile"):
        bad.identity(hand, anna.mine, {})
    with pytest.raises(Refused):
        anna.table.clone().take_link(wire.sign(wire.signing_key(b"x" * 32), 99, "", "", 1, {"steps": []}))


def test_the_sizes_of_links() -> None:
    """Links that carry a deck (the deal, a reshuffle) at most 20,000 characters; all others,
    the moves among them, at most 2,000 (the issue's limits; bench/RESULTS.md has the figures)."""
    table = Table.start("axio", ["Anna", "Beata", "Carla", "Dora"], seed=61)
    table.play(until=lambda t: sum(any("place" in s for s in link.body["steps"]) for link in t.links) >= 4)
    decks = [
        len(link.text())
        for link in table.links
        if any("deck" in s or "reshuffle" in s for s in link.body["steps"])
    ]
    others = [
        len(link.text())
        for link in table.links
        if not any("deck" in s or "reshuffle" in s for s in link.body["steps"])
    ]
    assert len(decks) == 4 and max(decks) <= 20_000
    assert max(others) <= 2_000


def test_a_wrong_key_stops_the_drawer_with_a_message() -> None:
    table = Table.start("rota", ["Anna", "Beata"], seed=52)
    table.play(until=lambda t: t.due() == (0, "move"))
    anna = table.devices[0]
    assert anna.table is not None and anna.trouble() is None
    hand = anna.world().held(0)[0]
    anna.table.shares[hand][1] = group.encode(group.decode(anna.table.shares[hand][1]) + group.G)
    anna._cache.clear()
    anna._world = None
    assert anna.legal_actions() == []
    assert "wrong" in (anna.trouble() or "") and "Beata" in (anna.trouble() or "")


@settings(max_examples=25)
@given(st.data())
def test_any_signed_garbage_is_refused_with_a_message(
    garbage: tuple[Table, Device, wire.Link], data: Any
) -> None:
    """A device that signs nonsense (its own key, the right number and hash) gets a refusal in
    words, never a traceback, and changes nothing."""
    table, author, _ = garbage
    reader = next(d for d in table.devices if d is not author)
    assert reader.table is not None and author.table is not None
    head = reader.table.head
    step = data.draw(
        st.dictionaries(
            st.sampled_from(
                [
                    "place",
                    "exchange",
                    "shares",
                    "reveal",
                    "reshuffle",
                    "deck",
                    "join",
                    "card",
                    "share",
                    "at",
                    "rot",
                    "name",
                    "keep",
                ]
            ),
            st.one_of(
                st.none(),
                st.booleans(),
                st.integers(-3, 200),
                st.text(max_size=8),
                st.lists(st.integers(-2, 5), max_size=3),
                st.dictionaries(st.text(max_size=3), st.text(max_size=4), max_size=2),
            ),
            max_size=5,
        )
    )
    link = wire.sign(
        author._sign_key(),
        len(author.table.links),
        author.table.head,
        author.table.game_id,
        author.seat or 0,
        {"steps": [step]},
    )
    got = reader.receive(link.text())
    assert got.kind == "refused" and got.message
    assert reader.table.head == head


@pytest.fixture(scope="module")
def garbage() -> tuple[Table, Device, wire.Link]:
    table = Table.start("rota", ["Anna", "Beata"], seed=53)
    table.play(until=lambda t: t.due() == (0, "move"))
    return table, table.devices[0], table.links[-1]


def test_a_device_restored_from_its_storage_with_links_late_twice_and_out_of_order(rota2: Table) -> None:
    """Every link of a whole game, shuffled and some twice, into Beata's device restored from
    its secrets alone: it ends where the others did, verified."""
    beata = rota2.devices[1]
    stored = beata.to_storage()
    texts = [link.text() for link in rota2.links]
    order = texts + texts[::3]
    random.Random(4).shuffle(order)
    again = Device.from_storage({**stored, "links": order, "pending": []})
    assert again.table is not None and again.table.head == beata.table.head
    assert not again.verified and again.status().startswith("the game is over: checking")  # not run yet
    assert again.check() is not None
    assert again.verified and again.status().startswith("the game is over: every draw")
    assert again.link_url("https://example.org/axio/?x=1#old").startswith(
        "https://example.org/axio/?x=1#link="
    )


def test_each_device_says_what_it_waits_for_and_from_whom() -> None:
    table = Table.start("axio", ["Anna", "Beata", "Carla"], seed=71)
    anna, beata, carla = table.devices
    assert anna.status() == "your turn to shuffle the tiles"  # Carla, the last to join, shuffled first
    assert beata.status() == "waiting for Anna to shuffle the tiles" and beata.waiting_for() == "Anna"
    table.play(until=lambda t: t.due() == (0, "move"))
    assert anna.status() == "your turn to move" and anna.waiting_for() == ""
    assert beata.status() == "waiting for Anna to move" and beata.waiting_for() == "Anna"
    assert carla.waiting_for() == "Anna"


def test_a_share_aimed_at_another_tile_is_refused_at_once() -> None:
    """The mover knows every other share of its own card, so it could make the card open to any
    tile; the share's Chaum-Pedersen proof fails, and the link is refused, naming who."""
    table = Table.start("rota", ["Anna", "Beata"], seed=81)
    table.play(until=lambda t: t.due() == (0, "move"))
    anna, beata = table.devices
    assert anna.table is not None
    card = anna.world().held(0)[0]
    cards = anna.table.cards
    honest = anna.table.identity(card, anna.mine, {})
    other = next(i for i, tile in enumerate(ROTA_TILES) if tile != ROTA_TILES[honest or 0])
    target = group.decode(group.tile_points("rota", 60)[other])
    b = group.decode(group.split(cards[card])[1])
    aimed = group.encode(b + (-group.decode(anna.table.shares[card][1])) + (-target))
    assert group.open_card(cards[card], [anna.table.shares[card][1], aimed]) == group.encode(target)
    action = next(a for a in anna.legal_actions() if a.name is None)
    _, proof = group.prove_share(cards[card], anna.key)
    step = {
        "place": ROTA_TILES[other],
        "at": list(action.at),
        "rot": action.rot,
        "card": card,
        "share": wire.b64(aimed),
        "proof": wire.b64(proof),
    }
    link = anna._sign(len(anna.table.links), anna.table.head, anna.table.game_id, [step])
    got = beata.receive(link.text())
    assert got.kind == "refused"
    assert "link" in got.message and "Anna's key for card" in got.message and "proof fails" in got.message
