"""The rules-only heuristic player of every game (``<game>/ai_heuristic.py``): complete games with
legal moves only, at every player count and option set; the same moves again from the same seed;
and a real opponent, which beats the random player in most of a handful of games.

The player is called as the engine calls it: ``choose_action(world, rng)`` on
``state.determinize(seat, rng)``, the world the seat to move may imagine.
"""

from __future__ import annotations

import importlib
import random

import pytest

from engine.ai.players import choose_action as baseline_action
from engine.game import GAME_NAMES, load_game

#: Games against the random player per game and player count; the heuristic sits in every seat in
#: turn, and must win more than half of them.
MATCH_GAMES = 4
MAX_DECISIONS = 20000
#: Decisions replayed to check that a seed gives the same moves.
REPLAYED = 80


def _heuristic(game: str):
    return importlib.import_module(f"{game}.ai_heuristic")


def _heuristic_move(module, state, rng: random.Random):
    seat = state.to_move
    world = state.determinize(seat, random.Random(rng.getrandbits(64)))
    action = module.choose_action(world, random.Random(rng.getrandbits(64)))
    assert action in world.legal_actions(), f"{action!r} is not a legal move of the sampled world"
    assert action in state.legal_actions(), f"{action!r} is not a legal move at the table"
    return action


def play_match(game: str, players: int, seed: int, heuristic_seat: int, options=None, watch=None):
    """A complete game of the heuristic at one seat against the random player at the others; the
    finished state and the heuristic's moves. ``watch(state, action)`` sees each of its moves
    before it is played."""
    info = load_game(game)
    module = _heuristic(game)
    state = info.new_game(players, seed=seed, **(options or {}))
    rng = random.Random(seed)
    moves = []
    for _ in range(MAX_DECISIONS):
        if state.is_over():
            return state, moves
        if state.to_move == heuristic_seat:
            action = _heuristic_move(module, state, rng)
            moves.append(action)
            if watch is not None:
                watch(state, action)
        else:
            action = baseline_action(info, state, "random", seed=rng.getrandbits(32))
        state.apply(action)
    raise AssertionError(f"{game}: no end after {MAX_DECISIONS} decisions (seed {seed})")


def _rows():
    for game in GAME_NAMES:
        info = load_game(game)
        for n in info.player_counts:
            yield pytest.param(game, n, id=f"{game}-{n}p")


def _option_rows():
    for game in GAME_NAMES:
        for k, opts in enumerate(load_game(game).option_sets):
            if opts:
                yield pytest.param(game, dict(opts), id=f"{game}-opt{k}")


@pytest.mark.parametrize("game,players", list(_rows()))
def test_heuristic_beats_random_with_legal_moves(game, players):
    wins = 0
    results = []
    for g in range(MATCH_GAMES):
        seat = g % players
        state, moves = play_match(game, players, seed=100 + g, heuristic_seat=seat)
        assert moves, "the heuristic never moved"
        won = seat in state.winners()
        wins += won
        results.append((seat, state.scores(), won))
    assert wins * 2 > MATCH_GAMES, f"{game} {players}p: heuristic won {wins}/{MATCH_GAMES}: {results}"


@pytest.mark.parametrize("game,options", list(_option_rows()))
def test_heuristic_plays_every_option_set(game, options):
    info = load_game(game)
    players = 4 if options.get("teams") else info.min_players
    state, moves = play_match(game, players, seed=7, heuristic_seat=1, options=options)
    assert state.is_over() and moves


@pytest.mark.parametrize("game", GAME_NAMES)
def test_heuristic_same_seed_same_moves(game):
    info = load_game(game)
    module = _heuristic(game)

    def moves(seed: int) -> list:
        state = info.new_game(2, seed=3)
        rng = random.Random(seed)
        out = []
        while not state.is_over() and len(out) < REPLAYED:
            action = _heuristic_move(module, state, rng)
            out.append(action)
            state.apply(action)
        return out

    first = moves(11)
    assert first == moves(11)
    assert len(first) == REPLAYED
