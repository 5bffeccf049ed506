"""A whole game between computer players, written out as one seat reads its log: how a player
files a bug report, and how the tests check that the log accounts for every point.

``python main.py transcript --game tigris --players 3 --seed 7 --viewer 1 [--json]``
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from engine import saves
from engine.ai import choose_action
from engine.game import GameInfo
from engine.session import DEFAULT_COLOURS, DEFAULT_NAMES, Session
from engine.text import Reader, render


def transcript(info: GameInfo, players: int, seed: int = 0, viewer: int = 0,
               options: Mapping[str, Any] | None = None, level: str = "easy") -> dict:
    """Play one game, every seat a computer at ``level``; the log as ``viewer`` may read it.

    Returns ``{"game", "players", "seed", "viewer", "entries": [{"text", "seat", "score":
    [{"seat", "delta", "track"}]}], "final": [{"seat", "track", "total"}]}``."""
    info.check_players(players)
    if not 0 <= viewer < players:
        raise ValueError(f"the viewer must be a seat from 0 to {players - 1}, not {viewer}")
    names = [DEFAULT_NAMES[i] for i in range(players)]
    seats = [saves.Seat(n, "ai", level, DEFAULT_COLOURS[i]) for i, n in enumerate(names)]
    session = Session.new(info, seats, dict(options or {}), seed=seed)
    session.may_autosave = False   # a transcript is not one of the player's games
    rng = random.Random(seed)
    while not session.state.is_over():
        seat = session.state.to_move
        session.play(choose_action(info, session.state.view(seat), level, seed=rng.getrandbits(32)))
    reader = Reader(tuple(names), viewer)
    entries = []
    for entry in session.log_for(viewer):
        score = [c.to_json() for c in entry.event.score] if entry.event is not None else []
        entries.append({"text": render(entry.text, reader), "seat": entry.seat, "score": score,
                        "event": entry.event is not None})
    final = [{"seat": p, "track": track, "total": total}
             for p, totals in enumerate(session.state.score_totals()) for track, total in totals.items()]
    return {"game": info.name, "players": players, "seed": seed, "viewer": viewer,
            "entries": entries, "final": final}


def as_text(t: dict, names: tuple[str, ...] = DEFAULT_NAMES) -> str:
    """The transcript as lines: each move, what it caused indented below it, then the scores."""
    reader = Reader(tuple(names[:t["players"]]), t["viewer"])
    lines = [("    " if e["event"] else "") + e["text"] for e in t["entries"]]
    lines.append("")
    lines.append("Final scores:")
    for p in range(t["players"]):
        rows = [f for f in t["final"] if f["seat"] == p]
        who = "You" if p == reader.you else reader.name(p)
        parts = ", ".join(f"{f['track']} {_number(f['total'])}" if f["track"] else _number(f["total"]) for f in rows)
        lines.append(f"  {who}: {parts}")
    return "\n".join(lines)


def _number(v: float) -> str:
    return str(int(v)) if float(v).is_integer() else str(v)
