"""The Sintra tutorial: a guided first game on a fixed seed, you against an AI teacher.

The deal is fixed (``SEED``) and so is the scripted part (``SCRIPT``, checked move by move by
the tests).  Over two rounds the learner makes every move an ordinary game asks for: taking
from a factory display (the rest slides to the centre), taking first from the centre (with the
start-player tile), completing a strip (round-colour bonus, window value, the strip turns
over), moving the glazier back, breaking glass, a chain of windows, the glazier's jump to the
right, completing a window (the strip leaves the palace), and moving back from a finished
window.  The teacher's moves are real ones that meet the learner's: it feeds the centre, takes
the tiles the learner wants, takes the start-player tile, completes a window of its own and is
left with the round's last heap.  Then the game goes on freely against the ``easy`` AI to its
end and final scoring.

Every note is written from the game itself: the numbers, colours and places it names are
those of the simulated moves (:func:`_facts`), so a note says what the table and the log show.
"""

from __future__ import annotations

from engine.phrases import written
from engine.saves import Seat
from engine.text import Message, Reader, render
from engine.text import Seat as Someone
from engine.tutorial import Step, Tutorial

from . import data as D
from .actions import CENTRE, PlaceTiles, ResetGlazier, TakeTiles
from .rules import SintraState, new_game
from .words import COLOUR_TERMS

SEED = 5
LEARNER, TEACHER = 0, 1
T, P, RESET = TakeTiles, PlaceTiles, ResetGlazier()

#: (seat, actions of one turn, lesson) in order.  A learner's lesson names its note
#: (words.py ``azul_sintra.tutorial.<lesson>``); a teacher's lesson, if any, names the note
#: shown after its move (``azul_sintra.tutorial.<lesson>.after``).
SCRIPT = [
    # round 1: yellow
    (LEARNER, (T(2, "yellow"), P(8)), "factory"),
    (TEACHER, (T(3, "green"), P(8)), "feeds"),
    (LEARNER, (T(0, "red"), P(8)), "centre"),
    (TEACHER, (T(0, "purple"), P(8)), ""),
    (LEARNER, (T(1, "light_blue"), P(8)), "complete"),
    (TEACHER, (T(0, "purple"), P(8)), "teacher_strip"),
    (LEARNER, (RESET,), "reset"),
    (TEACHER, (T(4, "yellow"), P(8)), "competes"),
    (LEARNER, (T(5, "red"), P(1)), "left"),
    (TEACHER, (T(0, "light_blue"), P(8)), ""),
    (LEARNER, (T(0, "green"), P(2)), "break"),
    (TEACHER, (T(0, "yellow"), P(8)), "round_end"),
    # round 2: light blue
    (LEARNER, (T(3, "purple"), P(2)), "chain"),
    (TEACHER, (T(2, "purple"), P(8)), ""),
    (LEARNER, (T(4, "purple"), P(8)), "jump"),
    (TEACHER, (T(0, "red"), P(8)), "blocks"),
    (LEARNER, (T(1, "red"), P(8)), "other_red"),
    (TEACHER, (RESET,), "teacher_back"),
    (LEARNER, (T(5, "red"), P(8)), "last_red"),
    (TEACHER, (T(0, "yellow"), P(3)), ""),
    (LEARNER, (T(0, "green"), P(8)), "window"),
    (TEACHER, (T(0, "purple"), P(4)), ""),
    (LEARNER, (RESET,), "stranded"),
    (TEACHER, (T(0, "light_blue"), P(4)), "last_heap"),
    # round 3: the teacher, at −12, breaks two tiles
    (TEACHER, (T(2, "light_blue"), P(4)), "wrap"),
]

#: Learner's lessons followed by a note (``azul_sintra.tutorial.<lesson>.after``).
AFTER = ("factory", "centre", "complete", "reset", "break", "chain", "window")

#: What the end card says the tutorial taught.
RECAP = tuple(Message(f"azul_sintra.tutorial.recap.{k}") for k in range(1, 7))


def _teaching() -> Reader:
    """The learner and the teacher as the notes name them, in the display language of the moment
    the tutorial opens (never frozen at import)."""
    return Reader((written("engine.tutorial.reader_you"), written("engine.tutorial.teacher")), LEARNER)


def _say(key: str, reader: Reader, **facts) -> str:
    """A tutorial text of words.py, ``azul_sintra.tutorial.<key>``, for the learner."""
    return render(Message(f"azul_sintra.tutorial.{key}", **facts), reader)


def _ids_of_source(action: TakeTiles, count: int) -> list[str]:
    c = D.COLOUR_INDEX[action.colour]
    if action.source == CENTRE:
        return [f"c-{c}-{i}" for i in range(count)]
    return [f"f{action.source}-{c}-{i}" for i in range(count)]


def _taken(s: SintraState, take: TakeTiles) -> int:
    c = D.COLOUR_INDEX[take.colour]
    return s.centre[c] if take.source == CENTRE else s.factories[(take.source - 1) * 5 + c]


def _facts(s: SintraState, turn: tuple) -> dict:
    """What a note about ``turn`` may name, read from the position before it: the tiles taken
    (``n``, ``colour``, ``display``), where they go (``pos``, ``fit``, ``broken``), the glazier
    (``at``, ``left``), the round (``round``, ``round_colour``) and whatever else lies where the
    tiles are taken (``rest``: the colours that slide to the centre)."""
    p = s.to_move
    facts = dict(at=s.glazier[p] + 1, behind=s.glazier[p], left=s.leftmost_strip(p) + 1, round=s.round + 1,
                 round_colour=COLOUR_TERMS[s.round_tiles[s.round]], score=s.score[p])
    take = turn[0]
    if isinstance(take, TakeTiles):
        c = D.COLOUR_INDEX[take.colour]
        n = _taken(s, take)
        facts.update(n=n, colour=COLOUR_TERMS[c], display=take.source)
        if take.source != CENTRE:
            row = s.factories[(take.source - 1) * 5:take.source * 5]
            facts["rest"] = tuple(COLOUR_TERMS[k] for k in range(D.NUM_COLOURS) if row[k] and k != c)
        if len(turn) > 1:
            i = turn[1].position - 1
            fit = s.fits(p, i, c, n)
            facts.update(pos=i + 1, fit=fit, broken=n - fit, passed_from=s.glazier[p] + 2, passed_to=i,
                         decorated=tuple(x + 1 for x in range(i + 1, D.POSITIONS) if s.window_count(p, x)))
    return facts


def _results(before: SintraState, after: SintraState, seat: int) -> dict:
    """What a turn did, read from its events and the scores: ``gained`` points in all,
    ``bonus`` (round colour), ``gain`` and ``window`` (the window that scored), ``chained``
    (the windows to its right that scored again), ``mark`` (the broken-glass value now, and
    ``mark_before``; the learner's is ``your_mark``), ``lost`` and ``clamped`` (the −18 penalty)."""
    out = dict(gained=after.score[seat] - before.score[seat], mark=D.BROKEN_GLASS_VALUES[after.bpos[seat]],
               mark_before=D.BROKEN_GLASS_VALUES[before.bpos[seat]], your_mark=D.BROKEN_GLASS_VALUES[after.bpos[LEARNER]],
               bottom=D.BROKEN_GLASS_VALUES[D.BROKEN_GLASS_BOTTOM], lost=0, clamped=False,
               bonus=0, gain=0, window=0, chained=(), score=after.score[seat],
               next_colour=COLOUR_TERMS[after.round_tiles[after.round]] if after.round < D.ROUNDS else "",
               next_round=after.round + 1, starter=Someone(after.to_move if after.to_move is not None else seat))
    for e in after.last_events():
        m = e.message
        if m.key == "azul_sintra.ev.colour_bonus":
            out["bonus"] = m.get("n")
        elif m.key == "azul_sintra.ev.window_scores":
            out.update(gain=m.get("gain"), window=m.get("pos"), chained=tuple(m.get("right") or ()))
        elif m.key == "azul_sintra.ev.wrap":
            out.update(lost=m.get("lost"), clamped=bool(m.get("clamped")))
    return out


def _learner_turn(s: SintraState, turn: tuple, lesson: str, hint: str, reader: Reader) -> list[Step]:
    title, text = _say(f"{lesson}.title", reader), _say(lesson, reader, **_facts(s, turn))
    first = turn[0]
    if isinstance(first, ResetGlazier):
        steps = [Step(text, title=title, expect=first, highlight=[f"g{LEARNER}", f"strip{s.leftmost_strip(LEARNER) + 1}"],
                      hint=hint)]
        s.apply(first)
        return steps
    take, place = turn
    hl = _ids_of_source(take, _taken(s, take)) + [f"strip{place.position}"]
    window = [f"win{place.position}"]   # the note names the strip and the window below it
    steps = [Step(text, title=title, expect=take, highlight=hl, hint=hint, subject=window)]
    s.apply(take)
    steps.append(Step(text, title=title, expect=place, highlight=[f"strip{place.position}"], hint=hint,
                      joined=True, subject=window))   # the take is dropped straight on its strip: one note, one gesture
    s.apply(place)
    return steps


def _teacher_turn(s: SintraState, turn: tuple, reader: Reader) -> list[Step]:
    """The teacher's turn, a note for each of its moves: each waits for Next once it is made."""
    steps = []
    for a in turn:
        steps.append(Step(render(s.describe(a), reader), title=_say("teacher_moves", reader), expect=a))
        s.apply(a)
    return steps


def _steps(reader: Reader) -> list[Step]:
    s = new_game(2, seed=SEED)
    steps = [Step(_say("welcome", reader), title=_say("welcome.title", reader)),
             Step(_say("table", reader), title=_say("table.title", reader))]
    hint = _say("hint", reader)
    for seat, turn, lesson in SCRIPT:
        before = s.clone()
        facts = _facts(s, turn)
        steps += _teacher_turn(s, turn, reader) if seat == TEACHER else _learner_turn(s, turn, lesson, hint, reader)
        if lesson and (seat == TEACHER or lesson in AFTER):
            done = {**facts, **_results(before, s, seat)}
            steps.append(Step(_say(f"{lesson}.after", reader, **done), title=_say(f"{lesson}.after_title", reader)))
    steps.append(Step(_say("end", reader), title=_say("end.title", reader)))
    side_b = ", ".join(str(v) for v in D.WINDOW_VALUES["side_b"])
    steps.append(Step(_say("sides", reader, values=side_b), title=_say("sides.title", reader)))
    steps.append(Step(_say("free", reader), title=_say("free.title", reader), until=lambda st: st.is_over()))
    return steps


def tutorial() -> Tutorial:
    """The tutorial as it opens now: its seats, notes and title in the display language."""
    return Tutorial(
        game="azul_sintra", title=written("azul_sintra.tutorial.title"), seed=SEED, learner=LEARNER,
        seats=[Seat(written("engine.tutorial.seat_you"), "human", None, "blue"),
               Seat(written("engine.tutorial.seat_teacher"), "ai", "easy", "red")],
        steps=_steps(_teaching()), recap=RECAP,
    )
