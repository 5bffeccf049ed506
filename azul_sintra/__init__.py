"""Azul: Stained Glass of Sintra: rules engine, AI hooks and table view."""

from engine.game import GameInfo

from . import rules
from .data import OPTIONS, PHASES, PITCH, TITLE

INFO = GameInfo(
    name="azul_sintra",
    title=TITLE,
    min_players=2,
    max_players=4,
    pitch=PITCH,
    new_game=rules.new_game,
    state_type=rules.SintraState,
    options=OPTIONS,
    option_sets=(
        {},
        {"palace_side": "side_b", "require_fit_if_possible": True, "score_floor_zero": False,
         "colour_blind_glyphs": False},
    ),
    ai_module="azul_sintra.ai",
    heuristic_module="azul_sintra.ai_heuristic",
    view_module="azul_sintra.view",
    tutorial_module="azul_sintra.tutorial",
    rules_file="rules_reference.md",
    phases=PHASES,
)
