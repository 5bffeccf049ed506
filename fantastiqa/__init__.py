"""Fantastiqa: rules engine, AI hooks, table view, tutorial and rules reference."""

from engine.game import GameInfo

from . import rules
from .data import OPTIONS, PHASES, PITCH, TITLE

INFO = GameInfo(
    name="fantastiqa",
    title=TITLE,
    min_players=2,
    max_players=4,
    pitch=PITCH,
    new_game=rules.new_game,
    state_type=rules.FantastiqaState,
    options=OPTIONS,
    option_sets=(
        {},
        {"simple_rules": True},
        {"quest_goal": 7, "teams": False},
        {"quest_goal": 11},
        {"quest_goal": 8, "simple_rules": True, "teams": False},
        {"quest_goal": 10},
    ),
    ai_module="fantastiqa.ai",
    heuristic_module="fantastiqa.ai_heuristic",
    rules_file="rules_reference.md",
    view_module="fantastiqa.view",
    tutorial_module="fantastiqa.tutorial",
    phases=PHASES,
)
