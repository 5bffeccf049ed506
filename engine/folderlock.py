"""One writer per data folder: the copy of the app that holds the folder's lock writes there;
another copy, opened on the same folder, may only read (or quit).

Where ``fcntl`` exists (Linux, macOS) the lock is an advisory ``flock`` on ``tabletop.lock``:
the system lets it go when its process ends, however it ends, so a lock left by a killed
copy is simply taken.  Elsewhere (Windows) the lock file is made with ``O_EXCL`` and holds
its owner's process id; a file whose process is no longer running is stale and taken over.

Taking a lock that cannot be made at all (a read-only disk) counts as holding it: whatever
the app then writes there reports its own problem.  Also the clean-up of what killed writes
leave behind: temporary files are removed only by the folder's owner, since another copy's
may be half written.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

try:
    import fcntl
except ImportError:   # Windows
    fcntl = None

LOCK_NAME = "tabletop.lock"

# The locks this process holds, by folder: open file descriptors (one process, one window,
# but tests build many apps in one process over the same folders).
_held: dict[str, int] = {}


def acquire(folder: Path, use_flock: bool | None = None) -> bool:
    """Take ``folder``'s lock for this process; False when another running copy holds it."""
    folder = Path(folder)
    key = str(folder.resolve())
    if key in _held:
        return True
    use_flock = fcntl is not None if use_flock is None else use_flock
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = (_flock if use_flock else _exclusive)(folder / LOCK_NAME)
    except OSError:
        return True   # no lock can be made there: nothing can be written to fight over
    if fd is None:
        return False
    _held[key] = fd
    return True


def release(folder: Path) -> None:
    """Let go of ``folder``'s lock (nothing when this process does not hold it)."""
    folder = Path(folder)
    fd = _held.pop(str(folder.resolve()), None)
    if fd is None:
        return
    if fcntl is None:   # the file itself is the lock; a flock's file stays for the next copy
        try:
            os.unlink(folder / LOCK_NAME)
        except OSError:
            pass
    os.close(fd)


def holds(folder: Path) -> bool:
    return str(Path(folder).resolve()) in _held


def _flock(path: Path) -> int | None:
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as e:
        os.close(fd)
        if e.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
            return None
        raise
    _write_pid(fd)
    return fd


def _exclusive(path: Path) -> int | None:
    for _ in range(3):   # a stale file removed, then made again (another copy may win the race)
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            pid = _pid_in(path)
            if pid is not None and pid != os.getpid() and alive(pid):
                return None
            try:
                os.unlink(path)
            except FileNotFoundError:
                pass
            continue
        _write_pid(fd)
        return fd
    return None


def _write_pid(fd: int) -> None:
    os.ftruncate(fd, 0)
    os.write(fd, f"{os.getpid()}\n".encode())


def _pid_in(path: Path) -> int | None:
    try:
        with open(path, "rb") as f:
            text = f.read(32).strip()
    except OSError:
        return None
    return int(text) if text.isdigit() and len(text) < 12 else None


def alive(pid: int) -> bool:
    """Whether a process ``pid`` is running (a zombie counts: its number is still taken)."""
    if os.name == "nt":
        return _alive_windows(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True   # another user's process
    except OSError:
        return False
    return True


def _alive_windows(pid: int) -> bool:
    import ctypes

    kernel32 = getattr(ctypes, "windll").kernel32   # Windows only: read by name for checkers elsewhere
    handle = kernel32.OpenProcess(0x1000, False, pid)   # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return False
    try:
        code = ctypes.c_ulong()
        return bool(kernel32.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == 259   # STILL_ACTIVE
    finally:
        kernel32.CloseHandle(handle)


def remove_stale_temp_files(folders: list[Path]) -> list[Path]:
    """Remove what killed writes left in ``folders`` and their subfolders one level down:
    the temporary files of atomic writes (``.<name>.<random>.tmp``).  Call it only while
    holding the lock: another copy's temporary file may be half written.  The files removed."""
    removed = []
    for folder in folders:
        for place in [Path(folder), *_subfolders(Path(folder))]:
            try:
                entries = list(os.scandir(place))
            except OSError:
                continue
            for entry in entries:
                if not (entry.name.startswith(".") and entry.name.endswith(".tmp")):
                    continue
                try:
                    if entry.is_file(follow_symlinks=False):
                        os.unlink(entry.path)
                        removed.append(Path(entry.path))
                except OSError:
                    continue   # it stays; the next start tries again
    return removed


def _subfolders(folder: Path) -> list[Path]:
    try:
        return [Path(e.path) for e in os.scandir(folder) if e.is_dir(follow_symlinks=False)]
    except OSError:
        return []
