"""How much of one core the app uses while nobody touches it.

    xvfb-run -s "-screen 0 1280x800x24" .venv/bin/python tests/e2e/bench_idle.py

Starts the real app three ways (the main menu; a table with the human to move against the
computer; a table where the computer thinks), lets each settle, then reads the process's CPU
time from /proc over a window of wall time.  Prints one JSON object; the targets are at most
5% at rest and at most 20% for the app while its AI worker thinks (the worker is measured
apart).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime + stime


def children(pid: int) -> list[int]:
    out = []
    for p in Path("/proc").iterdir():
        if p.name.isdigit():
            try:
                if int((p / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    out.append(int(p.name))
            except (OSError, ValueError, IndexError):
                pass
    return out


def measure(args: list[str], settle: float, window: float) -> dict:
    env = dict(os.environ, TABLETOP_HOME=tempfile.mkdtemp(prefix="tabletop-idle-"))
    p = subprocess.Popen([sys.executable, "main.py", *args], cwd=ROOT, env=env,
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        time.sleep(settle)
        kids = children(p.pid)
        app0, kids0, t0 = cpu_seconds(p.pid), {k: cpu_seconds(k) for k in kids}, time.monotonic()
        time.sleep(window)
        wall = time.monotonic() - t0
        app = (cpu_seconds(p.pid) - app0) / wall
        worker = sum(cpu_seconds(k) - c for k, c in kids0.items() if Path(f"/proc/{k}").exists()) / wall
        return {"app_percent": round(100 * app, 1), "worker_percent": round(100 * worker, 1)}
    finally:
        p.terminate()
        try:
            p.wait(10)
        except subprocess.TimeoutExpired:
            p.kill()


def main() -> None:
    window = float(os.environ.get("IDLE_WINDOW", "15"))
    out = {
        "menu": measure([], 6, window),
        "table_human_to_move": measure(["play", "guildhall", "--seats", "human,ai:easy"], 8, window),
        "table_ai_thinking": measure(["play", "tigris", "--seats", "ai:hard,ai:hard"], 8, window),
        "window_s": window,
    }
    print(json.dumps(out))


if __name__ == "__main__":
    main()
