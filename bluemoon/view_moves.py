"""Blue Moon City: what a gesture on the table means, as moves of the rules (no pygame).

The table hands over what it sees: the view of the seat at the screen, that seat, the piece's
``Ref``, the zone's id and data, the legal moves, the card armed on a dragon or the figure, and
``card_starts(space, kind)`` (whether a card dropped on an empty space starts paying for it,
which the table works out on a copy of the game).
"""

from __future__ import annotations

from typing import Any, Callable, Collection

from . import actions as A
from . import data as D
from . import rules as R
from .payment import HOAX_KIND
from .view_layout import Ref

#: The Hoax cards' kinds (a Hoax 1 and a Hoax 2).
HOAX_KINDS = tuple(HOAX_KIND.values())


def zone_cell(data: Any) -> int | None:
    """The city's cell a zone stands for (a tile, or a dragon standing on one), if any."""
    if isinstance(data, tuple):
        if data[0] == "cell":
            return data[1]
        if data[0] == "dragon" and data[2] >= 0:
            return data[2]
    return None


def drop_action(view, me: int, ref: Ref, zid: str, cell: int | None, legal: Collection,
                armed: tuple | None, card_starts: Callable[..., bool]) -> Any:
    """The move meant by dropping the piece ``ref`` on zone ``zid`` (over ``cell``), or None.
    A move that is not legal may come back: the rules then say why not."""
    ph = view.phase
    if ref.what == "fig":
        if ref.seat != me or cell is None:
            return None
        if ph == R.MOVE:
            if armed is not None and armed[0] == "teleport":
                return A.TELEPORT[cell] if cell != view.figures[me] else None
            path = R.shortest_path(view.expansion, view.figures[me], cell)
            if path and len(path) <= view.steps:
                return A.STEP[path[0]]
            return None
        if ph == R.SPECIAL and cell != view.figures[me]:
            return A.SPECIAL[cell + 1]
        return None
    if ref.what == "dragon":
        if armed is None or armed[0] != "dragon" or armed[1] != ref.index:
            return None
        val = D.KIND_VALUE[armed[2]]
        if zid == "lair":
            return A.DRAGON_FLY[ref.index][0] if val == 1 else None
        if cell is None:
            return None
        return A.DRAGON_FLY[ref.index][cell + 1] if val == 1 else A.DRAGON_WALK[ref.index][cell]
    if ref.what == "crystal":
        return A.OFFER if zid == "obelisk" else None
    if ref.what != "hand":
        return None
    return _card_action(view, ref.kind, zid, cell, legal, card_starts)


def _card_action(view, k: int, zid: str, cell: int | None, legal: Collection,
                 card_starts: Callable[..., bool]) -> Any:
    """A hand card of kind ``k`` dropped on zone ``zid``."""
    ph = view.phase
    c, val = D.KIND_COLOUR[k], D.KIND_VALUE[k]
    if ph == R.MOVE:
        if c in D.DRAGON_PEOPLE:
            d = D.DRAGON_PEOPLE.index(c)
            if zid == "lair":
                return A.DRAGON_FLY[d][0] if val == 1 else None
            if cell is not None and zid != f"dragon{d}":
                return A.DRAGON_FLY[d][cell + 1] if val == 1 else A.DRAGON_WALK[d][cell]
        if c == D.GREY:
            if zid == "myfig" and val == 2:
                return A.EXTRA_STEPS
            if cell is not None and val == 1 and zid != "myfig":
                return A.TELEPORT[cell]
    if ph in (R.MOVE, R.ACT) and zid.startswith("space"):
        i = int(zid[5:])
        return A.CONTRIBUTE[i] if card_starts(i, k) else None
    if ph == R.BUILD and zid == f"space{view.space}":
        # a card a Hoax may recolour counts recoloured when it can (as itself otherwise)
        if A.ADD_RECOLOURED[k] in legal:
            return A.ADD_RECOLOURED[k]
        if A.ADD[k] in legal:
            return A.ADD[k]
        if k in HOAX_KINDS:
            hx = [a for a in legal if isinstance(a, A.Hoax) and a.value == val]
            if len(hx) == 1:
                return hx[0]
        return A.ADD[k]   # refused with the engine's reason
    if ph == R.ACT and zid == "obelisk" and c == D.YELLOW:
        return A.PILLAR[val]
    if ph == R.CLEANUP and zid == "discard":
        return A.DISCARD[k]
    return None


def arming(view, ref: Ref, zid: str, legal: Collection) -> tuple | None:
    """What a hand card dropped on zone ``zid`` arms rather than plays: a dragon of its people
    (``("dragon", d, kind)``), the figure for a flight (``("teleport", kind)``), or a Hoax
    that can be paid more than one way (``("hoax", value)``: its colours are chips)."""
    if ref.what != "hand":
        return None
    k = ref.kind
    c, val = D.KIND_COLOUR[k], D.KIND_VALUE[k]
    if view.phase == R.MOVE and c in D.DRAGON_PEOPLE and zid == f"dragon{D.DRAGON_PEOPLE.index(c)}":
        d = D.DRAGON_PEOPLE.index(c)
        if any(isinstance(a, A.MoveDragon) and a.dragon == d and a.value == val for a in legal):
            return ("dragon", d, k)
    if view.phase == R.MOVE and k == 9 and zid == "myfig" and any(isinstance(a, A.Teleport) for a in legal):
        return ("teleport", k)
    if (view.phase == R.BUILD and k in HOAX_KINDS and zid == f"space{view.space}" and A.ADD[k] not in legal
            and A.ADD_RECOLOURED[k] not in legal):
        hx = [a for a in legal if isinstance(a, A.Hoax) and a.value == val]
        if len(hx) > 1:
            return ("hoax", val)
    return None


def walk(view, me: int, first: Any, cell: int) -> list:
    """Dragging the figure several tiles walks the whole path: ``first`` step, then the rest."""
    path = R.shortest_path(view.expansion, view.figures[me], cell)
    return [first] + [A.STEP[c] for c in path[1:]]
