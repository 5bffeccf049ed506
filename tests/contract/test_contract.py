"""The contract every registered game must keep (docs/ARCHITECTURE.md, "The game contract").

No per-game code: each game's INFO says its player range and option sets,
and every row below runs once per game, player count and option set.
A game whose package has no rules yet is reported as skipped, "not yet implemented".
"""

from __future__ import annotations

import json
import os
import random

import pytest

from engine.ai import choose_action
from engine.ai.hooks import hooks_for
from engine.ai.search import Budget, search
from engine.cli import bench
from engine.game import GameLoadError, GameNotImplemented, IllegalAction, game_names, load_game

#: Seeds per (game, players, options) row; raise it for a longer soak.
SEEDS = int(os.environ.get("CONTRACT_SEEDS", "2"))
#: Steps of a game at which the expensive checks run.
CHECKS_PER_GAME = int(os.environ.get("CONTRACT_CHECKS", "12"))
MAX_DECISIONS = 20000
#: Random games per game and player count in the soak, spread over the option sets;
#: TABLETOP_SOAK=20000 asks for a long one.
SOAK_GAMES = int(os.environ.get("TABLETOP_SOAK", "12"))
#: The soak's first seed: past the seeds the other checks play.
SOAK_SEED = 1000


def _info(name):
    try:
        return load_game(name)
    except GameNotImplemented as e:
        pytest.skip(str(e))
    except GameLoadError as e:
        pytest.fail(str(e))


def _rows():
    rows = []
    for name in game_names():
        try:
            info = load_game(name)
        except (GameNotImplemented, GameLoadError):
            rows.append(pytest.param(name, None, None, id=f"{name}"))
            continue
        for n in info.player_counts:
            for k, opts in enumerate(info.option_sets):
                rows.append(pytest.param(name, n, dict(opts), id=f"{name}-{n}p-opt{k}"))
    return rows


ROWS = _rows()
SOAK_ROWS = sorted({(p.values[0], p.values[1]) for p in ROWS},
                   key=lambda r: (game_names().index(r[0]), r[1] or 0))


def _play_random(info, n, opts, seed):
    """Play a random game; return the actions taken."""
    state = info.new_game(n, seed=seed, **opts)
    rng = random.Random(seed)
    actions = []
    while not state.is_over():
        assert len(actions) < MAX_DECISIONS, "random play did not end"
        legal = state.legal_actions()
        assert legal, "legal_actions() is empty before the game is over"
        assert state.to_move is not None and 0 <= state.to_move < n
        a = rng.choice(legal)
        state.apply(a)
        actions.append(a)
    return state, actions


def _checkpoints(length, count=CHECKS_PER_GAME):
    if length <= count:
        return set(range(length))
    step = length / count
    return {int(i * step) for i in range(count)} | {length - 1}


def _along(info, n, opts, seed, count):
    """A random game replayed: ``(step, state, the action played next)`` at about ``count``
    evenly spread steps (the state may be examined, never changed), then ``(end, state, None)``."""
    _, actions = _play_random(info, n, opts, seed)
    state = info.new_game(n, seed=seed, **opts)
    every = max(1, len(actions) // count)
    for i, a in enumerate(actions):
        if i % every == 0:
            yield i, state, a
        state.apply(a)
    yield len(actions), state, None


def _refused(state, action) -> bool:
    """Whether ``state.check_legal`` refuses ``action`` (and says why)."""
    try:
        state.check_legal(action)
    except IllegalAction as e:
        assert str(e).strip(), "IllegalAction needs a message"
        return True
    return False


def _json(d):
    return json.loads(json.dumps(d))


@pytest.mark.parametrize("name,n,opts", ROWS)
def test_random_games_end_properly(name, n, opts):
    info = _info(name)
    for seed in range(SEEDS * 3):
        state, actions = _play_random(info, n, opts, seed)
        assert state.to_move is None and state.is_over()
        assert state.legal_actions() == []
        winners = state.winners()
        assert len(set(winners)) == len(winners) and all(0 <= w < n for w in winners)
        assert len(state.scores()) == n


@pytest.mark.parametrize("name,n", SOAK_ROWS)
def test_soak_every_random_game_ends(name, n):
    """Many random games, each option set in turn: every one ends within MAX_DECISIONS and
    raises nothing.  A failure names the seeds (and the exception lines) to replay."""
    info = _info(name)
    per_set = -(-SOAK_GAMES // len(info.option_sets))
    for opts in info.option_sets:
        r = bench(info, n, per_set, dict(opts), seed=SOAK_SEED)
        assert r["unfinished"] == 0 and r["errors"] == 0, (
            f"{name}, {n} players, options {dict(opts)}: {r['unfinished']} unfinished "
            f"(seeds {r['unfinished_seeds']}), {r['errors']} errors {r['error_lines']}")


@pytest.mark.parametrize("name,n,opts", ROWS)
def test_state_round_trips_clones_and_rejects_illegal_moves(name, n, opts):
    info = _info(name)
    for seed in range(SEEDS):
        _, actions = _play_random(info, n, opts, seed)
        checks = _checkpoints(len(actions))
        state = info.new_game(n, seed=seed, **opts)
        seen = []  # actions legal at some earlier point, to try where they are not
        for i, a in enumerate(actions):
            if i in checks:
                before = state.to_dict()
                assert _json(before) == before, "to_dict() is not JSON-safe"
                # Round trip: equal now, and plays on identically.
                copy = info.state_type.from_dict(_json(before))
                assert copy.to_dict() == before
                # Clone independence.
                twin = state.clone()
                twin.apply(a)
                assert state.to_dict() == before, "apply() on a clone changed the original"
                # Illegal moves raise and change nothing; check_legal says the same as apply.
                # (A game may take more than it lists, e.g. Fantastiqa lists only minimal
                # payments and accepts any overpayment.)
                legal = state.legal_actions()
                for x in legal:
                    state.check_legal(x, legal)
                for bad in [x for x in seen if x not in legal][:3] + ["not an action", None]:
                    if _refused(state, bad):
                        with pytest.raises(IllegalAction) as err:
                            state.apply(bad)
                        assert str(err.value).strip(), "IllegalAction needs a message"
                        assert state.to_dict() == before, "a rejected move changed the state"
                    else:
                        state.clone().apply(bad)  # check_legal took it: so must apply
                # Every legal action is describable and survives the save codec.
                for x in legal:
                    assert str(state.describe(x)).strip()
                    assert info.state_type.decode_action(_json(state.encode_action(x))) == x
                seen.extend(legal[:5])
                copy.apply(a)
                state.apply(a)
                assert copy.to_dict() == state.to_dict(), "a restored state played on differently"
            else:
                state.apply(a)
        assert state.is_over()


@pytest.mark.parametrize("name,n,opts", ROWS)
def test_same_seed_and_actions_give_the_same_game(name, n, opts):
    info = _info(name)
    end, actions = _play_random(info, n, opts, seed=7)
    again = info.new_game(n, seed=7, **opts)
    for a in actions:
        again.apply(a)
    assert again.to_dict() == end.to_dict()


def _strip_rng(d):
    return {k: v for k, v in d.items() if k != "rng"}


@pytest.mark.parametrize("name,n,opts", ROWS)
def test_view_hides_what_a_seat_may_not_know(name, n, opts):
    info = _info(name)
    hidden_steps = differing_steps = 0
    for seed in range(SEEDS):
        _, actions = _play_random(info, n, opts, seed)
        checks = _checkpoints(len(actions), max(4, CHECKS_PER_GAME // 2))
        state = info.new_game(n, seed=seed, **opts)
        for i, a in enumerate(actions):
            if i in checks:
                full = state.to_dict()
                for seat in range(n):
                    view = state.view(seat).to_dict()
                    assert _json(view) == view, "view(seat).to_dict() is not JSON-safe"
                    assert view.get("rng") is None, "a view must not reveal the random-number state"
                    something_hidden = _strip_rng(view) != _strip_rng(full)
                    differs = False
                    for k in range(3):
                        d = state.determinize(seat, random.Random(k))
                        assert d.view(seat).to_dict() == view, (
                            "a determinized state must look the same to the seat")
                        # It depends on the view and the rng alone: D looks like S to
                        # the seat, so sampling from D with the same rng gives the same world.
                        from_d = d.determinize(seat, random.Random(k))
                        assert from_d.to_dict() == d.to_dict(), (
                            "determinize() must depend only on view(seat) and the rng")
                        # The app hands the AI only the view: sampling from it is the same.
                        from_view = state.view(seat).determinize(seat, random.Random(k))
                        assert from_view.to_dict() == d.to_dict(), (
                            "view(seat).determinize(seat, rng) must equal determinize(seat, rng)")
                        differs |= _strip_rng(d.to_dict()) != _strip_rng(full)
                    if something_hidden:
                        hidden_steps += 1
                        differing_steps += differs
                    else:
                        assert not differs, "determinize() changed something the seat can see"
                    # A determinized world is playable to the end.
                    if seat == state.to_move and i % 3 == 0:
                        w = state.determinize(seat, random.Random(99))
                        r = random.Random(i)
                        steps = 0
                        while not w.is_over() and steps < MAX_DECISIONS:
                            w.apply(r.choice(w.legal_actions()))
                            steps += 1
                        assert w.is_over()
            state.apply(a)
    if hidden_steps:
        assert differing_steps >= hidden_steps / 2, (
            f"determinize() resampled hidden information at only {differing_steps} "
            f"of {hidden_steps} checks")


@pytest.mark.parametrize("name,n,opts", ROWS)
def test_ai_cannot_cheat(name, n, opts):
    """With the same random seed the AI picks the same move in S and in any D it cannot tell apart."""
    info = _info(name)
    _, actions = _play_random(info, n, opts, seed=3)
    state = info.new_game(n, seed=3, **opts)
    checks = _checkpoints(len(actions), 4)
    for i, a in enumerate(actions):
        if i in checks:
            seat = state.to_move
            other = state.determinize(seat, random.Random(i))
            assert choose_action(info, state, "greedy", seed=5) == choose_action(
                info, other, "greedy", seed=5)
            small = Budget(iterations=24)  # an iteration budget, so both runs do the same work
            assert (search(state, hooks_for(info), small, random.Random(5)).action
                    == search(other, hooks_for(info), small, random.Random(5)).action)
        state.apply(a)


@pytest.mark.parametrize("name", game_names())
def test_bad_player_counts_are_refused(name):
    info = _info(name)
    for n in (info.min_players - 1, info.max_players + 1):
        with pytest.raises(ValueError):
            info.new_game(n, seed=1)
