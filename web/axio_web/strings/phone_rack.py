"""A phone that plays one seat of the table (screens/rack/): pairing, waiting, playing."""

EN = {
    "rack.title": "Join the table",
    "rack.seat": "Seat {seat}",
    "rack.preparing": "Preparing this phone's answer…",
    "rack.answer_title": "Show this code to the table's camera",
    "rack.answer_steps": "Hold the phone up to the table until it reads the code. Keep this page open.",
    "rack.answer_label": "This phone's answer for the table",
    "rack.one_phone": "One phone per seat: if {name} already plays on another phone, this one is not needed.",
    "rack.answer_text": "No camera at the table? Copy this text and paste it there:",
    "rack.copy": "Copy",
    "rack.copied": "Copied: paste it at the table.",
    "rack.connected": "Connected. Waiting for the table…",
    "rack.your_turn": "Your turn",
    "rack.your_turn_announce": "Your turn, {name}.",
    "rack.to_play": "{name} to play",
    "rack.you_are": "You play {name}",
    "rack.your_tiles": "Your tiles",
    "rack.your_tile": "Your tile",
    "rack.no_tile": "No tile in your hand.",
    "rack.sent": "Sent… waiting for the table.",
    "rack.sent_announce": "Move sent to the table.",
    "rack.refused": "The table refused that move: {reason}. Choose again.",
    "rack.last_moves": "Last moves",
    "rack.released": "The table plays your seat now. You can put this phone away.",
    "rack.lost": "Lost the table: scan the table's new code to come back.",
    "rack.lost_why": "({reason})",
    "rack.why.answering": "the table's code could not be used: it is damaged or from another game",
    "rack.why.answer": "the connection to the table could not be made",
    "rack.why.connected": "the connection to the table failed",
    "rack.why.playing": "the connection to the table failed",
    "rack.reloaded": (
        "This page was reloaded, and its code is spent. Scan the code the table shows for your seat now."
    ),
    "rack.unreadable": "The table sent something this phone cannot read.",
    "rack.to_menu": "Play on this phone instead",
    "rack.bad_link": "This phone link cannot be used",
    "rack.no_offer": "this is the phone's own answer, not the table's code: scan the code the table shows",
    "rack.scan": "Scan the table's code",
    "rack.scan_why": "With this phone's camera, here on this page.",
    "rack.scan_not_table": (
        "That is not a table's code. Point the camera at the code the table shows for your seat."
    ),
    "rack.camera_denied": (
        "The camera may not be used here. Open the table's code with the phone's camera app instead."
    ),
    "rack.camera_missing": "This phone's camera cannot be opened here.",
    "rack.no_address": (
        "this browser shares the phone's address only with the camera allowed: scan the table's code here"
    ),
}

DE = {
    "rack.title": "Am Tisch mitspielen",
    "rack.seat": "Platz {seat}",
    "rack.preparing": "Die Antwort dieses Handys wird vorbereitet …",
    "rack.answer_title": "Zeige diesen Code der Kamera des Tischs",
    "rack.answer_steps": "Halte das Handy vor den Tisch, bis er den Code liest. Lass diese Seite offen.",
    "rack.answer_label": "Die Antwort dieses Handys für den Tisch",
    "rack.one_phone": (
        "Ein Handy je Platz: spielt {name} schon auf einem anderen Handy, wird dieses nicht gebraucht."
    ),
    "rack.answer_text": "Keine Kamera am Tisch? Kopiere diesen Text und füge ihn dort ein:",
    "rack.copy": "Kopieren",
    "rack.copied": "Kopiert: füge ihn am Tisch ein.",
    "rack.connected": "Verbunden. Warte auf den Tisch …",
    "rack.your_turn": "Du bist dran",
    "rack.your_turn_announce": "Du bist dran, {name}.",
    "rack.to_play": "{name} ist dran",
    "rack.you_are": "Du spielst {name}",
    "rack.your_tiles": "Deine Steine",
    "rack.your_tile": "Dein Plättchen",
    "rack.no_tile": "Kein Plättchen in deiner Hand.",
    "rack.sent": "Gesendet … warte auf den Tisch.",
    "rack.sent_announce": "Zug an den Tisch gesendet.",
    "rack.refused": "Der Tisch hat den Zug abgelehnt: {reason}. Wähle noch einmal.",
    "rack.last_moves": "Letzte Züge",
    "rack.released": "Der Tisch spielt deinen Platz jetzt selbst. Du kannst das Handy weglegen.",
    "rack.lost": "Verbindung zum Tisch verloren: scanne den neuen Code des Tischs, um zurückzukommen.",
    "rack.lost_why": "({reason})",
    "rack.why.answering": (
        "der Code des Tischs ließ sich nicht verwenden: Er ist beschädigt oder von einem anderen Spiel"
    ),
    "rack.why.answer": "die Verbindung zum Tisch kam nicht zustande",
    "rack.why.connected": "die Verbindung zum Tisch ist abgebrochen",
    "rack.why.playing": "die Verbindung zum Tisch ist abgebrochen",
    "rack.reloaded": (
        "Diese Seite wurde neu geladen, ihr Code ist verbraucht. Scanne den Code, den der "
        "Tisch jetzt für deinen Platz zeigt."
    ),
    "rack.unreadable": "Der Tisch hat etwas gesendet, das dieses Handy nicht lesen kann.",
    "rack.to_menu": "Stattdessen auf diesem Handy spielen",
    "rack.bad_link": "Dieser Handy-Link ist nicht zu gebrauchen",
    "rack.no_offer": (
        "das ist die Antwort eines Handys, nicht der Code des Tischs: scanne den Code, den der Tisch zeigt"
    ),
    "rack.scan": "Code des Tischs scannen",
    "rack.scan_why": "Mit der Kamera dieses Handys, hier auf dieser Seite.",
    "rack.scan_not_table": (
        "Das ist kein Code des Tischs. Richte die Kamera auf den Code, den der Tisch für deinen Platz zeigt."
    ),
    "rack.camera_denied": (
        "Die Kamera darf hier nicht benutzt werden. Öffne den Code des Tischs stattdessen "
        "mit der Kamera-App des Handys."
    ),
    "rack.camera_missing": "Die Kamera dieses Handys lässt sich hier nicht öffnen.",
    "rack.no_address": (
        "dieser Browser verrät die Adresse des Handys nur mit erlaubter Kamera: scanne den "
        "Code des Tischs hier"
    ),
}
