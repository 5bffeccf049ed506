"""The user's settings, in ``config_dir()/settings.json``."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields

from engine.paths import config_dir


@dataclass
class Settings:
    ui_scale: float = 1.0
    animation_speed: float = 1.0
    colourblind_symbols: bool = False
    volume: float = 0.7
    fullscreen: bool = False
    confirm_moves: bool = False
    tutorial_progress: dict = field(default_factory=dict)


def settings_path():
    return config_dir() / "settings.json"


def load_settings() -> Settings:
    """The saved settings; defaults where the file is missing or damaged (which is kept)."""
    try:
        data = json.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Settings()
    if not isinstance(data, dict):
        return Settings()
    defaults = Settings()
    values = {}
    for f in fields(Settings):
        v = data.get(f.name, getattr(defaults, f.name))
        expected = type(getattr(defaults, f.name))
        if expected is float and isinstance(v, int) and not isinstance(v, bool):
            v = float(v)
        values[f.name] = v if isinstance(v, expected) else getattr(defaults, f.name)
    return Settings(**values)


def save_settings(settings: Settings) -> None:
    from engine.saves import atomic_write_json

    atomic_write_json(settings_path(), asdict(settings))
