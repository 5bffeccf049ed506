"""The Guildhall tutorial: a guided first game on a fixed deal, you against an AI teacher.

The deal is fixed (``SEED``), so the whole scripted part is worked out here by
playing it through the rules engine: the learner's moves follow a small plan
(gather one profession, play cards with and without their level, discard and
draw, complete a chapter, buy a VP card and use its ability) and the teacher's
moves are quiet ones that never get in the way.  Every step expects exactly
one move; then the game goes on freely against the ``easy`` AI.
"""

from __future__ import annotations

from engine.saves import Seat
from engine.text import Reader, render
from engine.ui.tutorial import Step, Tutorial, all_of, hand_card

from . import data as D
from . import words as W
from . import rules as R
from .actions import (BuyVP, ChooseChapter, ChooseTier, Discard, DiscardAndDraw, Done, EndTurn, Place,
                      PlayCard, UseAbility)

SEED = 186
LEARNER, TEACHER = 0, 1
NAMES = ("You", "Teacher")
#: The lesson's words speak to the learner and of "the teacher".
READER = Reader(("you", "the teacher"), LEARNER)
#: VP cards whose ability is easy to see at once (bought in the lesson).
SIMPLE_VP = ("vp4_extra_action", "vp4_draw_five", "vp7_two_actions", "vp3_place_from_hand")
MAX_TURNS = 8


def _k(kind: int) -> str:
    return W.card_text(kind)


class Plan:
    """The scripted part: (seat, action, lesson tag) in order, and what it taught."""

    def __init__(self, seed: int, target: int):
        self.seed, self.target = seed, target
        self.moves: list[tuple[int, object, str]] = []
        self.taught: set[str] = set()
        self.ok = False


def _learner_choice(s: R.GuildhallState, plan: Plan) -> tuple[object, str]:
    """The learner's next move and its lesson tag."""
    P = plan.target
    me = LEARNER
    legal = s.legal_actions()
    ph = s.phase
    hand = s.hands[me]
    mask = s.guild[me]
    have = {k for k in range(P * 5, P * 5 + 5) if (mask >> k) & 1} | {k for k in s.area if D.KIND_PROF[k] == P}
    if s.laying:
        return Done(), "other"
    if s.limit:
        return legal[0], "other"
    if ph == R.OPEN_DISCARD:
        keep: set[int] = set()
        for k in sorted(set(hand)):
            if D.KIND_PROF[k] == P:
                keep.add(k)
        extra = [k for k in hand if D.KIND_PROF[k] != P]
        # keep one card of another profession to learn "no ability" with
        spare = extra[0] if extra else None
        for k in hand:
            if k in keep:
                keep.discard(k)  # a second copy goes
                continue
            if k == spare:
                spare = None
                continue
            if Discard(k) in legal:
                return Discard(k), "open-discard"
        return Done(), "open-draw"
    if ph == R.OPEN_PLACE:
        for k in sorted(set(hand)):
            if D.KIND_PROF[k] == P and Place(k) in legal:
                return Place(k), "open-place"
        return next(a for a in legal if isinstance(a, Place)), "open-place"
    if ph == R.MAIN:
        if s.completed[me] and "buy" not in plan.taught:
            for a in legal:
                if isinstance(a, BuyVP) and D.VP_IDS[a.card] in SIMPLE_VP:
                    return a, "buy"
        if "level" in plan.taught and "no-level" in plan.taught and "dd" not in plan.taught:
            return DiscardAndDraw(), "dd"
        wanted = [k for k in sorted(set(hand)) if D.KIND_PROF[k] == P and k not in have]
        for k in wanted:
            if PlayCard(k) in legal:
                return PlayCard(k), "play-level"
        for a in legal:
            if isinstance(a, PlayCard) and D.KIND_PROF[a.kind] != P:
                return a, "play-other"
        if DiscardAndDraw() in legal and s.actions > 0:
            return DiscardAndDraw(), "dd"
        return EndTurn(), "end"
    if ph == R.TIER:
        prof = D.KIND_PROF[s.card]
        tiers = [a for a in legal if isinstance(a, ChooseTier) and a.tier != D.NO_TIER]
        if prof == P and tiers:
            best = max(tiers, key=lambda a: (D.TIER_LEVEL.get(a.tier, 0), a.amount))
            return best, "tier-level"
        if prof == D.WEAVER:
            for a in tiers:
                if a.tier == "weaver_t0" and any(D.KIND_PROF[k] == P and k not in have for k in hand):
                    return a, "tier-weaver"
        return ChooseTier(D.NO_TIER), "tier-none"
    if ph == R.WEAVER_PLACE:
        for k in sorted(set(hand)):
            if D.KIND_PROF[k] == P and Place(k) in legal:
                return Place(k), "weaver-place"
        return legal[0], "other"
    if ph == R.DD:
        n = len(hand)
        junk = sorted(hand, key=lambda k: (D.KIND_PROF[k] == P and k not in have, k))
        if n > D.MUST_DISCARD_DOWN_TO or (junk and "dd-discard" not in plan.taught
                                          and not (D.KIND_PROF[junk[0]] == P and junk[0] not in have)):
            plan.taught.add("dd-discard")
            return Discard(junk[0]), "dd-discard"
        return Done(), "dd-draw"
    if ph == R.BUY_ABILITY:
        return (UseAbility(True), "use") if UseAbility(True) in legal else (UseAbility(False), "other")
    if ph == R.PLACE_ANY:
        for k in sorted(set(hand)):
            if Place(k) in legal and D.KIND_PROF[k] == P:
                return Place(k), "other"
        return Done(), "other"
    return legal[0], "other"


def _teacher_choice(s: R.GuildhallState) -> object:
    """Quiet moves: keep every card, play cards without their ability, or discard and draw."""
    legal = s.legal_actions()
    ph = s.phase
    if s.laying:
        return Done()
    if s.limit:
        return legal[0]
    if ph == R.OPEN_DISCARD:
        return Done()
    if ph == R.OPEN_PLACE:
        return next(a for a in legal if isinstance(a, Place))
    if ph == R.MAIN:
        plays = [a for a in legal if isinstance(a, PlayCard)]
        if plays:
            return plays[0]
        return EndTurn()
    if ph == R.TIER:
        return ChooseTier(D.NO_TIER)
    return legal[0]


def make_plan(seed: int, target: int) -> Plan:
    plan = Plan(seed, target)
    s = R.new_game(2, seed=seed)
    turns = 0
    while not s.is_over() and turns < MAX_TURNS:
        seat = s.to_move
        if seat == LEARNER:
            a, tag = _learner_choice(s, plan)
        else:
            a, tag = _teacher_choice(s), "teacher"
        was_turn = s.turn
        before_done = len(s.completed[LEARNER])
        s.apply(a)
        if tag == "tier-level":
            plan.taught.add("level")
        elif tag == "tier-none":
            plan.taught.add("no-level")
        elif tag == "dd-draw":
            plan.taught.add("dd")
        elif tag == "use":
            plan.taught.add("buy")
        plan.moves.append((seat, a, tag))
        if len(s.completed[LEARNER]) > before_done:
            plan.taught.add("complete")
        if s.turn != was_turn:
            turns += 1
        if {"level", "no-level", "dd", "complete", "buy"} <= plan.taught and s.to_move == LEARNER \
                and s.phase == R.MAIN and s.actions == D.ACTIONS_PER_TURN:
            plan.ok = True
            break
    plan.state = s
    return plan


def find_plan(seed: int = SEED) -> Plan:
    best = None
    for target in range(D.NUM_PROFESSIONS):
        p = make_plan(seed, target)
        if p.ok and (best is None or len(p.moves) < len(best.moves)):
            best = p
    if best is None:
        raise ValueError(f"no tutorial plan for seed {seed}")
    return best


# -- the words -------------------------------------------------------------------------
def _steps(plan: Plan) -> list[Step]:
    s = R.new_game(2, seed=plan.seed)
    P = plan.target
    pname = W.profession_text(P)
    steps: list[Step] = [
        Step("Welcome to Guildhall! You collect professions: Assassins, Dancers, Farmers, Historians, "
             "Traders and Weavers, each in five colours. Five different colours of one profession make a "
             "complete chapter, and complete chapters buy victory-point (VP) cards. The first to end their "
             "turn with 20 VP wins.", title="Welcome"),
        Step("Your hand is fanned at the bottom, your guildhall (six columns, one per profession, one slot "
             "per colour) is above it. Your teacher's guildhall is at the top; the market of VP cards, the "
             "deck and the discard pile are in the middle. Each colour also has its own symbol.",
             title="The table"),
    ]
    said: set[str] = set()
    turn_seen = None
    i = 0
    moves = plan.moves
    while i < len(moves):
        seat, a, tag = moves[i]
        if seat == TEACHER:
            if "teacher-intro" not in said and s.phase in (R.OPEN_DISCARD, R.OPEN_PLACE):
                said.add("teacher-intro")
                text = "Your teacher does the opening too: keeps all 9 cards and places 3 in their guildhall."
            elif "teacher-turn" not in said and s.phase == R.MAIN:
                said.add("teacher-turn")
                text = ("Your teacher's turn. Watch the cards travel: what was played sits in the teacher's "
                        "action area until the turn ends.")
            else:
                text = "Teacher: " + render(s.describe(a), READER)
            steps.append(Step(text, title="Your teacher moves", expect=a))
            s.apply(a)
            i += 1
            continue
        # the learner's move
        if s.phase == R.MAIN and s.actions == D.ACTIONS_PER_TURN and turn_seen != s.turn:
            turn_seen = s.turn
            if "turn" not in said:
                said.add("turn")
                steps.append(Step("Your turn: you have 2 actions. An action is one of: play a card, discard & "
                                  "draw, or buy a VP card. When both are spent, the turn ends by itself.",
                                  title="Your turn"))
            else:
                done = len(s.completed[LEARNER])
                extra = (" Your guildhall now holds a complete chapter: see it face down under Completed "
                         "chapters." if done and "done-seen" not in said else "")
                if extra:
                    said.add("done-seen")
                steps.append(Step("Your turn again, with 2 new actions." + extra, title="Your turn"))
        nxt = moves[i + 1][1] if i + 1 < len(moves) else None
        text, title, hl = _words(s, a, tag, said, P, pname, nxt)
        steps.append(Step(text, title=title, expect=a, highlight=hl,
                          hint="Not quite — follow the note; the glowing pieces show where."))
        was_turn = s.turn
        s.apply(a)
        if s.turn != was_turn and s.to_move == TEACHER and "end-move" not in said:
            said.add("end-move")
            steps.append(Step("Your actions are spent, so your turn ended: the cards in your action area "
                              "moved into your guildhall, each into its profession's column. That is how "
                              "chapters grow — a played card counts for the next one.",
                              title="End of the turn"))
        i += 1
    steps.append(Step("That is the whole game! Play on against your teacher (now playing for real, at the "
                      "easy level). Tips: hold a card down to see it large; Hint (H) suggests a move; the "
                      "rules are in the menu.", title="Free play", until=lambda st: st.is_over()))
    return steps


def _done_pieces(table):
    return [p.id for p in table.pieces if getattr(p.data, "zone", "") == "done"]


def _market(card):
    def ids(table):
        return [f"vp{i}" for i, v in enumerate(table.view.center) if v == card][:1]
    return ids


def _words(s, a, tag, said, P, pname, nxt=None):
    """Text, title and highlight of one learner step."""
    t = type(a)
    if t is Discard and s.phase == R.OPEN_DISCARD:
        if "open-discard" not in said:
            said.add("open-discard")
            return (f"The opening, part 1: you may throw away any cards you don't want and draw new ones. "
                    f"We will collect {pname}s, so drag the {_k(a.kind)} onto the discard pile (or click it, "
                    f"then the pile).", "Opening", all_of(hand_card(a.kind), "discard"))
        return (f"Discard the {_k(a.kind)} too.", "Opening", all_of(hand_card(a.kind), "discard"))
    if t is Done and s.phase == R.OPEN_DISCARD:
        return ("Now press “Draw back to 9” on your action area (or button 1 on the right) to refill your hand.",
                "Opening", [])
    if t is Place and s.phase == R.OPEN_PLACE:
        if "open-place" not in said:
            said.add("open-place")
            return (f"The opening, part 2: put 3 cards into your guildhall — no two identical. Drag the "
                    f"{_k(a.kind)} into your guildhall; it goes to the {pname} column.", "Opening",
                    all_of(hand_card(a.kind), "guild"))
        return (f"And the {_k(a.kind)}.", "Opening", all_of(hand_card(a.kind), "guild"))
    if t is PlayCard:
        lv = R.level(s.guild[LEARNER], D.KIND_PROF[a.kind])
        prof = W.profession_text(D.KIND_PROF[a.kind])
        if tag == "play-level" and "play-level" not in said:
            said.add("play-level")
            return (f"Play a card: drag the {_k(a.kind)} to your action area. A card's level is how many cards "
                    f"of its profession are already in your guildhall — your {prof}s are at level {lv}. "
                    "(You can't play a card identical to one in your guildhall, nor two of one profession in "
                    "a turn.)", "Playing a card", all_of(hand_card(a.kind), "area"))
        if tag == "play-other" and "play-other" not in said:
            said.add("play-other")
            return (f"Now drag the {_k(a.kind)} to your action area. You have no other {prof}s yet.",
                    "Playing a card", all_of(hand_card(a.kind), "area"))
        return (f"Play the {_k(a.kind)}: drag it to your action area.", "Playing a card",
                all_of(hand_card(a.kind), "area"))
    if t is ChooseTier:
        if a.tier == D.NO_TIER:
            if "tier-none" not in said:
                said.add("tier-none")
                return ("You may always play a card without its ability: click “No ability” on the card. The "
                        "card still joins your guildhall at the end of the turn.", "Without its level", [])
            return ("Click “No ability” this time.", "Without its level", [])
        words = render(W.tier_choice(a.tier, a.amount, s.seed_values))  # as the choice reads on the card
        if "tier-level" not in said:
            said.add("tier-level")
            return (f"The card offers the abilities your level allows — only those you can carry out in full. "
                    f"Click “{words}”.", "Using its level", [])
        return (f"Click “{words}”.", "Using its level", [])
    if t is Place and s.phase == R.WEAVER_PLACE:
        return (f"Drag the {_k(a.kind)} from your hand into your guildhall.", "The Weaver",
                all_of(hand_card(a.kind), "guild"))
    if t is DiscardAndDraw:
        if isinstance(nxt, Discard):
            return (f"Another kind of action: discard & draw. Drag the {_k(nxt.kind)} onto the discard pile. "
                    "With 6 or more cards in hand you must get down to 5; then you draw back up to 6.",
                    "Discard & draw", all_of(hand_card(nxt.kind), "discard"))
        return ("Another kind of action: discard & draw. Press “Discard & draw…” on your action area.",
                "Discard & draw", [])
    if t is Discard and s.phase == R.DD:
        return (f"Discard the {_k(a.kind)}: drag it onto the discard pile.", "Discard & draw",
                all_of(hand_card(a.kind), "discard"))
    if t is Done and s.phase == R.DD:
        return ("Press “Draw back to 6” to refill your hand.", "Discard & draw", [])
    if t is BuyVP:
        vid = D.VP_IDS[a.card]
        return (f"You have a completed chapter to spend. Drag it onto the {D.VP_POINTS[a.card]}-VP card in the "
                f"market ({W.vp_ability_text(D.VP_INDEX[vid])}) to buy it.", "Buying a VP card",
                all_of(_done_pieces, _market(a.card)))
    if t is ChooseChapter:
        return ("Click the completed chapter to spend.", "Buying a VP card", _done_pieces)
    if t is Done and s.laying:
        return ("The spent chapter goes onto the discard pile, in the order you choose: a Historian "
                "can take its top card, so you could click the card to put on top. This time click "
                "“Lay in colour order”.", "Buying a VP card", [])
    if t is UseAbility:
        return ("The card's one-time ability is offered right away: click “Use” (declining would lose it).",
                "Buying a VP card", [])
    if t is EndTurn:
        return ("Nothing useful is left, so click “End turn”.", "End of the turn", [])
    return ("Next: " + render(s.describe(a), READER, LEARNER, order=True), "Your move", [])


def tutorial() -> Tutorial:
    plan = find_plan(SEED)
    return Tutorial(
        game="guildhall", title="Learn Guildhall", seed=SEED, learner=LEARNER,
        seats=[Seat(NAMES[0], "human", None, "blue"), Seat(NAMES[1], "ai", "easy", "red")],
        steps=_steps(plan),
    )
