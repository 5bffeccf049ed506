"""Guildhall positions written down, as chess has FEN (readable, JSON-safe).

``to_position(state)`` names cards by kind (``farmer_red``), VP cards by id
(``vp4_draw_five``), professions by name, seats by player number (1 = the first
seat) and the pending decision in words.  Piles are listed bottom first, so the
last card of ``deck`` and ``discard`` is the top one.  ``from_position(spec)``
builds the state back and refuses, with a ``ValueError`` naming what is wrong, a
spec that cannot be a position of the game.  A spec written by hand may leave out
``deck`` (every profession card not placed elsewhere, in an order drawn from the
seed), ``vp_deck`` likewise (and ``center``, then dealt from it as at setup), and
every empty part; the turn defaults to player 1 choosing an action with two actions
left after every opening.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Mapping

from . import data as D
from . import words as W
from . import rules as R

#: The pending decision (``GuildhallState.phase``) in the words a position uses.
PHASE_WORDS = {
    R.OPEN_DISCARD: "opening: discard",
    R.OPEN_PLACE: "opening: place three",
    R.MAIN: "choose an action",
    R.DD: "discard and draw",
    R.TIER: "choose the ability",
    R.OPPONENT: "choose the opponent",
    R.ASSASSIN_PICK: "assassin: choose cards",
    R.HISTORIAN_PICK: "historian: choose cards",
    R.GIVE: "exchange: cards to give",
    R.TAKE: "exchange: cards to take",
    R.MY_CHAPTER: "trader: chapter to give",
    R.THEIR_CHAPTER: "chapter to take",
    R.WEAVER_RETURN: "weaver: cards to return",
    R.WEAVER_PLACE: "weaver: cards to place",
    R.BUY_CHAPTER: "buy: chapters to spend",
    R.BUY_ABILITY: "buy: use the ability",
    R.PLACE_ANY: "place cards from hand",
    R.END: "end of turn",
    R.OVER: "game over",
}
_PHASES = {words: phase for phase, words in PHASE_WORDS.items()}
#: Effects whose picks are professions rather than cards.
_CHAPTER_PICKS = ("trader_t4",)
_EFFECTS = frozenset(D.TIER_LEVEL) | frozenset(D.VP_IDS)


# -- writing ------------------------------------------------------------------------
def _cards(kinds) -> list | None:
    if kinds is None:
        return None
    return [D.KIND_NAMES[k] if k is not None else None for k in kinds]


def _seat(p: int) -> int | None:
    return p + 1 if p is not None and p >= 0 else None


def to_position(state) -> dict:
    """The position of ``state`` as a readable JSON-safe dict (see the module docstring)."""
    s = state
    players = [{
        "hand": _cards(s.hands[p]),
        "guildhall": _cards(D.kinds_in(s.guild[p])),
        "completed": [D.PROFESSIONS[c] if c is not None else None for c in s.completed[p]],
        "vp_cards": [D.VP_IDS[v] for v in s.vp_cards[p]],
        "tokens": s.tokens[p],
    } for p in range(s.num_players)]
    picks = ([D.PROFESSIONS[x] for x in s.picks] if s.effect in _CHAPTER_PICKS
             else _cards(s.picks))
    pending = {
        "card": D.KIND_NAMES[s.card] if s.card >= 0 else None,
        "effect": s.effect or None,
        "opponent": _seat(s.opp),
        "picks": picks,
        "need": s.need,
        "give": s.give_n,
        "take": s.take_n,
        "returning": _cards(s.limbo),
        "buying": D.VP_IDS[s.buying] if s.buying >= 0 else None,
        "chapters_spent": [D.PROFESSIONS[c] for c in s.spent],
        "over_the_limit": [p + 1 for p in s.limit],
        "laying": _cards(s.laying),
        "laid_top_first": _cards(s.laid),
        "layer": _seat(s.layer),
        "looking_through_the_pile": _seat(s.reveal_discard),
    }
    return {
        "game": "guildhall",
        "players": s.num_players,
        "options": {"seed_card_values": s.seed_values},
        "phase": PHASE_WORDS[s.phase],
        "first": s.first + 1,
        "active": s.active + 1,
        "to_move": _seat(s.to_move),
        "actions_left": s.actions,
        "played_this_turn": [D.PROFESSIONS[p] for p in range(D.NUM_PROFESSIONS)
                             if (s.played >> p) & 1],
        "openings_done": s.opened,
        "turn": s.turn,
        "turns_without_new_vp": s.stall,
        "vp_total_then": s.last_total,
        "winners": [p + 1 for p in s.winners_],
        "deck": _cards(s.deck),
        "discard": _cards(s.discard),
        "vp_deck": [D.VP_IDS[v] if v is not None else None for v in s.vp_deck],
        "center": [D.VP_IDS[v] for v in s.center],
        "action_area": _cards(s.area),
        "player": players,
        "pending": {k: v for k, v in pending.items() if v not in (None, [], 0)},
    }


# -- reading ------------------------------------------------------------------------
def _list(spec: Mapping, key: str, what: str) -> list:
    v = spec.get(key)
    if v is None:
        return []
    if not isinstance(v, list):
        raise ValueError(f"{what} should be a list, not {v!r}.")
    if any(x is None for x in v):
        raise ValueError(f"{what} is hidden in this position (a seat's view); a position to "
                         "play from names every card.")
    return v


def _named(spec: Mapping, key: str, what: str, index: Mapping[str, int], words: str) -> list:
    """The indices of the names listed under ``key``, each checked against ``index``."""
    out = []
    for name in _list(spec, key, what):
        if not isinstance(name, str) or name not in index:
            raise ValueError(f"{what}: {name!r} is not {words}.")
        out.append(index[name])
    return out


_PROF_INDEX = {name: p for p, name in enumerate(D.PROFESSIONS)}


def _kinds(spec: Mapping, key: str, what: str) -> list[int]:
    return _named(spec, key, what, D.KIND_INDEX, "a card (a profession and a colour, e.g. "
                  "farmer_red)")


def _profs(spec: Mapping, key: str, what: str) -> list[int]:
    return _named(spec, key, what, _PROF_INDEX, f"a profession ({', '.join(D.PROFESSIONS)})")


def _vps(spec: Mapping, key: str, what: str) -> list[int]:
    return _named(spec, key, what, D.VP_INDEX, f"a VP card ({', '.join(D.VP_IDS)})")


def _int(spec: Mapping, key: str, default: int, what: str, low: int = 0) -> int:
    v = spec.get(key, default)
    if not isinstance(v, int) or isinstance(v, bool) or v < low:
        raise ValueError(f"{what} must be a whole number of {low} or more, not {v!r}.")
    return v


def _seat_of(spec: Mapping, key: str, n: int, what: str, default: Any = -1) -> int:
    v = spec.get(key)
    if v is None:
        return default
    if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= n:
        raise ValueError(f"{what} must be a player number from 1 to {n}, not {v!r}.")
    return v - 1


def from_position(spec: Mapping, seed: int | None = None, **options) -> R.GuildhallState:
    """The state of a position (see the module docstring).  ``options`` override the
    spec's options; ``seed`` orders a deck left out and seeds later shuffles."""
    if not isinstance(spec, Mapping):
        raise ValueError(f"A position is a mapping of its parts, not {type(spec).__name__}.")
    if spec.get("game", "guildhall") != "guildhall":
        raise ValueError(f"This is a position of {spec.get('game')!r}, not of Guildhall.")
    n = spec.get("players")
    if not isinstance(n, int) or isinstance(n, bool) or not 2 <= n <= 4:
        raise ValueError(f"Guildhall takes 2 to 4 players, not {n!r}.")
    given = spec.get("options") or {}
    if not isinstance(given, Mapping):
        raise ValueError(f"The position's 'options' should map option names to values, not "
                         f"{given!r}.")
    opts = {**given, **options}
    probe = R.new_game(n, seed=0, **opts)  # checks the options with new_game's sentences
    s = R.GuildhallState()
    s.num_players = n
    s.seed_values = probe.seed_values
    s.rng = random.Random(seed)
    s.rng_shared = False
    _read_players(s, spec)
    _read_turn(s, spec)
    _read_piles(s, spec)
    _check_openings(s)
    _check_pending(s)
    if not _can_go_on(s):
        raise ValueError(f"The decision in progress ({PHASE_WORDS[s.phase]}) cannot be "
                         "finished from this position: no sequence of legal choices completes "
                         "it.")
    return s


def _check_openings(s) -> None:
    """The openings (§4) come before the first turn, one seat after another from the first
    player; each places exactly three cards."""
    n = s.num_players
    opening = s.phase in (R.OPEN_DISCARD, R.OPEN_PLACE)
    if opening and s.opened >= n:
        raise ValueError(f"All {n} openings are done, so the phase is past the openings.")
    if not opening and s.opened < n:
        raise ValueError(f"{s.opened} of {n} openings are done, so the phase is an opening.")
    if opening and s.active != (s.first + s.opened) % n:
        raise ValueError(f"With {s.opened} openings done, player {(s.first + s.opened) % n + 1} "
                         f"opens now, not player {s.active + 1}.")
    if s.phase == R.OPEN_PLACE and not 1 <= s.need <= D.OPENING_PLACE:
        raise ValueError(f"An opening places {D.OPENING_PLACE} cards: 1 to {D.OPENING_PLACE} are "
                         f"still to place, not {s.need}.")


#: The abilities whose choices each pending decision makes.
_EFFECTS_OF = {
    R.OPPONENT: tuple(sorted(R.TARGETED)),
    R.ASSASSIN_PICK: ("assassin_t0", "assassin_t2", "assassin_t4"),
    R.HISTORIAN_PICK: ("historian_t2", "historian_t4"),
    R.GIVE: tuple(R.EXCHANGES), R.TAKE: tuple(R.EXCHANGES),
    R.MY_CHAPTER: ("trader_t4",), R.THEIR_CHAPTER: ("trader_t4", "vp2_take_chapter"),
    R.WEAVER_RETURN: ("weaver_t2", "weaver_t4"),
    R.WEAVER_PLACE: ("weaver_t0", "weaver_t2", "weaver_t4"),
    R.PLACE_ANY: ("vp3_place_from_hand",),
}
#: The cards an ability takes one by one, as the rules count them (§6.3; the Assassin's
#: count depends on the card values, so the rules give it).
_NEED = {"historian_t2": 1, "historian_t4": 2, "weaver_t2": 1, "weaver_t4": 2}
#: Cards placed after the Weaver's return (weaver_t4 places any number, then Done).
_WEAVER_PLACES = {"weaver_t0": 1, "weaver_t2": 2, "weaver_t4": 0}


def _check_pending(s) -> None:
    """The decision in progress is one the ability being carried out makes, with the counts
    the rules give it: a count past its end would never finish the ability."""
    ph, effect = s.phase, s.effect
    allowed = _EFFECTS_OF.get(ph, ("",))
    if effect not in allowed and allowed == ("",):
        raise ValueError(f"The decision {PHASE_WORDS[ph]!r} belongs to no ability, not to "
                         f"{effect!r}.")
    if effect not in allowed:
        raise ValueError(f"The decision {PHASE_WORDS[ph]!r} belongs to the ability "
                         f"{' or '.join(allowed)}, not to {effect or 'none'!r}.")
    if ph in _EFFECTS_OF and ph != R.OPPONENT and effect in R.TARGETED and (
            s.opp < 0 or s.opp == s.active):
        raise ValueError(f"The {effect} ability names the opponent it targets.")
    done = len(s.limbo) if ph == R.WEAVER_RETURN else len(s.picks)
    if ph in (R.ASSASSIN_PICK, R.HISTORIAN_PICK, R.WEAVER_RETURN):
        want = s._assassin_count(effect) if ph == R.ASSASSIN_PICK else _NEED[effect]
        if s.need != want or done >= want:
            raise ValueError(f"The {effect} ability takes {want} cards one by one: 'need' is "
                             f"{want} and fewer than {want} are picked, not {s.need} and {done}.")
    elif ph == R.WEAVER_PLACE:
        want = _WEAVER_PLACES[effect]
        if s.need != want or (want and done >= want):
            raise ValueError(f"The {effect} ability places {want or 'any number of'} cards: "
                             f"'need' is {want} and fewer are placed, not {s.need} and {done}.")
    elif ph in (R.GIVE, R.TAKE):
        give, take = R.EXCHANGES[effect]
        first, last = (0, give) if ph == R.GIVE else (give, give + take)
        if (s.give_n, s.take_n) != (give, take) or not first <= done < last:
            raise ValueError(f"The {effect} exchange gives {give} and takes {take} cards: "
                             f"{first} to {last - 1} picked while "
                             f"{'giving' if ph == R.GIVE else 'taking'}, not {done}.")
    elif ph == R.BUY_CHAPTER and (s.buying < 0 or s.need < 1):
        raise ValueError("Buying a VP card names the card ('buying') and the chapters still "
                         "to spend ('need', 1 or more).")


#: Decisions the turn's owner takes freely, where a pending effect has been carried out.
_FREE = (R.MAIN, R.OPEN_DISCARD)
#: How many states the look-ahead of ``_can_go_on`` visits before giving the benefit of the
#: doubt (a pending effect takes a few choices; a dead end is found within a handful).
_LOOK_AHEAD = 400


def _can_go_on(s) -> bool:
    """Whether some sequence of legal choices carries the decision in progress through to a
    free decision of the turn's owner (or the end of the game)."""
    budget = _LOOK_AHEAD
    stack = [(s, True)]
    while stack:
        state, first = stack.pop()
        if state.is_over():
            return True
        if state.phase in _FREE and not state.laying and not state.limit:
            if not first or state.legal_actions():
                return True
        budget -= 1
        if budget < 0:
            return True
        for a in reversed(state.legal_actions()):
            after = state.clone()
            after.apply(a)
            stack.append((after, False))
    return False


def _read_players(s, spec: Mapping) -> None:
    players = spec.get("player") or [{} for _ in range(s.num_players)]
    if not isinstance(players, list) or len(players) != s.num_players:
        raise ValueError(f"The position should list {s.num_players} players under 'player'.")
    s.hands, s.guild, s.completed, s.vp_cards, s.tokens = [], [], [], [], []
    for p, pl in enumerate(players):
        who = f"Player {p + 1}"
        if not isinstance(pl, Mapping):
            raise ValueError(f"{who} should be a mapping of their parts.")
        s.hands.append(_kinds(pl, "hand", f"{who}'s hand"))
        mask = 0
        for k in _kinds(pl, "guildhall", f"{who}'s guildhall"):
            if (mask >> k) & 1:
                raise ValueError(f"{who}'s guildhall holds two {W.card_text(k)}s; a guildhall "
                                 "never holds two identical cards.")
            mask |= 1 << k
        for prof in range(D.NUM_PROFESSIONS):
            if R.chapter_of(mask, prof) == D.FULL_CHAPTER:
                raise ValueError(f"{who}'s {W.profession_text(prof)} chapter has all five "
                                 "colours: list it under 'completed' instead.")
        s.guild.append(mask)
        s.completed.append(_profs(pl, "completed", f"{who}'s completed chapters"))
        s.vp_cards.append(_vps(pl, "vp_cards", f"{who}'s VP cards"))
        s.tokens.append(_int(pl, "tokens", 0, f"{who}'s tokens"))


def _read_turn(s, spec: Mapping) -> None:
    n = s.num_players
    words = spec.get("phase", PHASE_WORDS[R.MAIN])
    if not isinstance(words, str) or words not in _PHASES:
        raise ValueError(f"{words!r} is not a decision of the game (one of: "
                         f"{', '.join(PHASE_WORDS.values())}).")
    s.phase = _PHASES[words]
    s.first = _seat_of(spec, "first", n, "The first player", 0)
    s.active = _seat_of(spec, "active", n, "The active player", 0)
    s.actions = _int(spec, "actions_left", D.ACTIONS_PER_TURN, "The actions left")
    played = _profs(spec, "played_this_turn", "The professions played this turn")
    s.played = sum(1 << p for p in set(played))
    s.opened = _int(spec, "openings_done", n, "The openings done")
    if s.opened > n:
        raise ValueError(f"{s.opened} openings done in a {n}-player game.")
    s.turn = _int(spec, "turn", 1, "The turn number")
    s.stall = _int(spec, "turns_without_new_vp", 0, "The turns without new VP")
    s.winners_ = [_seat_of({"w": w}, "w", n, "A winner")
                  for w in _list(spec, "winners", "The winners")]
    s.area = _kinds(spec, "action_area", "The action area")
    if any(D.KIND_PROF[k] not in played for k in s.area):
        raise ValueError("Every card in the action area was played this turn: its profession "
                         "belongs in 'played_this_turn'.")
    pend = spec.get("pending") or {}
    if not isinstance(pend, Mapping):
        raise ValueError("The position's 'pending' should be a mapping.")
    card = pend.get("card")
    if card is not None and (not isinstance(card, str) or card not in D.KIND_INDEX):
        raise ValueError(f"The card just played, {card!r}, is not a card.")
    s.card = D.KIND_INDEX[card] if card is not None else -1
    effect = pend.get("effect") or ""
    if effect and (not isinstance(effect, str) or effect not in _EFFECTS):
        raise ValueError(f"{effect!r} is not an ability (a tier such as historian_t2 or a VP "
                         "card id).")
    s.effect = effect
    s.opp = _seat_of(pend, "opponent", n, "The opponent")
    s.picks = (_profs(pend, "picks", "The chapters picked") if effect in _CHAPTER_PICKS
               else _kinds(pend, "picks", "The cards picked"))
    s.need = _int(pend, "need", 0, "The cards still needed")
    s.give_n = _int(pend, "give", 0, "The cards to give")
    s.take_n = _int(pend, "take", 0, "The cards to take")
    s.limbo = _kinds(pend, "returning", "The cards returning to hand")
    buying = pend.get("buying")
    if buying is not None and (not isinstance(buying, str) or buying not in D.VP_INDEX):
        raise ValueError(f"The VP card being bought, {buying!r}, is not a VP card.")
    s.buying = D.VP_INDEX[buying] if buying is not None else -1
    s.spent = _profs(pend, "chapters_spent", "The chapters spent on the VP card")
    s.limit = [_seat_of({"p": p}, "p", n, "A player over the limit")
               for p in _list(pend, "over_the_limit", "The players over the limit")]
    s.laying = _kinds(pend, "laying", "The chapter being laid")
    s.laid = _kinds(pend, "laid_top_first", "The cards laid")
    s.layer = _seat_of(pend, "layer", n, "The player laying a chapter")
    if bool(s.laying) != (s.layer >= 0):
        raise ValueError("A chapter being laid on the pile needs its owner ('layer'), and only "
                         "then.")
    s.reveal_discard = _seat_of(pend, "looking_through_the_pile", n, "The Historian's player")
    for p in range(n):
        if len(s.completed[p]) > D.MAX_COMPLETED_CHAPTERS and p not in s.limit:
            raise ValueError(f"Player {p + 1} holds {len(s.completed[p])} completed chapters; "
                             f"at most {D.MAX_COMPLETED_CHAPTERS} unless over the limit.")
    if s.phase == R.OVER:
        s.to_move = None
    else:
        expected = s.layer if s.laying else s.limit[0] if s.limit else s.active
        s.to_move = _seat_of(spec, "to_move", n, "The player to move", expected)
        if s.to_move != expected:
            raise ValueError(f"Player {expected + 1} decides now, not player {s.to_move + 1}.")
    s._legal = None


def _read_piles(s, spec: Mapping) -> None:
    n = s.num_players
    placed = Counter(k for h in s.hands for k in h)
    for p in range(n):
        placed.update(D.kinds_in(s.guild[p]))
        for prof in s.completed[p]:
            placed.update(range(prof * 5, prof * 5 + 5))
    placed.update(s.area + s.limbo + s.laying + s.laid)
    s.discard = _kinds(spec, "discard", "The discard pile")
    placed.update(s.discard)
    if spec.get("deck") is None:
        s.deck = [k for k in range(D.NUM_KINDS)
                  for _ in range(D.COPIES_PER_KIND - placed[k])]
        s.rng.shuffle(s.deck)
    else:
        s.deck = _kinds(spec, "deck", "The deck")
    placed.update(s.deck)
    for k in range(D.NUM_KINDS):
        if placed[k] != D.COPIES_PER_KIND:
            raise ValueError(f"The game has {D.COPIES_PER_KIND} {W.card_text(k)}s; this "
                             f"position places {placed[k]} (hands, guildhalls, completed "
                             "chapters, the action area, the deck and the discard pile).")
    s.center = _vps(spec, "center", "The centre row")
    if len(s.center) > D.CENTER_ROW_SIZE:
        raise ValueError(f"The centre row holds at most {D.CENTER_ROW_SIZE} VP cards.")
    vp_used = Counter(s.center)
    for cards in s.vp_cards:
        vp_used.update(cards)
    counts = D.vp_deck_counts(n)
    if spec.get("vp_deck") is None:
        s.vp_deck = [v for v in range(len(counts)) for _ in range(counts[v] - vp_used[v])]
        s.rng.shuffle(s.vp_deck)
        if spec.get("center") is None:  # dealt as at setup
            s.center = [s.vp_deck.pop() for _ in range(min(D.CENTER_ROW_SIZE, len(s.vp_deck)))]
            vp_used.update(s.center)
    else:
        s.vp_deck = _vps(spec, "vp_deck", "The VP deck")
    vp_used.update(s.vp_deck)
    for v, c in enumerate(counts):
        if vp_used[v] != c:
            raise ValueError(f"A {n}-player game has {c} {D.VP_IDS[v]} cards; this position "
                             f"places {vp_used[v]} (VP deck, centre row, players' VP cards).")
    s.last_total = _int(spec, "vp_total_then", sum(s.vp(p) for p in range(n)),
                        "The VP total at the last change")
