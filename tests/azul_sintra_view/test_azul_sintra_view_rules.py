"""The rules reference in the in-app viewer, and the game's options in the new-game setup."""

import os

import pygame

from azul_sintra_view.az_driver import INFO
from engine.scenes.rules import RulesScene, rules_text
from engine.scenes.setup import SetupScene
from ui.helpers import frames, widget


def test_rules_reference_reads_turn_first_and_scoring_last(app, tmp_path):
    text = rules_text(INFO)
    heads = [line for line in text.splitlines() if line.startswith("## ")]
    assert heads[0] == "## Your turn in short" and heads[-1] == "## Scoring summary"
    for word in ("glazier", "factory display", "centre", "start-player tile", "break", "round colour",
                 "ornament", "side B", "-18", "leftmost strip", "joker"):
        assert word in text, word
    scene = RulesScene(app, INFO)
    app.scenes.push(scene)
    frames(app, 5)
    assert len(scene.view.headings) >= 10
    pygame.image.save(app.screen, str(tmp_path / "rules.png"))
    extra = os.environ.get("AZUL_SINTRA_SCREENSHOTS")
    if extra:
        pygame.image.save(app.screen, os.path.join(extra, "azul_sintra-rules.png"))


def test_setup_offers_the_options_by_name(app):
    scene = SetupScene(app, INFO)
    app.scenes.push(scene)
    frames(app, 3)
    labels = {o.name: widget(scene, f"option-{o.name}").label for o in INFO.options}
    assert labels == {"palace_side": "Palace side", "require_fit_if_possible": "Tiles must fit",
                      "score_floor_zero": "No negative scores", "colour_blind_glyphs": "Colour-blind glyphs"}
    # the names, values and defaults are the engine's own
    from azul_sintra import rules
    assert [(o.name, o.default, o.choices) for o in INFO.options] == \
        [(o.name, o.default, o.choices) for o in rules.OPTIONS]
    assert widget(scene, "rules").enabled
