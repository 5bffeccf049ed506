"""Why a Fantastiqa move is refused: the rule it breaks, as a message the player can act on.

Only the refusal path reads this module (``FantastiqaState.explain_illegal``): what is legal
is decided by the rules alone, so nothing here changes a game.  It reads the state's fields
and never imports the rules module.
"""

from __future__ import annotations

from engine.text import Message

from . import data as D
from . import terms as T
from .actions import (ACTION_TYPES, CompleteQuest, Commit, Discard, Done, Dump, EndTurn,
                      Exchange, Fly, Play, Release, Reshuffle, Statue, Subdue, Take, Withdraw)
from .payment import subdue_value

_PATH = {p: i for i, p in enumerate(D.PATH_NAMES)}


def _why(key: str, **params) -> Message:
    return Message("fantastiqa.why." + key, **params)


def why(s, a) -> Message:
    """The rule move ``a`` breaks in state ``s``."""
    if type(a) not in ACTION_TYPES:
        return _why("not_a_move", move=repr(a))
    ph = s.phase
    p = s.cur
    if ph in D.SETUP_PHASES:
        return _why("starting_picks")
    turn_action = ph == D.PH_MAIN and s.actions_left > 0
    if isinstance(a, Subdue):
        if ph != D.PH_ADV and not turn_action:
            return _not_now(s, _why("adventure_used"))
        pi = _PATH.get(a.path, -1) if isinstance(a.path, str) else -1
        if pi < 0 or all(pi != x for x, _ in D.ADJ[s.pos[p]]):
            return _why("path_not_next")
        k = s.paths[pi]
        if k < 0:
            return _why("empty_path")
        cards = a.cards if isinstance(a.cards, tuple) else ()
        if not cards:
            return _why("name_cards")
        missing = _missing(s.hand[p], cards)
        if missing:
            return _why("not_in_hand", card=T.card(missing))
        return _why("underpaid", creature=T.KIND[k], need=D.KIND_NEED[k], symbol=T.SYMBOL[D.KIND_WEAK[k]],
                    value=subdue_value([D.KIND[c] for c in cards], D.KIND_WEAK[k], s.glass))
    if isinstance(a, CompleteQuest):
        if s.quest_done:
            return _why("one_quest")
        if not turn_action:
            return _not_now(s, _why("quest_used"))
        q = D.QUEST.get(a.quest, -1) if isinstance(a.quest, str) else -1
        if q < 0:
            return _why("no_quest")
        if D.QUEST_REGION[q] != s.region_at[s.pos[p]]:
            return _why("quest_region", quest=T.QUEST[q], region=T.REGION[D.QUEST_REGION[q]])
        return _why("quest_symbols")
    if isinstance(a, Statue):
        if s.statue_at[s.pos[p]] < 0:
            return _why("no_statue")
        if ph != D.PH_KEY and not turn_action:
            return _not_now(s, _why("statue_used"))
        if a.option == "draw" and s.statue_at[s.pos[p]] == D.QUEST_CHEST:
            return _why("quest_limit", max=D.MAX_PERSONAL_QUESTS)
        if a.option == "draw":
            return _why("statue_empty")
        if a.option == "teleport":
            return _why("teleport_cost", cost=D.TELEPORT_COST)
        if a.option == "release":
            return _why("release_cost")
    if isinstance(a, Release) and a.card == "peaceful_dragon":
        return _why("dragon_release")
    if isinstance(a, Release) and ph == D.PH_RELEASE:
        return _why("not_in_pile", card=T.card(a.card), where=T.where(a.from_hand))
    if isinstance(a, Take) and ph == D.PH_OFFER and s.offer_kind == D.QUEST_CHEST:
        return _why("quest_max", max=D.MAX_PERSONAL_QUESTS)
    if isinstance(a, Take) and ph == D.PH_OFFER:
        return _why("cannot_afford")
    if isinstance(a, Commit) and ph == D.PH_MAIN:
        if D.KIND.get(a.card) not in s.hand[p]:
            return _why("not_in_hand", card=T.card(a.card))
        if D.QUEST.get(a.quest) not in s.pq[p]:
            return _why("not_your_quest", quest=T.quest(a.quest))
        return _why("commit_symbol")
    if isinstance(a, Discard) and ph == D.PH_END:
        return _why("not_in_hand", card=T.card(a.card))
    if isinstance(a, Withdraw) and ph in (D.PH_MAIN, D.PH_TOKEN_EXCESS):
        if a.quest is None:
            return _why("not_under_token", card=T.card(a.card))
        return _why("not_behind_quest", card=T.card(a.card), quest=T.quest(a.quest))
    if isinstance(a, Dump) and ph == D.PH_END:
        return _why("dump")
    if isinstance(a, (Done, EndTurn)) and ph == D.PH_OFFER:
        return _why("take_a_quest")
    if s.to_move != p and ph != D.PH_EXCH_TAKE:
        return _why("not_their_decision")
    if ph == D.PH_MAIN:
        free = _free_action(s, a)
        if free is not None:
            return free
    return _not_now(s, None)


def _free_action(s, a) -> Message | None:
    """Why a free action of the main phase is refused (None if the phase is not the reason)."""
    p = s.cur
    if isinstance(a, Fly):
        if a.card is None and s.carpets[p] <= 0:
            return _why("no_carpets")
        return _why("fly_path")
    if isinstance(a, Reshuffle):
        if s.simple:
            return _why("simple_no_reshuffle")
        if s.reshuffles[p] <= 0:
            return _why("no_reshuffles")
        return _why("empty_discard")
    if isinstance(a, Exchange):
        return _why("exchange")
    if isinstance(a, Play):
        k = D.KIND.get(a.card) if isinstance(a.card, str) else None
        if k is not None and s.played_once_this_turn(k) and k in s.hand[p]:
            return _why("once_a_turn", card=T.KIND[k])
        return _why("play")
    return None


def _missing(hand, cards):
    """The first of ``cards`` the hand does not hold (copies counted), or None."""
    for c in cards:
        k = D.KIND.get(c) if isinstance(c, str) else None
        if k is None or hand.count(k) < cards.count(c):
            return c
    return None


def _not_now(s, rule: Message | None) -> Message:
    """``rule`` where it applies to this phase, else what the game waits for instead."""
    if s.phase == D.PH_MAIN and rule is not None:
        return rule
    if s.phase in D.SETUP_PHASES or s.phase == D.PH_OVER:
        return rule if rule is not None else _why("not_now_plain")
    pending = Message("fantastiqa.pending." + s.phase, max=D.MAX_TOKEN_CARDS)
    return _why("not_now", pending=pending)
