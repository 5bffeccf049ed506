"""Engine-level checks: invariants over random games, direct validation = legal list."""

import random

from engine.game import IllegalAction
from tigris import actions as A
from tigris import board as B
from tigris import rules as R
from tigris.data import COLS, LEADER_INDEX, NEIGH, RED, SQUARES, TILE_COUNTS


def _random_candidates(rng, state, k=40):
    out = []
    for _ in range(k):
        s = rng.randrange(SQUARES)
        r, c = divmod(s, COLS)
        kind = rng.randrange(5)
        if kind == 0:
            out.append(A.PLACE_TILE[rng.randrange(4)][s])
        elif kind == 1:
            out.append(A.PLACE_LEADER[rng.randrange(4)][s])
        elif kind == 2:
            out.append(A.MOVE_LEADER[rng.randrange(4)][s])
        elif kind == 3:
            out.append(A.CATASTROPHE_AT[s])
        else:
            out.append(A.WITHDRAW[rng.randrange(4)])
    return out


def _canonical(summary):
    lab, king, members, free_land, free_river, cands, free, faceup = summary
    first = {}
    for q, r in enumerate(lab):
        if r >= 0:
            first.setdefault(r, q)
    part = [first[r] if r >= 0 else -1 for r in lab]
    kingdoms = sorted(first[r] for r in first if king[r])
    return part, kingdoms, free_land, free_river, cands, sorted(free), sorted(faceup)


def _canonical_adjacency(s):
    lab = s.summary()[0]
    first = {}
    for q, r in enumerate(lab):
        if r >= 0:
            first.setdefault(r, q)
    kadj, byk, multi = s.kingdom_adjacency()
    squares = {q: sorted(first[r] for r in ks) for q, ks in kadj.items()}
    by_kingdom = {first[r]: sorted(v) for r, v in byk.items() if v}
    return squares, by_kingdom, multi


def _unlisted(s):
    """A copy of ``s`` with nothing worked out yet: no board summary, kingdom adjacency or
    legal list kept (a game read back from its saved form)."""
    return R.TigrisState.from_dict(s.to_dict())


def _accepted_unlisted(s, a) -> bool:
    """Whether ``apply`` takes ``a`` before the legal moves are listed: the direct check of
    the search's hot path."""
    try:
        _unlisted(s).apply(a)
    except IllegalAction:
        return False
    return True


def _check_invariants(s):
    # The cached (partly incremental) board summary and kingdom adjacency equal fresh ones.
    fresh = _unlisted(s)
    assert _canonical(s.summary()) == _canonical(fresh.summary())
    assert _canonical_adjacency(s) == _canonical_adjacency(fresh)
    lab, _ = s.regions()
    seen = set()
    for i, p in enumerate(s.lpos):
        if p < 0:
            continue
        assert s.leaders[p] == i and not s.river[p]
        assert any(s.tiles[nb] == RED for nb in NEIGH[p]), "a stranded leader stayed"
        key = (lab[p], i & 3)
        assert key not in seen, "two leaders of one colour share a kingdom"
        seen.add(key)
    for seat in range(s.n):
        p = s.lpos[4 * seat + 2]
        if p >= 0:
            assert sum(1 for t in s.board.temples if s.treas[t] and lab[t] == lab[p]) <= 1
    # Every tile is somewhere: board, public discards, hands, bag or secret discards.
    placed = [0, 0, 0, 0]
    for t in s.tiles:
        if 0 <= t < 4:
            placed[t] += 1
    for c in range(4):
        held = sum(h[c] for h in s.hands)
        assert placed[c] + s.gone[c] + held + s.bag[c] <= TILE_COUNTS[c]


def test_random_games_keep_invariants_and_direct_validation_matches():
    rng = random.Random(4)
    for n, opts in ((2, {}), (4, {"rules_preset": "advanced"})):
        s = R.new_game(n, seed=n, **opts)
        step = 0
        while not s.is_over():
            step += 1
            legal = s.legal_actions()
            if s.phase == R.ACTION and step % 3 == 0:
                legal_set = set(legal)
                for a in legal[:: max(1, len(legal) // 20)]:
                    assert _accepted_unlisted(s, a)
                for a in _random_candidates(rng, s, 20):
                    assert _accepted_unlisted(s, a) == (a in legal_set), a
            s.apply(rng.choice(legal))
            if s.phase == R.ACTION and s.unifying_at < 0 and not s.is_over():
                _check_invariants(s)


def test_apply_without_listing_rejects_and_keeps_state():
    s = R.new_game(2, seed=3)
    before = s.to_dict()
    bad = [A.PlaceTile("farm", 0, 0), A.PlaceTile("temple", 0, 10), A.PlaceTile("nope", 1, 1),
           A.PlaceTile("temple", 99, 1), A.PlaceLeader("king", 5, 5), A.MoveLeader("king", 1, 2),
           A.WithdrawLeader("priest"), A.PlaceCatastrophe(0, 10), A.CommitSupport(1)]
    for a in bad:
        s = R.new_game(2, seed=3)  # fresh: no list of legal moves made yet
        try:
            s.apply(a)
        except R.IllegalAction as e:
            assert str(e)
        else:
            raise AssertionError(f"{a} was accepted")
        assert s.to_dict() == before


def _brute_move_targets(s, seat, c):
    """Squares the leader may move to, by lifting it off a copy of the board and recomputing."""
    leaders, lpos = list(s.leaders), list(s.lpos)  # the board without the leader
    p = lpos[4 * seat + c]
    leaders[p] = -1
    lpos[4 * seat + c] = -1
    lab, king = B.compute_regions(s.tiles, leaders, lpos, s.river)[:2]
    out = []
    for q in range(SQUARES):
        if q == p or s.tiles[q] != -1 or leaders[q] >= 0 or s.river[q]:
            continue
        if not any(s.tiles[nb] == RED for nb in NEIGH[q]):
            continue
        ks = {lab[nb] for nb in NEIGH[q] if lab[nb] >= 0 and king[lab[nb]]}
        if len(ks) <= 1:
            out.append(q)
    return out


def test_leader_moves_match_a_brute_force_recomputation():
    rng = random.Random(11)
    checked = 0
    for n, seed in ((2, 21), (3, 22), (4, 23)):
        s = R.new_game(n, seed=seed)
        while not s.is_over():
            legal = s.legal_actions()
            if s.phase == R.ACTION and s.unifying_at < 0 and rng.random() < 0.3:
                seat = s.active
                for c in range(4):
                    if s.lpos[4 * seat + c] < 0:
                        continue
                    listed = sorted(a.row * COLS + a.col for a in legal
                                    if type(a) is A.MoveLeader and LEADER_INDEX[a.leader] == c)
                    assert listed == _brute_move_targets(s, seat, c)
                    checked += 1
            s.apply(rng.choice(legal))
    assert checked > 50


def test_rules_module_still_exports_its_public_names():
    """The engine is split into modules; everything public stays importable from rules."""
    for name in ("TigrisState", "new_game", "OPTIONS", "IllegalAction", "FACE_DOWN", "CATA",
                 "ACTION", "SWAP", "COMMIT", "WAR_COLOR", "BUILDING", "WONDER", "MONUMENT",
                 "TREASURE", "WONDER_COLOR", "OVER", "TILE_INDEX", "LEADER_INDEX", "A"):
        assert hasattr(R, name), name
    s = R.new_game(2, seed=1)
    for name in ("summary", "regions", "kingdom_adjacency", "catastrophe_targets", "war_colors",
                 "building_options", "monument_options", "final_vector", "view", "determinize",
                 "unseen_pool", "describe", "explain_illegal", "legal_actions", "apply"):
        assert callable(getattr(s, name)), name
