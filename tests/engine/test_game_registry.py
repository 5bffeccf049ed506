"""The registry reports every game: loaded, not yet implemented, or broken."""

import ast
from pathlib import Path

import pytest

from engine.game import GAME_NAMES, GameInfo, GameLoadError, available_games, load_game

ROOT = Path(__file__).resolve().parents[2]


def test_the_five_games_are_registered_and_none_is_hidden():
    assert GAME_NAMES == ("bluemoon", "azul_sintra", "tigris", "fantastiqa", "guildhall")
    found = available_games()
    for name in GAME_NAMES:
        assert name in found
        entry = found[name]
        assert isinstance(entry, GameInfo) or "not yet implemented" in str(entry)


def test_a_broken_game_is_reported_not_skipped(tmp_path, monkeypatch):
    (tmp_path / "brokengame").mkdir()
    (tmp_path / "brokengame" / "__init__.py").write_text("import no_such_module_here\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("TABLETOP_EXTRA_GAMES", "brokengame")
    with pytest.raises(GameLoadError, match="no_such_module_here"):
        load_game("brokengame")
    assert isinstance(available_games()["brokengame"], GameLoadError)


def test_options_are_checked_by_name_and_value():
    info = load_game("toygame")
    assert info.check_options({}) == {"target": 21}
    with pytest.raises(ValueError, match="no option"):
        info.check_options({"colour": 1})
    with pytest.raises(ValueError, match="must be one of"):
        info.check_options({"target": 7})


#: The app (engine/app.py, which joins the screens to the toolkit) and the screens themselves.
PYGAME_ALLOWED = ("engine/ui/", "engine/scenes/", "engine/app.py")


def _imports_pygame(path: Path) -> bool:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(a.name.split(".")[0] == "pygame" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "pygame":
            return True
    return False


def test_only_the_ui_imports_pygame():
    offenders = []
    for path in ROOT.rglob("*.py"):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith((".venv/", "tests/", "build/")):
            continue
        name = rel.rsplit("/", 1)[-1]
        # a game's table may span view.py and view_<part>.py; its tutorial is tutorial.py
        if rel.startswith(PYGAME_ALLOWED) or name == "tutorial.py" or (
                name.startswith("view") and "/" in rel):
            continue
        if _imports_pygame(path):
            offenders.append(rel)
    assert offenders == [], f"these files must not import pygame: {offenders}"


def test_option_values_read_as_words_on_the_setup_screen():
    from engine.game import Option

    side = Option("side", "Side", "side_a", ("side_a", "side_b"), value_labels=(("side_a", "Side A"),))
    assert [side.value_label(v) for v in side.choices] == ["Side A", "side_b"]
    flag = Option("flag", "Flag", False)
    assert [flag.value_label(v) for v in flag.choices] == ["Off", "On"]
    # 1 == True in Python, but the number 1 is not the word "On"
    assert Option("n", "N", 1, (1, 2), value_labels=((True, "On"),)).value_label(1) == "1"
