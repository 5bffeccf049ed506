"""Notes true when shown: each tutorial replayed step by step (no window), and what a note
states checked against the state it is shown in (the walks of tests/<game>_view/ check the rest
on the table)."""

from __future__ import annotations

import re

from engine.game import load_game
from engine.text import render
from engine.tutorial import load_tutorial


def shown(game: str):
    """Each step of ``game``'s tutorial with its text (English) and the state it is shown in:
    a learner's step before its move, a teacher's after it (its note explains the move)."""
    info = load_game(game)
    tut = load_tutorial(info)
    state = info.new_game(len(tut.seats), seed=tut.seed, **tut.options)
    for i, step in enumerate(tut.steps):
        if step.until is not None:
            return
        text = render(step.text) if not isinstance(step.text, str) else step.text
        teacher = step.expect is not None and state.to_move != tut.learner
        before = state.clone()
        if step.expect is not None:
            a = step.expect if not callable(step.expect) or hasattr(step.expect, "__dataclass_fields__") else \
                next(x for x in state.legal_actions() if step.matches(state, x))
            state.apply(a)
        yield i, step, text, (state if teacher else before), tut


def test_blue_moon_city_mimix_notes_keep_their_promise():
    steps = list(shown("bluemoon"))
    for n, (i, step, text, st, tut) in enumerate(steps):
        if "then its partner" in text:
            nxt = steps[n + 1][1]
            assert type(nxt.expect).__name__ == "AddCard" and nxt.expect.kind in (15, 16), \
                f"step {i + 1} promises a Mimix partner that never comes"
        if "alone finishes paying" in text:
            after = st.clone()
            after.apply(step.expect)
            assert sum(after.staged) == 0, f"step {i + 1}: the card does not pay the space alone"
    city = next(text for _, _, text, _, _ in steps if text.startswith("The city"))
    assert "Rest the pointer on a tile" in city, "the rewards are in the tile's help text, not on the tile"


def test_tigris_swap_names_tiles_the_learner_holds():
    from tigris.data import TILE_NAMES
    seen = 0
    for i, step, text, st, tut in shown("tigris"):
        m = re.search(r"Drag (two of your|your two) (\w+)s into the bag", text)
        if m:
            seen += 1
            assert m[1] == "two of your", f"step {i + 1}: {m[0]}"
            colour = TILE_NAMES.index(m[2])
            assert st.hands[tut.learner][colour] >= 2, f"step {i + 1}: fewer than two {m[2]}s in hand"
    assert seen, "the tutorial teaches a swap"


def test_fantastiqa_bazaar_note_says_when_nothing_can_be_bought():
    seen = 0
    for i, step, text, st, tut in shown("fantastiqa"):
        if type(step.expect).__name__ == "Statue" and ("3 gems each" in text or "2 to 4 each" in text):
            seen += 1
            poor = st.gems[tut.learner] == 0
            assert ("cannot buy" in text) == poor, f"step {i + 1} at {st.gems[tut.learner]} gems: {text}"
        if text.startswith("For now the quest picker"):
            assert not st.hand[tut.learner], f"step {i + 1}: the hand is dealt only once the quests are picked"
    assert seen, "the tutorial visits a statue that sells"


def test_guildhall_never_claims_to_collect_what_it_trades_away():
    for i, step, text, st, tut in shown("guildhall"):
        assert "We collect" not in text, f"step {i + 1}: {text}"
