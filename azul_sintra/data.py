"""Component data of Azul: Stained Glass of Sintra, as in docs/rules/azul_sintra.md.

Identifiers are spelled as the rules file spells them.  Colours are used as
indices 0..4 inside the engine (order of ``COLOURS``); positions on a palace
board are 0..7 inside the engine and 1..8 for players.
"""

from __future__ import annotations

from engine.game import Option

TITLE = "Azul: Stained Glass of Sintra"
PITCH = "Draft coloured glass, fill pattern strips and decorate the palace windows of Sintra."

# -- components (§1) -------------------------------------------------------------
GLASS_TILE_TOTAL = 100
TILES_PER_COLOUR = 20
FACTORY_DISPLAY_COUNT = 9
PALACE_BOARD_COUNT = 4
PATTERN_STRIP_COUNT = 32
STRIPS_PER_PLAYER = 8
SPACES_PER_STRIP = 5
GLAZIER_COUNT = 4
POSITIONS = 8
SLOTS_PER_WINDOW = 2
ROUNDS = 6
TILES_PER_FACTORY = 4

COMPONENTS = {
    "glass_tile": GLASS_TILE_TOTAL,
    "bag": 1,
    "glass_tower": 1,
    "factory_display": FACTORY_DISPLAY_COUNT,
    "centre": 1,
    "start_player_tile": 1,
    "palace_board": PALACE_BOARD_COUNT,
    "pattern_strip": PATTERN_STRIP_COUNT,
    "glazier": GLAZIER_COUNT,
    "scoring_board": 1,
    "score_marker": 4,
    "broken_glass_marker": 4,
}

# -- colours (§1.1, §1.2) -----------------------------------------------------------
COLOURS = ("red", "yellow", "green", "light_blue", "purple")
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
COLOUR_GLYPHS = {"red": "circle", "yellow": "triangle", "green": "square",
                 "light_blue": "diamond", "purple": "star"}
NUM_COLOURS = len(COLOURS)
JOKER = "joker"

PLAYER_COLOURS = ("amber", "teal", "rose", "slate")

# -- factory displays by player count (§3) -----------------------------------------------
FACTORIES_BY_PLAYERS = {2: 5, 3: 7, 4: 9}

# -- pattern strips (§2.1): name -> (front, back), spaces top to bottom --------------
STRIP_NAMES = tuple(f"strip_{i}" for i in range(1, 9))
SIDE_NAMES = ("front", "back")
STRIP_SIDES = {
    "strip_1": (("red", "red", "red", "yellow", "yellow"),
                ("green", "light_blue", "light_blue", "purple", "purple")),
    "strip_2": (("light_blue", "light_blue", "light_blue", "purple", "green"),
                ("red", "yellow", "yellow", "green", "green")),
    "strip_3": (("purple", "purple", "purple", "red", "light_blue"),
                ("yellow", "green", "green", "red", "red")),
    "strip_4": (("green", "green", "green", "purple", "purple"),
                ("yellow", "yellow", "red", "light_blue", "purple")),
    "strip_5": (("yellow", "yellow", "yellow", "light_blue", "red"),
                ("purple", "purple", "red", "red", "green")),
    "strip_6": (("green", "green", "light_blue", "light_blue", "yellow"),
                ("purple", "purple", "red", "yellow", "light_blue")),
    "strip_7": (("yellow", "yellow", "red", "red", "light_blue"),
                ("red", "yellow", "green", "light_blue", "purple")),
    "strip_8": (("light_blue", "light_blue", "green", "yellow", "purple"),
                ("joker", "joker", "green", "purple", "red")),
}
#: The strip whose back side has the two joker spaces, and that side's index.
JOKER_STRIP = 7          # strip_8
JOKER_SIDE = 1           # back


def _need(spaces: tuple[str, ...]) -> tuple[int, ...]:
    return tuple(spaces.count(c) for c in COLOURS)


#: NEED[strip][side] -> spaces per colour (order of COLOURS).
NEED = tuple(tuple(_need(STRIP_SIDES[s][side]) for side in (0, 1)) for s in STRIP_NAMES)
#: JOKERS[strip][side] -> number of joker spaces.
JOKERS = tuple(tuple(STRIP_SIDES[s][side].count(JOKER) for side in (0, 1)) for s in STRIP_NAMES)

# -- palace windows (§2.2) ---------------------------------------------------------------
PALACE_SIDES = ("side_a", "side_b")
WINDOW_VALUES = {
    "side_a": (2, 2, 3, 3, 2, 2, 1, 1),
    "side_b": (1, 1, 2, 2, 3, 3, 2, 2),
}
#: SUFFIX tables are not needed: windows to the right are summed on the fly.

# -- side A ornaments (§2.3): ornament -> the windows whose slots surround it -----------
ORNAMENTS = {
    "ornament_1": (0, 1),
    "ornament_2": (2, 3),
    "ornament_3": (4, 5),
    "ornament_4": (6, 7),
}
#: Bonus by filled surrounding slots (0..4).
ORNAMENT_BONUS = (0, 0, 3, 6, 10)

# -- broken-glass track (§2.4) ---------------------------------------------------------
BROKEN_GLASS_VALUES = (0, -1, -2, -4, -6, -9, -12, -15, -18)
BROKEN_GLASS_BOTTOM = len(BROKEN_GLASS_VALUES) - 1      # 8: the -18 space
WRAP_PENALTY = 18

# -- final scoring (§10) ---------------------------------------------------------------
LEFTOVER_TILES_PER_POINT = 3

# -- phases of a turn (§5, §6) and of the game ---------------------------------------------
PHASE_TAKE, PHASE_PLACE, PHASE_KEEP, PHASE_OVER = "take", "place", "keep", "over"
#: ``state.phase`` is always one of these (saves write the same words).
PHASES = (PHASE_TAKE, PHASE_PLACE, PHASE_KEEP, PHASE_OVER)

# -- rules options (§9) ---------------------------------------------------------------------
OPTIONS = (
    Option("palace_side", "Palace side", "side_a", PALACE_SIDES,
           "Side A scores ornaments at the end; side B scores complete windows "
           "times the tiles of your best colour.",
           value_labels=(("side_a", "Side A"), ("side_b", "Side B"))),
    Option("require_fit_if_possible", "Tiles must fit", False, (False, True),
           "When some reachable strip accepts a taken tile, the target must be such a strip."),
    Option("score_floor_zero", "No negative scores", True, (False, True),
           "The -18 penalty and the final losses stop at 0."),
    Option("colour_blind_glyphs", "Colour-blind glyphs", True, (False, True),
           "Draw a shape on every tile and space (no rules effect)."),
)
