"""A toy tutorial whose notes point at things all over the table (the other hand at the top,
the deck on the left, the pile in the middle, your hand at the bottom): a note as wide as the
board covers one of them wherever it lies, so the note must take another shape or place."""

import dataclasses

from engine.saves import Seat
from engine.tutorial import Step, Tutorial

SEED = 4

TOUR = ("Your teacher's two cards lie face down at the top, the deck waits on the left, the pile "
        "grows in the middle and your own cards are fanned at the bottom. Every turn one card goes "
        "from a hand onto the pile and the hand draws from the deck.")


def tutorial() -> Tutorial:
    import toygame
    st = toygame.new_game(2, seed=SEED)
    mine = st.hands[0][0]
    st.apply(toygame.Play(mine))
    theirs = st.hands[1][0]
    everything = ["hand1", "deck", "pile"] + [f"card0-{c}-0" for c in sorted(set(toygame.new_game(2, seed=SEED).hands[0]))]
    return Tutorial(
        game="toygame", title="Learn Twenty-One", seed=SEED, learner=0,
        seats=[Seat("You", "human", None, "blue"), Seat("Teacher", "ai", "easy", "red")],
        steps=[
            Step(TOUR, title="Where everything on the table lies, and why the pile decides", highlight=everything),
            Step(f"Drag your {mine} onto the pile: the deck gives you a new card. The teacher's hand "
                 f"and the deck stay where they are.", title="Your first card on the pile",
                 highlight=everything, expect=toygame.Play(mine)),
            Step(f"Your teacher answers with a {theirs}.", expect=toygame.Play(theirs)),
            Step("Now play on by yourself until the game ends.", until=lambda s: s.is_over()),
        ],
    )


#: The part of the table (board units) the cramped step points at: all but a strip along the
#: bottom, too low for any note.
MOST = (0, 0, 1600, 820)


def cramped(repeat: int = 6) -> Tutorial:
    """The tour pointing at nearly the whole table, its words said ``repeat`` times: six times
    is more than the side panel holds, so no note fits anywhere and it folds to a tab in the
    strip left free; once fits in the side panel."""
    tut = tutorial()
    tour = dataclasses.replace(tut.steps[0], text=" ".join([TOUR] * repeat), highlight=["most"])
    return dataclasses.replace(tut, steps=[tour] + list(tut.steps[1:]))
