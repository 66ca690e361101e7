"""The page around the games: the static menu in index.html (filled through its data-i18n
keys once Python runs), the menu's settings, and the shell's own messages."""

EN = {
    # <title> and masthead
    "page.title": "AXIO at the table",
    "page.subtitle": "at the table",
    # the menu (index.html)
    "page.menu_label": "New game",
    "page.game": "Game",
    "page.axio_note": "Two-colour tiles on the board: score the rows they extend.",
    "page.rota_note": "Square tiles around a growing display: score the circles.",
    "page.players": "Players",
    "page.players_1": "1 player",
    "page.players_n": "{n} players",
    "page.names": "Names",
    "page.name_of": "Name of player {n}",
    "page.player_default": "Player {n}",
    "page.deal": "Deal number",
    "page.deal_hint": "optional: the same number deals the same tiles",
    "page.deal_placeholder": "Random deal",
    "page.loading": "Loading…",
    "page.start": "Start the game",
    "page.close_message": "Close the message",
    "page.update_ready": "A new version of the game is ready.",
    "page.update_button": "Update available — reload",
    "page.colophon_before": "A fan-made digital edition of",
    "page.colophon_and": "and",
    "page.colophon_after": "by Reiner Knizia.",
    # the menu's settings
    "page.settings": "Settings and help",
    "page.language": "Language",
    "page.contrast": "High contrast",
    "page.hints_for_everyone": "Hints for everyone",
    "page.hints_note": "With several people; one person always has them.",
    "page.how_to_play": "How to play",
    "page.keyboard": "Keyboard shortcuts",
    # the shell's messages
    "page.from_address": "From the page address:",
    "page.from_host": "From the page this game is embedded in:",
    "page.link_broken": "This game link cannot be opened.",
    "page.link_damaged": "The link is damaged: it holds no game this page can read.",
    "page.link_repaired": "Some text in this link was not valid Unicode; it is shown as �.",
    "page.records_unavailable": "Opening shared games is not available yet.",
    "page.game_unavailable": "{game} is not available yet.",
    "page.this_game": "This game",
    "page.start_failed": "Sorry, the game could not be started.",
    "page.move_failed": "Sorry, something went wrong with that move.",
    "page.copy_refused": "Copying was refused by the browser.",
    # warnings about the page address (params.py)
    "params.unknown": "Ignored unknown parameter “{name}”.",
    "params.unknown_more": "Ignored {count} more unknown parameters.",
    "params.too_long": "Ignored “{name}”: its value is longer than {max} characters.",
    "params.ignored_by": "Ignored “{name}”: “{by}” opens instead.",
    "params.needs": "Ignored “{name}”: it goes with “{needs}”.",
    "params.adjusted": "Read {name} “{value}” as {used}.",
    "params.seed_text": "Read seed “{value}” as a text: a deal number is 0 or more.",
    "params.solo_bot": "Ignored bots “{value}”: a solo game is played by a person.",
    "params.message_value": (
        "Ignored “{name}” in the host page's message: it must be text, a whole number or a list of texts."
    ),
    "params.repeated": "Ignored the second “{name}”: it was given more than once.",
    "params.game": "Ignored game “{value}”: the games are “axio” and “rota”.",
    "params.players": "Ignored players “{value}”: a game has {min} to {max} players.",
    "params.extra.name.one": "Ignored 1 extra name: {only}.",
    "params.extra.name.many": "Ignored {extra} extra names: {only}.",
    "params.extra.bot.one": "Ignored 1 extra bot level: {only}.",
    "params.extra.bot.many": "Ignored {extra} extra bot levels: {only}.",
    "params.only.one": "there is only 1 player",
    "params.only.many": "there are only {players} players",
    "params.name_long": "Shortened the name “{name}”: names have at most {max} characters.",
    "params.seed": (
        "Ignored seed “{value}”: a deal is a whole number or a short text of letters, "
        "digits and “-”."
    ),
    "params.game_of": "Ignored {name} “{value}”: the games are “axio” and “rota”.",
    "params.date": "Ignored date “{value}”: a date is written YYYY-MM-DD.",
    "params.lesson": "Ignored lesson “{value}”: a lesson is named by its short id.",
    "params.bot": (
        "Ignored bot level “{value}” (seat {seat} is played by a person): the levels are {levels}, "
        "or “{human}” for a person."
    ),
    "params.embed": "Ignored embed “{value}”: use embed=1.",
    "params.link": "Ignored link “{value}”: use link=1 (a game by links).",
    "params.lang": "Ignored language “{value}”: the languages are {langs}.",
}

DE = {
    "page.title": "AXIO am Tisch",
    "page.subtitle": "am Tisch",
    "page.menu_label": "Neues Spiel",
    "page.game": "Spiel",
    "page.axio_note": "Zweifarbige Plättchen auf dem Spielplan: Punkte für die Reihen, die sie verlängern.",
    "page.rota_note": "Quadratische Plättchen an einer wachsenden Auslage: Punkte für die Kreise.",
    "page.players": "Spieler",
    "page.players_1": "1 Spieler",
    "page.players_n": "{n} Spieler",
    "page.names": "Namen",
    "page.name_of": "Name von Spieler {n}",
    "page.player_default": "Spieler {n}",
    "page.deal": "Partienummer",
    "page.deal_hint": "freiwillig: Dieselbe Nummer verteilt dieselben Plättchen",
    "page.deal_placeholder": "Zufällige Verteilung",
    "page.loading": "Wird geladen…",
    "page.start": "Spiel starten",
    "page.close_message": "Meldung schließen",
    "page.update_ready": "Eine neue Version des Spiels ist bereit.",
    "page.update_button": "Aktualisierung verfügbar – neu laden",
    "page.colophon_before": "Eine digitale Fan-Ausgabe von",
    "page.colophon_and": "und",
    "page.colophon_after": "von Reiner Knizia.",
    "page.settings": "Einstellungen und Hilfe",
    "page.language": "Sprache",
    "page.contrast": "Hoher Kontrast",
    "page.hints_for_everyone": "Tipps für alle",
    "page.hints_note": "Bei mehreren Personen; wer allein spielt, hat sie immer.",
    "page.how_to_play": "Spielregeln",
    "page.keyboard": "Tastenkürzel",
    "page.from_address": "Aus der Seitenadresse:",
    "page.from_host": "Von der Seite, in die das Spiel eingebettet ist:",
    "page.link_broken": "Dieser Partie-Link lässt sich nicht öffnen.",
    "page.link_damaged": "Der Link ist beschädigt: Er enthält keine Partie, die diese Seite lesen kann.",
    "page.link_repaired": ("Ein Teil des Texts in diesem Link war kein gültiges Unicode; er wird als � "
                           "gezeigt."),
    "page.records_unavailable": "Geteilte Partien lassen sich noch nicht öffnen.",
    "page.game_unavailable": "{game} ist noch nicht verfügbar.",
    "page.this_game": "Dieses Spiel",
    "page.start_failed": "Das Spiel konnte leider nicht gestartet werden.",
    "page.move_failed": "Bei diesem Zug ist leider etwas schiefgegangen.",
    "page.copy_refused": "Der Browser hat das Kopieren verweigert.",
    "params.unknown": "Unbekannter Parameter „{name}“ ignoriert.",
    "params.unknown_more": "{count} weitere unbekannte Parameter ignoriert.",
    "params.too_long": "„{name}“ ignoriert: Sein Wert ist länger als {max} Zeichen.",
    "params.ignored_by": "„{name}“ ignoriert: Stattdessen öffnet „{by}“.",
    "params.needs": "„{name}“ ignoriert: Es gehört zu „{needs}“.",
    "params.adjusted": "{name} „{value}“ als {used} gelesen.",
    "params.seed_text": "Seed „{value}“ als Text gelesen: Eine Deal-Nummer ist 0 oder größer.",
    "params.solo_bot": "bots „{value}“ ignoriert: Ein Solospiel spielt ein Mensch.",
    "params.message_value": (
        "„{name}“ in der Nachricht der einbettenden Seite ignoriert: Es muss ein Text, eine ganze Zahl "
        "oder eine Liste von Texten sein."
    ),
    "params.repeated": "Das zweite „{name}“ ignoriert: Es kam mehrfach vor.",
    "params.game": "Spiel „{value}“ ignoriert: Die Spiele heißen „axio“ und „rota“.",
    "params.players": "Spielerzahl „{value}“ ignoriert: Ein Spiel hat {min} bis {max} Spieler.",
    "params.extra.name.one": "1 überzähliger Name ignoriert: {only}.",
    "params.extra.name.many": "{extra} überzählige Namen ignoriert: {only}.",
    "params.extra.bot.one": "1 überzählige Computerstufe ignoriert: {only}.",
    "params.extra.bot.many": "{extra} überzählige Computerstufen ignoriert: {only}.",
    "params.only.one": (
        "Es gibt nur 1 "
        "Spieler"
    ),
    "params.only.many": "Es gibt nur {players} Spieler",
    "params.name_long": "Den Namen „{name}“ gekürzt: Namen haben höchstens {max} Zeichen.",
    "params.seed": (
        "Partie „{value}“ ignoriert: Eine Partie ist eine ganze Zahl oder ein kurzer "
        "Text aus Buchstaben, Ziffern und „-“."
    ),
    "params.game_of": "{name} „{value}“ ignoriert: Die Spiele heißen „axio“ und „rota“.",
    "params.date": "Datum „{value}“ ignoriert: Ein Datum wird JJJJ-MM-TT geschrieben.",
    "params.lesson": "Lektion „{value}“ ignoriert: Eine Lektion heißt mit ihrer Kurzkennung.",
    "params.bot": (
        "Computerstufe „{value}“ ignoriert (Platz {seat} spielt ein Mensch): Die Stufen sind "
        "{levels}, oder „{human}“ für einen Menschen."
    ),
    "params.embed": "embed „{value}“ ignoriert: Verwende embed=1.",
    "params.link": "link „{value}“ ignoriert: Verwende link=1 (ein Spiel per Link).",
    "params.lang": "Sprache „{value}“ ignoriert: Die Sprachen sind {langs}.",
}
