"""AI hooks for Azul: Stained Glass of Sintra (see engine/ai/hooks.py).

Everything here reads only the state it is given (a determinized world).
Two estimates, both in points:

* ``placement_value``: putting ``k`` tiles of one colour on one strip —
  tiles that fit, tiles that break, a completion with its window chain and
  board-side bonus, the reach the glazier gives up by moving right.  The
  rollout policy, the priors and the pruning are built on it.
* ``board_value``: a seat's score as it would stand at the end (score,
  broken glass, board bonus so far, the promise of its partial strips);
  ``evaluate`` turns the gap to the best rival into a win chance.

The constants were tuned by policy-against-policy matches (see the report).
"""

from __future__ import annotations

import math
import random

from .actions import KeepTile, ResetGlazier, TakeTiles
from .data import (BROKEN_GLASS_BOTTOM, BROKEN_GLASS_VALUES, NUM_COLOURS, ORNAMENT_BONUS, PHASE_KEEP,
                   PHASE_OVER, PHASE_PLACE, PHASE_TAKE, POSITIONS, ROUNDS)
from .rules import SintraState, glass_loss

#: Decisions in a rollout before the evaluation cuts it off (about 4 turns): short rollouts
#: buy more iterations, and board_value already projects the strips' promise.  No rollout at
#: all (leaves judged at once) changed neither the glass nor the scores of normal against
#: itself: 20.9 tiles broken a player and a winning score of 21.4 over 8 games (seeds
#: 200-207), against 21.0 and 22.0 at this depth.
ROLLOUT_DEPTH = 8
#: Candidate moves the rollout policy weighs (a random subset when there are more).
ROLLOUT_SAMPLE = 8
#: Chance that the rollout policy plays a uniformly random action instead of its best.
ROLLOUT_EPSILON = 0.1

STRIP_EXP = 2.0           # a partial strip's share of its completion: (tiles / 5) ** STRIP_EXP
FLIP_BONUS = 1.0          # a first completion keeps the strip (flipped) for a second one
EXTRA_BREAK = 0.3         # per broken tile, beyond the track drop: the track runs out sooner
SKIP_COST = 0.1           # each present strip the glazier leaves behind by moving right
START_TILE_COST = 1.2     # the broken-glass step of the start-player tile
RESET_TURN_COST = 3.0     # a whole turn spent moving the glazier back
REACH_DISCOUNT = 0.7      # a partial strip left of the glazier needs a reset first
BEHIND_COST = 0.25        # some strip is left of the glazier: a reset turn lies ahead

# A broken tile costs what the score and the track show, no more.  Charging it a further
# share of the track (2.25 points a tile) cut the glass broken only a little and lost strength:
# normal scored 0.50 against both greedy and the rulebook heuristic over 10 games each at 1,500
# iterations, and without it 5 of 6 and 6 of 6 (the heuristic itself breaks 20-30 tiles a game).
PRUNE_TOP = 10            # takes the search looks at
PRUNE_MARGIN = 5.0        # points below the best take or placement that are never tried

#: Level budgets for this game: fast enough for the decision-time targets.
LEVELS = {
    # The evaluation's differences are small early in a game; less noise keeps easy sensible.
    "easy": {"noise": 0.04},
    "normal": {"iterations": 1500, "time_cap": 5.0},
    # hard: four times normal's work, searched at half the shared exploration (0.35): at
    # normal's breadth it scored 6 of 10 against normal (seeds 100-109), at this one 11 of
    # 14 (seeds 100-113; the 95% interval 0.52-0.92); a larger budget affords a narrower search
    "hard": {"iterations": 6000, "time_cap": 15.0, "hooks": {"exploration": 0.35}},
}


def _chain(s: SintraState, p: int, i: int) -> int:
    """Points a completion at position i scores from windows: its own plus occupied ones right."""
    vals = s.values
    win = s.win
    gain = vals[i]
    for x in range(i + 1, POSITIONS):
        if win[(p * 8 + x) * 2] >= 0:
            gain += vals[x]
    return gain


def _bonus_step(s: SintraState, p: int, i: int) -> float:
    """What one more window tile at position i adds to the board-side end bonus."""
    win = s.win
    b = p * 16
    if not s.side_b:
        w0 = i & ~1
        filled = sum(1 for x in win[b + 2 * w0:b + 2 * w0 + 4] if x >= 0)
        return ORNAMENT_BONUS[min(4, filled + 1)] - ORNAMENT_BONUS[filled]
    per = [0] * NUM_COLOURS
    complete = 0
    for x in range(POSITIONS):
        if win[b + 2 * x] >= 0:
            per[win[b + 2 * x]] += 1
        if win[b + 2 * x + 1] >= 0:
            per[win[b + 2 * x + 1]] += 1
            complete += 1
    top = max(per)
    if win[b + 2 * i] >= 0:           # this completion closes the window
        return (complete + 1) * (top + 1) - complete * top
    return complete


def _completion_estimate(s: SintraState, p: int, i: int) -> float:
    """Expected points of completing the strip at position i later."""
    return _chain(s, p, i) + 0.8 + _bonus_step(s, p, i) + (
        FLIP_BONUS if s.win[(p * 8 + i) * 2] < 0 else 0.0)


def _future(s: SintraState) -> float:
    """Share of the game still to play, in rounds (0 at the very end, up to 6)."""
    on_table = sum(s.factories) + sum(s.centre)
    return ROUNDS - s.round - 1 + min(1.0, on_table / (4.0 * s.nfact))


def _strip_value(est: float, t: int, late: float) -> float:
    """A partial strip of t tiles: a share of its completion, or leftover points at the end."""
    return late * est * (t / 5.0) ** STRIP_EXP + (1.0 - late) * t / 3.0


def _late(s: SintraState) -> float:
    return min(1.0, _future(s) / 1.5)


def _break_cost(s: SintraState, p: int, broken: int) -> float:
    """Points the broken tiles cost by the end: 18 per pass of the bottom plus the track drop."""
    if broken <= 0:
        return 0.0
    return glass_loss(s.bpos[p], broken) + EXTRA_BREAK * broken


def _tiles_at(s: SintraState, j: int) -> int:
    f = s.fill
    b = j * 5
    return f[b] + f[b + 1] + f[b + 2] + f[b + 3] + f[b + 4] + (s.jok[j * 2] >= 0) + (s.jok[j * 2 + 1] >= 0)


def _seat_table(s: SintraState, p: int, late: float) -> tuple:
    """Per position of seat p, what every placement there shares (computed once per decision):
    tiles on the strip, their present value, the completion payoff and the cost of the move."""
    have = [0] * POSITIONS
    now = [0.0] * POSITIONS
    done = [0.0] * POSITIONS
    move = [0.0] * POSITIONS
    g = s.glazier[p]
    sids = s.sid
    win = s.win
    vals = s.values
    b = p * 16
    occupied = [win[b + 2 * i] >= 0 for i in range(POSITIONS)]
    # Board-side bonus step per position.
    if s.side_b:
        per = [0] * NUM_COLOURS
        complete = 0
        for x in win[b:b + 16]:
            if x >= 0:
                per[x] += 1
        for i in range(POSITIONS):
            if win[b + 2 * i + 1] >= 0:
                complete += 1
        top = max(per)
        closing = (complete + 1) * (top + 1) - complete * top
        steps = [closing if occupied[i] else complete for i in range(POSITIONS)]
    else:
        steps = []
        for o in range(4):
            filled = sum(1 for x in win[b + 4 * o:b + 4 * o + 4] if x >= 0)
            step = ORNAMENT_BONUS[min(4, filled + 1)] - ORNAMENT_BONUS[filled]
            steps.append(step)
            steps.append(step)
    right = 0
    chains = [0] * POSITIONS
    for i in range(POSITIONS - 1, -1, -1):
        chains[i] = vals[i] + right
        if occupied[i]:
            right += vals[i]
    skipped = 0.0
    for i in range(POSITIONS):
        j = p * 8 + i
        if i >= g:
            move[i] = skipped
        if sids[j] < 0:
            continue
        if i >= g:
            skipped -= SKIP_COST
        t = _tiles_at(s, j)
        d = chains[i] + steps[i]
        have[i] = t
        if t:
            est = d + 0.8 + (0.0 if occupied[i] else FLIP_BONUS)
            now[i] = late * est * (t / 5.0) ** STRIP_EXP + (1.0 - late) * t / 3.0
        done[i] = d
    return have, now, done, move, late


def placement_value(s: SintraState, p: int, c: int, k: int, i: int, tab: tuple) -> float:
    """Estimated points of placing k tiles of colour c on seat p's strip at position i."""
    have, now, done, move, late = tab
    fit = s.fits(p, i, c, k)
    v = move[i]
    if fit < k:
        v -= _break_cost(s, p, k - fit)
    if fit:
        after = have[i] + fit
        if after == 5:
            counts = s.strip_tiles(p, i)
            v += done[i] + counts[s.round_tiles[s.round]] + (c == s.round_tiles[s.round]) * fit - now[i]
        else:
            full = done[i] + 0.8 + (FLIP_BONUS if s.win[(p * 8 + i) * 2] < 0 else 0.0)
            v += late * full * (after / 5.0) ** STRIP_EXP + (1.0 - late) * after / 3.0 - now[i]
    return v


def _best_target(s: SintraState, p: int, c: int, k: int, tab: tuple) -> tuple[float, int]:
    targets = s._targets_for(p, c, k)
    if not targets:
        return -_break_cost(s, p, k), -1
    best, bi = -1e9, targets[0]
    for i in targets:
        v = placement_value(s, p, c, k, i, tab)
        if v > best:
            best, bi = v, i
    return best, bi


def _take_count(s: SintraState, a: TakeTiles) -> int:
    c = _colour(a.colour)
    if a.source == 0:
        return s.centre[c]
    return s.factories[(a.source - 1) * 5 + c]


_COLOUR = {"red": 0, "yellow": 1, "green": 2, "light_blue": 3, "purple": 4}


def _colour(name: str) -> int:
    return _COLOUR[name]


def _reset_value(s: SintraState, p: int) -> float:
    """Worth of moving back: the strips regained, minus the lost turn."""
    g = s.glazier[p]
    late = _late(s)
    v = BEHIND_COST * late - RESET_TURN_COST
    for x in range(g):
        j = p * 8 + x
        if s.sid[j] >= 0:
            v += SKIP_COST
            t = _tiles_at(s, j)
            if t:
                v += (1 - REACH_DISCOUNT) * _strip_value(_completion_estimate(s, p, x), t, late)
    return v


def action_values(s: SintraState, actions) -> list[float]:
    """A quick value in points for each legal action of the seat to move."""
    p = s.to_move
    out = []
    late = _late(s)
    tab = _seat_table(s, p, late) if s.phase != PHASE_KEEP else None
    if s.phase == PHASE_TAKE:
        cache: dict[tuple[int, int], float] = {}
        for a in actions:
            if type(a) is ResetGlazier:
                out.append(_reset_value(s, p))
                continue
            c = _colour(a.colour)
            k = _take_count(s, a)
            key = (c, k)
            v = cache.get(key)
            if v is None:
                v = cache[key] = _best_target(s, p, c, k, tab)[0]
            if a.source == 0 and s.marker_in_centre:
                v -= START_TILE_COST + _break_cost(s, p, 1) * 0.5
            elif a.source:
                # Leftovers pushed to the centre feed the next player a bit.
                v -= 0.05 * (sum(s.factories[(a.source - 1) * 5:(a.source - 1) * 5 + 5]) - k)
            out.append(v)
        return out
    if s.phase == PHASE_PLACE:
        c, k = s.hand_colour, s.hand_count
        return [placement_value(s, p, c, k, a.position - 1, tab) for a in actions]
    if s.phase == PHASE_KEEP:
        return [_keep_value(s, p, a) for a in actions]
    return [0.0] * len(actions)


def _keep_value(s: SintraState, p: int, a: KeepTile) -> float:
    """Side B: keep the colour the windows already hold most of."""
    c = _colour(a.colour)
    b = p * 16
    held = sum(1 for x in s.win[b:b + 16] if x == c)
    return held + 0.01 * s.strip_tiles(p, s.glazier[p])[c]


# -- hooks -------------------------------------------------------------------------------------


def rollout_action(state: SintraState, rng: random.Random):
    """Mostly the best of a handful of candidate moves by ``action_values``."""
    actions = state.legal_actions()
    n = len(actions)
    if n == 1:
        return actions[0]
    if rng.random() < ROLLOUT_EPSILON:
        return actions[rng.randrange(n)]
    if n > ROLLOUT_SAMPLE:
        actions = rng.sample(actions, ROLLOUT_SAMPLE)
    vals = action_values(state, actions)
    best = max(vals)
    top = [a for a, v in zip(actions, vals) if v >= best - 0.25]
    return top[rng.randrange(len(top))] if len(top) > 1 else top[0]


def prior(state: SintraState, actions) -> list[float]:
    vals = action_values(state, actions)
    best = max(vals)
    return [math.exp((v - best) / 1.5) for v in vals]


def prune(state: SintraState, actions) -> list:
    """Drop choices the quick values call hopeless, so the search spends its visits on the
    rest: at most ``PRUNE_TOP`` takes within ``PRUNE_MARGIN`` points of the best, and of the
    placements where nothing fits only the leftmost (the glazier moves least)."""
    ph = state.phase
    if ph == PHASE_PLACE:
        p = state.to_move
        c, k = state.hand_colour, state.hand_count
        out = []
        empty_kept = False
        for a in actions:
            if state.fits(p, a.position - 1, c, k):
                out.append(a)
            elif not empty_kept:
                out.append(a)
                empty_kept = True
        return out  # a handful at most: the search weighs them all
    if ph != PHASE_TAKE or len(actions) <= 2:
        return list(actions)
    vals = action_values(state, actions)
    best = max(vals)
    ranked = sorted(zip(vals, range(len(actions))), reverse=True)
    keep = [i for v, i in ranked[:PRUNE_TOP] if v >= best - PRUNE_MARGIN]
    keep.sort()
    return [actions[i] for i in keep]


def board_value(s: SintraState, p: int, late: float | None = None) -> float:
    """Seat p's score as it would stand at the end: score, broken glass, board bonus so far,
    plus the promise of its partial strips (discounted when the glazier has passed them)."""
    if late is None:
        late = _late(s)
    v = s.score[p] + BROKEN_GLASS_VALUES[s.bpos[p]]
    leftover, broken, bonus = s.final_adjustments(p)
    v += bonus
    g = s.glazier[p]
    sids = s.sid
    behind = False
    for i in range(POSITIONS):
        j = p * 8 + i
        if sids[j] < 0:
            continue
        t = _tiles_at(s, j)
        if i < g:
            behind = True
        if t:
            sv = _strip_value(_completion_estimate(s, p, i), t, late)
            v += sv * (REACH_DISCOUNT if i < g else 1.0)
    if behind:
        v -= BEHIND_COST * late
    return v


def projected_scores(s: SintraState) -> list[float]:
    """Per seat, ``board_value``; the seat holding tiles or a completed strip gets its best
    continuation (the placement or the kept tile that leaves its board best)."""
    if s.phase == PHASE_OVER:
        return [float(x) for x in s.score]
    late = _late(s)
    out = [board_value(s, p, late) for p in range(s.num_players)]
    if s.phase in (PHASE_PLACE, PHASE_KEEP):
        p = s.to_move
        best = -1e9
        for a in s.legal_actions():
            t = s.clone()
            t.apply(a)
            if t.phase == PHASE_OVER:
                v = float(t.score[p])
            elif t.phase == PHASE_KEEP:
                v = max(_after(t, b, p, late) for b in t.legal_actions())
            else:
                v = board_value(t, p, late)
            best = max(best, v)
        out[p] = best
    return out


def _after(s: SintraState, a, p: int, late: float) -> float:
    t = s.clone()
    t.apply(a)
    return float(t.score[p]) if t.phase == PHASE_OVER else board_value(t, p, late)


def _least_break(s: SintraState, p: int, c: int, k: int) -> int:
    """The fewest of k tiles of colour c that break, over the strips seat p may put them on."""
    targets = s._targets_for(p, c, k)
    return min((k - s.fits(p, i, c, k) for i in targets), default=k)


def _least_break_of_any_take(s: SintraState, p: int) -> int:
    """The fewest tiles any move of this turn breaks (0 when the glazier may move back)."""
    return min((0 if type(a) is ResetGlazier else _least_break(s, p, _colour(a.colour), _take_count(s, a))
                for a in s.legal_actions()), default=0)


def play_quality(before: SintraState, action, after: SintraState) -> dict[str, int]:
    """What this move adds to the play-quality counts of the seat that made it: tiles broken
    (the start-player tile's step is counted apart, as ``start_tile``: it is no broken glass),
    and of those ``avoidable_breaks``, the tiles another take or strip this turn would have
    kept (the rest the deal forced: every move breaks them); tiles taken, strips completed,
    windows completed, glazier resets."""
    p = before.to_move
    out: dict[str, int] = {}
    steps = (after.wraps[p] - before.wraps[p]) * BROKEN_GLASS_BOTTOM + after.bpos[p] - before.bpos[p]
    avoidable = 0
    if type(action) is TakeTiles:
        if action.source == 0 and before.marker_in_centre:
            out["start_tile"] = 1
            steps -= 1
        k = out["tiles_taken"] = _take_count(before, action)
        # the take's own share: what its best strip breaks beyond the best take's
        avoidable = (_least_break(before, p, _colour(action.colour), k)
                     - _least_break_of_any_take(before, p))
    elif type(action) is ResetGlazier:
        out["resets"] = 1
    elif before.phase == PHASE_PLACE:  # the strip's share: beyond the best strip for these tiles
        avoidable = steps - _least_break(before, p, before.hand_colour, before.hand_count)
    if steps:
        out["broken_tiles"] = steps
    if avoidable > 0:
        out["avoidable_breaks"] = avoidable
    b = p * 16
    win_before = sum(1 for x in before.win[b:b + 16] if x >= 0)
    win_after = sum(1 for x in after.win[b:b + 16] if x >= 0)
    if win_after > win_before:
        out["strips_completed"] = win_after - win_before
        done = sum(1 for i in range(POSITIONS) if after.win[b + 2 * i + 1] >= 0)
        done -= sum(1 for i in range(POSITIONS) if before.win[b + 2 * i + 1] >= 0)
        if done:
            out["windows_completed"] = done
    return out


def evaluate(state: SintraState) -> list[float]:
    """Per seat, a win chance from the projected score gap to the best rival."""
    proj = projected_scores(state)
    n = len(proj)
    on_table = sum(state.factories) + sum(state.centre)
    progress = (state.round + 1.0 - min(1.0, on_table / (4.0 * state.nfact))) / ROUNDS
    scale = 3.0 + 9.0 * (1.0 - progress)
    out = []
    for p in range(n):
        rival = max(proj[q] for q in range(n) if q != p)
        d = (proj[p] - rival) / scale
        d = max(-30.0, min(30.0, d))
        out.append(1.0 / (1.0 + math.exp(-d)))
    return out
