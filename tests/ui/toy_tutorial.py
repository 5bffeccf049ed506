"""A tutorial for the toy game, to prove the tutorial runner."""

from engine.saves import Seat
from engine.tutorial import Step, Tutorial

SEED = 4


def tutorial() -> Tutorial:
    import toygame
    st = toygame.new_game(2, seed=SEED)
    mine = st.hands[0][0]
    st.apply(toygame.Play(mine))
    theirs = st.hands[1][0]
    return Tutorial(
        game="toygame", title="Learn Twenty-One", seed=SEED, learner=0,
        seats=[Seat("You", "human", None, "blue"), Seat("Teacher", "ai", "easy", "red")],
        steps=[
            Step("Welcome! Each turn you add one card to the pile. Reach exactly 21 to win; "
                 "go over and you lose.", title="Welcome"),
            Step(f"Drag your {mine} onto the pile (or click it, then the pile).",
                 highlight=[f"card0-{mine}-0", "pile"], expect=toygame.Play(mine),
                 hint=f"Use the {mine} for now — the highlighted card."),
            Step(f"Your teacher answers with a {theirs}. Watch it travel to the pile.",
                 expect=toygame.Play(theirs)),
            Step("Now play on by yourself until the game ends.", until=lambda s: s.is_over()),
        ],
    )
