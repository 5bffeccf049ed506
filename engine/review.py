"""The analysis of a finished game, headless: ``main.py analyse RECORD [--seat N] [--json]``,
or ``main.py analyse --game G --players N --seed S [--json]`` (a game between computer seats,
played first).  Per move, each seat's chance to win; then the flagged mistakes with the move
the search prefers and why.  Written in English, like every headless tool."""

from __future__ import annotations

import argparse
import json
import random
from typing import Any, Callable

from engine.game import GameInfo

# The analysis, records and sessions are imported by the command itself: the command line's
# other commands (and the app's start) need not load them.

#: The level of the computer seats of a game played for ``--game``.
PLAYED_BY = "easy"


class BadArguments(ValueError):
    """A command line that cannot be analysed, in one line."""


def add_parser(sub) -> None:
    a = sub.add_parser("analyse", help="each seat's win chance after every move, and the mistakes")
    a.add_argument("record", nargs="?", default=None, help="a record (Past games) or a save of a finished game")
    a.add_argument("--game")
    a.add_argument("--players", type=int)
    a.add_argument("--seed", type=int, default=0)
    a.add_argument("--seat", type=int, default=None, help="whose mistakes (default: every seat's)")
    a.add_argument("--threshold", type=float, default=None,
                   help="a drop in percentage points that flags a move (default 10)")
    a.add_argument("--workers", type=int, default=1, help="processes searching at once")
    a.add_argument("--json", action="store_true")


def main(args: argparse.Namespace, game: Callable[[str], GameInfo], players: Callable[[GameInfo, Any], int]) -> int:
    """Run ``analyse``; ``game`` and ``players`` are the command line's checks of a game's name
    and player count.  BadArguments for anything else that cannot be analysed."""
    from engine import records
    from engine.ai import analysis

    if (args.record is None) == (args.game is None):
        raise BadArguments("give either a RECORD file or --game (with --players and --seed), not both")
    threshold = analysis.THRESHOLD if args.threshold is None else args.threshold / 100
    if not 0 <= threshold <= 1:
        raise BadArguments(f"--threshold must be from 0 to 100 percentage points, not {args.threshold:g}")
    if not 1 <= args.workers <= 16:
        raise BadArguments(f"--workers must be from 1 to 16, not {args.workers}")
    if args.record is not None:
        if args.players is not None:
            raise BadArguments("--players belongs with --game; a record says its own")
        try:
            record, _, data = records.read_any(args.record)
        except records.RecordError as e:
            raise BadArguments(f"{args.record} cannot be analysed: {records.datafile.sentence(str(e.reason))}")
        info = game(record.game)
    else:
        info = game(args.game)
        n = players(info, args.players)
        _check_seat(args.seat, n)
        record, data = played_game(info, n, args.seed), {}
    _check_seat(args.seat, record.num_players)
    found = analysis.Analysis.from_json(info, records.analysis_of(data), len(record.actions), record.num_players)
    if found is None:
        found = analysis.analyse(info, record, workers=args.workers)
        if args.record is not None and records.is_kept(args.record):
            try:
                records.store_analysis(args.record, found.to_json(info))
            except (records.RecordError, OSError):
                pass   # the analysis is printed all the same
    report = as_report(info, record, found, args.seat, threshold)
    print(json.dumps(report) if args.json else as_text(report))
    return 0


def _check_seat(seat: int | None, n: int) -> None:
    if seat is not None and not 0 <= seat < n:
        raise BadArguments(f"--seat must be a seat from 0 to {n - 1}, not {seat}")


def played_game(info: GameInfo, n: int, seed: int):
    """A game between computer seats at ``PLAYED_BY``, played to its end (its GameRecord)."""
    from engine import saves
    from engine.ai import choose_action
    from engine.session import DEFAULT_COLOURS, DEFAULT_NAMES

    seats = [saves.Seat(DEFAULT_NAMES[i + 1], "ai", PLAYED_BY, DEFAULT_COLOURS[i]) for i in range(n)]
    record, state = saves.new_record(info, seats, seed=seed)
    rng = random.Random(seed)
    while not state.is_over():
        record.play(state, choose_action(info, state.view(state.to_move), PLAYED_BY, seed=rng.getrandbits(32)))
    return record


def as_report(info: GameInfo, record, found, seat: int | None, threshold: float) -> dict:
    """The published shape: ``{"moves": [{"index", "seat", "move", "chances"}], "mistakes":
    [{"index", "seat", "move", "chance_lost", "better", "why"}]}``, chances after each move
    (``found``: the analysis)."""
    from engine.ai import analysis
    from engine.text import Reader, render

    reader = Reader(tuple(s.name for s in record.seats), None)
    states = analysis.positions(info, record)
    moves = [{"index": k, "seat": states[k].to_move, "move": render(states[k].describe(a), reader),
              "chances": [round(c, 4) for c in found.chances[k + 1]]}
             for k, a in enumerate(record.actions)]
    flagged = [{"index": m.index, "seat": m.seat, "move": render(states[m.index].describe(m.move), reader),
                "chance_lost": round(m.chance_lost, 4),
                "better": render(states[m.index].describe(m.better), reader),
                "better_chance": round(m.better_value, 4),
                "why": " ".join(render(w, reader) for w in m.why)}
               for m in analysis.mistakes(info, record, found, seat, threshold, states)]
    return {"game": info.name, "players": [s.name for s in record.seats], "seed": record.seed,
            "start": [round(c, 4) for c in found.chances[0]], "moves": moves, "mistakes": flagged}


def as_text(report: dict) -> str:
    names = report["players"]

    def chances(cs):
        return " · ".join(f"{n} {round(c * 100)}%" for n, c in zip(names, cs))

    lines = [f"Start: {chances(report['start'])}"]
    for m in report["moves"]:
        lines.append(f"{m['index'] + 1:4}. {m['move']}  [{chances(m['chances'])}]")
    lines.append("")
    lines.append(f"Mistakes: {len(report['mistakes'])}")
    for m in report["mistakes"]:
        lines.append(f"{m['index'] + 1:4}. {names[m['seat']]} lost {round(m['chance_lost'] * 100)} points: "
                     f"{m['move']}")
        lines.append(f"      better: {m['better']} ({round(m['better_chance'] * 100)}%)"
                     + (f" {m['why']}" if m["why"] else ""))
    return "\n".join(lines)
