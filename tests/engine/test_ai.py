"""The shared AI, proven on the toy game."""

import random
import threading
from dataclasses import replace

from engine.ai import LEVELS, Worker, choose_action, hint
from engine.ai.hooks import hooks_for
from engine.ai.players import greedy_action
from engine.ai.search import Budget, search
from engine.game import load_game
from toygame import ToyState

INFO = load_game("toygame")


def _state(total, hand, seat=0, seed=1):
    """A two-player position with the pile at ``total`` and ``hand`` for the seat to move."""
    state = INFO.new_game(2, seed=seed)
    pool = [c for c in (1, 2, 3, 4, 5, 6) for _ in range(4)]
    for c in hand:
        pool.remove(c)
    pile, rest = [], total
    for c in sorted(pool, reverse=True):
        if c <= rest:
            pile.append((1 - seat, c))
            pool.remove(c)
            rest -= c
        if rest == 0:
            break
    state.pile = pile
    state.hands[seat] = list(hand)
    random.Random(seed).shuffle(pool)
    state.hands[1 - seat] = [pool.pop(), pool.pop()]
    state.deck = pool
    state.to_move = seat
    return state


def test_search_finds_the_winning_move():
    for hand, win in (((2, 5), 5), ((6, 3), 3), ((4, 1), 4)):
        state = _state(21 - win, hand)
        result = search(state, hooks_for(INFO), Budget(300), random.Random(0))
        assert result.action.card == win, f"missed the win with {hand}"


def test_search_avoids_a_losing_move():
    # Pile at 18: the 6 busts at once, the 1 leaves 19 (opponent needs a 2).
    state = _state(18, (6, 1))
    result = search(state, hooks_for(INFO), Budget(400), random.Random(0))
    assert result.action.card == 1


def test_every_level_plays_legal_moves_to_the_end():
    for level in ("random", "greedy") + LEVELS:
        state = INFO.new_game(2, seed=3)
        while not state.is_over():
            a = choose_action(INFO, state, level, seed=1, time_cap=0.05)
            assert a in state.legal_actions()
            state.apply(a)


def test_greedy_takes_an_immediate_win():
    state = _state(17, (4, 2))
    assert choose_action(INFO, state, "greedy", seed=0).card == 4


def test_greedy_with_prune_chooses_only_among_the_kept_moves():
    state = _state(17, (4, 2))          # the 4 wins at once; greedy takes it ...
    keep_the_two = replace(hooks_for(INFO), prune=lambda s, acts: [a for a in acts if a.card == 2])
    assert greedy_action(state, keep_the_two, random.Random(0)).card == 4
    # ... unless its level asks it to choose among what the game's prune keeps
    assert greedy_action(state, keep_the_two, random.Random(0), prune=True).card == 2


def test_search_beats_random_on_the_toy_game():
    hooks, wins, games = hooks_for(INFO), 0, 60
    for g in range(games):
        state, rng, me = INFO.new_game(2, seed=100 + g), random.Random(g), g % 2
        while not state.is_over():
            if state.to_move == me:
                state.apply(search(state, hooks, Budget(300), rng).action)
            else:
                state.apply(rng.choice(state.legal_actions()))
        wins += state.winners() == [me]
    assert wins / games >= 0.65, f"search won {wins} of {games}"


def test_hint_ranks_the_winning_move_first():
    state = _state(16, (5, 2))
    top = hint(INFO, state, top=2, time_cap=0.3, seed=1)
    assert top[0][0].card == 5 and 0.0 <= top[0][1] <= 1.0


def test_search_respects_its_time_cap_and_cancellation():
    state = INFO.new_game(4, seed=5)
    timed = search(state, hooks_for(INFO), Budget(10**9, 0.2), random.Random(0))
    assert 0 < timed.iterations < 10**9, "the time cap, not the iteration budget, ended it"
    assert timed.capped
    cancel = threading.Event()
    cancel.set()
    result = search(state, hooks_for(INFO), Budget(10**9), random.Random(0), cancel)
    assert result.action in state.legal_actions()


def test_worker_thinks_in_the_background_and_can_be_cancelled():
    state = INFO.new_game(2, seed=5)
    w = Worker()
    w.start(INFO, state, "normal", seed=1)
    assert w.thinking
    decision = w.wait(10)
    assert decision.action in state.legal_actions() and not w.thinking
    assert 0 < decision.iterations <= decision.work and not decision.cut_short
    w.start(INFO, state, "hard", seed=1)
    w.cancel()
    assert not w.thinking and w.poll() is None


def test_worker_reports_errors_to_the_caller():
    state = INFO.new_game(2, seed=5)
    state.to_move = None  # nothing to search: the search raises
    w = Worker()
    w.start(INFO, state, "normal")
    try:
        w.wait(5)
    except ValueError as e:
        assert "over" in str(e)
    else:
        raise AssertionError("the worker swallowed the error")


def test_worker_uses_a_separate_process_for_registered_games():
    state = INFO.new_game(2, seed=5)
    w = Worker()
    w.start(INFO, state, "greedy", seed=1)
    assert w.wait(30).action in state.legal_actions()
    assert w._proc is not None and w._proc.pid != __import__("os").getpid()
    w.close()


def test_worker_falls_back_to_a_thread_for_games_built_on_the_fly():
    import dataclasses

    adhoc = dataclasses.replace(INFO, new_game=lambda n, seed=None, **o: INFO.new_game(n, seed))
    state = adhoc.new_game(2, seed=5)
    w = Worker()
    w.start(adhoc, state, "greedy", seed=1)
    assert w.wait(30).action in state.legal_actions()
    assert w._proc is None



def test_a_search_the_time_cap_cuts_short_says_so(monkeypatch):
    """On a machine too slow for the level's work the cap still plays a move in time, and the
    decision says it was cut short, with the work done and the level's full work."""
    import engine.ai.search as search_module
    from engine.ai.players import FIXED_ITERATIONS_ENV, decide, level_spec

    monkeypatch.delenv(FIXED_ITERATIONS_ENV, raising=False)
    state = _state(10, (2, 5))
    assert not decide(INFO, state, "normal", seed=1).cut_short
    # every reading of the clock a second later: past normal's cap at once
    monkeypatch.setattr(search_module, "time", _SlowClock(1.0))
    slow = decide(INFO, state, "normal", seed=1)
    assert slow.cut_short and slow.action in state.legal_actions()
    assert 0 < slow.iterations < slow.work == level_spec(INFO, "normal").iterations
    assert not decide(INFO, state, "greedy", seed=1).cut_short, "a level that does not search"
    # with the work fixed for every search (tests, the fuzzer), that is the work told
    monkeypatch.setenv(FIXED_ITERATIONS_ENV, "30")
    assert decide(INFO, state, "normal", seed=1).work == 30


def test_a_game_can_tune_the_search_constants():
    import dataclasses
    import types

    from engine.ai.hooks import DEFAULT_EXPLORATION, hooks_from_module

    assert hooks_from_module(None).exploration == DEFAULT_EXPLORATION
    tuned = hooks_from_module(types.SimpleNamespace(EXPLORATION=0.25, PRIOR_WEIGHT=2.0))
    assert (tuned.exploration, tuned.prior_weight) == (0.25, 2.0)
    # a search that barely explores still finds the toy game's winning card
    hooks = dataclasses.replace(hooks_for(INFO), exploration=0.05)
    result = search(_state(16, (2, 5)), hooks, Budget(300), random.Random(0))
    assert result.action.card == 5


def test_settle_waits_for_the_decision_without_taking_it():
    worker = Worker()
    state = _state(10, (2, 5))
    worker.start(INFO, state, "normal", seed=1)
    for _ in range(100):
        if worker.settle(0.2):
            break
    assert not worker.thinking
    assert worker.poll().action in state.legal_actions()   # the result is still there to be taken
    assert worker.settle(0.0)                       # and with no job there is nothing to wait for
    worker.close()


def test_forced_moves_pass_through_the_tree_without_nodes(monkeypatch):
    import dataclasses

    import engine.ai.search as search_module

    movers = []

    class CountingNode(search_module.Node):
        __slots__ = ()

        def __init__(self, player, prior=0.0):
            super().__init__(player, prior)
            movers.append(player)

    monkeypatch.setattr(search_module, "Node", CountingNode)
    # The opponent's replies are forced (prune keeps one card), so every node
    # the search makes should be a choice of seat 0.
    def forced_reply(world, actions):
        return actions[:1] if world.to_move == 1 else actions

    hooks = dataclasses.replace(hooks_for(INFO), prune=forced_reply, pass_forced=True)
    result = search(_state(16, (2, 5)), hooks, Budget(300), random.Random(0))
    assert result.action.card == 5
    assert movers and set(movers) == {None, 0}
    movers.clear()
    # Without the flag the forced replies get nodes of their own.
    search(_state(16, (2, 5)), dataclasses.replace(hooks, pass_forced=False), Budget(300),
           random.Random(0))
    assert 1 in movers


def test_a_settled_search_stops_early_with_the_same_choice(monkeypatch):
    import engine.ai.search as search_module

    positions = [((2, 5), 16), ((6, 3), 18), ((4, 1), 17), ((3, 4), 10), ((6, 1), 18)]
    stopped = []
    for hand, total in positions:
        early = search(_state(total, hand), hooks_for(INFO), Budget(6000), random.Random(3))
        stopped.append(early.iterations < 6000)
        with monkeypatch.context() as m:
            m.setattr(search_module, "_settled", lambda *args: False)
            full = search(_state(total, hand), hooks_for(INFO), Budget(6000), random.Random(3))
        assert full.iterations == 6000
        # with an iteration budget the early stop is exact: the choice cannot change
        assert early.action == full.action, f"hand {hand}, pile {total}"
    # an obvious choice (an immediate win, an immediate bust avoided) is settled early
    assert any(stopped)


def test_a_level_may_bring_its_own_hook_settings(monkeypatch):
    """A game's LEVELS may give one level other hook settings (more exploration for hard's
    budget, say): that level's search uses them, the other levels keep the game's."""
    import toygame_ai
    from engine.ai.players import level_hooks, level_spec

    seen = []

    def only_the_first(state, actions):
        seen.append(len(actions))
        return list(actions)[:1]

    monkeypatch.setattr(toygame_ai, "LEVELS", {"hard": {"iterations": 50, "hooks": {"prune": only_the_first}}},
                        raising=False)
    assert level_hooks(INFO, level_spec(INFO, "hard")).prune is only_the_first
    assert level_hooks(INFO, level_spec(INFO, "normal")).prune is hooks_for(INFO).prune
    state = _state(10, [1, 2, 3])
    assert choose_action(INFO, state, "hard", seed=1) == state.legal_actions()[0]
    assert seen, "the hard search pruned with the level's own hook"


class _SlowClock:
    """Stands in for the ``time`` module the search reads: every reading of the clock moves
    it on by ``step`` seconds, as on a machine many times slower or busier than this one."""

    def __init__(self, step: float):
        self.now, self.step, self.reads = 1000.0, step, 0

    def perf_counter(self) -> float:
        self.now += self.step
        self.reads += 1
        return self.now


def test_the_same_seed_and_level_give_the_same_move_however_slow_the_machine(monkeypatch):
    """A level is its work: with the clock crawling (each read 5 ms later, so a normal search
    sees seconds pass, yet less than its time cap) it makes the same move, after the same
    iterations, with the same statistics, as with the real clock."""
    import engine.ai.search as search_module
    from engine.ai.players import analyse, level_spec

    cap = level_spec(INFO, "normal").time_cap
    positions = [INFO.new_game(2, seed=s) for s in range(6)] + [_state(10, (3, 4)), _state(12, (1, 6))]
    long_runs = 0
    for i, state in enumerate(positions):
        action, plain = analyse(INFO, state, "normal", seed=100 + i)
        clock = _SlowClock(0.005)
        with monkeypatch.context() as m:
            m.setattr(search_module, "time", clock)
            slow_action, slow = analyse(INFO, state, "normal", seed=100 + i)
        assert clock.now - 1000.0 < cap, "the slow clock stayed under the cap"
        assert not plain.capped and not slow.capped
        assert (slow_action, slow.iterations, slow.ranking) == (action, plain.iterations, plain.ranking)
        long_runs += clock.now - 1000.0 > 0.6   # longer than a search used to be allowed
    assert long_runs, "some search read the clock for long enough to matter"


def test_a_search_the_time_cap_cuts_short_says_so(monkeypatch):
    import engine.ai.search as search_module
    from engine.ai.players import analyse, level_spec

    state = _state(10, (3, 4))
    with monkeypatch.context() as m:
        m.setattr(search_module, "time", _SlowClock(level_spec(INFO, "hard").time_cap / 10))
        action, result = analyse(INFO, state, "hard", seed=1)
    assert result.capped and 0 < result.iterations < level_spec(INFO, "hard").iterations
    assert action in state.legal_actions()


def test_fixed_iterations_never_read_the_clock(monkeypatch):
    """TABLETOP_AI_ITERATIONS, for tests and the fuzzer: exactly that work, no cap at all."""
    import engine.ai.search as search_module
    from engine.ai.players import FIXED_ITERATIONS_ENV, analyse

    monkeypatch.setenv(FIXED_ITERATIONS_ENV, "40")
    clock = _SlowClock(1000.0)  # any cap would be long past at every reading
    monkeypatch.setattr(search_module, "time", clock)
    _, result = analyse(INFO, _state(10, (3, 4)), "hard", seed=1)
    assert not result.capped and 0 < result.iterations <= 40


def test_a_level_setting_the_engine_does_not_know_is_named(monkeypatch):
    """A game's LEVELS entry with a misspelt or retired key (the old ``seconds``) is refused
    with the key named, not silently ignored."""
    import pytest
    import toygame_ai
    from engine.ai.players import level_spec

    monkeypatch.setattr(toygame_ai, "LEVELS", {"normal": {"iterations": 50, "seconds": 1.0}},
                        raising=False)
    with pytest.raises(ValueError, match="seconds"):
        level_spec(INFO, "normal")


def test_several_trees_pool_their_visits_and_replay_from_the_seed():
    """A budget of several trees grows each apart and picks the move most visited over all of
    them: the winning move here, with every tree's work counted, the same again from the seed."""
    state = _state(16, (2, 5))
    pooled = search(state, hooks_for(INFO), Budget(150, trees=3), random.Random(4))
    one = search(state, hooks_for(INFO), Budget(150), random.Random(4))
    assert pooled.action.card == 5
    assert one.iterations < pooled.iterations <= 3 * 150
    assert sum(n for _, n, _ in pooled.ranking) == pooled.iterations
    again = search(state, hooks_for(INFO), Budget(150, trees=3), random.Random(4))
    assert (again.action, again.ranking) == (pooled.action, pooled.ranking)


def test_a_level_of_several_trees_stops_at_its_time_cap_and_says_so(monkeypatch):
    import engine.ai.search as search_module
    import toygame_ai
    from engine.ai.players import analyse

    monkeypatch.setattr(toygame_ai, "LEVELS", {"hard": {"iterations": 10**6, "trees": 4,
                                                        "time_cap": 1.0}}, raising=False)
    monkeypatch.setattr(search_module, "time", _SlowClock(0.05))
    state = _state(10, (3, 4))
    action, result = analyse(INFO, state, "hard", seed=1)
    assert result.capped and 0 < result.iterations < 10**6
    assert action in state.legal_actions()


def test_a_cancelled_search_of_several_trees_stops_after_the_first():
    """A player who moves on stops the thinking at once, however many trees the level grows."""
    cancel = threading.Event()
    cancel.set()
    result = search(_state(10, (3, 4)), hooks_for(INFO), Budget(10**9, trees=5), random.Random(0), cancel)
    assert result.iterations <= 8


def test_a_forced_move_is_not_searched_again_for_every_tree():
    """With one legal move there is nothing to weigh: the first tree says so and the others
    are not grown, and the move keeps its neutral value."""
    state = INFO.new_game(2, seed=1)
    calls = []
    hooks = replace(hooks_for(INFO), prune=lambda world, actions: calls.append(1) or actions[:1])
    result = search(state, hooks, Budget(100, trees=4), random.Random(0))
    assert result.iterations == 0 and len(calls) == 1
    assert result.ranking == [(result.action, 0, 0.5)]


def test_a_sampled_world_that_leaves_its_mover_no_move_is_dropped_unjudged():
    """A review searches a position through another seat's eyes; a guess of the mover's hidden
    cards that the record rules out (here: an empty hand, half the time) is dropped, not
    crashed on, and the root's values average only the worlds that were played out."""
    class SometimesStuck(ToyState):
        __slots__ = ()

        def clone(self):
            return SometimesStuck.from_dict(self.to_dict())

        def determinize(self, seat, rng):
            world = ToyState.from_dict(super().determinize(seat, rng).to_dict())
            if world.to_move != seat and rng.random() < 0.5:
                world.hands[world.to_move] = []
            return world

    base = _state(10, (2, 5))
    state = SometimesStuck.from_dict(base.to_dict())
    dropped_at_root = played = 0
    for seed in range(12):
        result = search(state, hooks_for(INFO), Budget(200), random.Random(seed), observer=1)
        if result.action is None:
            dropped_at_root += 1
            assert result.ranking == []
            continue
        played += 1
        assert abs(sum(result.root_values) - 1.0) < 1e-6, "values of the played worlds only"
    assert dropped_at_root and played, "both cases met"
