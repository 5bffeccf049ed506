"""The AI hooks: legal, bounded, fast enough, and sensible in clear situations."""

import random

from azul_sintra import INFO, ai
from azul_sintra.rules import PHASE_PLACE, PlaceTiles, TakeTiles, new_game
from engine.ai import choose_action

from test_azul_sintra_rules import NO_GREEN, game, palace, strip


def sample_states(n=2, count=60, seed=0, **opts):
    s = new_game(n, seed=seed, **opts)
    rng = random.Random(seed)
    out = []
    while not s.is_over() and len(out) < count:
        out.append(s.clone())
        s.apply(rng.choice(s.legal_actions()))
    return out


def test_hooks_are_legal_and_bounded():
    for n in (2, 3, 4):
        for opts in ({}, {"palace_side": "side_b", "require_fit_if_possible": True}):
            for s in sample_states(n, 200, seed=n, **opts)[::5]:
                legal = s.legal_actions()
                rng = random.Random(1)
                assert ai.rollout_action(s, rng) in legal
                w = ai.prior(s, legal)
                assert len(w) == len(legal) and all(x >= 0 for x in w) and sum(w) > 0
                kept = ai.prune(s, legal)
                assert kept and set(kept) <= set(legal)
                v = ai.evaluate(s)
                assert len(v) == n and all(0.0 <= x <= 1.0 for x in v)


def test_prune_keeps_one_placement_where_nothing_fits():
    # green fits only strip_4 front at 6; 7 and 8 are gone
    s = game(factories=[{"green": 2}, {"red": 1}], palaces={0: palace({**NO_GREEN, 6: strip(4)}, gone=(7, 8))})
    s.apply(TakeTiles(1, "green"))
    assert s.phase == PHASE_PLACE
    assert ai.prune(s, s.legal_actions()) == [PlaceTiles(1), PlaceTiles(6)]


def test_policy_prefers_a_completion_and_avoids_breaking():
    # no strip takes green; two yellows complete the strip_1 at 3
    strips = {**NO_GREEN, 1: strip(5), 3: strip(1, red=3)}
    s = game(factories=[{"yellow": 2}, {"green": 4}], palaces={0: palace(strips, {6: ["red"]}, gone=(7, 8))})
    for level in ("greedy", "easy"):
        assert choose_action(INFO, s, level, seed=1) == TakeTiles(1, "yellow")
    s.apply(TakeTiles(1, "yellow"))
    assert choose_action(INFO, s, "greedy", seed=1) == PlaceTiles(3)
    vals = ai.action_values(s, s.legal_actions())
    assert max(vals) == vals[2]


def _quality(s, action):
    before = s.clone()
    s.apply(action)
    return ai.play_quality(before, action, s)


def test_play_quality_counts_broken_tiles_apart_from_the_start_tile():
    # no strip takes green: four greens on the leftmost strip all break
    s = game(factories=[{"green": 4}, {"red": 1}], palaces={0: palace(NO_GREEN, gone=(7, 8))})
    assert _quality(s, TakeTiles(1, "green")) == {"tiles_taken": 4, "avoidable_breaks": 4}
    assert _quality(s, PlaceTiles(1)) == {"broken_tiles": 4}
    # the start-player tile moves the marker a step, but breaks no glass
    s = game(factories=[{"red": 1}], centre={"red": 2}, palaces={0: palace(NO_GREEN)})  # strip_1: 3 red
    assert _quality(s, TakeTiles(0, "red")) == {"start_tile": 1, "tiles_taken": 2}
    assert _quality(s, PlaceTiles(1)) == {}


def test_play_quality_counts_completed_strips_and_windows():
    # two yellows complete the strip_1 at 3; its window holds a tile already
    strips = {**NO_GREEN, 1: strip(5), 3: strip(1, red=3)}
    s = game(factories=[{"yellow": 2}, {"green": 4}], palaces={0: palace(strips, {3: ["red"]}, gone=(7, 8))})
    s.apply(TakeTiles(1, "yellow"))
    assert _quality(s, PlaceTiles(3)) == {"strips_completed": 1, "windows_completed": 1}


def test_a_broken_tile_costs_its_step_on_the_track_and_no_more():
    """The evaluation charges a broken tile what the track takes: a further share of the track
    per tile (for the score floor's free passes of the bottom) cost the normal level its edge
    over greedy and the rulebook heuristic (see ``azul_sintra/ai.py``)."""
    from azul_sintra import ai
    from azul_sintra.rules import new_game

    s = new_game(2, seed=3)
    s.bpos[0] = 2
    worse = s.clone()
    worse.bpos[0] = 3
    drop = ai.board_value(s, 0) - ai.board_value(worse, 0)
    assert drop == 4 - 2  # the track's values at positions 2 and 3 are -2 and -4


def test_play_quality_tells_the_breaks_a_better_move_avoided_from_those_the_deal_forced():
    # strip_1 takes 3 red and no green: four greens break wherever they go, two reds need not
    s = game(factories=[{"green": 4}, {"red": 2}], palaces={0: palace(NO_GREEN, gone=(7, 8))})
    assert _quality(s.clone(), TakeTiles(1, "green")) == {"tiles_taken": 4, "avoidable_breaks": 4}
    s.apply(TakeTiles(2, "red"))
    assert _quality(s.clone(), PlaceTiles(1)) == {}
    forced = game(factories=[{"green": 4}], palaces={0: palace(NO_GREEN, gone=(7, 8))})
    assert _quality(forced, TakeTiles(1, "green")) == {"tiles_taken": 4}
    assert _quality(forced, PlaceTiles(1)) == {"broken_tiles": 4}, "no move kept them: forced"
