"""AI hooks for Guildhall: evaluation, a heuristic rollout policy, priors and pruning.

Every hook reads only the (determinized) state it is given.  One cheap scorer,
``action_score``, ranks the choices of each kind of decision; the rollout
plays its best choice (with a little noise), the search uses it as a prior,
and ``prune`` keeps only the few best of the small "which card" decisions so
the search spends its budget on the decisions that matter (play, buy, tier).
"""

from __future__ import annotations

import math
import random

from . import data as D
from . import rules as R
from .actions import (BuyVP, ChooseCard, ChooseChapter, ChooseOpponent, ChooseTier, Discard,
                      DiscardAndDraw, Done, EndTurn, Place, PlayCard, UseAbility)

ROLLOUT_DEPTH = 12
ROLLOUT_EPSILON = 0.08

#: Per-level budgets.  Most decisions are forced or narrowed to one choice and take no
#: search; a searched one took about 0.25 ms of processor time an iteration on a heavily
#: loaded 2-core machine (p95 0.5 s a move at 2,000 iterations): normal thinks up to about
#: half a second, hard a few seconds, both well within their caps.
#: More iterations alone did not make a stronger player (1,500 against 300 won 7 of 14):
#: the values of a turn's sensible moves lie within a few hundredths, so the default
#: exploration spreads the visits almost evenly and the choice stays close to a coin toss,
#: and a 12-decision rollout rarely reaches the next turn's completions and purchases.
#: hard also explores less and plays its rollouts 30 decisions deep (1,500 so against 300
#: won 10 of 12, seats alternating).
LEVELS = {
    "normal": {"iterations": 2000, "time_cap": 6.0},
    "hard": {"iterations": 8000, "time_cap": 30.0,
             "hooks": {"rollout_depth": 30, "exploration": 0.35}},
}

KIND_PROF = D.KIND_PROF
#: Worth of an incomplete chapter by its size (in VP), and of a completed one.
CHAPTER_VALUE = (0.0, 0.45, 1.0, 1.7, 2.4)
COMPLETED_VALUE = 3.2
CARD_IN_HAND = 0.3      # a hand card of a kind the guildhall lacks (playable)
SPARE_CARD = 0.06       # a copy or a card whose twin is in the guildhall
ACTION_VALUE = 0.8      # an action still to spend this turn
#: An ability chosen and not yet carried out is worth about this much.
EFFECT_VALUE = {"assassin_t0": 0.6, "assassin_t2": 1.2, "assassin_t4": 1.2,
                "historian_t2": 0.5, "historian_t4": 1.0, "trader_t0": 0.3, "trader_t2": 0.6,
                "trader_t4": 0.8, "weaver_t0": 0.3, "weaver_t2": 0.5, "weaver_t4": 0.6,
                "vp2_take_chapter": 1.0, "vp3_swap_one_for_two": 0.6,
                "vp3_place_from_hand": 0.4, "vp4_take_card": 0.5}
_OPENING = (R.OPEN_DISCARD, R.OPEN_PLACE)
#: Value scale of the logistic that turns a lead into a winning chance.
TEMPERATURE = 2.5

_MASK_VALUE = tuple(CHAPTER_VALUE[bin(m).count("1")] if m != 31 else COMPLETED_VALUE
                    for m in range(32))


def _strength(s: R.GuildhallState, p: int) -> float:
    """VP plus the worth of chapters (cards played this turn included) and hand."""
    mask = s.guild[p]
    if p == s.active and s.area:
        for k in s.area:
            mask |= 1 << k
    v = 0.0
    while mask:
        v += _MASK_VALUE[mask & 31]
        mask >>= 5
    done = len(s.completed[p])
    v += COMPLETED_VALUE * min(done, D.MAX_COMPLETED_CHAPTERS)
    hand = s.hands[p]
    if hand:
        g = s.guild[p]
        useful = sum(1 for k in set(hand) if not (g >> k) & 1)
        v += CARD_IN_HAND * min(useful, 8) + SPARE_CARD * min(len(hand) - useful, 6)
    if p == s.active and s.phase not in _OPENING:
        v += ACTION_VALUE * s.actions
        if s.effect:
            v += EFFECT_VALUE.get(s.effect, 0.3)
    return v + s.vp(p)


def evaluate(state: R.GuildhallState) -> list[float]:
    n = state.num_players
    if state.is_over():
        w = state.winners()
        return [1.0 / len(w) if p in w else 0.0 for p in range(n)]
    me = state.active
    if state.phase != R.OPEN_DISCARD and state.vp(me) >= D.TARGET_VP:
        return [1.0 if p == me else 0.0 for p in range(n)]  # wins at the end of this turn
    st = [_strength(state, p) for p in range(n)]
    # A logistic of the lead over the best other seat.
    out = []
    for p in range(n):
        best_other = max(st[q] for q in range(n) if q != p)
        x = (st[p] - best_other) / TEMPERATURE
        out.append(1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, x)))))
    return out


# -- the action scorer -------------------------------------------------------------
def _size(mask: int, prof: int) -> int:
    return ((mask >> (5 * prof)) & 31).bit_count()


def _biggest_enemy_chapter(s: R.GuildhallState, me: int) -> int:
    best = 0
    for o in range(s.num_players):
        if o != me:
            m = s.guild[o]
            while m:
                c = (m & 31).bit_count()
                if c > best:
                    best = c
                m >>= 5
    return best


def action_score(s: R.GuildhallState, a) -> float:
    """A quick preference for ``a`` among the choices of the current decision."""
    me = s.active
    mask = s.guild[me]
    t = type(a)
    ph = s.phase
    if s.laying:
        return _pile_top_score(s, a)
    if s.limit:
        return 0.0
    if t is PlayCard:
        prof = KIND_PROF[a.kind]
        size = _size(mask, prof)
        score = 5.0 + size
        if size == 4:
            score += 3.0  # completes the chapter at the end of the turn
        if prof == D.FARMER and size >= 1:
            score += 1.5 + (1.0 if size >= 3 else 0.0)
        elif prof == D.DANCER:
            score += 1.0 + 0.3 * size
        elif prof == D.ASSASSIN:
            score += 0.6 * _biggest_enemy_chapter(s, me)
        elif prof == D.HISTORIAN and size >= 2:
            score += 0.5
        return score
    if t is BuyVP:
        return 12.0 + D.VP_POINTS[a.card]
    if t is DiscardAndDraw:
        h = len(s.hands[me])
        return 3.0 if h < 4 else (1.0 if h < 6 else 0.2)
    if t is EndTurn:
        return 100.0 if s.vp(me) >= D.TARGET_VP else -1.0
    if t is ChooseTier:
        if a.tier == D.NO_TIER:
            return 0.0
        if a.tier == "dancer_draw":
            return 1.0 + a.amount
        return 1.0 + D.TIER_LEVEL[a.tier]
    if t is ChooseOpponent:
        o = a.seat
        return s.vp(o) + 0.5 * s.guild[o].bit_count()
    if t is ChooseCard:
        k = a.kind
        prof = KIND_PROF[k]
        if ph == R.ASSASSIN_PICK:
            return 1.0 + _size(s.guild[s.opp], prof)
        if ph == R.HISTORIAN_PICK or ph == R.TAKE:
            return 1.0 + _size(mask, prof)
        if ph == R.GIVE:
            if (s.guild[s.opp] >> k) & 1:
                return -2.0  # swapping identical cards changes nothing
            return 5.0 - _size(mask, prof)
        if ph == R.WEAVER_RETURN:
            return 5.0 - _size(mask, prof)
        return 0.0
    if t is Place:
        hand = s.hands[me]
        prof = KIND_PROF[a.kind]
        if ph == R.OPEN_PLACE:
            colours = sum(1 for k in set(hand) if KIND_PROF[k] == prof)
            return _size(mask, prof) + 0.5 * colours
        return 2.0 + _size(mask, prof)
    if t is Done:
        if ph == R.OPEN_DISCARD:
            return 1.0
        if ph == R.DD:
            return 2.0
        return 0.5
    if t is Discard:
        hand = s.hands[me]
        k = a.kind
        if (mask >> k) & 1:
            return 3.5  # cannot be played while its twin is in the guildhall
        extra = hand.count(k) - 1
        if extra > 0:
            return 2.5
        if ph == R.OPEN_DISCARD:
            return 0.0
        return 1.5 - 0.3 * _size(mask, KIND_PROF[k])
    if t is ChooseChapter:
        if ph == R.MY_CHAPTER:
            return 5.0 - _size(mask, a.profession)
        if ph == R.THEIR_CHAPTER:
            return _size(s.guild[s.opp], a.profession) + _size(mask, a.profession)
        return 0.0
    if t is UseAbility:
        return 1.0 if a.use else 0.0
    return 0.0


def _pile_top_score(s: R.GuildhallState, a) -> float:
    """Laying a completed chapter: the card on top helps whoever next plays a Historian at
    level 0, so the best top card is one the rivals cannot take (they hold it already) or
    do not collect.  Done leaves the colour order, the last card of ``laying`` on top."""
    k = max(s.laying) if type(a) is Done else a.kind
    score = -0.1 if type(a) is Done else 0.0
    for o in range(s.num_players):
        if o != s.layer:
            theirs = s.guild[o]
            score += 1.0 if (theirs >> k) & 1 else -0.5 * _size(theirs, KIND_PROF[k])
    return score


def rollout_action(state: R.GuildhallState, rng: random.Random):
    actions = state.legal_actions()
    if len(actions) == 1 or rng.random() < ROLLOUT_EPSILON:
        return actions[rng.randrange(len(actions))]
    best, best_score = actions[0], -1e9
    for a in actions:
        sc = action_score(state, a) + rng.random() * 0.5
        if sc > best_score:
            best, best_score = a, sc
    return best


def prior(state: R.GuildhallState, actions) -> list[float]:
    scores = [action_score(state, a) for a in actions]
    top = max(scores)
    return [math.exp((sc - top) / 2.0) for sc in scores]


#: Decisions of the "which card" kind: only the best few are searched.
_NARROW = {R.OPEN_DISCARD: 1, R.DD: 1, R.OPEN_PLACE: 2, R.WEAVER_PLACE: 1, R.PLACE_ANY: 1,
           R.HISTORIAN_PICK: 1, R.GIVE: 1, R.TAKE: 1, R.ASSASSIN_PICK: 1,
           R.WEAVER_RETURN: 1, R.MY_CHAPTER: 1, R.THEIR_CHAPTER: 1}


def prune(state: R.GuildhallState, actions) -> list:
    """Drop dominated choices; never returns an empty list."""
    if state.laying:  # the order of a discarded chapter: only its top card is weighed
        return [max(actions, key=lambda a: _pile_top_score(state, a))]
    if state.limit:
        return list(actions)
    ph = state.phase
    if ph == R.TIER:
        useful = [a for a in actions if a.tier != D.NO_TIER]
        if not useful:
            return list(actions)
        if useful[0].tier == "dancer_draw":
            return [useful[-1]]  # drawing the most cards is never worse here
        if useful[0].tier.startswith("farmer"):
            return [useful[-1]]
        return useful
    if ph == R.BUY_ABILITY:
        return [actions[0]]  # using it (offered first when it can be used)
    if ph == R.MAIN:
        me = state.active
        if state.vp(me) >= D.TARGET_VP:
            return [a for a in actions if type(a) is EndTurn]
        return list(actions)
    keep = _NARROW.get(ph)
    if keep and len(actions) > keep:
        ranked = sorted(actions, key=lambda a: -action_score(state, a))
        return ranked[:keep]
    return list(actions)


# -- play quality (arena records) -----------------------------------------------------
def play_quality(before: R.GuildhallState, action, after: R.GuildhallState) -> dict[str, int]:
    """What this move adds, for the seat that made it, to the counts that tell good play
    from poor: ``chapters_completed`` (its own, by this move) and ``rival_chapters_completed``
    (a rival's, by this move: a gift), ``vp_cards_bought`` with the ``vp_bought`` they bring,
    and ``actions_given_up`` (ending a turn with actions left while a card could still be
    played: actions thrown away)."""
    seat = before.to_move
    mine = theirs = 0
    for e in after.last_events():
        if e.message.key == "guildhall.ev.complete_seen":
            if e.message.get("who").index == seat:
                mine += 1
            else:
                theirs += 1
    bought = after.vp_cards[seat][len(before.vp_cards[seat]):]
    given_up = 0
    if type(action) is EndTurn and before.actions and not before.limit and not before.laying:
        if any(type(a) is PlayCard for a in before.legal_actions()):
            given_up = before.actions
    return {"chapters_completed": mine, "rival_chapters_completed": theirs,
            "vp_cards_bought": len(bought), "vp_bought": sum(D.VP_POINTS[v] for v in bought),
            "actions_given_up": given_up}
