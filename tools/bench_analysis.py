"""How long a review takes: the analysis of a 2-player game per game, and Past games' list.

    python tools/bench_analysis.py [--games azul_sintra,...] [--seed 1] [--workers 2]
    python tools/bench_analysis.py --records 5000
    python tools/bench_analysis.py --frames 20

The first plays one 2-player game between computer seats (``easy``, as ``main.py analyse
--game`` does) for each game and times its analysis (the normal level's search, with the
game's ``analysis.LIGHTER`` budget where it has one), with a pool of ``--workers``
processes; the target is at most 60 s for a typical game on a 2-core machine.  Beside the
wall clock it gives the processor seconds of the whole (this process and the pool's): on a
machine busy with other work the wall clock says little, the processor time much more (half
of it is about the wall time on two idle cores).
The second writes that many records into a fresh folder and times the list cold (no index:
every record's fields read once) and warm (from the index).  The third opens the review of a
kept game in the app (SDL's dummy driver) and times its frames for that many seconds while the
win chances are worked out beside it (``--still``: with that cancelled, to compare), a move
stepped to every 30 frames: the target is a p95 under 33 ms; the frame loop's own processor
time per frame is given too.  Prints one JSON object, the
machine's load beside the timings (a busy machine is slower, not the analysis different).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.game import GAME_NAMES, load_game  # noqa: E402


def load() -> list[float]:
    return [round(v, 2) for v in os.getloadavg()]


def cpu_seconds() -> float:
    """Processor time of this process and its finished children (the pool's): what the
    analysis costs, which a busy machine inflates far less than the wall clock."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def bench_analysis(games: list[str], seed: int, workers: int) -> list[dict]:
    from engine.ai import analysis, players
    from engine.review import played_game

    out = []
    for name in games:
        info = load_game(name)
        record = played_game(info, 2, seed)
        searches = []
        before, cpu = load(), cpu_seconds()
        t = time.perf_counter()
        found = analysis.analyse(info, record, progress=lambda done, total: searches.append(total), workers=workers)
        seconds = time.perf_counter() - t
        forced = sum(1 for c in found.choices if c is None)
        out.append({"game": name, "moves": len(record.actions), "no_choice": forced, "searches": searches[0],
                    "seconds": round(seconds, 1), "cpu_seconds": round(cpu_seconds() - cpu, 1),
                    "iterations": found.iterations, "normal_iterations": players.level_spec(info, "normal").iterations,
                    "load_before": before, "load_after": load()})
        print(json.dumps(out[-1]), file=sys.stderr, flush=True)
    return out


def bench_records(n: int) -> dict:
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLETOP_HOME"] = home
        from engine import records, saves
        from engine.review import played_game

        info = load_game("guildhall")
        record = played_game(info, 2, 1)
        state = record.replay(info)
        data = records._to_json(record, state, time.time())
        folder = records.records_dir()
        t = time.perf_counter()
        for k in range(n):
            data["finished"] = 1.7e9 + k
            records.datafile.write_json(folder / f"guildhall-{k:05}.json", data)
        written = time.perf_counter() - t
        size = sum(p.stat().st_size for p in folder.iterdir()) // n
        before = load()
        t = time.perf_counter()
        cold = records.list_records()
        cold_s = time.perf_counter() - t
        t = time.perf_counter()
        warm = records.list_records()
        warm_s = time.perf_counter() - t
        assert len(cold) == len(warm) == n and all(r.ok for r in warm)
        t = time.perf_counter()
        records.keep(record, state)
        keep_s = time.perf_counter() - t
        del saves
        return {"records": n, "bytes_each": size, "write_all_s": round(written, 1),
                "list_cold_s": round(cold_s, 2), "list_warm_s": round(warm_s, 3),
                "keep_one_s": round(keep_s, 3), "load": [before, load()]}


def bench_frames(seconds: float, analysing: bool = True, game: str = "azul_sintra", seed: int = 1) -> dict:
    """The review's frame times with its win chances being worked out (or, to compare, with
    that cancelled at once)."""
    with tempfile.TemporaryDirectory() as home:
        os.environ["TABLETOP_HOME"] = home
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        from engine import records
        from engine.app import App
        from engine.review import played_game
        from engine.scenes.review import open_review
        from engine.settings import Settings

        info = load_game(game)
        record = played_game(info, 2, seed)
        path = records.keep(record, record.replay(info))
        app = App(size=(1280, 800), settings=Settings())
        app.scenes.push(app.main_menu(), transition=False)
        review = open_review(app, path)
        if not analysing:
            review.cancel_analysis()
        app.step([], dt=1 / 60)   # the first frame paints the game's art into a fresh cache: not timed
        times, cpu, before = [], [], load()
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            t, c = time.perf_counter(), time.thread_time()
            app.step([], dt=1 / 60)
            times.append(time.perf_counter() - t)
            cpu.append(time.thread_time() - c)
            if len(times) % 30 == 0:
                review.go((review.pos + 1) % (review.last + 1))   # a move stepped now and then
            time.sleep(max(0.0, 1 / 60 - times[-1]))
        job = review.job
        done = (job.done, job.total) if job is not None else "finished"
        app.quit()
        app.shutdown()
        times.sort()
        cpu.sort()
        return {"game": game, "analysing": analysing, "frames": len(times), "p50_ms": round(1000 * times[len(times) // 2], 1),
                "p95_ms": round(1000 * times[int(len(times) * 0.95)], 1), "max_ms": round(1000 * times[-1], 1),
                # the frame loop's own processor time: its work, which a busy machine hardly inflates
                "cpu_p50_ms": round(1000 * cpu[len(cpu) // 2], 1), "cpu_p95_ms": round(1000 * cpu[int(len(cpu) * 0.95)], 1),
                "analysis_progress": done, "load": [before, load()]}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", default=",".join(GAME_NAMES))
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--records", type=int, default=0, help="time Past games' list of this many records instead")
    p.add_argument("--frames", type=float, default=0, help="time the review's frames for this many seconds instead")
    p.add_argument("--still", action="store_true", help="with --frames: no analysis running, to compare")
    args = p.parse_args()
    if args.frames:
        print(json.dumps(bench_frames(args.frames, analysing=not args.still)))
    elif args.records:
        print(json.dumps(bench_records(args.records)))
    else:
        print(json.dumps(bench_analysis(args.games.split(","), args.seed, args.workers)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
