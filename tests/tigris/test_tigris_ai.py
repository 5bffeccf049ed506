"""The AI hooks: legal, non-empty, and reading only the given state."""

import random
from collections import Counter

from tigris import ai
from tigris import rules as R
# What ``ai.prune`` adds at a search's root is checked against the look-ahead it documents:
# the heuristic's ranking and the one-move values (module functions; no state internals).
from tigris.ai import _one_ply, _rank_action_phase
from tigris.data import TILE_COUNTS, TILE_NAMES
from tigris.position import from_position


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


#: Starting temples far from the E7-E8 corner the positions below play in.
FAR_TEMPLES = ("A11", "K11", "J6", "B2", "B16", "H2", "I15")


def position(hands, treasures=3, points=((0,) * 4, (0,) * 4), bag=None, actions_left=2,
             board=None, leaders=None, out_of_play=None):
    """Seat 0 to move in a two-player game: seat 0's king on E7 by a temple on E8 (unless
    ``leaders`` says otherwise), ``treasures`` treasures on far temples, the others
    collected (the larger half by seat 1), hands and points per colour as given; when
    ``bag`` is given, that many tiles left to draw and the rest swapped away."""
    board = {"tiles": {"E8": "temple"}, **(board or {})}  # tiles given replace the E8 temple
    board["tiles"].update({at: "temple" for at in FAR_TEMPLES[:treasures]})
    board["treasures"] = list(FAR_TEMPLES[:treasures])
    left = 10 - treasures
    colours = ("red", "blue", "green", "black")
    spec = {
        "players": 2, "board": board, "actions_left": actions_left, "out_of_play": out_of_play,
        "player": [{"hand": dict(zip(TILE_NAMES, h)), "points": dict(zip(colours, v)),
                    "treasures": t, "leaders": ls}
                   for h, v, t, ls in zip(hands, points, (left // 2, left - left // 2),
                                          leaders or ({"king": "E7"}, {}))],
    }
    if bag is not None:  # the bag: temples first, then the other colours; the rest swapped
        face_up = Counter(board["tiles"].values())
        spare = [n - face_up[t] - sum(h[i] for h in hands)
                 for i, (t, n) in enumerate(zip(TILE_NAMES, TILE_COUNTS))]
        in_bag = []
        for n in spare:
            in_bag.append(min(n, bag - sum(in_bag)))
        spec["bag"] = dict(zip(TILE_NAMES, in_bag))
        spec["swapped_away"] = {t: n - b for t, n, b in zip(TILE_NAMES, spare, in_bag)}
    return from_position(spec, seed=1)


def test_prune_keeps_the_scoring_tile():
    s = position(hands=((0, 0, 2, 4), (0, 0, 0, 6)))
    kept = ai.prune(s, s.legal_actions())
    assert R.A.PlaceTile("settlement", 4, 8) in kept


def test_root_of_a_search_also_keeps_the_one_move_best():
    """A world fresh from determinize (a search's root) keeps what a one-move look
    ahead likes best, and its prior favours it; played-on worlds do not pay for it."""
    rng = random.Random(8)
    s = R.new_game(2, seed=8)
    checked = 0
    while not s.is_over() and checked < 6:
        free = not ai._must_place(s)  # else only tiles are weighed (tested below)
        if s.phase == R.ACTION and free and len(s.legal_actions()) > ai.KEEP and rng.random() < 0.2:
            w = s.determinize(s.to_move, random.Random(checked))
            assert w.search_root
            legal = w.legal_actions()
            kept = ai.prune(w, legal)
            assert all(a in legal for a in kept)
            vals = _one_ply(w, [a for _, a in _rank_action_phase(w, legal)[:ai.ROOT_LOOK]])
            best = max(vals, key=vals.__getitem__)
            assert best in kept
            weights = ai.prior(w, kept)
            assert weights[kept.index(best)] == max(weights)
            # The same position sampled again gets the same (cached) answer.
            w2 = s.determinize(s.to_move, random.Random(99))
            assert ai.prune(w2, w2.legal_actions()) == kept
            checked += 1
        s.apply(rng.choice(s.legal_actions()))
        assert not s.search_root
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



def _endgame(lead: int, bag: int, treasures: int = 3, actions_left: int = 2,
             hand=(0, 1, 2, 3)):
    """Seat 0 to move with a king by a temple, three leaders in hand, ``lead`` points
    ahead in every colour, ``bag`` tiles left to draw and treasures far away."""
    return position(hands=(hand, (1, 1, 2, 2)), treasures=treasures, bag=bag,
                    points=((5 + lead,) * 4, (5,) * 4), actions_left=actions_left)


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


def test_near_the_end_or_once_decided_every_turn_draws_from_the_bag():
    """Near the end, even in an even game, and with the end far off once the game is
    decided either way, a turn's last action places a tile when nothing else this turn has
    taken one from the hand (else two AIs can dawdle for ever); and with scores hidden a
    sampled world knows the points the rival was seen to take, so a won game is seen as
    won."""
    def kinds(s):
        w = s.determinize(0, random.Random(1))
        return {type(a).__name__ for a in ai.prune(w, w.legal_actions())}

    s = _endgame(lead=0, bag=4)
    assert not s.open_scores
    assert "PlaceLeader" in kinds(s)            # the first action is free
    s = _endgame(lead=0, bag=4, actions_left=1)
    assert kinds(s) == {"PlaceTile"}            # the last one, with a full hand, is not
    s = _endgame(lead=0, bag=4, actions_left=1, hand=(0, 0, 2, 3))
    assert "PlaceLeader" in kinds(s)            # a tile went this turn already
    far = _endgame(lead=0, bag=60, treasures=7, actions_left=1)
    assert "PlaceLeader" in kinds(far)          # an open game with the end not in sight
    won = _endgame(lead=30, bag=60, treasures=7, actions_left=1)
    assert kinds(won) == {"PlaceTile"}          # a decided one
    lost = position(hands=((0, 1, 2, 3), (1, 1, 2, 2)), treasures=7, bag=60,
                    points=((5,) * 4, (35,) * 4), actions_left=1)
    assert kinds(lost) == {"PlaceTile"}         # decided the other way
    assert kinds(_endgame(lead=30, bag=4)) == {"PlaceTile"}


def test_the_side_ahead_values_the_end_being_near():
    """Even with both positions won beyond doubt (so ``greedy`` too finishes a won game)."""
    near, far = _endgame(lead=30, bag=4, treasures=7), _endgame(lead=30, bag=60, treasures=7)
    assert ai.evaluate(near)[0] > ai.evaluate(far)[0] + 0.01


def test_the_side_behind_is_not_drawn_to_a_distant_end():
    """The seat behind gains nothing by keeping the end far (valuing that made it shuffle
    leaders instead of placing tiles, and two searches froze a game)."""
    for bag in (4, 60):
        state = _endgame(lead=30, bag=bag, treasures=7)
        assert ai.evaluate(state)[1] == ai._win_chances(state)[1]
        assert ai.evaluate(state)[0] < ai._win_chances(state)[0]


def test_a_leader_counts_for_more_by_temples_and_where_its_colour_starves():
    """Seat 0 is weakest in blue: its farmer on the board is worth more than its trader in
    the same spot, and a leader beside a temple (its strength in a revolt) more than one in
    the open."""
    hands = ((0,) * 4, (0,) * 4)
    points = ((8, 2, 8, 8), (5,) * 4)

    def worth(leaders, temples=("E8",)):
        board = {"tiles": {at: "temple" for at in temples}}
        return ai.evaluate(position(hands=hands, points=points, leaders=leaders, board=board))[0]

    assert worth(({"farmer": "E7"}, {})) > worth(({"trader": "E7"}, {})) + 0.01
    assert worth(({"trader": "E7"}, {}), temples=("E8", "E6")) > worth(({"trader": "E7"}, {})) + 0.01


def test_hard_counts_the_points_a_monument_will_bring():
    """A black-red monument in a kingdom with seat 0's king (black) and priest (red) pays
    seat 0 a point of each colour a turn: hard's evaluation counts them before they come,
    normal's only once they are taken; with the priest gone, only the black point."""
    def at(leaders, face_down=(), wonder=None):
        board = {"tiles": {"E10": "temple", "G9": "temple"},
                 "face_down": ["D8", "D9", "E8", "E9", *face_down],
                 "monuments": {"monument_black_red": "D8"}, "wonder": wonder}
        return position(hands=((0,) * 4, (0,) * 4), leaders=leaders, board=board,
                        out_of_play={"settlement": 4 + len(face_down)})

    king_and_priest = ({"king": "F9", "priest": "E11"}, {})
    s = at(king_and_priest)
    assert s.turn_end_income(0) == ([1, 0, 0, 1], False)
    assert s.turn_end_income(1) == ([0, 0, 0, 0], False)
    assert ai.evaluate_income(s)[0] > ai.evaluate(s)[0] + 0.02
    s = at(({"king": "F9"}, {}))
    assert s.turn_end_income(0) == ([0, 0, 0, 1], False)
    assert ai.evaluate_income(s)[1] < ai.evaluate(s)[1]
    # the wonder in the same kingdom (its cross reaches the temple at G9) adds a point of any
    # colour for the king's seat
    s = at(({"king": "F9"}, {}), face_down=["G11", "F11", "H11", "G10", "G12"], wonder="G11")
    assert s.turn_end_income(0) == ([0, 0, 0, 1], True)
    assert s.turn_end_income(1) == ([0, 0, 0, 0], False)


def _commit_states(n, seed, moves=400):
    """Every decision to commit support met in a random game."""
    s = R.new_game(n, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if s.is_over():
            break
        if s.phase == R.COMMIT:
            yield s
        s.apply(rng.choice(s.legal_actions()))


def test_no_tile_is_committed_to_a_conflict_that_cannot_be_won():
    """With every supporting tile in hand still short of winning (the attacker must beat
    the defender's total, the defender tie the attacker's), the only commitment weighed is
    none: a tile thrown in is lost for nothing.  A conflict that can be won keeps a
    commitment that wins it; the arena counts the hopeless ones."""
    hopeless = winnable = 0
    for n, seed in ((2, 1), (2, 2), (3, 3), (4, 4)):
        for s in _commit_states(n, seed):
            kind, colour, support, att, dfd, apos, dpos, attack, defence, committed = s.conflict
            most = s.hands[s.to_move][support]
            if committed < 0:
                can_win, short = attack + most > defence, defence + 1 - attack
            else:
                can_win, short = defence + most >= attack + committed, attack + committed - defence
            w = s.determinize(s.to_move, random.Random(seed))
            kept = ai.prune(w, w.legal_actions())
            if not can_win:
                hopeless += 1
                assert kept == [R.A.CommitSupport(0)]
                if most:
                    after = s.clone()
                    after.apply(R.A.CommitSupport(most))
                    assert ai.play_quality(s, R.A.CommitSupport(most), after)["hopeless_commits"] == 1
            elif short > 0:
                winnable += 1
                assert R.A.CommitSupport(short) in kept
            zero = s.clone()
            zero.apply(R.A.CommitSupport(0))
            assert ai.play_quality(s, R.A.CommitSupport(0), zero)["hopeless_commits"] == 0
    assert hopeless >= 5 and winnable >= 5


def test_easy_throws_no_tile_into_a_conflict_it_cannot_win():
    """easy judges its moves loosely, but only among the moves ``prune`` keeps: in every
    hopeless conflict it commits nothing (judging every commitment by one look, it threw
    tiles away in about three conflicts a game)."""
    from engine.ai.players import choose_action
    from engine.game import load_game
    info = load_game("tigris")
    met = 0
    for n, seed in ((2, 1), (2, 2), (3, 3), (4, 4)):
        for s in _commit_states(n, seed):
            if ai.hopeless(s) and s.hands[s.to_move][s.conflict.support]:
                met += 1
                for k in range(3):
                    assert choose_action(info, s, "easy", seed=k) == R.A.CommitSupport(0)
    assert met >= 3


def _revolt_offered(red_in_hand: int) -> bool:
    """Whether, with seat 1's priest by the temple in seat 0's kingdom, the moves seat 0
    weighs include its own priest placed by the same temple: a revolt of one temple on
    each side, plus what seat 0 commits from ``red_in_hand`` temples."""
    s = position(hands=((red_in_hand, 0, 0, 6 - red_in_hand), (1, 1, 2, 2)),
                 leaders=({"king": "E7"}, {"priest": "F8"}), points=((3,) * 4, (3,) * 4))
    w = s.determinize(0, random.Random(1))
    return R.A.PlaceLeader("priest", 3, 7) in ai.prune(w, w.legal_actions())


def test_the_moves_weighed_do_not_depend_on_what_was_weighed_before():
    """A revolt it can win (four temples in hand against one) is among the moves it weighs
    and one it would lose (one temple) is not, whichever position it looked at first."""
    assert [_revolt_offered(1), _revolt_offered(4)] == [False, True]
    assert [_revolt_offered(4), _revolt_offered(1)] == [True, False]


def test_worlds_sampled_from_one_position_get_the_answers_each_gets_alone():
    """A search asks for every world it samples; the rivals' hands it makes up differ, its
    answers (the moves weighed and their priors) are those of the world on its own."""
    def answers(w):
        kept = ai.prune(w, w.legal_actions())
        return kept, ai.prior(w, kept)

    rng = random.Random(6)
    s = R.new_game(3, seed=6)
    checked = 0
    while not s.is_over() and checked < 4:
        if s.phase == R.ACTION and rng.random() < 0.1:
            together = [answers(s.determinize(s.to_move, random.Random(k))) for k in range(4)]
            alone = [answers(s.clone().determinize(s.to_move, random.Random(k))) for k in range(4)]
            assert together == alone
            checked += 1
        s.apply(rng.choice(s.legal_actions()))
    assert checked == 4


def test_play_quality_counts_monuments_and_hopeless_attacks():
    """A revolt started with no temple in hand against an equal base is lost whatever is
    committed (ties go to the defender): a hopeless attack; with four in hand, not."""
    for red, expected in ((0, 1), (4, 0)):
        s = position(hands=((red, 0, 0, 6 - red), (1, 1, 2, 2)),
                     leaders=({"king": "E7"}, {"priest": "F8"}), points=((3,) * 4, (3,) * 4))
        a = R.A.PlaceLeader("priest", 3, 7)
        after = s.clone()
        after.apply(a)
        assert after.phase == R.COMMIT
        assert ai.play_quality(s, a, after) == {"hopeless_commits": 0, "hopeless_attacks": expected,
                                                "monuments_built": 0}
