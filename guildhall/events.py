"""What a Guildhall move caused, as the rules record it and as events (engine.game.Event).

A move notes each event as a builder and its plain arguments (engine.game.State.record);
the Event objects, with their messages, are built when someone asks for them.  The frequent events (cards drawn, a
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
    """What a Guildhall state adds to the engine's events (engine.game.State.record): a view
    keeps only the events its seat may know."""

    __slots__ = ()

    def keep_events_of(self, state: "Recorder", seat: int) -> None:
        """This view of ``state`` keeps only the last move's events that ``seat`` may know."""
        self._events = [(seen_by, (state._events, seat))]
