"""Screens for saved games, solo best scores and the replay viewer.

They render pure HTML from the app's store image and answer events with a new app (a deleted
game is gone from the image at once; the writes go to the glue as effects). They run in
plain pytest like every other screen. The three that delete entries (saved games, best
scores, statistics) share one protocol for it (confirm_delete.py); the links between the
screens are screens.py's (LINKS), so that each screen knows only itself.

This file imports nothing, so that the menu's part (menu.py) comes without the screens, which
the first start does not need (issue 24).
"""
