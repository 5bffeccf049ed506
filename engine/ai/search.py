"""Information-Set MCTS (single observer), shared by all five games.

Each iteration samples a world with ``determinize(seat, rng)`` — the only
way the search looks at hidden information — then walks one tree whose
edges are actions (statistics keyed by action, UCB1 over the actions legal
in the sampled world, with availability counts), expands one node, plays a
cut-off rollout with the game's policy and backs up per-seat values.
"""

from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import dataclass
from typing import Any

from engine.ai.hooks import Hooks, terminal_values
from engine.game import State, with_memo


@dataclass(frozen=True)
class Budget:
    iterations: int
    seconds: float | None = None


class Node:
    __slots__ = ("player", "children", "visits", "value", "avail", "prior")

    def __init__(self, player: int | None, prior: float = 0.0):
        self.player = player      # the seat that chose the action leading here
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.value = 0.0          # summed reward for ``player``
        self.avail = 0            # times this action was legal when its parent was visited
        self.prior = prior


@dataclass
class SearchResult:
    action: Any
    iterations: int
    seconds: float
    #: (action, visits, mean value for the seat to move), most visited first.
    ranking: list[tuple[Any, int, float]]


def _priors(hooks: Hooks, world: State, actions: list) -> list[float] | None:
    if hooks.prior is None:
        return None
    weights = hooks.prior(world, actions)
    total = sum(weights)
    if total <= 0:
        return None
    return [w / total for w in weights]


def pruned_moves(hooks: Hooks, world: State) -> list:
    """The legal moves the game's ``prune`` keeps (all of them when it keeps none)."""
    actions = world.legal_actions()
    if hooks.prune is not None and len(actions) > 1:
        pruned = hooks.prune(world, actions)
        if pruned:
            return list(pruned)
    return actions


#: The time-limited remainder of a search is assumed to run this much faster than
#: the iterations so far (a margin: an early stop must not change the choice).
SETTLE_MARGIN = 1.5


def _settled(root: Node, choices: set, iterations: int, budget: Budget, start: float,
             now: float, deadline: float | None) -> bool:
    """Whether the most visited move can no longer be overtaken within the budget.

    The search chooses the most visited move, so once the runner-up could not
    catch up even if every remaining iteration went to it, the rest of the
    budget would not change the choice: stopping returns the move sooner.
    """
    left = budget.iterations - iterations
    if deadline is not None:
        rate = iterations / max(now - start, 1e-9)
        left = min(left, int(rate * (deadline - now) * SETTLE_MARGIN) + 1)
    first = second = 0
    for action, child in root.children.items():
        if action not in choices:
            continue
        v = child.visits
        if v > first:
            first, second = v, first
        elif v > second:
            second = v
    return first - second > left


def search(state: State, hooks: Hooks, budget: Budget, rng: random.Random,
           cancel: threading.Event | None = None) -> SearchResult:
    """Run ISMCTS for the seat to move in ``state`` and return its choice."""
    seat = state.to_move
    if seat is None:
        raise ValueError("the game is over; there is no move to search")
    start = time.perf_counter()
    state = with_memo(state)  # the search's own caches, dropped with it
    root_actions = pruned_moves(hooks, state.determinize(seat, random.Random(rng.getrandbits(64))))
    if len(root_actions) == 1:
        a = root_actions[0]
        return SearchResult(a, 0, time.perf_counter() - start, [(a, 0, 0.5)])

    root = Node(None)
    choices = set(root_actions)
    deadline = None if budget.seconds is None else start + budget.seconds
    iterations = 0
    depth_limit = hooks.rollout_depth
    # UCB1 exploration and the prior's progressive bias (fades with visits)
    exploration, prior_weight = hooks.exploration, hooks.prior_weight
    pass_forced = hooks.pass_forced
    while iterations < budget.iterations:
        if (iterations & 7) == 0 and iterations:
            now = time.perf_counter()
            if deadline is not None and now > deadline:
                break
            if cancel is not None and cancel.is_set():
                break
            if (iterations & 63) == 0 and _settled(root, choices, iterations, budget,
                                                   start, now, deadline):
                break
        iterations += 1
        world = state.determinize(seat, random.Random(rng.getrandbits(64)))
        node = root
        path = [root]
        # Selection and expansion.
        while not world.is_over():
            actions = pruned_moves(hooks, world)
            if pass_forced and len(actions) == 1:
                # A forced move is no choice: no node, no expansion spent on it.
                world.apply(actions[0])
                continue
            untried = [a for a in actions if a not in node.children]
            if untried:
                priors = _priors(hooks, world, untried)
                if priors is None:
                    action = untried[rng.randrange(len(untried))]
                    p = 0.0
                else:
                    i = max(range(len(untried)), key=lambda k: (priors[k], rng.random()))
                    action, p = untried[i], priors[i]
                for a in actions:
                    child = node.children.get(a)
                    if child is not None:
                        child.avail += 1
                child = Node(world.to_move, p)
                child.avail = 1
                node.children[action] = child
                world.apply(action)
                node = child
                path.append(node)
                break
            best, best_score = None, -math.inf
            for a in actions:
                child = node.children[a]
                child.avail += 1
                score = (child.value / child.visits
                         + exploration * math.sqrt(math.log(child.avail) / child.visits)
                         + prior_weight * child.prior / (child.visits + 1))
                if score > best_score:
                    best, best_score = a, score
            node = node.children[best]
            world.apply(best)
            path.append(node)
        # Rollout with the game's policy, cut off by its evaluation.
        depth = 0
        while not world.is_over() and depth < depth_limit:
            world.apply(hooks.rollout_action(world, rng))
            depth += 1
        values = terminal_values(world) if world.is_over() else hooks.evaluate(world)
        for n in path:
            n.visits += 1
            if n.player is not None:
                n.value += values[n.player]

    ranking = sorted(
        ((a, c.visits, c.value / c.visits if c.visits else 0.0)
         for a, c in root.children.items() if a in choices),
        key=lambda t: (-t[1], -t[2]),
    )
    if not ranking:  # cancelled before the first iteration
        a = root_actions[0]
        ranking = [(a, 0, 0.5)]
    return SearchResult(ranking[0][0], iterations, time.perf_counter() - start, ranking)
