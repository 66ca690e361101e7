"""The shared game table for both games: screen, scoreboards, cover, log, end (see plugin.py)."""
