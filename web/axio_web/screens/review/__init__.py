"""The game review screen: every decision of a finished game rated (axio_core.review), a
chart of each player's lowest colour, a move's board played and best side by side, and a
summary per player. The ratings come from the bot worker one decision at a time (rate.py)."""
