"""What every registered game's screens must do, read from the registry (GAME_NAMES): a game
added there is covered without editing these tests (its tests/<game>_view/ driver names the
words its rules reference must have)."""

import pytest

from engine.game import GAME_NAMES, load_game
from engine.phrases import option_label
from engine.scenes.setup import SetupScene
from ui.helpers import check_rules_reference, frames, widget
from ui.table_driver import game_driver


@pytest.mark.parametrize("game", GAME_NAMES)
def test_rules_reference_reads_turn_first_and_scoring_last(app, tmp_path, game):
    check_rules_reference(app, load_game(game), tmp_path, game, game_driver(game).RULES_WORDS)


@pytest.mark.parametrize("game", GAME_NAMES)
def test_setup_offers_every_option_by_name_and_the_rules(app, game):
    info = load_game(game)
    scene = SetupScene(app, info)
    app.scenes.push(scene)
    frames(app, 3)
    for o in info.options:
        w = widget(scene, f"option-{o.name}")
        assert w.label == option_label(game, o) and w.label, o.name
        assert w.rect.bottom <= app.screen.get_height(), f"{o.name} is on the screen"
    assert widget(scene, "rules").enabled
