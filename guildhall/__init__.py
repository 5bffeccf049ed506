"""Guildhall: rules engine, AI hooks, table view, tutorial and rules reference."""

from engine.game import GameInfo

from . import rules
from .data import OPTIONS, PHASES, PITCH, TITLE

INFO = GameInfo(
    name="guildhall",
    title=TITLE,
    min_players=2,
    max_players=4,
    pitch=PITCH,
    new_game=rules.new_game,
    state_type=rules.GuildhallState,
    options=OPTIONS,
    option_sets=({}, {"seed_card_values": True}),
    ai_module="guildhall.ai",
    heuristic_module="guildhall.ai_heuristic",
    rules_file="rules_reference.md",
    view_module="guildhall.view",
    tutorial_module="guildhall.tutorial",
    phases=PHASES,
)
