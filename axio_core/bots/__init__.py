"""Computer opponents for AXIO and AXIO Rota: four levels that play differently.

    >>> from axio_core import game
    >>> from axio_core.bots import choose
    >>> state = game.new_game("rota", players=2, seed=3)
    >>> action = choose(game.observe(state, 0), "casual", seed=1)
    >>> game.is_legal(state, action)
    True

In a Session, `choose_in(session)` plays the bot whose seat is to act.

Levels (each module's docstring tells its style):
  beginner  first-game mistakes: overlooks pyramids and naming, picks by chance among a few
  casual    greedily raises its lowest colour
  strong    raises its lowest colours and blocks what the next player could score
  expert    looks ahead in sampled worlds of the hidden tiles (determinized Monte Carlo)

A bot sees only a player's view (`game.observe`), never the state: the hidden tiles it needs
to ask the engine anything are sampled (determinize.py). Decisions are deterministic for a
given view, level and seed, and pure Python (runs in Pyodide: no threads, no numpy).

What a level needs of a game (its placements, its greedy move, its rack offer ...) each game
registers (game_bots.py: axio_bots.py, rota_bots.py); the levels never ask which game it is.
"""

from __future__ import annotations

from . import axio_bots, rota_bots  # noqa: F401  (each game registers its part of the bots: game_bots.py)
from .api import LEVELS, STYLES, choose, choose_in
from .expert import Settings

__all__ = ["LEVELS", "STYLES", "Settings", "choose", "choose_in"]
