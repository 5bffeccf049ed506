"""Azul: Stained Glass of Sintra: rules engine, AI hooks and table view."""

import dataclasses

from engine.game import GameInfo

from . import rules

#: Shorter labels for the new-game screen (names, values and defaults are the engine's).
_LABELS = {"palace_side": "Palace side", "require_fit_if_possible": "Tiles must fit",
           "score_floor_zero": "No negative scores"}
_VALUES = {"palace_side": (("side_a", "Side A"), ("side_b", "Side B"))}
OPTIONS = tuple(dataclasses.replace(o, label=_LABELS.get(o.name, o.label), value_labels=_VALUES.get(o.name, ()))
                for o in rules.OPTIONS)

INFO = GameInfo(
    name="azul_sintra",
    title="Azul: Stained Glass of Sintra",
    min_players=2,
    max_players=4,
    pitch="Draft coloured glass, fill pattern strips and decorate the palace windows of Sintra.",
    new_game=rules.new_game,
    state_type=rules.SintraState,
    options=OPTIONS,
    option_sets=(
        {},
        {"palace_side": "side_b", "require_fit_if_possible": True, "score_floor_zero": False,
         "colour_blind_glyphs": False},
    ),
    ai_module="azul_sintra.ai",
    view_module="azul_sintra.view",
    tutorial_module="azul_sintra.tutorial",
    rules_file="rules_reference.md",
)
