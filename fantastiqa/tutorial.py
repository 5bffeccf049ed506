"""The Fantastiqa tutorial: a guided first game on a fixed deal, you against a teacher.

The moves come from ``tutorial_plan`` (the deal played through the rules); here each move
becomes a step whose note (``fantastiqa.tutorial.*`` in words.py) is written from the state
the step is shown in, so that names, counts and places agree with the table and the log.
The teacher's moves are steps too (the table plays them for the teacher); where a teacher's
move touches the learner (a creature taken from the shared board, a peaceful dragon or a
dumped card on the learner's discard pile, a quest completed first), a note says so, as one does
when the first Mischievous Raven robs someone at a refill.  The tutorial is written when it
opens, in the display language of that moment (seat names, the notes' reader, the title).
"""

from __future__ import annotations

from collections import Counter

from engine.phrases import written
from engine.saves import Seat
from engine.text import Message, Reader, render
from engine.tutorial import Step, Tutorial, all_of

from . import data as D
from . import rules as R
from . import terms as T
from .actions import (ChooseCard, ChooseSeat, CompleteQuest, Commit, Discard, Done, Dump, EndTurn, Fly, Pay,
                      PickArtifact, PickQuest, PickRegion, Play, Release, Reshuffle, Statue, Subdue, Take, Withdraw)
from .tutorial_plan import LEARNER, LESSONS, SEED, TEACHER, best_plan, uses_wild

__all__ = ["LESSONS", "SEED", "best_plan", "tutorial"]



# -- the words ---------------------------------------------------------------------------
def _tut(key: str, **params) -> Message:
    """A lesson's words (``fantastiqa.tutorial.<key>`` in fantastiqa/words.py)."""
    return Message("fantastiqa.tutorial." + key, **params)


def _k(name_or_kind) -> Message:
    """A card as the lesson names it after "the": a beast by its creature's name."""
    return Message("fantastiqa.bare." + (name_or_kind if isinstance(name_or_kind, str) else D.KINDS[name_or_kind]))


def _sym(k: int) -> Message:
    s = D.KIND_SYM[k]
    return _tut("gives", n=D.KIND_NSYM[k], symbol=T.SYMBOL[s]) if s >= 0 else _tut("no_symbol")


def _need(k: int) -> Message:
    return _tut("gives", n=D.KIND_NEED[k], symbol=T.SYMBOL[D.KIND_WEAK[k]])


def _region(s, sp: int) -> Message:
    return T.REGION[s.region_at[sp]]


def _reader() -> Reader:
    """Who the lesson's words are written for, in the display language of the moment the
    tutorial opens: the learner is "you", the computer "your teacher"."""
    names = [""] * 2
    names[LEARNER] = written("engine.tutorial.reader_you")
    names[TEACHER] = written("engine.tutorial.teacher")
    return Reader(tuple(names), LEARNER)


# -- what a step makes glow ---------------------------------------------------------------
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


def _whole_hand(table) -> list[str]:
    return [p.id for p in table.pieces if p.in_hand]


def _statue(sp: int):
    """Highlight: the statue at space ``sp``, or the release box that stands for it while the
    discard pile is spread out."""
    def ids(table):
        return [i for i in (f"statue{sp}", "release") if table.piece(i) is not None or i in table.zones][:1]
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


# -- the learner's steps -------------------------------------------------------------------
def _subdue_words(s, a, said):
    pi = D.PATH_NAMES.index(a.path)
    k = s.paths[pi]
    creature, need = T.KIND[k], _need(k)
    hl = all_of(_hand(*a.cards), f"path{pi}")
    if uses_wild(s, a) and len(a.cards) == 1:   # one card with two identical symbols
        return (_tut("wild_title"), _tut("wild_one", creature=creature, need=need, a=_k(a.cards[0]),
                                         pair=_sym(D.KIND[a.cards[0]])), hl)
    if uses_wild(s, a):
        c1, c2 = a.cards[0], a.cards[-1]
        return (_tut("wild_title"), _tut("wild", creature=creature, need=need, a=_k(c1), b=_k(c2),
                                         symbol=T.SYMBOL[D.KIND_SYM[D.KIND[c1]]]), hl)
    card = _k(a.cards[0])
    if s.phase == R.PH_MAIN and "adv-first" not in said:
        said.add("adv-first")
        return (_tut("adventure_title"), _tut("adventure_first", region=_region(s, s.pos[LEARNER]),
                                              creature=creature, need=need, card=card,
                                              gives=_sym(D.KIND[a.cards[0]])), hl)
    if s.phase == R.PH_ADV and "adv-more" not in said:
        said.add("adv-more")
        return _tut("keep_going_title"), _tut("keep_going_first", card=card, creature=creature, need=need), hl
    if s.phase == R.PH_MAIN:
        return _tut("adventure_title"), _tut("adventure_again", card=card, creature=creature, need=need), hl
    return _tut("keep_going_title"), _tut("keep_going", card=card, creature=creature, need=need), hl


def _statue_words(s, a, tag, said):
    here = s.pos[LEARNER]
    st = s.statue_at[here]
    hl = _statue(here)
    if a.option == "release":
        return (_tut("release_title"), _tut("release", statue=T.STATUE[st], gems=s.gems[LEARNER],
                                            keyed=tag == "key-statue"), hl)
    if a.option == "teleport":
        twin = next(sp for sp in range(6) if sp != here and s.statue_at[sp] == st)
        return (_tut("teleport_title"), _tut("teleport", statue=T.STATUE[st], region=_region(s, twin),
                                             gems=s.gems[LEARNER], cost=D.TELEPORT_COST),
                [f"sp{twin}"])
    extra = "statue-any" not in said
    said.add("statue-any")
    return (_tut("statue_title", statue=T.STATUE[st]),
            _tut("statue", statue=T.STATUE[st], draws=_tut("draws." + D.STATUES[st]), extra=extra,
                 keyed=tag == "key-statue", plus=s.plus_s,
                 poor=D.STATUES[st] in ("beast_bazaar", "artifact_tower") and s.gems[LEARNER] == 0),
            _statue(here))


def _play_words(s, a, tag):
    k = D.KIND[a.card]
    hl = all_of(_hand(a.card), "use")
    if tag == "key":
        return _tut("key_title"), _tut("key", card=_k(a.card), statue=T.STATUE[s.statue_at[s.pos[LEARNER]]]), hl
    if tag == "plus":
        return _tut("plus_title"), _tut("plus", card=_k(a.card), statue=T.STATUE[s.statue_at[s.pos[LEARNER]]]), hl
    if tag == "summon":
        return _tut("summon_title"), _tut("summon", card=_k(a.card), left=s.dragon_supply), hl
    if tag == "dog":
        return _tut("dog_title"), _tut("dog", gems=s.gems[LEARNER]), hl
    if D.IS_ARTIFACT[k]:
        return _tut("artifact_title"), _tut("artifact", card=_k(a.card), does=Message("fantastiqa.artifact." + a.card)), hl
    return _tut("your_move_title"), _tut("next", move=s.describe(a)), hl


def _words(s, a, tag, said) -> tuple[Message, Message, object]:
    """Title, text and highlight of one learner step (``s`` is the state before ``a``)."""
    me = LEARNER
    here = s.pos[me]
    first = tag not in said
    said.add(tag)
    t = type(a)
    if t is PickQuest:
        q = D.QUEST[a.quest]
        return (_tut("pick_quest_title"), _tut("pick_quest", quest=T.QUEST[q], region=T.REGION[D.QUEST_REGION[q]]),
                _offer(a.quest))
    if t is PickArtifact:
        return _tut("pick_artifact_title"), _tut("pick_artifact", card=_k(a.artifact)), _offer(a.artifact)
    if t is PickRegion:
        return _tut("pick_region_title"), _tut("pick_region", region=T.region(a.region)), []
    if t is Subdue:
        return _subdue_words(s, a, said)
    if t is Done and s.phase == R.PH_ADV:
        return _tut("finish_title"), _tut("finish_first" if first else "finish"), []
    if t is Statue:
        return _statue_words(s, a, tag, said)
    if t is Play:
        return _play_words(s, a, tag)
    if t is Reshuffle:
        return (_tut("reshuffle_title"), _tut("reshuffle", n=len(s.disc[me]), left=s.reshuffles[me]),
                [])
    if t is ChooseCard:
        where = T.where(a.from_hand)
        return _tut("choose_card_title"), _tut("choose_card", card=_k(a.card), where=where), \
            all_of(_hand(a.card), "use") if a.from_hand else []
    if t is ChooseSeat:
        return _tut("target_title"), _tut("target"), []
    if t is Release:
        return _tut("release_card_title"), _tut("release_card" if a.from_hand else "release_card_discard",
                                                card=_k(a.card)), \
            all_of(_hand(a.card), _statue(here)) if a.from_hand else [f"b{D.KIND[a.card]}"]
    if t is Done and s.phase == R.PH_RELEASE:
        return _tut("release_done_title"), _tut("release_done"), []
    if t is Take:
        if a.card in D.QUEST:
            q = D.QUEST[a.card]
            return (_tut("take_quest_title"),
                    _tut("take_quest", quest=T.QUEST[q], cups=D.QUEST_CUPS[q], region=T.REGION[D.QUEST_REGION[q]]),
                    _offer(a.card))
        k = D.KIND[a.card]
        return (_tut("buy_title"), _tut("buy", card=_k(a.card), cost=D.KIND_COST[k], gems=s.gems[me],
                                        gives=_sym(k)), _offer(a.card))
    if t is Done and s.phase == R.PH_OFFER:
        if s.offer_kind == D.QUEST_CHEST:
            return _tut("done_title"), _tut("done_quest"), []
        return _tut("done_statue_title"), _tut("done_statue", gems=s.gems[me]), []
    if t is Commit and a.quest is not None:
        qi = s.pq[me].index(D.QUEST[a.quest])
        hl = all_of(_hand(a.card), f"pq{qi}")
        if first:
            return (_tut("prepare_title"),
                    _tut("prepare_first", card=_k(a.card), gives=_sym(D.KIND[a.card]), quest=T.quest(a.quest)), hl)
        return _tut("prepare_title"), _tut("prepare", card=_k(a.card), quest=T.quest(a.quest)), hl
    if t is Commit and tag == "token-limit":
        held = len(s.token[me])
        key = "token_full" if held < D.MAX_TOKEN_CARDS else "token_over"
        return (_tut("token_limit_title"), _tut(key, card=_k(a.card), held=held, max=D.MAX_TOKEN_CARDS),
                all_of(_hand(a.card), "token"))
    if t is Withdraw:
        return (_tut("withdraw_title"), _tut("withdraw", card=_k(a.card), held=len(s.token[me]),
                                              max=D.MAX_TOKEN_CARDS), _token_card(a.card))
    if t is Commit:
        hl = all_of(_hand(a.card), "token")
        if first:
            return _tut("token_title"), _tut("token_first", card=_k(a.card), gives=_sym(D.KIND[a.card])), hl
        return _tut("token_title"), _tut("token", card=_k(a.card)), hl
    if t is Fly:
        sp = next(o for pi, o in D.ADJ[here] if D.PATH_NAMES[pi] == a.path)
        return (_tut("fly_title"), _tut("fly_first" if first else "fly", region=_region(s, sp),
                                        left=s.carpets[me]), ["carpet0", f"sp{sp}"])
    if t is CompleteQuest:
        q = D.QUEST[a.quest]
        hl = [f"pq{s.pq[me].index(q)}"] if q in s.pq[me] else [f"common{s.common.index(q)}"]
        if q in s.common:
            return _tut("complete_common_title"), _tut("complete_common", region=_region(s, here),
                                                       quest=T.QUEST[q]), hl
        return _tut("complete_title"), _tut("complete", region=_region(s, here), quest=T.QUEST[q]), hl
    if t is Pay:
        if a.from_token:
            return _tut("pay_title"), _tut("pay_token", card=_k(a.card)), _token_card(a.card)
        q = s.pend_kind
        zone = f"pq{s.pq[me].index(q)}" if q in s.pq[me] else f"common{s.common.index(q)}"
        return _tut("pay_title"), _tut("pay", card=_k(a.card)), all_of(_hand(a.card), zone)
    if t is EndTurn:
        return _tut("end_turn_title"), _tut("end_turn_first" if first else "end_turn"), []
    if t is Dump:
        return (_tut("dump_title"), _tut("dump", card=_k(a.card), dragon=a.card == "peaceful_dragon"),
                all_of(_hand(a.card), f"opp{a.seat}"))
    if t is Done and s.phase == R.PH_END:
        return (_tut("draw_up_title", n=D.HAND_SIZE), _tut("draw_up_first" if first else "draw_up", n=D.HAND_SIZE), [])
    if t is Discard:
        return _tut("discard_title"), _tut("discard", card=_k(a.card)), all_of(_hand(a.card), "disc")
    return _tut("your_move_title"), _tut("next", move=s.describe(a)), []


# -- the teacher's steps -------------------------------------------------------------------
def _teacher_note(before, after, a, tag, said) -> Message | None:
    """What a teacher's move means for the learner, said once per kind (None: nothing to add)."""
    if tag == "teacher-subdue" and "t-subdue" not in said:
        said.add("t-subdue")
        k = before.paths[D.PATH_NAMES.index(a.path)]
        return _tut("teacher_subdue", creature=T.KIND[k], gems=D.KIND_GEMS[k])
    if tag == "teacher-summon" and "t-summon" not in said:
        said.add("t-summon")
        return _tut("teacher_summon", card=_k(a.card))
    if tag == "teacher-dump" and "t-dump" not in said:
        said.add("t-dump")
        return _tut("teacher_dump", card=_k(a.card), region=_region(after, after.pos[TEACHER]))
    if tag == "teacher-quest" and "t-quest" not in said:
        said.add("t-quest")
        q = D.QUEST[a.quest]
        return _tut("teacher_quest", quest=T.QUEST[q], common=q in before.common)
    return None


def _raven_note(before, after, said) -> Message | None:
    """The first raven that robs someone, said from the table as it is then (None: no such raven)."""
    if "raven" in said:
        return None
    for e in after.last_events():
        if e.message.key == "fantastiqa.ev.raven_takes":
            said.add("raven")
            seat = e.message.get("who")
            who = seat.index
            return _tut("raven", who=seat, before=before.gems[who], n=e.message.get("n"),
                        after=after.gems[who], limit=D.RAVEN_THRESHOLD, mine=after.gems[LEARNER])
    return None


def _steps(plan) -> list[Step]:
    reader = _reader()

    def _say(msg: Message) -> str:
        return render(msg, reader, LEARNER)

    s = R.new_game(2, seed=plan.seed)
    steps: list[Step] = [Step(_say(_tut(key)), title=_say(_tut(key + "_title"))) for key in ("welcome", "table")]
    said: set[str] = set()
    teacher_said: set[str] = set()

    def raven(before, after) -> None:
        note = _raven_note(before, after, teacher_said)
        if note is not None:
            steps.append(Step(_say(note), title=_say(_tut("raven_title")), highlight=["opp1"]))
    for seat, a, tag in plan.moves:
        if seat == TEACHER:
            if "teacher" not in teacher_said and s.phase == R.PH_MAIN:
                teacher_said.add("teacher")
                steps.append(Step(_say(_tut("teacher_turn")), title=_say(_tut("teacher_title"))))
            steps.append(Step(render(s.describe(a), reader), title=_say(_tut("teacher_title")), expect=a))
            before = s.clone()
            s.apply(a)
            note = _teacher_note(before, s, a, tag, teacher_said)
            if note is not None:
                steps.append(Step(_say(note), title=_say(_tut("teacher_note_title"))))
            raven(before, s)
            continue
        if s.phase == R.PH_MAIN and s.actions_left == 1 and "turn" not in said:
            said.add("turn")
            steps.append(Step(_say(_tut("your_turn")), title=_say(_tut("your_turn_title"))))
            k = next(c for c in s.hand[LEARNER] if D.KIND_SYM[c] >= 0)
            steps.append(Step(_say(_tut("symbols", card=_k(k), gives=_sym(k))), title=_say(_tut("symbols_title")),
                              highlight=_whole_hand))
        title, text, hl = _words(s, a, tag, said)
        steps.append(Step(_say(text), title=_say(title), expect=a, highlight=hl, hint=_say(_tut("not_quite"))))
        before = s.clone()
        s.apply(a)
        raven(before, s)
    steps.append(Step(_say(_tut("free_play", goal=s.goal)), title=_say(_tut("free_play_title")),
                      until=lambda st: st.is_over()))
    return steps


RECAP = ("recap.adventure", "recap.wild", "recap.statues", "recap.abilities", "recap.quests", "recap.turn",
         "recap.goal")


def tutorial() -> Tutorial:
    """The tutorial, written in the display language of the moment it opens (the engine
    builds it afresh each time)."""
    plan = best_plan()
    seats = [None, None]
    seats[LEARNER] = Seat(written("engine.tutorial.seat_you"), "human", None, "blue")
    seats[TEACHER] = Seat(written("engine.tutorial.seat_teacher"), "ai", "easy", "red")
    return Tutorial(
        game="fantastiqa", title=written("fantastiqa.tutorial.title"), seed=plan.seed, learner=LEARNER,
        seats=seats,
        steps=_steps(plan),
        recap=tuple(_tut(key) for key in RECAP),
    )
