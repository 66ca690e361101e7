"""Captions of the illustrated rules (rule_pictures.py), one per ruling shown."""

EN = {
    "rulepic.title": "Rules in pictures",
    "rulepic.A5": "First tile: it must touch a colour space that no tile touches yet. "
                  "The orange half scores the orange space next to it.",
    "rulepic.A6": "Each half scores its colour in a straight line away from the other half, "
                  "printed spaces included: red 2 upwards, blue 2 to the right.",
    "rulepic.A7": "A cell closed off on all four sides gets a pyramid: 1 point for each "
                  "neighbouring symbol, in its colour.",
    "rulepic.A8": "No pyramid left in the supply: one already on the board moves into the "
                  "closed cell, and the cell it leaves is blocked for good.",
    "rulepic.A10": "A colour stops at 18: the point past it is lost, and reaching 18 earns an "
                   "extra turn (AXIO!).",
    "rulepic.T5": "Each corner scores 1 for every other corner of its colour in the same circle: "
                  "red meets two reds, orange one orange.",
    "rulepic.T6": "The empty corner meets other tiles: name a colour for it. Here red, which "
                  "meets two reds.",
}

DE = {
    "rulepic.title": "Regeln in Bildern",
    "rulepic.A5": "Erstes Plättchen: Es muss ein Farbfeld berühren, das noch kein Plättchen "
                  "berührt. Die orange Hälfte punktet mit dem orangen Feld daneben.",
    "rulepic.A6": "Jede Hälfte zählt ihre Farbe in gerader Linie weg von der anderen Hälfte, "
                  "Farbfelder eingeschlossen: Rot 2 nach oben, Blau 2 nach rechts.",
    "rulepic.A7": "Ein Feld, das auf allen vier Seiten umschlossen ist, bekommt eine Pyramide: "
                  "1 Punkt für jedes angrenzende Symbol, in dessen Farbe.",
    "rulepic.A8": "Keine Pyramide mehr im Vorrat: eine vom Brett zieht in das umschlossene Feld, "
                  "und ihr altes Feld bleibt für immer gesperrt.",
    "rulepic.A10": "Eine Farbe endet bei 18: der Punkt darüber verfällt, und wer 18 erreicht, "
                   "bekommt einen Extrazug (AXIO!).",
    "rulepic.T5": "Jede Ecke zählt 1 für jede andere Ecke ihrer Farbe im selben Kreis: "
                  "Rot trifft zwei Rote, Orange ein Oranges.",
    "rulepic.T6": "Die leere Ecke trifft andere Plättchen: nenne eine Farbe für sie. Hier Rot, "
                  "das auf zwei Rote trifft.",
}
