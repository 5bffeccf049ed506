"""Which table shows which game, and opening a game at its table (a new game, a save).

A game's table is its ``GameInfo.view_module``'s ``TableScene``, unless one is registered here
at run time (tests and tools register tables this way, or name them in ``TABLETOP_EXTRA_VIEWS``).
"""

from __future__ import annotations

import importlib
import os

from engine import saves
from engine.game import GameInfo, State
from engine.phrases import game_title, written
from engine.session import DEFAULT_COLOURS, DEFAULT_NAMES, default_human_name, player_name
from engine.ui import theme
from engine.ui.scene import Scene


#: Views registered at run time (tests register the toy game's table this way).
_VIEWS: dict[str, type] = {}
#: Entries of TABLETOP_EXTRA_VIEWS that failed to load, by game: the reason, shown when that
#: game's table is asked for (a broken table is reported, never skipped).
_BROKEN: dict[str, str] = {}

class TableError(Exception):
    """The game cannot be shown on screen (no table yet, or a broken view)."""


def register_view(game: str, cls: type) -> None:
    """Use ``cls`` as the table of ``game`` (overrides ``GameInfo.view_module``)."""
    _VIEWS[game] = cls


#: Extra views for tools and tests: "game=module:Class,game2=module:Class".
EXTRA_VIEWS_ENV = "TABLETOP_EXTRA_VIEWS"


def _env_views() -> None:
    for item in os.environ.get(EXTRA_VIEWS_ENV, "").split(","):
        game, _, target = item.strip().partition("=")
        if game and target and game not in _VIEWS and game not in _BROKEN:
            mod, _, cls = target.partition(":")
            try:
                _VIEWS[game] = getattr(importlib.import_module(mod), cls or "TableScene")
            except Exception as e:   # any error of a module we import: it is reported as it is
                _BROKEN[game] = f"{target}: {type(e).__name__}: {e}"


def table_class(info: GameInfo) -> type:
    _env_views()
    if info.name in _VIEWS:
        return _VIEWS[info.name]
    if info.name in _BROKEN:
        raise TableError(written("engine.table.failed", title=game_title(info), why=_BROKEN[info.name]))
    if not info.view_module:
        raise TableError(written("engine.table.no_table", title=game_title(info)))
    try:
        module = importlib.import_module(info.view_module)
    except Exception as e:   # whatever the game's module raises, the player reads why
        raise TableError(written("engine.table.failed", title=game_title(info), why=f"{type(e).__name__}: {e}")) from e
    cls = getattr(module, "TableScene", None)
    if cls is None:
        raise TableError(written("engine.table.failed", title=game_title(info),
                                 why=f"{info.view_module} defines no TableScene"))
    return cls


def has_table(info: GameInfo) -> bool:
    _env_views()
    return info.name in _VIEWS or info.name in _BROKEN or bool(info.view_module)


def fill_seats(info: GameInfo, seats: list) -> list:
    """Seats with names and colours filled in (for ``main.py play``).  "You" names a
    person's seat, never a computer's; the table adds "(AI level)" itself."""
    out = []
    used = {s.colour for s in seats if s.colour}
    free = [c for c in DEFAULT_COLOURS if c not in used]
    given = [s.name for s in seats if s.name]
    humans = sum(1 for s in seats if not s.is_ai)
    for i, s in enumerate(seats):
        name = s.name
        if not name and not s.is_ai:
            name = default_human_name(i, humans)
        elif not name:
            name = next((n for n in DEFAULT_NAMES[1:] if n not in given), player_name(i))
            given.append(name)
        colour = s.colour or (free.pop(0) if free else DEFAULT_COLOURS[i % len(DEFAULT_COLOURS)])
        level = s.level or ("normal" if s.is_ai else None)
        out.append(saves.Seat(name, s.kind, level, colour))
    return out


def open_table(app, info: GameInfo, record: saves.GameRecord, state: State, tutorial=None) -> Scene:
    """Show a game at its table (a ``TableScene``): the stack becomes [main menu, table]."""
    cls = table_class(info)
    table = cls(app, info, record, state, tutorial=tutorial)
    if not app.scenes.stack or not app.is_main_menu(app.scenes.stack[0]):
        app.scenes.reset(app.main_menu(), transition=False)
    while len(app.scenes.stack) > 1:
        app.scenes.stack.pop().leave()
    app.scenes.push(table)
    return table


def open_new_game(app, info: GameInfo, seats: list, options: dict, seed: int | None = None,
                  tutorial=None, start: dict | None = None) -> Scene:
    if not seats:
        seats = [saves.Seat("", "human")] + [saves.Seat("", "ai", "normal")] * (info.min_players - 1)
    info.check_players(len(seats))
    seats = fill_seats(info, seats)
    table_class(info)  # fail before creating anything
    record, state = saves.new_record(info, seats, options, seed, start)
    return open_table(app, info, record, state, tutorial)


def open_saved(app, path) -> Scene | None:
    """Load a save onto the table; a toast says why when it can't be."""
    from engine.game import load_game
    try:
        record, state = saves.load(path)
        info = load_game(record.game)
        return open_table(app, info, record, state)
    except (saves.SaveError, TableError, LookupError, ImportError) as e:
        app.toast(str(e), theme.BAD, 5)
        return None

