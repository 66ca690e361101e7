"""The daily deal, sharing a result, and statistics: a reason to come back (issue 16).

Everything is local and worked out from the saved games; nothing of its own is stored.

    hooks.py     the few hooks the app and the page call in through
    play.py      open a day's deal (`?daily=`, `&date=`, the menu), share, the game's link
    today.py     the player's date, as each event brings it
    stats.py     statistics per game and overall
    chart.py     the histogram of solo results as SVG markup
    share.py     the share text and the daily link
    views.py     the daily row of the menu, the daily part at a game's end

Which attempt counts for a day, and the streaks, are read off the saved games in
storage/daily.py (saving, which the App holds, asks it whether a finished game is practice).
The statistics screen is screens/saves/statistics.py; the export of all saves storage/backup.py.
This file imports nothing: Python runs it whenever any daily module is imported.
"""
