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
from engine.ui.tutorial import Step, Tutorial, all_of, hand_card

from . import actions as A
from . import data as D
from . import rules as R
from .payment import set_value

SEED = 16
LEARNER, TEACHER = 0, 1
NAMES = ("You", "Teacher")
#: The tutorial's words: the learner is "you", the other seat "your teacher".
READER = Reader(("you", "your teacher"), LEARNER)
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
def _cell(s, c: int) -> str:
    t = s.tiles[c]
    if t == D.COURTYARD_TILE:
        return "the Courtyard"
    return f"the {D.BUILDING_TITLE[t]}" if t >= 0 else "that tile"


def _words(s, a, tags, said: set, nxt) -> tuple[str, str, object]:
    t = type(a)
    if t is A.Step:
        if "step" not in said:
            said.add("step")
            far = isinstance(nxt, A.Step)
            return ((f"Your figure (the blue pawn) may walk up to 2 steps a turn, to neighbouring tiles — never "
                     f"diagonally. Drag it to {_cell(s, a.cell)}" + (", one step now and one more next." if far else ".")),
                    "Moving", all_of("fig0", f"cell{a.cell}"))
        if "two-steps" in tags and "two-steps" not in said:
            said.add("two-steps")
            return (f"And the second step: drag your figure on to {_cell(s, a.cell)}. (You may also drag it two "
                    "tiles at once.)", "Two steps", all_of("fig0", f"cell{a.cell}"))
        return (f"Drag your figure to {_cell(s, a.cell)}.", "Moving", all_of("fig0", f"cell{a.cell}"))
    if t is A.MoveDragon:
        k = D.DRAGON_PEOPLE[a.dragon] * 3 + a.value - 1
        how = "flies it to any tile" if a.value == 1 else "walks it 1 to 3 steps"
        if "dragon" not in said:
            said.add("dragon")
            how = how.replace("it", f"the {D.DRAGON_TITLE[a.dragon]}", 1)
            return (f"Dragons bring golden scales: whoever sponsors a building where dragons stand gets one scale "
                    f"per dragon (once a turn). Your {D.PEOPLE_TITLE[k // 3]} {a.value} card {how}: drag the card "
                    f"onto {_cell(s, a.cell)}, where you are going next.", "A dragon",
                    all_of(hand_card(k), f"cell{a.cell}"))
        return (f"Bring the {D.DRAGON_TITLE[a.dragon]} along: drag the {D.PEOPLE_TITLE[k // 3]} {a.value} onto "
                f"{_cell(s, a.cell)}.", "A dragon", all_of(hand_card(k), f"cell{a.cell}"))
    if t is A.Contribute:
        col, val = D.SPACES[s.tiles[s.figures[LEARNER]]][a.space]
        cname = D.PEOPLE_TITLE[col] if col < 8 else "any-colour"
        k = nxt.kind if isinstance(nxt, A.AddCard) else -1
        hl = all_of(hand_card(k), f"space{a.space}") if k >= 0 else all_of(f"space{a.space}")
        if "sponsor" not in said:
            said.add("sponsor")
            want = (f"{cname} cards worth {val}" if col < 8 else
                    f"cards of any one colour worth {val} (this is the Royal Palace)")
            return (f"Now sponsor the building you stand on. Its spaces are shown large below the obelisk: this "
                    f"one wants {want}. Drag the glowing card onto it; the space takes your marker as soon as the "
                    "cards there add up.", "Sponsoring", hl)
        if "two-spaces" in tags and "two-spaces" not in said:
            said.add("two-spaces")
            return (f"You may sponsor more spaces in the same turn, each paid by its own cards (what is left over "
                    f"from one space never helps another). Drag a card onto the {cname} {val} space.",
                    "A second space", hl)
        return (f"Sponsor the {cname} {val} space: drag a card onto it.", "Sponsoring", hl)
    if t is A.AddCard:
        c, v = D.KIND_COLOUR[a.kind], D.KIND_VALUE[a.kind]
        hl = all_of(hand_card(a.kind), f"space{s.space}")
        if "wild" in tags and "wild" not in said:
            said.add("wild")
            if c == D.GREEN:
                return ("A Khind card (green) counts as 1 in any colour, whatever its number. Drag the Khind onto "
                        "the space.", "Khind: 1 of any colour", hl)
            return ("Two Mimix cards (brown) of value 1 or 2 together count as 3 in any colour. Drag a Mimix onto "
                    "the space, then its partner.", "Mimix pairs", hl)
        sc, need = _paying(s)
        have = set_value(s.staged, s.rec_sum, sc if sc != D.ANY else s.colour)
        extra = " All cards on an any-colour space must share one colour." if sc == D.ANY and have and \
            "any-colour" not in said else ""
        if extra:
            said.add("any-colour")
        return (f"Drag the {D.PEOPLE_TITLE[c]} {v} onto the space too: {have} of {need} is paid so far.{extra}",
                "Paying", hl)
    if t is A.Offer:
        return ("The obelisk wins the game: the first to place 6 markers there (in a 2-player game) wins. You stand "
                f"on the Courtyard with enough crystals: drag your crystals onto the glowing obelisk space to offer "
                f"{s.next_cost()}.", "An offering", all_of("crystals", "obelisk"))
    if t is A.Pillar:
        return (f"A Pillar card pays for one more offering this turn: drag the Pillar {a.value} onto the obelisk.",
                "Pillar", all_of(hand_card(21 + a.value - 1), "obelisk"))
    if t is A.Done:
        if "done" not in said:
            said.add("done")
            return ("Nothing more to sponsor here, so click “Done sponsoring” (at the bottom of the panel, or the "
                    "same button on the right).", "Done", [])
        if s.phase == R.MOVE:
            return ("Click “End moving, skip sponsoring”.", "Done", [])
        if s.offered:
            return ("Click “Done offering”.", "Done", [])
        return ("Click “Done sponsoring”.", "Done", [])
    if t is A.Draw:
        if "draw" not in said:
            said.add("draw")
            return ("The cleanup: you could drag up to 2 cards onto the discard pile first; each one discarded is "
                    "drawn back. Just click “Draw 2” under the deck to end your turn.", "Cleanup", [])
        return ("Click “Draw” under the deck to end your turn.", "Cleanup", [])
    return (render(Message("bluemoon.tutorial.next", move=s.describe(a)), READER, LEARNER), "Your move", [])


def _after_words(before, s, tags, said: set) -> list[Step]:
    """Explanation steps (press Next) after a move that taught something."""
    out = []
    if "complete" in tags and "complete" not in said:
        said.add("complete")
        t = before.tiles[before.figures[LEARNER]]
        out.append(Step(
            f"The {D.BUILDING_TITLE[t]} is complete! Its rewards were paid at once: the best sponsor (most markers) "
            f"got {_words_reward(D.BEST[t])}, every sponsor {_words_reward(D.EACH[t])}. Your markers came back, "
            "and the tile turned to its built side. Reward cards wait beside your hand until your turn ends.",
            title="A building completed"))
    if "neighbour" in tags and "neighbour" not in said:
        said.add("neighbour")
        out.append(Step("It stands next to a building that was already built, so every sponsor also got that "
                        "neighbour's reward (shown as “Next to” on each tile).", title="Neighbourhood reward"))
    if "dragon-scale" in tags and "dragon-scale" not in said:
        said.add("dragon-scale")
        out.append(Step("A dragon stood on this building, so your first sponsoring this turn earned a golden scale "
                        "(see the scale pool shrink and your row grow).", title="A scale from the dragon"))
    if "scoring" in tags and "scoring" not in said:
        said.add("scoring")
        out.append(Step("The scale pool ran out: golden-scale scoring! The player with the most scales gets 6 "
                        "crystals (tied leaders 3 each); anyone else with 3 or more gets 3. Scorers hand their "
                        "scales back and the pool refills.", title="Golden-scale scoring"))
    if "offer" in tags and "offer" not in said:
        said.add("offer")
        out.append(Step("Your marker stands on the obelisk. Each space costs a little more; one offering per turn "
                        "(plus one per Pillar card).", title="The obelisk"))
    return out


def _words_reward(rw) -> str:
    c, s, k = rw
    parts = [f"{n} {w}{'' if n == 1 else 's'}" for n, w in ((c, "crystal"), (s, "golden scale"), (k, "card")) if n]
    return " and ".join(parts) if parts else "nothing"


def _steps(plan: Plan) -> list[Step]:
    s = R.new_game(2, seed=plan.seed)
    steps = [
        Step("Welcome to Blue Moon City! The city lies in ruins; the peoples rebuild it. You sponsor buildings "
             "with cards to earn crystals, and offer crystals at the obelisk in the Courtyard. In a 2-player game "
             "the first to place 6 markers on the obelisk wins.", title="Welcome"),
        Step("The city is on the left: each tile shows the spaces to sponsor (a people's colour, icon and value) "
             "and its rewards — Best sponsor, Each sponsor, Next to (for later neighbours). On the right: the "
             "players, the obelisk, the golden-scale pool, the dragons' lair, the deck and the sponsorship panel. "
             "Your cards are below, grouped by people.", title="The table"),
    ]
    said: set[str] = set()
    moves = plan.moves
    teacher_said = False
    for i, (seat, a, tags) in enumerate(moves):
        if seat == TEACHER:
            if not teacher_said:
                teacher_said = True
                text = "Your teacher's turn: this time it only ends its turn, to leave the city to you."
            else:
                text = render(s.describe(a), READER)
            steps.append(Step(text, title="Your teacher moves", expect=a))
            s.apply(a)
            continue
        nxt = moves[i + 1][1] if i + 1 < len(moves) else None
        text, title, hl = _words(s, a, tags, said, nxt)
        steps.append(Step(text, title=title, expect=a, highlight=hl,
                          hint="Not quite — follow the note; the glowing pieces show where."))
        before = s.clone()
        s.apply(a)
        steps += _after_words(before, s, tags, said)
    steps.append(Step("That is the whole game! Play on against your teacher (now playing for real, at the easy "
                      "level). Tips: hold a card or tile to see it large; Hint (H) suggests a move; the rules "
                      "are in the menu.", title="Free play", until=lambda st: st.is_over()))
    return steps


def tutorial() -> Tutorial:
    plan = make_plan(SEED)
    return Tutorial(
        game="bluemoon", title="Learn Blue Moon City", seed=SEED, learner=LEARNER,
        seats=[Seat(NAMES[0], "human", None, "blue"), Seat(NAMES[1], "ai", "easy", "red")],
        steps=_steps(plan),
    )
