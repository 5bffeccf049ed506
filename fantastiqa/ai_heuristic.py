"""A rules-only heuristic player for Fantastiqa.

It follows the rulebook's advice by rules of thumb, with no look-ahead:

- quests win the game: complete one whenever the hand (and the cards prepared for it) pays, and
  fly a carpet to a neighbouring region to do so;
- subdue creatures for their gems and their symbols: the creatures join the deck, so prefer the
  ones whose symbols the open quests need, paid with as few cards as will do;
- take new quests at the Quest Chest while fewer than two are open (an open quest costs its cups
  until completed), and buy beasts and artifacts with spare gems;
- start in one of the two middle regions, which offer the most ways to go (strategy tip);
- prepare a quest with a card only once the deck holds two more cards of its symbol: prepared
  cards leave the card cycle (strategy tip); at the end of the turn throw away the cards no quest
  needs so the draw brings better ones;
- keep the carpet tokens for when the way is blocked (fly with a Magic Carpet card first), and use
  a reshuffle token as soon as strong new creatures lie in the discard pile (strategy tips);
- get rid of Peaceful Dragons: dump them on a rival standing in the region entered.
"""

from __future__ import annotations

import random

from . import data as D
from .actions import DONE, END_TURN, RESHUFFLE, ChooseSeat, Commit, CompleteQuest, Discard, Dump, Fly, Play, Statue, Subdue, Take

#: Abilities worth using whenever they are offered (they only gain): dig a gem.
GAINS = frozenset({D.DIG_GEM})
#: Artifacts worth playing whenever they may: they only bring cards or gems.
GAINING_ARTIFACTS = frozenset({D.KIND["bag_of_bulging"], D.KIND["rogues_purse"]})
#: Creatures in the discard pile worth a reshuffle token.
FRESH_CREATURES = 3
CREATURES = frozenset(D.CREATURES)
#: Open quests above which the Quest Chest is left alone.
ENOUGH_QUESTS = 2


def choose_action(world, rng: random.Random):
    """The move for ``world.to_move`` in the phase the turn has reached."""
    actions = world.legal_actions()
    if len(actions) == 1:
        return actions[0]
    ph = world.phase
    p = world.to_move
    if ph == D.PH_MAIN:
        return _main(world, p, actions)
    if ph == D.PH_ADV:
        return _adventure(world, p, actions)
    if ph == D.PH_END:
        return _end_of_turn(world, p, actions)
    if ph == D.PH_QPAY:
        return min(actions, key=lambda a: (not a.from_token, D.KIND_NSYM[D.KIND[a.card]]))
    if ph == D.PH_OFFER:
        return _offer(world, p, actions)
    if ph == D.PH_PICK_QUEST:
        return min(actions, key=lambda a: _quest_effort(D.QUEST[a.quest]))
    if ph == D.PH_PICK_POS:
        return _starting_region(world, p, actions)
    if ph in (D.PH_TARGET, D.PH_CHOOSE_SEAT):
        return _against_leader(world, p, actions)
    if ph == D.PH_KEY:
        draws = [a for a in actions if type(a) is Statue and a.option == "draw"]
        return draws[0] if draws else actions[0]
    if ph == D.PH_RELEASE:
        return DONE if DONE in actions else actions[0]
    if ph in (D.PH_EXCH_GIVE, D.PH_EXCH_TAKE):
        return DONE if DONE in actions else actions[0]
    if ph == D.PH_PICK_ART:
        return min(actions, key=lambda a: D.KIND_COST[D.KIND[a.artifact]])
    return actions[0]       # a card or path for an artifact already played: any will do


# -- quests --------------------------------------------------------------------------------------


def _quest_effort(q: int) -> float:
    """Symbols a quest asks per cup (fewer is easier)."""
    return sum(n for _, n in D.QUEST_REQ[q]) / max(1, D.QUEST_CUPS[q])


def _needed_symbols(world, p: int, personal_only: bool = False) -> list[int]:
    """Per symbol, how many more the open quests (the personal ones, or the common ones too) need
    beyond what is prepared for them."""
    need = [0] * 9
    for qi, q in enumerate(world.pq[p]):
        have = [0] * 9
        for k in world.quest_cards[p][qi]:
            if D.KIND_SYM[k] >= 0:
                have[D.KIND_SYM[k]] += D.KIND_NSYM[k]
        for s, n in D.QUEST_REQ[q]:
            need[s] += max(0, n - have[s])
    for q in () if personal_only else world.common:
        if q >= 0:
            for s, n in D.QUEST_REQ[q]:
                need[s] += n
    return need


def _payable_in(world, p: int, q: int, committed) -> bool:
    have = [0] * 9
    for k in list(world.hand[p]) + list(committed):
        if D.KIND_SYM[k] >= 0:
            have[D.KIND_SYM[k]] += D.KIND_NSYM[k]
    return all(have[s] >= n for s, n in D.QUEST_REQ[q])


def _completable_regions(world, p: int) -> set[int]:
    """Regions where a quest of ours (or a common one) could be completed with what we hold."""
    out = set()
    for qi, q in enumerate(world.pq[p]):
        if _payable_in(world, p, q, world.quest_cards[p][qi]):
            out.add(D.QUEST_REGION[q])
    for q in world.common:
        if q >= 0 and _payable_in(world, p, q, world.token[p]):
            out.add(D.QUEST_REGION[q])
    return out


# -- the turn ------------------------------------------------------------------------------------


def _main(world, p: int, actions):
    completes = [a for a in actions if type(a) is CompleteQuest]
    if completes:
        return max(completes, key=lambda a: D.QUEST_CUPS[D.QUEST[a.quest]])
    for a in actions:
        if type(a) is Play and (D.KIND_ABILITY[D.KIND[a.card]] in GAINS or D.KIND[a.card] in GAINING_ARTIFACTS):
            return a
    if world.actions_left > 0 and not world.quest_done:
        flight = _fly_to_quest(world, p, actions)
        if flight is not None:
            return flight
    if world.actions_left > 0:
        choice = _best_action(world, p, actions)
        if choice is not None:
            return choice
        if not any(type(a) is Subdue for a in actions):
            flight = _fly_out(world, p, actions)
            if flight is not None:
                return flight
    prepare = _prepare(world, p, actions)
    if prepare is not None:
        return prepare
    return END_TURN


def _fly_to_quest(world, p: int, actions):
    """A carpet flight (a Magic Carpet card before a token) onto a region where a quest can be
    completed now."""
    goals = _completable_regions(world, p)
    if not goals:
        return None
    flights = sorted((a for a in actions if type(a) is Fly), key=lambda a: a.card is None)
    for a in flights:
        if world.region_at[_across(world, p, a.path)] in goals:
            return a
    return None


def _fly_out(world, p: int, actions):
    """Blocked in (no creature next to us can be paid): fly on, towards a quest if one lies
    next door, with a Magic Carpet card before a token."""
    flights = [a for a in actions if type(a) is Fly]
    if not flights:
        return None
    wanted = {D.QUEST_REGION[q] for q in world.pq[p]}
    return max(flights, key=lambda a: (world.region_at[_across(world, p, a.path)] in wanted, a.card is not None))


def _across(world, p: int, path: str) -> int:
    """The board space at the other end of ``path`` from the adventurer."""
    a_end, b_end = D.PATHS[D.PATH_NAMES.index(path)]
    return b_end if a_end == world.pos[p] else a_end


def _best_action(world, p: int, actions, floor: float = 0.5):
    """The turn's action: the best adventure, or a statue visit worth making (None: nothing is
    worth ``floor``)."""
    need = _needed_symbols(world, p)
    best, best_value = None, floor
    for a in actions:
        if type(a) is Subdue:
            v = _subdue_value(world, p, a, need)
        elif type(a) is Statue:
            v = _statue_value(world, p, a)
        else:
            continue
        if v > best_value:
            best, best_value = a, v
    return best


def _subdue_value(world, p: int, a, need) -> float:
    pi = D.PATH_NAMES.index(a.path)
    k = world.paths[pi]
    sym = D.KIND_SYM[k]
    value = 1.0 + 1.5 * world.path_gems[pi] + 0.8 * D.KIND_NSYM[k]
    if sym >= 0 and need[sym]:
        value += 1.5
    value -= 0.6 * len(a.cards)
    for card in a.cards:
        c = D.KIND[card]
        if D.KIND_SYM[c] >= 0 and need[D.KIND_SYM[c]]:
            value -= 0.5   # a card a quest needs is better kept
    region = world.region_at[_across(world, p, a.path)]
    if region in _completable_regions(world, p):
        value += 2.0
    elif any(D.QUEST_REGION[q] == region for q in world.pq[p]):
        value += 0.8    # on the way to a quest still being gathered for
    return value


def _statue_value(world, p: int, a) -> float:
    st = world.statue_at[world.pos[p]]
    if a.option != "draw":
        return 0.0
    if st == D.QUEST_CHEST:
        return 3.0 if len(world.pq[p]) < ENOUGH_QUESTS else 0.0
    if st == D.BEAST_BAZAAR:
        return 2.0 if world.gems[p] >= 3 else 0.0
    return 1.5 + 0.2 * world.gems[p] if world.gems[p] >= 3 else 0.0


def _adventure(world, p: int, actions):
    """Go on subduing while a creature is worth it; then finish the adventure."""
    return _best_action(world, p, actions, floor=1.0) or DONE


def _prepare(world, p: int, actions):
    """After the action: tuck a card a personal quest still needs behind it, when the deck holds
    two more of its symbol; use a reshuffle token on a discard pile rich in creatures."""
    if world.actions_left > 0:
        return None
    deck = list(world.hand[p]) + list(world.draw[p]) + list(world.disc[p])
    for a in actions:
        if type(a) is Commit and a.quest is not None:
            sym = D.KIND_SYM[D.KIND[a.card]]
            if sum(1 for k in deck if D.KIND_SYM[k] == sym) >= 3:
                return a
    if RESHUFFLE in actions and sum(1 for k in world.disc[p] if k in CREATURES) >= FRESH_CREATURES:
        return RESHUFFLE
    return None


def _end_of_turn(world, p: int, actions):
    for a in actions:
        if type(a) is Dump and D.KIND[a.card] == D.PEACEFUL_DRAGON:
            return a
    need = _needed_symbols(world, p, personal_only=True)
    idle = world.actions_left > 0     # a turn without an action: the hand is stuck, change it
    for a in actions:
        if type(a) is Discard:
            c = D.KIND[a.card]
            if idle or D.KIND_SYM[c] < 0 or not need[D.KIND_SYM[c]]:
                if idle or D.KIND_ABILITY[c] < 0 or c == D.PEACEFUL_DRAGON:
                    return a
    return DONE


def _offer(world, p: int, actions):
    takes = [a for a in actions if type(a) is Take]
    if not takes:
        return DONE
    if world.offer_kind == D.QUEST_CHEST:
        if world.taken and len(world.pq[p]) >= ENOUGH_QUESTS and DONE in actions:
            return DONE
        return min(takes, key=lambda a: _quest_effort(D.QUEST[a.card]))
    if world.taken and DONE in actions:
        return DONE
    return max(takes, key=lambda a: D.KIND_COST[D.KIND[a.card]])


def _starting_region(world, p: int, actions):
    """A middle region, the one of a starting quest if it can be."""
    wanted = {D.QUEST_REGION[q] for q in world.pq[p]}
    middle = {world.region_at[D.ML], world.region_at[D.MR]}

    def appeal(a) -> tuple:
        r = D.REGIONS.index(a.region)
        return (r in middle, r in wanted)

    return max(actions, key=appeal)


def _against_leader(world, p: int, actions):
    seats = [a for a in actions if type(a) is ChooseSeat and a.seat != p]
    if not seats:
        return actions[0]
    return max(seats, key=lambda a: world.player_score(a.seat))
