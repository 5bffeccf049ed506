"""A rules-only heuristic player for Blue Moon City.

It decides each step of the turn by rules of thumb taken from the rulebook's advice and the
scoring rules, without looking ahead at the others:

- the obelisk wins the game: with crystals enough for the next offering, walk to the Courtyard
  and offer, and play every Pillar card there for one more offering (§ "Offering");
- crystals come from buildings: sponsor where the cards in hand pay, above all where the last
  spaces complete the building (Each reward, and the Best one when holding the most spaces) next
  to built neighbours (their Next-to rewards), and where dragons stand (a golden scale each);
- pay a space with as little as will do: the cheapest set of cards, keeping wild Khind, Mimix,
  Hoax and Pillar cards for when they matter;
- keep markers in supply: an incomplete building holds them until it is finished;
- at the cleanup, swap weak cards (discarding costs nothing, each discard draws one more).
"""

from __future__ import annotations

import random

from . import actions as A
from . import data as D
from .payment import can_pay

MOVE, ACT, BUILD, SPECIAL, CLEANUP, OVER = D.PHASES

#: What a crystal, a golden scale and a reward card are worth next to each other.
CRYSTAL, SCALE, CARD = 1.0, 0.8, 0.7
#: What a card in hand is worth above its face value: the wild and special cards do more.
EXTRA_WORTH = {D.GREEN: 1.5, D.BROWN: 0.8, D.WHITE: 1.2, D.YELLOW: 2.0, D.GREY: 0.6,
               D.BLACK: 0.3, D.RED: 0.3, D.BLUE: 0.3}
#: Discard at the cleanup cards worth less than a fresh draw is on average.
DISCARD_BELOW = 1.6
#: A building a turn's walk away loses this much of its appeal per turn.
PER_TURN_AWAY = 2.5
#: Most payment sets tried when choosing how to pay one space.
PAYMENT_NODES = 400


def choose_action(world, rng: random.Random):
    """The move for ``world.to_move`` in the phase the turn has reached."""
    actions = world.legal_actions()
    if len(actions) == 1:
        return actions[0]
    phase = world.phase
    if phase == MOVE:
        return _move(world, actions)
    if phase == ACT:
        return _act(world, actions)
    if phase == BUILD:
        return _pay(world, actions)
    if phase == SPECIAL:
        return _special(world, actions)
    return _cleanup(world, actions)


def card_worth(kind: int) -> float:
    """A card in hand: its value plus what its people's ability is worth."""
    return D.KIND_VALUE[kind] + EXTRA_WORTH[D.KIND_COLOUR[kind]] * (D.KIND_VALUE[kind] < 3)


def _reward(r) -> float:
    crystals, scales, cards = r
    return CRYSTAL * crystals + SCALE * scales + CARD * cards


def _distance(world, a: int, b: int) -> int:
    return D.DISTANCE[world.expansion][a][b]


def _wants_offering(world, p: int) -> bool:
    cost = world.next_cost()
    return cost is not None and world.markers[p] > 0 and world.crystals[p] >= cost


# -- movement ---------------------------------------------------------------------------------


def _move(world, actions):
    p = world.current
    if A.OFFER in actions:
        return A.OFFER
    here = world.figures[p]
    if _wants_offering(world, p):
        toward = _toward(world, actions, here, D.CENTRE)
        if toward is not None:
            return toward
    target, value = _best_building(world, p, here)
    if target == here:
        dragon = _dragon_to_me(world, actions, here)
        if dragon is not None:
            return dragon
        starts = [a for a in actions if type(a) is A.Contribute]
        if starts:
            # the most valuable space first: the higher spaces sit left and win ties for Best
            return max(starts, key=lambda a: D.SPACES[world.tiles[here]][a.space][1])
    if target is not None and value > 0:
        toward = _toward(world, actions, here, target)
        if toward is not None:
            return toward
    return A.DONE


def _toward(world, actions, here: int, goal: int):
    """A step, flight or extra steps bringing the figure closer to ``goal`` (None: none helps)."""
    if here == goal:
        return None
    far = _distance(world, here, goal)
    steps = [a for a in actions if type(a) is A.Step and _distance(world, a.cell, goal) < far]
    if steps and (far <= world.steps or A.EXTRA_STEPS not in actions):
        if far > world.steps and A.TELEPORT[goal] in actions:
            return A.TELEPORT[goal]
        return steps[0]
    if A.EXTRA_STEPS in actions and far <= world.steps + D.FLIT_EXTRA_STEPS:
        return A.EXTRA_STEPS
    if A.TELEPORT[goal] in actions and far > world.steps:
        return A.TELEPORT[goal]
    return steps[0] if steps else None


def _dragon_to_me(world, actions, here: int):
    """Fly a dragon onto the building about to be sponsored with a Vulca, Terrah or Aqua 1 (a
    golden scale), when the rest of the hand still pays a space there."""
    if world.placed or not any(type(a) is A.Contribute for a in actions):
        return None
    for a in actions:
        if type(a) is A.MoveDragon and a.cell == here and world.dragons[a.dragon] != here:
            hand = world.hands[world.current][:]
            hand[D.DRAGON_PEOPLE[a.dragon] * 3 + a.value - 1] -= 1
            if _payable_spaces(world, here, hand):
                return a
    return None


def _payable_spaces(world, cell: int, hand) -> list[int]:
    t = world.tiles[cell]
    return [i for i, (col, val) in enumerate(D.SPACES[t])
            if world.owners[cell][i] < 0 and can_pay(hand, col, val)]


def _best_building(world, p: int, here: int):
    """The open building most worth sponsoring, counting the turns to walk there."""
    if world.markers[p] <= 0:
        return None, 0.0
    reach = world.steps + (D.FLIT_EXTRA_STEPS if world.hands[p][10] else 0)
    best, best_value = None, 0.0
    for cell in D.CELLS[world.expansion]:
        if not world.open_building(cell):
            continue
        value = _building_value(world, p, cell)
        if value <= 0:
            continue
        far = _distance(world, here, cell)
        if far > reach and not world.hands[p][9]:
            value -= PER_TURN_AWAY * ((far - reach + 1) // 2 + 1)
        if best is None or value > best_value:
            best, best_value = cell, value
    return best, best_value


def _building_value(world, p: int, cell: int) -> float:
    """What sponsoring here brings: progress, the rewards if it completes, dragons' scales."""
    t = world.tiles[cell]
    hand = world.hands[p]
    owners = world.owners[cell]
    empty = [i for i, o in enumerate(owners) if o < 0]
    payable = _payable_spaces(world, cell, hand)
    if not payable:
        return 0.0
    mine = sum(1 for o in owners if o == p)
    rival = max((sum(1 for o in owners if o == q) for q in range(world.num_players) if q != p), default=0)
    # paying one space uses cards: count on about one space per matching colour set
    gets = min(len(payable), 2, world.markers[p])
    best = _reward(D.BEST[t]) if mine + gets > rival else 0.0
    value = 1.0 + 0.5 * gets
    if gets >= len(empty):
        value += _reward(D.EACH[t]) + best
        for n in D.NEIGHBOURS[world.expansion][cell]:
            if world.built[n] and world.tiles[n] >= 0:
                value += _reward(D.NEIGHBOURHOOD[world.tiles[n]])
    else:
        value += 0.5 * (_reward(D.EACH[t]) + best) * (len(empty) - gets <= 1)
    value += SCALE * sum(1 for d in world.dragons if d == cell)
    if world.markers[p] <= 2 and gets < len(empty):
        value -= 1.5    # markers stuck on an unfinished building are markers missing
    return value


# -- contribution, payment, special, cleanup ----------------------------------------------------


def _act(world, actions):
    pillars = [a for a in actions if type(a) is A.Pillar]
    if pillars:
        return min(pillars, key=lambda a: a.value)
    p = world.current
    starts = [a for a in actions if type(a) is A.Contribute]
    if starts and world.markers[p] > 1:
        here = world.figures[p]
        owners = world.owners[here]
        empty = sum(1 for o in owners if o < 0)
        mine = sum(1 for o in owners if o == p)
        if empty <= 2 or mine < 2:
            return max(starts, key=lambda a: D.SPACES[world.tiles[here]][a.space][1])
    return A.DONE


def _pay(world, actions):
    """The cheapest way to pay the space: a small search over the sets of cards that do."""
    p = world.current
    before = world.hands[p]
    best, best_cost = None, None
    budget = [PAYMENT_NODES]

    def cost_of(state) -> float:
        after = state.hands[p]
        return sum(card_worth(k) * (before[k] - after[k]) for k in range(D.NUM_KINDS))

    def walk(state, first):
        nonlocal best, best_cost
        for a in state.legal_actions():
            if a is A.TAKE_BACK or budget[0] <= 0:
                continue
            budget[0] -= 1
            nxt = state.clone()
            nxt.apply(a)
            cost = cost_of(nxt)
            if best_cost is not None and cost >= best_cost:
                continue
            if nxt.phase != BUILD:
                best, best_cost = first or a, cost
            else:
                walk(nxt, first or a)

    walk(world, None)
    return best if best is not None else A.TAKE_BACK


def _special(world, actions):
    p = world.current
    jumps = [a for a in actions if type(a) is A.Special and a.cell >= 0]
    if not jumps:
        return next(a for a in actions if a is not A.DONE)   # draw two, or one more offering
    goal = D.CENTRE if _wants_offering(world, p) else _best_building(world, p, world.figures[p])[0]
    if goal is None:
        return A.DONE
    return min(jumps, key=lambda a: _distance(world, a.cell, goal))


def _cleanup(world, actions):
    discards = [a for a in actions if type(a) is A.Discard and card_worth(a.kind) < DISCARD_BELOW]
    if discards:
        return min(discards, key=lambda a: card_worth(a.kind))
    return A.DRAW

