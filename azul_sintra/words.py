"""Every word of Azul: Stained Glass of Sintra a player reads: the catalogue ``MESSAGES``.

Templates follow engine/text.py (``{who:take|takes}``, ``{n:#tile|tiles}``, ``{x:a}``...).  The
names of the game's things (the glass colours) are terms, ``"azul_sintra.term.<id>"``, passed
into other messages as nested messages (:data:`COLOUR_TERMS`), so that another catalogue can
translate every word.
"""

from __future__ import annotations

from engine.phrases import option_messages
from engine.text import Message

from .data import COLOUR_GLYPHS, COLOURS, OPTIONS, PITCH, TITLE

MESSAGES = {
    # -- the game's title, pitch and options, as the menu and setup screens show them ----------
    **option_messages("azul_sintra", TITLE, OPTIONS),
    "azul_sintra.pitch": PITCH,

    # -- terms ---------------------------------------------------------------------------------
    "azul_sintra.term.red": "red",
    "azul_sintra.term.yellow": "yellow",
    "azul_sintra.term.green": "green",
    "azul_sintra.term.light_blue": "light blue",
    "azul_sintra.term.purple": "purple",
    "azul_sintra.term.circle": "circle",
    "azul_sintra.term.triangle": "triangle",
    "azul_sintra.term.square": "square",
    "azul_sintra.term.diamond": "diamond",
    "azul_sintra.term.star": "star",

    # -- moves (describe) ------------------------------------------------------------------------
    "azul_sintra.take_centre":
        "{who} {who:take|takes} {n} {colour} {n:tile|tiles} from the centre"
        "{start:if: and the start-player tile (one broken-glass step)}.",
    "azul_sintra.take_factory":
        "{who} {who:take|takes} {n} {colour} {n:tile|tiles} from factory display {display}"
        "{rest:if: ({rest} {rest:tile goes|tiles go} to the centre)}.",
    "azul_sintra.place":
        "{who} {who:place|places} {fit} {colour} {fit:tile|tiles} on strip {pos}"
        "{moves:if:, moving {who:their} glazier there}{broken:if: ({broken} {broken:tile breaks|tiles break})}.",
    "azul_sintra.place_none_fit":
        "{who} {who:move|moves} {who:their} glazier to strip {pos} "
        "({n:the|all {n}} {colour} {n:tile breaks|tiles break}).",
    "azul_sintra.place_taken": "{who} {who:place|places} the taken tiles on strip {pos}.",
    "azul_sintra.keep_choice":
        "{who} {who:complete|completes} the strip and {who:keep|keeps} {colour:a} tile for the window.",
    "azul_sintra.reset":
        "{who} {who:move|moves} {who:their} glazier back to {who:their} leftmost strip, strip {pos}.",

    # -- refusals ---------------------------------------------------------------------------------
    "azul_sintra.not_now": "{who} cannot {what} now: first {wanted}. {legal}",
    "azul_sintra.doing.take": "take tiles",
    "azul_sintra.doing.place": "place tiles",
    "azul_sintra.doing.keep": "keep a tile",
    "azul_sintra.doing.reset": "move a glazier back",
    "azul_sintra.first.take": "take tiles or move {who:their} glazier back",
    "azul_sintra.first.place": "place the {n} {colour} {n:tile|tiles} {who} took on a strip",
    "azul_sintra.first.keep": "choose which tile of the completed strip to keep",
    "azul_sintra.no_colour": "There is no glass colour {colour}; the colours are {colours:list}.",
    "azul_sintra.no_source": "Take from the centre (0) or a factory display 1..{last}, not {source}.",
    "azul_sintra.centre_lacks": "The centre holds no {colour} tiles. {legal}",
    "azul_sintra.factory_lacks": "Factory display {display} holds no {colour} tiles. {legal}",
    "azul_sintra.cannot_place": "{who} cannot place there: {why}. Choose one of strips {allowed:list}.",
    "azul_sintra.why.no_strip": "position {pos} has no strip left (its window is complete)",
    "azul_sintra.why.left_of_glazier":
        "strip {pos} is left of {who:their} glazier (at {at}); only strips at or right of it are reachable",
    "azul_sintra.why.must_fit":
        "none of {who:their} {colour} tiles fits strip {pos}, and another reachable strip takes some",
    "azul_sintra.why.no_position": "{pos} is not a strip position",
    "azul_sintra.keep_lacks": "The completed strip holds no {colour} tile to keep; keep one of: {have:list}.",
    "azul_sintra.reset_no_strips":
        "{who:'s} glazier cannot move back: no pattern strips are left on {who:their} palace. "
        "Take tiles instead.",
    "azul_sintra.reset_already": "{who:'s} glazier already stands on {who:their} leftmost strip; take tiles instead.",
    "azul_sintra.not_a_move": "That is not a move of Azul: Stained Glass of Sintra. {legal}",

    # -- events -------------------------------------------------------------------------------------
    "azul_sintra.ev.start_tile":
        "{who} {who:take|takes} the start-player tile and will start the next round; "
        "{who:'s} broken-glass marker moves down {steps:#step|steps} to {value:+}.",
    "azul_sintra.ev.out_of_reach":
        "No strip is within reach of {who:'s} glazier: {n:the|all {n}} {colour} {n:tile breaks|tiles break} "
        "and {who:'s} broken-glass marker moves down {steps:#step|steps} to {value:+}.",
    "azul_sintra.ev.tiles_break":
        "{n} {colour} {n:tile breaks|tiles break} (strip {pos} has no space left): "
        "{who:'s} broken-glass marker moves down {steps:#step|steps} to {value:+}.",
    "azul_sintra.ev.wrap":
        "{who:'s} broken-glass marker reaches −18: {who} {who:lose|loses} {lost:#point|points}"
        "{clamped:if: (a score never drops below 0)}, and the marker starts again at the top.",
    "azul_sintra.ev.wrap_spared":
        "{who:'s} broken-glass marker reaches −18: {who} {who:have|has} no points to lose (a score never drops "
        "below 0), and the marker starts again at the top.",
    "azul_sintra.ev.strip_complete": "{who:'s} strip {pos} is complete: a tile of it goes to window {pos}.",
    "azul_sintra.ev.kept_strip_turns":
        "{who:'s} strip {pos} is complete: {who} {who:keep|keeps} {colour:a} tile for window {pos}, "
        "the other 4 go to the glass tower, and the strip turns over.",
    "azul_sintra.ev.kept_strip_leaves":
        "{who:'s} strip {pos} is complete: {who} {who:keep|keeps} {colour:a} tile for window {pos}, which is "
        "now complete; the other 4 go to the glass tower, and the strip leaves the palace.",
    "azul_sintra.ev.colour_bonus":
        "{who} {who:score|scores} {n:#point|points} of colour bonus: {n:#tile|tiles} of this round's "
        "colour, {colour}.",
    "azul_sintra.ev.window_scores":
        "{who} {who:score|scores} {gain:#point|points} for window {pos}"
        "{count:if: and the decorated {count:window|windows} {right:list} to its right}.",
    "azul_sintra.ev.round_ends": "Round {round} ends; points this round: {changes:list}.",
    "azul_sintra.seat_change": "{who} {n:+}",
    "azul_sintra.ev.tower_poured": "The bag ran out: the glass tower is poured into the bag.",
    "azul_sintra.ev.round_begins": "Round {round} begins; its colour is {colour}, and {who} {who:start|starts}.",
    "azul_sintra.ev.no_glass": "No glass is left to fill the factory displays: round {round} has no turns.",
    "azul_sintra.ev.final_leftover":
        "{who} {who:score|scores} {n:#point|points} for {tiles:#tile|tiles} left on {who:their} strips "
        "(1 per 3).",
    "azul_sintra.ev.final_broken":
        "{who} {who:lose|loses} {n:#point|points} to the broken-glass track (the marker stands at {value:+}).",
    "azul_sintra.ev.final_ornaments": "{who} {who:score|scores} {n:#point|points} for the ornaments between "
                                   "{who:their} windows.",
    "azul_sintra.ev.final_windows":
        "{who} {who:score|scores} {n:#point|points}: {windows:#complete window|complete windows} × "
        "{k} {colour} {k:tile|tiles} in windows, {who:their} best colour.",
    "azul_sintra.ev.floor": "{who:'s} score stops at 0 (a score never drops below 0).",
    "azul_sintra.ev.game_ends": "The game ends after round {round}.",
    "azul_sintra.ev.wins": "{who} {who:win|wins} with {points:#point|points}.",
    "azul_sintra.ev.wins_tie":
        "{who} {who:win|wins} with {points:#point|points}: tied on points, {who} lost fewer to broken glass.",
    "azul_sintra.ev.share": "{winners:list} share the victory with {points:#point|points} each.",
    "azul_sintra.tie_break": "Ties on points broken by fewer points lost to broken glass.",
    "azul_sintra.progress": "Round {round} of {rounds} · {colour}",
    "azul_sintra.progress_over": "Game over after {rounds} rounds",

    # -- the table (view.py, view_board.py) ---------------------------------------------------------
    "azul_sintra.ui.handover": "{who:'s} turn: the large palace shows {who:'s} board.",
    "azul_sintra.ui.tip_factory": "Factory display {display}: {colour}",
    "azul_sintra.ui.tip_centre": "Centre: {colour}",
    "azul_sintra.ui.tip_start_tile": "The start-player tile: the first to take from the centre takes it",
    "azul_sintra.ui.tip_start_holder": "{who} {who:hold|holds} the start-player tile",
    "azul_sintra.ui.tip_round": "Round {round} colour: {colour}",
    "azul_sintra.ui.tip_strip": "Strip at position {pos}",
    "azul_sintra.ui.tip_strip_tile": "{colour} tile on strip {pos}",
    "azul_sintra.ui.tip_window_tile": "{colour} glass in window {pos}",
    "azul_sintra.ui.tip_glazier": "{who:'s} glazier: only strips at or right of it are reachable",
    "azul_sintra.ui.tip_hand": "Your {colour} tiles: drop them on a strip",
    "azul_sintra.ui.button_reset": "Move the glazier back to strip {pos}",
    "azul_sintra.ui.button_place": "Strip {pos}: {fit} fit{broken:if:, {broken} break}",
    "azul_sintra.ui.button_keep": "Keep {colour:a} tile",
    "azul_sintra.ui.prompt_over": "The game is over.",
    "azul_sintra.ui.prompt_waiting": "{who:'s} turn (round {round} of {rounds}).",
    "azul_sintra.ui.prompt_unreachable": "No strip in reach: drag your glazier back.",
    "azul_sintra.ui.prompt_no_strips": "No strip is left: tiles you take break on the glass tower.",
    "azul_sintra.ui.prompt_take": "Drag one colour onto a strip at or right of your glazier.",
    "azul_sintra.ui.prompt_take_or_reset": "Drag one colour onto a reachable strip, or the glazier back.",
    "azul_sintra.ui.prompt_place": "Drop your {n} {colour} {n:tile|tiles} on a glowing strip.",
    "azul_sintra.ui.prompt_keep": "Strip complete: drag the tile to keep into the window below.",
    "azul_sintra.ui.popup_bonus": "+{n} colour bonus",
    "azul_sintra.ui.no_tower":
        "Tiles go to the glass tower only when no strip at or right of your glazier is left: "
        "drop them on a glowing strip.",
    "azul_sintra.ui.no_window":
        "A window takes its glass from the completed strip above it: drop the tiles on a strip first.",
    "azul_sintra.ui.no_bag": "Taken tiles never go back into the bag: drop them on a strip.",
    "azul_sintra.ui.to_a_strip": "Tiles you take go onto one of your strips: drop them on a glowing strip.",
    "azul_sintra.ui.hand_to_strip":
        "Drop the tiles you took on one strip at or right of your glazier (tiles that do not fit break by "
        "themselves).",
    "azul_sintra.ui.keep_below": "The kept tile goes into window {pos}, right below the completed strip.",
    "azul_sintra.ui.strip_tiles_stay": "Tiles stay on a strip until it is complete.",
    "azul_sintra.ui.window_tiles_stay": "Glass in a window stays there to the end of the game.",
    "azul_sintra.ui.glazier_back":
        "The glazier moves back only onto your leftmost strip, strip {pos}; it moves right when you place "
        "tiles.",
    "azul_sintra.ui.not_moved_by_hand": "That piece is not moved by hand.",
    "azul_sintra.ui.not_your_palace": "That is {who:'s} palace: what you take goes on your own strips.",
    "azul_sintra.ui.sum_play": "Points during play",
    "azul_sintra.ui.sum_leftover": "Leftover tiles (1 per 3)",
    "azul_sintra.ui.sum_broken": "Broken-glass track",
    "azul_sintra.ui.sum_side_a": "Ornaments (side A)",
    "azul_sintra.ui.sum_side_b": "Complete windows × best colour (side B)",
    "azul_sintra.ui.sum_lost": "Lost to broken glass (tie-break)",
    # the board (view_board.py); "\n" separates the lines of a block
    "azul_sintra.ui.centre": "CENTRE",
    "azul_sintra.ui.bag": "Bag {n}",
    "azul_sintra.ui.tower": "Glass\ntower {n}",
    "azul_sintra.ui.round": "Round",
    "azul_sintra.ui.round_of": "{round} of {rounds}",
    "azul_sintra.ui.round_colour": "Round colour:",
    "azul_sintra.ui.colour_glyph": "{colour} ({glyph})",
    "azul_sintra.ui.round_colour_rule": "+1 each on a completed strip",
    "azul_sintra.ui.broken_track": "Broken glass (end loss)",
    "azul_sintra.ui.palace": "{who:'s} palace — side {side_b:B|A}",
    "azul_sintra.ui.side_b_now": "end bonus now: {n} (complete windows × tiles of your best colour in windows)",
    "azul_sintra.ui.reach_note": "strips you can reach glow while you drag; strips left of the glazier are out of reach",
    "azul_sintra.ui.seat_ai": "{name} (AI {level})",
    "azul_sintra.ui.points": "{n:#pt|pts}",
    "azul_sintra.ui.strip_done": "strip\ndone",
    "azul_sintra.ui.tray": "Your tiles to place\ndrop them on a glowing strip",
    "azul_sintra.ui.turn_tips":
        "Your turn, in short:\n1. Drag tiles of one colour from a factory display or the centre.\n"
        "2. Drop them on one strip at or right of your glazier.\n"
        "3. A full strip gives one of its tiles to the window below it.\n"
        "Or drag the glazier back to your leftmost strip.",
    "azul_sintra.ui.reminders":
        "Scoring reminders\nCompleted strip: its window + every decorated window to its right, "
        "+1 per round-colour tile.\n"
        "Broken glass: one step down per broken tile (−18 at the bottom, then back to the top).\n"
        "End: +1 per 3 tiles left on strips, the broken-glass track"
        "{side_b:if:, + complete windows × tiles of your best colour}"
        "{side_b:|, + ornaments: 2 panes +3, 3 panes +6, 4 panes +10}.",
    "azul_sintra.ui.pill_fit": "{n} fit",
    "azul_sintra.ui.pill_none_fit": "none fit",
    "azul_sintra.ui.pill_broken": "{n} broken",
    "azul_sintra.ui.pill_completes": "completes!",
    "azul_sintra.ui.waste_question": "Break {n} tiles for {points:+} points?",
    "azul_sintra.ui.waste_yes": "Break them",

    # -- the tutorial (tutorial.py); the parameters are facts of the scripted moves -----------------
    "azul_sintra.tutorial.title": "Learn Azul: Stained Glass of Sintra",
    "azul_sintra.tutorial.welcome.title": "Welcome",
    "azul_sintra.tutorial.welcome":
        "Welcome to the palace of Sintra! You are a glazier decorating its windows with coloured glass. "
        "Over six rounds you take glass tiles, fill the pattern strips of your palace (bottom left), and"
        " turn full strips into decorated windows for points.",
    "azul_sintra.tutorial.table.title": "The table",
    "azul_sintra.tutorial.table":
        "The factory displays stand in a circle around the centre (top left). Your palace has eight "
        "pattern strips, your glazier above them and a window with its value below each. The board at the "
        "top right shows this round's colour, the scores and the broken-glass tracks. Every colour also has "
        "its own shape.",
    "azul_sintra.tutorial.hint": "Not quite — follow the note; the glowing tiles and strip show where.",
    "azul_sintra.tutorial.teacher_moves": "Your teacher moves",
    "azul_sintra.tutorial.factory.title": "Taking tiles from a display",
    "azul_sintra.tutorial.factory":
        "Take every tile of ONE colour from one factory display (the rest slides into the centre) and put "
        "them all on ONE of your strips. Display {display} holds {n} {colour} {n:tile|tiles}, and your strip "
        "{pos} has room for all {fit}: drag a {colour} tile from display {display} onto strip {pos} (or "
        "click it, then the strip).",
    "azul_sintra.tutorial.factory.after_title": "Nicely done",
    "azul_sintra.tutorial.factory.after":
        "Your {colour} tiles are on strip {pos}, and your glazier walked there: it moves right only when "
        "you place tiles. Strips left of it are out of reach until you move it back. The other glass of "
        "display {display} ({rest:list}) slid into the centre.",
    "azul_sintra.tutorial.feeds.after_title": "The centre fills up",
    "azul_sintra.tutorial.feeds.after":
        "Your teacher took the {n} {colour} tiles of display {display} for its strip {pos}; the rest "
        "({rest:list}) slid into the centre too. Whatever players leave behind gathers there.",
    "azul_sintra.tutorial.centre.title": "The centre and the start-player tile",
    "azul_sintra.tutorial.centre":
        "You may also take one colour from the centre. The first to do so each round takes the "
        "start-player tile too (the white 1): they start the next round, but it costs a step down their "
        "broken-glass track. Drag the {colour} {n:tile|tiles} from the centre onto strip {pos}.",
    "azul_sintra.tutorial.centre.after_title": "The start-player tile",
    "azul_sintra.tutorial.centre.after":
        "The start-player tile now lies beside your score, and your broken-glass marker stepped down to "
        "{mark:+} (the row under \"Broken glass (end loss)\", top right). At the end of the game you lose "
        "what your marker shows.",
    "azul_sintra.tutorial.complete.title": "Completing a strip",
    "azul_sintra.tutorial.complete":
        "Strip {pos} needs one {colour} tile more: take the {colour} {n:tile|tiles} from factory display "
        "{display} and drop it on strip {pos}. A full strip scores 1 point per tile of the round colour "
        "({round_colour} this round), then its window's value.",
    "azul_sintra.tutorial.complete.after_title": "Window decorated",
    "azul_sintra.tutorial.complete.after":
        "You scored {bonus:#point|points} for the {round_colour} tiles (the round colour) and "
        "{gain:#point|points} for window {window}. One tile went into the window, the other four into the "
        "glass tower, and the strip turned over. (On side B you choose the tile by dragging it into the "
        "window.)",
    "azul_sintra.tutorial.teacher_strip.after_title": "Your teacher scores",
    "azul_sintra.tutorial.teacher_strip.after":
        "Your teacher completed its strip {pos} too: {gained:#point|points} for its window {window}. Its "
        "palace is the small one on the right; point at it to see it larger.",
    "azul_sintra.tutorial.reset.title": "Moving the glazier back",
    "azul_sintra.tutorial.reset":
        "Your glazier stands on strip {at}, so strips 1 to {behind} are out of reach. Instead of taking "
        "tiles, you may spend your turn moving it back to your leftmost strip: drag the glazier onto strip "
        "{left} (or press \"Move the glazier back to strip {left}\").",
    "azul_sintra.tutorial.reset.after_title": "Glazier moved back",
    "azul_sintra.tutorial.reset.after":
        "That cost a whole turn, so choose the moment well: move back when the strips on your left are "
        "worth it.",
    "azul_sintra.tutorial.competes.after_title": "Your teacher competes",
    "azul_sintra.tutorial.competes.after":
        "Your teacher took the {n} {colour} tiles of display {display}: {colour} that your strip 1 could "
        "use too. Everyone draws from the same displays, so watch what the others need.",
    "azul_sintra.tutorial.left.title": "Back on the left",
    "azul_sintra.tutorial.left":
        "Every strip is reachable again. Take the {n} {colour} tiles from factory display {display} and "
        "put them on strip {pos}, which has room for {fit}. Your glazier already stands on strip {pos}, so "
        "it stays there.",
    "azul_sintra.tutorial.break.title": "Breaking glass",
    "azul_sintra.tutorial.break":
        "Take the {n} {colour} tiles from the centre and put them on strip {pos}. It has room for only "
        "{fit}: {broken:#tile|tiles} {broken:breaks|break}, {broken:falls|fall} into the glass tower and "
        "{broken:costs a step|cost a step each} down your broken-glass track. Your glazier moves right to "
        "strip {pos}.",
    "azul_sintra.tutorial.break.after_title": "Broken glass",
    "azul_sintra.tutorial.break.after":
        "Your marker now shows {mark:+}. At the bottom of the track you lose 18 points at once and the "
        "marker starts again from the top. Breaking a tile can still be worth it, to complete a strip or "
        "to move your glazier.",
    "azul_sintra.tutorial.round_end.after_title": "A new round",
    "azul_sintra.tutorial.round_end.after":
        "Your teacher took the last tiles, so round {round} ended: its tile left the round track, the "
        "factory displays were refilled from the bag, and round {next_round}'s colour is {next_colour}; "
        "{starter} {starter:hold|holds} the start-player tile, so {starter} {starter:begin|begins}. Six "
        "rounds make a game.",
    "azul_sintra.tutorial.chain.title": "A chain of windows",
    "azul_sintra.tutorial.chain":
        "Complete strip {pos} with the {n} {colour} tiles from factory display {display}. Window {pos} "
        "scores its value plus the value of every decorated window to its right, so your window "
        "{decorated:list} scores again.",
    "azul_sintra.tutorial.chain.after_title": "Chains pay again",
    "azul_sintra.tutorial.chain.after":
        "Window {window} scored {gain:#point|points}: its own value and window {chained:list} to its "
        "right. Decorate from the right first to build chains that pay again and again.",
    "azul_sintra.tutorial.jump.title": "A long step right",
    "azul_sintra.tutorial.jump":
        "Your strip {pos} has turned over, and its new side wants {colour} tiles. Take the {n} {colour} "
        "tiles from factory display {display} and drop them on strip {pos}. Your glazier jumps from strip "
        "{at} straight to strip {pos}: strips {passed_from} to {passed_to} are then behind it.",
    "azul_sintra.tutorial.blocks.after_title": "Your teacher takes your glass",
    "azul_sintra.tutorial.blocks.after":
        "Your teacher took the {n} {colour} tiles from the centre: the {colour} your strip 8 needs, "
        "and the start-player tile with them. Its own strip {pos} was full for the second time, so its "
        "window {window} is complete: both panes hold glass and the strip left its palace.",
    "azul_sintra.tutorial.other_red.title": "Find it elsewhere",
    "azul_sintra.tutorial.other_red":
        "{colour} is scarce now. Take the {colour} {n:tile|tiles} from factory display {display} for strip "
        "{pos}; the {rest:list} glass beside it slides into the centre.",
    "azul_sintra.tutorial.teacher_back.after_title": "Your teacher moves back",
    "azul_sintra.tutorial.teacher_back.after":
        "Your teacher's glazier stood over its finished window {at} with no strip to its right, so it "
        "moved back to its leftmost strip, strip {left}.",
    "azul_sintra.tutorial.last_red.title": "One more",
    "azul_sintra.tutorial.last_red":
        "Take the {colour} {n:tile|tiles} from factory display {display} for strip {pos}; the {rest:list} "
        "glass slides into the centre.",
    "azul_sintra.tutorial.window.title": "Completing a window",
    "azul_sintra.tutorial.window":
        "Strip {pos} needs one {colour} tile. Take the {n} {colour} tiles from the centre: {fit} "
        "{fit:fits|fit} and {broken} {broken:breaks|break}. Window {pos} already holds a pane, so this "
        "completes it, and the strip leaves your palace for good.",
    "azul_sintra.tutorial.window.after_title": "Window complete",
    "azul_sintra.tutorial.window.after":
        "Window {window} is complete and scored {gain:#point|points}. Your glazier stays above it, where "
        "no strip is left.",
    "azul_sintra.tutorial.stranded.title": "Nothing within reach",
    "azul_sintra.tutorial.stranded":
        "Your glazier stands above finished window {at}, and no strip is to its right: every tile you "
        "took now would break (you would drop it on the glass tower). Move the glazier back to strip "
        "{left}.",
    "azul_sintra.tutorial.last_heap.after_title": "The last heap",
    "azul_sintra.tutorial.last_heap.after":
        "Only {n} {colour} tiles were left, and somebody had to take them: your teacher put {fit} on its "
        "strip {pos}, and {broken} broke. Round {round} is over; round {next_round}'s colour is "
        "{next_colour}, and {starter} {starter:begin|begins} with the start-player tile.",
    "azul_sintra.tutorial.wrap.after_title": "The bottom of the track",
    "azul_sintra.tutorial.wrap.after":
        "Your teacher took the {n} {colour} tiles of display {display} for its strip {pos}, which had no "
        "{colour} space left: {broken:#tile|tiles} broke. Its marker stood at {mark_before:+}, so it reached the "
        "bottom, {bottom:+}: your teacher lost {lost:#point|points} at once{clamped:if: (18, but a score "
        "never drops below 0)}, and its marker starts again at the top. Yours shows {your_mark:+}: every "
        "broken tile counts.",
    "azul_sintra.tutorial.end.title": "The end of the game",
    "azul_sintra.tutorial.end":
        "After round 6 everyone scores 1 point per 3 tiles left on their strips, loses what their "
        "broken-glass marker shows, and scores the palace side's bonus: on side A each ornament by its "
        "four panes (2 filled +3, 3 +6, 4 +10). Also ahead: a strip side with grey joker spaces that take "
        "any colour, and the glass tower poured back into an empty bag.",
    "azul_sintra.tutorial.sides.title": "Side A and side B",
    "azul_sintra.tutorial.sides":
        "This game uses side A of the palace. Side B, which you can choose as the palace side when you set "
        "up a new game, has no ornaments and other window values ({values} from the left). At its end each "
        "player scores their complete windows × the tiles of their best colour in windows, so on side B you "
        "choose which tile of a full strip to keep.",
    "azul_sintra.tutorial.free.title": "Play it to the end",
    "azul_sintra.tutorial.free":
        "Now play the game to its end against your teacher, which plays for itself at the easy level. Hint "
        "suggests a move, Undo takes one back, and the rules are in the menu.",
    "azul_sintra.tutorial.recap.1":
        "Take every tile of one colour from a display (the rest goes to the centre) or from the centre.",
    "azul_sintra.tutorial.recap.2":
        "The first to take from the centre gets the start-player tile and a broken-glass step.",
    "azul_sintra.tutorial.recap.3":
        "Put the tiles on one strip at or right of your glazier; what does not fit breaks.",
    "azul_sintra.tutorial.recap.4":
        "A full strip scores the round colour and its window plus every decorated window to the right.",
    "azul_sintra.tutorial.recap.5":
        "Move the glazier back when you must; after round 6, leftovers, broken glass and ornaments count.",
    "azul_sintra.tutorial.recap.6":
        "A marker reaching −18 loses 18 points at once and starts again at the top of the track.",
}

#: The colours as terms, by colour index (order of ``data.COLOURS``).
COLOUR_TERMS = tuple(Message(f"azul_sintra.term.{c}") for c in COLOURS)
#: The shape each colour carries (§1.1), as terms, by colour index.
GLYPH_TERMS = tuple(Message(f"azul_sintra.term.{COLOUR_GLYPHS[c]}") for c in COLOURS)


def colour_term(name: str) -> "Message | str":
    """The term of a colour named by its identifier (an unknown name is given back as it is)."""
    return Message(f"azul_sintra.term.{name}") if name in COLOURS else name
