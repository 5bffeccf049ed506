"""Fantastiqa in English: every sentence the rules and the table say, and the names of the
game's things (see engine.text for the template language).

Keys: ``fantastiqa.<move>`` describe moves (subject ``who``), ``fantastiqa.why.*`` say which rule
refuses a move, ``fantastiqa.pending.*`` what a phase waits for, ``fantastiqa.ev.*`` what a move
caused (events), ``fantastiqa.term.*`` name cards, quests, regions, statues and symbols,
``fantastiqa.ui.*`` and ``fantastiqa.tutorial.*`` are the table's own words.
"""

from __future__ import annotations

from engine.phrases import option_messages

from . import data as D

_TERMS = {
    **{f"fantastiqa.term.{k}": name for k, name in zip(D.KINDS, D.KIND_NAME)},
    **{f"fantastiqa.term.{q}": name for q, name in zip(D.QUESTS, D.QUEST_NAME)},
    **{f"fantastiqa.term.{r}": name for r, name in zip(D.REGIONS, D.REGION_NAMES)},
    **{f"fantastiqa.term.{s}": name for s, name in zip(D.STATUES, D.STATUE_NAMES)},
    **{f"fantastiqa.term.{s}": s for s in D.SYMBOLS},
    "fantastiqa.term.hand": "hand",
    "fantastiqa.term.discard_pile": "discard pile",
    "fantastiqa.term.quest_token": "quest token",
    "fantastiqa.term.creature": "creature",
    "fantastiqa.term.statue": "statue",
    "fantastiqa.path": "{a}–{b}",
}


#: The title, pitch and options as the setup and menu screens show them, from the game's own English.
_OPTIONS = {**option_messages("fantastiqa", D.TITLE, D.OPTIONS), "fantastiqa.pitch": D.PITCH}

_MOVES = {
    "fantastiqa.pick_quest": "{who} {who:take|takes} the starting quest {quest}.",
    "fantastiqa.pick_artifact": "{who} {who:take|takes} the starting artifact {card}.",
    "fantastiqa.pick_region": "{who} {who:place|places} {who:their} adventurer in the {region}.",
    "fantastiqa.subdue": "{who} {who:subdue|subdues} the {creature} on the {path} path with {cards:list} "
                         "and {who:move|moves} to the {region}.",
    "fantastiqa.statue_draw": "{who} {who:visit|visits} the {statue} and {who:draw|draws} {n:#card|cards}.",
    "fantastiqa.statue_release": "{who} {who:visit|visits} the {statue} to release cards (1 gem each).",
    "fantastiqa.statue_teleport": "{who} {who:pay|pays} {cost} gems to teleport from the {statue} "
                                  "to its twin.",
    "fantastiqa.take_quest": "{who} {who:take|takes} the quest {quest}.",
    "fantastiqa.buy": "{who} {who:buy|buys} {card} for {cost:#gem|gems}.",
    "fantastiqa.release": "{who} {who:release|releases} {card} from {who:their} {where} for 1 gem.",
    "fantastiqa.complete": "{who} {who:set|sets} out to complete the quest {quest}.",
    "fantastiqa.pay": "{who} {who:pay|pays} {card} from {who:their} {where} toward the quest.",
    "fantastiqa.commit_token": "{who} {who:put|puts} a card under {who:their} quest token.",
    "fantastiqa.commit": "{who} {who:commit|commits} {card} to {quest}.",
    "fantastiqa.withdraw_token": "{who} {who:take|takes} a card from under {who:their} quest token "
                                 "to {who:their} discard pile.",
    "fantastiqa.withdraw": "{who} {who:withdraw|withdraws} {card} from {quest}.",
    "fantastiqa.fly_token": "{who} {who:fly|flies} along the {path} path on a carpet token.",
    "fantastiqa.fly_card": "{who} {who:fly|flies} along the {path} path on the magic carpet of the {card}.",
    "fantastiqa.reshuffle": "{who} {who:use|uses} a reshuffle token.",
    "fantastiqa.play": "{who} {who:use|uses} {card}.",
    "fantastiqa.choose_card": "{who} {who:choose|chooses} {card} from {who:their} {where}.",
    "fantastiqa.choose_path": "{who} {who:choose|chooses} the {creature} on the {path} path.",
    "fantastiqa.choose_seat": "{who} {who:choose|chooses} {seat}.",
    "fantastiqa.choose_self": "{who} {who:choose|chooses} {who:their} own adventurer.",
    "fantastiqa.exchange": "{who} {who:offer|offers} {who:their} partner a card exchange.",
    "fantastiqa.give": "{who} {who:hand|hands} {card} over in the exchange.",
    "fantastiqa.discard": "{who} {who:discard|discards} {card}.",
    "fantastiqa.dump": "{who} {who:dump|dumps} {card} on {target:'s} discard pile.",
    "fantastiqa.end_adventure": "{who} {who:end|ends} the adventure.",
    "fantastiqa.done_statue": "{who} {who:are|is} done at the statue.",
    "fantastiqa.stop_releasing": "{who} {who:stop|stops} releasing.",
    "fantastiqa.done_offering": "{who} {who:finish|finishes} offering cards.",
    "fantastiqa.decline_exchange": "{who} {who:decline|declines} the exchange.",
    "fantastiqa.end_turn": "{who} {who:draw|draws} up to {n} cards and {who:end|ends} the turn.",
    "fantastiqa.done": "{who} {who:are|is} done.",
    "fantastiqa.finish_actions": "{who} {who:finish|finishes} the turn's actions.",
    "fantastiqa.unknown_move": "{who} {who:try|tries} {move}.",
}

_REFUSALS = {
    "fantastiqa.refused": "{reason} {legal}",
    "fantastiqa.why.not_a_move": "{move} is not a Fantastiqa move.",
    "fantastiqa.why.starting_picks": "The game is still in the starting picks (quest, artifact, region in turn).",
    "fantastiqa.why.adventure_used": "You can only adventure as your turn action, and it is used.",
    "fantastiqa.why.path_not_next": "An adventure goes only along a path next to your region (no diagonals).",
    "fantastiqa.why.empty_path": "That path holds no creature to subdue.",
    "fantastiqa.why.name_cards": "Name the hand cards that pay the creature.",
    "fantastiqa.why.not_in_hand": "You have no {card} in your hand.",
    "fantastiqa.why.underpaid": "The {creature} needs {need} {symbol} {need:symbol|symbols} (two identical "
                                "symbols make one wild, never split between creatures); those cards "
                                "give only {value}.",
    "fantastiqa.why.one_quest": "Only one quest can be completed per turn.",
    "fantastiqa.why.quest_used": "Completing a quest is your turn action, and it is used.",
    "fantastiqa.why.no_quest": "There is no such quest.",
    "fantastiqa.why.quest_region": "{quest} can only be completed in the {region}.",
    "fantastiqa.why.quest_symbols": "A quest needs its symbols from natural symbols only (no wild pairs, "
                                    "no Looking Glass), from your hand and the cards committed to it.",
    "fantastiqa.why.no_statue": "There is no statue in your region.",
    "fantastiqa.why.statue_used": "A statue visit is your turn action, and it is used (a Key card gives "
                                  "a free visit).",
    "fantastiqa.why.quest_limit": "You may hold at most {max} personal quests and must take at least one.",
    "fantastiqa.why.statue_empty": "This statue's deck is empty: there is nothing left to draw.",
    "fantastiqa.why.teleport_cost": "Teleporting costs {cost} gems.",
    "fantastiqa.why.release_cost": "Releasing costs 1 gem per card; peaceful dragons cannot be released.",
    "fantastiqa.why.dragon_release": "Peaceful Dragon cards cannot be released at a statue.",
    "fantastiqa.why.not_in_pile": "You have no {card} in your {where}.",
    "fantastiqa.why.quest_max": "You may never hold more than {max} personal quests.",
    "fantastiqa.why.cannot_afford": "You can only buy a drawn card you can pay for in gems.",
    "fantastiqa.why.not_your_quest": "You hold no personal quest {quest}.",
    "fantastiqa.why.commit_symbol": "A card may go behind a personal quest only if it shows a symbol "
                                    "the quest still needs.",
    "fantastiqa.why.not_under_token": "You have no {card} under your quest token: only prepared cards can "
                                      "be taken back.",
    "fantastiqa.why.not_behind_quest": "You have no {card} behind {quest}: only prepared cards can be taken back.",
    "fantastiqa.why.dump": "You may dump one card only on an opponent in your region, and only if you "
                           "moved into that region this turn.",
    "fantastiqa.why.take_a_quest": "At the quest chest you must take at least one quest.",
    "fantastiqa.why.not_their_decision": "It is not that player's decision now.",
    "fantastiqa.why.no_carpets": "You have no magic carpet tokens left.",
    "fantastiqa.why.fly_path": "A magic carpet flies along one path next to your region.",
    "fantastiqa.why.simple_no_reshuffle": "The simple rules have no reshuffle tokens.",
    "fantastiqa.why.no_reshuffles": "You have no reshuffle tokens left.",
    "fantastiqa.why.empty_discard": "Your discard pile is empty: there is nothing to shuffle in.",
    "fantastiqa.why.exchange": "Partners may exchange cards once a turn, when both hold cards and their "
                               "adventurers stand in the same or neighbouring regions (team games only).",
    "fantastiqa.why.once_a_turn": "{card} works only once a turn.",
    "fantastiqa.why.play": "Only a card in your hand with an ability, or an artifact, can be used, and only "
                           "when its effect can happen now.",
    "fantastiqa.why.not_now": "That move does not fit now: {pending}.",
    "fantastiqa.why.not_now_plain": "That move does not fit now.",
    "fantastiqa.pending.main": "it is the main part of your turn: one action (adventure, statue or quest) "
                               "and free actions",
    "fantastiqa.pending.adventure": "first go on with the adventure: subdue the next creature, or end the "
                                    "adventure",
    "fantastiqa.pending.statue_offer": "first finish the statue visit: take or buy a drawn card, or be done",
    "fantastiqa.pending.release": "first release cards at the statue (1 gem each), or stop releasing",
    "fantastiqa.pending.statue_key": "first choose what the key's free statue visit does",
    "fantastiqa.pending.quest_payment": "first pay the quest's symbols with cards",
    "fantastiqa.pending.token_excess": "first take cards back from under the quest token (at most {max} "
                                       "may stay)",
    "fantastiqa.pending.target": "first choose the opponent who gets the card",
    "fantastiqa.pending.choose_card": "first choose the card the ability or artifact asks for",
    "fantastiqa.pending.choose_path": "first choose the creature the artifact asks for",
    "fantastiqa.pending.choose_seat": "first choose the adventurer the artifact asks for",
    "fantastiqa.pending.exchange_give": "first choose the cards to offer your partner, or be done",
    "fantastiqa.pending.exchange_take": "first the partner answers the exchange (hands back as many cards, "
                                        "or declines)",
    "fantastiqa.pending.end_of_turn": "first end the turn: discard, maybe dump a card, then draw up to 5",
}

_EVENTS = {
    "fantastiqa.ev.open_quest": "{quest} counts {points:+} against {who:'s} score until {who} "
                                "{who:complete|completes} it.",
    "fantastiqa.ev.common_quest": "{quest} is a new common quest in the {region}{bonus:if:, with a +1 "
                                  "bonus token}.",
    "fantastiqa.ev.creature_arrives": "New on the {path} path: {creature}{gems:if:, with {gems:#gem|gems}}.",
    "fantastiqa.ev.raven": "A Mischievous Raven flies over; nobody has more than {limit} gems.",
    "fantastiqa.ev.raven_takes": "A Mischievous Raven takes {n:#gem|gems} from {who}.",
    "fantastiqa.ev.subdued": "{who} {who:pay|pays} {cards:list}, {who:recruit|recruits} the {creature} "
                             "into {who:their} discard pile and {who:move|moves} to the {region}.",
    "fantastiqa.ev.adventure_gems": "{who} {who:collect|collects} {n:#gem|gems} from the adventure.",
    "fantastiqa.ev.statue_offer": "The {statue} shows {cards:list}.",
    "fantastiqa.ev.statue_reshuffled": "The {statue}'s discard pile is shuffled into its deck.",
    "fantastiqa.ev.bought": "{card} goes to {who:'s} discard pile; {who} {who:have|has} "
                            "{gems:#gem|gems} left.",
    "fantastiqa.ev.released": "{card} leaves the game; {who} {who:have|has} {gems:#gem|gems} left.",
    "fantastiqa.ev.teleported": "{who} {who:teleport|teleports} to the {region}.",
    "fantastiqa.ev.quest_done": "{who} {who:complete|completes} {quest}: {points:+} {points:point|points} "
                                "({cups:#cup|cups}{open:if:, which no longer count against {who:'s} score}) "
                                "and {gems:#gem|gems}.",
    "fantastiqa.ev.bonus_token": "{who} {who:take|takes} the +1 bonus token from {quest}.",
    "fantastiqa.ev.carpet_back": "{who} {who:get|gets} a carpet token back ({n} now).",
    "fantastiqa.ev.bag_refilled": "{who} {who:shuffle|shuffles} {who:their} discard pile into "
                                  "{who:their} draw pile ({n:#card|cards}).",
    "fantastiqa.ev.draws_seen": "{who} {who:draw|draws} {cards:list}.",
    "fantastiqa.ev.draws": "{who} {who:draw|draws} {n:#card|cards}.",
    "fantastiqa.ev.reshuffled": "{who} {who:shuffle|shuffles} {n:#card|cards} from {who:their} discard "
                                "pile back into {who:their} draw pile ({left} reshuffle {left:token|tokens} "
                                "left).",
    "fantastiqa.ev.dig_gem": "{who} {who:dig|digs} up a gem.",
    "fantastiqa.ev.plus_statue": "{who:'s} next statue visit this turn draws or releases one more card.",
    "fantastiqa.ev.statue_key": "{who} {who:get|gets} a free statue visit.",
    "fantastiqa.ev.dragon_given": "{target} {target:get|gets} a Peaceful Dragon in {target:their} discard "
                                  "pile.",
    "fantastiqa.ev.brew_given": "{target} {target:get|gets} {card} in {target:their} discard pile.",
    "fantastiqa.ev.glass": "{card} counts double in {who:'s} next payment this turn.",
    "fantastiqa.ev.purse": "{who} {who:take|takes} a gem from {source}.",
    "fantastiqa.ev.swapped": "The {a} and the {b} swap paths.",
    "fantastiqa.ev.places_swapped": "{a} and {b} swap places.",
    "fantastiqa.ev.creature_card": "{who} {who:take|takes} the top card of the creature deck, "
                                   "{creature}, into {who:their} {where}.",
    "fantastiqa.ev.creature_deck_empty": "The creature deck is empty: nothing to take.",
    "fantastiqa.ev.extra_action": "{who} {who:get|gets} one more turn action.",
    "fantastiqa.ev.card_back": "{card} goes back to {who:'s} hand.",
    "fantastiqa.ev.exchanged": "{who} and {partner} exchange {n:#card|cards}.",
    "fantastiqa.ev.end_deck": "The creature deck has run out: the game ends.",
    "fantastiqa.ev.end_goal": "{who} {who:reach|reaches} the quest goal of {goal} points: the game ends.",
    "fantastiqa.ev.end_goal_team": "{winners:list} reach the quest goal of {goal} points: the game ends.",
    "fantastiqa.ev.end_stall": "Nobody has subdued a creature, drawn from the creature deck or completed a "
                               "quest for {rounds} rounds: the game ends.",
    "fantastiqa.ev.winner": "{who} {who:win|wins} with {points:#point|points}.",
    "fantastiqa.ev.winners": "{winners:list} win with {points:#point|points}.",
    "fantastiqa.ev.nobody_wins": "Nobody wins.",
    "fantastiqa.progress": "Creature deck: {deck:#card|cards} · quest goal {goal}",
    "fantastiqa.progress.setup": "Starting picks · quest goal {goal}",
    "fantastiqa.progress.over": "Game over",
}

_SHORT = {
    **{f"fantastiqa.short.{q}": name.split(" of ")[0] for q, name in zip(D.QUESTS, D.QUEST_NAME)},
    **{f"fantastiqa.short.{k}": name.replace(" (beast)", "") for k, name in zip(D.KINDS, D.KIND_NAME)},
    # after "the": "drag the Net"
    **{f"fantastiqa.bare.{k}": name.replace(" (beast)", "").removeprefix("The ")
       for k, name in zip(D.KINDS, D.KIND_NAME)},
}

_UI = {
    # chips and buttons
    "fantastiqa.ui.close": "Close",
    "fantastiqa.ui.browse": "Browse",
    "fantastiqa.ui.take_back": "Take cards back",
    "fantastiqa.ui.statue_draw": "Draw statue cards",
    "fantastiqa.ui.statue_release": "Release cards",
    "fantastiqa.ui.statue_teleport": "Teleport ({cost} gems)",
    "fantastiqa.ui.exchange": "Exchange cards",
    "fantastiqa.ui.end_turn": "End turn",
    "fantastiqa.ui.skip_action_question": "End your turn without taking its turn action?",
    "fantastiqa.ui.reshuffle": "Reshuffle token",
    "fantastiqa.ui.finish_adventure": "Finish adventure",
    "fantastiqa.ui.done_statue": "Leave the statue",
    "fantastiqa.ui.stop_releasing": "Stop releasing",
    "fantastiqa.ui.offer_cards": "Offer these cards",
    "fantastiqa.ui.cancel_exchange": "Cancel exchange",
    "fantastiqa.ui.decline_exchange": "Decline exchange",
    "fantastiqa.ui.draw_up": "Draw up to {n}",
    "fantastiqa.ui.complete": "Complete!",
    "fantastiqa.ui.buy": "Buy ({cost} gems)",
    "fantastiqa.ui.take": "Take",
    "fantastiqa.ui.start_here": "Start here",
    "fantastiqa.ui.choose_yourself": "Choose yourself",
    "fantastiqa.ui.target": "Target {seat}",
    "fantastiqa.ui.choose": "Choose {seat}",
    "fantastiqa.ui.complete_quest": "Complete {quest}",
    "fantastiqa.ui.choice": "{label}: {thing}",
    "fantastiqa.ui.start_in": "Start in the {region}",
    "fantastiqa.ui.use": "Use {card}",
    "fantastiqa.ui.adventurer": "{who:'s} adventurer",
    "fantastiqa.ui.quest_tip": "{quest} — complete it in the {region} for {cups:#cup|cups}",
    "fantastiqa.ui.their_quest": "{who:'s} quest: {quest} — in the {region} ({n:#card|cards} prepared)",
    "fantastiqa.ui.tip_adventurer": "Your adventurer: drag it to a free region to start there",
    "fantastiqa.ui.tip_carpet": "Magic carpet token: drag it to a next region to fly there",
    "fantastiqa.ui.tip_reshuffle": "Reshuffle token: click to shuffle your discard pile into your draw pile",
    "fantastiqa.ui.tip_laid": "Laid on the creature: click it to take it back",
    "fantastiqa.ui.wait": "Wait for your turn.",
    "fantastiqa.ui.not_quite": "Not quite — follow the note above.",
    # the board and the panels
    "fantastiqa.ui.no_statue": "no statue",
    "fantastiqa.ui.creature_deck": "Creature deck: {n:#card|cards} left",
    "fantastiqa.ui.common_quests": "Common quests",
    "fantastiqa.ui.refilled": "refilled next turn",
    "fantastiqa.ui.panel_name": "{name}{partner:if:  · partner}{opponent:if:  · opponent}",
    "fantastiqa.ui.panel_piles": "Hand {hand} · draw pile {draw} · discard {disc}",
    "fantastiqa.ui.panel_token": "Under quest token {token} · completed {done} · bonus {bonus}",
    "fantastiqa.ui.panel_short": "{piles} · done {done}",
    "fantastiqa.ui.their_quests": "Personal quests (cards prepared):",
    "fantastiqa.ui.no_quests": "No personal quests",
    "fantastiqa.ui.prepared": "{n} prepared",
    "fantastiqa.ui.quest_line": "• {region}, {cups:#cup|cups}, {n} prepared: {quest}",
    "fantastiqa.ui.discard": "discard",
    "fantastiqa.ui.dump_here": "drop a card here to dump it",
    "fantastiqa.ui.your_quests": "Your personal quests ({n}/{max})",
    "fantastiqa.ui.empty_slot": "empty quest slot",
    "fantastiqa.ui.drop_matching": "drop matching cards here",
    "fantastiqa.ui.quest_token": "Quest token",
    "fantastiqa.ui.token_hint": "cards for\ncommon\nquests",
    "fantastiqa.ui.draw_pile": "Draw pile",
    "fantastiqa.ui.cards": "{n:#card|cards}",
    "fantastiqa.ui.discard_n": "Discard ({n})",
    "fantastiqa.ui.empty": "empty",
    "fantastiqa.ui.gems": "{n:gem|gems}",
    "fantastiqa.ui.carpets": "Carpets",
    "fantastiqa.ui.reshuffle_tokens": "Reshuffle tokens",
    "fantastiqa.ui.completed": "Completed {n} ({cups:#cup|cups}) · +1 tokens {bonus}",
    "fantastiqa.ui.score": "Score {score} · goal {goal}",
    "fantastiqa.ui.team_score": "Team score {score} · goal {goal}",
    "fantastiqa.ui.use_spot": "Use a card\ndrop an\nability or\nartifact\ncard here",
    "fantastiqa.ui.setup": "Setup",
    "fantastiqa.ui.setup_sub": "picks in reverse order",
    "fantastiqa.ui.your_turn": "Your turn",
    "fantastiqa.ui.action_free": "turn action: free",
    "fantastiqa.ui.action_used": "turn action: used",
    "fantastiqa.ui.your_answer": "Your answer",
    "fantastiqa.ui.their_exchange": "{who:'s} exchange",
    "fantastiqa.ui.their_turn_title": "{who:'s} turn",
    "fantastiqa.ui.panel_main": "1 action + free ones,\nthen End turn.\nAction: adventure,\nstatue or quest.",
    "fantastiqa.ui.panel_free": "Free actions only:\nthen End turn.\n(prepare quests, fly,\nuse cards)",
    "fantastiqa.ui.panel_adventure": "Subdue the next\ncreature, or finish.\n(never back along\na crossed path)",
    "fantastiqa.ui.panel_end": "Discard unwanted\ncards, then draw.\nCards you keep stay\nin your hand.",
    "fantastiqa.ui.panel_qpay": "Pay with natural\nsymbols (no wild\npairs).",
    "fantastiqa.ui.cards_offered": "Cards offered:",
    "fantastiqa.ui.panel_offer": "Offer cards: drag\nthem onto your\npartner's panel",
    "fantastiqa.ui.your_discard": "Your discard pile: {n:#card|cards}{choose:if: — click the card you choose}",
    "fantastiqa.ui.release_title": "Release (1 gem each): click a discard card, or drag a hand card below",
    "fantastiqa.ui.release_drop": "Drop hand cards on the statue here to release them",
    "fantastiqa.ui.release_dragons": "(Peaceful Dragons can't be released)",
    "fantastiqa.ui.they_pick_quest": "{who} {who:pick|picks} a starting quest",
    "fantastiqa.ui.pick_quest_title": "Choose your starting quest (you complete it in its region)",
    "fantastiqa.ui.they_pick_artifact": "{who} {who:pick|picks} a starting artifact",
    "fantastiqa.ui.pick_artifact_title": "Choose your starting artifact (it goes into your deck)",
    "fantastiqa.ui.on_offer": "{statue}: {n:#card|cards} on offer",
    "fantastiqa.ui.drew_quests": "{drew} — take at least one quest (free)",
    "fantastiqa.ui.drew_buy": "{drew} — buy with gems (you have {gems})",
    "fantastiqa.ui.on_path": "{creature} on the {path} path: {needs}",
    "fantastiqa.ui.still_needs": "still needs {n} {symbol} (or a pair of identical symbols)",
    "fantastiqa.ui.paid": "paid — add nothing more",
    "fantastiqa.ui.row_cups": "Cups of completed quests",
    "fantastiqa.ui.row_bonus": "+1 bonus tokens",
    "fantastiqa.ui.row_penalty": "Penalty: open personal quests",
    "fantastiqa.ui.row_quests": "Quests completed",
    "fantastiqa.ui.row_gems": "Gems",
    "fantastiqa.ui.score_range_tip": "Completed quests lie face down until the end, each worth 1 to 3 cups: "
                                     "this score is between {lo} and {hi}.",
    # the status bar's prompt
    "fantastiqa.ui.over": "The game is over.",
    "fantastiqa.ui.they_pick": "{who} {who:are|is} choosing a starting quest, artifact and region.",
    "fantastiqa.ui.they_answer": "{who} {who:answer|answers} {cur:'s} card exchange.",
    "fantastiqa.ui.their_turn": "{who:'s} turn.",
    "fantastiqa.ui.assign": "Subduing the {creature} needs {need} {symbol}: add cards (2 identical symbols = 1 wild), "
                            "or take them back.",
    "fantastiqa.ui.pick_quest": "Setup: click the starting quest you want (it lowers your score until you "
                                "complete it).",
    "fantastiqa.ui.pick_artifact": "Setup: click the starting artifact you want; it is shuffled into your deck.",
    "fantastiqa.ui.pick_region": "Setup: choose your starting region — click Start here, or drag your "
                                 "adventurer there.",
    "fantastiqa.ui.main": "Your action: adventure (drag cards onto a creature), visit your statue or complete "
                          "a quest.",
    "fantastiqa.ui.main_done": "Action done: free actions still allowed (prepare quests, fly, use cards); then "
                               "End turn.",
    "fantastiqa.ui.adventure": "Adventure: subdue the next creature next to you (drag cards onto it), or "
                               "Finish adventure.",
    "fantastiqa.ui.quest_chest": "Quest chest: take at least one quest (you may hold {max}).",
    "fantastiqa.ui.offer": "Buy any of the drawn cards with gems (you have {gems}), then Leave the statue.",
    "fantastiqa.ui.release": "Release up to {n} more {n:card|cards} for 1 gem each: drag hand cards onto "
                             "your statue.",
    "fantastiqa.ui.release_discard": "Release up to {n} more {n:card|cards} for 1 gem each: click a card of "
                                     "your discard pile, or drag a hand card into the box.",
    "fantastiqa.ui.statue_key": "Statue key: choose what to do at the statue (the buttons), or play a +S card "
                                "first.",
    "fantastiqa.ui.symbols": "{n} {symbol}",
    "fantastiqa.ui.qpay": "Pay the quest: drag cards with {need:list} onto it{token:if: or click cards under "
                          "your quest token}.",
    "fantastiqa.ui.token_excess": "Your quest token holds more than {max}: click cards under it to discard.",
    "fantastiqa.ui.target_for": "Choose the opponent for your {card}.",
    "fantastiqa.ui.looking_glass": "Looking Glass: drag the hand card to double onto the Use spot.",
    "fantastiqa.ui.smelly_alchemy": "Smelly Alchemy: click the card in your discard pile to take into your hand.",
    "fantastiqa.ui.bitter_brew": "Bitter Brew: drag a hand card to the Use spot, or click one in your discard "
                                 "pile.",
    "fantastiqa.ui.wardrobe": "Wardrobe of Changing: click two creatures to swap.",
    "fantastiqa.ui.misadventure": "Deck of Misadventure: choose two adventurers to swap (click them, or the "
                                  "buttons).",
    "fantastiqa.ui.exchange_give": "Exchange: drag cards onto {partner:'s} panel to offer them, then press "
                                   "Offer these cards.",
    "fantastiqa.ui.exchange_take": "{cur} {cur:offer|offers} you {n:#card|cards}: drag {left} of yours onto "
                                   "their panel in return, or decline.",
    "fantastiqa.ui.end_of_turn": "End of turn: drag unwanted cards to your discard pile{dump:if: or one onto an "
                                 "opponent here}; then Draw up to {n}.",
}

#: What cards say: ability words and texts, artifact effects (drawn on cards and in tooltips).
_CARDS = {
    "fantastiqa.ability_word.magic_carpet": "Carpet",
    "fantastiqa.ability_word.summon_peaceful_dragon": "Dragon",
    "fantastiqa.ability_word.plus_statue": "+S",
    "fantastiqa.ability_word.statue_key": "Key",
    "fantastiqa.ability_word.dig_gem": "+1 gem",
    "fantastiqa.ability.magic_carpet": "Free action: discard it to fly along one path to a next region.",
    "fantastiqa.ability.summon_peaceful_dragon": "Free action: discard it to put a Peaceful Dragon on an "
                                                 "opponent's discard pile.",
    "fantastiqa.ability.plus_statue": "Free action at a statue: one more card to choose from, or one more to release.",
    "fantastiqa.ability.statue_key": "Free action: visit the statue here without using your turn action.",
    "fantastiqa.ability.dig_gem": "Free action: discard it to take 1 gem.",
    "fantastiqa.artifact.bitter_brew": "Put a card from your hand or discard pile on an opponent's discard pile.",
    "fantastiqa.artifact.looking_glass": "One hand card counts its symbols twice in this turn's adventure.",
    "fantastiqa.artifact.rogues_purse": "Take 1 gem from every player with more gems than you.",
    "fantastiqa.artifact.wardrobe_of_changing": "Swap two creatures on the board (their gems go along).",
    "fantastiqa.artifact.bag_of_bulging": "Draw 2 cards.",
    "fantastiqa.artifact.bent_pentacle": "Put the top creature card on your discard pile.",
    "fantastiqa.artifact.deck_of_misadventure": "Swap the places of two adventurers.",
    "fantastiqa.artifact.gnomish_portal": "Teleport free to the twin statue.",
    "fantastiqa.artifact.smelly_alchemy": "Take a card from your discard pile into your hand.",
    "fantastiqa.artifact.double_espresso": "Take one more turn action this turn.",
    "fantastiqa.artifact.new_fangled_pentangle": "Put the top creature card into your hand.",
    "fantastiqa.artifact_short.bitter_brew": "Give a card away",
    "fantastiqa.artifact_short.looking_glass": "Double a card",
    "fantastiqa.artifact_short.rogues_purse": "Steal gems",
    "fantastiqa.artifact_short.wardrobe_of_changing": "Swap creatures",
    "fantastiqa.artifact_short.bag_of_bulging": "Draw 2",
    "fantastiqa.artifact_short.bent_pentacle": "Recruit top",
    "fantastiqa.artifact_short.deck_of_misadventure": "Swap adventurers",
    "fantastiqa.artifact_short.gnomish_portal": "Free teleport",
    "fantastiqa.artifact_short.smelly_alchemy": "Discard to hand",
    "fantastiqa.artifact_short.double_espresso": "+1 action",
    "fantastiqa.artifact_short.new_fangled_pentangle": "Creature to hand",
    "fantastiqa.card.no_symbol": "No symbol",
    "fantastiqa.card.dig_gem": "Dig 1 gem",
    "fantastiqa.card.subdue_with": "subdue with",
    "fantastiqa.card.cups": "{n:#cup|cups}",
    "fantastiqa.tip.dash": "{a} — {b}",
    "fantastiqa.tip.gives": "gives {n} {symbol}",
    "fantastiqa.tip.no_symbol": "no symbol",
    "fantastiqa.tip.dragon": "takes up space; cannot be released",
    "fantastiqa.tip.artifact": "costs {cost} gems: {effect}",
    "fantastiqa.tip.beast": "costs {cost} gems",
    "fantastiqa.tip.creature": "subdue with {n} {symbol}",
}

#: The tutorial's lessons (fantastiqa/tutorial.py): each step's title (``…_title``) and note.
_TUTORIAL = {
    "fantastiqa.tutorial.welcome_title": "Welcome",
    "fantastiqa.tutorial.welcome": "Welcome to Fantastiqa! You are an adventurer in a land of six regions. You "
                                   "subdue the creatures on the paths with cards from your hand — and they join "
                                   "your deck. With the right symbols you complete quests, worth cups (points). "
                                   "The first to reach the goal wins.",
    "fantastiqa.tutorial.table_title": "The table",
    "fantastiqa.tutorial.table": "For now the quest picker lies over the board on the left: six round regions, each "
                                 "with a statue, joined by seven paths; a creature guards each path. Top right: the "
                                 "two common quests anyone may complete, then your teacher's panel. At the bottom: "
                                 "your quests, your quest token, draw and discard piles, gems, carpets and score; "
                                 "your hand, dealt once the quests are picked, lies below.",
    "fantastiqa.tutorial.symbols_title": "Symbols",
    "fantastiqa.tutorial.symbols": "Look at your hand (it glows): each card shows its symbols at the top-left — "
                                   "your {card} gives {gives}. There are nine symbols: sword, fire, water, broom, "
                                   "tooth, web, horn, club and wand. A creature on the board shows in its pink band "
                                   "the symbol that subdues it. Hold a card down (or right-click it) to see it large.",
    "fantastiqa.tutorial.title": "Learn Fantastiqa",
    "fantastiqa.tutorial.teacher_title": "Your teacher moves",
    "fantastiqa.tutorial.teacher_turn": "Your teacher's turn. It plays for real: it goes adventuring on the same "
                                        "board, completes quests and sends you cards you don't want. Watch the "
                                        "move log on the right.",
    "fantastiqa.tutorial.teacher_note_title": "What your teacher did",
    "fantastiqa.tutorial.teacher_subdue": "Your teacher subdued the {creature}{gems:if: (its gems go to your teacher when the adventure ends)}. The "
                                          "creatures on the paths are shared: that path stays empty until the next "
                                          "refill, so a creature you wanted may be gone by your turn.",
    "fantastiqa.tutorial.teacher_summon": "Your teacher used the Dragon badge of its {card}: a Peaceful Dragon now "
                                          "lies on YOUR discard pile. It gives no symbol, so when you draw it, it "
                                          "only takes a place in your hand. You can pass it on: dump it at the end "
                                          "of a turn on a player whose region you moved into.",
    "fantastiqa.tutorial.teacher_dump": "Your teacher moved into your region this turn (the {region}), so at the "
                                        "end of its turn it put the {card} on top of your discard pile: the dump. "
                                        "You may do the same when you move into its region.",
    "fantastiqa.tutorial.teacher_quest": "Your teacher completed “{quest}”{common:if: — a common quest, so the "
                                         "+1 bonus token is its now; common quests are a race}. A new quest takes "
                                         "the empty place at the start of the next turn.",
    "fantastiqa.tutorial.your_turn_title": "Your turn",
    "fantastiqa.tutorial.your_turn": "Your turn! You take ONE action — go adventuring, visit the statue where you "
                                     "stand, or complete a quest — and any number of free actions before or after "
                                     "it: prepare quests, fly on a carpet, use card abilities. The panel at the "
                                     "bottom right always says what is left.",
    "fantastiqa.tutorial.not_quite": "Not quite — follow the note; the glowing pieces show where.",
    "fantastiqa.tutorial.free_play_title": "Free play",
    "fantastiqa.tutorial.free_play": "You have now made every kind of move a game asks for. Play on against your "
                                     "teacher, who now thinks for itself at the easy level: the first to {goal} "
                                     "points wins, or the best score when the creature deck runs out. Hint (H) "
                                     "suggests a move; the rules are in the menu.",
    "fantastiqa.tutorial.gives": "{n} {symbol}",
    "fantastiqa.tutorial.no_symbol": "no symbol",
    "fantastiqa.tutorial.pick_quest_title": "Setup: a starting quest",
    "fantastiqa.tutorial.pick_quest": "First everyone picks a starting quest. Click “{quest}”: you will complete "
                                      "it in the {region} with the symbols printed at its bottom. Until then it "
                                      "costs you its cups (points).",
    "fantastiqa.tutorial.pick_artifact_title": "Setup: a starting artifact",
    "fantastiqa.tutorial.pick_artifact": "Then a starting artifact: click the {card}. It is shuffled into your "
                                         "deck of 12 cards; artifacts are used as free actions.",
    "fantastiqa.tutorial.pick_region_title": "Setup: where you start",
    "fantastiqa.tutorial.pick_region": "Last, place your adventurer: press “Start here” in the {region}. Then the "
                                       "paths fill with creatures, and you draw 5 cards.",
    "fantastiqa.tutorial.wild_title": "A wild pair",
    "fantastiqa.tutorial.wild": "The {creature} needs {need}; you have none. But two identical symbols make one "
                                "wild symbol: the {a} and the {b} both give {symbol:a}. Drag both onto the "
                                "{creature}.",
    "fantastiqa.tutorial.wild_one": "The {creature} needs {need}; you have none. But two identical symbols make "
                                    "one wild symbol, and the {a} gives {pair}: drag it onto the {creature}.",
    "fantastiqa.tutorial.adventure_title": "Go adventuring",
    "fantastiqa.tutorial.adventure_first": "Your action this turn: an adventure. Your adventurer is in the "
                                           "{region}. The {creature} on the path next to you shows in its pink "
                                           "band what subdues it: {need}. Drag your {card} (it gives {gives}) onto "
                                           "the {creature} — or click the card, then the creature.",
    "fantastiqa.tutorial.adventure_again": "Adventure again: drag the {card} onto the {creature} ({need}).",
    "fantastiqa.tutorial.keep_going_title": "Keep going",
    "fantastiqa.tutorial.keep_going_first": "You crossed the path. An adventure goes on from where you stand, one "
                                            "creature after the other (never back along a path you came by). Drag "
                                            "the {card} onto the {creature} ({need}).",
    "fantastiqa.tutorial.keep_going": "And on: drag the {card} onto the {creature} ({need}).",
    "fantastiqa.tutorial.finish_title": "Finish the adventure",
    "fantastiqa.tutorial.finish_first": "Press “Finish adventure”. The creatures you subdued and the cards you "
                                        "paid with go to your discard pile: the creatures are yours now, and give "
                                        "their symbols when you draw them. You also take the gems that lay on them.",
    "fantastiqa.tutorial.finish": "Press “Finish adventure”.",
    "fantastiqa.tutorial.statue_title": "Visit the {statue}",
    "fantastiqa.tutorial.statue": "You stand at {statue:a}. Click the statue (or press “Draw statue cards”): you "
                                  "draw {draws}.{plus:if: Your +S card adds one more card to choose from.}"
                                  "{keyed:if: Thanks to the key this visit is free.}{extra:if: A visit is your action "
                                  "for the turn.}{poor:if: With no gems you cannot buy any of them this time: they "
                                  "are shown, and the turn goes straight on.}",
    "fantastiqa.tutorial.draws.artifact_tower": "3 artifacts: buy any you like with gems (2 to 4 each)",
    "fantastiqa.tutorial.draws.beast_bazaar": "3 beasts — strong cards with two symbols and an ability, 3 gems each",
    "fantastiqa.tutorial.draws.quest_chest": "3 quests: take at least one, for free",
    "fantastiqa.tutorial.take_quest_title": "Take a quest",
    "fantastiqa.tutorial.take_quest": "Click “{quest}” to take it ({cups:#cup|cups}, in the {region}). You may "
                                      "hold at most 3 personal quests; each costs its cups from your score until "
                                      "you complete it.",
    "fantastiqa.tutorial.buy_title": "Buy",
    "fantastiqa.tutorial.buy": "You have {gems:#gem|gems}. Buy the {card} ({gives}) for {cost} gems: press its “Buy” "
                               "button. A bought card goes to your discard pile, like a subdued creature, and "
                               "comes to your hand after a shuffle.",
    "fantastiqa.tutorial.done_title": "Leave the statue",
    "fantastiqa.tutorial.done_quest": "One quest is enough for now: press “Leave the statue”.",
    "fantastiqa.tutorial.done_statue_title": "Leave the statue",
    "fantastiqa.tutorial.done_statue": "You may buy with your {gems:#gem|gems}, but let's keep them this time: "
                                       "press “Leave the statue”. The cards you don't buy go back.",
    "fantastiqa.tutorial.release_title": "Release cards",
    "fantastiqa.tutorial.release": "{keyed:if:Your key opens the {statue} for a free visit. }A statue also lets you "
                                   "release cards: each leaves the game for good, for 1 gem (you have "
                                   "{gems:#gem|gems}), up to 3 per visit. Releasing the household items you no "
                                   "longer need makes you draw your creatures more often. Press “Release cards”.",
    "fantastiqa.tutorial.release_card_title": "Release a card",
    "fantastiqa.tutorial.release_card": "Drag the {card} from your hand onto the statue: it is gone for good. "
                                        "(Peaceful Dragons can never be released.)",
    "fantastiqa.tutorial.release_card_discard": "Your discard pile is spread out above: click the {card} in it to "
                                                "release it for good. (Peaceful Dragons can never be released.)",
    "fantastiqa.tutorial.release_done_title": "Stop releasing",
    "fantastiqa.tutorial.release_done": "One is enough this time: press “Stop releasing”.",
    "fantastiqa.tutorial.teleport_title": "Teleport",
    "fantastiqa.tutorial.teleport": "Your action: teleport. For {cost} gems (you have {gems}) a statue sends you "
                                    "at once to its twin, the other {statue} — in the {region}. Press “Teleport "
                                    "({cost} gems)”, or drag your adventurer onto the {region}.",
    "fantastiqa.tutorial.key_title": "A Key badge",
    "fantastiqa.tutorial.key": "The {card} shows a Key badge at its top. Instead of giving its symbol, it can "
                               "open the {statue} here for a visit that is a FREE action — your one action stays "
                               "unused. Drag the {card} onto the “Use a card” spot.",
    "fantastiqa.tutorial.plus_title": "A +S badge",
    "fantastiqa.tutorial.plus": "The {card} shows a +S badge: used just before a statue visit, it lets you draw one "
                                "card more to choose from (or release one card more). Drag the {card} onto the "
                                "“Use a card” spot, then visit the {statue}.",
    "fantastiqa.tutorial.summon_title": "A Dragon badge",
    "fantastiqa.tutorial.summon": "The {card} shows a Dragon badge: use it to send a Peaceful Dragon ({left} left "
                                  "beside the board) onto your teacher's discard pile — a card with no symbol that "
                                  "clogs its hand. Drag the {card} onto the “Use a card” spot.",
    "fantastiqa.tutorial.dog_title": "Your dog digs",
    "fantastiqa.tutorial.dog": "Free action: your Dog digs up a gem (you have {gems:#gem|gems}). Drag the Dog onto "
                               "the “Use a card” spot. A card used for its badge goes to your discard pile.",
    "fantastiqa.tutorial.artifact_title": "Use an artifact",
    "fantastiqa.tutorial.artifact": "Your {card} is an artifact, used as a free action. {does} Drag it onto the "
                                  "“Use a card” spot.",
    "fantastiqa.tutorial.choose_card_title": "Choose the card",
    "fantastiqa.tutorial.choose_card": "Choose the {card} from your {where}: drag it onto the “Use a card” spot.",
    "fantastiqa.tutorial.target_title": "Choose the player",
    "fantastiqa.tutorial.target": "Choose your teacher.",
    "fantastiqa.tutorial.reshuffle_title": "A reshuffle token",
    "fantastiqa.tutorial.reshuffle": "Free action: your discard pile holds {n:#card|cards}, with the creatures you "
                                     "just recruited. Press “Reshuffle token” (or click one of your {left} tokens): "
                                     "the discard pile is shuffled into your draw pile, so you meet them sooner. "
                                     "Each token works once.",
    "fantastiqa.tutorial.prepare_title": "Prepare a quest",
    "fantastiqa.tutorial.prepare_first": "A free action: prepare your quest. Drag the {card} ({gives}) onto "
                                         "“{quest}”. Prepared cards wait behind the quest until you complete it; "
                                         "only cards with a symbol it still needs go there.",
    "fantastiqa.tutorial.prepare": "Drag the {card} onto “{quest}” too.",
    "fantastiqa.tutorial.token_title": "Cards for a common quest",
    "fantastiqa.tutorial.token_first": "The two common quests (top right) are for anyone. Cards for them wait face "
                                       "down under your quest token, at most 5. Drag the {card} ({gives}) onto "
                                       "your quest token.",
    "fantastiqa.tutorial.token": "Put the {card} under your quest token too.",
    "fantastiqa.tutorial.token_limit_title": "The quest token's limit",
    "fantastiqa.tutorial.token_full": "Your quest token holds {held:#card|cards}. Any card may go under it, even "
                                      "one no quest needs: drag the {card} onto it too. Then it holds {max}, the "
                                      "most it may hold.",
    "fantastiqa.tutorial.token_over": "And one more: drag the {card} onto your quest token. A card past the "
                                      "limit of {max} is allowed, but at once you must take cards from under the "
                                      "token until {max} remain.",
    "fantastiqa.tutorial.withdraw_title": "Withdraw a card",
    "fantastiqa.tutorial.withdraw": "Your quest token now holds {held} cards, one too many: its cards are spread "
                                    "out. Click the {card} to withdraw it: it goes to your discard pile, never "
                                    "back to your hand. Any card waiting under your token or behind a quest may "
                                    "be withdrawn like this at any time, as a free action (drag it onto your "
                                    "discard pile).",
    "fantastiqa.tutorial.raven_title": "A Mischievous Raven",
    "fantastiqa.tutorial.raven": "A Mischievous Raven came up from the creature deck as the paths were "
                                 "refilled (see the log). It robs the player with the most gems, if more than "
                                 "{limit}: {who} had {before}, lost half ({n}) and {who:have|has} {after} now. "
                                 "You have {mine:#gem|gems}: a raven takes nothing from a player with {limit} or "
                                 "fewer, or with fewer than another, so spend gems rather than pile them up.",
    "fantastiqa.tutorial.fly_title": "A magic carpet",
    "fantastiqa.tutorial.fly_first": "Free action: fly! Drag one of your carpet tokens (next to your gems) onto "
                                     "the {region}. You fly along the path without fighting its creature. You have "
                                     "{left} carpets; each flies once per game.",
    "fantastiqa.tutorial.fly": "Fly again: drag a carpet token onto the {region}.",
    "fantastiqa.tutorial.complete_common_title": "Complete a common quest",
    "fantastiqa.tutorial.complete_common": "You are in the {region}, and your cards hold what “{quest}” needs. "
                                           "Complete it as your action: press “Complete!” on it. A common quest "
                                           "also gives you its +1 bonus token.",
    "fantastiqa.tutorial.complete_title": "Complete your quest",
    "fantastiqa.tutorial.complete": "You are in the {region} and “{quest}” has what it needs. Complete it as your "
                                    "action: press “Complete!” on the quest. Only natural symbols count for "
                                    "quests — no wild pairs.",
    "fantastiqa.tutorial.pay_title": "Pay the quest",
    "fantastiqa.tutorial.pay_token": "Pay with the {card} under your quest token: click it.",
    "fantastiqa.tutorial.pay": "Drag the {card} from your hand onto the quest to pay.",
    "fantastiqa.tutorial.end_turn_title": "End your turn",
    "fantastiqa.tutorial.end_turn_first": "Nothing else to do this turn: press “End turn”.",
    "fantastiqa.tutorial.end_turn": "Press “End turn”.",
    "fantastiqa.tutorial.dump_title": "Dump a card",
    "fantastiqa.tutorial.dump": "You moved into your teacher's region this turn, so you may dump one card on its "
                                "discard pile: drag the {card} onto your teacher's panel.{dragon:if: A Peaceful "
                                "Dragon gives no symbol: it only takes a place in the hand it comes to.}",
    "fantastiqa.tutorial.draw_up_title": "Draw up to {n}",
    "fantastiqa.tutorial.draw_up_first": "At the end of your turn you may discard cards you don't want (drag them "
                                         "onto your discard pile); then you draw back up to {n}. When your draw "
                                         "pile runs out, your discard pile — with the creatures you recruited — "
                                         "is shuffled into a new one. Press “Draw up to {n}”.",
    "fantastiqa.tutorial.draw_up": "Press “Draw up to {n}”.",
    "fantastiqa.tutorial.discard_title": "Discard",
    "fantastiqa.tutorial.discard": "Drag the {card} onto your discard pile.",
    "fantastiqa.tutorial.your_move_title": "Your move",
    "fantastiqa.tutorial.next": "Next: {move}",
    "fantastiqa.tutorial.recap.adventure": "Adventure: pay each creature's symbol and cross its path; it joins your deck.",
    "fantastiqa.tutorial.recap.wild": "Two identical symbols make one wild symbol (never for quests).",
    "fantastiqa.tutorial.recap.statues": "Statues: draw 3 (buy artifacts or beasts, take quests), release cards "
                                         "for 1 gem, or teleport for 2.",
    "fantastiqa.tutorial.recap.abilities": "Badges: Key (a free statue visit), +S (one card more), Dragon (a "
                                           "Peaceful Dragon for a rival), Carpet; the Dog digs a gem.",
    "fantastiqa.tutorial.recap.quests": "Quests: prepare cards behind your own and under your quest token (at "
                                        "most 5; a card withdrawn goes to your discard pile); complete one per "
                                        "turn in its region.",
    "fantastiqa.tutorial.recap.turn": "A turn: one action, free actions around it, then draw back up to 5.",
    "fantastiqa.tutorial.recap.goal": "Uncompleted quests cost their cups; the first to the goal wins.",
}

MESSAGES = {**_OPTIONS, **_TERMS, **_SHORT, **_MOVES, **_REFUSALS, **_EVENTS, **_UI, **_CARDS, **_TUTORIAL}
