"""Sentences for the move log and for refused moves (works on views too)."""

from __future__ import annotations

from . import data as D
from .actions import (BuyVP, ChooseCard, ChooseChapter, ChooseOpponent, ChooseTier, Discard,
                      DiscardAndDraw, Done, EndTurn, Place, PlayCard, UseAbility)

TIER_TEXT = {
    "assassin_t0": "Assassin level 0: discard 1 card from another player's guildhall",
    "assassin_t2": "Assassin level 2: discard 2 cards of different professions from another "
                   "player's guildhall",
    "assassin_t4": "Assassin level 4: discard {n} cards from another player's guildhall",
    "farmer_t1": "Farmer level 1: gain 1 VP token",
    "farmer_t3": "Farmer level 3: gain {f} VP tokens",
    "historian_t0": "Historian level 0: put the top card of the discard pile into the guildhall",
    "historian_t2": "Historian level 2: take 1 card of choice from the discard pile",
    "historian_t4": "Historian level 4: take 2 cards of choice from the discard pile",
    "trader_t0": "Trader level 0: swap 1 guildhall card with another player",
    "trader_t2": "Trader level 2: swap 2 guildhall cards with another player",
    "trader_t4": "Trader level 4: swap a whole incomplete chapter with another player",
    "weaver_t0": "Weaver level 0: put 1 card from hand into the guildhall",
    "weaver_t2": "Weaver level 2: return 1 guildhall card to hand and place 2 hand cards",
    "weaver_t4": "Weaver level 4: return 2 guildhall cards to hand and place any number of "
                 "hand cards",
}


#: What the pending decision is, for refusals (phase -> sentence about the active player).
PHASE_TEXT = {
    "open_discard": "{who} is doing the opening: discard any cards from hand, then say done",
    "open_place": "{who} is doing the opening: place different cards from hand in the guildhall",
    "main": "{who} chooses an action: play a card, discard and draw, buy a VP card or end "
            "the turn",
    "discard_and_draw": "{who} is discarding before drawing back to 6 cards",
    "tier": "{who} chooses which ability of the card just played to use",
    "opponent": "{who} chooses the player the ability targets",
    "assassin_pick": "{who} chooses the cards the Assassin discards",
    "historian_pick": "{who} chooses cards from the discard pile",
    "give": "{who} chooses guildhall cards to give in the exchange",
    "take": "{who} chooses the other player's cards to take in the exchange",
    "my_chapter": "{who} chooses the chapter to give away",
    "their_chapter": "{who} chooses the other player's chapter to take",
    "weaver_return": "{who} chooses guildhall cards to return to hand",
    "weaver_place": "{who} chooses hand cards to put into the guildhall",
    "buy_chapter": "{who} chooses the completed chapters to spend",
    "buy_ability": "{who} decides whether to use the VP card's ability",
    "place_any": "{who} puts cards from hand into the guildhall, then says done",
}


def _who(p) -> str:
    return f"Player {p + 1}"


def _card(k: int) -> str:
    return f"the {D.kind_title(k)}"


def tier_text(state, tier: str, amount: int = 0) -> str:
    if tier == "dancer_draw":
        return (f"Dancer: draw {amount} card{'s' if amount != 1 else ''} and gain 1 extra "
                "action")
    n = D.SEED_ASSASSIN_T4_COUNT if state.seed_values else D.ASSASSIN_T4_COUNT
    f = D.SEED_FARMER_T3_VP if state.seed_values else D.FARMER_T3_VP
    return TIER_TEXT[tier].format(n=n, f=f)


def describe(state, a) -> str:
    from . import rules as R
    who = _who(state.active)
    ph = state.phase
    t = type(a)
    if state.laying and t is ChooseCard:
        where = f"under {_card(state.laid[-1])}" if state.laid else "on top of the discard pile"
        return f"{_who(state.layer)} lays {_card(a.kind)} {where}."
    if state.laying and t is Done:
        if state.laid:
            return f"{_who(state.layer)} lays the chapter's other cards under them in colour order."
        top = max(state.laying)
        return (f"{_who(state.layer)} lays the {D.PROFESSION_TITLES[D.KIND_PROF[top]]} chapter on "
                f"the discard pile in colour order, {_card(top)} on top.")
    if state.limit and t is ChooseChapter:
        return (f"{_who(state.limit[0])} discards a completed {D.PROFESSION_TITLES[a.profession]}"
                " chapter to keep only 3.")
    if t is PlayCard:
        return f"{who} plays {_card(a.kind)}."
    if t is DiscardAndDraw:
        return f"{who} discards and draws back to {D.REFILL_HAND_TO} cards."
    if t is BuyVP:
        vid = D.VP_IDS[a.card]
        cost = D.VP_COST[a.card]
        return (f"{who} buys a {D.VP_POINTS[a.card]}-VP card ({D.VP_TITLES[vid]}) for "
                f"{cost} completed chapter{'s' if cost > 1 else ''}.")
    if t is EndTurn:
        return f"{who} ends the turn, giving up {state.actions} action{'s' if state.actions != 1 else ''}."
    if t is Discard:
        return f"{who} discards {_card(a.kind)} from hand."
    if t is Place:
        if ph == R.OPEN_PLACE:
            return f"{who} places {_card(a.kind)} in the guildhall to start."
        return f"{who} puts {_card(a.kind)} from hand into the guildhall."
    if t is Done:
        if ph == R.OPEN_DISCARD:
            return f"{who} stops discarding and draws back to {D.OPENING_HAND} cards."
        if ph == R.DD:
            return f"{who} stops discarding and draws back to {D.REFILL_HAND_TO} cards."
        return f"{who} places no more cards."
    if t is ChooseTier:
        if a.tier == D.NO_TIER:
            return f"{who} uses no ability of the card."
        return f"{who} uses {tier_text(state, a.tier, a.amount)}."
    if t is ChooseOpponent:
        return f"{who} targets {_who(a.seat)}."
    if t is ChooseCard:
        if ph == R.ASSASSIN_PICK:
            return f"{who} discards {_card(a.kind)} from {_who(state.opp)}'s guildhall."
        if ph == R.HISTORIAN_PICK:
            return f"{who} takes {_card(a.kind)} from the discard pile into the guildhall."
        if ph == R.GIVE:
            return f"{who} gives {_card(a.kind)} to {_who(state.opp)}."
        if ph == R.TAKE:
            return f"{who} takes {_card(a.kind)} from {_who(state.opp)}'s guildhall."
        if ph == R.WEAVER_RETURN:
            return f"{who} returns {_card(a.kind)} from the guildhall to hand."
        return f"{who} chooses {_card(a.kind)}."
    if t is ChooseChapter:
        name = D.PROFESSION_TITLES[a.profession]
        if ph == R.BUY_CHAPTER:
            return f"{who} spends a completed {name} chapter."
        if ph == R.MY_CHAPTER:
            return f"{who} gives away the {name} chapter."
        if ph == R.THEIR_CHAPTER:
            return f"{who} takes {_who(state.opp)}'s {name} chapter."
        return f"{who} chooses the {name} chapter."
    if t is UseAbility:
        vid = D.VP_IDS[state.buying] if state.buying >= 0 else ""
        text = D.VP_TITLES.get(vid, "the ability")
        if a.use:
            return f"{who} uses the VP card's ability: {text}."
        return f"{who} declines the VP card's ability ({text}); it is lost."
    return f"{who}: {a!r}."


def explain_illegal(state, a) -> str:
    """Which rule the move breaks, then what is legal now."""
    from . import rules as R
    legal = state.legal_actions()
    summary = state.legal_summary()
    me = state.active
    t = type(a)
    if t not in state.ACTION_TYPES:
        return f"{a!r} is not a Guildhall move. {summary}"
    if state.laying:
        return (f"{_who(state.layer)} is laying a completed chapter on the discard pile and "
                f"first says which card goes on top, then under it. {summary}")
    if state.limit:
        return (f"{_who(state.limit[0])} holds more than {D.MAX_COMPLETED_CHAPTERS} completed "
                f"chapters and must first discard one of them. {summary}")
    ph = state.phase
    if t is PlayCard:
        if ph != R.MAIN:
            why = ("A card can be played only as a new action, and now "
                   + PHASE_TEXT.get(ph, "another decision is pending").format(who=_who(me)) + ".")
        elif a.kind not in state.hands[me]:
            why = f"You have no {D.kind_title(a.kind)} in hand."
        elif (state.guild[me] >> a.kind) & 1:
            why = (f"Your guildhall already holds a {D.kind_title(a.kind)}; an identical card "
                   "cannot be played.")
        elif (state.played >> D.KIND_PROF[a.kind]) & 1:
            why = (f"You already played a {D.PROFESSION_TITLES[D.KIND_PROF[a.kind]]} this turn; "
                   "only one card per profession each turn.")
        else:
            why = "That card cannot be played now."
        return f"{why} {summary}"
    if t is BuyVP and ph == R.MAIN:
        if a.card not in state.center:
            why = "That VP card is not in the centre row."
        else:
            cost = D.VP_COST[a.card]
            why = (f"That VP card costs {cost} completed chapter{'s' if cost > 1 else ''} and "
                   f"you have {len(state.completed[me])}.")
        return f"{why} {summary}"
    if t is Done and ph == R.DD:
        return (f"With {len(state.hands[me])} cards in hand you must discard down to "
                f"{D.MUST_DISCARD_DOWN_TO} before drawing. {summary}")
    if t is Place and ph in (R.OPEN_PLACE, R.WEAVER_PLACE, R.PLACE_ANY):
        if a.kind not in state.hands[me]:
            why = f"You have no {D.kind_title(a.kind)} in hand."
        else:
            why = (f"Your guildhall already holds a {D.kind_title(a.kind)}; a guildhall never "
                   "holds two identical cards.")
        return f"{why} {summary}"
    if t is ChooseTier and ph == R.TIER:
        lv = R.level(state.guild[me], D.KIND_PROF[state.card])
        need = D.TIER_LEVEL.get(a.tier, 0)
        if a.tier in D.TIER_LEVEL and lv < need:
            why = f"That ability needs level {need} and your chapter is at level {lv}."
        else:
            why = ("That ability cannot be carried out in full here, and an ability is used "
                   "all or nothing.")
        return f"{why} {summary}"
    if ph in (R.GIVE, R.TAKE, R.HISTORIAN_PICK, R.WEAVER_RETURN) and t is ChooseCard:
        return ("That card cannot be chosen: the exchange would leave a guildhall with two "
                f"identical cards or could not be completed. {summary}")
    if not legal:
        return "The game is over; no more moves can be made."
    now = PHASE_TEXT.get(ph, "another decision is pending").format(who=_who(me))
    return f"That move does not fit the decision now: {now}. {summary}"
