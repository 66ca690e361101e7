"""Games by link played in-process (issue 39): each device an object with only its own
secrets; every link goes, as its text, to every other device, as a group chat would carry it."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from axio_core.actions import Action
from axio_core.linkplay.device import Device, Entropy
from axio_core.linkplay.wire import Link

Policy = Callable[[Device, list[Action], random.Random], Action]


def random_policy(device: Device, actions: list[Action], rng: random.Random) -> Action:
    return rng.choice(actions)


@dataclass
class Table:
    devices: list[Device]
    links: list[Link] = field(default_factory=list)
    rng: random.Random = field(default_factory=lambda: random.Random(0))

    @classmethod
    def start(cls, variant: str, names: list[str], seed: int = 1) -> Table:
        first = Device.invite(variant, names, entropy=Entropy(f"{seed}:0"))
        table = cls(
            [first] + [Device(entropy=Entropy(f"{seed}:{k}")) for k in range(1, len(names))],
            rng=random.Random(seed),
        )
        table.post(first.outbox[-1], first)
        for device in table.devices[1:]:
            table.post(device.join(), device)
        return table

    def post(self, link: Link, author: Device) -> None:
        self.links.append(link)
        for device in self.devices:
            if device is not author:
                got = device.receive(link.text())
                assert got.kind == "taken", (device.seat, got)

    def due(self) -> tuple[int | None, str]:
        return self.devices[0].due()

    def turn(self, policy: Policy = random_policy) -> Link:
        """The device due writes its link: its moves chosen by `policy`, the rest by itself."""
        seat, _what = self.due()
        assert seat is not None
        device = self.devices[seat]
        while True:
            actions = device.legal_actions()
            if not actions:
                break
            device.act(policy(device, actions, self.rng))
        link = device.finish()
        self.post(link, device)
        return link

    def play(self, policy: Policy = random_policy, until: Callable[[Table], bool] | None = None) -> None:
        while self.due()[1] != "done" and not (until and until(self)):
            self.turn(policy)
