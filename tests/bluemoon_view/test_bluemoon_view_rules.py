"""The rules reference in the in-app viewer, and the game's options in the new-game setup."""

from engine.scenes.setup import SetupScene
from bluemoon_view.bm_driver import INFO
from ui.helpers import check_rules_reference, click_at, frames, widget

#: What a player looks the rules up for.
WORDS = ("Vulca", "Terrah", "Aqua", "Flit", "Khind", "Mimix", "Hoax", "Pillar", "obelisk",
         "golden scale", "Best", "Each", "Next to", "Courtyard")


def test_rules_reference_reads_turn_first_and_scoring_last(app, tmp_path):
    check_rules_reference(app, INFO, tmp_path, "bluemoon", WORDS, scoring_at=-1)


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
