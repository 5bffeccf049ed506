"""Every game's table extends the kit's TableScene only through the GameTable protocol
(engine/ui/table_protocol.py): it defines no name of the table that is not a hook, and uses no
name of the table that is neither a hook nor a service, private ones above all."""

from __future__ import annotations

import ast
import sys
import textwrap
from pathlib import Path

import pytest

from engine.game import GAME_NAMES, load_game
from engine.ui.table import TableScene, table_class
from engine.ui.table_protocol import HOOKS, SERVICES

ROOT = Path(__file__).resolve().parents[2]
#: The kit's modules the table is made of (its instance attributes are set there).
KIT = ("table", "table_input", "table_paint", "table_layout", "hints", "result_cards", "scene")
#: Names every class has: never a hook.
_PLAIN = {"__module__", "__doc__", "__qualname__", "__dict__", "__weakref__", "__annotations__",
          "__firstlineno__", "__static_attributes__", "__orig_bases__", "__parameters__"}
#: What a game's module functions call the table they are handed.
TABLE_PARAMS = ("t", "table")


def _instance_attributes() -> set[str]:
    """Names the kit's table sets on itself (``self.x = ...``)."""
    out = set()
    for mod in KIT:
        tree = ast.parse((ROOT / "engine" / "ui" / f"{mod}.py").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            targets = node.targets if isinstance(node, ast.Assign) else \
                [node.target] if isinstance(node, (ast.AnnAssign, ast.AugAssign)) else []
            for t in targets:
                for e in ast.walk(t):
                    if isinstance(e, ast.Attribute) and isinstance(e.value, ast.Name) and e.value.id == "self":
                        out.add(e.attr)
    return out


def table_names() -> set[str]:
    """Everything of TableScene: its classes' names and its instance attributes."""
    names = set()
    for k in TableScene.__mro__:
        if k is not object:
            names |= set(vars(k))
    return (names | _instance_attributes()) - _PLAIN


def _uses(tree: ast.AST, table_classes: set[str]) -> dict[str, int]:
    """Names used on the table in a module: ``self.x`` inside the table's own classes, ``t.x``
    in functions handed the table.  Returns {name: first line}."""
    out: dict[str, int] = {}

    def scan(node: ast.AST, receivers: set[str]) -> None:
        for e in ast.walk(node):
            if isinstance(e, ast.Attribute) and isinstance(e.value, ast.Name) and e.value.id in receivers:
                out.setdefault(e.attr, e.lineno)

    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name in table_classes:
            scan(node, {"self"})
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.args.args \
                and node.args.args[0].arg in TABLE_PARAMS:
            scan(node, {node.args.args[0].arg})
    return out


def breaches(cls: type, sources: dict[str, str], package: str) -> list[str]:
    """What ``cls`` (a game's table) and ``sources`` (its view modules, by name) do outside the
    protocol."""
    names = table_names()
    own = [k for k in cls.__mro__ if k.__module__.split(".")[0] == package]
    out = []
    for k in own:
        for name in vars(k):
            if name in names and name not in HOOKS:
                out.append(f"{k.__module__}.{k.__name__} defines {name}, which is no hook")
    classes = {k.__name__ for k in own}
    for module, text in sources.items():
        for name, line in _uses(ast.parse(text), classes).items():
            if name in names and name not in HOOKS and name not in SERVICES:
                out.append(f"{module}:{line} uses {name} of the table, which the protocol does not offer")
    return out


def _view_sources(game: str) -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted((ROOT / game).glob("view*.py"))}


@pytest.mark.parametrize("game", GAME_NAMES)
def test_game_table_keeps_to_the_protocol(game):
    info = load_game(game)
    cls = table_class(info)
    assert issubclass(cls, TableScene)
    assert breaches(cls, _view_sources(game), game) == []


def test_the_protocol_names_only_what_the_table_has():
    names = table_names()
    assert sorted(HOOKS - names) == []
    assert sorted(SERVICES - names) == []
    assert not any(n.startswith("_") and n != "__init__" for n in HOOKS | SERVICES)


def test_a_table_outside_the_protocol_is_caught(tmp_path, monkeypatch):
    """The check can fail: a table that overrides a private method, and a module function that
    calls one, are both named."""
    source = textwrap.dedent('''
        from engine.ui.table import TableScene as Base

        class RogueTable(Base):
            def _draw_top(self, surf):
                self.glide_home(None)
                self._press = None

        def paint(t, surf):
            t._make_frame(surf)
            t.refresh_widgets()
            t.blit_board(surf, 0, None)
            t._spinner(surf, (0, 0), 3)
    ''')
    pkg = tmp_path / "roguegame"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "view.py").write_text(source)
    monkeypatch.syspath_prepend(str(tmp_path))
    from roguegame.view import RogueTable
    try:
        found = breaches(RogueTable, {"view.py": source}, "roguegame")
    finally:
        sys.modules.pop("roguegame.view", None)
        sys.modules.pop("roguegame", None)
    assert any("defines _draw_top" in b for b in found)
    assert any("uses _press" in b for b in found)
    assert any("uses _spinner" in b for b in found)
    assert not any("glide_home" in b or "refresh_widgets" in b or "blit_board" in b for b in found)
