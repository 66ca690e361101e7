"""The game review: what each move cost and what would have been better; the puzzles made
of a player's mistakes."""

EN = {
    "review.button": "Review",
    "review.button_label": "Review this game: what each move cost",
    "review.title": "Review: {game}",
    "review.back": "Back",
    "review.cancel": "Stop",
    "review.resume": "Go on",
    "review.progress": "Rating move {done} of {total}…",
    "review.stopped": "Stopped at {done} of {total} moves.",
    "review.done": "All {total} moves rated.",
    "review.unit": (
        "Each move is graded against the best move the computer found with the tiles "
        "the player could see then, by what it cost their lowest colour at the end: "
        "best, good, inaccuracy, mistake or blunder."
    ),
    "review.chart": "Lowest colour over the game",
    "review.chart_label": "Each player's lowest colour after every move; rings mark the costliest moves",
    "review.moves": "Moves",
    "review.move": "Move {n}",
    "review.move_label": "Move {n}, {name}: {grade}",
    "review.exchange": "exchanged",
    "review.keep": "kept the rack",
    "review.summary": "Report",
    "review.grade.best": "best",
    "review.grade.good": "good",
    "review.grade.inaccuracy": "inaccuracy",
    "review.grade.mistake": "mistake",
    "review.grade.blunder": "blunder",
    "review.grades.best": "best",
    "review.grades.good": "good",
    "review.grades.inaccuracy": "inaccuracies",
    "review.grades.mistake": "mistakes",
    "review.grades.blunder": "blunders",
    "review.counts_label": "{name}'s moves by grade",
    "review.mattered": "The move that mattered most:",
    "review.no_mistakes": "No move cost anything that mattered.",
    "review.pick": "Pick a move to see what it did and what the best move found would have done.",
    "review.detail": "Move {n} by {name}: {grade}",
    "review.played": "Played",
    "review.best": "Best found",
    "review.show_played": "Move played",
    "review.show_best": "Best move found",
    "review.boards_label": "Which board to show",
    "review.same": "The move played was as good as the best found.",
    "review.scored": "{name}'s move scored {points}.",
    "review.scored_nothing": "{name}'s move scored nothing.",
    "review.best_scored": "The best move found, {move}, would have scored {points}.",
    "review.best_scored_nothing": "The best move found, {move}, would have scored nothing now.",
    "review.points_in": "{points} in {color}",
    "review.low_stayed": "{colors}, {name}'s lowest, stayed at {value}",
    "review.low_stayed_many": "{name}'s lowest colour stayed at {value}",
    "review.low_rose": "{name}'s lowest colour rose from {before} to {after}",
    "review.best_low_more": "; {move} would have raised it to {value}.",
    "review.best_low_same": "; {move} would have left it at {value} too.",
    "review.best_low_less": (
        "; {move} would have left it at {value}, but kept better chances for the moves to come."
    ),
    "review.reply": "{next}'s best reply after this move could score {points}",
    "review.reply_best": "; after {move}, {points}.",
    "review.reply_nothing": "nothing",
    "review.exchange_detail": "{played} (best: {best})",
    "review.exchange_why": "Exchanging or keeping the rack: what the rack is likely to score next.",
    "review.axio_move": "{a}–{b}",
    "review.rota_move": "the tile {where}",
    # practise your mistakes: puzzles
    "review.practise": "Practise your mistakes",
    "review.practise_count": "{n} positions where a move by {names} was a mistake or a blunder.",
    "puzzle.title": "Puzzle {n} of {count}",
    "puzzle.daily_title": "Daily puzzle",
    "puzzle.goal": (
        "Find a move as good as the best one the computer found (one very close to it "
        "counts too), with the tiles, board and scores {name} had on move {move}."
    ),
    "puzzle.judging": "Looking at your move…",
    "puzzle.solved": "Solved! That move is as good as the best found.",
    "puzzle.solved_best": "Solved! The best move found was {move}.",
    "puzzle.missed": (
        "Not quite ({grade}): that move would have scored {points} and left your lowest "
        "colour at {low}, but it leaves you worse off for the rest of the game than the "
        "best move found. Try again."
    ),
    "puzzle.next": "Next puzzle",
    "puzzle.back": "Back to the review",
    "puzzle.done_all": "Every puzzle of this game is solved.",
    "puzzle.state_done": "solved",
    "puzzle.header_solved": "Puzzle solved",
    "puzzle.menu": "Puzzles",
    "puzzle.menu_label": "Practise your mistakes from your reviewed games, and the daily puzzle",
    "puzzle.list_title": "Puzzles",
    "puzzle.list_empty": (
        "No puzzles yet: review a finished game (Review on its end), and the moves "
        "that were mistakes or blunders of a person become puzzles here."
    ),
    "puzzle.daily": "A position from the Expert's own games, the same for everyone today.",
    "puzzle.from_game": "{game}, {date}: move {move} by {name}",
    "puzzle.open": "Open",
}

DE = {
    "review.button": "Analyse",
    "review.button_label": "Diese Partie analysieren: was jeder Zug gekostet hat",
    "review.title": "Analyse: {game}",
    "review.back": "Zurück",
    "review.cancel": "Anhalten",
    "review.resume": "Weiter",
    "review.progress": "Bewerte Zug {done} von {total} …",
    "review.stopped": "Angehalten bei {done} von {total} Zügen.",
    "review.done": "Alle {total} Züge bewertet.",
    "review.unit": (
        "Jeder Zug wird mit dem besten Zug verglichen, den der Computer mit den Plättchen "
        "fand, die der Spieler damals sehen konnte, danach, was er die niedrigste Farbe am "
        "Ende gekostet hat: bester, gut, Ungenauigkeit, Fehler oder grober Fehler."
    ),
    "review.chart": "Niedrigste Farbe im Lauf der Partie",
    "review.chart_label": (
        "Die niedrigste Farbe jedes Spielers nach jedem Zug; Ringe markieren die teuersten Züge"
    ),
    "review.moves": "Züge",
    "review.move": "Zug {n}",
    "review.move_label": "Zug {n}, {name}: {grade}",
    "review.exchange": "getauscht",
    "review.keep": "Ablage behalten",
    "review.summary": "Bericht",
    "review.grade.best": "bester",
    "review.grade.good": "gut",
    "review.grade.inaccuracy": "Ungenauigkeit",
    "review.grade.mistake": "Fehler",
    "review.grade.blunder": "grober Fehler",
    "review.grades.best": "beste",
    "review.grades.good": "gute",
    "review.grades.inaccuracy": "Ungenauigkeiten",
    "review.grades.mistake": "Fehler",
    "review.grades.blunder": "grobe Fehler",
    "review.counts_label": "Die Züge von {name} nach Bewertung",
    "review.mattered": "Der Zug, der am meisten zählte:",
    "review.no_mistakes": "Kein Zug hat etwas gekostet, das zählte.",
    "review.pick": (
        "Wähle einen Zug, um zu sehen, was er bewirkt hat und was der beste gefundene bewirkt hätte."
    ),
    "review.detail": "Zug {n} von {name}: {grade}",
    "review.played": "Gespielt",
    "review.best": "Bester gefundener",
    "review.show_played": "Gespielter Zug",
    "review.show_best": "Bester gefundener Zug",
    "review.boards_label": "Welches Brett gezeigt wird",
    "review.same": "Der gespielte Zug war so gut wie der beste gefundene.",
    "review.scored": "Der Zug von {name} brachte {points}.",
    "review.scored_nothing": "Der Zug von {name} brachte nichts.",
    "review.best_scored": "Der beste gefundene Zug ({move}) hätte {points} gebracht.",
    "review.best_scored_nothing": "Der beste gefundene Zug ({move}) hätte jetzt nichts gebracht.",
    "review.points_in": "{points} in {color}",
    "review.low_stayed": "{colors}, die niedrigste Farbe von {name}, blieb bei {value}",
    "review.low_stayed_many": "Die niedrigste Farbe von {name} blieb bei {value}",
    "review.low_rose": "Die niedrigste Farbe von {name} stieg von {before} auf {after}",
    "review.best_low_more": "; der beste gefundene Zug ({move}) hätte sie auf {value} gehoben.",
    "review.best_low_same": "; der beste gefundene Zug ({move}) hätte sie ebenfalls bei {value} gelassen.",
    "review.best_low_less": (
        "; der beste gefundene Zug ({move}) hätte sie bei {value} gelassen, aber "
        "bessere Aussichten für die folgenden Züge behalten."
    ),
    "review.reply": "Die beste Antwort von {next} nach diesem Zug konnte {points} bringen",
    "review.reply_best": "; nach dem besten gefundenen Zug ({move}): {points}.",
    "review.reply_nothing": "nichts",
    "review.exchange_detail": "{played} (am besten: {best})",
    "review.exchange_why": "Tauschen oder behalten: was die Ablage als Nächstes wohl bringt.",
    "review.axio_move": "{a}–{b}",
    "review.rota_move": "Plättchen {where}",
    "review.practise": "Aus Fehlern lernen",
    "review.practise_count": (
        "{n} Stellungen, in denen ein Zug von {names} ein Fehler oder grober Fehler war."
    ),
    "puzzle.title": "Aufgabe {n} von {count}",
    "puzzle.daily_title": "Aufgabe des Tages",
    "puzzle.goal": (
        "Finde einen Zug, so gut wie der beste, den der Computer fand (einer, der ihm "
        "sehr nahe kommt, zählt auch), mit den Plättchen, dem Brett und den Punkten, die "
        "{name} bei Zug {move} hatte."
    ),
    "puzzle.judging": "Dein Zug wird geprüft …",
    "puzzle.solved": "Gelöst! Dieser Zug ist so gut wie der beste gefundene.",
    "puzzle.solved_best": "Gelöst! Der beste gefundene Zug: {move}.",
    "puzzle.missed": (
        "Nicht ganz ({grade}): Dieser Zug hätte {points} gebracht und deine niedrigste "
        "Farbe bei {low} gelassen, stellt dich aber für den Rest der Partie schlechter als "
        "der beste gefundene Zug. Versuche es noch einmal."
    ),
    "puzzle.next": "Nächste Aufgabe",
    "puzzle.back": "Zurück zur Analyse",
    "puzzle.done_all": "Alle Aufgaben dieser Partie sind gelöst.",
    "puzzle.state_done": "gelöst",
    "puzzle.header_solved": "Rätsel gelöst",
    "puzzle.menu": "Aufgaben",
    "puzzle.menu_label": "Aus den Fehlern deiner analysierten Partien lernen, und die Aufgabe des Tages",
    "puzzle.list_title": "Aufgaben",
    "puzzle.list_empty": (
        "Noch keine Aufgaben: Analysiere eine beendete Partie (Analyse an ihrem Ende), "
        "und die Züge einer Person, die Fehler oder grobe Fehler waren, werden hier "
        "zu Aufgaben."
    ),
    "puzzle.daily": "Eine Stellung aus den Partien des Experten, heute für alle gleich.",
    "puzzle.from_game": "{game}, {date}: Zug {move} von {name}",
    "puzzle.open": "Öffnen",
}
