"""Every state reads in a REPL: one short line naming the game, the table, the phase, how far
it has gone, who moves and the scores, for the real state, a seat's view and the end."""

from __future__ import annotations

import random

import pytest

from contract.test_contract import ROWS, _along, _info


def _check(info, state) -> None:
    text = repr(state)
    assert "\n" not in text and len(text) <= 200, text
    phase = f"phase {state.phase}, " if hasattr(state, "phase") else ""  # the toy has none
    assert text.startswith(f"<{info.name}: {state.num_players} players, {phase}"), text
    who = "over" if state.to_move is None else f"seat {state.to_move} to move"
    scores = "[" + ", ".join(f"{s:g}" for s in state.scores()) + "]"
    assert f", {who}, scores {scores}>" in text, text
    assert "{" not in text, f"a template left unfilled: {text}"


@pytest.mark.parametrize("name,n,opts", ROWS)
def test_a_state_says_where_it_stands_in_one_line(name, n, opts):
    info = _info(name)
    for i, state, _ in _along(info, n, opts, 4, count=8):
        _check(info, state)
        if not state.is_over():
            _check(info, state.view(state.to_move))
            _check(info, state.determinize(state.to_move, random.Random(i)))
