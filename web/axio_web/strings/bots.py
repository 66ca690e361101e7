"""Computer players: the menu's seat choice, the levels and their styles, the bot's turn."""

EN = {
    # the menu: who plays each seat
    "bots.seat_label": "Who plays seat {n}",
    "bots.person": "Person",
    "bots.level.beginner": "Beginner",
    "bots.level.casual": "Casual",
    "bots.level.strong": "Strong",
    "bots.level.expert": "Expert",
    # one line per level (axio_core.bots.STYLES says the same for developers)
    "bots.style.beginner": "Makes first-game mistakes: overlooks pyramids and naming.",
    "bots.style.casual": "Greedily raises its lowest colour.",
    "bots.style.strong": "Raises its lowest colours and blocks what the next player could score.",
    "bots.style.expert": "Looks ahead through the tiles it cannot see.",
    # a bot seat without a name, when another bot without a name has the same level
    "bots.default_name_n": "{level} {n}",
    # the table during a bot's turn
    "bots.tag": "computer · {level}",
    "bots.thinking": "thinking…",
    "bots.thinking_line": "{name} is thinking…",
    "bots.thinking_announce": "{name} is thinking.",
    "bots.playing_line": "{name} plays.",
}

DE = {
    "bots.seat_label": "Wer spielt Platz {n}",
    "bots.person": "Person",
    "bots.level.beginner": "Einsteiger",
    "bots.level.casual": "Gemütlich",
    "bots.level.strong": "Stark",
    "bots.level.expert": "Experte",
    "bots.style.beginner": "Macht Fehler wie im ersten Spiel: übersieht Pyramiden und das Benennen.",
    "bots.style.casual": "Hebt gierig seine niedrigste Farbe.",
    "bots.style.strong": "Hebt seine niedrigsten Farben und verbaut dem nächsten Spieler Punkte.",
    "bots.style.expert": "Denkt voraus über die Steine, die er nicht sieht.",
    "bots.default_name_n": "{level} {n}",
    "bots.tag": "Computer · {level}",
    "bots.thinking": "denkt nach…",
    "bots.thinking_line": "{name} denkt nach…",
    "bots.thinking_announce": "{name} denkt nach.",
    "bots.playing_line": "{name} spielt.",
}
