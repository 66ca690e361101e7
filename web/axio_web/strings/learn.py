"""The guided first game (table/lesson.py)."""

EN = {
    "learn.title": "Guided first game",
    "learn.menu": "Learn to play",
    "learn.you": "You",
    "learn.count": "Step {step} of {count}",
    "learn.next": "Next",
    "learn.skip": "Skip the tutorial",
    "learn.done": "Finish the tutorial",
    "learn.wrong_place": "Not this place.",
    "learn.wrong_turn": "Right place, but the tile is turned differently.",
    "learn.wrong_name": "Right place, but name another colour.",
    "learn.would_score": "This move would score {points}.",
    "learn.would_score_nothing": "This move would score nothing.",
    "learn.try_again": "Try again: {want}",
    "learn.rota.intro": "AXIO Rota: you place square tiles next to the display. Corners of the "
                        "same colour that meet in a circle score. Only your lowest colour counts at the end.",
    "learn.rota.step1": "Tap the marked place, turn the tile with Turn right, then Place the tile.",
    "learn.rota.step2": "Your empty corner meets other tiles: name a colour, and it scores as that colour.",
    "learn.rota.step3": "Look at your scoreboard: the lowest colour is the one that counts, so "
                        "raise it first.",
    "learn.rota.end": "The game is over. Your result is your lowest colour: {result}. A high "
                      "colour does not help; only the lowest decides.",
    "learn.axio.intro": "AXIO: you lay two-colour tiles on the board. Each half scores one point "
                        "for every symbol of its colour in a straight line from it. Alone, you draw "
                        "a tile and place it at once; only your lowest colour counts at the end.",
    "learn.axio.step1": "Your first tile must touch a colour space. Tap the two marked cells (Flip "
                        "swaps the halves), then Place the tile.",
    "learn.axio.step2": "Lines score: a half counts the symbols of its colour in line with it, colour "
                        "spaces included.",
    "learn.axio.step3": "Look at your scoreboard: the lowest colour is the one that counts, so raise "
                        "it first.",
    "learn.axio.step4": "Close off an empty cell: it gets a pyramid, which scores every neighbour in "
                        "that neighbour's colour.",
    "learn.axio.play_out": "You know the ideas now. Next plays the other {left} tiles of this game "
                           "the way the hints would, so you can see how it ends.",
    "learn.axio.end": "The game is over. Your result is your lowest colour: {result}. A high colour "
                      "does not help; only the lowest decides. With other players you also keep "
                      "five tiles, may exchange them, and a colour reaching 18 gives an extra turn.",
}

DE = {
    "learn.title": "Geführte erste Partie",
    "learn.menu": "Spielen lernen",
    "learn.you": "Du",
    "learn.count": "Schritt {step} von {count}",
    "learn.next": "Weiter",
    "learn.skip": "Anleitung überspringen",
    "learn.done": "Anleitung beenden",
    "learn.wrong_place": "Nicht diese Stelle.",
    "learn.wrong_turn": "Richtige Stelle, aber das Plättchen ist anders gedreht.",
    "learn.wrong_name": "Richtige Stelle, aber nenne eine andere Farbe.",
    "learn.would_score": "Dieser Zug brächte {points}.",
    "learn.would_score_nothing": "Dieser Zug brächte nichts.",
    "learn.try_again": "Versuch es noch einmal: {want}",
    "learn.rota.intro": "AXIO Rota: Du legst quadratische Plättchen an die Auslage. Ecken gleicher "
                        "Farbe, die sich in einem Kreis treffen, punkten. Am Ende zählt nur deine "
                        "niedrigste Farbe.",
    "learn.rota.step1": "Tippe auf die markierte Stelle, drehe mit „Rechts drehen“, dann lege das Plättchen.",
    "learn.rota.step2": "Deine leere Ecke trifft andere Plättchen: nenne eine Farbe, sie zählt als diese.",
    "learn.rota.step3": "Sieh auf deine Wertung: die niedrigste Farbe zählt, also hebe sie zuerst.",
    "learn.rota.end": "Die Partie ist vorbei. Dein Ergebnis ist deine niedrigste Farbe: {result}. "
                      "Eine hohe Farbe hilft nicht; nur die niedrigste entscheidet.",
    "learn.axio.intro": "AXIO: Du legst zweifarbige Plättchen auf den Plan. Jede Hälfte bringt einen "
                        "Punkt für jedes Symbol ihrer Farbe in gerader Linie von ihr aus. Allein ziehst "
                        "du ein Plättchen und legst es sofort; am Ende zählt nur deine niedrigste Farbe.",
    "learn.axio.step1": "Dein erstes Plättchen muss ein Farbfeld berühren. Tippe auf die zwei markierten "
                        "Felder („Umdrehen“ tauscht die Hälften), dann lege das Plättchen.",
    "learn.axio.step2": "Linien punkten: Eine Hälfte zählt die Symbole ihrer Farbe in Linie mit ihr, "
                        "Farbfelder eingeschlossen.",
    "learn.axio.step3": "Sieh auf deine Wertung: die niedrigste Farbe zählt, also hebe sie zuerst.",
    "learn.axio.step4": "Schließe ein leeres Feld ein: Es bekommt eine Pyramide, die jeden Nachbarn in "
                        "dessen Farbe wertet.",
    "learn.axio.play_out": "Jetzt kennst du die Ideen. „Weiter“ legt die übrigen {left} Plättchen "
                           "dieser Partie so, wie die Tipps es täten, damit du das Ende siehst.",
    "learn.axio.end": "Die Partie ist vorbei. Dein Ergebnis ist deine niedrigste Farbe: {result}. Eine "
                      "hohe Farbe hilft nicht; nur die niedrigste entscheidet. Mit anderen hältst du "
                      "fünf Plättchen, darfst sie tauschen, und eine Farbe, die 18 erreicht, bringt "
                      "einen Extrazug.",
}
