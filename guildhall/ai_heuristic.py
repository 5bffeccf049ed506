"""A rules-only heuristic player for Guildhall.

For each action it plays the choice out on a copy (with the best answers to the questions the
card then asks: tier, opponent, cards) and judges the result by the rulebook's advice, with no
look-ahead at the others' turns:

- victory points win (20 ends the game): buy VP cards with completed chapters, the dearer the
  better, and use their abilities;
- complete chapters: five colours of one profession, so grow the chapters nearest to complete and
  raise the levels that unlock the strong abilities;
- hold the cards that extend a chapter; throw away the ones identical to a guildhall card (they
  can never be played) at a discard & draw;
- hurt the leader: an Assassin or a Trader takes from the richest guildhall.
"""

from __future__ import annotations

import random

from . import actions as A
from . import data as D
from .data import DD, MAIN, OPEN_DISCARD, OVER

#: Most copies tried while playing out one choice and the questions it asks.
NODES = 120
#: What a point, a completed chapter (buying power) and a card in hand are worth.
POINT, CHAPTER_DONE, HAND_CARD = 3.0, 5.0, 0.3
#: A card drawn at a discard & draw (it may not extend a chapter).
FRESH_CARD = HAND_CARD + 0.2
#: How much a rival's standing counts against ours.
RIVAL = 0.4


def choose_action(world, rng: random.Random):
    """The move for ``world.to_move``."""
    actions = world.legal_actions()
    if len(actions) == 1:
        return actions[0]
    p = world.to_move
    if world.phase in (DD, OPEN_DISCARD) and not world.laying and not world.limit:
        return _discard(world, p, actions)
    best, best_value = actions[0], None
    for a in actions:
        v = _play_out(world, a, p, [NODES]) + rng.random() * 1e-6
        if best_value is None or v > best_value:
            best, best_value = a, v
    return best


def _play_out(world, action, p: int, budget) -> float:
    """The value after ``action`` and the best answers to what it asks of us in turn."""
    after = world.clone()
    after.apply(action)
    budget[0] -= 1
    if (after.to_move == p and after.phase not in (MAIN, OVER, DD) and budget[0] > 0
            and not (after.phase == OPEN_DISCARD)):
        return max(_play_out(after, a, p, budget) for a in after.legal_actions())
    value = value_for(after, p)
    if after.phase == DD and after.to_move == p:
        # the discards come next: count on a hand refilled to six fresh cards
        value += FRESH_CARD * max(0, D.REFILL_HAND_TO - len(after.hands[p]) + _dead_cards(after, p))
    return value


def value_for(state, p: int) -> float:
    if state.phase == OVER:
        return 1000.0 if p in state.winners() else -1000.0
    mine = _standing(state, p)
    rival = max(_standing(state, o) for o in range(state.num_players) if o != p)
    return mine - RIVAL * rival


def _standing(state, p: int) -> float:
    """Points, buying power, chapter progress and useful cards of one seat."""
    mask = state.guild[p]
    if p == state.active:
        for k in state.area:
            mask |= 1 << k
    value = POINT * state.vp(p) + CHAPTER_DONE * min(len(state.completed[p]), D.MAX_COMPLETED_CHAPTERS)
    for prof in range(D.NUM_PROFESSIONS):
        lv = D.level(mask, prof)
        value += 0.4 * lv + 0.2 * lv * lv
    hand = state.hands[p]
    if hand is not None:
        value += HAND_CARD * len(hand)
        value += 0.3 * len({k for k in hand if not (mask >> k) & 1})
    return value


def _discard(world, p: int, actions):
    """Discard & draw: throw away what can never be played, then whatever is least useful when
    the hand must come down to five."""
    hand = world.hands[p]
    mask = world.guild[p]
    dead = [a for a in actions if type(a) is A.Discard and _is_dead(hand, mask, a.kind)]
    if dead:
        return dead[0]
    if A.DONE in actions:
        return A.DONE
    # the weakest chapter's card goes first
    return min((a for a in actions if type(a) is A.Discard),
               key=lambda a: D.level(mask, D.KIND_PROF[a.kind]))


def _is_dead(hand, mask: int, kind: int) -> bool:
    """A card identical to one in the guildhall, or a second copy in hand: it cannot help."""
    return bool((mask >> kind) & 1) or hand.count(kind) > 1


def _dead_cards(state, p: int) -> int:
    hand = state.hands[p]
    return sum(1 for k in set(hand) if _is_dead(hand, state.guild[p], k))
