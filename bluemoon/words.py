"""Blue Moon City in words: the catalogue of messages, the names of the game's things as
terms, and the messages that say a move (``describe``) or why it is refused (``explain_illegal``).

Everything a player reads from the rules is a template here (see engine.text for the template
language); the rules and the table pass :class:`~engine.text.Message` values only.  The names
of peoples, colours, buildings and dragons are terms (``"bluemoon.term.<id>"``), so that another
catalogue can translate every word.
"""

from __future__ import annotations

from engine.game import Event
from engine.phrases import option_messages
from engine.text import Message, Seat

from . import actions as A
from . import data as D

MESSAGES = {
    # -- terms: the game's things, by their ids in data.py ------------------------------------
    **{f"bluemoon.term.{p}": t for p, t in zip(D.PEOPLE, D.PEOPLE_TITLE)},
    **{f"bluemoon.term.{c}": c for c in D.COLOURS},
    "bluemoon.term.any": "any-colour",
    **{f"bluemoon.term.{b}": t for b, t in zip(D.BUILDING_IDS, D.BUILDING_TITLE)},
    **{f"bluemoon.term.{d}": t for d, t in zip(D.DRAGONS, D.DRAGON_TITLE)},
    "bluemoon.term.courtyard": "Courtyard",
    "bluemoon.card": "{people} {value}",
    "bluemoon.card_coloured": "{people} {value} ({colour})",
    "bluemoon.space": "{colour} {value}",
    "bluemoon.cell.building": "the {building} {pos}",
    "bluemoon.cell.courtyard": "the {courtyard}",
    "bluemoon.cell.out": "out of the city",
    "bluemoon.cell.empty": "cell {pos}",
    "bluemoon.crystals": "{n:#crystal|crystals}",
    "bluemoon.scales": "{n:#golden scale|golden scales}",
    "bluemoon.cards": "{n:#card|cards}",
    "bluemoon.reward": "{parts:list}",
    "bluemoon.nothing": "nothing",

    # -- the game's title, pitch and options, as the menu and setup screens show them ----------
    **option_messages("bluemoon", D.TITLE, D.OPTIONS),
    "bluemoon.pitch": D.PITCH,

    # -- moves (describe) -----------------------------------------------------------------------
    "bluemoon.step": "{who} {who:step|steps} to {cell}.",
    "bluemoon.teleport": "{who} {who:discard|discards} {card:a} and {who:fly|flies} to {cell}.",
    "bluemoon.extra_steps": "{who} {who:discard|discards} {card:a} for two extra steps.",
    "bluemoon.dragon_fly": "{who} {who:discard|discards} {card:a} and {who:fly|flies} the {dragon} to {cell}.",
    "bluemoon.dragon_walk": "{who} {who:discard|discards} {card:a} and {who:move|moves} the {dragon} to {cell}.",
    "bluemoon.contribute": "{who} {who:start|starts} paying for the {space} space of the {building}.",
    "bluemoon.contribute_any": "{who} {who:start|starts} paying for space {n}.",
    "bluemoon.hoax1": "{who} {who:discard|discards} {card:a} to count up to 4 {frm} cards as {to} "
                      "for this contribution.",
    "bluemoon.hoax2": "{who} {who:discard|discards} {card:a} to count one {frm} card as {to} "
                      "for this contribution.",
    "bluemoon.add": "{who} {who:pay|pays} with {card:a}.",
    "bluemoon.add_as": "{who} {who:pay|pays} with {card:a} counted as {colour}.",
    "bluemoon.add_recoloured": "{who} {who:pay|pays} with {card:a} recoloured by the Hoax.",
    "bluemoon.take_back": "{who} {who:take|takes} the cards back and {who:leave|leaves} the space unpaid.",
    "bluemoon.offer": "{who} {who:offer|offers} {cost:#crystal|crystals} at the obelisk.",
    "bluemoon.offer_any": "{who} {who:make|makes} an offering.",
    "bluemoon.pillar": "{who} {who:discard|discards} {card:a} for one more offering "
                       "({cost:#crystal|crystals}).",
    "bluemoon.pillar_any": "{who} {who:discard|discards} {card:a} for one more offering.",
    "bluemoon.skip_special": "{who} {who:do|does} not use the special building.",
    "bluemoon.done": "{who} {who:end|ends} the movement and contribution phases.",
    "bluemoon.hospital": "{who} {who:use|uses} the {building} to draw 2 cards.",
    "bluemoon.shrine": "{who} {who:make|makes} an offering at the {building}.",
    "bluemoon.jump": "{who} {who:use|uses} the {building} to jump to {cell}.",
    "bluemoon.discard": "{who} {who:discard|discards} {card:a} in the cleanup.",
    "bluemoon.draw": "{who} {who:draw|draws} {n:#card|cards} and {who:end|ends} the turn.",
    "bluemoon.unknown_move": "{who} {who:make|makes} a move that is not a Blue Moon City move ({kind}).",

    # -- refusals -----------------------------------------------------------------------------
    "bluemoon.refused": "{reason} {legal}",
    "bluemoon.not_a_move": "That ({kind}) is not a Blue Moon City move.",
    "bluemoon.why.not_now": "That move is not allowed now.",
    "bluemoon.why.paying": "{player} {player:are|is} paying for a space: add cards (Hoax cards before the "
                           "first card) until it is paid, or take the cards back.",
    "bluemoon.why.step_phase": "The figure moves only in the movement phase, before any contribution or "
                               "offering.",
    "bluemoon.why.no_steps": "{player} {player:have|has} no steps left this turn (a Flit 2 gives two more).",
    "bluemoon.why.step_adjacent": "A step goes to an orthogonally adjacent cell of the city.",
    "bluemoon.why.card_phase": "Movement cards (Vulca, Terrah, Aqua, Flit) can only be used in the movement "
                               "phase.",
    "bluemoon.why.walk_needs_city": "A value-2 dragon card moves a dragon only if it is already in the city.",
    "bluemoon.why.walk_steps": "A value-2 dragon card moves the dragon 1 to 3 orthogonal steps.",
    "bluemoon.why.card_needed": "The move needs the matching card in hand, and must end on a different cell "
                                "of the city.",
    "bluemoon.why.contribute_phase": "Contributions are made in the contribution phase only.",
    "bluemoon.why.open_building": "{player:'s} figure must stand on a building that is not complete yet.",
    "bluemoon.why.no_marker": "{player} {player:have|has} no marker left in {player:their} supply.",
    "bluemoon.why.cannot_pay": "That space is taken or {player:'s} hand cannot pay it (cards of its colour, "
                               "Khind as 1 of any colour, Mimix pairs as 3; each space is paid by its own set).",
    "bluemoon.why.choose_space": "Choose a building space to pay for first.",
    "bluemoon.why.not_held": "{player} {player:do|does} not hold that card.",
    "bluemoon.why.no_recolour": "No Hoax played for this space can recolour {people:a} card (a Hoax 1 "
                                "recolours up to 4 cards of one people, a Hoax 2 one card).",
    "bluemoon.why.card_useless": "That card cannot help pay the {space} space (wrong colour, a Mimix without "
                                 "its partner, or the space could no longer be paid).",
    "bluemoon.why.hoax_timing": "Hoax cards are played right after choosing a space and before adding any "
                                "card (as many as you like), recolouring into the space's colour (the palace: "
                                "one colour for the whole set).",
    "bluemoon.why.take_back": "Cards are taken back only while a space is being paid.",
    "bluemoon.why.offer_courtyard": "Offerings are made with the figure on the Courtyard.",
    "bluemoon.why.one_offering": "Only one offering per turn (a Pillar card gives one more).",
    "bluemoon.why.offer_cost": "The next obelisk space costs {cost:#crystal|crystals} and needs a marker in "
                               "{player:'s} supply.",
    "bluemoon.why.obelisk_full": "The obelisk is full.",
    "bluemoon.why.pillar": "A Pillar gives one more offering right after an offering at the Courtyard, "
                           "paying 1 or 2 crystals extra, and needs a marker.",
    "bluemoon.why.special": "Special actions are used after the contribution phase, on the Hospital, Golden "
                            "Shrine or Central Hall (the jump goes to another cell).",
    "bluemoon.why.discard": "In the cleanup you may discard up to 2 cards from your hand (pick them in list "
                            "order).",
    "bluemoon.why.draw": "Drawing ends the turn in the cleanup phase.",
    "bluemoon.why.done": "{player} {player:are|is} in the middle of a payment or the cleanup.",

    # -- events: what a move caused -----------------------------------------------------------
    "bluemoon.ev.dragon_lands": "The {dragon} lands on {cell}.",
    "bluemoon.ev.dragon_leaves": "The {dragon} leaves the city.",
    "bluemoon.ev.hoax1": "Up to 4 {frm} cards count as {to} for this space.",
    "bluemoon.ev.hoax2": "One {frm} card counts as {to} for this space.",
    "bluemoon.ev.space_paid": "{who} {who:place|places} a marker on the {space} space of the {building}.",
    "bluemoon.ev.dragon_gift": "{who} {who:get|gets} {reward} from the {n:dragon|dragons} on the {building}.",
    "bluemoon.ev.complete": "The {building} is complete; its sponsors' markers return to their supplies.",
    "bluemoon.ev.best": "{who} {who:get|gets} {reward} as the best sponsor of the {building}.",
    "bluemoon.ev.each": "{who} {who:get|gets} {reward} as a sponsor of the {building}.",
    "bluemoon.ev.neighbour": "{who} {who:get|gets} {reward} for the neighbouring {building}.",
    "bluemoon.ev.city_complete": "Every building of the city is complete.",
    "bluemoon.ev.scale_scoring": "The scale pool is empty: golden-scale scoring.",
    "bluemoon.ev.scale_crystals": "{who} {who:score|scores} {n:#crystal|crystals} for "
                                  "{scales:#golden scale|golden scales} and {who:return|returns} them.",
    "bluemoon.ev.scales_returned": "{who} {who:return|returns} {scales:#golden scale|golden scales}.",
    "bluemoon.ev.pool_refilled": "The scale pool refills to {n:#scale|scales}.",
    "bluemoon.ev.obelisk": "{who} {who:pay|pays} {cost:#crystal|crystals} and {who:place|places} a marker on "
                           "the obelisk ({count} of {need}).",
    "bluemoon.ev.hospital": "{who} {who:draw|draws} {n:#card|cards} to join {who:their} hand after the turn.",
    "bluemoon.ev.jump": "{who} {who:jump|jumps} to {cell}.",
    "bluemoon.ev.reshuffle": "The discard pile is shuffled into a new deck.",
    "bluemoon.ev.drew": "{who} {who:draw|draws} {cards:list}.",
    "bluemoon.ev.drew_short": "The cards run out: {who} {who:draw|draws} only {n:#card|cards}.",
    "bluemoon.ev.rewards_seen": "{cards:list} {n:joins|join} {who:'s} hand.",
    "bluemoon.ev.rewards": "{who:'s} {n:#reward card|reward cards} {n:joins|join} {who:their} hand.",
    "bluemoon.ev.turn": "{who:'s} turn.",
    "bluemoon.ev.obelisk_win": "{who} {who:have|has} {n} markers on the obelisk and {who:win|wins}.",
    "bluemoon.ev.all_markers_out": "Every marker is on the table: the game is a draw.",
    "bluemoon.ev.city_done_end": "The city is complete and no more offerings come: the game ends.",
    "bluemoon.ev.stalled": "Nobody has placed a marker for {rounds} rounds: the game ends as if the city "
                           "were complete.",
    "bluemoon.ev.wins": "{who} {who:win|wins} the game.",
    "bluemoon.ev.shared_win": "{winners:list} share the win.",
    "bluemoon.ev.tie_break": "Ties on obelisk markers are broken by most crystals.",

    # -- the table: prompts, chips and buttons ---------------------------------------------------
    "bluemoon.ui.game_over": "The game is over.",
    "bluemoon.ui.their_turn": "{who:'s} turn — {doing}.",
    "bluemoon.ui.doing.movement": "moving",
    "bluemoon.ui.doing.contribution": "sponsoring",
    "bluemoon.ui.doing.paying": "paying for a space",
    "bluemoon.ui.doing.special": "at a special building",
    "bluemoon.ui.doing.cleanup": "cleaning up",
    "bluemoon.ui.doing.over": "the game is over",
    "bluemoon.ui.drag_dragon": "Drag the {dragon} to a glowing tile (or click Cancel).",
    "bluemoon.ui.drag_flit": "Drag your figure to any tile: the Flit 1 flies it there (or click Cancel).",
    "bluemoon.ui.no_steps_sponsor": "No steps left: sponsor a space in the panel, or end moving.",
    "bluemoon.ui.no_steps_offer": "No steps left: drag your crystals onto the obelisk to offer, or end moving.",
    "bluemoon.ui.no_steps": "No steps left (a Flit 2 gives two more): play a card, or end moving.",
    "bluemoon.ui.move_then_sponsor": "Move: drag your figure up to {n:#step|steps} (glowing tiles), then sponsor "
                                     "a space in the panel.",
    "bluemoon.ui.move_then_offer": "Move: drag your figure up to {n:#step|steps} (glowing tiles), then offer "
                                   "crystals at the obelisk.",
    "bluemoon.ui.move_to_ruins": "Move: drag your figure up to {n:#step|steps} (glowing tiles), then sponsor a "
                                 "building in ruins.",
    "bluemoon.ui.pillar_or_done": "A Pillar card dragged onto the obelisk offers once more; or click Done offering.",
    "bluemoon.ui.sponsor_or_done": "Sponsor another space (a new set of cards each), or click Done sponsoring.",
    "bluemoon.ui.hoax_to": "Hoax {value}: which colour should the {frm} cards count as?",
    "bluemoon.ui.hoax_from1": "Hoax 1 recolours up to 4 cards of one people: click whose cards (or Cancel Hoax).",
    "bluemoon.ui.hoax_from2": "Hoax 2 recolours 1 card of one people: click whose card (or Cancel Hoax).",
    "bluemoon.ui.paying": "Paying the {space} space: {have} of {need} — drag more cards onto it (or take the "
                          "cards back).",
    "bluemoon.ui.one_colour": "one colour",
    "bluemoon.ui.special": "Your figure stands on a special building: use it, or skip.",
    "bluemoon.ui.cleanup": "Cleanup: drag up to {left:#card|cards} onto the discard pile, then click Draw {n}.",
    "bluemoon.ui.cleanup_draw": "Cleanup: click Draw {n} to end your turn.",
    "bluemoon.ui.cancel": "Cancel",
    "bluemoon.ui.take_back": "Take the cards back",
    "bluemoon.ui.hospital": "{building}: draw 2 cards",
    "bluemoon.ui.shrine": "{building}: offer ({cost:#crystal|crystals})",
    "bluemoon.ui.offer": "Offer {cost:#crystal|crystals}",
    "bluemoon.ui.pillar": "Pillar {value}: offer {cost}",
    "bluemoon.ui.sponsor": "Sponsor",
    "bluemoon.ui.sponsor_space": "Sponsor the {space} space",
    "bluemoon.ui.sponsor_space_nth": "Sponsor space {n}: {space}",
    "bluemoon.ui.done_offering": "Done offering",
    "bluemoon.ui.done_sponsoring": "Done sponsoring",
    "bluemoon.ui.done_moving": "End moving, skip sponsoring",
    "bluemoon.ui.skip_special": "Skip the special building",
    "bluemoon.ui.done": "Done",
    "bluemoon.ui.draw": "Draw {n}",
    "bluemoon.ui.hoax_choice1": "Hoax 1: recolour up to 4 cards",
    "bluemoon.ui.hoax_choice2": "Hoax 2: recolour 1 card",
    "bluemoon.ui.hoax_cancel": "Cancel Hoax",
    "bluemoon.ui.hoax_from_to": "{frm} → {to}",
    "bluemoon.ui.as_itself": "{card} as itself",
    "bluemoon.ui.pick_hoax_colour": "Now choose on the chips which colour the Hoax recolours.",
    "bluemoon.ui.drag_dragon_now": "Now drag the {dragon} to where it should go (glowing tiles).",
    "bluemoon.ui.drag_figure_now": "Now drag your figure to where it should go (glowing tiles).",
    # tooltips
    "bluemoon.ui.figure": "{who:'s} figure",
    "bluemoon.ui.marker": "{who:'s} marker",
    "bluemoon.ui.dragon": "The {dragon}",
    "bluemoon.ui.your_crystals": "Your crystals: drag them onto the obelisk to offer",
    "bluemoon.ui.courtyard_tip": "The {courtyard}: offer crystals at the obelisk from here.",
    "bluemoon.ui.built_tip": "{building} (built) — neighbours completed next to it give {next}",
    "bluemoon.ui.tile_tip": "{building}: spaces {spaces:list}. Best sponsor {best}; each sponsor {each}; next to "
                            "it {next}",
    # the board and the panel
    "bluemoon.ui.you_tag": "{name} (you)",
    "bluemoon.ui.ai_tag": "{name} · AI {level}",
    "bluemoon.ui.obelisk_title": "Obelisk — the first to place {n} markers here (★) wins",
    "bluemoon.ui.scale_pool": "Scale pool",
    "bluemoon.ui.scoring_when_empty": "scoring when empty",
    "bluemoon.ui.lair": "Dragons' lair",
    "bluemoon.ui.lair_empty": "all dragons are in the city",
    "bluemoon.ui.deck": "Deck {n}",
    "bluemoon.ui.discard_pile": "Discard {n}",
    "bluemoon.ui.empty": "empty",
    "bluemoon.ui.stands_on": "{who} {who:stand|stands} on the {place}",
    "bluemoon.ui.stands_on_built": "{who} {who:stand|stands} on the {place} (built)",
    "bluemoon.ui.next_cost": "Next obelisk space: {cost:#crystal|crystals}",
    "bluemoon.ui.obelisk_full": "The obelisk is full.",
    "bluemoon.ui.crystals_held": "Your crystals: {n}",
    "bluemoon.ui.drag_to_offer": "Drag your crystals onto the glowing obelisk space to offer.",
    "bluemoon.ui.too_poor": "Not enough crystals yet: sponsor buildings to earn them.",
    "bluemoon.ui.pillar_hint": "A Pillar card (dragged onto the obelisk) pays for one more offering.",
    "bluemoon.ui.offer_rule": "From here a player may make one offering per turn.",
    "bluemoon.ui.a_turn": "A turn:",
    "bluemoon.ui.turn1": "1. Move your figure up to 2 steps (cards: dragons, Flit).",
    "bluemoon.ui.turn2": "2. Sponsor spaces of the building you stand on — or offer here.",
    "bluemoon.ui.turn3": "3. Cleanup: discard up to 2 cards, draw 2 plus one per discard.",
    "bluemoon.ui.neighbours_give": "Completions next to it give each sponsor:",
    "bluemoon.ui.move_on": "Move on to a building in ruins to sponsor it.",
    "bluemoon.ui.dragons_here": "{n:#dragon|dragons} here: the first space sponsored this turn gives "
                                "{n:#golden scale|golden scales}",
    "bluemoon.ui.paid_of": "paid {have} of {need}",
    "bluemoon.ui.best_sponsor": "Best sponsor:",
    "bluemoon.ui.each_sponsor": "Each sponsor:",
    "bluemoon.ui.next_to": "+ next to {building}:",
    "bluemoon.ui.hoax_budget": "Hoax: up to {cards:list} {n:card|cards} may count as {to}",
    "bluemoon.ui.n_people": "{n} {people}",
    "bluemoon.ui.more_neighbours": "(+{n} more neighbours)",
    "bluemoon.ui.your_hand": "Your hand",
    "bluemoon.ui.your_hand_pending": "Your hand · {n:#reward card|reward cards} {n:joins|join} it at the end of "
                                     "the turn",
    "bluemoon.ui.pays_it": "pays it!",
    "bluemoon.ui.hoax_recolour": "Hoax: recolour",

    # cards and tiles: what a card does (long on its face when large and in its tooltip, short when
    # small), the labels on the tiles
    "bluemoon.ui.card_tip": "{card} — {ability}",
    "bluemoon.ui.card_tip_idle": "{tip} · Not usable now: {why}",
    "bluemoon.ui.card_tip_hoaxed": "{card} — the Hoax makes it count as {to} {value} for this space",
    "bluemoon.ui.idle.pillar": "a Pillar follows an offering",
    "bluemoon.ui.idle.movement_card": "no move for it from here",
    "bluemoon.ui.idle.courtyard": "on the Courtyard you offer crystals",
    "bluemoon.ui.idle.no_building": "no building to sponsor here",
    "bluemoon.ui.idle.no_space": "it pays no free space here",
    "bluemoon.ui.idle.this_space": "it cannot pay this space",
    "bluemoon.ui.idle.not_now": "nothing to do with it at this moment",
    "bluemoon.ability.vulca.1": "1: fly the red dragon anywhere",
    "bluemoon.ability.vulca.2": "2: walk the red dragon 1-3 steps",
    "bluemoon.ability.vulca.3": "No ability: pays 3",
    "bluemoon.ability.terrah.1": "1: fly the green dragon anywhere",
    "bluemoon.ability.terrah.2": "2: walk the green dragon 1-3 steps",
    "bluemoon.ability.terrah.3": "No ability: pays 3",
    "bluemoon.ability.aqua.1": "1: fly the blue dragon anywhere",
    "bluemoon.ability.aqua.2": "2: walk the blue dragon 1-3 steps",
    "bluemoon.ability.aqua.3": "No ability: pays 3",
    "bluemoon.ability.flit.1": "1: fly your figure anywhere",
    "bluemoon.ability.flit.2": "2: two more steps",
    "bluemoon.ability.flit.3": "No ability: pays 3",
    "bluemoon.ability.khind.1": "Counts 1 in any colour",
    "bluemoon.ability.khind.2": "Counts 1 in any colour",
    "bluemoon.ability.khind.3": "Counts 1 in any colour",
    "bluemoon.ability.mimix.1": "Two 1s/2s pay 3 in any colour",
    "bluemoon.ability.mimix.2": "Two 1s/2s pay 3 in any colour",
    "bluemoon.ability.mimix.3": "Pays 3 for brown only",
    "bluemoon.ability.hoax.1": "1: recolour up to 4 cards",
    "bluemoon.ability.hoax.2": "2: recolour 1 card",
    "bluemoon.ability.hoax.3": "No ability: pays 3",
    "bluemoon.ability.pillar.1": "One more offering (+1 crystal)",
    "bluemoon.ability.pillar.2": "One more offering (+2 crystals)",
    "bluemoon.ability.pillar.3": "Pays 3 for yellow",
    "bluemoon.ability_short.vulca.1": "fly red\ndragon",
    "bluemoon.ability_short.vulca.2": "walk red\ndragon 1-3",
    "bluemoon.ability_short.vulca.3": "pays 3",
    "bluemoon.ability_short.terrah.1": "fly green\ndragon",
    "bluemoon.ability_short.terrah.2": "walk green\ndragon 1-3",
    "bluemoon.ability_short.terrah.3": "pays 3",
    "bluemoon.ability_short.aqua.1": "fly blue\ndragon",
    "bluemoon.ability_short.aqua.2": "walk blue\ndragon 1-3",
    "bluemoon.ability_short.aqua.3": "pays 3",
    "bluemoon.ability_short.flit.1": "fly your\nfigure",
    "bluemoon.ability_short.flit.2": "+2 steps",
    "bluemoon.ability_short.flit.3": "pays 3",
    "bluemoon.ability_short.khind.1": "1 of any\ncolour",
    "bluemoon.ability_short.khind.2": "1 of any\ncolour",
    "bluemoon.ability_short.khind.3": "1 of any\ncolour",
    "bluemoon.ability_short.mimix.1": "pair = 3\nany colour",
    "bluemoon.ability_short.mimix.2": "pair = 3\nany colour",
    "bluemoon.ability_short.mimix.3": "pays 3",
    "bluemoon.ability_short.hoax.1": "recolour\nup to 4",
    "bluemoon.ability_short.hoax.2": "recolour\n1 card",
    "bluemoon.ability_short.hoax.3": "pays 3",
    "bluemoon.ability_short.pillar.1": "+1 offering\n(+1 crystal)",
    "bluemoon.ability_short.pillar.2": "+1 offering\n(+2 crystals)",
    "bluemoon.ability_short.pillar.3": "pays 3",
    "bluemoon.ui.tile.best": "Best",
    "bluemoon.ui.tile.each": "Each",
    "bluemoon.ui.tile.next": "Next to",
    "bluemoon.ui.tile.next_to": "Next to:",
    "bluemoon.ui.tile.stop.draw_two": "Stop here: draw 2",
    "bluemoon.ui.tile.stop.offering": "Stop here: offer",
    "bluemoon.ui.tile.stop.jump": "Stop here: jump",
    "bluemoon.ui.tile.stop_short.draw_two": "stop: draw 2",
    "bluemoon.ui.tile.stop_short.offering": "stop: offer",
    "bluemoon.ui.tile.stop_short.jump": "stop: jump",

    # the results
    "bluemoon.ui.row.obelisk": "Obelisk markers",
    "bluemoon.ui.row.crystals": "Crystals (tie-break)",
    "bluemoon.ui.row.scales": "Golden scales held",
    "bluemoon.ui.row.markers": "Markers still in supply",

    # -- the tutorial ------------------------------------------------------------------------
    "bluemoon.tutorial.next": "Next: {move}",
    "bluemoon.tutorial.name": "Learn Blue Moon City",
    "bluemoon.tutorial.cell_that": "that tile",
    "bluemoon.tutorial.the": "the {thing}",
    "bluemoon.tutorial.title.welcome": "Welcome",
    "bluemoon.tutorial.welcome": "Welcome to Blue Moon City! The city lies in ruins; the peoples rebuild it. You "
                                 "sponsor buildings with cards to earn crystals, and offer crystals at the obelisk in "
                                 "the Courtyard. In a 2-player game the first to place 6 markers on the obelisk "
                                 "wins.",
    "bluemoon.tutorial.title.city": "The city",
    "bluemoon.tutorial.city": "The city: each tile shows the spaces to sponsor (a people's colour, icon and value). "
                              "Rest the pointer on a tile to read its rewards — Best (for the best sponsor), Each "
                              "(for every sponsor) and Next to (for sponsors of a later neighbour). The obelisk "
                              "stands on the Courtyard in the middle, where both figures start.",
    "bluemoon.tutorial.title.right_column": "Players, obelisk, scales",
    "bluemoon.tutorial.right_column": "On the right, from the top: the players' rows (markers in supply, golden "
                                      "scales, crystals, cards, obelisk markers ★), the obelisk, the scale pool "
                                      "({pool} golden scales), the dragons' lair, the deck and discard pile, and the "
                                      "panel of the tile your figure stands on. Your cards are below.",
    "bluemoon.tutorial.title.teacher": "Your teacher moves",
    "bluemoon.tutorial.teacher_first": "Your teacher plays first. Watch its moves in the log on the right: it "
                                       "wants the same buildings as you.",
    "bluemoon.tutorial.title.teacher_sponsored": "Your teacher got there first",
    "bluemoon.tutorial.teacher_sponsored": "Your teacher sponsored the {building}: it has {n:#marker|markers} there, "
                                           "{free:#space|spaces} still free. When the last space is paid, the player "
                                           "with the most markers gets the Best reward; a tie goes to the marker "
                                           "furthest left. Every sponsor gets the Each reward.",
    "bluemoon.tutorial.title.teacher_took": "Your teacher completed it",
    "bluemoon.tutorial.teacher_took": "Your teacher paid the last space of the {building} and took the Best reward. "
                                      "Your {mine:#marker|markers} there still earned you the Each reward ({each}), "
                                      "and came back to your supply.",
    "bluemoon.tutorial.teacher_completed": "Your teacher paid the last space of the {building}; you had the most "
                                           "markers there, so the Best reward was yours, and the Each reward ({each}) "
                                           "too. Your {mine:#marker|markers} came back to your supply.",
    "bluemoon.tutorial.title.teacher_offered": "Your teacher offered",
    "bluemoon.tutorial.teacher_offered": "Your teacher offered at the obelisk too: it has {count:#marker|markers} "
                                         "there. The next space costs {next:#crystal|crystals}.",
    "bluemoon.tutorial.title.moving": "Moving",
    "bluemoon.tutorial.first_step": "Your figure (the blue pawn) may walk up to 2 steps a turn, to neighbouring "
                                    "tiles — never diagonally. Drag it to {cell}.",
    "bluemoon.tutorial.first_step_far": "Your figure (the blue pawn) may walk up to 2 steps a turn, to "
                                        "neighbouring tiles — never diagonally. Drag it to {cell}, one step now "
                                        "and one more next.",
    "bluemoon.tutorial.title.two_steps": "Two steps",
    "bluemoon.tutorial.second_step": "And the next step: drag your figure on to {cell}. (You may also drag it "
                                     "two tiles at once.)",
    "bluemoon.tutorial.step": "Drag your figure to {cell}.",
    "bluemoon.tutorial.title.flit": "Flit: your figure goes further",
    "bluemoon.tutorial.flit_steps": "Grey Flit cards move your own figure. The {card} gives two more steps this "
                                    "turn: drag it onto your figure.",
    "bluemoon.tutorial.flit_fly": "{cell} is {far} steps away, more than a turn's walk. A Flit 1 flies your figure "
                                  "to any tile: drag the {card} onto {cell}.",
    "bluemoon.tutorial.title.dragon": "A dragon",
    "bluemoon.tutorial.dragon_fly": "Dragons bring golden scales: whoever sponsors a building where dragons stand "
                                    "gets one scale per dragon (once a turn). Your {card} card flies the {dragon} "
                                    "to any tile: drag the card onto {cell}, where you are going next.",
    "bluemoon.tutorial.dragon_walk": "Dragons bring golden scales: whoever sponsors a building where dragons stand "
                                     "gets one scale per dragon (once a turn). Your {card} card walks the {dragon} "
                                     "1 to 3 steps: drag the card onto {cell}, where you are going next.",
    "bluemoon.tutorial.dragon_again": "Bring the {dragon} along: drag the {card} onto {cell}.",
    "bluemoon.tutorial.title.sponsoring": "Sponsoring",
    "bluemoon.tutorial.want_people": "{people} cards worth {value}",
    "bluemoon.tutorial.want_any": "cards of any one colour worth {value}",
    "bluemoon.tutorial.sponsor_first": "Now sponsor the building you stand on. Its spaces are shown large in the "
                                       "panel: the {space} space wants {want}. Drag the glowing card onto it; the "
                                       "space takes your marker as soon as the cards there add up.",
    "bluemoon.tutorial.title.second_space": "A second space",
    "bluemoon.tutorial.sponsor_second": "You may sponsor more spaces in the same turn, each paid by its own cards "
                                        "(what is left over from one space never helps another). Drag a card onto "
                                        "the {space} space.",
    "bluemoon.tutorial.sponsor": "Sponsor the {space} space: drag a card onto it.",
    "bluemoon.tutorial.title.khind": "Khind: 1 of any colour",
    "bluemoon.tutorial.khind": "A Khind card (green) counts as 1 in any colour, whatever its number. Drag the {card} "
                               "onto the space.",
    "bluemoon.tutorial.title.mimix": "Mimix pairs",
    "bluemoon.tutorial.mimix": "Two Mimix cards (brown) of value 1 or 2 together count as 3 in any colour. Drag the "
                               "{card} onto the space, then its partner.",
    "bluemoon.tutorial.mimix_again": "Another Mimix pair: drag the {card} onto the space, then its partner.",
    "bluemoon.tutorial.mimix_alone": "A single Mimix card (brown) counts its own value, in brown; only two Mimix "
                                     "cards of value 1 or 2 together count as 3 in any colour. Here the {card} "
                                     "alone finishes paying the space: drag it onto the space.",
    "bluemoon.tutorial.mimix_partner": "Now its partner: drag the {card} onto the space. Together they count 3.",
    "bluemoon.tutorial.title.hoax": "Hoax: recolour a card",
    "bluemoon.tutorial.hoax2": "A Hoax card recolours cards for one space. The {card} makes one {frm} card count as "
                               "{to}: drag it onto the {space} space, before any other card.",
    "bluemoon.tutorial.hoax1": "A Hoax card recolours cards for one space. The {card} makes up to 4 {frm} cards "
                               "count as {to}: drag it onto the {space} space, before any other card.",
    "bluemoon.tutorial.pay_recoloured": "Now drag the {card} onto the space: the Hoax makes it count in the "
                                        "space's colour.",
    "bluemoon.tutorial.title.paying": "Paying",
    "bluemoon.tutorial.pay_first": "Drag the {card} onto the space: it needs {need} in all.",
    "bluemoon.tutorial.pay": "Drag the {card} onto the space too: {have} of {need} is paid so far.",
    "bluemoon.tutorial.pay_any": "Drag the {card} onto the space: {have} of {need} is paid so far. All cards "
                                 "on an any-colour space must share one colour (Khind and Mimix pairs aside).",
    "bluemoon.tutorial.title.offering": "An offering",
    "bluemoon.tutorial.offer": "The obelisk wins the game: the first to place {need} markers there (in a "
                               "{players}-player game) wins. You stand on the Courtyard with {crystals} crystals: "
                               "drag your crystals onto the glowing obelisk space to offer {cost}.",
    "bluemoon.tutorial.title.pillar": "Pillar",
    "bluemoon.tutorial.pillar": "A Pillar card gives one more offering right after it, at the next space's price "
                                "plus the card's value: with the {card} you offer {cost:#crystal|crystals}, and you have {crystals}. "
                                "Drag it onto the obelisk (or click “{chip}”).",
    "bluemoon.tutorial.title.done": "Done",
    "bluemoon.tutorial.done_first": "Nothing more to sponsor here, so click “Done sponsoring” (at the bottom of "
                                    "the panel, or the same button on the right).",
    "bluemoon.tutorial.done_moving": "Click “End moving, skip sponsoring”.",
    "bluemoon.tutorial.done_offering": "Click “Done offering”.",
    "bluemoon.tutorial.done_sponsoring": "Click “Done sponsoring”.",
    "bluemoon.tutorial.title.cleanup": "Cleanup",
    "bluemoon.tutorial.discard": "The cleanup ends every turn: you may drag up to 2 cards you do not need onto "
                                 "the discard pile, and draw one more card for each. Drag the {card} onto the "
                                 "discard pile.",
    "bluemoon.tutorial.draw_after_discard": "Now click “Draw {n}” under the deck: 2 cards, plus 1 for the card "
                                            "you discarded. That ends your turn.",
    "bluemoon.tutorial.draw_first": "The cleanup: you could drag up to 2 cards onto the discard pile first; each one "
                                    "discarded is drawn back. Just click “Draw {n}” under the deck to end your turn.",
    "bluemoon.tutorial.draw": "Click “Draw {n}” under the deck to end your turn.",
    "bluemoon.tutorial.title.your_move": "Your move",
    "bluemoon.tutorial.title.completed": "A building completed",
    "bluemoon.tutorial.completed": "The {building} is complete! The Best reward ({best}) went to {best_who}, with "
                                   "the most markers there (you {mine}, your teacher {theirs}). Each "
                                   "sponsor ({sponsors:list}) got {each}. The markers went back to their supplies; "
                                   "reward cards wait beside the hand until the turn ends.",
    "bluemoon.tutorial.completed_tie": "The {building} is complete! Markers were tied (you {mine}, your teacher "
                                       "{theirs}), so the marker furthest left decided: the Best reward ({best}) "
                                       "went to {best_who}. Each sponsor ({sponsors:list}) got {each}. The markers "
                                       "went back to their supplies.",
    "bluemoon.tutorial.title.neighbour": "Neighbourhood reward",
    "bluemoon.tutorial.neighbour": "It stands next to the {building}, which was already built, so every sponsor "
                                   "also got that neighbour's “Next to” reward: {reward}.",
    "bluemoon.tutorial.title.dragon_scale": "Golden scales",
    "bluemoon.tutorial.dragon_scale": "A dragon stood on this building, so your first sponsoring this turn earned a "
                                      "golden scale: you hold {scales}, the pool has {pool} left. When the pool runs "
                                      "out, golden-scale scoring: the most scales gets 6 crystals (tied leaders 3 "
                                      "each), anyone else with 3 or more gets 3; scorers hand their scales back.",
    "bluemoon.tutorial.title.scoring": "Golden-scale scoring",
    "bluemoon.tutorial.scoring": "That move took the last golden scale from the pool: golden-scale scoring (see "
                                 "the log). The player with the most scales got 6 crystals (tied leaders 3 each), "
                                 "anyone else with 3 or more got 3, and scorers handed their scales back. The pool "
                                 "is full again ({pool}); you now have {mine} crystals.",
    "bluemoon.tutorial.title.obelisk": "The obelisk",
    "bluemoon.tutorial.obelisk": "Your marker stands on the obelisk: {need} wins. Each space costs a little more "
                                 "(the next one {next:#crystal|crystals}); one offering per turn, and a Pillar card "
                                 "(yellow, value 1 or 2) pays for one more right after it, for 1 or 2 crystals "
                                 "extra.",
    "bluemoon.tutorial.title.game_end": "How the game ends",
    "bluemoon.tutorial.game_end": "The game ends at once when a player places their {need}th marker on the obelisk: "
                                  "they win (you have {mine}, your teacher {theirs}). If every building is complete "
                                  "first, players offer what they still can; then most obelisk markers wins, and "
                                  "crystals break a tie.",
    "bluemoon.tutorial.title.free_play": "Free play",
    "bluemoon.tutorial.free_play": "You have made every kind of move an ordinary game needs. Play on against your "
                                   "teacher (now choosing its own moves, at the easy level). Tips: hold a card or "
                                   "tile to see it large; Hint suggests a move; the rules are in the menu.",
    "bluemoon.tutorial.not_quite": "Not quite — follow the note; the glowing pieces show where.",
    "bluemoon.tutorial.recap.1": "Walk up to 2 steps; Flit cards take your figure further.",
    "bluemoon.tutorial.recap.2": "Dragons on a building give golden scales to its first sponsor of the turn.",
    "bluemoon.tutorial.recap.3": "Pay a space with its colour; Khind counts 1, a Mimix pair 3, Hoax recolours.",
    "bluemoon.tutorial.recap.4": "A completed building pays Best, Each and Next to rewards.",
    "bluemoon.tutorial.recap.5": "Offer crystals at the obelisk, once more with a Pillar; 6 markers win.",
    "bluemoon.tutorial.recap.6": "End each turn: discard up to 2, then draw.",

    # -- the final ranking's tie-break (State.ranking_reason) --------------------------------------
    "bluemoon.ranking.draw": "Every marker was on the table: the game is a draw for all.",
    "bluemoon.ranking.crystals": "Ties on obelisk markers broken by most crystals.",

    # -- where the game stands --------------------------------------------------------------------
    "bluemoon.progress": "Turn {turn} · {built} of {total} buildings complete · obelisk {placed} of {spaces}",
}


# -- terms: the game's things as messages (made once: messages are immutable) ------------------
PEOPLE_TERM = tuple(Message(f"bluemoon.term.{p}") for p in D.PEOPLE)
COLOUR_TERM = tuple(Message(f"bluemoon.term.{c}") for c in D.COLOUR_NAMES)
BUILDING_TERM = tuple(Message(f"bluemoon.term.{b}") for b in D.BUILDING_IDS)
DRAGON_TERM = tuple(Message(f"bluemoon.term.{d}") for d in D.DRAGONS)
COURTYARD_TERM = Message("bluemoon.term.courtyard")
#: Per card kind: "Aqua 2" and "Aqua 2 (blue)".
CARD = tuple(Message("bluemoon.card", people=PEOPLE_TERM[D.KIND_COLOUR[k]], value=D.KIND_VALUE[k])
             for k in range(D.NUM_KINDS))
CARD_COLOURED = tuple(Message("bluemoon.card_coloured", people=PEOPLE_TERM[D.KIND_COLOUR[k]],
                              value=D.KIND_VALUE[k], colour=COLOUR_TERM[D.KIND_COLOUR[k]])
                      for k in range(D.NUM_KINDS))
SEATS = tuple(Seat(q) for q in range(4))


#: Per card kind: what it does, in a line, and in short (two lines, "\n" between).
ABILITY = tuple(Message(f"bluemoon.ability.{D.PEOPLE[D.KIND_COLOUR[k]]}.{D.KIND_VALUE[k]}")
                for k in range(D.NUM_KINDS))
ABILITY_SHORT = tuple(Message(f"bluemoon.ability_short.{D.PEOPLE[D.KIND_COLOUR[k]]}.{D.KIND_VALUE[k]}")
                      for k in range(D.NUM_KINDS))


def space_term(colour: int, value: int) -> Message:
    """A building space: "red 4", "any-colour 5"."""
    return Message("bluemoon.space", colour=COLOUR_TERM[colour], value=value)


def people_space(tile: int, space: int) -> Message:
    """A building space by the people that pays it: "Terrah 4", "any-colour 5"."""
    col, val = D.SPACES[tile][space]
    return Message("bluemoon.space", colour=PEOPLE_TERM[col] if col < 8 else COLOUR_TERM[col], value=val)


def building_space(tile: int, space: int) -> Message:
    col, val = D.SPACES[tile][space]
    return space_term(col, val)


def cell_term(tiles, c: int) -> Message:
    """A cell of the city by what stands on it: "the Library (1,3)", "the Courtyard"."""
    if c < 0:
        return Message("bluemoon.cell.out")
    t = tiles[c]
    if t == D.COURTYARD_TILE:
        return Message("bluemoon.cell.courtyard", courtyard=COURTYARD_TERM)
    if t >= 0:
        return Message("bluemoon.cell.building", building=BUILDING_TERM[t], pos=D.cell_name(c))
    return Message("bluemoon.cell.empty", pos=D.cell_name(c))


class CityWords:
    """The events of one game that name its city, made on first use: random play and the AI's
    games move dragons thousands of times, and events are immutable."""

    __slots__ = ("dragon_to",)

    def __init__(self, tiles) -> None:
        cells = [cell_term(tiles, c) for c in range(25)]
        #: [dragon][cell + 1]: the dragon lands there (cell -1: it leaves the city)
        self.dragon_to = tuple(
            (Event(Message("bluemoon.ev.dragon_leaves", dragon=DRAGON_TERM[d])),)
            + tuple(Event(Message("bluemoon.ev.dragon_lands", dragon=DRAGON_TERM[d], cell=cells[c]))
                    for c in range(25))
            for d in range(len(D.DRAGONS)))


def reward_term(crystals: int, scales: int, cards: int) -> Message:
    """What a reward gives: "2 crystals, 1 golden scale and 1 card"."""
    parts = []
    if crystals:
        parts.append(Message("bluemoon.crystals", n=crystals))
    if scales:
        parts.append(Message("bluemoon.scales", n=scales))
    if cards:
        parts.append(Message("bluemoon.cards", n=cards))
    return Message("bluemoon.reward", parts=tuple(parts)) if parts else Message("bluemoon.nothing")


def cards_term(counts) -> tuple:
    """Cards by kind counts, as a tuple of card names (for a list in a message)."""
    return tuple(CARD_COLOURED[k] for k in range(D.NUM_KINDS) if counts[k] for _ in range(counts[k]))


# -- events that name no city: made once ------------------------------------------------------
TURN_EVENT = tuple(Event(Message("bluemoon.ev.turn", who=seat)) for seat in SEATS)
RESHUFFLE_EVENT = Event(Message("bluemoon.ev.reshuffle"))
#: [value - 1][source colour][target colour]: what a Hoax played for a space recolours
HOAX_EVENT = tuple(tuple(tuple(Event(Message(f"bluemoon.ev.hoax{v}", frm=PEOPLE_TERM[f], to=PEOPLE_TERM[t]))
                               for t in range(8)) for f in range(8)) for v in (1, 2))
#: [tile]: the building is complete
COMPLETE_EVENT = tuple(Event(Message("bluemoon.ev.complete", building=b)) for b in BUILDING_TERM)
#: [seat][tile][space]: the seat's marker goes on the paid space
SPACE_PAID_EVENT = tuple(
    tuple(tuple(Event(Message("bluemoon.ev.space_paid", who=seat, space=building_space(t, i),
                              building=BUILDING_TERM[t])) for i in range(len(D.SPACES[t])))
          for t in range(len(D.BUILDINGS)))
    for seat in SEATS)
#: The kinds of rewards a completion gives (the event's key) and each building's reward of that kind.
REWARDS = {"bluemoon.ev.best": D.BEST, "bluemoon.ev.each": D.EACH, "bluemoon.ev.neighbour": D.NEIGHBOURHOOD}
#: [key][seat][tile]: the seat gets the building's whole reward of that kind
REWARD_EVENT = {key: tuple(tuple(Event(Message(key, who=seat, reward=reward_term(*table[t]), building=BUILDING_TERM[t]))
                                 for t in range(len(D.BUILDINGS))) for seat in SEATS)
                for key, table in REWARDS.items()}


def given(n: int, event: Event) -> tuple[Event]:
    """An event made beforehand (State.record's builder for the frequent ones)."""
    return (event,)


def drew(n: int, seat: int, kinds: tuple) -> tuple[Event]:
    """``seat`` draws ``kinds``: told to that seat, made when someone reads it (State.record)."""
    return (drew_event(seat, kinds),)


def drew_event(seat: int, kinds: tuple) -> Event:
    """``seat`` draws the cards ``kinds`` (sorted): an event for that seat only."""
    return Event(Message("bluemoon.ev.drew", who=SEATS[seat], cards=tuple(CARD_COLOURED[k] for k in kinds)),
                 (), (seat,))


# -- moves ----------------------------------------------------------------------------------
def describe(state, a) -> Message:
    """The move ``a`` of the seat to move, as a message whose subject is ``who``."""
    who = SEATS[state.current]
    t = type(a)
    tiles = state.tiles
    if t is A.Step:
        return Message("bluemoon.step", who=who, cell=cell_term(tiles, a.cell))
    if t is A.Teleport:
        return Message("bluemoon.teleport", who=who, card=CARD[9], cell=cell_term(tiles, a.cell))
    if t is A.ExtraSteps:
        return Message("bluemoon.extra_steps", who=who, card=CARD[10])
    if t is A.MoveDragon:
        key = "bluemoon.dragon_fly" if a.value == 1 else "bluemoon.dragon_walk"
        return Message(key, who=who, card=CARD[D.DRAGON_PEOPLE[a.dragon] * 3 + a.value - 1],
                       dragon=DRAGON_TERM[a.dragon], cell=cell_term(tiles, a.cell))
    if t is A.Contribute:
        tile = tiles[state.figures[state.current]]
        if tile >= 0 and a.space < len(D.SPACES[tile]):
            return Message("bluemoon.contribute", who=who, space=building_space(tile, a.space),
                           building=BUILDING_TERM[tile])
        return Message("bluemoon.contribute_any", who=who, n=a.space + 1)
    if t is A.Hoax:
        return Message(f"bluemoon.hoax{a.value}", who=who, card=CARD[D.kind(D.WHITE, a.value)],
                       frm=PEOPLE_TERM[a.frm], to=PEOPLE_TERM[a.to])
    if t is A.AddCard:
        card = CARD_COLOURED[a.kind]
        if not a.recoloured:
            return Message("bluemoon.add", who=who, card=card)
        if 0 <= state.colour < 8:
            return Message("bluemoon.add_as", who=who, card=card, colour=COLOUR_TERM[state.colour])
        return Message("bluemoon.add_recoloured", who=who, card=card)
    if t is A.TakeBack:
        return Message("bluemoon.take_back", who=who)
    if t is A.Offer:
        cost = state.next_cost()
        return Message("bluemoon.offer", who=who, cost=cost) if cost else Message("bluemoon.offer_any", who=who)
    if t is A.Pillar:
        cost = state.next_cost()
        card = CARD[D.kind(D.YELLOW, a.value)]
        if cost:
            return Message("bluemoon.pillar", who=who, card=card, cost=cost + a.value)
        return Message("bluemoon.pillar_any", who=who, card=card)
    if t is A.Done:
        return Message("bluemoon.skip_special" if state.phase == D.PHASES[3] else "bluemoon.done", who=who)
    if t is A.Special:
        tile = tiles[state.figures[state.current]]
        sp = D.SPECIAL[tile] if tile >= 0 else None
        building = BUILDING_TERM[tile] if tile >= 0 else BUILDING_TERM[D.BUILDING_INDEX["central_hall"]]
        if sp == "draw_two":
            return Message("bluemoon.hospital", who=who, building=building)
        if sp == "offering":
            return Message("bluemoon.shrine", who=who, building=building)
        return Message("bluemoon.jump", who=who, building=building, cell=cell_term(tiles, a.cell))
    if t is A.Discard:
        return Message("bluemoon.discard", who=who, card=CARD_COLOURED[a.kind])
    if t is A.Draw:
        return Message("bluemoon.draw", who=who, n=state.cl_count + D.CLEANUP_DRAW)
    return Message("bluemoon.unknown_move", who=who, kind=type(a).__name__)


# -- refusals --------------------------------------------------------------------------------
def explain_illegal(state, a) -> Message:
    """Which rule forbids ``a`` now, and what would be legal."""
    if state.phase == D.PHASES[-1]:
        return Message("engine.game_over")
    legal = state.legal_summary()
    if not isinstance(a, A.ACTION_TYPES):
        return Message("bluemoon.refused", reason=Message("bluemoon.not_a_move", kind=type(a).__name__), legal=legal)
    return Message("bluemoon.refused", reason=_reason(state, a), legal=legal)


def _reason(state, a) -> Message:
    movement, contribution, paying, _special, cleanup, _over = D.PHASES
    t = type(a)
    ph = state.phase
    p = state.current
    player = SEATS[p]
    hand = state.hands[p]
    if ph == paying and t not in (A.AddCard, A.Hoax, A.TakeBack):
        return Message("bluemoon.why.paying", player=player)
    if t is A.Step:
        if ph != movement:
            return Message("bluemoon.why.step_phase")
        if state.steps <= 0:
            return Message("bluemoon.why.no_steps", player=player)
        return Message("bluemoon.why.step_adjacent")
    if t in (A.Teleport, A.ExtraSteps, A.MoveDragon):
        if ph != movement:
            return Message("bluemoon.why.card_phase")
        if t is A.MoveDragon and a.value == 2:
            if 0 <= a.dragon < 3 and state.dragons[a.dragon] < 0:
                return Message("bluemoon.why.walk_needs_city")
            return Message("bluemoon.why.walk_steps")
        return Message("bluemoon.why.card_needed")
    if t is A.Contribute:
        if ph not in (movement, contribution):
            return Message("bluemoon.why.contribute_phase")
        if not state.open_building(state.figures[p]):
            return Message("bluemoon.why.open_building", player=player)
        if state.markers[p] <= 0:
            return Message("bluemoon.why.no_marker", player=player)
        return Message("bluemoon.why.cannot_pay", player=player)
    if t is A.AddCard:
        if ph != paying:
            return Message("bluemoon.why.choose_space")
        if not (0 <= a.kind < D.NUM_KINDS) or not hand[a.kind]:
            return Message("bluemoon.why.not_held", player=player)
        if a.recoloured and not (state.hoax_budget() or [0] * 8)[D.KIND_COLOUR[a.kind]]:
            return Message("bluemoon.why.no_recolour", people=PEOPLE_TERM[D.KIND_COLOUR[a.kind]])
        sc, need = state.paying_space()
        return Message("bluemoon.why.card_useless", space=space_term(sc, need))
    if t is A.Hoax:
        return Message("bluemoon.why.hoax_timing")
    if t is A.TakeBack:
        return Message("bluemoon.why.take_back")
    if t is A.Offer:
        if state.figures[p] != D.CENTRE:
            return Message("bluemoon.why.offer_courtyard")
        if ph != movement:
            return Message("bluemoon.why.one_offering")
        cost = state.next_cost()
        if cost is None:
            return Message("bluemoon.why.obelisk_full")
        return Message("bluemoon.why.offer_cost", cost=cost, player=player)
    if t is A.Pillar:
        return Message("bluemoon.why.pillar")
    if t is A.Special:
        return Message("bluemoon.why.special")
    if t is A.Discard:
        return Message("bluemoon.why.discard")
    if t is A.Draw:
        return Message("bluemoon.why.draw")
    if t is A.Done:
        return Message("bluemoon.why.done", player=player)
    return Message("bluemoon.why.not_now")
