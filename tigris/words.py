"""Every word of Tigris & Euphrates a player reads: the moves, the refusals, what the rules
report, and the names of the game's things (the template language: engine/text.py)."""

from __future__ import annotations

MESSAGES = {
    # -- the game's things ---------------------------------------------------------------
    "tigris.term.red": "red",
    "tigris.term.blue": "blue",
    "tigris.term.green": "green",
    "tigris.term.black": "black",
    "tigris.term.temple": "temple",
    "tigris.term.farm": "farm",
    "tigris.term.market": "market",
    "tigris.term.settlement": "settlement",
    "tigris.term.temples": "temples",
    "tigris.term.farms": "farms",
    "tigris.term.markets": "markets",
    "tigris.term.settlements": "settlements",
    "tigris.term.priest": "priest",
    "tigris.term.farmer": "farmer",
    "tigris.term.trader": "trader",
    "tigris.term.king": "king",
    "tigris.term.monument_black_blue": "black–blue",
    "tigris.term.monument_black_green": "black–green",
    "tigris.term.monument_black_red": "black–red",
    "tigris.term.monument_blue_green": "blue–green",
    "tigris.term.monument_blue_red": "blue–red",
    "tigris.term.monument_green_red": "green–red",
    "tigris.term.monument": "monument",
    "tigris.term.building": "building",
    "tigris.term.wonder": "wonder",
    "tigris.term.revolt": "revolt",
    "tigris.term.war": "war",
    "tigris.count.temple": "{n:#temple|temples}",
    "tigris.count.farm": "{n:#farm|farms}",
    "tigris.count.market": "{n:#market|markets}",
    "tigris.count.settlement": "{n:#settlement|settlements}",
    "tigris.count.points": "{n} {colour} {n:point|points}",
    "tigris.leader_of": "{who:'s} {leader}",

    # -- moves (describe) ----------------------------------------------------------------
    "tigris.place_tile": "{who} {who:place|places} {tile:a} on {square}.",
    "tigris.place_leader": "{who} {who:place|places} {who:their} {leader} on {square}.",
    "tigris.move_leader": "{who} {who:move|moves} {who:their} {leader} to {square}.",
    "tigris.withdraw_leader": "{who} {who:withdraw|withdraws} {who:their} {leader} to supply.",
    "tigris.place_catastrophe": "{who} {who:place|places} a catastrophe on {square}.",
    "tigris.swap_start": "{who} {who:start|starts} swapping tiles.",
    "tigris.discard": "{who} {who:put|puts} a tile into the bag.",
    "tigris.swap_end": "{who} {who:draw|draws} {n:#new tile|new tiles} for the ones in the bag.",
    "tigris.pass": "{who} {who:pass|passes} (forfeiting an action).",
    "tigris.commit": "{who} {who:commit|commits} {tiles} to the {conflict}.",
    "tigris.commit_none_pending": "{who} {who:commit|commits} {n} tiles.",
    "tigris.war_first": "{who} {who:have|has} the {colour} war fought first.",
    "tigris.build_monument": "{who} {who:build|builds} the {monument} monument on {square}.",
    "tigris.place_building": "{who} {who:put|puts} the {colour} building on {square}.",
    "tigris.build_wonder": "{who} {who:build|builds} the wonder around {square}.",
    "tigris.decline": "{who} {who:decline|declines} to build the {what}.",
    "tigris.take_treasure": "{who} {who:take|takes} the treasure on {square}.",
    "tigris.wonder_colour": "{who} {who:take|takes} the wonder's point in {colour}.",
    "tigris.unknown_move": "{who} {who:make|makes} a move this game does not know.",

    # -- refusals ----------------------------------------------------------------------------
    "tigris.not_a_move": "That is not a move of Tigris & Euphrates. {legal}",
    "tigris.finish_first": "First finish {task}. {legal}",
    "tigris.task.swap": "the swap",
    "tigris.task.commit": "committing support to the conflict",
    "tigris.task.war_color": "choosing the war fought first",
    "tigris.task.building": "placing the building",
    "tigris.task.wonder": "building the wonder",
    "tigris.task.monument": "building a monument",
    "tigris.task.treasure": "taking a treasure",
    "tigris.task.wonder_color": "choosing the colour of the wonder's point",
    "tigris.no_such_tile": "{who} {who:hold|holds} no {tile}. {legal}",
    "tigris.square_taken": "{square} is not empty. {legal}",
    "tigris.farm_on_land": "Farms go only on river squares; {square} is land.",
    "tigris.land_tile_on_river": "Only farms go on river squares; {tile:a} needs land, and {square} is river.",
    "tigris.tile_joins_three": "A tile may not join three or more kingdoms; {square} touches three or more. {legal}",
    "tigris.leader_on_river": "Leaders may not stand on a river ({square}).",
    "tigris.leader_needs_temple": "A leader must stand next to a face-up temple; {square} is not.",
    "tigris.leader_joins_two": "A leader may not join two kingdoms; {square} touches two. {legal}",
    "tigris.no_catastrophes": "{who} {who:have|has} no catastrophe tiles left.",
    "tigris.catastrophe_blocked": ("A catastrophe may not go on a leader, a temple with a treasure, a monument, "
                                   "the wonder, a building or another catastrophe. {legal}"),
    "tigris.commit_choices": "Commit one of {options:list} {tiles}, not {n}.",

    # -- what the rules report ------------------------------------------------------------
    "tigris.tile_point": ("{who} {who:score|scores} {points} for the {tile} in the kingdom of {who:their} "
                          "{leader}{building:if: (the building doubles it)}."),
    "tigris.unification": "The {tile} on {square} joins two kingdoms.",
    "tigris.revolt": ("Revolt: {attacker:'s} {leader} challenges {defender:'s} "
                      "({attack} against {defence} from the temples beside them)."),
    "tigris.war": ("War over the {colour} leaders: {attacker:'s} {leader} attacks {defender:'s} "
                   "({attack} against {defence} from the {tiles} in their kingdoms)."),
    "tigris.strengths": ("{attacker} {attacker:attack|attacks} with {attack} ({attack_board} on the board "
                         "+ {attack_support} committed); {defender} {defender:defend|defends} with "
                         "{defence} ({defence_board} + {defence_support} committed)."),
    "tigris.revolt_won": ("{winner} {winner:win|wins} the revolt: {loser:'s} {leader} returns to supply, "
                          "and {winner} {winner:score|scores} {points}."),
    "tigris.war_won": ("{winner} {winner:win|wins} the {colour} war: {loser:'s} {leader} returns to supply"
                       "{removed:if: and {loser} {loser:lose|loses} {lost} from the kingdom}; {winner} "
                       "{winner:score|scores} {points}."),
    "tigris.catastrophe_destroys": "The catastrophe destroys the {tile} on {square}.",
    "tigris.leaders_stranded": "With no temple beside {n:it|them}, {leaders:list} {n:returns|return} to supply.",
    "tigris.treasures": "{who:'s} trader takes {n:#treasure|treasures}.",
    "tigris.monument_points": "{who} {who:score|scores} {points:list} from the monuments.",
    "tigris.wonder_point": "{who} {who:score|scores} a {colour} point from the wonder.",
    "tigris.drew": "{who} {who:draw|draws} {tiles:list}.",
    "tigris.drew_some": "{who} {who:draw|draws} {n:#tile|tiles}.",
    "tigris.end_bag": "The bag cannot refill the hands: the game ends.",
    "tigris.end_treasures": "Only {left:#treasure is|treasures are} left on the board: the game ends.",
    "tigris.final": "{who:'s} colours, treasures added, weakest first: {colours:list}; {who} {who:score|scores} {weakest}.",
    "tigris.progress": "{bag:#tile|tiles} in the bag · {treasures:#treasure|treasures} on the board",
    "tigris.wins": "{who} {who:win|wins}.",
    "tigris.share_win": "{winners:list} share the win.",

    # -- the tutorial ---------------------------------------------------------------------
    "tigris.tutorial.next": "Next: {move}",

    # -- the table --------------------------------------------------------------------------
    "tigris.ui.hint": "Hint: {move} ({percent}% to win)",
    "tigris.ui.colour_points": "{colour} points ({tiles})",
    "tigris.ui.treasures_row": "Treasures (added to the weakest)",
    "tigris.ui.weakest_first_row": "Colours, weakest first",
}
