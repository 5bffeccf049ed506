"""Saved games: the seed, options and action list, plus a snapshot for quick loading.

Files live in ``data_dir()/saves`` and are written atomically (temporary
file, flush, fsync, ``os.replace``), so a crash mid-write leaves the previous
save intact.  A damaged or unknown-version file is reported, never deleted.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from engine.game import GameInfo, State, load_game, replay
from engine.paths import data_dir

SCHEMA_VERSION = 1
AUTOSAVE_NAME = "autosave"


class SaveError(Exception):
    """A save that cannot be loaded; the message says why."""


@dataclass
class Seat:
    name: str
    kind: str = "human"            # "human" or "ai"
    level: str | None = None       # AI level for kind "ai"
    colour: str = ""

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"


@dataclass
class GameRecord:
    """Everything needed to rebuild a game: replaying ``actions`` from the seed."""

    game: str
    num_players: int
    seed: int
    options: dict[str, Any]
    seats: list[Seat]
    actions: list = field(default_factory=list)
    created: float = field(default_factory=time.time)
    updated: float = field(default_factory=time.time)

    def play(self, state: State, action: Any) -> None:
        """Apply ``action`` to ``state`` and remember it (raises IllegalAction, changing nothing)."""
        state.apply(action)
        self.actions.append(action)
        self.updated = time.time()

    def replay(self, info: GameInfo | None = None) -> State:
        return replay(info or load_game(self.game), self.num_players, self.seed, self.options,
                      self.actions)


@dataclass(frozen=True)
class SaveInfo:
    """One row of the load screen."""

    path: Path
    ok: bool
    error: str | None = None
    game: str | None = None
    title: str | None = None
    seats: tuple[Seat, ...] = ()
    updated: float | None = None
    moves: int = 0


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path() -> Path:
    return saves_dir() / f"{AUTOSAVE_NAME}.json"


def new_record(info: GameInfo, seats: list[Seat], options: dict[str, Any] | None = None,
               seed: int | None = None) -> tuple[GameRecord, State]:
    """A fresh game: its record and its state."""
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "big")
    options = info.check_options(options or {})
    state = info.new_game(len(seats), seed=seed, **options)
    return GameRecord(info.name, len(seats), seed, options, list(seats)), state


def atomic_write_json(path: Path, obj: Any) -> None:
    """Write JSON so that readers see the old file or the new one, never half of either."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(obj, f, separators=(",", ":"))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def _to_json(record: GameRecord, state: State) -> dict:
    info = load_game(record.game)
    return {
        "schema": SCHEMA_VERSION,
        "game": record.game,
        "title": info.title,
        "num_players": record.num_players,
        "seed": record.seed,
        "options": record.options,
        "seats": [asdict(s) for s in record.seats],
        "actions": [info.state_type.encode_action(a) for a in record.actions],
        "snapshot": state.to_dict(),
        "created": record.created,
        "updated": record.updated,
    }


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "game"


def save(record: GameRecord, state: State, name: str | None = None) -> Path:
    """Write the game to a named file (a new time-stamped one when ``name`` is None)."""
    if name is None:
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(record.updated))
        name = f"{record.game}-{stamp}"
        path = saves_dir() / f"{name}.json"
        k = 2
        while path.exists():
            path = saves_dir() / f"{name}-{k}.json"
            k += 1
    else:
        path = saves_dir() / f"{_slug(name)}.json"
    atomic_write_json(path, _to_json(record, state))
    return path


def autosave(record: GameRecord, state: State) -> Path:
    path = autosave_path()
    atomic_write_json(path, _to_json(record, state))
    return path


def _read(path: Path) -> dict:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"{Path(path).name}: the file is missing") from None
    except (OSError, UnicodeDecodeError) as e:
        raise SaveError(f"{Path(path).name}: cannot be read ({e})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        cut_short = e.pos >= len(text.rstrip()) or e.msg.startswith("Unterminated string")
        what = "truncated" if cut_short else "damaged"
        raise SaveError(f"{Path(path).name}: the file is {what} (not valid JSON)") from None
    if not isinstance(data, dict):
        raise SaveError(f"{Path(path).name}: the file is damaged (not a saved game)")
    version = data.get("schema")
    if version != SCHEMA_VERSION:
        raise SaveError(f"{Path(path).name}: saved by an unknown version (schema {version!r}; "
                        f"this app reads {SCHEMA_VERSION})")
    return data


def _record(data: dict, path: Path) -> tuple[GameRecord, GameInfo]:
    try:
        info = load_game(data["game"])
    except KeyError:
        raise SaveError(f"{path.name}: unknown game {data.get('game')!r}") from None
    except Exception as e:
        raise SaveError(f"{path.name}: the game {data.get('game')!r} is not available ({e})") from None
    try:
        seats = [Seat(**s) for s in data["seats"]]
        actions = [info.state_type.decode_action(a) for a in data["actions"]]
        record = GameRecord(data["game"], int(data["num_players"]), int(data["seed"]),
                            dict(data["options"]), seats, actions,
                            float(data["created"]), float(data["updated"]))
    except (KeyError, TypeError, ValueError) as e:
        raise SaveError(f"{path.name}: the file is damaged ({type(e).__name__}: {e})") from None
    return record, info


def load(path: Path) -> tuple[GameRecord, State]:
    """The saved game; SaveError (never a crash, never a change to the file) if it can't be."""
    path = Path(path)
    data = _read(path)
    record, info = _record(data, path)
    try:
        state = info.state_type.from_dict(data["snapshot"])
    except Exception:
        # The snapshot is only a shortcut: the seed and the actions are the game.
        try:
            state = record.replay(info)
        except Exception as e:
            raise SaveError(f"{path.name}: the file is damaged (its moves do not replay: {e})") from None
    return record, state


def list_saves() -> list[SaveInfo]:
    """Every file in the saves folder, newest first; damaged ones marked with the reason."""
    rows = []
    for path in saves_dir().glob("*.json"):
        try:
            data = _read(path)
            record, info = _record(data, path)
            rows.append(SaveInfo(path, True, None, record.game, info.title, tuple(record.seats),
                                 record.updated, len(record.actions)))
        except SaveError as e:
            rows.append(SaveInfo(path, False, str(e), updated=path.stat().st_mtime))
    rows.sort(key=lambda r: -(r.updated or 0))
    return rows
