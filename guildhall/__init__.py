"""Guildhall: rules engine, AI hooks, table view, tutorial and rules reference."""

from engine.game import GameInfo, Option

from . import rules

OPTIONS = (
    Option(
        name="seed_card_values",
        label="Seed card values",
        default=False,
        choices=(False, True),
        help="Farmer level 3 gives 3 VP and Assassin level 4 discards 4 cards, as the "
             "Korean reference table prints them (default: the published cards, 2 and 2).",
    ),
)

INFO = GameInfo(
    name="guildhall",
    title="Guildhall",
    min_players=2,
    max_players=4,
    pitch="Gather five colours of each profession into chapters and trade them for victory points.",
    new_game=rules.new_game,
    state_type=rules.GuildhallState,
    options=OPTIONS,
    option_sets=({}, {"seed_card_values": True}),
    ai_module="guildhall.ai",
    rules_file="rules_reference.md",
    view_module="guildhall.view",
    tutorial_module="guildhall.tutorial",
)
