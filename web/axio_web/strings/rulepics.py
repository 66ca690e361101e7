"""Captions of the illustrated rules (rule_pictures.py), one per ruling shown."""

EN = {
    "rulepic.title": "Rules in pictures",
    "rulepic.A4": "Place a tile on two neighbouring empty cells, either half on either cell: "
    "with red next to the red space, it scores red 1.",
    "rulepic.A5": "First tile: it must touch a colour space that no tile touches yet. "
    "The orange half scores the orange space next to it.",
    "rulepic.A6": "Each half scores its colour in a straight line away from the other half, "
    "printed spaces included: red 2 upwards, blue 2 to the right.",
    "rulepic.A7": "A cell closed off on all four sides gets a pyramid: 1 point for each "
    "neighbouring symbol, in its colour.",
    "rulepic.A8": "No pyramid left in the supply: one already on the board moves into the "
    "closed cell, and the cell it leaves is blocked for good.",
    "rulepic.A9": "A cell a pyramid moved away from is blocked for good: it stops a line. "
    "Red scores 1, not 2.",
    "rulepic.A10": "A colour stops at 18: the point past it is lost, and reaching 18 earns an "
    "extra turn (AXIO!).",
    "rulepic.T4": "Place your tile next to the display, turned any way: turned right once, "
    "it scores red 1 and green 1; unturned, nothing.",
    "rulepic.T5": "Each corner scores 1 for every other corner of its colour in the same circle: "
    "red meets two reds, orange one orange.",
    "rulepic.T6": "The empty corner meets other tiles: name a colour for it. Here red, which meets two reds.",
    "rulepic.T7": "A colour stops at 12: red at 11 takes 1 of its 2 points, and reaching 12 earns "
    "an extra turn with the top tile of the supply.",
    "rulepic.R2.axio": "All five colours at 18 win at once: blue, green, orange and purple are "
    "full, and red 2 takes red from 16 to 18. The game ends here.",
    "rulepic.A13": "The game ends when the player to move cannot place: this tile fills the last "
    "two empty cells side by side, so the next player has no room.",
    "rulepic.A14": "Alone there is no rack: draw a tile and place it at once. The first tile must "
    "touch a colour space, orange here.",
    "rulepic.A16": "Alone there are no extra turns, no exchange and no instant win: red at 17 takes "
    "1 to reach 18 (the other point is lost) and goes on on the second board.",
    "rulepic.R2.rota": "All five colours at 12 win at once: red 2 takes red from 10 to 12 and "
    "orange 1 takes orange from 11 to 12. The game ends here.",
    "rulepic.T9": "The game ends when everyone has placed the 12 tiles of their stack (extra-turn "
    "tiles come on top): Bob has none left, and this is Ann's last tile.",
    "rulepic.A11": "After placing, Ann's lowest colours are {colors} and her rack holds neither: "
    "she may show it, draw 5 new tiles, then put the shown ones back in the bag.",
    "rulepic.R1.axio": "Only the lowest colour counts: compare the lowest scores, and on a tie the "
    "next lowest. Ann 5·5·6·9·12, Bob 5·7·7·8·8: both have 5, then Bob's 7 beats "
    "Ann's 5, so Bob wins.",
    "rulepic.A15.axio": "Alone, a colour that reaches 18 goes on to a second board, up to 36; your "
    "result is your lowest total: 13 here.",
    "rulepic.R1.rota": "Only the lowest colour counts: compare the lowest scores, and on a tie the "
    "next lowest. Ann has a 12 but a 4; Bob's lowest is 5, so Bob wins.",
    "rulepic.R3.rota": "Alone, your result is your lowest colour: 6 here, however high the others.",
}

DE = {
    "rulepic.title": "Regeln in Bildern",
    "rulepic.A4": "Lege ein Plättchen auf zwei benachbarte leere Felder, jede Hälfte auf jedes "
    "Feld: Rot neben dem roten Farbfeld bringt Rot 1.",
    "rulepic.A5": "Erstes Plättchen: Es muss ein Farbfeld berühren, das noch kein Plättchen "
    "berührt. Die orange Hälfte punktet mit dem orangen Feld daneben.",
    "rulepic.A6": "Jede Hälfte zählt ihre Farbe in gerader Linie weg von der anderen Hälfte, "
    "Farbfelder eingeschlossen: Rot 2 nach oben, Blau 2 nach rechts.",
    "rulepic.A7": "Ein Feld, das auf allen vier Seiten umschlossen ist, bekommt eine Pyramide: "
    "1 Punkt für jedes angrenzende Symbol, in dessen Farbe.",
    "rulepic.A8": "Keine Pyramide mehr im Vorrat: eine vom Brett zieht in das umschlossene Feld, "
    "und ihr altes Feld bleibt für immer gesperrt.",
    "rulepic.A9": "Ein Feld, von dem eine Pyramide wegzog, ist für immer gesperrt: Es beendet "
    "eine Linie. Rot bringt 1, nicht 2.",
    "rulepic.A10": "Eine Farbe endet bei 18: der Punkt darüber verfällt, und wer 18 erreicht, "
    "bekommt einen Extrazug (AXIO!).",
    "rulepic.T4": "Lege dein Plättchen an die Auslage, beliebig gedreht: einmal rechts gedreht "
    "bringt es Rot 1 und Grün 1, ungedreht nichts.",
    "rulepic.T5": "Jede Ecke zählt 1 für jede andere Ecke ihrer Farbe im selben Kreis: "
    "Rot trifft zwei Rote, Orange ein Oranges.",
    "rulepic.T6": "Die leere Ecke trifft andere Plättchen: nenne eine Farbe für sie. Hier Rot, "
    "das auf zwei Rote trifft.",
    "rulepic.T7": "Eine Farbe endet bei 12: Rot bei 11 bekommt 1 seiner 2 Punkte, und wer 12 "
    "erreicht, macht einen Extrazug mit dem obersten Plättchen des Vorrats.",
    "rulepic.R2.axio": "Alle fünf Farben auf 18 gewinnen sofort: Blau, Grün, Orange und Lila sind "
    "voll, und Rot 2 bringt Rot von 16 auf 18. Das Spiel endet hier.",
    "rulepic.A13": "Das Spiel endet, wenn wer am Zug ist nicht legen kann: Dieses Plättchen füllt "
    "die letzten zwei leeren Felder nebeneinander, der nächste hat keinen Platz.",
    "rulepic.A14": "Allein gibt es kein Bänkchen: Ziehe ein Plättchen und lege es sofort. Das erste "
    "muss ein Farbfeld berühren, hier Orange.",
    "rulepic.A16": "Allein gibt es keine Extrazüge, keinen Tausch und keinen Sofortsieg: Rot bei 17 "
    "bekommt 1 bis 18 (der andere Punkt verfällt) und geht auf der zweiten Leiste weiter.",
    "rulepic.R2.rota": "Alle fünf Farben auf 12 gewinnen sofort: Rot 2 bringt Rot von 10 auf 12 und "
    "Orange 1 Orange von 11 auf 12. Das Spiel endet hier.",
    "rulepic.T9": "Das Spiel endet, wenn alle die 12 Plättchen ihres Stapels gelegt haben "
    "(Plättchen aus Extrazügen kommen dazu): Bob hat keines mehr, dies ist Anns letztes.",
    "rulepic.A11": "Nach dem Legen sind Anns niedrigste Farben {colors}, und ihr Bänkchen hat keine "
    "davon: Sie darf es zeigen, 5 neue ziehen und dann die gezeigten in den Beutel legen.",
    "rulepic.R1.axio": "Nur die niedrigste Farbe zählt: Vergleicht die niedrigsten Werte, bei "
    "Gleichstand die nächstniedrigen. Ann 5·5·6·9·12, Bob 5·7·7·8·8: beide 5, "
    "dann schlägt Bobs 7 Anns 5, Bob gewinnt.",
    "rulepic.A15.axio": "Allein geht eine Farbe, die 18 erreicht, auf einer zweiten Leiste weiter, "
    "bis 36; dein Ergebnis ist deine niedrigste Summe: hier 13.",
    "rulepic.R1.rota": "Nur die niedrigste Farbe zählt: Vergleicht die niedrigsten Werte, bei "
    "Gleichstand die nächstniedrigen. Ann hat eine 12, aber auch eine 4; Bobs "
    "niedrigste ist 5, Bob gewinnt.",
    "rulepic.R3.rota": "Allein ist dein Ergebnis deine niedrigste Farbe: hier 6, wie hoch die anderen "
    "auch sind.",
}
