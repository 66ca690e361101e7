"""Games by link (issue 39): the computing each device does and the length of the links.

    python bench/linkplay.py [--players 4] [--variant axio] [--seed 1] [--moves N]

Prints, per device, the seconds of computing spent on the set-up (from the invitation until
the first player may move: its links written and the others' taken in), then for every link
after the set-up the time to write it (the moves chosen at random, the rest by the device)
and the time each other device takes to open it; the characters of each kind of link; and the
end's check of everything. Times are `time.process_time()`: CPU seconds in CPython, which a
shared machine's load does not inflate. Runs the same in Pyodide (bench/linkplay_pyodide.mjs
runs it in Node), where that clock counts the time that passes.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from axio_core.linkplay.device import Device, Entropy  # noqa: E402
from axio_core.linkplay.wire import Link  # noqa: E402

CLOCK = time.process_time


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--variant", default="axio")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=0, help="stop after this many links (0: the whole game)")
    parser.add_argument("--detail", action="store_true", help="print each link's steps and time")
    parser.add_argument("--wall", action="store_true", help="time.perf_counter: the time that passes")
    args = parser.parse_args(argv)
    if args.wall:
        global CLOCK
        CLOCK = time.perf_counter
    names = ["Anna", "Beata", "Carla", "Dora"][: args.players]
    rng = random.Random(args.seed)
    spent = [0.0] * args.players
    opened: list[float] = []
    written: list[tuple[float, int, str]] = []

    def clock(seat: int, start: float) -> float:
        took = CLOCK() - start
        spent[seat] += took
        return took

    start = CLOCK()
    devices = [Device.invite(args.variant, names, entropy=Entropy(f"{args.seed}:0"))]
    clock(0, start)
    devices += [Device(entropy=Entropy(f"{args.seed}:{k}")) for k in range(1, args.players)]
    links: list[Link] = [devices[0].outbox[-1]]

    def post(link: Link, author: int, setup: bool) -> None:
        text = link.text()
        for k, device in enumerate(devices):
            if k != author:
                t = CLOCK()
                got = device.receive(text)
                took = clock(k, t)
                assert got.kind == "taken", got
                if not setup:
                    opened.append(took)

    post(links[0], 0, True)
    for k in range(1, args.players):
        t = CLOCK()
        link = devices[k].join()
        clock(k, t)
        links.append(link)
        post(link, k, True)
    setup = True
    while True:
        seat, what = devices[0].due()
        if what == "done" or (args.moves and len(links) >= args.moves):
            break
        if setup and what == "move":
            setup_spent = list(spent)
            setup_links = list(links)
            setup = False
        assert seat is not None
        device = devices[seat]
        t = CLOCK()
        while True:
            actions = device.legal_actions()
            if not actions:
                break
            device.act(rng.choice(actions))
        link = device.finish()
        took = clock(seat, t)
        kind = "deck" if any("deck" in s or "reshuffle" in s for s in link.body["steps"]) else what
        if "--detail" in sys.argv:
            print(link.n, what, f"{CLOCK() - t:.3f}", [sorted(s) for s in link.body["steps"]])
        if not setup:
            written.append((took, len(link.text()), kind))
        links.append(link)
        post(link, seat, setup)
    print(f"{args.variant}, {args.players} players, seed {args.seed}: {len(links)} links")
    print(
        f"set-up: {len(setup_links)} links, longest {max(len(x.text()) for x in setup_links)} chars; "
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
    if devices[0].due()[1] == "done":
        t = CLOCK()
        verdict = devices[0].verdict()
        took = CLOCK() - t
        print(f"end: verified {verdict is not None and verdict.ok} in {took:.2f} s (one device)")


if __name__ == "__main__":
    main()
