"""Every word of Tigris & Euphrates a player reads: the moves, the refusals, what the rules
report, and the names of the game's things (the template language: engine/text.py)."""

from __future__ import annotations

from .data import DYNASTY_ORDERS, TITLE

#: A dynasty's name as a choice of the new-game screen names it.
_DYNASTY_WORDS = {"bull": "Bull", "lion": "Lion", "archer": "Archer", "urn": "Urn"}

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
    "tigris.term.priests": "priests",
    "tigris.term.farmers": "farmers",
    "tigris.term.traders": "traders",
    "tigris.term.kings": "kings",
    "tigris.term.bull": "bull",
    "tigris.term.lion": "lion",
    "tigris.term.archer": "archer",
    "tigris.term.urn": "urn",
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
    "tigris.count.treasure": "{n:#treasure|treasures}",
    "tigris.count.points": "{n} {colour} {n:point|points}",
    "tigris.leader_of": "{who:'s} {leader}",

    # -- the new-game screen (the engine's setup screen reads these keys) ------------------------
    "tigris.title": TITLE,
    "tigris.pitch": "Build kingdoms along two rivers; your weakest colour decides.",
    "tigris.option.board_side": "Board side",
    "tigris.option.board_side.value.basic": "Basic",
    "tigris.option.board_side.value.advanced": "Advanced",
    "tigris.option.catastrophes_per_player": "Catastrophes each",
    "tigris.option.civilization_buildings": "Buildings",
    "tigris.option.wonder": "Wonder",
    "tigris.option.strict_attack_commit": "Attack only to win",
    "tigris.option.strict_defender_commit": "Defend only to tie",
    "tigris.option.score_visibility": "Others' points",
    "tigris.option.score_visibility.value.hidden": "Hidden",
    "tigris.option.score_visibility.value.open": "Open",
    "tigris.option.rules_preset": "Rules preset",
    "tigris.option.rules_preset.help": "Advanced: the advanced board, buildings and the wonder together",
    "tigris.option.rules_preset.value.classic": "Classic",
    "tigris.option.rules_preset.value.advanced": "Advanced",
    "tigris.option.dynasties": "Dynasties by seat",
    "tigris.option.board_side.help": "The advanced side starts with 14 temples and 14 treasures.",
    "tigris.option.catastrophes_per_player.help": "How many catastrophe tiles each player may place in the whole game.",
    "tigris.option.civilization_buildings.help": "A line of three tiles of one colour may get that colour's building, worth 1 more point per tile.",
    "tigris.option.wonder.help": "A plus of five tiles of one colour may become the wonder: its king's owner gains 1 point each turn.",
    "tigris.option.strict_attack_commit.help": "The attacker may add tiles only if that makes it stronger than the defender.",
    "tigris.option.strict_defender_commit.help": "The defender may add exactly enough tiles to tie, or none.",
    "tigris.option.score_visibility.help": "Hidden: each player's points stay behind a screen until the end.",
    "tigris.option.dynasties.help": "Which dynasty each seat plays: the first for player 1, the second for player 2, and so on.",

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
    "tigris.ev.tile_point": ("{who} {who:score|scores} {points} for the {tile} in the kingdom of {who:their} "
                          "{leader}{building:if: (the building doubles it)}."),
    "tigris.ev.unification": "The {tile} on {square} joins two kingdoms.",
    "tigris.ev.revolt": ("Revolt: {attacker:'s} {leader} challenges {defender:'s} {leader} "
                      "({attack} against {defence} from the temples beside them)."),
    "tigris.ev.war": ("War over the {colour} leaders: {attacker:'s} {leader} attacks {defender:'s} {leader} "
                   "({attack} against {defence} from the {tiles} in their kingdoms)."),
    "tigris.ev.strengths": ("{attacker} {attacker:attack|attacks} with {attack} ({attack_board} on the board "
                         "+ {attack_support} committed); {defender} {defender:defend|defends} with "
                         "{defence} ({defence_board} + {defence_support} committed)."),
    "tigris.ev.revolt_won": ("{winner} {winner:win|wins} the revolt: {loser:'s} {leader} returns to supply, "
                          "and {winner} {winner:score|scores} {points}."),
    "tigris.ev.war_won": ("{winner} {winner:win|wins} the {colour} war: {loser:'s} {leader} returns to supply"
                       "{removed:if: and {loser} {loser:lose|loses} {lost} from the kingdom}; {winner} "
                       "{winner:score|scores} {points}."),
    "tigris.ev.catastrophe_destroys": "The catastrophe destroys the {tile} on {square}.",
    "tigris.ev.leaders_stranded": "With no temple beside {n:it|them}, {leaders:list} {n:returns|return} to supply.",
    "tigris.ev.treasures": "{who:'s} trader takes {n:#treasure|treasures}.",
    "tigris.ev.monument_points": "{who} {who:score|scores} {points:list} from the monuments.",
    "tigris.ev.wonder_point": "{who} {who:score|scores} a {colour} point from the wonder.",
    "tigris.ev.drew": "{who} {who:draw|draws} {tiles:list}.",
    "tigris.ev.end_bag": "The bag cannot refill the hands: the game ends.",
    "tigris.ev.end_treasures": "Only {left:#treasure is|treasures are} left on the board: the game ends.",
    "tigris.ev.final": "{who:'s} colours, treasures added, weakest first: {colours}; {who} {who:score|scores} {weakest}.",
    "tigris.tie_broken": ("{tied:list} tie on the weakest colour ({weakest}, treasures counted); the {order} "
                          "colour puts {ahead:list} ahead ({better} against {worse})."),
    "tigris.tie_shared": "{tied:list} are level in every colour ({colours}) and share their place.",
    "tigris.term.weakest_colour": "weakest",
    "tigris.term.second_colour": "second-weakest",
    "tigris.term.third_colour": "third-weakest",
    "tigris.term.strongest_colour": "strongest",
    "tigris.progress": "{bag:#tile|tiles} in the bag · {treasures:#treasure|treasures} on the board",
    "tigris.ev.wins": "{who} {who:win|wins}.",
    "tigris.ev.share_win": "{winners:list} share the win.",

    # -- the tutorial ---------------------------------------------------------------------
    "tigris.tutorial.next": "Next: {move}",
    "tigris.tutorial.name": "Learn Tigris & Euphrates",
    "tigris.tutorial.next_title": "Your move",
    "tigris.tutorial.hint": "Not quite — follow the note; the glowing pieces and squares show where.",
    "tigris.tutorial.welcome_title": "Welcome",
    "tigris.tutorial.welcome": ("Welcome to Tigris & Euphrates! You lead a dynasty of four leaders — a priest (red), "
                                "a farmer (blue), a trader (green) and a king (black). Tiles of the four colours "
                                "earn points of that colour. At the end, ONLY YOUR WEAKEST COLOUR COUNTS."),
    "tigris.tutorial.table_title": "The table",
    "tigris.tutorial.table": ("The board is on the left: blue squares are rivers, white cubes are treasures on the "
                              "starting temples (the gold ones, on special squares, are taken first). Your six tiles, your leaders and two catastrophes are behind your "
                              "screen at the bottom. Each player has a panel on the right; other players' points "
                              "stay hidden. Each turn you make two actions."),
    "tigris.tutorial.teacher_title": "Your teacher moves",
    "tigris.tutorial.teacher_moving": "Watch the board: your teacher makes a move.",
    "tigris.tutorial.teacher_did_title": "What your teacher did",
    "tigris.tutorial.teacher_quiet": "Far away, out of the story's way, {move}",
    "tigris.tutorial.teacher_far_away": "Far away, {move}",
    "tigris.tutorial.teacher_priest": ("Your teacher puts their priest on {square}, next to the same temple: it "
                                       "joins YOUR kingdom. Two dynasties may share a kingdom — but not two leaders "
                                       "of one colour."),
    "tigris.tutorial.teacher_temple": ("Your teacher places a temple on {square}, beside the temple on E14. With "
                                       "no leader there, it is just a region: nobody scores."),
    "tigris.tutorial.teacher_commit": ("Your teacher commits no temples. Your priest wins {mine} to {theirs}: "
                                       "theirs goes home and you gain 1 red point. The committed temple is "
                                       "thrown away."),
    "tigris.tutorial.teacher_king": ("Your teacher founds a kingdom: their king on {square}, next to their "
                                     "temple. It holds the treasure of E14."),
    "tigris.tutorial.teacher_war_commit": ("Your teacher commits nothing either: {mine} against {theirs}. You win: "
                                           "their king goes home, with every settlement of his side of the "
                                           "kingdom (there are none), and you gain 1 black point."),
    "tigris.tutorial.teacher_attack": ("Now your teacher ATTACKS: their priest goes on {square}, next to the "
                                       "temple on {temple} in your kingdom. Two priests in one kingdom start a "
                                       "revolt — and this time your teacher is the attacker. Each priest has 1 "
                                       "temple beside it."),
    "tigris.tutorial.teacher_attack_commit": ("Your teacher commits 1 temple from their hand: they attack with "
                                              "{attack} against your {defence}."),
    "tigris.tutorial.teacher_far_temple": ("Your teacher places a temple on {square}, far to the south."),
    "tigris.tutorial.teacher_far_king": ("Your teacher founds a second kingdom: their king on {square}, next to "
                                         "the temple on {temple} — the only temple beside him."),
    "tigris.tutorial.found_title": "Founding a kingdom",
    "tigris.tutorial.found": ("Drag your king (black) onto {square}, just above the temple on G9. A leader must "
                              "stand next to a temple. Tiles and leaders that touch form a region; a region with "
                              "a leader is a KINGDOM — placing your king founds one."),
    "tigris.tutorial.score_king_title": "Placing a tile",
    "tigris.tutorial.score_king": ("Now drag a settlement (black, a house) onto {square}, next to your king. A tile "
                                   "placed in a kingdom scores 1 point of its colour for the owner of the leader of "
                                   "that colour there — your king is black, so you gain 1 black point. Farms go "
                                   "only on rivers."),
    "tigris.tutorial.revolt_title": "A revolt",
    "tigris.tutorial.revolt": ("Your teacher's priest is in your kingdom. Drag YOUR priest onto {square}: two "
                               "priests in one kingdom start a REVOLT. Each side counts the temples next to its "
                               "leader: 1 each here."),
    "tigris.tutorial.commit_title": "Committing support",
    "tigris.tutorial.commit": ("You attack, so you commit first: drag one temple from your screen onto the revolt "
                               "panel, then press “Commit 1 temple”. The attacker must be STRONGER to win — a tie "
                               "goes to the defender."),
    "tigris.tutorial.defend_title": "Defending",
    "tigris.tutorial.defend": ("You defend: drag one temple from your screen onto the revolt panel, then press "
                               "“Commit 1 temple”. Two against two is a tie, and a TIE GOES TO THE DEFENDER."),
    "tigris.tutorial.extend_title": "Growing the kingdom",
    "tigris.tutorial.extend": "Place {tile:a} on {square} to grow your kingdom. {why}",
    "tigris.tutorial.extend_king": ("There is no trader in your kingdom, so your KING collects the point: he "
                                    "stands in for any missing colour."),
    "tigris.tutorial.extend_priest": "Your priest collects the red point.",
    "tigris.tutorial.extend_own": "Your king collects the black point.",
    "tigris.tutorial.temple_score_title": "Temples",
    "tigris.tutorial.temple_score": ("Your teacher now has a kingdom too, just east of yours. Place a temple on "
                                     "{square}: it is red and your priest is in the kingdom, so the red point is "
                                     "yours."),
    "tigris.tutorial.unify_title": "Uniting two kingdoms",
    "tigris.tutorial.unify": ("Now place a temple on {square}. It touches BOTH kingdoms: it unites them. Each has "
                              "a king, and two kings can't share a kingdom, so they go to WAR. The unification "
                              "tile scores nothing."),
    "tigris.tutorial.war_commit_title": "War",
    "tigris.tutorial.war_commit": ("In a war over kings, each side counts the settlements (black tiles) in its own "
                                   "kingdom: you have {mine}, your teacher {theirs}. You are already stronger, so "
                                   "commit none: press “Commit none”."),
    "tigris.tutorial.trader_title": "Treasures",
    "tigris.tutorial.trader": ("Your kingdom now holds {n:#treasure|treasures} ({treasures:list}). Drag your trader "
                               "(green) onto {square}: when a kingdom has two treasures and a trader, the trader's "
                               "owner takes all but one."),
    "tigris.tutorial.treasure_title": "Treasures",
    "tigris.tutorial.treasure": ("Click “Take” on either treasure. Each treasure you collect is a wild point at the "
                                 "end: it goes to your weakest colour."),
    "tigris.tutorial.monument_tile_title": "Monuments",
    "tigris.tutorial.monument_tile": ("Place a temple on {square}: with E12, E13 and F12 it makes a square of four "
                                      "temples."),
    "tigris.tutorial.monument_title": "Build a monument, or don't",
    "tigris.tutorial.monument": ("Four tiles of one colour in a square may become a MONUMENT of that colour and "
                                 "another one — or stay as they are (“Don't build”). This time click “Build "
                                 "black–red”: your king and your priest are in this kingdom, so it will score for "
                                 "both at the end of each of your turns."),
    "tigris.tutorial.monument_hint": ("This time build it: click “Build black–red”. “Don't build” leaves the four "
                                      "temples face up, to build on later or to keep beside your leaders."),
    "tigris.tutorial.monument_scored_title": "The end of a turn",
    "tigris.tutorial.monument_scored": ("Your turn is over. At its end your monument scored: it stands in your "
                                        "kingdom with your king (black) and your priest (red), so you earned 1 "
                                        "black and 1 red point — see your panel on the right. Then you drew tiles "
                                        "from the bag until you held six again."),
    "tigris.tutorial.catastrophe_title": "A catastrophe",
    "tigris.tutorial.catastrophe": ("Drag one of your catastrophes onto the temple on {square}. It destroys that "
                                    "tile for good (never a leader, a temple with a treasure or a monument). The "
                                    "teacher's king on {king} loses his only temple and goes back to supply."),
    "tigris.tutorial.swap_title": "Swapping tiles",
    "tigris.tutorial.swap": ("Your second action: a swap. You already have {points} {colour} points and need "
                             "other colours more. Drag two of your {tiles} into the bag, then press “Swap "
                             "2 tiles”: they leave the game and you draw two new tiles from the bag at once."),
    "tigris.tutorial.discard_title": "Swapping tiles",
    "tigris.tutorial.discard": "Drag {tile:a} into the bag.",
    "tigris.tutorial.end_swap_title": "Swapping tiles",
    "tigris.tutorial.end_swap": "Press “Draw {n} new” to end the swap.",
    "tigris.tutorial.farmer_title": "Your farmer",
    "tigris.tutorial.farmer": ("Drag your farmer (blue) onto {square}, beside the temple on {temple}. Now all four "
                               "of your leaders stand in this kingdom, so every tile placed in it scores for you."),
    "tigris.tutorial.farm_title": "Farms on the river",
    "tigris.tutorial.farm": ("Farms go only on river squares, and no other tile may. Drag a farm onto the river "
                             "square {square}, beside your monument: it joins your kingdom, and your farmer "
                             "collects the blue point."),
    "tigris.tutorial.move_farmer_title": "Moving a leader",
    "tigris.tutorial.move_farmer": ("One action can move a leader. Drag your farmer from {came_from} to {square}, "
                                    "beside the temple on {temple} by the river: there he starts a kingdom of his "
                                    "own, where farms on the river will score blue for him. In your first "
                                    "kingdom your king stands in for blue."),
    "tigris.tutorial.withdraw_title": "Taking a leader home",
    "tigris.tutorial.withdraw": ("Your first kingdom holds {n:#treasure|treasures} now, and a trader takes "
                                 "treasures only where two meet. Drag your trader from {square} onto your leaders "
                                 "in supply, on your screen: an action that takes a leader home. You can place "
                                 "him again later."),
    "tigris.tutorial.teacher_farmer": ("Your teacher puts their farmer on {square}, beside the temple on {temple}: "
                                       "a kingdom of their own, by the same river as your farmer."),
    "tigris.tutorial.teacher_farm": "Your teacher places a farm on the river at {square}: their farmer scores the blue point.",
    "tigris.tutorial.river_farm_title": "A farm for your farmer",
    "tigris.tutorial.river_farm": ("Drag a farm onto the river square {square}, above your farmer: it joins his "
                                   "kingdom, and he collects the blue point."),
    "tigris.tutorial.no_king_title": "Where nobody scores",
    "tigris.tutorial.no_king": ("Place {tile:a} on {square}, beside your farmer. It is {colour}, and this kingdom "
                                "has no {leader} and no king to stand in, so nobody scores it. But one more tile, "
                                "on {next}, would touch your teacher's kingdom."),
    "tigris.tutorial.farm_war_title": "A war of farmers",
    "tigris.tutorial.farm_war": ("Place {tile:a} on {square}: it touches your kingdom and your teacher's, and each "
                                 "has a farmer, so the farmers go to WAR. Each side counts the farms (blue tiles) "
                                 "in its own kingdom; the tile that unites them counts for nobody."),
    "tigris.tutorial.farm_war_commit_title": "Winning a war",
    "tigris.tutorial.farm_war_commit": ("Farms in your kingdom: {mine}; in your teacher's: {theirs}. A tie goes to "
                                        "the defender, so add one: drag a farm from your screen onto the war "
                                        "panel, then press “Commit 1 farm”."),
    "tigris.tutorial.teacher_farm_war_commit": ("Your teacher commits no farms: {mine} against {theirs}. You win: "
                                                "their farmer goes home, and their kingdom loses its "
                                                "{lost:#farm|farms}. You score {points} blue points: 1 for the "
                                                "win and 1 for each farm removed."),
    "tigris.tutorial.pass_title": "Passing",
    "tigris.tutorial.pass": ("Your second action: you may also pass, and keep your tiles. Press “Pass (skip an "
                             "action)”: your turn ends."),
    "tigris.tutorial.weakest_title": "Why the weakest colour decides",
    "tigris.tutorial.weakest": ("You have {red} red, {blue} blue, {green} green and {black} black points and "
                                "{treasures:#treasure|treasures}. At the end each treasure goes to your weakest "
                                "colour, and then ONLY the weakest colour counts: your panel shows “Weakest colour "
                                "{weakest}”. So you need farms (blue) and markets (green) too: get a farmer and a "
                                "trader into kingdoms where those tiles are placed."),
    "tigris.tutorial.game_end_title": "How the game ends",
    "tigris.tutorial.game_end": ("The game ends when only two treasures are left on the board, or when the bag "
                                 "cannot refill a hand. Then the player whose weakest colour (treasures added) "
                                 "is highest wins."),
    "tigris.tutorial.free_play_title": "Free play",
    "tigris.tutorial.free_play": ("Play on against your teacher, now playing for real at the easy level. Hover over "
                                  "the board to see a kingdom; Hint suggests a move; the rules are in the menu."),
    "tigris.tutorial.recap_1": "Leaders stand next to a temple; a region with a leader is a kingdom.",
    "tigris.tutorial.recap_2": "A tile scores for the leader of its colour in its kingdom (the king stands in).",
    "tigris.tutorial.recap_3": "Revolts count temples beside the leaders; wars count the tiles of the leaders' colour.",
    "tigris.tutorial.recap_4": "Attackers must be stronger: a tie goes to the defender.",
    "tigris.tutorial.recap_5": "Traders take treasures; four tiles in a square may become a monument.",
    "tigris.tutorial.recap_6": "Catastrophes destroy a tile; a swap trades tiles; only your weakest colour counts.",
    "tigris.tutorial.recap_7": "Farms go on rivers; an action may move a leader, take it home, or be passed.",
    "tigris.tutorial.recap_8": "A war's loser loses its kingdom's tiles of that colour; the winner scores 1 for each, and 1 for winning.",

    # -- the table --------------------------------------------------------------------------
    "tigris.ui.colour_points": "{colour} points ({tiles})",
    "tigris.ui.treasures_row": "Treasures (added to the weakest)",
    "tigris.ui.weakest_first_row": "Colours, weakest first",
    # the prompt
    "tigris.ui.over": "The game is over.",
    "tigris.ui.wait_commit": "{who} {who:are|is} deciding how many {tiles} to commit.",
    "tigris.ui.wait_war": "{who} {who:choose|chooses} which war is fought first.",
    "tigris.ui.wait_turn": "{who:'s} turn — {n:#action|actions} left.",
    "tigris.ui.your_actions": ("{n:#action|actions} left: drag a tile, leader or catastrophe to the board, or "
                               "tiles into the bag to swap."),
    "tigris.ui.swapping": "Swapping: drag tiles into the bag one by one, then press Draw {n} new.",
    "tigris.ui.you_attack": ("You attack: drag {tiles} from your screen onto the panel, then press Commit "
                             "(ties go to the defender)."),
    "tigris.ui.you_defend": ("You defend: drag {tiles} from your screen onto the panel, then press Commit "
                             "(ties go to the defender)."),
    "tigris.ui.choose_war": "Unification! Choose which war is fought first.",
    "tigris.ui.ask_monument": "Four tiles of one colour in a square: build a monument on them, or don't.",
    "tigris.ui.ask_treasure": "Your trader collects: click the treasure to take.",
    "tigris.ui.ask_building": "A line of three or more: click a tile of it to put the building there, or decline.",
    "tigris.ui.ask_wonder": "A plus of five tiles of one colour: build the wonder there, or decline.",
    "tigris.ui.ask_wonder_colour": "Your king is with the wonder: choose the colour of its point.",
    # buttons
    "tigris.ui.swap_n": "Swap {n:#tile|tiles}",
    "tigris.ui.keep_them": "Keep them",
    "tigris.ui.swap_one_by_one": "Swap one by one…",
    "tigris.ui.pass": "Pass (skip an action)",
    "tigris.ui.draw_new": "Draw {n} new",
    "tigris.ui.commit_n": "Commit {tiles}",
    "tigris.ui.commit_none": "Commit none",
    "tigris.ui.take_back": "Take one back",
    "tigris.ui.war_first": "{colour} ({leaders}) first",
    "tigris.ui.build_monument": "Build {monument}",
    "tigris.ui.build_monument_on": "Build {monument} on {square}",
    "tigris.ui.dont_build": "Don't build",
    "tigris.ui.take": "Take",
    "tigris.ui.build": "Build",
    "tigris.ui.wonder": "Wonder",
    "tigris.ui.no_thing": "No {what}",
    "tigris.ui.on_square": "{label} on {square}",
    # refusals of the table
    "tigris.ui.read_note": "Read the note on the right, then press Next.",
    "tigris.ui.not_your_turn": "Wait for your turn: {who} is to move.",
    "tigris.ui.tile_goes": "A tile goes on a square of the board, or into the bag to swap it.",
    "tigris.ui.bagged_goes": "Drag it back to your tiles to keep it, or press Swap.",
    "tigris.ui.leader_goes": "A leader goes on a square of the board next to a temple, or back to your supply.",
    "tigris.ui.catastrophe_goes": "A catastrophe goes on a square of the board.",
    "tigris.ui.monument_goes": "The monument goes on the four tiles that glow.",
    "tigris.ui.wrong_support": "Only {tiles} support this {conflict}.",
    "tigris.ui.no_more_support": "You have no more {tiles} to commit.",
    "tigris.ui.no_conflict": "Tiles go on the panel only to support a revolt or a war.",
    "tigris.ui.swap_order": ("In a swap the tiles go into the bag in the order temple, farm, market, settlement. "
                             "Press Draw now, or swap the rest on a later action."),
    # what a piece is
    "tigris.ui.leader_tip": "{who:'s} {leader}",
    "tigris.ui.supply_leader_tip": "{who:'s} {leader} (in supply)",
    "tigris.ui.hand_tile_tip": "{tile:a} ({colour})",
    "tigris.ui.catastrophe_tip": "A catastrophe",
    "tigris.ui.board_catastrophe_tip": "A catastrophe on {square}: nothing may go here any more",
    "tigris.ui.board_tile_tip": "{tile:a} ({colour}) on {square}",
    "tigris.ui.face_down_tip": "A face-down tile under a monument on {square}",
    "tigris.ui.treasure_tip": "A treasure on {square}: a trader takes it when his kingdom holds two",
    "tigris.ui.special_treasure_tip": ("A treasure on a special square ({square}), gold-rimmed: "
                                       "a trader must take it before the plain ones"),
    "tigris.ui.bagged_tip": "Drag back to your screen to keep it",
    "tigris.ui.monument_tip": "The {monument} monument",
    "tigris.ui.building_tip": "The {colour} building",
    "tigris.ui.wonder_tip": "The wonder (not built yet)",
    # the kingdom under the pointer
    "tigris.ui.kingdom": "Kingdom: {parts:;}",
    "tigris.ui.region": "Region (no leader): {parts:;}",
    "tigris.ui.items": "{items:list}",
    # the players' panels and your screen
    "tigris.ui.dynasty": "{dynasty} dynasty",
    "tigris.ui.seat_ai": "{name} (AI {level})",
    "tigris.ui.seat_you": "{name} (you)",
    "tigris.ui.weakest": "weakest colour {n}",
    "tigris.ui.points_hidden": "points hidden",
    "tigris.ui.seat_line": "{hand} tiles in hand · {cats:#catastrophe|catastrophes}",
    "tigris.ui.n_actions_left": "{n:#action|actions} left",
    "tigris.ui.supply": "Supply:",
    "tigris.ui.all_on_board": "all on the board",
    "tigris.ui.screen_hand": "Your tiles (behind your screen)",
    "tigris.ui.screen_supply": "Your leaders in supply",
    "tigris.ui.screen_cats": "Catastrophes",
    "tigris.ui.screen_bag": "Bag",
    "tigris.ui.screen_monuments": "Monuments",
    "tigris.ui.cats_left": "{n} left",
    "tigris.ui.cats_none": "none left",
    "tigris.ui.bag_tiles": "{n:tile|tiles}",
    "tigris.ui.screen_rules": "Farms on rivers, other tiles on land · leaders next to a temple",
    "tigris.ui.screen_hover": "Hover over the board to see a kingdom, over a piece to name it",
    "tigris.ui.wonder_buildings_left": "Wonder & buildings left",
    # the decision panel (a line break starts a new line on the panel)
    "tigris.ui.war_item": "{colour} ({leaders})",
    "tigris.ui.panel_war_color_title": "Unification! Several wars must be fought",
    "tigris.ui.panel_war_color": ("{who} {who:choose|chooses} which comes first. In each war the two leaders of "
                                  "one colour fight,\nsupported by the tiles of that colour in their own kingdom "
                                  "(and from hand).\nWars: {wars:list}"),
    "tigris.ui.panel_monument_title": "Build a monument?",
    "tigris.ui.panel_monument": ("The four tiles turn face down under it. At the end of each of your turns, "
                                 "each of\nyour leaders of its two colours in its kingdom earns 1 point of "
                                 "that colour."),
    "tigris.ui.panel_wonder_color_title": "The wonder's point",
    "tigris.ui.panel_wonder_color": ("{who:'s} king shares a kingdom with the wonder: 1 point of any colour."
                                     "\nChoose the colour you need most (your weakest)."),
    "tigris.ui.panel_building_title": "Place a civilization building?",
    "tigris.ui.panel_building": ("Click “Build” on a tile of the line. Tiles of that colour later placed in "
                                 "its kingdom\nscore 2 points instead of 1; the tile under it cannot be "
                                 "destroyed."),
    "tigris.ui.panel_wonder_title": "Build the wonder?",
    "tigris.ui.panel_wonder": ("Click “Wonder” on the centre. The five tiles turn face down under it; a king "
                               "in\nits kingdom earns 1 point of any colour at the end of its owner's turns."),
    # the conflict panel
    "tigris.ui.revolt_title": "Revolt! Two {leaders} in one kingdom",
    "tigris.ui.revolt_strength": "Strength: temples next to each leader, plus temples committed from hand.",
    "tigris.ui.war_title": "War over the {colour} {leaders}",
    "tigris.ui.war_strength": "Strength: {tiles} in each leader's own kingdom, plus {tiles} committed from hand.",
    "tigris.ui.attacker": "{who} (attacker)",
    "tigris.ui.defender": "{who} (defender)",
    "tigris.ui.on_board_n": "{n} on board",
    "tigris.ui.from_hand": "+ {n} from hand",
    "tigris.ui.strength": "strength",
    "tigris.ui.deciding": "deciding…",
    "tigris.ui.commits_next": "commits next",
    "tigris.ui.drag_support": "Drag {tiles} here from your screen, then press Commit · a tie goes to the defender",
}

# Each order of the dynasties, as the new-game screen lists it ("Lion, Bull, Urn, Archer").
MESSAGES.update({f"tigris.option.dynasties.value.{order}": ", ".join(_DYNASTY_WORDS[d] for d in order.split("-"))
                 for order in DYNASTY_ORDERS})
