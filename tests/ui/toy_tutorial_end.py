"""A short tutorial for the toy game that ends with a recap: one note, then free play to the end."""

from engine.saves import Seat
from engine.tutorial import Step, Tutorial

SEED = 4


def tutorial() -> Tutorial:
    return Tutorial(
        game="toygame", title="Learn Twenty-One", seed=SEED, learner=0,
        seats=[Seat("You", "human", None, "blue"), Seat("Teacher", "ai", "easy", "red")],
        steps=[
            Step("Each turn you add one card to the pile. Reach exactly 21 to win.", title="Welcome"),
            Step("Play on until the game ends.", until=lambda s: s.is_over()),
        ],
        recap=("Adding one card to the pile each turn", "Stopping at exactly 21"),
    )
