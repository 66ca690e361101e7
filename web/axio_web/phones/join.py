"""A phone's address: `#join=<the table's offer>` (PAGE.md). Read at boot to tell a phone from
the menu, so kept apart from the rack and the wire, which the first start does not import (issue 24)."""

from __future__ import annotations

JOIN = "#join="


def join_payload(location_hash: str) -> str | None:
    """The offer in a `#join=` fragment (None: the address is not a phone's)."""
    return location_hash[len(JOIN) :] if location_hash.startswith(JOIN) else None
