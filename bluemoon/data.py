"""Blue Moon City components as constants (ids as in docs/rules/bluemoon.md).

Cards are handled by *kind*: ``kind = colour * 3 + (value - 1)`` (24 kinds),
because two cards of the same people and value are interchangeable.  Cells
are ``r * 5 + c`` on the 5x5 grid.
"""

from __future__ import annotations

from engine.game import Option

TITLE = "Blue Moon City"
PITCH = "Rebuild a fantasy city with eight peoples' cards and race to the obelisk."

# -- peoples and colours (§0.3); index order is used everywhere -------------
PEOPLE = ("vulca", "terrah", "aqua", "flit", "khind", "mimix", "hoax", "pillar")
COLOURS = ("black", "red", "blue", "grey", "green", "brown", "white", "yellow")
BLACK, RED, BLUE, GREY, GREEN, BROWN, WHITE, YELLOW = range(8)
ANY = 8  # Royal Palace spaces: any single colour
COLOUR_NAMES = COLOURS + ("any",)
PEOPLE_TITLE = ("Vulca", "Terrah", "Aqua", "Flit", "Khind", "Mimix", "Hoax", "Pillar")

#: §13.1 [D]: per people three 1s, four 2s, three 3s.
CARDS_PER_PEOPLE = {1: 3, 2: 4, 3: 3}
NUM_KINDS = 24
#: How many cards of each kind are in the 80-card deck.
KIND_COUNT = tuple(CARDS_PER_PEOPLE[k % 3 + 1] for k in range(NUM_KINDS))
TOTAL_CARDS = sum(KIND_COUNT)
KIND_COLOUR = tuple(k // 3 for k in range(NUM_KINDS))
KIND_VALUE = tuple(k % 3 + 1 for k in range(NUM_KINDS))


def kind(colour: int, value: int) -> int:
    return colour * 3 + value - 1


# -- dragons (§0.3) -----------------------------------------------------------
DRAGONS = ("red_dragon", "green_dragon", "blue_dragon")
DRAGON_TITLE = ("red dragon", "green dragon", "blue dragon")
#: People (colour index) whose cards move each dragon: Vulca, Terrah, Aqua.
DRAGON_PEOPLE = (BLACK, RED, BLUE)

# -- players -------------------------------------------------------------------
HAND_SIZE = 8
MARKERS_PER_PLAYER = 10
CLEANUP_DRAW = 2
MAX_CLEANUP_DISCARD = 2
STEPS_PER_TURN = 2
FLIT_EXTRA_STEPS = 2
DRAGON_MAX_STEPS = 3

# -- obelisk and scales (§13.4, §13.5) ---------------------------------------------
OBELISK = {
    2: (7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12),
    3: (7, 7, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12),
    4: (7, 7, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12),
}
WIN_MARKERS = {2: 6, 3: 5, 4: 4}
SCALE_POOL = {"seed": {2: 7, 3: 10, 4: 12}, "classic_2006": {2: 9, 3: 12, 4: 15}}
SCALE_TOKENS = {"seed": 12, "classic_2006": 15}
RULESETS = ("seed", "classic_2006")
SCALE_MAJORITY = 6      # sole leader
SCALE_SHARED = 3        # each tied leader
SCALE_OTHER = 3         # others with >= SCALE_MIN_OTHER scales
SCALE_MIN_OTHER = 3
SHRINE_SURCHARGE = {"seed": 0, "classic_2006": 1}   # §14 D12
CRYSTAL_TOKENS = 40     # physical only: crystals are unlimited in play

# -- turn phases (§4-§9): ``state.phase`` is always one of these --------------------------
#: movement (steps, movement cards) -> contribution (more spaces, Pillar offerings), with paying
#: while one space is paid card by card -> special (expansion tile under the figure) -> cleanup.
PHASES = ("movement", "contribution", "paying", "special", "cleanup", "over")

# -- options (named as in docs/rules/bluemoon.md) -------------------------------------------
#: Designed here: full rounds without any marker placed that end a stuck game.
STALL_ROUNDS = 15
STALL_ROUNDS_CHOICES = (10, 15, 20, 30)
OPTIONS = (
    Option("expansion", "Special buildings (5x5 city)", False,
           help="Adds the Hospital, Golden Shrine, Theatre and Central Hall."),
    Option("ruleset", "Ruleset", "seed", choices=RULESETS,
           help="2018 (CMON) edition, or 2006: fixed start tiles, 9/12/15 scales, +1 crystal at the shrine.",
           value_labels=(("seed", "2018 edition"), ("classic_2006", "Classic 2006"))),
    Option("random_layout", "Variant layout", False,
           help="The four starting tiles are shuffled with all the others."),
    Option("knizia_original_discard", "Designer's scale rule", False,
           help="After golden-scale scoring every player returns all scales."),
    Option("stall_rounds", "Stalled game ends after", STALL_ROUNDS, choices=STALL_ROUNDS_CHOICES,
           help="Full rounds in which nobody places a marker before the game ends "
                "as if the city were complete (most obelisk markers, then crystals).",
           value_labels=tuple((n, f"{n} idle rounds") for n in STALL_ROUNDS_CHOICES)),
)
OPTION_DEFAULTS = {o.name: o.default for o in OPTIONS}

# -- buildings (§13.2, §13.3, §13.6) -------------------------------------------------
# (id, title, spaces ((colour, value), ...), best (c, s, k), each (c, s, k),
#  neighbourhood (c, s, k), special)
_B = BLACK, RED, BLUE, GREY, GREEN, BROWN, WHITE, YELLOW
BUILDINGS = (
    ("royal_palace", "Royal Palace", ((ANY, 5), (ANY, 4), (ANY, 4), (ANY, 3)), (2, 0, 0), (1, 1, 1), (1, 1, 1), None),
    ("fire_temple", "Fire Temple", ((BLACK, 5), (BLACK, 4), (BLACK, 3)), (2, 0, 0), (3, 0, 0), (3, 0, 0), None),
    ("earth_temple", "Earth Temple", ((RED, 5), (RED, 4), (RED, 3)), (2, 0, 0), (3, 0, 0), (0, 0, 2), None),
    ("water_temple", "Water Temple", ((BLUE, 5), (BLUE, 4), (BLUE, 3)), (2, 0, 0), (3, 0, 0), (0, 2, 0), None),
    ("aqueduct", "Aqueduct", ((BLUE, 5),), (0, 1, 0), (1, 0, 0), (1, 0, 0), None),
    ("hospice", "Hospice", ((RED, 4),), (0, 1, 0), (1, 0, 0), (1, 0, 0), None),
    ("citadel", "Citadel", ((BLACK, 5),), (0, 1, 0), (1, 0, 0), (1, 0, 0), None),
    ("watchtower", "Watchtower", ((GREY, 4), (GREY, 3)), (0, 0, 2), (1, 0, 0), (1, 0, 0), None),
    ("great_hall", "Great Hall", ((BROWN, 4), (BROWN, 3)), (0, 1, 0), (1, 0, 0), (1, 0, 0), None),
    ("university", "University", ((WHITE, 5), (WHITE, 2)), (0, 1, 0), (1, 0, 0), (1, 0, 0), None),
    ("market_hall", "Market Hall", ((YELLOW, 4), (YELLOW, 3), (YELLOW, 2)), (2, 0, 0), (2, 0, 0), (0, 0, 2), None),
    ("library", "Library", ((WHITE, 4), (WHITE, 3), (WHITE, 3)), (2, 0, 0), (2, 0, 0), (3, 0, 0), None),
    ("trading_house", "Trading House", ((YELLOW, 4), (YELLOW, 3)), (0, 0, 2), (1, 0, 0), (1, 0, 0), None),
    ("flight_tower", "Flight Tower", ((GREY, 4), (GREY, 3), (GREY, 2)), (2, 0, 0), (1, 0, 0), (2, 0, 0), None),
    ("city_residence", "City Residence", ((BROWN, 4), (BROWN, 3), (BROWN, 2)), (2, 0, 0), (2, 0, 0), (2, 0, 0), None),
    ("monastery_tower", "Monastery Tower", ((GREY, 3), (GREY, 3), (GREY, 2)), (0, 1, 0), (1, 0, 0), (0, 1, 0), None),
    ("caravanserai", "Caravanserai", ((YELLOW, 3), (YELLOW, 3), (YELLOW, 2)), (0, 1, 0), (1, 0, 0), (1, 0, 0), None),
    ("thermae", "Thermae", ((BLUE, 3), (BLUE, 2), (BLUE, 2)), (0, 0, 2), (1, 0, 0), (1, 0, 0), None),
    ("iron_foundry", "Iron Foundry", ((BLACK, 3), (BLACK, 2), (BLACK, 2)), (0, 0, 2), (1, 0, 0), (1, 0, 0), None),
    ("mill", "Mill", ((RED, 3), (RED, 3), (RED, 2)), (0, 0, 2), (1, 0, 0), (1, 0, 0), None),
    # expansion (§13.3)
    ("hospital", "Hospital", ((WHITE, 4), (RED, 3), (BLUE, 3)), (1, 0, 0), (2, 0, 0), (2, 0, 0), "draw_two"),
    ("golden_shrine", "Golden Shrine", ((YELLOW, 5), (BLACK, 4), (GREY, 3)), (0, 1, 0), (1, 1, 1), (0, 2, 0), "offering"),
    ("theatre", "Theatre", ((BROWN, 4), (GREY, 3)), (0, 0, 2), (0, 0, 2), (0, 0, 2), None),
    ("central_hall", "Central Hall",
     ((BROWN, 1), (BLUE, 1), (RED, 1), (BLACK, 1), (GREY, 1), (WHITE, 1), (YELLOW, 1), (GREEN, 1)),
     (2, 0, 0), (1, 0, 0), (1, 0, 0), "jump"),
)
BUILDING_IDS = tuple(b[0] for b in BUILDINGS)
BUILDING_INDEX = {b: i for i, b in enumerate(BUILDING_IDS)}
BUILDING_TITLE = tuple(b[1] for b in BUILDINGS)
SPACES = tuple(b[2] for b in BUILDINGS)
BEST = tuple(b[3] for b in BUILDINGS)
EACH = tuple(b[4] for b in BUILDINGS)
NEIGHBOURHOOD = tuple(b[5] for b in BUILDINGS)
SPECIAL = tuple(b[6] for b in BUILDINGS)

COURTYARD = "courtyard"
COURTYARD_TILE = -2          # tile code of the courtyard cell
NO_CELL = -1                 # an invalid cell / a dragon off the board
STARTING_TILES = ("royal_palace", "fire_temple", "earth_temple", "water_temple")
BASE_TILES = BUILDING_IDS[:20]
EXPANSION_TILES = ("hospital", "golden_shrine", "theatre", "central_hall")

# -- geometry (§2.1) ------------------------------------------------------------------
SIZE = 5
CENTRE = 12
CORNERS = (0, 4, 20, 24)
CROSS = (7, 17, 11, 13)          # N, S, W, E of the courtyard
#: classic_2006 fixed start: fire N, earth S, water W, palace E.
CLASSIC_START = {7: "fire_temple", 17: "earth_temple", 11: "water_temple", 13: "royal_palace"}
BASE_CELLS = tuple(c for c in range(25) if c not in CORNERS)
FULL_CELLS = tuple(range(25))


def cell_name(c: int) -> str:
    return f"({c // SIZE},{c % SIZE})"


def _neighbours(cells: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    valid = set(cells)
    out = []
    for c in range(25):
        if c not in valid:
            out.append(())
            continue
        r, q = divmod(c, SIZE)
        nb = []
        for dr, dq in ((-1, 0), (0, 1), (1, 0), (0, -1)):
            rr, qq = r + dr, q + dq
            if 0 <= rr < SIZE and 0 <= qq < SIZE and rr * SIZE + qq in valid:
                nb.append(rr * SIZE + qq)
        out.append(tuple(nb))
    return tuple(out)


def _distances(nbrs) -> tuple[tuple[int, ...], ...]:
    out = []
    for s in range(25):
        d = [99] * 25
        if nbrs[s] or s == CENTRE:
            d[s] = 0
            frontier = [s]
            while frontier:
                nxt = []
                for a in frontier:
                    for b in nbrs[a]:
                        if d[b] == 99:
                            d[b] = d[a] + 1
                            nxt.append(b)
                frontier = nxt
        out.append(tuple(d))
    return tuple(out)


NEIGHBOURS = {False: _neighbours(BASE_CELLS), True: _neighbours(FULL_CELLS)}
DISTANCE = {False: _distances(NEIGHBOURS[False]), True: _distances(NEIGHBOURS[True])}
CELLS = {False: BASE_CELLS, True: FULL_CELLS}


def _others(cells):
    """Per cell: every other cell of the city (Flit 1 / Central Hall targets)."""
    return tuple(tuple(c for c in cells if c != a) for a in range(25))


OTHER_CELLS = {False: _others(BASE_CELLS), True: _others(FULL_CELLS)}
#: Per expansion flag and dragon cell (-1 = off board): cells within 1-3 steps.
DRAGON_REACH = {ex: tuple(tuple(c for c in CELLS[ex] if 0 < DISTANCE[ex][a][c] <= DRAGON_MAX_STEPS)
                          for a in range(25)) for ex in (False, True)}
