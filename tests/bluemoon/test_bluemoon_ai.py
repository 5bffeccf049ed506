"""The AI hooks: legal, bounded, and reading only the state they are given."""

import random

from bluemoon import actions as A
from bluemoon import ai
from bluemoon import data as D
from bluemoon.position import from_position, to_position
from bluemoon.rules import BUILD, MOVE, new_game


def started(s) -> bool:
    """Has the seat to move begun its turn (a written position says so)."""
    return to_position(s)["turn"]["started"]


def _with(seed, n=2, **changes):
    """The opening of a seeded game, written down and changed (entries of bluemoon/position.py)."""
    spec = to_position(new_game(n, seed=seed))
    spec.update(changes)
    return spec


def _give(spec, seat, name):
    """Move one card ``name`` from the deck to the hand of ``seat``."""
    spec["deck"].remove(name)
    spec["hands"][seat].append(name)
    return spec


def _states(n, seed, steps=400, **opts):
    s = new_game(n, seed=seed, **opts)
    r = random.Random(seed)
    out = []
    for i in range(steps):
        if s.is_over():
            break
        if i % 7 == 0:
            out.append(s.clone())
        s.apply(r.choice(s.legal_actions()))
    return out


def test_hooks_are_legal_and_bounded():
    r = random.Random(1)
    for n, opts in ((2, {}), (3, {"expansion": True}), (4, {})):
        for s in _states(n, n, **opts):
            legal = s.legal_actions()
            v = ai.evaluate(s)
            assert len(v) == n and all(0.0 <= x <= 1.0 for x in v)
            assert ai.rollout_action(s, r) in legal
            kept = ai.prune(s, legal)
            assert kept and all(a in legal for a in kept)
            w = ai.prior(s, legal)
            assert len(w) == len(legal) and all(x >= 0 for x in w)


def test_policy_offers_when_it_can():
    spec = _with(3)
    spec["crystals"][spec["turn"]["player"]] = 7
    s = from_position(spec)
    assert A.OFFER in s.legal_actions()
    assert ai.rollout_action(s, random.Random(0)) == A.OFFER or ai._policy(s, s.legal_actions()) == A.OFFER


def test_rollouts_finish_games():
    for seed in range(3):
        s = new_game(2, seed=seed)
        r = random.Random(seed)
        for _ in range(5000):
            if s.is_over():
                break
            s.apply(ai.rollout_action(s, r))
        assert s.is_over()


def test_fast_payment_card_is_the_policy_card():
    """evaluate() pays without listing every legal card; it must pick the same card."""
    seen = 0
    for seed in range(8):
        for opts in ({}, {"expansion": True}):
            s = new_game(2 + seed % 3, seed=seed, **opts)
            r = random.Random(seed)
            while not s.is_over():
                legal = s.legal_actions()
                if s.phase == BUILD:
                    fast = ai._fast_add(s)
                    best = ai._best_add(s, legal)
                    if fast is None:
                        assert type(best) is not A.AddCard
                    else:
                        assert fast == best and fast in legal
                        seen += 1
                s.apply(r.choice(legal))
    assert seen > 100


def test_evaluate_finishes_a_turn_begun_with_a_card():
    """A Flit flight leaves the step count at 2 but the turn has begun: evaluate
    must play the turn out (a fresh turn is judged as it stands)."""
    spec = _with(4)
    s = from_position(_give(spec, spec["turn"]["player"], "flit 1"))
    assert not started(s)
    assert ai.evaluate(s) == ai.static_eval(s)
    flight = next(a for a in s.legal_actions() if type(a) is A.Teleport)
    s.apply(flight)
    assert s.phase == MOVE and s.steps == 2 and started(s)
    turn = s.turn
    w = s.clone()
    ai.evaluate(w)
    assert w.turn == turn and started(w)   # evaluate works on its own copy


def test_static_eval_is_a_distribution_with_tempo():
    import math
    s = new_game(2, seed=5)
    v = ai.static_eval(s)
    assert abs(sum(v) - 1.0) < 1e-9
    # the seat to move gets TEMPO, the other TEMPO / 2 (2 players)
    w = ai._wealths(s)
    me, other = s.current, 1 - s.current
    gap = (w[me] + ai.TEMPO) - (w[other] + ai.TEMPO / 2)
    assert abs(v[me] / v[other] - math.exp(gap / ai.TEMPERATURE)) < 1e-9


def test_clones_share_the_rng_until_one_reshuffles():
    """Copy-on-write random state: a clone playing through reshuffles never
    changes what the original will draw."""
    s = new_game(2, seed=11)
    r = random.Random(2)
    for _ in range(300):
        s.apply(r.choice(s.legal_actions()))
    before = s.to_dict()
    c = s.clone()
    assert c.rng is s.rng
    moves = []
    r = random.Random(9)
    while not c.is_over() and len(moves) < 3000:
        a = r.choice(c.legal_actions())
        moves.append(a)
        c.apply(a)
    assert s.to_dict() == before
    assert c.rng is not s.rng          # the clone reshuffled with its own copy
    for a in moves:
        s.apply(a)
    assert s.to_dict() == c.to_dict()


def test_a_lead_is_worth_less_when_the_markers_are_nearly_spent():
    # §11.3: once every supply is empty the game is drawn, so a lead with the
    # last markers out is closer to a draw than the same lead with markers in hand
    spec = _with(5, obelisk=[0, 1] * 5, city=_CROWDED_CITY)
    me = spec["turn"]["player"]
    spec["crystals"][me] += 20
    safe = ai.static_eval(from_position(spec))[me]
    spec["sponsors"] = _crowded_sponsors(me)
    s = from_position(spec)
    assert s.markers[me] == 0 and s.markers[1 - me] == 1
    risky = ai.static_eval(s)[me]
    assert 0.5 < risky < safe
    assert abs(sum(ai.static_eval(s)) - 1.0) < 1e-9


_CROWDED_CITY = {"(1,2)": "earth_temple", "(2,3)": "royal_palace", "(2,1)": "fire_temple",
                 "(3,2)": "water_temple"}


def _crowded_sponsors(me):
    """Markers on buildings: with five each on the obelisk, ``me`` has none left, the other one."""
    o = 1 - me
    return {"(1,2)": [me, o, None], "(2,3)": [me, o, me, None], "(2,1)": [o, me, None],
            "(3,2)": [o, me, None]}


def test_hard_is_normals_search_in_several_pooled_trees():
    """hard plays normal's own judgement, with more work spread over independent trees
    rather than one deeper tree."""
    from engine.ai.players import level_hooks, level_spec
    from engine.game import load_game

    info = load_game("bluemoon")
    hard, normal = (level_spec(info, lv) for lv in ("hard", "normal"))
    assert level_hooks(info, hard) == level_hooks(info, normal)
    assert hard.iterations == normal.iterations and hard.trees > 1


def _city_without(colour, seed=3):
    """The opening of a seeded game with every building that has a space of ``colour`` built."""
    spec = _with(seed)
    s = from_position(spec)
    spec["built"] = [D.cell_name(c) for c in D.CELLS[False]
                     if s.tiles[c] >= 0 and any(col == colour for col, _ in D.SPACES[s.tiles[c]])]
    return spec


def _at_cleanup(spec, hand):
    spec["hands"][spec["turn"]["player"]] = list(hand)
    del spec["deck"]            # every card not in a hand
    spec["turn"].update(phase="cleanup", started=True)
    return from_position(spec)


def test_cleanup_swaps_a_card_no_open_space_asks_for():
    """Each card discarded at cleanup draws one more: a Vulca 3 when no open space is black
    is swapped; a Flit 1 (it flies the figure) and a Khind (wild) are kept."""
    s = _at_cleanup(_city_without(D.BLACK), ["vulca 3", "terrah 2", "khind 1"])
    keep = ai.prune(s, s.legal_actions())
    assert keep == [A.DISCARD[D.kind(D.BLACK, 3)]]
    assert ai.rollout_action(s, random.Random(0)) == keep[0]
    before = s.clone()
    s.apply(keep[0])
    assert ai.play_quality(before, keep[0], s) == {"discards": 1}
    assert ai.prune(s, s.legal_actions()) == [A.DRAW]      # nothing else is dead

    s = _at_cleanup(_city_without(D.GREY), ["flit 1", "khind 3"])
    assert ai.prune(s, s.legal_actions()) == [A.DRAW]


def test_a_marker_kept_in_supply_beats_one_on_a_building_only_a_rival_can_finish():
    """Markers waiting on unfinished buildings lock a seat out: with two markers left, the
    second-to-last one set on a temple whose other spaces the seat cannot pay is a loss."""
    spec = _with(5, obelisk=[0, 1] * 5, city=_CROWDED_CITY)
    me = spec["turn"]["player"]
    o = 1 - me
    spec["hands"][me] = []
    del spec["deck"]
    spec["sponsors"] = {"(2,3)": [me, me, None, None], "(2,1)": [o, me, None]}
    kept = from_position(spec)
    spec["sponsors"]["(3,2)"] = [me, None, None]
    placed = from_position(spec)
    assert placed.markers[me] == kept.markers[me] - 1 == 1
    assert ai._wealths(kept)[me] > ai._wealths(placed)[me]


def test_play_quality_counts_an_offering_and_a_locked_out_turn():
    spec = _with(3)
    me = spec["turn"]["player"]
    spec["crystals"][me] = 9
    s = from_position(spec)
    before = s.clone()
    s.apply(A.OFFER)
    assert ai.play_quality(before, A.OFFER, s) == {"obelisk_offerings": 1, "crystals_spent": 7}

    spec = _with(5, obelisk=[0, 1] * 5, city=_CROWDED_CITY)
    me = spec["turn"]["player"]
    spec["sponsors"] = _crowded_sponsors(me)
    s = from_position(spec)
    assert s.markers[me] == 0 and not started(s)
    a = s.legal_actions()[0]
    before = s.clone()
    s.apply(a)
    assert ai.play_quality(before, a, s)["turns_locked_out"] == 1
