"""The guided first game (table/lesson.py)."""

EN = {
    "learn.title": "Guided first game",
    "learn.menu": "Learn to play",
    "learn.you": "You",
    "learn.count": "Step {step} of {count}",
    "learn.next": "Next",
    "learn.skip": "Skip the tutorial",
    "learn.done": "Finish the tutorial",
    "learn.not_yet": "The guided first game of AXIO is not ready yet; here is the one of {game}.",
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
}

DE = {
    "learn.title": "Geführte erste Partie",
    "learn.menu": "Spielen lernen",
    "learn.you": "Du",
    "learn.count": "Schritt {step} von {count}",
    "learn.next": "Weiter",
    "learn.skip": "Anleitung überspringen",
    "learn.done": "Anleitung beenden",
    "learn.not_yet": "Die geführte erste Partie von AXIO gibt es noch nicht; hier ist die von {game}.",
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
}
