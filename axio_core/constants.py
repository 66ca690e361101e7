"""The games' numbers, in one place (RULES.md cites each one)."""

from __future__ import annotations

from typing import Final

#: The five colours, in the order used everywhere: scoreboards, records, JSON (RULES.md).
COLORS: Final = "RGBOP"

MIN_PLAYERS: Final = 1
MAX_PLAYERS: Final = 4

# AXIO (the board game)
AXIO_BOARD_SIZE: Final = 13  # ruling A1
AXIO_CAP: Final = 18  # ruling A10
AXIO_SOLO_CAP: Final = 2 * AXIO_CAP  # ruling A15: first board plus second board
AXIO_RACK: Final = 5  # ruling A3
AXIO_PYRAMIDS: Final = 20  # ruling A3

# AXIO Rota
ROTA_CAP: Final = 12  # ruling T7
ROTA_STACK: Final = 12  # ruling T3
ROTA_DISPLAY_CELLS: Final = ((0, 0), (1, 0), (0, 1), (1, 1))  # ruling T3

#: Computer players, weakest first (axio_core.bots; records name them in `meta.seats`).
BOT_LEVELS: Final = ("beginner", "casual", "strong", "expert")
