"""AXIO, the board game: board geometry, state and rules."""
