"""Guildhall: what a gesture on the table means, as moves of the rules (no pygame).

The table hands over what it sees: the view of the seat at the screen, that seat, the piece's
``Ref``, the zone's id and the legal moves.
"""

from __future__ import annotations

from typing import Any, Collection

from . import rules as R
from .actions import (BuyVP, ChooseCard, ChooseChapter, ChooseOpponent, Discard, DiscardAndDraw, Place,
                      PlayCard)
from .view_layout import Ref


def phase(view) -> str:
    """The decision pending, as the table names it: the rules' phase, or "laying" (cards laid
    out to choose from) or "limit" (chapters over the limit)."""
    if view.laying:
        return "laying"
    if view.limit:
        return "limit"
    return view.phase


def pick(view, me: int, ref: Ref, legal: Collection) -> Any:
    """The choice made by clicking the piece ``ref`` where it lies (None: none)."""
    if not legal:
        return None
    ph = phase(view)
    a = None
    if ph == "laying":
        if ref.zone == "laying":
            a = ChooseCard(ref.kind)
    elif ph in ("limit", R.BUY_CHAPTER):
        if ref.zone == "done" and ref.seat == me:
            a = ChooseChapter(ref.prof)
    elif ph == R.OPPONENT:
        if ref.zone == "guild" and ref.seat != me:
            a = ChooseOpponent(ref.seat)
    elif ph in (R.ASSASSIN_PICK, R.TAKE):
        if ref.zone == "guild" and ref.seat == view.opp:
            a = ChooseCard(ref.kind)
    elif ph in (R.GIVE, R.WEAVER_RETURN):
        if ref.zone == "guild" and ref.seat == me:
            a = ChooseCard(ref.kind)
    elif ph == R.HISTORIAN_PICK:
        if ref.zone in ("browse", "discard") and ref.kind >= 0:
            a = ChooseCard(ref.kind)
    elif ph == R.MY_CHAPTER:
        if ref.zone == "guild" and ref.seat == me:
            a = ChooseChapter(ref.prof)
    elif ph == R.THEIR_CHAPTER:
        if ref.zone == "guild" and ref.seat == view.opp:
            a = ChooseChapter(ref.prof)
    return a if a is not None and a in legal else None


def _pick_targets(view, ph: str) -> tuple[str, ...]:
    """Where a card picked where it lies may also be dragged to."""
    return {
        R.ASSASSIN_PICK: ("discard",),
        R.TAKE: ("guild",),
        R.THEIR_CHAPTER: ("guild",),
        R.GIVE: (f"opp{view.opp}",),
        R.MY_CHAPTER: (f"opp{view.opp}",),
        R.WEAVER_RETURN: ("hand",),
        R.HISTORIAN_PICK: ("guild",),
        "laying": ("discard",),
    }.get(ph, ())


def drop_action(view, me: int, ref: Ref, zid: str, legal: Collection) -> Any:
    """The move meant by dropping the piece ``ref`` on zone ``zid`` (None: none).  A move that
    is not legal may come back: the rules then say why not."""
    ph = phase(view)
    if ref.zone == "hand":
        k = ref.kind
        if zid == "area" and ph == R.MAIN:
            return PlayCard(k)
        if zid == "discard":
            if ph in (R.DD, R.OPEN_DISCARD):
                return Discard(k)
            if ph == R.MAIN:
                return DiscardAndDraw()
        if zid == "guild" and ph in (R.OPEN_PLACE, R.WEAVER_PLACE, R.PLACE_ANY):
            return Place(k)
        return None
    if ref.zone == "done" and ref.seat == me:
        if zid.startswith("vp") and zid[2:].isdigit() and ph == R.MAIN:
            i = int(zid[2:])
            if i < len(view.center):
                return BuyVP(view.center[i])
        if ph in ("limit", R.BUY_CHAPTER) and (zid == "discard" or zid.startswith("vp")):
            return ChooseChapter(ref.prof)
        return None
    if ref.zone == "market":   # a market card dragged to your VP cards: buy it
        return BuyVP(ref.vp) if zid == "vparea" and ph == R.MAIN else None
    chosen = pick(view, me, ref, legal)
    return chosen if chosen is not None and zid in _pick_targets(view, ph) else None


def follow_up(action: Any, ref: Ref) -> Any:
    """The move that naturally follows ``action`` made with the piece ``ref`` (None: none): a
    hand card dropped on the pile mid-turn starts discard-and-draw and is discarded; a
    completed chapter dropped on a market card buys it and is spent."""
    if isinstance(action, DiscardAndDraw) and ref.zone == "hand":
        return Discard(ref.kind)
    if isinstance(action, BuyVP) and ref.zone == "done":
        return ChooseChapter(ref.prof)
    return None
