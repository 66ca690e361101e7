"""The rules of Reiner Knizia's AXIO and AXIO Rota: pure Python, no dependencies.

Runs the same in CPython and in Pyodide. States are immutable values; every function is pure.

    >>> from axio_core import new_game, legal_actions, apply, outcome
    >>> state = new_game("rota", players=2, seed=1)
    >>> state = apply(state, legal_actions(state)[0])
"""

from .actions import Action, AxioPlace, Draw, Exchange, KeepRack, RotaPlace
from .errors import AxioError, BadRecord, GameOver, IllegalAction, InvalidInput, NotYourTurn, Refusal, Why
from .explain import ScorePart, Scoring
from .game import (
    CHANCE,
    VARIANTS,
    State,
    View,
    apply,
    explain,
    is_legal,
    legal_actions,
    new_game,
    observe,
    outcome,
    sample_chance,
    to_act,
    variant_of,
)
from .ranking import Outcome
from .records import GameRecord, read_record, replay, write_record

__all__ = [
    "Action",
    "AxioPlace",
    "Draw",
    "Exchange",
    "KeepRack",
    "RotaPlace",
    "AxioError",
    "BadRecord",
    "GameOver",
    "IllegalAction",
    "InvalidInput",
    "NotYourTurn",
    "Refusal",
    "Why",
    "ScorePart",
    "Scoring",
    "CHANCE",
    "VARIANTS",
    "State",
    "View",
    "apply",
    "explain",
    "is_legal",
    "legal_actions",
    "new_game",
    "observe",
    "outcome",
    "sample_chance",
    "to_act",
    "variant_of",
    "Outcome",
    "GameRecord",
    "read_record",
    "replay",
    "write_record",
]
