"""Games played and won, per game and per AI level, in ``data_dir()/stats.json``.

No pygame here: the statistics screen reads this, the table writes it.
Structure::

    {"version": 1, "games": {GAME: {"played": n, "won": n, "drawn": n,
                                    "levels": {LEVEL: {"played": n, "won": n}}}}}

"won" counts games a human seat won; per level, games with an AI of that
level in which a human won.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterable

from engine.paths import data_dir

VERSION = 1


def stats_path() -> Path:
    return data_dir() / "stats.json"


def load_stats() -> dict[str, Any]:
    """The statistics; empty ones when the file is missing or damaged (which is kept)."""
    try:
        data = json.loads(stats_path().read_text(encoding="utf-8"))
        if isinstance(data, dict) and isinstance(data.get("games"), dict):
            return data
    except (OSError, ValueError):
        pass
    return {"version": VERSION, "games": {}}


def record_game(game: str, seats: Iterable[Any], winners: Iterable[int]) -> dict[str, Any]:
    """Count one finished game; returns the updated statistics."""
    from engine.saves import atomic_write_json

    seats = list(seats)
    winners = set(winners)
    data = load_stats()
    g = data["games"].setdefault(game, {"played": 0, "won": 0, "drawn": 0, "levels": {}})
    g["played"] = g.get("played", 0) + 1
    human_won = any(not _is_ai(seats[w]) for w in winners if 0 <= w < len(seats))
    if not winners:
        g["drawn"] = g.get("drawn", 0) + 1
    elif human_won:
        g["won"] = g.get("won", 0) + 1
    for level in sorted({_level(s) for s in seats if _is_ai(s)}):
        lv = g.setdefault("levels", {}).setdefault(level, {"played": 0, "won": 0})
        lv["played"] += 1
        if human_won:
            lv["won"] += 1
    atomic_write_json(stats_path(), data)
    return data


def _is_ai(seat: Any) -> bool:
    return getattr(seat, "kind", None) == "ai"


def _level(seat: Any) -> str:
    return getattr(seat, "level", None) or "normal"
