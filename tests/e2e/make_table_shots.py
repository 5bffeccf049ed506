"""Render each game's tutorial (first note, a step halfway) and table (1024x640, UI scale 150%)
for docs/screenshots, in English or Korean.

    .venv/bin/python tests/e2e/make_table_shots.py [--lang ko] [--game G] [OUT_DIR]

Runs under the SDL dummy driver with a fresh home.  English shots go to docs/screenshots,
Korean ones to docs/screenshots/ko.  The tutorial is walked by its own script (the expected
moves are played for the learner): this is a picture maker, the tests walk it by hand.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tabletop-shots-")

GAMES = ("bluemoon", "azul_sintra", "tigris", "fantastiqa", "guildhall")


def _settle(app, n=40):
    from ui.helpers import frames
    frames(app, n)
    app.draw()


def tutorial_shots(game: str, out: Path, lang: str) -> None:
    import pygame

    from engine.app import App
    from engine.game import load_game
    from engine.settings import Settings
    from engine.ui.tutorial import start_tutorial
    from ui.helpers import click, frames, until

    settings = Settings()
    if lang != "en":
        settings.language = lang
    app = App(size=(1280, 800), settings=settings)
    app.scenes.push(app.main_menu(), transition=False)
    info = load_game(game)
    t = start_tutorial(app, info, resume=False)
    _settle(app)
    pygame.image.save(app.screen, str(out / f"{game}-tutorial-first.png"))
    run = t.tutorial
    half = len(run.tutorial.steps) // 2
    for _ in range(400):
        step = run.current()
        if step is None or (run.index >= half and step.until is None and t.state.to_move == run.tutorial.learner):
            break
        if run.wants_next():
            click(app, "tutorial-next")
        elif step.until is not None or t.state.to_move != run.tutorial.learner:
            before = (run.index, len(t.record.actions))
            if t.state.to_move == run.tutorial.learner:
                t.play(random.Random(len(t.record.actions)).choice(t.state.legal_actions()))
            until(app, lambda: (run.index, len(t.record.actions)) != before, 900)
        else:
            expect = step.expect
            move = expect if not callable(expect) or hasattr(expect, "__dataclass_fields__") else \
                next(a for a in t.state.legal_actions() if step.matches(t.state, a))
            t.play(move)
        frames(app, 20)
    _settle(app, 60)
    pygame.image.save(app.screen, str(out / f"{game}-tutorial-mid.png"))
    app.shutdown()


def table_shots(game: str, out: Path, lang: str) -> None:
    import pygame

    from engine import saves
    from engine.ai.players import choose_action
    from engine.app import App
    from engine.game import load_game
    from engine.settings import Settings
    from engine.ui.table import open_table

    info = load_game(game)
    seats = [saves.Seat("Mina", "human", None, "blue"), saves.Seat("Ada", "ai", "easy", "red"),
             saves.Seat("Bruno", "ai", "easy", "green")]
    record, state = saves.new_record(info, seats, {}, seed=7)
    rng = random.Random(7)
    while len(record.actions) < 24 or state.to_move != 0:
        if state.is_over():
            break
        record.play(state, choose_action(info, state, "random", seed=rng.randrange(1 << 30)))
    for (w, h), scale, name in (((1024, 640), 1.0, "1024x640"), ((1280, 800), 1.5, "150pct")):
        settings = Settings()
        settings.ui_scale = scale
        if lang != "en":
            settings.language = lang
        app = App(size=(w, h), settings=settings)
        app.relayout()
        app.scenes.push(app.main_menu(), transition=False)
        open_table(app, info, record.copy() if hasattr(record, "copy") else record, state.clone())
        _settle(app, 60)
        pygame.image.save(app.screen, str(out / f"{game}-{name}.png"))
        app.shutdown()


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("out", nargs="?", default=None)
    p.add_argument("--lang", default="en", choices=("en", "ko"))
    p.add_argument("--game", choices=GAMES, action="append")
    args = p.parse_args(argv)
    out = Path(args.out) if args.out else ROOT / "docs" / "screenshots" / ("" if args.lang == "en" else args.lang)
    out.mkdir(parents=True, exist_ok=True)
    if args.lang != "en":
        from engine.i18n import set_language
        set_language(args.lang)
    for game in args.game or GAMES:
        tutorial_shots(game, out, args.lang)
        table_shots(game, out, args.lang)
        print(game, "done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
