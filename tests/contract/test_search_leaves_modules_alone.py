"""Caches belong to a search, not to a module (docs/ARCHITECTURE.md, "Rules packages").

A module-level table that fills while the computer thinks makes one search depend on what an
earlier one saw, and grows for as long as the app runs. Every registered game is searched from
a few positions of a real game, and every container at the top of each of its rules and AI
modules must be the same size afterwards.
"""

from __future__ import annotations

import importlib
import pkgutil
import random

import pytest

from engine.ai.players import choose_action
from engine.game import game_names, load_game

#: Modules a computer player may run through: everything but the pygame views and tutorials.
_SKIPPED = ("view", "tutorial")


def _rules_modules(name: str) -> list:
    package = importlib.import_module(name)
    out = [package]
    for info in pkgutil.iter_modules(getattr(package, "__path__", [])):  # a module game has none
        if not info.name.startswith(_SKIPPED):
            out.append(importlib.import_module(f"{name}.{info.name}"))
    return out


def _sizes(modules) -> dict:
    sizes = {}
    for module in modules:
        for attr, value in vars(module).items():
            if isinstance(value, (dict, list, set)):
                sizes[f"{module.__name__}.{attr}"] = len(value)
    return sizes


@pytest.mark.parametrize("name", game_names())
def test_searching_fills_no_module_table(name, monkeypatch):
    monkeypatch.setenv("TABLETOP_AI_ITERATIONS", "60")
    info = load_game(name)
    modules = _rules_modules(name)
    state = info.new_game(info.min_players, seed=11)
    rng = random.Random(5)
    # the first moves of a real game, so the positions searched are not all openings
    for _ in range(12):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    before = _sizes(modules)
    for _ in range(6):
        if state.is_over():
            break
        state.apply(choose_action(info, state, "normal", seed=rng.getrandbits(32)))
    grown = {k: (before.get(k, 0), n) for k, n in _sizes(modules).items() if n != before.get(k, 0)}
    assert not grown, f"module tables grew while the computer thought: {grown}"
