"""Fantastiqa: rules engine, AI hooks, table view, tutorial and rules reference."""

import dataclasses

from engine.game import GameInfo

from . import rules

#: The setup screen's words for the engine's options (names, values and defaults are the engine's).
_WORDS = {
    "quest_goal": ("Quest goal (points to win)",
                   "Usual: 10 with 2 or 4 players, 8 with 3; the short goal with simple rules."),
    "simple_rules": ("Simple rules (first game)",
                     "For beginners and children: no artifacts, peaceful dragons or reshuffles, "
                     "no card abilities, 4 carpets."),
    "teams": ("Teams of two (4 players)",
              "With 4 players, partners sit apart and add their scores; off: everyone for themselves."),
}
_VALUES = {"quest_goal": ((None, "Usual"),)}
OPTIONS = tuple(dataclasses.replace(o, label=_WORDS[o.name][0], help=_WORDS[o.name][1],
                                    value_labels=_VALUES.get(o.name, ()))
                for o in rules.OPTIONS)

INFO = GameInfo(
    name="fantastiqa",
    title="Fantastiqa",
    min_players=2,
    max_players=4,
    pitch="Subdue fabulous creatures with household items, recruit them and complete quests.",
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
    rules_file="rules_reference.md",
    view_module="fantastiqa.view",
    tutorial_module="fantastiqa.tutorial",
)
