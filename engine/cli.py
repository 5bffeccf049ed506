"""The command line: the app by default, plus headless ``play``, ``bench`` and ``arena``."""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import time
from pathlib import Path
from typing import Any, Sequence

from engine import __version__
from engine.ai.arena import MAX_DECISIONS, arena, check_players, move_times
from engine.ai.players import TOOL_PLAYERS
from engine.game import GameInfo, GameLoadError, GameNotImplemented, Option, load_game
from engine.i18n import LANGUAGES, check_language, chosen_language, set_language
from engine.settings import saved_language


#: How many unfinished seeds and error lines ``bench`` lists (it counts them all).
LISTED = 20


class UsageError(Exception):
    """A bad command line: reported in one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # one line, not argparse's usage block
        raise UsageError(message)


def _game(name: str) -> GameInfo:
    try:
        return load_game(name)
    except KeyError as e:
        raise UsageError(e.args[0]) from None
    except (GameNotImplemented, GameLoadError) as e:
        raise UsageError(str(e)) from None


def _players(info: GameInfo, n: int | None) -> int:
    n = info.min_players if n is None else n
    try:
        info.check_players(n)
    except ValueError as e:
        raise UsageError(str(e)) from None
    return n


def _options(info: GameInfo, pairs: Sequence[str]) -> dict[str, Any]:
    known = {o.name: o for o in info.options}
    opts = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise UsageError(f"--option takes NAME=VALUE, not {pair!r}")
        opts[key] = _option_value(known[key], value) if key in known else value
    try:
        return info.check_options(opts)
    except ValueError as e:
        raise UsageError(str(e)) from None


def _option_value(option: Option, text: str) -> Any:
    """The declared choice ``text`` names, as the game declares it (``2`` is the int 2, never
    the float 2.0): its JSON form or its plain words (``true``/``True``, ``null``/``None``)."""
    if not option.choices:
        try:
            return json.loads(text)
        except json.JSONDecodeError:
            return text
    for choice in option.choices:
        if text in (json.dumps(choice), str(choice)):
            return choice
    said = ", ".join(json.dumps(c) for c in option.choices)
    raise UsageError(f"option {option.name} must be one of {said}, not {text}")


def _startable(info: GameInfo, players: int, options: dict) -> None:
    """Refuse, in one line, options the game itself refuses (combinations the check above
    cannot know): better than every game of a run failing the same way."""
    try:
        info.new_game(players, seed=0, **options)
    except (ValueError, TypeError) as e:
        raise UsageError(f"{info.title} cannot start with these options: {e}") from None


def _level(name: str) -> str:
    if name not in TOOL_PLAYERS:
        raise UsageError(f"unknown AI level {name!r}; choose one of: {', '.join(TOOL_PLAYERS)}")
    return name


def _language(text: str) -> str:
    try:
        return check_language(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def _add_language(parser: argparse.ArgumentParser, dest: str) -> None:
    parser.add_argument("--lang", dest=dest, type=_language, default=None, metavar="LANG",
                        help=f"the language to write in for this run ({', '.join(LANGUAGES)}); "
                             "by default the one chosen in Settings, else the system's")


def _set_language(args: argparse.Namespace) -> None:
    """The language for this run: the one asked for; else, for the app, the saved setting or
    the system's; else (the headless tools, whose output scripts read) English."""
    chosen = args.sub_lang or args.lang
    if chosen is None:
        chosen = chosen_language(saved_language()) if args.command in (None, "play") else "en"
    set_language(chosen)


#: The most games one run of ``bench`` or ``arena`` plays.
MAX_GAMES = 10**6
#: Seeds, players and seats are whole numbers below this.
MAX_NUMBER = 2**63
#: Processes per core ``arena --jobs`` may start: more only thrash.
JOBS_PER_CORE = 4


def _whole(text: str, lowest: int, most: int) -> int:
    """``text`` as a whole number from ``lowest`` to ``most``, written in ASCII digits (an
    optional minus): ``int()`` alone also reads other scripts' digits, "+5", " 5" and "1_000"."""
    if not re.fullmatch(r"-?[0-9]{1,30}", text):
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number")
    v = int(text)
    if v < lowest:
        raise argparse.ArgumentTypeError(f"{text!r} must be at least {lowest}")
    if v > most:
        raise argparse.ArgumentTypeError(f"{text!r} must be at most {most}")
    return v


def _positive(text: str) -> int:
    return _whole(text, 1, MAX_NUMBER)


def _games(text: str) -> int:
    return _whole(text, 1, MAX_GAMES)


def _jobs(text: str) -> int:
    return _whole(text, 1, JOBS_PER_CORE * (os.cpu_count() or 1))


def _seed(text: str) -> int:
    return _whole(text, -MAX_NUMBER, MAX_NUMBER)


def _seat_number(text: str) -> int:
    return _whole(text, 0, MAX_NUMBER)


def _nothing_after_help(argv: Sequence[str]) -> None:
    """``--help`` and ``--version`` answer at once and stop, so anything after one would be
    silently ignored: refused instead (argparse would exit 0)."""
    for i, arg in enumerate(argv):
        if arg == "--":
            return
        if arg in ("-h", "--help", "--version") and i + 1 < len(argv):
            raise UsageError(f"unexpected arguments after {arg}: {' '.join(argv[i + 1:])}")


# -- bench ------------------------------------------------------------------------
def _random_game(info: GameInfo, players: int, options: dict, seed: int) -> tuple[int, bool]:
    """Decisions made by random legal play from a new game of ``seed``, and whether it ended."""
    rng = random.Random(seed)
    state = info.new_game(players, seed=seed, **options)
    for made in range(MAX_DECISIONS):
        if state.is_over():
            return made, True
        state.apply(rng.choice(state.legal_actions()))
    return MAX_DECISIONS, state.is_over()


def _error_line(seed: int, e: Exception) -> str:
    lines = str(e).strip().splitlines()
    return f"seed {seed}: {type(e).__name__}" + (f": {lines[0]}" if lines else "")


def bench(info: GameInfo, players: int, games: int, options: dict, seed: int = 0) -> dict:
    """Random legal play: how many games and decisions per second the rules manage.

    Game ``g`` uses seed ``seed + g``.  A game still going after MAX_DECISIONS is unfinished
    and one that raised is an error: each is counted apart and named by its seed (an error
    with its exception's line), so it can be replayed.  Rates count finished games only.
    """
    decisions = finished = finished_decisions = 0
    longest, longest_seed = 0, None
    unfinished: list[int] = []
    errors: list[str] = []
    start = time.perf_counter()
    for game_seed in range(seed, seed + games):
        try:
            made, ended = _random_game(info, players, options, game_seed)
        except Exception as e:  # a bug in the rules: reported with its seed, never hidden
            errors.append(_error_line(game_seed, e))
            continue
        decisions += made
        if not ended:
            unfinished.append(game_seed)
            continue
        finished += 1
        finished_decisions += made
        if made > longest:
            longest, longest_seed = made, game_seed
    seconds = time.perf_counter() - start
    return {
        "game": info.name, "players": players, "games": games,
        "seconds": round(seconds, 4),
        "games_per_s": round(finished / seconds, 2) if seconds else None,
        "decisions_per_s": round(decisions / seconds, 1) if seconds else None,
        "mean_decisions": round(finished_decisions / finished, 2) if finished else 0,
        "longest_decisions": longest,
        "longest_seed": longest_seed,
        "unfinished": len(unfinished),
        "unfinished_seeds": unfinished[:LISTED],
        "errors": len(errors),
        "error_lines": errors[:LISTED],
    }


# -- play ---------------------------------------------------------------------------
def _position(info: GameInfo, path: str, options: dict) -> tuple[dict, int]:
    """The written-down position in the file at ``path`` and its number of players, checked
    (UsageError with the file's or the position's problem in a sentence)."""
    from engine import datafile
    from engine.game import position_module

    if position_module(info) is None:
        raise UsageError(f"{info.title} has no written positions to start from")
    try:
        spec = datafile.read_json(Path(path), 1 << 20)
    except datafile.Unreadable as e:
        raise UsageError(f"the position file {path} could not be read: {e.reason}") from None
    try:
        state = position_module(info).from_position(spec, **options)
    except (ValueError, TypeError) as e:
        raise UsageError(f"the position in {path} is not one of {info.title}: {e}") from None
    if not isinstance(spec, dict):
        raise UsageError(f"the position in {path} is not one of {info.title}")
    return dict(spec), state.num_players


def _seats(info: GameInfo, text: str):
    from engine.saves import Seat

    if not text.strip():
        raise UsageError("--seats names no seats; use human, ai or ai:LEVEL, separated by commas")
    seats = []
    for part in (p.strip() for p in text.split(",")):
        kind, sep, level = part.partition(":")
        if part == "human":
            seats.append(Seat("", "human"))   # the table names seats as the setup screen does
        elif part == "ai" or (kind == "ai" and sep and level):
            level = level or "normal"
            if level not in ("easy", "normal", "hard"):
                raise UsageError(f"unknown AI level {level!r} in --seats; use easy, normal or hard")
            seats.append(Seat("", "ai", level))
        else:
            raise UsageError(f"bad seat {part!r} in --seats; use human, ai or ai:LEVEL")
    _players(info, len(seats))
    return seats


def _game_line(seed: int, games: int, level_a: str, level_b: str):
    """A progress callback printing one line per finished arena game to stderr."""
    names = {"a": f"{level_a} (A) wins", "b": f"{level_b} (B) wins", "draw": "draw"}

    def show(index: int, result: dict, results: list) -> None:
        tally = [sum(r["outcome"] == k for r in results) for k in ("a", "b", "draw")]
        _, p95, most = move_times(results)   # so far: a run stopped early still has them
        print(f"game {len(results)}/{games} (seed {seed + index}): {names[result['outcome']]}"
              f" | A {tally[0]}, B {tally[1]}, draws {tally[2]}"
              f" | {level_a}'s moves p95 {p95:.2f} s, max {most:.2f} s", file=sys.stderr, flush=True)
    return show


def _print(result: dict, as_json: bool) -> None:
    if as_json:
        print(json.dumps(result))
    else:
        width = max(map(len, result), default=0)
        for k, v in result.items():
            print(f"{k:>{width}}: {v}")


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="tabletop", description="Five modern board games on one table.")
    p.add_argument("--version", action="version", version=f"tabletop {__version__}")
    _add_language(p, "lang")
    p.set_defaults(sub_lang=None)
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    play = sub.add_parser("play", help="open the app straight at a table")
    play.add_argument("game")
    play.add_argument("--position", default=None, metavar="FILE.json",
                      help="start from a written-down position (see <game>/position.py)")
    play.add_argument("--seats", default=None,
                      help="comma-separated: human, ai (normal) or ai:easy|normal|hard")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    _add_language(play, "sub_lang")

    b = sub.add_parser("bench", help="random games per second")
    b.add_argument("--game", required=True)
    b.add_argument("--players", type=_positive)
    b.add_argument("--games", type=_games, default=100)
    b.add_argument("--seed", type=_seed, default=0)
    b.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    b.add_argument("--json", action="store_true")

    t = sub.add_parser("transcript", help="one game between computers, as a seat reads its log")
    t.add_argument("--game", required=True)
    t.add_argument("--players", type=_positive)
    t.add_argument("--seed", type=_seed, default=0)
    t.add_argument("--viewer", type=_seat_number, default=0, help="the seat whose log is printed (0 = the first player)")
    t.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    t.add_argument("--json", action="store_true")
    _add_language(t, "sub_lang")

    a = sub.add_parser("arena", help="one AI level against another")
    a.add_argument("--game", required=True)
    a.add_argument("--a", required=True, dest="level_a")
    a.add_argument("--b", required=True, dest="level_b")
    a.add_argument("--players", type=_positive)
    a.add_argument("--games", type=_games, default=20)
    a.add_argument("--jobs", type=_jobs, default=1)
    a.add_argument("--seed", type=_seed, default=0)
    a.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    a.add_argument("--json", action="store_true")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        _nothing_after_help(argv)
        args = build_parser().parse_args(argv)
        _set_language(args)
        if args.command is None:
            from engine.app import run

            return run()
        info = _game(args.game)
        options = _options(info, args.option)
        if args.command == "bench":
            players = _players(info, args.players)
            _startable(info, players, options)
            _print(bench(info, players, args.games, options, args.seed), args.json)
        elif args.command == "arena":
            level_a, level_b = _level(args.level_a), _level(args.level_b)
            players = _players(info, args.players)
            _startable(info, players, options)
            try:
                check_players(info, level_a, level_b)
            except ValueError as e:
                raise UsageError(str(e)) from None
            result = arena(info, players, args.games, level_a, level_b, options, args.jobs,
                           args.seed, _game_line(args.seed, args.games, level_a, level_b))
            if not args.json:  # the games' records are for scripts; people read the totals
                del result["games"]
            _print(result, args.json)
        elif args.command == "transcript":
            from engine.transcript import as_text, transcript

            players = _players(info, args.players)
            _startable(info, players, options)
            if not 0 <= args.viewer < players:
                raise UsageError(f"--viewer must be a seat from 0 to {players - 1}, not {args.viewer}")
            t = transcript(info, players, args.seed, args.viewer, options)
            if args.json:  # the published shape: an entry is its text, its mover and its points
                t = dict(t, entries=[{k: e[k] for k in ("text", "seat", "score")} for e in t["entries"]])
            print(json.dumps(t) if args.json else as_text(t))
        elif args.command == "play":
            start = _position(info, args.position, options) if args.position is not None else None
            if start is not None and args.seats is None:
                seats = _seats(info, ",".join(["human"] + ["ai:normal"] * (start[1] - 1)))
            else:
                seats = _seats(info, "human,ai:normal" if args.seats is None else args.seats)
            if start is not None and len(seats) != start[1]:
                raise UsageError(f"the position is for {start[1]} players, but --seats names {len(seats)}")
            if start is None:
                _startable(info, len(seats), options)
            from engine.app import run

            return run(game=info.name, seats=seats, options=options, start=start[0] if start else None)
        return 0
    except UsageError as e:
        print(f"tabletop: error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":   # python -m engine.cli
    sys.exit(main())
