"""The app's own JSON files (saves, settings, statistics), read as untrusted and written safely.

Reading never blocks and never crashes: anything that is not a regular file,
is too large, is not text, is cut short, or is nested too deeply raises
:class:`Unreadable` with a reason in plain words.  Writing is atomic
(temporary file, flush, fsync, ``os.replace``), so a crash mid-write leaves
the previous file intact, and a failure raises :class:`WriteError`, an
``OSError`` whose words name the problem (a full disk, a read-only folder)
and never the temporary file.  A damaged file is never overwritten: it is
set aside under a new name first.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from engine.phrases import Words, phrase

# Reasons, as clauses that follow "could not be read:" (engine/words_files.py has the words).
MISSING = Words("engine.file.missing", clause=True)
NOT_A_FILE = Words("engine.file.not_a_file", clause=True)
NOT_ALLOWED = Words("engine.file.not_allowed", clause=True)
TOO_LARGE = Words("engine.file.too_large", clause=True)
NOT_TEXT = Words("engine.file.not_text", clause=True)
CUT_SHORT = Words("engine.file.cut_short", clause=True)
GARBLED = Words("engine.file.garbled", clause=True)
TOO_DEEP = Words("engine.file.too_deep", clause=True)
DISK_READ = Words("engine.file.disk_read", clause=True)
UNKNOWN_ERROR = Words("engine.file.unknown_error", clause=True)

# Reasons a write failed, as clauses that follow "not saved:".
DISK_FULL = Words("engine.file.disk_full", clause=True)
READ_ONLY_DISK = Words("engine.file.read_only_disk", clause=True)
WRITE_NOT_ALLOWED = Words("engine.file.write_not_allowed", clause=True)
NO_FOLDER = Words("engine.file.no_folder", clause=True)
DISK_WRITE = Words("engine.file.disk_write", clause=True)
CANNOT_SET_ASIDE = Words("engine.file.cannot_set_aside", clause=True)
READ_ONLY_COPY = Words("engine.file.read_only_copy", clause=True)

# Why nothing may be written in the app's folders (another copy of the app owns them), or
# None.  One switch for the process: the app is one window over one set of folders.
_writes_refused: list[str] = []


def refuse_writes(why: str | None) -> None:
    """From now on every write and every setting aside fails with ``why`` (a clause); None
    allows them again."""
    _writes_refused[:] = [] if why is None else [why]


def refused() -> str | None:
    """Why writes are refused (see :func:`refuse_writes`), or None while they are allowed."""
    return _writes_refused[0] if _writes_refused else None


def writable() -> None:
    """WriteError when writes are refused (see :func:`refuse_writes`)."""
    why = refused()
    if why is not None:
        raise WriteError(why)


class Unreadable(Exception):
    """A file that cannot be used; ``reason`` says why in plain words (a Phrase: the screen
    writes it in the display language)."""

    def __init__(self, reason: str, missing: bool = False):
        reason = phrase(reason)
        super().__init__(reason)
        self.reason = reason
        self.missing = missing


class WriteError(OSError):
    """A write that failed; ``str()`` says why in plain words, without temporary paths (its
    one argument is that Phrase, for the screen: engine.phrases.shown)."""


def size_text(n: int) -> str:
    if n >= 1 << 20:
        return f"{n / (1 << 20):.0f} MB"
    return f"{max(1, n >> 10)} KB"


def read_json(path: Path, max_bytes: int) -> Any:
    """The JSON value in ``path``; Unreadable (with a plain reason) if there is none to trust."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        # Non-blocking, so that a FIFO with no writer cannot hang the app.
        fd = os.open(path, flags)
    except (FileNotFoundError, NotADirectoryError):   # nothing there, or no folder to hold it
        raise Unreadable(MISSING, missing=True) from None
    except IsADirectoryError:
        raise Unreadable(NOT_A_FILE) from None
    except PermissionError:
        raise Unreadable(NOT_ALLOWED) from None
    except OSError as e:
        raise Unreadable(DISK_READ.format(why=e.strerror or UNKNOWN_ERROR)) from None
    try:
        # Looked at before it is wrapped in a file object: opening a folder "succeeds" on
        # some systems, and only reading it (or wrapping it) raises.
        raw = _read_regular(fd, max_bytes)
    finally:
        os.close(fd)
    if len(raw) > max_bytes:   # it grew while being read
        raise Unreadable(TOO_LARGE.format(size=size_text(len(raw))))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise Unreadable(NOT_TEXT) from None
    return parse_json(text)


def _read_regular(fd: int, max_bytes: int) -> bytes:
    """Up to ``max_bytes + 1`` bytes of the regular file open as ``fd``; Unreadable for anything else."""
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):   # a folder, a device, a FIFO, a socket
            raise Unreadable(NOT_A_FILE)
        if st.st_size > max_bytes:   # refused unread: the menu must not wait for it
            raise Unreadable(TOO_LARGE.format(size=size_text(st.st_size)))
        chunks, left = [], max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    except OSError as e:
        raise Unreadable(DISK_READ.format(why=e.strerror or UNKNOWN_ERROR)) from None


def parse_json(text: str) -> Any:
    try:
        return json.loads(text)
    except RecursionError:
        raise Unreadable(TOO_DEEP) from None
    except json.JSONDecodeError as e:
        cut_short = e.pos >= len(text.rstrip()) or e.msg.startswith("Unterminated string")
        raise Unreadable(CUT_SHORT if cut_short else GARBLED) from None
    except ValueError:  # a number too long to convert
        raise Unreadable(GARBLED) from None


def write_json(path: Path, obj: Any) -> None:
    """Write JSON so that readers see the old file or the new one, never half of either."""
    path = Path(path)
    writable()
    try:
        _atomic_write(path, obj)
    except OSError as e:
        raise WriteError(write_problem(e, path.parent)) from e


def _atomic_write(path: Path, obj: Any) -> None:
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


def write_problem(e: OSError, folder: Path) -> str:
    """Why a write failed, in plain words (never the temporary file's name)."""
    if isinstance(e, WriteError):
        return e.args[0] if e.args else str(e)
    code = e.errno
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return DISK_FULL.phrase()
    if code == errno.EROFS:
        return READ_ONLY_DISK.format(folder=folder)
    if code in (errno.EACCES, errno.EPERM):
        return WRITE_NOT_ALLOWED.format(folder=folder)
    if code in (errno.ENOENT, errno.ENOTDIR, errno.EEXIST):
        return NO_FOLDER.format(folder=folder)
    return DISK_WRITE.format(why=e.strerror or UNKNOWN_ERROR)


def set_aside(path: Path, now: float | None = None) -> Path:
    """Rename a damaged file to ``<stem>.damaged-<time>.json`` (never over an earlier one).
    Only a regular file is moved: a folder or a device in its place is left alone (WriteError)."""
    path = Path(path)
    writable()
    try:
        regular = stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        regular = True   # gone: the rename below says so
    if not regular:
        raise WriteError(CANNOT_SET_ASIDE.format(name=path.name, why=NOT_A_FILE))
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    base = f"{path.stem}.damaged-{stamp}"
    target = path.with_name(base + path.suffix)
    k = 2
    while os.path.lexists(target):
        target = path.with_name(f"{base}-{k}{path.suffix}")
        k += 1
    try:
        os.rename(path, target)
    except OSError as e:
        raise WriteError(CANNOT_SET_ASIDE.format(name=path.name, why=write_problem(e, path.parent))) from e
    return target


def sentence(clause: str) -> str:
    """A reason clause as a sentence of its own: capital first, full stop last."""
    return clause[:1].upper() + clause[1:] + ("" if clause.endswith(".") else ".")
