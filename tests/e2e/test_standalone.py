"""The standalone build (`make dist`): dist/tabletop/ runs without Python, headless.

It reuses dist/tabletop when that build is newer than every source file (`.ci/run` makes it
just before the tests), else builds into a temporary folder.  Skipped where PyInstaller is
not installed (`make dist` installs it).
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

import engine
from engine.game import GAME_NAMES

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "tools" / "tabletop.spec"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                       reason="PyInstaller is not installed (make dist installs it)"),
]


def _sources() -> list[Path]:
    files = [ROOT / "pyproject.toml", SPEC]
    for folder in ("engine", "assets", *GAME_NAMES):
        files += [p for p in (ROOT / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    return files


def _fresh(program: Path) -> bool:
    return program.is_file() and program.stat().st_mtime > max(p.stat().st_mtime for p in _sources())


@pytest.fixture(scope="module")
def program(tmp_path_factory) -> Path:
    built = ROOT / "dist" / "tabletop" / "tabletop"
    if _fresh(built):
        return built
    out = tmp_path_factory.mktemp("standalone")
    run = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                          "--distpath", str(out / "dist"), "--workpath", str(out / "build"), str(SPEC)],
                         cwd=ROOT, capture_output=True, text=True, timeout=1200)
    assert run.returncode == 0, run.stderr[-3000:]
    return out / "dist" / "tabletop" / "tabletop"


def _run(program: Path, *args: str, home: Path, **env: str) -> subprocess.CompletedProcess:
    """The program as a person without Python runs it: no Python on PATH or in the environment."""
    clean = {"PATH": "/nonexistent", "HOME": str(home), "TABLETOP_HOME": str(home),
             "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LANG": "C.UTF-8", **env}
    run = subprocess.run([str(program), *args], cwd=home, env=clean, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, f"{args}: {run.returncode}\n{run.stdout}\n{run.stderr}"
    for line in ("pygame-ce", "Hello from the pygame community"):
        assert line not in run.stdout + run.stderr
    return run


def test_the_build_prints_its_version(program, tmp_path):
    assert _run(program, "--version", home=tmp_path).stdout.strip() == f"tabletop {engine.__version__}"


@pytest.mark.parametrize("game", GAME_NAMES)
def test_the_build_plays_five_games_of_each(program, game, tmp_path):
    result = json.loads(_run(program, "bench", "--game", game, "--games", "5", "--json", home=tmp_path).stdout)
    assert result["games"] == 5 and result["errors"] == 0 and result["unfinished"] == 0


def test_the_build_writes_korean_from_its_catalogues(program, tmp_path):
    out = json.loads(_run(program, "transcript", "--game", "tigris", "--lang", "ko", "--json", home=tmp_path).stdout)
    text = " ".join(e["text"] for e in out["entries"])
    assert sum("\uac00" <= ch <= "\ud7a3" for ch in text) > 100, text[:300]


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_build_draws_a_frame_of_the_menu(program, lang, tmp_path):
    """One frame of the real app (its start-up report), with no crash report written: a missing
    font, sound or icon would have put the app on its error screen."""
    run = _run(program, "--lang", lang, home=tmp_path, TABLETOP_STARTUP_REPORT="exit")
    assert "startup_ms=" in run.stderr
    assert not [p for p in tmp_path.rglob("*") if p.is_file() and "crash" in p.name], run.stderr
    assert list((tmp_path / "cache").rglob("*.png")), "the menu drew no game covers"


def test_the_build_carries_every_asset_catalogue_and_rules_reference(program):
    inside = program.parent / "_internal"
    shipped = [p.relative_to(ROOT / "assets") for p in (ROOT / "assets").rglob("*")
               if p.is_file() and p.suffix in (".ttf", ".txt", ".wav", ".png", ".desktop")]
    assert len(shipped) > 20
    missing = [str(p) for p in shipped if not (inside / "tabletop_assets" / p).is_file()]
    for pattern in ("*/locale/*/LC_MESSAGES/*.mo", "*/rules_reference*.md"):
        for p in ROOT.glob(pattern):
            if not (inside / p.relative_to(ROOT)).is_file():
                missing.append(str(p.relative_to(ROOT)))
    assert not missing
