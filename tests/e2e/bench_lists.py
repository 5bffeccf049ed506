"""Frame times of the screens that list files, with very many entries: Statistics with a
stats.json of N game entries, and Load with N saves (checked over several frames, then
scrolled end to end).

    .venv/bin/python tests/e2e/bench_lists.py [--entries 20000] [--saves 20000]

Prints one JSON object: per screen the time to open it, then of the frames measured (while
it reads, and while it scrolls) their median, 95th percentile and longest time in
milliseconds, of the wall clock and of this process's CPU.  Headless (SDL dummy driver).  A frame is one ``App.step``:
input, update (the Load screen's checking of saves included) and drawing.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import time

from headless import headless_app


def _summary(frames: list[tuple[float, float]]) -> dict:
    """Wall and CPU times of ``frames`` (the CPU time is this process's: on a busy machine the
    wall time also counts the waits for a core)."""
    out: dict = {"frames": len(frames)}
    for k, what in enumerate(("", "cpu_")):
        ms = sorted(f[k] for f in frames)
        out |= {f"{what}median_ms": round(statistics.median(ms), 2),
                f"{what}p95_ms": round(ms[int(0.95 * (len(ms) - 1))], 2), f"{what}max_ms": round(ms[-1], 2)}
    return out


def _timed_frames(app, n: int, events=lambda k: []) -> list[tuple[float, float]]:
    """(wall, CPU) milliseconds of ``n`` frames."""
    out = []
    for k in range(n):
        t, c = time.perf_counter(), time.process_time()
        app.step(events(k), dt=1 / 60)
        out.append(((time.perf_counter() - t) * 1000, (time.process_time() - c) * 1000))
    return out


def _opened(app, scene) -> tuple[float, float]:
    """(wall, CPU) milliseconds of opening ``scene`` (made, laid out and pushed)."""
    t, c = time.perf_counter(), time.process_time()
    app.scenes.push(scene(app), transition=False)
    return round((time.perf_counter() - t) * 1000, 1), round((time.process_time() - c) * 1000, 1)


def _wheel(pygame, pos, y):
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))]


def stats_screen(app, pygame, entries: int) -> dict:
    from engine import stats
    from engine.scenes.stats import StatsScene

    games = {f"game{k:06d}": {"played": 5, "won": 2, "drawn": 1, "levels": {"hard": {"played": 5, "won": 2}}}
             for k in range(entries)}
    games["toygame"] = {"played": 5, "won": 2, "drawn": 1, "levels": {}}
    stats.stats_path().parent.mkdir(parents=True, exist_ok=True)
    stats.stats_path().write_text(json.dumps({"version": 1, "games": games}))
    opened, opened_cpu = _opened(app, StatsScene)
    scene = app.scenes.top
    reading, t = [], time.perf_counter()
    while scene.file_reading is not None:
        reading += _timed_frames(app, 1)
    read_s = time.perf_counter() - t
    centre = scene.list.rect.center
    ms = _timed_frames(app, 120, lambda k: _wheel(pygame, centre, -1 if k < 60 else 1))
    app.scenes.pop(transition=False)
    return {"entries": entries, "open_ms": opened, "open_cpu_ms": opened_cpu, "all_read_s": round(read_s, 2),
            "while_reading": _summary(reading) if reading else None, "scrolling": _summary(ms)}


def load_screen(app, pygame, count: int) -> dict:
    from engine import saves
    from engine.game import load_game
    from engine.scenes.load import LoadScene

    info = load_game("toygame")
    record, state = saves.new_record(info, [saves.Seat("A"), saves.Seat("B", "ai", "easy")], seed=4)
    for _ in range(6):
        record.play(state, state.legal_actions()[0])
    first = saves.save(record, state, "Game 000000")
    for k in range(1, count):   # copies of one good save: the screen checks every one
        shutil.copyfile(first, first.with_name(f"game-{k:06d}.json"))
    opened, opened_cpu = _opened(app, LoadScene)
    scene = app.scenes.top
    checking, t = [], time.perf_counter()
    while scene.listing is not None or scene.unchecked:
        checking += _timed_frames(app, 1)
    checked_s = time.perf_counter() - t
    centre = scene.list.rect.center
    scrolling = _timed_frames(app, 240, lambda k: _wheel(pygame, centre, -40 if k < 120 else 40))
    app.scenes.pop(transition=False)
    return {"saves": count, "open_ms": opened, "open_cpu_ms": opened_cpu, "all_checked_s": round(checked_s, 1),
            "while_checking": _summary(checking), "scrolling": _summary(scrolling)}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--entries", type=int, default=20_000)
    p.add_argument("--saves", type=int, default=20_000)
    args = p.parse_args()
    with headless_app("lists") as app:
        import pygame
        from engine.scenes.stats import StatsScene

        # fonts loaded and the backdrop painted once, as the menu has done before either screen opens
        app.scenes.push(StatsScene(app), transition=False)
        _timed_frames(app, 3)
        app.scenes.pop(transition=False)
        out = {"statistics": stats_screen(app, pygame, args.entries),
               "load": load_screen(app, pygame, args.saves),
               "load_average": os.getloadavg()[0]}
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
