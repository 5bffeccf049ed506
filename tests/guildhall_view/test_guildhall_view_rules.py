"""The rules reference in the in-app viewer, and the game's options in the new-game setup."""

import dataclasses

from engine.scenes.setup import SetupScene
from guildhall_view.gh_driver import INFO
from ui.helpers import check_rules_reference, frames, widget

INFO_FULL = dataclasses.replace(INFO, view_module="guildhall.view", tutorial_module="guildhall.tutorial",
                                rules_file="rules_reference.md")

#: What a player looks the rules up for.
WORDS = ("Assassin", "Dancer", "Farmer", "Historian", "Trader", "Weaver", "20 VP",
         "Discard & draw")


def test_rules_reference_reads_turn_first_and_scoring_last(app, tmp_path):
    check_rules_reference(app, INFO_FULL, tmp_path, "guildhall", WORDS)


def test_setup_offers_the_options_by_name(app):
    scene = SetupScene(app, INFO_FULL)
    app.scenes.push(scene)
    frames(app, 3)
    w = widget(scene, "option-seed_card_values")
    assert w.label == "Seed card values"
    assert widget(scene, "rules").enabled
