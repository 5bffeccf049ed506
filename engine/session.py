"""A game being played at one table, without a window: the record and the state, who sits at
the screen, the hand-off between humans, the legal moves, undo, the log, autosave, the
computer players and the end of the game.

The table scene (engine/ui/table.py) draws a session and turns input into moves; everything a
move *means* happens here, so it can be tested and driven from a REPL::

    >>> from engine.session import Session
    >>> s = Session.new(load_game("azul_sintra"), seats, {}, seed=4)
    >>> s.play(s.legal()[0])

Computer players and hints see ``state.view(seat)`` and nothing else: a session never hands
the AI the whole state, so fairness holds by construction.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from engine import datafile, records, saves
# the seats' default names live with the files that keep them; named here for the screens
from engine.saves import YOU, default_human_name, is_default_human_name, player_name  # noqa: F401
from engine.game import Event, GameInfo, IllegalAction, State
from engine.phrases import written
from engine.text import Message, Reader, render


#: The names and colours seats get when nobody chose others (the first human is "You":
#: :func:`engine.saves.default_human_name` says it in the display language).
DEFAULT_NAMES = ("You", "Ada", "Bruno", "Chiara", "Dev", "Emi")
DEFAULT_COLOURS = ("blue", "red", "green", "yellow", "purple", "orange")


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: a move (``event`` None) or something a move caused."""

    text: Message | str
    seat: int | None                    # who moved (the line's colour)
    move: int                           # the index of the move in the record
    event: Event | None = None

    def visible_to(self, seat: int | None) -> bool:
        return self.event is None or self.event.visible_to(seat)


@dataclass
class Outcome:
    """What a move changed at the table, for the scene to show."""

    seat: int | None
    action: Any
    events: tuple[Event, ...] = ()
    finished: bool = False
    handoff_to: int | None = None       # a human who must take the screen (a hand-off screen)
    viewer_changed: bool = False        # the screen now shows another seat (nothing to hide)
    humans_turn_after_ai: bool = False  # a human moves next, after a computer did


def reveals_nothing(before: State, action: Any, after: State, seat: int, tries: int = 4) -> bool:
    """Whether ``action`` (from ``before``) told ``seat`` nothing it could not have predicted:
    the same move from worlds ``seat`` cannot tell apart leads to views it cannot tell apart."""
    import random

    seen = after.view(seat).to_dict()
    seen.pop("rng", None)
    for k in range(tries):
        world = before.determinize(seat, random.Random(k))
        try:
            world.apply(action)
        except IllegalAction:   # not a move in a world the seat cannot rule out: it tells something
            return False
        v = world.view(seat).to_dict()
        v.pop("rng", None)
        if v != seen:
            return False
    return True


@dataclass
class AiTurn:
    """The computer's search for one position."""

    move: int                     # the record's length when asked
    job: int | None = None
    result: Any = None


class Session:
    """One game at one table (see the module docstring)."""

    def __init__(self, info: GameInfo, record: saves.GameRecord, state: State, tutorial=None,
                 notify: Callable[[str, str], None] | None = None) -> None:
        self.info, self.record, self.state = info, record, state
        self.tutorial = tutorial
        #: Tells the player something ("text", "good" | "bad" | ""): autosave failures, AI failures.
        self.notify: Callable[..., None] = notify or (lambda text, kind="": None)
        #: False after a failure the app could not repair: leaving must not overwrite the last
        #: good autosave with a broken game.
        self.may_autosave = True
        self.log: list[LogEntry] = []
        self.movers: list[int | None] = []
        self.last_action: Any = None
        self.last_seat: int | None = None
        self.undo_point: int | None = None
        self._undo_base: tuple[int, State] | None = None  # (index, the state before that move)
        self._legal_key: tuple | None = None
        self._legal: list = []
        self.ai: AiTurn | None = None
        #: The computer's searches this sitting that its time cap cut short (see ``think``).
        self.ai_cut_short = 0
        self.hint_job: int | None = None
        self.stats_recorded = False
        #: The finished game's record (Past games), once kept.
        self.record_path: Path | None = None
        #: Moves that continued the gesture of the move before them (undo takes them back together).
        self.joined: set[int] = set()
        #: True while a gesture's later moves are played (by play_sequence, or a table's own loop).
        self.continuing = False
        self._rebuild_log()
        self.viewer = self.first_viewer()
        self.pending_handoff: int | None = self.viewer if self._handoff_at_start() else None
        self.compute_undo()

    @classmethod
    def new(cls, info: GameInfo, seats: Sequence[saves.Seat], options: dict | None = None,
            seed: int | None = None, **kw) -> "Session":
        record, state = saves.new_record(info, list(seats), options or {}, seed=seed)
        return cls(info, record, state, **kw)

    # ---------------------------------------------------------------- seats
    @property
    def seats(self) -> list[saves.Seat]:
        return self.record.seats

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_ai]

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self.seats) and not self.seats[seat].is_ai

    def name(self, seat: int) -> str:
        return self.seats[seat].name if 0 <= seat < len(self.seats) else player_name(seat)

    def reader(self) -> Reader:
        """The one human against computers is "you"; with two humans or more, everyone is
        called by name (the screen changes hands)."""
        humans = self.humans
        return Reader(tuple(s.name for s in self.seats), humans[0] if len(humans) == 1 else None)

    def words(self, msg: Message | str, imperative: int | None = None, order: bool = False) -> str:
        return render(msg, self.reader(), imperative, order=order)

    def first_viewer(self) -> int:
        tm = self.state.to_move
        if tm is not None and self.is_human(tm):
            return tm
        return self.humans[0] if self.humans else 0

    def _handoff_at_start(self) -> bool:
        return len(self.humans) >= 2 and not self.state.is_over() and self.private(self.humans)

    def private(self, seats: list[int]) -> bool:
        """Whether these seats see different things (so the screen needs a hand-off)."""
        views = [self.state.view(s).to_dict() for s in seats]
        return any(v != views[0] for v in views[1:])

    def view(self) -> State:
        """The state as the seat at the screen sees it."""
        return self.state.view(self.viewer)

    # ---------------------------------------------------------------- moves
    def my_decision(self) -> bool:
        """The pending decision is the screen's human's, and no hand-off is waiting."""
        tm = self.state.to_move
        return tm is not None and tm == self.viewer and self.is_human(tm) and self.pending_handoff is None

    def legal(self) -> list:
        """The legal moves of the seat at the screen when the decision is theirs (else none),
        worked out once per position."""
        key = (len(self.record.actions), self.viewer, self.my_decision(), id(self.state))
        if self._legal_key != key:
            self._legal_key = key
            self._legal = self.state.legal_actions() if self.my_decision() else []
        return self._legal

    def refresh_legal(self) -> None:
        self._legal_key = None

    def check(self, moves: Sequence[Any]) -> list:
        """The moves of one gesture that would be played, or IllegalAction for the first the
        rules refuse: together or not at all.  In a tutorial, the first must be the lesson's
        (IllegalAction with its note otherwise) and the rest stop where the lesson wants the
        learner to go on by hand."""
        moves = list(moves)
        if not moves:
            return []
        if self.tutorial is not None:
            ok, why = self.tutorial.allows(self.state, moves[0])
            if not ok:
                raise TutorialRefusal(why)
            moves = self.tutorial.allowed_prefix(self.state, moves)
        trial = self.state.clone()
        for m in moves:
            trial.apply(m)
        return list(moves)

    def play_sequence(self, moves: Sequence[Any]) -> list[Outcome]:
        """Play a gesture's moves (see :meth:`check`); IllegalAction, playing none, if refused."""
        out = []
        try:
            for k, m in enumerate(self.check(moves)):
                self.continuing = k > 0
                out.append(self.play(m))
        finally:
            self.continuing = False
        return out

    def play(self, action: Any) -> Outcome:
        """Apply ``action`` for the seat to move (human or computer): the record, the log, the
        tutorial, autosave, the next viewer.  IllegalAction changes nothing.  While
        ``continuing``, the move is part of the gesture of the move before it."""
        seat = self.state.to_move
        try:
            line: Message | str = self.state.describe(action)
        except Exception:
            # an illegal move may have no words: the rules refuse it here, before any change;
            # a legal one always has (the contract), so this is a bug, for the safety net
            self.state.check_legal(action)
            raise
        self.record.play(self.state, action)      # raises IllegalAction before any change
        move = len(self.record.actions) - 1
        if self.continuing:
            self.joined.add(move)
        events = self.state.last_events()
        self.movers.append(seat)
        self.log.append(LogEntry(line, seat, move))
        self.log.extend(LogEntry(e.message, seat, move, e) for e in events)
        self.last_action, self.last_seat = action, seat
        self.autosave()
        if self.tutorial is not None:
            self.tutorial.after_action(self.state, action, seat)
        out = Outcome(seat, action, events)
        nxt = self.state.to_move
        if self.state.is_over():
            out.finished = True
        elif self.is_human(nxt) and nxt != self.viewer:
            if len(self.humans) >= 2 and self.private([self.viewer, nxt]):
                self.pending_handoff = out.handoff_to = nxt
            else:
                self.viewer, out.viewer_changed = nxt, True
        elif self.is_human(nxt) and not self.is_human(seat):
            out.humans_turn_after_ai = True
        self.compute_undo()
        return out

    def take_handoff(self) -> int | None:
        """The waiting human takes the screen; returns that seat."""
        seat, self.pending_handoff = self.pending_handoff, None
        if seat is not None:
            self.viewer = seat
        return seat

    # ---------------------------------------------------------------- the log
    def log_for(self, seat: int | None) -> list[LogEntry]:
        """The log as ``seat`` may read it."""
        return [e for e in self.log if e.visible_to(seat)]

    def _rebuild_log(self) -> None:
        """The log and movers of the moves so far (after a load or an undo)."""
        self.log, self.movers = [], []
        self.log_generation = getattr(self, "log_generation", 0) + 1   # the log was written anew
        k = 0
        try:
            s = self.record.first_state(self.info)
            for k, a in enumerate(self.record.actions):
                seat = s.to_move
                if self.is_human(seat):
                    self._undo_base = (k, s.clone())  # where undo replays from (no second replay)
                self.movers.append(seat)
                self.log.append(LogEntry(s.describe(a), seat, k))
                s.apply(a)
                self.log.extend(LogEntry(e.message, seat, k, e) for e in s.last_events())
        except Exception as e:
            # whatever a game's words or replay raise: a log cut short is better than no table
            # (the state itself was checked on load), and the log says where and why it stops
            why = f"{type(e).__name__}: {e}"
            self.log.append(LogEntry(Message("engine.session.log_cut", n=k + 1, why=why), None, k))
            self.notify(written("engine.session.log_cut", n=k + 1, why=why), "bad")

    # ---------------------------------------------------------------- undo
    def compute_undo(self) -> None:
        """Where undo goes back to: the one human's last move against computers (their whole
        last turn once the computers have answered), as long as nothing since then showed them
        something new (a drawn card cannot be undrawn)."""
        self.undo_point = None
        if self.tutorial is not None or len(self.humans) != 1 or len(self.humans) == len(self.seats):
            return
        h = self.humans[0]
        idx = max((i for i, m in enumerate(self.movers) if m == h), default=None)
        if idx is None:
            return
        while idx in self.joined:   # a gesture's moves are taken back together
            idx -= 1
        if self.state.to_move != h:
            # the others have moved since: undo takes back the person's whole last turn (a take
            # and its placing, a walk and its payment), not its last step alone
            while idx > 0 and self.movers[idx - 1] == h:
                idx -= 1
        try:
            # replay from the last position computed here, not from the first move: long games
            # would otherwise replay everything after every move
            acts = self.record.actions
            base = self._undo_base
            if base is not None and base[0] <= idx:
                k, s = base[0], base[1].clone()
            else:
                k, s = 0, self.record.first_state(self.info)
            for a in acts[k:idx]:
                s.apply(a)
            self._undo_base = (idx, s.clone())
            for a in acts[idx:]:
                after = s.clone()
                after.apply(a)
                if not reveals_nothing(s, a, after, h):
                    return
                s = after
        except Exception:   # the replay the log already reports when it fails: then no undo
            return
        self.undo_point = idx

    def undo(self) -> bool:
        """Take back the human's last move (and the computers' since); False if there is none."""
        if self.undo_point is None or self.state.is_over():
            return False
        self.cancel_ai()
        del self.record.actions[self.undo_point:]
        self.joined = {k for k in self.joined if k < self.undo_point}
        self._undo_base = None
        self.state = self.record.replay(self.info)
        self.record.updated = time.time()
        self._rebuild_log()
        self.last_action = self.last_seat = None
        self.viewer = self.first_viewer()
        self.autosave()
        self.compute_undo()
        return True

    # ---------------------------------------------------------------- keeping
    def autosave(self) -> None:
        if self.tutorial is not None or not self.may_autosave:
            return  # a tutorial keeps its own progress, never the player's autosave
        if datafile.refused():
            return  # a copy that only reads says so once, on its badge, not at every move
        try:
            saves.autosave(self.record, self.state, tell=self._tell)
        except Exception as e:  # never lose the table over a full disk
            self.notify(written("engine.session.autosave_failed", why=str(e)), "bad")

    def save(self, name: str | None = None):
        return saves.save(self.record, self.state, name, tell=self._tell)

    def _tell(self, sentence: str) -> None:
        self.notify(sentence, "bad")

    def record_result(self, notices: list | None = None) -> None:
        """Count a finished game in the statistics and keep it for review, once (never a
        tutorial)."""
        if self.stats_recorded or self.tutorial is not None or not self.state.is_over():
            return
        self.stats_recorded = True
        if datafile.refused():
            return  # a copy that only reads keeps nothing, as its badge says
        try:
            from engine import stats
            # a damaged statistics file is set aside first; the menu then says so
            stats.record_game(self.record.game, self.seats, self.state.winners(), notices=notices)
        except Exception as e:   # whatever the statistics file does, the finished game stands
            self.notify(written("engine.session.stats_not_saved", why=str(e)), "bad")
        try:
            self.record_path = records.keep(self.record, self.state)
        except Exception as e:
            self.notify(written("engine.session.record_not_kept", why=str(e)), "bad")

    # ------------------------------------------------------- computer players
    def ai_to_move(self) -> int | None:
        """The computer seat whose move is due, if any."""
        tm = self.state.to_move
        return tm if tm is not None and not self.is_human(tm) else None

    def scripted_move(self) -> Any:
        """A tutorial's teacher plays the lesson's move instead of searching."""
        if self.tutorial is None or self.ai_to_move() is None:
            return None
        return self.tutorial.scripted_action(self.state)

    def think(self, worker) -> Any:
        """Ask ``worker`` for the computer's move here (once per position) and return it when
        it is ready (None until then).  The search sees only ``state.view(seat)``."""
        seat = self.ai_to_move()
        if seat is None:
            return None
        n = len(self.record.actions)
        if self.ai is None or self.ai.move != n or (self.ai.result is None and not worker.has(self.ai.job)):
            # a new position, or the search was lost (the worker's process died and was replaced)
            # Seeded by the game and the move number: the same game plays out the same way
            # again (replays, bug reports), though time budgets can still differ.
            seed = self.record.seed * 100003 + n
            job = worker.start(self.info, self.state.view(seat), self.seats[seat].level or "normal", seed=seed)
            self.ai = AiTurn(n, job)
        if self.ai.result is None:
            try:
                decision = worker.poll(self.ai.job)
            except Exception as e:   # the search runs in another process: any failure comes back here
                self.notify(written("engine.session.ai_failed", why=f"{type(e).__name__}: {e}"), "bad")
                self.ai.result = self.state.legal_actions()[0]
            else:
                if decision is not None:
                    self._count_cut_short(decision)
                    self.ai.result = decision.action
        return self.ai.result

    def _count_cut_short(self, decision) -> None:
        """Count the computer's searches that the time cap cut short, and tell the player at
        the first of a game: on this machine the level plays below its measured strength."""
        if not decision.cut_short:
            return
        self.ai_cut_short += 1
        if self.ai_cut_short == 1:
            self.notify(written("engine.session.ai_cut_short", done=decision.iterations,
                                work=decision.work), "")

    #: Seconds (at animation speed 1) a tutorial's teacher waits before its scripted move, on top
    #: of the pause after any move, so the learner sees what it answers.
    TEACHER_PAUSE = 0.4

    def ai_move_due(self, worker: Callable[[], Any], ready: bool, now: float, ready_at: float,
                    speed: float = 1.0) -> Any:
        """The computer's move to play now, if one is due: the table calls this every frame.

        Nobody moves while a tutorial's note waits for Next (the teacher neither).  A teacher
        plays its lesson's move ``TEACHER_PAUSE`` after ``ready_at``; a computer asks
        ``worker()`` (the worker, made only when a search is needed) at once, thinking while the
        last move still glides, and its move is due from ``ready_at`` on.  ``ready``: the table
        shows this position at rest."""
        if self.ai_to_move() is None:
            return None
        if self.tutorial is not None and self.tutorial.wants_next():
            return None
        scripted = self.scripted_move()
        if scripted is not None:
            return scripted if ready and now >= ready_at + self.TEACHER_PAUSE / speed else None
        self.think(worker())
        return self.take_ai_move() if ready and now >= ready_at else None

    def take_ai_move(self) -> Any:
        """The computer's move, handed over once (the scene plays it when the table is ready)."""
        if self.ai is None or self.ai.result is None or self.ai.move != len(self.record.actions):
            return None
        move, self.ai.result = self.ai.result, None
        return move

    def cancel_ai(self, worker=None) -> None:
        if self.ai is not None and self.ai.job is not None and worker is not None:
            worker.cancel(self.ai.job)
        self.ai = None

    def ai_job(self) -> int | None:
        return self.ai.job if self.ai is not None else None

    def ask_hint(self, worker) -> int | None:
        """Start a hint for the human to move (the search sees their view only)."""
        seat = self.state.to_move
        if seat is None or not self.my_decision():
            return None
        self.hint_job = worker.start(self.info, self.state.view(seat), "hard", task="hint")
        return self.hint_job


class TutorialRefusal(IllegalAction):
    """A move the rules allow but the lesson does not ask for now (its note says what to do)."""


@dataclass
class Recap:
    """What happened since a seat last moved, as that seat may know it (the hand-off screen)."""

    seat: int
    entries: list[LogEntry] = field(default_factory=list)

    def moves(self) -> list[int]:
        """The moves recapped (indices in the record), in order."""
        return sorted({e.move for e in self.entries})

    def lines_of(self, move: int) -> list[LogEntry]:
        return [e for e in self.entries if e.move == move]


def since_last_move(session: Session, seat: int) -> Recap:
    """The log entries after ``seat``'s last move that ``seat`` may read (a seat that has not
    moved yet: everything so far)."""
    last = max((i for i, m in enumerate(session.movers) if m == seat), default=-1)
    return Recap(seat, [e for e in session.log if e.move > last and e.visible_to(seat)])


def positions_after(session: Session, moves: Sequence[int]) -> dict[int, State]:
    """The state after each of ``moves`` (indices in the record), replayed from the start: what
    a step-through recap shows, each as its seat's view."""
    wanted, out = set(moves), {}
    s = session.record.first_state(session.info)
    for k, a in enumerate(session.record.actions[:max(wanted, default=-1) + 1]):
        s.apply(a)
        if k in wanted:
            out[k] = s.clone()
    return out
