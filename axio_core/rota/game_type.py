"""AXIO Rota, registered as a game (registry.py): its classes, its rules and its notation."""

from __future__ import annotations

from typing import Any

from ..actions import RotaPlace
from ..constants import ROTA_CAP
from ..registry import GameType, register
from . import notation, rules
from .state import RotaState
from .view import RotaView, observe


def _check(position: Any, action: Any) -> None:
    rules.explain(position, action)  # the checks of a placement, nothing else


GAME = register(
    GameType(
        variant="rota",
        title="AXIO Rota",
        state=RotaState,
        view=RotaView,
        actions=(RotaPlace,),
        cap=ROTA_CAP,
        placement=RotaPlace,
        notation=notation,
        new_game=rules.new_game,
        legal_actions=rules.legal_actions,
        is_legal=rules.is_legal,
        apply=rules.apply,
        check=_check,
        explain=rules.explain,
        observe=observe,
        outcome=rules.outcome,
        to_act=rules.to_act,
    )
)
