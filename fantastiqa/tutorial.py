"""The Fantastiqa tutorial: a guided first game on a fixed deal, you against an AI teacher.

The deal is fixed (``SEED``) and the scripted part is worked out here by playing it
through the rules engine: the learner's moves follow a small plan (an adventure over
two creatures, one of them paid with a wild pair; a visit to each kind of statue; a
flight on a magic carpet; preparing and completing a personal quest; completing a
common quest; the end-of-turn draw) and the teacher only ends its turns, so the board
stays yours.  Every step expects exactly one move; then the game goes on freely
against the ``easy`` AI.  Should the deal ever stop working (a change in the engine's
shuffling), nearby seeds are tried, and failing that the tutorial teaches what the
deal allows.
"""

from __future__ import annotations

from collections import Counter

from engine.saves import Seat
from engine.text import Reader, render
from engine.ui.tutorial import Step, Tutorial, all_of

from . import data as D
from . import rules as R
from .actions import (CompleteQuest, Commit, Discard, Done, EndTurn, Fly, Pay, PickArtifact, PickQuest,
                      PickRegion, Statue, Subdue, Take)

SEED = 279
LEARNER, TEACHER = 0, 1
#: The lesson's words: the learner is "you", the computer "your teacher".
LESSON_READER = Reader(("you", "your teacher"), LEARNER)
NAMES = ("You", "Teacher")
MAX_TURNS = 14
LESSONS = ("adventure2", "wild", "artifact_tower", "beast_bazaar", "quest_chest", "carpet", "prepare",
           "personal", "common", "draw")


def _uses_wild(s, a) -> bool:
    k = s.paths[D.PATH_NAMES.index(a.path)]
    weak = D.KIND_WEAK[k]
    natural = sum(D.KIND_NSYM[D.KIND[c]] for c in a.cards if D.KIND_SYM[D.KIND[c]] == weak)
    return natural < D.KIND_NEED[k]


class Plan:
    def __init__(self, seed: int):
        self.seed = seed
        self.moves: list[tuple[int, object, str]] = []
        self.taught: set[str] = set()


def _region_of(s, sp: int) -> int:
    return s.region_at[sp]


def _statue_kind(s, sp: int) -> str | None:
    st = s.statue_at[sp]
    return D.STATUES[st] if st >= 0 else None


def _adventures(s, depth: int = 3) -> list[list]:
    """Subdue chains from here (each a list of actions), found by trying them on clones."""
    out = []

    def go(st, chain):
        subs = [a for a in st.legal_actions() if isinstance(a, Subdue)]
        if chain:
            out.append(chain)
        if len(chain) >= depth:
            return
        for a in subs[:12]:
            c = st.clone()
            c.apply(a)
            go(c, chain + [a])
    go(s, [])
    return out


def _chain_score(s, chain, taught) -> float:
    c = s.clone()
    wild = False
    for a in chain:
        wild = wild or _uses_wild(c, a)
        c.apply(a)
    score = len(chain) * 2.0
    if "wild" not in taught and wild:
        score += 30 + (10 if len(chain) >= 2 else 0)
    if "adventure2" not in taught and len(chain) >= 2:
        score += 20
    end = c.pos[LEARNER]
    kind = _statue_kind(c, end)
    if kind and kind not in taught:
        score += 6
    region = c.region_at[end]
    if any(D.QUEST_REGION[q] == region for q in c.pq[LEARNER]):
        score += 4
    return score


def _want_syms(s) -> Counter:
    """Symbols still missing for the learner's personal quests and the common quests."""
    want: Counter = Counter()
    for qi, q in enumerate(s.pq[LEARNER]):
        have = Counter()
        for k in s.pqc[LEARNER][qi]:
            if D.KIND_SYM[k] >= 0:
                have[D.KIND_SYM[k]] += D.KIND_NSYM[k]
        for sym, n in D.QUEST_REQ[q]:
            want[sym] += max(0, n - have[sym])
    return want


def _learner(s, plan: Plan, agenda: list) -> tuple[object, str]:
    legal = s.legal_actions()
    ph = s.phase
    taught = plan.taught
    if ph == R.PH_PICK_QUEST:
        return legal[0], "pick-quest"
    if ph == R.PH_PICK_ART:
        return legal[0], "pick-artifact"
    if ph == R.PH_PICK_POS:
        return legal[min(plan.region_choice, len(legal) - 1)], "pick-region"
    if ph == R.PH_QPAY:
        pays = [a for a in legal if isinstance(a, Pay)]
        pays.sort(key=lambda a: a.from_token)
        return pays[0], "pay"
    if ph == R.PH_OFFER:
        takes = [a for a in legal if isinstance(a, Take)]
        if s.offer_kind == D.QUEST_CHEST and takes and s.taken == 0:
            return takes[0], "take-quest"
        if takes and s.offer_kind == D.ARTIFACT_TOWER and s.gems[LEARNER] >= 2 and "bought" not in taught:
            cheap = [a for a in takes if D.KIND_COST[D.KIND[a.card]] <= 2]
            if cheap:
                return cheap[0], "buy"
        return Done(), "offer-done"
    if ph == R.PH_ADV:
        if agenda:
            return agenda.pop(0), "adv"
        return Done(), "adv-done"
    if ph == R.PH_END:
        return Done(), "draw"
    if ph != R.PH_MAIN:
        return legal[0], "other"
    # main phase: quests first, then an adventure, a statue, a flight, preparations
    for a in legal:
        if isinstance(a, CompleteQuest):
            common = D.QUEST[a.quest] in s.common
            if (common and "common" not in taught) or (not common and "personal" not in taught) or \
                    ("common" in taught and "personal" in taught):
                return a, "complete-common" if common else "complete-personal"
    if s.actions_left > 0 and ("adventure2" not in taught or "wild" not in taught):
        chains = _adventures(s)
        if chains:
            best = max(chains, key=lambda ch: _chain_score(s, ch, taught))
            if len(best) >= 2 or "adventure2" in taught:
                agenda[:] = best[1:]
                return best[0], "adv"
    here = s.pos[LEARNER]
    kind = _statue_kind(s, here)
    if s.actions_left > 0 and kind and kind not in taught and Statue("draw") in legal:
        return Statue("draw"), "statue-" + kind
    # prepare quests with matching cards
    for a in legal:
        if isinstance(a, Commit) and a.quest is not None:
            return a, "prepare"
    if "common" not in taught:
        need = set()
        for q in s.common:
            if q >= 0:
                need |= {sym for sym, _ in D.QUEST_REQ[q]}
        for a in legal:
            if isinstance(a, Commit) and a.quest is None and D.KIND_SYM[D.KIND[a.card]] in need \
                    and len(s.token[LEARNER]) < 4:
                return a, "token"
    # fly towards a statue not yet visited (or a quest region)
    flies = [a for a in legal if isinstance(a, Fly) and a.card is None]
    if flies and s.actions_left > 0:
        for a in flies:
            c = s.clone()
            c.apply(a)
            k2 = _statue_kind(c, c.pos[LEARNER])
            if k2 and k2 not in taught:
                return a, "carpet"
        if "carpet" not in taught:
            for a in flies:
                c = s.clone()
                c.apply(a)
                if any(isinstance(b, CompleteQuest) for b in c.legal_actions()):
                    return a, "carpet"
    if s.actions_left > 0:
        chains = _adventures(s, 2)
        if chains:
            best = max(chains, key=lambda ch: _chain_score(s, ch, taught))
            agenda[:] = best[1:]
            return best[0], "adv"
        if Statue("draw") in legal and kind != "quest_chest":
            return Statue("draw"), "statue-" + kind
    return EndTurn(), "end"


def _teacher(s) -> object:
    legal = s.legal_actions()
    if s.phase == R.PH_MAIN:
        return EndTurn()
    if s.phase == R.PH_END:
        return Done()
    return legal[0]


def make_plan(seed: int, region_choice: int = 0) -> Plan:
    plan = Plan(seed)
    plan.region_choice = region_choice
    s = R.new_game(2, seed=seed)
    agenda: list = []
    chain: list = []
    turns = 0
    while not s.is_over() and turns < MAX_TURNS:
        seat = s.to_move
        if seat == LEARNER:
            a, tag = _learner(s, plan, agenda)
        else:
            a, tag = _teacher(s), "teacher"
        before_cur = s.cur
        if tag == "adv" or (isinstance(a, Subdue)):
            if _uses_wild(s, a):
                tag = "adv-wild"
                plan.taught.add("wild")
        s.apply(a)
        plan.moves.append((seat, a, tag))
        if tag.startswith("statue-"):
            plan.taught.add(tag[7:])
        elif tag in ("carpet", "prepare"):
            plan.taught.add(tag)
        elif tag == "complete-common" and s.phase != R.PH_QPAY:
            plan.taught.add("common")
        elif tag == "complete-personal" and s.phase != R.PH_QPAY:
            plan.taught.add("personal")
        elif tag == "pay" and s.phase != R.PH_QPAY:
            last = next(t for _, _, t in reversed(plan.moves) if t.startswith("complete"))
            plan.taught.add("common" if last == "complete-common" else "personal")
        elif tag == "draw":
            plan.taught.add("draw")
        elif tag == "buy":
            plan.taught.add("bought")
        if seat == LEARNER and isinstance(a, Subdue):
            chain.append(tag == "adv-wild")
        if chain and s.phase != R.PH_ADV:  # the adventure is over
            if len(chain) >= 2:
                plan.taught.add("adventure2")
                if any(chain):
                    plan.taught.add("wildchain")
            chain = []
        if s.cur != before_cur and before_cur == LEARNER:
            turns += 1
        if set(LESSONS) <= plan.taught and s.to_move == LEARNER and s.phase == R.PH_MAIN and s.actions_left == 1:
            break
    plan.state = s
    return plan


def score(plan: Plan) -> tuple:
    return (len(set(LESSONS) & plan.taught), -len(plan.moves))


def find_plan(seed: int = SEED, tries: int = 1) -> Plan:
    best = None
    for sd in range(seed, seed + tries):
        for rc in range(4):
            p = make_plan(sd, rc)
            if best is None or score(p) > score(best):
                best = p
            if set(LESSONS) <= p.taught:
                return p
    return best


# -- the words -------------------------------------------------------------------------
def _k(name_or_kind) -> str:
    k = D.KIND[name_or_kind] if isinstance(name_or_kind, str) else name_or_kind
    name = D.KIND_NAME[k].replace(" (beast)", "")
    return name[4:] if name.startswith("The ") else name


def _q(q) -> str:
    return D.QUEST_NAME[D.QUEST[q] if isinstance(q, str) else q]


def _sym(k: int) -> str:
    s = D.KIND_SYM[k]
    return f"{D.KIND_NSYM[k]} {D.SYMBOLS[s]}" if s >= 0 else "no symbol"


def _verb(k: int) -> str:
    """ "needs", or "need" for the creatures named in the plural."""
    return "need" if D.KIND_NAME[k] in PLURAL else "needs"


PLURAL = ("Spiders", "Water Nymphs", "Vampire Bats", "Fairies")


def _rname(s, sp: int) -> str:
    return D.REGION_NAMES[s.region_at[sp]]


def _hand(*names):
    """Highlight: the hand cards of these kinds that are not yet laid on a creature."""
    def ids(table):
        want = Counter(D.KIND[n] for n in names)
        for p in table.pieces:
            if getattr(p.data, "assigned", False) and want[p.data.kind] > 0:
                want[p.data.kind] -= 1
        out = []
        for p in table.pieces:
            if p.in_hand and want[p.data.kind] > 0:
                want[p.data.kind] -= 1
                out.append(p.id)
        return out
    return ids


def _offer(kind_or_quest: str):
    def ids(table):
        for p in table.pieces:
            ref = p.data
            if getattr(ref, "zone", "") != "offer":
                continue
            if (ref.quest >= 0 and D.QUESTS[ref.quest] == kind_or_quest) or \
                    (ref.kind >= 0 and D.KINDS[ref.kind] == kind_or_quest):
                return [p.id]
        return []
    return ids


def _token_card(name: str):
    def ids(table):
        return [p.id for p in table.pieces if getattr(p.data, "zone", "") == "tokcard"
                and p.data.kind == D.KIND[name]][:1]
    return ids


def _words(s, a, tag, said) -> tuple[str, str, object]:
    """Title, text and highlight of one learner step (``s`` is the state before ``a``)."""
    me = LEARNER
    here = s.pos[me]
    first = tag not in said
    said.add(tag)
    t = type(a)
    if t is PickQuest:
        q = D.QUEST[a.quest]
        return ("Setup: a starting quest",
                f"First everyone picks a starting quest. Click “{_q(q)}”: you will complete it in the "
                f"{D.REGION_NAMES[D.QUEST_REGION[q]]} with the symbols printed at its bottom. Until then it "
                f"costs you its cups (points).", _offer(a.quest))
    if t is PickArtifact:
        return ("Setup: a starting artifact",
                f"Then a starting artifact: click the {_k(a.artifact)}. It is shuffled into your deck of "
                "12 cards; artifacts are used as free actions.", _offer(a.artifact))
    if t is PickRegion:
        return ("Setup: where you start",
                f"Last, place your adventurer: press “Start here” in the {a.region.replace('_', ' ').title()}. "
                "Then the paths fill with creatures, and you draw 5 cards.", [])
    if t is Subdue:
        pi = D.PATH_NAMES.index(a.path)
        k = s.paths[pi]
        need = f"{D.KIND_NEED[k]} {D.SYMBOLS[D.KIND_WEAK[k]]}"
        hl = all_of(_hand(*a.cards), f"path{pi}")
        if _uses_wild(s, a):
            c1, c2 = a.cards[0], a.cards[-1]
            pair = D.SYMBOLS[D.KIND_SYM[D.KIND[c1]]]
            return ("A wild pair",
                    f"The {D.KIND_NAME[k]} {_verb(k)} {need}, and you have none. But any two identical symbols "
                    f"count together as one wild symbol of any kind! The {_k(c1)} and the {_k(c2)} both give "
                    f"a {pair}: drag the {_k(c1)} and then the {_k(c2)} onto the {D.KIND_NAME[k]}.", hl)
        if s.phase == R.PH_MAIN and "adv-first" not in said:
            said.add("adv-first")
            return ("Go adventuring",
                    f"Your action this turn: an adventure. Your adventurer is in the {_rname(s, here)}. The "
                    f"{D.KIND_NAME[k]} on the path next to you shows in its pink band what subdues it: {need}. "
                    f"Drag your {_k(a.cards[0])} (it gives {_sym(D.KIND[a.cards[0]])}) onto the "
                    f"{D.KIND_NAME[k]} — or click the card, then the creature.", hl)
        if s.phase == R.PH_ADV and "adv-more" not in said:
            said.add("adv-more")
            return ("Keep going",
                    f"You crossed the path. An adventure goes on from where you stand, one creature after the "
                    f"other (never back along a path you came by). Drag the {_k(a.cards[0])} onto the "
                    f"{D.KIND_NAME[k]} ({need}).", hl)
        if s.phase == R.PH_MAIN:
            return ("Go adventuring", f"Adventure again: drag the {_k(a.cards[0])} onto the {D.KIND_NAME[k]} "
                                      f"({need}).", hl)
        return ("Keep going", f"And on: drag the {_k(a.cards[0])} onto the {D.KIND_NAME[k]} ({need}).", hl)
    if t is Done and s.phase == R.PH_ADV:
        if first:
            return ("Finish the adventure",
                    "Press “Finish adventure”. The creatures you subdued and the cards you paid with go to your "
                    "discard pile: the creatures are yours now, and give their symbols when you draw them. "
                    "You also take the gems that lay on them.", [])
        return ("Finish the adventure", "Press “Finish adventure”.", [])
    if t is Statue:
        kind = D.STATUES[s.statue_at[here]]
        what = {"artifact_tower": "3 artifacts: buy any you like with gems (2 to 4 each)",
                "beast_bazaar": "3 beasts — strong cards with two symbols and an ability, 3 gems each",
                "quest_chest": "3 quests: take at least one, for free"}[kind]
        extra = "" if "statue-any" in said else (" A visit is your action for the turn. (A statue also lets "
                                                 "you release unwanted cards for 1 gem each, or teleport to "
                                                 "the twin statue for 2 gems.)")
        said.add("statue-any")
        return (f"Visit the {D.STATUE_NAMES[s.statue_at[here]]}",
                f"You stand at {'an' if kind == 'artifact_tower' else 'a'} {D.STATUE_NAMES[s.statue_at[here]]}. "
                f"Click the statue (or press “Draw statue "
                f"cards”): you draw {what}.{extra}", [f"statue{here}"])
    if t is Take:
        if a.card in D.QUEST:
            q = D.QUEST[a.card]
            return ("Take a quest",
                    f"Click “{_q(q)}” to take it ({D.QUEST_CUPS[q]} cup{'s' if D.QUEST_CUPS[q] > 1 else ''}, in "
                    f"the {D.REGION_NAMES[D.QUEST_REGION[q]]}). You may hold at most 3 personal quests; each "
                    "costs its cups from your score until you complete it.", _offer(a.card))
        return ("Buy", f"Buy the {_k(a.card)}: click it.", _offer(a.card))
    if t is Done and s.phase == R.PH_OFFER:
        if s.offer_kind == D.QUEST_CHEST:
            return ("Done", "One quest is enough for now: press “Done at the statue”.", [])
        return ("Done at the statue",
                f"You may buy with your {s.gems[me]} gem{'s' if s.gems[me] != 1 else ''}, but let's keep them "
                "this time: press “Done at the statue”. The cards you don't buy go back.", [])
    if t is Commit and a.quest is not None:
        qi = s.pq[me].index(D.QUEST[a.quest])
        if first:
            return ("Prepare a quest",
                    f"A free action: prepare your quest. Drag the {_k(a.card)} ({_sym(D.KIND[a.card])}) onto "
                    f"“{_q(a.quest)}”. Prepared cards wait behind the quest until you complete it; only cards "
                    "with a symbol it still needs go there.", all_of(_hand(a.card), f"pq{qi}"))
        return ("Prepare a quest", f"Drag the {_k(a.card)} onto “{_q(a.quest)}” too.",
                all_of(_hand(a.card), f"pq{qi}"))
    if t is Commit:
        if first:
            return ("Cards for a common quest",
                    f"The two common quests (top right) are for anyone. Cards for them wait face down under "
                    f"your quest token, at most 5. Drag the {_k(a.card)} ({_sym(D.KIND[a.card])}) onto your "
                    "quest token.", all_of(_hand(a.card), "token"))
        return ("Cards for a common quest", f"Put the {_k(a.card)} under your quest token too.",
                all_of(_hand(a.card), "token"))
    if t is Fly:
        sp = next(o for pi, o in D.ADJ[here] if D.PATH_NAMES[pi] == a.path)
        if first:
            return ("A magic carpet",
                    f"Free action: fly! Drag one of your carpet tokens (next to your gems) onto the "
                    f"{_rname(s, sp)}. You fly along the path without fighting its creature. Each of your 3 "
                    "carpets flies once per game.", ["carpet0", f"sp{sp}"])
        return ("A magic carpet", f"Fly again: drag a carpet token onto the {_rname(s, sp)}.",
                ["carpet0", f"sp{sp}"])
    if t is CompleteQuest:
        q = D.QUEST[a.quest]
        if q in s.common:
            return ("Complete a common quest",
                    f"You are in the {_rname(s, here)}, and the cards under your quest token hold what "
                    f"“{_q(q)}” needs. Complete it as your action: press “Complete!” on it. A common quest "
                    "also gives you its +1 bonus token.", [])
        return ("Complete your quest",
                f"You are in the {_rname(s, here)} and “{_q(q)}” has what it needs. Complete it as your action: "
                "press “Complete!” on the quest. Only natural symbols count for quests — no wild pairs.", [])
    if t is Pay:
        if a.from_token:
            return ("Pay the quest", f"Pay with the {_k(a.card)} under your quest token: click it.",
                    _token_card(a.card))
        q = s.pend_kind
        zone = f"pq{s.pq[me].index(q)}" if q in s.pq[me] else f"common{s.common.index(q)}"
        return ("Pay the quest", f"Drag the {_k(a.card)} from your hand onto the quest to pay.",
                all_of(_hand(a.card), zone))
    if t is EndTurn:
        if first:
            return ("End your turn", "Nothing else to do this turn: press “End turn”.", [])
        return ("End your turn", "Press “End turn”.", [])
    if t is Done and s.phase == R.PH_END:
        if first:
            return ("Draw up to 5",
                    "At the end of your turn you may discard cards you don't want (drag them onto your discard "
                    "pile); then you draw back up to 5. When your draw pile runs out, your discard pile — with "
                    "the creatures you recruited — is shuffled into a new one. Press “Draw up to 5”.", [])
        return ("Draw up to 5", "Press “Draw up to 5”.", [])
    if t is Discard:
        return ("Discard", f"Drag the {_k(a.card)} onto your discard pile.", all_of(_hand(a.card), "disc"))
    return ("Your move", "Next: " + render(s.describe(a), LESSON_READER, LEARNER, order=True), [])


def _steps(plan: Plan) -> list[Step]:
    s = R.new_game(2, seed=plan.seed)
    steps: list[Step] = [
        Step("Welcome to Fantastiqa! You are an adventurer in a land of six regions. You subdue the creatures "
             "on the paths with cards from your hand — and they join your deck. With the right symbols you "
             "complete quests, worth cups (points). The first to reach the goal wins.", title="Welcome"),
        Step("The board is on the left: six round regions, each with a statue, joined by seven paths; a "
             "creature guards each path. Top right: two common quests anyone may complete, then your teacher's "
             "panel. At the bottom: your quests, your quest token, draw and discard piles, gems, carpets and "
             "score; your hand is below.", title="The table"),
        Step("A card in your hand gives the symbols at its top-left (sword, fire, water, broom, tooth, web, "
             "horn, club or wand — each has its own picture). A creature on the board shows in its pink band "
             "what subdues it. Hold a card down (or right-click it) to see it large.", title="Symbols"),
    ]
    said: set[str] = set()
    taught_teacher = False
    for seat, a, tag in plan.moves:
        if seat == TEACHER:
            if not taught_teacher and s.phase == R.PH_MAIN:
                taught_teacher = True
                text = ("Your teacher's turn. In this lesson the teacher only ends its turns, so the board stays "
                        "yours to explore. Watch the move log on the right.")
            else:
                text = render(s.describe(a), LESSON_READER)
            steps.append(Step(text, title="Your teacher moves", expect=a))
            s.apply(a)
            continue
        if s.phase == R.PH_MAIN and s.actions_left == 1 and "turn" not in said:
            said.add("turn")
            steps.append(Step("Your turn! You take ONE action — go adventuring, visit the statue where you stand, "
                              "or complete a quest — and any number of free actions before or after it: "
                              "prepare quests, fly on a carpet, use card abilities. The panel at the bottom "
                              "right always says what is left.", title="Your turn"))
        title, text, hl = _words(s, a, tag, said)
        steps.append(Step(text, title=title, expect=a, highlight=hl,
                          hint="Not quite — follow the note; the glowing pieces show where."))
        s.apply(a)
    steps.append(Step("That is the whole game! Play on against your teacher, who now plays for real at the easy "
                      "level. Tips: Hint (H) suggests a move; the rules are in the menu; hold a card down to see "
                      "it large.", title="Free play", until=lambda st: st.is_over()))
    return steps


REGION_CHOICE = 1


def best_plan() -> Plan:
    """The plan of the fixed deal; should it stop teaching everything (the engine's shuffling
    changed), the best plan of the next deals."""
    plan = make_plan(SEED, REGION_CHOICE)
    if not set(LESSONS) <= plan.taught:
        plan = find_plan(SEED + 1, tries=40)
    return plan


def tutorial() -> Tutorial:
    plan = best_plan()
    return Tutorial(
        game="fantastiqa", title="Learn Fantastiqa", seed=plan.seed, learner=LEARNER,
        seats=[Seat(NAMES[0], "human", None, "blue"), Seat(NAMES[1], "ai", "easy", "red")],
        steps=_steps(plan),
    )
