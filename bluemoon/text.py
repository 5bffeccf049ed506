"""Sentences for the move log and for refused moves."""

from __future__ import annotations

from . import actions as A
from . import data as D


def _cell(state, c: int) -> str:
    if c < 0:
        return "out of the city"
    t = state.tiles[c]
    if t == D.COURTYARD_TILE:
        return "the Courtyard"
    if t >= 0:
        return f"the {D.BUILDING_TITLE[t]} {D.cell_name(c)}"
    return f"cell {D.cell_name(c)}"


def _who(state) -> str:
    return f"Player {state.current + 1}" if state.current is not None else "A player"


def describe(state, a) -> str:
    """One readable sentence for the move log."""
    who = _who(state)
    t = type(a)
    if t is A.Step:
        return f"{who} steps to {_cell(state, a.cell)}."
    if t is A.Teleport:
        return f"{who} discards a Flit 1 and flies to {_cell(state, a.cell)}."
    if t is A.ExtraSteps:
        return f"{who} discards a Flit 2 for two extra steps."
    if t is A.MoveDragon:
        card = f"{D.PEOPLE_TITLE[D.DRAGON_PEOPLE[a.dragon]]} {a.value}"
        if a.value == 1:
            return f"{who} discards a {card} and flies the {D.DRAGON_TITLE[a.dragon]} to {_cell(state, a.cell)}."
        return f"{who} discards a {card} and moves the {D.DRAGON_TITLE[a.dragon]} to {_cell(state, a.cell)}."
    if t is A.Contribute:
        fig = state.figures[state.current] if state.current is not None else -1
        tile = state.tiles[fig] if fig >= 0 else -1
        if tile >= 0 and a.space < len(D.SPACES[tile]):
            col, val = D.SPACES[tile][a.space]
            return (f"{who} starts paying for the {D.COLOUR_NAMES[col]} {val} space of the "
                    f"{D.BUILDING_TITLE[tile]}.")
        return f"{who} starts paying for space {a.space + 1}."
    if t is A.Hoax:
        n = "up to 4 cards" if a.value == 1 else "one card"
        return (f"{who} discards a Hoax {a.value} to count {n} of colour {D.COLOURS[a.frm]} "
                f"as {D.COLOURS[a.to]} for this contribution.")
    if t is A.AddCard:
        if a.recoloured:
            x = state.colour
            into = f" counted as {D.COLOURS[x]}" if 0 <= x < 8 else " recoloured by the Hoax"
            return f"{who} pays with a {D.kind_name(a.kind)}{into}."
        return f"{who} pays with a {D.kind_name(a.kind)}."
    if t is A.TakeBack:
        return f"{who} takes the cards back and leaves the space unpaid."
    if t is A.Offer:
        cost = state.next_cost()
        return f"{who} offers {cost} crystals at the obelisk." if cost else f"{who} makes an offering."
    if t is A.Pillar:
        cost = state.next_cost()
        extra = f" ({cost + a.value} crystals)" if cost else ""
        return f"{who} discards a Pillar {a.value} for one more offering{extra}."
    if t is A.Done:
        if state.phase == 3:
            return f"{who} does not use the special building."
        return f"{who} ends the movement and contribution phases."
    if t is A.Special:
        fig = state.figures[state.current] if state.current is not None else -1
        sp = D.SPECIAL[state.tiles[fig]] if fig >= 0 and state.tiles[fig] >= 0 else None
        if sp == "draw_two":
            return f"{who} uses the Hospital to draw 2 cards."
        if sp == "offering":
            return f"{who} makes an offering at the Golden Shrine."
        return f"{who} uses the Central Hall to jump to {_cell(state, a.cell)}."
    if t is A.Discard:
        return f"{who} discards a {D.kind_name(a.kind)} in the cleanup."
    if t is A.Draw:
        return f"{who} draws {state.cl_count + D.CLEANUP_DRAW} cards and ends the turn."
    return f"Unknown move {a!r}."


def explain_illegal(state, a) -> str:
    """Which rule forbids ``a`` now, and what would be legal."""
    if state.phase == 5:
        return "The game is over; no more moves can be made."
    legal_hint = state.legal_summary()
    if not isinstance(a, A.ACTION_TYPES):
        return f"{a!r} is not a Blue Moon City move. {legal_hint}"
    t = type(a)
    ph = state.phase
    p = state.current
    hand = state.hands[p]
    reason = "That move is not allowed now."
    if ph == 2 and t not in (A.AddCard, A.Hoax, A.TakeBack):
        reason = ("You are paying for a space: add cards (Hoax cards before the first card) until "
                  "it is paid, or take the cards back.")
    elif t is A.Step:
        if ph != 0:
            reason = "The figure moves only in the movement phase, before any contribution or offering."
        elif state.steps <= 0:
            reason = "You have no steps left this turn (a Flit 2 gives two more)."
        else:
            reason = "A step goes to an orthogonally adjacent cell of the city."
    elif t in (A.Teleport, A.ExtraSteps, A.MoveDragon):
        if ph != 0:
            reason = "Movement cards (Vulca, Terrah, Aqua, Flit) can only be used in the movement phase."
        elif t is A.MoveDragon and a.value == 2 and 0 <= a.dragon < 3 and state.dragons[a.dragon] < 0:
            reason = "A value-2 dragon card moves a dragon only if it is already in the city."
        elif t is A.MoveDragon and a.value == 2:
            reason = "A value-2 dragon card moves the dragon 1 to 3 orthogonal steps."
        else:
            reason = ("You need the matching card in hand, and the move must end on a different "
                      "cell of the city.")
    elif t is A.Contribute:
        fig = state.figures[p]
        if ph not in (0, 1):
            reason = "Contributions are made in the contribution phase only."
        elif not state.open_building(fig):
            reason = "Your figure must stand on a building that is not complete yet."
        elif state.markers[p] <= 0:
            reason = "You have no marker left in your supply."
        else:
            reason = ("That space is taken or your hand cannot pay it (cards of its colour, Khind as "
                      "1 of any colour, Mimix pairs as 3; each space is paid by its own set).")
    elif t is A.AddCard:
        if ph != 2:
            reason = "Choose a building space to pay for first."
        elif not (0 <= a.kind < 24) or not hand[a.kind]:
            reason = "You do not hold that card."
        elif a.recoloured and not (state.hoax_budget() or [0] * 8)[D.KIND_COLOUR[a.kind]]:
            reason = (f"No Hoax played for this space can recolour a {D.PEOPLE_TITLE[D.KIND_COLOUR[a.kind]]} "
                      "card (a Hoax 1 recolours up to 4 cards of one people, a Hoax 2 one card).")
        else:
            sc, need = state._space()
            reason = (f"That card cannot help pay the {D.COLOUR_NAMES[sc]} {need} space (wrong colour, "
                      "a Mimix without its partner, or the space could no longer be paid).")
    elif t is A.Hoax:
        reason = ("Hoax cards are played right after choosing a space and before adding any card "
                  "(as many as you like), recolouring into the space's colour (the palace: one "
                  "colour for the whole set).")
    elif t is A.TakeBack:
        reason = "Cards are taken back only while a space is being paid."
    elif t is A.Offer:
        if state.figures[p] != 12:
            reason = "Offerings are made with the figure on the Courtyard."
        elif ph != 0:
            reason = "Only one offering per turn (a Pillar card gives one more)."
        else:
            reason = (f"The next obelisk space costs {state.next_cost()} crystals and needs a marker "
                      "in your supply.")
    elif t is A.Pillar:
        reason = ("A Pillar gives one more offering right after an offering at the Courtyard, "
                  "paying 1 or 2 crystals extra, and needs a marker.")
    elif t is A.Special:
        reason = ("Special actions are used after the contribution phase, on the Hospital, Golden "
                  "Shrine or Central Hall (the jump goes to another cell).")
    elif t is A.Discard:
        reason = ("In the cleanup you may discard up to 2 cards from your hand (pick them in "
                  "list order).")
    elif t is A.Draw:
        reason = "Drawing ends the turn in the cleanup phase."
    elif t is A.Done:
        reason = "You are in the middle of a payment or the cleanup."
    return f"{reason} {legal_hint}"
