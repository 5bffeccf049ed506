"""The board summary of Tigris & Euphrates: regions, kingdoms and free squares (§1, §6).

Pure functions over the flat board lists of ``TigrisState`` (``tiles``, ``leaders``,
``lpos``, ``river``).  A summary is the tuple

    (lab, king, members, free_land, free_river, cands, free, faceup)

``lab[s]`` is the region id of s (-1 if unoccupied), ``king[r]`` whether region r
has a leader, ``members[r]`` its squares; ``free_land`` / ``free_river`` are the
empty squares by terrain, ``cands`` the empty land squares next to a face-up temple,
``free`` all empty squares and ``faceup`` the squares with face-up tiles (all
sorted).  A summary is never changed in place (clones share it): ``occupy`` and
``vacate`` return a new one after a single square changed, equal (up to region
numbering) to ``compute_regions`` of the new board — the invariant test checks it.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from itertools import compress

from .data import COLS, NEIGH, RED, ROWS, SQUARES

#: Tile codes besides the colour indices 0-3.
FACE_DOWN = 4
CATA = 5

_ALL = range(SQUARES)


def _ring(s: int) -> tuple[int, ...]:
    """The 8 squares around s in clockwise order from north (-1 off the board)."""
    r, c = divmod(s, COLS)
    out = []
    for dr, dc in ((-1, 0), (-1, 1), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1)):
        rr, cc = r + dr, c + dc
        out.append(rr * COLS + cc if 0 <= rr < ROWS and 0 <= cc < COLS else -1)
    return tuple(out)


#: Per square, its 8 surrounding squares clockwise from north (-1 off the board).
RING = tuple(_ring(s) for s in range(SQUARES))
#: Per tile code + 1 (-1 empty .. 5 catastrophe): does it occupy / is it empty / face up?
# (Index -1, the empty square, is the last entry.)
_OCCUPIES = (True,) * 5 + (False, False)
_IS_EMPTY = (False,) * 6 + (True,)
_IS_FACEUP = (True,) * 4 + (False,) * 3


def compute_regions(tiles: list[int], leaders: list[int], lpos: list[int], river,
                    skip: int = -1) -> tuple:
    """The board summary from scratch; ``skip`` is a square treated as empty (the
    unification marker, §6)."""
    lab = [-1] * SQUARES
    king: list[bool] = []
    members: list[list[int]] = []
    occ = [_OCCUPIES[t] for t in tiles]
    for p in lpos:
        if p >= 0:
            occ[p] = True
    # Empty squares: neither occupied nor a catastrophe (the marker square is a tile).
    free = [s for s in compress(_ALL, map(_IS_EMPTY.__getitem__, tiles)) if leaders[s] < 0]
    if skip >= 0:
        occ[skip] = False
    rid = 0
    faceup: list[int] = []
    near = [False] * SQUARES
    for s in compress(_ALL, occ):
        if lab[s] >= 0:
            continue
        lab[s] = rid
        stack = [s]
        mem = [s]
        has = False
        while stack:
            q = stack.pop()
            if leaders[q] >= 0:
                has = True
            for nb in NEIGH[q]:
                if occ[nb] and lab[nb] < 0:
                    lab[nb] = rid
                    stack.append(nb)
                    mem.append(nb)
        king.append(has)
        members.append(mem)
        rid += 1
    for s in compress(_ALL, map(_IS_FACEUP.__getitem__, tiles)):
        faceup.append(s)
        if tiles[s] == RED:
            for nb in NEIGH[s]:
                near[nb] = True
    free_land = [s for s in free if not river[s]]
    free_river = [s for s in free if river[s]]
    cands = [s for s in free_land if near[s]]
    return lab, king, members, free_land, free_river, cands, free, faceup


def _without(lst: list[int], s: int) -> list[int]:
    """A copy of the sorted list without s (the same list if s is absent)."""
    i = bisect_left(lst, s)
    if i < len(lst) and lst[i] == s:
        return lst[:i] + lst[i + 1:]
    return lst


def _with(lst: list[int], s: int) -> list[int]:
    """A copy of the sorted list with s inserted."""
    out = lst[:]
    insort(out, s)
    return out


def occupy(reg: tuple, s: int, tiles: list[int], leaders: list[int], river) -> tuple:
    """The summary after the empty square s received a tile or a leader.

    Regions only merge when a square fills, so this updates ``reg`` instead of
    relabelling the board (the piece is already on s).
    """
    lab, king, members, free_land, free_river, cands, free, faceup = reg
    lab = lab[:]
    king = king[:]
    members = members[:]
    ids = []
    for nb in NEIGH[s]:
        r = lab[nb]
        if r >= 0 and r not in ids:
            ids.append(r)
    has = leaders[s] >= 0
    if not ids:
        lab[s] = len(king)
        king.append(has)
        members.append([s])
    else:
        target = max(ids, key=lambda r: len(members[r]))
        mem = members[target] + [s]
        lab[s] = target
        has = has or king[target]
        for r in ids:
            if r != target:
                for q in members[r]:
                    lab[q] = target
                mem += members[r]
                has = has or king[r]
                members[r] = []
        members[target] = mem
        king[target] = has
    if river[s]:
        free_river = _without(free_river, s)
    else:
        free_land = _without(free_land, s)
    free = _without(free, s)
    cands = _without(cands, s)
    t = tiles[s]
    if 0 <= t < FACE_DOWN:
        faceup = _with(faceup, s)
        if t == RED:
            extra = [nb for nb in NEIGH[s] if tiles[nb] == -1 and leaders[nb] < 0
                     and not river[nb]]
            if extra:
                cands = sorted(set(cands).union(extra))
    return lab, king, members, free_land, free_river, cands, free, faceup


def vacate(reg: tuple, s: int, old: int, tiles: list[int], leaders: list[int], river) -> tuple:
    """The summary after the occupied square s was emptied or got a catastrophe.

    ``old`` is the tile code s had (-1 if it held a leader).  Only s's region can
    split, so only its squares are relabelled; the first part keeps the region id.
    """
    lab, king, members, free_land, free_river, cands, free, faceup = reg
    r = lab[s]
    lab = lab[:]
    lab[s] = -1
    king = king[:]
    members = members[:]
    rest = [q for q in members[r] if q != s]
    inside = [nb for nb in NEIGH[s] if lab[nb] == r]
    parts = [rest]
    if len(inside) > 1 and not _locally_connected(s, r, lab):
        # Does s's removal split the region?  Walk from one neighbour and see.
        seen = {inside[0]}
        stack = [inside[0]]
        while stack:
            q = stack.pop()
            for nb in NEIGH[q]:
                if lab[nb] == r and nb not in seen:
                    seen.add(nb)
                    stack.append(nb)
        if len(seen) < len(rest):
            parts = [list(seen)]
            for st in inside[1:]:
                if st in seen:
                    continue
                part = [st]
                seen.add(st)
                stack = [st]
                nid = len(king)
                lab[st] = nid
                while stack:
                    q = stack.pop()
                    for nb in NEIGH[q]:
                        if lab[nb] == r and nb not in seen:
                            seen.add(nb)
                            lab[nb] = nid
                            stack.append(nb)
                            part.append(nb)
                king.append(False)
                members.append(part)
                parts.append(part)
    members[r] = parts[0]
    for i, part in enumerate(parts):
        rid = r if i == 0 else lab[part[0]]
        has = False
        for q in part:
            if leaders[q] >= 0:
                has = True
                break
        king[rid] = has
    if 0 <= old < FACE_DOWN:
        faceup = _without(faceup, s)
    if tiles[s] == -1 and leaders[s] < 0:
        free = _with(free, s)
        if river[s]:
            free_river = _with(free_river, s)
        else:
            free_land = _with(free_land, s)
            for nb in NEIGH[s]:
                if tiles[nb] == RED:
                    cands = _with(cands, s)
                    break
    if old == RED:
        # Squares next to s may have lost their only temple.
        for nb in NEIGH[s]:
            if tiles[nb] == -1 and leaders[nb] < 0 and not river[nb]:
                if not any(tiles[x] == RED for x in NEIGH[nb]):
                    cands = _without(cands, nb)
    return lab, king, members, free_land, free_river, cands, free, faceup


def block(reg: tuple, s: int, river) -> tuple:
    """The summary after a catastrophe went on the empty square s."""
    lab, king, members, free_land, free_river, cands, free, faceup = reg
    if river[s]:
        free_river = _without(free_river, s)
    else:
        free_land = _without(free_land, s)
    return (lab, king, members, free_land, free_river, _without(cands, s), _without(free, s),
            faceup)


def kingdom_adjacency(reg: tuple, tiles: list[int], leaders: list[int]) -> tuple[dict, dict, list]:
    """(kadj, byk, multi): kingdoms touching each empty square, empty squares touching
    each kingdom, and the empty squares touching two or more kingdoms."""
    lab, king, members = reg[:3]
    kadj: dict[int, list[int]] = {}
    byk: dict[int, list[int]] = {}
    multi: list[int] = []
    for r, mem in enumerate(members):
        if not king[r]:
            continue
        mine = byk[r] = []
        for q in mem:
            for nb in NEIGH[q]:
                if tiles[nb] == -1 and leaders[nb] < 0:
                    ks = kadj.get(nb)
                    if ks is None:
                        kadj[nb] = [r]
                        mine.append(nb)
                    elif ks[-1] != r:  # regions are visited one after another
                        ks.append(r)
                        mine.append(nb)
                        if len(ks) == 2:
                            multi.append(nb)
    return kadj, byk, multi


def _locally_connected(p: int, r: int, lab: list[int]) -> bool:
    """Whether the region-r neighbours of p are joined through the 8 squares around p
    (then removing p cannot split r; False means it may)."""
    ring = RING[p]
    occ = [q >= 0 and lab[q] == r for q in ring]
    if all(occ):
        return True
    # Start just after an unoccupied ring square and walk one lap: all orthogonal
    # neighbours in r must fall in one run of occupied ring squares.
    start = occ.index(False)
    run = 0
    found = -1
    for k in range(1, 9):
        i = (start + k) % 8
        if not occ[i]:
            run += 1
        elif i % 2 == 0:
            if found < 0:
                found = run
            elif found != run:
                return False
    return True


def move_targets(p: int, lab: list[int], nlead: int, leaders: list[int], cands: list[int],
                 leader_ok: list[int], two: list[int], kadj: dict, near_big) -> list[int]:
    """Squares the leader on p may move to (§7.2: p is vacated first), sorted.

    ``nlead`` is the number of leaders in p's region R, ``leader_ok`` the squares a
    new leader may take (``cands`` touching at most one kingdom), ``two`` the
    ``cands`` touching exactly two, ``near_big`` the empty squares touching R.
    Only R changes when p leaves, so only squares touching R can change their
    answer: if p was R's only leader R stops being a kingdom and every square
    touching R and one other kingdom opens up; if R stays connected without p
    (p is a leaf, or its neighbours in R meet around it) R stays one kingdom and the
    squares that touched R only through p open up; otherwise R without p is split
    into parts and the squares touching R are re-tested.
    """
    big = lab[p]
    if nlead == 1:
        # R is leaderless once p leaves: every square touching R and one other
        # kingdom opens up.
        if not two:
            return leader_ok
        extra = [s for s in two if big in kadj[s]]
        return sorted(leader_ok + extra) if extra else leader_ok
    inside = [nb for nb in NEIGH[p] if lab[nb] == big]
    sub = None
    touch = None
    if len(inside) > 1 and not _locally_connected(p, big, lab):
        # Only leader squares touching R can change their answer.
        cset = set(cands)
        touch = [s for s in near_big if s in cset]
        if not touch:
            return leader_ok
    if touch:
        # R may split: number its parts without p (0: unvisited) and note which
        # keep a leader; stop early if the first part holds every neighbour of p.
        sub = [0] * SQUARES
        sub[p] = -1
        ruled = [False]
        cid = 0
        for start in inside:
            if sub[start]:
                continue
            cid += 1
            sub[start] = cid
            stack = [start]
            has = False
            while stack:
                q = stack.pop()
                if leaders[q] >= 0:
                    has = True
                for nb in NEIGH[q]:
                    if lab[nb] == big and not sub[nb]:
                        sub[nb] = cid
                        stack.append(nb)
            if cid == 1 and all(sub[q] for q in inside):
                sub = None  # R stays connected
                break
            ruled.append(has)
    if sub is None:
        # R stays one kingdom: the squares that touched R only through p open up.
        extra = []
        for s in two:
            if big in kadj[s]:
                for nb in NEIGH[s]:
                    if nb != p and lab[nb] == big:
                        break
                else:
                    extra.append(s)
        return sorted(leader_ok + extra) if extra else leader_ok
    # R splits: re-test the squares touching it.
    out = [s for s in leader_ok if big not in kadj.get(s, ())]
    for s in touch:
        ks = kadj[s]
        if len(ks) > 2:
            continue
        k1 = -1
        for r in ks:
            if r != big:
                k1 = r + SQUARES  # apart from the part labels
        ok = True
        for nb in NEIGH[s]:
            if nb == p or lab[nb] != big:
                continue
            r = sub[nb]
            if not ruled[r]:
                continue
            if k1 < 0:
                k1 = r
            elif r != k1:
                ok = False
                break
        if ok:
            out.append(s)
    out.sort()
    return out


# -- keeping the kingdom adjacency up to date ----------------------------------------
# ``adj`` is what ``kingdom_adjacency`` returns.  Like summaries, adjacencies are shared
# by clones and never changed in place: these return a new one (or None when a fresh
# computation is simpler), equal to ``kingdom_adjacency`` of the new summary up to the
# order of the lists.

def _add_kingdom(kadj: dict, byk: dict, r: int, squares, tiles, leaders) -> list[int]:
    """Record kingdom r next to the empty neighbours of ``squares``; returns the
    squares that now touch exactly two kingdoms."""
    mine = byk[r] = list(byk.get(r, ()))
    had = set(mine)
    now_two = []
    for q in squares:
        for nb in NEIGH[q]:
            if nb not in had and tiles[nb] == -1 and leaders[nb] < 0:
                had.add(nb)
                mine.append(nb)
                ks = kadj.get(nb)
                if ks is None:
                    kadj[nb] = [r]
                else:
                    kadj[nb] = ks + [r]
                    if len(ks) == 1:
                        now_two.append(nb)
    return now_two


def _drop_kingdom(kadj: dict, byk: dict, r: int) -> None:
    for q in byk.pop(r, ()):
        ks = kadj[q]
        if len(ks) == 1:
            del kadj[q]
        else:
            kadj[q] = [x for x in ks if x != r]


def _multi(kadj: dict) -> list[int]:
    return [q for q, ks in kadj.items() if len(ks) > 1]


def adjacency_after_occupy(adj: tuple, old: tuple, new: tuple, s: int, tiles, leaders):
    """The adjacency after ``occupy`` turned summary ``old`` into ``new`` at s."""
    kadj, byk, multi = adj
    olab, oking, omembers = old[:3]
    lab, king = new[0], new[1]
    ids = []
    for nb in NEIGH[s]:
        r = olab[nb]
        if r >= 0 and r not in ids:
            ids.append(r)
    kings = [r for r in ids if oking[r]]
    target = lab[s]
    if not king[target]:
        return adj  # no kingdom involved: s touched none
    if len(kings) > 1 or (kings and kings[0] != target):
        return None
    kadj = dict(kadj)
    byk = dict(byk)
    if kings:
        # s joins kingdom target, perhaps with leaderless regions: s is no longer
        # empty, and the squares around s and the joined regions now touch target.
        del kadj[s]
        byk[target] = [q for q in byk[target] if q != s]
        squares = [s]
        for r in ids:
            if r != target:
                squares.extend(omembers[r])
    else:
        squares = new[2][target]  # a new kingdom (a leader joined leaderless regions)
    now_two = _add_kingdom(kadj, byk, target, squares, tiles, leaders)
    if now_two:
        multi = multi + now_two
    return kadj, byk, multi


def adjacency_after_vacate(adj: tuple, old: tuple, new: tuple, s: int, tiles, leaders):
    """The adjacency after ``vacate`` turned summary ``old`` into ``new`` at s."""
    kadj, byk, multi = adj
    r = old[0][s]
    if not old[1][r]:
        return adj  # a leaderless region lost a tile: no kingdom involved
    lab, king, members = new[:3]
    kadj = dict(kadj)
    byk = dict(byk)
    if len(king) == len(old[1]) and king[r]:
        # r is still one kingdom: the squares next to s that touched r only through
        # s leave it, and s itself (if now empty) touches it.
        lost = []
        for nb in NEIGH[s]:
            ks = kadj.get(nb)
            if ks is None or r not in ks:
                continue
            for x in NEIGH[nb]:
                if lab[x] == r:
                    break
            else:
                lost.append(nb)
                if len(ks) == 1:
                    del kadj[nb]
                else:
                    kadj[nb] = [x for x in ks if x != r]
        if lost:
            byk[r] = [q for q in byk[r] if q not in lost]
        if tiles[s] == -1 and leaders[s] < 0:
            for x in NEIGH[s]:
                if lab[x] == r:
                    ks = kadj.get(s)
                    kadj[s] = [r] if ks is None else ks + [r]
                    byk[r] = byk[r] + [s]
                    break
        if lost and multi:
            multi = [q for q in multi if len(kadj[q]) > 1]
        return kadj, byk, multi
    _drop_kingdom(kadj, byk, r)
    for part in [r] + list(range(len(old[1]), len(king))):
        if king[part]:
            _add_kingdom(kadj, byk, part, members[part], tiles, leaders)
    return kadj, byk, _multi(kadj)


def adjacency_after_block(adj: tuple, s: int):
    """The adjacency after a catastrophe went on the empty square s."""
    kadj, byk, multi = adj
    ks = kadj.get(s)
    if ks is None:
        return adj
    kadj = dict(kadj)
    del kadj[s]
    byk = dict(byk)
    for r in ks:
        byk[r] = [q for q in byk[r] if q != s]
    if len(ks) > 1:
        multi = [q for q in multi if q != s]
    return kadj, byk, multi
