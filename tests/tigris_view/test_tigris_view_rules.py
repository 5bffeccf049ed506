"""The rules reference in the in-app viewer, and the game's options in the new-game setup."""

import os

import pygame

from engine.scenes.rules import RulesScene, rules_text
from engine.scenes.setup import SetupScene
from tigris_view.tg_driver import INFO
from ui.helpers import frames, widget


def test_rules_reference_reads_turn_first_and_scoring_last(app, tmp_path):
    text = rules_text(INFO)
    heads = [line for line in text.splitlines() if line.startswith("## ")]
    assert heads[0] == "## Your turn in short" and heads[-2] == "## Scoring summary"
    for word in ("Revolt", "War", "Monuments", "Treasures", "catastrophe", "weakest colour", "king"):
        assert word in text
    scene = RulesScene(app, INFO)
    app.scenes.push(scene)
    frames(app, 5)
    assert len(scene.view.headings) >= 10
    pygame.image.save(app.screen, str(tmp_path / "rules.png"))
    extra = os.environ.get("TIGRIS_SCREENSHOTS")
    if extra:
        pygame.image.save(app.screen, os.path.join(extra, "tigris-rules.png"))


def test_setup_offers_the_options_by_name(app, tmp_path):
    scene = SetupScene(app, INFO)
    app.scenes.push(scene)
    frames(app, 3)
    assert widget(scene, "option-board_side").label == "Board side"
    assert widget(scene, "option-civilization_buildings").label == "Buildings"
    assert widget(scene, "option-score_visibility").label == "Others' points"
    # every option is on screen, above the Start button
    start = widget(scene, "start") if any(getattr(w, "name", "") == "start" for w in scene.widgets) else None
    for o in INFO.options:
        w = widget(scene, f"option-{o.name}")
        assert w.rect.bottom <= app.screen.get_height()
        if start is not None and w.rect.right > start.rect.left:
            assert w.rect.bottom <= start.rect.top, o.name
    assert not any("§" in o.help for o in INFO.options), "option help is written for players"
    assert widget(scene, "rules").enabled
    pygame.image.save(app.screen, str(tmp_path / "setup.png"))
