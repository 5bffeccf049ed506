"""The base table scene every game's view builds on.

A game's ``view.py`` defines ``class TableScene(engine.ui.table.TableScene)``
and overrides a few hooks:

``build(view)``
    Create the pieces and drop zones for ``view`` (always ``state.view(seat)``
    for the seat at the screen: a view never sees anything else) with
    :meth:`add_piece` and :meth:`add_zone`.  Give pieces stable ids so that,
    when the state changes, pieces glide from where they were to where they
    now are; a new piece with ``origin`` (an old piece or zone id) travels
    from there.
``action_for(piece, zone)``
    The action meant by dropping ``piece`` on ``zone`` (None: no such move).
``buttons(view)``
    ``[(label, action)]`` for decisions that are not drags (pass, end turn).
``draw_table(surf)`` / ``draw_over(surf)``
    The board under the pieces (:meth:`blit_board` repaints it only when it
    changes), and extras above them (chips: :mod:`engine.ui.chips`).
``prompt(view)``
    One line telling the seat at the screen what to do now.
``new_log()`` / ``top_scores()`` / ``score_breakdown(state)``
    The game's words: the move log, the scores beside the seats' names on the
    top bar, the rows of the results screen.

The base class does the rest: dragging through a pymunk spring, click-click
and keyboard moves, legal-zone glow, illegal-drop messages, hand hover and
card zoom, zoom and pan, the move log, hints, undo against the AI, last-move
highlights, the AI worker, the pass-and-play hand-off, autosave after every
move, the tutorial runner and the jump to the results.
"""

from __future__ import annotations

import importlib
import math
import time
from typing import Any, Callable

import pygame

from engine import i18n, saves
from engine.game import GameInfo, IllegalAction, State
from engine.session import (DEFAULT_COLOURS, DEFAULT_NAMES, Outcome, Session, TutorialRefusal,
                            default_human_name, player_name)
from engine.phrases import game_title, seat_name, written
from engine.text import Message, Reader, render
from engine.tutorial import TutorialRunner
from engine.ui import art, sound, theme
from engine.ui.chips import Chip
from engine.ui.hints import Hints
from engine.ui.kit import Camera, DragController, DropZone, Piece
from engine.ui.movelog import MoveLog
from engine.ui.result_cards import ResultCards
from engine.ui.scene import Scene
from engine.ui.theme import px
from engine.ui.tutorial_note import TutorialNote
from engine.ui.tween import Tweens, ease_in_out_cubic, ease_out_back, ease_out_cubic
from engine.ui.widgets import Button

#: Views registered at run time (tests register the toy game's table this way).
_VIEWS: dict[str, type] = {}



class TableError(Exception):
    """The game cannot be shown on screen (no table yet, or a broken view)."""


def register_view(game: str, cls: type) -> None:
    """Use ``cls`` as the table of ``game`` (overrides ``GameInfo.view_module``)."""
    _VIEWS[game] = cls


#: Extra views for tools and tests: "game=module:Class,game2=module:Class".
EXTRA_VIEWS_ENV = "TABLETOP_EXTRA_VIEWS"


def _env_views() -> None:
    import os
    for item in os.environ.get(EXTRA_VIEWS_ENV, "").split(","):
        game, _, target = item.strip().partition("=")
        if game and target and game not in _VIEWS:
            mod, _, cls = target.partition(":")
            try:
                _VIEWS[game] = getattr(importlib.import_module(mod), cls or "TableScene")
            except Exception:
                pass


def table_class(info: GameInfo) -> type:
    _env_views()
    if info.name in _VIEWS:
        return _VIEWS[info.name]
    if not info.view_module:
        raise TableError(written("engine.table.no_table", title=game_title(info)))
    try:
        module = importlib.import_module(info.view_module)
    except Exception as e:
        raise TableError(written("engine.table.failed", title=game_title(info), why=f"{type(e).__name__}: {e}")) from e
    cls = getattr(module, "TableScene", None)
    if cls is None:
        raise TableError(f"{info.view_module} defines no TableScene")
    return cls


def has_table(info: GameInfo) -> bool:
    _env_views()
    return info.name in _VIEWS or bool(info.view_module)


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


def open_table(app, info: GameInfo, record: saves.GameRecord, state: State, tutorial=None) -> "TableScene":
    """Show a game: the stack becomes [main menu, table]."""
    cls = table_class(info)
    table = cls(app, info, record, state, tutorial=tutorial)
    if not app.scenes.stack or not app.is_main_menu(app.scenes.stack[0]):
        app.scenes.reset(app.main_menu(), transition=False)
    while len(app.scenes.stack) > 1:
        app.scenes.stack.pop().leave()
    app.scenes.push(table)
    return table


def open_new_game(app, info: GameInfo, seats: list, options: dict, seed: int | None = None,
                  tutorial=None, start: dict | None = None) -> "TableScene":
    if not seats:
        seats = [saves.Seat("", "human")] + [saves.Seat("", "ai", "normal")] * (info.min_players - 1)
    info.check_players(len(seats))
    seats = fill_seats(info, seats)
    table_class(info)  # fail before creating anything
    record, state = saves.new_record(info, seats, options, seed, start)
    return open_table(app, info, record, state, tutorial)


def open_saved(app, path) -> "TableScene | None":
    """Load a save onto the table; a toast says why when it can't be."""
    from engine.game import load_game
    try:
        record, state = saves.load(path)
        info = load_game(record.game)
        return open_table(app, info, record, state)
    except (saves.SaveError, TableError, LookupError, ImportError) as e:
        app.toast(str(e), theme.BAD, 5)
        return None


def _in_session(name: str, settable: bool = False) -> property:
    """A table attribute that is the session's (views read ``self.state``, ``self.viewer``...)."""
    def get(self):
        return getattr(self.session, name)

    def put(self, value):
        setattr(self.session, name, value)

    return property(get, put if settable else None)


class TableScene(Hints, ResultCards, Scene):
    """The base of every game's table (see the module docstring)."""

    TABLE_SIZE: tuple[float, float] = (1600.0, 1000.0)
    FELT = (34, 84, 62)
    animate_when_covered = True
    RIGHT_W = 300
    TOP_H = 58
    STATUS_H = 42
    #: How far (table units) a hand card under the pointer rises, and a selected piece.
    HOVER_LIFT = 14.0
    SELECT_LIFT = 16.0

    def __init__(self, app, info: GameInfo, record: saves.GameRecord, state: State, tutorial=None):
        super().__init__(app)
        self.info = info
        if tutorial is not None and not isinstance(tutorial, TutorialRunner):
            tutorial = TutorialRunner(tutorial)
        #: The game itself: record, state, viewer, undo, log, computer players (engine/session.py).
        self.session = Session(info, record, state, tutorial, notify=self._notify)
        self.note = TutorialNote(self) if tutorial is not None else None
        self.pieces: list[Piece] = []
        self.zones: dict[str, DropZone] = {}
        self.tweens = Tweens()
        self.drag = DragController()
        self.camera = Camera(self.TABLE_SIZE, pygame.Rect(0, 0, 100, 100))
        self.log = self.new_log()
        self._hint_job: int | None = None
        self.hint: list[tuple[Any, float]] | None = None
        self.hint_text = ""
        self.hint_lines: list[tuple[str, list[str], str]] = []   # (order, why, estimate), best first
        self.hint_more = False
        self.hint_rect: pygame.Rect | None = None
        #: The result card showing, if any: (move index, title, lines) — see RESULT_CARDS.
        self.result_card: tuple[int, str, list[str]] | None = None
        self.card_rect: pygame.Rect | None = None
        self.log_entries: list = []
        self.selected: Piece | None = None
        self.kbd_zone: str | None = None
        self.bubble: tuple[str, tuple[int, int], float] | None = None  # text, screen pos, seconds
        self.zoomed: Piece | None = None
        self.hover: Piece | None = None
        self.pending_confirm: tuple[Any, Piece | None, DropZone | None] | None = None
        self._confirm_rest: list[Any] = []   # the rest of a gesture waiting for confirmation
        self.last_ids: set[str] = set()
        self.last_piece: str | None = None
        self._chip_down: Chip | None = None
        self._acts_page = 0   # which page of the numbered move buttons shows, when they need pages
        self.finished_at: float | None = None
        self.results_shown = False
        self._ai_ready_at = 0.0
        self._press: tuple[Piece | None, tuple[int, int], float] | None = None
        self._pan_from: tuple[int, int] | None = None
        self.clock = 0.0
        #: The time pulsing glows follow: it stands still while the app rests.
        self.glow_clock = 0.0
        self._board_cache: tuple[Any, pygame.Surface] | None = None
        self.frame_views: list[int] = []   # which seat's view each drawn frame used (for tests)
        self._log_key: tuple | None = None
        self._log_synced = 0
        self._lang = i18n.language()
        self.sync_log()
        self.view = self.state.view(self.viewer)

    # The game lives in the session; the table reads it through these names.
    record = _in_session("record")
    seats = _in_session("seats")
    humans = _in_session("humans")
    tutorial = _in_session("tutorial")
    movers = _in_session("movers")
    undo_point = _in_session("undo_point")
    last_action = _in_session("last_action")
    last_seat = _in_session("last_seat")
    state = _in_session("state", settable=True)
    viewer = _in_session("viewer", settable=True)
    pending_handoff = _in_session("pending_handoff", settable=True)

    def _notify(self, text: str, kind: str = "") -> None:
        self.app.toast(text, {"bad": theme.BAD, "good": theme.GOOD}.get(kind, theme.INK))

    # ---------------------------------------------------------------- hooks
    def build(self, view: State) -> None:
        """Create pieces and zones for ``view`` (override)."""

    def action_for(self, piece: Piece, zone: DropZone) -> Any:
        """The action meant by dropping ``piece`` on ``zone`` (override)."""
        return None

    def buttons(self, view: State) -> list[tuple[str, Any]]:
        """Non-drag decisions as (label, action) (override)."""
        return []

    def prompt(self, view: State) -> str:
        """What the seat at the screen should do now (override for a game's words)."""
        seat = view.to_move
        if seat is None:
            return written("engine.table.over")
        if seat == self.viewer and not self.seats[seat].is_ai:
            return written("engine.table.your_turn", name=self.seats[seat].name)
        return written("engine.table.to_move", name=self.seats[seat].name)

    def new_log(self) -> MoveLog:
        """The move log panel (override for a game's words, such as the seats' names)."""
        return MoveLog()

    def draw_table(self, surf: pygame.Surface) -> None:
        """The table surface under the pieces (override for a board)."""
        r = self.camera.viewport
        felt = self.app.art.scaled(f"table-felt-{self.FELT}", lambda: art.felt((800, 520), self.FELT), r.size)
        surf.blit(felt, r)

    def draw_over(self, surf: pygame.Surface) -> None:
        """Extras drawn above the pieces (override)."""

    def blit_board(self, surf: pygame.Surface, key: Any, draw: Callable[[pygame.Surface], None]) -> None:
        """Put the board under the pieces on ``surf``.  ``draw(board)`` paints it only when ``key``
        (what the board shows) or the camera or window has changed since: a board is costly to
        paint, and most frames show the same one.

        ``board`` is a ``theme.Canvas`` the size of the window, clipped to the viewport: the
        texts and boxes painted on it travel to the frame, where the layout check finds them.
        A game with its own board cache calls this as ``self.blit_board(surf, key, paint)``."""
        cam = self.camera
        key = (key, cam.zoom, cam.center, tuple(cam.viewport), surf.get_size(), theme.scale())
        if self._board_cache is None or self._board_cache[0] != key:
            board = theme.Canvas(surf.get_size(), like=surf)
            board.set_clip(cam.viewport)
            draw(board)
            self._board_cache = (key, board)
        # blitted whole (a part would leave its marks behind), under the viewport's clip
        clip = surf.get_clip()
        surf.set_clip(clip.clip(cam.viewport))
        surf.blit(self._board_cache[1], (0, 0))
        surf.set_clip(clip)

    def locate(self, action: Any) -> tuple[str | None, str | None]:
        """(piece id, zone id) that make ``action`` in the current view, if any."""
        for p in self.pieces:
            if not p.draggable:
                continue
            for z in self.zones.values():
                try:
                    if self.action_for(p, z) == action:
                        return p.id, z.id
                except Exception:
                    continue
        return None, None

    # ------------------------------------------------------------ building
    def add_piece(self, piece: Piece) -> Piece:
        self.pieces.append(piece)
        return piece

    def add_zone(self, zone: DropZone) -> DropZone:
        self.zones[zone.id] = zone
        return zone

    def show_position(self, before: State, after: State) -> None:
        """A past move again: the position before it, then its pieces gliding to where the move
        put them, highlighted (the recap's step-through)."""
        self.rebuild(animate=False, source=before)
        self.rebuild(mark_last=True, source=after, duration=0.6)

    def piece(self, pid: str) -> Piece | None:
        for p in self.pieces:
            if p.id == pid:
                return p
        return None

    def speed(self) -> float:
        return max(0.1, float(self.app.settings.animation_speed))

    def rebuild(self, animate: bool = True, mark_last: bool = False, duration: float = 0.5,
                source: State | None = None) -> None:
        """Recreate pieces from ``state.view(viewer)`` (or ``source``'s: a recap shows past
        positions); moved pieces glide to their new homes."""
        old = {p.id: p for p in self.pieces}
        old_zones = dict(self.zones)
        self.drag.release()
        self.selected = None
        self.pieces, self.zones = [], {}
        self.view = (source or self.state).view(self.viewer)
        self.sync_log()
        self.build(self.view)
        moved: set[str] = set()
        dur = duration / self.speed()
        for p in self.pieces:
            o = old.get(p.id)
            start = None
            if o is not None:
                if math.dist(o.pos, p.home) > 0.5:
                    start = o.pos
                p.angle, target_angle = o.angle, p.angle
                if abs(target_angle - o.angle) > 0.1 and animate:
                    self.tweens.add(p, "angle", target_angle, dur, ease_in_out_cubic)
                else:
                    p.angle = target_angle
                p.lift = o.lift
                self.tweens.carry(o, p, "lift")  # a hand card halfway up or down goes on
            elif p.origin is not None:
                src = p.origin
                if isinstance(src, str):
                    if src in old:
                        start = old[src].pos
                    elif src in old_zones:
                        start = old_zones[src].center
                    elif src in self.zones:
                        start = self.zones[src].center
                else:
                    start = tuple(src)
            if start is not None and animate:
                self.tweens.add(p, "pos", p.home, dur, ease_in_out_cubic, start=start)
                moved.add(p.id)
            else:
                p.pos = p.home
        if mark_last:
            self.last_ids = moved
        else:
            self.last_ids &= {p.id for p in self.pieces}
        self._make_widgets()

    # --------------------------------------------------------------- seats
    def is_human(self, seat: int | None) -> bool:
        return self.session.is_human(seat)

    def name(self, seat: int) -> str:
        """The seat's name at this table."""
        return self.session.name(seat)

    def reader(self) -> Reader:
        """Who reads this table's words: the one human against computers is "you"; with two
        humans or more at the screen, everyone is called by name."""
        return self.session.reader()

    def words(self, msg: "Message | str", imperative: int | None = None, order: bool = False) -> str:
        """A message (a move, a refusal, an event) in this table's words; ``imperative`` and
        ``order`` as for :func:`engine.text.render`."""
        return self.session.words(msg, imperative, order)

    def others(self) -> list[int]:
        """The other seats, in turn order after the seat at the screen."""
        n = self.view.num_players
        return [(self.viewer + i) % n for i in range(1, n)]

    def my_decision(self) -> bool:
        """The pending decision belongs to the seat at the screen (any hand-off already done)."""
        return self.session.my_decision()

    def refresh_legal(self) -> None:
        """Forget the legal moves worked out for this position (asked again on next use)."""
        self.session.refresh_legal()

    def legal(self) -> set:
        """The legal actions of the seat at the screen when the decision is theirs (else none),
        computed once per position: drawing asks for them every frame."""
        moves = self.session.legal()
        if getattr(self, "_legal_of", None) is not moves:
            self._legal_of, self._legal_set = moves, set(moves)
        return self._legal_set

    def can_act(self) -> bool:
        tm = self.state.to_move
        return (tm is not None and self.is_human(tm) and tm == self.viewer and self.pending_handoff is None
                and self.app.scenes.top is self)

    # --------------------------------------------------------------- moves
    def gesture(self, action: Any, piece: Piece | None, zone: DropZone | None) -> list[Any]:
        """The moves one gesture makes (override): ``[action]`` for most; a game adds the moves
        that naturally follow (walk a whole path, place the tiles just taken)."""
        return [action]

    def try_action(self, action: Any, piece: Piece | None = None, zone: DropZone | None = None,
                   confirmed: bool = False, at: tuple[int, int] | None = None) -> bool:
        """A human's gesture from the table; False (with a message) when refused.

        The gesture's moves (see :meth:`gesture`) are played together or not at all: a move the
        rules refuse refuses the whole gesture, with that move's reason.  In a tutorial they play
        as far as the lesson allows: the first must be the step's, and the rest stop where the
        lesson wants the learner to go on by hand."""
        if not self.can_act():
            self.say(written("engine.table.wait"), at)
            self._glide_home(piece)
            return False
        moves = self.gesture(action, piece, zone) if not confirmed else [action, *self._confirm_rest]
        try:
            moves = self.session.check(moves)
        except TutorialRefusal as e:
            self.say(str(e), at, gentle=True)
            self._glide_home(piece)
            return False
        except IllegalAction as e:
            self.say(self.refusal(e), at)
            self._glide_home(piece)
            return False
        if self.app.settings.confirm_moves and not confirmed:
            self.pending_confirm = (moves[0], piece, zone)
            self._confirm_rest = moves[1:]
            if piece is not None and zone is not None:
                self.tweens.add(piece, "pos", zone.center, 0.18 / self.speed())
            self._make_widgets()
            return True
        self.last_piece = piece.id if piece is not None else None
        played = 0
        try:
            for m in moves:
                self.session.continuing = played > 0   # the gesture's later moves undo with the first
                if not self.play(m):
                    break
                played += 1
        finally:
            self.session.continuing = False
        if not played:
            self._glide_home(piece)
            return False
        return True

    def play(self, action: Any) -> bool:
        """Apply ``action`` for the seat to move (human or computer): the session plays it (log,
        autosave, tutorial, next viewer); the table animates it and makes its sound."""
        heard = self.sound_context(self.state.to_move)
        try:
            outcome = self.session.play(action)
        except IllegalAction as e:
            self.say(self.refusal(e), None)
            return False
        self.pending_confirm = None
        self.hint, self.hint_text, self.hint_lines = None, "", []
        self._cancel_hint()
        self._save_tutorial_progress()
        self.sync_log()
        card = self.card_for(len(self.record.actions) - 1)
        if card is not None:
            self.result_card = card
        elif self.is_human(outcome.seat):
            self.result_card = None  # a card stays until the next move of a person at the screen
        sound.play(self.move_sound(action, outcome.seat, heard))
        self._after_move(outcome)
        return True

    # ---------------------------------------------------------------- sound
    #: The sound of a move, by its action's type name (each game's table names its own).
    MOVE_SOUNDS: dict[str, str] = {}

    def sound_context(self, seat: int | None) -> Any:
        """What a game needs to know, before a move, to choose its sound after (e.g. Azul's
        broken glass); None for most games."""
        return None

    def move_sound(self, action: Any, seat: int | None, before: Any) -> str:
        name = self.MOVE_SOUNDS.get(type(action).__name__)
        if name:
            return name
        piece = self.piece(self.last_piece) if self.last_piece else None
        return "card_drop" if piece is None or piece.kind == "card" else "tile_clack"

    def _after_move(self, outcome: Outcome) -> None:
        dur = 0.28 if self.is_human(outcome.seat) else 0.6
        self.rebuild(mark_last=True, duration=dur)
        if outcome.finished:
            self.finished_at = self.clock
            won = not self.humans or any(self.is_human(s) for s in self.state.winners())
            sound.play("win" if won else "lose")
        elif outcome.handoff_to is not None or outcome.humans_turn_after_ai:
            sound.play("your_turn")
        self._ai_ready_at = self.clock + 0.25 / self.speed()
        self._make_widgets()  # Undo and the action buttons follow at once

    def _glide_home(self, piece: Piece | None) -> None:
        if piece is not None:
            self.tweens.add(piece, "pos", piece.home, 0.35 / self.speed(), ease_out_back)
            self.tweens.add(piece, "tilt", 0.0, 0.2)
            self.tweens.add(piece, "angle", piece.home_angle, 0.2)

    def _autosave(self) -> None:
        self.session.autosave()

    def sync_log(self) -> None:
        """The move log panel shows the session's log as the seat at the screen may read it:
        new entries are added; the whole log is written again only when the reader changes or
        the session rewrote it (an undo)."""
        key = (self.session.log_generation, self.viewer, self.session.reader(), i18n.language())
        if key != self._log_key:
            self._log_key, self._log_synced = key, 0
            self.log.clear()
            self.log_entries = []
        for entry in self.session.log[self._log_synced:]:
            if not entry.visible_to(self.viewer):
                continue
            self.log_entries.append(entry)   # one per line of the log
            if entry.event is not None:
                self.log.add_detail(self.words(entry.text))
            else:
                self.log.add(self.words(entry.text), self.seats[entry.seat].colour if entry.seat is not None else None)
        self._log_synced = len(self.session.log)

    # ---------------------------------------------------------------- undo
    def undo(self) -> None:
        if not self.session.undo():
            self.say(written("engine.table.undo_revealed" if self.movers else "engine.table.nothing_to_undo"), None)
            return
        self._cancel_search()
        self.sync_log()
        self.last_ids = set()
        self.rebuild(duration=0.3)
        self._make_widgets()
        self.app.toast(written("engine.table.taken_back"))

    # ------------------------------------------------------------- tutorial
    def _save_tutorial_progress(self) -> None:
        if self.tutorial is None:
            return
        try:
            from engine.settings import save_settings
            self.app.settings.tutorial_progress[self.info.name] = self.tutorial.progress(self.record, self.info)
            save_settings(self.app.settings)
        except Exception:
            pass

    # ---------------------------------------------------------------- layout
    def _board_fit_at_100(self, w: int, h: int) -> float:
        """The board's fit in a ``w`` x ``h`` window at UI scale 100%: the least it has at any
        scale (a larger UI scale enlarges the kit, never shrinks the table)."""
        tw, th = self.TABLE_SIZE
        fit = min(w / 1280.0, h / 800.0)           # one design pixel at UI scale 100%

        def px_100(n: float) -> int:               # px() at UI scale 100%
            return int(round(n * fit))

        g = self._gap(w, h)
        return min((w - px_100(self.RIGHT_W) - 2 * g) / tw,
                   (h - px_100(self.TOP_H) - px_100(self.STATUS_H) - 2 * g - g // 2) / th)

    @staticmethod
    def _gap(w: int, h: int) -> int:
        """The margin round the board and the panel: the window's, whatever the UI scale (a
        larger scale's words take no room from the board)."""
        return int(round(10 * min(w / 1280.0, h / 800.0)))

    def _board_height(self, w: int, h: int, beside: bool) -> int:
        """The board's height under the top bar, with the status line below it or beside it."""
        g = self._gap(w, h)
        return h - px(self.TOP_H) - 2 * g - (0 if beside else px(self.STATUS_H) + g // 2)

    def panel_width(self, w: int, h: int, beside: bool = False) -> int:
        """The side panel's width.  It grows with the UI scale only into room the board does not
        need: a larger UI scale enlarges the kit's words and keeps the board at least as large as
        at 100% wherever the window allows (it may take only the height the bars leave it)."""
        want = px(self.RIGHT_W)
        at_100 = int(round(self.RIGHT_W * min(w / 1280.0, h / 800.0)))
        if want <= at_100:
            return want                            # a small UI scale: a narrower panel
        tw, th = self.TABLE_SIZE
        board = min(self._board_fit_at_100(w, h), self._board_height(w, h, beside) / th)
        return max(at_100, min(want, int(w - 2 * self._gap(w, h) - board * tw)))

    def status_beside(self, w: int, h: int) -> bool:
        """Whether the status line goes to the top of the side panel, beside the board: when the
        board's height is short of what it has at UI scale 100% (a large UI scale's taller bars)."""
        if px(100) <= 100 * min(w / 1280.0, h / 800.0):
            return False
        tw, th = self.TABLE_SIZE
        g = self._gap(w, h)
        below = min((w - self.panel_width(w, h) - 2 * g) / tw, self._board_height(w, h, False) / th)
        return below < self._board_fit_at_100(w, h) - 1e-9

    def layout(self, w: int, h: int) -> None:
        beside = self.status_beside(w, h)
        top, right, status = px(self.TOP_H), self.panel_width(w, h, beside), px(self.STATUS_H)
        g = self._gap(w, h)
        self.top_rect = pygame.Rect(0, 0, w, top)
        if beside:   # two lines of status over the panel's buttons; the board takes the height
            status = theme.font(self.STATUS_SIZE).get_linesize() * 2 + px(12)
            self.status_rect = pygame.Rect(w - right, top + g, right - g, status)
            self.right_rect = pygame.Rect(w - right, top + 2 * g + status, right - g, h - top - 3 * g - status)
        else:
            self.right_rect = pygame.Rect(w - right, top + g, right - g, h - top - 2 * g)
            self.status_rect = pygame.Rect(g, h - status - g // 2, w - right - 2 * g, status)
        vp = pygame.Rect(g, top + g, w - right - 2 * g, self._board_height(w, h, beside))
        zoom, center = self.camera.zoom, self.camera.center
        self.camera.viewport = vp
        # a small UI scale leaves the board as large as at 100% (the room round it is the felt's)
        self.camera.most = self._board_fit_at_100(w, h)
        self.camera.zoom, self.camera.center = zoom, center
        self.camera.clamp()
        if self._lang != i18n.language():   # the language changed: the pieces' words and the log in it
            self._lang, self._board_cache = i18n.language(), None
            self.rebuild(animate=False)
        self._make_widgets()

    def _make_widgets(self) -> None:
        if not hasattr(self, "right_rect"):
            return
        r = self.right_rect
        g = px(8)
        bh = px(40)
        self.widgets = []
        self.add(Button(pygame.Rect(px(10), px(9), px(110), px(40)), written("engine.table.menu"), self.open_pause,
                        size=18, name="menu", tooltip=written("engine.table.menu_tip")))
        half = (r.width - g) // 2
        third = (r.width - 2 * g) // 3
        y = r.top
        self.hint_btn = self.add(Button(pygame.Rect(r.left, y, third, bh), written("engine.table.hint"), self.ask_hint,
                                        enabled=self.can_act(), size=17, name="hint",
                                        tooltip=written("engine.table.hint_tip")))
        self.undo_btn = self.add(Button(pygame.Rect(r.left + third + g, y, third, bh), written("engine.table.undo"), self.undo,
                                        enabled=self.undo_point is not None and not self.state.is_over(),
                                        size=17, name="undo", tooltip=written("engine.table.undo_tip")))
        self.add(Button(pygame.Rect(r.left + 2 * (third + g), y, r.right - r.left - 2 * (third + g), bh), written("engine.table.recap"),
                        self.open_recap, enabled=self.can_recap(), size=17, name="recap",
                        tooltip=written("engine.table.recap_tip")))
        self.hint_btn.why_disabled = written("engine.table.hint_not_yours")
        self.undo_btn.why_disabled = self.why_no_undo()
        self.widgets[-1].why_disabled = written("engine.table.nothing_happened")
        y += bh + g
        if self.pending_confirm is not None:
            self.add(Button(pygame.Rect(r.left, y, half, bh), written("engine.table.confirm"), self._confirm, primary=True, size=17,
                            name="confirm"))
            self.add(Button(pygame.Rect(r.left + half + g, y, half, bh), written("engine.table.cancel"), self._cancel_confirm, size=17,
                            name="cancel"))
            y += bh + g
        acts = self.buttons(self.view) if self.can_act() and self.pending_confirm is None else []
        y = self._action_buttons(acts[:9], r, y, bh, g)
        y = self._card_banner(r, y)
        y = self._hint_banner(r, y)
        self.log.rect = pygame.Rect(r.left, y, r.width, r.bottom - y)
        if self.note is not None:
            self.note.make_widgets()

    #: The least height (design px) the side panel keeps for the move log under the buttons.
    LOG_MIN = 110

    def _action_buttons(self, acts: list, r: pygame.Rect, y: int, bh: int, g: int) -> int:
        """The numbered buttons of the moves, under ``y``: full height while they fit above the
        log's least height, then shorter, then a page at a time with a "More" button."""
        if not acts:
            return y
        room = r.bottom - y - px(self.LOG_MIN)
        short = px(32)
        if len(acts) * (bh + g) > room:
            bh = max(short, room // len(acts) - g)
        shown = list(enumerate(acts))
        fit = max(2, room // (bh + g))
        sig = tuple(label for label, _ in acts)
        if sig != getattr(self, "_acts_sig", None):   # new moves: their first page
            self._acts_sig, self._acts_page = sig, 0
        if len(acts) > fit:   # pages of fit - 1 moves, and the button that turns the page
            pages = [shown[i:i + fit - 1] for i in range(0, len(shown), fit - 1)]
            self._acts_page %= len(pages)
            shown = pages[self._acts_page]
        for k, (label, action) in shown:
            b = self.add(Button(pygame.Rect(r.left, y, r.width, bh), written("engine.table.choice", k=k + 1, label=label),
                                (lambda a=action: self.try_action(a)), size=17, name=f"action-{k}"))
            b.action = action   # what it plays (a tutorial's note keeps clear of the one it teaches)
            y += bh + g
        if len(shown) < len(acts):
            first, last = shown[0][0] + 1, shown[-1][0] + 1
            self.add(Button(pygame.Rect(r.left, y, r.width, bh),
                            written("engine.table.more_moves", first=first, last=last, n=len(acts)),
                            self._next_acts_page, size=17, name="action-more",
                            tooltip=written("engine.table.more_moves_tip")))
            y += bh + g
        return y

    def _next_acts_page(self) -> None:
        self._acts_page += 1
        self._make_widgets()

    #: Where the tutorial's note would rather sit over the board: "top", "bottom", "left",
    #: "right" or a corner ("top-left"...); it moves elsewhere when it would hide the step's target.
    TUTORIAL_AT = "top"

    def tutorial_rect(self) -> pygame.Rect:
        """Where the tutorial's note (or its folded tab) is on the screen."""
        if self.note is None:
            return pygame.Rect(0, 0, 0, 0)
        return self.note.tab if self.note.folded else self.note.rect

    def _tutorial_next(self) -> None:
        if self.tutorial is not None:
            self.tutorial.next(self.state)
            self._save_tutorial_progress()
            self._make_widgets()

    def _confirm(self) -> None:
        if self.pending_confirm is not None:
            action, piece, zone = self.pending_confirm
            self.pending_confirm = None
            self.try_action(action, piece, zone, confirmed=True)

    def _cancel_confirm(self) -> None:
        if self.pending_confirm is not None:
            _, piece, _ = self.pending_confirm
            self.pending_confirm = None
            self._glide_home(piece)
            self._make_widgets()

    # ----------------------------------------------------------------- life
    def enter(self) -> None:
        self.rebuild(animate=False)
        if self.tutorial is not None:
            self.tutorial.sync(self.state)

    def resume(self) -> None:
        self._make_widgets()

    def leave(self) -> None:
        # the app's worker goes on serving other tables: only this table's jobs end, and a
        # late answer for them is never handed to anyone
        self._cancel_search()
        self._cancel_hint()
        self.drag.release()
        if not self.state.is_over():
            self._autosave()
        self._save_tutorial_progress()

    def controls(self) -> list[pygame.Rect]:
        """The buttons, and the board: its pieces and chips take the pointer."""
        return super().controls() + [pygame.Rect(self.camera.viewport)]

    def reading(self) -> list[pygame.Rect]:
        """The status line (what to do now), the game's title and the seats on the top bar."""
        return [pygame.Rect(self.status_rect)] + getattr(self, "top_words", [])

    def why_no_undo(self) -> str:
        if self.tutorial is not None:
            return written("engine.table.undo_tutorial")
        if len(self.humans) != 1:
            return written("engine.table.undo_one_person")
        if self.state.is_over():
            return written("engine.table.over")
        if self.viewer not in self.movers:
            return written("engine.table.undo_not_moved")
        return written("engine.table.undo_stands")

    def can_recap(self) -> bool:
        return self.pending_handoff is None and any(m != self.viewer for m in self.movers)

    def open_recap(self) -> None:
        """Step through what the other seats did since the seat at the screen last moved."""
        from engine.session import since_last_move
        from engine.ui.recap import RecapScene

        if self.can_recap() and self.app.scenes.top is self:
            self.app.scenes.push(RecapScene(self.app, self, since_last_move(self.session, self.viewer)))

    def open_pause(self) -> None:
        self.app.open_pause(self)

    def save_now(self, name: str | None = None):
        path = self.session.save(name)
        self.app.toast(written("engine.table.saved_as", name=name) if name
                       else written("engine.table.saved_file", name=path.stem), theme.GOOD)
        return path

    # ----------------------------------------------------------------- input
    def zone_at(self, p) -> DropZone | None:
        for z in reversed(list(self.zones.values())):
            if z.contains(p):
                return z
        return None

    def piece_at(self, p) -> Piece | None:
        for pc in sorted(self.pieces, key=self._draw_key, reverse=True):
            if pc.contains(p):
                return pc
        return None

    def pointed(self, tp) -> Piece | None:
        """The piece the pointer at ``tp`` (table units) points at: the hovered hand card
        anywhere in its hover area (it is the one shown risen), else the top piece there."""
        held = self._current(self.hover)
        if held is not None and held.reaches(tp, self.HOVER_LIFT):
            return held
        return self.piece_at(tp)

    def _current(self, piece: Piece | None) -> Piece | None:
        """``piece`` as the table has it now, if still in the hand (a rebuild makes new pieces)."""
        if piece is not None and piece not in self.pieces:
            piece = self.piece(piece.id)
        return piece if piece is not None and piece.in_hand else None

    def _hand_hover(self) -> Piece | None:
        """The hand card the resting pointer lifts.  A hovered card keeps its hover while the
        pointer is anywhere it covers between resting and risen: judged by the risen card
        alone, its lower edge would rise away from the pointer, drop back under it and rise
        again for as long as the pointer stayed."""
        if self.app.scenes.top is not self or self.drag.active \
                or not self.camera.viewport.collidepoint(self.app.mouse):
            return None
        pc = self.pointed(self.camera.to_table(self.app.mouse))
        return pc if pc is not None and pc.in_hand else None

    def draggable(self) -> list[Piece]:
        if not self.can_act():
            return []
        return [p for p in self.pieces if p.draggable]

    def legal_zones(self, piece: Piece) -> list[DropZone]:
        legal = set(self.state.legal_actions()) if self.can_act() else set()
        out = []
        for z in self.zones.values():
            try:
                a = self.action_for(piece, z)
            except Exception:
                a = None
            if a is not None and a in legal and (self.tutorial is None or self.tutorial.allows(self.state, a)[0]):
                out.append(z)
        return out

    def _mark_zones(self, piece: Piece | None) -> None:
        legal = {z.id for z in self.legal_zones(piece)} if piece is not None else set()
        for z in self.zones.values():
            z.legal = None if piece is None else (z.id in legal)

    def select(self, piece: Piece | None) -> None:
        if self.selected is not None and self.selected is not piece:
            self.tweens.add(self.selected, "lift", 0.0, 0.15, decorative=True)
        self.selected = piece
        self._mark_zones(piece)
        self.kbd_zone = None
        if piece is not None:
            self.tweens.add(piece, "lift", self.SELECT_LIFT, 0.15, decorative=True)
            legal = [z for z in self.zones.values() if z.legal]
            self.kbd_zone = legal[0].id if legal else None

    def drop(self, piece: Piece, zone: DropZone | None, at=None) -> None:
        self.select(None)
        self._mark_zones(None)
        if zone is None:
            self._glide_home(piece)
            return
        action = self.action_for(piece, zone)
        if action is None:
            self.say(written("engine.table.cant_go_on", place=zone.label or Message("engine.table.that_spot")), at)
            self._glide_home(piece)
            return
        self.tweens.add(piece, "pos", zone.center, 0.2 / self.speed(), ease_out_cubic)
        self.tweens.add(piece, "tilt", 0.0, 0.2)
        self.try_action(action, piece, zone, at=at)

    def refusal(self, e: IllegalAction) -> str:
        """The engine's reason for refusing a move, in this table's words (the seats' names,
        the mover's legal moves as things to do)."""
        return render(e.message, self.reader(), self.state.to_move)

    def say(self, text: str, at=None, gentle: bool = False) -> None:
        """A message bubble near the pointer (the engine's reason for an illegal move)."""
        at = at or self.app.mouse
        self.bubble = (text, (int(at[0]), int(at[1])), 4.0, gentle)
        if not gentle:  # the tutorial's own notes stay quiet
            sound.play("illegal")

    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN:
            return self._key(e)
        if e.type == pygame.MOUSEWHEEL:
            if self.log.handle(e):
                return True
            if self.camera.viewport.collidepoint(self.app.mouse):
                self.camera.zoom_at(self.app.mouse, 1.12 if e.y > 0 else 1 / 1.12)
                return True
            return False
        for w in reversed(self.widgets):
            if w.visible and w.handle(e):
                return True
        if self._chip_event(e):
            return True
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self.log.rect.collidepoint(e.pos) \
                and self.open_card_from_log(e.pos):
            return True
        if self.zoomed is not None and e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if e.type == pygame.MOUSEBUTTONUP or e.button != 4:
                if e.type == pygame.MOUSEBUTTONDOWN or self._press is not None:
                    self.zoomed = None
                    self._press = None
                    return True
        if e.type == pygame.MOUSEBUTTONDOWN:
            return self._mouse_down(e)
        if e.type == pygame.MOUSEMOTION:
            return self._mouse_move(e)
        if e.type == pygame.MOUSEBUTTONUP:
            return self._mouse_up(e)
        return False

    # ---------------------------------------------------------------- chips
    def chips(self) -> list[Chip]:
        """The choices drawn on the table now (none by default); the game draws them."""
        return []

    def chip_at(self, pos) -> Chip | None:
        for c in reversed(self.chips()):
            if self.camera.rect_to_screen(c.rect).collidepoint(pos):
                return c
        return None

    def press_chip(self, c: Chip) -> None:
        if c.call is not None:
            c.call()
        elif c.action is not None:
            self.try_action(c.action, at=self.app.mouse)

    def _chip_event(self, e) -> bool:
        """A chip fires on release, like a button (so the release cannot fall through to a
        hand-off screen that the move brings up), and only if released where it was pressed."""
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.zoomed is None and not self.drag.active \
                and self.camera.viewport.collidepoint(e.pos) \
                and not (self.tutorial is not None and self.tutorial_rect().collidepoint(e.pos)):
            c = self.chip_at(e.pos)
            if c is not None:
                self._chip_down = c
                return True
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self._chip_down is not None:
            c, self._chip_down = self._chip_down, None
            hit = self.chip_at(e.pos)
            if hit is not None and hit.label == c.label and hit.action == c.action:
                self.press_chip(hit)
            return True
        return False

    def _mouse_down(self, e) -> bool:
        if not self.camera.viewport.collidepoint(e.pos):
            return False
        tp = self.camera.to_table(e.pos)
        if self.tutorial is not None and self.tutorial_rect().collidepoint(e.pos):
            return True
        if e.button == 3:
            pc = self.pointed(tp)
            if pc is not None and pc.face_up and pc.kind == "card":
                self.zoomed = pc
                return True
            self._pan_from = e.pos
            return True
        if e.button == 2:
            self._pan_from = e.pos
            return True
        if e.button != 1:
            return False
        pc = self.pointed(tp)
        if self.selected is not None:
            z = self.zone_at(tp)
            if pc is self.selected:
                self.drag.pick(pc, tp)
                self._press = (pc, e.pos, self.clock)
                return True
            if z is not None:
                self.drop(self.selected, z, e.pos)
                return True
        if pc is not None and pc.draggable and self.can_act() and self.pending_confirm is None:
            self.drag.pick(pc, tp)
            sound.play("card_pick" if pc.kind == "card" else "tile_clack")
            self.tweens.add(pc, "angle", 0.0, 0.15)
            self._mark_zones(pc)
            self._press = (pc, e.pos, self.clock)
            return True
        if pc is not None:
            self._press = (pc, e.pos, self.clock)  # hold to zoom
            return True
        if pc is not None and pc.draggable and not self.can_act():
            self.say(written("engine.table.wait"), e.pos, gentle=True)
        self.select(None)
        self._pan_from = e.pos
        return True

    def _mouse_move(self, e) -> bool:
        if self._pan_from is not None:
            self.camera.pan(e.pos[0] - self._pan_from[0], e.pos[1] - self._pan_from[1])
            self._pan_from = e.pos
            return True
        if self.drag.active:
            self.drag.move(self.camera.to_table(e.pos))
            if self.drag.moved and self.selected is not None and self.selected is not self.drag.piece:
                self.select(None)
            return True
        return False

    def _mouse_up(self, e) -> bool:
        if self._pan_from is not None and e.button in (1, 2, 3):
            self._pan_from = None
            return True
        press, self._press = self._press, None
        if e.button != 1:
            return False
        if self.drag.active:
            moved = self.drag.moved
            piece = self.drag.release()
            if moved:
                self.drop(piece, self.zone_at(self.camera.to_table(e.pos)), e.pos)
            else:
                # a click: select for click-then-click
                if self.selected is piece:
                    self.select(None)
                    self._glide_home(piece)
                else:
                    self.tweens.add(piece, "pos", piece.home, 0.12)
                    self.select(piece)
            return True
        return press is not None

    def _key(self, e) -> bool:
        k = e.key
        if k == pygame.K_ESCAPE:
            if self.zoomed is not None:
                self.zoomed = None
            elif self.pending_confirm is not None:
                self._cancel_confirm()
            elif self.selected is not None:
                piece = self.selected
                self.select(None)
                self._glide_home(piece)
            else:
                self.open_pause()
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.pending_confirm is not None:
            self._confirm()
            return True
        if k == pygame.K_TAB:
            pieces = self.draggable()
            if pieces:
                i = pieces.index(self.selected) if self.selected in pieces else -1
                i = (i + (-1 if e.mod & pygame.KMOD_SHIFT else 1)) % len(pieces)
                self.select(pieces[i])
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and self.selected is not None:
            legal = [z for z in self.zones.values() if z.legal] or list(self.zones.values())
            if legal:
                ids = [z.id for z in legal]
                i = ids.index(self.kbd_zone) if self.kbd_zone in ids else -1
                i = (i + (1 if k in (pygame.K_RIGHT, pygame.K_DOWN) else -1)) % len(ids)
                self.kbd_zone = ids[i]
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.selected is not None:
            if self.kbd_zone in self.zones:
                z = self.zones[self.kbd_zone]
                self.drop(self.selected, z, self.camera.to_screen(z.center))
            return True
        if k == pygame.K_h:
            self.ask_hint()
            return True
        if k == pygame.K_u or (k == pygame.K_z and e.mod & pygame.KMOD_CTRL):
            self.undo()
            return True
        if k == pygame.K_r:
            self.open_recap()
            return True
        if k in (pygame.K_n, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) \
                and self.tutorial is not None and self.tutorial.wants_next() and self.selected is None:
            self._tutorial_next()
            return True
        if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.camera.zoom_at(self.camera.viewport.center, 1.2)
            return True
        if k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.camera.zoom_at(self.camera.viewport.center, 1 / 1.2)
            return True
        if k == pygame.K_0:
            self.camera.reset()
            return True
        if k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.log.scroll_by(5 if k == pygame.K_PAGEUP else -5)
            return True
        if pygame.K_1 <= k <= pygame.K_9:
            for w in self.widgets:
                if getattr(w, "name", "") == f"action-{k - pygame.K_1}":
                    w.click()
                    return True
        return False

    # ---------------------------------------------------------------- update
    def frame_rate(self) -> float:
        """All frames while pieces move or one is held; one a spinner step while the computer
        thinks; none while the table waits for the player (its glows then hold still: see
        glow_clock)."""
        if self.tweens.moving or self.drag.active or self._press is not None:
            return 60.0
        return float(self.SPINNER_STEPS) if self.ai_thinking else 0.0

    def update(self, dt: float) -> None:
        self.clock += dt
        if not self.app.resting():  # pulsing glows pause while the app rests
            self.glow_clock += dt
        self.tweens.update(dt)
        self.drag.update(dt)
        top = self.app.scenes.top is self
        hover = self._hand_hover()
        if hover is not self.hover:
            for p in (self.hover, hover):
                if p is not None and p is not self.selected:
                    self.tweens.add(p, "lift", self.HOVER_LIFT if p is hover else 0.0, 0.12, decorative=True)
            self.hover = hover
        # hold to zoom
        if self._press is not None and self.zoomed is None:
            pc, pos, t0 = self._press
            if pc is not None and pc.face_up and pc.kind == "card" and self.clock - t0 > 0.6 \
                    and math.dist(pos, self.app.mouse) < 8:
                if self.drag.active:
                    self.drag.release()
                    self._glide_home(pc)
                    self._mark_zones(None)
                self.zoomed = pc
        for z in self.zones.values():
            z.glow += ((1.0 if z.legal else 0.0) - z.glow) * min(1.0, dt * 10)
            z.highlight = max(0.0, z.highlight - dt * 0.15) if self.hint is None else z.highlight
        if self.bubble is not None:
            text, pos, left, gentle = self.bubble
            self.bubble = (text, pos, left - dt, gentle) if left > dt else None
        self._poll_hint()
        self._update_ai(top)
        # hand-off once the last move has been seen
        if self.pending_handoff is not None and top and not self.tweens.busy:
            from engine.ui.handoff import HandoffScene
            seat = self.pending_handoff
            self.app.scenes.push(HandoffScene(self.app, self, seat))
        # a tutorial's end card offers the final scores itself, after what the tutorial taught
        if self.finished_at is not None and not self.results_shown and top and not self.tweens.busy \
                and self.tutorial is None and self.clock - self.finished_at > 0.9 / self.speed():
            self.show_results()

    def _update_ai(self, top: bool) -> None:
        if self.session.ai_to_move() is None:
            return
        if self.tutorial is not None and self.tutorial.wants_next():
            return  # while the learner reads a note, nobody moves (the teacher neither)
        ready = top and not self.tweens.busy and self.pending_handoff is None
        scripted = self.session.scripted_move()
        if scripted is not None:
            if ready and self.clock >= self._ai_ready_at + 0.4 / self.speed():
                self.play(scripted)
            return
        self.session.think(self.worker)
        if ready and self.clock >= self._ai_ready_at:
            action = self.session.take_ai_move()
            if action is not None:
                self.last_piece = None
                self.play(action)

    def _cancel_search(self) -> None:
        self.session.cancel_ai(self.worker if getattr(self.app, "ai_worker", None) is not None else None)

    @property
    def worker(self):
        """The app's one AI worker, which every table it opens shares (made on first need, and
        made anew if it was closed or its process died)."""
        from engine.ai import Worker

        w = getattr(self.app, "ai_worker", None)
        if w is None or not w.alive:
            if w is not None:
                w.close()
            w = self.app.ai_worker = Worker()
        return w

    @property
    def ai_thinking(self) -> bool:
        job = self.session.ai_job()
        return job is not None and self.worker.running(job)

    def score_breakdown(self, state: State) -> list[tuple[str, list]]:
        """The rows the results screen shows above the final score, as ``(label, value per seat)``:
        the state's own ``score_breakdown()`` where it has one (a game's table overrides this)."""
        own = getattr(state, "score_breakdown", None)
        return own() if callable(own) else []

    def show_results(self) -> None:
        self.results_shown = True
        self.session.record_result(self.app.notices)
        self.app.show_results(self.info, self.record, self.state, lambda: self.score_breakdown(self.state))

    # ------------------------------------------------------------------ draw
    def _draw_key(self, p: Piece):
        dragging = self.drag.piece is p
        return (1 if dragging else 0, 1 if p is self.zoomed else 0, p.z + (100 if p.lift > 0.5 else 0), p.in_hand and p is self.hover)

    def piece_surface(self, p: Piece, w: int, h: int) -> pygame.Surface:
        """The piece's picture at ``w`` x ``h`` pixels with its label (cached)."""
        symbols = self.app.settings.colourblind_symbols
        key = ("piece", p.art[0] if p.art else p.kind, w, h, p.label, p.corner, p.label_color,
               p.symbol if symbols else None)
        cache = self.app.art._scaled
        s = cache.get(key)
        if s is not None:
            return s
        # a canvas, so that the layout check finds the piece's words on the frame; the piece lies
        # over what is under it on purpose, and its words belong on it
        if p.art is not None:
            base = theme.Canvas.copy_of(self.app.art.scaled(p.art[0], p.art[1], (w, h)))
        else:
            base = theme.Canvas((w, h), pygame.SRCALPHA)
            pygame.draw.rect(base, (220, 220, 220), base.get_rect(), border_radius=max(2, w // 8))
        base.note_overlay(base.get_rect())
        base.note_face(base.get_rect())
        if p.label:
            img = theme.text_px(p.label, int(h * (0.42 if len(p.label) <= 2 else 0.2)), p.label_color, "bold")
            base.blit(img, img.get_rect(center=(w // 2, h // 2)))
        if p.corner:
            img = theme.text_px(p.corner, max(8, int(h * 0.14)), p.label_color, "bold")
            base.blit(img, (int(w * 0.1), int(h * 0.06)))
            rot = pygame.transform.rotate(img, 180)
            base.blit(rot, rot.get_rect(bottomright=(int(w * 0.9), int(h * 0.94))))
        if symbols and p.symbol:
            r = max(4, int(min(w, h) * 0.13))
            theme.draw_symbol(base, p.symbol, (w - r - int(w * 0.08), r + int(h * 0.06)), r, p.label_color)
        base.end_face()
        cache[key] = base
        return base

    def draw_piece(self, surf: pygame.Surface, p: Piece) -> None:
        x, y, w, h = p.rect()
        sr = self.camera.rect_to_screen((x, y, w, h))
        if not sr.colliderect(surf.get_clip() or surf.get_rect()):
            return
        img = self.piece_surface(p, sr.width, sr.height)
        angle = p.angle + p.tilt
        lifted = p.lift > 0.5 or self.drag.piece is p
        # shadow
        off = px(3) + (px(9) if lifted else 0)
        shadow_key = ("shadow", sr.width, sr.height)
        sh = self.app.art._scaled.get(shadow_key)
        if sh is None:
            sh = pygame.Surface((sr.width, sr.height), pygame.SRCALPHA)
            pygame.draw.rect(sh, (0, 0, 0, 80), sh.get_rect(), border_radius=max(2, sr.width // 9))
            self.app.art._scaled[shadow_key] = sh
        if abs(angle) > 0.5:
            a = round(angle)
            rkey = ("rot", id(img), a)
            rimg = self.app.art._scaled.get(rkey)
            if rimg is None:
                rimg = pygame.transform.rotozoom(img, a, 1.0)
                self.app.art._scaled[rkey] = rimg
            skey = ("rotshadow", sr.width, sr.height, a)
            rsh = self.app.art._scaled.get(skey)
            if rsh is None:
                rsh = pygame.transform.rotate(sh, a)
                self.app.art._scaled[skey] = rsh
            surf.blit(rsh, rsh.get_rect(center=(sr.centerx + off // 2, sr.centery + off)))
            surf.blit(rimg, rimg.get_rect(center=sr.center))
        else:
            surf.blit(sh, (sr.x + off // 2, sr.y + off))
            if p.alpha < 255:
                img = img.copy()
                img.set_alpha(int(p.alpha))
            surf.blit(img, sr)

    def draw_ring(self, surf: pygame.Surface, p: Piece) -> None:
        """The outline of a selected, hinted, tutorial-highlighted or just-moved piece."""
        x, y, w, h = p.rect()
        sr = self.camera.rect_to_screen((x, y, w, h))
        ring = 0.0
        if p.id in self.last_ids:
            ring = 0.55
        if p.highlight > 0:
            ring = max(ring, 0.78 + 0.22 * math.sin(self.glow_clock * 6))
        if p is self.selected:
            ring = 1.0
        if ring > 0:
            col = theme.GLOW if p is self.selected or p.highlight > 0 else (255, 255, 255)
            rr = sr.inflate(px(6), px(6))
            s = pygame.Surface(rr.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (*col, int(255 * ring)), s.get_rect(), max(3, px(4)), border_radius=px(8))
            angle = p.angle + p.tilt
            if abs(angle) > 0.5:
                s = pygame.transform.rotate(s, round(angle))
                rr = s.get_rect(center=sr.center)
            surf.blit(s, rr)

    def draw_zone(self, surf: pygame.Surface, z: DropZone) -> None:
        sr = self.camera.rect_to_screen(z.rect)
        active = any(zz.legal is not None for zz in self.zones.values())
        s = pygame.Surface(sr.size, pygame.SRCALPHA)
        rad = max(4, px(10)) if z.shape == "rect" else min(sr.size) // 2
        if active and z.legal:
            a = int(70 + 80 * z.glow)
            hover = z.contains(self.camera.to_table(self.app.mouse)) or z.id == self.kbd_zone
            pygame.draw.rect(s, (*theme.GLOW, a // 2 + (50 if hover else 0)), s.get_rect(), border_radius=rad)
            pygame.draw.rect(s, (*theme.GLOW, 200 + (55 if hover else 0)), s.get_rect(), max(2, px(4 if hover else 3)), border_radius=rad)
        elif active and z.visible:
            pygame.draw.rect(s, (0, 0, 0, 90), s.get_rect(), border_radius=rad)
        elif z.visible:
            pygame.draw.rect(s, (255, 255, 255, 38), s.get_rect(), max(1, px(2)), border_radius=rad)
        if z.highlight > 0.05 or z.id == self.kbd_zone and self.selected is not None:
            h = max(z.highlight, 1.0 if z.id == self.kbd_zone else 0)
            pulse = 0.78 + 0.22 * math.sin(self.glow_clock * 6)
            pygame.draw.rect(s, (*theme.GLOW, int(255 * h * pulse)), s.get_rect(), max(2, px(4)), border_radius=rad)
        surf.blit(s, sr)
        if z.label and z.visible:
            size = max(10, int(self.camera.length(22)))
            img = theme.text_px(z.label, size, theme.INK if active and z.legal else (190, 205, 196), "bold")
            surf.blit(img, img.get_rect(midbottom=(sr.centerx, sr.top - px(3))))

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        self.frame_views.append(self.viewer)
        if len(self.frame_views) > 600:
            del self.frame_views[:300]
        vp = self.camera.viewport
        pygame.draw.rect(surf, theme.FELT_DARK, vp, border_radius=px(12))
        clip = surf.get_clip()
        surf.set_clip(vp)
        self.draw_table(surf)
        for z in self.zones.values():
            self.draw_zone(surf, z)
        held = self.drag.piece
        ordered = sorted(self.pieces, key=self._draw_key)
        for p in ordered:
            if p is not held:
                self.draw_piece(surf, p)
        for p in ordered:
            if p is not held:
                self.draw_ring(surf, p)
        self.draw_over(surf)
        if held is not None:
            self.draw_piece(surf, held)
            self.draw_ring(surf, held)
        surf.set_clip(clip)
        self._draw_top(surf)
        self._draw_status(surf)
        self.log.draw(surf)
        self._draw_card(surf)
        self._draw_hint(surf)
        if self.note is not None:
            self._draw_tutorial(surf)   # under its own buttons
        self.draw_widgets(surf)
        self._draw_piece_tip(surf)
        if self.bubble is not None:
            self._draw_bubble(surf)
        if self.zoomed is not None:
            self._draw_zoomed(surf)

    def _draw_top(self, surf) -> None:
        r = self.top_rect
        pygame.draw.rect(surf, theme.BG2, r)
        pygame.draw.line(surf, theme.PANEL_HI, r.bottomleft, r.bottomright, max(1, px(1)))
        self.top_words = []
        x = r.right - px(12)
        scores = self.top_scores()
        symbols = self.app.settings.colourblind_symbols
        for i in reversed(range(len(self.seats))):
            seat = self.seats[i]
            name = seat_name(seat)
            img = theme.text(name + scores[i], 17, theme.INK)
            w = img.get_width() + px(48)
            chip = pygame.Rect(x - w, r.top + px(9), w, r.height - px(18))
            to_move = self.state.to_move == i
            pygame.draw.rect(surf, theme.PANEL_HI if to_move else theme.PANEL, chip, border_radius=chip.height // 2)
            if to_move:
                pygame.draw.rect(surf, theme.ACCENT, chip, max(2, px(2)), border_radius=chip.height // 2)
            self.top_words.append(chip)
            theme.seat_badge(surf, seat.colour, (chip.left + px(18), chip.centery), px(9), symbols)
            surf.blit(img, img.get_rect(midleft=(chip.left + px(34), chip.centery)))
            if to_move and seat.is_ai and self.ai_thinking:
                self._spinner(surf, (chip.right - px(2), chip.bottom - px(2)), px(8))
            x = chip.left - px(8)
        title, size = _fitted(game_title(self.info), x - px(12) - px(136), 24, 15, "title")
        self.top_words.insert(0, theme.blit_text(surf, title, (px(136), r.centery), size, theme.INK, "title",
                                                 anchor="midleft"))

    def top_scores(self) -> list[str]:
        """What follows each seat's name on the top bar: its score as far as the view knows it
        (override where a game shows something else)."""
        try:
            scores = self.view.scores()
        except Exception:
            scores = None
        # a negative score with a minus sign, as the games' boards write it (−1, not -1)
        return [f"  {scores[i]:g}".replace("-", "−") if scores is not None and i < len(scores) else ""
                for i in range(len(self.seats))]

    #: Steps a second of the thinking spinner: one dot a step, so the few frames it needs
    #: (frame_rate) show every step, and the app stays light while its AI thinks.
    SPINNER_STEPS = 6

    def _spinner(self, surf, center, r) -> None:
        a = math.floor(self.clock * self.SPINNER_STEPS) * math.pi / 4
        for k in range(8):
            ang = a + k * math.pi / 4
            c = int(80 + 175 * (k / 7))
            pygame.draw.circle(surf, (c, c, min(255, c + 30)),
                               (center[0] + r * math.cos(ang), center[1] + r * math.sin(ang)), max(1, r // 4))

    #: The status line's words: their size, and the least they shrink to before taking two lines.
    STATUS_SIZE, STATUS_LEAST = 18, 14

    def _draw_status(self, surf) -> None:
        r = self.status_rect
        theme.panel(surf, r, theme.PANEL, shadow=False)
        right = r.right - px(14)
        if self.pending_confirm is not None:
            img = theme.text(written("engine.table.confirm_move"), 17, theme.ACCENT)
            surf.blit(img, img.get_rect(midright=(right, r.centery)))
            right -= img.get_width() + px(16)
        tm = self.state.to_move
        left = r.left + px(14)
        if tm is not None and self.seats[tm].is_ai and self.ai_thinking:
            text = written("engine.table.thinking", name=self.seats[tm].name)
            self._spinner(surf, (r.left + px(20), r.centery), px(8))
            left = r.left + px(38)
        else:
            text = self.prompt(self.view)
        # a long prompt shrinks a little, then takes two lines: it never runs out of the bar
        size, lines = theme.fit_lines(text, max(1, right - left), self.STATUS_SIZE, self.STATUS_LEAST, lines=2)
        lh = theme.font(size).get_linesize()
        y = r.centery - lh * (len(lines) - 1) // 2
        for line in lines:
            theme.blit_text(surf, line, (left, y), size, theme.INK, anchor="midleft")
            y += lh

    def _draw_tutorial(self, surf) -> None:
        self.note.draw(surf)
        for hid in self.tutorial.highlights(self):
            p = self.piece(hid)
            if p is not None:
                p.highlight = max(p.highlight, 0.8)
            if hid in self.zones:
                self.zones[hid].highlight = 1.0

    def _draw_piece_tip(self, surf) -> None:
        """The tooltip of the piece under the resting pointer (Piece.tooltip), beside the piece."""
        mouse = self.app.mouse
        if self.app.scenes.top is not self or self.drag.active or self.zoomed is not None \
                or not self.camera.viewport.collidepoint(mouse) or self.hovered_widget() is not None:
            return
        p = self.pointed(self.camera.to_table(mouse))
        if p is None or not p.tooltip:
            return
        # a fanned card leans out of its upright rect: keep clear of its corners too
        tilt = 1.0 + min(0.5, abs(p.angle + p.tilt) / 60)
        sr = self.camera.rect_to_screen(p.rect())
        self.draw_tip(surf, p.tooltip, sr.inflate(int(sr.w * (tilt - 1)), int(sr.h * (tilt - 1))))

    def _draw_bubble(self, surf) -> None:
        text, pos, left, gentle = self.bubble
        lines = theme.wrap(text, px(340), 17)
        lh = int(theme.font(17).get_linesize() * 1.1)
        w = max(theme.font(17).size(l)[0] for l in lines) + px(24)
        h = lh * len(lines) + px(16)
        r = pygame.Rect(pos[0] + px(14), pos[1] - h - px(10), w, h)
        r.clamp_ip(surf.get_rect().inflate(-px(10), -px(10)))
        col = (70, 60, 30) if gentle else (110, 42, 38)
        theme.note_overlay(surf, r)   # over the table on purpose, for a few seconds
        theme.panel(surf, r, col, border=theme.ACCENT if gentle else theme.BAD, alpha=int(240 * min(1, left * 2)))
        for i, line in enumerate(lines):
            theme.blit_text(surf, line, (r.left + px(12), r.top + px(8) + i * lh), 17, theme.INK)

    def _draw_zoomed(self, surf) -> None:
        p = self.zoomed
        dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 150))
        surf.blit(dim, (0, 0))
        theme.note_overlay(surf, surf.get_rect())   # the enlarged piece over the dimmed table
        # the piece's description wraps under it, and the piece gives up height to leave it room
        lines = theme.wrap(p.tooltip, surf.get_width() - px(80), 18) if p.tooltip else []
        lh = theme.font(18).get_linesize()
        words_h = len(lines) * lh + px(12) if lines else 0
        H = int(min(surf.get_height() * 0.7, surf.get_height() - px(40) - words_h))
        W = min(int(H * p.size[0] / p.size[1]), surf.get_width() - px(40))
        H = int(W * p.size[1] / p.size[0])
        img = self.piece_surface(p, W, H)
        where = img.get_rect(center=(surf.get_width() // 2, (surf.get_height() - words_h) // 2))
        surf.blit(img, where)
        y = where.bottom + px(12)
        for line in lines:
            theme.blit_text(surf, line, (surf.get_width() // 2, y), 18, theme.INK, anchor="midtop")
            y += lh


def _fitted(text: str, room: int, size: int, least: int, style: str) -> tuple[str, int]:
    """``text`` at the largest size from ``size`` down to ``least`` (design px) that fits
    ``room`` real pixels, cut short with "…" if even the least does not."""
    while size > least and theme.font(size, style).size(text)[0] > room:
        size -= 1
    f = theme.font(size, style)
    if f.size(text)[0] <= room:
        return text, size
    while len(text) > 1 and f.size(text + "…")[0] > room:
        text = text[:-1]
    return text.rstrip() + "…", size
