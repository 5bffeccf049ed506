"""A rules-only heuristic player for Tigris & Euphrates.

Each of its two actions is chosen by trying the sensible moves on a copy and judging the board
by the rulebook's advice, with no look-ahead at the others' replies; the decisions inside a turn
(conflicts, war colours, monuments, treasures) follow rules of thumb:

- only the weakest colour counts at the end (§16.2): balance the colours, and treasures fill the
  gaps;
- a leader on the board earns a point for every tile of its colour placed in its kingdom, the
  king for the rest: keep all four leaders on the board, beside temples that defend them in a
  revolt (§8, §11);
- fight only conflicts that can be won: commit just enough tiles to win, none to a hopeless
  fight, and choose the war colour with the best odds (§11, §12);
- build monuments: they pay a point a turn to the leaders of their colours (§13, §14);
- swap a hand of colours no leader of ours can score.
"""

from __future__ import annotations

import math
import random

from . import actions as A
from .data import (BUILDING, COLORS, COLS, COMMIT, LEADER_NAMES, MONUMENT, MONUMENT_COLORS, NEIGH, RED, SWAP,
                   TREASURE, WAR_COLOR, WONDER, WONDER_COLOR)

#: The weakest colour counts for the game; the others still rank a tie and feed the balance.
WEAKEST, TOTAL = 3.0, 0.5
#: A leader on the board is future points; a temple beside it defends it in a revolt.
LEADER_ON_BOARD, TEMPLE_GUARD = 2.0, 0.4
#: A monument of a leader's colour in its kingdom pays a point every turn.
MONUMENT_INCOME = 1.5
#: Squares judged in full for each leader to place or move (the best-looking at a glance).
SPOTS_PER_LEADER = 6
#: Expected points of a conflict about to be fought (won, lost).
CONFLICT_WON, CONFLICT_LOST = 1.5, -3.0


def choose_action(world, rng: random.Random):
    """The move for ``world.to_move`` in the phase the game has reached."""
    actions = world.legal_actions()
    if len(actions) == 1:
        return actions[0]
    phase = world.phase
    seat = world.to_move
    if phase == COMMIT:
        return _commit(world, seat, actions)
    if phase == WAR_COLOR:
        return max(actions, key=lambda a: _war_odds(world, seat, a))
    if phase == SWAP:
        return _swap(world, seat, actions)
    if phase in (MONUMENT, BUILDING, WONDER, TREASURE):
        builds = [a for a in actions if type(a) is not A.Decline]
        return max(builds, key=lambda a: _after_value(world, a, seat)) if builds else actions[0]
    if phase == WONDER_COLOR:
        weakest = min(range(4), key=lambda c: world.vp[seat][c])
        return next(a for a in actions if a.color == COLORS[weakest])
    return _action(world, seat, actions, rng)


# -- the action phase --------------------------------------------------------------------------


def _action(world, seat: int, actions, rng):
    candidates = _sensible(world, seat, actions)
    best, best_value = A.PASS, value_for(world, seat) - 0.1
    for a in candidates:
        v = _after_value(world, a, seat) + rng.random() * 1e-6
        if v > best_value:
            best, best_value = a, v
    if best is A.PASS and A.SWAP in actions and _dull_hand(world, seat):
        return A.SWAP
    return best if best in actions else actions[0]


def _sensible(world, seat: int, actions):
    """The moves worth judging: tiles placed next to a kingdom of one of our leaders (a tile
    anywhere else scores nothing for us), and for each leader the few squares where it would
    stand best guarded beside the most tiles of its colour. Catastrophes are left alone."""
    lab, _ = world.regions()
    ours = {lab[q] for q in world.lpos[4 * seat:4 * seat + 4] if q >= 0}
    out = []
    spots: dict[str, list] = {}
    colour_counts = None
    for a in actions:
        t = type(a)
        if t is A.PlaceTile:
            s = a.row * COLS + a.col
            if any(lab[nb] in ours for nb in NEIGH[s]):
                out.append(a)
        elif t is A.PlaceLeader or t is A.MoveLeader:
            if colour_counts is None:
                colour_counts = _colour_counts(world, lab)
            spots.setdefault(a.leader, []).append((_spot_appeal(world, lab, colour_counts, a), a))
        elif t is not A.PlaceCatastrophe and t is not A.SwapTiles and t is not A.Pass:
            out.append(a)
    for ranked in spots.values():
        ranked.sort(key=lambda pair: -pair[0])
        out.extend(a for _, a in ranked[:SPOTS_PER_LEADER])
    return out


def _colour_counts(world, lab) -> dict:
    """Tiles of each colour per region."""
    counts: dict = {}
    for s, c in enumerate(world.tiles):
        if 0 <= c < 4:
            counts.setdefault(lab[s], [0, 0, 0, 0])[c] += 1
    return counts


def _spot_appeal(world, lab, colour_counts, action) -> float:
    """A quick look at a leader's square: temples beside it and tiles of its colour around."""
    s = action.row * COLS + action.col
    c = LEADER_NAMES.index(action.leader)
    temples = sum(1 for nb in NEIGH[s] if world.tiles[nb] == RED)
    near = {lab[nb] for nb in NEIGH[s] if world.tiles[nb] >= 0}
    return temples + 0.5 * sum(colour_counts.get(r, (0, 0, 0, 0))[c] for r in near)


def _after_value(world, action, seat: int) -> float:
    after = world.clone()
    after.apply(action)
    value = value_for(after, seat)
    if after.phase == COMMIT and after.conflict is not None:
        value += _conflict_outlook(after, seat)
    elif after.phase == WAR_COLOR:
        # a unification: every war it starts will be fought, whichever comes first
        for colour in after.legal_actions():
            war = after.clone()
            war.apply(colour)
            if war.phase == COMMIT and war.conflict is not None:
                value += _conflict_outlook(war, seat)
    return value


def value_for(state, seat: int) -> float:
    """Our balanced points, our leaders' standing, and the monuments paying them."""
    vp = state.vp[seat]
    if vp is None:
        return 0.0
    v = list(vp)
    for _ in range(state.treas_n[seat] or 0):
        v[v.index(min(v))] += 1
    value = WEAKEST * min(v) + TOTAL * sum(v)
    lab, _ = state.regions()
    tiles = state.tiles
    for c in range(4):
        q = state.lpos[4 * seat + c]
        if q < 0:
            continue
        value += LEADER_ON_BOARD + TEMPLE_GUARD * min(3, sum(1 for nb in NEIGH[q] if tiles[nb] == RED))
        for m, top in enumerate(state.monuments):
            if top >= 0 and c in MONUMENT_COLORS[m] and _touches(lab, top, lab[q]):
                value += MONUMENT_INCOME
    return value


def _touches(lab, top: int, region: int) -> bool:
    """Whether the 2x2 monument at ``top`` borders the region (its leaders collect)."""
    for s in (top, top + 1, top + COLS, top + COLS + 1):
        for nb in NEIGH[s]:
            if lab[nb] == region:
                return True
    return False


# -- conflicts ----------------------------------------------------------------------------------


def _expected_support(state, seat: int, rival: int, colour: int) -> int:
    """How many tiles of ``colour`` a rival may well hold, from what ``seat`` cannot see."""
    pool = state.unseen_pool(seat)
    unseen = sum(pool) or 1
    return min(pool[colour], math.ceil(state.hand_n[rival] * pool[colour] / unseen))


def _conflict_outlook(state, seat: int) -> float:
    kind, colour, sup, att, dfd, apos, dpos, abase, dbase, acommit = state.conflict
    if seat not in (att, dfd):
        return 0.0
    mine, theirs = (abase, dbase) if seat == att else (dbase, abase)
    rival = dfd if seat == att else att
    mine += state.hands[seat][sup]
    theirs += _expected_support(state, seat, rival, sup)
    wins = mine > theirs if seat == att else mine >= theirs
    return CONFLICT_WON if wins else CONFLICT_LOST


def _commit(world, seat: int, actions):
    """Just enough tiles to win; none when even the whole hand cannot."""
    kind, colour, sup, att, dfd, apos, dpos, abase, dbase, acommit = world.conflict
    options = sorted(a.count for a in actions)
    if seat == att:
        target = dbase + _expected_support(world, seat, dfd, sup) + 1 - abase
        if abase + options[-1] <= dbase:
            return A.COMMIT[0]           # hopeless even against no support
        need = max(0, target)
    else:
        need = abase + acommit - dbase   # a tie goes to the defender
        if need > options[-1]:
            return A.COMMIT[0]
    fit = [k for k in options if k >= need]
    return A.COMMIT[fit[0] if fit else options[-1]]


def _war_odds(world, seat: int, action) -> float:
    after = world.clone()
    after.apply(action)
    if after.conflict is None:
        return 0.0
    kind, colour, sup, att, dfd, apos, dpos, abase, dbase, acommit = after.conflict
    if seat not in (att, dfd):
        return 0.0
    rival = dfd if seat == att else att
    mine = (abase if seat == att else dbase) + after.hands[seat][sup]
    theirs = (dbase if seat == att else abase) + _expected_support(after, seat, rival, sup)
    return mine - theirs


# -- swapping -------------------------------------------------------------------------------------


def _dull_hand(world, seat: int) -> bool:
    """A hand with no tile of a colour whose leader of ours is on the board."""
    hand = world.hands[seat]
    led = [c for c in range(4) if world.lpos[4 * seat + c] >= 0]
    return bool(led) and not any(hand[c] for c in led)


def _swap(world, seat: int, actions):
    led = {c for c in range(4) if world.lpos[4 * seat + c] >= 0} | {RED}
    for a in actions:
        if type(a) is A.DiscardTile and A.DISCARD.index(a) not in led:
            return a
    return A.END_SWAP if A.END_SWAP in actions else actions[0]
