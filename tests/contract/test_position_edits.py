"""Edited positions are refused with a sentence or play on to the end.

No per-game code: for every game of the registry, hypothesis takes a position met in random
play, edits it the way a hand-written or damaged file differs from a real one (a number
changed, an item duplicated, removed or moved to another list, a part replaced by another
part or by a value of the wrong type, a part left out) and reads it back.  Every edit must be
either refused with a ValueError or give a game that the AI plays on and that ends: no other
exception, no seat to move without a legal move, no move the AI picks that is not legal.

The AI (greedy, as the app's easy level thinks, seeing only the seat's view) makes the first
moves, where a wrong position breaks the look-ahead; random moves finish the game, as greedy
games to the end would cost most of a minute each.
"""

from __future__ import annotations

import copy
import importlib
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from contract.test_contract import MAX_DECISIONS, _info
from engine.ai.players import make_player
from engine.game import GAME_NAMES

#: Decisions the AI makes before random moves take over.
AI_MOVES = 8
#: Random decisions played before the position is written (a spread of phases).
MAX_WARM_UP = 150
#: Values of the wrong type, or numbers out of every range.
ODD_VALUES = (None, True, False, -1, 0, 2, 7, 99, -5, 10**9, 1.5, "", "x", [], {}, [1],
              {"x": 1})


def _parts(node: Any, path: tuple = ()):
    """(path, value) of every part of a position, the whole position first."""
    yield path, node
    items = node.items() if isinstance(node, dict) else (
        enumerate(node) if isinstance(node, list) else ())
    for key, value in items:
        yield from _parts(value, path + (key,))


def _at(node: Any, path: tuple) -> Any:
    for key in path:
        node = node[key]
    return node


def _pick(data, choices: list, label: str):
    """One of ``choices``, drawn by its index (the choices are live parts of the position)."""
    return choices[data.draw(st.integers(0, len(choices) - 1), label=label)]


def _edit(spec: dict, data) -> str:
    """One edit of ``spec`` in place, drawn from ``data``; says what it did."""
    parts = list(_parts(spec))[1:]
    numbers = [(p, v) for p, v in parts if type(v) is int]
    lists = [(p, v) for p, v in parts if isinstance(v, list)]
    full = [(p, v) for p, v in lists if v]
    kinds = ["replace", "odd"] + (["number"] if numbers else []) + (
        ["duplicate", "remove", "move"] if full else []) + ["leave out"]
    kind = data.draw(st.sampled_from(kinds), label="edit")
    if kind == "number":
        path, v = _pick(data, numbers, "number")
        _at(spec, path[:-1])[path[-1]] = v + data.draw(st.sampled_from((-2, -1, 1, 2, 9)))
    elif kind in ("duplicate", "remove", "move"):
        path, items = _pick(data, full, "list")
        i = data.draw(st.integers(0, len(items) - 1), label="item")
        if kind == "duplicate":
            items.insert(i, copy.deepcopy(items[i]))
        else:
            item = items.pop(i)
            if kind == "move":
                path, other = _pick(data, lists, "to list")
                other.append(item)
    elif kind == "leave out":
        keyed = [(p, v) for p, v in parts if isinstance(_at(spec, p[:-1]), dict)]
        path, _ = _pick(data, keyed, "part")
        del _at(spec, path[:-1])[path[-1]]
    else:
        path, _ = _pick(data, parts, "part")
        new = copy.deepcopy(_pick(data, parts, "from")[1] if kind == "replace"
                            else _pick(data, list(ODD_VALUES), "value"))
        _at(spec, path[:-1])[path[-1]] = new
    return f"{kind} at {'/'.join(map(str, path))}"


def _play_to_the_end(info, state, seed: int) -> None:
    """The AI's first moves, then random ones, to the end; every seat to move has a move."""
    ai = make_player(info, "greedy", seed=seed)
    rng = random.Random(seed)
    for k in range(MAX_DECISIONS):
        if state.is_over():
            return
        legal = state.legal_actions()
        assert legal, f"move {k}: the game is not over but seat {state.to_move} has no move"
        if k < AI_MOVES:
            action = ai(state.view(state.to_move))
            assert action in legal, f"move {k}: the AI chose {action!r}, not a legal move"
        else:
            action = rng.choice(legal)
        state.apply(action)
    pytest.fail(f"the game did not end within {MAX_DECISIONS} decisions")


@pytest.mark.parametrize("name", GAME_NAMES)
def test_an_edited_position_is_refused_or_plays_to_the_end(name):
    info = _info(name)
    pos = importlib.import_module(f"{name}.position")

    @settings(derandomize=True, database=None, max_examples=150, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(st.data())
    def check(data):
        n = data.draw(st.sampled_from(list(info.player_counts)), label="players")
        options = data.draw(st.sampled_from(info.option_sets), label="options")
        seed = data.draw(st.integers(0, 2**16), label="seed")
        state = info.new_game(n, seed=seed, **options)
        rng = random.Random(seed)
        for _ in range(data.draw(st.integers(0, MAX_WARM_UP), label="warm-up moves")):
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
        spec = json.loads(json.dumps(pos.to_position(state)))
        for _ in range(data.draw(st.integers(1, 3), label="edits")):
            _edit(spec, data)
        try:
            edited = pos.from_position(spec, seed=seed)
        except ValueError as refusal:
            assert str(refusal).strip(), "a refusal says what is wrong"
            event("refused")
            return
        event("played")
        _play_to_the_end(info, edited, seed)

    check()
