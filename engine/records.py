"""Finished games, kept for review: one file per game in ``data_dir()/records``.

A record is a save of a finished game (the same fields, checked the same way by
engine.saves) with ``kind: "record"``, the date it ended, its result and, once computed, its
analysis (engine/ai/analysis.py).  Tutorials are never kept.

Listing stays fast with thousands of records: ``index.json`` in the same folder remembers the
row of every record that was checked (by the file's time, size and inode), so the list reads
one file, not thousands.  The index is only a cache of what the records say: a damaged one is
rebuilt from them.  A record that cannot be read is listed with its reason and kept as it is,
never written over; deleting it is the player's choice.
"""

from __future__ import annotations

import math
import os
import time
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

import platformdirs

from engine import datafile, saves
from engine.game import State
from engine.paths import HOME_ENV, data_dir
from engine.phrases import Words

KIND = "record"
INDEX_NAME = "index.json"
INDEX_SCHEMA = 1
#: The index of 5,000 records is about 1.5 MB; this leaves room for far more.
INDEX_MAX_BYTES = 64 << 20

NOT_FINISHED = Words("engine.records.not_finished", clause=True)
NOT_A_RECORD = Words("engine.records.not_a_record", clause=True)
EXISTS = Words("engine.records.exists", clause=True)


class RecordError(Exception):
    """A record (or a file offered as one) that cannot be used; ``reason`` says why in plain
    words, ``meaning`` what that means to the player (both Phrases)."""

    def __init__(self, reason: str, meaning: str = ""):
        super().__init__(reason)
        self.reason, self.meaning = reason, meaning


@dataclass(frozen=True)
class RecordInfo:
    """One row of Past games."""

    path: Path
    ok: bool
    error: str | None = None
    meaning: str = ""
    game: str = ""
    title: str = ""
    names: tuple[str, ...] = ()
    humans: tuple[int, ...] = ()
    finished: float = 0.0          # when the game ended
    moves: int = 0
    scores: tuple[float, ...] = ()
    winners: tuple[int, ...] = ()
    analysed: bool = False
    seed: int = 0

    def to_json(self) -> dict:
        d = asdict(self)
        del d["path"], d["ok"], d["error"], d["meaning"]
        return d


# -- where ------------------------------------------------------------------------------
def records_dir() -> Path:
    path = data_dir() / "records"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass   # listing finds nothing; keeping says why it failed
    return path


def exports_dir() -> Path:
    """Where exported records go and imports are looked for: a folder a person can find
    (Documents/Tabletop), or ``$TABLETOP_HOME/exports`` for tests."""
    home = os.environ.get(HOME_ENV)
    return Path(home) / "exports" if home else Path(platformdirs.user_documents_dir()) / "Tabletop"


def _free_path(folder: Path, base: str) -> Path:
    path, k = folder / f"{base}.json", 2
    while os.path.lexists(path):
        path, k = folder / f"{base}-{k}.json", k + 1
    return path


def _stamp(t: float) -> str:
    return time.strftime("%Y%m%d-%H%M%S", time.localtime(t))


# -- keeping ----------------------------------------------------------------------------
def keep(record: saves.GameRecord, state: State, when: float | None = None) -> Path:
    """Keep a finished game as a new record; its path.  WriteError when the disk refuses."""
    if not state.is_over():
        raise RecordError(NOT_FINISHED.phrase())
    when = time.time() if when is None else when
    data = _to_json(record, state, when)
    path = _free_path(records_dir(), f"{record.game}-{_stamp(when)}")
    datafile.write_json(path, data)
    _index_put(path, _row(path, data, state))
    return path


def _to_json(record: saves.GameRecord, state: State, when: float) -> dict:
    data = saves._to_json(record, state)   # the save's fields, written one way for both
    data.pop("snapshot", None)             # the moves are the game; a record need not repeat it
    data.update(kind=KIND, finished=when, result=_result(state))
    return data


def _result(state: State) -> dict:
    try:
        scores = [float(v) for v in state.scores()]
    except Exception:   # a game's scores never keep a record from being kept
        scores = []
    return {"scores": scores, "winners": sorted(state.winners())}


def store_analysis(path: Path, analysis: dict) -> None:
    """Keep a computed analysis with its record (a record that no longer loads is left as it
    is: RecordError)."""
    data = _checked_data(Path(path))
    data["analysis"] = analysis
    datafile.write_json(path, data)
    rows = _read_index()
    row = rows.get(Path(path).name)
    if row is not None:
        _index_put(Path(path), replace(row[1], analysed=True))


# -- reading ----------------------------------------------------------------------------
def load(path: Path) -> tuple[saves.GameRecord, State, dict]:
    """The record's game, checked and replayed to its end, and its file's data (result,
    analysis); RecordError (never a change to the file) when it cannot be."""
    data = _checked_data(Path(path))
    record, state = _finished_game(data)
    return record, state, data


def _finished_game(data: dict) -> tuple[saves.GameRecord, State]:
    """The game in a file's data, checked and replayed; RecordError unless it is finished."""
    try:
        record, info = saves._record(data)
        state = saves._replayed(record, info)
    except saves.SaveError as e:
        raise RecordError(e.reason, e.meaning) from None
    if not state.is_over():
        raise RecordError(NOT_FINISHED.phrase(), saves.CHANGED.phrase())
    return record, state


def read_any(path: Path) -> tuple[saves.GameRecord, State, dict]:
    """The finished game in ``path``, a record or a save; RecordError when there is none."""
    try:
        data = saves._read(Path(path))
    except saves.SaveError as e:
        raise RecordError(e.reason, e.meaning) from None
    record, state = _finished_game(data)
    return record, state, data


def find(record: saves.GameRecord) -> Path | None:
    """The kept record of the game ``record`` (the latest, should it be there twice)."""
    names = tuple(s.name for s in record.seats)
    for row in list_records():
        if row.ok and (row.game, row.seed, row.moves, row.names) == (record.game, record.seed,
                                                                   len(record.actions), names):
            return row.path
    return None


def is_kept(path: Path) -> bool:
    """Whether ``path`` is one of the records in the records folder."""
    return Path(path).resolve().parent == records_dir().resolve()


def analysis_of(data: dict) -> dict | None:
    a = data.get("analysis")
    return a if isinstance(a, dict) else None


def _checked_data(path: Path) -> dict:
    try:
        data = saves._read(path)
    except saves.SaveError as e:
        raise RecordError(e.reason, e.meaning) from None
    if data.get("kind") != KIND:
        raise RecordError(NOT_A_RECORD.phrase(), saves.SCRAMBLED.phrase())
    return data


def _row(path: Path, data: dict, state: State | None = None) -> RecordInfo:
    """The list's row of a record whose fields were checked (``state``: its end, when known)."""
    record, info = saves._record(data)
    result = data.get("result") if isinstance(data.get("result"), dict) else {}
    scores = tuple(float(v) for v in result.get("scores", ()) if _is_number(v))
    winners = tuple(int(v) for v in result.get("winners", ()) if type(v) is int and 0 <= v < record.num_players)
    finished = data.get("finished")
    return RecordInfo(path, True, game=record.game, title=info.title,
                      names=tuple(s.name for s in record.seats),
                      humans=tuple(i for i, s in enumerate(record.seats) if not s.is_ai),
                      finished=float(finished) if saves._is_time(finished) else record.updated,
                      moves=len(record.actions), scores=scores, winners=winners,
                      analysed=analysis_of(data) is not None, seed=record.seed)


def _is_number(v: Any) -> bool:
    return type(v) in (int, float) and math.isfinite(v)


def inspect(path: Path) -> RecordInfo:
    """The row of one record, its fields checked (its moves are replayed when it is opened);
    never raises."""
    try:
        data = _checked_data(path)
        return _row(path, data)
    except RecordError as e:
        return RecordInfo(path, False, e.reason, e.meaning)
    except saves.SaveError as e:
        return RecordInfo(path, False, e.reason, e.meaning)


def list_records() -> list[RecordInfo]:
    """Every record, newest first, damaged ones with their reason.  Rows come from the index
    while their file is unchanged; the others are read and the index brought up to date."""
    folder = records_dir()
    rows = _read_index()
    found: dict[str, tuple[tuple, RecordInfo]] = {}
    out: list[RecordInfo] = []
    changed = False
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return []
    for entry in entries:
        if not entry.name.endswith(".json") or entry.name == INDEX_NAME or entry.name.startswith("."):
            continue
        try:
            if not entry.is_file():
                continue
            ident = _identity(entry.stat())
        except OSError:
            continue
        hit = rows.get(entry.name)
        if hit is not None and hit[0] == ident:
            row = replace(hit[1], path=Path(entry.path))
        else:
            row = inspect(Path(entry.path))
            changed = True
        if row.ok:
            found[entry.name] = (ident, row)
        out.append(row)
    if changed or set(found) != set(rows):
        _write_index(found)
    return sorted(out, key=lambda r: -(r.finished or _mtime(r.path)))


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _identity(st: os.stat_result) -> tuple:
    return (st.st_mtime_ns, st.st_size, st.st_ino)


# -- the index ----------------------------------------------------------------------------
# The index as last read or written, by its file's identity: the list, and keeping a game,
# need not parse thousands of rows again while the file is unchanged.
_index_seen: list = [None, {}]


def _read_index() -> dict[str, tuple[tuple, RecordInfo]]:
    """The index's rows by file name (a copy); nothing when it is missing or damaged (it is
    rebuilt)."""
    path = records_dir() / INDEX_NAME
    try:
        ident = (str(path),) + _identity(path.stat())
    except OSError:
        return {}
    if _index_seen[0] == ident:
        return dict(_index_seen[1])
    rows = _parse_index(path)
    _index_seen[:] = [ident, rows]
    return dict(rows)


def _parse_index(path: Path) -> dict[str, tuple[tuple, RecordInfo]]:
    try:
        data = datafile.read_json(path, INDEX_MAX_BYTES)
    except datafile.Unreadable:
        return {}
    if not isinstance(data, dict) or data.get("schema") != INDEX_SCHEMA or not isinstance(data.get("rows"), dict):
        return {}
    folder = path.parent
    rows = {}
    for name, entry in data["rows"].items():
        try:
            ident = tuple(entry["id"])
            row = entry["row"]
            rows[name] = (ident, RecordInfo(
                folder / name, True, game=str(row["game"]), title=str(row["title"]),
                names=tuple(str(n) for n in row["names"]), humans=tuple(int(i) for i in row["humans"]),
                finished=float(row["finished"]), moves=int(row["moves"]),
                scores=tuple(float(v) for v in row["scores"]), winners=tuple(int(v) for v in row["winners"]),
                analysed=bool(row["analysed"]), seed=int(row["seed"])))
        except (KeyError, TypeError, ValueError):
            continue   # a row that is not as written: its record is read again
    return rows


def _write_index(rows: dict[str, tuple[tuple, RecordInfo]]) -> None:
    data = {"schema": INDEX_SCHEMA,
            "rows": {name: {"id": list(ident), "row": row.to_json()} for name, (ident, row) in rows.items()}}
    path = records_dir() / INDEX_NAME
    try:
        datafile.write_json(path, data)
        _index_seen[:] = [(str(path),) + _identity(path.stat()), dict(rows)]
    except OSError:
        pass   # the index is only a cache: the next listing reads the records again


def _index_put(path: Path, row: RecordInfo) -> None:
    rows = _read_index()
    try:
        rows[path.name] = (_identity(path.stat()), row)
    except OSError:
        return
    _write_index(rows)


def _index_drop(path: Path) -> None:
    rows = _read_index()
    if rows.pop(path.name, None) is not None:
        _write_index(rows)


# -- delete, export, import ---------------------------------------------------------------
def delete(path: Path) -> None:
    """Remove a record for good (damaged or not: the player's choice); WriteError when the
    disk refuses."""
    path = Path(path)
    saves._remove(path, saves.CANNOT_DELETE, path.name)
    _index_drop(path)


def export(path: Path, folder: Path | None = None) -> Path:
    """Copy a record that loads into ``folder`` (``exports_dir()``) under a new name; the copy's
    path.  RecordError for a record that does not load, WriteError when the disk refuses."""
    path = Path(path)
    record, state, data = load(path)
    folder = exports_dir() if folder is None else Path(folder)
    target = _free_path(folder, path.stem)
    datafile.write_json(target, data)
    return target


def import_file(path: Path) -> Path:
    """Keep the game in ``path`` (a record, or a save of a finished game) as a new record; its
    path.  RecordError saying why a file cannot be imported; the file is never changed."""
    record, state, data = read_any(path)
    finished = data.get("finished") if saves._is_time(data.get("finished")) else record.updated
    for row in list_records():   # the same game twice is one record
        if row.ok and (row.game, row.finished, row.moves) == (record.game, finished, len(record.actions)):
            raise RecordError(EXISTS.phrase())
    kept = _to_json(record, state, finished)
    if analysis_of(data) is not None:
        kept["analysis"] = data["analysis"]
    target = _free_path(records_dir(), f"{record.game}-{_stamp(finished)}")
    datafile.write_json(target, kept)
    _index_put(target, _row(target, kept, state))
    return target


def browse_start() -> Path:
    """Where choosing a file to import starts: the home folder (``$TABLETOP_HOME`` for tests,
    so that they never look at a real one)."""
    home = os.environ.get(HOME_ENV)
    return Path(home) if home else Path.home()
