"""Guildhall's words: every sentence a player reads, and the messages the rules give.

``MESSAGES`` is the catalogue (engine/text.py explains the template language).  The names of
the game's things are terms in it too (``guildhall.term.<id>``: professions, colours, VP
cards' abilities), so that another language can translate every word; :data:`CARD`,
:data:`THE_CARD` and :data:`PROFESSION` hold them as ready messages, built once, since the rules
name cards in their events on every move.

:func:`describe` and :func:`explain_illegal` turn an action into its message; they read the
state only (views too) and import nothing of the rules, so the rules may import them.
"""

from __future__ import annotations

from engine.phrases import option_messages
from engine.text import Message, Seat, render

from . import data as D
from .actions import (BuyVP, ChooseCard, ChooseChapter, ChooseOpponent, ChooseTier, Discard,
                      DiscardAndDraw, Done, EndTurn, Place, PlayCard, UseAbility)

_PROFESSION_WORDS = ("Assassin", "Dancer", "Farmer", "Historian", "Trader", "Weaver")
_VP_ABILITY_WORDS = {
    "vp2_take_chapter": "take an incomplete chapter from another player",
    "vp3_swap_one_for_two": "swap 1 of your guildhall cards for 2 of another player's",
    "vp3_place_from_hand": "place any number of cards from hand into your guildhall",
    "vp4_draw_five": "draw 5 cards",
    "vp4_take_card": "take 1 card from another player's guildhall",
    "vp4_extra_action": "gain 1 extra action",
    "vp5_plain": "no ability",
    "vp7_two_actions": "gain 2 extra actions",
    "vp9_plain": "no ability",
}

MESSAGES = {
    # -- the game's name, pitch and options, as the menu and setup screens show them ----------
    **option_messages("guildhall", D.TITLE, D.OPTIONS),
    "guildhall.pitch": D.PITCH,

    # -- the game's things --------------------------------------------------------------
    **{f"guildhall.term.{p}": w for p, w in zip(D.PROFESSIONS, _PROFESSION_WORDS)},
    **{f"guildhall.term.{c}": c for c in D.COLOURS},
    **{f"guildhall.term.{v}": w for v, w in _VP_ABILITY_WORDS.items()},
    "guildhall.card": "{colour} {profession}",
    "guildhall.the_card": "the {card}",
    "guildhall.vp_card": "{points}-VP card",
    "guildhall.chapter": "{profession} chapter",

    # -- abilities (rules §6.3) -----------------------------------------------------------
    "guildhall.tier.assassin_t0": "Assassin level 0: discard 1 card from another player's guildhall",
    "guildhall.tier.assassin_t2": "Assassin level 2: discard 2 cards of different professions "
                                  "from another player's guildhall",
    "guildhall.tier.assassin_t4": "Assassin level 4: discard {n} cards from another player's guildhall",
    "guildhall.tier.dancer_draw": "Dancer: draw {amount:#card|cards} and gain 1 extra action",
    "guildhall.tier.farmer_t1": "Farmer level 1: gain 1 VP token",
    "guildhall.tier.farmer_t3": "Farmer level 3: gain {f} VP tokens",
    "guildhall.tier.historian_t0": "Historian level 0: put the top card of the discard pile into "
                                   "the guildhall",
    "guildhall.tier.historian_t2": "Historian level 2: take 1 card of choice from the discard pile",
    "guildhall.tier.historian_t4": "Historian level 4: take 2 cards of choice from the discard pile",
    "guildhall.tier.trader_t0": "Trader level 0: swap 1 guildhall card with another player",
    "guildhall.tier.trader_t2": "Trader level 2: swap 2 guildhall cards with another player",
    "guildhall.tier.trader_t4": "Trader level 4: swap a whole incomplete chapter with another player",
    "guildhall.tier.weaver_t0": "Weaver level 0: put 1 card from hand into the guildhall",
    "guildhall.tier.weaver_t2": "Weaver level 2: return 1 guildhall card to hand and place 2 hand cards",
    "guildhall.tier.weaver_t4": "Weaver level 4: return 2 guildhall cards to hand and place any "
                                "number of hand cards",

    # -- moves (describe) -------------------------------------------------------------------
    "guildhall.lay_on_top": "{who} {who:lay|lays} {card} on top of the discard pile.",
    "guildhall.lay_under": "{who} {who:lay|lays} {card} under {above}.",
    "guildhall.lay_rest": "{who} {who:lay|lays} the chapter's other cards under them in colour order.",
    "guildhall.lay_all": "{who} {who:lay|lays} the {profession} chapter on the discard pile in colour "
                         "order, {top} on top.",
    "guildhall.limit_discard": "{who} {who:discard|discards} a completed {profession} chapter to keep "
                               "only {keep}.",
    "guildhall.play": "{who} {who:play|plays} {card}.",
    "guildhall.discard_and_draw": "{who} {who:start|starts} a discard & draw.",
    "guildhall.buy": "{who} {who:buy|buys} {vp:a} ({ability}) for "
                     "{cost:#completed chapter|completed chapters}.",
    "guildhall.end_turn": "{who} {who:end|ends} the turn, giving up {n:#action|actions}.",
    "guildhall.discard": "{who} {who:discard|discards} {card} from {who:their} hand.",
    "guildhall.place_opening": "{who} {who:place|places} {card} in {who:their} guildhall to start.",
    "guildhall.place": "{who} {who:put|puts} {card} from {who:their} hand into {who:their} guildhall.",
    "guildhall.stop_discarding": "{who} {who:stop|stops} discarding and {who:draw|draws} back to {n} cards.",
    "guildhall.place_no_more": "{who} {who:place|places} no more cards.",
    "guildhall.no_ability": "{who} {who:use|uses} no ability of the card.",
    "guildhall.use_tier": "{who} {who:use|uses} {tier}.",
    "guildhall.target": "{who} {who:target|targets} {target}.",
    "guildhall.assassin_pick": "{who} {who:discard|discards} {card} from {owner:'s} guildhall.",
    "guildhall.historian_pick": "{who} {who:take|takes} {card} from the discard pile into "
                                "{who:their} guildhall.",
    "guildhall.give": "{who} {who:give|gives} {card} to {target}.",
    "guildhall.take": "{who} {who:take|takes} {card} from {owner:'s} guildhall.",
    "guildhall.weaver_return": "{who} {who:return|returns} {card} from {who:their} guildhall to "
                               "{who:their} hand.",
    "guildhall.choose_card": "{who} {who:choose|chooses} {card}.",
    "guildhall.spend_chapter": "{who} {who:spend|spends} a completed {profession} chapter.",
    "guildhall.give_chapter": "{who} {who:give|gives} away {who:their} {profession} chapter.",
    "guildhall.take_chapter": "{who} {who:take|takes} {owner:'s} {profession} chapter.",
    "guildhall.choose_chapter": "{who} {who:choose|chooses} the {profession} chapter.",
    "guildhall.use_vp": "{who} {who:use|uses} the VP card's ability: {ability}.",
    "guildhall.decline_vp": "{who} {who:decline|declines} the VP card's ability ({ability}); it is lost.",

    # -- the decision pending (for refusals) ------------------------------------------------
    "guildhall.now.open_discard": "{who} {who:are|is} doing the opening: discard any cards from hand, "
                                  "then say done",
    "guildhall.now.open_place": "{who} {who:are|is} doing the opening: place different cards from hand "
                                "in the guildhall",
    "guildhall.now.main": "{who} {who:choose|chooses} an action: play a card, discard and draw, buy a "
                          "VP card or end the turn",
    "guildhall.now.discard_and_draw": "{who} {who:are|is} discarding before drawing back to 6 cards",
    "guildhall.now.tier": "{who} {who:choose|chooses} which ability of the card just played to use",
    "guildhall.now.opponent": "{who} {who:choose|chooses} the player the ability targets",
    "guildhall.now.assassin_pick": "{who} {who:choose|chooses} the cards the Assassin discards",
    "guildhall.now.historian_pick": "{who} {who:choose|chooses} cards from the discard pile",
    "guildhall.now.give": "{who} {who:choose|chooses} guildhall cards to give in the exchange",
    "guildhall.now.take": "{who} {who:choose|chooses} the other player's cards to take in the exchange",
    "guildhall.now.my_chapter": "{who} {who:choose|chooses} the chapter to give away",
    "guildhall.now.their_chapter": "{who} {who:choose|chooses} the other player's chapter to take",
    "guildhall.now.weaver_return": "{who} {who:choose|chooses} guildhall cards to return to hand",
    "guildhall.now.weaver_place": "{who} {who:choose|chooses} hand cards to put into the guildhall",
    "guildhall.now.buy_chapter": "{who} {who:choose|chooses} the completed chapters to spend",
    "guildhall.now.buy_ability": "{who} {who:decide|decides} whether to use the VP card's ability",
    "guildhall.now.place_any": "{who} {who:put|puts} cards from hand into the guildhall, then {who:say|says} done",
    "guildhall.now.other": "another decision is pending",

    # -- refusals ------------------------------------------------------------------------------
    "guildhall.illegal.not_a_move": "That is not a Guildhall move. {legal}",
    "guildhall.illegal.laying": "{who} {who:are|is} laying a completed chapter on the discard pile "
                                "and first {who:say|says} which card goes on top, then under it. {legal}",
    "guildhall.illegal.limit": "{who} {who:hold|holds} more than {keep} completed chapters and must "
                               "first discard one of them. {legal}",
    "guildhall.illegal.play_not_now": "A card can be played only as a new action, and now {now}. {legal}",
    "guildhall.illegal.not_in_hand": "{who} {who:have|has} no {card} in hand. {legal}",
    "guildhall.illegal.identical_play": "{who:'s} guildhall already holds {card:a}; an identical card "
                                        "cannot be played. {legal}",
    "guildhall.illegal.profession_played": "{who} already played {profession:a} this turn; only one "
                                           "card per profession each turn. {legal}",
    "guildhall.illegal.cannot_play": "That card cannot be played now. {legal}",
    "guildhall.illegal.not_in_row": "That VP card is not in the centre row. {legal}",
    "guildhall.illegal.too_expensive": "That VP card costs {cost:#completed chapter|completed chapters} "
                                       "and {who} {who:have|has} {have}. {legal}",
    "guildhall.illegal.must_discard": "With {n} cards in hand {who} must discard down to {down} before "
                                      "drawing. {legal}",
    "guildhall.illegal.identical_place": "{who:'s} guildhall already holds {card:a}; a guildhall never "
                                         "holds two identical cards. {legal}",
    "guildhall.illegal.level": "That ability needs level {need} and {who:'s} chapter is at level "
                               "{level}. {legal}",
    "guildhall.illegal.not_in_full": "That ability cannot be carried out in full here, and an ability "
                                     "is used all or nothing. {legal}",
    "guildhall.illegal.exchange": "That card cannot be chosen: the exchange would leave a guildhall with "
                                  "two identical cards or could not be completed. {legal}",
    "guildhall.illegal.wrong_decision": "That move does not fit the decision now: {now}. {legal}",

    # -- events: what a move caused ----------------------------------------------------------
    "guildhall.ev.draw_seen": "{who} {who:draw|draws} {cards:list}.",
    "guildhall.ev.draw": "{who} {who:draw|draws} {n:#card|cards}.",
    "guildhall.ev.reshuffle": "The deck is empty: the discard pile is shuffled into a new deck of "
                              "{n:#card|cards}.",
    "guildhall.ev.complete_seen": "{who} {who:complete|completes} {who:their} {profession} chapter.",
    "guildhall.ev.complete": "{who} {who:complete|completes} a chapter.",
    "guildhall.ev.over_limit": "{who} now {who:hold|holds} {n} completed chapters and must discard one "
                               "(at most {keep} may stay).",
    "guildhall.ev.bought": "{who} {who:buy|buys} {vp:a} with {who:their} {chapters:list} "
                           "{count:chapter|chapters}: {points:+} VP.",
    "guildhall.ev.tokens": "{who} {who:gain|gains} {n:#VP token|VP tokens}: {n:+} VP.",
    "guildhall.ev.extra_actions": "{who} {who:gain|gains} {n:#extra action|extra actions}.",
    "guildhall.ev.assassin": "{who:'s} Assassin discards {cards:list} from {target:'s} guildhall.",
    "guildhall.ev.swap": "{who} {who:give|gives} {target} {given:list} and {who:take|takes} "
                         "{taken:list} in exchange.",
    "guildhall.ev.take_cards": "{who} {who:take|takes} {taken:list} from {target:'s} guildhall.",
    "guildhall.ev.swap_chapters": "{who} {who:swap|swaps} {who:their} {mine} chapter for {target:'s} "
                                  "{theirs} chapter.",
    "guildhall.ev.take_chapter": "{who} {who:take|takes} {target:'s} {profession} chapter: {cards:list}.",
    "guildhall.ev.copies": "{cards:list} {n:goes|go} to the discard pile: {owner:'s} guildhall already "
                           "held {n:that card|those cards}.",
    "guildhall.ev.historian": "{who:'s} Historian takes {cards:list} from the discard pile into "
                              "{who:their} guildhall.",
    "guildhall.ev.weaver": "{who:'s} Weaver returns {returned:list} to {who:their} hand and places "
                           "{placed:list} in {who:their} guildhall.",
    "guildhall.ev.weaver_place": "{who:'s} Weaver places {placed:list} in {who:their} guildhall.",
    "guildhall.ev.weaver_return": "{who:'s} Weaver returns {returned:list} to {who:their} hand and "
                                  "places no card.",
    "guildhall.ev.area_joins": "{who:'s} turn ends: {cards:list} {n:joins|join} {who:their} guildhall.",
    "guildhall.ev.laid": "{who:'s} {profession} chapter goes onto the discard pile, {top} on top.",
    "guildhall.ev.openings_done": "Every opening is done.",
    "guildhall.ev.win": "{who} {who:end|ends} the turn with {vp} VP and {who:win|wins} the game.",
    "guildhall.ev.stall_one": "No one has gained VP for {turns} turns, so the game ends: {who} "
                              "{who:win|wins} (most VP, then completed chapters, then guildhall cards).",
    "guildhall.ev.stall_shared": "No one has gained VP for {turns} turns, so the game ends: "
                                 "{winners:list} share the win, level on VP, completed chapters and "
                                 "guildhall cards.",

    # -- the table ----------------------------------------------------------------------------
    **{f"guildhall.term.ordinal{i + 1}": w for i, w in enumerate(("first", "second", "third", "fourth",
                                                                 "fifth"))},
    "guildhall.ui.laid_nth": "Goes on the pile {nth} from the top.",
    # the words on the cards, their tooltips and the ability choices drawn on a played card
    "guildhall.ui.tier.none": "No ability",
    "guildhall.ui.tier.assassin_t0": "Discard 1 rival card",
    "guildhall.ui.tier.assassin_t2": "Discard 2 (2 chapters)",
    "guildhall.ui.tier.assassin_t4": "Discard {n} rival cards",
    "guildhall.ui.tier.dancer_draw": "Draw {amount}, then +1 action",
    "guildhall.ui.tier.farmer_t1": "Gain 1 VP token",
    "guildhall.ui.tier.farmer_t3": "Gain {f} VP tokens",
    "guildhall.ui.tier.historian_t0": "Take the pile's top card",
    "guildhall.ui.tier.historian_t2": "Take 1 from the pile",
    "guildhall.ui.tier.historian_t4": "Take 2 from the pile",
    "guildhall.ui.tier.trader_t0": "Swap 1 card with a rival",
    "guildhall.ui.tier.trader_t2": "Swap 2 cards with a rival",
    "guildhall.ui.tier.trader_t4": "Swap whole chapters",
    "guildhall.ui.tier.weaver_t0": "1 hand card in",
    "guildhall.ui.tier.weaver_t2": "2 hand cards in, 1 card back",
    "guildhall.ui.tier.weaver_t4": "Any hand cards in, 2 cards back",
    "guildhall.ui.tier_at_level": "Level {level}: {what}",
    "guildhall.ui.dancer_fewer": "Draw fewer",
    "guildhall.ui.dancer_more": "Draw more",
    "guildhall.ui.prof.assassin.0": "0: discard 1 card from one rival's guildhall",
    "guildhall.ui.prof.assassin.1": "2: discard 2 cards from 2 of their chapters",
    "guildhall.ui.prof.assassin.2": "4: discard {n} cards, any chapters",
    "guildhall.ui.prof.dancer.0": "Draw as many cards as your level (0–4)",
    "guildhall.ui.prof.dancer.1": "Then gain 1 more action",
    "guildhall.ui.prof.farmer.0": "1: gain 1 VP token",
    "guildhall.ui.prof.farmer.1": "3: gain {f} VP tokens",
    "guildhall.ui.prof.historian.0": "0: take the discard pile's top card",
    "guildhall.ui.prof.historian.1": "2: take 1 card of your choice from it",
    "guildhall.ui.prof.historian.2": "4: take 2 cards of your choice",
    "guildhall.ui.prof.trader.0": "0: swap 1 guildhall card with a rival",
    "guildhall.ui.prof.trader.1": "2: swap 2 cards with a rival",
    "guildhall.ui.prof.trader.2": "4: swap a whole chapter with a rival",
    "guildhall.ui.prof.weaver.0": "0: put 1 hand card in your guildhall",
    "guildhall.ui.prof.weaver.1": "2: 2 hand cards in, 1 guildhall card back",
    "guildhall.ui.prof.weaver.2": "4: any hand cards in, 2 guildhall cards back",
    "guildhall.ui.levels.assassin": "Levels 0 · 2 · 4",
    "guildhall.ui.levels.dancer": "Draw = level",
    "guildhall.ui.levels.farmer": "Levels 1 · 3",
    "guildhall.ui.levels.historian": "Levels 0 · 2 · 4",
    "guildhall.ui.levels.trader": "Levels 0 · 2 · 4",
    "guildhall.ui.levels.weaver": "Levels 0 · 2 · 4",
    "guildhall.ui.colour_name": "{colour}",
    "guildhall.ui.card_tooltip": "{card} — {lines:;}",
    "guildhall.ui.vp_tooltip": "{points} VP for {cost:#completed chapter|completed chapters} — "
                               "{ability}{once:if: (once, when bought)}",
    "guildhall.ui.vp_cost": "Cost: {cost:#chapter|chapters}",
    "guildhall.ui.vp.vp2_take_chapter": "Take a rival's|chapter",
    "guildhall.ui.vp.vp3_swap_one_for_two": "Swap 1 of yours|for 2 of theirs",
    "guildhall.ui.vp.vp3_place_from_hand": "Place cards|from hand",
    "guildhall.ui.vp.vp4_draw_five": "Draw 5|cards",
    "guildhall.ui.vp.vp4_take_card": "Take 1 card|from a rival",
    "guildhall.ui.vp.vp4_extra_action": "+1 action",
    "guildhall.ui.vp.vp5_plain": "No ability",
    "guildhall.ui.vp.vp7_two_actions": "+2 actions",
    "guildhall.ui.vp.vp9_plain": "No ability",
    # chips and buttons
    "guildhall.ui.browse": "Browse",
    "guildhall.ui.close": "Close",
    "guildhall.ui.end_turn": "End turn",
    "guildhall.ui.unused_question": "End your turn with {n:#action|actions} unused?",
    "guildhall.ui.discard_and_draw": "Discard & draw…",
    "guildhall.ui.target": "Target {target}",
    "guildhall.ui.use": "Use the ability",
    "guildhall.ui.decline": "Decline the ability",
    "guildhall.ui.lay_in_order": "Lay in colour order",
    "guildhall.ui.lay_rest_in_order": "Rest in colour order",
    "guildhall.ui.draw_back": "Draw back to {n}",
    "guildhall.ui.place_no_more": "Place no more",
    "guildhall.ui.done": "Done",
    "guildhall.ui.buy": "Buy the {vp}",
    # what to do now
    "guildhall.ui.prompt.over": "The game is over.",
    "guildhall.ui.prompt.setting_up": "{who} {who:are|is} setting up (opening).",
    "guildhall.ui.prompt.their_turn": "{who:'s} turn — {n:#action|actions} left.",
    "guildhall.ui.prompt.lay_top": "Pick the discard pile's top card, or use colour order.",
    "guildhall.ui.prompt.lay_next": "Click the card to go under it, or lay the rest in colour order.",
    "guildhall.ui.prompt.limit": "You hold {n} completed chapters: click one to discard (only {keep} may stay).",
    "guildhall.ui.prompt.open_discard": "Opening: discard any cards, then press Draw back to {n}.",
    "guildhall.ui.prompt.open_place": "Opening: put {n} more different {n:card|cards} in your guildhall.",
    "guildhall.ui.prompt.main": "{n:#action|actions} left: play a card, discard & draw, or buy a VP card.",
    "guildhall.ui.prompt.dd_must": "Discard & draw: drag at least {n:#card|cards} to the discard pile.",
    "guildhall.ui.prompt.dd_may": "Discard more, or press Draw back to {n}.",
    "guildhall.ui.prompt.tier": "Your {profession} chapter is at level {level}: choose on the card.",
    "guildhall.ui.prompt.opponent": "Choose the player to target: click their guildhall.",
    "guildhall.ui.prompt.assassin_pick": "Click {n:#card|cards} in {owner:'s} guildhall to discard.",
    "guildhall.ui.prompt.historian_pick": "Click {n:#card|cards} in the discard pile to put into your "
                                          "guildhall.",
    "guildhall.ui.prompt.give": "Click {n:#card|cards} in your guildhall to give to {target}.",
    "guildhall.ui.prompt.take": "Click {n:#card|cards} in {owner:'s} guildhall to take.",
    "guildhall.ui.prompt.my_chapter": "Click a card of the chapter of yours to give away.",
    "guildhall.ui.prompt.their_chapter": "Click a card of {owner:'s} chapter to take.",
    "guildhall.ui.prompt.weaver_return": "Click {n:#card|cards} in your guildhall to take back into your "
                                         "hand.",
    "guildhall.ui.prompt.weaver_place_any": "Drag hand cards into your guildhall, then press Place no more.",
    "guildhall.ui.prompt.weaver_place": "Drag {n} hand {n:card|cards} into your guildhall.",
    "guildhall.ui.prompt.place_any": "Drag any hand cards into your guildhall, then press Place no more.",
    "guildhall.ui.prompt.buy_chapter": "Click the completed chapter to spend.",
    "guildhall.ui.prompt.buy_ability": "Use the VP card's ability now, or decline it (it is lost).",
    # the board
    "guildhall.ui.seat_ai": "{name} (AI {level})",
    "guildhall.ui.vp_total": "{vp} VP",
    "guildhall.ui.rival_stats": "Hand {hand}   Completed chapters {done}/{keep}   Tokens {tokens}   "
                                "VP cards {cards}",
    "guildhall.ui.rival_stats_short": "Hand {hand}   Completed chapters {done}/{keep}",
    "guildhall.ui.market": "Market — buy with completed chapters",
    "guildhall.ui.left": "left",
    "guildhall.ui.deck": "Deck",
    "guildhall.ui.n_cards": "{n:#card|cards}",
    "guildhall.ui.discard_pile": "Discard ({n})",
    "guildhall.ui.empty": "empty",
    "guildhall.ui.browse_historian": "The discard pile — your Historian looks through it all: click a card "
                                     "to take it",
    "guildhall.ui.browse_title": "The discard pile: {n:#card|cards}{hidden:if: — only the top one is public; "
                                 "{hidden} lie face down below}",
    "guildhall.ui.opening": "{who:'s} opening",
    "guildhall.ui.opening_1": "1. Discard any cards you don't want",
    "guildhall.ui.opening_2": "2. Draw back up to {n}",
    "guildhall.ui.opening_3": "3. Put {n} cards into the guildhall",
    "guildhall.ui.opening_4": "    (no two identical)",
    "guildhall.ui.action_area": "{who:'s} action area",
    "guildhall.ui.actions_left": "Actions left: {n}",
    "guildhall.ui.drag_here": "Drag a card here to play it",
    "guildhall.ui.your_guildhall": "YOUR GUILDHALL",
    "guildhall.ui.completed": "Completed chapters {n}/{keep}",
    "guildhall.ui.tokens": "tokens",
    "guildhall.ui.goal": "goal {n}",
    "guildhall.ui.vp_cards_here": "VP cards you buy go here",
    # the results
    "guildhall.ui.score.vp_cards": "VP cards (points)",
    "guildhall.ui.score.tokens": "VP tokens",
    "guildhall.ui.score.bought": "VP cards bought",
    "guildhall.ui.score.completed": "Completed chapters held",
    "guildhall.ui.score.guildhall": "Cards in guildhall",
    "guildhall.ui.done_tooltip": "Your completed {profession} chapter: spend it on a VP card.",

    # -- the tutorial ------------------------------------------------------------------------------
    "guildhall.tutorial.title": "Learn Guildhall",
    "guildhall.tutorial.cards": "{cards:list}",
    "guildhall.tutorial.welcome.title": "Welcome",
    "guildhall.tutorial.welcome": "Welcome to Guildhall! You collect professions: Assassins, Dancers, "
                                  "Farmers, Historians, Traders and Weavers, each in five colours. Five "
                                  "different colours of one profession make a completed chapter, and completed "
                                  "chapters buy victory-point (VP) cards. The first to end their turn with "
                                  "{target} VP wins.",
    "guildhall.tutorial.table.title": "The table",
    "guildhall.tutorial.table": "Your hand is fanned at the bottom and your guildhall (six columns, one per "
                                "profession, one slot per colour) is above it. Your teacher's guildhall is "
                                "at the top; the market of VP cards, the deck and the discard pile are in "
                                "the middle. Each colour also has its own symbol.",
    "guildhall.tutorial.teacher.title": "Your teacher moves",
    "guildhall.tutorial.teacher_opening": "Your teacher does its opening too: its cards arrive in its "
                                          "guildhall at the top.",
    "guildhall.tutorial.teacher_turn": "Your teacher's turn. What it plays waits in its action area until "
                                       "its turn ends; the move log on the right says each move.",
    "guildhall.tutorial.teacher_moves": "Your teacher made a move: its cards and the move log show what it did.",
    "guildhall.tutorial.teacher_rival.title": "Your teacher got in your way",
    "guildhall.tutorial.teacher_assassin": "Your teacher played an Assassin and discarded {cards} from your "
                                           "guildhall: an Assassin throws a rival's cards onto the discard "
                                           "pile. Completed chapters are safe from it.",
    "guildhall.tutorial.teacher_trader": "Your teacher played a Trader: it took {taken} from your guildhall and "
                                         "gave you {given} in exchange. A Trader swaps guildhall cards with a "
                                         "rival.",
    "guildhall.tutorial.turn.title": "Your turn",
    "guildhall.tutorial.turn": "Your turn: you have {n} actions. An action is one of: play a card, discard & "
                               "draw, or buy a VP card. When both are spent, the turn ends by itself.",
    "guildhall.tutorial.turn_again": "Your turn again, with {n} new actions. You have {vp} VP.",
    "guildhall.tutorial.hint": "Not quite — follow the note; the glowing pieces show where.",
    "guildhall.tutorial.end.title": "End of the turn",
    "guildhall.tutorial.turn_ended": "Your actions are spent, so your turn ended: the cards in your action "
                                     "area moved into your guildhall, each into its profession's column. That "
                                     "is how chapters grow — a played card counts for the next one.",
    "guildhall.tutorial.complete.title": "A completed chapter",
    "guildhall.tutorial.complete": "Your {profession} chapter has all five colours: it is complete. It lies "
                                   "face down under “{panel}”, safe from every ability, ready to buy a VP "
                                   "card. You may hold at most {keep}: whoever completes one more must discard "
                                   "one of them at once.",
    "guildhall.tutorial.free.title": "Free play",
    "guildhall.tutorial.free": "You have tried every profession. Play on against your teacher (now playing "
                               "for real, at the easy level): the first to end a turn with {target} VP wins "
                               "(VP cards plus tokens). Keep at most {keep} completed chapters. Hold a card "
                               "down to see it large; Hint suggests a move.",
    "guildhall.tutorial.opening.title": "Opening",
    "guildhall.tutorial.open_discard": "Opening, part 1: discard cards you don't want. For now you "
                                       "keep your {profession}s, and one of each other profession to try it. Drag "
                                       "{card} onto the discard pile.",
    "guildhall.tutorial.open_discard_more": "Discard {card} too.",
    "guildhall.tutorial.open_draw": "Now press “{button}” at the bottom of the “{panel}” panel: your hand "
                                    "fills up to {n} cards again.",
    "guildhall.tutorial.open_place": "The opening, part 2: put {n} cards into your guildhall — no two "
                                     "identical. Drag {card} into your guildhall; it goes to the {profession} "
                                     "column.",
    "guildhall.tutorial.open_place_more": "And {card}.",
    "guildhall.tutorial.play.title": "Playing a card",
    "guildhall.tutorial.play_first": "{first:if:Play a card: drag it to your action area. A card's level is "
                                     "how many cards of its profession are already in your guildhall. }Drag "
                                     "{card} to your action area. Your {profession}s are at level {level}. "
                                     "{about}",
    "guildhall.tutorial.play": "Play {card}: drag it to your action area.",
    "guildhall.tutorial.about.assassin": "An Assassin discards cards from a rival's guildhall: 1 card at "
                                         "level 0, more at levels 2 and 4.",
    "guildhall.tutorial.about.dancer": "A Dancer draws as many cards as its level, then gives you 1 extra "
                                       "action.",
    "guildhall.tutorial.about.farmer": "A Farmer gives VP tokens: 1 at level 1, more at level 3. At level 0 "
                                       "it does nothing.",
    "guildhall.tutorial.about.historian": "A Historian takes cards from the discard pile into your "
                                          "guildhall: the top card at level 0, any card at levels 2 and 4.",
    "guildhall.tutorial.about.trader": "A Trader swaps cards between your guildhall and a rival's: 1 card "
                                       "at level 0, more at levels 2 and 4.",
    "guildhall.tutorial.about.weaver": "A Weaver puts cards from your hand straight into your guildhall: 1 at "
                                       "level 0; at levels 2 and 4 it swaps hand and guildhall cards.",
    "guildhall.tutorial.no_level.title": "Without its ability",
    "guildhall.tutorial.no_ability": "You may always play a card without its ability: click “{button}” on "
                                     "the card. The card still joins your guildhall at the end of the turn.",
    "guildhall.tutorial.level.title": "Using its ability",
    "guildhall.tutorial.use_level_first": "The card offers the abilities your level allows — only those you "
                                          "can carry out in full; “{none}” is always there too. Click "
                                          "“{button}”.{extra}",
    "guildhall.tutorial.use_level": "Click “{button}”.{extra}",
    "guildhall.tutorial.historian_top": " The top card of the discard pile, {card}, goes into your guildhall.",
    "guildhall.tutorial.dancer_action": " You draw {n:#card|cards} and gain 1 extra action this turn.",
    "guildhall.tutorial.assassin.title": "The Assassin",
    "guildhall.tutorial.assassin_pick": "Click {card} in your teacher's guildhall: it goes onto the discard "
                                        "pile.",
    "guildhall.tutorial.trader.title": "The Trader",
    "guildhall.tutorial.give": "Click {card} in your guildhall: you give it to your teacher.",
    "guildhall.tutorial.take": "Now click {card} in your teacher's guildhall: you take it in exchange.",
    "guildhall.tutorial.weaver.title": "The Weaver",
    "guildhall.tutorial.weaver_place": "Drag {card} from your hand into your guildhall.",
    "guildhall.tutorial.weaver_return": "Click {card} in your guildhall: it goes back into your hand (this "
                                        "Weaver cannot put it straight back).",
    "guildhall.tutorial.historian.title": "The Historian",
    "guildhall.tutorial.historian_pick": "The discard pile is spread out: click {card} in it to put it into "
                                         "your guildhall.",
    "guildhall.tutorial.dd.title": "Discard & draw",
    "guildhall.tutorial.dd_drag": "Another kind of action: discard & draw. Drag {card} onto the discard pile. "
                                  "With {over} or more cards in hand you must get down to {down}; then you "
                                  "draw back up to {refill}.",
    "guildhall.tutorial.dd_press": "Another kind of action: discard & draw. Press “{button}” at the bottom "
                                   "of the “{panel}” panel.",
    "guildhall.tutorial.dd_discard": "Discard {card}: drag it onto the discard pile.",
    "guildhall.tutorial.dd_discard_last": "Discard {card}: drag it onto the discard pile. It is your last card, "
                                          "so you then draw back up to {refill} at once.",
    "guildhall.tutorial.dd_draw": "Press “{button}” to refill your hand.",
    "guildhall.tutorial.buy.title": "Buying a VP card",
    "guildhall.tutorial.buy": "You hold {n:#completed chapter|completed chapters}: spend one on a VP card. "
                              "Drag your {profession} chapter onto the {vp} in the “{panel}” row ({ability}) "
                              "to buy it.",
    "guildhall.tutorial.buy_chapter": "Click your completed {profession} chapter: it pays for the card.",
    "guildhall.tutorial.limit.title": "At most three chapters",
    "guildhall.tutorial.limit": "Your {last} chapter is complete too, so you hold {n} completed chapters: "
                                "{chapters:list}. Only {keep} may stay, so one must go at once, before "
                                "anything else. Click your {profession} chapter under “{panel}”: its five "
                                "cards go onto the discard pile.",
    "guildhall.tutorial.lay_limit": "The discarded chapter goes onto the pile in the order you choose (a "
                                    "Historian can take its top card). This time click “{button}”.",
    "guildhall.tutorial.lay": "The spent chapter goes onto the discard pile, in the order you choose: a "
                              "Historian can take its top card, so you could click the card to put on top. "
                              "This time click “{button}”.",
    "guildhall.tutorial.use": "The card's one-time ability ({ability}) is offered right away: click "
                              "“{button}” (declining would lose it).",
    "guildhall.tutorial.place_any": "Drag {card} from your hand into your guildhall.",
    "guildhall.tutorial.place_done": "That is enough: press “{button}”.",
    "guildhall.tutorial.end_turn": "Nothing useful is left, so click “{button}”.",
    "guildhall.tutorial.next.title": "Your move",
    "guildhall.tutorial.next": "Next: {move}",
    "guildhall.tutorial.recap.0": "The opening: discard, draw back to {hand}, place {place} different cards.",
    "guildhall.tutorial.recap.1": "{actions} actions a turn: play a card, discard & draw, or buy a VP card.",
    "guildhall.tutorial.recap.2": "A card's level is its profession's count in your guildhall; each of the "
                                  "six professions does its own thing.",
    "guildhall.tutorial.recap.3": "Five colours of one profession complete a chapter; keep at most {keep}.",
    "guildhall.tutorial.recap.4": "Completed chapters buy VP cards; end a turn with {target} VP to win.",

    # -- places at the end (§11) -------------------------------------------------------------
    "guildhall.ranking.more_chapters": "{upper:list} and {lower:list} both have {vp} VP; {upper:list} "
                                       "{count:has|have} more completed chapters ({theirs} against {others}).",
    "guildhall.ranking.more_cards": "{upper:list} and {lower:list} both have {vp} VP; {upper:list} "
                                    "{count:has|have} more guildhall cards ({theirs} against {others}).",
    "guildhall.ranking.level": "{seats:list} are level on VP ({vp}), completed chapters ({chapters}) and "
                               "guildhall cards ({cards}) and share their place.",

    # -- where the game stands -----------------------------------------------------------------
    "guildhall.progress.opening": "Openings · {done} of {n} done",
    "guildhall.progress.turn": "Turn {turn} · best {best} of {target} VP",
    "guildhall.progress.over": "Game over after {turn:#turn|turns}",
}


def term(name: str) -> Message:
    """A game thing's name (a profession, colour or VP card id) as a message."""
    return Message(f"guildhall.term.{name}")


#: The 30 cards (by kind), "red Farmer"; with the article, "the red Farmer".
CARD = tuple(Message("guildhall.card", colour=term(D.COLOURS[D.KIND_COLOUR[k]]),
                     profession=term(D.PROFESSIONS[D.KIND_PROF[k]])) for k in range(D.NUM_KINDS))
THE_CARD = tuple(Message("guildhall.the_card", card=c) for c in CARD)
#: The six professions, "Farmer".
PROFESSION = tuple(term(p) for p in D.PROFESSIONS)
#: The VP cards' abilities, by VP kind.
VP_ABILITY = tuple(term(v) for v in D.VP_IDS)
VP_CARD = tuple(Message("guildhall.vp_card", points=p) for p in D.VP_POINTS)
ORDINAL = tuple(Message(f"guildhall.term.ordinal{i + 1}") for i in range(5))


def the_cards(kinds) -> tuple[Message, ...]:
    return tuple(THE_CARD[k] for k in kinds)


def card_text(kind: int) -> str:
    """'blue Farmer' in English, for texts that are not messages (position files)."""
    return render(CARD[kind], capital=False)


def profession_text(prof: int) -> str:
    """'Farmer' in English, for the words drawn on cards and boards."""
    return render(PROFESSION[prof])


def vp_ability_text(v: int) -> str:
    """What VP card kind ``v`` does when bought, in English ("draw 5 cards")."""
    return render(VP_ABILITY[v], capital=False)


def tier(state, tier_id: str, amount: int = 0) -> Message:
    """An ability tier of a profession card, with the numbers of the game's option."""
    if tier_id == "dancer_draw":
        return Message("guildhall.tier.dancer_draw", amount=amount)
    if tier_id == "assassin_t4":
        return Message("guildhall.tier.assassin_t4",
                       n=D.SEED_ASSASSIN_T4_COUNT if state.seed_values else D.ASSASSIN_T4_COUNT)
    if tier_id == "farmer_t3":
        return Message("guildhall.tier.farmer_t3",
                       f=D.SEED_FARMER_T3_VP if state.seed_values else D.FARMER_T3_VP)
    return Message(f"guildhall.tier.{tier_id}")


def now(state) -> Message:
    """The decision pending, as a clause about the seat making it."""
    key = f"guildhall.now.{state.phase}"
    if key in MESSAGES:
        return Message(key, who=Seat(state.active))
    return Message("guildhall.now.other")


# -- moves ---------------------------------------------------------------------------------
def describe(state, a) -> Message:
    """The move ``a`` of the seat to move, as a message (works on views too)."""
    who = Seat(state.active)
    ph = state.phase
    t = type(a)
    if state.laying and t is ChooseCard:
        if state.laid:
            return Message("guildhall.lay_under", who=Seat(state.layer), card=THE_CARD[a.kind],
                           above=THE_CARD[state.laid[-1]])
        return Message("guildhall.lay_on_top", who=Seat(state.layer), card=THE_CARD[a.kind])
    if state.laying and t is Done:
        if state.laid:
            return Message("guildhall.lay_rest", who=Seat(state.layer))
        top = max(state.laying)
        return Message("guildhall.lay_all", who=Seat(state.layer), profession=PROFESSION[D.KIND_PROF[top]],
                       top=THE_CARD[top])
    if state.limit and t is ChooseChapter:
        return Message("guildhall.limit_discard", who=Seat(state.limit[0]),
                       profession=PROFESSION[a.profession], keep=D.MAX_COMPLETED_CHAPTERS)
    if t is PlayCard:
        return Message("guildhall.play", who=who, card=THE_CARD[a.kind])
    if t is DiscardAndDraw:
        return Message("guildhall.discard_and_draw", who=who)
    if t is BuyVP:
        return Message("guildhall.buy", who=who, vp=VP_CARD[a.card], ability=VP_ABILITY[a.card],
                       cost=D.VP_COST[a.card])
    if t is EndTurn:
        return Message("guildhall.end_turn", who=who, n=state.actions)
    if t is Discard:
        return Message("guildhall.discard", who=who, card=THE_CARD[a.kind])
    if t is Place:
        key = "guildhall.place_opening" if ph == D.OPEN_PLACE else "guildhall.place"
        return Message(key, who=who, card=THE_CARD[a.kind])
    if t is Done:
        if ph == D.OPEN_DISCARD:
            return Message("guildhall.stop_discarding", who=who, n=D.OPENING_HAND)
        if ph == D.DD:
            return Message("guildhall.stop_discarding", who=who, n=D.REFILL_HAND_TO)
        return Message("guildhall.place_no_more", who=who)
    if t is ChooseTier:
        if a.tier == D.NO_TIER:
            return Message("guildhall.no_ability", who=who)
        return Message("guildhall.use_tier", who=who, tier=tier(state, a.tier, a.amount))
    if t is ChooseOpponent:
        return Message("guildhall.target", who=who, target=Seat(a.seat))
    if t is ChooseCard:
        card = THE_CARD[a.kind]
        if ph == D.ASSASSIN_PICK:
            return Message("guildhall.assassin_pick", who=who, card=card, owner=Seat(state.opp))
        if ph == D.HISTORIAN_PICK:
            return Message("guildhall.historian_pick", who=who, card=card)
        if ph == D.GIVE:
            return Message("guildhall.give", who=who, card=card, target=Seat(state.opp))
        if ph == D.TAKE:
            return Message("guildhall.take", who=who, card=card, owner=Seat(state.opp))
        if ph == D.WEAVER_RETURN:
            return Message("guildhall.weaver_return", who=who, card=card)
        return Message("guildhall.choose_card", who=who, card=card)
    if t is ChooseChapter:
        prof = PROFESSION[a.profession]
        if ph == D.BUY_CHAPTER:
            return Message("guildhall.spend_chapter", who=who, profession=prof)
        if ph == D.MY_CHAPTER:
            return Message("guildhall.give_chapter", who=who, profession=prof)
        if ph == D.THEIR_CHAPTER:
            return Message("guildhall.take_chapter", who=who, profession=prof, owner=Seat(state.opp))
        return Message("guildhall.choose_chapter", who=who, profession=prof)
    if t is UseAbility:
        ability = VP_ABILITY[state.buying] if state.buying >= 0 else term("vp5_plain")
        return Message("guildhall.use_vp" if a.use else "guildhall.decline_vp", who=who, ability=ability)
    raise TypeError(f"not a Guildhall action: {a!r}")


def explain_illegal(state, a) -> Message:
    """Which rule the move ``a`` breaks, then what is legal now."""
    legal = state.legal_actions()
    summary = state.legal_summary()
    me = state.active
    who = Seat(me)
    t = type(a)
    if t not in state.ACTION_TYPES:
        return Message("guildhall.illegal.not_a_move", legal=summary)
    if state.laying:
        return Message("guildhall.illegal.laying", who=Seat(state.layer), legal=summary)
    if state.limit:
        return Message("guildhall.illegal.limit", who=Seat(state.limit[0]), keep=D.MAX_COMPLETED_CHAPTERS,
                       legal=summary)
    ph = state.phase
    if t is PlayCard:
        if ph != D.MAIN:
            return Message("guildhall.illegal.play_not_now", now=now(state), legal=summary)
        if a.kind not in state.hands[me]:
            return Message("guildhall.illegal.not_in_hand", who=who, card=CARD[a.kind], legal=summary)
        if (state.guild[me] >> a.kind) & 1:
            return Message("guildhall.illegal.identical_play", who=who, card=CARD[a.kind], legal=summary)
        if (state.played >> D.KIND_PROF[a.kind]) & 1:
            return Message("guildhall.illegal.profession_played", who=who,
                           profession=PROFESSION[D.KIND_PROF[a.kind]], legal=summary)
        return Message("guildhall.illegal.cannot_play", legal=summary)
    if t is BuyVP and ph == D.MAIN:
        if a.card not in state.center:
            return Message("guildhall.illegal.not_in_row", legal=summary)
        return Message("guildhall.illegal.too_expensive", who=who, cost=D.VP_COST[a.card],
                       have=len(state.completed[me]), legal=summary)
    if t is Done and ph == D.DD:
        return Message("guildhall.illegal.must_discard", who=who, n=len(state.hands[me]),
                       down=D.MUST_DISCARD_DOWN_TO, legal=summary)
    if t is Place and ph in (D.OPEN_PLACE, D.WEAVER_PLACE, D.PLACE_ANY):
        if a.kind not in state.hands[me]:
            return Message("guildhall.illegal.not_in_hand", who=who, card=CARD[a.kind], legal=summary)
        return Message("guildhall.illegal.identical_place", who=who, card=CARD[a.kind], legal=summary)
    if t is ChooseTier and ph == D.TIER:
        lv = D.level(state.guild[me], D.KIND_PROF[state.card])
        need = D.TIER_LEVEL.get(a.tier, 0)
        if a.tier in D.TIER_LEVEL and lv < need:
            return Message("guildhall.illegal.level", who=who, need=need, level=lv, legal=summary)
        return Message("guildhall.illegal.not_in_full", legal=summary)
    if ph in (D.GIVE, D.TAKE, D.HISTORIAN_PICK, D.WEAVER_RETURN) and t is ChooseCard:
        return Message("guildhall.illegal.exchange", legal=summary)
    if not legal:
        return Message("engine.game_over")
    return Message("guildhall.illegal.wrong_decision", now=now(state), legal=summary)


# -- the words on the table ------------------------------------------------------------------
def _numbers(seed_values: bool) -> dict[str, int]:
    """The numbers printed on the cards that the option ``seed_card_values`` changes."""
    return {"n": D.SEED_ASSASSIN_T4_COUNT if seed_values else D.ASSASSIN_T4_COUNT,
            "f": D.SEED_FARMER_T3_VP if seed_values else D.FARMER_T3_VP}


def tier_short(tier_id: str, amount: int = 0, seed_values: bool = False) -> Message:
    """An ability tier in a few words (a choice drawn on the card just played)."""
    if tier_id == "dancer_draw":
        return Message("guildhall.ui.tier.dancer_draw", amount=amount)
    params = _numbers(seed_values) if tier_id in ("assassin_t4", "farmer_t3") else {}
    return Message(f"guildhall.ui.tier.{tier_id}", **params)


def tier_choice(tier_id: str, amount: int = 0, seed_values: bool = False) -> Message:
    """An ability tier as the choice reads on the card: "Level 2: Take 1 card from the pile"."""
    what = tier_short(tier_id, amount, seed_values)
    level = amount if tier_id == "dancer_draw" else D.TIER_LEVEL.get(tier_id)
    return what if level is None else Message("guildhall.ui.tier_at_level", level=level, what=what)


def prof_lines(prof: int, seed_values: bool = False) -> tuple[Message, ...]:
    """What a profession card does at each of its levels (the enlarged card, tooltips)."""
    name = D.PROFESSIONS[prof]
    numbers = _numbers(seed_values)
    out = []
    for i in range(3):
        key = f"guildhall.ui.prof.{name}.{i}"
        if key not in MESSAGES:
            break
        out.append(Message(key, **{k: v for k, v in numbers.items() if "{" + k in MESSAGES[key]}))
    return tuple(out)


def levels_line(prof: int) -> Message:
    return Message(f"guildhall.ui.levels.{D.PROFESSIONS[prof]}")


def card_tooltip(kind: int, seed_values: bool = False) -> Message:
    return Message("guildhall.ui.card_tooltip", card=CARD[kind], lines=prof_lines(D.KIND_PROF[kind], seed_values))


def vp_tooltip(v: int) -> Message:
    return Message("guildhall.ui.vp_tooltip", points=D.VP_POINTS[v], cost=D.VP_COST[v], ability=VP_ABILITY[v],
                   once=D.VP_HAS_ABILITY[v])


def vp_short(v: int) -> Message:
    """A VP card's ability in at most two short lines, parted by "|"."""
    return Message(f"guildhall.ui.vp.{D.VP_IDS[v]}")


def ui(key: str, **params) -> Message:
    """A message of the table (``guildhall.ui.<key>``)."""
    return Message(f"guildhall.ui.{key}", **params)
