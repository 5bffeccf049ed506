"""Computer players: the baselines (random, greedy) and the levels (easy, normal, hard)."""

from __future__ import annotations

import os
import random
import threading
from dataclasses import dataclass, field, replace
from typing import Any, Callable

from engine.ai.hooks import Hooks, hooks_for
from engine.ai.search import Budget, SearchResult, pruned_moves, search
from engine.game import GameInfo, State

#: Set to a count, every search runs at most that many iterations and never reads the clock:
#: a game then plays out the same way again however busy the machine (the UI fuzzer replays a
#: failure from its seed and inputs this way), and quickly.
FIXED_ITERATIONS_ENV = "TABLETOP_AI_ITERATIONS"

#: Levels a person can pick in the app.
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
#: Every player a save may name (baselines first).
PLAYERS: tuple[str, ...] = ("random", "greedy") + LEVELS
#: Every player the tools know: also ``heuristic``, the game's rules-only player
#: (``GameInfo.heuristic_module``), an opponent for measuring, never offered in the app.
TOOL_PLAYERS: tuple[str, ...] = PLAYERS + ("heuristic",)


@dataclass(frozen=True)
class LevelSpec:
    """A level is defined by its work: the same seed and level give the same move on any
    machine.  ``time_cap`` only guards the interface (a move within that many seconds on a
    slow or busy machine); a search it cuts short is reported as capped."""

    kind: str                     # "random", "greedy", "heuristic" or "search"
    iterations: int = 0           # per search tree
    trees: int = 1                # independent search trees whose root visits are pooled
    time_cap: float | None = None
    noise: float = 0.0            # greedy: evaluation noise (easy plays loosely)
    #: greedy: choose only among the moves the game's ``prune`` keeps (for a game whose
    #: raw moves let a one-step chooser churn through free actions that change nothing)
    prune: bool = False
    #: Hook settings of this level only (fields of engine/ai/hooks.py's Hooks), e.g. more
    #: exploration for a level whose budget can afford it.
    hooks: dict = field(default_factory=dict)


DEFAULT_LEVELS: dict[str, LevelSpec] = {
    "random": LevelSpec("random"),
    "greedy": LevelSpec("greedy"),
    "heuristic": LevelSpec("heuristic"),
    "easy": LevelSpec("greedy", noise=0.08),
    "normal": LevelSpec("search", iterations=4000, time_cap=6.0),
    "hard": LevelSpec("search", iterations=40000, time_cap=20.0),
}

#: A hint is the normal level's search, cut at this many seconds at most: a person waiting
#: for advice should not wait long.
HINT_TIME_CAP = 2.0


def level_spec(info: GameInfo, level: str) -> LevelSpec:
    """The level's settings, with the game's ``LEVELS`` overrides (dict of dicts) applied."""
    if level not in DEFAULT_LEVELS:
        raise ValueError(f"unknown AI level {level!r}; choose one of: {', '.join(TOOL_PLAYERS)}")
    spec = DEFAULT_LEVELS[level]
    if info.ai_module:
        import importlib

        overrides = getattr(importlib.import_module(info.ai_module), "LEVELS", {}).get(level)
        if overrides:
            unknown = sorted(set(overrides) - set(LevelSpec.__dataclass_fields__))
            if unknown:
                raise ValueError(f"{info.ai_module}.LEVELS[{level!r}] has unknown settings: "
                                 f"{', '.join(unknown)}")
            spec = LevelSpec(**{**spec.__dict__, **overrides})
    return spec


def heuristic_player(info: GameInfo) -> Callable[[State, random.Random], Any]:
    """The game's rules-only heuristic ``choose_action(world, rng)``; ValueError, in one
    sentence, for a game that has none."""
    import importlib
    import importlib.util

    path = info.heuristic_module
    try:
        found = path is not None and importlib.util.find_spec(path) is not None
    except ModuleNotFoundError:  # its package is missing
        found = False
    if not found:
        raise ValueError(f"{info.title} has no heuristic player"
                         + (f" ({path} is missing)" if path else ""))
    return importlib.import_module(path).choose_action


def level_hooks(info: GameInfo, spec: LevelSpec) -> Hooks:
    """The game's hooks with the level's own settings applied."""
    hooks = hooks_for(info)
    return replace(hooks, **spec.hooks) if spec.hooks else hooks


def greedy_action(state: State, hooks: Hooks, rng: random.Random, noise: float = 0.0,
                  prune: bool = False) -> Any:
    """The action whose result the game's evaluation likes best, in one sampled world."""
    seat = state.to_move
    world = state.determinize(seat, random.Random(rng.getrandbits(64)))
    actions = pruned_moves(hooks, world) if prune else world.legal_actions()
    if len(actions) == 1:
        return actions[0]
    best, best_value = None, -1e18
    for a in actions:
        after = world.clone()
        after.apply(a)
        if after.is_over():
            winners = after.winners()
            value = (1.0 / len(winners) if seat in winners else 0.0) if winners else 0.5
            value += 1.0 if seat in winners else 0.0  # a win now beats any estimate
        else:
            value = hooks.evaluate(after)[seat]
        if noise:
            value += rng.gauss(0.0, noise)
        if value > best_value:
            best, best_value = a, value
    return best


def choose_action(info: GameInfo, state: State, level: str, seed: int | None = None,
                  cancel: threading.Event | None = None, time_cap: float | None = None) -> Any:
    """The move ``level`` makes for ``state.to_move``; it sees only what that seat knows.
    ``time_cap`` replaces the level's own cap."""
    return analyse(info, state, level, seed, cancel, time_cap)[0]


@dataclass(frozen=True)
class Decision:
    """A computer's move as the app receives it: the move, and whether the level's time cap
    cut its search short (the machine was too slow or busy for the level's full work, so the
    move may be weaker than the level's measured strength)."""

    action: Any
    cut_short: bool = False
    #: Iterations the search ran, and its budget's full work (0 and 0 for a level that does
    #: not search).
    iterations: int = 0
    work: int = 0


def decide(info: GameInfo, state: State, level: str, seed: int | None = None,
           cancel: threading.Event | None = None) -> Decision:
    """``choose_action`` with the search's account of itself (see ``Decision``)."""
    action, result = analyse(info, state, level, seed, cancel)
    if result is None:
        return Decision(action)
    return Decision(action, result.capped, result.iterations, result.work)


def analyse(info: GameInfo, state: State, level: str, seed: int | None = None,
            cancel: threading.Event | None = None, time_cap: float | None = None,
            observer: int | None = None) -> tuple[Any, SearchResult | None]:
    """The move and, for a searching level, its search's result (iterations run, capped, the
    position's worth to each seat).  ``observer``: the seat whose information the search
    samples worlds from (by default the seat to move; a review asks each seat in turn)."""
    spec = level_spec(info, level)
    rng = random.Random(seed)
    hooks = level_hooks(info, spec)
    if spec.kind == "random":
        world = state.determinize(state.to_move, random.Random(rng.getrandbits(64)))
        return rng.choice(world.legal_actions()), None
    if spec.kind == "greedy":
        return greedy_action(state, hooks, rng, spec.noise, spec.prune), None
    if spec.kind == "heuristic":  # handed one sampled world, as greedy is
        world = state.determinize(state.to_move, random.Random(rng.getrandbits(64)))
        return heuristic_player(info)(world, rng), None
    cap = spec.time_cap if time_cap is None else time_cap
    result = search(state, hooks, budget(spec.iterations, cap, spec.trees), rng, cancel, observer)
    return result.action, result


def hint(info: GameInfo, state: State, top: int = 3, time_cap: float = HINT_TIME_CAP,
         seed: int | None = None, cancel: threading.Event | None = None) -> list[tuple[Any, float]]:
    """The best few moves for the seat to move, each with the search's value estimate (0..1),
    by the normal level's search; ``cancel`` stops it early (the player moved on), as for a
    move."""
    spec = level_spec(info, "normal")
    if spec.kind != "search":  # a game whose normal level does not search: the engine's
        spec = DEFAULT_LEVELS["normal"]
    result = search(state, level_hooks(info, spec),
                    budget(spec.iterations, min(time_cap, spec.time_cap or time_cap), spec.trees),
                    random.Random(seed), cancel)
    return [(a, v) for a, _, v in result.ranking[:top]]


def budget(iterations: int, time_cap: float | None, trees: int = 1) -> Budget:
    """A search's budget: ``trees`` trees of ``iterations`` under ``time_cap`` seconds, unless
    ``TABLETOP_AI_ITERATIONS`` fixes every search's work (tests, the fuzzer: one tree)."""
    fixed = os.environ.get(FIXED_ITERATIONS_ENV, "")
    if fixed.isdigit() and int(fixed) > 0:
        return Budget(int(fixed), None)
    return Budget(iterations, time_cap, trees)


def make_player(info: GameInfo, level: str, seed: int | None = None) -> Callable[[State], Any]:
    """A callable that picks moves at ``level``, with its own reproducible random stream."""
    if level_spec(info, level).kind == "heuristic":
        heuristic_player(info)  # a game without one is refused now, not at its first move
    rng = random.Random(seed)

    def play(state: State) -> Any:
        return choose_action(info, state, level, seed=rng.getrandbits(64))

    return play
