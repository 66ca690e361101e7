"""AXIO, registered as a game (registry.py): its classes, its rules and its notation."""

from __future__ import annotations

from ..actions import AxioPlace, Draw, Exchange, KeepRack
from ..constants import AXIO_CAP
from ..registry import GameType, register
from . import notation, rules
from .state import AxioState
from .view import AxioView, observe

GAME = register(
    GameType(
        variant="axio",
        title="AXIO",
        state=AxioState,
        view=AxioView,
        actions=(AxioPlace, Exchange, KeepRack, Draw),
        cap=AXIO_CAP,
        placement=AxioPlace,
        notation=notation,
        new_game=rules.new_game,
        legal_actions=rules.legal_actions,
        is_legal=rules.is_legal,
        apply=rules.apply,
        check=rules.check,
        explain=rules.explain,
        observe=observe,
        outcome=rules.outcome,
        to_act=rules.to_act,
        sample_chance=rules.sample_draw,
    )
)
