"""Blue Moon City (Reiner Knizia): rebuild the city, offer crystals at the obelisk."""

from engine.game import GameInfo, Option

from . import rules
from .data import STALL_ROUNDS, STALL_ROUNDS_CHOICES

INFO = GameInfo(
    name="bluemoon",
    title="Blue Moon City",
    min_players=2,
    max_players=4,
    pitch="Rebuild a fantasy city with eight peoples' cards and race to the obelisk.",
    new_game=rules.new_game,
    state_type=rules.BlueMoonState,
    options=(
        Option("expansion", "Special buildings (5x5 city)", False,
               help="Adds the Hospital, Golden Shrine, Theatre and Central Hall."),
        Option("ruleset", "Ruleset", "seed", choices=("seed", "classic_2006"),
               help="2018 (CMON) edition, or 2006: fixed start tiles, 9/12/15 scales, +1 crystal at the shrine.",
               value_labels=(("seed", "2018 edition"), ("classic_2006", "Classic 2006"))),
        Option("random_layout", "Variant layout", False,
               help="The four starting tiles are shuffled with all the others."),
        Option("knizia_original_discard", "Designer's scale rule", False,
               help="After golden-scale scoring every player returns all scales."),
        Option("stall_rounds", "Stalled game ends after", STALL_ROUNDS, choices=STALL_ROUNDS_CHOICES,
               help="Full rounds in which nobody places a marker before the game ends "
                    "as if the city were complete (most obelisk markers, then crystals).",
               value_labels=tuple((n, f"{n} idle rounds") for n in STALL_ROUNDS_CHOICES)),
    ),
    option_sets=(
        {},
        {"expansion": True},
        {"ruleset": "classic_2006", "knizia_original_discard": True},
        {"expansion": True, "random_layout": True, "ruleset": "classic_2006"},
    ),
    ai_module="bluemoon.ai",
    view_module="bluemoon.view",
    tutorial_module="bluemoon.tutorial",
    rules_file="rules_reference.md",
)
