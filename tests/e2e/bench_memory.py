"""Memory over a long session: the app's resident memory (RSS) after each round of opening
every game's table, drawing it, going back to the menu, and playing whole games.

    .venv/bin/python tests/e2e/bench_memory.py [--rounds 5] [--games 4] [--frames 60]

A round opens each of the five games' tables on a game some moves in (a new seed each
round, so new words and positions are drawn), draws ``--frames`` frames with the pointer
moving, leaves for the menu, then plays ``--games`` whole games of each game by random legal
moves, headless (the rules' own memory).  The first round visits every table for the first
time (fonts, art, modules load); the rounds after it should stay within 10% of its level.

``--clear-rules-caches`` empties, before each measure, every module-level dict whose name
ends in CACHE in the games' packages (caches the rules keep across games, such as
Fantastiqa's), to tell their share from the app's.

Prints one JSON object: RSS in MB at start and after each round, the growth of the last
round over the first in percent, and the sizes of the kit's caches (text and art) at the
end.  Headless (SDL dummy driver), run in one process.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import sys

from headless import headless_app


def rss_mb() -> float:
    """Resident memory now (not the peak), in MB."""
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / (1 << 20)
    except OSError:   # not Linux: the peak is what there is
        import resource
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (1 << 20 if sys.platform == "darwin" else 1 << 10)


def _random_game(info, seed: int) -> None:
    rng = random.Random(seed)
    state = info.new_game(info.min_players + seed % (info.max_players - info.min_players + 1), seed=seed)
    for _ in range(20_000):
        if state.is_over():
            return
        state.apply(rng.choice(state.legal_actions()))


def clear_rules_caches(games) -> int:
    """Empty the games' module-level caches; the bytes they held, roughly (their entries)."""
    emptied = 0
    for name, module in list(sys.modules.items()):
        if module is None or name.split(".")[0] not in games:
            continue
        for attr, value in list(vars(module).items()):
            if attr.upper().endswith("CACHE") and isinstance(value, dict):
                emptied += len(value)
                value.clear()
    return emptied


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--games", type=int, default=4, help="whole games of each game per round, headless")
    p.add_argument("--frames", type=int, default=60, help="frames drawn at each table")
    p.add_argument("--clear-rules-caches", action="store_true")
    args = p.parse_args()
    with headless_app("memory") as app:
        print(json.dumps(rounds(app, args), indent=1))


def rounds(app, args) -> dict:
    import pygame
    from engine.game import GAME_NAMES, load_game
    from engine.scenes.menu import MainMenu
    from engine.ui import theme
    from engine.ui.table import open_table
    from ui.layout_screens import game_under_way

    app.scenes.push(MainMenu(app), transition=False)
    app.step([], dt=1 / 60)
    out: dict = {"start_mb": round(rss_mb(), 1), "rounds_mb": []}
    for r in range(args.rounds):
        for game in GAME_NAMES:
            info, record, state = game_under_way(game, seed=100 + r)
            open_table(app, info, record, state)
            for k in range(args.frames):
                pos = (200 + (k * 37) % 900, 150 + (k * 23) % 550)
                app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))],
                         dt=1 / 60)
            app.scenes.reset(app.main_menu(), transition=False)
            app.step([], dt=1 / 60)
            for g in range(args.games):
                _random_game(load_game(game), seed=1000 * r + g)
        if args.clear_rules_caches:
            out.setdefault("rules_cache_entries_cleared", []).append(clear_rules_caches(GAME_NAMES))
        gc.collect()
        out["rounds_mb"].append(round(rss_mb(), 1))
        print(f"round {r + 1}: {out['rounds_mb'][-1]} MB", file=sys.stderr, flush=True)
    first, last = out["rounds_mb"][0], out["rounds_mb"][-1]
    out["growth_after_first_round_pct"] = round(100 * (last - first) / first, 1)
    out["most_over_first_round_pct"] = round(100 * (max(out["rounds_mb"]) - first) / first, 1)
    out["text_cache_mb"] = round(theme.text_cache_bytes() / (1 << 20), 1)
    out["art_cache_mb"] = round(app.art.memory_bytes() / (1 << 20), 1)
    out["load_average"] = os.getloadavg()[0]
    return out

if __name__ == "__main__":
    main()
