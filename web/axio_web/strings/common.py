"""Words every screen uses: colours, symbols, game names."""

EN = {
    "color.R": "red",
    "color.G": "green",
    "color.B": "blue",
    "color.O": "orange",
    "color.P": "purple",
    "symbol.R": "sun",
    "symbol.G": "dot",
    "symbol.B": "star",
    "symbol.O": "square",
    "symbol.P": "ring",
    "game.axio": "AXIO",
    "game.rota": "AXIO Rota",
}

DE = {
    "color.R": "Rot",
    "color.G": "Grün",
    "color.B": "Blau",
    "color.O": "Orange",
    "color.P": "Lila",
    "symbol.R": "Sonne",
    "symbol.G": "Punkt",
    "symbol.B": "Stern",
    "symbol.O": "Quadrat",
    "symbol.P": "Ring",
    "game.axio": "AXIO",
    "game.rota": "AXIO Rota",
}
