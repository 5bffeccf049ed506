"""The AI hooks: legal, non-empty, and reading only the given state."""

import random

from tigris import ai
from tigris import rules as R


def test_hooks_on_random_positions():
    rng = random.Random(2)
    for n, opts in ((2, {}), (3, {"rules_preset": "advanced"})):
        s = R.new_game(n, seed=5, **opts)
        step = 0
        while not s.is_over():
            step += 1
            seat = s.to_move
            if step % 7 == 0:
                w = s.determinize(seat, random.Random(step))
                legal = w.legal_actions()
                kept = ai.prune(w, legal)
                assert kept and all(a in legal for a in kept)
                weights = ai.prior(w, kept)
                assert len(weights) == len(kept) and all(x >= 0 for x in weights)
                a = ai.rollout_action(w, rng)
                assert a in legal
                values = ai.evaluate(w)
                assert len(values) == n and all(0.0 <= v <= 1.0 for v in values)
            s.apply(rng.choice(s.legal_actions()))


def test_prune_keeps_the_scoring_tile():
    s = R.new_game(2, seed=1)
    s.tiles = [-1] * len(s.tiles)
    s.treas = [0] * len(s.treas)
    for sq in (10, 160, 90):           # three far treasures keep the game going
        s.tiles[sq] = 0
        s.treas[sq] = 1
    s.tiles[4 * 16 + 7] = 0
    s.leaders[4 * 16 + 6] = 3          # seat 0's king next to the temple
    s.lpos[3] = 4 * 16 + 6
    s.hands = [[0, 0, 2, 4], [0, 0, 0, 6]]
    s.hand_n = [6, 6]
    s.active = s.to_move = 0
    s._dirty()
    s._legal = None
    kept = ai.prune(s, s.legal_actions())
    assert R.A.PlaceTile("settlement", 4, 8) in kept


def test_root_of_a_search_also_keeps_the_one_move_best():
    """A world fresh from determinize (a search's root) keeps what a one-move look
    ahead likes best, and its prior favours it; played-on worlds do not pay for it."""
    rng = random.Random(8)
    s = R.new_game(2, seed=8)
    checked = 0
    while not s.is_over() and checked < 6:
        if s.phase == R.ACTION and len(s.legal_actions()) > ai.KEEP and rng.random() < 0.2:
            w = s.determinize(s.to_move, random.Random(checked))
            assert w._sampled
            legal = w.legal_actions()
            kept = ai.prune(w, legal)
            assert all(a in legal for a in kept)
            vals = ai._one_ply(w, [a for _, a in ai._rank_action_phase(w, legal)[:ai.ROOT_LOOK]])
            best = max(vals, key=vals.__getitem__)
            assert best in kept
            weights = ai.prior(w, kept)
            assert weights[kept.index(best)] == max(weights)
            # The same position sampled again gets the same (cached) answer.
            w2 = s.determinize(s.to_move, random.Random(99))
            assert ai.prune(w2, w2.legal_actions()) == kept
            checked += 1
        s.apply(rng.choice(s.legal_actions()))
        assert not s._sampled
    assert checked > 0


def test_small_searches_only_play_legal_moves_with_every_option():
    """The hooks' caches (keyed by position) never hand the search a move that is
    illegal in the world at hand: buildings, wonder and strict commits included."""
    from engine.ai.hooks import hooks_from_module
    from engine.ai.search import Budget, search

    hooks = hooks_from_module(ai)
    for n, opts in ((2, {"rules_preset": "advanced", "strict_attack_commit": True}),
                    (3, {"civilization_buildings": True})):
        s = R.new_game(n, seed=31, **opts)
        rng = random.Random(31)
        for step in range(120):
            if s.is_over():
                break
            if step % 3 == 0:
                a = search(s, hooks, Budget(12), random.Random(step)).action
            else:
                a = rng.choice(s.legal_actions())
            assert a in s.legal_actions()
            s.apply(a)



def _endgame(lead: int, bag: int, treasures: int = 3):
    """Seat 0 to move with a king by a temple, three leaders in hand, ``lead`` points
    ahead in every colour, ``bag`` tiles left to draw and treasures far away."""
    s = R.new_game(2, seed=1)
    s.tiles = [-1] * len(s.tiles)
    s.treas = [0] * len(s.treas)
    for sq in (10, 160, 90, 20, 30, 40, 170)[:treasures]:
        s.tiles[sq] = 0
        s.treas[sq] = 1
    s.tiles[4 * 16 + 7] = 0
    s.leaders[4 * 16 + 6] = 3
    s.lpos[3] = 4 * 16 + 6
    s.hands = [[0, 1, 2, 3], [1, 1, 2, 2]]
    s.hand_n = [6, 6]
    s.vp = [[5 + lead] * 4, [5] * 4]
    s.bag = [bag, 0, 0, 0]
    s.bag_n = bag
    s.active = s.to_move = 0
    s._dirty()
    s._legal = None
    return s


def test_a_won_game_is_brought_to_its_end():
    """Far ahead near the end, the AI only weighs tiles from hand (which empty the bag)
    instead of leader moves the search cannot tell apart from them (two AIs once moved
    leaders to and fro for ever); in an open game, or with the end far off, leaders
    stay among its choices."""
    def kinds(s):
        return {type(a).__name__ for a in ai.prune(s, s.legal_actions())}

    won = _endgame(lead=30, bag=4)
    assert ai.evaluate(won)[0] > 0.9
    assert kinds(won) == {"PlaceTile"}
    assert "PlaceLeader" in kinds(_endgame(lead=0, bag=4))
    assert "PlaceLeader" in kinds(_endgame(lead=30, bag=100, treasures=7))


def test_near_the_end_every_turn_draws_from_the_bag():
    """With scores hidden a sampled world gives the rival the mover's own points, so no
    game looks won; still, near the end a turn's last action places a tile when nothing
    else this turn has taken one from the hand (else two AIs can dawdle for ever)."""
    def kinds(s):
        w = s.determinize(0, random.Random(1))
        return {type(a).__name__ for a in ai.prune(w, w.legal_actions())}

    s = _endgame(lead=30, bag=4)
    assert not s.open_scores
    assert "PlaceLeader" in kinds(s)            # the first action is free
    s.actions_left = 1
    assert kinds(s) == {"PlaceTile"}            # the last one, with a full hand, is not
    s.hands[0][1] -= 1
    s.hand_n[0] -= 1
    assert "PlaceLeader" in kinds(s)            # a tile went this turn already
    far = _endgame(lead=30, bag=60, treasures=7)
    far.actions_left = 1
    assert "PlaceLeader" in kinds(far)          # the end is not in sight


def test_the_side_ahead_values_the_end_being_near():
    """Even with both positions won beyond doubt (so ``greedy`` too finishes a won game)."""
    near, far = _endgame(lead=30, bag=4, treasures=7), _endgame(lead=30, bag=60, treasures=7)
    assert ai.evaluate(near)[0] > ai.evaluate(far)[0] + 0.01
    assert ai.evaluate(near)[1] < ai.evaluate(far)[1] - 0.01


def test_hard_counts_the_points_a_monument_will_bring():
    """A black-red monument in a kingdom with seat 0's king (black) and priest (red) pays
    seat 0 a point of each colour a turn: hard's evaluation counts them before they come,
    normal's only once they are taken; with the priest gone, only the black point."""
    from tigris.board import FACE_DOWN
    from tigris.data import BLACK, COLS, MONUMENT_NAMES, RED

    def at(r, c):
        return r * COLS + c

    s = R.new_game(2, seed=1)
    s.tiles = [-1] * len(s.tiles)
    s.treas = [0] * len(s.treas)
    s.leaders = [-1] * len(s.leaders)
    s.lpos = [-1] * 8
    for r, c in ((0, 10), (10, 10), (9, 5)):              # far treasures keep the game going
        s.tiles[at(r, c)] = RED
        s.treas[at(r, c)] = 1
    for r, c in ((3, 7), (3, 8), (4, 7), (4, 8)):
        s.tiles[at(r, c)] = FACE_DOWN
    s.monuments[MONUMENT_NAMES.index("monument_black_red")] = at(3, 7)
    s.tiles[at(4, 9)] = RED                               # a temple beside the priest
    for colour, r, c in ((BLACK, 5, 8), (RED, 4, 10)):
        s.leaders[at(r, c)] = colour                      # seat 0's king and priest
        s.lpos[colour] = at(r, c)
    s._dirty()
    assert s.turn_end_income(0) == ([1, 0, 0, 1], False)
    assert s.turn_end_income(1) == ([0, 0, 0, 0], False)
    assert ai.evaluate_income(s)[0] > ai.evaluate(s)[0] + 0.02
    s.leaders[s.lpos[RED]] = -1
    s.lpos[RED] = -1
    s._dirty()
    assert s.turn_end_income(0) == ([0, 0, 0, 1], False)
    assert ai.evaluate_income(s)[1] < ai.evaluate(s)[1]
    # the wonder in the same kingdom adds a point of any colour for the king's seat
    s.wonder = at(3, 7)
    assert s.turn_end_income(0) == ([0, 0, 0, 1], True)
    assert s.turn_end_income(1) == ([0, 0, 0, 0], False)
