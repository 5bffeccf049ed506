"""The rules reference in the in-app viewer, and the game's options in the new-game setup."""

import os

import pygame

from engine.scenes.rules import RulesScene, rules_text
from engine.scenes.setup import SetupScene
from fantastiqa_view.fq_driver import INFO
from ui.helpers import frames, widget


def test_rules_reference_reads_turn_first_and_scoring_last(app, tmp_path):
    text = rules_text(INFO)
    heads = [line for line in text.splitlines() if line.startswith("## ")]
    assert heads[0] == "## Your turn in short" and heads[-2] == "## Scoring summary"
    for word in ("wild symbol", "Quest Chest", "Beast Bazaar", "Artifact Tower", "Magic carpet", "quest token",
                 "Draw 3 cards", "End turn"):
        assert word in text
    scene = RulesScene(app, INFO)
    app.scenes.push(scene)
    frames(app, 5)
    assert len(scene.view.headings) >= 10
    pygame.image.save(app.screen, str(tmp_path / "rules.png"))
    extra = os.environ.get("FANTASTIQA_SCREENSHOTS")
    if extra:
        pygame.image.save(app.screen, os.path.join(extra, "fantastiqa-rules.png"))


def test_setup_offers_the_options_by_name(app):
    scene = SetupScene(app, INFO)
    app.scenes.push(scene)
    frames(app, 3)
    assert widget(scene, "option-quest_goal").label == "Quest goal (points to win)"
    assert widget(scene, "option-simple_rules").label == "Simple rules (first game)"
    assert widget(scene, "option-teams").label == "Teams of two (4 players)"
    assert widget(scene, "rules").enabled
