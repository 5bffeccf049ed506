"""Builders for exact Fantastiqa situations in tests, written down as positions.

A test starts from a real game (``table()``, or ``Setup(state)`` for a game under way), writes
what it needs into the game's position (fantastiqa.position) with the helpers below, and builds
the game with ``Setup.state()``: the same checks a position file gets, so every card, quest,
gem and token of the box is still accounted for.

What the test does not say stays as the real game left it.  A card or quest the test puts
somewhere is taken from where the game keeps spares, and one it takes away goes back there
(``Setup.state`` says where); the supplies of gems, +1 tokens and peaceful dragons hold the
rest.  The piles and places the test writes are its own: they are neither taken from nor filled.
"""

from __future__ import annotations

import copy
from collections import Counter

from fantastiqa import data as D
from fantastiqa import rules
from fantastiqa.position import from_position, to_position
from fantastiqa.rules import FantastiqaState

#: A seat's card piles, by their names in a position.
SEAT_PILES = ("hand", "draw_pile", "discard_pile", "quest_token")


def ready(n: int = 2, seed: int = 1, **options) -> FantastiqaState:
    """A new game after the starting picks, at the first player's main phase."""
    s = rules.new_game(n, seed=seed, **options)
    while s.phase in rules.SETUP_PHASES:
        s.apply(s.legal_actions()[0])
    assert s.phase == rules.PH_MAIN
    return s


def table(n: int = 2, seed: int = 1, **options) -> "Setup":
    """``ready``'s game, to be written on."""
    return Setup(ready(n, seed, **options), seed)


def kinds(*names) -> list:
    return [D.KIND[x] for x in names]


def gem_total(s: FantastiqaState) -> int:
    return s.gem_supply + sum(s.gems) + sum(s.path_gems)


class Setup:
    """The position of ``game``, edited by a test, then built by ``state()``."""

    def __init__(self, game: FantastiqaState, seed: int = 1) -> None:
        self.game = game  # as it was before the test wrote on it
        self.seed = seed  # of the draws after the position
        self.spec = to_position(game)
        self.before = copy.deepcopy(self.spec)
        self.written: set = set()  # the places the test wrote (see ``cards_at``)

    @property
    def cur(self) -> int:
        return self.spec["turn_of"]

    def seat(self, p: int) -> dict:
        """Seat ``p``'s part of the position: gems, carpets, bonus_tokens and the like are
        written here directly (the supplies follow)."""
        return self.spec["seats"][p]

    def space_of(self, p: int) -> int:
        return D.POSITIONS.index(self.seat(p)["adventurer"])

    def statue_at(self, space: int) -> int:
        name = self.spec["board"][D.POSITIONS[space]]["statue"]
        return D.STATUES.index(name) if name else D.NO_STATUE

    def state(self) -> FantastiqaState:
        """The game the position describes, after accounting for every component:

        * a card the test asks for comes first from what it took away elsewhere, then from the
          seat's own draw and discard piles, the creature deck (bottom group first), the beast
          and artifact decks and discards, the peaceful-dragon supply or the box (artifacts,
          ravens), and last from the other seats' draw and discard piles;
        * a card it took away goes to its seat's draw pile (else the discard pile); a creature
          from the board or the deck to the bottom of the creature deck; a peaceful dragon to
          the supply; a raven leaves the game; the rest lie among the released cards;
        * a quest it asks for comes from the quest deck, discard or the starting quests, else
          from a common space or another seat (which gets a quest from the deck instead); a
          quest it took away goes back into the quest deck (a starting quest to the box).
        """
        spec = copy.deepcopy(self.spec)
        _account_cards(spec, self.before, self.written)
        _account_quests(spec, self.before, self.written)
        _fill_supplies(spec)
        return from_position(spec, seed=self.seed)


# -- writing a position ---------------------------------------------------------------------
def place(b: Setup, seat: int, region: str) -> int:
    """Put ``seat``'s adventurer on ``region``; returns the board space."""
    space = next(i for i, pos in enumerate(D.POSITIONS)
                 if b.spec["board"][pos]["region"] == region)
    stand(b, seat, space)
    return space


def stand(b: Setup, seat: int, space: int) -> None:
    """Put ``seat``'s adventurer on board space ``space`` (D.TL ... D.BR)."""
    b.seat(seat)["adventurer"] = D.POSITIONS[space]


def layout(b: Setup, regions_by_space: dict) -> None:
    """Arrange regions: {space index: region id}; the rest fill the free spaces in order."""
    rest = [r for r in D.REGIONS if r not in regions_by_space.values()]
    for sp, pos in enumerate(D.POSITIONS):
        b.spec["board"][pos]["region"] = regions_by_space[sp] if sp in regions_by_space \
            else rest.pop(0)


def set_statue(b: Setup, space: int, statue: int) -> None:
    """``statue`` on ``space``: it changes places with the statue there, so the board keeps
    two of each kind."""
    board = b.spec["board"]
    name = None if statue == D.NO_STATUE else D.STATUES[statue]
    here = board[D.POSITIONS[space]]
    other = next((board[pos] for pos in D.POSITIONS if board[pos]["statue"] == name), None)
    if other is not None and other is not here:
        other["statue"] = here["statue"]
    here["statue"] = name


def clear_paths(b: Setup) -> None:
    for path in D.PATH_NAMES:
        b.spec["paths"][path] = {"creature": None, "gems": 0}
    b.written.add(("paths",))


def set_path(b: Setup, path: str, creature: str | None, gems: int | None = None) -> None:
    """``creature`` (None: nobody) on ``path`` with ``gems`` (by default the creature's own)."""
    g = (D.KIND_GEMS[D.KIND[creature]] if creature else 0) if gems is None else gems
    b.spec["paths"][path] = {"creature": creature, "gems": g}
    b.written.add(("paths",))


def set_hand(b: Setup, seat: int, *names) -> None:
    set_pile(b, seat, "hand", *names)


def set_pile(b: Setup, seat: int, pile: str, *names) -> None:
    """Seat ``seat``'s ``pile`` (one of SEAT_PILES) holds exactly ``names``, in that order."""
    assert pile in SEAT_PILES, pile
    b.seat(seat)[pile] = list(names)
    b.written.add(("seat", seat, pile))


def set_personal_quests(b: Setup, seat: int, *quests) -> None:
    """The seat's personal quests: each a quest id, or (quest id, [committed card names])."""
    entries = [(q, []) if isinstance(q, str) else q for q in quests]
    b.seat(seat)["personal_quests"] = [{"quest": q, "committed": list(c)} for q, c in entries]
    b.written.update({("committed", seat), ("personal", seat)})


def set_completed(b: Setup, seat: int, *quests) -> None:
    b.seat(seat)["completed"] = list(quests)
    b.written.add(("completed", seat))


def set_common(b: Setup, space: int, quest: str | None, bonus_token: bool = False) -> None:
    b.spec["common_quests"][space] = {"quest": quest, "bonus_token": bonus_token}
    b.written.add(("common",))


def set_creature_deck(b: Setup, *groups) -> None:
    """The creature deck holds exactly ``groups`` (lists of names, drawn first group first)."""
    b.spec["creature_deck"] = {"groups": [list(g) for g in groups], "ravens_on_top": 0,
                               "others_on_top": 0}
    b.written.add(("deck",))


def seed_adventure() -> Setup:
    """The seed's adventure example (§6.5), before its first step: in the hills with a
    spatula, a satyr, a gryphon, a witch and an enchantress; the dragon on P1, the billy
    goat on P2, the rabbit on P3 and the knight on P4, one after the other."""
    b = table(2)
    p = b.cur
    layout(b, {0: "hills", 4: "fields"})
    clear_paths(b)
    set_path(b, "P1", "dragon", 2)
    set_path(b, "P2", "billy_goat", 1)
    set_path(b, "P3", "rabbit_of_unusual_size", 0)
    set_path(b, "P4", "knight", 1)
    place(b, p, "hills")
    place(b, 1 - p, "swamp")
    set_hand(b, p, "spatula", "satyr", "gryphon", "witch", "enchantress")
    return b


# -- accounting for components ----------------------------------------------------------------
def cards_at(spec: dict, place: tuple) -> list:
    """The cards at a place the test may write: ("seat", p, pile), ("committed", p),
    ("paths",) or ("deck",)."""
    what = place[0]
    if what == "seat":
        return spec["seats"][place[1]][place[2]]
    if what == "committed":
        return [k for q in spec["seats"][place[1]]["personal_quests"] for k in q["committed"]]
    if what == "paths":
        return [x["creature"] for x in spec["paths"].values() if x["creature"]]
    if what == "deck":
        deck = spec["creature_deck"]
        return [k for g in deck["groups"] for k in g] + ["mischievous_raven"] * deck[
            "ravens_on_top"]
    return []


def _account_cards(spec: dict, before: dict, written: set) -> None:
    asked, freed = [], []
    for place in sorted(written, key=str):
        if place[0] not in ("seat", "committed", "paths", "deck"):
            continue
        seat = place[1] if place[0] in ("seat", "committed") else None
        now, was = Counter(cards_at(spec, place)), Counter(cards_at(before, place))
        asked += [(seat, k) for k in (now - was).elements()]
        freed += [(seat, k) for k in (was - now).elements()]
    loose = Counter(k for _, k in freed)
    for seat, k in asked:
        if loose[k]:
            loose[k] -= 1
        else:
            _take_card(spec, written, seat, k)
    for seat, k in freed:
        if loose[k]:
            loose[k] -= 1
            _put_card(spec, written, seat, k)
    deck = spec["creature_deck"]
    deck["others_on_top"] = min(deck["others_on_top"], sum(map(len, deck["groups"])))


def _own_piles(spec: dict, written: set, seat) -> list:
    if seat is None:
        return []
    return [spec["seats"][seat][pile] for pile in ("draw_pile", "discard_pile")
            if ("seat", seat, pile) not in written]


def _take_card(spec: dict, written: set, seat, k: str) -> None:
    piles = _own_piles(spec, written, seat)
    if ("deck",) not in written:
        piles += reversed(spec["creature_deck"]["groups"])
    piles += [spec[part][pile] for part in ("beasts", "artifacts") for pile in ("deck", "discard")]
    for pile in piles:
        if k in pile:
            del pile[len(pile) - 1 - pile[::-1].index(k)]  # the last copy: a deck group's bottom
            return
    if k == "peaceful_dragon" and spec["supply"]["peaceful_dragons"] > 0:
        spec["supply"]["peaceful_dragons"] -= 1
        return
    if D.IS_ARTIFACT[D.KIND[k]] or k == "mischievous_raven":
        return  # from the box: the position's checks say whether the game has that many
    for other in range(len(spec["seats"])):
        for pile in _own_piles(spec, written, other) if other != seat else ():
            if k in pile:
                pile.remove(k)
                return
    raise ValueError(f"The game has no spare {k} for the test to use.")


def _put_card(spec: dict, written: set, seat, k: str) -> None:
    if k == "peaceful_dragon":
        spec["supply"]["peaceful_dragons"] += 1
        return
    if k == "mischievous_raven":
        return
    piles = _own_piles(spec, written, seat)
    if piles:
        piles[0].append(k)
    elif D.KIND[k] in D.CREATURES and ("deck",) not in written:
        spec["creature_deck"]["groups"][-1].append(k)
    else:
        spec["released"].append(k)


def quests_at(spec: dict, place: tuple) -> list:
    """The quests at a place the test may write: ("personal", p), ("completed", p) or
    ("common",)."""
    if place[0] == "personal":
        return [q["quest"] for q in spec["seats"][place[1]]["personal_quests"]]
    if place[0] == "completed":
        return list(spec["seats"][place[1]]["completed"])
    if place[0] == "common":
        return [c["quest"] for c in spec["common_quests"] if c["quest"]]
    return []


def _account_quests(spec: dict, before: dict, written: set) -> None:
    asked, freed = Counter(), Counter()
    for place in written:
        now, was = Counter(quests_at(spec, place)), Counter(quests_at(before, place))
        asked += now - was
        freed += was - now
    asked, freed = asked - freed, freed - asked
    spare = [spec["quests"]["deck"], spec["quests"]["discard"], spec["setup"]["starting_quests"]]
    elsewhere = []
    for q in asked.elements():
        pile = next((p for p in spare if q in p), None)
        if pile is not None:
            pile.remove(q)
        else:
            elsewhere.append(q)
    for q in elsewhere:  # held by a place the test did not write: it gets another quest
        if not _swap_out(spec, written, q) and D.QUEST[q] not in D.STARTING_QUESTS:
            raise ValueError(f"The game has no spare quest {q} for the test to use.")
    for q in freed.elements():
        if D.QUEST[q] not in D.STARTING_QUESTS:
            spec["quests"]["deck"].append(q)


def _swap_out(spec: dict, written: set, q: str) -> bool:
    """Replace ``q`` where the test did not write by a quest from the deck; False if absent."""
    entries = [] if ("common",) in written else spec["common_quests"]
    for p, seat in enumerate(spec["seats"]):
        if ("personal", p) not in written:
            entries = entries + seat["personal_quests"]
    for e in entries:
        if e["quest"] == q:
            e["quest"] = spec["quests"]["deck"].pop()
            return True
    for p, seat in enumerate(spec["seats"]):
        if ("completed", p) not in written and q in seat["completed"]:
            seat["completed"][seat["completed"].index(q)] = spec["quests"]["deck"].pop()
            return True
    return False


def _fill_supplies(spec: dict) -> None:
    """Gems and +1 tokens nobody holds lie in their supplies."""
    seats, supply = spec["seats"], spec["supply"]
    supply["gems"] = (D.GEMS_TOTAL - sum(x["gems"] for x in seats)
                      - sum(x["gems"] for x in spec["paths"].values())
                      - spec["turn"]["adventure_gems"])
    supply["bonus_tokens"] = (D.BONUS_TOKENS - sum(x["bonus_tokens"] for x in seats)
                              - sum(c["bonus_token"] for c in spec["common_quests"]))
