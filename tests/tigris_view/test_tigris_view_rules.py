"""The game's options in the new-game setup (the rules reference of every game:
tests/ui/test_ui_every_game.py)."""

import pygame

from engine.scenes.setup import SetupScene
from tigris_view.tg_driver import INFO
from ui.helpers import frames, widget


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
