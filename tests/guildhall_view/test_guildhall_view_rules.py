"""The game's options in the new-game setup (the rules reference of every game:
tests/ui/test_ui_every_game.py)."""

from engine.scenes.setup import SetupScene
from guildhall_view.gh_driver import INFO
from ui.helpers import frames, widget


def test_setup_offers_the_options_by_name(app):
    scene = SetupScene(app, INFO)
    app.scenes.push(scene)
    frames(app, 3)
    w = widget(scene, "option-seed_card_values")
    assert w.label == "Seed card values"
    assert widget(scene, "rules").enabled
