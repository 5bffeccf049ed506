"""Blue Moon City (Reiner Knizia): rebuild the city, offer crystals at the obelisk."""

from engine.game import GameInfo

from . import rules
from .data import OPTIONS, PHASES, PITCH, TITLE

INFO = GameInfo(
    name="bluemoon",
    title=TITLE,
    min_players=2,
    max_players=4,
    pitch=PITCH,
    new_game=rules.new_game,
    state_type=rules.BlueMoonState,
    options=OPTIONS,
    option_sets=(
        {},
        {"expansion": True},
        {"ruleset": "classic_2006", "knizia_original_discard": True},
        {"expansion": True, "random_layout": True, "ruleset": "classic_2006"},
    ),
    ai_module="bluemoon.ai",
    heuristic_module="bluemoon.ai_heuristic",
    view_module="bluemoon.view",
    tutorial_module="bluemoon.tutorial",
    rules_file="rules_reference.md",
    phases=PHASES,
)
