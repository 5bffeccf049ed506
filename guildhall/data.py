"""Guildhall components and numbers, as in docs/rules/guildhall.md (§2, §14).

Cards are handled by *kind* (profession, colour): kind = profession * 5 + colour,
so a guildhall is one 30-bit mask and a chapter is a 5-bit slice of it.
The four copies of a kind behave the same in every way (§2.1).
"""

PROFESSIONS = ("assassin", "dancer", "farmer", "historian", "trader", "weaver")
PROFESSION_TITLES = ("Assassin", "Dancer", "Farmer", "Historian", "Trader", "Weaver")
COLOURS = ("red", "yellow", "green", "blue", "purple")
ASSASSIN, DANCER, FARMER, HISTORIAN, TRADER, WEAVER = range(6)
NUM_PROFESSIONS = len(PROFESSIONS)
NUM_COLOURS = len(COLOURS)
NUM_KINDS = NUM_PROFESSIONS * NUM_COLOURS  # 30

COPIES_PER_KIND = 4
OPENING_HAND = 9
OPENING_PLACE = 3
REFILL_HAND_TO = 6
MUST_DISCARD_DOWN_TO = 5
ACTIONS_PER_TURN = 2
CENTER_ROW_SIZE = 5
MAX_COMPLETED_CHAPTERS = 3
TARGET_VP = 20
FARMER_T3_VP = 2
ASSASSIN_T4_COUNT = 2
ASSASSIN_T4_SAME_CHAPTER_OK = True
STALL_TURNS = 60

#: Values printed in the seed's reference table (option ``seed_card_values``).
SEED_FARMER_T3_VP = 3
SEED_ASSASSIN_T4_COUNT = 4

#: Ability thresholds printed on each profession (§6.3); the Dancer scales 0-4.
THRESHOLDS = {
    "assassin": (0, 2, 4),
    "dancer": (0,),
    "farmer": (1, 3),
    "historian": (0, 2, 4),
    "trader": (0, 2, 4),
    "weaver": (0, 2, 4),
}

#: Tier ids with their minimum level (§6.3).
TIER_LEVEL = {
    "assassin_t0": 0, "assassin_t2": 2, "assassin_t4": 4,
    "dancer_draw": 0,
    "farmer_t1": 1, "farmer_t3": 3,
    "historian_t0": 0, "historian_t2": 2, "historian_t4": 4,
    "trader_t0": 0, "trader_t2": 2, "trader_t4": 4,
    "weaver_t0": 0, "weaver_t2": 2, "weaver_t4": 4,
}
#: The declined ability ("no effect").
NO_TIER = "none"

KIND_NAMES = tuple(f"{p}_{c}" for p in PROFESSIONS for c in COLOURS)
KIND_PROF = tuple(k // NUM_COLOURS for k in range(NUM_KINDS))
KIND_COLOUR = tuple(k % NUM_COLOURS for k in range(NUM_KINDS))
KIND_INDEX = {name: k for k, name in enumerate(KIND_NAMES)}
#: Instance ids ``<profession>_<colour>_<n>`` of the 120 cards (tests count them).
CARD_IDS = tuple(f"{name}_{n}" for name in KIND_NAMES for n in range(1, COPIES_PER_KIND + 1))
#: Bit mask of one profession's chapter inside a 30-bit guildhall mask.
CHAPTER_MASK = tuple(0b11111 << (5 * p) for p in range(NUM_PROFESSIONS))
FULL_CHAPTER = 0b11111


def kind_title(kind: int) -> str:
    """'blue Farmer'."""
    return f"{COLOURS[KIND_COLOUR[kind]]} {PROFESSION_TITLES[KIND_PROF[kind]]}"


# -- VP cards (§2.2): id, points, cost in completed chapters, copies 4p, copies 2-3p
VP_TABLE = (
    ("vp2_take_chapter", 2, 1, 3, 2),
    ("vp3_swap_one_for_two", 3, 1, 3, 2),
    ("vp3_place_from_hand", 3, 1, 3, 2),
    ("vp4_draw_five", 4, 1, 3, 2),
    ("vp4_take_card", 4, 1, 3, 2),
    ("vp4_extra_action", 4, 1, 3, 2),
    ("vp5_plain", 5, 1, 6, 4),
    ("vp7_two_actions", 7, 2, 3, 2),
    ("vp9_plain", 9, 2, 3, 2),
)
VP_IDS = tuple(row[0] for row in VP_TABLE)
VP_INDEX = {name: i for i, name in enumerate(VP_IDS)}
VP_POINTS = tuple(row[1] for row in VP_TABLE)
VP_COST = tuple(row[2] for row in VP_TABLE)
VP_COPIES_4P = tuple(row[3] for row in VP_TABLE)
VP_COPIES_SMALL = tuple(row[4] for row in VP_TABLE)
#: 2-3 players: two 5s and one of each other kind go back in the box (§4.2).
SMALL_GAME_REMOVALS = tuple(a - b for a, b in zip(VP_COPIES_4P, VP_COPIES_SMALL))
#: VP cards whose one-time ability is used when bought; the others have none.
VP_HAS_ABILITY = tuple(name not in ("vp5_plain", "vp9_plain") for name in VP_IDS)
VP_TITLES = {
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


def vp_deck_counts(num_players: int) -> tuple[int, ...]:
    """Copies of each VP kind in play for this many players."""
    return VP_COPIES_4P if num_players >= 4 else VP_COPIES_SMALL
