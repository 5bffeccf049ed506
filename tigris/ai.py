"""AI hooks for Tigris & Euphrates (see engine/ai/hooks.py).

* ``evaluate``: the final-scoring vector (weakest colour first, treasures wild) plus a
  small worth for leaders on the board and catastrophes in hand, turned into a win
  estimate against the best rival.
* ``prior`` / ``prune``: a one-look heuristic per action (does the tile score for me or
  for a rival, does the leader join a kingdom rich in its colour or with treasures, is
  a revolt or war winnable) keeps the ~700 actions of a turn down to a dozen.
* ``rollout_action``: mostly scoring tiles and sensible leaders, minimal winning
  commitments, always build.

Hooks read only the (determinized) state they are given.
"""

from __future__ import annotations

import math
import random

from . import actions as A
from . import rules as R
from .data import BLACK, BLOCKS, GREEN, NEIGH, RED

ROLLOUT_DEPTH = 10
#: Actions kept by ``prune`` in the main action phase.
KEEP = 14
#: Score gap (in points of the weakest colour) that makes a win "likely".
SCALE = 2.5

LEVELS = {
    "normal": {"iterations": 4000, "seconds": 0.6},
    "hard": {"iterations": 40000, "seconds": 2.0},
}


# -- evaluation ---------------------------------------------------------------------
def _worth(state, seat: int) -> float:
    v = state.final_vector(seat)
    if v is None:
        return 0.0
    w = v[0] + 0.3 * v[1] + 0.1 * (v[2] + v[3])
    base = 4 * seat
    lpos = state.lpos
    for c in range(4):
        if lpos[base + c] >= 0:
            w += 0.45
    w += 0.25 * state.cats[seat]
    return w


def evaluate(state) -> list[float]:
    n = state.num_players
    worth = [_worth(state, s) for s in range(n)]
    # A lead counts for more as the end nears (bag or treasures running out); this
    # also makes a leader drain the bag instead of stalling with leader moves.
    left = sum(state.treas)
    progress = max(1.0 - state.bag_n / 120.0, (len(state.board.temples) - left) / 8.0)
    sharp = (1.0 + 2.0 * min(1.0, max(0.0, progress))) / SCALE
    out = []
    for s in range(n):
        rival = max(worth[o] for o in range(n) if o != s)
        d = (worth[s] - rival) * sharp
        out.append(1.0 / (1.0 + math.exp(-d)))
    return out


# -- a one-look heuristic per action -----------------------------------------------
class _Context:
    """What the heuristic needs about one state, computed once."""

    __slots__ = ("state", "me", "lab", "king", "members", "kadj", "who", "counts", "treasures")

    def __init__(self, state):
        self.state = state
        self.me = state.active
        self.lab, self.king, self.members = state.summary()[:3]
        self.kadj = state.kingdom_adjacency()[0]
        # who[r][c]: seat owning the colour-c leader in region r.
        who: dict[int, list[int]] = {}
        lab = self.lab
        for i, p in enumerate(state.lpos):
            if p >= 0:
                who.setdefault(lab[p], [-1, -1, -1, -1])[i & 3] = i >> 2
        self.who = who
        self.counts: dict[int, list[int]] = {}
        self.treasures: dict[int, int] = {}

    def count(self, r: int) -> list[int]:
        """Face-up tiles per colour in region r."""
        c = self.counts.get(r)
        if c is None:
            c = [0, 0, 0, 0, 0, 0]
            tiles = self.state.tiles
            for q in self.members[r]:
                t = tiles[q]
                if t >= 0:
                    c[t] += 1
            self.counts[r] = c
        return c

    def treasure_count(self, r: int) -> int:
        t = self.treasures.get(r)
        if t is None:
            s = self.state
            lab = self.lab
            t = sum(1 for q in s.board.temples if s.treas[q] and lab[q] == r)
            self.treasures[r] = t
        return t


def _tile_value(ctx: _Context, c: int, s: int) -> float:
    """A tile: +1 if it scores for me (more in my weakest colour), - if for a rival;
    a unification is judged by the wars it starts (the tile itself never counts)."""
    state, me = ctx.state, ctx.me
    ks = ctx.kadj.get(s)
    if not ks:
        return 0.05 if c == RED else 0.0
    if len(ks) == 1:
        w = ctx.who.get(ks[0])
        owner = -1
        if w is not None:
            owner = w[c] if w[c] >= 0 else w[BLACK]
        if owner == me:
            vp = state.vp[me]
            low = min(vp)
            v = 1.0 + (0.4 if vp[c] == low else 0.0)
        elif owner >= 0:
            v = -0.6
        else:
            v = 0.0
        tiles = state.tiles
        for block in BLOCKS[s]:
            if sum(1 for q in block if tiles[q] == c) == 3:
                v += 0.3
                break
        return v
    # A unification: a rough look at the wars it starts.
    a, b = ks[0], ks[1]
    wa, wb = ctx.who.get(a), ctx.who.get(b)
    if wa is None or wb is None:
        return 0.0
    v = 0.0
    hand = state.hands[me]
    for col in range(4):
        if wa[col] < 0 or wb[col] < 0:
            continue
        if wa[col] == me:
            mine, theirs = ctx.count(a)[col], ctx.count(b)[col]
        elif wb[col] == me:
            mine, theirs = ctx.count(b)[col], ctx.count(a)[col]
        else:
            continue
        if mine + hand[col] > theirs + 1:
            v += 0.6 + 0.15 * theirs
        else:
            v -= 0.6 + 0.1 * mine
    return v


def _leader_value(ctx: _Context, c: int, s: int) -> float:
    """A leader: worth more in a kingdom rich in its colour (trader: with treasures);
    a revolt is judged by adjacent temples plus temples in hand."""
    state, me = ctx.state, ctx.me
    ks = ctx.kadj.get(s)
    temples = sum(1 for nb in NEIGH[s] if state.tiles[nb] == RED)
    if not ks:
        v = 0.15 + 0.05 * temples
        if c == GREEN:
            # Leaderless regions joined: count their treasures.
            seen = set()
            for nb in NEIGH[s]:
                r = ctx.lab[nb]
                if r >= 0 and r not in seen:
                    seen.add(r)
                    v += 0.6 * ctx.treasure_count(r)
        return v
    r = ks[0]
    w = ctx.who.get(r)
    if w is not None and w[c] >= 0 and w[c] != me:
        # A revolt: my adjacent temples and temples in hand against theirs.
        other = state.lpos[4 * w[c] + c]
        theirs = sum(1 for nb in NEIGH[other] if state.tiles[nb] == RED)
        mine = temples + state.hands[me][RED]
        return 0.8 if mine > theirs + 1 else -0.7
    cnt = ctx.count(r)
    v = 0.4 + 0.08 * min(cnt[c], 8) + 0.03 * temples
    if c == GREEN:
        v += 1.2 * max(0, ctx.treasure_count(r) - 1)
    if c == BLACK:
        v += 0.03 * (cnt[0] + cnt[1] + cnt[2] + cnt[3])
    if w is not None and me in w:
        v -= 0.1  # spread out rather than pile into one kingdom
    return v


def _action_value(ctx: _Context, a) -> float:
    t = type(a)
    if t is A.PlaceTile:
        return _tile_value(ctx, R.TILE_INDEX[a.tile], a.row * 16 + a.col)
    if t is A.PlaceLeader:
        return _leader_value(ctx, R.LEADER_INDEX[a.leader], a.row * 16 + a.col)
    if t is A.MoveLeader:
        return _leader_value(ctx, R.LEADER_INDEX[a.leader], a.row * 16 + a.col) - 0.45
    if t is A.PlaceCatastrophe:
        s = a.row * 16 + a.col
        state = ctx.state
        hits = 0
        for nb in NEIGH[s]:
            i = state.leaders[nb]
            if i >= 0 and (i >> 2) != ctx.me:
                hits += 1
        return -0.5 + 0.3 * hits
    if t is A.SwapTiles:
        return -0.3
    if t is A.WithdrawLeader:
        return -0.7
    if t is A.Pass:
        return -1.0
    return 0.0


def _commit_values(state, actions) -> list[float]:
    kind, color, sup, att, dfd, apos, dpos, abase, dbase, acommit = state.cf
    out = []
    for a in actions:
        k = a.count
        if acommit < 0:
            total = abase + k
            if total > dbase:
                # Win on the table with the fewest tiles; a little extra is insurance.
                out.append(1.0 - 0.1 * (total - dbase - 1))
            else:
                out.append(0.5 if k == 0 else 0.1)
        else:
            total = dbase + k
            need = abase + acommit
            if total >= need:
                out.append(1.0 - 0.1 * (total - need))
            else:
                out.append(0.5 if k == 0 else 0.1)
    return out


def prior(state, actions) -> list[float]:
    ph = state.phase
    if ph == R.ACTION:
        ctx = _Context(state)
        return [math.exp(_action_value(ctx, a)) for a in actions]
    if ph == R.COMMIT:
        return [max(v, 0.01) for v in _commit_values(state, actions)]
    if ph in (R.MONUMENT, R.BUILDING, R.WONDER):
        return [0.2 if type(a) is A.Decline else 1.0 for a in actions]
    return [1.0] * len(actions)


def prune(state, actions) -> list:
    ph = state.phase
    if ph == R.ACTION and len(actions) > KEEP:
        ctx = _Context(state)
        kadj = ctx.kadj
        me = ctx.me
        rival_near = set()
        for i, p in enumerate(state.lpos):
            if p >= 0 and i >> 2 != me:
                rival_near.update(NEIGH[p])
        lead_cache: dict[tuple[int, int], float] = {}
        scored = []
        rest = []
        for i, a in enumerate(actions):
            t = type(a)
            if t is A.PlaceTile:
                # Only tiles touching a kingdom are worth a look; the rest are filler.
                sq = a.row * 16 + a.col
                if sq not in kadj:
                    rest.append(i)
                    continue
                v = _tile_value(ctx, R.TILE_INDEX[a.tile], sq)
            elif t is A.PlaceCatastrophe:
                sq = a.row * 16 + a.col
                if sq not in rival_near:
                    rest.append(i)
                    continue
                v = _action_value(ctx, a)
            elif t is A.PlaceLeader or t is A.MoveLeader:
                key = (R.LEADER_INDEX[a.leader], a.row * 16 + a.col)
                v = lead_cache.get(key)
                if v is None:
                    v = lead_cache[key] = _leader_value(ctx, key[0], key[1])
                if t is A.MoveLeader:
                    v -= 0.45
            else:
                v = _action_value(ctx, a)
            scored.append((v, i))
        scored.sort(reverse=True)
        keep = [i for _, i in scored[:KEEP]]
        if len(keep) < 4:
            keep.extend(rest[:4 - len(keep)])
        keep.sort()
        out = [actions[i] for i in keep]
        if len(out) > 1 and A.PASS in out:
            out.remove(A.PASS)
        if A.SWAP in actions and A.SWAP not in out:
            out.append(A.SWAP)
        return out
    if ph == R.COMMIT and len(actions) > 3:
        vals = _commit_values(state, actions)
        best = sorted(range(len(actions)), key=lambda i: -vals[i])[:3]
        return [actions[i] for i in sorted(best)]
    return actions


# -- rollouts -----------------------------------------------------------------------
def _scoring_tiles(state, me: int) -> list:
    """Tile placements that score a point for ``me`` right now."""
    kadj, byk, _ = state.kingdom_adjacency()
    lab = state.summary()[0]
    hand = state.hands[me]
    river = state.river
    who: dict[int, list[int]] = {}
    for i, p in enumerate(state.lpos):
        if p >= 0:
            who.setdefault(lab[p], [-1, -1, -1, -1])[i & 3] = i >> 2
    out = []
    for r, w in who.items():
        if me not in w:
            continue
        squares = [s for s in byk.get(r, ()) if len(kadj[s]) == 1]
        if not squares:
            continue
        for c in range(4):
            if hand[c] <= 0:
                continue
            owner = w[c] if w[c] >= 0 else w[BLACK]
            if owner != me:
                continue
            row = A.PLACE_TILE[c]
            want_river = c == 1
            out.extend(row[s] for s in squares if river[s] == want_river)
    return out


def _some_leader(state, rng: random.Random):
    """The best of a few random leader placements for the active seat, or None."""
    me = state.active
    free = [c for c in range(4) if state.lpos[4 * me + c] < 0]
    if not free:
        return None
    cands = state.summary()[5]
    kadj = state.kingdom_adjacency()[0]
    ok = [q for q in cands if len(kadj.get(q, ())) <= 1]
    if not ok:
        return None
    ctx = _Context(state)
    best, best_v = None, -1e9
    for _ in range(4):
        c = free[rng.randrange(len(free))]
        sq = ok[rng.randrange(len(ok))]
        v = _leader_value(ctx, c, sq)
        if v > best_v:
            best, best_v = A.PLACE_LEADER[c][sq], v
    return best


def _some_tile(state, rng: random.Random):
    """A random tile from hand on a random square it may go on, or None."""
    me = state.active
    hand = state.hands[me]
    colours = [c for c in range(4) if hand[c] > 0]
    if not colours:
        return None
    summ = state.summary()
    kadj = state.kingdom_adjacency()[0]
    for _ in range(8):
        c = colours[rng.randrange(len(colours))]
        squares = summ[4] if c == 1 else summ[3]
        if not squares:
            continue
        sq = squares[rng.randrange(len(squares))]
        if len(kadj.get(sq, ())) <= 2:
            return A.PLACE_TILE[c][sq]
    return None


def rollout_action(state, rng: random.Random):
    ph = state.phase
    if ph == R.ACTION:
        # Built directly (legal by construction) so no full action list is needed.
        x = rng.random()
        a = None
        if x < 0.75:
            good = _scoring_tiles(state, state.active)
            if good:
                return good[rng.randrange(len(good))]
        if x < 0.9:
            a = _some_leader(state, rng)
        if a is None:
            a = _some_tile(state, rng)
        if a is not None:
            return a
        legal = state.legal_actions()
        return legal[rng.randrange(len(legal))]
    legal = state.legal_actions()
    if ph == R.COMMIT:
        vals = _commit_values(state, legal)
        return legal[max(range(len(legal)), key=vals.__getitem__)]
    if ph in (R.MONUMENT, R.BUILDING, R.WONDER):
        return legal[0]
    if ph == R.WONDER_COLOR:
        vp = state.vp[state.active]
        return A.WONDER_COLOR[vp.index(min(vp))]
    return legal[rng.randrange(len(legal))]
