"""The levels' measured strength, as tools/ladder.py last wrote it (``ladder.json`` beside
this module, shipped with the app), and the one line per level the setup screen shows.

The file is package data, but it is still read as untrusted: a missing, damaged or foreign
file means "no figures", never an error on screen.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path
from typing import Any

from engine import datafile

LADDER_FILE = Path(__file__).with_name("ladder.json")
LADDER_VERSION = 1
#: Generous for a table of five games: a larger file is not ours.
MAX_BYTES = 1 << 20

#: The pairing each level's line comes from: (A, B), and whether the level is A.
#: Easy and normal are told against each other, hard against normal.
STANDING_PAIRINGS: dict[str, tuple[tuple[str, str], bool]] = {
    "easy": (("normal", "easy"), False),
    "normal": (("normal", "easy"), True),
    "hard": (("hard", "normal"), True),
}
#: "About k in n": fractions a person reads at a glance (tenths only at the extremes).
PLAIN_FRACTIONS = sorted({Fraction(k, n) for n in (2, 3, 4, 5) for k in range(1, n)}
                         | {Fraction(1, 10), Fraction(9, 10)})


def load_ladder(path: Path | None = None) -> dict[str, Any]:
    """The ladder's table (``LADDER_FILE`` by default), or {} when there is none to trust."""
    try:
        data = datafile.read_json(LADDER_FILE if path is None else path, MAX_BYTES)
    except datafile.Unreadable:
        return {}
    if not isinstance(data, dict) or data.get("version") != LADDER_VERSION \
            or not isinstance(data.get("games"), dict):
        return {}
    return data


def pairing(table: dict, game: str, a: str, b: str, players: int = 2) -> dict | None:
    """The measured pairing A against B at ``game`` (2 players), or None (a quick run of the
    ladder checks that it runs: its figures measure nothing)."""
    entry = table.get("games", {}).get(game)
    if not isinstance(entry, dict) or entry.get("quick") is not False:
        return None
    for p in entry.get("pairings", ()):
        if isinstance(p, dict) and (p.get("a"), p.get("b"), p.get("players")) == (a, b, players):
            return p
    return None


def about(score: float) -> tuple[int, int]:
    """The plain fraction nearest ``score`` (0..1): (won, of), e.g. 0.68 -> (2, 3), 0.3 -> (1, 3)."""
    best = min(PLAIN_FRACTIONS, key=lambda f: (abs(float(f) - score), f.denominator))
    return best.numerator, best.denominator


#: Games a pairing needs before the setup screen quotes it: a handful says nothing a player
#: should rely on (the ladder's own sequential stop waits for as many).
MIN_SHOWN = 6


def standing(game: str, level: str, table: dict | None = None) -> tuple[int, int] | None:
    """How often ``level`` wins at ``game`` against the level its line names, as
    (won, of), or None without figures."""
    if level not in STANDING_PAIRINGS:
        return None
    (a, b), is_a = STANDING_PAIRINGS[level]
    p = pairing(load_ladder() if table is None else table, game, a, b)
    score = p.get("score") if p else None
    if not isinstance(score, (int, float)) or isinstance(score, bool) or not 0 <= score <= 1 \
            or not isinstance(p.get("played"), int) or p["played"] < MIN_SHOWN:
        return None
    return about(score if is_a else 1 - score)
