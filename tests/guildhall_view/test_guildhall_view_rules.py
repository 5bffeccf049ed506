"""The rules reference in the in-app viewer, and the game's options in the new-game setup."""

import dataclasses
import os

import pygame

from engine.scenes.rules import RulesScene, rules_text
from engine.scenes.setup import SetupScene
from guildhall_view.gh_driver import INFO
from ui.helpers import frames, widget

INFO_FULL = dataclasses.replace(INFO, view_module="guildhall.view", tutorial_module="guildhall.tutorial",
                                rules_file="rules_reference.md")


def test_rules_reference_reads_turn_first_and_scoring_last(app, tmp_path):
    text = rules_text(INFO_FULL)
    heads = [line for line in text.splitlines() if line.startswith("## ")]
    assert heads[0] == "## Your turn in short" and heads[-2] == "## Scoring summary"
    for word in ("Assassin", "Dancer", "Farmer", "Historian", "Trader", "Weaver", "20 VP", "Discard and draw"):
        assert word in text
    scene = RulesScene(app, INFO_FULL)
    app.scenes.push(scene)
    frames(app, 5)
    assert len(scene.view.headings) >= 10
    pygame.image.save(app.screen, str(tmp_path / "rules.png"))
    extra = os.environ.get("GUILDHALL_SCREENSHOTS")
    if extra:
        pygame.image.save(app.screen, os.path.join(extra, "guildhall-rules.png"))


def test_setup_offers_the_options_by_name(app):
    scene = SetupScene(app, INFO_FULL)
    app.scenes.push(scene)
    frames(app, 3)
    w = widget(scene, "option-seed_card_values")
    assert w.label == "Seed card values"
    assert widget(scene, "rules").enabled
