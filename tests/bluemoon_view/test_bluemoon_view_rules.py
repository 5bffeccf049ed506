"""The rules reference in the in-app viewer, and the game's options in the new-game setup."""

import os

import pygame

from engine.scenes.rules import RulesScene, rules_text
from engine.scenes.setup import SetupScene
from bluemoon_view.bm_driver import INFO
from ui.helpers import frames, widget


def test_rules_reference_reads_turn_first_and_scoring_last(app, tmp_path):
    text = rules_text(INFO)
    heads = [line for line in text.splitlines() if line.startswith("## ")]
    assert heads[0] == "## Your turn in short" and heads[-1] == "## Scoring summary"
    for word in ("Vulca", "Terrah", "Aqua", "Flit", "Khind", "Mimix", "Hoax", "Pillar", "obelisk", "golden scale",
                 "Best", "Each", "Next to", "Courtyard"):
        assert word in text, word
    scene = RulesScene(app, INFO)
    app.scenes.push(scene)
    frames(app, 5)
    assert len(scene.view.headings) >= 10
    pygame.image.save(app.screen, str(tmp_path / "rules.png"))
    extra = os.environ.get("BLUEMOON_SCREENSHOTS")
    if extra:
        pygame.image.save(app.screen, os.path.join(extra, "bluemoon-rules.png"))


def test_setup_offers_the_options_by_name(app):
    scene = SetupScene(app, INFO)
    app.scenes.push(scene)
    frames(app, 3)
    assert widget(scene, "option-expansion").label == "Special buildings (5x5 city)"
    assert widget(scene, "option-random_layout").label == "Variant layout"
    assert widget(scene, "rules").enabled
