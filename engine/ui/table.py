"""The base table scene every game's view builds on.

A game extends it only through the ``GameTable`` protocol (``engine/ui/table_protocol.py``: the
hooks it may define and what else of the table it may use).  The table does the rest: dragging
through a pymunk spring, click-click and keyboard moves, legal-zone glow, illegal-drop messages,
hand hover and card zoom, zoom and pan, the move log, hints, undo against the AI, last-move
highlights, showing the computer's moves, the pass-and-play hand-off, the tutorial and the jump
to the results.  The game itself (record, state, log, undo, autosave, the computer players'
turns) is the session's (``engine/session.py``).

The table is made of parts, one job each: this module (the scene over its session: building,
moves, life), ``table_input`` (pointer and keys), ``table_paint`` (drawing), ``table_layout``
(rectangles and the side panel's buttons) and ``table_open`` (which table shows which game,
opening one).
"""

from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from engine import i18n, saves
from engine.game import GameInfo, IllegalAction, State
from engine.phrases import written
from engine.session import Outcome, Session, TutorialRefusal
from engine.text import Message, Reader
from engine.tutorial import TutorialRunner
from engine.ui import sound, theme
from engine.ui.chips import Chip
from engine.ui.hints import Hints
from engine.ui.kit import Camera, DragController, DropZone, Piece
from engine.ui.result_cards import ResultCards
from engine.ui.scene import Scene
from engine.ui.table_input import TableInput
from engine.ui.table_layout import TableLayout
from engine.ui.table_open import (EXTRA_VIEWS_ENV, TableError, fill_seats, has_table,  # noqa: F401
                                  open_new_game, open_saved, open_table, register_view, table_class)
from engine.ui.table_paint import TablePaint
from engine.ui.table_protocol import GameTable
from engine.ui.tutorial_note import TutorialNote
from engine.ui.tween import Tweens, ease_in_out_cubic, ease_out_back


def _in_session(name: str, settable: bool = False) -> property:
    """A table attribute that is the session's (views read ``self.state``, ``self.viewer``...)."""
    def get(self):
        return getattr(self.session, name)

    def put(self, value):
        setattr(self.session, name, value)

    return property(get, put if settable else None)


class TableScene(TableInput, TablePaint, TableLayout, GameTable, Hints, ResultCards, Scene):
    """The base of every game's table (see the module docstring)."""

    animate_when_covered = True
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
        #: The pieces before the last rebuild, by id (``origins`` reads where new ones come from).
        self.old_pieces: dict[str, Piece] = {}
        #: True while an undo puts the pieces back (a game may glide them differently).
        self.undoing = False
        self._progress_unsaved = False   # the tutorial's bookmark could not be saved (said once)
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
        self.help_hidden = False                 # help text waits for the pointer to rest again
        self.help_drawn: list[pygame.Rect] = []  # this frame's help panel (one at most)
        self.pending_confirm: tuple[Any, Piece | None, DropZone | None] | None = None
        self._confirm_rest: list[Any] = []   # the rest of a gesture waiting for confirmation
        #: The waiting gesture's question and the words of the button that plays it, when it
        #: waits for a second look (``second_look``), not for the "confirm each move" setting.
        self.pending_look: tuple[str, str] | None = None
        self.last_ids: set[str] = set()
        self.last_piece: str | None = None
        self._chip_down: Chip | None = None
        #: The last click: where, when (the table's clock) and on what (see ``STEADY``).
        self._last_click: tuple | None = None
        self._swallow_up = False
        #: A move at this table left the screen to another person: the mover sees what it did
        #: and presses "Pass to NAME" before the hand-off screen covers the table.
        self.passing = False
        #: While a recap steps through past moves: what gives the status line's words for the
        #: move shown (asked at each frame, so a new language shows at once); else None.
        self.recap_status: Callable[[], str] | None = None
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

    # ------------------------------------------------------------ building
    def locate(self, action: Any) -> tuple[str | None, str | None]:
        """(piece id, zone id) that make ``action`` in the current view, if any."""
        for p in self.pieces:
            if not p.draggable:
                continue
            for z in self.zones.values():
                if self.action_for(p, z) == action:
                    return p.id, z.id
        return None, None

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
        positions); moved pieces glide to their new homes (the game's ``origins`` says where
        new ones come from)."""
        self.before_rebuild(animate, mark_last)
        old = {p.id: p for p in self.pieces}
        old_zones = dict(self.zones)
        self.drag.release()
        self.selected = None
        self.pieces, self.zones = [], {}
        self.old_pieces = old
        self.view = (source or self.state).view(self.viewer)
        self.sync_log()
        self.build(self.view)
        self.origins()
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
        self.refresh_widgets()
        self.after_rebuild(animate, mark_last, duration)

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
        """The pending decision belongs to the seat at the screen (any hand-off already done),
        in the position shown: a past one the recap steps through was another's to decide."""
        return self.session.my_decision() and self.view.to_move == self.viewer

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
    def try_action(self, action: Any, piece: Piece | None = None, zone: DropZone | None = None,
                   confirmed: bool = False, at: tuple[int, int] | None = None) -> bool:
        """A human's gesture from the table; False (with a message) when refused.

        The gesture's moves (see :meth:`gesture`) are played together or not at all: a move the
        rules refuse refuses the whole gesture, with that move's reason.  In a tutorial they play
        as far as the lesson allows: the first must be the step's, and the rest stop where the
        lesson wants the learner to go on by hand."""
        claimed = self.claim_action(action, piece, zone, at)
        if claimed is not None:
            return claimed
        if not self.can_act():
            self.say(written("engine.table.wait"), at)
            self.glide_home(piece)
            return False
        moves = self.gesture(action, piece, zone) if not confirmed else [action, *self._confirm_rest]
        try:
            moves = self.session.check(moves)
        except TutorialRefusal as e:
            self.say(str(e), at, gentle=True)
            self.glide_home(piece)
            return False
        except IllegalAction as e:
            self.say(self.refusal(e), at)
            self.glide_home(piece)
            return False
        # a lesson's moves are the lesson's: it never asks
        asks = not confirmed and self.tutorial is None and self.app.settings.ask_wasteful
        look = self.second_look(moves) if asks else None
        if look is not None or (self.app.settings.confirm_moves and not confirmed):
            self.pending_confirm = (moves[0], piece, zone)
            self.pending_look = look
            self._confirm_rest = moves[1:]
            if piece is not None and zone is not None:
                self.tweens.add(piece, "pos", zone.center, 0.18 / self.speed())
            self.refresh_widgets()
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
            self.glide_home(piece)
            return False
        self.gesture_played(action)
        return True

    def play(self, action: Any) -> bool:
        """Apply ``action`` for the seat to move (human or computer): the session plays it (log,
        autosave, tutorial, next viewer); the table animates it and makes its sound."""
        self.before_play(action)
        heard = self.sound_context(self.state.to_move)
        try:
            outcome = self.session.play(action)
        except IllegalAction as e:
            self.say(self.refusal(e), None)
            return False
        self.pending_confirm = self.pending_look = None
        self.hint, self.hint_text, self.hint_lines = None, "", []
        self._cancel_hint()
        self.hide_help()   # the turn passes: what the pointer rested on may be gone or changed
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

    def _after_move(self, outcome: Outcome) -> None:
        dur = 0.28 if self.is_human(outcome.seat) else 0.6
        self.rebuild(mark_last=True, duration=dur)
        if outcome.finished:
            self.finished_at = self.clock
            won = not self.humans or any(self.is_human(s) for s in self.state.winners())
            sound.play("win" if won else "lose")
        elif outcome.handoff_to is not None or outcome.humans_turn_after_ai:
            sound.play("your_turn")
        self.passing = outcome.handoff_to is not None
        self._ai_ready_at = self.clock + 0.25 / self.speed()
        self.refresh_widgets()  # Undo and the action buttons follow at once

    def glide_home(self, piece: Piece | None) -> None:
        """Send ``piece`` back to where it lies (a refused or cancelled drop), upright."""
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
            quiet = self.QUIET_MOVES if entry.event is None else self.QUIET_EVENTS
            if not entry.visible_to(self.viewer) or getattr(entry.text, "key", None) in quiet:
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
        self.undoing = True   # taken-back pieces glide back from where they lie now
        try:
            self.rebuild(duration=0.3)
        finally:
            self.undoing = False
        self.refresh_widgets()
        self.app.toast(written("engine.table.taken_back"))

    # ------------------------------------------------------------- tutorial
    def _save_tutorial_progress(self) -> None:
        if self.tutorial is None:
            return
        from engine.settings import save_settings
        self.app.settings.tutorial_progress[self.info.name] = self.tutorial.progress(self.record, self.info)
        try:
            save_settings(self.app.settings)
        except OSError as e:   # a full disk costs the lesson's bookmark, never the lesson: said once
            if not self._progress_unsaved:
                self._progress_unsaved = True
                self.app.toast(written("engine.settings_not_saved", why=e), theme.BAD)

    def tutorial_rect(self) -> pygame.Rect:
        """Where the tutorial's note (or its folded tab) is on the screen."""
        if self.note is None:
            return pygame.Rect(0, 0, 0, 0)
        return self.note.tab if self.note.folded else self.note.rect

    def _tutorial_next(self) -> None:
        if self.tutorial is not None:
            self.tutorial.next(self.state)
            self._save_tutorial_progress()
            self.note_changed()

    def note_changed(self) -> None:
        """A new note is on screen: the help text of the last one goes."""
        self.hide_help()
        self.refresh_widgets()

    def _confirm(self) -> None:
        if self.pending_confirm is not None:
            action, piece, zone = self.pending_confirm
            self.pending_confirm = self.pending_look = None
            self.try_action(action, piece, zone, confirmed=True)

    def _cancel_confirm(self) -> None:
        if self.pending_confirm is not None:
            _, piece, _ = self.pending_confirm
            self.pending_confirm = self.pending_look = None
            self.glide_home(piece)
            self.refresh_widgets()

    # ----------------------------------------------------------------- life
    def enter(self) -> None:
        self.warm()
        self.rebuild(animate=False)
        if self.tutorial is not None:
            self.tutorial.sync(self.state)

    def resume(self) -> None:
        self._last_click = None   # the player has pressed something on the screen that was above
        self.refresh_widgets()

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

    def pass_screen(self) -> None:
        """Cover the table for the person whose turn it is (the hand-off screen)."""
        from engine.ui.handoff import HandoffScene

        self.passing = False
        if self.pending_handoff is not None and self.app.scenes.top is self:
            self.app.scenes.push(HandoffScene(self.app, self, self.pending_handoff))

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
                    self.glide_home(pc)
                    self.mark_zones(None)
                self.zoomed = pc
        for z in self.zones.values():
            z.glow += ((1.0 if z.legal else 0.0) - z.glow) * min(1.0, dt * 10)
            z.highlight = max(0.0, z.highlight - dt * 0.15) if self.hint is None else z.highlight
        if self.bubble is not None:
            text, pos, left, gentle = self.bubble
            self.bubble = (text, pos, left - dt, gentle) if left > dt else None
        self._poll_hint()
        self._show_computer_move(top)
        # the hand-off screen at once where no move has just been seen (a new or loaded game);
        # after a move, once its mover presses "Pass to NAME"
        if self.pending_handoff is not None and top and not self.tweens.busy and not self.passing:
            self.pass_screen()
        # a tutorial's end card offers the final scores itself, after what the tutorial taught
        if self.finished_at is not None and not self.results_shown and top and not self.tweens.busy \
                and self.tutorial is None and self.clock - self.finished_at > 0.9 / self.speed():
            self.show_results()
        self.tick(dt)

    def _show_computer_move(self, top: bool) -> None:
        """Play the computer's (or a tutorial's teacher's) move once the session has it and the
        table shows this position at rest."""
        ready = top and not self.tweens.busy and self.pending_handoff is None
        action = self.session.ai_move_due(lambda: self.worker, ready, self.clock, self._ai_ready_at, self.speed())
        if action is not None:
            self.last_piece = None   # no piece of the person's: the move's own sound
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

    def show_results(self) -> None:
        self.results_shown = True
        self.session.record_result(self.app.notices)
        self.app.show_results(self.info, self.record, self.state, lambda: self.score_breakdown(self.state))

