"""Crash reports: what the app writes when an unexpected error reaches the safety net.

No pygame here.  A report is plain text (the error, the traceback, the app
version, the screens open and the last inputs), kept under ``data_dir()/crashes``;
only the newest :data:`KEEP` are kept.  Writing one never raises: a read-only or
full disk only means the report stays in memory (the error screen can still
copy it).
"""

from __future__ import annotations

import platform
import sys
import time
import traceback
from pathlib import Path
from typing import Iterable

from engine import __version__

KEEP = 20
FOLDER = "crashes"


def report_text(exc: BaseException, phase: str, scenes: Iterable[str] = (),
                inputs: Iterable[str] = (), when: float | None = None) -> str:
    """The whole report for ``exc``, raised while the app was ``phase`` (input, update, drawing)."""
    when = time.time() if when is None else when
    lines = [
        f"Tabletop {__version__} crash report",
        f"time: {time.strftime('%Y-%m-%d %H:%M:%S', time.localtime(when))}",
        f"while: {phase}",
        f"python: {sys.version.split()[0]} on {platform.platform()}",
        f"screens (bottom to top): {', '.join(scenes) or '-'}",
        "",
        "last inputs (oldest first):",
        *[f"  {i}" for i in inputs],
        "",
        "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip(),
        "",
    ]
    return "\n".join(lines)


def crash_dir() -> Path:
    from engine.paths import data_dir
    return data_dir() / FOLDER


def write_report(text: str, folder: Path | None = None, when: float | None = None) -> Path | None:
    """Store ``text`` as a new report and prune the oldest; the path, or None if it could not be written."""
    try:
        folder = crash_dir() if folder is None else Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        when = time.time() if when is None else when
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when)) + f"-{int(when * 1e6) % 1_000_000:06d}"
        path = folder / f"crash-{stamp}.txt"
        n = 1
        while path.exists():  # two crashes in the same microsecond keep both
            path = folder / f"crash-{stamp}-{n}.txt"
            n += 1
        path.write_text(text, encoding="utf-8")
        prune(folder)
        return path
    except Exception:
        return None


def prune(folder: Path, keep: int = KEEP) -> None:
    """Remove all but the newest ``keep`` reports (names sort by time)."""
    reports = sorted(p for p in Path(folder).glob("crash-*.txt") if p.is_file())
    for old in reports[:-keep] if keep else reports:
        try:
            old.unlink()
        except OSError:
            pass

