"""Short rules summaries for the help panel, one list per game (RULES.md is the authority).

Keys are numbered: `rules.axio.1`, `rules.axio.2`, … (help.py reads them in order)."""

EN = {
    "rules.axio.1": "On your turn, place one tile from your rack on two neighbouring empty cells.",
    "rules.axio.2": "Your first tile must touch a colour space that no tile touches yet.",
    "rules.axio.3": (
        "Each half scores in its colour: count the matching symbols in a straight line from it, in the "
        "three directions away from the other half, up to the first gap or other colour."
    ),
    "rules.axio.4": (
        "An empty cell closed in on all four sides gets a pyramid: 1 point for each symbol next to it, "
        "in that symbol's colour. When no pyramid is left, you move one from the board; its old cell "
        "stays blocked."
    ),
    "rules.axio.5": "A colour stops at 18. Reaching 18 is AXIO!: you place another tile at once.",
    "rules.axio.6": (
        "If no tile on your rack shows your lowest colour, you may exchange the whole rack. Then "
        "draw back up to five."
    ),
    "rules.axio.7": (
        "The game ends when a player cannot place a tile. Only your lowest colour counts: the "
        "highest lowest colour wins; on a tie, the next lowest decides."
    ),
    "rules.axio.8": (
        "Solo: draw a tile and place it at once. A colour that reaches 18 goes on scoring on a "
        "second scoreboard. Your result is your lowest colour."
    ),
    "rules.rota.1": (
        "On your turn, place your tile next to the display, sharing a side with a tile there, "
        "turned any way you like."
    ),
    "rules.rota.2": (
        "Where tile corners meet they form circles. Each corner of your tile scores 1 point for "
        "every other corner of its colour in the same circle."
    ),
    "rules.rota.3": "An empty corner that meets other tiles: name any colour, and it scores as that colour.",
    "rules.rota.4": (
        "A colour stops at 12. Reaching 12 is AXIO!: you play the top tile of the supply as an extra turn."
    ),
    "rules.rota.5": (
        "The game ends when everyone has placed the 12 tiles of their stack. Only your lowest "
        "colour counts: the highest lowest colour wins; on a tie, the next lowest decides. All five "
        "colours at 12 win at once."
    ),
    "rules.rota.6": "Solo: the same rules; your result is your lowest colour.",
}

DE = {
    "rules.axio.1": "Lege in deinem Zug ein Plättchen von deinem Bänkchen auf zwei benachbarte leere Felder.",
    "rules.axio.2": "Dein erstes Plättchen muss ein Farbfeld berühren, das noch kein Plättchen berührt.",
    "rules.axio.3": (
        "Jede Hälfte punktet in ihrer Farbe: Zähle die gleichen Symbole in gerader Linie von ihr aus, "
        "in den drei Richtungen weg von der anderen Hälfte, bis zur ersten Lücke oder anderen Farbe."
    ),
    "rules.axio.4": (
        "Ein leeres Feld, das an allen vier Seiten eingeschlossen ist, bekommt eine Pyramide: 1 Punkt "
        "für jedes angrenzende Symbol, in dessen Farbe. Ist keine Pyramide mehr übrig, versetzt du "
        "eine vom Spielplan; ihr altes Feld bleibt gesperrt."
    ),
    "rules.axio.5": (
        "Eine Farbe endet bei 18. Wer 18 erreicht, ruft AXIO! und legt sofort noch ein Plättchen."
    ),
    "rules.axio.6": (
        "Zeigt kein Plättchen deines Bänkchens deine niedrigste Farbe, darfst du das ganze Bänkchen "
        "tauschen. Danach ziehst du auf fünf nach."
    ),
    "rules.axio.7": (
        "Das Spiel endet, wenn jemand kein Plättchen mehr legen kann. Nur deine niedrigste Farbe "
        "zählt: Die höchste niedrigste Farbe gewinnt; bei Gleichstand entscheidet die nächsthöhere."
    ),
    "rules.axio.8": (
        "Solo: Ziehe ein Plättchen und lege es sofort. Eine Farbe, die 18 erreicht, punktet auf einer "
        "zweiten Wertungstafel weiter. Dein Ergebnis ist deine niedrigste Farbe."
    ),
    "rules.rota.1": (
        "Lege in deinem Zug dein Plättchen an die Auslage, mit einer gemeinsamen Seite mit einem "
        "Plättchen dort, beliebig gedreht."
    ),
    "rules.rota.2": (
        "Wo sich Plättchenecken treffen, bilden sie Kreise. Jede Ecke deines Plättchens bringt 1 Punkt "
        "für jede andere Ecke ihrer Farbe im selben Kreis."
    ),
    "rules.rota.3": (
        "Eine leere Ecke, die an andere Plättchen stößt: Nenne eine beliebige Farbe, dann punktet "
        "sie wie diese Farbe."
    ),
    "rules.rota.4": (
        "Eine Farbe endet bei 12. Wer 12 erreicht, ruft AXIO! und spielt als Extrazug das oberste "
        "Plättchen des Vorrats."
    ),
    "rules.rota.5": (
        "Das Spiel endet, wenn alle die 12 Plättchen ihres Stapels gelegt haben. Nur deine niedrigste "
        "Farbe zählt: Die höchste niedrigste Farbe gewinnt; bei Gleichstand entscheidet die "
        "nächsthöhere. Wer alle fünf Farben auf 12 hat, gewinnt sofort."
    ),
    "rules.rota.6": "Solo: dieselben Regeln; dein Ergebnis ist deine niedrigste Farbe.",
}
