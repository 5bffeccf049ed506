"""Tigris & Euphrates (Reiner Knizia): kingdoms, conflicts, monuments and treasures."""

import dataclasses

from engine.game import GameInfo

from . import rules
from .data import OPTIONS, PHASES, TITLE

#: What the new-game screen says about each option (the engine's ids and values are unchanged);
#: the rules reference explains each one, so only the preset needs a line here.
_WORDS = {
    "board_side": ("Board side", ""),
    "catastrophes_per_player": ("Catastrophes each", ""),
    "civilization_buildings": ("Buildings", ""),
    "wonder": ("Wonder", ""),
    "strict_attack_commit": ("Attack only to win", ""),
    "strict_defender_commit": ("Defend only to tie", ""),
    "score_visibility": ("Others' points", ""),
    "rules_preset": ("Rules preset", "Advanced: the advanced board, buildings and the wonder together"),
    "dynasties": ("Dynasties by seat", ""),  # no help line: it would run under Start
}

def _value_words(value: str) -> str:
    """"advanced" -> "Advanced"; a dynasty order "lion-bull-urn-archer" -> "Lion, Bull, Urn, Archer"."""
    return ", ".join(word.capitalize() for word in value.split("-"))


INFO = GameInfo(
    name="tigris",
    title=TITLE,
    min_players=2,
    max_players=4,
    pitch="Build kingdoms along two rivers; your weakest colour decides.",
    new_game=rules.new_game,
    state_type=rules.TigrisState,
    options=tuple(dataclasses.replace(o, label=_WORDS[o.name][0], help=_WORDS[o.name][1],
                                      value_labels=tuple((v, _value_words(v)) for v in o.choices
                                                         if isinstance(v, str)))
                  if o.name in _WORDS else o for o in OPTIONS),
    option_sets=(
        {},
        {"board_side": "advanced", "catastrophes_per_player": 1, "score_visibility": "open"},
        {"civilization_buildings": True, "wonder": True, "strict_attack_commit": True,
         "strict_defender_commit": True},
        {"rules_preset": "advanced"},
        {"dynasties": "urn-archer-lion-bull"},
    ),
    ai_module="tigris.ai",
    rules_file="rules_reference.md",
    view_module="tigris.view",
    tutorial_module="tigris.tutorial",
    phases=PHASES,
)
