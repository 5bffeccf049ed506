"""The game's options in the new-game setup (the rules reference of every game:
tests/ui/test_ui_every_game.py)."""

from engine.scenes.setup import SetupScene
from fantastiqa_view.fq_driver import INFO
from ui.helpers import frames, widget


def test_setup_offers_the_options_by_name(app):
    scene = SetupScene(app, INFO)
    app.scenes.push(scene)
    frames(app, 3)
    assert widget(scene, "option-quest_goal").label == "Quest goal (points to win)"
    assert widget(scene, "option-simple_rules").label == "Simple rules (first game)"
    assert widget(scene, "option-teams").label == "Teams of two (4 players)"
    assert widget(scene, "rules").enabled
