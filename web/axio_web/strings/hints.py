"""Hints: the button, the key, and the reasons in the game's words (axio_core.bots.hint)."""

EN = {
    "hint.button": "Hint",
    "hint.label": "Suggest a move (H)",
    "hint.intro": "Hint: {move}",
    "hint.exchange": "exchange your rack: it holds none of your lowest colours",
    "hint.keep": "keep your rack: it still serves you better than a fresh one",
    "hint.lowest": "raises your lowest colour, {color}, by {points}",
    "hint.points": "+{points} {color}",
    "hint.pyramid": "closes a cell: pyramid +{points} {color}",
    "hint.named": "name {color} for the empty corner: +{points}",
    "hint.extra": "{color} reaches the cap: an extra turn",
    "hint.block": "blocks a good move for {name}",
    "hint.nothing": "no move scores now; this one gives least away",
    "hint.where_axio": "place {tile} on {cells}",
    "hint.where_rota": "place your tile at {x}, {y}",
    "hint.turn": "turned {count}×",
    "hint.made_with": "Played with hints",
    "hint.key": "H",
    "hint.key_does": "Suggest a move (solo and against the computer); the place is marked on the board.",
}

DE = {
    "hint.button": "Tipp",
    "hint.label": "Einen Zug vorschlagen (H)",
    "hint.intro": "Tipp: {move}",
    "hint.exchange": "tausche deine Ablage: keine deiner niedrigsten Farben ist darauf",
    "hint.keep": "behalte deine Ablage: sie bringt mehr als eine neue",
    "hint.lowest": "hebt deine niedrigste Farbe, {color}, um {points}",
    "hint.points": "+{points} {color}",
    "hint.pyramid": "schließt ein Feld: Pyramide +{points} {color}",
    "hint.named": "nenne {color} für die leere Ecke: +{points}",
    "hint.extra": "{color} erreicht das Maximum: ein Extrazug",
    "hint.block": "verbaut {name} einen guten Zug",
    "hint.nothing": "kein Zug punktet jetzt; dieser gibt am wenigsten her",
    "hint.where_axio": "lege {tile} auf {cells}",
    "hint.where_rota": "lege dein Plättchen auf {x}, {y}",
    "hint.turn": "{count}× gedreht",
    "hint.made_with": "Mit Tipps gespielt",
    "hint.key": "H",
    "hint.key_does": ("Einen Zug vorschlagen (allein und gegen den Computer); "
                      "der Ort wird auf dem Brett markiert."),
}
