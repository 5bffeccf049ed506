"""Reviewing a finished game: each seat's chance to win after every move, and the moves that
cost the reviewing seat most, with the move the search prefers and why.

Every position is searched from each seat's information (``state.view(seat)``; the search
samples worlds from what that seat knows) and a search's root values give every seat's worth;
a seat's chance is its own search's value for it, and the chances of a position are
normalised to sum to 1.  Seats that know the same (equal views: every seat of a game without
hidden information, e.g. Azul) share one search, whose root values serve them all.  The
mover's search also ranks its moves: a move after which its chance dropped by more than a
threshold, where the search ranked another move first, is a mistake.

The search is the normal level's (its hooks; no time cap), with the normal level's
iterations or, for a game where those would take a typical 2-player game past a minute on two
cores, the game's own smaller budget (``LIGHTER``), which the review says on its progress line.

A position where the seat to move has one legal move is no decision: it takes the chances of
the position after it (no search is spent on it).  Searches are seeded by the game's seed, the
position and the seat, so the same record gives the same analysis.  They may run in a pool of
processes; progress is reported per search and the whole can be cancelled.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import random
import threading
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from engine.ai import players
from engine.ai.search import search
from engine.game import GameInfo, IllegalAction, State, load_game
from engine.text import Message

#: The level whose search judges every position.
LEVEL = "normal"
#: A drop of the reviewing seat's chance above this (a share of 1) flags its move.
THRESHOLD = 0.10
#: Seconds between looks at the cancel flag while the pool works.
POLL_S = 0.1
#: The moves of each search's ranking kept with the analysis.
KEEP_RANKED = 5
#: The consequences of a preferred move shown as its reason (as the hint banner does).
REASONS = 3
#: A game's iterations per analysis search where its normal level's would take a typical
#: 2-player game past a minute on two cores (tools/bench_analysis.py measures it).
LIGHTER: dict[str, int] = {"azul_sintra": 1200, "bluemoon": 270, "guildhall": 1100, "tigris": 200}


class Cancelled(Exception):
    """The analysis was stopped before it was complete."""


@dataclass(frozen=True)
class Choice:
    """What the mover's own search thought of the position before its move."""

    best: Any                       # the move it ranks first
    best_value: float               # its estimate for that move (0..1)
    played_rank: int | None         # where the played move stands in the ranking (0 first); None: not kept
    played_value: float | None


@dataclass
class Analysis:
    """``chances[p]``: each seat's chance at position ``p`` (``p`` moves played; the last is the
    end); ``choices[k]``: the mover's search before move ``k`` (None for a forced move)."""

    chances: list[tuple[float, ...]]
    choices: list[Choice | None]
    iterations: int = 0             # the normal level's work per search

    def to_json(self, info: GameInfo) -> dict:
        enc = info.state_type.encode_action
        return {"level": LEVEL, "iterations": self.iterations,
                "chances": [[round(c, 4) for c in cs] for cs in self.chances],
                "choices": [None if c is None else
                            {"best": enc(c.best), "value": round(c.best_value, 4), "rank": c.played_rank,
                             "played": None if c.played_value is None else round(c.played_value, 4)}
                            for c in self.choices]}

    @classmethod
    def from_json(cls, info: GameInfo, data: Any, moves: int, seats: int) -> "Analysis | None":
        """The analysis kept with a record, checked against it; None when it does not fit (it is
        computed again)."""
        try:
            chances = [tuple(float(v) for v in cs) for cs in data["chances"]]
            if len(chances) != moves + 1 or any(len(cs) != seats or not all(0 <= v <= 1 for v in cs)
                                                for cs in chances):
                return None
            choices: list[Choice | None] = []
            for c in data["choices"]:
                if c is None:
                    choices.append(None)
                    continue
                rank, played = c["rank"], c["played"]
                choices.append(Choice(info.state_type.decode_action(c["best"]), float(c["value"]),
                                      None if rank is None else int(rank),
                                      None if played is None else float(played)))
            if len(choices) != moves:
                return None
            return cls(chances, choices, int(data.get("iterations", 0)))
        except Exception:   # whatever a damaged or foreign file holds
            return None


@dataclass(frozen=True)
class Mistake:
    index: int                      # the move in the record
    seat: int
    move: Any
    chance_lost: float
    better: Any
    better_value: float
    why: tuple[Message, ...]


def positions(info: GameInfo, record) -> list[State]:
    """The state before each move and, last, the end."""
    s = record.first_state(info)
    out = [s.clone()]
    for a in record.actions:
        s.apply(a)
        out.append(s.clone())
    return out


def _seed(record, p: int, seat: int) -> int:
    return (record.seed * 1_000_003 + p * 17 + seat) & 0xFFFFFFFFFFFF


def iterations(info: GameInfo) -> int:
    """The work of one analysis search: the normal level's, or the game's lighter budget."""
    spec = _spec(info)
    return min(spec.iterations, LIGHTER.get(info.name, spec.iterations))


def lighter(info: GameInfo) -> bool:
    """Whether the analysis of this game searches less than its normal level does."""
    return iterations(info) < _spec(info).iterations


def _spec(info: GameInfo) -> players.LevelSpec:
    spec = players.level_spec(info, LEVEL)
    # a game whose normal level does not search is judged by the engine's search (as a hint is)
    return spec if spec.kind == "search" else players.DEFAULT_LEVELS[LEVEL]


def probe(info: GameInfo, state: State, seat: int, seed: int,
          cancel: threading.Event | None = None) -> tuple[tuple[float, ...], list[tuple[Any, int, float]]]:
    """The analysis search of ``state`` from ``seat``'s information: the position's worth to
    every seat (empty when the search had nothing to weigh), and the ranking of the moves of
    the seat to move."""
    spec = _spec(info)
    # no time cap: the analysis runs beside the window, never keeps anyone waiting for a move,
    # and its work (so its figures) is then the same on a busy machine as on a quiet one
    budget = players.budget(iterations(info), None, spec.trees)
    result = search(state.view(seat), players.level_hooks(info, spec), budget, random.Random(seed),
                    cancel, observer=seat)
    return result.root_values, result.ranking


def information_groups(state: State) -> list[tuple[int, ...]]:
    """The seats grouped by what they know of ``state`` (equal views), each group led by the
    seat to move where it is in it: one search from the leader's information serves the
    group."""
    views = [state.view(seat).to_dict() for seat in range(state.num_players)]
    groups: list[list[int]] = []
    for seat, view in enumerate(views):
        for group in groups:
            if views[group[0]] == view:
                group.append(seat)
                break
        else:
            groups.append([seat])
    mover = state.to_move
    return [tuple(sorted(g, key=lambda s: s != mover)) for g in groups]


def _probe_job(job: tuple) -> tuple:
    """One search in a pool's process (the game found by name, the state as a dict)."""
    game, state_dict, p, seat, seed = job
    info = load_game(game)
    values, ranking = probe(info, info.state_type.from_dict(state_dict), seat, seed)
    enc = info.state_type.encode_action
    return p, seat, values, [(enc(a), n, v) for a, n, v in ranking[:KEEP_RANKED * 4]]


def analyse(info: GameInfo, record, progress: Callable[[int, int], None] | None = None,
            cancel: threading.Event | None = None, workers: int = 1) -> Analysis:
    """The analysis of a finished game (see the module docstring); ``progress(done, total)``
    after each search; Cancelled once ``cancel`` is set.  ``workers`` above 1 runs the searches
    in that many processes."""
    states = positions(info, record)
    moves = len(record.actions)
    forced = [len(s.legal_actions()) <= 1 for s in states[:-1]]
    groups = {p: information_groups(states[p]) for p in range(moves) if not forced[p]}
    #: (position, the seat whose information is searched): one search per group of seats
    jobs = [(p, group[0]) for p, gs in groups.items() for group in gs]
    found: dict[tuple[int, int], tuple] = {}
    total = len(jobs)
    if progress:
        progress(0, total)
    if workers > 1 and total > 1:
        _run_pool(info, record, states, jobs, found, progress, cancel, workers)
    else:
        for k, (p, seat) in enumerate(jobs):
            if cancel is not None and cancel.is_set():
                raise Cancelled
            found[p, seat] = probe(info, states[p], seat, _seed(record, p, seat), cancel)
            if progress:
                progress(k + 1, total)
    if cancel is not None and cancel.is_set():
        raise Cancelled
    return _assemble(info, record, states, forced, groups, found)


def _run_pool(info, record, states, jobs, found, progress, cancel, workers) -> None:
    dec = info.state_type.decode_action
    work = [(info.name, states[p].to_dict(), p, seat, _seed(record, p, seat)) for p, seat in jobs]
    if cancel is not None and cancel.is_set():
        raise Cancelled   # no pool started for an analysis no one waits for
    ctx = mp.get_context("spawn")   # never fork a process that may hold a window
    pool = ctx.Pool(workers, initializer=_lower_priority)
    try:
        results = pool.imap_unordered(_probe_job, work)
        k = 0
        while k < len(work):
            # a cancel is heard within POLL_S, not only when the next search ends: leaving the
            # review (or the app) must not leave the pool's processes running behind it
            if cancel is not None and cancel.is_set():
                raise Cancelled
            try:
                p, seat, values, ranking = results.next(timeout=POLL_S)
            except mp.TimeoutError:
                continue
            found[p, seat] = (values, [(dec(a), v, x) for a, v, x in ranking])
            k += 1
            if progress:
                progress(k, len(work))
    finally:
        pool.terminate()
        pool.join()


def _lower_priority() -> None:
    """A pool's process gives way to the window's (the analysis runs while the app draws)."""
    try:
        os.nice(5)
    except (AttributeError, OSError):
        pass


def _assemble(info, record, states, forced, groups, found) -> Analysis:
    moves, n = len(record.actions), record.num_players
    end = states[-1]
    winners = end.winners()
    final = tuple((1.0 / len(winners) if s in winners else 0.0) if winners else 1.0 / n for s in range(n))
    chances: list[tuple[float, ...]] = [()] * moves + [final]
    choices: list[Choice | None] = [None] * moves
    for p in range(moves - 1, -1, -1):
        if forced[p]:
            chances[p] = chances[p + 1]
            continue
        raw = list(chances[p + 1])   # a search with nothing to weigh leaves the next position's
        for group in groups[p]:
            values, _ = found[p, group[0]]
            for seat in group:
                if values:
                    raw[seat] = values[seat]
        chances[p] = _normalised(raw)
        mover = states[p].to_move
        _, ranking = found[p, mover]
        if ranking:
            played = record.actions[p]
            rank = next((i for i, (a, _, _) in enumerate(ranking) if a == played), None)
            choices[p] = Choice(ranking[0][0], ranking[0][2], rank,
                                None if rank is None else ranking[rank][2])
    return Analysis(chances, choices, iterations(info))


def _normalised(raw: Sequence[float]) -> tuple[float, ...]:
    raw = [max(0.0, float(v)) for v in raw]
    total = sum(raw)
    if total <= 0:
        return tuple(1.0 / len(raw) for _ in raw)
    return tuple(v / total for v in raw)


def mistakes(info: GameInfo, record, analysis: Analysis, seat: int | None = None,
             threshold: float = THRESHOLD, states: list[State] | None = None) -> list[Mistake]:
    """The moves of ``seat`` (every seat when None) after which its chance dropped by more than
    ``threshold`` while its search ranked another move first."""
    states = states or positions(info, record)
    out = []
    for k, choice in enumerate(analysis.choices):
        mover = states[k].to_move
        if choice is None or (seat is not None and mover != seat):
            continue
        lost = analysis.chances[k][mover] - analysis.chances[k + 1][mover]
        played = record.actions[k]
        if lost > threshold and choice.best != played and choice.played_rank != 0:
            out.append(Mistake(k, mover, played, lost, choice.best, choice.best_value,
                               tuple(reasons(states[k], mover, choice.best, seed=k))))
    return out


def reasons(state: State, seat: int, action: Any, seed: int = 0, top: int = REASONS) -> list[Message]:
    """What ``action`` would do, as ``seat`` can foresee it: the rules' own events (scores and
    what everyone sees) in a world sampled from what it knows.  The hint banner's words."""
    try:
        world = state.view(seat).determinize(seat, random.Random(seed))
        world.apply(action)
        return [e.message for e in world.events_for(seat) if e.score or e.seen_by is None][:top]
    except IllegalAction:   # the move is not one in every world the seat cannot rule out
        return []
