"""Thinking off the calling thread, so the window keeps drawing while the AI plays."""

from __future__ import annotations

import threading
from typing import Any

from engine.game import GameInfo, State


class _Job:
    __slots__ = ("thread", "cancel", "result", "error", "done")

    def __init__(self) -> None:
        self.cancel = threading.Event()
        self.result: Any = None
        self.error: BaseException | None = None
        self.done = threading.Event()
        self.thread: threading.Thread | None = None


class Worker:
    """One background decision at a time; poll it from the frame loop."""

    def __init__(self) -> None:
        self._job: _Job | None = None

    @property
    def thinking(self) -> bool:
        return self._job is not None and not self._job.done.is_set()

    def start(self, info: GameInfo, state: State, level: str, seed: int | None = None,
              task: str = "move") -> None:
        """Begin choosing a move (or, with task="hint", ranking the top moves)."""
        from engine.ai.players import choose_action, hint

        self.cancel()
        job = self._job = _Job()
        snapshot = state.clone()  # the caller may keep changing its own state

        def run() -> None:
            try:
                if task == "hint":
                    job.result = hint(info, snapshot, seed=seed)
                else:
                    job.result = choose_action(info, snapshot, level, seed=seed, cancel=job.cancel)
            except BaseException as e:  # handed to the caller through poll()
                job.error = e
            job.done.set()

        job.thread = threading.Thread(target=run, name="ai-worker", daemon=True)
        job.thread.start()

    def poll(self) -> Any:
        """The finished result (once), else None; re-raises an error from the search."""
        job = self._job
        if job is None or not job.done.is_set():
            return None
        self._job = None
        if job.error is not None:
            raise job.error
        return job.result

    def cancel(self) -> None:
        """Stop the current search; its result is discarded."""
        if self._job is not None:
            self._job.cancel.set()
            self._job = None

    def wait(self, timeout: float | None = None) -> Any:
        """Block until the result is ready (for tools and tests)."""
        if self._job is not None:
            self._job.done.wait(timeout)
        return self.poll()
