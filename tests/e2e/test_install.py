"""Installed like a desktop app: the wheel in a fresh environment, run from another folder,
reads everything it ships from site-packages; the ways in, the version, the icon, the menu
entry, and no pygame banner."""

from __future__ import annotations

import configparser
import json
import os
import shutil
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

import pytest

import engine
from engine.game import GAME_NAMES

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
BANNER = ("pygame-ce", "Hello from the pygame community")


def _env(**extra: str) -> dict[str, str]:
    """The environment a person has: no PYTHONPATH, no banner switch, headless SDL."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYGAME_HIDE_SUPPORT_PROMPT")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", **extra)
    return env


def _run(args, cwd, env, timeout=300) -> subprocess.CompletedProcess:
    run = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert run.returncode == 0, f"{args} failed ({run.returncode}):\n{run.stdout}\n{run.stderr}"
    return run


# -- the source checkout --------------------------------------------------------------
@pytest.mark.parametrize("way", [["main.py"], ["-m", "engine"], ["-m", "engine.cli"]])
def test_every_way_in_prints_the_one_version(way, tmp_path):
    run = _run([sys.executable, *way, "--version"], ROOT, _env(TABLETOP_HOME=str(tmp_path)))
    assert run.stdout.strip() == f"tabletop {engine.__version__}"
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "engine.__version__"}
    assert "version" in PYPROJECT["project"]["dynamic"]


def test_no_pygame_banner_from_the_tools_or_the_app(tmp_path):
    env = _env(TABLETOP_HOME=str(tmp_path), TABLETOP_STARTUP_REPORT="exit")
    runs = [_run([sys.executable, "main.py", "--version"], ROOT, env),
            _run([sys.executable, "main.py", "bench", "--game", "tigris", "--games", "1"], ROOT, env),
            # the app itself imports pygame: one frame of the menu, then out
            _run([sys.executable, "-m", "engine"], ROOT, env, timeout=120)]
    for run in runs:
        for line in BANNER:
            assert line not in run.stdout and line not in run.stderr, run.args
    assert "startup_ms=" in runs[-1].stderr


def test_the_command_is_declared_with_the_licence_and_readme():
    project = PYPROJECT["project"]
    assert project["scripts"] == {"tabletop": "engine.cli:main"}
    assert project["readme"] == "README.md" and (ROOT / "README.md").read_text().startswith("# Tabletop\n")
    assert project["license"].startswith("MIT") and "MIT License" in (ROOT / "LICENSE").read_text()
    assert all((ROOT / f).is_file() for f in project["license-files"])
    assert any(c.startswith("Topic :: Games/Entertainment") for c in project["classifiers"])
    assert PYPROJECT["project"]["optional-dependencies"]["dist"] == ["pyinstaller>=6"]


def test_every_package_of_the_source_is_in_the_wheel():
    """The wheel lists its packages by name (assets/ goes in renamed): one left out would be
    missing only once installed."""
    found = {".".join(p.parent.relative_to(ROOT).parts)
             for name in ("engine", *GAME_NAMES) for p in (ROOT / name).rglob("__init__.py")}
    setuptools = PYPROJECT["tool"]["setuptools"]
    assert set(setuptools["packages"]) == found | {"tabletop_assets"}
    assert setuptools["package-dir"] == {"tabletop_assets": "assets"}
    assert not (ROOT / "engine" / "assets").exists()


# -- the icon and the menu entry ---------------------------------------------------------
def test_the_window_has_its_icon_before_it_opens(monkeypatch):
    import pygame

    from engine.app import App
    from engine.settings import Settings

    calls = []
    real_icon, real_mode = pygame.display.set_icon, pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_icon", lambda s: (calls.append(("icon", s.get_size())), real_icon(s)))
    monkeypatch.setattr(pygame.display, "set_mode", lambda *a, **k: (calls.append(("window", None)),
                                                                     real_mode(*a, **k))[1])
    app = App(size=(1280, 800), settings=Settings())
    try:
        assert calls[:2] == [("icon", (256, 256)), ("window", None)]
    finally:
        app.shutdown()


def test_the_icon_still_shows_its_four_tiles_at_32_pixels():
    from PIL import Image

    from tools import make_icon

    icon = Image.open(ROOT / "assets" / "icon" / "tabletop.png").convert("RGB")
    assert icon.size == (256, 256)
    small = icon.resize((32, 32), Image.LANCZOS)
    seen = [small.getpixel((round(fx * 32), round(fy * 32))) for _, (fx, fy), _ in make_icon.TILES]
    felt = small.getpixel((16, 3))
    for colour, (want, _, _) in zip(seen, make_icon.TILES):
        assert max(abs(a - b) for a, b in zip(colour, want)) < 40, (colour, want)
    for i, a in enumerate(seen + [felt]):   # every tile stands out from the others and the felt
        for b in (seen + [felt])[i + 1:]:
            assert sum(abs(x - y) for x, y in zip(a, b)) > 90, (a, b)
    assert make_icon.draw().tobytes() == Image.open(ROOT / "assets" / "icon" / "tabletop.png").tobytes()


def test_the_menu_entry_starts_the_command_with_the_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(ROOT / "assets" / "tabletop.desktop", encoding="utf-8")
    d = entry["Desktop Entry"]
    assert d["Type"] == "Application" and d["Name"] == "Tabletop" and d["Terminal"] == "false"
    assert d["Exec"] in PYPROJECT["project"]["scripts"]
    assert (ROOT / "assets" / "icon" / f"{d['Icon']}.png").is_file()
    assert "Game" in d["Categories"].split(";")
    validate = shutil.which("desktop-file-validate")
    if validate:
        run = subprocess.run([validate, str(ROOT / "assets" / "tabletop.desktop")], capture_output=True, text=True)
        assert run.returncode == 0 and not run.stdout.strip(), run.stdout


# -- the installed wheel -------------------------------------------------------------------
#: Run by the installed Python: loads every font, sound, catalogue and rules reference and the
#: icon the way the app does, and says where each came from.  Fonts and sounds are opened by
#: SDL (not by Python), so the paths bundled.source hands to pygame are noted; everything
#: Python itself opens is noted by an audit hook.
WHERE = r"""
import json, os, sys, sysconfig
opened = []
def hook(event, args):
    if event == "open" and isinstance(args[0], str):
        opened.append(os.path.realpath(args[0]))
sys.addaudithook(hook)
from engine import i18n
import pygame
from engine.game import GAME_NAMES, load_game
from engine.scenes.rules import rules_text
from engine.ui import bundled, fonts, sound
given = []
def noted(folder, filename, _real=bundled.source):
    given.append(_real(folder, filename))
    return given[-1]
bundled.source = fonts.source = sound.source = noted
pygame.display.init()
pygame.font.init()
for style in fonts.STYLES:
    assert fonts.BundledFont(style, 20).render("Tabletop 보드게임", True, (0, 0, 0)).get_width() > 40
sound.set_volume(1.0)
for name in sound.SOUNDS:
    sound.play(name)
assert sound.available() and all(sound._player.sounds[n].get_length() > 0.05 for n in sound.SOUNDS)
bundled.set_window_icon()
rules = {}
for lang in i18n.LANGUAGES:
    i18n.set_language(lang)
    for name in ("engine", *GAME_NAMES):
        i18n.translations(name, lang)
    for name in GAME_NAMES:
        rules[f"{name}.{lang}"] = len(rules_text(load_game(name)))
print(json.dumps({"site": os.path.realpath(sysconfig.get_paths()["purelib"]), "engine": engine_file,
                  "given": [os.path.realpath(p) for p in given], "opened": opened, "rules": rules,
                  "problems": i18n.problems()}))
""".replace("engine_file", "os.path.realpath(sys.modules['engine'].__file__)")


@pytest.mark.slow
def test_the_wheel_installs_and_runs_from_anywhere(tmp_path):
    """pip builds the wheel and installs it (its dependencies from the package index) into a
    new environment; run from a folder that is not the repository, it reads nothing from it."""
    wheels = tmp_path / "wheels"
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(wheels), str(ROOT)],
         ROOT, _env(), timeout=600)
    (wheel,) = wheels.glob("tabletop-*.whl")
    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    _run([str(python), "-m", "pip", "install", "--quiet", str(wheel)], tmp_path, _env(), timeout=900)

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = _env(TABLETOP_HOME=str(tmp_path / "home"))
    tabletop = str(env_dir / "bin" / "tabletop")
    assert _run([tabletop, "--version"], elsewhere, env).stdout.strip() == f"tabletop {engine.__version__}"
    bench = json.loads(_run([tabletop, "bench", "--game", "azul_sintra", "--games", "5", "--json"],
                            elsewhere, env).stdout)
    assert bench["games"] == 5 and bench["errors"] == 0 and bench["unfinished"] == 0 and bench["games_per_s"] > 0

    where = json.loads(_run([str(python), "-c", WHERE], elsewhere, env).stdout)
    site = where["site"] + os.sep
    assert where["engine"].startswith(site) and where["problems"] == []
    shipped = {p.name for folder in ("fonts", "sounds", "icon") for p in (ROOT / "assets" / folder).iterdir()
               if p.suffix in (".ttf", ".wav", ".png")}
    assert {Path(p).name for p in where["given"]} == shipped
    assert all(p.startswith(site + "tabletop_assets" + os.sep) for p in where["given"])
    catalogues = {p.name for p in ROOT.glob("*/locale/*/LC_MESSAGES/*.mo")}
    references = {f"{p.parent.name}/{p.name}" for p in ROOT.glob("*/rules_reference*.md")}
    read = [p for p in where["opened"] if p.endswith((".mo", ".md"))]
    assert {Path(p).name for p in read if p.endswith(".mo")} == catalogues
    assert {f"{Path(p).parent.name}/{Path(p).name}" for p in read if p.endswith(".md")} == references
    assert all(p.startswith(site) for p in read)
    assert not [p for p in where["opened"] if p.startswith(str(ROOT.resolve()) + os.sep)]
    assert all(n > 1000 for n in where["rules"].values())
