"""The user's settings, in ``config_dir()/settings.json``.

The file is checked field by field: a value of the wrong type, out of range
or not a finite number falls back to its default, and the player is told.  A
file that cannot be read at all is set aside (never overwritten) and the
defaults used.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from engine import datafile
from engine.i18n import LANGUAGES
from engine.paths import config_dir
from engine.phrases import Words

#: The range of each number setting (the Settings screen's sliders use the same).
RANGES: dict[str, tuple[float, float]] = {
    "ui_scale": (0.75, 1.6),
    "animation_speed": (0.25, 3.0),
    "volume": (0.0, 1.0),
}

#: How each setting is named to the player (engine/words_files.py has the words).
LABELS: dict[str, Words] = {
    name: Words(f"engine.settingsfile.label.{name}", clause=True)
    for name in ("ui_scale", "animation_speed", "colourblind_symbols", "volume", "muted", "fullscreen",
                 "confirm_moves", "ask_wasteful", "tutorial_progress", "language")}

MAX_BYTES = 1 << 20          # tutorial progress holds a move list per game; far below this
MAX_TUTORIAL_STEP = 10_000

SET_ASIDE = Words("engine.settingsfile.set_aside")
KEPT = Words("engine.settingsfile.kept")
FELL_BACK = Words("engine.settingsfile.fell_back")


@dataclass
class Settings:
    ui_scale: float = 1.0
    animation_speed: float = 1.0
    colourblind_symbols: bool = False
    volume: float = 0.7
    muted: bool = False
    fullscreen: bool = False
    confirm_moves: bool = False
    #: Ask once before a move that throws much away (a game's ``second_look``).
    ask_wasteful: bool = True
    tutorial_progress: dict = field(default_factory=dict)
    #: "en", "ko", or "" for the system's language (engine.i18n.chosen_language).
    language: str = ""


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(notices: list[str] | None = None) -> Settings:
    """The saved settings.  Defaults stand in for a missing file, for a damaged one (set
    aside under a new name, never overwritten) and for each field that is not valid; each
    of those but the missing file appends a sentence for the player to ``notices``."""
    notices = [] if notices is None else notices
    path = settings_path()
    try:
        data = datafile.read_json(path, MAX_BYTES)
        if not isinstance(data, dict):
            raise datafile.Unreadable(datafile.GARBLED)
    except datafile.Unreadable as e:
        if not e.missing:
            notices.append(_set_aside(path, e.reason))
        return Settings()
    values, wrong = checked_fields(data)
    if wrong:
        notices.append(FELL_BACK.format(names=", ".join(LABELS[n].phrase() for n in wrong)))
    return Settings(**values)


def checked_fields(data: dict) -> tuple[dict[str, Any], list[str]]:
    """Each field's value from ``data`` (what is valid of it) or its default; and the names
    of the fields that were present but not (wholly) valid."""
    defaults = Settings()
    values, wrong = {}, []
    for f in fields(Settings):
        default = getattr(defaults, f.name)
        if f.name not in data:
            values[f.name] = default
            continue
        value, valid = _checked(f.name, data[f.name], default)
        values[f.name] = value
        if not valid:
            wrong.append(f.name)
    return values, wrong


def _checked(name: str, value: Any, default: Any) -> tuple[Any, bool]:
    """(what to use for the field ``name``, whether ``value`` was valid as it stood)."""
    if name == "tutorial_progress":
        return _tutorial_progress(value)
    if name == "language":
        valid = isinstance(value, str) and (value == "" or value in LANGUAGES)
        return (value, True) if valid else (default, False)
    if isinstance(default, bool):
        valid = isinstance(value, bool)
    elif isinstance(default, float):
        lo, hi = RANGES[name]
        valid = (type(value) in (int, float) and math.isfinite(value) and lo <= value <= hi)
        value = float(value) if valid else value
    else:
        valid = isinstance(value, type(default))
    return (value, True) if valid else (default, False)


def _tutorial_progress(value: Any) -> tuple[dict, bool]:
    """Per game, the tutorial's step and the moves played: the entries that are valid, and
    whether all were (a game whose entry is not starts its tutorial afresh)."""
    if not isinstance(value, dict):
        return {}, False
    kept = {game: prog for game, prog in value.items() if _is_progress(prog)}
    return kept, len(kept) == len(value)


def _is_progress(prog: Any) -> bool:
    if not isinstance(prog, dict):
        return False
    step, actions = prog.get("step", 0), prog.get("actions", [])
    return type(step) is int and 0 <= step <= MAX_TUTORIAL_STEP and isinstance(actions, list)


def saved_language() -> str:
    """The language setting as saved ("" when there is none or the file cannot be read), for
    choosing the display language before the app loads its settings.  Reads only: a damaged
    file is left for :func:`load_settings` to set aside and report."""
    try:
        data = datafile.read_json(settings_path(), MAX_BYTES)
    except datafile.Unreadable:
        return ""
    value = data.get("language", "") if isinstance(data, dict) else ""
    return _checked("language", value, "")[0]


def _set_aside(path: Path, reason: str) -> str:
    try:
        kept = datafile.set_aside(path)
    except datafile.WriteError as e:
        return KEPT.format(reason=reason, why=e)
    return SET_ASIDE.format(reason=reason, name=kept.name)


def save_settings(settings: Settings) -> None:
    """Store the settings; WriteError (plain words) when they cannot be.  A damaged file in
    the way is set aside first, never overwritten; what a newer version wrote that this one
    does not know (its own settings) is written back as it was."""
    path = settings_path()
    kept: dict[str, Any] = {}
    try:
        data = datafile.read_json(path, MAX_BYTES)
        damaged = not isinstance(data, dict)
        if not damaged:
            known = {f.name for f in fields(Settings)}
            kept = {k: v for k, v in data.items() if k not in known}
    except datafile.Unreadable as e:
        damaged = not e.missing
    if damaged:
        datafile.set_aside(path)
    datafile.write_json(path, {**kept, **asdict(settings)})
