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
from engine.text import Reader, render
from engine.ui.tutorial import Step, Tutorial

from . import data as D
from . import rules as R

SEED = 5
LEARNER, TEACHER = 0, 1
#: The teacher's moves as the learner reads them.
TEACHING = Reader(("you", "your teacher"), LEARNER)
T, P, RESET = R.TakeTiles, R.PlaceTiles, R.ResetGlazier()

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

TEXT = {
    "factory": (
        "Taking tiles",
        "On your turn you take every tile of ONE colour from one factory display; the rest of that display "
        "slides to the centre. Then you put them all on ONE of your pattern strips. Factory 2 holds three "
        "yellow tiles, and your strip 8 has three yellow spaces. Drag a yellow tile from factory 2 onto strip 8 "
        "(or click it, then click the strip). Watch the preview: how many fit, and where they land."),
    "centre": (
        "The centre and the start-player tile",
        "You may also take one colour from the centre. The first player to do so each round also takes the "
        "white start-player tile (you start the next round) and pays for it: one step down your broken-glass "
        "track. Drag the red tile from the centre onto strip 8."),
    "complete": (
        "Completing a strip",
        "Strip 8 needs one light blue tile more. Take the light blue tile from factory 1 and drop it on strip 8. "
        "A full strip scores: 1 point per tile of the round colour (yellow this round: that's 3!), then you keep "
        "one tile for the window below and score that window's value. The strip flips to its other side."),
    "reset": (
        "Moving the glazier back",
        "Your glazier stands on strip 8: only strips at or right of the glazier are reachable, so strips 1-7 are "
        "out of reach. Instead of taking tiles, you may spend a turn moving the glazier back to your leftmost "
        "strip. Drag the glazier onto strip 1 (or press the button on the right)."),
    "left": (
        "Back on the left",
        "Every strip is reachable again. Take the two red tiles from factory 5 and put them on strip 1, which "
        "has two red spaces. Placing on strip 1 leaves the glazier where it is."),
    "break": (
        "Breaking glass",
        "Take the four green tiles from the centre and put them on strip 2. It has only three green spaces: the "
        "fourth tile breaks, falls into the glass tower and costs a step on the broken-glass track. The glazier "
        "moves right to strip 2, so strip 1 is now behind it."),
    "chain": (
        "A chain of windows",
        "Round 2 has begun, and you hold the start-player tile, so you begin. Complete strip 2 with the two "
        "purple tiles from factory 3. Window 2 scores its value plus the value of every decorated window to its "
        "right, so your window 8 scores again: decorate from the right first to build chains."),
}

AFTER = {
    "factory": ("Your tiles are on strip 8 and your glazier walked there. Strips left of the glazier are now out "
                "of reach until you move it back. The same turn structure holds for your teacher.", "Nicely done"),
    "complete": ("You scored 3 for the yellow tiles (the round colour) and 1 for window 8. On side A the kept "
                 "tile's colour doesn't matter; on side B you choose it by dragging it into the window, because "
                 "side B rewards many tiles of one colour. A strip that fills a window's second pane leaves "
                 "the palace.", "Window decorated"),
    "reset": ("That cost a whole turn, so choose the moment well: move back when the strips on your left are "
              "worth it.", "Glazier moved back"),
    "break": ("Broken glass lowers your marker; at the bottom of the track you lose 18 points at once and it "
              "starts again from the top. At the end you lose what the marker shows.", "Broken glass"),
    "round-end": ("The round ended when the last tile was taken. The round's tile went to the glass tower, the "
                  "factories were refilled from the bag, and round 2's colour is light blue. Six rounds make "
                  "a game.", "A new round"),
}

END_TEXT = (
    "At the end of round 6 everyone scores: 1 point per 3 tiles still on their strips, minus what the "
    "broken-glass track shows, and the palace side's bonus. On side A each ornament between two windows "
    "scores by its four surrounding panes: 2 filled +3, 3 filled +6, all 4 +10 (the numbers under the "
    "ornaments show it). On side B: complete windows × the tiles of your most common colour in windows.")


def _ids_of_source(action: R.TakeTiles, count: int) -> list[str]:
    c = D.COLOUR_INDEX[action.colour]
    if action.source == R.CENTRE:
        return [f"c-{c}-{i}" for i in range(count)]
    return [f"f{action.source}-{c}-{i}" for i in range(count)]


def _steps() -> list[Step]:
    s = R.new_game(2, seed=SEED)
    steps = [
        Step("Welcome to the palace of Sintra! You are a glazier decorating its windows with coloured glass. "
             "Over six rounds you draft glass tiles, fill the pattern strips of your palace (bottom left), and "
             "turn full strips into decorated windows for points.", title="Welcome"),
        Step("The factory displays stand in a circle around the centre (top left). Your palace shows eight "
             "strips on their spires, your glazier above them, and the windows below with their values. The "
             "scoring board (top right) has the round track with this round's colour, the scores and the "
             "broken-glass tracks. Every colour also has its own shape.", title="The table"),
    ]
    hint = "Not quite — follow the note; the glowing tiles and strip show where."
    for seat, turn, lesson in SCRIPT:
        if seat == TEACHER:
            for a in turn:
                text = render(s.describe(a), TEACHING)
                steps.append(Step(text, title="Your teacher moves", expect=a))
                s.apply(a)
        else:
            title, text = TEXT[lesson]
            if isinstance(turn[0], R.ResetGlazier):
                steps.append(Step(text, title=title, expect=turn[0], highlight=["g0", "strip1"], hint=hint))
                s.apply(turn[0])
            else:
                take, place = turn
                c = D.COLOUR_INDEX[take.colour]
                n = s.centre[c] if take.source == R.CENTRE else s.factories[(take.source - 1) * 5 + c]
                hl = _ids_of_source(take, n) + [f"strip{place.position}"]
                steps.append(Step(text, title=title, expect=take, highlight=hl, hint=hint))
                s.apply(take)
                steps.append(Step(text, title=title, expect=place, highlight=[f"strip{place.position}"],
                                  hint=hint))
                s.apply(place)
        if lesson in AFTER:
            body, title = AFTER[lesson]
            steps.append(Step(body, title=title))
    steps.append(Step(END_TEXT, title="The end of the game"))
    steps.append(Step("That is the whole game! Play on against your teacher, now playing for itself at the easy "
                      "level. Hint (H) suggests a move, Undo (U) takes one back, and the rules are in the menu.",
                      title="Free play", until=lambda st: st.is_over()))
    return steps


def tutorial() -> Tutorial:
    return Tutorial(
        game="azul_sintra", title="Learn Azul: Stained Glass of Sintra", seed=SEED, learner=LEARNER,
        seats=[Seat("You", "human", None, "blue"), Seat("Teacher", "ai", "easy", "red")],
        steps=_steps(),
    )
