"""Screens for saved games, solo best scores and the replay viewer (ui.py Screen contract).

They render pure HTML and run in plain pytest. Unlike the game screens they read and change
the saves (`storage.Saves`, held in the `SavesContext`) inside `handle`: deleting or importing
a game is what the click means, and the fake store makes it just as testable.

    screen = SavedGamesScreen.open(ctx)
    screen, effects = screen.handle(Event("click", action="saves-export", data={"id": game_id}))
"""

from .best_scores import BestScoresScreen, render_best_tables
from .context import SavesContext
from .menu import MENU_ACTIONS, menu_action, render_menu_saves
from .replay import ReplayScreen
from .resume import continue_game
from .saved_games import SavedGamesScreen
from .text import save_notice

__all__ = ["MENU_ACTIONS", "BestScoresScreen", "ReplayScreen", "SavedGamesScreen", "SavesContext",
           "continue_game", "menu_action", "render_best_tables", "render_menu_saves", "save_notice"]
