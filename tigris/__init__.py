"""Tigris & Euphrates (Reiner Knizia): kingdoms, conflicts, monuments and treasures."""

from engine.game import GameInfo

from . import rules

INFO = GameInfo(
    name="tigris",
    title="Tigris & Euphrates",
    min_players=2,
    max_players=4,
    pitch="Build kingdoms along two rivers; your weakest colour decides.",
    new_game=rules.new_game,
    state_type=rules.TigrisState,
    options=rules.OPTIONS,
    option_sets=(
        {},
        {"board_side": "advanced", "catastrophes_per_player": 1, "score_visibility": "open"},
        {"civilization_buildings": True, "wonder": True, "strict_attack_commit": True,
         "strict_defender_commit": True},
        {"rules_preset": "advanced"},
    ),
    ai_module="tigris.ai",
)
