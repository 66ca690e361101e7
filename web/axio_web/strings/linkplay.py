"""A game by links (issue 39, screens/linkplay/): starting one, taking links in, sending them on."""

EN = {
    "link.menu": "Play by link",
    "link.title": "Game by links",
    "link.too_few": "A game by links needs 2 to 4 players: choose how many and their names.",
    "link.modules_wait": "Preparing the game by links…",
    "link.game_of": "{names}: {game}",
    "link.you_play": "You play {name} on this device.",
    "link.your_move": "Your move: on the board.",
    "link.your_link": "This device writes the next link ({name}).",
    "link.waiting.join": "Waiting for {name} to join: send them the link below.",
    "link.waiting.shuffle": "Waiting for {name} to shuffle the tiles.",
    "link.waiting.reshuffle": "Waiting for {name} to reshuffle the bag.",
    "link.waiting.keys": "Waiting for {name} to send the keys to your tiles.",
    "link.waiting.move": "Waiting for {name} to move.",
    "link.waiting.reveal": "Waiting for {name} to show their key (the game is over).",
    "link.verified": "The game is over: every draw and every move verified.",
    "link.checking": "The game is over: checking every draw and move…",
    "link.check_failed": "The game is over, but the check failed: {why}",
    "link.said.taken": "Link taken in.",
    "link.said.duplicate": "This device already had that link: nothing changed.",
    "link.said.waiting": "That link comes too early: it waits for an earlier one.",
    "link.said.refused": "That link cannot be used here.",
    "link.said.new_game": "An invitation to a new game: this device joins it.",
    "link.said.started": "Game by links started.",
    "link.said.moved": "Move made.",
    "link.moved": "Move made: send the link to the others.",
    "link.since": "Since your last turn",
    "link.send": "Send this link to the others",
    "link.send_how": (
        "By any messenger or mail, or show the code. Where a channel cuts long links short, "
        "send the link as a text file instead."
    ),
    "link.the_link": "This device's link ({chars} characters)",
    "link.copy": "Copy",
    "link.share": "Share",
    "link.share_text": "My link in our game of AXIO",
    "link.copied": "Link copied.",
    "link.qr_label": "This device's link as a QR code",
    "link.qr_wait": "The QR code is being made…",
    "link.long": "This link is too long for one QR code: send it as a message or a text file.",
    "link.next": "Sent it? Write the next link",
    "link.join": "Join as {name}",
    "link.join_how": (
        "Open the links of the players who joined before you first (the group's links, in order): then join."
    ),
    "link.said.joined": "Joined.",
    "link.board": "The board",
    "link.scores": "Scores",
    "link.record": "The game's record",
    "link.saved_links": "{count} links so far.",
    "link.file": "Save as a file",
    "link.send_again": "Your last link, for anyone who has not opened it yet",
    "link.review": "Review",
    "link.review_label": "Review your moves so far in {game} with {players}",
    "link.export": "Export",
    "link.export_label": "Export what this device knows of {game} with {players}",
    "link.export_note": (
        "Until the end, the others' tiles are hidden from this device: the review rates your own "
        "moves, and the export holds the public moves and your own tiles, not a full game record. "
        "Once every key is shown at the end, the whole record is a saved game like any other."
    ),
    "link.exported": "Saved as a file: the public moves and your own tiles.",
    "link.export_nothing": "There is nothing to export yet: the tiles are not dealt.",
    "link.review_nothing": "There is nothing of yours to review yet: you have not moved.",
    "link.review_note": (
        "A game by links in progress: only your own moves are rated, each from what you knew "
        "then (your tiles and the board). The others' tiles are hidden until the end."
    ),
    "link.review_no_chart": (
        "The chart follows every player's moves: it comes with the whole record at the end."
    ),
}

DE = {
    "link.menu": "Per Link spielen",
    "link.title": "Spiel per Link",
    "link.too_few": "Ein Spiel per Link braucht 2 bis 4 Spieler: wähle, wie viele, und ihre Namen.",
    "link.modules_wait": "Das Spiel per Link wird vorbereitet…",
    "link.game_of": "{names}: {game}",
    "link.you_play": "Auf diesem Gerät spielst du {name}.",
    "link.your_move": "Dein Zug: auf dem Brett.",
    "link.your_link": "Dieses Gerät schreibt den nächsten Link ({name}).",
    "link.waiting.join": "Warte, bis {name} beitritt: schicke den Link unten.",
    "link.waiting.shuffle": "Warte, bis {name} die Steine mischt.",
    "link.waiting.reshuffle": "Warte, bis {name} den Beutel neu mischt.",
    "link.waiting.keys": "Warte auf die Schlüssel zu deinen Steinen von {name}.",
    "link.waiting.move": "Warte auf den Zug von {name}.",
    "link.waiting.reveal": "Warte, bis {name} den Schlüssel zeigt (das Spiel ist aus).",
    "link.verified": "Das Spiel ist aus: jeder Zug und jedes Ziehen ist geprüft.",
    "link.checking": "Das Spiel ist aus: jeder Zug und jedes Ziehen wird geprüft …",
    "link.check_failed": "Das Spiel ist aus, aber die Prüfung schlug fehl: {why}",
    "link.said.taken": "Link übernommen.",
    "link.said.duplicate": "Diesen Link hatte das Gerät schon: nichts geändert.",
    "link.said.waiting": "Dieser Link kommt zu früh: er wartet auf einen früheren.",
    "link.said.refused": "Dieser Link passt hier nicht.",
    "link.said.new_game": "Eine Einladung zu einem neuen Spiel: dieses Gerät tritt bei.",
    "link.said.started": "Spiel per Link begonnen.",
    "link.said.moved": "Zug gemacht.",
    "link.moved": "Zug gemacht: schicke den Link an die anderen.",
    "link.since": "Seit deinem letzten Zug",
    "link.send": "Schicke diesen Link an die anderen",
    "link.send_how": (
        "Per Messenger oder Mail, oder zeige den Code. Wo ein Kanal lange Links kürzt, "
        "schicke den Link als Textdatei."
    ),
    "link.the_link": "Der Link dieses Geräts ({chars} Zeichen)",
    "link.copy": "Kopieren",
    "link.share": "Teilen",
    "link.share_text": "Mein Link in unserem AXIO-Spiel",
    "link.copied": "Link kopiert.",
    "link.qr_label": "Der Link dieses Geräts als QR-Code",
    "link.qr_wait": "Der QR-Code entsteht…",
    "link.long": "Dieser Link ist zu lang für einen QR-Code: schicke ihn als Nachricht oder Textdatei.",
    "link.next": "Geschickt? Den nächsten Link schreiben",
    "link.join": "Als {name} beitreten",
    "link.join_how": (
        "Öffne zuerst die Links der Spieler, die vor dir beigetreten sind (der Reihe nach): dann tritt bei."
    ),
    "link.said.joined": "Beigetreten.",
    "link.board": "Das Spielfeld",
    "link.scores": "Punkte",
    "link.record": "Die Aufzeichnung des Spiels",
    "link.saved_links": "Bisher {count} Links.",
    "link.file": "Als Datei sichern",
    "link.send_again": "Dein letzter Link, für alle, die ihn noch nicht geöffnet haben",
    "link.review": "Analyse",
    "link.review_label": "Deine bisherigen Züge in {game} mit {players} analysieren",
    "link.export": "Exportieren",
    "link.export_label": "Exportieren, was dieses Gerät von {game} mit {players} weiß",
    "link.export_note": (
        "Bis zum Ende sind die Steine der anderen diesem Gerät verborgen: die Analyse bewertet deine "
        "eigenen Züge, und der Export enthält die öffentlichen Züge und deine eigenen Steine, keine "
        "ganze Aufzeichnung. Sind am Ende alle Schlüssel gezeigt, ist die ganze Aufzeichnung ein "
        "gespeichertes Spiel wie jedes andere."
    ),
    "link.exported": "Als Datei gesichert: die öffentlichen Züge und deine eigenen Steine.",
    "link.export_nothing": "Noch gibt es nichts zu exportieren: die Steine sind nicht verteilt.",
    "link.review_nothing": "Noch gibt es nichts von dir zu analysieren: du hast noch nicht gezogen.",
    "link.review_note": (
        "Ein laufendes Spiel per Link: nur deine eigenen Züge werden bewertet, jeder nach dem, was du "
        "damals wusstest (deine Steine und das Spielfeld). Die Steine der anderen bleiben bis zum "
        "Ende verborgen."
    ),
    "link.review_no_chart": (
        "Der Verlauf folgt den Zügen aller Spieler: er kommt am Ende mit der ganzen Aufzeichnung."
    ),
}
