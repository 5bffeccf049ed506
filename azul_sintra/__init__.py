"""Azul: Stained Glass of Sintra: rules engine, AI hooks and table view."""

from engine.game import GameInfo

from . import rules

INFO = GameInfo(
    name="azul_sintra",
    title="Azul: Stained Glass of Sintra",
    min_players=2,
    max_players=4,
    pitch="Draft coloured glass, fill pattern strips and decorate the palace windows of Sintra.",
    new_game=rules.new_game,
    state_type=rules.SintraState,
    options=rules.OPTIONS,
    option_sets=(
        {},
        {"palace_side": "side_b", "require_fit_if_possible": True, "score_floor_zero": False,
         "colour_blind_glyphs": False},
    ),
    ai_module="azul_sintra.ai",
)
