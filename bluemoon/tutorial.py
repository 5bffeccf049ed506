"""The Blue Moon City tutorial: a guided first game on a fixed deal, you against a teacher who
competes for the same buildings.

The scripted turns come from ``tutorial_plan`` (both seats planned on the fixed deal ``SEED``);
this module turns each move into a step whose note says what to do and why, adds the notes
that explain what just happened (a building completed and who got what, the teacher's
sponsoring, the golden scales), and ends with the rules of the game's end, free play against
the easy AI and the recap card.  Every number a note states is read from the position it is
shown in.
"""

from __future__ import annotations

from engine.phrases import written
from engine.saves import Seat
from engine.text import Message, Reader, render
from engine.tutorial import Step, Tutorial, all_of, hand_card

from . import actions as A
from . import data as D
from . import rules as R
from . import words as W
from .payment import HOAX_KIND, set_value
from .tutorial_plan import LEARNER, TEACHER, make_plan

SEED = 27
#: What the two opening notes point at (the notes keep clear of them): the middle of the city
#: (Courtyard and the four tiles round it), then the right-hand column above the panel.
CITY = tuple(f"tile{c}" for c in (D.CENTRE,) + D.CROSS)
RIGHT_COLUMN = ("row0", "row1", "obelisk", "pool", "lair", "discard")


def reader() -> Reader:
    """Who the notes are written for, in the display language: the learner is "you", the
    other seat "your teacher"."""
    return Reader((written("engine.tutorial.reader_you"), written("engine.tutorial.teacher")), LEARNER)


def seats() -> list[Seat]:
    """The table's two seats, named in the display language."""
    return [Seat(written("engine.tutorial.seat_you"), "human", None, "blue"),
            Seat(written("engine.tutorial.seat_teacher"), "ai", "easy", "red")]


def say(key: str, **params) -> str:
    """A tutorial message (bluemoon/words.py) in the learner's words, in the display language."""
    return render(Message(key, **params), reader(), LEARNER)


def title(name: str) -> str:
    return say(f"bluemoon.tutorial.title.{name}")


def _cell(s, c: int) -> Message:
    t = s.tiles[c]
    if t == D.COURTYARD_TILE:
        return Message("bluemoon.tutorial.the", thing=W.COURTYARD_TERM)
    return Message("bluemoon.tutorial.the", thing=W.BUILDING_TERM[t]) if t >= 0 else \
        Message("bluemoon.tutorial.cell_that")


def _space(s, space: int) -> Message:
    """A space of the building under the figure, named as the panel and the log name it."""
    return W.building_space(s.tiles[s.figures[s.current]], space)


def _best_sponsor(owners: list, n: int) -> int:
    count = [owners.count(q) for q in range(n)]
    top = max(count)
    return next(o for o in owners if count[o] == top)


class _Words:
    """The note of each learner move; remembers what was said once already."""

    def __init__(self):
        self.said: set[str] = set()

    def first(self, what: str) -> bool:
        if what in self.said:
            return False
        self.said.add(what)
        return True

    def move(self, s, a, nxt) -> tuple[str, str, object]:
        t = type(a)
        if t is A.Step:
            hl = all_of("fig0", f"cell{a.cell}")
            if self.first("step"):
                far = isinstance(nxt, A.Step)
                key = "bluemoon.tutorial.first_step_far" if far else "bluemoon.tutorial.first_step"
                return say(key, cell=_cell(s, a.cell)), title("moving"), hl
            if s.steps < D.STEPS_PER_TURN and self.first("two-steps"):
                return say("bluemoon.tutorial.second_step", cell=_cell(s, a.cell)), title("two_steps"), hl
            return say("bluemoon.tutorial.step", cell=_cell(s, a.cell)), title("moving"), hl
        if t is A.ExtraSteps:
            return say("bluemoon.tutorial.flit_steps", card=W.CARD[10]), title("flit"), all_of(hand_card(10), "fig0")
        if t is A.Teleport:
            far = D.DISTANCE[s.expansion][s.figures[LEARNER]][a.cell]
            return (say("bluemoon.tutorial.flit_fly", card=W.CARD[9], cell=_cell(s, a.cell), far=far), title("flit"),
                    all_of(hand_card(9), f"cell{a.cell}"))
        if t is A.MoveDragon:
            k = D.DRAGON_PEOPLE[a.dragon] * 3 + a.value - 1
            hl = all_of(hand_card(k), f"cell{a.cell}")
            words = dict(card=W.CARD[k], dragon=W.DRAGON_TERM[a.dragon], cell=_cell(s, a.cell))
            if self.first("dragon"):
                key = "bluemoon.tutorial.dragon_fly" if a.value == 1 else "bluemoon.tutorial.dragon_walk"
                return say(key, **words), title("dragon"), hl
            return say("bluemoon.tutorial.dragon_again", **words), title("dragon"), hl
        if t is A.Contribute:
            return self._contribute(s, a, nxt)
        if t is A.Hoax:
            k = HOAX_KIND[a.value]
            key = "bluemoon.tutorial.hoax1" if a.value == 1 else "bluemoon.tutorial.hoax2"
            return (say(key, card=W.CARD[k], frm=W.PEOPLE_TERM[a.frm], to=W.PEOPLE_TERM[a.to],
                        space=_space(s, s.space)), title("hoax"), all_of(hand_card(k), f"space{s.space}"))
        if t is A.AddCard:
            return self._add(s, a)
        if t is A.Offer:
            return (say("bluemoon.tutorial.offer", need=D.WIN_MARKERS[s.num_players], players=s.num_players,
                        cost=s.next_cost(), crystals=s.crystals[LEARNER]),
                    title("offering"), all_of("crystals", "obelisk"))
        if t is A.Pillar:
            k, cost = D.kind(D.YELLOW, a.value), s.next_cost() + a.value
            chip = Message("bluemoon.ui.pillar", value=a.value, cost=cost)
            return (say("bluemoon.tutorial.pillar", card=W.CARD[k], cost=cost, crystals=s.crystals[LEARNER], chip=chip),
                    title("pillar"), all_of(hand_card(k), "obelisk"))
        if t is A.Done:
            return self._done(s)
        if t is A.Discard:
            return (say("bluemoon.tutorial.discard", card=W.CARD[a.kind]), title("cleanup"),
                    all_of(hand_card(a.kind), "discard"))
        if t is A.Draw:
            n = s.cl_count + D.CLEANUP_DRAW
            if self.first("draw"):
                key = "bluemoon.tutorial.draw_after_discard" if s.cl_count else "bluemoon.tutorial.draw_first"
                return say(key, n=n), title("cleanup"), all_of("deck")
            return say("bluemoon.tutorial.draw", n=n), title("cleanup"), all_of("deck")
        return say("bluemoon.tutorial.next", move=s.describe(a)), title("your_move"), []

    def _contribute(self, s, a, nxt):
        tile = s.tiles[s.figures[LEARNER]]
        col, val = D.SPACES[tile][a.space]
        k = nxt.kind if isinstance(nxt, A.AddCard) else HOAX_KIND[nxt.value] if isinstance(nxt, A.Hoax) else -1
        hl = all_of(hand_card(k), f"space{a.space}") if k >= 0 else all_of(f"space{a.space}")
        space = _space(s, a.space)
        if self.first("sponsor"):
            want = (Message("bluemoon.tutorial.want_people", people=W.PEOPLE_TERM[col], value=val) if col < 8 else
                    Message("bluemoon.tutorial.want_any", value=val))
            return say("bluemoon.tutorial.sponsor_first", want=want, space=space), title("sponsoring"), hl
        if s.placed and self.first("two-spaces"):
            return say("bluemoon.tutorial.sponsor_second", space=space), title("second_space"), hl
        return say("bluemoon.tutorial.sponsor", space=space), title("sponsoring"), hl

    def _add(self, s, a):
        c, v = D.KIND_COLOUR[a.kind], D.KIND_VALUE[a.kind]
        hl = all_of(hand_card(a.kind), f"space{s.space}")
        sc, need = s.paying_space()
        if a.recoloured:
            return say("bluemoon.tutorial.pay_recoloured", card=W.CARD[a.kind]), title("hoax"), hl
        if c == D.GREEN and sc != D.GREEN and self.first("khind"):
            return say("bluemoon.tutorial.khind", card=W.CARD[a.kind]), title("khind"), hl
        if c == D.BROWN and v < 3 and sc != D.BROWN:
            if (s.staged[15] + s.staged[16]) % 2 == 0 and _pays_alone(s, a):
                return say("bluemoon.tutorial.mimix_alone", card=W.CARD[a.kind]), title("mimix"), hl
            if (s.staged[15] + s.staged[16]) % 2 == 0:
                key = "bluemoon.tutorial.mimix" if self.first("mimix") else "bluemoon.tutorial.mimix_again"
                return say(key, card=W.CARD[a.kind]), title("mimix"), hl
            return say("bluemoon.tutorial.mimix_partner", card=W.CARD[a.kind]), title("mimix"), hl
        have = set_value(s.staged, s.rec_sum, sc if sc != D.ANY else s.colour)
        key = "bluemoon.tutorial.pay" if have else "bluemoon.tutorial.pay_first"
        if sc == D.ANY and c not in (D.GREEN, D.BROWN) and self.first("any-colour"):
            key = "bluemoon.tutorial.pay_any"
        return say(key, card=W.CARD[a.kind], have=have, need=need), title("paying"), hl

    def _done(self, s):
        if s.phase == R.MOVE:
            return say("bluemoon.tutorial.done_moving"), title("done"), []
        if s.offered:
            return say("bluemoon.tutorial.done_offering"), title("done"), []
        if self.first("done"):
            return say("bluemoon.tutorial.done_first"), title("done"), []
        return say("bluemoon.tutorial.done_sponsoring"), title("done"), []


def _completed(before, s, cell: int) -> Step:
    """What a completion paid, read from the position: who was best sponsor, who got what."""
    t = before.tiles[cell]
    owners = list(before.owners[cell])
    owners[before.space] = before.current
    n = s.num_players
    best = _best_sponsor(owners, n)
    counts = [owners.count(q) for q in range(n)]
    tie = counts.count(max(counts)) > 1
    key = "bluemoon.tutorial.completed_tie" if tie else "bluemoon.tutorial.completed"
    sponsors = tuple(W.SEATS[q] for q in range(n) if counts[q])
    text = say(key, building=W.BUILDING_TERM[t], best_who=W.SEATS[best], mine=counts[LEARNER],
               theirs=counts[TEACHER], best=W.reward_term(*D.BEST[t]), each=W.reward_term(*D.EACH[t]),
               sponsors=sponsors)
    return Step(text, title=title("completed"), highlight=all_of(f"tile{cell}", "row0", "row1"))


def _after_learner(before, s, tags, words: _Words) -> list[Step]:
    """Notes (press Next) after a learner's move that taught something."""
    out = []
    cell = before.figures[LEARNER]
    if "complete" in tags:
        out.append(_completed(before, s, cell))
    if "neighbour" in tags and words.first("neighbour-note"):
        nb = next(n for n in D.NEIGHBOURS[s.expansion][cell] if before.built[n] and before.tiles[n] >= 0)
        out.append(Step(say("bluemoon.tutorial.neighbour", building=W.BUILDING_TERM[before.tiles[nb]],
                            reward=W.reward_term(*D.NEIGHBOURHOOD[before.tiles[nb]])),
                        title=title("neighbour"), highlight=all_of(f"tile{cell}", f"tile{nb}")))
    if "dragon-scale" in tags and words.first("scale-note"):
        out.append(Step(say("bluemoon.tutorial.dragon_scale", pool=s.pool, scales=s.scales[LEARNER]),
                        title=title("dragon_scale"), highlight=all_of("pool", "row0")))
    if "offer" in tags and words.first("obelisk-note"):
        out.append(Step(say("bluemoon.tutorial.obelisk", need=D.WIN_MARKERS[s.num_players],
                            next=s.next_cost()), title=title("obelisk"), highlight=all_of("obelisk", "row0")))
    return out


def _after_teacher(before, s, turn: list, words: _Words) -> list[Step]:
    """Notes after the teacher's turn: what it sponsored, what it took."""
    out = []
    tags = {t for _a, ts in turn for t in ts}
    cell = s.figures[TEACHER]
    tile = before.tiles[cell]
    if "teacher-takes" in tags:
        owners = list(before.owners[cell])
        final = [o if o >= 0 else TEACHER for o in owners]     # the teacher paid the rest this turn
        key = "teacher_took" if _best_sponsor(final, s.num_players) == TEACHER else "teacher_completed"
        out.append(Step(say(f"bluemoon.tutorial.{key}", building=W.BUILDING_TERM[tile],
                            each=W.reward_term(*D.EACH[tile]), mine=owners.count(LEARNER)),
                        title=title("teacher_took"), highlight=all_of(f"tile{cell}", "row0")))
    elif "teacher-sponsor" in tags and words.first("teacher-sponsor"):
        owners = s.owners[cell]
        out.append(Step(say("bluemoon.tutorial.teacher_sponsored", building=W.BUILDING_TERM[tile],
                            n=owners.count(TEACHER), free=owners.count(-1)),
                        title=title("teacher_sponsored"), highlight=all_of(f"tile{cell}")))
    if any(before.scales[q] > 0 and s.scales[q] == 0 for q in range(s.num_players)) and words.first("scoring"):
        out.append(Step(say("bluemoon.tutorial.scoring", pool=s.pool, mine=s.crystals[LEARNER]),
                        title=title("scoring"), highlight=all_of("pool", "row0", "row1")))
    if any(isinstance(a, A.Offer) for a, _ts in turn) and words.first("teacher-offer"):
        out.append(Step(say("bluemoon.tutorial.teacher_offered", count=s.obelisk.count(TEACHER),
                            next=s.next_cost()), title=title("teacher_offered"), highlight=all_of("obelisk", "row1")))
    return out


def _steps(plan) -> list[Step]:
    s = R.new_game(2, seed=plan.seed)
    steps = [Step(say("bluemoon.tutorial.welcome"), title=title("welcome")),
             Step(say("bluemoon.tutorial.city"), title=title("city"), highlight=list(CITY)),
             Step(say("bluemoon.tutorial.right_column", pool=s.pool), title=title("right_column"),
                  highlight=list(RIGHT_COLUMN))]
    words = _Words()
    moves = plan.moves
    turn_start, turn = None, []
    for i, (seat, a, tags) in enumerate(moves):
        if seat == TEACHER:
            if turn_start is None:
                turn_start, turn = s.clone(), []
                if words.first("teacher"):
                    steps.append(Step(say("bluemoon.tutorial.teacher_first"), title=title("teacher")))
            steps.append(Step(render(s.describe(a), reader()), title=title("teacher"), expect=a))
            s.apply(a)
            turn.append((a, tags))
            if isinstance(a, A.Draw):
                steps += _after_teacher(turn_start, s, turn, words)
                turn_start = None
            continue
        nxt = moves[i + 1][1] if i + 1 < len(moves) else None
        text, name, hl = words.move(s, a, nxt)
        steps.append(Step(text, title=name, expect=a, highlight=hl, hint=say("bluemoon.tutorial.not_quite")))
        before = s.clone()
        s.apply(a)
        steps += _after_learner(before, s, tags, words)
    steps.append(Step(say("bluemoon.tutorial.game_end", need=D.WIN_MARKERS[s.num_players],
                          mine=s.obelisk.count(LEARNER), theirs=s.obelisk.count(TEACHER)),
                      title=title("game_end"), highlight=all_of("obelisk", "row0", "row1")))
    steps.append(Step(say("bluemoon.tutorial.free_play"), title=title("free_play"), until=lambda st: st.is_over()))
    return steps


RECAP = tuple(Message(f"bluemoon.tutorial.recap.{i}") for i in range(1, 7))



def _pays_alone(s, a) -> bool:
    """Whether card move ``a`` finishes paying the space by itself (nothing is left staged)."""
    after = s.clone()
    after.apply(a)
    return sum(after.staged) == 0

def tutorial() -> Tutorial:
    plan = make_plan(SEED)
    return Tutorial(
        game="bluemoon", title=say("bluemoon.tutorial.name"), seed=SEED, learner=LEARNER,
        seats=seats(),
        steps=_steps(plan), recap=RECAP,
    )
