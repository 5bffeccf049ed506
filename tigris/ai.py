"""AI hooks for Tigris & Euphrates (see engine/ai/hooks.py).

* ``evaluate``: the final-scoring vector (weakest colour first, treasures wild) plus a
  small worth for leaders on the board (more when temples guard them, and for the colours
  the seat is weakest in) and catastrophes in hand, turned into a win estimate against
  the best rival.
* ``prior`` / ``prune``: a one-look heuristic per action (does the tile score for me or
  for a rival and what that point is worth to me, does the leader join a kingdom rich
  in its colour or with treasures, is a revolt or war winnable) keeps the ~700 actions
  of a turn down to a dozen.  A search remembers the answers by world (``_memo``): it
  asks again for every sampled world.  A commitment to a conflict that cannot be won is
  never weighed (``hopeless``).
* At the root of a search (a world fresh from ``determinize``, ``state._sampled``) the
  heuristic's best 40 actions are also looked at one move deep with ``evaluate`` (what
  ``greedy`` does for all of them); the best of those join the kept moves and set the
  root's prior, so a search cut short by a busy machine still plays at least as well
  as that look-ahead and more time refines it.
* Games end: near the end, or once the game is decided, a turn always places a tile
  (so it draws from the bag), near the end a seat far ahead only weighs tiles, and
  ``evaluate`` lets the side ahead value the end's nearness (see ``_must_place`` for the
  stalls this prevents).
* ``rollout_action``: mostly scoring tiles and sensible leaders, minimal winning
  commitments, always build.

Hooks read only the (determinized) state they are given.
"""

from __future__ import annotations

import math
import random

from engine.game import memo_table

from . import actions as A
from . import rules as R
from .data import BLACK, BLOCKS, END_TREASURES, GREEN, HAND_SIZE, NEIGH, RED

#: Decisions a rollout plays before ``evaluate`` judges it: about one turn for each seat
#: in a 2-player game.  Longer rollouts of this cheap policy add more noise than foresight:
#: on the same 18 seeds against the rules-only heuristic player, normal scored 10 at 10
#: decisions, 14 at 4 and 9 at none (the tree's own depth only).
ROLLOUT_DEPTH = 4
#: Actions kept by ``prune`` in the main action phase.
KEEP = 14
#: Score gap (in points of the weakest colour) that makes a win "likely".
SCALE = 2.5
#: UCB1 exploration for the shared search.  Values are win estimates whose gaps
#: between sensible moves are small (~0.05-0.1) and a decision gets only a few
#: hundred iterations: the default 0.7 spreads visits almost evenly over the kept
#: moves, so the most-visited choice is close to a coin toss.
EXPLORATION = 0.3
#: The prior's weight as a progressive bias (the root's prior is the one-move value).
PRIOR_WEIGHT = 0.8
#: How much the end's nearness counts in ``evaluate`` (see there).
ENDING_WEIGHT = 0.05
#: Once the end is this near (``_nearness``: 1/3 is 16 tiles or 4 treasures from the
#: end), or once the game is decided for the mover (this win estimate, or its
#: complement), a turn must draw from the bag; see ``_must_place``.
DECIDED_CHANCE = 0.99
DECIDED_NEARNESS = 1.0 / 3.0
#: hard's evaluation (``evaluate_income``): a monument's future points count at this
#: share (a kingdom can be split or a leader lost before they come); a turn takes about
#: TILES_PER_TURN tiles from the bag, and a treasure is taken about every
#: TURNS_PER_TREASURE turns.
INCOME_WEIGHT = 0.4
TILES_PER_TURN = 1.5
TURNS_PER_TREASURE = 3.0

#: A leader on the board, in points of the weakest colour: it scores every tile of its
#: colour placed in its kingdom.  Each temple beside it (up to MAX_GUARDS) adds GUARD_WORTH:
#: the temples are its strength in a revolt, so an unguarded leader is a rival's easy prey.
#: The sum is scaled by NEED_BASE plus what a point of its colour is worth to the seat
#: (~1 in the weakest colour): the leader of a starved colour is the one that feeds it.
#: (A worth alike for every colour let a seat ahead stall with its weakest colour at 5 for
#: 300 moves, shuffling its king while its other colours passed 100.)
LEADER_WORTH = 0.45
GUARD_WORTH = 0.15
MAX_GUARDS = 3
NEED_BASE = 0.5

#: LEVELS (the search budgets per level) stand at the end: hard names ``evaluate_income``.


# -- evaluation ---------------------------------------------------------------------
def _vector_worth(vp: list[int], treasures: int) -> float:
    """The colour totals' worth: treasures go to the weakest colours, then weakest
    first with weights 1, 0.3, 0.1, 0.1 (the core of ``_worth``)."""
    v = list(vp)
    for _ in range(treasures):
        v[v.index(min(v))] += 1
    v.sort()
    return v[0] + 0.3 * v[1] + 0.1 * (v[2] + v[3])


def _worth(state, seat: int, income: bool = False) -> float:
    """A seat's position in points of its weakest colour (then the others, a little),
    plus leaders on the board (see LEADER_WORTH) and catastrophes in hand;
    with ``income`` also the points its monuments will bring in the turns left
    (``turn_end_income``)."""
    vp, t = state.vp[seat], state.treas_n[seat]
    if vp is None or t is None:
        return 0.0
    now = vp  # a leader's worth follows the points taken, not those its monuments promise
    if income:
        inc, wild = state.turn_end_income(seat)
        if any(inc) or wild:
            later = INCOME_WEIGHT * _turns_left(state)
            vp = [x + later * i for x, i in zip(vp, inc)]
            # the wonder's point is of any colour: it goes where it counts, the weakest
            vp[vp.index(min(vp))] += later * wild
    w = _vector_worth(vp, t)
    base = 4 * seat
    lpos = state.lpos
    gain = None  # worked out only for a seat with a leader on the board
    for c in range(4):
        q = lpos[base + c]
        if q >= 0:
            if gain is None:
                gain = _point_gain(now, t)
            guards = min(MAX_GUARDS, state.temples_around(q))
            w += (LEADER_WORTH + GUARD_WORTH * guards) * (NEED_BASE + gain[c])
    w += 0.25 * state.cats[seat]
    return w


def _point_gain(vp, treasures: int) -> list[float]:
    """Per colour, what one more point adds to ``_vector_worth``: about 1 in the weakest
    colour, far less in the strong ones."""
    worth = _vector_worth(vp, treasures)
    return [_vector_worth([x + (i == c) for i, x in enumerate(vp)], treasures) - worth
            for c in range(4)]


def _turns_left(state) -> float:
    """A seat's turns still to come, from the bag (a turn takes ~TILES_PER_TURN tiles
    from it) and the treasures left above the end's threshold, whichever ends first."""
    by_bag = state.bag_n / (TILES_PER_TURN * state.num_players)
    treasures = sum(state.treas) - END_TREASURES
    by_treasures = TURNS_PER_TREASURE * treasures / state.num_players
    return min(by_bag, by_treasures)


def _win_chances(state, income: bool = False) -> list[float]:
    """Per seat, a win estimate from its worth against the best rival's."""
    n = state.num_players
    worth = [_worth(state, s, income) for s in range(n)]
    # A lead counts for more as the end nears (bag or treasures running out).
    left = sum(state.treas)
    progress = max(1.0 - state.bag_n / 120.0, (len(state.board.temples) - left) / 8.0)
    sharp = (1.0 + 2.0 * min(1.0, max(0.0, progress))) / SCALE
    out = []
    for s in range(n):
        rival = max(worth[o] for o in range(n) if o != s)
        out.append(1.0 / (1.0 + math.exp(-(worth[s] - rival) * sharp)))
    return out


def evaluate(state, income: bool = False) -> list[float]:
    # A decided game saturates the win estimate, leaving the leader indifferent
    # between ending the game and dawdling: the side ahead also values the end's
    # nearness, by a margin too small to matter while the game is open (it is what
    # makes ``greedy`` finish a won game; the search, whose rollouts end a won game
    # whatever the first move, needs ``prune``'s rule).  The side behind is given no
    # pull the other way: valuing the end's distance made it move leaders to and fro
    # rather than place a tile, and two searches so matched froze a game for hundreds
    # of moves long before ``_must_place`` could act.
    pull = ENDING_WEIGHT * (1.0 - _nearness(state))
    return [p - max(0.0, 2.0 * p - 1.0) * pull for p in _win_chances(state, income)]


def evaluate_income(state) -> list[float]:
    """hard's evaluation: ``evaluate`` with the points each seat's monuments will bring
    counted now (normal sees them only when a rollout reaches a turn's end)."""
    return evaluate(state, income=True)


def _must_place(state) -> bool:
    """Whether ``prune`` keeps only tiles from hand for the mover's action:

    * its last action, when nothing else this turn took a tile from its hand (a full
      hand; a swap draws at once but leaves the hand full), once the end is in sight
      or the game is decided either way for it: the turn then draws from the bag;
    * any action, once the end is in sight and it has all but won.

    The search sees no difference between ending a game and dawdling (every rollout of
    a won game ends in a win, of a lost one in a loss), so two AIs otherwise stall a
    game for ever: two normals once froze one with the bag at 68, one sure of its win
    taking its monuments' points, the other sure of its loss moving its farmer to and
    fro.  An open game leaves a turn free to move two leaders: forced to place a tile
    there too, normal lost its first 4 games against the rules-only heuristic player."""
    near = _nearness(state) >= DECIDED_NEARNESS
    last = state.actions_left == 1 and state.hand_n[state.active] >= HAND_SIZE
    if not near and not last:
        return False
    chance = _win_chances(state)[state.active]
    decided = chance >= DECIDED_CHANCE or chance <= 1.0 - DECIDED_CHANCE
    return (last and (near or decided)) or (near and chance >= DECIDED_CHANCE)


def _nearness(state) -> float:
    """1 when the game ends at this turn's end, falling towards 0 as it gets further:
    by tiles the bag can still give after every hand is refilled, or by treasures
    left above the end's threshold."""
    tiles = state.bag_n - sum(HAND_SIZE - k for k in state.hand_n) + 1
    treasures = sum(state.treas) - END_TREASURES
    return max(1.0 / (1.0 + max(0, tiles) / 8.0), 1.0 / (1.0 + max(0, treasures) / 2.0))


# -- a one-look heuristic per action -----------------------------------------------
class _Context:
    """What the heuristic needs about one state, computed once."""

    __slots__ = ("state", "me", "lab", "king", "members", "kadj", "who", "counts", "treasures",
                 "temples", "gain")

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
        self.temples: dict[int, int] = {}
        # gain[c]: what one more point of colour c adds to my worth (as ``evaluate``
        # weighs it): ~1 in my weakest colour, far less in my strong ones.
        vp = state.vp[self.me]
        t = state.treas_n[self.me] or 0
        self.gain = _point_gain(vp, t)

    def temples_around(self, s: int) -> int:
        """Face-up temples next to square s (the state's count, kept)."""
        n = self.temples.get(s)
        if n is None:
            n = self.temples[s] = self.state.temples_around(s)
        return n

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
    """A tile: + if it scores for me (by what the point is worth to me), - if for a rival;
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
            v = 0.5 + 0.9 * ctx.gain[c]
        elif owner >= 0:
            v = -0.6
        else:
            v = 0.0
        tiles = state.tiles
        for a, b, d, e in BLOCKS[s]:
            if (tiles[a] == c) + (tiles[b] == c) + (tiles[d] == c) + (tiles[e] == c) == 3:
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
    temples = ctx.temples_around(s)
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
        theirs = ctx.temples_around(state.lpos[4 * w[c] + c])
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
    kind, color, sup, att, dfd, apos, dpos, abase, dbase, acommit = state.conflict
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
        if state._sampled:
            vals = _memo(state).get((_ROOT, _world_key(state)))
            if vals:
                top = max(vals.values())
                low = min(vals.values()) - 0.05
                return [math.exp(ROOT_SHARPNESS * (vals.get(a, low) - top)) for a in actions]
        ctx = _Context(state)
        return [math.exp(_action_value(ctx, a)) for a in actions]
    if ph == R.COMMIT:
        return [max(v, 0.01) for v in _commit_values(state, actions)]
    if ph in (R.MONUMENT, R.BUILDING, R.WONDER):
        return [0.2 if type(a) is A.Decline else 1.0 for a in actions]
    return [1.0] * len(actions)


#: A search's answers (see ``_memo``) are dropped when they reach this many: entries are
#: ~5 kB (the board as tuples).
MEMO_MAX = 2048
#: The root looks one move deep at this many of the heuristic's best actions and
#: adds the best ROOT_ADD of them to the kept moves (so the search always weighs
#: what a one-move look-ahead likes; it then leads the priors, see ``prior``).
ROOT_LOOK = 40
ROOT_ADD = 6
#: Prior at the root: exp(ROOT_SHARPNESS * (one-move value - best one-move value)).
ROOT_SHARPNESS = 25.0
#: Memo entries: the kept moves of a world played on, of a search's root, and the root's
#: one-move values (a root keeps more than the same world reached inside the tree).
_KEPT, _ROOT_KEPT, _ROOT = 0, 1, 2


def _memo(state) -> dict:
    """The answers ``prune`` and ``prior`` worked out for worlds sampled from one search's
    root (``determinize`` hands each world the root's memo): the search asks again for
    every sampled world.  A world that is no search's (a test's, a one-move look's) gets a
    memo of its own."""
    if state.memo is None:
        state.memo = {}
    memo = memo_table(state, "tigris")
    if len(memo) >= MEMO_MAX:
        memo.clear()
    return memo


def _world_key(state) -> tuple:
    """Everything the answers for the mover's action depend on: the board, every seat's
    leaders, points, treasures, catastrophes and hand size, the bag's size, the mover's
    hand and the turn.  What a sampled world makes up (the rivals' hands, the bag's tiles)
    is left out, and nothing that reads the key looks at it: the one-move look's
    ``evaluate`` reads no hand, and the rivals' points are the ones they were seen to take
    (tigris/hidden.py).  So the same world gets the same answer whatever was asked before."""
    me = state.active
    return (me, state.actions_left, state.board.side, tuple(state.opts.items()), state.unifying_at,
            tuple(state.tiles), tuple(state.leaders), tuple(state.treas),
            tuple(state.monuments), tuple(state.buildings), state.wonder, state.bag_n,
            tuple(state.hand_n), tuple(state.cats), tuple(state.hands[me]),
            tuple(map(tuple, state.vp)), tuple(state.treas_n))


def _one_ply(state, actions) -> dict:
    """Each action's value for the mover after playing it (as ``greedy`` sees it)."""
    me = state.to_move
    out = {}
    for a in actions:
        after = state.clone()
        after.apply(a)
        if after.is_over():
            winners = after.winners()
            out[a] = (2.0 if me in winners else 0.0) if winners else 0.5
        else:
            out[a] = evaluate(after)[me]
    return out


def prune(state, actions) -> list:
    ph = state.phase
    if ph == R.ACTION and len(actions) > KEEP:
        memo = _memo(state)
        root = state._sampled
        key = _world_key(state)
        out = memo.get((_ROOT_KEPT if root else _KEPT, key))
        if out is None:
            ranked = _rank_action_phase(state, actions)
            if _must_place(state):  # tiles from hand are what empty the bag
                ranked = ([(v, a) for v, a in ranked if type(a) is A.PlaceTile]
                          or [(0.0, a) for a in actions if type(a) is A.PlaceTile] or ranked)
            out = _kept(ranked, actions)
            if root:
                vals = memo[_ROOT, key] = _one_ply(state, [a for _, a in ranked[:ROOT_LOOK]])
                best = sorted(vals, key=vals.__getitem__, reverse=True)[:ROOT_ADD]
                out = out + [a for a in best if a not in out]
            memo[_ROOT_KEPT if root else _KEPT, key] = out
        return out
    if ph == R.COMMIT and len(actions) > 1:
        return _worth_committing(state, actions)
    return actions


def _worth_committing(state, actions) -> list:
    """The commitments worth a look: none at all when the conflict cannot be won (see
    ``hopeless``), else the heuristic's best three."""
    if hopeless(state):
        return [a for a in actions if a.count == 0] or list(actions)
    if len(actions) <= 3:
        return list(actions)
    vals = _commit_values(state, actions)
    best = sorted(range(len(actions)), key=lambda i: -vals[i])[:3]
    return [actions[i] for i in sorted(best)]


def hopeless(state) -> bool:
    """Whether the seat asked to commit support loses its conflict whatever it commits:
    with every supporting tile in its hand against the other side's strength with no
    more support (ties go to the defender, §11.4, §12.4)."""
    kind, color, sup, att, dfd, apos, dpos, abase, dbase, acommit = state.conflict
    most = state.hands[state.to_move][sup]
    if acommit < 0:
        return abase + most <= dbase
    return dbase + most < abase + acommit


def _kept(ranked: list, actions: list) -> list:
    """The heuristic's best KEEP (at least 4), never a pass if anything else is kept.

    A swap is kept only when it ranks there, i.e. when little else is worth doing.
    (Always offering it made the search swap all the time: a swap spends three
    decisions of a cut-off rollout, so its rollouts stop before the rivals' next
    moves and look better than they are.)
    """
    out = [a for _, a in ranked[:KEEP]]
    if len(out) < 4:
        out += [a for a in actions if a not in out][:4 - len(out)]
    if len(out) > 1 and any(a is A.PASS for a in out):
        out = [a for a in out if a is not A.PASS]
    return out


def _rank_action_phase(state, actions) -> list:
    """(value, action) for the actions worth a look, best first by the one-look
    heuristic (tiles away from kingdoms and catastrophes away from rival leaders are
    left out)."""
    ctx = _Context(state)
    kadj = ctx.kadj
    me = ctx.me
    rival_near = set()
    for i, p in enumerate(state.lpos):
        if p >= 0 and i >> 2 != me:
            rival_near.update(NEIGH[p])
    lead_cache: dict[tuple[int, int], float] = {}
    scored = []
    for i, a in enumerate(actions):
        t = type(a)
        if t is A.PlaceTile:
            sq = a.row * 16 + a.col
            if sq not in kadj:
                continue
            v = _tile_value(ctx, R.TILE_INDEX[a.tile], sq)
        elif t is A.PlaceCatastrophe:
            sq = a.row * 16 + a.col
            if sq not in rival_near:
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
        scored.append((-v, i))
    scored.sort()
    return [(-v, actions[i]) for v, i in scored]


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


# -- play quality (arena records) -----------------------------------------------------
def play_quality(before, action, after) -> dict[str, int]:
    """What this move adds, for the seat that made it, to the counts that tell good play
    from poor: ``hopeless_commits`` (tiles committed to a conflict it could not win),
    ``hopeless_attacks`` (a revolt or war it started as the attacker that it could not
    win, whatever it committed) and ``monuments_built``."""
    seat = before.to_move
    t = type(action)
    started = (after.phase == R.COMMIT and after.to_move == seat and after.conflict.attacker_commit < 0
               and before.phase != R.COMMIT)
    return {
        "hopeless_commits": int(t is A.CommitSupport and action.count > 0 and hopeless(before)),
        "hopeless_attacks": int(started and hopeless(after)),
        "monuments_built": int(t is A.BuildMonument),
    }


LEVELS = {
    # easy: one move's look, loosely judged (as the other games' easy), at the moves ``prune``
    # keeps: it seldom starts a war it cannot win (0.5 a game over 12 against normal).  The same
    # noise over every action started 4 a game, committed tiles to lost conflicts and scored
    # 1 to 5 points a game against normal; the tiny search easy was before (the root's look,
    # then a rollout each for the best eight) played as well as normal itself.
    "easy": {"kind": "greedy", "noise": 0.03, "prune": True},
    # normal: 1,000 iterations, about 0.7 s a move on this 2-core machine (0.9 s at the 95th
    # percentile), far within its cap: 12 of 12 against easy, 7 of 8 against greedy and 26 of 34
    # against the rules-only heuristic player (docs/ai-ladder.md).  The search levels off past
    # about 1,000; at 500 (with rollouts of 10) it scored 24 of 40 against the heuristic player.
    "normal": {"iterations": 1000, "time_cap": 10.0},
    # hard counts the points monuments will bring (``evaluate_income``) and searches in three
    # independent trees of 2,000 whose root visits are pooled (as Blue Moon City's hard):
    # under hidden tiles one deep tree sharpens the line its own sampled worlds happen to
    # favour, and several shallow ones average those guesses.  240-340 s of processor time
    # a 2-player game, and no stronger for it yet: 5 of 10 against normal.
    "hard": {"iterations": 2000, "trees": 3, "time_cap": 40.0,
             "hooks": {"evaluate": evaluate_income}},
}
