"""Games by link between devices, with no server (issue 39; the design: docs/LINKS.md).

group.py (P-256 ElGamal cards, tiles as points), wire.py (a link's text and signature),
chain.py (the public game the links build, and who is due), device.py (one device's secrets and
the links it writes), verify.py (the check of everything at the end); each game's cards and
moves: link_games.py, registered by axio_links.py and rota_links.py.
"""

from . import axio_links, rota_links  # noqa: F401  (each game registers its cards and moves)
