"""Games by link (issue 39): the computing each device does and the length of the links.

    python bench/linkplay.py [--players 4] [--variant axio] [--seed 1] [--moves N]

Prints, per device, the seconds of computing spent on the set-up (from the invitation until
the first player may move: its links written and the others' taken in), then for every link
after the set-up the time to write it (the moves chosen at random, the rest by the device)
and the time each other device takes to open it (the last link: with the final position and
status it draws at once); the characters of each kind of link; and the end's check of
everything, in the parts a page runs one per tick (Device.check_part). Times are
`time.process_time()`: CPU seconds in CPython, which a shared machine's load does not inflate.
Runs the same in Pyodide (bench/linkplay_pyodide.mjs runs it in Node), where that clock counts
the time that passes.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from axio_core.linkplay.device import Device, Entropy  # noqa: E402
from axio_core.linkplay.wire import Link  # noqa: E402

CLOCK = time.process_time


@dataclass
class Unit:
    """One device's piece of work, just done: the set-up's ("setup"), a link written
    ("write": `kind` move, keys, reveal or deck for a link that carries a deck or a reshuffle),
    or a link opened by another device ("open")."""

    what: str
    seat: int
    n: int = 0  # the link's number
    chars: int = 0
    kind: str = ""
    steps: str = ""


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    parser.add_argument("--variant", default="axio")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=0, help="stop after this many links (0: the whole game)")
    parser.add_argument("--detail", action="store_true", help="print each link's steps and time")
    parser.add_argument("--wall", action="store_true", help="time.perf_counter: the time that passes")
    return parser.parse_args(argv)


def units(args: argparse.Namespace) -> Iterator[Unit]:
    """A whole game between in-process devices, yielding after each unit of work, so that a
    caller can time each (main here; bench/linkplay_browser.py reads the page's thread time)."""
    names = ["Anna", "Beata", "Carla", "Dora"][: args.players]
    rng = random.Random(args.seed)
    devices = [Device.invite(args.variant, names, entropy=Entropy(f"{args.seed}:0"))]
    yield Unit("setup", 0)
    devices += [Device(entropy=Entropy(f"{args.seed}:{k}")) for k in range(1, args.players)]
    links: list[Link] = [devices[0].outbox[-1]]
    setup = True

    def post(link: Link, author: int) -> Iterator[Unit]:
        text = link.text()
        for k, device in enumerate(devices):
            if k != author:
                got = device.receive(text)
                assert got.kind == "taken", got
                if device.due_what() == "done":  # the last link: what the page draws at once
                    device.world()
                    device.status()
                yield Unit("setup" if setup else "open", k, link.n)

    yield from post(links[0], 0)
    for k in range(1, args.players):
        link = devices[k].join()
        yield Unit("setup", k, link.n, len(link.text()))
        links.append(link)
        yield from post(link, k)
    while True:
        seat, what = devices[0].due()
        if what == "done" or (args.moves and len(links) >= args.moves):
            break
        if setup and what == "move":
            setup = False
            yield Unit("dealt", -1, len(links), max(len(x.text()) for x in links))
        assert seat is not None
        device = devices[seat]
        while True:
            actions = device.legal_actions()
            if not actions:
                break
            device.act(rng.choice(actions))
        link = device.finish()
        kind = "deck" if any("deck" in s or "reshuffle" in s for s in link.body["steps"]) else what
        steps = str([sorted(s) for s in link.body["steps"]])
        yield Unit("setup" if setup else "write", seat, link.n, len(link.text()), kind, steps)
        links.append(link)
        yield from post(link, seat)
    if devices[0].due()[1] == "done":  # the end's check, in the parts a page runs a tick each
        while not devices[0].check_part():
            yield Unit("verify", 0, len(links) - 1)
        yield Unit("verify", 0, len(links) - 1)
        verdict = devices[0].verdict()
        assert verdict is not None and verdict.ok


def report(done: list[tuple[Unit, float]], args: argparse.Namespace) -> None:
    """What `units` did and how long each took (`done`: each unit and its seconds)."""
    spent = [0.0] * args.players
    setup_spent: list[float] = []
    dealt = Unit("dealt", -1)
    written: list[tuple[float, int, str]] = []
    opened: list[float] = []
    verified: list[float] = []
    last = 0
    for unit, took in done:
        if unit.seat >= 0:
            spent[unit.seat] += took
        last = max(last, unit.n)
        if unit.what == "dealt":
            setup_spent, dealt = list(spent), unit
        elif unit.what == "write":
            written.append((took, unit.chars, unit.kind))
            if args.detail:
                print(unit.n, unit.kind, f"{took:.3f}", unit.steps)
        elif unit.what == "open":
            opened.append(took)
        elif unit.what == "verify":
            verified.append(took)
    print(f"{args.variant}, {args.players} players, seed {args.seed}: {last + 1} links")
    print(
        f"set-up: {dealt.n} links, longest {dealt.chars} chars; "
        f"computing per device: " + ", ".join(f"{s:.2f} s" for s in setup_spent)
    )
    moves = [w for w in written if w[2] != "deck"]
    decks = [w for w in written if w[2] == "deck"]
    if moves:
        print(
            f"move/keys links: {len(moves)}, chars max {max(w[1] for w in moves)}, "
            f"mean {statistics.mean(w[1] for w in moves):.0f}; "
            f"write max {max(w[0] for w in moves):.3f} s, "
            f"median {statistics.median(w[0] for w in moves):.3f} s, "
            f"over 0.5 s: {sum(w[0] > 0.5 for w in moves)}"
        )
    if decks:
        print(
            f"reshuffle links: {len(decks)}, chars max {max(w[1] for w in decks)}; "
            f"write max {max(w[0] for w in decks):.3f} s"
        )
    if opened:
        print(
            f"opening a link (each other device): max {max(opened):.3f} s, "
            f"median {statistics.median(opened):.3f} s, over 0.5 s: {sum(o > 0.5 for o in opened)} "
            f"of {len(opened)}"
        )
    if verified:
        print(
            f"end: verified True in {sum(verified):.2f} s (one device), in {len(verified)} parts, "
            f"the longest {max(verified):.3f} s"
        )


def main(argv: list[str] | None = None) -> None:
    args = parse(argv)
    clock = time.perf_counter if args.wall else CLOCK
    done: list[tuple[Unit, float]] = []
    work = units(args)
    while True:
        t = clock()
        unit = next(work, None)
        if unit is None:
            break
        done.append((unit, clock() - t))
    report(done, args)


if __name__ == "__main__":
    main()
