"""What a screen renders: a skeleton with named regions, so the page can put into the DOM only
the regions whose markup changed (ARCHITECTURE.md: "render per region").

A region is an element whose content the skeleton leaves as a marker, `<!--@id-->`:

    >>> layout = Layout('<div id="a"><!--@a--></div>', (("a", "<p>hi</p>"),))
    >>> layout.html()
    '<div id="a"><p>hi</p></div>'

Regions may hold the markers of later regions (the board's marks inside the board): the glue
then fills a region with its nested regions already in place (`composed`).

A piece of markup may bring regions of its own (`Parts`: the side's controls, whose rack a
tap on the board leaves as it is): its markers stay in it and its regions follow it.

A region may also be given element by element (`lists`: its content is those elements joined,
one top-level element each, no markers): where only some of them change, the page replaces
those elements alone (the places on the board, of which a tap changes one or two).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

MARKER = "<!--@"  # how every marker begins: most regions hold none, and are passed over at once


def slot(region_id: str) -> str:
    """The marker a skeleton (or an enclosing region) leaves where a region's content goes."""
    return f"{MARKER}{region_id}-->"


@dataclass(frozen=True)
class Layout:
    skeleton: str
    regions: tuple[tuple[str, str], ...] = ()
    lists: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (region id, its elements)

    def html(self) -> str:
        """The whole screen as one string (a first render, and the tests)."""
        return self._fill(self.skeleton)

    def composed(self, region_id: str) -> str:
        """One region's content with the regions nested in it filled in."""
        return self._fill(self.contents[region_id])

    @cached_property
    def contents(self) -> dict[str, str]:
        return dict(self.regions)

    @cached_property
    def elements(self) -> dict[str, tuple[str, ...]]:
        return dict(self.lists)

    def nested(self, region_id: str) -> frozenset[str]:
        """The regions whose markers lie inside `region_id` (at any depth)."""
        found: set[str] = set()
        pending = [region_id]
        while pending:
            text = self.contents.get(pending.pop(), "")
            if MARKER not in text:
                continue
            for other, _ in self.regions:
                if other not in found and slot(other) in text:
                    found.add(other)
                    pending.append(other)
        return frozenset(found)

    def _fill(self, text: str) -> str:
        if MARKER not in text:
            return text
        for region_id, content in self.regions:  # document order: parents before children
            marker = slot(region_id)
            if marker in text:
                text = text.replace(marker, content)
        return text


@dataclass(frozen=True)
class Parts:
    """Markup with regions nested in it: `html` holds their markers (`slot`), `regions` their
    content (parents before children). A screen lists them after the region that holds
    `html`; where the region's own markup is unchanged, only the parts that changed are put.
    `lists`: those of `regions` also given element by element (`Layout.lists`)."""

    html: str
    regions: tuple[tuple[str, str], ...] = ()
    lists: tuple[tuple[str, tuple[str, ...]], ...] = ()  # regions of them given element by element

    def filled(self) -> str:
        """The markup with every part in place (a screen without regions for them)."""
        return Layout(self.html, self.regions).html()


def part(region_id: str, content: str, css_class: str = "controls-part") -> tuple[str, tuple[str, str]]:
    """A region inside a `Parts`: its holder (an element that takes no box of its own, so the
    layout around it is as without it: `display: contents`) and (id, content)."""
    return f'<div class="{css_class}" id="{region_id}">{slot(region_id)}</div>', (region_id, content)
