"""Information-Set MCTS (single observer), shared by all five games.

Each iteration samples a world with ``determinize(seat, rng)`` — the only
way the search looks at hidden information — then walks one tree whose
edges are actions (statistics keyed by action, UCB1 over the actions legal
in the sampled world, with availability counts), expands one node, plays a
cut-off rollout with the game's policy and backs up per-seat values.

The budget is work, not time: a search runs its iterations (or stops once the
choice is settled, judged by iterations alone), so the same seed gives the
same move on any machine.  The clock only guards the interface: a search the
time cap cuts short says so (``SearchResult.capped``).
"""

from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import dataclass, replace
from typing import Any

from engine.ai.hooks import Hooks, terminal_values
from engine.game import State, with_memo


@dataclass(frozen=True)
class Budget:
    iterations: int
    #: Seconds after which the search stops whatever its iterations: a guard that keeps the
    #: interface answering on a slow or busy machine, never what decides a move otherwise.
    time_cap: float | None = None
    #: Independent trees of ``iterations`` each, whose root visits are pooled (see
    #: ``search``): more work that keeps the tree as shallow as one search's.
    trees: int = 1


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
    #: Iterations actually run (fewer than the budget when settled early, capped or cancelled).
    iterations: int
    seconds: float
    #: (action, visits, mean value for the seat to move), most visited first.
    ranking: list[tuple[Any, int, float]]
    #: Whether the time cap cut the search short (its move then depends on the machine).
    capped: bool = False
    #: Each seat's mean value over the iterations run: the position's worth to every seat, as
    #: the searching seat estimates it (empty when no iteration ran).
    root_values: tuple[float, ...] = ()
    #: The budget's full work (iterations over all its trees): ``iterations`` falls short of
    #: it when the search was settled early, capped or cancelled.
    work: int = 0


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


def _settled(root: Node, choices: set, iterations: int, budget: Budget) -> bool:
    """Whether the most visited move can no longer be overtaken within the budget.

    The search chooses the most visited move, so once the runner-up could not
    catch up even if every remaining iteration went to it, the rest of the
    budget would not change the choice: stopping returns the move sooner.
    Judged by iterations alone (never by the clock), so the stop is the same
    on every machine.
    """
    left = budget.iterations - iterations
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
           cancel: threading.Event | None = None, observer: int | None = None) -> SearchResult:
    """Run ISMCTS for the seat to move in ``state`` and return its choice.  Worlds are sampled
    from what ``observer`` knows (by default the seat to move; a review asks every seat).

    With ``budget.trees`` above one, that many independent trees are grown, each from its own
    random stream, and the move is the one most visited over all of them.  A deeper tree
    sharpens the line the sampled worlds happen to favour, which under hidden information is
    partly a guess; several shallow trees instead average the guesses, and their pooled
    visits settle a close choice with less noise."""
    work = budget.iterations * max(1, budget.trees)
    if budget.trees <= 1:
        return replace(_search_tree(state, hooks, budget, rng, cancel, observer), work=work)
    start = time.perf_counter()
    results: list[SearchResult] = []
    out_of_time = False
    for _ in range(budget.trees):
        cap = None
        if budget.time_cap is not None:
            cap = budget.time_cap - (time.perf_counter() - start)
            if cap <= 0 and results:
                out_of_time = True
                break
        one = _search_tree(state, hooks, Budget(budget.iterations, cap),
                           random.Random(rng.getrandbits(64)), cancel, observer)
        results.append(one)
        # No iteration ran: a forced move (every tree would say the same) or a cancel.
        if one.iterations == 0 or (cancel is not None and cancel.is_set()):
            break
    return replace(_pooled(results, out_of_time, time.perf_counter() - start), work=work)


def _pooled(results: list[SearchResult], out_of_time: bool, seconds: float) -> SearchResult:
    """One result from several trees' roots: visits summed, values visit-weighted."""
    if len(results) == 1:
        only = results[0]
        return replace(only, seconds=seconds, capped=only.capped or out_of_time)
    visits: dict[Any, int] = {}
    value: dict[Any, float] = {}
    for r in results:
        for a, n, v in r.ranking:
            visits[a] = visits.get(a, 0) + n
            value[a] = value.get(a, 0.0) + n * v
    ranking = sorted(((a, n, value[a] / n if n else 0.0) for a, n in visits.items()),
                     key=lambda t: (-t[1], -t[2]))
    iterations = sum(r.iterations for r in results)
    valued = [r for r in results if r.root_values]
    root_values: tuple[float, ...] = ()
    if valued:
        weight = sum(r.iterations for r in valued) or 1
        root_values = tuple(sum(r.iterations * r.root_values[i] for r in valued) / weight
                            for i in range(len(valued[0].root_values)))
    capped = out_of_time or any(r.capped for r in results)
    return SearchResult(ranking[0][0], iterations, seconds, ranking, capped, root_values)


def _search_tree(state: State, hooks: Hooks, budget: Budget, rng: random.Random,
                 cancel: threading.Event | None, observer: int | None) -> SearchResult:
    """One ISMCTS tree (see ``search``)."""
    seat = state.to_move
    if seat is None:
        raise ValueError("the game is over; there is no move to search")
    sampler = seat if observer is None else observer
    start = time.perf_counter()
    state = with_memo(state)  # the search's own caches, dropped with it
    root_actions = pruned_moves(hooks, state.determinize(sampler, random.Random(rng.getrandbits(64))))
    if not root_actions:  # a world guessed for another seat's eyes that its mover cannot play
        return SearchResult(None, 0, time.perf_counter() - start, [])
    if len(root_actions) == 1:
        a = root_actions[0]
        return SearchResult(a, 0, time.perf_counter() - start, [(a, 0, 0.5)])

    root = Node(None)
    choices = set(root_actions)
    deadline = None if budget.time_cap is None else start + budget.time_cap
    iterations = 0
    judged = 0  # the iterations whose world could be played (see ``stuck``)
    capped = False
    totals = [0.0] * state.num_players
    depth_limit = hooks.rollout_depth
    # UCB1 exploration and the prior's progressive bias (fades with visits)
    exploration, prior_weight = hooks.exploration, hooks.prior_weight
    pass_forced = hooks.pass_forced
    while iterations < budget.iterations:
        if (iterations & 7) == 0 and iterations:
            # The clock and the cancel flag only ever stop a search; what it chooses while
            # neither does depends on the iterations run, never on when they ran.
            if deadline is not None and time.perf_counter() > deadline:
                capped = True
                break
            if cancel is not None and cancel.is_set():
                break
            if (iterations & 63) == 0 and _settled(root, choices, iterations, budget):
                break
        iterations += 1
        world = state.determinize(sampler, random.Random(rng.getrandbits(64)))
        node = root
        path = [root]
        stuck = False
        # Selection and expansion.
        while not world.is_over():
            actions = pruned_moves(hooks, world)
            if not actions:
                # A world sampled for another seat's eyes may still leave its mover nothing
                # legal (hidden cards that cannot pay what the public record shows being paid,
                # where the game's own redeals gave up): the guess is at fault, not the
                # position, so the world is dropped unjudged.
                stuck = True
                break
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
        if stuck:
            continue
        # Rollout with the game's policy, cut off by its evaluation.
        depth = 0
        while not world.is_over() and depth < depth_limit:
            world.apply(hooks.rollout_action(world, rng))
            depth += 1
        values = terminal_values(world) if world.is_over() else hooks.evaluate(world)
        judged += 1
        for i, v in enumerate(values):
            totals[i] += v
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
    root_values = tuple(t / judged for t in totals) if judged else ()
    return SearchResult(ranking[0][0], iterations, time.perf_counter() - start, ranking, capped, root_values)
