"""The game's options in the new-game setup (the rules reference of every game:
tests/ui/test_ui_every_game.py)."""

from engine.scenes.setup import SetupScene
from bluemoon_view.bm_driver import INFO
from ui.helpers import click_at, frames, widget


def test_setup_offers_the_options_by_name(app):
    scene = SetupScene(app, INFO)
    app.scenes.push(scene)
    frames(app, 3)
    assert widget(scene, "option-expansion").label == "Special buildings (5x5 city)"
    assert widget(scene, "option-random_layout").label == "Variant layout"
    assert widget(scene, "rules").enabled


def test_setup_shows_when_a_stalled_game_ends_and_passes_the_choice_on(app):
    scene = SetupScene(app, INFO)
    app.scenes.push(scene)
    frames(app, 3)
    stall = widget(scene, "option-stall_rounds")
    assert stall.label == "Stalled game ends after" and stall.fmt(stall.get()) == "15 idle rounds"
    assert stall.rect.bottom <= app.screen.get_height(), "the option is on the screen"
    box = stall.box()
    click_at(app, (box.right - 5, box.centery))       # the ">" arrow
    frames(app, 2)
    assert scene.options["stall_rounds"] == 20 and stall.fmt(stall.get()) == "20 idle rounds"
