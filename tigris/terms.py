"""The names of the game's things as messages, built once (their words are in tigris/words.py).

Rules pass these as parameters of the messages they emit, so a catalogue in another language
translates every word; building them once keeps the search's many simulated moves cheap."""

from __future__ import annotations

from engine.text import Message, Seat

from .data import COLORS, DYNASTIES, LEADER_NAMES, MONUMENT_NAMES, TILE_NAMES

#: Per colour index: "red"; the tile ("temple"), its plural ("temples"), the leader ("priest").
COLOR = tuple(Message(f"tigris.term.{c}") for c in COLORS)
TILE = tuple(Message(f"tigris.term.{t}") for t in TILE_NAMES)
TILES = tuple(Message(f"tigris.term.{t}s") for t in TILE_NAMES)
LEADER = tuple(Message(f"tigris.term.{name}") for name in LEADER_NAMES)
LEADERS = tuple(Message(f"tigris.term.{name}s") for name in LEADER_NAMES)
#: Per monument index: "black–blue".
MONUMENT = tuple(Message(f"tigris.term.{m}") for m in MONUMENT_NAMES)
#: What a player may decline to build (actions.Decline.what).
#: A revolt (0) and a war (1), by the conflict's kind.
CONFLICT = (Message("tigris.term.revolt"), Message("tigris.term.war"))
THING = {w: Message(f"tigris.term.{w}") for w in ("monument", "building", "wonder")}
DYNASTY = {d: Message(f"tigris.term.{d}") for d in DYNASTIES}
REVOLT = Message("tigris.term.revolt")
WAR = Message("tigris.term.war")


_TILES_N = tuple(tuple(Message(f"tigris.count.{t}", n=n) for n in range(13)) for t in TILE_NAMES)
_POINTS_N = tuple(tuple(Message("tigris.count.points", n=n, colour=COLOR[c]) for n in range(13))
                  for c in range(4))


def tiles(c: int, n: int) -> Message:
    """``n`` tiles of colour ``c`` in words: "1 temple", "3 farms"."""
    return _TILES_N[c][n] if n < 13 else Message(f"tigris.count.{TILE_NAMES[c]}", n=n)


def points(c: int, n: int) -> Message:
    """``n`` victory points of colour ``c`` in words: "1 red point"."""
    return _POINTS_N[c][n] if n < 13 else Message("tigris.count.points", n=n, colour=COLOR[c])

#: The seats as messages name them.
SEAT = tuple(Seat(i) for i in range(4))
