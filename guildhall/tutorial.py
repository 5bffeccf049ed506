"""The Guildhall tutorial: a guided first game on a fixed deal, you against an AI teacher.

The deal is fixed (``SEED``, ``TARGET``), so the whole scripted part is worked out here by
playing it through the rules engine.  The learner's moves follow a plan of lessons: the
opening, every profession's ability used once, discard & draw, then chapters completed until
a fourth meets the limit of three and one is discarded by hand, and only then a VP card
bought with a chapter and its ability used.  The teacher plays real moves that get in the learner's
way: its Trader takes a card the learner collects and its Assassin discards another.  The
notes are written from the position at the moment each is shown, so they name the cards,
buttons and panels the table draws; after each of the teacher's moves on the learner's
guildhall a note says what happened, as the log does.  Then the game goes on freely
against the ``easy`` AI until someone ends a turn with 20 VP.
"""

from __future__ import annotations

from engine.phrases import written
from engine.saves import Seat
from engine.text import Message, Reader, Seat as SeatRef, render
from engine.tutorial import Step, Tutorial, all_of, hand_card

from . import data as D
from . import words as W
from . import rules as R
from .actions import (BuyVP, ChooseCard, ChooseChapter, ChooseTier, Discard, DiscardAndDraw, Done, EndTurn, Place,
                      PlayCard, UseAbility)

#: The deal and the profession the learner keeps in the opening; found by ``find_plan`` over
#: seeds (the shortest plan that practises every lesson, the limit of chapters included).
SEED, TARGET = 5783, 0
LEARNER, TEACHER = 0, 1
#: VP cards whose ability shows at once (the one the lesson buys).
SIMPLE_VP = ("vp4_extra_action", "vp4_draw_five", "vp7_two_actions", "vp3_place_from_hand")
#: The teacher's moves that reach into the learner's guildhall.
TEACHER_ATTACKS = ("assassin", "trader")
MAX_TURNS = 40
#: What the scripted part must have practised before free play.
LESSONS = frozenset({f"ability-{p}" for p in D.PROFESSIONS} | {"dd", "complete", "limit", "buy"}
                    | {f"teacher-{p}" for p in TEACHER_ATTACKS})


class Plan:
    """The scripted part: (seat, action, lesson tag) in order, and what it taught."""

    def __init__(self, seed: int, target: int):
        self.seed, self.target = seed, target
        self.moves: list[tuple[int, object, str]] = []
        self.taught: set[str] = set()
        self.ok = False


# -- the learner's and the teacher's choices ------------------------------------------------------
def _collecting(s: R.GuildhallState, P: int) -> set[int]:
    """The kinds of profession ``P`` the learner has in the guildhall or the action area."""
    return {k for k in range(P * 5, P * 5 + 5) if (s.guild[LEARNER] >> k) & 1} | \
           {k for k in s.area if D.KIND_PROF[k] == P}


def _has_ability(s: R.GuildhallState, action) -> bool:
    trial = s.clone()
    trial.apply(action)
    return trial.phase == R.TIER and any(a.tier != D.NO_TIER for a in trial.legal_actions())


def _level(s: R.GuildhallState, kind: int) -> int:
    """The learner's level in ``kind``'s profession: the higher, the nearer its chapter is to done."""
    return R.level(s.guild[LEARNER], D.KIND_PROF[kind])


def _learner_main(s: R.GuildhallState, plan: Plan):
    """Every ability practised once, then chapters completed (the fullest first) until the
    learner holds one too many and meets the limit; only then is one spent on a VP card."""
    taught, legal, hand = plan.taught, s.legal_actions(), s.hands[LEARNER]
    if "limit" in taught and s.completed[LEARNER] and "buy" not in taught:
        for a in legal:
            if isinstance(a, BuyVP) and D.VP_IDS[a.card] in SIMPLE_VP:
                return a, "buy"
    plays = [a for a in legal if isinstance(a, PlayCard)]
    fresh = [a for a in plays if f"ability-{D.PROFESSIONS[D.KIND_PROF[a.kind]]}" not in taught
             and _has_ability(s, a)]
    if fresh:
        return max(fresh, key=lambda a: (_level(s, a.kind), -a.kind)), "play-other"
    if plays:
        return max(plays, key=lambda a: (_level(s, a.kind), -a.kind)), "play-level"
    if ("dd" not in taught or s.actions == D.ACTIONS_PER_TURN) and hand:
        return DiscardAndDraw(), "dd"
    return EndTurn(), "end"


def _learner_choice(s: R.GuildhallState, plan: Plan):
    """The learner's next move and its lesson tag."""
    P, legal, ph, hand = plan.target, s.legal_actions(), s.phase, s.hands[LEARNER]
    mine = lambda k: D.KIND_PROF[k] == P                                    # noqa: E731
    if s.laying:
        return Done(), "lay"
    if s.limit:
        return legal[0], "limit"
    if ph == R.OPEN_DISCARD:
        # keep one card of each profession (to practise its ability) and every P card once
        kept: set[int] = set()
        for k in hand:
            prof = D.KIND_PROF[k]
            if (mine(k) and k not in kept) or not any(D.KIND_PROF[j] == prof for j in kept):
                kept.add(k)
                continue
            return Discard(k), "open-discard"
        return Done(), "open-draw"
    if ph == R.OPEN_PLACE:
        for k in sorted(set(hand)):
            if mine(k) and Place(k) in legal:
                return Place(k), "open-place"
        return next(a for a in legal if isinstance(a, Place)), "open-place"
    if ph == R.MAIN:
        return _learner_main(s, plan)
    if ph == R.TIER:
        tiers = [a for a in legal if a.tier != D.NO_TIER]
        if not tiers:
            return ChooseTier(D.NO_TIER), "tier-none"
        prof = D.PROFESSIONS[D.KIND_PROF[s.card]]
        if prof in TEACHER_ATTACKS:         # one card each way is enough
            return tiers[0], "tier"
        return max(tiers, key=lambda a: (D.TIER_LEVEL.get(a.tier, 0), a.amount)), "tier"
    if ph in (R.WEAVER_PLACE, R.PLACE_ANY, R.HISTORIAN_PICK):
        picks = [a for a in legal if not isinstance(a, Done)]
        if ph == R.PLACE_ANY and picks and plan.moves[-1][2] == "place":
            return Done(), "place-done"     # one card is enough to see the ability at work
        if picks:
            return max(picks, key=lambda a: (_level(s, a.kind), -a.kind)), "place"
        return legal[0], "place-done"
    if ph == R.ASSASSIN_PICK:
        return legal[-1], "assassin-pick"
    if ph == R.GIVE:     # a card the teacher lacks, so the swap can bring a different one back
        theirs = set(s.guild_kinds(TEACHER))
        return min(legal, key=lambda a: (a.kind in theirs, _level(s, a.kind), a.kind)), "give"
    if ph == R.TAKE:
        return max(legal, key=lambda a: (_level(s, a.kind), -a.kind)), "take"
    if ph == R.DD:
        if len(hand) > D.MUST_DISCARD_DOWN_TO or "dd-discard" not in plan.taught:
            plan.taught.add("dd-discard")
            return Discard(min(hand, key=lambda k: (_level(s, k), k))), "dd-discard"
        return Done(), "dd-draw"
    if ph == R.BUY_ABILITY:
        return (UseAbility(True), "use") if UseAbility(True) in legal else (UseAbility(False), "decline")
    return legal[0], "other"


def _teacher_choice(s: R.GuildhallState, plan: Plan):
    """Real moves that get in the learner's way once each (a Trader takes, an Assassin discards
    a card the learner collects); otherwise quiet ones: cards played without their ability."""
    P, taught, legal, ph = plan.target, plan.taught, s.legal_actions(), s.phase
    if s.laying:
        return Done()
    if s.limit or ph in (R.OPEN_PLACE, R.OPPONENT):
        return next(a for a in legal if not isinstance(a, Done))
    if ph == R.OPEN_DISCARD:
        return Done()
    if ph == R.MAIN:
        for a in legal:
            if isinstance(a, PlayCard):
                prof = D.PROFESSIONS[D.KIND_PROF[a.kind]]
                if prof in TEACHER_ATTACKS and f"teacher-{prof}" not in taught:
                    trial = s.clone()
                    trial.apply(a)
                    if ChooseTier(f"{prof}_t0") in trial.legal_actions():
                        return a
        plays = [a for a in legal if isinstance(a, PlayCard)
                 and D.PROFESSIONS[D.KIND_PROF[a.kind]] not in TEACHER_ATTACKS]
        return plays[0] if plays else EndTurn()
    if ph == R.TIER:
        prof = D.PROFESSIONS[D.KIND_PROF[s.card]]
        tier = ChooseTier(f"{prof}_t0")
        if prof in TEACHER_ATTACKS and f"teacher-{prof}" not in taught and tier in legal:
            taught.add(f"teacher-{prof}")
            return tier
        return ChooseTier(D.NO_TIER)
    if ph in (R.ASSASSIN_PICK, R.TAKE):     # what the learner collects
        return next((a for a in legal if D.KIND_PROF[a.kind] == P), legal[0])
    if ph == R.GIVE:                        # something the learner does not collect
        return next((a for a in legal if D.KIND_PROF[a.kind] != P), legal[0])
    return legal[0]


def make_plan(seed: int, target: int) -> Plan:
    plan = Plan(seed, target)
    s = R.new_game(2, seed=seed)
    while not s.is_over() and s.turn < MAX_TURNS:
        seat = s.to_move
        if seat == LEARNER:
            a, tag = _learner_choice(s, plan)
            if s.phase == R.TIER and a.tier != D.NO_TIER:
                plan.taught.add(f"ability-{D.PROFESSIONS[D.KIND_PROF[s.card]]}")
        else:
            a, tag = _teacher_choice(s, plan), "teacher"
        if tag == "use":
            plan.taught.add("buy")
        if tag == "limit":
            plan.taught.add("limit")
        before, was = len(s.completed[LEARNER]), s.phase
        s.apply(a)
        if seat == LEARNER and was == R.DD and s.phase != R.DD:
            plan.taught.add("dd")
        plan.moves.append((seat, a, tag))
        if len(s.completed[LEARNER]) > before:
            plan.taught.add("complete")
        if LESSONS <= plan.taught and s.to_move == LEARNER and s.phase == R.MAIN \
                and s.actions == D.ACTIONS_PER_TURN:
            plan.ok = True
            break
    plan.state = s
    return plan


def find_plan(seeds=range(1), targets=range(D.NUM_PROFESSIONS)) -> Plan:
    """The shortest plan that practises every lesson, over the seeds and targets given (the
    tutorial uses the one found, ``SEED`` and ``TARGET``)."""
    best = None
    for seed in seeds:
        if R.new_game(2, seed=seed).first != LEARNER:
            continue
        for target in targets:
            p = make_plan(seed, target)
            if p.ok and (best is None or len(p.moves) < len(best.moves)):
                best = p
    if best is None:
        raise ValueError(f"no tutorial plan among seeds {seeds}")
    return best


# -- the words -------------------------------------------------------------------------
def reader() -> Reader:
    """The lesson's words speak to the learner and of the teacher, in the display language
    (asked each time a tutorial opens, never at import)."""
    return Reader((written("engine.tutorial.reader_you"), written("engine.tutorial.teacher")), LEARNER)


def _in_hand(kind: int):
    return hand_card(kind)


def _guild_card(seat: int, kind: int) -> str:
    return f"g{seat}-{kind}"


def _done_piece(prof: int):
    """A step's highlight: the learner's completed chapter of ``prof``."""
    def ids(table):
        return [p.id for p in table.pieces if getattr(p.data, "zone", "") == "done"
                and p.data.seat == LEARNER and p.data.prof == prof][:1]
    return ids


def _market(card):
    def ids(table):
        return [p.id for p in table.pieces if getattr(p.data, "zone", "") == "market"
                and getattr(p.data, "vp", -1) == card][:1]
    return ids


class _Script:
    """Builds the steps while replaying the plan on a copy of the game, so every note is written
    from the position the learner sees when it is shown."""

    def __init__(self, plan: Plan, reader: Reader):
        self.plan, self.P, self.reader = plan, plan.target, reader
        self.s = R.new_game(2, seed=plan.seed)
        self.steps: list[Step] = []
        self.said: set[str] = set()
        self.turn_seen = -1
        self.tags: list[str] = []       # the lesson tags of the learner's moves written so far

    def once(self, key: str) -> bool:
        """True the first time ``key`` is asked about."""
        if key in self.said:
            return False
        self.said.add(key)
        return True

    def t(self, key: str, **params) -> str:
        """A line of the lesson (``guildhall.tutorial.<key>``), spoken to the learner."""
        return render(Message(f"guildhall.tutorial.{key}", **params), self.reader, LEARNER)

    def title(self, key: str) -> str:
        return self.t(f"{key}.title")

    def drawn(self, key: str, **params) -> str:
        """A button's or a panel's words, as the table draws them at the learner's screen."""
        return render(W.ui(key, **params), self.reader, LEARNER)

    def cards(self, kinds) -> str:
        return render(Message("guildhall.tutorial.cards", cards=W.the_cards(kinds)), self.reader, LEARNER,
                      capital=False)

    def note(self, key: str, title: str, **params) -> None:
        self.steps.append(Step(self.t(key, **params), title=self.title(title)))

    def build(self) -> list[Step]:
        self.note("welcome", "welcome", target=D.TARGET_VP)
        self.note("table", "table")
        moves = self.plan.moves
        for i, (seat, a, tag) in enumerate(moves):
            nxt = moves[i + 1][1] if i + 1 < len(moves) else None
            if seat == TEACHER:
                self.teacher(a)
            else:
                self.learner(a, tag, nxt)
        self.steps.append(Step(self.t("free", target=D.TARGET_VP, keep=D.MAX_COMPLETED_CHAPTERS),
                               title=self.title("free"), until=lambda st: st.is_over()))
        return self.steps

    # the teacher's moves: a plain note while it plays, then what it did to you, as the log says
    def teacher(self, a) -> None:
        s = self.s
        if s.phase in (R.OPEN_DISCARD, R.OPEN_PLACE):
            text = self.t("teacher_opening" if self.once("teacher-opening") else "teacher_moves")
        else:
            text = self.t("teacher_turn" if self.once("teacher-turn") else "teacher_moves")
        # its note speaks of the teacher's guildhall and the move log: it lies clear of both
        self.steps.append(Step(text, title=self.title("teacher"), expect=a, subject=[f"opp{TEACHER}", "panel:log"]))
        mine_before = s.guild[LEARNER]
        effect = s.effect
        s.apply(a)
        if s.effect == "" and effect in ("assassin_t0", "assassin_t2", "assassin_t4") and \
                s.guild[LEARNER] != mine_before:
            lost = D.kinds_in(mine_before & ~s.guild[LEARNER])
            self.note("teacher_assassin", "teacher_rival", cards=self.cards(lost))
        elif s.effect == "" and effect.startswith("trader") and s.guild[LEARNER] != mine_before:
            lost = D.kinds_in(mine_before & ~s.guild[LEARNER])
            got = D.kinds_in(s.guild[LEARNER] & ~mine_before)
            self.note("teacher_trader", "teacher_rival", taken=self.cards(lost), given=self.cards(got))

    # the learner's moves: a note that asks for exactly that move
    def learner(self, a, tag, nxt) -> None:
        s = self.s
        if s.phase == R.MAIN and s.actions == D.ACTIONS_PER_TURN and self.turn_seen != s.turn:
            self.turn_seen = s.turn
            if self.once("turn"):
                self.note("turn", "turn", n=D.ACTIONS_PER_TURN)
            else:
                self.note("turn_again", "turn", n=D.ACTIONS_PER_TURN, vp=s.vp(LEARNER))
        text, title, hl = self.words(a, tag, nxt)
        self.tags.append(tag)
        self.steps.append(Step(text, title=title, expect=a, highlight=hl, hint=self.t("hint")))
        done_before, was_turn = len(s.completed[LEARNER]), s.turn
        s.apply(a)
        if len(s.completed[LEARNER]) > done_before and self.once("complete"):
            prof = s.completed[LEARNER][-1]
            self.note("complete", "complete", profession=W.PROFESSION[prof],
                      panel=self.drawn("completed", n=len(s.completed[LEARNER]), keep=D.MAX_COMPLETED_CHAPTERS),
                      keep=D.MAX_COMPLETED_CHAPTERS)
        if s.turn != was_turn and self.once("turn-ended"):
            self.note("turn_ended", "end")

    def words(self, a, tag, nxt):
        """Text, title and highlight of one learner step."""
        s, P, t = self.s, self.P, type(a)
        card = W.THE_CARD[a.kind] if hasattr(a, "kind") else None
        if t is Discard and s.phase == R.OPEN_DISCARD:
            where = all_of(_in_hand(a.kind), "discard")
            if self.once("open-discard"):
                return (self.t("open_discard", profession=W.PROFESSION[P], card=card), self.title("opening"), where)
            return self.t("open_discard_more", card=card), self.title("opening"), where
        if t is Done and s.phase == R.OPEN_DISCARD:
            return (self.t("open_draw", button=self.drawn("draw_back", n=D.OPENING_HAND),
                       panel=self.drawn("opening", who=SeatRef(LEARNER)), n=D.OPENING_HAND),
                    self.title("opening"), [])
        if t is Place and s.phase == R.OPEN_PLACE:
            where = all_of(_in_hand(a.kind), "guild")
            if self.once("open-place"):
                return (self.t("open_place", n=D.OPENING_PLACE, card=card, profession=W.PROFESSION[P]),
                        self.title("opening"), where)
            return self.t("open_place_more", card=card), self.title("opening"), where
        if t is PlayCard:
            prof = D.KIND_PROF[a.kind]
            where = all_of(_in_hand(a.kind), "area")
            if self.once(f"play-{prof}"):
                return (self.t("play_first", card=card, profession=W.PROFESSION[prof],
                           level=R.level(s.guild[LEARNER], prof), about=self.t(f"about.{D.PROFESSIONS[prof]}"),
                           first=self.once("play")),
                        self.title("play"), where)
            return self.t("play", card=card), self.title("play"), where
        if t is ChooseTier:
            button = render(W.tier_choice(a.tier, a.amount, s.seed_values), self.reader)  # as the choice reads
            if a.tier == D.NO_TIER:
                return self.t("no_ability", button=button), self.title("no_level"), []
            extra = ""
            if a.tier == "historian_t0":
                extra = self.t("historian_top", card=W.THE_CARD[s.discard[-1]])
            elif a.tier == "dancer_draw":
                extra = self.t("dancer_action", n=a.amount)
            key = "use_level_first" if self.once("tier") else "use_level"
            return (self.t(key, button=button, extra=extra, none=render(W.tier_choice(D.NO_TIER), self.reader)),
                    self.title("level"), [])
        if t is ChooseCard and s.phase == R.ASSASSIN_PICK:
            return (self.t("assassin_pick", card=card), self.title("assassin"),
                    [_guild_card(TEACHER, a.kind)])
        if t is ChooseCard and s.phase == R.GIVE:
            return self.t("give", card=card), self.title("trader"), [_guild_card(LEARNER, a.kind)]
        if t is ChooseCard and s.phase == R.TAKE:
            return self.t("take", card=card), self.title("trader"), [_guild_card(TEACHER, a.kind)]
        if t is Place and s.phase == R.WEAVER_PLACE:
            return self.t("weaver_place", card=card), self.title("weaver"), all_of(_in_hand(a.kind), "guild")
        if t is Place and s.phase == R.PLACE_ANY:
            return self.t("place_any", card=card), self.title("buy"), all_of(_in_hand(a.kind), "guild")
        if t is Done and s.phase == R.PLACE_ANY:
            return self.t("place_done", button=self.drawn("place_no_more")), self.title("buy"), []
        if t is DiscardAndDraw:
            if isinstance(nxt, Discard):
                return (self.t("dd_drag", card=W.THE_CARD[nxt.kind], over=D.MUST_DISCARD_DOWN_TO + 1,
                           down=D.MUST_DISCARD_DOWN_TO, refill=D.REFILL_HAND_TO),
                        self.title("dd"), all_of(_in_hand(nxt.kind), "discard"))
            return self.t("dd_press", button=self.drawn("discard_and_draw"),
                      panel=self.drawn("action_area", who=SeatRef(LEARNER))), self.title("dd"), []
        if t is Discard and s.phase == R.DD:
            key = "dd_discard_last" if len(s.hands[LEARNER]) == 1 else "dd_discard"
            return (self.t(key, card=card, refill=D.REFILL_HAND_TO), self.title("dd"),
                    all_of(_in_hand(a.kind), "discard"))
        if t is Done and s.phase == R.DD:
            return self.t("dd_draw", button=self.drawn("draw_back", n=D.REFILL_HAND_TO)), self.title("dd"), []
        if t is ChooseChapter and s.limit:
            held = s.completed[LEARNER]
            return (self.t("limit", last=W.PROFESSION[held[-1]], n=len(held),
                           chapters=[W.PROFESSION[p] for p in held], keep=D.MAX_COMPLETED_CHAPTERS,
                           profession=W.PROFESSION[a.profession],
                           panel=self.drawn("completed", n=len(held), keep=D.MAX_COMPLETED_CHAPTERS)),
                    self.title("limit"), _done_piece(a.profession))
        if t is BuyVP:
            spend = nxt.profession if isinstance(nxt, ChooseChapter) else s.completed[LEARNER][0]
            return (self.t("buy", vp=W.VP_CARD[a.card], ability=W.VP_ABILITY[a.card], n=len(s.completed[LEARNER]),
                           profession=W.PROFESSION[spend], panel=self.drawn("market")),
                    self.title("buy"), all_of(_done_piece(spend), _market(a.card)))
        if t is ChooseChapter and s.phase == R.BUY_CHAPTER:
            return (self.t("buy_chapter", profession=W.PROFESSION[a.profession]), self.title("buy"),
                    _done_piece(a.profession))
        if t is Done and s.laying:
            if self.tags and self.tags[-1] == "limit":
                return self.t("lay_limit", button=self.drawn("lay_in_order")), self.title("limit"), []
            return self.t("lay", button=self.drawn("lay_in_order")), self.title("buy"), []
        if t is ChooseCard and s.phase == R.HISTORIAN_PICK:
            return self.t("historian_pick", card=card), self.title("historian"), []
        if t is ChooseCard and s.phase == R.WEAVER_RETURN:
            return self.t("weaver_return", card=card), self.title("weaver"), [_guild_card(LEARNER, a.kind)]
        if t is UseAbility:
            return self.t("use", button=self.drawn("use"), ability=W.VP_ABILITY[s.buying]), self.title("buy"), []
        if t is EndTurn:
            return self.t("end_turn", button=self.drawn("end_turn")), self.title("end"), []
        return (self.t("next", move=render(s.describe(a), self.reader, LEARNER, order=True)), self.title("next"), [])


RECAP = tuple(Message(f"guildhall.tutorial.recap.{i}", hand=D.OPENING_HAND, place=D.OPENING_PLACE,
                      actions=D.ACTIONS_PER_TURN, keep=D.MAX_COMPLETED_CHAPTERS, target=D.TARGET_VP)
              for i in range(5))


def tutorial() -> Tutorial:
    """The tutorial, written in the display language of the moment it opens."""
    plan = make_plan(SEED, TARGET)
    return Tutorial(
        game="guildhall", title=render(Message("guildhall.tutorial.title")), seed=SEED, learner=LEARNER,
        seats=[Seat(written("engine.tutorial.seat_you"), "human", None, "blue"),
               Seat(written("engine.tutorial.seat_teacher"), "ai", "easy", "red")],
        steps=_Script(plan, reader()).build(), recap=RECAP,
    )
