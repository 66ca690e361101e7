"""The daily deal, sharing a result, statistics, and the export of all saves."""

EN = {
    # the menu
    "daily.title": "Daily deal · {day}",
    "daily.name": "Daily deal",
    "daily.game.axio": "AXIO",
    "daily.game.rota": "Rota",
    "daily.status_new": "Not played",
    "daily.status_open": "In progress",
    "daily.status_done": "Result {result}",
    "daily.streak": "Daily streak: {n} days",
    "daily.streak_one": "Daily streak: 1 day",
    "daily.streak_none": "Same deal for everyone today",
    "daily.stats": "Statistics",
    # starting one
    "daily.future": "There is no deal for {day} yet: here is today's.",
    "daily.practice_start": (
        "You have played this deal already: your first finished game of the day counts "
        "({result}). This one is practice."
    ),
    # the end of a daily game
    "daily.end_title": "Daily deal {day}",
    "daily.counts": "This is your result of the day.",
    "daily.counts_past": "This is your result for that day (a past day does not add to the streak).",
    "daily.practice": "Practice: the day's result is your first finished game of it: {result}.",
    "daily.unsaved": "This game was not saved, so it cannot count for the day.",
    "daily.share": "Share result",
    "daily.record_link": "Copy link to this game",
    "daily.record_hint": "That link shows every tile of the deal: send it to those who have played it.",
    "daily.preview_label": "What Share sends",
    "daily.shared": "Shared. Where the browser has no share sheet, the text is copied: paste it anywhere.",
    "daily.link_copied": "The link to this game was copied.",
    "daily.link_too_large": "This game is too long for a link: export it from Saved games instead.",
    # the share text
    "daily.share_head": "{game} · daily deal {day}",
    "daily.share_result": "Result {result}",
    "daily.practice_word": "practice",
    # the statistics screen
    "stats.title": "Statistics",
    "stats.intro": (
        "Worked out from the games saved in this browser each time you look: finished games count. "
        "A deleted game no longer counts."
    ),
    "stats.overall": "All games",
    "stats.played": "Games finished",
    "stats.players_head": "Players",
    "stats.games_head": "Games",
    "stats.unfinished": "Unfinished: {n}",
    "stats.wins": "Wins (games of 2 or more players)",
    "stats.wins_name": "Name",
    "stats.wins_played": "Played",
    "stats.wins_won": "Won",
    "stats.wins_none": "No game of two or more players finished yet.",
    "stats.daily": "Daily deal",
    "stats.streak": "Streak",
    "stats.best_streak": "Longest streak",
    "stats.days": "Days played",
    "stats.daily_average": "Average daily result",
    "stats.today": "Today",
    "stats.solo": "Solo results (lowest colour)",
    "stats.solo_games": "Solo games",
    "stats.average": "Average",
    "stats.best": "Best",
    "stats.dash": "–",
    "stats.chart_title": "{game}: solo results",
    "stats.chart_title_all": "Solo results of both games",
    "stats.series_daily": "Daily deal",
    "stats.series_other": "Other solo games",
    "stats.no_solo": "No solo game finished yet.",
    "stats.bar": "{series}: result {result}, {count} ×",
    "stats.bar_text": "result {result}: {count} ×",
    "stats.none": "none",
    "stats.legend": "{series} ({count})",
    "stats.recent": "Latest daily results",
    "stats.recent_row": "{day}: {result}",
    "stats.play_today": "Play today's deal",
    "stats.share_today": "Share today's result",
    "stats.damaged": (
        "{n} damaged entries are left out of these statistics (listed below, kept until you delete them)."
    ),
    "stats.damaged_one": (
        "1 damaged entry is left out of these statistics (listed below, kept until you delete it)."
    ),
    "stats.damaged_title": "Damaged entries",
    # all saves in one file
    "backup.title": "All your saves in one file",
    "backup.intro": (
        "Export every saved game and best score (your statistics come from them) to keep them or "
        "move them to another browser. Importing adds what is not here yet and never replaces anything."
    ),
    "backup.export": "Export all saves",
    "backup.import": "Import saves",
    "backup.import_hint": "An export of all saves, or one exported game (.json).",
    "backup.imported": "Imported: {games} games, {best} best scores. Already here: {duplicates}.",
    "backup.imported_damaged": "{n} damaged entries came with them and are listed as damaged.",
    "backup.skipped": "{n} entries were not ours or had no free place, and were left out.",
    "backup.nothing": "Nothing new: everything in this file is here already.",
    "backup.refused.not_json": "“{name}” is not a file of saves (it is not JSON: {detail}).",
    "backup.refused.too_large": "“{name}” is far too large to be a file of saves.",
    "backup.refused.not_backup": "“{name}” is neither an export of all saves nor a game record.",
    "backup.memory": "Imported for this visit only: this browser does not let the page keep data.",
}

DE = {
    "daily.title": "Tagesspiel · {day}",
    "daily.name": "Tagesspiel",
    "daily.game.axio": "AXIO",
    "daily.game.rota": "Rota",
    "daily.status_new": "Noch offen",
    "daily.status_open": "Angefangen",
    "daily.status_done": "Ergebnis {result}",
    "daily.streak": "Serie: {n} Tage",
    "daily.streak_one": "Serie: 1 Tag",
    "daily.streak_none": "Heute für alle dasselbe Spiel",
    "daily.stats": "Statistik",
    "daily.future": "Für den {day} gibt es noch kein Tagesspiel: hier ist das heutige.",
    "daily.practice_start": (
        "Dieses Tagesspiel hast du schon gespielt: Es zählt deine erste beendete Partie des Tages "
        "({result}). Diese ist Übung."
    ),
    "daily.end_title": "Tagesspiel {day}",
    "daily.counts": "Das ist dein Ergebnis des Tages.",
    "daily.counts_past": (
        "Das ist dein Ergebnis für jenen Tag (ein vergangener Tag verlängert die Serie nicht)."
    ),
    "daily.practice": "Übung: Es zählt deine erste beendete Partie des Tages: {result}.",
    "daily.unsaved": "Diese Partie wurde nicht gespeichert und kann daher nicht für den Tag zählen.",
    "daily.share": "Ergebnis teilen",
    "daily.record_link": "Link zu dieser Partie kopieren",
    "daily.record_hint": (
        "Dieser Link zeigt jedes Plättchen des Spiels: schick ihn nur denen, die es gespielt haben."
    ),
    "daily.preview_label": "Was „Teilen“ sendet",
    "daily.shared": (
        "Geteilt. Wo der Browser nicht teilen kann, ist der Text kopiert: füg ihn ein, wo du willst."
    ),
    "daily.link_copied": "Der Link zu dieser Partie wurde kopiert.",
    "daily.link_too_large": ("Diese Partie ist zu lang für einen Link: exportiere sie unter „Spielstände“."),
    "daily.share_head": "{game} · Tagesspiel {day}",
    "daily.share_result": "Ergebnis {result}",
    "daily.practice_word": "Übung",
    "stats.title": "Statistik",
    "stats.intro": (
        "Bei jedem Ansehen aus den in diesem Browser gespeicherten Partien berechnet: beendete Partien "
        "zählen. Eine gelöschte Partie zählt nicht mehr."
    ),
    "stats.overall": "Alle Spiele",
    "stats.played": "Beendete Partien",
    "stats.players_head": "Spieler",
    "stats.games_head": "Partien",
    "stats.unfinished": "Nicht beendet: {n}",
    "stats.wins": "Siege (Partien mit 2 oder mehr Spielern)",
    "stats.wins_name": "Name",
    "stats.wins_played": "Gespielt",
    "stats.wins_won": "Gewonnen",
    "stats.wins_none": "Noch keine Partie mit zwei oder mehr Spielern beendet.",
    "stats.daily": "Tagesspiel",
    "stats.streak": "Serie",
    "stats.best_streak": "Längste Serie",
    "stats.days": "Gespielte Tage",
    "stats.daily_average": "Durchschnitt im Tagesspiel",
    "stats.today": "Heute",
    "stats.solo": "Solo-Ergebnisse (niedrigste Farbe)",
    "stats.solo_games": "Solo-Partien",
    "stats.average": "Durchschnitt",
    "stats.best": "Bestes",
    "stats.dash": "–",
    "stats.chart_title": "{game}: Solo-Ergebnisse",
    "stats.chart_title_all": "Solo-Ergebnisse beider Spiele",
    "stats.series_daily": "Tagesspiel",
    "stats.series_other": "Andere Solo-Partien",
    "stats.no_solo": "Noch keine Solo-Partie beendet.",
    "stats.bar": "{series}: Ergebnis {result}, {count} ×",
    "stats.bar_text": "Ergebnis {result}: {count} ×",
    "stats.none": "keine",
    "stats.legend": "{series} ({count})",
    "stats.recent": "Letzte Tagesergebnisse",
    "stats.recent_row": "{day}: {result}",
    "stats.play_today": "Heutiges Tagesspiel spielen",
    "stats.share_today": "Heutiges Ergebnis teilen",
    "stats.damaged": (
        "{n} beschädigte Einträge fehlen in dieser Statistik (unten aufgeführt, aufbewahrt bis du "
        "sie löschst)."
    ),
    "stats.damaged_one": (
        "1 beschädigter Eintrag fehlt in dieser Statistik (unten aufgeführt, aufbewahrt bis du ihn löschst)."
    ),
    "stats.damaged_title": "Beschädigte Einträge",
    "backup.title": "Alle Spielstände in einer Datei",
    "backup.intro": (
        "Exportiere alle gespeicherten Partien und Bestwerte (aus ihnen entsteht deine Statistik), um sie "
        "aufzubewahren oder in einen anderen Browser mitzunehmen. Der Import fügt hinzu, was noch fehlt, "
        "und ersetzt nie etwas."
    ),
    "backup.export": "Alle Spielstände exportieren",
    "backup.import": "Spielstände importieren",
    "backup.import_hint": "Ein Export aller Spielstände oder eine exportierte Partie (.json).",
    "backup.imported": "Importiert: {games} Partien, {best} Bestwerte. Schon vorhanden: {duplicates}.",
    "backup.imported_damaged": "{n} beschädigte Einträge kamen mit und sind als beschädigt aufgeführt.",
    "backup.skipped": (
        "{n} Einträge gehörten nicht zum Spiel oder fanden keinen freien Platz und wurden ausgelassen."
    ),
    "backup.nothing": "Nichts Neues: alles in dieser Datei ist schon da.",
    "backup.refused.not_json": "„{name}“ ist keine Datei mit Spielständen (kein JSON: {detail}).",
    "backup.refused.too_large": "„{name}“ ist viel zu groß für eine Datei mit Spielständen.",
    "backup.refused.not_backup": "„{name}“ ist weder ein Export aller Spielstände noch eine Partie.",
    "backup.memory": "Nur für diesen Besuch importiert: dieser Browser lässt die Seite nichts speichern.",
}
