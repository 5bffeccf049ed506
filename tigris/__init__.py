"""Tigris & Euphrates (Reiner Knizia): kingdoms, conflicts, monuments and treasures."""

import dataclasses

from engine.game import GameInfo
from engine.text import Message, render

from . import rules
from .data import OPTIONS, PHASES, TITLE


def _english(key: str) -> str:
    """A message's English: the GameInfo speaks English; the screens write each key (its
    title, pitch and options, in tigris/words.py) in the display language."""
    return render(Message(key), lang="en")


def _shown(o):
    """An option as the new-game screen shows it, in the words of tigris/words.py."""
    key = f"tigris.option.{o.name}"
    return dataclasses.replace(
        o, label=_english(key), help=_english(f"{key}.help"),
        value_labels=tuple((v, _english(f"{key}.value.{v}")) for v in o.choices if isinstance(v, str)))


INFO = GameInfo(
    name="tigris",
    title=TITLE,
    min_players=2,
    max_players=4,
    pitch=_english("tigris.pitch"),
    new_game=rules.new_game,
    state_type=rules.TigrisState,
    options=tuple(_shown(o) for o in OPTIONS),
    option_sets=(
        {},
        {"board_side": "advanced", "catastrophes_per_player": 1, "score_visibility": "open"},
        {"civilization_buildings": True, "wonder": True, "strict_attack_commit": True,
         "strict_defender_commit": True},
        {"rules_preset": "advanced"},
        {"dynasties": "urn-archer-lion-bull"},
    ),
    ai_module="tigris.ai",
    heuristic_module="tigris.ai_heuristic",
    rules_file="rules_reference.md",
    view_module="tigris.view",
    tutorial_module="tigris.tutorial",
    phases=PHASES,
)
