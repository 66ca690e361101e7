"""AXIO Rota scenario tests, one or more per ruling (T1-T9, R2, R3), from display pictures.

The usual display, corners as they lie (TL TR BR BL), and the circles next to cell (2, 0):

    (0,0) ROGB  (1,0) RPBG      vertex (2, 0): (1,0) TR = P
    (0,1) RGOB  (1,1) GBOP      vertex (2, 1): (1,0) BR = B, (1,1) TR = B (diagonal)
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from axio_core import game
from axio_core.actions import AxioPlace, RotaPlace
from axio_core.components import ROTA_TILES
from axio_core.constants import ROTA_DISPLAY_CELLS
from axio_core.errors import GameOver, IllegalAction, InvalidInput, Why
from axio_core.rota import rules
from axio_core.rota.geometry import canonical, rotate
from axio_core.rota.state import OVER, PLACE, DisplayTile, RotaState
from tests.positions import display, refused, rota_position

SHOWN = "ROGB@0,0 RPBG@1,0 RGOB@0,1 GBOP@1,1"


def usual(hand: str = "RG.P", **kw: Any) -> RotaState:
    """SHOWN with player 0 to play `hand`; player 1 holds BGOP."""
    kw.setdefault("hands", [hand, "BGOP"])
    return rota_position(SHOWN, **kw)


# ---------------------------------------------------------------------------- T1-T3


def test_the_tile_set() -> None:  # ruling T1
    assert len(ROTA_TILES) == 60
    full = Counter(canonical(t) for t in ROTA_TILES if "." not in t)
    assert len(full) == 30 and sorted(Counter(full.values()).items()) == [(1, 10), (2, 20)]
    emptied = [t for t in ROTA_TILES if "." in t]
    assert len(emptied) == 10
    for t in emptied:  # one corner emptied on the twin of a tile that is left single
        assert t.count(".") == 1 and len(set(t)) == 4
        assert any(full[canonical(t.replace(".", c))] == 1 for c in "RGBOP" if c not in t)


def test_rotation_turns_corners_clockwise() -> None:  # ruling T2
    assert [rotate("RGB.", r) for r in range(4)] == ["RGB.", ".RGB", "B.RG", "GB.R"]
    assert DisplayTile("RGBP", (2, 0), 1).corners == "PRGB"  # corner 3 (P) moved to 0 (TL)
    # Only rotation 1 brings P to TL (vertex (2, 0), meeting P) and B to BL (meeting B, B).
    state = usual("RGBP")
    raws = [game.explain(state, RotaPlace("RGBP", (2, 0), r)).raw for r in range(4)]
    assert raws == [(0,) * 5, (0, 0, 2, 0, 1), (0,) * 5, (0,) * 5]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup(players: int) -> None:  # ruling T3
    state = game.new_game("rota", players, seed=players)
    assert [t.at for t in state.display] == list(ROTA_DISPLAY_CELLS)
    towards_centre = {(0, 0): 2, (1, 0): 3, (0, 1): 1, (1, 1): 0}
    for t in state.display:
        if "." in t.tile:
            assert t.corners.index(".") == towards_centre[t.at]
    assert all(h is not None for h in state.hands)
    assert [len(s) for s in state.stacks] == [11] * players  # the top tile is in the hand
    assert len(state.supply) == {1: 44, 2: 32, 3: 20, 4: 8}[players]
    every = [t.tile for t in state.display] + list(state.hands) + [t for s in state.stacks for t in s]
    assert Counter(every + list(state.supply)) == Counter(ROTA_TILES)
    assert state.current == 0 and state.scores == ((0,) * 5,) * players


# ---------------------------------------------------------------------------- T4


def test_placement_must_share_a_side_with_the_display() -> None:  # ruling T4
    state = usual()
    assert rules.open_cells(state) == [(0, -1), (1, -1), (-1, 0), (2, 0), (-1, 1), (2, 1), (0, 2), (1, 2)]
    refused(state, RotaPlace("RG.P", (1, 1), 0), IllegalAction, "cell [1, 1] is taken")
    refused(state, RotaPlace("RG.P", (2, 2), 0), IllegalAction, "cell [2, 2] touches no tile (T4)")
    refused(state, RotaPlace("RG.P", (-1, -1), 0), IllegalAction, "cell [-1, -1] touches no tile (T4)")
    refused(state, RotaPlace("RG.P", (9, 9), 0), IllegalAction, "touches no tile (T4)")
    assert game.is_legal(state, RotaPlace("RG.P", (-1, 1), 2))  # empty TL corner meets nothing


def test_the_tile_played_is_the_hand_tile_in_a_valid_rotation() -> None:  # rulings T2, T4
    state = usual()
    refused(state, RotaPlace("RGBP", (2, 0), 0), IllegalAction, "plays 'RGBP' but the hand tile is 'RG.P'")
    refused(state, RotaPlace("BGOP", (2, 0), 0), IllegalAction, "but the hand tile is 'RG.P'")  # player 1's
    refused(state, RotaPlace(".PRG", (2, 0), 0), IllegalAction, "but the hand tile is")  # written as in setup
    refused(state, RotaPlace("RG.P", (2, 0), 4), InvalidInput, "rotation 4 is not 0, 1, 2 or 3 (T2)")
    refused(state, RotaPlace("RG.P", (2, 0), -1), InvalidInput, "rotation -1 is not 0, 1, 2 or 3")
    refused(state, RotaPlace("RG.P", (2, 0), True), InvalidInput, "rotation True is not")  # type: ignore[arg-type]


def test_malformed_cells_are_refused_not_crashed() -> None:  # ruling D1
    state = usual()
    refused(state, RotaPlace("RG.P", [2, 0], 0), InvalidInput, "is not a cell")  # type: ignore[arg-type]
    refused(state, RotaPlace("RG.P", (2.0, 0), 0), InvalidInput, "is not a cell")  # type: ignore[arg-type]
    refused(state, RotaPlace("RG.P", (2, 0, 1), 0), InvalidInput, "is not a cell")  # type: ignore[arg-type]


def test_actions_of_the_other_game_are_refused() -> None:  # ruling D1
    refused(
        usual(), AxioPlace("RG", ((2, 0), (3, 0))), InvalidInput, "AxioPlace cannot be played in AXIO Rota"
    )
    axio = game.new_game("axio", 2, seed=1)
    refused(
        axio, RotaPlace("RGBP", (2, 0), 0), InvalidInput, "RotaPlace cannot be played in AXIO", Why.WRONG_GAME
    )


# ---------------------------------------------------------------------------- T5, T6


def test_the_empty_corner_named_two_ways_scores_differently() -> None:  # rulings T6, T5
    state = usual()
    # Rotation 1 lays RG.P as P R G . : the empty corner is BL, at vertex (2, 1) with B and B.
    named_blue = game.explain(state, RotaPlace("RG.P", (2, 0), 1, "B"))
    named_red = game.explain(state, RotaPlace("RG.P", (2, 0), 1, "R"))
    assert named_blue.raw == (0, 0, 2, 0, 1)  # P meets P at (2, 0); the named blue meets B, B
    assert named_red.raw == (0, 0, 0, 0, 1)
    blue = next(p for p in named_blue.parts if p.color == "B")
    assert blue.named and blue.at == (2, 1) and set(blue.cells) == {(1, 0), (1, 1)}
    purple = next(p for p in named_blue.parts if p.color == "P")
    assert not purple.named and purple.at == (2, 0) and purple.cells == ((1, 0),)
    after = game.apply(state, RotaPlace("RG.P", (2, 0), 1, "B"))
    assert after.scores[0] == (0, 0, 2, 0, 1)
    assert after.display[-1] == DisplayTile("RG.P", (2, 0), 1)
    assert after.display[-1].corners == "PRG."  # the corner stays empty


def test_the_named_corner_stays_empty_for_later_circles() -> None:  # rulings T6, T5
    state = game.apply(usual(), RotaPlace("RG.P", (2, 0), 1, "B"))
    assert state.current == 1 and state.tile_to_play == "BGOP"
    scoring = game.explain(state, RotaPlace("BGOP", (2, 1), 0))
    # TL B at vertex (2, 1): B (1,0), B (1,1) diagonal, and the empty corner of (2,0): 2, not 3.
    # TR G at vertex (3, 1) meets the G of (2, 0). BR and BL meet nothing that matches.
    assert scoring.raw == (0, 1, 2, 0, 0)


def test_naming_is_required_exactly_when_the_empty_corner_meets_a_tile() -> None:  # ruling T6
    state = usual()
    refused(
        state,
        RotaPlace("RG.P", (2, 0), 1),
        IllegalAction,
        "the empty corner meets another tile: a colour must be named (T6)",
    )
    refused(state, RotaPlace("RG.P", (2, 0), 1, "X"), InvalidInput, "'X' is not a colour")
    refused(state, RotaPlace("RG.P", (2, 0), 1, "RG"), InvalidInput, "'RG' is not a colour")
    refused(state, RotaPlace("RG.P", (2, 0), 1, ""), InvalidInput, "'' is not a colour")
    # Rotation 0 puts the empty corner at BR, vertex (3, 1): no other tile there.
    refused(
        state,
        RotaPlace("RG.P", (2, 0), 0, "B"),
        IllegalAction,
        "no colour can be named: the tile's empty corner meets no tile (T6)",
    )
    assert game.explain(state, RotaPlace("RG.P", (2, 0), 0)).raw == (0,) * 5
    full_tile = usual("RGBP")
    refused(full_tile, RotaPlace("RGBP", (2, 0), 1, "B"), IllegalAction, "no colour can be named")


def test_legal_actions_name_every_colour_only_when_needed() -> None:  # ruling T6
    actions = [a for a in game.legal_actions(usual()) if a.at == (2, 0)]
    # rot 0: no name; rot 1: empty BL meets tiles; rot 2: empty TL meets (1,0); rot 3: empty TR alone.
    assert [(a.rot, a.name) for a in actions] == (
        [(0, None)] + [(1, c) for c in "RGBOP"] + [(2, c) for c in "RGBOP"] + [(3, None)]
    )
    assert all(game.is_legal(usual(), a) for a in actions)


def test_a_corner_meeting_no_tile_scores_nothing() -> None:  # ruling T5
    state = usual("RGBP")
    scoring = game.explain(state, RotaPlace("RGBP", (2, 0), 1))
    # TR (R) and BR (G) lie at vertices (3, 0) and (3, 1), where no other tile has a corner.
    assert {p.at for p in scoring.parts} == {(2, 0), (2, 1)}
    # A colour corner meeting only an empty corner scores nothing either.
    lonely = rota_position("ROGB@0,0 RGB.@1,0r2 RGOB@0,1 GBOP@1,1", hands=["BORG"])
    assert lonely.display[1].corners == "B.RG"  # the empty TR corner is alone at vertex (2, 0)
    scoring = game.explain(lonely, RotaPlace("BORG", (2, 0), 0))
    assert scoring.raw == (0,) * 5 and scoring.parts == ()


def test_a_full_circle_scores_each_matching_corner() -> None:  # ruling T5
    # Three display tiles show B at vertex (1, 1); the fourth, placed at (1, 1), adds TL = B.
    state = rota_position("GOBR@0,0 OGPB@1,0 RBOG@0,1", hands=["BGOP"])
    scoring = game.explain(state, RotaPlace("BGOP", (1, 1), 0))
    assert scoring.raw == (0, 0, 3, 0, 0)
    assert scoring.parts[0].cells == ((0, 0), (1, 0), (0, 1))


# ---------------------------------------------------------------------------- T7


def test_cap_and_extra_turns_from_the_supply() -> None:  # ruling T7
    state = usual(
        scores=[(0, 0, 11, 0, 11), (0,) * 5], supply=["RGBO", "ROGB", "RPOB"], stacks=[["GBOP"], ["RPBG"]]
    )
    scoring = game.explain(state, RotaPlace("RG.P", (2, 0), 1, "B"))
    assert scoring.raw == (0, 0, 2, 0, 1) and scoring.gains == (0, 0, 1, 0, 1)  # 1 blue lost
    assert scoring.reached == ("B", "P")
    state = game.apply(state, RotaPlace("RG.P", (2, 0), 1, "B"))
    assert state.scores[0] == (0, 0, 12, 0, 12)
    assert (state.current, state.tile_to_play, state.extra_turns, state.hands[0]) == (0, "RGBO", 1, None)
    assert state.supply == ("ROGB", "RPOB")
    refused(state, RotaPlace("RG.P", (2, 1), 0), IllegalAction, "but the top of the supply (T7) is 'RGBO'")
    view = game.observe(state, 0)
    assert view.in_extra_turn and view.tile_to_play == "RGBO"
    state = game.apply(state, RotaPlace("RGBO", (-1, 0), 0))  # first extra turn
    assert (state.current, state.tile_to_play, state.extra_turns) == (0, "ROGB", 0)
    state = game.apply(state, RotaPlace("ROGB", (-1, 1), 0))  # second extra turn
    assert (state.current, state.tile_to_play, state.hands) == (1, "BGOP", ("GBOP", "BGOP"))
    assert state.supply == ("RPOB",) and state.stacks == ((), ("RPBG",))


def test_no_extra_turn_when_the_supply_is_empty() -> None:  # ruling T7
    state = usual(scores=[(0, 0, 11, 0, 11), (0,) * 5], stacks=[["GBOP"], []])
    state = game.apply(state, RotaPlace("RG.P", (2, 0), 1, "B"))
    assert state.scores[0] == (0, 0, 12, 0, 12)
    assert (state.current, state.extra_turns, state.hands) == (1, 0, ("GBOP", "BGOP"))


def test_extra_turns_stop_when_the_supply_runs_out() -> None:  # ruling T7
    state = usual(scores=[(0, 0, 11, 0, 11), (0,) * 5], supply=["RGBO"], stacks=[["GBOP"], []])
    state = game.apply(state, RotaPlace("RG.P", (2, 0), 1, "B"))
    assert (state.tile_to_play, state.extra_turns, state.supply) == ("RGBO", 1, ())
    state = game.apply(state, RotaPlace("RGBO", (-1, 0), 0))
    assert (state.current, state.extra_turns, state.tile_to_play) == (1, 0, "BGOP")


# ---------------------------------------------------------------------------- T9, R2, R3


def test_game_ends_when_every_stack_is_played() -> None:  # rulings T9, R1
    state = usual(scores=[(3, 3, 3, 3, 3), (2, 9, 9, 9, 9)])
    state = game.apply(state, RotaPlace("RG.P", (2, 0), 0))
    assert state.phase == PLACE and state.current == 1
    state = game.apply(state, RotaPlace("BGOP", (-1, 0), 0))
    assert (state.phase, state.end_reason, game.to_act(state)) == (OVER, "all_tiles_placed", None)
    result = game.outcome(state)
    assert result is not None and result.reason == "all_tiles_placed"
    assert result.winners == (0,) and result.ranking == ((0,), (1,))
    assert game.legal_actions(state) == []
    refused(state, RotaPlace("BGOP", (3, 0), 0), GameOver, "the game is over")


def test_every_colour_at_the_cap_wins_at_once() -> None:  # ruling R2
    state = usual(scores=[(12, 12, 11, 12, 11), (0,) * 5], supply=["RGBO"], stacks=[["GBOP"], ["RPBG"]])
    state = game.apply(state, RotaPlace("RG.P", (2, 0), 1, "B"))
    assert (state.phase, state.end_reason, state.extra_turns) == (OVER, "instant_win", 0)
    result = game.outcome(state)
    assert result is not None and result.winners == (0,) and result.instant_winner == 0


def test_solo_result_is_the_lowest_colour() -> None:  # rulings T9, R3
    state = rota_position(SHOWN, hands=["RG.P"], scores=[(5, 6, 7, 8, 9)])
    state = game.apply(state, RotaPlace("RG.P", (2, 0), 1, "B"))
    result = game.outcome(state)
    assert result is not None and result.result == 5 and result.winners == (0,)
    assert result.scores == ((5, 6, 9, 8, 10),)


def test_observe_shows_only_the_own_hand() -> None:  # ruling T8
    state = usual(stacks=[["RBOG"], ["ROPB"]], supply=["RGBO"])
    mine, theirs = game.observe(state, 0), game.observe(state, 1)
    assert mine.hand == "RG.P" and mine.tile_to_play == "RG.P"
    assert theirs.hand == "BGOP" and theirs.tile_to_play is None
    assert (mine.stack_sizes, mine.supply_count) == ((1, 1), 1)
    for secret in ("RG.P", "RBOG", "ROPB", "RGBO"):  # the other hand, both stacks, the supply
        assert secret not in repr(theirs)
    for secret in ("BGOP", "RBOG", "ROPB", "RGBO"):
        assert secret not in repr(mine)


def test_display_picture_parser() -> None:
    assert display("RGB.@0,0r2 ROGB@-1,3") == (
        DisplayTile("RGB.", (0, 0), 2),
        DisplayTile("ROGB", (-1, 3), 0),
    )
