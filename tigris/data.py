"""Components and board of Tigris & Euphrates, as constants (docs/rules/tigris.md §1-§3).

Squares are indexed ``row * COLS + col``; colours are indexed by COLORS.
"""

from __future__ import annotations

from itertools import permutations

from engine.game import Option

TITLE = "Tigris & Euphrates"

#: What the seat to move is deciding (``TigrisState.phase``): always one of PHASES.
ACTION, SWAP, COMMIT, WAR_COLOR, BUILDING, WONDER, MONUMENT, TREASURE, WONDER_COLOR, OVER = (
    "action", "swap", "commit", "war_color", "building", "wonder", "monument", "treasure",
    "wonder_color", "over")
PHASES = (ACTION, SWAP, COMMIT, WAR_COLOR, BUILDING, WONDER, MONUMENT, TREASURE, WONDER_COLOR, OVER)

ROWS, COLS = 11, 16
SQUARES = ROWS * COLS

#: The four colours (spheres) in index order; every per-colour list uses it.
COLORS = ("red", "blue", "green", "black")
RED, BLUE, GREEN, BLACK = 0, 1, 2, 3
#: Civilization tile id per colour index.
TILE_NAMES = ("temple", "farm", "market", "settlement")
#: Leader id per colour index.
LEADER_NAMES = ("priest", "farmer", "trader", "king")
DYNASTIES = ("bull", "lion", "archer", "urn")

TILE_INDEX = {name: i for i, name in enumerate(TILE_NAMES)}
LEADER_INDEX = {name: i for i, name in enumerate(LEADER_NAMES)}
COLOR_INDEX = {name: i for i, name in enumerate(COLORS)}

#: Civilization tiles in the box, per colour (§2): 153 in all.
TILE_COUNTS = (57, 36, 30, 30)
TOTAL_TILES = sum(TILE_COUNTS)
HAND_SIZE = 6
LEADERS_PER_DYNASTY = 4
CATASTROPHES_PER_DYNASTY_IN_BOX = 2

#: The six monuments, each a pair of colour indices (§1).
MONUMENTS = (
    ("monument_black_blue", (BLACK, BLUE)),
    ("monument_black_green", (BLACK, GREEN)),
    ("monument_black_red", (BLACK, RED)),
    ("monument_blue_green", (BLUE, GREEN)),
    ("monument_blue_red", (BLUE, RED)),
    ("monument_green_red", (GREEN, RED)),
)
MONUMENT_NAMES = tuple(m[0] for m in MONUMENTS)
MONUMENT_COLORS = tuple(m[1] for m in MONUMENTS)
BUILDING_NAMES = ("building_red", "building_blue", "building_green", "building_black")
WONDER = "wonder"
TREASURE = "treasure"
CATASTROPHE = "catastrophe"
UNIFICATION_MARKER = "unification_marker"

#: Treasures left on the board at a turn end that end the game (§16.1).
END_TREASURES = 2

# Board grids, exactly as docs/rules/tigris.md §3.3.
BOARD_BASIC = (
    "....~~~~~.T.~...",
    ".S..~.......~..S",
    "...~~T......~~..",
    "~~~~.........~~~",
    ".............T~~",
    "..............~.",
    "~~~~....T...~~~.",
    ".S.~~~~.....~...",
    "......~~~~~~~.S.",
    ".....T..........",
    "..........T.....",
)
BOARD_ADVANCED = (
    "..~~T....T.....~",
    "..~~..........T~",
    ".S~~...........~",
    "..~...T....T~~~~",
    "..~.........~...",
    "..~T........~..S",
    "..~~........~~..",
    "S..~~~.T....T~..",
    ".....~~~.....~..",
    "....S.~~~~~~~~..",
    "......~..S....S.",
)
BOARDS = {"basic": BOARD_BASIC, "advanced": BOARD_ADVANCED}


class Board:
    """Precomputed tables of one board side."""

    __slots__ = ("side", "river", "temples", "special")

    def __init__(self, side: str):
        grid = BOARDS[side]
        self.side = side
        #: river[sq] is True on river squares.
        self.river = tuple(grid[s // COLS][s % COLS] == "~" for s in range(SQUARES))
        #: starting temple squares (each with a treasure).
        self.temples = tuple(s for s in range(SQUARES) if grid[s // COLS][s % COLS] in "TS")
        #: special squares: their treasure must be taken first (§14).
        self.special = tuple(grid[s // COLS][s % COLS] == "S" for s in range(SQUARES))


BOARD_TABLES = {side: Board(side) for side in BOARDS}


def _neighbours(s: int) -> tuple[int, ...]:
    r, c = divmod(s, COLS)
    out = []
    if r > 0:
        out.append(s - COLS)
    if r < ROWS - 1:
        out.append(s + COLS)
    if c > 0:
        out.append(s - 1)
    if c < COLS - 1:
        out.append(s + 1)
    return tuple(out)


#: Orthogonal neighbours of every square.
NEIGH = tuple(_neighbours(s) for s in range(SQUARES))


def _blocks(s: int) -> tuple[tuple[int, ...], ...]:
    """Top-left squares of every 2x2 block containing square s, with its four squares."""
    r, c = divmod(s, COLS)
    out = []
    for tr in (r - 1, r):
        for tc in (c - 1, c):
            if 0 <= tr < ROWS - 1 and 0 <= tc < COLS - 1:
                tl = tr * COLS + tc
                out.append((tl, tl + 1, tl + COLS, tl + COLS + 1))
    return tuple(out)


#: 2x2 blocks (as 4-tuples, top-left first) containing each square.
BLOCKS = tuple(_blocks(s) for s in range(SQUARES))


def _crosses(s: int) -> tuple[tuple[int, ...], ...]:
    """Plus shapes (centre first, then its four arms) that contain square s."""
    out = []
    for centre in (s,) + NEIGH[s]:
        if len(NEIGH[centre]) == 4:
            out.append((centre,) + NEIGH[centre])
    return tuple(out)


#: Plus shapes (centre + four arms) containing each square.
CROSSES = tuple(_crosses(s) for s in range(SQUARES))


def label(s: int) -> str:
    """Display label of a square: row letter + column number, e.g. J6."""
    r, c = divmod(s, COLS)
    return f"{'ABCDEFGHIJK'[r]}{c + 1}"


#: Every order of the four dynasties, as the option ``dynasties`` names it ("lion-bull-...").
DYNASTY_ORDERS = tuple("-".join(order) for order in permutations(DYNASTIES))

OPTIONS = (
    Option("board_side", "Board side", "basic", ("basic", "advanced"),
           "advanced: the 14-temple side (§17.1)"),
    Option("catastrophes_per_player", "Catastrophes per player", 2, (2, 1),
           "2 as published; 1 as in the original summary"),
    Option("civilization_buildings", "Civilization buildings", False, (False, True), "§17.2"),
    Option("wonder", "Wonder", False, (False, True), "§17.3"),
    Option("strict_attack_commit", "Attacker commits only to win", False, (False, True), "§17.4"),
    Option("strict_defender_commit", "Defender commits only to tie", False, (False, True),
           "§17.4"),
    Option("score_visibility", "Scores", "hidden", ("hidden", "open"),
           "hidden: collected VP stay behind each screen"),
    Option("rules_preset", "Rules preset", "classic", ("classic", "advanced"),
           "advanced = advanced board + buildings + wonder"),
    # §4.4: each player picks a dynasty.  One choice of the order the seats take them in
    # (the default: box order) keeps them different and fits the setup screen.
    Option("dynasties", "Dynasties in seat order", DYNASTY_ORDERS[0], DYNASTY_ORDERS,
           "player 1 takes the first, player 2 the second, and so on"),
)
