"""A rules-only heuristic player for Azul: Stained Glass of Sintra.

It plays the whole turn (take, place, keep) by trying each choice on a copy and judging the
result by the rulebook's advice and the scoring rules, without looking ahead at the others:

- don't break glass: every broken tile walks the marker down a track whose steps grow, and the
  bottom costs 18 points (§2.4, §8);
- finish strips: a full strip scores its window and every decorated window to its right, so
  decorate the right-hand windows early and complete the left ones later (§5.3c);
- watch the glazier: placing moves it right, leaving the strips behind out of reach until a
  reset, which costs a whole turn (§5.2, §6);
- plan for the end: ornaments on side A, one colour in complete windows on side B, a point per
  three tiles left on the strips (§10);
- the round colour pays a point a tile (§5.3a), and the start-player tile costs a step (§5.1).
"""

from __future__ import annotations

import random

from .data import ORNAMENT_BONUS, ORNAMENTS, PHASE_KEEP, PHASE_OVER, PHASE_PLACE, POSITIONS, ROUNDS, \
    SPACES_PER_STRIP

#: How much each point lost to broken glass weighs on top of the score it costs.
GLASS_AVERSION = 0.8
#: How much a strip behind the glazier is worth next to one it can still reach: getting back to
#: it costs a reset, a turn without tiles.
BEHIND_GLAZIER = 0.55
#: A reachable strip with room is a place where the next take can go without breaking glass.
ROOM_TO_PLAY = 0.25


def choose_action(world, rng: random.Random):
    """The move for ``world.to_move``: the best-judged way to play out the rest of the turn."""
    actions = world.legal_actions()
    if len(actions) == 1:
        return actions[0]
    seat = world.to_move
    best, best_value = actions[0], None
    for action in actions:
        value = _best_finish(world, action, seat) + rng.random() * 1e-6
        if best_value is None or value > best_value:
            best, best_value = action, value
    return best


def _best_finish(world, action, seat: int) -> float:
    """The value of playing ``action`` and then the best rest of this seat's turn."""
    after = world.clone()
    after.apply(action)
    if after.to_move == seat and after.phase in (PHASE_PLACE, PHASE_KEEP):
        return max(_best_finish(after, a, seat) for a in after.legal_actions())
    return value_for(after, seat)


def value_for(state, p: int) -> float:
    """Points the seat has, plus what its board is likely to bring before the game ends."""
    if state.phase == PHASE_OVER:
        return state.score[p] - GLASS_AVERSION * state.nominal_loss(p)
    leftover, broken, bonus = state.final_adjustments(p)
    rounds_left = ROUNDS - state.round
    time = min(1.0, rounds_left / 3.0)
    # don't break glass: besides what the track costs, every point lost to it counts again, since
    # a loss the score floor or a wrap hides still breaks a tie (§11) and the track's steps grow
    value = state.score[p] + broken + leftover + bonus - GLASS_AVERSION * state.nominal_loss(p)
    value += _ornament_hopes(state, p) * time if not state.side_b else _colour_hopes(state, p) * time
    value += _strip_hopes(state, p) * time
    return value


def _strip_hopes(state, p: int) -> float:
    """Half-filled strips are half-won windows, worth more the fuller they are and the more
    decorated windows stand to their right."""
    glazier = state.glazier[p]
    base = p * 8
    values = state.values
    win = state.win
    occupied = [win[(base + i) * 2] >= 0 for i in range(POSITIONS)]
    hope = 0.0
    for i in range(POSITIONS):
        if state.sid[base + i] < 0:
            continue
        tiles = sum(state.strip_tiles(p, i))
        reach = 1.0 if i >= glazier else BEHIND_GLAZIER
        if tiles < SPACES_PER_STRIP and i >= glazier:
            hope += ROOM_TO_PLAY
        if not tiles:
            continue
        chain = values[i] + sum(values[x] for x in range(i + 1, POSITIONS) if occupied[x])
        share = tiles / SPACES_PER_STRIP
        hope += reach * share * share * (chain + 1.0)
    return hope


def _ornament_hopes(state, p: int) -> float:
    """Side A: an ornament nearly surrounded is close to its next bonus step."""
    base = p * 16
    hope = 0.0
    for w0, w1 in ORNAMENTS.values():
        filled = sum(1 for x in state.win[base + 2 * w0:base + 2 * w1 + 2] if x >= 0)
        if filled < 4:
            hope += 0.3 * (ORNAMENT_BONUS[filled + 1] - ORNAMENT_BONUS[filled])
    return hope


def _colour_hopes(state, p: int) -> float:
    """Side B: tiles of one colour multiply the complete windows, so keep to one colour."""
    per = state.window_colours(p)
    top = max(per)
    complete = sum(1 for i in range(POSITIONS) if state.window_count(p, i) == 2)
    return 0.5 * top + 0.3 * complete

