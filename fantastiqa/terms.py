"""The names of Fantastiqa's things as messages (``"fantastiqa.term.<id>"``), built once: rules,
refusals and the table pass these rather than English words, so a catalogue can translate them."""

from __future__ import annotations

from engine.text import Message, Seat

from . import data as D


def term(thing_id: str) -> Message:
    return Message("fantastiqa.term." + thing_id)


KIND = tuple(term(k) for k in D.KINDS)
QUEST = tuple(term(q) for q in D.QUESTS)
REGION = tuple(term(r) for r in D.REGIONS)
STATUE = tuple(term(s) for s in D.STATUES)
SYMBOL = tuple(term(s) for s in D.SYMBOLS)
#: The seats as message parameters, made once (the rules name seats in many events).
SEAT = tuple(Seat(p) for p in range(4))
HAND = term("hand")
DISCARD_PILE = term("discard_pile")
QUEST_TOKEN = term("quest_token")


def card(kind_id) -> "Message | str":
    """A card named by its id; an id no card has stays as given (a refusal quotes it)."""
    i = D.KIND.get(kind_id) if isinstance(kind_id, str) else None
    return KIND[i] if i is not None else str(kind_id)


def quest(quest_id) -> "Message | str":
    i = D.QUEST.get(quest_id) if isinstance(quest_id, str) else None
    return QUEST[i] if i is not None else str(quest_id)


def short_quest(quest_id) -> "Message | str":
    """A quest's name short enough for a button ("Tickle the Tetchy Toadstool Troupe" without "of …")."""
    return Message("fantastiqa.short." + quest_id) if quest_id in D.QUEST else str(quest_id)


def short_card(kind_id) -> "Message | str":
    """A card's name on a button: a beast is named as its creature."""
    return Message("fantastiqa.short." + kind_id) if kind_id in D.KIND else str(kind_id)


def region(region_id) -> "Message | str":
    i = D.REGIONS.index(region_id) if region_id in D.REGIONS else None
    return REGION[i] if i is not None else str(region_id)


def path(region_at, pi: int) -> Message:
    """Path ``pi`` named by the regions it joins ("Forest–Hills"): P1..P7 mean nothing to a player."""
    a, b = D.PATHS[pi]
    return Message("fantastiqa.path", a=REGION[region_at[a]], b=REGION[region_at[b]])


def where(from_hand: bool) -> Message:
    return HAND if from_hand else DISCARD_PILE
