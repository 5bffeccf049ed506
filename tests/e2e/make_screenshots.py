"""Render the README screenshots (menu, setup, table mid-drag, hand-off, pause, ...).

    .venv/bin/python tests/e2e/make_screenshots.py [--lang ko] [OUT_DIR]

Runs under the SDL dummy driver: the menu and the new-game screen show the
five real games; the kit's own shots (drag, hand-off, pause, ...) use the
toy game's test table. Writes PNGs to docs/screenshots by default. With
``--lang ko`` the screens of the real games only (menu, setup, load), in
Korean, to docs/screenshots/ko. (Each
game's table shots are made by its own tests: see tests/<game>_view.)
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["TABLETOP_HOME"] = tempfile.mkdtemp(prefix="tabletop-shots-")

import dataclasses  # noqa: E402

import pygame  # noqa: E402

from engine import saves  # noqa: E402
from engine.game import load_game  # noqa: E402
from engine.settings import Settings  # noqa: E402
from engine.app import App  # noqa: E402
from engine.scenes.menu import MainMenu  # noqa: E402
from ui.helpers import click, drag, frames, key, screen_pos, until  # noqa: E402
from ui.toy_view import register  # noqa: E402


def main(out: Path, lang: str = "en") -> None:
    out.mkdir(parents=True, exist_ok=True)
    from engine import i18n
    i18n.set_language(lang)
    register()
    import toygame
    toygame.INFO = dataclasses.replace(toygame.INFO, rules_file="ui/toy_rules.md")
    app = App(size=(1280, 800), settings=Settings())
    shot = lambda name: pygame.image.save(app.screen, str(out / f"{name}.png"))  # noqa: E731
    app.scenes.push(MainMenu(app), transition=False)
    frames(app, 20)
    shot("menu")
    click(app, "new-azul_sintra")
    setup = app.scenes.top
    setup.set_n(3)
    setup.seats[0]["name"] = "Mina"
    setup.seats[2]["kind"] = "ai:hard"
    frames(app, 20)
    shot("setup")
    if lang != "en":   # the kit's own shots are of the toy game, which has only English words
        _load_screen(app, shot)
        return
    os.environ["TABLETOP_EXTRA_GAMES"] = "toygame"   # from here on, the kit's shots on the toy table
    app.scenes.reset(MainMenu(app))
    click(app, "new-toygame")
    setup = app.scenes.top
    setup.set_n(3)
    setup.seats[0]["name"] = "Mina"
    setup.seats[2]["kind"] = "ai:hard"
    frames(app, 20)
    from engine.ui.table import open_new_game
    for seed in range(1, 50):
        t = open_new_game(app, load_game("toygame"), setup.seat_objects(), {}, seed=seed)
        frames(app, 20)
        # a move so the pile and the log have something in them
        card = min((p for p in t.pieces if p.draggable), key=lambda p: p.data)
        drag(app, screen_pos(t, card), screen_pos(t, t.zones["pile"]), steps=8)
        assert until(app, lambda: t.can_act() or t.state.is_over(), 2000)
        if not t.state.is_over():
            break
    frames(app, 40)
    card = next(p for p in t.pieces if p.draggable)
    a = screen_pos(t, card)
    b = screen_pos(t, t.zones["pile"])
    drag(app, a, (b[0] + 170, (a[1] + b[1]) / 2 + 20), steps=5, release=False)
    shot("table-drag")
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(a[0]), int(a[1])), button=1)])
    frames(app, 30)
    key(app, pygame.K_ESCAPE)
    frames(app, 20)
    shot("pause")
    click(app, "rules")
    frames(app, 20)
    shot("rules")
    # pass and play
    info = load_game("toygame")
    from engine.ui.table import open_new_game
    app.settings.colourblind_symbols = True
    open_new_game(app, info, [saves.Seat("Mina", "human", None, "blue"), saves.Seat("Jun", "human", None, "green")],
                       {}, seed=8)
    frames(app, 20)
    shot("handoff")
    key(app, pygame.K_RETURN)
    frames(app, 30)
    shot("table-colourblind")
    app.settings.colourblind_symbols = False
    app.scenes.top.open_pause()
    click(app, "quit")
    frames(app, 5)
    from engine.ui.tutorial import start_tutorial
    toygame.INFO = dataclasses.replace(toygame.INFO, tutorial_module="ui.toy_tutorial")
    tt = start_tutorial(app, toygame.INFO, resume=False)
    frames(app, 10)
    click(app, "tutorial-next")
    frames(app, 30)
    shot("tutorial")
    tt.open_pause()
    click(app, "quit")
    frames(app, 5)
    _load_screen(app, shot)


def _load_screen(app, shot) -> None:
    """The Load screen with saves of every kind, a damaged file's reason shown; then the app closes."""
    _saves_to_load()
    app.scenes.reset(MainMenu(app))
    frames(app, 5)
    click(app, "load")
    frames(app, 20)
    load = app.scenes.top
    load.list.pick(3)   # a damaged file, its technical reason shown on request
    load._sync()
    click(app, "details")
    frames(app, 3)
    shot("load")
    app.quit()
    app.shutdown()


def _saves_to_load() -> None:
    """A Load screen as a player has it: an autosave, two named saves, two damaged files."""
    import time

    def game(name, seats, moves, seed, save_as=None, ago=0):
        info = load_game(name)
        rec, st = saves.new_record(info, seats, {}, seed=seed)
        for _ in range(moves):
            rec.play(st, st.legal_actions()[0])
        rec.updated = time.time() - ago
        return saves.save(rec, st, save_as) if save_as else saves.autosave(rec, st)

    S = saves.Seat
    game("tigris", [S("Mina", "human", None, "blue"), S("Ada", "ai", "hard", "red")], 40, 3, ago=600)
    game("azul_sintra", [S("Mina", "human", None, "blue"), S("Jun", "human", None, "green"),
                         S("Bruno", "ai", "easy", "red")], 20, 4, "Sunday with Jun", ago=86400)
    game("guildhall", [S("Mina", "human", None, "blue"), S("Ada", "ai", "normal", "red")], 25, 5,
         "Guildhall rematch", ago=3 * 86400)
    for name, text, days in (("old-laptop.json", '{"schema": 1, "game": "bluemoon", "seats": [', 5),
                             ("from-the-future.json", '{"schema": 7}', 9)):
        path = saves.saves_dir() / name
        path.write_text(text)
        os.utime(path, (time.time() - days * 86400,) * 2)


if __name__ == "__main__":
    import argparse
    p = argparse.ArgumentParser(description="Render the README screenshots.")
    p.add_argument("--lang", choices=("en", "ko"), default="en")
    p.add_argument("out", nargs="?", type=Path)
    a = p.parse_args()
    default = ROOT / "docs" / "screenshots"
    main(a.out or (default if a.lang == "en" else default / a.lang), a.lang)
