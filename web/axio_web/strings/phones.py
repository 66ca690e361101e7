"""Phones as racks (issue 28): the table's pairing panel, a phone seat's turn, and the reasons
the table sends a phone whose message it refuses (in the table's language)."""

EN = {
    # the pairing panel
    "phones.pair": "Play from phones",
    "phones.pair_short": "Phones",
    "phones.panel_title": "Play from phones",
    "phones.panel_intro": (
        "Choose the seats played from a phone (one Wi-Fi for all). Each phone "
        "scans its seat's code with its camera, then shows a code for this "
        "tablet to read."
    ),
    "phones.no_people": "Only people can play from a phone: every seat here is a computer player.",
    "phones.seat_switch": "Play {name}'s seat from a phone",
    "phones.on_phone": "Phone",
    "phones.on_tablet": "Tablet",
    "phones.making": "Making the code…",
    "phones.scan_this": "{name}: scan this with your phone's camera.",
    "phones.qr_label": "Code for {name}'s phone",
    "phones.copy": "Copy the link",
    "phones.answered": "Connecting {name}'s phone…",
    "phones.connected": "{name}'s phone is connected.",
    "phones.failed": "{name}'s phone could not connect: {reason}",
    "phones.scan": "Read a phone's code",
    "phones.scanning": "The camera is on: hold the phone's code in front of it.",
    "phones.paste_label": "Or paste the text the phone shows",
    "phones.accept": "Connect",
    "phones.close": "Done",
    "phones.refused_answer": "This code cannot be used: {reason}.",
    "phones.not_answer": "it is a table's code, not a phone's answer",
    "phones.answer_used": (
        "{name}'s seat already took a phone's answer to this code: this phone is not needed"
    ),
    "phones.no_seat_waiting": "no seat waits for a phone with this code (scan the phone's newest code)",
    "phones.camera_denied": "The camera may not be used here: paste the phone's text instead.",
    "phones.camera_missing": "This device has no camera: paste the phone's text instead.",
    "phones.camera_closed": "The camera is off.",
    # the table while a phone seat acts
    "phones.remote_line": "{name} plays on their phone.",
    "phones.remote_waiting": "Waiting for {name}'s phone.",
    "phones.remote_scan": "{name}: scan this code with your phone to go on.",
    "phones.release": "Play {name}'s seat on this tablet",
    "phones.remote_announce": "{name} plays on their phone.",
    "phones.connected_announce": "{name}'s phone is connected.",
    "phones.lost_announce": "{name}'s phone is gone: their seat waits for it.",
    "phones.released_announce": "{name}'s seat is played on this tablet again.",
    # why the table refuses a phone's message (sent to that phone)
    "phones.refuse_unpaired": "this phone is not connected to a seat at this table",
    "phones.refuse_turn": "it is not your turn",
    "phones.refuse_stale": "the game has moved on since: choose again in the new position",
    "phones.refuse_message": "the table could not read it ({reason})",
    "phones.refuse_illegal": "this move is not allowed: {reason}",
}

DE = {
    "phones.pair": "Mit Handys spielen",
    "phones.pair_short": "Handys",
    "phones.panel_title": "Mit Handys spielen",
    "phones.panel_intro": (
        "Wählt die Plätze, die vom Handy aus spielen (alle im selben WLAN). "
        "Jedes Handy scannt den Code seines Platzes mit der Kamera und zeigt "
        "dann einen Code, den dieses Tablet liest."
    ),
    "phones.no_people": "Nur Personen können vom Handy aus spielen: hier spielt nur der Computer.",
    "phones.seat_switch": "Platz von {name} vom Handy aus spielen",
    "phones.on_phone": "Handy",
    "phones.on_tablet": "Tablet",
    "phones.making": "Der Code entsteht…",
    "phones.scan_this": "{name}: scanne das mit der Kamera deines Handys.",
    "phones.qr_label": "Code für das Handy von {name}",
    "phones.copy": "Link kopieren",
    "phones.answered": "Das Handy von {name} verbindet sich…",
    "phones.connected": "Das Handy von {name} ist verbunden.",
    "phones.failed": "Das Handy von {name} konnte sich nicht verbinden: {reason}",
    "phones.scan": "Code eines Handys lesen",
    "phones.scanning": "Die Kamera ist an: halte den Code des Handys davor.",
    "phones.paste_label": "Oder füge den Text ein, den das Handy zeigt",
    "phones.accept": "Verbinden",
    "phones.close": "Fertig",
    "phones.refused_answer": "Dieser Code geht nicht: {reason}.",
    "phones.not_answer": "das ist ein Code des Tisches, keine Antwort eines Handys",
    "phones.answer_used": (
        "der Platz von {name} hat schon ein Handy mit diesem Code: dieses Handy wird nicht gebraucht"
    ),
    "phones.no_seat_waiting": (
        "kein Platz wartet auf ein Handy mit diesem Code (scanne den neuesten Code des Handys)"
    ),
    "phones.camera_denied": "Die Kamera darf hier nicht benutzt werden: füge den Text des Handys ein.",
    "phones.camera_missing": "Dieses Gerät hat keine Kamera: füge den Text des Handys ein.",
    "phones.camera_closed": "Die Kamera ist aus.",
    "phones.remote_line": "{name} spielt auf dem Handy.",
    "phones.remote_waiting": "Warten auf das Handy von {name}.",
    "phones.remote_scan": "{name}: scanne diesen Code mit deinem Handy, um weiterzuspielen.",
    "phones.release": "Platz von {name} auf diesem Tablet spielen",
    "phones.remote_announce": "{name} spielt auf dem Handy.",
    "phones.connected_announce": "Das Handy von {name} ist verbunden.",
    "phones.lost_announce": "Das Handy von {name} ist weg: der Platz wartet darauf.",
    "phones.released_announce": "Der Platz von {name} wird wieder auf diesem Tablet gespielt.",
    "phones.refuse_unpaired": "dieses Handy ist mit keinem Platz an diesem Tisch verbunden",
    "phones.refuse_turn": "du bist nicht am Zug",
    "phones.refuse_stale": "das Spiel ist inzwischen weiter: wähle in der neuen Stellung noch einmal",
    "phones.refuse_message": "der Tisch konnte es nicht lesen ({reason})",
    "phones.refuse_illegal": "dieser Zug ist nicht erlaubt: {reason}",
}
