"""Games played and won, per game and per AI level, in ``data_dir()/stats.json``.

No pygame here: the statistics screen reads this, the table writes it.
Structure::

    {"version": 1, "games": {GAME: {"played": n, "won": n, "drawn": n,
                                    "levels": {LEVEL: {"played": n, "won": n}}}}}

"won" counts games a human seat won; per level, games with an AI of that
level in which a human won.  A counter that is missing reads as 0.

A file that cannot be read or is badly shaped is never overwritten: reading
it reports the reason and counts nothing; the next game counted sets it aside
under a new name and starts a fresh file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Generator, Iterable

from engine import datafile
from engine.paths import data_dir
from engine.pieces import Pieces, every
from engine.phrases import Words

VERSION = 1
MAX_BYTES = 4 << 20
MAX_COUNT = 10**9            # more games than anyone plays: a larger count is damage
MAX_NAME = 40
GAME_COUNTERS = ("played", "won", "drawn")
LEVEL_COUNTERS = ("played", "won")

# The words live in engine/words_files.py (see engine.phrases).
READ_FAILED = Words("engine.statsfile.read_failed")
SET_ASIDE = Words("engine.statsfile.set_aside")
NEWER = Words("engine.statsfile.newer", clause=True)
BAD_SHAPE = Words("engine.statsfile.damaged", clause=True)
NOT_STATS = Words("engine.statsfile.not_stats", clause=True)
BAD_VERSION = Words("engine.statsfile.bad_version", clause=True)
UNKNOWN_ENTRIES = Words("engine.statsfile.unknown_entries", clause=True)
BAD_GAMES = Words("engine.statsfile.bad_games", clause=True)
BAD_GAME_NAME = Words("engine.statsfile.bad_game_name", clause=True)
BAD_COUNTS = Words("engine.statsfile.bad_counts", clause=True)
BAD_LEVEL_COUNTS = Words("engine.statsfile.bad_level_counts", clause=True)


def stats_path() -> Path:
    return data_dir() / "stats.json"


def empty_stats() -> dict[str, Any]:
    return {"version": VERSION, "games": {}}


def load_stats(notices: list[str] | None = None) -> dict[str, Any]:
    """The statistics, every counter present; empty ones when the file is missing or
    cannot be used (then a sentence saying why is appended to ``notices``)."""
    data, problem = _read()
    if problem is not None and notices is not None:
        notices.append(READ_FAILED.format(reason=problem))
    return data


def record_game(game: str, seats: Iterable[Any], winners: Iterable[int],
                notices: list[str] | None = None) -> dict[str, Any]:
    """Count one finished game; returns the updated statistics.  A damaged file is set
    aside first (a sentence appended to ``notices``); WriteError if it or the new count
    cannot be written."""
    seats = list(seats)
    winners = set(winners)
    data, problem = _read()
    if problem is not None:
        kept = datafile.set_aside(stats_path())
        if notices is not None:
            notices.append(SET_ASIDE.format(reason=problem, name=kept.name))
    g = data["games"].setdefault(game, _counters(GAME_COUNTERS, levels={}))
    g["played"] += 1
    human_won = any(not _is_ai(seats[w]) for w in winners if 0 <= w < len(seats))
    if not winners:
        g["drawn"] += 1
    elif human_won:
        g["won"] += 1
    for level in sorted({_level(s) for s in seats if _is_ai(s)}):
        lv = g["levels"].setdefault(level, _counters(LEVEL_COUNTERS))
        lv["played"] += 1
        if human_won:
            lv["won"] += 1
    datafile.write_json(stats_path(), data)
    return data


def _read() -> tuple[dict[str, Any], str | None]:
    """(the statistics, None) or (empty statistics, why the file cannot be used)."""
    return Pieces(reading()).finish()


#: Games checked and filled in a piece of :func:`reading`: a few milliseconds of work.
GAMES_A_PIECE = 500
#: A file up to this size is read in one piece (the statistics of a few hundred games).
SMALL_BYTES = 64 << 10


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0   # reading it says why


def reading() -> Generator[None, None, tuple[dict[str, Any], str | None]]:
    """What :func:`_read` gives, worked out a piece at a time (engine.pieces), so that a screen
    stays drawn while a large file is checked: the file with its first games, then the others
    some hundreds at a time."""
    if _size(stats_path()) > SMALL_BYTES:
        yield   # a large file is parsed in a piece of its own: the screen shows first
    try:
        raw = datafile.read_json(stats_path(), MAX_BYTES)
    except datafile.Unreadable as e:
        return empty_stats(), (None if e.missing else e.reason)
    problem = _top_problem(raw)
    if problem is not None:
        return empty_stats(), problem
    for k, (name, g) in enumerate(raw["games"].items()):
        if every(k, GAMES_A_PIECE):
            yield
        problem = _game_problem(name, g)
        if problem is not None:
            return empty_stats(), problem
    for k, g in enumerate(raw["games"].values()):
        if every(k, GAMES_A_PIECE):
            yield
        _fill(g)
    raw["version"] = VERSION
    return raw, None


def _top_problem(raw: Any) -> str | None:
    """What is wrong with the file around its games, or None."""
    if not isinstance(raw, dict):
        return BAD_SHAPE.format(what=NOT_STATS)
    version = raw.get("version", VERSION)
    if _is_count(version) and version > VERSION:
        return NEWER.phrase()
    if version != VERSION or type(version) is not int:
        return BAD_SHAPE.format(what=BAD_VERSION)
    if not set(raw) <= {"version", "games"}:
        return BAD_SHAPE.format(what=UNKNOWN_ENTRIES)
    if not isinstance(raw.get("games"), dict):
        return BAD_SHAPE.format(what=BAD_GAMES)
    return None


def _game_problem(name: Any, g: Any) -> str | None:
    """What is wrong with one game's entry, or None."""
    if not (isinstance(name, str) and 0 < len(name) <= MAX_NAME and name.isprintable()):
        return BAD_SHAPE.format(what=BAD_GAME_NAME)
    if not _counts_ok(g, GAME_COUNTERS, "levels"):
        return BAD_SHAPE.format(what=BAD_COUNTS.format(name=name))
    levels = g.get("levels", {})
    if not isinstance(levels, dict) or not all(
            isinstance(k, str) and _counts_ok(v, LEVEL_COUNTERS)
            for k, v in levels.items()):
        return BAD_SHAPE.format(what=BAD_LEVEL_COUNTS.format(name=name))
    return None


def contradicts(g: dict[str, Any]) -> bool:
    """Whether a game's filled counters contradict each other: more games won or drawn than
    played, or per AI level more won than played or more played than in all."""
    if g["won"] + g["drawn"] > g["played"]:
        return True
    return any(lv["won"] > lv["played"] or lv["played"] > g["played"] for lv in g["levels"].values())


def _is_count(v: Any) -> bool:
    return type(v) is int and 0 <= v <= MAX_COUNT


def _counts_ok(d: Any, names: tuple[str, ...], *more: str) -> bool:
    """``d`` holds only the counters ``names`` (each a count, or missing) and the keys ``more``."""
    return isinstance(d, dict) and set(d) <= {*names, *more} and all(_is_count(d.get(n, 0)) for n in names)


def _counters(names: tuple[str, ...], **more: Any) -> dict[str, Any]:
    return {**{n: 0 for n in names}, **more}


def _fill(g: dict[str, Any]) -> None:
    """A checked game's entry (freshly read, so filled in place) with every counter present."""
    for n in GAME_COUNTERS:
        g.setdefault(n, 0)
    for lv in g.setdefault("levels", {}).values():
        for n in LEVEL_COUNTERS:
            lv.setdefault(n, 0)


def _is_ai(seat: Any) -> bool:
    return getattr(seat, "kind", None) == "ai"


def _level(seat: Any) -> str:
    return getattr(seat, "level", None) or "normal"
