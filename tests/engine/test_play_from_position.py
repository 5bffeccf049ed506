"""Games that start from a written-down position: saved, loaded and replayed as the same game,
and ``main.py play GAME --position FILE.json``."""

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from engine import saves
from engine.game import load_game, position_module

ROOT = Path(__file__).resolve().parents[2]
GAMES = ["bluemoon", "azul_sintra", "tigris", "fantastiqa", "guildhall"]


def mid_game(name, n=3, moves=30, seed=2):
    info = load_game(name)
    state = info.new_game(n, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    return info, json.loads(json.dumps(position_module(info).to_position(state)))


@pytest.mark.parametrize("name", GAMES)
def test_a_game_from_a_position_saves_loads_and_replays_the_same(name, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    info, spec = mid_game(name)
    seats = [saves.Seat(f"P{i}", "human" if i == 0 else "ai", None if i == 0 else "easy") for i in range(3)]
    record, state = saves.new_record(info, seats, {}, seed=11, start=spec)
    assert position_module(info).to_position(state) == spec
    rng = random.Random(5)
    for _ in range(12):
        if state.is_over():
            break
        record.play(state, rng.choice(state.legal_actions()))
    path = saves.save(record, state, "from-a-position")
    assert json.loads(path.read_text())["start"] == spec
    loaded, again = saves.load(path)
    assert loaded.start == spec and loaded.actions == record.actions
    assert again.to_dict() == state.to_dict(), "the moves replay from the position to the same state"


def run_main(*args):
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)


@pytest.mark.parametrize("content,words", [
    ('{"players": 9}', "takes 2 to 4 players, not 9"),
    ('{"players": ', "cut short"),
    ('[1, 2]', "is not"),
])
def test_play_refuses_a_bad_position_in_one_line(tmp_path, content, words):
    f = tmp_path / "pos.json"
    f.write_text(content)
    p = run_main("play", "tigris", "--position", str(f))
    assert p.returncode == 2 and words in p.stderr and "Traceback" not in p.stderr
    assert len(p.stderr.strip().splitlines()) == 1


def test_play_refuses_seats_that_do_not_fit_the_position(tmp_path):
    _, spec = mid_game("guildhall", n=3)
    f = tmp_path / "pos.json"
    f.write_text(json.dumps(spec))
    p = run_main("play", "guildhall", "--position", str(f), "--seats", "human,ai")
    assert p.returncode == 2 and "the position is for 3 players, but --seats names 2" in p.stderr
