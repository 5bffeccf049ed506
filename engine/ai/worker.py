"""Thinking off the calling thread, so the window keeps drawing while the AI plays.

The search runs in a separate process by default: a Python thread would
share the interpreter lock with the frame loop and make frames stutter.
Games that can't be loaded by name in another process (tests build some on
the fly) fall back to a thread.

One worker serves a whole app (every table it opens, moves and hints alike):
each job has an id, and a caller polls or cancels only its own, so a late
answer for a closed table is never handed to the next one.
"""

from __future__ import annotations

import itertools
import multiprocessing as mp
import threading
from typing import Any

from engine.game import GameInfo, State, load_game


def _think(info: GameInfo, state: State, level: str, seed: int | None, task: str, cancel) -> Any:
    """A hint's ranking, or a move's ``Decision`` (the move, and whether the clock cut it)."""
    from engine.ai.players import decide, hint

    if task == "hint":
        return hint(info, state, seed=seed, cancel=cancel)
    return decide(info, state, level, seed=seed, cancel=cancel)


class _CancelledUpTo:
    """Looks like a threading.Event to the search: set once the parent cancels this job."""

    def __init__(self, shared, job_id: int):
        self.shared, self.job_id = shared, job_id

    def is_set(self) -> bool:
        return self.shared.value >= self.job_id


def _serve(conn, cancelled_up_to) -> None:
    """The worker process: one job at a time until the pipe closes."""
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        job_id, game, state_dict, level, seed, task = job
        try:
            info = load_game(game)
            state = info.state_type.from_dict(state_dict)
            result = _think(info, state, level, seed, task, _CancelledUpTo(cancelled_up_to, job_id))
            reply: tuple = (job_id, result, None)
        except BaseException as e:  # handed back to the caller through poll()
            reply = (job_id, None, e)
        try:
            try:
                conn.send(reply)
            except (OSError, EOFError):
                raise
            except Exception as e:  # e.g. an unpicklable result
                conn.send((job_id, None, RuntimeError(f"the AI's answer could not be sent back: {e}")))
        except (OSError, EOFError):  # the app has gone: nobody is listening
            return


class _Job:
    __slots__ = ("id", "cancel", "result", "error", "done")

    def __init__(self, job_id: int) -> None:
        self.id = job_id
        self.cancel = threading.Event()
        self.result: Any = None
        self.error: BaseException | None = None
        self.done = threading.Event()


class Worker:
    """One background decision at a time; poll it from the frame loop.

    :meth:`start` returns the job's id; ``poll``, ``running`` and ``cancel`` take it to act
    only on that job (without it, on whatever job is current)."""

    _ids = itertools.count(1)

    def __init__(self, use_process: bool = True) -> None:
        self._job: _Job | None = None
        self._use_process = use_process
        self._proc: Any = None
        self._conn: Any = None
        self._cancelled_up_to = None
        self._closed = False

    @property
    def thinking(self) -> bool:
        """Whether the current job, whoever's it is, is still searching."""
        return self.running()

    @property
    def alive(self) -> bool:
        """Whether the worker can take jobs: not closed, and its process (once started) running."""
        return not self._closed and (self._proc is None or self._proc.is_alive())

    def _current(self, job_id: int | None) -> _Job | None:
        """The current job, if it is ``job_id`` (any current job when ``job_id`` is None)."""
        job = self._job
        return job if job is not None and (job_id is None or job.id == job_id) else None

    def has(self, job_id: int | None) -> bool:
        """Whether job ``job_id`` is still this worker's: running, or finished and not yet polled
        (False once it was polled, cancelled or replaced by another job)."""
        return job_id is not None and self._current(job_id) is not None

    def running(self, job_id: int | None = None) -> bool:
        """Whether job ``job_id`` (default: the current job) is still searching."""
        job = self._current(job_id)
        return job is not None and not job.done.is_set()

    # -- process plumbing ------------------------------------------------------------
    def _can_use_process(self, info: GameInfo) -> bool:
        if not self._use_process:
            return False
        try:
            return load_game(info.name) == info
        except Exception:
            return False

    def _ensure_process(self) -> bool:
        if self._proc is not None and self._proc.is_alive():
            return True
        self._end_process()  # a process that died is replaced, never left behind
        try:
            ctx = mp.get_context("spawn")  # never fork a process that holds a window
            self._cancelled_up_to = ctx.Value("q", 0, lock=False)
            self._conn, child = ctx.Pipe()
            self._proc = ctx.Process(target=_serve, args=(child, self._cancelled_up_to),
                                     name="ai-worker", daemon=True)
            self._proc.start()
            child.close()
            return True
        except Exception:
            self._proc = None
            self._use_process = False
            return False

    def _collect(self) -> None:
        """Read any replies waiting in the pipe; keep only the current job's."""
        if self._conn is None:
            return
        try:
            while self._conn.poll():
                job_id, result, error = self._conn.recv()
                job = self._job
                if job is not None and job.id == job_id:
                    job.result, job.error = result, error
                    job.done.set()
        except (EOFError, OSError):
            job = self._job
            if job is not None and not job.done.is_set():
                job.error = RuntimeError("the AI process stopped unexpectedly")
                job.done.set()
            self._end_process()

    # -- public ------------------------------------------------------------------------
    def start(self, info: GameInfo, state: State, level: str, seed: int | None = None,
              task: str = "move") -> int:
        """Begin choosing a move (a ``Decision``; with task="hint", ranking the top moves),
        cancelling the job before; returns the new job's id."""
        if self._closed:
            raise RuntimeError("this AI worker was closed")
        self.cancel()
        job = self._job = _Job(next(self._ids))
        if self._can_use_process(info) and self._ensure_process():
            try:
                self._conn.send((job.id, info.name, state.to_dict(), level, seed, task))
                return job.id
            except (OSError, ValueError):
                self._end_process()
        snapshot = state.clone()  # the caller may keep changing its own state

        def run() -> None:
            try:
                job.result = _think(info, snapshot, level, seed, task, job.cancel)
            except BaseException as e:
                job.error = e
            job.done.set()

        threading.Thread(target=run, name="ai-worker", daemon=True).start()
        return job.id

    def poll(self, job_id: int | None = None) -> Any:
        """The finished result of job ``job_id`` (default: the current job), once, else None;
        re-raises an error from the search."""
        self._collect()
        job = self._current(job_id)
        if job is None or not job.done.is_set():
            return None
        self._job = None
        if job.error is not None:
            raise job.error
        return job.result

    def cancel(self, job_id: int | None = None) -> None:
        """Stop job ``job_id`` (default: the current job); its result is discarded.  Another
        caller's job is left alone."""
        job = self._current(job_id)
        if job is not None:
            job.cancel.set()
            if self._cancelled_up_to is not None:
                self._cancelled_up_to.value = max(self._cancelled_up_to.value, job.id)
            self._job = None

    def settle(self, timeout: float) -> bool:
        """Wait up to ``timeout`` seconds for the current job to finish, without taking its
        result (tools and tests that step frames only once the AI has decided)."""
        job = self._job
        if job is None:
            return True
        if self._conn is not None and not job.done.is_set():
            if self._conn.poll(timeout):
                self._collect()
        else:
            job.done.wait(timeout)
        return job.done.is_set()

    def wait(self, timeout: float | None = None) -> Any:
        """Block until the result is ready (for tools and tests)."""
        job = self._job
        if job is None:
            return None
        if self._conn is not None and not job.done.is_set():
            if self._conn.poll(timeout):
                self._collect()
        job.done.wait(0 if self._conn is not None else timeout)
        return self.poll()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass

    def close(self) -> None:
        """End the worker and its process (the app does this as it ends)."""
        self._closed = True
        self.cancel()
        self._end_process()

    def _end_process(self) -> None:
        """Close the pipe (the process's loop then ends) and wait briefly for the process to go."""
        conn, proc, self._conn, self._proc = self._conn, self._proc, None, None
        if conn is not None:
            conn.close()
        if proc is not None:
            proc.join(timeout=1)
            if proc.is_alive():
                proc.terminate()
                proc.join(timeout=1)
