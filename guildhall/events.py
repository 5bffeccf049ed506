"""What a Guildhall move caused, as the rules record it and as events (engine.game.Event).

The AI applies thousands of moves and reads none of their events, so a move only records
each event as a builder and its plain arguments (:class:`Recorder`); the Event objects, with
their messages, are built when someone asks for them.  The frequent events (cards drawn, a
chapter completed, a turn's cards joining the guildhall) have builders of their own, which
also split what only one seat may know from what the others learn (rules §12).
"""

from __future__ import annotations

from engine.game import Event
from engine.text import Message, Seat

from .words import PROFESSION, the_cards

#: The seats named in events, made once.
SEAT = tuple(Seat(p) for p in range(4))


def _others(n: int, p: int) -> tuple[int, ...]:
    return tuple(q for q in range(n) if q != p)


def plain(n, key, score, seen_by, params):
    """An event given by its key and parameters (``State.emit``)."""
    return (Event(Message(key, **params), tuple(score), None if seen_by is None else tuple(seen_by)),)


def drawn(n, p, kinds):
    """Seat ``p`` drew ``kinds``: which cards only ``p`` sees, the others learn how many."""
    return (Event(Message("guildhall.ev.draw_seen", who=SEAT[p], cards=the_cards(kinds)), (), (p,)),
            Event(Message("guildhall.ev.draw", who=SEAT[p], n=len(kinds)), (), _others(n, p)))


def completed(n, p, prof):
    """Seat ``p`` completed a chapter: its profession is hidden from the others."""
    return (Event(Message("guildhall.ev.complete_seen", who=SEAT[p], profession=PROFESSION[prof]), (), (p,)),
            Event(Message("guildhall.ev.complete", who=SEAT[p]), (), _others(n, p)))


def joined(n, p, kinds):
    """The end of ``p``'s turn: the cards played join the guildhall."""
    return (Event(Message("guildhall.ev.area_joins", who=SEAT[p], cards=the_cards(kinds), n=len(kinds))),)


def seen_by(n, raw, seat):
    """The events of the moves recorded in ``raw`` that ``seat`` may know (a view's events)."""
    return tuple(e for build, args in raw for e in build(n, *args) if e.visible_to(seat))


class Recorder:
    """The events part of the game state: ``_events`` holds (builder, arguments) of the last
    move, ``_built`` the events once asked for (with the record they were built from).  A move
    that causes nothing allocates nothing: its record stays the empty tuple."""

    __slots__ = ()

    def begin_events(self) -> None:
        self._events = ()

    def emit(self, key: str, *, score=(), seen_by=None, **params) -> None:
        if self._events:
            self._events.append((plain, (key, score, seen_by, params)))
        else:
            self._events = [(plain, (key, score, seen_by, params))]

    def record(self, build, *args) -> None:
        if self._events:
            self._events.append((build, args))
        else:
            self._events = [(build, args)]

    def last_events(self) -> tuple[Event, ...]:
        raw = self._events
        built = self._built
        if built is None or built[0] is not raw:
            n = self.num_players
            built = self._built = (raw, tuple(e for build, args in raw for e in build(n, *args)))
        return built[1]

    def events_for(self, seat: int | None) -> tuple[Event, ...]:
        return tuple(e for e in self.last_events() if e.visible_to(seat))

    def keep_events_of(self, state: "Recorder", seat: int) -> None:
        """This view of ``state`` keeps only the last move's events that ``seat`` may know."""
        self._events = [(seen_by, (state._events, seat))]
