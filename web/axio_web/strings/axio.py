"""AXIO (the board game) at the table: board, rack, placing, pyramids, exchange, status, log.

Counted sentences come in two keys, `.one` and `.many` (games.axio.controls.counted).
"""

EN = {
    # the board
    "axio.board": "AXIO board",
    "axio.cell_start": "Put the tile on cell {cell}",
    "axio.cell_end": "Put the other half on cell {cell}",
    "axio.cell_placed": "Your tile on cell {cell}: tap to flip it",
    "axio.space": "{color} colour space",
    "axio.pyramid": "Pyramid at {cell}",
    "axio.pyramid_pick": "Move the pyramid at {cell}",
    "axio.pyramid_picked": "Pyramid at {cell} moves (choice {n}): tap to undo",
    "axio.blocked": "Blocked cell",
    # the pyramids that may move (A8), as buttons beside the board
    "axio.pick_title": "Pyramids that can move here",
    "axio.pick_button": "Pyramid at {cell}",
    "axio.pick_button_picked": "Pyramid at {cell}, moves ({n})",
    # the rack
    "axio.rack": "Your rack",
    "axio.rack_solo": "Drawn tile",
    "axio.tile": "Tile: {a} | {b}",
    "axio.tile_chosen": "Tile: {a} | {b}, chosen",
    # placing
    "axio.step_cell": "Tap a marked cell for your tile.",
    "axio.step_first": "First tile: it must touch a colour space that no tile touches yet.",
    "axio.step_first_solo": "First tile: it must touch a colour space.",
    "axio.step_partner": "Now tap a highlighted neighbour for the other half.",
    "axio.step_pyramids.one": (
        "No pyramids are left: tap the pyramid that moves here (its cell stays blocked)."
    ),
    "axio.step_pyramids.many": (
        "No pyramids are left: tap the {count} pyramids that move here (their cells stay blocked)."
    ),
    "axio.step_pyramids_left.one": "Tap one more pyramid to move.",
    "axio.step_pyramids_left.many": "Tap {count} more pyramids to move.",
    "axio.step_confirm": "Check the points, then place the tile.",
    "axio.keys_hint": (
        "Keys: arrows move the tile, Space swings its second half round, F flips it, "
        "1–5 pick a tile, Enter places it; ? lists every key."
    ),
    "axio.flip": "Flip",
    "axio.flip_label": "Flip: swap the tile's halves (F)",
    "axio.clear": "Clear",
    "axio.clear_label": "Clear: choose other cells (Esc)",
    "axio.confirm": "Place tile",
    "axio.confirm_label": "Place tile: play it here (Enter)",
    "axio.flipped": "Flipped: {a} on {cell}.",
    "axio.preview": "Scores:",
    "axio.preview_nothing": "Scores nothing here.",
    "axio.preview_lost": "{points} {color} lost over {cap}",
    "axio.preview_axio": "AXIO! {color} reaches {cap}: an extra turn",
    "axio.preview_pyramids.one": "a pyramid is placed",
    "axio.preview_pyramids.many": "{count} pyramids are placed",
    "axio.extra_turn": "AXIO! Extra turn: place another tile from your rack.",
    "axio.extra_turn_more.one": "One more extra turn after this one.",
    "axio.extra_turn_more.many": "{count} more extra turns after this one.",
    # the exchange (ruling A11)
    "axio.exchange_title": "Exchange your tiles?",
    "axio.exchange_reason": "No tile on your rack shows your lowest colour, {colors}.",
    "axio.exchange_reason_many": "No tile on your rack shows any of your lowest colours: {colors}.",
    "axio.exchange_how": (
        "Exchange: you show your rack, draw {count} new tiles, then yours go back into the bag. Keep: "
        "you draw up to five as usual."
    ),
    "axio.exchange": "Exchange",
    "axio.exchange_label": "Exchange all tiles on the rack",
    "axio.keep": "Keep",
    "axio.keep_label": "Keep the rack and draw up to five",
    # public counts
    "axio.bag": "Bag: {count}",
    "axio.bag_label": "{count} tiles in the bag",
    "axio.pyramids_left": "Pyramids: {count}",
    "axio.pyramids_left_label": "{count} pyramids left in the supply",
    "axio.racks_label": "Tiles on each rack",
    # the log
    "axio.log.place": "placed {halves}",
    "axio.halves_on": "{a} on {a_cell}, {b} on {b_cell}",
    "axio.log.pyramids.one": ", a pyramid",
    "axio.log.pyramids.many": ", {count} pyramids",
    "axio.log.moved.one": " (one moved)",
    "axio.log.moved.many": " ({count} moved)",
    "axio.log.exchange": "exchanged the rack",
    "axio.log.keep": "kept the rack",
}

DE = {
    "axio.board": "AXIO-Spielplan",
    "axio.cell_start": "Plättchen auf Feld {cell} legen",
    "axio.cell_end": "Andere Hälfte auf Feld {cell} legen",
    "axio.cell_placed": "Dein Plättchen auf Feld {cell}: antippen zum Umdrehen",
    "axio.space": "Farbfeld {color}",
    "axio.pyramid": "Pyramide auf {cell}",
    "axio.pyramid_pick": "Pyramide auf {cell} versetzen",
    "axio.pyramid_picked": "Pyramide auf {cell} wird versetzt (Wahl {n}): antippen zum Zurücknehmen",
    "axio.blocked": "Gesperrtes Feld",
    "axio.pick_title": "Pyramiden, die hierher wandern können",
    "axio.pick_button": "Pyramide auf {cell}",
    "axio.pick_button_picked": "Pyramide auf {cell}, wandert ({n})",
    "axio.rack": "Dein Bänkchen",
    "axio.rack_solo": "Gezogenes Plättchen",
    "axio.tile": "Plättchen: {a} | {b}",
    "axio.tile_chosen": "Plättchen: {a} | {b}, gewählt",
    "axio.step_cell": "Tippe auf ein markiertes Feld für dein Plättchen.",
    "axio.step_first": "Erstes Plättchen: Es muss ein Farbfeld berühren, das noch kein Plättchen berührt.",
    "axio.step_first_solo": "Erstes Plättchen: Es muss ein Farbfeld berühren.",
    "axio.step_partner": "Tippe jetzt auf ein hervorgehobenes Nachbarfeld für die andere Hälfte.",
    "axio.step_pyramids.one": (
        "Keine Pyramiden mehr im Vorrat: Tippe auf die Pyramide, die hierher wandert (ihr Feld bleibt "
        "gesperrt)."
    ),
    "axio.step_pyramids.many": (
        "Keine Pyramiden mehr im Vorrat: Tippe auf die {count} Pyramiden, die hierher wandern (ihre "
        "Felder bleiben gesperrt)."
    ),
    "axio.step_pyramids_left.one": "Tippe auf noch eine Pyramide zum Versetzen.",
    "axio.step_pyramids_left.many": "Tippe auf noch {count} Pyramiden zum Versetzen.",
    "axio.step_confirm": "Prüfe die Punkte und lege dann das Plättchen.",
    "axio.keys_hint": (
        "Tasten: Pfeile verschieben das Plättchen, Leertaste schwenkt die zweite Hälfte, "
        "F dreht es um, 1–5 wählt ein Plättchen, Eingabe legt es; ? zeigt alle Tasten."
    ),
    "axio.flip": "Umdrehen",
    "axio.flip_label": "Umdrehen: Hälften des Plättchens tauschen (F)",
    "axio.clear": "Zurück",
    "axio.clear_label": "Zurück: andere Felder wählen (Esc)",
    "axio.confirm": "Plättchen legen",
    "axio.confirm_label": "Plättchen legen: hier spielen (Eingabe)",
    "axio.flipped": "Umgedreht: {a} auf {cell}.",
    "axio.preview": "Punkte:",
    "axio.preview_nothing": "Hier gibt es keine Punkte.",
    "axio.preview_lost": "{points} {color} über {cap} verfallen",
    "axio.preview_axio": "AXIO! {color} erreicht {cap}: ein Extrazug",
    "axio.preview_pyramids.one": "eine Pyramide wird gesetzt",
    "axio.preview_pyramids.many": "{count} Pyramiden werden gesetzt",
    "axio.extra_turn": "AXIO! Extrazug: Lege noch ein Plättchen von deinem Bänkchen.",
    "axio.extra_turn_more.one": "Danach noch ein Extrazug.",
    "axio.extra_turn_more.many": "Danach noch {count} Extrazüge.",
    "axio.exchange_title": "Plättchen tauschen?",
    "axio.exchange_reason": "Kein Plättchen auf deinem Bänkchen zeigt deine niedrigste Farbe, {colors}.",
    "axio.exchange_reason_many": (
        "Kein Plättchen auf deinem Bänkchen zeigt eine deiner niedrigsten Farben: {colors}."
    ),
    "axio.exchange_how": (
        "Tauschen: Du zeigst dein Bänkchen, ziehst {count} neue Plättchen, dann kommen deine zurück "
        "in den Beutel. Behalten: Du ziehst wie immer auf fünf nach."
    ),
    "axio.exchange": "Tauschen",
    "axio.exchange_label": "Alle Plättchen des Bänkchens tauschen",
    "axio.keep": "Behalten",
    "axio.keep_label": "Bänkchen behalten und auf fünf nachziehen",
    "axio.bag": "Beutel: {count}",
    "axio.bag_label": "{count} Plättchen im Beutel",
    "axio.pyramids_left": "Pyramiden: {count}",
    "axio.pyramids_left_label": "{count} Pyramiden im Vorrat",
    "axio.racks_label": "Plättchen auf jedem Bänkchen",
    "axio.log.place": "legte {halves}",
    "axio.halves_on": "{a} auf {a_cell}, {b} auf {b_cell}",
    "axio.log.pyramids.one": ", eine Pyramide",
    "axio.log.pyramids.many": ", {count} Pyramiden",
    "axio.log.moved.one": " (eine versetzt)",
    "axio.log.moved.many": " ({count} versetzt)",
    "axio.log.exchange": "tauschte das Bänkchen",
    "axio.log.keep": "behielt das Bänkchen",
}
