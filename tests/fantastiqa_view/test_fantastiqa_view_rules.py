"""The rules reference in the in-app viewer, and the game's options in the new-game setup."""

from engine.scenes.setup import SetupScene
from fantastiqa_view.fq_driver import INFO
from ui.helpers import check_rules_reference, frames, widget

#: What a player looks the rules up for.
WORDS = ("wild symbol", "Quest Chest", "Beast Bazaar", "Artifact Tower", "Magic carpet",
         "quest token", "Draw 3 cards", "End turn")


def test_rules_reference_reads_turn_first_and_scoring_last(app, tmp_path):
    check_rules_reference(app, INFO, tmp_path, "fantastiqa", WORDS)


def test_setup_offers_the_options_by_name(app):
    scene = SetupScene(app, INFO)
    app.scenes.push(scene)
    frames(app, 3)
    assert widget(scene, "option-quest_goal").label == "Quest goal (points to win)"
    assert widget(scene, "option-simple_rules").label == "Simple rules (first game)"
    assert widget(scene, "option-teams").label == "Teams of two (4 players)"
    assert widget(scene, "rules").enabled
