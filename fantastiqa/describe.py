"""A Fantastiqa move as a message (``FantastiqaState.describe``): what the seat to move does,
with the game's things named by their terms and paths by the regions they join."""

from __future__ import annotations

from engine.text import Message, Seat

from . import data as D
from . import terms as T
from .actions import (ChooseCard, ChoosePath, ChooseSeat, Commit, CompleteQuest, Discard, Done, Dump,
                      EndTurn, Exchange, Fly, Give, Pay, PickArtifact, PickQuest, PickRegion, Play,
                      Release, Reshuffle, Statue, Subdue, Take, Withdraw)

_PATH = {p: i for i, p in enumerate(D.PATH_NAMES)}

#: What "done" finishes, by phase.
_DONE = {D.PH_ADV: "fantastiqa.end_adventure", D.PH_OFFER: "fantastiqa.done_statue",
         D.PH_RELEASE: "fantastiqa.stop_releasing", D.PH_EXCH_GIVE: "fantastiqa.done_offering",
         D.PH_EXCH_TAKE: "fantastiqa.decline_exchange"}


def _path(s, name) -> "Message | str":
    pi = _PATH.get(name) if isinstance(name, str) else None
    return T.path(s.region_at, pi) if pi is not None else repr(name)


def _creature_on(s, name) -> Message:
    pi = _PATH.get(name) if isinstance(name, str) else None
    k = s.paths[pi] if pi is not None else -1
    return T.KIND[k] if k >= 0 else T.term("creature")


def _beyond(s, name) -> "Message | str":
    """The region at the other end of the path from the seat to move: where a subdue takes it."""
    pi = _PATH.get(name) if isinstance(name, str) else None
    if pi is None:
        return repr(name)
    a, b = D.PATHS[pi]
    return T.REGION[s.region_at[b if s.pos[s.cur] == a else a]]


def _statue_here(s) -> Message:
    st = s.statue_at[s.pos[s.cur]] if s.pos[s.cur] >= 0 else -1
    return T.STATUE[st] if st >= 0 else T.term("statue")


def describe(s, a) -> Message:
    """Move ``a`` of the seat to move in state ``s``."""
    seat = s.to_move
    who = Seat(seat if seat is not None else 0)
    t = type(a)
    if t is PickQuest:
        return Message("fantastiqa.pick_quest", who=who, quest=T.quest(a.quest))
    if t is PickArtifact:
        return Message("fantastiqa.pick_artifact", who=who, card=T.card(a.artifact))
    if t is PickRegion:
        return Message("fantastiqa.pick_region", who=who, region=T.region(a.region))
    if t is Subdue:
        return Message("fantastiqa.subdue", who=who, creature=_creature_on(s, a.path), path=_path(s, a.path),
                       cards=tuple(T.card(c) for c in a.cards), region=_beyond(s, a.path))
    if t is Statue:
        if a.option == "teleport":
            return Message("fantastiqa.statue_teleport", who=who, cost=D.TELEPORT_COST, statue=_statue_here(s))
        if a.option == "release":
            return Message("fantastiqa.statue_release", who=who, statue=_statue_here(s))
        return Message("fantastiqa.statue_draw", who=who, statue=_statue_here(s),
                       n=D.STATUE_DRAW + s.plus_s)
    if t is Take:
        if a.card in D.QUEST:
            return Message("fantastiqa.take_quest", who=who, quest=T.quest(a.card))
        k = D.KIND.get(a.card)
        return Message("fantastiqa.buy", who=who, card=T.card(a.card), cost=D.KIND_COST[k] if k is not None else 0)
    if t is Release:
        return Message("fantastiqa.release", who=who, card=T.card(a.card), where=T.where(a.from_hand))
    if t is CompleteQuest:
        return Message("fantastiqa.complete", who=who, quest=T.quest(a.quest))
    if t is Pay:
        return Message("fantastiqa.pay", who=who, card=T.card(a.card),
                       where=T.QUEST_TOKEN if a.from_token else T.HAND)
    if t is Commit:
        if a.quest is None:  # the card goes face down: its name stays with its owner
            return Message("fantastiqa.commit_token", who=who)
        return Message("fantastiqa.commit", who=who, card=T.card(a.card), quest=T.quest(a.quest))
    if t is Withdraw:
        if a.quest is None:
            return Message("fantastiqa.withdraw_token", who=who)
        return Message("fantastiqa.withdraw", who=who, card=T.card(a.card), quest=T.quest(a.quest))
    if t is Fly:
        if a.card is None:
            return Message("fantastiqa.fly_token", who=who, path=_path(s, a.path))
        return Message("fantastiqa.fly_card", who=who, path=_path(s, a.path), card=T.short_card(a.card))
    if t is Reshuffle:
        return Message("fantastiqa.reshuffle", who=who)
    if t is Play:
        return Message("fantastiqa.play", who=who, card=T.card(a.card))
    if t is ChooseCard:
        return Message("fantastiqa.choose_card", who=who, card=T.card(a.card), where=T.where(a.from_hand))
    if t is ChoosePath:
        return Message("fantastiqa.choose_path", who=who, creature=_creature_on(s, a.path), path=_path(s, a.path))
    if t is ChooseSeat:
        if a.seat == seat:
            return Message("fantastiqa.choose_self", who=who)
        return Message("fantastiqa.choose_seat", who=who, seat=Seat(a.seat))
    if t is Exchange:
        return Message("fantastiqa.exchange", who=who)
    if t is Give:
        return Message("fantastiqa.give", who=who, card=T.card(a.card))
    if t is Discard:
        return Message("fantastiqa.discard", who=who, card=T.card(a.card))
    if t is Dump:
        return Message("fantastiqa.dump", who=who, card=T.card(a.card), target=Seat(a.seat))
    if t is Done:
        if s.phase == D.PH_END:
            return Message("fantastiqa.end_turn", who=who, n=D.HAND_SIZE)
        return Message(_DONE.get(s.phase, "fantastiqa.done"), who=who)
    if t is EndTurn:
        return Message("fantastiqa.finish_actions", who=who)
    return Message("fantastiqa.unknown_move", who=who, move=repr(a))
