"""The game's options in the new-game setup (the rules reference of every game:
tests/ui/test_ui_every_game.py)."""

from azul_sintra_view.az_driver import INFO
from engine.scenes.setup import SetupScene
from ui.helpers import frames, widget


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
