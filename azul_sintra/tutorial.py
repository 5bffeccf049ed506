"""The Sintra tutorial: a guided first game on a fixed seed, you against an AI teacher.

The deal is fixed (``SEED``) and so is the scripted part (``SCRIPT``, found
by a small search over this deal and checked by the tests): in seven turns the
learner takes from a factory, takes first from the centre (with the
start-player tile), completes a strip with the round colour's bonus, moves
the glazier back, breaks a tile, and completes a second strip whose window
chains with the first.  Every learner step expects exactly its move (the
drag of the tiles onto the strip is one gesture for the engine's take and
place); the teacher's moves are played for it; then the game goes on freely
against the ``easy`` AI.
"""

from __future__ import annotations

from engine.saves import Seat
from engine.text import Message, Reader, render
from engine.tutorial import Step, Tutorial

from . import data as D
from .actions import CENTRE, PlaceTiles, ResetGlazier, TakeTiles
from .rules import new_game

SEED = 5
LEARNER, TEACHER = 0, 1
#: The teacher's moves as the learner reads them.
TEACHING = Reader(("you", "your teacher"), LEARNER)
T, P, RESET = TakeTiles, PlaceTiles, ResetGlazier()

#: (seat, actions of one turn, lesson) in order.
SCRIPT = [
    (LEARNER, (T(2, "yellow"), P(8)), "factory"),
    (TEACHER, (T(3, "green"), P(8)), ""),
    (LEARNER, (T(0, "red"), P(8)), "centre"),
    (TEACHER, (T(0, "purple"), P(8)), ""),
    (LEARNER, (T(1, "light_blue"), P(8)), "complete"),
    (TEACHER, (T(0, "purple"), P(8)), ""),
    (LEARNER, (RESET,), "reset"),
    (TEACHER, (T(4, "yellow"), P(8)), ""),
    (LEARNER, (T(5, "red"), P(1)), "left"),
    (TEACHER, (T(0, "light_blue"), P(8)), ""),
    (LEARNER, (T(0, "green"), P(2)), "break"),
    (TEACHER, (T(0, "yellow"), P(8)), "round-end"),
    (LEARNER, (T(3, "purple"), P(2)), "chain"),
]

#: Lessons followed by a note (words.py: ``azul_sintra.tutorial.<lesson>.after``).
AFTER = ("factory", "complete", "reset", "break", "round-end")


def _say(key: str) -> str:
    """A tutorial text of words.py, ``azul_sintra.tutorial.<key>``, for the learner."""
    return render(Message(f"azul_sintra.tutorial.{key}"), TEACHING)


def _ids_of_source(action: TakeTiles, count: int) -> list[str]:
    c = D.COLOUR_INDEX[action.colour]
    if action.source == CENTRE:
        return [f"c-{c}-{i}" for i in range(count)]
    return [f"f{action.source}-{c}-{i}" for i in range(count)]


def _steps() -> list[Step]:
    s = new_game(2, seed=SEED)
    steps = [Step(_say("welcome"), title=_say("welcome.title")),
             Step(_say("table"), title=_say("table.title"))]
    hint = _say("hint")
    for seat, turn, lesson in SCRIPT:
        if seat == TEACHER:
            for a in turn:
                text = render(s.describe(a), TEACHING)
                steps.append(Step(text, title=_say("teacher_moves"), expect=a))
                s.apply(a)
        else:
            title, text = _say(f"{lesson}.title"), _say(lesson)
            if isinstance(turn[0], ResetGlazier):
                steps.append(Step(text, title=title, expect=turn[0], highlight=["g0", "strip1"], hint=hint))
                s.apply(turn[0])
            else:
                take, place = turn
                c = D.COLOUR_INDEX[take.colour]
                n = s.centre[c] if take.source == CENTRE else s.factories[(take.source - 1) * 5 + c]
                hl = _ids_of_source(take, n) + [f"strip{place.position}"]
                steps.append(Step(text, title=title, expect=take, highlight=hl, hint=hint))
                s.apply(take)
                steps.append(Step(text, title=title, expect=place, highlight=[f"strip{place.position}"],
                                  hint=hint))
                s.apply(place)
        if lesson in AFTER:
            steps.append(Step(_say(f"{lesson}.after"), title=_say(f"{lesson}.after_title")))
    steps.append(Step(_say("end"), title=_say("end.title")))
    steps.append(Step(_say("free"), title=_say("free.title"), until=lambda st: st.is_over()))
    return steps


def tutorial() -> Tutorial:
    return Tutorial(
        game="azul_sintra", title="Learn Azul: Stained Glass of Sintra", seed=SEED, learner=LEARNER,
        seats=[Seat("You", "human", None, "blue"), Seat("Teacher", "ai", "easy", "red")],
        steps=_steps(),
    )
