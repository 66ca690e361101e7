"""The daily controls' actions (data-action values), shared by the daily deal's markup, the
statistics screen and the clicks' handler (play.py)."""

DAILY_START, SHARE, RECORD_LINK, OPEN_STATS = "daily-start", "share", "daily-record-link", "stats-open"
#: The clicks the app hands to `play.on_click` on every screen.
ACTIONS = frozenset({DAILY_START, SHARE, RECORD_LINK, OPEN_STATS})
