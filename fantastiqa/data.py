"""Fantastiqa components as constants (rules file §1-§17), ids as the rules file spells them.

Cards are handled by *kind*: every copy of a kind is identical, so piles are
lists of small ints indexing the ``KIND_*`` tables below.  Quests are unique
cards and are indexed into the ``QUEST_*`` tables.
"""

from __future__ import annotations

from engine.game import Option

# -- symbols (§1, cycle order) ---------------------------------------------------
SYMBOLS = ("sword", "fire", "water", "broom", "tooth", "web", "horn", "club", "wand")
SYM = {s: i for i, s in enumerate(SYMBOLS)}
NO_SYM = -1

# -- regions, board positions and paths (§2.2) -----------------------------------
REGIONS = ("forest", "fields", "highlands", "hills", "swamp", "frozen_wastes")
REGION_NAMES = ("Forest", "Fields", "Highlands", "Hills", "Swamp", "Frozen Wastes")
#: Board spaces (3 rows x 2 columns).
POSITIONS = ("top_left", "top_right", "mid_left", "mid_right", "bottom_left", "bottom_right")
TL, TR, ML, MR, BL, BR = range(6)
CORNERS = (TL, TR, BL, BR)
#: Paths in refill order P1..P7: (space, space).
PATHS = ((TL, TR), (TR, MR), (MR, BR), (BR, BL), (BL, ML), (ML, TL), (ML, MR))
PATH_NAMES = ("P1", "P2", "P3", "P4", "P5", "P6", "P7")
#: For each space: tuple of (path index, other space).
ADJ = tuple(
    tuple((i, b if a == s else a) for i, (a, b) in enumerate(PATHS) if s in (a, b))
    for s in range(6)
)

# -- statues (§7) ------------------------------------------------------------------
STATUES = ("artifact_tower", "beast_bazaar", "quest_chest")
STATUE_NAMES = ("Artifact Tower", "Beast Bazaar", "Quest Chest")
ARTIFACT_TOWER, BEAST_BAZAAR, QUEST_CHEST = range(3)
NO_STATUE = -1

# -- abilities (§10) ---------------------------------------------------------------
ABILITIES = ("magic_carpet", "summon_peaceful_dragon", "plus_statue", "statue_key", "dig_gem")
NO_ABILITY = -1
MAGIC_CARPET, SUMMON_DRAGON, PLUS_STATUE, STATUE_KEY, DIG_GEM = range(5)

# -- card kinds ----------------------------------------------------------------------
# (id, name, provided symbol, symbol count, ability, buy cost, gems on the board,
#  subdue weakness, subdue count, group)
_H, _D, _C, _R, _B, _A = "household", "dog", "creature", "raven", "beast", "artifact"
_KINDS = (
    # household items (§12.1)
    ("spatula", "Spatula", "sword", 1, None, 0, 0, None, 0, _H),
    ("matchbox", "Box of Matches", "fire", 1, None, 0, 0, None, 0, _H),
    ("watering_can", "Watering Can", "water", 1, None, 0, 0, None, 0, _H),
    ("kitchen_broom", "Broom", "broom", 1, None, 0, 0, None, 0, _H),
    ("false_teeth", "False Teeth", "tooth", 1, None, 0, 0, None, 0, _H),
    ("the_net", "The Net", "web", 1, None, 0, 0, None, 0, _H),
    ("bike_helmet", "Bike Helmet", "horn", 1, None, 0, 0, None, 0, _H),
    ("baseball_bat", "Baseball Bat", "club", 1, None, 0, 0, None, 0, _H),
    ("toothbrush", "Toothbrush", "wand", 1, None, 0, 0, None, 0, _H),
    # dog and peaceful dragon (§12.2, §12.3)
    ("dog", "Dog", None, 0, "dig_gem", 0, 0, None, 0, _D),
    ("peaceful_dragon", "Peaceful Dragon", None, 0, None, 0, 0, None, 0, _D),
    # creatures (§13.1)
    ("knight", "Knight", "sword", 1, None, 0, 1, "wand", 1, _C),
    ("baby_dragon", "Baby Dragon", "fire", 1, None, 0, 1, "sword", 1, _C),
    ("fen_fairy", "Fen Fairy", "water", 1, "plus_statue", 0, 0, "fire", 1, _C),
    ("witch", "Witch", "broom", 1, "magic_carpet", 0, 0, "water", 1, _C),
    ("rabbit_of_unusual_size", "Rabbit of Unusual Size", "tooth", 1, "statue_key", 0, 0, "broom", 1, _C),
    ("spiders", "Spiders", "web", 1, None, 0, 1, "tooth", 1, _C),
    ("billy_goat", "Billy Goat", "horn", 1, None, 0, 1, "web", 1, _C),
    ("troll", "Troll", "club", 1, None, 0, 1, "horn", 1, _C),
    ("enchantress", "Enchantress", "wand", 1, "summon_peaceful_dragon", 0, 0, "club", 1, _C),
    ("gryphon", "Gryphon", "sword", 2, None, 0, 2, "wand", 2, _C),
    ("dragon", "Dragon", "fire", 2, None, 0, 2, "sword", 2, _C),
    ("water_nymphs", "Water Nymphs", "water", 2, "plus_statue", 0, 0, "fire", 2, _C),
    ("warlocks_pet", "Warlock's Pet", "broom", 2, "magic_carpet", 0, 0, "water", 2, _C),
    ("vampire_bats", "Vampire Bats", "tooth", 2, "statue_key", 0, 0, "broom", 2, _C),
    ("giant_spider", "Giant Spider", "web", 2, None, 0, 2, "tooth", 2, _C),
    ("satyr", "Satyr", "horn", 2, None, 0, 2, "web", 2, _C),
    ("bear", "Bear", "club", 2, None, 0, 2, "horn", 2, _C),
    ("fairies", "Fairies", "wand", 2, "magic_carpet", 0, 0, "club", 2, _C),
    ("mischievous_raven", "Mischievous Raven", None, 0, None, 0, 0, None, 0, _R),
    # beasts (§14)
    ("beast_gryphon", "Gryphon (beast)", "sword", 2, "magic_carpet", 3, 0, None, 0, _B),
    ("beast_dragon", "Dragon (beast)", "fire", 2, "statue_key", 3, 0, None, 0, _B),
    ("beast_water_nymphs", "Water Nymphs (beast)", "water", 2, "plus_statue", 3, 0, None, 0, _B),
    ("beast_warlocks_pet", "Warlock's Pet (beast)", "broom", 2, "magic_carpet", 3, 0, None, 0, _B),
    ("beast_vampire_bats", "Vampire Bats (beast)", "tooth", 2, "statue_key", 3, 0, None, 0, _B),
    ("beast_giant_spider", "Giant Spider (beast)", "web", 2, "plus_statue", 3, 0, None, 0, _B),
    ("beast_satyr", "Satyr (beast)", "horn", 2, "plus_statue", 3, 0, None, 0, _B),
    ("beast_bear", "Bear (beast)", "club", 2, "statue_key", 3, 0, None, 0, _B),
    ("beast_fairies", "Fairies (beast)", "wand", 2, "magic_carpet", 3, 0, None, 0, _B),
    # artifacts (§15)
    ("bitter_brew", "Bitter Brew", None, 0, None, 2, 0, None, 0, _A),
    ("looking_glass", "Looking Glass", None, 0, None, 2, 0, None, 0, _A),
    ("rogues_purse", "Rogue's Purse", None, 0, None, 2, 0, None, 0, _A),
    ("wardrobe_of_changing", "Wardrobe of Changing", None, 0, None, 2, 0, None, 0, _A),
    ("bag_of_bulging", "Bag of Bulging", None, 0, None, 3, 0, None, 0, _A),
    ("bent_pentacle", "Bent Pentacle", None, 0, None, 3, 0, None, 0, _A),
    ("deck_of_misadventure", "Deck of Misadventure", None, 0, None, 3, 0, None, 0, _A),
    ("gnomish_portal", "Gnomish Portal", None, 0, None, 3, 0, None, 0, _A),
    ("smelly_alchemy", "Smelly Alchemy", None, 0, None, 3, 0, None, 0, _A),
    ("double_espresso", "Double Espresso", None, 0, None, 4, 0, None, 0, _A),
    ("new_fangled_pentangle", "New-Fangled Pentangle", None, 0, None, 4, 0, None, 0, _A),
)

KINDS = tuple(k[0] for k in _KINDS)
KIND = {k: i for i, k in enumerate(KINDS)}
KIND_NAME = tuple(k[1] for k in _KINDS)
KIND_SYM = tuple(SYM[k[2]] if k[2] else NO_SYM for k in _KINDS)
KIND_NSYM = tuple(k[3] for k in _KINDS)
KIND_ABILITY = tuple(ABILITIES.index(k[4]) if k[4] else NO_ABILITY for k in _KINDS)
KIND_COST = tuple(k[5] for k in _KINDS)
KIND_GEMS = tuple(k[6] for k in _KINDS)
KIND_WEAK = tuple(SYM[k[7]] if k[7] else NO_SYM for k in _KINDS)
KIND_NEED = tuple(k[8] for k in _KINDS)
KIND_GROUP = tuple(k[9] for k in _KINDS)
NUM_KINDS = len(KINDS)

HOUSEHOLD = tuple(i for i, g in enumerate(KIND_GROUP) if g == _H)
DOG = KIND["dog"]
PEACEFUL_DRAGON = KIND["peaceful_dragon"]
RAVEN = KIND["mischievous_raven"]
SINGLES = tuple(KIND[k] for k in ("knight", "baby_dragon", "fen_fairy", "witch",
                                   "rabbit_of_unusual_size", "spiders", "billy_goat",
                                   "troll", "enchantress"))
DOUBLES = tuple(KIND[k] for k in ("gryphon", "dragon", "water_nymphs", "warlocks_pet",
                                   "vampire_bats", "giant_spider", "satyr", "bear", "fairies"))
CREATURES = SINGLES + DOUBLES
BEASTS = tuple(i for i, g in enumerate(KIND_GROUP) if g == _B)
ARTIFACTS = tuple(i for i, g in enumerate(KIND_GROUP) if g == _A)
IS_ARTIFACT = tuple(g == _A for g in KIND_GROUP)
#: Kinds whose ability circle the simple rules ignore (§19): creatures and beasts.
ABILITY_IGNORED_IN_SIMPLE = tuple(g in (_C, _B) for g in KIND_GROUP)

(BITTER_BREW, LOOKING_GLASS, ROGUES_PURSE, WARDROBE_OF_CHANGING, BAG_OF_BULGING,
 BENT_PENTACLE, DECK_OF_MISADVENTURE, GNOMISH_PORTAL, SMELLY_ALCHEMY, DOUBLE_ESPRESSO,
 NEW_FANGLED_PENTANGLE) = ARTIFACTS

#: Artifacts that bring cards back into the hand; each works once a turn (DESIGNED HERE: two
#: of them fetching each other back could otherwise make a turn without end).
ONCE_A_TURN = (BAG_OF_BULGING, SMELLY_ALCHEMY)

# -- creature deck (§13.3, DESIGNED HERE) ----------------------------------------------
#: Arrow groups, top to bottom: (name, contents, smallest player count using it).
CREATURE_GROUPS = (
    ("up", SINGLES * 3 + (RAVEN,) * 2, 2),
    ("right", SINGLES + (RAVEN,), 3),
    ("left", DOUBLES + (RAVEN,), 4),
    ("down", DOUBLES * 3 + (RAVEN,) * 3, 2),
)
COPIES_PER_CREATURE = 4
NUM_RAVENS = 7
#: First fill: cards put back on top with the set-aside ravens (§4.3).
FIRST_FILL_TOP = 10

# -- beast and artifact supplies (§14, §15) ---------------------------------------------
BEAST_COPIES = 3
#: artifact -> (starting copies, supply copies)
ARTIFACT_COPIES = {
    BITTER_BREW: (2, 2), LOOKING_GLASS: (2, 2), ROGUES_PURSE: (2, 2),
    WARDROBE_OF_CHANGING: (2, 2), BAG_OF_BULGING: (0, 2), BENT_PENTACLE: (0, 2),
    DECK_OF_MISADVENTURE: (0, 2), GNOMISH_PORTAL: (0, 2), SMELLY_ALCHEMY: (0, 2),
    DOUBLE_ESPRESSO: (0, 1), NEW_FANGLED_PENTANGLE: (0, 2),
}
STARTING_ARTIFACTS = tuple(k for k in ARTIFACTS for _ in range(ARTIFACT_COPIES[k][0]))
ARTIFACT_SUPPLY = tuple(k for k in ARTIFACTS for _ in range(ARTIFACT_COPIES[k][1]))
BEAST_SUPPLY = tuple(k for k in BEASTS for _ in range(BEAST_COPIES))

# -- supplies and per-player equipment (§2.1, §4.2) ------------------------------------------
GEMS_TOTAL = 60
STARTING_GEMS = 3
PEACEFUL_DRAGONS_STARTING = 4
PEACEFUL_DRAGON_SUPPLY = 12
BONUS_TOKENS = 12
CARPETS = 3
CARPETS_SIMPLE = 4
RESHUFFLES = 3
DOGS = 4
HAND_SIZE = 5
MAX_PERSONAL_QUESTS = 3
MAX_TOKEN_CARDS = 5
COMMON_QUEST_SPACES = 2
STATUE_DRAW = 3
RELEASE_LIMIT = 3
RELEASE_COST = 1
TELEPORT_COST = 2
RAVEN_THRESHOLD = 4

# -- quests (§16): (id, name, region, ((symbol, count), ...), cups, gems) -----------------------
_QUESTS = (
    ('tickle_the_tetchy_toadstool_troupe', 'Tickle the Tetchy Toadstool Troupe', 'forest', (('sword', 2), ('tooth', 1)), 1, 1),
    ('fetch_the_fabled_feather_of_fernwick', 'Fetch the Fabled Feather of Fernwick', 'fields', (('fire', 2), ('web', 1)), 1, 1),
    ('soothe_the_sulking_sphinx_of_sallowcrag', 'Soothe the Sulking Sphinx of Sallowcrag', 'highlands', (('water', 2), ('horn', 1)), 1, 1),
    ('guide_the_giddy_gnomes_of_gallowknoll', 'Guide the Giddy Gnomes of Gallowknoll', 'hills', (('broom', 2), ('club', 1)), 1, 1),
    ('calm_the_cantankerous_cattails_of_crookmarsh', 'Calm the Cantankerous Cattails of Crookmarsh', 'swamp', (('tooth', 2), ('wand', 1)), 1, 1),
    ('wake_the_whimpering_walrus_of_winterwold', 'Wake the Whimpering Walrus of Winterwold', 'frozen_wastes', (('web', 2), ('sword', 1)), 1, 1),
    ('rescue_the_rattled_rooks_of_ravenwood', 'Rescue the Rattled Rooks of Ravenwood', 'forest', (('horn', 2), ('fire', 1)), 1, 1),
    ('bottle_the_blustery_breeze_of_bramblecombe', 'Bottle the Blustery Breeze of Bramblecombe', 'fields', (('club', 2), ('water', 1)), 1, 1),
    ('muzzle_the_mumbling_marmots_of_mistpeak', 'Muzzle the Mumbling Marmots of Mistpeak', 'highlands', (('wand', 2), ('broom', 1)), 1, 1),
    ('coax_the_quarrelsome_quail_of_quillcrag', 'Coax the Quarrelsome Quail of Quillcrag', 'highlands', (('sword', 2), ('web', 1)), 1, 2),
    ('hush_the_howling_hobgoblin_of_hollowhill', 'Hush the Howling Hobgoblin of Hollowhill', 'hills', (('fire', 2), ('horn', 1)), 1, 2),
    ('sweeten_the_sour_salamander_of_sogmire', 'Sweeten the Sour Salamander of Sogmire', 'swamp', (('water', 2), ('club', 1)), 1, 2),
    ('polish_the_pale_pearl_of_permafrost', 'Polish the Pale Pearl of Permafrost', 'frozen_wastes', (('broom', 2), ('wand', 1)), 1, 2),
    ('tame_the_tangled_thornbeast_of_thimblewood', 'Tame the Tangled Thornbeast of Thimblewood', 'forest', (('tooth', 2), ('sword', 1)), 1, 2),
    ('pluck_the_prickly_plums_of_pennywhistle', 'Pluck the Prickly Plums of Pennywhistle', 'fields', (('web', 2), ('fire', 1)), 1, 2),
    ('braid_the_bristly_beard_of_boulderby', 'Braid the Bristly Beard of Boulderby', 'highlands', (('horn', 2), ('water', 1)), 1, 2),
    ('lure_the_lost_lantern_lizard_of_lumpton', 'Lure the Lost Lantern-Lizard of Lumpton', 'hills', (('club', 2), ('broom', 1)), 1, 2),
    ('rouse_the_rusty_reed_piper_of_rushwater', 'Rouse the Rusty Reed-Piper of Rushwater', 'swamp', (('wand', 2), ('tooth', 1)), 1, 2),
    ('outwit_the_oily_ogre_of_oozemoor', 'Outwit the Oily Ogre of Oozemoor', 'swamp', (('sword', 2), ('broom', 2)), 2, 1),
    ('scare_the_snoring_snow_serpent_of_skellingfrost', 'Scare the Snoring Snow-Serpent of Skellingfrost', 'frozen_wastes', (('fire', 2), ('tooth', 2)), 2, 1),
    ('gather_the_glimmering_glowworms_of_glenhallow', 'Gather the Glimmering Glowworms of Glenhallow', 'forest', (('water', 2), ('web', 2)), 2, 1),
    ('mend_the_moaning_millwheel_of_meadowmere', 'Mend the Moaning Millwheel of Meadowmere', 'fields', (('broom', 2), ('horn', 2)), 2, 1),
    ('charm_the_churlish_chimney_imp_of_cragbury', 'Charm the Churlish Chimney-Imp of Cragbury', 'highlands', (('tooth', 2), ('club', 2)), 2, 1),
    ('snare_and_bewilder_the_hideous_hedgehog_of_hogarth', 'Snare and Bewilder the Hideous Hedgehog of Hogarth', 'hills', (('web', 2), ('wand', 2)), 2, 1),
    ('serenade_the_surly_sea_hag_of_slumberfen', 'Serenade the Surly Sea-Hag of Slumberfen', 'swamp', (('horn', 2), ('sword', 2)), 2, 1),
    ('free_the_frozen_fireflies_of_frostfang', 'Free the Frozen Fireflies of Frostfang', 'frozen_wastes', (('club', 2), ('fire', 2)), 2, 1),
    ('unravel_the_riddling_roots_of_rumbleoak', 'Unravel the Riddling Roots of Rumbleoak', 'forest', (('wand', 2), ('water', 2)), 2, 1),
    ('escort_the_elderly_elk_of_emberfield', 'Escort the Elderly Elk of Emberfield', 'fields', (('sword', 3), ('club', 2)), 2, 2),
    ('dazzle_the_dour_dwarf_queen_of_dunmarrow', 'Dazzle the Dour Dwarf-Queen of Dunmarrow', 'highlands', (('fire', 3), ('wand', 2)), 2, 2),
    ('kindle_the_cold_cauldron_of_kettlecombe', 'Kindle the Cold Cauldron of Kettlecombe', 'hills', (('water', 3), ('sword', 2)), 2, 2),
    ('befuddle_the_brooding_basilisk_of_blackbog', 'Befuddle the Brooding Basilisk of Blackbog', 'swamp', (('broom', 3), ('fire', 2)), 2, 2),
    ('thaw_the_thunderstruck_thane_of_thistlewaste', 'Thaw the Thunderstruck Thane of Thistlewaste', 'frozen_wastes', (('tooth', 3), ('water', 2)), 2, 2),
    ('chase_the_cackling_crows_of_crumblecopse', 'Chase the Cackling Crows of Crumblecopse', 'forest', (('web', 3), ('broom', 2)), 2, 2),
    ('pester_the_pompous_peacock_prince_of_poppyvale', 'Pester the Pompous Peacock-Prince of Poppyvale', 'fields', (('horn', 3), ('tooth', 2)), 2, 2),
    ('wrangle_the_wayward_wind_wolves_of_wuthercrag', 'Wrangle the Wayward Wind-Wolves of Wuthercrag', 'highlands', (('club', 3), ('web', 2)), 2, 2),
    ('mollify_the_mournful_manticore_of_mossbury', 'Mollify the Mournful Manticore of Mossbury', 'hills', (('wand', 3), ('horn', 2)), 2, 2),
    ('topple_the_tottering_tower_of_tumbledown', 'Topple the Tottering Tower of Tumbledown', 'hills', (('sword', 2), ('fire', 2), ('web', 2)), 3, 3),
    ('vanquish_the_venomous_vapours_of_vexmoor', 'Vanquish the Venomous Vapours of Vexmoor', 'swamp', (('fire', 2), ('water', 2), ('horn', 2)), 3, 3),
    ('silence_the_shrieking_shadow_shrew_of_shiverpeak', 'Silence the Shrieking Shadow-Shrew of Shiverpeak', 'frozen_wastes', (('water', 2), ('broom', 2), ('club', 2)), 3, 3),
    ('harvest_the_haunted_honeycomb_of_hazelhurst', 'Harvest the Haunted Honeycomb of Hazelhurst', 'forest', (('broom', 2), ('tooth', 2), ('wand', 2)), 3, 3),
    ('gild_the_grumbling_golem_of_grindlefield', 'Gild the Grumbling Golem of Grindlefield', 'fields', (('tooth', 2), ('web', 2), ('sword', 2)), 3, 3),
    ('reclaim_the_rumbling_ruby_of_rookhaven', 'Reclaim the Rumbling Ruby of Rookhaven', 'highlands', (('web', 2), ('horn', 2), ('fire', 2)), 3, 3),
    ('banish_the_boastful_bugbear_of_boggart_bend', 'Banish the Boastful Bugbear of Boggart Bend', 'hills', (('horn', 2), ('club', 2), ('water', 2)), 3, 3),
    ('crown_the_cranky_crocodile_king_of_croakmere', 'Crown the Cranky Crocodile-King of Croakmere', 'swamp', (('club', 2), ('wand', 2), ('broom', 2)), 3, 3),
    ('lull_the_lumbering_leviathan_of_lurchfrost', 'Lull the Lumbering Leviathan of Lurchfrost', 'frozen_wastes', (('wand', 2), ('sword', 2), ('tooth', 2)), 3, 3),
)
NUM_STARTING_QUESTS = 9
QUESTS = tuple(q[0] for q in _QUESTS)
QUEST = {q: i for i, q in enumerate(QUESTS)}
QUEST_NAME = tuple(q[1] for q in _QUESTS)
QUEST_REGION = tuple(REGIONS.index(q[2]) for q in _QUESTS)
#: Requirements as ((symbol index, count), ...).
QUEST_REQ = tuple(tuple((SYM[s], n) for s, n in q[3]) for q in _QUESTS)
QUEST_CUPS = tuple(q[4] for q in _QUESTS)
QUEST_GEMS = tuple(q[5] for q in _QUESTS)
STARTING_QUESTS = tuple(range(NUM_STARTING_QUESTS))
REGULAR_QUESTS = tuple(range(NUM_STARTING_QUESTS, len(QUESTS)))

# -- a game nobody can move forward (DESIGNED HERE) ----------------------------------------
#: The game ends, ranked as when the creature deck runs out (§11.2), after this many full
#: rounds in a row in which nobody subdued a creature, took a card from the creature deck or
#: completed a quest.  Each of these happens a bounded number of times (the creature deck and
#: the quests run out), so every game ends.
STALL_ROUNDS = 15

# -- quest goal (§17, DESIGNED HERE) ---------------------------------------------------------
QUEST_GOAL_CARDS = (7, 8, 10, 11)
#: players -> (short, standard, long)
GOAL_GUIDE = {2: (8, 10, 11), 3: (7, 8, 10), 4: (8, 10, 11)}

# -- phases ------------------------------------------------------------------------------------
#: What the game waits for: ``state.phase`` is always one of these.  Their order is the order of
#: the numbers saves have always written for them (``rules.to_dict`` keeps writing the number).
PHASES = ("pick_quest", "pick_artifact", "pick_region", "main", "adventure", "statue_offer",
          "release", "statue_key", "quest_payment", "token_excess", "target", "choose_card",
          "choose_path", "choose_seat", "exchange_give", "exchange_take", "end_of_turn", "over")
(PH_PICK_QUEST, PH_PICK_ART, PH_PICK_POS, PH_MAIN, PH_ADV, PH_OFFER, PH_RELEASE, PH_KEY,
 PH_QPAY, PH_TOKEN_EXCESS, PH_TARGET, PH_CHOOSE_CARD, PH_CHOOSE_PATH, PH_CHOOSE_SEAT,
 PH_EXCH_GIVE, PH_EXCH_TAKE, PH_END, PH_OVER) = PHASES
#: The starting picks, before the first turn.
SETUP_PHASES = frozenset((PH_PICK_QUEST, PH_PICK_ART, PH_PICK_POS))

# -- options -------------------------------------------------------------------------------------
TITLE = "Fantastiqa"
PITCH = "Subdue fabulous creatures with household items, recruit them and complete quests."
OPTIONS = (
    Option("quest_goal", "Quest goal (points to win)", None, (None,) + QUEST_GOAL_CARDS,
           "Usual: 10 with 2 or 4 players, 8 with 3; the short goal with simple rules.",
           value_labels=((None, "Usual"),)),
    Option("simple_rules", "Simple rules (first game)", False, (False, True),
           "For beginners and children: no artifacts, peaceful dragons or reshuffles, "
           "no card abilities, 4 carpets."),
    Option("teams", "Teams of two (4 players)", True, (False, True),
           "With 4 players, partners sit apart and add their scores; off: everyone for themselves."),
)
