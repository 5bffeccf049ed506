"""The tutorial's scripted game, worked out by playing the fixed deal through the rules engine.

Both seats are planned one turn at a time.  The learner's turn is the candidate that practises
the most lessons not met yet (``LESSONS``), then the one that helps most towards the obelisk; the
teacher's turn is the one that competes hardest with the learner: it sponsors spaces of a
building the learner can reach next turn (leaving one for the learner), completes buildings the
learner sponsored, and offers at the obelisk when it can.  Pure Python, like the rules.

Two lessons need patience: the learner keeps its Pillar 1 and 2 cards out of its payments and
makes its first offering only when a Pillar's extra offering can follow it; a Flit 1 flies the
figure to a building or the Courtyard more than a turn's walk away, where it then stays.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import actions as A
from . import data as D
from . import rules as R

LEARNER, TEACHER = 0, 1
MAX_TURNS = 30

#: What the learner practises by doing, each once (tags of the moves that practise it).
LESSONS = ("step", "two-steps", "flit", "teleport", "dragon", "dragon-scale", "sponsor", "two-spaces", "khind", "mimix",
           "hoax", "complete", "contest", "neighbour", "offer", "pillar", "discard")
#: Lessons a teacher's move shows (the learner watches): sponsoring first, taking a building.
TEACHER_LESSONS = ("teacher-sponsor", "teacher-takes")

_KC, _KV = D.KIND_COLOUR, D.KIND_VALUE
#: The lesson a move of these kinds always teaches (the others depend on the position).
_LESSON_OF = {A.ExtraSteps: "flit", A.Teleport: "teleport", A.MoveDragon: "dragon", A.Hoax: "hoax",
              A.Offer: "offer", A.Pillar: "pillar", A.Discard: "discard"}
PAY_STYLES = ("plain", "wild", "hoax")


@dataclass
class Plan:
    seed: int
    moves: list = field(default_factory=list)      # (seat, action, tags)
    taught: set = field(default_factory=set)
    state: object = None


# -- paying a space, card by card ---------------------------------------------------------------
def _card_rank(s, a: A.AddCard, style: str) -> tuple:
    sc, _need = s.paying_space()
    c, v = _KC[a.kind], _KV[a.kind]
    wild = c == D.GREEN or (c == D.BROWN and v < 3 and sc != D.BROWN)
    if a.recoloured:
        rank = 0
    elif style == "wild":
        rank = 0 if wild else 1
    else:
        rank = 2 if wild else 1
    keep = c == D.YELLOW and v < 3 and s.current == LEARNER     # a Pillar kept for the obelisk
    return keep, rank, -v


def pay(s, style: str) -> list | None:
    """The moves that pay the space being paid in ``style`` (plain cards first, wild cards first,
    or a Hoax first), or None when that style cannot pay it.  ``s`` is changed."""
    out = []
    if style == "hoax":
        hoaxes = [a for a in s.legal_actions() if isinstance(a, A.Hoax)]
        if not hoaxes:
            return None
        s.apply(hoaxes[0])
        out.append(hoaxes[0])
    while s.phase == R.BUILD:
        adds = [a for a in s.legal_actions() if isinstance(a, A.AddCard)]
        if not adds:
            return None
        a = min(adds, key=lambda a: _card_rank(s, a, style))
        s.apply(a)
        out.append(a)
    return out


def _contribute(s, styles) -> list:
    """Sponsor every space the hand can pay here, the dearest first, each in the first style
    that works.  ``s`` is changed."""
    seq = []
    while not s.is_over():
        cons = sorted((a for a in s.legal_actions() if isinstance(a, A.Contribute)),
                      key=lambda a: -D.SPACES[s.tiles[s.figures[s.current]]][a.space][1])
        for con in cons:
            paid = None
            for style in styles:
                trial = s.clone()
                trial.apply(con)
                paid = pay(trial, style)
                if paid is not None:
                    break
            if paid is not None:
                s.apply(con)
                for a in paid:
                    s.apply(a)
                seq += [con] + paid
                break
        else:
            return seq
        styles = styles[-1:] if styles[0] == "hoax" else styles     # one Hoax a turn is plenty
    return seq


# -- the candidate turns of a seat -----------------------------------------------------------
def _openers(s, use_cards: bool):
    """Movement cards played first: none, a Flit 2, or a Flit 1 to a building or the Courtyard."""
    yield []
    if not use_cards:
        return
    legal = s.legal_actions()
    if A.EXTRA_STEPS in legal:
        yield [A.EXTRA_STEPS]
    fig = s.figures[s.current]
    for a in legal:
        if isinstance(a, A.Teleport) and D.DISTANCE[s.expansion][fig][a.cell] > 2 and \
                (a.cell == D.CENTRE or s.open_building(a.cell)):
            yield [a]


def _turns(s, *, cards: bool, styles_list, discards: bool):
    """Every candidate turn of the seat to move: (moves up to the end of the contribution
    phase, the state then)."""
    ex = s.expansion
    for opener in _openers(s, cards):
        s0 = s.clone()
        for a in opener:
            s0.apply(a)
        fig = s0.figures[s0.current]
        flown = any(isinstance(a, A.Teleport) for a in opener)
        for target in D.CELLS[ex]:
            if D.DISTANCE[ex][fig][target] > s0.steps or (flown and target != fig):
                continue        # a figure flown somewhere stays there: the flight was the way
            dragon_moves = [None]
            if cards and s0.open_building(target):
                dragon_moves += [a for a in s0.legal_actions()
                                 if isinstance(a, A.MoveDragon) and a.cell == target][:2]
            for dm in dragon_moves:
                st = s0.clone()
                seq = list(opener)
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
                    variants = [(seq, st)]
                else:
                    variants = []
                    for styles in styles_list:
                        sv = st.clone()
                        variants.append((seq + _contribute(sv, styles), sv))
                for sq, sv in variants:
                    if sv.is_over():
                        yield sq, sv
                        continue
                    if A.DONE in sv.legal_actions():
                        sv.apply(A.DONE)
                        sq = sq + [A.DONE]
                    yield sq, sv
                    if discards:
                        d = _discard_choice(sv)
                        if d is not None:
                            sd = sv.clone()
                            sd.apply(d)
                            yield sq + [d], sd


def _discard_choice(s):
    """The card a learner would throw away: the lowest of a people no open space wants."""
    wanted = {col for c in D.CELLS[s.expansion] if s.open_building(c)
              for i, (col, _v) in enumerate(D.SPACES[s.tiles[c]]) if s.owners[c][i] < 0}
    options = [a for a in s.legal_actions() if isinstance(a, A.Discard)]
    options.sort(key=lambda a: (_KC[a.kind] in wanted or D.ANY in wanted and _KC[a.kind] < 4, _KV[a.kind]))
    return options[0] if options else None


# -- what a move practises ------------------------------------------------------------------
def tags_of(before, a, after, seat: int, teacher_cells: set) -> list[str]:
    """The lessons move ``a`` of ``seat`` practises (``teacher_cells``: buildings the other seat
    sponsored)."""
    tags = []
    t = type(a)
    if seat == TEACHER:
        if t is A.AddCard and after.phase != R.BUILD:
            tags.append("teacher-sponsor")
            if sum(after.built) > sum(before.built) and LEARNER in before.owners[before.figures[TEACHER]]:
                tags.append("teacher-takes")
        return tags
    if t in _LESSON_OF:
        tags.append(_LESSON_OF[t])
    elif t is A.Step:
        tags.append("step" if before.steps == D.STEPS_PER_TURN else "two-steps")
    elif t is A.Contribute:
        tags.append("sponsor" if not before.placed else "two-spaces")
    elif t is A.AddCard:
        sc, _need = before.paying_space()
        if _KC[a.kind] == D.GREEN and sc != D.GREEN:
            tags.append("khind")
        if _KC[a.kind] == D.BROWN and _KV[a.kind] < 3 and sc != D.BROWN:
            tags.append("mimix")
        if after.phase != R.BUILD:
            cell = before.figures[LEARNER]
            if not before.gifted and any(d == cell for d in before.dragons):
                tags.append("dragon-scale")
            if sum(after.built) > sum(before.built):
                tags.append("complete")
                if cell in teacher_cells:
                    tags.append("contest")
                if any(before.built[n] and before.tiles[n] >= 0 for n in D.NEIGHBOURS[before.expansion][cell]):
                    tags.append("neighbour")
    if before.scales[LEARNER] > 0 and after.scales[LEARNER] == 0 and before.pool != after.pool:
        tags.append("scoring")
    return tags


def _replay(s, seq, seat, teacher_cells) -> list:
    """Play ``seq`` on ``s`` and return (action, tags) pairs."""
    out = []
    for a in seq:
        before = s.clone()
        s.apply(a)
        out.append((a, tags_of(before, a, s, seat, teacher_cells)))
        if s.is_over():
            break
    return out


# -- choosing a turn ----------------------------------------------------------------------------
def _progress(before, s, me: int) -> float:
    """How much a turn helps ``me`` towards the obelisk."""
    sc = 12.0 * (sum(s.built) - sum(before.built))
    sc += 3 * (s.scales[me] - before.scales[me])
    sc += 2.5 * (s.memory[me] - before.memory[me])
    sc += 1.2 * (before.markers[me] - s.markers[me])
    sc += 30 * (s.obelisk.count(me) - before.obelisk.count(me))
    cost = s.next_cost()
    if cost is not None and s.crystals[me] >= cost:
        sc -= 3 * D.DISTANCE[s.expansion][s.figures[me]][D.CENTRE]
    return sc


def _learner_turn(s, plan: Plan, teacher_cells: set) -> list:
    best = None
    for seq, st in _turns(s, cards=True, styles_list=(("plain",), ("wild", "plain"), ("hoax", "plain")),
                          discards="discard" not in plan.taught):
        trial = s.clone()
        tagged = _replay(trial, seq, LEARNER, teacher_cells)
        new = {t for _a, ts in tagged for t in ts} - plan.taught
        cards_spent = sum(1 for a in seq if isinstance(a, (A.Teleport, A.ExtraSteps, A.MoveDragon)))
        score = 40 * len(new) + _progress(s, st, LEARNER) - 3 * cards_spent
        if "pillar" not in plan.taught and A.OFFER in seq and not any(isinstance(a, A.Pillar) for a in seq):
            score -= 100        # the first offering waits for a Pillar and the crystals to follow it
        if best is None or score > best[0]:
            best = (score, seq)
    return best[1] if best else [A.DONE]


def _teacher_turn(s) -> list:
    learner_at = s.figures[LEARNER]
    best = None
    for seq, st in _turns(s, cards=False, styles_list=(("plain", "wild"),), discards=False):
        score = _progress(s, st, TEACHER)
        for c in D.CELLS[s.expansion]:
            if not s.open_building(c):
                continue
            mine = st.owners[c].count(TEACHER) - s.owners[c].count(TEACHER)
            near = D.DISTANCE[s.expansion][learner_at][c] <= 2
            if mine > 0 and st.open_building(c) and near and -1 in st.owners[c]:
                score += 15 * mine           # a building the learner will want too
            if st.built[c] and LEARNER in s.owners[c]:
                score += 25                  # takes a building the learner sponsored
        if best is None or score > best[0]:
            best = (score, seq)
    return best[1] if best else [A.DONE]


def make_plan(seed: int, max_turns: int = MAX_TURNS) -> Plan:
    """Plan the scripted turns of the tutorial's deal until every lesson has been met."""
    plan = Plan(seed)
    s = R.new_game(2, seed=seed)
    teacher_cells: set = set()
    for _turn in range(max_turns):
        seat = s.current
        seq = _teacher_turn(s) if seat == TEACHER else _learner_turn(s, plan, teacher_cells)
        tagged = _replay(s, seq, seat, teacher_cells)
        if not s.is_over():
            tagged += _replay(s, [A.DRAW], seat, teacher_cells)
        for a, tags in tagged:
            plan.moves.append((seat, a, tags))
            plan.taught.update(tags)
            if seat == TEACHER and "teacher-sponsor" in tags:
                teacher_cells.add(s.figures[TEACHER])
        if s.is_over() or (set(LESSONS) <= plan.taught and seat == LEARNER):
            break
    plan.state = s
    return plan
