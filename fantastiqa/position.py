"""A Fantastiqa position as readable, JSON-safe data, and back.

``to_position`` writes a game as a person would describe it: cards, quests, regions, statues and
phases by their ids ("spatula", "forest", "quest_chest", "main"), board spaces by position
("top_left") and paths by name ("P1").  ``from_position`` builds the game back, after checking
the names, the phase and that every component is accounted for; what is wrong is said in a
sentence (ValueError).  For tests, puzzles and bug reports.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Mapping

from . import data as D
from . import rules as R

# -- names ------------------------------------------------------------------------------
_SPACE = {p: i for i, p in enumerate(D.POSITIONS)}
_PATH = {p: i for i, p in enumerate(D.PATH_NAMES)}
_PHASE = {p: p for p in R.PHASES}
_STATUE = {p: i for i, p in enumerate(D.STATUES)}
_REGION = {r: i for i, r in enumerate(D.REGIONS)}


def _cards(kinds) -> list:
    return [D.KINDS[k] for k in kinds]


def _quests(qs) -> list:
    return [D.QUESTS[q] for q in qs]


def _name_or_none(names, i: int):
    return names[i] if i >= 0 else None


# -- writing ----------------------------------------------------------------------------
def to_position(s: R.FantastiqaState) -> dict:
    """The whole game ``s`` as readable, JSON-safe data (a seat's view hides cards: refused)."""
    if s.pools is not None:
        raise ValueError("A seat's view hides cards: write the position of the whole game.")
    return {
        "players": s.n,
        "options": {"quest_goal": s.goal, "simple_rules": s.simple, "teams": s.teams},
        "first_player": s.first,
        "turn_of": s.cur,
        "phase": s.phase,
        "board": {
            D.POSITIONS[sp]: {"region": D.REGIONS[s.region_at[sp]],
                              "statue": _name_or_none(D.STATUES, s.statue_at[sp])}
            for sp in range(6)},
        "paths": {D.PATH_NAMES[i]: {"creature": _name_or_none(D.KINDS, s.paths[i]),
                                    "gems": s.path_gems[i]} for i in range(7)},
        "creature_deck": {"groups": [_cards(g) for g in s.creature_groups],
                          "ravens_on_top": s.top_r, "others_on_top": s.top_u},
        "common_quests": [{"quest": _name_or_none(D.QUESTS, q), "bonus_token": bool(b)}
                          for q, b in zip(s.common, s.common_bonus)],
        "supply": {"gems": s.gem_supply, "peaceful_dragons": s.dragon_supply,
                   "bonus_tokens": s.bonus_supply},
        "artifacts": {"deck": _cards(s.art_deck), "discard": _cards(s.art_disc)},
        "beasts": {"deck": _cards(s.beast_deck), "discard": _cards(s.beast_disc)},
        "quests": {"deck": _quests(s.quest_deck), "discard": _quests(s.quest_disc)},
        "released": _cards(s.released),
        "seats": [_seat(s, p) for p in range(s.n)],
        "setup": {"pick_order": list(s.pick_order), "starting_quests": _quests(s.start_quests),
                  "starting_artifacts": _cards(s.start_arts)},
        "turn": _turn(s),
        "winners": None if s.winners_ is None else list(s.winners_),
    }


def _seat(s, p: int) -> dict:
    return {
        "adventurer": _name_or_none(D.POSITIONS, s.pos[p]),
        "gems": s.gems[p], "carpets": s.carpets[p], "reshuffles": s.reshuffles[p],
        "bonus_tokens": s.bonus[p],
        "hand": _cards(s.hand[p]), "draw_pile": _cards(s.draw[p]),
        "discard_pile": _cards(s.disc[p]), "quest_token": _cards(s.token[p]),
        "personal_quests": [{"quest": D.QUESTS[q], "committed": _cards(c)}
                            for q, c in zip(s.pq[p], s.quest_cards[p])],
        "completed": _quests(s.done[p]),
    }


def _turn(s) -> dict:
    """This turn's flags and the decision in progress, in the terms of its phase."""
    ph = s.phase
    out: dict[str, Any] = {
        "actions_left": s.actions_left, "quest_completed": bool(s.quest_done),
        "entered": [D.POSITIONS[sp] for sp in range(6) if s.entered >> sp & 1],
        "looking_glass": "used" if s.glass == -2 else _name_or_none(D.KINDS, s.glass),
        "plus_statue": s.plus_s, "exchanged": bool(s.exchanged), "adventure_gems": s.adv_gems,
        "key_visit": bool(s.key_mode), "dumped": bool(s.dumped),
        "moved_forward": bool(s.moved_on), "quiet_turns": s.quiet_turns,
        "played_once": [D.KINDS[k] for k in D.ONCE_A_TURN if s.played_once_this_turn(k)],
        "exchange_offer": _cards(s.exch),
    }
    if s.offer_kind >= 0:
        drawn = _quests(s.offer) if s.offer_kind == D.QUEST_CHEST else _cards(s.offer)
        out["statue_offer"] = {"statue": D.STATUES[s.offer_kind], "cards": drawn,
                               "taken": s.taken}
    if s.rel_limit:
        out["release"] = {"released": s.rel_count, "limit": s.rel_limit}
    if ph == R.PH_QPAY:
        out["quest_payment"] = {"quest": D.QUESTS[s.pend_kind], "common": s.pend_arg == 1,
                                "still_needs": {D.SYMBOLS[i]: n for i, n in enumerate(s.qneed)
                                                if n}}
    elif s.pend_kind >= 0:
        out["card_in_play"] = D.KINDS[s.pend_kind]
        if ph == R.PH_TARGET and s.pend_arg >= 0:
            out["giving"] = D.KINDS[s.pend_arg]
        elif ph == R.PH_CHOOSE_PATH and s.pend_arg >= 0:
            out["first_path"] = D.PATH_NAMES[s.pend_arg]
        elif ph == R.PH_CHOOSE_SEAT and s.pend_arg >= 0:
            out["first_seat"] = s.pend_arg
    if ph == R.PH_EXCH_TAKE:
        out["handed_back"] = max(0, s.pend_arg)
    return out


# -- reading ----------------------------------------------------------------------------
def from_position(spec: Mapping, seed: int | None = None, **options) -> R.FantastiqaState:
    """The game ``spec`` (as ``to_position`` writes it) describes; ``options`` (quest_goal,
    simple_rules, teams) override the spec's; ``seed`` starts its random-number generator.

    Raises ValueError with a sentence naming what is wrong.
    """
    try:
        return _Reader(spec, seed, options).state
    except (KeyError, TypeError, AttributeError, IndexError) as e:
        raise ValueError(f"The position is incomplete or malformed ({type(e).__name__}: {e}).") \
            from None


class _Reader:
    def __init__(self, spec: Mapping, seed, options: Mapping) -> None:
        self.spec = spec
        self.n = n = spec["players"]
        if n not in (2, 3, 4):
            raise ValueError(f"Fantastiqa takes 2 to 4 players, not {n!r}.")
        opts = {**spec["options"], **options}
        s = R.FantastiqaState.__new__(R.FantastiqaState)
        s.rng = random.Random(seed)
        s.rng_shared = False
        s._legal = None
        s.pools = s.qpool = None
        s.n = n
        s.simple = self.flag(opts, "simple_rules")
        s.teams = self.flag(opts, "teams") and n == 4
        s.goal = opts["quest_goal"]
        if s.goal is None:  # as new_game: the guide of §17
            s.goal = D.GOAL_GUIDE[n][0 if s.simple else 1]
        if s.goal not in D.QUEST_GOAL_CARDS:
            raise ValueError(f"The quest goal must be one of {D.QUEST_GOAL_CARDS}, not {s.goal!r}.")
        s.first = self.seat(spec["first_player"], "first player")
        s.cur = self.seat(spec["turn_of"], "player whose turn it is")
        s.phase = self.name(_PHASE, spec["phase"], "phase")
        self.state = s
        self.board()
        self.piles()
        self.seats()
        self.turn()
        w = spec["winners"]
        s.winners_ = None if w is None else [self.seat(x, "winner") for x in w]
        if s.winners_ is not None and s.phase != R.PH_OVER:
            raise ValueError("Only a finished game has winners.")
        _check_setup(s)
        _check_totals(s)

    # small readers ------------------------------------------------------------------
    @staticmethod
    def flag(opts, name: str) -> bool:
        v = opts[name]
        if v not in (False, True):
            raise ValueError(f"Option {name} must be true or false, not {v!r}.")
        return bool(v)

    def seat(self, v, what: str) -> int:
        if type(v) is not int or not 0 <= v < self.n:
            raise ValueError(f"The {what} must be a seat from 0 to {self.n - 1}, not {v!r}.")
        return v

    @staticmethod
    def name(table: Mapping, v, what: str) -> int:
        if not isinstance(v, str) or v not in table:
            raise ValueError(f"There is no {what} {v!r} in Fantastiqa.")
        return table[v]

    def card(self, v) -> int:
        return self.name(D.KIND, v, "card")

    def cards(self, vs) -> list:
        return [self.card(v) for v in vs]

    def quest(self, v) -> int:
        return self.name(D.QUEST, v, "quest")

    def quests(self, vs) -> list:
        return [self.quest(v) for v in vs]

    def maybe(self, reader, v) -> int:
        return -1 if v is None else reader(v)

    def count(self, v, what: str) -> int:
        if type(v) is not int or v < 0:
            raise ValueError(f"The {what} must be a whole number of at least 0, not {v!r}.")
        return v

    # parts --------------------------------------------------------------------------
    def board(self) -> None:
        s, spec = self.state, self.spec
        board = spec["board"]
        if sorted(board) != sorted(D.POSITIONS):
            raise ValueError(f"The board names the six spaces {', '.join(D.POSITIONS)}.")
        s.region_at = [self.name(_REGION, board[p]["region"], "region") for p in D.POSITIONS]
        if sorted(s.region_at) != list(range(6)):
            raise ValueError("Each of the six regions must lie on exactly one space.")
        s.statue_at = [self.maybe(lambda v: self.name(_STATUE, v, "statue"), board[p]["statue"])
                       for p in D.POSITIONS]
        _check_statues(s)
        paths = spec["paths"]
        if sorted(paths) != list(D.PATH_NAMES):
            raise ValueError(f"The board names the seven paths {', '.join(D.PATH_NAMES)}.")
        s.paths = [self.maybe(self.card, paths[p]["creature"]) for p in D.PATH_NAMES]
        if any(k >= 0 and k not in D.CREATURES for k in s.paths):
            raise ValueError("Only creatures stand on the paths.")
        s.path_gems = [self.count(paths[p]["gems"], f"gems on {p}") for p in D.PATH_NAMES]
        deck = spec["creature_deck"]
        s.creature_groups = [self.cards(g) for g in deck["groups"]]
        s.top_r = self.count(deck["ravens_on_top"], "ravens on top of the creature deck")
        s.top_u = self.count(deck["others_on_top"], "other cards on top of the creature deck")
        common = spec["common_quests"]
        if len(common) != D.COMMON_QUEST_SPACES:
            raise ValueError(f"There are {D.COMMON_QUEST_SPACES} common-quest spaces.")
        s.common = [self.maybe(self.quest, c["quest"]) for c in common]
        s.common_bonus = [int(self.flag(c, "bonus_token")) for c in common]

    def piles(self) -> None:
        s, spec = self.state, self.spec
        supply = spec["supply"]
        s.gem_supply = self.count(supply["gems"], "gem supply")
        s.dragon_supply = self.count(supply["peaceful_dragons"], "peaceful dragon supply")
        s.bonus_supply = self.count(supply["bonus_tokens"], "bonus token supply")
        s.art_deck = self.cards(spec["artifacts"]["deck"])
        s.art_disc = self.cards(spec["artifacts"]["discard"])
        s.beast_deck = self.cards(spec["beasts"]["deck"])
        s.beast_disc = self.cards(spec["beasts"]["discard"])
        s.quest_deck = self.quests(spec["quests"]["deck"])
        s.quest_disc = self.quests(spec["quests"]["discard"])
        s.released = self.cards(spec["released"])
        setup = spec["setup"]
        s.pick_order = [self.seat(x, "picking seat") for x in setup["pick_order"]]
        s.start_quests = self.quests(setup["starting_quests"])
        s.start_arts = self.cards(setup["starting_artifacts"])

    def seats(self) -> None:
        s = self.state
        seats = self.spec["seats"]
        if len(seats) != s.n:
            raise ValueError(f"The position describes {len(seats)} seats for {s.n} players.")
        s.pos = [self.maybe(lambda v: self.name(_SPACE, v, "board space"), x["adventurer"])
                 for x in seats]
        for f, key in (("gems", "gems"), ("carpets", "carpets"), ("reshuffles", "reshuffles"),
                       ("bonus", "bonus_tokens")):
            setattr(s, f, [self.count(x[key], key.replace("_", " ")) for x in seats])
        for f, key in (("hand", "hand"), ("draw", "draw_pile"), ("disc", "discard_pile"),
                       ("token", "quest_token")):
            setattr(s, f, [self.cards(x[key]) for x in seats])
        s.pq = [[self.quest(q["quest"]) for q in x["personal_quests"]] for x in seats]
        s.quest_cards = [[self.cards(q["committed"]) for q in x["personal_quests"]] for x in seats]
        s.done = [self.quests(x["completed"]) for x in seats]

    def turn(self) -> None:
        s, t = self.state, self.spec["turn"]
        s.actions_left = self.count(t["actions_left"], "actions left")
        s.quest_done = int(self.flag(t, "quest_completed"))
        s.entered = sum(1 << self.name(_SPACE, p, "board space") for p in set(t["entered"]))
        glass = t["looking_glass"]
        s.glass = -2 if glass == "used" else self.maybe(self.card, glass)
        s.plus_s = self.count(t["plus_statue"], "+S count")
        s.exchanged = int(self.flag(t, "exchanged"))
        s.adv_gems = self.count(t["adventure_gems"], "adventure gems")
        s.key_mode = int(self.flag(t, "key_visit"))
        s.dumped = int(self.flag(t, "dumped"))
        s.moved_on = int(self.flag(t, "moved_forward"))
        s.quiet_turns = self.count(t["quiet_turns"], "quiet turns")
        once = self.cards(t["played_once"])
        if not set(once) <= set(D.ONCE_A_TURN):
            raise ValueError("Only Bag of Bulging and Smelly Alchemy are marked as played once.")
        s.once_played = sum(1 << k for k in set(once))
        s.exch = self.cards(t["exchange_offer"])
        offer = t.get("statue_offer")
        s.offer_kind, s.offer, s.taken = -1, [], 0
        if offer is not None:
            s.offer_kind = self.name(_STATUE, offer["statue"], "statue")
            read = self.quests if s.offer_kind == D.QUEST_CHEST else self.cards
            s.offer = read(offer["cards"])
            s.taken = self.count(offer["taken"], "cards taken")
        release = t.get("release")
        s.rel_count = s.rel_limit = 0
        if release is not None:
            s.rel_count = self.count(release["released"], "cards released")
            s.rel_limit = self.count(release["limit"], "release limit")
        s.pend_kind, s.pend_arg, s.qneed = -1, -1, []
        pay = t.get("quest_payment")
        if pay is not None:
            s.pend_kind = self.quest(pay["quest"])
            s.pend_arg = int(self.flag(pay, "common"))
            s.qneed = [0] * len(D.SYMBOLS)
            for sym, n in pay["still_needs"].items():
                s.qneed[self.name(D.SYM, sym, "symbol")] = self.count(n, "symbols still needed")
        elif "card_in_play" in t:
            s.pend_kind = self.card(t["card_in_play"])
            if "giving" in t:
                s.pend_arg = self.card(t["giving"])
            elif "first_path" in t:
                s.pend_arg = self.name(_PATH, t["first_path"], "path")
            elif "first_seat" in t:
                s.pend_arg = self.seat(t["first_seat"], "first seat chosen")
        if "handed_back" in t:
            s.pend_arg = self.count(t["handed_back"], "cards handed back") or -1
        if (pay is not None) != (s.phase == R.PH_QPAY):
            raise ValueError("A quest payment is described exactly when the phase is "
                             "quest_payment.")
        if (offer is not None) != (s.phase == R.PH_OFFER):
            raise ValueError("Drawn statue cards are described exactly when the phase is "
                             "statue_offer.")


# -- component totals -------------------------------------------------------------------------
def _places(s) -> Counter:
    """Every card kind, counted wherever it lies."""
    c = Counter(s.released)
    for pile in (s.art_deck, s.art_disc, s.beast_deck, s.beast_disc, s.exch, s.start_arts):
        c.update(pile)
    if s.offer_kind in (D.ARTIFACT_TOWER, D.BEAST_BAZAAR):
        c.update(s.offer)
    c.update(k for k in s.paths if k >= 0)
    if s.phase != R.PH_QPAY and s.pend_kind >= 0:  # a card in play, between hand and discard
        c[s.pend_kind] += 1
        if s.phase == R.PH_TARGET and s.pend_arg >= 0:  # and the card Bitter Brew gives
            c[s.pend_arg] += 1
    for g in s.creature_groups:
        c.update(g)
    c[D.RAVEN] += s.top_r
    for p in range(s.n):
        for pile in (s.hand[p], s.draw[p], s.disc[p], s.token[p], *s.quest_cards[p]):
            c.update(pile)
    return c


def _expected(s) -> dict:
    """Each kind's count: exact, or (at least, at most) where the box may hold some."""
    n = s.n
    deck = Counter(k for _, cards, minp in D.CREATURE_GROUPS if n >= minp for k in cards)
    out: dict[int, Any] = {k: deck[k] for k in D.CREATURES}
    out[D.RAVEN] = (0, deck[D.RAVEN])  # a resolved raven leaves the game
    setup_done = s.phase not in R.SETUP_PHASES
    for k in D.HOUSEHOLD + (D.DOG,):
        out[k] = n if setup_done else 0
    out[D.PEACEFUL_DRAGON] = 0 if s.simple else (
        D.PEACEFUL_DRAGON_SUPPLY - s.dragon_supply + (n if setup_done else 0))
    for k in D.BEASTS:
        out[k] = D.BEAST_COPIES
    for k in D.ARTIFACTS:
        start, supply = D.ARTIFACT_COPIES[k]
        out[k] = 0 if s.simple else (supply, supply + start)
    return out


def _check_setup(s) -> None:
    """The picks of the setup (§4): the seats still to pick, in order, are those without an
    adventurer on the board; once the picks are over every adventurer stands on a region."""
    order = s.pick_order
    if len(set(order)) != len(order):
        raise ValueError("The picking order names a seat twice.")
    if bool(order) != (s.phase in R.SETUP_PHASES):
        raise ValueError("The picking order lists the seats still to pick during the setup "
                         "picks, and is empty after them.")
    for p in range(s.n):
        if (s.pos[p] < 0) != (p in order):
            where = "has no adventurer on the board" if s.pos[p] < 0 else "has its adventurer out"
            raise ValueError(f"Seat {p} {where}: adventurers are placed by the setup picks, "
                             "and every seat still to pick is in the picking order.")


def _check_statues(s) -> None:
    """Two statues of each kind (§2.1); the simple rules leave out the artifact towers and
    stand the other four on the corners (§17)."""
    have = Counter(s.statue_at)
    for st, name in enumerate(D.STATUE_NAMES):
        want = 0 if s.simple and st == D.ARTIFACT_TOWER else 2
        if have[st] != want:
            raise ValueError(f"The board holds {have[st]} {name} statues; this game has {want}.")
    if s.simple and any(s.statue_at[sp] >= 0 for sp in range(6) if sp not in D.CORNERS):
        raise ValueError("The simple rules leave the two middle regions without statues.")


def _check_starting_artifacts(s, have: Counter) -> None:
    """The starting artifacts beyond the supply's copies: all of them during the picks, then
    the one each player picked (the rest went back to the box)."""
    if s.simple:
        return
    extra = sum(have[k] - D.ARTIFACT_COPIES[k][1] for k in D.ARTIFACTS)
    want = len(D.STARTING_ARTIFACTS) if s.phase in R.SETUP_PHASES else s.n
    if extra != want:
        raise ValueError(f"The position holds {extra} starting artifacts beyond the supply's "
                         f"copies; this game has {want} (one each once the picks are over).")


def _check_totals(s) -> None:
    have = _places(s)
    for k, want in _expected(s).items():
        lo, hi = want if isinstance(want, tuple) else (want, want)
        if not lo <= have[k] <= hi:
            said = str(lo) if lo == hi else f"{lo} to {hi}"
            raise ValueError(f"The position holds {have[k]} {D.KIND_NAME[k]} cards; this game "
                             f"has {said}.")
    _check_starting_artifacts(s, have)
    ravens = sum(g.count(D.RAVEN) for g in s.creature_groups) + s.top_r
    if have[D.RAVEN] != ravens:
        raise ValueError("Ravens lie only in the creature deck: a drawn raven leaves the game.")
    quests = Counter(s.quest_deck + s.quest_disc + s.start_quests
                     + [q for q in s.common if q >= 0])
    if s.offer_kind == D.QUEST_CHEST:
        quests.update(s.offer)
    for p in range(s.n):
        quests.update(s.pq[p] + s.done[p])
    for q in range(len(D.QUESTS)):
        lo = 0 if q in D.STARTING_QUESTS else 1  # unpicked starting quests go back to the box
        if not lo <= quests[q] <= 1:
            raise ValueError(f"The quest {D.QUEST_NAME[q]} appears {quests[q]} times; "
                             f"it must appear {'at most' if lo == 0 else 'exactly'} once.")
    gems = s.gem_supply + sum(s.gems) + sum(s.path_gems) + s.adv_gems
    if gems != D.GEMS_TOTAL:
        raise ValueError(f"The position holds {gems} gems; the game has {D.GEMS_TOTAL}.")
    bonus = s.bonus_supply + sum(s.bonus) + sum(s.common_bonus)
    if bonus != D.BONUS_TOKENS:
        raise ValueError(f"The position holds {bonus} +1 bonus tokens; the game has "
                         f"{D.BONUS_TOKENS}.")
    carpets, reshuffles = (D.CARPETS_SIMPLE, 0) if s.simple else (D.CARPETS, D.RESHUFFLES)
    for p in range(s.n):
        if s.carpets[p] > carpets or s.reshuffles[p] > reshuffles:
            raise ValueError(f"Seat {p} has {s.carpets[p]} magic carpets and {s.reshuffles[p]} "
                             f"reshuffles; a player has at most {carpets} and {reshuffles}.")
        if len(s.pq[p]) > D.MAX_PERSONAL_QUESTS:
            raise ValueError(f"Seat {p} holds {len(s.pq[p])} personal quests; at most "
                             f"{D.MAX_PERSONAL_QUESTS} are allowed.")
        if len(s.token[p]) > D.MAX_TOKEN_CARDS and s.phase != R.PH_TOKEN_EXCESS:
            raise ValueError(f"Seat {p} has {len(s.token[p])} cards under the quest token; at "
                             f"most {D.MAX_TOKEN_CARDS} may stay there.")
