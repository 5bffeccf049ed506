"""The Blue Moon City tutorial: a guided first game on a fixed deal, you against a quiet teacher.

The deal is fixed (``SEED``), so the scripted part is worked out here by
playing it through the rules engine: the learner's turns follow a small
greedy planner (walk to a building, bring a dragon along, sponsor what the
hand can pay, offer at the obelisk once there are crystals), the teacher
just ends its turns.  Each step expects exactly one move; the words say why.
When every lesson has been seen (two steps, one and two spaces, a Khind or
Mimix combination, a completion with its rewards and a neighbour's, a dragon
and its scale, the golden-scale scoring and an offering) the game goes on
freely against the ``easy`` AI.
"""

from __future__ import annotations

from engine.saves import Seat
from engine.text import Message, Reader, render
from engine.tutorial import Step, Tutorial, all_of, hand_card

from . import actions as A
from . import data as D
from . import rules as R
from . import words as W
from .payment import set_value

SEED = 16
LEARNER, TEACHER = 0, 1
NAMES = ("You", "Teacher")
#: The tutorial's words: the learner is "you", the other seat "your teacher".
READER = Reader(("you", render(Message("bluemoon.tutorial.teacher_name"), capital=False)), LEARNER)
MAX_TURNS = 26
LESSONS = ("two-steps", "sponsor", "two-spaces", "wild", "complete", "neighbour", "dragon", "dragon-scale",
           "scoring", "offer")


# -- the plan ---------------------------------------------------------------------------
def _paying(s) -> tuple:
    """(colour, value) of the space being paid."""
    return D.SPACES[s.tiles[s.figures[s.current]]][s.space]


def _pay(s) -> list:
    """Pay the space being paid, card by card (plain cards of its colour first, then wild ones)."""
    out = []
    while s.phase == R.BUILD:
        legal = [a for a in s.legal_actions() if isinstance(a, A.AddCard)]
        if not legal:
            return out + [None]
        sc, need = _paying(s)

        def key(a):
            c, v = D.KIND_COLOUR[a.kind], D.KIND_VALUE[a.kind]
            natural = c == sc or (sc == D.ANY and c not in (D.GREEN, D.BROWN))
            return (0 if natural else 1 if c == D.GREEN else 2, -v)
        a = min(legal, key=key)
        s.apply(a)
        out.append(a)
    return out


def _score(before, s) -> float:
    me = LEARNER
    sc = 0.0
    sc += 12 * (sum(s.built) - sum(before.built))
    sc += 4 * (s.scales[me] - before.scales[me]) + (10 if s.pool > before.pool else 0)
    sc += 2.5 * (s.memory[me] - before.memory[me])
    sc += 1.2 * (before.markers[me] - s.markers[me])
    sc += 30 * (s.obelisk.count(me) - before.obelisk.count(me))
    sc += 1.5 * sum(s.pending[me])
    cost = s.next_cost()
    if cost is not None and s.crystals[me] >= cost:
        sc -= 3 * D.DISTANCE[s.expansion][s.figures[me]][D.CENTRE]
    sc += 0.8 * sum(1 for d in s.dragons if d >= 0 and D.DISTANCE[s.expansion][s.figures[me]][d] <= 2)
    for c in D.CELLS[s.expansion]:
        own = s.owners[c]
        if own and not s.built[c] and own.count(-1) <= 1:
            sc += 1.0 * own.count(me)
    return sc


def _turn_options(s):
    """Candidate turns for the learner: (actions, state after the contribution phase)."""
    me = LEARNER
    ex = s.expansion
    fig = s.figures[me]
    legal = s.legal_actions()
    for target in D.CELLS[ex]:
        if D.DISTANCE[ex][fig][target] > s.steps:
            continue
        dragon_moves = [None] + [a for a in legal if isinstance(a, A.MoveDragon) and a.cell == target]
        for dm in dragon_moves[:3]:
            st = s.clone()
            seq = []
            if dm is not None:
                st.apply(dm)
                seq.append(dm)
            for c in R.shortest_path(ex, fig, target):
                st.apply(A.STEP[c])
                seq.append(A.STEP[c])
            if target == D.CENTRE:
                if A.OFFER in st.legal_actions():
                    st.apply(A.OFFER)
                    seq.append(A.OFFER)
                    for v in (1, 2):
                        if A.PILLAR[v] in st.legal_actions():
                            st.apply(A.PILLAR[v])
                            seq.append(A.PILLAR[v])
            else:
                while not st.is_over():
                    cons = [a for a in st.legal_actions() if isinstance(a, A.Contribute)]
                    if not cons:
                        break
                    cons.sort(key=lambda a: -D.SPACES[st.tiles[target]][a.space][1])
                    done = False
                    for con in cons:
                        st2 = st.clone()
                        st2.apply(con)
                        paid = _pay(st2)
                        if paid and paid[-1] is None:
                            continue
                        st = st2
                        seq += [con] + paid
                        done = True
                        break
                    if not done:
                        break
            if st.is_over():
                continue
            if A.DONE in st.legal_actions():
                st.apply(A.DONE)
                seq.append(A.DONE)
            yield seq, st


class Plan:
    def __init__(self, seed: int):
        self.seed = seed
        self.moves: list[tuple[int, object, list]] = []   # (seat, action, lesson tags)
        self.taught: set[str] = set()
        self.ok = False


def make_plan(seed: int = SEED, max_turns: int = MAX_TURNS) -> Plan:
    plan = Plan(seed)
    s = R.new_game(2, seed=seed)
    turns = 0
    while not s.is_over() and turns < max_turns:
        if s.current == TEACHER:
            for a in (A.DONE, A.DRAW):
                plan.moves.append((TEACHER, a, []))
                s.apply(a)
            turns += 1
            continue
        best = None
        for seq, st in _turn_options(s):
            sc = _score(s, st) + 0.3 * len([a for a in seq if isinstance(a, A.MoveDragon)]) * (
                1 if any(isinstance(a, A.Contribute) for a in seq) else -1)
            if best is None or sc > best[0]:
                best = (sc, seq)
        seq = best[1] if best else [A.DONE]
        steps_taken = 0
        contributions = 0
        for a in seq:
            tags = []
            before = s.clone()
            if isinstance(a, A.Step):
                steps_taken += 1
                if steps_taken == 2:
                    tags.append("two-steps")
            if isinstance(a, A.MoveDragon):
                tags.append("dragon")
            if isinstance(a, A.Contribute):
                contributions += 1
                tags.append("sponsor" if contributions == 1 else "two-spaces")
            if isinstance(a, A.AddCard):
                sc_, _need = _paying(s)
                if a.kind in (12, 13, 14) or (a.kind in (15, 16) and sc_ != D.BROWN):
                    tags.append("wild")
            if isinstance(a, A.Offer):
                tags.append("offer")
            s.apply(a)
            if sum(s.built) > sum(before.built):
                tags.append("complete")
                cell = s.figures[LEARNER]
                if any(before.built[n] and s.tiles[n] >= 0 for n in D.NEIGHBOURS[s.expansion][cell]):
                    tags.append("neighbour")
            if s.scales[LEARNER] > before.scales[LEARNER] and isinstance(a, A.AddCard) and not before.gifted \
                    and any(d == s.figures[LEARNER] for d in before.dragons):
                tags.append("dragon-scale")
            if before.scales[LEARNER] > 0 and s.scales[LEARNER] == 0:
                tags.append("scoring")
            plan.moves.append((LEARNER, a, tags))
            plan.taught.update(tags)
            if s.is_over():
                break
        if s.is_over():
            break
        plan.moves.append((LEARNER, A.DRAW, []))
        s.apply(A.DRAW)
        turns += 1
        if set(LESSONS) <= plan.taught:
            plan.ok = True
            break
    plan.state = s
    return plan


# -- the words ------------------------------------------------------------------------------
def say(key: str, **params) -> str:
    """A tutorial message (bluemoon/words.py) in the learner's words."""
    return render(Message(key, **params), READER, LEARNER)


def title(name: str) -> str:
    return say(f"bluemoon.tutorial.title.{name}")


def _cell(s, c: int) -> Message:
    t = s.tiles[c]
    if t == D.COURTYARD_TILE:
        return Message("bluemoon.tutorial.the", thing=W.COURTYARD_TERM)
    return Message("bluemoon.tutorial.the", thing=W.BUILDING_TERM[t]) if t >= 0 else \
        Message("bluemoon.tutorial.cell_that")


def _words(s, a, tags, said: set, nxt) -> tuple[str, str, object]:
    t = type(a)
    if t is A.Step:
        hl = all_of("fig0", f"cell{a.cell}")
        if "step" not in said:
            said.add("step")
            far = isinstance(nxt, A.Step)
            key = "bluemoon.tutorial.first_step_far" if far else "bluemoon.tutorial.first_step"
            return say(key, cell=_cell(s, a.cell)), title("moving"), hl
        if "two-steps" in tags and "two-steps" not in said:
            said.add("two-steps")
            return say("bluemoon.tutorial.second_step", cell=_cell(s, a.cell)), title("two_steps"), hl
        return say("bluemoon.tutorial.step", cell=_cell(s, a.cell)), title("moving"), hl
    if t is A.MoveDragon:
        k = D.DRAGON_PEOPLE[a.dragon] * 3 + a.value - 1
        hl = all_of(hand_card(k), f"cell{a.cell}")
        words = dict(card=W.CARD[k], dragon=W.DRAGON_TERM[a.dragon], cell=_cell(s, a.cell))
        if "dragon" not in said:
            said.add("dragon")
            key = "bluemoon.tutorial.dragon_fly" if a.value == 1 else "bluemoon.tutorial.dragon_walk"
            return say(key, **words), title("dragon"), hl
        return say("bluemoon.tutorial.dragon_again", **words), title("dragon"), hl
    if t is A.Contribute:
        tile = s.tiles[s.figures[LEARNER]]
        col, val = D.SPACES[tile][a.space]
        k = nxt.kind if isinstance(nxt, A.AddCard) else -1
        hl = all_of(hand_card(k), f"space{a.space}") if k >= 0 else all_of(f"space{a.space}")
        if "sponsor" not in said:
            said.add("sponsor")
            want = (Message("bluemoon.tutorial.want_people", people=W.PEOPLE_TERM[col], value=val) if col < 8 else
                    Message("bluemoon.tutorial.want_any", value=val))
            return say("bluemoon.tutorial.sponsor_first", want=want), title("sponsoring"), hl
        space = W.people_space(tile, a.space)
        if "two-spaces" in tags and "two-spaces" not in said:
            said.add("two-spaces")
            return say("bluemoon.tutorial.sponsor_second", space=space), title("second_space"), hl
        return say("bluemoon.tutorial.sponsor", space=space), title("sponsoring"), hl
    if t is A.AddCard:
        c = D.KIND_COLOUR[a.kind]
        hl = all_of(hand_card(a.kind), f"space{s.space}")
        if "wild" in tags and "wild" not in said:
            said.add("wild")
            if c == D.GREEN:
                return say("bluemoon.tutorial.khind"), title("khind"), hl
            return say("bluemoon.tutorial.mimix"), title("mimix"), hl
        sc, need = _paying(s)
        have = set_value(s.staged, s.rec_sum, sc if sc != D.ANY else s.colour)
        key = "bluemoon.tutorial.pay"
        if sc == D.ANY and have and "any-colour" not in said:
            said.add("any-colour")
            key = "bluemoon.tutorial.pay_any"
        return say(key, card=W.CARD[a.kind], have=have, need=need), title("paying"), hl
    if t is A.Offer:
        return (say("bluemoon.tutorial.offer", need=D.WIN_MARKERS[s.num_players], players=s.num_players,
                    cost=s.next_cost()), title("offering"), all_of("crystals", "obelisk"))
    if t is A.Pillar:
        k = D.kind(D.YELLOW, a.value)
        return say("bluemoon.tutorial.pillar", card=W.CARD[k]), title("pillar"), all_of(hand_card(k), "obelisk")
    if t is A.Done:
        if "done" not in said:
            said.add("done")
            return say("bluemoon.tutorial.done_first"), title("done"), []
        if s.phase == R.MOVE:
            return say("bluemoon.tutorial.done_moving"), title("done"), []
        if s.offered:
            return say("bluemoon.tutorial.done_offering"), title("done"), []
        return say("bluemoon.tutorial.done_sponsoring"), title("done"), []
    if t is A.Draw:
        if "draw" not in said:
            said.add("draw")
            return say("bluemoon.tutorial.draw_first"), title("cleanup"), []
        return say("bluemoon.tutorial.draw"), title("cleanup"), []
    return say("bluemoon.tutorial.next", move=s.describe(a)), title("your_move"), []


def _after_words(before, s, tags, said: set) -> list[Step]:
    """Explanation steps (press Next) after a move that taught something."""
    out = []
    if "complete" in tags and "complete" not in said:
        said.add("complete")
        t = before.tiles[before.figures[LEARNER]]
        out.append(Step(say("bluemoon.tutorial.completed", building=W.BUILDING_TERM[t],
                            best=W.reward_term(*D.BEST[t]), each=W.reward_term(*D.EACH[t])),
                        title=title("completed")))
    for tag, name in (("neighbour", "neighbour"), ("dragon-scale", "dragon_scale"), ("scoring", "scoring"),
                      ("offer", "obelisk")):
        if tag in tags and tag not in said:
            said.add(tag)
            out.append(Step(say(f"bluemoon.tutorial.{name}"), title=title(name)))
    return out


def _steps(plan: Plan) -> list[Step]:
    s = R.new_game(2, seed=plan.seed)
    steps = [Step(say("bluemoon.tutorial.welcome"), title=title("welcome")),
             Step(say("bluemoon.tutorial.table"), title=title("table"))]
    said: set[str] = set()
    moves = plan.moves
    teacher_said = False
    for i, (seat, a, tags) in enumerate(moves):
        if seat == TEACHER:
            if not teacher_said:
                teacher_said = True
                text = say("bluemoon.tutorial.teacher_first")
            else:
                text = render(s.describe(a), READER)
            steps.append(Step(text, title=title("teacher"), expect=a))
            s.apply(a)
            continue
        nxt = moves[i + 1][1] if i + 1 < len(moves) else None
        text, name, hl = _words(s, a, tags, said, nxt)
        steps.append(Step(text, title=name, expect=a, highlight=hl, hint=say("bluemoon.tutorial.not_quite")))
        before = s.clone()
        s.apply(a)
        steps += _after_words(before, s, tags, said)
    steps.append(Step(say("bluemoon.tutorial.free_play"), title=title("free_play"), until=lambda st: st.is_over()))
    return steps


def tutorial() -> Tutorial:
    plan = make_plan(SEED)
    return Tutorial(
        game="bluemoon", title=say("bluemoon.tutorial.name"), seed=SEED, learner=LEARNER,
        seats=[Seat(NAMES[0], "human", None, "blue"), Seat(NAMES[1], "ai", "easy", "red")],
        steps=_steps(plan),
    )
