"""The shared game table: scoreboards, cover, log, end screen, turn messages."""

EN = {
    # header and turn
    "table.menu": "Menu",
    "table.turn": "{name} to play",
    "table.turn_solo": "Your turn",
    "table.your_turn_announce": "{name}, your turn.",
    "table.extra_turn": "Extra turn",
    "table.axio": "AXIO!",
    "table.axio_reached_one": "{colors} reached {cap}.",
    "table.axio_reached_many": "{colors} reached {cap}.",
    "table.axio_extra_one": "{name} earns an extra turn.",
    "table.axio_extra_many": "{name} earns {count} extra turns.",
    "table.refused": "That move is not allowed: {reason}",
    # scoreboard
    "table.scoreboard": "Scoreboard",
    "table.scoreboard_of": "Scores of {name}",
    "table.lowest": "lowest",
    "table.score_label": "{color} ({symbol}): {score} of {cap}",
    "table.score_label_lowest": "{color} ({symbol}): {score} of {cap}, lowest",
    "table.to_play": "to play",
    "table.second_board": "second board from {n}",
    # cover (ruling D2)
    "table.cover_title": "Pass to {name}",
    "table.cover_hint": "Only {name} should look. The tile stays hidden until then.",
    "table.cover_ready": "I am {name}: show my tile",
    "table.cover_announce": "Pass the device to {name}.",
    # log
    "table.log": "Game log",
    "table.log_show": "Show the game log",
    "table.log_hide": "Hide the game log",
    "table.log_empty": "No moves yet.",
    "table.log_no_points": "no points",
    "table.log_extra": "extra turn",
    "table.points": "+{points} {color}",
    "table.scored": "{name} scores {points}.",
    "table.scored_nothing": "{name} scores nothing.",
    # end (rulings R1-R3)
    "table.game_over": "Game over",
    "table.winner": "{name} wins!",
    "table.winners": "{names} share the victory!",
    "table.place": "{place}.",
    "table.result_sorted": "lowest first: {scores}",
    "table.tie_all": "{a} and {b} are equal in all five colours: they share the place.",
    "table.decided_by_lowest": "{a} ahead of {b}: the lowest colour decides, {x} to {y}.",
    "table.decided_by_nth": "{a} ahead of {b}: the lowest colours are equal, the {nth} decides, {x} to {y}.",
    "table.nth.1": "second lowest",
    "table.nth.2": "third lowest",
    "table.nth.3": "fourth lowest",
    "table.nth.4": "highest",
    "table.instant_win": "{name} has every colour at {cap}: an instant win.",
    "table.solo_result": "Your result: {result}",
    "table.solo_result_hint": "In solo play only your lowest colour counts.",
    "table.end_reason.all_tiles_placed": "Every tile has been placed.",
    "table.end_reason.instant_win": "Every colour at the top!",
    "table.end_reason.no_placement": "No tile can be placed any more.",
    "table.end_reason.bag_empty": "The bag is empty.",
    "table.end_reason.no_room": "No tile fits any more.",
    "table.play_again": "Play again",
    "table.game_over_announce": "Game over. {winner}",
    "table.and": "{a} and {b}",
}

DE = {
    "table.menu": "Menü",
    "table.turn": "{name} ist am Zug",
    "table.turn_solo": "Du bist am Zug",
    "table.your_turn_announce": "{name}, du bist am Zug.",
    "table.extra_turn": "Extrazug",
    "table.axio": "AXIO!",
    "table.axio_reached_one": "{colors} hat {cap} erreicht.",
    "table.axio_reached_many": "{colors} haben {cap} erreicht.",
    "table.axio_extra_one": "{name} bekommt einen Extrazug.",
    "table.axio_extra_many": "{name} bekommt {count} Extrazüge.",
    "table.refused": "Dieser Zug ist nicht erlaubt: {reason}",
    "table.scoreboard": "Wertungstafel",
    "table.scoreboard_of": "Punkte von {name}",
    "table.lowest": "niedrigste",
    "table.score_label": "{color} ({symbol}): {score} von {cap}",
    "table.score_label_lowest": "{color} ({symbol}): {score} von {cap}, niedrigste",
    "table.to_play": "am Zug",
    "table.second_board": "zweite Tafel ab {n}",
    "table.cover_title": "Weitergeben an {name}",
    "table.cover_hint": "Nur {name} sollte hinsehen. Das Plättchen bleibt bis dahin verdeckt.",
    "table.cover_ready": "Ich bin {name}: mein Plättchen zeigen",
    "table.cover_announce": "Gib das Gerät an {name} weiter.",
    "table.log": "Spielverlauf",
    "table.log_show": "Spielverlauf zeigen",
    "table.log_hide": "Spielverlauf ausblenden",
    "table.log_empty": "Noch keine Züge.",
    "table.log_no_points": "keine Punkte",
    "table.log_extra": "Extrazug",
    "table.points": "+{points} {color}",
    "table.scored": "{name} erhält {points}.",
    "table.scored_nothing": "{name} erhält keine Punkte.",
    "table.game_over": "Spielende",
    "table.winner": "{name} gewinnt!",
    "table.winners": "{names} teilen sich den Sieg!",
    "table.place": "{place}.",
    "table.result_sorted": "aufsteigend: {scores}",
    "table.tie_all": "{a} und {b} sind in allen fünf Farben gleich: Sie teilen sich den Platz.",
    "table.decided_by_lowest": "{a} vor {b}: Die niedrigste Farbe entscheidet, {x} zu {y}.",
    "table.decided_by_nth": (
        "{a} vor {b}: Die niedrigsten Farben sind gleich, die {nth} entscheidet, {x} zu {y}."
    ),
    "table.nth.1": "zweitniedrigste",
    "table.nth.2": "drittniedrigste",
    "table.nth.3": "viertniedrigste",
    "table.nth.4": "höchste",
    "table.instant_win": "{name} hat alle Farben auf {cap}: sofortiger Sieg.",
    "table.solo_result": "Dein Ergebnis: {result}",
    "table.solo_result_hint": "Im Solospiel zählt nur deine niedrigste Farbe.",
    "table.end_reason.all_tiles_placed": "Alle Plättchen sind gelegt.",
    "table.end_reason.instant_win": "Alle Farben ganz oben!",
    "table.end_reason.no_placement": "Es kann kein Plättchen mehr gelegt werden.",
    "table.end_reason.bag_empty": "Der Beutel ist leer.",
    "table.end_reason.no_room": "Kein Plättchen passt mehr.",
    "table.play_again": "Nochmal spielen",
    "table.game_over_announce": "Spielende. {winner}",
    "table.and": "{a} und {b}",
}

EN.update({
    "games.record_bad": "This game record cannot be opened: {reason}",
    "games.cannot_open": "This game cannot be opened",
    "games.ignored_seats": (
        "The record's computer players could not be used ({value}): people play those "
        "seats."
    ),
    "games.ignored_seed": (
        "The record's deal number could not be used ({value}): the next draws come from "
        "the record itself."
    ),
    "games.ignored_meta": "The record's table settings could not be read ({value}).",
})
DE.update({
    "games.record_bad": "Diese Partie kann nicht geöffnet werden: {reason}",
    "games.cannot_open": "Diese Partie lässt sich nicht öffnen",
    "games.ignored_seats": (
        "Die Computerspieler der Partie ließen sich nicht übernehmen ({value}): Diese "
        "Plätze spielen Menschen."
    ),
    "games.ignored_seed": (
        "Die Partienummer ließ sich nicht übernehmen ({value}): Die nächsten Züge kommen "
        "aus der Partie selbst."
    ),
    "games.ignored_meta": "Die Tischeinstellungen der Partie ließen sich nicht lesen ({value}).",
})
