"""A game by links on this device (issue 39; docs/LINKS.md): screen.py the screen, board.py
the dealt game on the table's board, saved.py its row in the saved games, entry.py its entry."""
