"""Every word of Azul: Stained Glass of Sintra a player reads: the catalogue ``MESSAGES``.

Templates follow engine/text.py (``{who:take|takes}``, ``{n:#tile|tiles}``, ``{x:a}``...).  The
names of the game's things (the glass colours) are terms, ``"azul_sintra.term.<id>"``, passed
into other messages as nested messages (:data:`COLOUR_TERMS`), so that another catalogue can
translate every word.
"""

from __future__ import annotations

from engine.text import Message

from .data import COLOURS

MESSAGES = {
    # -- terms ---------------------------------------------------------------------------------
    "azul_sintra.term.red": "red",
    "azul_sintra.term.yellow": "yellow",
    "azul_sintra.term.green": "green",
    "azul_sintra.term.light_blue": "light blue",
    "azul_sintra.term.purple": "purple",

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
    "azul_sintra.start_tile":
        "{who} {who:take|takes} the start-player tile and will start the next round; "
        "{who:'s} broken-glass marker moves down {steps:#step|steps} to {value:+}.",
    "azul_sintra.out_of_reach":
        "No strip is within reach of {who:'s} glazier: {n:the|all {n}} {colour} {n:tile breaks|tiles break} "
        "and {who:'s} broken-glass marker moves down {steps:#step|steps} to {value:+}.",
    "azul_sintra.tiles_break":
        "{n} {colour} {n:tile breaks|tiles break} (strip {pos} has no space left): "
        "{who:'s} broken-glass marker moves down {steps:#step|steps} to {value:+}.",
    "azul_sintra.wrap":
        "{who:'s} broken-glass marker reaches −18: {who} {who:lose|loses} {lost:#point|points}"
        "{clamped:if: (a score never drops below 0)}, and the marker starts again at the top.",
    "azul_sintra.strip_complete": "{who:'s} strip {pos} is complete: a tile of it goes to window {pos}.",
    "azul_sintra.kept_strip_turns":
        "{who:'s} strip {pos} is complete: {who} {who:keep|keeps} {colour:a} tile for window {pos}, "
        "the other 4 go to the glass tower, and the strip turns over.",
    "azul_sintra.kept_strip_leaves":
        "{who:'s} strip {pos} is complete: {who} {who:keep|keeps} {colour:a} tile for window {pos}, which is "
        "now complete; the other 4 go to the glass tower, and the strip leaves the palace.",
    "azul_sintra.colour_bonus":
        "{who} {who:score|scores} {n:#point|points} of colour bonus: {n:#tile|tiles} of this round's "
        "colour, {colour}.",
    "azul_sintra.window_scores":
        "{who} {who:score|scores} {gain:#point|points} for window {pos}"
        "{count:if: and the decorated {count:window|windows} {right:list} to its right}.",
    "azul_sintra.round_ends": "Round {round} ends; points this round: {changes:list}.",
    "azul_sintra.seat_change": "{who} {n:+}",
    "azul_sintra.tower_poured": "The bag ran out: the glass tower is poured into the bag.",
    "azul_sintra.round_begins": "Round {round} begins; its colour is {colour}, and {who} {who:start|starts}.",
    "azul_sintra.no_glass": "No glass is left to fill the factory displays: round {round} has no turns.",
    "azul_sintra.final_leftover":
        "{who} {who:score|scores} {n:#point|points} for {tiles:#tile|tiles} left on {who:their} strips "
        "(1 per 3).",
    "azul_sintra.final_broken":
        "{who} {who:lose|loses} {n:#point|points} to the broken-glass track (the marker stands at {value:+}).",
    "azul_sintra.final_ornaments": "{who} {who:score|scores} {n:#point|points} for the ornaments between "
                                   "{who:their} windows.",
    "azul_sintra.final_windows":
        "{who} {who:score|scores} {n:#point|points}: {windows:#complete window|complete windows} × "
        "{k} {colour} {k:tile|tiles} in windows, {who:their} best colour.",
    "azul_sintra.floor": "{who:'s} score stops at 0 (a score never drops below 0).",
    "azul_sintra.game_ends": "The game ends after round {round}.",
    "azul_sintra.wins": "{who} {who:win|wins} with {points:#point|points}.",
    "azul_sintra.wins_tie":
        "{who} {who:win|wins} with {points:#point|points}: tied on points, {who} lost fewer to broken glass.",
    "azul_sintra.share": "{winners:list} share the victory with {points:#point|points} each.",
    "azul_sintra.tie_break": "Ties on points broken by fewer points lost to broken glass.",
    "azul_sintra.progress": "Round {round} of {rounds} · {colour}",
    "azul_sintra.progress_over": "Game over after {rounds} rounds",

    # -- the table (view.py, view_board.py) ---------------------------------------------------------
    "azul_sintra.ui.handover": "{who:'s} turn: the large palace is now {who:their}s.",
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
    "azul_sintra.ui.prompt_unreachable":
        "No strip is reachable: tiles you take all break (drop them on the glass tower), "
        "or drag your glazier back to the leftmost strip.",
    "azul_sintra.ui.prompt_take":
        "Drag tiles of one colour from a factory or the centre onto a strip at or right of your glazier"
        "{reset:if:, or drag the glazier back}.",
    "azul_sintra.ui.prompt_place": "Drop your {n} {colour} {n:tile|tiles} on a glowing strip (extra tiles break).",
    "azul_sintra.ui.prompt_keep": "Strip complete! Drag the tile you want to keep into the window below it.",
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
    "azul_sintra.ui.sum_play": "Points during play",
    "azul_sintra.ui.sum_leftover": "Leftover tiles (1 per 3)",
    "azul_sintra.ui.sum_broken": "Broken-glass track",
    "azul_sintra.ui.sum_side_a": "Ornaments (side A)",
    "azul_sintra.ui.sum_side_b": "Complete windows × best colour (side B)",
    "azul_sintra.ui.sum_windows": "Windows decorated",
    "azul_sintra.ui.sum_lost": "Lost to broken glass (tie-break)",
}

#: The colours as terms, by colour index (order of ``data.COLOURS``).
COLOUR_TERMS = tuple(Message(f"azul_sintra.term.{c}") for c in COLOURS)


def colour_term(name: str) -> "Message | str":
    """The term of a colour named by its identifier (an unknown name is given back as it is)."""
    return Message(f"azul_sintra.term.{name}") if name in COLOURS else name
