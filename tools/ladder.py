"""The ladder: every level of every game measured against the next, with the evidence.

    python tools/ladder.py [--game GAME ...] [--pairing A:B ...] [--games N] [--jobs J]
                           [--quick] [--out DIR]

Per game it plays, seats alternating (engine/ai/arena.py):

- normal against easy, normal against greedy, hard against normal and normal against the
  game's rules-only heuristic player (2 players): each pairing stops early once the 95%
  Wilson interval of A's score clears 0.5, else at ``--games``;
- normal against normal at 2 and at 4 players, where the targets on a game's play are set
  (Azul: Stained Glass of Sintra's broken glass, Blue Moon City's stall ends): the
  play-quality counts, no stop.

It writes ``engine/ai/ladder.json`` (what the setup screen reads, shipped with the app) and
``docs/ai-ladder.md`` (the tables for people), or both into ``--out``.  A run of some games
keeps the others' figures from the file it updates.  ``--quick`` plays a few games at a
small fixed search budget: a check that the ladder runs, not a measurement.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.ai.arena import ENDS, arena, check_players, summary, wilson  # noqa: E402
from engine.ai.ladder import LADDER_FILE, LADDER_VERSION, MIN_SHOWN  # noqa: E402
from engine.ai.players import FIXED_ITERATIONS_ENV  # noqa: E402
from engine.game import game_names, load_game  # noqa: E402

DOC_FILE = ROOT / "docs" / "ai-ladder.md"
#: (A, B, players, sequential): the table every game plays.
PAIRINGS = (
    ("normal", "easy", 2, True),
    ("normal", "greedy", 2, True),
    ("hard", "normal", 2, True),
    ("normal", "heuristic", 2, True),
)
#: Games whose play is measured in self-play too: normal against normal at these table sizes,
#: for the play quality their targets name (glass broken, stall ends, hopeless commits).
SELF_PLAY_GAMES = {"azul_sintra": (2, 4), "bluemoon": (2, 4), "tigris": (2, 4)}
#: A sequential pairing never stops before as many games as the setup screen needs to quote
#: it (a lucky start proves little; 6 of 6 already puts the Wilson interval's lower bound at
#: 0.61, and every game is minutes of a 2-core machine's time).
MIN_GAMES = MIN_SHOWN
DEFAULT_GAMES = 40
#: --quick: games per pairing and the fixed search budget.
QUICK_GAMES = 2
QUICK_ITERATIONS = "12"


def _load() -> str:
    one, five, _ = os.getloadavg()
    return f"{one:.2f}/{five:.2f}"


def _clears(players: int):
    """Stop once A's interval clears 0.5, after a whole round of seats and MIN_GAMES."""
    def stop(records: list) -> bool:
        n = len(records)
        if n < MIN_GAMES or n % players:
            return False
        score = sum(1.0 if r["outcome"] == "a" else 0.5 if r["outcome"] == "draw" else 0.0
                    for r in records)
        return wilson(score, n)[0] > 0.5
    return stop


def measure(info, a: str, b: str, players: int, sequential: bool, games: int, jobs: int,
            seed: int, keep: Path | None = None) -> dict:
    """One pairing's row of the table (or why it was not played). With ``keep``, every game's
    record is appended to ``keep`` as it ends, so a run stopped half way leaves its games for
    ``--from-records``."""
    row = {"a": a, "b": b, "players": players, "sequential": sequential}
    try:
        check_players(info, a, b)
    except ValueError as e:
        return dict(row, skipped=str(e))
    load_before = _load()

    def kept(index: int, record: dict, records: list) -> None:
        with keep.open("a", encoding="utf-8") as f:
            # the machine's load as the game ended: the think times beside it mean little without it
            f.write(json.dumps(dict(record, load=_load())) + "\n")

    result = arena(info, players, games, a, b, info.default_options(), jobs=jobs, seed=seed,
                   stop=_clears(players) if sequential else None,
                   progress=kept if keep is not None else None)
    return row_of(dict(row), result, f"{load_before} → {_load()}")


def row_of(row: dict, result: dict, load: str) -> dict:
    """A pairing's row from an arena run's totals."""
    by = result["by_player"]
    return dict(
        row, played=result["played"], wins_a=result["wins_a"], wins_b=result["wins_b"],
        draws=result["draws"], score=result["win_rate_a"], ci95=list(result["win_rate_a_ci95"]),
        cleared=result["win_rate_a_ci95"][0] > 0.5,
        think_s={side: {"median": by[side]["think_s_median"], "p95": by[side]["think_s_p95"]}
                 for side in ("a", "b")},
        mean_iterations={side: by[side]["mean_iterations"] for side in ("a", "b")},
        capped={side: by[side]["capped"] for side in ("a", "b")},
        searched={side: by[side]["searched"] for side in ("a", "b")},
        quality={side: by[side]["quality_per_game"] for side in ("a", "b")},
        game_think_s_max={side: by[side]["game_think_s_max"] for side in ("a", "b")},
        game_cpu_s_max={side: by[side]["game_cpu_s_max"] for side in ("a", "b")},
        winning_score=result["mean_winning_score"],
        ends=result["ends"], seconds=result["seconds"], load=load,
    )


def _load_range(records: list[dict]) -> str:
    """The 1-minute loads the kept games ended at, least to most (older records kept none)."""
    ones = sorted(float(r["load"].split("/")[0]) for r in records if "load" in r)
    if not ones:
        return "not kept with the records"
    kept = f"{ones[0]:.2f}–{ones[-1]:.2f} at the games' ends"
    return kept if len(ones) == len(records) else f"{kept} ({len(ones)} of {len(records)} games)"


def records_file(folder: Path, name: str, a: str, b: str, players: int) -> Path:
    return folder / f"{name}_{a}_{b}_{players}p.jsonl"


def _self_play(name: str) -> tuple:
    return tuple(("normal", "normal", n, False) for n in SELF_PLAY_GAMES.get(name, ()))


def rows_from_records(folder: Path, name: str) -> list[dict]:
    """The rows of a game's pairings from the records kept in ``folder`` (one JSON line per
    finished game), however many games each pairing got to play."""
    info = load_game(name)
    rows = []
    for a, b, players, sequential in PAIRINGS + _self_play(name):
        path = records_file(folder, name, a, b, players)
        if not path.exists():
            continue
        records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
        if not records:
            continue
        result = summary(info, players, a, b, records, 0.0)
        rows.append(row_of({"a": a, "b": b, "players": players, "sequential": sequential}, result,
                           _load_range(records)))
    return rows


def ladder_for(name: str, games: int, jobs: int, seed: int, quick: bool, only=(), say=print,
               earlier: dict | None = None, records: Path | None = None) -> dict:
    """The game's table; with ``only`` (A:B names, or A:B:players) just those pairings, the
    rest kept from ``earlier``."""
    info = load_game(name)
    plan = [p for p in PAIRINGS if info.min_players <= p[2] <= info.max_players]
    plan += _self_play(name)
    kept = {}
    if only:
        plan = [p for p in plan if f"{p[0]}:{p[1]}" in only or f"{p[0]}:{p[1]}:{p[2]}" in only]
        if earlier and earlier.get("quick") is quick:
            kept = {(r["a"], r["b"], r["players"]): r for r in earlier.get("pairings", ())}
    for a, b, players, sequential in plan:
        n = games if sequential else max(1, games // 2)
        say(f"{name}: {a} against {b}, {players} players, up to {n} games ...")
        keep = None if records is None else records_file(records, name, a, b, players)
        row = measure(info, a, b, players, sequential, n, jobs, seed, keep)
        say(f"  {_row_line(row)}")
        kept[(a, b, players)] = row
    order = {(a, b, players): i for i, (a, b, players, _) in enumerate(PAIRINGS + _self_play(name))}
    rows = sorted(kept.values(), key=lambda r: order.get((r["a"], r["b"], r["players"]), len(order)))
    return {"title": info.title, "pairings": rows, "quick": quick}


def _row_line(row: dict) -> str:
    if "skipped" in row:
        return f"not played: {row['skipped']}"
    lo, hi = row["ci95"]
    return (f"{row['played']} games, A scores {row['score']:.2f} ({lo:.2f}–{hi:.2f}), "
            f"think p95 A {row['think_s']['a']['p95']:.2f} s, over cap A {row['capped']['a']}, "
            f"load {row['load']}")


# -- the document --------------------------------------------------------------------------------
def _is_self_play(row: dict) -> bool:
    """Normal against itself, for the play quality: no sequential stop, and A is only the seat
    that moved first in the first game."""
    return not row.get("sequential", True)


def _pairing_name(row: dict) -> str:
    sized = row["players"] != 2 or _is_self_play(row)  # self-play comes in two sizes
    return f"{row['a']} vs {row['b']}" + (f" ({row['players']}p)" if sized else "")


def _standing(row: dict) -> str:
    """A's score, its interval and whether it clears one half: three cells, blank in
    self-play, where they would say nothing."""
    if _is_self_play(row):
        return "— | — | —"
    lo, hi = row["ci95"]
    return f"{row['score']:.2f} | {lo:.2f}–{hi:.2f} | {'yes' if row['cleared'] else 'no'}"


def _game_think(row: dict) -> str:
    """The most seconds A and B thought in one game, by the clock and, where the records kept
    it, by the processor (rows from older runs lack either)."""
    most = row.get("game_think_s_max")
    if not most:
        return "—"
    cell = f"{most['a']:.0f} s / {most['b']:.0f} s"
    cpu = row.get("game_cpu_s_max") or {}
    if cpu.get("a") is not None and cpu.get("b") is not None:
        cell += f" (processor {cpu['a']:.0f} s / {cpu['b']:.0f} s)"
    return cell


def _winning(row: dict) -> str:
    score = row.get("winning_score")
    return f"{score:g}" if score is not None else "—"


def _quality(q: dict) -> str:
    return ", ".join(f"{k} {v:g}" for k, v in q.items()) or "—"


def render(table: dict) -> str:
    lines = [
        "# The AI ladder",
        "",
        "Written by `tools/ladder.py` (do not edit by hand); `engine/ai/ladder.json` holds the same",
        "figures for the setup screen. Seats alternate; a score counts a draw as half a win; the",
        "interval is the 95% Wilson interval of A's score. A sequential pairing stops once that",
        "interval's lower bound clears 0.5. Think times are per decision with a choice, in seconds;",
        "*most think in a game* is the longest a player thought over one whole game, by the clock and",
        "(in brackets, over the games whose records kept it) in processor time, which other programs",
        "on a busy machine do not stretch; *load* is the machine's 1-minute load average when the",
        "games ended. A level is its iterations: every search here runs its full work, whatever the",
        "clock says. *Over cap* counts the searches that took longer than the level's time cap, which",
        "the app (where the cap guards the interface) would have cut there. *Winning score* is the",
        "winner's score, on average. Play quality is counted per player per game by each game's",
        "`play_quality` hook.",
        "",
    ]
    for name in sorted(table["games"], key=lambda g: (g not in game_names(), g)):
        entry = table["games"][name]
        lines += [f"## {entry.get('title', name)}", ""]
        if entry.get("quick"):
            lines += ["*A quick run: a few games at a tiny fixed search budget, not a measurement.*", ""]
        lines += [
            "| pairing | games | A's score | 95% interval | clears 0.5 | think A median / p95 | "
            "think B median / p95 | most think in a game A / B | iterations A / B | "
            "over cap A / B | ends | winning score | load |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
        ]
        quality_rows = []
        for row in entry["pairings"]:
            if "skipped" in row:
                lines.append(f"| {_pairing_name(row)} | — | — | — | — | — | — | — | — | — | "
                             f"not played: {row['skipped']} | — | — |")
                continue
            ta, tb = row["think_s"]["a"], row["think_s"]["b"]
            ends = ", ".join(f"{k} {row['ends'].get(k, 0)}" for k in ENDS if row["ends"].get(k))
            lines.append(
                f"| {_pairing_name(row)} | {row['played']} | {_standing(row)} | "
                f"{ta['median']:.3f} / {ta['p95']:.3f} | {tb['median']:.3f} / {tb['p95']:.3f} | "
                f"{_game_think(row)} | "
                f"{row['mean_iterations']['a']:g} / {row['mean_iterations']['b']:g} | "
                f"{row['capped']['a']} / {row['capped']['b']} | {ends} | {_winning(row)} | {row['load']} |")
            for side in ("a", "b"):
                quality_rows.append(f"| {_pairing_name(row)} | {row[side]} ({side.upper()}) | "
                                    f"{_quality(row['quality'][side])} |")
        lines += ["", "Play quality, per player per game:", "",
                  "| pairing | player | counts |", "|---|---|---|", *quality_rows, ""]
    lines += [f"Generated {table['generated']} on {table['cpus']} cores.", ""]
    return "\n".join(lines)


def _previous(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if isinstance(data, dict) and data.get("version") == LADDER_VERSION and isinstance(data.get("games"), dict):
        return data
    return {}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="ladder", description=__doc__.split("\n\n")[0])
    p.add_argument("--game", action="append", default=None, metavar="GAME",
                   help="a game to measure (again for more); default: all five")
    p.add_argument("--games", type=int, default=None,
                   help=f"most games per pairing (default {DEFAULT_GAMES}; {QUICK_GAMES} with --quick)")
    p.add_argument("--jobs", type=int, default=2, help="games played at once")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--pairing", action="append", default=[], metavar="A:B",
                   help="only this pairing (again for more), e.g. normal:easy, or normal:normal:2 "
                        "for one table size; the others' figures are kept")
    p.add_argument("--quick", action="store_true", help="a few games at a tiny budget (for the tests)")
    p.add_argument("--out", type=Path, default=None,
                   help="write ladder.json and ai-ladder.md into this folder instead")
    p.add_argument("--records", type=Path, default=None, metavar="DIR",
                   help="append every finished game's record to DIR as it ends (a run stopped half "
                        "way keeps its games)")
    p.add_argument("--from-records", type=Path, default=None, metavar="DIR",
                   help="play nothing: build the table from the records kept in DIR")
    args = p.parse_args(argv)
    names = args.game or list(game_names())
    for name in names:
        try:
            load_game(name)
        except Exception as e:  # an unknown or broken game: one line, status 2
            print(f"ladder: error: {e}", file=sys.stderr)
            return 2
    if (args.games is not None and args.games < 1) or args.jobs < 1:
        print("ladder: error: --games and --jobs must be at least 1", file=sys.stderr)
        return 2
    games = args.games or (QUICK_GAMES if args.quick else DEFAULT_GAMES)
    if args.quick:
        os.environ.setdefault(FIXED_ITERATIONS_ENV, QUICK_ITERATIONS)
    data_path = args.out / "ladder.json" if args.out else LADDER_FILE
    doc_path = args.out / "ai-ladder.md" if args.out else DOC_FILE
    table = _previous(data_path) or {"version": LADDER_VERSION, "games": {}}
    start = time.perf_counter()
    if args.records:
        args.records.mkdir(parents=True, exist_ok=True)
    for name in names:
        if args.from_records:
            rows = rows_from_records(args.from_records, name)
            if not rows:
                continue
            table["games"][name] = {"title": load_game(name).title, "pairings": rows, "quick": False}
        else:
            table["games"][name] = ladder_for(name, games, args.jobs, args.seed, args.quick,
                                              args.pairing, earlier=table["games"].get(name),
                                              records=args.records)
        table.update(generated=datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
                     cpus=os.cpu_count())
        data_path.parent.mkdir(parents=True, exist_ok=True)
        data_path.write_text(json.dumps(table, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        doc_path.parent.mkdir(parents=True, exist_ok=True)
        doc_path.write_text(render(table), encoding="utf-8")
    tables = "1 game's table" if len(names) == 1 else f"{len(names)} games' tables"
    print(f"ladder: {tables} in {time.perf_counter() - start:.0f} s; wrote {data_path} and {doc_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
