"""Render the "what happened" screenshots: a hint banner, a hand-off recap, result cards.

    .venv/bin/python tests/e2e/make_story_shots.py [OUT_DIR]

Each is a real table played by computer moves up to the moment shown (SDL dummy driver).
"""

from __future__ import annotations

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

import pygame  # noqa: E402

from engine import saves  # noqa: E402
from engine.app import App  # noqa: E402
from engine.game import load_game  # noqa: E402
from engine.settings import Settings  # noqa: E402
from engine.ui.handoff import HandoffScene  # noqa: E402
from engine.ui.table import open_table  # noqa: E402
from ui.helpers import click, frames, press_pass, until  # noqa: E402

S = saves.Seat


def _table(app, game, seats, seed, until_move=None, moves=0):
    """A table whose game was played by random moves until ``until_move(state, events)`` or
    ``moves`` moves."""
    info = load_game(game)
    rec, st = saves.new_record(info, seats, {}, seed=seed)
    rng = random.Random(seed)
    for k in range(100000):
        if st.is_over() or (until_move is None and k >= moves):
            break
        rec.play(st, rng.choice(st.legal_actions()))
        if until_move is not None and until_move(st):
            break
    return open_table(app, info, rec, st)


def hint_banner(app, shot) -> None:
    t = _table(app, "azul_sintra", [S("Mina", "human", None, "blue"), S("Ada", "ai", "easy", "red")], 7, moves=0)
    frames(app, 20)
    until(app, lambda: t.can_act() and not t.tweens.busy, 1200)
    click(app, "hint")
    until(app, lambda: t.hint is not None, 1200)
    click(app, "hint-more")
    frames(app, 20)
    shot("hint")


def handoff_recap(app, shot) -> None:
    seats = [S("Mina", "human", None, "blue"), S("Jun", "human", None, "green"), S("Ada", "ai", "easy", "red")]
    t = _table(app, "guildhall", seats, 5, moves=0)
    frames(app, 5)
    click(app, "ready")
    frames(app, 5)
    for _ in range(200):   # play on until the screen goes to Jun after the others moved
        top = app.scenes.top
        if isinstance(top, HandoffScene):
            if top.recap is not None:
                break
            click(app, "ready")
            frames(app, 3)
            continue
        if press_pass(app):   # the mover has seen the move: the screen goes on
            continue
        if t.my_decision():
            t.play(t.state.legal_actions()[0])
        frames(app, 10)
    frames(app, 40)   # the hand-off's fade in is over
    shot("handoff-recap")


def result_card(app, shot, game, key, name, seed=3, seats=None) -> None:
    seats = seats or [S("Mina", "human", None, "blue"), S("Ada", "ai", "easy", "red")]
    t = _table(app, game, seats, seed, until_move=lambda st: any(e.kind in key for e in st.last_events()))
    move = len(t.record.actions) - 1    # before a computer answers
    frames(app, 5)
    t.result_card = t.card_for(move)
    t.refresh_widgets()
    frames(app, 20)
    shot(name)


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = App(size=(1280, 800), settings=Settings())
    shot = lambda name: pygame.image.save(app.screen, str(out / f"{name}.png"))  # noqa: E731
    app.scenes.push(app.main_menu(), transition=False)
    hint_banner(app, shot)
    handoff_recap(app, shot)
    for game, name in (("tigris", "card-tigris-conflict"), ("azul_sintra", "card-azul-round"),
                       ("guildhall", "card-guildhall-chapter"), ("bluemoon", "card-bluemoon"),
                       ("fantastiqa", "card-fantastiqa-quest")):
        cls = load_game(game)
        from engine.ui.table import table_class
        keys = table_class(cls).RESULT_CARDS
        if keys:
            result_card(app, shot, game, keys, name)
    app.quit()
    app.shutdown()


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "screenshots")
