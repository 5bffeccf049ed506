"""Fantastiqa: what a gesture on the table means, as moves of the rules (no pygame).

The table hands over what it sees: the view of the seat at the screen, that seat, the piece's
and the zone's ``Ref``, the legal moves, and the cards already assigned to a path (the table's
own step before a Subdue: ``Assign`` / ``Unassign``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Collection

from . import data as D
from . import rules as R
from .actions import (ChooseCard, ChoosePath, ChooseSeat, Commit, Discard, Dump, Fly, Give, Pay, PickArtifact,
                      PickQuest, PickRegion, Play, Release, Reshuffle, Statue, Subdue, Take, Withdraw)
from .view_layout import Assign, Ref, Unassign


def pick(view, me: int, ref: Ref, legal: Collection) -> Any:
    """The choice made by clicking the piece ``ref`` where it lies (None: none)."""
    if not legal:
        return None
    ph = view.phase
    a = None
    z = ref.zone
    if z == "offer":
        if ph == R.PH_PICK_QUEST:
            a = PickQuest(D.QUESTS[ref.quest])
        elif ph == R.PH_PICK_ART:
            a = PickArtifact(D.KINDS[ref.kind])
        elif ph == R.PH_OFFER:
            a = Take(D.QUESTS[ref.quest] if ref.quest >= 0 else D.KINDS[ref.kind])
    elif z == "statue" and ref.space == view.pos[me]:
        a = Statue("draw")
    elif z == "path" and ph == R.PH_CHOOSE_PATH:
        a = ChoosePath(D.PATH_NAMES[ref.path])
    elif z == "adv" and ph == R.PH_CHOOSE_SEAT:
        a = ChooseSeat(ref.seat)
    elif z == "reshuffle":
        a = Reshuffle()
    elif z == "tokcard":
        a = Withdraw(D.KINDS[ref.kind], None) if ph == R.PH_TOKEN_EXCESS else Pay(D.KINDS[ref.kind], True)
    elif z == "browse":
        if ph == R.PH_CHOOSE_CARD:
            a = ChooseCard(D.KINDS[ref.kind], False)
        elif ph == R.PH_RELEASE:
            a = Release(D.KINDS[ref.kind], False)
    return a if a is not None and a in legal else None


def payment(legal: Collection, path: str, kinds: list[int]) -> Any:
    """The Subdue these cards make on ``path``; "partial" if they can still grow into one; None."""
    want = Counter(D.KINDS[k] for k in kinds)
    partial = False
    for a in legal:
        if isinstance(a, Subdue) and a.path == path:
            c = Counter(a.cards)
            if c == want:
                return a
            if want <= c:
                partial = True
    return "partial" if partial else None


def twin(view, sp: int) -> int:
    """The space with the same statue as ``sp`` (-1: none)."""
    st = view.statue_at[sp]
    if st < 0:
        return -1
    return next((s for s in range(6) if s != sp and view.statue_at[s] == st), -1)


def path_between(a: int, b: int) -> int:
    """The path joining spaces ``a`` and ``b`` (-1: none)."""
    return next((pi for pi, o in D.ADJ[a] if o == b), -1) if a >= 0 else -1


def drop_action(view, me: int, ref: Ref, zid: str, zref: Ref, legal: Collection,
                assign_path: str | None, assign_cards: list[int]) -> Any:
    """The move meant by dropping the piece ``ref`` on zone ``zid`` (``zref``: what the zone is),
    an ``Assign``/``Unassign`` of the table's own, or None.  A move that is not legal may come
    back: the rules then say why not."""
    ph = view.phase
    here = view.pos[me]
    if ref.zone == "hand":
        return _card_action(view, ref, zid, zref, here, assign_path, assign_cards, legal)
    if ref.zone in ("adv", "carpet") and ref.seat == me:
        if not zid.startswith("sp"):
            return None
        sp = zref.space
        if ref.zone == "adv" and ph == R.PH_PICK_POS:
            return PickRegion(D.REGIONS[view.region_at[sp]])
        pi = path_between(here, sp)
        if ref.zone == "adv" and sp == twin(view, here) and sp != here:
            if Statue("teleport") in legal or pi < 0 or view.carpets[me] <= 0:
                return Statue("teleport")
        if pi >= 0:
            return Fly(D.PATH_NAMES[pi], None)
        return None
    if ref.zone == "quest_cards" and zid == "disc":
        return Withdraw(D.KINDS[ref.kind], D.QUESTS[ref.quest])
    if ref.zone == "tokcard":
        if zid == "disc":
            return Withdraw(D.KINDS[ref.kind], None)
        if zid.startswith("common") and ph == R.PH_QPAY:
            return Pay(D.KINDS[ref.kind], True)
        return None
    if ref.zone == "browse":
        if zid.startswith("st") and ph == R.PH_RELEASE:
            return Release(D.KINDS[ref.kind], False)
        if zid == "use" and ph == R.PH_CHOOSE_CARD:
            return ChooseCard(D.KINDS[ref.kind], False)
        return None
    chosen = pick(view, me, ref, legal)
    if chosen is not None and zid in ("use", "handzone", "disc") and ref.zone in ("offer", "tokcard"):
        return chosen
    return None


def _card_action(view, ref: Ref, zid: str, zref: Ref, here: int, assign_path: str | None,
                 assign_cards: list[int], legal: Collection) -> Any:
    """A hand card dropped on zone ``zid``."""
    ph = view.phase
    k = ref.kind
    name = D.KINDS[k]
    if ref.assigned:
        return Unassign(k) if zid == "handzone" else None
    if zid.startswith("path") and ph in (R.PH_MAIN, R.PH_ADV):
        path = D.PATH_NAMES[zref.path]
        kinds = (assign_cards if assign_path == path else []) + [k]
        res = payment(legal, path, kinds)
        if res == "partial":
            return Assign(path, k)
        if res is not None:
            return res
        return Subdue(path, tuple(D.KINDS[c] for c in kinds))
    if zid.startswith("pq") and zref.quest >= 0:
        if ph == R.PH_QPAY:
            return Pay(name, False)
        return Commit(name, D.QUESTS[zref.quest])
    if zid.startswith("common"):
        if ph == R.PH_QPAY:
            return Pay(name, False)
        return Commit(name, None)
    if zid == "token":
        return Commit(name, None)
    if zid == "disc" and ph == R.PH_END:
        return Discard(name)
    if zid.startswith("opp"):
        if ph == R.PH_END:
            return Dump(name, zref.seat)
        if ph in (R.PH_EXCH_GIVE, R.PH_EXCH_TAKE):
            return Give(name)
        return None
    if zid == "use":
        if ph == R.PH_CHOOSE_CARD:
            return ChooseCard(name, True)
        return Play(name)
    if (zid.startswith("st") or zid == "release") and ph == R.PH_RELEASE:
        return Release(name, True)
    if zid.startswith("sp"):
        pi = path_between(here, zref.space)
        if pi >= 0:
            return Fly(D.PATH_NAMES[pi], name)
    return None
