"""Computer players against each other: the figures behind ``main.py arena`` and the ladder.

Player A takes seat ``g % players`` in game ``g`` and B every other seat, so the seats
alternate.  Each game leaves a record (seed, scores, how it ended, the search work each
seat did, how often a search ran past its level's time cap, per-move think times, each seat's
processor time (which a busy machine does not stretch, as it does the clock) and the
game's play-quality counts, from its ``play_quality`` hook); the totals sum them per player.

The arena measures levels, not machines: every search runs its level's full work, never cut
by the clock, so a game replays move for move from its seed however busy the machine is.
The app's time cap is counted instead (``capped``: the searches that ran longer than the
level's cap, which the app would have cut there).
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections import Counter
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from typing import Callable

from engine.ai.hooks import no_quality, play_quality_for
from engine.ai.players import analyse, heuristic_player, level_spec
from engine.game import GameInfo, State, load_game

#: A game still running after this many decisions is stopped: ``bench`` reports it as
#: unfinished, ``arena`` scores it as a draw ended by the turn limit.  Every game's rules
#: should end long before.
MAX_DECISIONS = 20000

#: How a game ended: by its rules, by the rules' stall end, or stopped at MAX_DECISIONS.  A
#: stall end is no draw of itself: Blue Moon City's ranks the seats by their obelisk markers.
NORMAL, STALL, TURN_LIMIT = "normal", "stall end", "turn limit"
#: Ends by the names older kept records give them.
_OLD_ENDS = {"stall draw": STALL}
ENDS = (NORMAL, STALL, TURN_LIMIT)


def check_players(info: GameInfo, *levels: str) -> None:
    """ValueError, in one sentence, for a player this game cannot field."""
    for level in levels:
        if level_spec(info, level).kind == "heuristic":
            heuristic_player(info)


def how_it_ended(state: State) -> str:
    """``state`` is over, or was stopped: which of ENDS.  A game's stall end (Blue Moon
    City's idle rounds, Fantastiqa's quiet turns, Guildhall's turns without VP) is the
    event the last move told of whose name says so (``bluemoon.ev.stalled``,
    ``fantastiqa.ev.end_stall``, ``guildhall.ev.stall_one``)."""
    if not state.is_over():
        return TURN_LIMIT
    if any("stall" in e.kind.rsplit(".", 1)[-1] for e in state.last_events()):
        return STALL
    return NORMAL


def play_game(task: tuple) -> dict:
    """One game of the arena: its record (see the module's docstring)."""
    name, players, options, level_a, level_b, seat_a, seed, max_decisions = task
    info = load_game(name)
    quality = play_quality_for(info)
    state = info.new_game(players, seed=seed, **options)
    rng = random.Random(seed * 7919 + 1)
    levels = [level_a if s == seat_a else level_b for s in range(players)]
    caps = [level_spec(info, lv).time_cap for lv in levels]
    seats = [{"level": lv, "moves": 0, "searched": 0, "iterations": 0, "capped": 0,
              "think_s": [], "cpu_s": 0.0, "quality": Counter()} for lv in levels]
    times_a: list[float] = []
    for _ in range(max_decisions):
        if state.is_over():
            break
        seat = state.to_move
        mine = seats[seat]
        choices = len(state.legal_actions())
        t, cpu = time.perf_counter(), time.process_time()
        action, result = analyse(info, state, levels[seat], seed=rng.getrandbits(64),
                                 time_cap=math.inf)
        spent = time.perf_counter() - t
        # the processor's time is the search's work alone: other programs on a busy machine
        # stretch the wall clock, not this
        mine["cpu_s"] += time.process_time() - cpu
        if seat == seat_a:
            times_a.append(spent)
        mine["moves"] += 1
        if choices > 1:  # a forced move is no decision: it would flatter the think times
            mine["think_s"].append(spent)
        if result is not None and result.iterations:
            mine["searched"] += 1
            mine["iterations"] += result.iterations
            mine["capped"] += caps[seat] is not None and result.seconds > caps[seat]
        if quality is no_quality:
            state.apply(action)
            continue
        before = state.clone()
        state.apply(action)
        mine["quality"].update(quality(before, action, state))
    winners = state.winners() if state.is_over() else []  # a stopped game is a draw
    if winners == [seat_a]:
        outcome = "a"
    elif winners and seat_a not in winners:
        outcome = "b"
    else:
        outcome = "draw"
    for s in seats:
        s["quality"] = dict(sorted(s["quality"].items()))
    return {"seed": seed, "seat_a": seat_a, "outcome": outcome, "winners": winners,
            "scores": list(state.scores()), "end": how_it_ended(state), "seats": seats,
            "times_a": times_a}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (draws count half)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3))


def arena(info: GameInfo, players: int, games: int, level_a: str, level_b: str,
          options: dict, jobs: int = 1, seed: int = 0,
          progress: Callable[[int, dict, list], None] | None = None,
          stop: Callable[[list], bool] | None = None,
          max_decisions: int = MAX_DECISIONS) -> dict:
    """Level A against level B over up to ``games`` games, game ``g`` on seed ``seed + g``.

    ``progress(index, record, records_so_far)`` hears of every game as it finishes, so a
    long run stopped half way still leaves its games on record.  ``stop(records)``, asked
    after each game, ends the run early (games not yet started are never played): a
    sequential test stops once its answer is clear.
    """
    check_players(info, level_a, level_b)
    tasks = [(info.name, players, options, level_a, level_b, g % players, seed + g, max_decisions)
             for g in range(games)]
    start = time.perf_counter()
    records: list[dict] = []

    def record(index: int, result: dict) -> bool:
        records.append(result)
        if progress:
            progress(index, result, records)
        return stop is not None and stop(records)

    jobs = min(jobs, games)  # a process per game at most: more would only sit idle
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            queue = iter(enumerate(tasks))
            pending = {}
            for g, t in queue:  # keep ``jobs`` games running, no more, so a stop ends soon
                pending[pool.submit(play_game, t)] = g
                if len(pending) >= jobs:
                    break
            stopped = False
            while pending:
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for f in done:
                    stopped = record(pending.pop(f), f.result()) or stopped
                for g, t in queue if not stopped else ():
                    pending[pool.submit(play_game, t)] = g
                    if len(pending) >= jobs:
                        break
    else:
        for g, t in enumerate(tasks):
            if record(g, play_game(t)):
                break
    records.sort(key=lambda r: r["seed"])
    return summary(info, players, level_a, level_b, records, time.perf_counter() - start)


def summary(info: GameInfo, players: int, level_a: str, level_b: str, records: list[dict],
            seconds: float) -> dict:
    """The totals of a run, with every game's record under ``"games"``."""
    played = len(records)
    wins_a = sum(r["outcome"] == "a" for r in records)
    wins_b = sum(r["outcome"] == "b" for r in records)
    draws = played - wins_a - wins_b
    mean, p95, most = move_times(records)
    ends = Counter(_OLD_ENDS.get(r["end"], r["end"]) for r in records)
    return {
        # "played": the games' count ("games" lists their records: a stopped run plays fewer)
        "game": info.name, "players": players, "played": played,
        "a": level_a, "b": level_b,
        "wins_a": wins_a, "wins_b": wins_b, "draws": draws,
        "win_rate_a": round((wins_a + 0.5 * draws) / played, 4) if played else 0.0,
        "win_rate_a_ci95": wilson(wins_a + 0.5 * draws, played),
        "mean_move_s_a": mean,
        "p95_move_s_a": p95,
        "max_move_s_a": most,
        "seconds": round(seconds, 2),
        "ends": {end: ends.get(end, 0) for end in ENDS},
        # the winner's score, on average: how well the table plays, whoever wins
        "mean_winning_score": round(statistics.mean(max(r["scores"]) for r in records), 2)
        if records else 0.0,
        "by_player": {side: _side_totals(records, side) for side in ("a", "b")},
        "games": [_published(r) for r in records],
    }


def _is_side(record: dict, seat: int, side: str) -> bool:
    return (seat == record["seat_a"]) == (side == "a")


def _side_totals(records: list[dict], side: str) -> dict:
    """One player's (A's or B's) work, think times and play quality over every seat it held."""
    held = [s for r in records for i, s in enumerate(r["seats"]) if _is_side(r, i, side)]
    searched = sum(s["searched"] for s in held)
    iterations = sum(s["iterations"] for s in held)
    times = sorted(t for s in held for t in s["think_s"])
    cpus = [s["cpu_s"] for s in held if "cpu_s" in s]
    quality: Counter = Counter()
    for s in held:
        quality.update(s["quality"])
    n = len(held)
    return {
        "level": held[0]["level"] if held else None,
        "seat_games": n,
        "moves": sum(s["moves"] for s in held),
        "searched": searched,
        "iterations": iterations,
        "mean_iterations": round(iterations / searched, 1) if searched else 0.0,
        "capped": sum(s["capped"] for s in held),
        "think_s_median": round(statistics.median(times), 4) if times else 0.0,
        "think_s_p95": round(_p95(times), 4) if times else 0.0,
        # a whole game's thinking, the longest: what a player waits for over one game
        "game_think_s_max": round(max(sum(s["think_s"]) for s in held), 3) if held else 0.0,
        # the same in processor time, whatever else the machine ran (older records lack it)
        "game_cpu_s_max": round(max(cpus), 3) if cpus else None,
        "quality": dict(sorted(quality.items())),
        "quality_per_game": {k: round(v / n, 3) for k, v in sorted(quality.items())} if n else {},
    }


def _published(record: dict) -> dict:
    """A game's record as ``--json`` prints it: per seat its level, work and quality, and
    its think time's median and 95th percentile instead of every time."""
    seats = []
    for s in record["seats"]:
        times = sorted(s["think_s"])
        seats.append({
            "level": s["level"], "moves": s["moves"], "searched": s["searched"],
            "iterations": s["iterations"],
            "mean_iterations": round(s["iterations"] / s["searched"], 1) if s["searched"] else 0.0,
            "capped": s["capped"], "cpu_s": round(s.get("cpu_s", 0.0), 3),
            "think_s_median": round(statistics.median(times), 4) if times else 0.0,
            "think_s_p95": round(_p95(times), 4) if times else 0.0,
        })
    return {"seed": record["seed"], "seat_a": record["seat_a"], "outcome": record["outcome"],
            "winners": record["winners"], "scores": record["scores"], "end": record["end"],
            "search": seats, "capped": sum(s["capped"] for s in record["seats"]),
            "quality": [s["quality"] for s in record["seats"]]}


def _p95(sorted_times: list[float]) -> float:
    return sorted_times[min(len(sorted_times) - 1, int(0.95 * len(sorted_times)))]


def move_times(records: list) -> tuple[float, float, float]:
    """Mean, 95th percentile and longest of level A's decision times over ``records``."""
    times = sorted(t for r in records for t in r["times_a"])
    if not times:
        return 0.0, 0.0, 0.0
    return round(sum(times) / len(times), 4), round(_p95(times), 4), round(times[-1], 4)
