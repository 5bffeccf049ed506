"""One shape for the five game packages, and no import circles anywhere (docs/ARCHITECTURE.md,
"Package shape")."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from engine.game import GAME_NAMES, load_game

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine",) + GAME_NAMES
#: Every game has these modules; game-specific ones come on top.
SHAPE = ("__init__", "data", "actions", "rules", "words", "ai", "view", "view_layout", "view_art",
         "tutorial", "position")


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    out = {}
    for pkg in PACKAGES:
        for path in (ROOT / pkg).rglob("*.py"):
            out[_module_name(path)] = path
    return out


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The project modules ``name`` imports, anywhere in the file (inside functions too: a
    circle broken by a late import is still a circle)."""
    is_pkg = path.name == "__init__.py"
    here = name.split(".") if is_pkg else name.split(".")[:-1]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = here[:len(here) - node.level + 1] if node.level else []
            mod = ".".join(base + ([node.module] if node.module else []))
            subs = [f"{mod}.{a.name}" for a in node.names]
            # "from . import data" imports the module data, not the package's __init__
            targets = [t for t in subs if t in known] or [mod]
            if len(targets) < len(subs):
                targets.append(mod)
        for t in targets:
            while t and t not in known:
                t = t.rpartition(".")[0]
            if t and t != name:
                out.add(t)
    return out


def import_graph() -> dict[str, set[str]]:
    mods = _modules()
    known = set(mods)
    return {name: _imports(name, path, known) for name, path in mods.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    import sys
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 10000))
    try:
        for v in sorted(graph):
            if v not in index:
                visit(v)
    finally:
        sys.setrecursionlimit(old)
    return out


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_circles(package):
    found = [c for c in circles(import_graph()) if any(m.split(".")[0] == package for m in c)]
    assert not found, f"import circles touching {package}: {found}"


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_game_has_the_one_package_shape(game):
    missing = [m for m in SHAPE if not (ROOT / game / f"{m}.py").exists()]
    assert not missing, f"{game} lacks {missing}"
    info = load_game(game)
    view_art = __import__(f"{game}.view_art", fromlist=["cover"])
    assert callable(getattr(view_art, "cover", None)), f"{game}.view_art draws the game's cover"
    assert info.phases, f"{game} declares its phases in INFO"


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_phase_is_a_declared_one(game):
    info = load_game(game)
    for n in info.player_counts:
        state = info.new_game(n, seed=n)
        rng = random.Random(n)
        while True:
            assert state.phase in info.phases, f"{game}: phase {state.phase!r} is not declared"
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
