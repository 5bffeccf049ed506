"""The rules reference in the in-app viewer, and the game's options in the new-game setup."""

from azul_sintra_view.az_driver import INFO
from engine.scenes.setup import SetupScene
from ui.helpers import check_rules_reference, frames, widget

#: What a player looks the rules up for.
WORDS = ("glazier", "factory display", "centre", "start-player tile", "break", "round colour",
         "ornament", "side B", "-18", "leftmost strip", "joker")


def test_rules_reference_reads_turn_first_and_scoring_last(app, tmp_path):
    check_rules_reference(app, INFO, tmp_path, "azul_sintra", WORDS, scoring_at=-1)


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
