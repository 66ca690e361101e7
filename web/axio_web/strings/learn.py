"""The course of lessons (table/lesson.py, learn/course.py)."""

EN = {
    "learn.menu": "Learn to play",
    "learn.label": "Lesson",
    "learn.you": "You",
    "learn.partner": "Partner",
    "learn.game.axio": "AXIO",
    "learn.game.rota": "AXIO Rota",
    "learn.course": "Course: {game}",
    "learn.progress": "{done} of {count} done",
    "learn.state_done": " (done)",
    "learn.count": "Lesson {step} of {count}",
    "learn.goal_label": "Goal:",
    "learn.hint": "Hint",
    "learn.hint_text": "One way: {move}.",
    "learn.next": "Next lesson",
    "learn.leave": "Leave the course",
    "learn.well_done": "Well done: goal met. The next lesson is ready.",
    "learn.course_done": "Well done: that was the last lesson. Play a first game against the "
    "Beginner, or today's daily deal.",
    "learn.beginner": "Play the Beginner",
    "learn.daily": "Today's daily deal",
    "learn.did": "This move scores {points}.",
    "learn.did_nothing": "This move scores nothing.",
    "learn.did_keep": "You kept your rack.",
    "learn.need_reach": "{color} would be {now}; the goal needs {value}.",
    "learn.need_lowest": "Your lowest colour ({colors}) would be {now}; the goal needs {value}.",
    "learn.need_extra": "{color} would be {now}; the goal needs the cap, {cap}.",
    "learn.need_pyramid": "No pyramid would score {color}: close off an empty cell next to {color}.",
    "learn.need_blocked": "No cell is closed off, so no pyramid moves.",
    "learn.need_exchange": "The goal needs an exchange: your rack holds none of your lowest colour.",
    "learn.need_named": "Your empty corner would not score {color}: put it in a circle with {color} "
    "and name {color}.",
    # AXIO
    "learn.title.axio.first": "The first tile",
    "learn.idea.axio.first": "Your first tile must touch a colour space. A half scores one point for "
    "every symbol of its colour in line with it, the colour spaces included.",
    "learn.goal.axio.first": "Score 1 in orange with your first tile.",
    "learn.title.axio.line": "Scoring a line",
    "learn.idea.axio.line": "Each half counts the symbols of its colour in a straight line away from it, "
    "in the three directions not into its other half.",
    "learn.goal.axio.line": "Raise red to 2 with one tile.",
    "learn.title.axio.stop": "Where a line stops",
    "learn.idea.axio.stop": "A line stops at another colour, an empty cell, a pyramid or the edge "
    "of the play area.",
    "learn.goal.axio.stop": "Raise red to 3 with one tile.",
    "learn.title.axio.lines": "Several lines at once",
    "learn.idea.axio.lines": "Both halves score, each along every line it starts.",
    "learn.goal.axio.lines": "Raise red and blue to 2 each with one tile.",
    "learn.title.axio.pyramid": "Closing a cell",
    "learn.idea.axio.pyramid": "An empty cell closed off on all four sides gets a pyramid: it scores "
    "1 point for each neighbouring symbol, in that symbol's colour.",
    "learn.goal.axio.pyramid": "Close off a cell so that its pyramid scores blue.",
    "learn.title.axio.cap": "The cap of 18 and the extra turn",
    "learn.idea.axio.cap": "No colour goes above 18. A colour that reaches 18 calls AXIO! and earns "
    "an extra turn.",
    "learn.goal.axio.cap": "Reach 18 in red and take the extra turn.",
    "learn.title.axio.exchange": "Exchanging the rack",
    "learn.idea.axio.exchange": "After your turn, a rack with none of your lowest colour may be "
    "exchanged for five new tiles.",
    "learn.goal.axio.exchange": "Your lowest colour is blue: exchange your rack.",
    "learn.title.axio.move": "Pyramids run out",
    "learn.idea.axio.move": "With no pyramid left, a closed cell takes one from the board; the cell it "
    "leaves is blocked for the rest of the game and stops lines.",
    "learn.goal.axio.move": "Close off a cell and move a pyramid to it.",
    "learn.title.axio.end": "The end and the lowest colour",
    "learn.idea.axio.end": "The game ends when a player cannot place a tile. Only your lowest colour "
    "counts, so raise it.",
    "learn.goal.axio.end": "Place the last tile with your lowest colour at 6 or more.",
    "learn.title.axio.solo": "Solo: the second board",
    "learn.idea.axio.solo": "Alone, a colour full at 18 scores on, on a second board; your result is "
    "the lowest total of both.",
    "learn.goal.axio.solo": "Raise red's total to 20.",
    # Rota
    "learn.title.rota.place": "Placing and turning",
    "learn.idea.rota.place": "Place your tile next to the display, turned as you like (Turn right).",
    "learn.goal.rota.place": "Raise red to 2 with one tile.",
    "learn.title.rota.circle": "Circles and their points",
    "learn.idea.rota.circle": "The corners around one point form a circle: a corner scores 1 for each "
    "other corner of its colour in its circle.",
    "learn.goal.rota.circle": "Score in blue and in orange with one tile.",
    "learn.title.rota.name": "Naming a colour",
    "learn.idea.rota.name": "An empty corner that meets other tiles is named a colour and scores as "
    "that colour.",
    "learn.goal.rota.name": "Name red for your empty corner so that it scores.",
    "learn.title.rota.lone": "A lone corner",
    "learn.idea.rota.lone": "A corner alone in its circle scores nothing: only corners that meet other "
    "tiles count.",
    "learn.goal.rota.lone": "Score 1 in blue.",
    "learn.title.rota.cap": "The cap of 12 and the extra turn",
    "learn.idea.rota.cap": "No colour goes above 12. A colour that reaches 12 earns an extra turn.",
    "learn.goal.rota.cap": "Reach 12 in red and take the extra turn.",
    "learn.title.rota.last": "The last tile and the end",
    "learn.idea.rota.last": "The game ends when every tile of the stacks is placed. Only your lowest "
    "colour counts.",
    "learn.goal.rota.last": "Place your last tile with your lowest colour at 5 or more.",
}

DE = {
    "learn.menu": "Spielen lernen",
    "learn.label": "Lektion",
    "learn.you": "Du",
    "learn.partner": "Partner",
    "learn.game.axio": "AXIO",
    "learn.game.rota": "AXIO Rota",
    "learn.course": "Kurs: {game}",
    "learn.progress": "{done} von {count} geschafft",
    "learn.state_done": " (geschafft)",
    "learn.count": "Lektion {step} von {count}",
    "learn.goal_label": "Ziel:",
    "learn.hint": "Tipp",
    "learn.hint_text": "Ein Weg: {move}.",
    "learn.next": "Nächste Lektion",
    "learn.leave": "Kurs verlassen",
    "learn.well_done": "Gut gemacht: Ziel erreicht. Die nächste Lektion wartet.",
    "learn.course_done": "Gut gemacht: Das war die letzte Lektion. Spiele eine erste Partie gegen "
    "den Anfänger oder das Tagesspiel.",
    "learn.beginner": "Gegen den Anfänger spielen",
    "learn.daily": "Das heutige Tagesspiel",
    "learn.did": "Dieser Zug bringt {points}.",
    "learn.did_nothing": "Dieser Zug bringt nichts.",
    "learn.did_keep": "Du hast deine Ablage behalten.",
    "learn.need_reach": "{color} stünde auf {now}; das Ziel braucht {value}.",
    "learn.need_lowest": "Deine niedrigste Farbe ({colors}) stünde auf {now}; das Ziel braucht {value}.",
    "learn.need_extra": "{color} stünde auf {now}; das Ziel braucht das Maximum, {cap}.",
    "learn.need_pyramid": "Keine Pyramide brächte {color}: schließe ein leeres Feld neben {color} ein.",
    "learn.need_blocked": "Kein Feld wird eingeschlossen, also wandert keine Pyramide.",
    "learn.need_exchange": (
        "Das Ziel braucht einen Tausch: Keine deiner niedrigsten Farbe ist auf der Ablage."
    ),
    "learn.need_named": "Deine leere Ecke brächte kein {color}: lege sie in einen Kreis mit {color} "
    "und nenne {color}.",
    "learn.title.axio.first": "Das erste Plättchen",
    "learn.idea.axio.first": "Dein erstes Plättchen muss ein Farbfeld berühren. Eine Hälfte bringt einen "
    "Punkt für jedes Symbol ihrer Farbe in Linie mit ihr, Farbfelder "
    "eingeschlossen.",
    "learn.goal.axio.first": "Erziele 1 in Orange mit deinem ersten Plättchen.",
    "learn.title.axio.line": "Eine Linie werten",
    "learn.idea.axio.line": "Jede Hälfte zählt die Symbole ihrer Farbe in gerader Linie von ihr weg, "
    "in den drei Richtungen, die nicht in ihre andere Hälfte führen.",
    "learn.goal.axio.line": "Bringe Rot mit einem Plättchen auf 2.",
    "learn.title.axio.stop": "Wo eine Linie endet",
    "learn.idea.axio.stop": "Eine Linie endet an einer anderen Farbe, einem leeren Feld, einer Pyramide "
    "oder am Rand der Spielfläche.",
    "learn.goal.axio.stop": "Bringe Rot mit einem Plättchen auf 3.",
    "learn.title.axio.lines": "Mehrere Linien zugleich",
    "learn.idea.axio.lines": "Beide Hälften punkten, jede entlang jeder Linie, die sie beginnt.",
    "learn.goal.axio.lines": "Bringe Rot und Blau mit einem Plättchen auf je 2.",
    "learn.title.axio.pyramid": "Ein Feld einschließen",
    "learn.idea.axio.pyramid": "Ein leeres Feld, das auf allen vier Seiten eingeschlossen ist, bekommt eine "
    "Pyramide: Sie bringt 1 Punkt für jedes benachbarte Symbol in dessen Farbe.",
    "learn.goal.axio.pyramid": "Schließe ein Feld so ein, dass seine Pyramide Blau bringt.",
    "learn.title.axio.cap": "Das Maximum 18 und der Extrazug",
    "learn.idea.axio.cap": "Keine Farbe steigt über 18. Eine Farbe, die 18 erreicht, ruft AXIO! und "
    "bringt einen Extrazug.",
    "learn.goal.axio.cap": "Erreiche 18 in Rot und nimm den Extrazug.",
    "learn.title.axio.exchange": "Die Ablage tauschen",
    "learn.idea.axio.exchange": "Nach deinem Zug darfst du eine Ablage ohne deine niedrigste Farbe gegen "
    "fünf neue Plättchen tauschen.",
    "learn.goal.axio.exchange": "Deine niedrigste Farbe ist Blau: tausche deine Ablage.",
    "learn.title.axio.move": "Die Pyramiden gehen aus",
    "learn.idea.axio.move": "Ist keine Pyramide mehr übrig, wandert eine vom Plan auf das eingeschlossene "
    "Feld; das verlassene Feld bleibt gesperrt und beendet Linien.",
    "learn.goal.axio.move": "Schließe ein Feld ein und versetze eine Pyramide dorthin.",
    "learn.title.axio.end": "Das Ende und die niedrigste Farbe",
    "learn.idea.axio.end": "Die Partie endet, wenn jemand kein Plättchen mehr legen kann. Nur deine "
    "niedrigste Farbe zählt, also hebe sie.",
    "learn.goal.axio.end": "Lege das letzte Plättchen und bringe deine niedrigste Farbe auf 6 oder mehr.",
    "learn.title.axio.solo": "Allein: die zweite Wertung",
    "learn.idea.axio.solo": "Allein punktet eine Farbe, die auf 18 voll ist, auf einer zweiten Wertung "
    "weiter; dein Ergebnis ist die niedrigste Summe beider.",
    "learn.goal.axio.solo": "Bringe die Summe von Rot auf 20.",
    "learn.title.rota.place": "Anlegen und drehen",
    "learn.idea.rota.place": "Lege dein Plättchen an die Auslage, gedreht wie du willst (Rechts drehen).",
    "learn.goal.rota.place": "Bringe Rot mit einem Plättchen auf 2.",
    "learn.title.rota.circle": "Kreise und ihre Punkte",
    "learn.idea.rota.circle": "Die Ecken um einen Punkt bilden einen Kreis: Eine Ecke bringt 1 für jede "
    "andere Ecke ihrer Farbe in ihrem Kreis.",
    "learn.goal.rota.circle": "Punkte mit einem Plättchen in Blau und in Orange.",
    "learn.title.rota.name": "Eine Farbe nennen",
    "learn.idea.rota.name": "Eine leere Ecke, die andere Plättchen trifft, bekommt eine genannte Farbe "
    "und punktet als diese.",
    "learn.goal.rota.name": "Nenne Rot für deine leere Ecke, sodass sie punktet.",
    "learn.title.rota.lone": "Eine einsame Ecke",
    "learn.idea.rota.lone": "Eine Ecke allein in ihrem Kreis bringt nichts: Nur Ecken, die andere "
    "Plättchen treffen, zählen.",
    "learn.goal.rota.lone": "Erziele 1 in Blau.",
    "learn.title.rota.cap": "Das Maximum 12 und der Extrazug",
    "learn.idea.rota.cap": (
        "Keine Farbe steigt über 12. Eine Farbe, die 12 erreicht, bringt einen Extrazug."
    ),
    "learn.goal.rota.cap": "Erreiche 12 in Rot und nimm den Extrazug.",
    "learn.title.rota.last": "Das letzte Plättchen und das Ende",
    "learn.idea.rota.last": "Die Partie endet, wenn alle Plättchen der Stapel liegen. Nur deine niedrigste "
    "Farbe zählt.",
    "learn.goal.rota.last": "Lege dein letztes Plättchen und bringe deine niedrigste Farbe auf 5 oder mehr.",
}
