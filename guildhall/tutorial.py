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
from engine.text import Message, Reader, render
from engine.tutorial import Step, Tutorial, all_of, hand_card

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
def _t(key: str, **params) -> str:
    """A line of the lesson (``guildhall.tutorial.<key>``), spoken to the learner."""
    return render(Message(f"guildhall.tutorial.{key}", **params), READER, LEARNER)


def _title(key: str) -> str:
    return _t(f"{key}.title")


def _button(key: str, **params) -> str:
    """A button's words, as the table draws them (the lesson quotes them)."""
    return render(W.ui(key, **params), READER)


def _steps(plan: Plan) -> list[Step]:
    s = R.new_game(2, seed=plan.seed)
    P = plan.target
    steps: list[Step] = [
        Step(_t("welcome", target=D.TARGET_VP), title=_title("welcome")),
        Step(_t("table"), title=_title("table")),
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
                text = _t("teacher_opening", hand=D.OPENING_HAND, place=D.OPENING_PLACE)
            elif "teacher-turn" not in said and s.phase == R.MAIN:
                said.add("teacher-turn")
                text = _t("teacher_turn")
            else:
                text = _t("teacher_move", move=s.describe(a))
            steps.append(Step(text, title=_title("teacher"), expect=a))
            s.apply(a)
            i += 1
            continue
        # the learner's move
        if s.phase == R.MAIN and s.actions == D.ACTIONS_PER_TURN and turn_seen != s.turn:
            turn_seen = s.turn
            if "turn" not in said:
                said.add("turn")
                steps.append(Step(_t("turn", n=D.ACTIONS_PER_TURN), title=_title("turn")))
            else:
                done = bool(s.completed[LEARNER]) and "done-seen" not in said
                if done:
                    said.add("done-seen")
                steps.append(Step(_t("turn_again", n=D.ACTIONS_PER_TURN, done=done), title=_title("turn")))
        nxt = moves[i + 1][1] if i + 1 < len(moves) else None
        text, title, hl = _words(s, a, tag, said, P, nxt)
        steps.append(Step(text, title=title, expect=a, highlight=hl, hint=_t("hint")))
        was_turn = s.turn
        s.apply(a)
        if s.turn != was_turn and s.to_move == TEACHER and "end-move" not in said:
            said.add("end-move")
            steps.append(Step(_t("turn_ended"), title=_title("end")))
        i += 1
    steps.append(Step(_t("free"), title=_title("free"), until=lambda st: st.is_over()))
    return steps


def _done_pieces(table):
    return [p.id for p in table.pieces if getattr(p.data, "zone", "") == "done"]


def _market(card):
    def ids(table):
        return [f"vp{i}" for i, v in enumerate(table.view.center) if v == card][:1]
    return ids


def _words(s, a, tag, said, P, nxt=None):
    """Text, title and highlight of one learner step."""
    t = type(a)
    card = W.THE_CARD[a.kind] if hasattr(a, "kind") else None
    if t is Discard and s.phase == R.OPEN_DISCARD:
        if "open-discard" not in said:
            said.add("open-discard")
            return (_t("open_discard", profession=W.PROFESSION[P], card=card), _title("opening"),
                    all_of(hand_card(a.kind), "discard"))
        return (_t("open_discard_more", card=card), _title("opening"), all_of(hand_card(a.kind), "discard"))
    if t is Done and s.phase == R.OPEN_DISCARD:
        return (_t("open_draw", button=_button("draw_back", n=D.OPENING_HAND)), _title("opening"), [])
    if t is Place and s.phase == R.OPEN_PLACE:
        if "open-place" not in said:
            said.add("open-place")
            return (_t("open_place", n=D.OPENING_PLACE, card=card, profession=W.PROFESSION[P]),
                    _title("opening"), all_of(hand_card(a.kind), "guild"))
        return (_t("open_place_more", card=card), _title("opening"), all_of(hand_card(a.kind), "guild"))
    if t is PlayCard:
        prof = D.KIND_PROF[a.kind]
        where = all_of(hand_card(a.kind), "area")
        if tag == "play-level" and "play-level" not in said:
            said.add("play-level")
            return (_t("play_level", card=card, profession=W.PROFESSION[prof],
                       level=R.level(s.guild[LEARNER], prof)), _title("play"), where)
        if tag == "play-other" and "play-other" not in said:
            said.add("play-other")
            return (_t("play_other", card=card, profession=W.PROFESSION[prof]), _title("play"), where)
        return (_t("play", card=card), _title("play"), where)
    if t is ChooseTier:
        if a.tier == D.NO_TIER:
            button = render(W.tier_choice(D.NO_TIER), READER)
            if "tier-none" not in said:
                said.add("tier-none")
                return (_t("no_ability", button=button), _title("no_level"), [])
            return (_t("no_ability_again", button=button), _title("no_level"), [])
        button = render(W.tier_choice(a.tier, a.amount, s.seed_values), READER)  # as the choice reads
        if "tier-level" not in said:
            said.add("tier-level")
            return (_t("use_level", button=button), _title("level"), [])
        return (_t("use_level_again", button=button), _title("level"), [])
    if t is Place and s.phase == R.WEAVER_PLACE:
        return (_t("weaver_place", card=card), _title("weaver"), all_of(hand_card(a.kind), "guild"))
    if t is DiscardAndDraw:
        if isinstance(nxt, Discard):
            return (_t("dd_drag", card=W.THE_CARD[nxt.kind], over=D.MUST_DISCARD_DOWN_TO + 1,
                       down=D.MUST_DISCARD_DOWN_TO, refill=D.REFILL_HAND_TO),
                    _title("dd"), all_of(hand_card(nxt.kind), "discard"))
        return (_t("dd_press", button=_button("discard_and_draw")), _title("dd"), [])
    if t is Discard and s.phase == R.DD:
        return (_t("dd_discard", card=card), _title("dd"), all_of(hand_card(a.kind), "discard"))
    if t is Done and s.phase == R.DD:
        return (_t("dd_draw", button=_button("draw_back", n=D.REFILL_HAND_TO)), _title("dd"), [])
    if t is BuyVP:
        return (_t("buy", vp=W.VP_CARD[a.card], ability=W.VP_ABILITY[a.card]), _title("buy"),
                all_of(_done_pieces, _market(a.card)))
    if t is ChooseChapter:
        return (_t("spend"), _title("buy"), _done_pieces)
    if t is Done and s.laying:
        return (_t("lay", button=_button("lay_in_order")), _title("buy"), [])
    if t is UseAbility:
        return (_t("use"), _title("buy"), [])
    if t is EndTurn:
        return (_t("end_turn", button=_button("end_turn")), _title("end"), [])
    return (_t("next", move=render(s.describe(a), READER, LEARNER, order=True)), _title("next"), [])


def tutorial() -> Tutorial:
    plan = find_plan(SEED)
    return Tutorial(
        game="guildhall", title=render(Message("guildhall.tutorial.title")), seed=SEED, learner=LEARNER,
        seats=[Seat(NAMES[0], "human", None, "blue"), Seat(NAMES[1], "ai", "easy", "red")],
        steps=_steps(plan),
    )
