"""Saved games: the seed, options and action list, plus a snapshot of the state reached.

Files live in ``data_dir()/saves`` and are written atomically (see
engine.datafile), so a crash mid-write leaves the previous save intact.

Each game has its own autosave, ``autosave-<game>.json``, so starting one
game never touches another's game in progress; the first release kept one
autosave for the whole app, ``autosave.json``, which is taken over as the
autosave of its game the first time the saves are listed.  Saves the player
names carry the name in the file (an optional field: the first release reads
these files too, so the format stays 1).

A save is untrusted until checked: every field's type, the seats against the
game's player counts, the options against the game's, and the moves by
replaying them from the seed.  The replay is the game (the snapshot is kept
for people and tools reading the file, never trusted); the longest games
replay in well under 20 ms.  A file that fails any check is reported in plain
words (and its exact reason on request) and never changed or deleted but at
the player's word.
"""

from __future__ import annotations

import math
import os
import re
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Generator

from engine import datafile
from engine.ai.players import PLAYERS
from engine.game import GameInfo, State, load_game, replay, start_state
from engine.paths import data_dir
from engine.phrases import Phrase, Words, phrase, title_message
from engine.pieces import Pieces, every
from engine.i18n import LANGUAGES
from engine.text import Message, Reader, render

SCHEMA_VERSION = 1
#: The first release's one autosave for the whole app: ``autosave.json``.
AUTOSAVE_NAME = "autosave"
#: Each game's autosave: ``autosave-<game>.json``.
AUTOSAVE_PREFIX = "autosave-"
#: The largest file read as a save: 80 times the longest game measured (about 100 KB).
MAX_BYTES = 8 << 20
#: The last second of the year 9999; later dates cannot be shown.
MAX_TIME = 253402300799.0
MAX_NAME = 60
MAX_COLOUR = 30
SEAT_KINDS = ("human", "ai")

# The words live in engine/words_files.py: a Words constant reads as its English template
# and its format() writes the message in the display language (engine.phrases).
LOAD_FAILED = Words("engine.saves.load_failed")
# Reasons, as clauses that follow "could not be loaded:".
NOT_A_SAVE = Words("engine.saves.not_a_save", clause=True)
UNKNOWN_VERSION = Words("engine.saves.unknown_version", clause=True)
UNKNOWN_GAME = Words("engine.saves.unknown_game", clause=True)
UNNAMED_GAME = Words("engine.saves.unnamed_game", clause=True)
GAME_UNAVAILABLE = Words("engine.saves.game_unavailable", clause=True)
DAMAGED = Words("engine.saves.damaged", clause=True)
FIELD_MISSING = Words("engine.saves.field_missing", clause=True)
FIELD_INVALID = Words("engine.saves.field_invalid", clause=True)
PLAYER_COUNT = Words("engine.saves.player_count", clause=True)
SEAT_COUNT = Words("engine.saves.seat_count", clause=True)
SEAT_INVALID = Words("engine.saves.seat_invalid", clause=True)
OPTIONS_INVALID = Words("engine.saves.options_invalid", clause=True)
MOVE_INVALID = Words("engine.saves.move_invalid", clause=True)
NO_START = Words("engine.saves.no_start", clause=True)
NO_REPLAY = Words("engine.saves.no_replay", clause=True)
OTHER_SLOT = Words("engine.saves.other_slot", clause=True)

# What a damaged file means to the player, in a sentence (the exact reason is shown on request).
CUT_SHORT = Words("engine.saves.means.cut_short")
SCRAMBLED = Words("engine.saves.means.scrambled")
TOO_LARGE = Words("engine.saves.means.too_large")
NOT_A_FILE = Words("engine.saves.means.not_a_file")
NO_ACCESS = Words("engine.saves.means.no_access")
DISK_READ = Words("engine.saves.means.disk_read")
GONE = Words("engine.saves.means.gone")
NEWER = Words("engine.saves.means.newer")
OTHER_GAME = Words("engine.saves.means.other_game")
NOT_HERE = Words("engine.saves.means.not_here")
CHANGED = Words("engine.saves.means.changed")
#: Each reason datafile gives for a file it cannot read and what it means to the player.
UNREADABLE_MEANS = {datafile.CUT_SHORT.key: CUT_SHORT, datafile.NOT_TEXT.key: SCRAMBLED,
                    datafile.GARBLED.key: SCRAMBLED, datafile.TOO_DEEP.key: SCRAMBLED,
                    datafile.TOO_LARGE.key: TOO_LARGE, datafile.NOT_A_FILE.key: NOT_A_FILE,
                    datafile.NOT_ALLOWED.key: NO_ACCESS, datafile.DISK_READ.key: DISK_READ,
                    datafile.MISSING.key: GONE}

# Where a game stands, for the menu's cards and the Load screen.
MOVES_PLAYED = Words("engine.saves.moves_played")
YOUR_TURN = Words("engine.saves.your_turn", clause=True)
SEAT_TURN = Words("engine.saves.seat_turn", clause=True)
FINISHED = Words("engine.saves.finished", clause=True)
STANDING = Words("engine.saves.standing")
N_PLAYERS = Words("engine.saves.players")
AUTOSAVE = Words("engine.saves.autosave")
PARTS = " · "

# Names the player gives, and what is wrong with one.
NO_NAME = Words("engine.saves.no_name")
NAME_TOO_LONG = Words("engine.saves.name_too_long")
NAME_NOT_TEXT = Words("engine.saves.name_not_text")
NAME_TAKEN = Words("engine.saves.name_taken")
CANNOT_RENAME = Words("engine.saves.cannot_rename")
CANNOT_DELETE = Words("engine.saves.cannot_delete")
NAME_TOO_LONG_FOR_DISK = Words("engine.saves.name_too_long_for_disk")

# A file in the way of a save that this version cannot open: where it went, or why nothing was written.
KEPT_AS_SAVE = Words("engine.saves.kept_as_save")
SET_ASIDE = Words("engine.saves.set_aside")
IN_THE_WAY = Words("engine.saves.in_the_way", clause=True)
#: The longest file name most file systems store, in bytes (UTF-8 on disk).
MAX_FILE_NAME_BYTES = 255
#: What the app may add to a save's file name: ".json", a "-2" for a name taken, the
#: temporary file's ".<name>." and ".XXXXXXXX.tmp", or ".damaged-<date>-<time>-2" when set aside.
FILE_NAME_MARGIN = 40

#: How each field of the file is named to the player.
FIELD_WORDS = {name: Words(f"engine.saves.field.{name}", clause=True)
               for name in ("num_players", "seed", "options", "seats", "actions", "created", "updated", "start")}
#: How each part of a seat is named to the player.
SEAT_PARTS = {name: Words(f"engine.saves.seat_part.{name}", clause=True)
              for name in ("entry", "name", "kind", "ai_level", "level", "colour")}


class SaveError(Exception):
    """A save that cannot be loaded; ``reason`` says exactly why, ``meaning`` what that
    means to the player (a sentence); both Phrases, written again in the display language
    where they are shown."""

    def __init__(self, reason: str, path: Path | None = None, meaning: str = CHANGED, game: str | None = None):
        self.reason = reason = phrase(reason)
        self.path = path
        self.meaning = phrase(meaning)
        self.game = game   # the game the file holds, when it is known but not wanted here
        super().__init__(LOAD_FAILED.format(name=path.name, reason=reason) if path else reason)


#: Hears a sentence for the player (a save moved out of the way).
Tell = Callable[[str], None]


class NameRefused(ValueError):
    """A name the player gave that cannot be used; ``str()`` says why, as a sentence."""


@dataclass
class Seat:
    name: str
    kind: str = "human"            # "human" or "ai"
    level: str | None = None       # AI level for kind "ai"
    colour: str = ""

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"


#: The one person playing against computers, when nobody typed a name ("You", "나").
YOU = Message("engine.you")


def player_name(seat: int, lang: str | None = None) -> str:
    """"Player N" for ``seat`` (from 0), in ``lang`` or the display language."""
    return render(Message("engine.player", n=seat + 1), lang=lang)


def default_human_name(seat: int, humans: int) -> str:
    """What a person's seat is called when nobody typed a name, in the display language:
    "You" for the one person against computers; with two or more at the screen everyone
    needs a real name ("Player 2")."""
    return render(YOU) if humans == 1 else player_name(seat)


def is_default_human_name(name: str, seat: int) -> bool:
    """Whether ``name`` is a default name for ``seat`` in any language (a name given in
    English still counts as untouched after a switch to Korean)."""
    return any(name in (render(YOU, lang=lang), player_name(seat, lang)) for lang in LANGUAGES)


def default_name(name: str, seat: int, lang: str | None = None) -> str:
    """``name`` written in ``lang`` (by default the display language) if it is a default one
    ("You", or "Player N" for ``seat``, in any language), else as the player typed it.  A file
    keeps the defaults in English and each reading writes them in the language shown."""
    for other in LANGUAGES:
        if name == render(YOU, lang=other):
            return render(YOU, lang=lang)
        if name == player_name(seat, other):
            return player_name(seat, lang)
    return name


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
    #: The written-down position the game started from (see ``<game>/position.py``); None: a new game.
    start: dict | None = None

    def play(self, state: State, action: Any) -> None:
        """Apply ``action`` to ``state`` and remember it (raises IllegalAction, changing nothing)."""
        state.apply(action)
        self.actions.append(action)
        self.updated = time.time()

    def replay(self, info: GameInfo | None = None) -> State:
        return replay(info or load_game(self.game), self.num_players, self.seed, self.options,
                      self.actions, self.start)

    def first_state(self, info: GameInfo | None = None) -> State:
        """The state before the first move."""
        return start_state(info or load_game(self.game), self.num_players, self.seed, self.options,
                           self.start)


@dataclass(frozen=True)
class SaveInfo:
    """One row of the load screen, and what a game's card on the menu says of its autosave."""

    path: Path
    ok: bool
    error: str | None = None       # the exact reason, for a save that cannot be loaded
    game: str | None = None
    title: str | None = None
    seats: tuple[Seat, ...] = ()
    updated: float | None = None
    moves: int = 0
    finished: bool = False
    name: str = ""                 # the name the player gave, if any
    standing: str = ""             # where the game stands, in its own terms
    scores: tuple[float | None, ...] = ()   # None: hidden from a person playing (see known_scores)
    meaning: str = ""              # what the error means, for a save that cannot be loaded

    @property
    def autosave(self) -> bool:
        return is_autosave(self.path)

    @property
    def label(self) -> str:
        """What the player calls it: the name given, "Autosave", or the file's name."""
        if self.name:
            return self.name
        return AUTOSAVE.phrase() if self.autosave else self.path.stem

    def scores_text(self) -> str:
        return PARTS.join(f"{s.name} {_number(v)}" for s, v in zip(self.seats, self.scores) if v is not None)


def saves_dir() -> Path:
    """The saves folder, made if it can be (a read-only disk is reported when saving)."""
    path = data_dir() / "saves"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass
    return path


def autosave_path(game: str | None = None) -> Path:
    """The autosave of ``game``; without one, the autosave the menu's Continue resumes (or
    says why it cannot), or where there is none, the first release's one autosave."""
    if game is not None:
        return saves_dir() / f"{AUTOSAVE_PREFIX}{game}.json"
    row = last_autosave()
    return row.path if row is not None else saves_dir() / f"{AUTOSAVE_NAME}.json"


def autosave_game(path: Path) -> str | None:
    """The game whose autosave ``path`` is, by its file's name (damaged or not); None for
    any other file, the first release's one autosave included."""
    stem = Path(path).stem
    if not stem.startswith(AUTOSAVE_PREFIX):
        return None
    return stem[len(AUTOSAVE_PREFIX):] or None


def is_autosave(path: Path) -> bool:
    path = Path(path)
    return path.suffix == ".json" and (path.stem == AUTOSAVE_NAME or path.stem.startswith(AUTOSAVE_PREFIX))


def new_record(info: GameInfo, seats: list[Seat], options: dict[str, Any] | None = None,
               seed: int | None = None, start: dict | None = None) -> tuple[GameRecord, State]:
    """A fresh game, or one from the written-down position ``start``: its record and its state."""
    if seed is None:
        seed = int.from_bytes(os.urandom(4), "big")
    options = info.check_options(options or {})
    state = start_state(info, len(seats), seed, options, start)
    return GameRecord(info.name, len(seats), seed, options, list(seats), start=start), state


# -- writing ----------------------------------------------------------------------
def _to_json(record: GameRecord, state: State, name: str | None = None) -> dict:
    info = load_game(record.game)
    return {
        "schema": SCHEMA_VERSION,
        **({"name": name} if name else {}),
        "game": record.game,
        "title": info.title,
        "num_players": record.num_players,
        "seed": record.seed,
        "options": record.options,
        "seats": [asdict(replace(s, name=default_name(s.name, i, "en"))) for i, s in enumerate(record.seats)],
        "actions": [info.state_type.encode_action(a) for a in record.actions],
        "snapshot": state.to_dict(),
        "created": record.created,
        "updated": record.updated,
        **({"start": record.start} if record.start is not None else {}),
    }


def _slug(text: str) -> str:
    # letters and digits of any script stay (a Korean name keeps its words, not just its digits)
    slug = re.sub(r"[\W_]+", "-", text.lower()).strip("-") or "game"
    # a name never takes an autosave's file
    return f"save-{slug}" if slug == AUTOSAVE_NAME or slug.startswith(AUTOSAVE_PREFIX) else slug


def path_for_name(name: str) -> Path:
    """The file a save called ``name`` is written to."""
    return saves_dir() / f"{_slug(name)}.json"


def checked_name(name: str) -> str:
    """``name`` without its outer spaces; NameRefused (saying why) when it cannot name a save."""
    name = name.strip()
    if not name:
        raise NameRefused(NO_NAME.phrase())
    if len(name) > MAX_NAME:
        raise NameRefused(NAME_TOO_LONG.format(n=MAX_NAME))
    if not name.isprintable():
        raise NameRefused(NAME_NOT_TEXT.phrase())
    # measured as the disk stores it: a letter may take four bytes of the file's name
    if len(_slug(name).encode("utf-8")) + FILE_NAME_MARGIN > MAX_FILE_NAME_BYTES:
        raise NameRefused(NAME_TOO_LONG_FOR_DISK.phrase())
    return name


def _free_path(base: str) -> Path:
    """``<base>.json`` in the saves folder, or ``<base>-2.json``... when that is taken."""
    path, k = saves_dir() / f"{base}.json", 2
    while os.path.lexists(path):
        path, k = saves_dir() / f"{base}-{k}.json", k + 1
    return path


def _stamp(t: float) -> str:
    return time.strftime("%Y%m%d-%H%M%S", time.localtime(t))


def save(record: GameRecord, state: State, name: str | None = None, tell: Tell | None = None) -> Path:
    """Write the game under the name ``name`` (over a save of that name), or when None to a
    new time-stamped file.  NameRefused for a name that cannot be used; WriteError (an
    OSError in plain words) when it cannot be written.  ``tell`` hears where a file in the
    way that this version cannot open was moved (see :func:`_write`)."""
    if name is None:
        path = _free_path(f"{record.game}-{_stamp(record.updated)}")
    else:
        name = checked_name(name)
        path = path_for_name(name)
    _write(path, record, state, name, tell)
    return path


def autosave(record: GameRecord, state: State, tell: Tell | None = None) -> Path:
    """Write the game over its own game's autosave (no other game's); ``tell`` as for :func:`save`."""
    path = autosave_path(record.game)
    _write(path, record, state, tell=tell)
    return path


def _write(path: Path, record: GameRecord, state: State, name: str | None = None,
           tell: Tell | None = None) -> None:
    """Write the save over ``path``.  A file there that cannot be loaded (damaged, from a
    newer version, another game's) is never overwritten: it is moved out of the way and
    ``tell`` hears where, in a sentence for the player; with no one to tell, nothing is
    moved and WriteError says why.  The new file's summary is remembered, so the menu and
    the next write need not read it back."""
    if os.path.lexists(path):
        row = inspect(path)
        if not row.ok:
            if tell is None:
                raise datafile.WriteError(IN_THE_WAY.format(name=path.name))
            tell(_out_of_the_way(row))
    datafile.write_json(path, _to_json(record, state, name))
    seats = [replace(s) for s in record.seats]   # copies: the table's seats may change
    _remember(path, _summary(path, replace(record, seats=seats), load_game(record.game), state, name))


def _out_of_the_way(row: SaveInfo) -> str:
    """Move the file of ``row`` (one that cannot be loaded) where it keeps and is still
    listed: another game's save becomes a save of that game; anything else is set aside.
    What was done, as a sentence."""
    path = row.path
    if row.game is not None:
        datafile.writable()
        target = _free_path(f"{row.game}-{_stamp(row.updated or time.time())}")
        try:
            os.rename(path, target)
        except OSError as e:
            raise datafile.WriteError(datafile.CANNOT_SET_ASIDE.format(
                name=path.name, why=datafile.write_problem(e, path.parent))) from e
        _checked.pop(str(path), None)
        return KEPT_AS_SAVE.format(name=path.name, title=_title(row.game), kept=target.name)
    kept = datafile.set_aside(path)
    _checked.pop(str(path), None)
    return SET_ASIDE.format(name=path.name, meaning=row.meaning, kept=kept.name)


# -- renaming and deleting ------------------------------------------------------------------
def rename(path: Path, name: str) -> Path:
    """Call the save at ``path`` ``name``: the file under its new name is written before the
    old one is removed, so a failure loses nothing.  An autosave renamed becomes an ordinary
    save (the next autosave of its game starts afresh).  NameRefused, SaveError (a file that
    cannot be loaded keeps its name) or WriteError."""
    path = Path(path)
    name = checked_name(name)
    row = inspect(path)
    if not row.ok:
        raise SaveError(row.error or CHANGED, path, row.meaning or CHANGED)
    target = path_for_name(name)
    if os.path.lexists(target) and not os.path.samefile(target, path):
        raise NameRefused(NAME_TAKEN.format(name=inspect(target).label))
    try:
        data = _read(path)
    except SaveError as e:
        raise SaveError(e.reason, path, e.meaning) from None
    data["name"] = name
    datafile.write_json(target, data)
    if target != path:
        _remove(path, CANNOT_RENAME, row.label)
    _remember(target, replace(row, path=target, name=name))
    return target


def delete(path: Path) -> None:
    """Remove the save at ``path`` for good (damaged or not: the player's choice); a file
    already gone is no error.  WriteError (plain words) when the disk refuses."""
    _remove(Path(path), CANNOT_DELETE, Path(path).name)


def _remove(path: Path, failed: str, name: str) -> None:
    """Unlink ``path`` (gone already is fine); WriteError with ``failed`` (a template of
    ``name`` and ``reason``) when the disk refuses."""
    try:
        datafile.writable()
    except datafile.WriteError as e:
        raise datafile.WriteError(failed.format(name=name, reason=e.args[0])) from None
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError as e:
        raise datafile.WriteError(failed.format(name=name, reason=datafile.write_problem(e, path.parent))) from e
    _checked.pop(str(path), None)


# -- reading ------------------------------------------------------------------------
def load(path: Path) -> tuple[GameRecord, State]:
    """The saved game, checked and replayed; SaveError (never a crash, never a change to
    the file) if it can't be."""
    path = Path(path)
    try:
        record, info = _record(_read(path))
        _belongs_here(path, record)
        return record, _replayed(record, info)
    except SaveError as e:
        raise SaveError(e.reason, path, e.meaning, e.game) from None


def _read(path: Path) -> dict:
    try:
        data = datafile.read_json(path, MAX_BYTES)
    except datafile.Unreadable as e:
        raise SaveError(e.reason, meaning=unreadable_means(e.reason)) from None
    if not isinstance(data, dict):
        raise SaveError(NOT_A_SAVE, meaning=SCRAMBLED)
    version = data.get("schema")
    if type(version) is not int:   # exactly the int: neither true nor 1.0
        raise SaveError(NOT_A_SAVE, meaning=SCRAMBLED)
    if version != SCHEMA_VERSION:
        raise SaveError(UNKNOWN_VERSION.format(version=version, ours=SCHEMA_VERSION),
                        meaning=NEWER if version > SCHEMA_VERSION else SCRAMBLED)
    return data


def _belongs_here(path: Path, record: GameRecord) -> None:
    """SaveError when ``path`` is a game's autosave and holds another game: opened, it would
    be that game, and leaving it would write over that game's own autosave."""
    slot = autosave_game(path)
    if slot is not None and slot != record.game:
        raise SaveError(OTHER_SLOT.format(game=_title(record.game), slot=_title(slot)),
                        meaning=NOT_HERE, game=record.game)


def unreadable_means(reason: str) -> str:
    """What a reason datafile gives for a file it cannot read means to the player."""
    key = getattr(getattr(reason, "message", None), "key", None)
    return UNREADABLE_MEANS.get(key, DISK_READ).phrase()


def _record(data: dict) -> tuple[GameRecord, GameInfo]:
    """The record in ``data``, every field checked; SaveError with the first problem."""
    info = _game(data.get("game"), data.get("title"))
    n = _field(data, "num_players", _is_int)
    if n not in info.player_counts:
        raise _damaged(PLAYER_COUNT.format(title=title_message(info), lo=info.min_players, hi=info.max_players,
                                           n=n))
    seed = _field(data, "seed", _is_int)
    options = _field(data, "options", lambda v: isinstance(v, dict))
    try:
        options = info.check_options(options)
    except (ValueError, TypeError):
        raise _damaged(OPTIONS_INVALID.format(title=title_message(info))) from None
    seats = [_seat(s, i + 1) for i, s in enumerate(_field(data, "seats", lambda v: isinstance(v, list)))]
    if len(seats) != n:
        raise _damaged(SEAT_COUNT.format(seats=len(seats), n=n))
    actions = [_action(info, a, k + 1)
               for k, a in enumerate(_field(data, "actions", lambda v: isinstance(v, list)))]
    created = float(_field(data, "created", _is_time))
    updated = float(_field(data, "updated", _is_time))
    start = _field(data, "start", lambda v: isinstance(v, dict)) if "start" in data else None
    return GameRecord(info.name, n, seed, options, seats, actions, created, updated, start), info


def _game(name: Any, title: Any) -> GameInfo:
    if not _is_text(name, MAX_NAME):
        raise SaveError(UNNAMED_GAME)
    try:
        return load_game(name)
    except KeyError:
        raise SaveError(UNKNOWN_GAME.format(game=name), meaning=OTHER_GAME) from None
    except (LookupError, ImportError):
        shown = title if _is_text(title, MAX_NAME) else name
        raise SaveError(GAME_UNAVAILABLE.format(title=shown), meaning=OTHER_GAME) from None


def _field(data: dict, key: str, valid: Callable[[Any], bool]) -> Any:
    if key not in data:
        raise _damaged(FIELD_MISSING.format(field=FIELD_WORDS[key]))
    value = data[key]
    if not valid(value):
        raise _damaged(FIELD_INVALID.format(field=FIELD_WORDS[key]))
    return value


def _seat(d: Any, i: int) -> Seat:
    if not isinstance(d, dict):
        raise _damaged(SEAT_INVALID.format(i=i, what=SEAT_PARTS["entry"]))
    seat = Seat(d.get("name"), d.get("kind", "human"), d.get("level"), d.get("colour", ""))
    if not _is_text(seat.name, MAX_NAME):
        raise _damaged(SEAT_INVALID.format(i=i, what=SEAT_PARTS["name"]))
    if not isinstance(seat.kind, str) or seat.kind not in SEAT_KINDS:
        raise _damaged(SEAT_INVALID.format(i=i, what=SEAT_PARTS["kind"]))
    if seat.is_ai and seat.level is not None and not (isinstance(seat.level, str) and seat.level in PLAYERS):
        raise _damaged(SEAT_INVALID.format(i=i, what=SEAT_PARTS["ai_level"]))
    if not seat.is_ai and seat.level is not None and not _is_text(seat.level, MAX_NAME):
        raise _damaged(SEAT_INVALID.format(i=i, what=SEAT_PARTS["level"]))
    if not (_is_text(seat.colour, MAX_COLOUR) or seat.colour == ""):
        raise _damaged(SEAT_INVALID.format(i=i, what=SEAT_PARTS["colour"]))
    return replace(seat, name=default_name(seat.name, i - 1))


def _action(info: GameInfo, data: Any, k: int) -> Any:
    try:
        return info.state_type.decode_action(data)
    except Exception:   # a game's action class refusing its fields raises what it likes
        raise _damaged(MOVE_INVALID.format(k=k, title=title_message(info))) from None


def _replayed(record: GameRecord, info: GameInfo) -> State:
    """The state the moves lead to; SaveError when they do not replay."""
    try:
        state = record.first_state(info)
    except Exception:
        raise _damaged(NO_START) from None
    for k, action in enumerate(record.actions, 1):
        try:
            action = state.upgrade_action(action)
            state.apply(action)
        except Exception:   # IllegalAction, or whatever a game makes of a malformed move
            raise _damaged(NO_REPLAY.format(k=k)) from None
        record.actions[k - 1] = action  # saved again in this version's terms
    return state


def _title(game: str) -> "Message | str":
    """The title of ``game`` to nest in a sentence (its name, for a game this app does not have)."""
    try:
        return title_message(load_game(game))
    except (LookupError, ImportError):
        return game


def _damaged(what: str) -> SaveError:
    return SaveError(DAMAGED.format(what=what))


def _is_int(v: Any) -> bool:
    return type(v) is int


def _is_time(v: Any) -> bool:
    return type(v) in (int, float) and math.isfinite(v) and 0 <= v <= MAX_TIME


def _is_text(v: Any, longest: int) -> bool:
    return isinstance(v, str) and 0 < len(v) <= longest and v.isprintable()


# -- listing --------------------------------------------------------------------------
# What each file looked like when last checked, by path: the menu checks the autosave
# every time it is shown and the Load screen every file, and a file that has not
# changed (same time, size and inode) need not be read again.
_checked: dict[str, tuple[tuple[int, int, int], SaveInfo]] = {}
_CHECKED_MAX = 512


def inspect(path: Path) -> SaveInfo:
    """What the Load screen and the menu show of a save, after every check that loading
    makes; never raises."""
    path = Path(path)
    try:
        st = path.stat()
    except OSError:
        return SaveInfo(path, False, datafile.MISSING.phrase())
    hit = _checked.get(str(path))
    if hit is not None and hit[0] == _identity(st):
        return _in_language(hit[1])
    try:
        data = _read(path)
        record, info = _record(data)
        _belongs_here(path, record)
        row = _summary(path, record, info, _replayed(record, info), data.get("name"))
    except SaveError as e:
        row = SaveInfo(path, False, e.reason, game=e.game, updated=st.st_mtime, meaning=e.meaning)
    _remember(path, row, st)
    return row


def _in_language(row: SaveInfo) -> SaveInfo:
    """A remembered row with its seats' default names in the language shown now."""
    seats = tuple(replace(s, name=default_name(s.name, i)) for i, s in enumerate(row.seats))
    return row if seats == row.seats else replace(row, seats=seats)


def _summary(path: Path, record: GameRecord, info: GameInfo, state: State, name: Any) -> SaveInfo:
    """The row of a save that loads.  A name that is not text is left out (the game is whole)."""
    try:
        scores = known_scores(record.seats, state)
    except Exception:   # a game's scores never keep its save from the list
        scores = ()
    return SaveInfo(path, True, None, record.game, info.title, tuple(record.seats), record.updated,
                    len(record.actions), state.is_over(), name if _is_text(name, MAX_NAME) else "",
                    standing(record.seats, state, len(record.actions)), scores)


def known_scores(seats: list[Seat], state: State) -> tuple[float | None, ...]:
    """Each seat's score as every person playing may know it (the list is seen by whoever sits
    at the screen): None for a score the rules hide from a human seat until the end, such as
    Fantastiqa's face-down quests or the points behind Tigris' screens.  A seat knows its own."""
    true = [float(v) for v in state.scores()]
    if state.is_over():
        return tuple(true)
    # compared by the points behind each score too: a view that hides a score may still count
    # it as 0, which must not show where the true score happens to be 0
    points = state.score_totals()
    known: list[float | None] = list(true)
    for j, seat in enumerate(seats):
        if seat.is_ai:
            continue
        view = state.view(j)
        seen = list(zip(view.scores(), view.score_totals()))
        for i in range(len(true)):
            if i != j and seen[i] != (true[i], points[i]):
                known[i] = None
    return tuple(known)


def standing(seats: list[Seat], state: State, moves: int) -> str:
    """Where the game stands, in its own terms: "Round 3 of 6 · your turn" ("you" being the
    one person playing, when only one plays); "N moves played" for a game that has no terms."""
    humans = [i for i, s in enumerate(seats) if not s.is_ai]
    reader = Reader(tuple(s.name for s in seats), humans[0] if len(humans) == 1 else None)
    if state.is_over():
        turn: Any = FINISHED
    elif state.to_move is not None:
        seat = state.to_move
        turn = YOUR_TURN if seat == reader.you else Message(SEAT_TURN.key, name=reader.name(seat))
    else:
        turn = None
    played = Message(MOVES_PLAYED.key, n=moves)
    try:
        progress = state.progress()
        return _standing(progress if progress is not None else played, turn, reader)
    except Exception:   # a game's own words never keep its save from the list
        return _standing(played, turn, reader)


def _standing(where: Message, turn: Any, reader: Reader) -> str:
    if turn is None:
        return Phrase(where, reader)
    return STANDING.format(where=where, turn=turn, reader=reader)


def players_text(n: int) -> str:
    return N_PLAYERS.format(n=n)


def _number(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else f"{v:g}"


def _identity(st: os.stat_result) -> tuple[int, int, int]:
    return st.st_mtime_ns, st.st_size, st.st_ino


def _remember(path: Path, row: SaveInfo, st: os.stat_result | None = None) -> None:
    try:
        key = _identity(st or path.stat())
    except OSError:
        return
    if len(_checked) >= _CHECKED_MAX:
        _checked.clear()
    _checked[str(path)] = (key, row)


def list_saves() -> list[SaveInfo]:
    """Every save in the saves folder, newest first; damaged ones marked with the reason."""
    return sort_newest_first([inspect(p) for p in save_files()])


def autosaves() -> list[SaveInfo]:
    """Every game's autosave, newest first, damaged ones too (the first release's one
    autosave among them while it cannot be taken over)."""
    return sort_newest_first([inspect(p) for p in save_files() if is_autosave(p)])


def last_autosave() -> SaveInfo | None:
    """The autosave the menu's Continue resumes: the latest game in progress; with none, the
    latest autosave (finished, or damaged: the menu says so); None when there is none."""
    rows = autosaves()
    playing = [r for r in rows if r.ok and not r.finished]
    return (playing or rows or [None])[0]


def take_over_first_release_autosave() -> Path | None:
    """The first release kept one autosave for every game, ``autosave.json``: it becomes the
    autosave of its game (or, when that game has an autosave already, an ordinary save), so
    it is never lost.  One that cannot be loaded is left as it is, for the player to see on
    the Load screen.  Where it went, or None when there was nothing to take over."""
    old = saves_dir() / f"{AUTOSAVE_NAME}.json"
    if not os.path.lexists(old):
        return None
    row = inspect(old)
    if not row.ok:
        return None
    target = autosave_path(row.game)
    if os.path.lexists(target):
        target = _free_path(f"{row.game}-{_stamp(row.updated or 0)}")
    try:
        os.rename(old, target)
    except OSError:
        return None   # it stays where it was, listed and loadable
    _checked.pop(str(old), None)
    _remember(target, replace(row, path=target))
    return target


def save_files() -> list[Path]:
    """The saves folder's files that may be saves: regular files only (a FIFO would block, a
    folder cannot be a save), newest first by the file's own time."""
    return Pieces(listing()).finish()


#: Files looked at in a piece of :func:`listing`: a few milliseconds of work.
FILES_A_PIECE = 500


def listing() -> Generator[None, None, list[Path]]:
    """:func:`save_files` worked out a piece at a time (engine.pieces), so that a screen stays
    drawn while a folder of thousands of saves is listed."""
    take_over_first_release_autosave()
    try:
        entries = list(os.scandir(saves_dir()))
    except OSError:
        return []
    found = []
    for k, entry in enumerate(entries):
        if every(k, FILES_A_PIECE):
            yield
        try:
            if entry.name.endswith(".json") and entry.is_file():
                found.append((entry.stat().st_mtime, entry.path))
        except OSError:
            continue
    found.sort(key=lambda x: -x[0])
    paths = []
    for k, (_, path) in enumerate(found):
        if every(k, FILES_A_PIECE):
            yield
        paths.append(Path(path))
    return paths


def checked_already(path: Path) -> bool:
    """True when :func:`inspect` would answer ``path`` from what it remembers (no reading)."""
    try:
        hit = _checked.get(str(path))
        return hit is not None and hit[0] == _identity(Path(path).stat())
    except OSError:
        return False


def sort_newest_first(rows: list[SaveInfo]) -> list[SaveInfo]:
    return sorted(rows, key=lambda r: -(r.updated or 0))
