"""Guildhall components and numbers, as in docs/rules/guildhall.md (§2, §14).

Cards are handled by *kind* (profession, colour): kind = profession * 5 + colour,
so a guildhall is one 30-bit mask and a chapter is a 5-bit slice of it.
The four copies of a kind behave the same in every way (§2.1).
"""

from engine.game import Option

TITLE = "Guildhall"
PITCH = "Gather five colours of each profession into chapters and trade them for victory points."

OPTIONS = (
    Option(
        name="seed_card_values",
        label="Seed card values",
        default=False,
        choices=(False, True),
        help="Farmer level 3 gives 3 VP and Assassin level 4 discards 4 cards, as the "
             "Korean reference table prints them (default: the published cards, 2 and 2).",
    ),
)

# Phases: the pending decision (rules §13).
OPEN_DISCARD = "open_discard"    # opening: discard any / done
OPEN_PLACE = "open_place"        # opening: place 3, no identical pair
MAIN = "main"                    # play / discard-and-draw / buy / end turn
DD = "discard_and_draw"          # discard one by one, then done
TIER = "tier"                    # choose the tier of the card just played
OPPONENT = "opponent"            # the one opponent an effect targets
ASSASSIN_PICK = "assassin_pick"  # the opponent's cards to discard
HISTORIAN_PICK = "historian_pick"  # cards taken from the discard pile
GIVE = "give"                    # exchange: own guildhall cards to give
TAKE = "take"                    # exchange: opponent's guildhall cards to take
MY_CHAPTER = "my_chapter"        # trader_t4: the chapter to give
THEIR_CHAPTER = "their_chapter"  # trader_t4 / vp2_take_chapter: the chapter to take
WEAVER_RETURN = "weaver_return"  # guildhall cards back to hand
WEAVER_PLACE = "weaver_place"    # hand cards into the guildhall
BUY_CHAPTER = "buy_chapter"      # completed chapters spent on a VP card
BUY_ABILITY = "buy_ability"      # use or decline the bought card's ability
PLACE_ANY = "place_any"          # vp3_place_from_hand
END = "end"                      # end of turn waiting for the limit of 3
OVER = "over"
PHASES = (OPEN_DISCARD, OPEN_PLACE, MAIN, DD, TIER, OPPONENT, ASSASSIN_PICK, HISTORIAN_PICK, GIVE,
          TAKE, MY_CHAPTER, THEIR_CHAPTER, WEAVER_RETURN, WEAVER_PLACE, BUY_CHAPTER, BUY_ABILITY,
          PLACE_ANY, END, OVER)

PROFESSIONS = ("assassin", "dancer", "farmer", "historian", "trader", "weaver")
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


def level(mask: int, prof: int) -> int:
    """How many cards of one profession's incomplete chapter a guildhall mask holds (§6.3)."""
    return ((mask >> (5 * prof)) & 31).bit_count()


def kinds_in(mask: int) -> list[int]:
    """The kinds in a guildhall mask, ascending."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


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


def vp_deck_counts(num_players: int) -> tuple[int, ...]:
    """Copies of each VP kind in play for this many players."""
    return VP_COPIES_4P if num_players >= 4 else VP_COPIES_SMALL
