"""What a game's ``ai.py`` may supply to the shared search, and the defaults.

A game's AI module defines any of these module-level names:

``evaluate(state) -> list[float]``
    For a state that is not over: per seat, an estimate in [0, 1] of that
    seat's chance of winning (they need not sum to 1).  Must be fast: it ends
    every cut-off rollout and drives ``greedy`` and ``easy``.
``rollout_action(state, rng) -> action``
    The rollout policy: a legal action for ``state.to_move``, better than
    uniform random but cheap.  Default: uniform random.
``prior(state, actions) -> list[float]``
    Move-ordering weights (>= 0) for the actions, used as a progressive bias
    in the tree and to order expansion.  Default: none.
``prune(state, actions) -> list``
    A non-empty subset of ``actions`` with dominated choices removed.
``ROLLOUT_DEPTH``
    Decisions played in a rollout before ``evaluate`` cuts it off.
``EXPLORATION`` / ``PRIOR_WEIGHT``
    The search's UCB1 exploration constant and the weight of ``prior`` as a
    progressive bias, where the game's value gaps call for other settings
    than the shared defaults.
``PASS_FORCED``
    True where most decisions are forced (one legal action after ``prune``):
    the search then plays them inside the tree without making a node for
    them, so each iteration's expansion lands on a real choice.

``play_quality(before, action, after) -> dict[str, int]``
    For the tools only (``main.py arena``, tools/ladder.py), never the search:
    counts of what tells a good move from a poor one that this one move adds
    for the seat that made it (``before.to_move``), e.g. ``{"broken_tiles": 2}``.
    ``before`` and ``after`` are the real states around the move.  The arena
    sums them per seat and per game; missing hook: no counts.

A level may bring its own settings of these: the game's ``LEVELS`` entry for it
takes a ``"hooks"`` dict of :class:`Hooks` fields (e.g. more exploration for
hard, whose budget can afford it); see engine/ai/players.py.

The search only ever sees states made by ``determinize``: hooks must not
read anything hidden from the seat to move (they are given a sampled world).
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable, Sequence

from engine.game import GameInfo, State

DEFAULT_ROLLOUT_DEPTH = 40
DEFAULT_EXPLORATION = 0.7
DEFAULT_PRIOR_WEIGHT = 0.5


def terminal_values(state: State) -> list[float]:
    """1 for each winner (shared among co-winners), 0 otherwise; 0.5 each on a draw."""
    n = state.num_players
    winners = state.winners()
    if not winners:
        return [0.5] * n
    share = 1.0 / len(winners)
    return [share if s in winners else 0.0 for s in range(n)]


def score_values(state: State) -> list[float]:
    """A plain evaluation from scores: the leader near 1, the others by their gap."""
    scores = state.scores()
    n = len(scores)
    best = max(scores)
    lo = min(scores)
    span = max(best - lo, 1e-9)
    if best == lo:
        return [0.5] * n
    return [0.2 + 0.6 * (s - lo) / span for s in scores]


def _random_action(state: State, rng: random.Random) -> Any:
    return rng.choice(state.legal_actions())


@dataclass(frozen=True)
class Hooks:
    evaluate: Callable[[State], list[float]]
    rollout_action: Callable[[State, random.Random], Any]
    prior: Callable[[State, Sequence[Any]], list[float]] | None
    prune: Callable[[State, Sequence[Any]], list] | None
    rollout_depth: int
    exploration: float = DEFAULT_EXPLORATION
    prior_weight: float = DEFAULT_PRIOR_WEIGHT
    pass_forced: bool = False


def hooks_from_module(module: ModuleType | None) -> Hooks:
    get = (lambda name, default=None: getattr(module, name, default)) if module else (
        lambda name, default=None: default)
    return Hooks(
        evaluate=get("evaluate", score_values),
        rollout_action=get("rollout_action", _random_action),
        prior=get("prior"),
        prune=get("prune"),
        rollout_depth=get("ROLLOUT_DEPTH", DEFAULT_ROLLOUT_DEPTH),
        exploration=get("EXPLORATION", DEFAULT_EXPLORATION),
        prior_weight=get("PRIOR_WEIGHT", DEFAULT_PRIOR_WEIGHT),
        pass_forced=get("PASS_FORCED", False),
    )


def hooks_for(info: GameInfo) -> Hooks:
    module = importlib.import_module(info.ai_module) if info.ai_module else None
    return hooks_from_module(module)


def no_quality(before: State, action: Any, after: State) -> dict[str, int]:
    return {}


def play_quality_for(info: GameInfo) -> Callable[[State, Any, State], dict[str, int]]:
    """The game's ``play_quality`` hook (no counts for a game without one)."""
    module = importlib.import_module(info.ai_module) if info.ai_module else None
    return getattr(module, "play_quality", no_quality)
