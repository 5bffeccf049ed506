"""Why a Fantastiqa move is refused: one sentence naming the rule, in the player's words.

Only the refusal path reads this module (``FantastiqaState.explain_illegal``): what is legal
is decided by the rules alone, so these sentences never change a game.
"""

from __future__ import annotations

from . import data as D
from . import rules as R
from .actions import (ACTION_TYPES, CompleteQuest, Commit, Discard, Done, Dump, EndTurn,
                      Exchange, Fly, Play, Release, Reshuffle, Statue, Subdue, Take, Withdraw)
from .payment import subdue_value

#: What the game waits for in each phase, completing "That move does not fit now: ...".
PENDING = {
    R.PH_MAIN: "it is the main part of your turn: one action (adventure, statue or quest) "
               "and free actions",
    R.PH_ADV: "first go on with the adventure: subdue the next creature, or end the adventure",
    R.PH_OFFER: "first finish the statue visit: take or buy a drawn card, or be done",
    R.PH_RELEASE: "first release cards at the statue (1 gem each), or stop releasing",
    R.PH_KEY: "first choose what the key's free statue visit does",
    R.PH_QPAY: "first pay the quest's symbols with cards",
    R.PH_TOKEN_EXCESS: (f"first take cards back from under the quest token "
                        f"(at most {D.MAX_TOKEN_CARDS} may stay)"),
    R.PH_TARGET: "first choose the opponent who gets the card",
    R.PH_CHOOSE_CARD: "first choose the card the ability or artifact asks for",
    R.PH_CHOOSE_PATH: "first choose the creature the artifact asks for",
    R.PH_CHOOSE_SEAT: "first choose the adventurer the artifact asks for",
    R.PH_EXCH_GIVE: "first choose the cards to offer your partner, or be done",
    R.PH_EXCH_TAKE: "first the partner answers the exchange (hands back as many cards, or declines)",
    R.PH_END: "first end the turn: discard, maybe dump a card, then draw up to 5",
}


def why(s, a) -> str:
    """The sentence for move ``a`` refused in state ``s``."""
    if type(a) not in ACTION_TYPES:
        return f"{a!r} is not a Fantastiqa move."
    ph = s.phase
    p = s.cur
    if ph <= R.PH_PICK_POS:
        return "The game is still in the starting picks (quest, artifact, region in turn)."
    turn_action = ph == R.PH_MAIN and s.actions_left > 0
    if isinstance(a, Subdue):
        if ph != R.PH_ADV and not turn_action:
            return _not_now(s, "You can only adventure as your turn action, and it is used.")
        pi = R.PATH_IDX.get(a.path, -1) if isinstance(a.path, str) else -1
        if pi < 0 or all(pi != x for x, _ in D.ADJ[s.pos[p]]):
            return "An adventure goes only along a path next to your region (no diagonals)."
        k = s.paths[pi]
        if k < 0:
            return "That path holds no creature to subdue."
        cards = a.cards if isinstance(a.cards, tuple) else ()
        if not cards:
            return "Name the hand cards that pay the creature."
        missing = _missing(s.hand[p], cards)
        if missing:
            return f"{_card(missing)} is not in your hand."
        need = f"{D.KIND_NEED[k]} {D.SYMBOLS[D.KIND_WEAK[k]]}"
        return (f"The {D.KIND_NAME[k]} needs {need} (two identical symbols make one wild, "
                f"never split between creatures); those cards give only "
                f"{subdue_value([D.KIND[c] for c in cards], D.KIND_WEAK[k], s.glass)}.")
    if isinstance(a, CompleteQuest):
        if s.quest_done:
            return "Only one quest can be completed per turn."
        if not turn_action:
            return _not_now(s, "Completing a quest is your turn action, and it is used.")
        q = D.QUEST.get(a.quest, -1)
        if q < 0:
            return "There is no such quest."
        if D.QUEST_REGION[q] != s.region_at[s.pos[p]]:
            return (f"{D.QUEST_NAME[q]} can only be completed in the "
                    f"{D.REGION_NAMES[D.QUEST_REGION[q]]}.")
        return ("A quest needs its symbols from natural symbols only (no wild pairs, no "
                "Looking Glass), from your hand and the cards committed to it.")
    if isinstance(a, Statue):
        if s.statue_at[s.pos[p]] < 0:
            return "There is no statue in your region."
        if ph != R.PH_KEY and not turn_action:
            return _not_now(s, "A statue visit is your turn action, and it is used "
                               "(a Key card gives a free visit).")
        if a.option == "draw" and s.statue_at[s.pos[p]] == D.QUEST_CHEST:
            return "You may hold at most 3 personal quests and must take at least one."
        if a.option == "draw":
            return "This statue's deck is empty: there is nothing left to draw."
        if a.option == "teleport":
            return "Teleporting costs 2 gems."
        if a.option == "release":
            return "Releasing costs 1 gem per card; peaceful dragons cannot be released."
    if isinstance(a, Release) and a.card == "peaceful_dragon":
        return "Peaceful Dragon cards cannot be released at a statue."
    if isinstance(a, Release) and ph == R.PH_RELEASE:
        return f"{_card(a.card)} is not in your {_where(a.from_hand)}."
    if isinstance(a, Take) and ph == R.PH_OFFER and s.offer_kind == D.QUEST_CHEST:
        return "You may never hold more than 3 personal quests."
    if isinstance(a, Take) and ph == R.PH_OFFER:
        return "You can only buy a drawn card you can pay for in gems."
    if isinstance(a, Commit) and ph == R.PH_MAIN:
        if D.KIND.get(a.card) not in s.hand[p]:
            return f"{_card(a.card)} is not in your hand."
        if D.QUEST.get(a.quest) not in s.pq[p]:
            return f"{_quest(a.quest)} is not one of your personal quests."
        return ("A card may go behind a personal quest only if it shows a symbol the quest "
                "still needs.")
    if isinstance(a, Discard) and ph == R.PH_END:
        return f"{_card(a.card)} is not in your hand."
    if isinstance(a, Withdraw) and ph in (R.PH_MAIN, R.PH_TOKEN_EXCESS):
        where = "under your quest token" if a.quest is None else f"behind {_quest(a.quest)}"
        return f"{_card(a.card)} is not {where}: only prepared cards can be taken back."
    if isinstance(a, Dump) and ph == R.PH_END:
        return ("You may dump one card only on an opponent in your region, and only if you "
                "moved into that region this turn.")
    if isinstance(a, (Done, EndTurn)) and ph == R.PH_OFFER:
        return "At the quest chest you must take at least one quest."
    if s.to_move != p and ph != R.PH_EXCH_TAKE:
        return "It is not that player's decision now."
    if ph == R.PH_MAIN:
        free = _free_action(s, a)
        if free:
            return free
    return _not_now(s, "")


def _free_action(s, a) -> str:
    """Why a free action of the main phase is refused ("" if the phase is not the reason)."""
    p = s.cur
    if isinstance(a, Fly):
        if a.card is None and s.carpets[p] <= 0:
            return "You have no magic carpet tokens left."
        return "A magic carpet flies along one path next to your region."
    if isinstance(a, Reshuffle):
        if s.simple:
            return "The simple rules have no reshuffle tokens."
        if s.reshuffles[p] <= 0:
            return "You have no reshuffle tokens left."
        return "Your discard pile is empty: there is nothing to shuffle in."
    if isinstance(a, Exchange):
        return ("Partners may exchange cards once a turn, when both hold cards and their "
                "adventurers stand in the same or neighbouring regions (team games only).")
    if isinstance(a, Play):
        k = D.KIND.get(a.card) if isinstance(a.card, str) else None
        if k is not None and s.played_once_this_turn(k) and k in s.hand[p]:
            return f"{D.KIND_NAME[k]} works only once a turn."
        return ("Only a card in your hand with an ability, or an artifact, can be used, and "
                "only when its effect can happen now.")
    return ""


def _missing(hand, cards):
    """The first of ``cards`` the hand does not hold (copies counted), or None."""
    for c in cards:
        k = D.KIND.get(c) if isinstance(c, str) else None
        if k is None or hand.count(k) < cards.count(c):
            return c
    return None


def _card(kind) -> str:
    i = D.KIND.get(kind) if isinstance(kind, str) else None
    return D.KIND_NAME[i] if i is not None else str(kind)


def _quest(quest: str) -> str:
    i = D.QUEST.get(quest)
    return D.QUEST_NAME[i] if i is not None else quest


def _where(from_hand: bool) -> str:
    return "hand" if from_hand else "discard pile"


def _not_now(s, rule: str) -> str:
    """``rule`` where it applies to this phase, else what the game waits for instead."""
    if s.phase == R.PH_MAIN and rule:
        return rule
    pending = PENDING.get(s.phase)
    return f"That move does not fit now: {pending}." if pending else (
        rule or "That move does not fit now.")
