"""Blue Moon City positions you can write down (as chess has FEN).

``to_position(state)`` gives a JSON-safe dict in the words of docs/rules/bluemoon.md:
cards by people and value ("terrah 3"; the colour also reads: "red 3"),
cells by their labels "(row,column)", buildings and dragons by their ids,
the phase in words.  ``from_position(spec, **options)`` checks a spec and
builds the state; a mistake raises ``ValueError`` with a sentence naming it.

Only ``players`` is required.  Left out: the city is the setup's layout for
``seed`` (cells named in ``city`` get their building, swapped in from where
it stood), figures stand on the Courtyard, hands and everything else are
empty, the deck holds every card not placed elsewhere (shuffled by
``seed``), the first seat moves at the start of the movement phase.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from . import data as D
from .rules import BlueMoonState, _layout, new_game

_PEOPLE_OR_COLOUR = {**{p: i for i, p in enumerate(D.PEOPLE)}, **{c: i for i, c in enumerate(D.COLOURS)}}
_LABELS = {D.cell_name(c): c for c in range(25)}
_TURN_KEYS = {"player", "phase", "steps_left", "offered", "dragon_gift_taken", "completed_a_building",
              "placed_a_marker", "started", "paying", "cleanup_discards", "cleanup_last"}
_KEYS = {"game", "players", "options", "seed", "city", "built", "sponsors", "figures", "dragons", "hands",
         "pending", "deck", "discard", "crystals", "scales", "scale_pool", "obelisk", "turn", "turns_played",
         "turns_without_marker", "turns_without_offering", "winners"}


def card_name(k: int) -> str:
    return f"{D.PEOPLE[D.KIND_COLOUR[k]]} {D.KIND_VALUE[k]}"


def _names(counts) -> list[str]:
    return [card_name(k) for k in range(D.NUM_KINDS) for _ in range(counts[k])]


def to_position(state: BlueMoonState) -> dict:
    """The position of a full state (not a view: hidden cards are part of a position)."""
    if state.hidden is not None:
        raise ValueError("A seat's view hides cards; write down the position of the full game instead.")
    n = state.num_players
    cells = D.CELLS[state.expansion]
    city = {}
    for c in cells:
        t = state.tiles[c]
        city[D.cell_name(c)] = D.COURTYARD if t == D.COURTYARD_TILE else D.BUILDING_IDS[t]
    paying = None
    if state.phase == "paying":
        paying = {"space": state.space, "cards": _names(state.staged), "recoloured": _names(state.rec),
                  "hoaxes": [{"card": card_name(D.kind(D.WHITE, v)), "recolours": D.PEOPLE[frm]}
                             for v, frm in state.hoaxes],
                  "colour": D.COLOURS[state.colour] if state.colour >= 0 else None}
    return {
        "game": "bluemoon",
        "players": n,
        "options": dict(state.opts),
        "city": city,
        "built": [D.cell_name(c) for c in cells if state.built[c]],
        "sponsors": {D.cell_name(c): [q if q >= 0 else None for q in state.owners[c]] for c in cells
                     if state.owners[c] and max(state.owners[c]) >= 0},
        "figures": [D.cell_name(c) for c in state.figures],
        "dragons": {d: (D.cell_name(c) if c >= 0 else None) for d, c in zip(D.DRAGONS, state.dragons)},
        "hands": [_names(h) for h in state.hands],
        "pending": [_names(h) for h in state.pending],
        "deck": [card_name(k) for k in reversed(state.deck)],     # top card first
        "discard": _names(state.discard),
        "crystals": list(state.crystals),
        "scales": list(state.scales),
        "scale_pool": state.pool,
        "obelisk": list(state.obelisk),
        "turn": {
            "player": state.current,
            "phase": state.phase,
            "steps_left": state.steps,
            "offered": state.offered,
            "dragon_gift_taken": state.gifted,
            "completed_a_building": state.finished_here,
            "placed_a_marker": state.placed,
            "started": not state._fresh,
            "paying": paying,
            "cleanup_discards": state.cl_count,
            "cleanup_last": card_name(state.cl_last) if state.cl_count else None,
        },
        "turns_played": state.turn,
        "turns_without_marker": state.idle,
        "turns_without_offering": state.quiet,
        "winners": list(state.result) if state.result is not None else None,
    }


# ------------------------------------------------------------------ reading
def from_position(spec: Mapping, seed: int | None = None, **options) -> BlueMoonState:
    """The state a position describes; ``options`` add to (and override) the spec's; ``seed``
    seeds the draws made after the position (by default the spec's own seed)."""
    if not isinstance(spec, Mapping):
        raise ValueError(f"A Blue Moon City position is a mapping, not {type(spec).__name__}.")
    unknown = set(spec) - _KEYS
    if unknown:
        raise ValueError(f"A Blue Moon City position has no entry {sorted(unknown)[0]!r} "
                         f"(entries: {', '.join(sorted(_KEYS))}).")
    if spec.get("game", "bluemoon") != "bluemoon":
        raise ValueError(f"This is a position of {spec['game']!r}, not of Blue Moon City.")
    n = spec.get("players")
    if type(n) is not int or not 2 <= n <= 4:
        raise ValueError(f"A position needs \"players\": 2, 3 or 4 (not {n!r}).")
    setup_seed = spec.get("seed", 0)
    base = new_game(n, seed=setup_seed, **{**_mapping(spec, "options"), **options})
    opts = base.opts
    ex = base.expansion
    cells = D.CELLS[ex]
    tiles = _city(spec.get("city", {}), setup_seed, opts)

    built = [False] * 25
    for label in _list(spec, "built"):
        c = _cell(label, cells, "built")
        if tiles[c] < 0:
            raise ValueError(f"{label} holds the Courtyard, which is never built.")
        built[c] = True
    owners = [[-1] * len(D.SPACES[t]) if t >= 0 else [] for t in tiles]
    for label, row in _mapping(spec, "sponsors").items():
        c = _cell(label, cells, "sponsors")
        t = tiles[c]
        if t < 0 or built[c]:
            raise ValueError(f"Markers stand on {label}, which is not a building in ruins.")
        if not isinstance(row, list) or len(row) != len(D.SPACES[t]):
            raise ValueError(f"The {D.BUILDING_TITLE[t]} at {label} has {len(D.SPACES[t])} spaces: "
                             f"give one seat or null per space, not {row!r}.")
        owners[c] = [_seat(q, n, f"a marker on {label}", none_ok=True) for q in row]
        owners[c] = [-1 if q is None else q for q in owners[c]]
        if min(owners[c]) >= 0:
            raise ValueError(f"Every space of the {D.BUILDING_TITLE[t]} at {label} holds a marker: "
                             "a full building is complete; list it under \"built\" instead.")

    figures = [_cell(x, cells, "figures") for x in _per_seat(spec, "figures", n, D.cell_name(D.CENTRE))]
    dragons_spec = _mapping(spec, "dragons")
    for d in dragons_spec:
        if d not in D.DRAGONS:
            raise ValueError(f"There is no dragon {d!r}; the dragons are {', '.join(D.DRAGONS)}.")
    dragons = [D.NO_CELL if dragons_spec.get(d) is None else _cell(dragons_spec[d], cells, "dragons")
               for d in D.DRAGONS]

    hands = [_counts(h, f"the hand of seat {q}") for q, h in enumerate(_per_seat(spec, "hands", n, []))]
    pending = [_counts(h, f"the pending cards of seat {q}")
               for q, h in enumerate(_per_seat(spec, "pending", n, []))]
    discard = _counts(spec.get("discard", []), "the discard pile")
    crystals = [_count(x, f"the crystals of seat {q}") for q, x in enumerate(_per_seat(spec, "crystals", n, 0))]
    scales = [_count(x, f"the scales of seat {q}") for q, x in enumerate(_per_seat(spec, "scales", n, 0))]
    total_scales = D.SCALE_POOL[opts["ruleset"]][n]
    pool = _count(spec.get("scale_pool", max(0, total_scales - sum(scales))), "the scale pool")
    if pool > total_scales:
        raise ValueError(f"The scale pool holds at most {total_scales} scales with {n} players, not {pool}.")
    obelisk = [_seat(q, n, "an obelisk marker") for q in _list(spec, "obelisk")]
    if len(obelisk) > len(D.OBELISK[n]):
        raise ValueError(f"The obelisk has {len(D.OBELISK[n])} spaces with {n} players, not {len(obelisk)}.")
    markers = [D.MARKERS_PER_PLAYER - obelisk.count(q) - sum(o.count(q) for o in owners) for q in range(n)]
    for q in range(n):
        if markers[q] < 0:
            raise ValueError(f"Seat {q} has {D.MARKERS_PER_PLAYER - markers[q]} markers on the table; "
                             f"each player has only {D.MARKERS_PER_PLAYER}.")

    turn = _mapping(spec, "turn")
    unknown = set(turn) - _TURN_KEYS
    if unknown:
        raise ValueError(f"The turn has no entry {sorted(unknown)[0]!r} (entries: {', '.join(sorted(_TURN_KEYS))}).")
    phase_word = turn.get("phase", "movement")
    if phase_word not in D.PHASES:
        raise ValueError(f"There is no phase {phase_word!r}; the phases are {', '.join(D.PHASES)}.")
    winners = spec.get("winners")
    over = phase_word == "over"
    if over != (winners is not None):
        raise ValueError("A finished game (phase \"over\") lists its \"winners\" (an empty list for a "
                         "draw), and only a finished game does.")
    current = _seat(turn.get("player", 0), n, "the player to move")
    steps = _count(turn.get("steps_left", D.STEPS_PER_TURN), "the steps left")
    paying = turn.get("paying")
    staged, rec, hoaxes, colour, space = [0] * D.NUM_KINDS, [0] * D.NUM_KINDS, (), -1, -1
    if (paying is not None) != (phase_word == "paying"):
        raise ValueError("The \"paying\" entry of the turn describes the space being paid: give it "
                         "exactly when the phase is \"paying\".")
    if paying is not None:
        space, staged, rec, hoaxes, colour = _paying(paying, tiles, owners, figures[current], discard)
    if phase_word == "special" and not ex:
        raise ValueError("The special-building phase exists only with the expansion.")
    cl_count = _count(turn.get("cleanup_discards", 0), "the cleanup discards")
    if cl_count > D.MAX_CLEANUP_DISCARD or (cl_count and phase_word not in ("cleanup", "over")):
        raise ValueError(f"Up to {D.MAX_CLEANUP_DISCARD} cards are discarded, in the cleanup phase only.")
    cl_last = _kind(turn["cleanup_last"], "the last cleanup discard") if turn.get("cleanup_last") else 0

    placed = [hands, pending, [discard], [staged], [rec]]
    used = [sum(group[q][k] for group in placed for q in range(len(group))) for k in range(D.NUM_KINDS)]
    if "deck" in spec:
        deck = [_kind(x, "the deck") for x in reversed(_list(spec, "deck"))]
        for k in deck:
            used[k] += 1
    for k in range(D.NUM_KINDS):
        if used[k] > D.KIND_COUNT[k]:
            raise ValueError(f"The position holds {used[k]} {card_name(k)} cards; the game has "
                             f"{D.KIND_COUNT[k]}.")
    if "deck" in spec:
        missing = [card_name(k) for k in range(D.NUM_KINDS) if used[k] < D.KIND_COUNT[k]]
        if missing:
            raise ValueError(f"The 80 cards are not all placed: {', '.join(missing[:4])}"
                             f"{' and more' if len(missing) > 4 else ''} missing (leave out \"deck\" "
                             "to put every card not placed elsewhere in it).")
    else:
        deck = [k for k in range(D.NUM_KINDS) for _ in range(D.KIND_COUNT[k] - used[k])]
        random.Random(setup_seed).shuffle(deck)

    all_done = all(built[c] for c in cells if tiles[c] >= 0)
    d = {
        "num_players": n, "options": opts, "tiles": _tile_names(tiles), "built": built, "owners": owners,
        "figures": figures, "dragons": dragons, "hands": hands, "hand_sizes": [sum(h) for h in hands],
        "pending": pending, "pending_sizes": [sum(h) for h in pending], "deck": deck, "discard": discard,
        "crystals": crystals, "crystal_memory": list(crystals), "scales": scales, "pool": pool,
        "markers": markers, "obelisk": obelisk, "current": current, "to_move": None if over else current,
        "phase": phase_word, "steps": steps, "offered": _flag(turn, "offered"),
        "gifted": _flag(turn, "dragon_gift_taken"), "finished_here": _flag(turn, "completed_a_building"),
        "space": space, "staged": staged, "recoloured": rec, "rec_sum": sum(rec[k] * D.KIND_VALUE[k] for k in
                                                                            range(D.NUM_KINDS)),
        "hoaxes": [list(h) for h in hoaxes], "colour": colour, "cleanup_discards": cl_count,
        "cleanup_last": cl_last, "all_done": all_done,
        "quiet_turns": _count(spec.get("turns_without_offering", 0), "the turns without an offering"),
        "idle_turns": _count(spec.get("turns_without_marker", 0), "the turns without a marker"),
        "placed": _flag(turn, "placed_a_marker"),
        "result": [_seat(q, n, "a winner") for q in winners] if winners is not None else None,
        "turn": _count(spec.get("turns_played", 0), "the turns played"), "is_view": False, "rng": None,
    }
    s = BlueMoonState.from_dict(d)
    s.rng = random.Random(setup_seed if seed is None else seed)
    started = turn.get("started")
    if started is not None:
        s._fresh = not _flag(turn, "started")
    if not over:
        _check_playable(s)
    return s


def _check_playable(s: BlueMoonState) -> None:
    """The phase must offer a move; else the position cannot be reached in play."""
    if s.obelisk and not s.is_over():
        top = max(s.obelisk.count(q) for q in range(s.num_players))
        if top >= D.WIN_MARKERS[s.num_players]:
            raise ValueError(f"A player has {top} obelisk markers: the game is won; give phase \"over\".")
    if not s.legal_actions():
        raise ValueError(f"Nothing can be played in this position ({s.phase} phase).")


def _city(city: Any, seed, opts) -> list:
    if not isinstance(city, Mapping):
        raise ValueError("\"city\" maps cell labels such as \"(1,2)\" to building ids.")
    ex = bool(opts["expansion"])
    cells = D.CELLS[ex]
    tiles = _layout(random.Random(seed), ex, opts["ruleset"], opts["random_layout"])
    wanted = set(D.BUILDING_IDS[:20] + (D.EXPANSION_TILES if ex else ())) | {D.COURTYARD}
    seen = {}
    for label, tile in city.items():
        c = _cell(label, cells, "city")
        if not isinstance(tile, str) or tile not in wanted:
            raise ValueError(f"There is no building {tile!r} in this city (buildings: "
                             f"{', '.join(sorted(wanted))}).")
        if tile in seen:
            raise ValueError(f"The {tile} stands at both {seen[tile]} and {label}.")
        seen[tile] = label
        code = D.COURTYARD_TILE if tile == D.COURTYARD else D.BUILDING_INDEX[tile]
        was = tiles.index(code)
        tiles[was], tiles[c] = tiles[c], code
    for label, tile in city.items():    # a later swap may have moved an earlier pin
        code = D.COURTYARD_TILE if tile == D.COURTYARD else D.BUILDING_INDEX[tile]
        if tiles[_LABELS[label]] != code:
            raise ValueError(f"The city cannot hold {tile} at {label} together with the other "
                             "buildings named; name every cell, or fewer.")
    if tiles[D.CENTRE] != D.COURTYARD_TILE:
        raise ValueError(f"The Courtyard stands in the centre {D.cell_name(D.CENTRE)}.")
    return tiles


def _tile_names(tiles) -> list:
    return [D.BUILDING_IDS[t] if t >= 0 else (D.COURTYARD if t == D.COURTYARD_TILE else None) for t in tiles]


def _paying(p: Any, tiles, owners, fig: int, discard) -> tuple:
    if not isinstance(p, Mapping):
        raise ValueError("\"paying\" gives the space (0 = leftmost) and the cards put in so far.")
    t = tiles[fig]
    if t < 0 or min(owners[fig], default=0) >= 0:
        raise ValueError(f"The player to move pays for a space, but their figure at {D.cell_name(fig)} "
                         "is not on a building in ruins.")
    space = p.get("space")
    if type(space) is not int or not 0 <= space < len(D.SPACES[t]) or owners[fig][space] >= 0:
        raise ValueError(f"The space being paid must be an empty space of the {D.BUILDING_TITLE[t]} "
                         f"(0 to {len(D.SPACES[t]) - 1}), not {space!r}.")
    staged = _counts(p.get("cards", []), "the cards paid so far")
    rec = _counts(p.get("recoloured", []), "the recoloured cards")
    hoaxes = []
    for h in _list(p, "hoaxes"):
        k = _kind(h.get("card") if isinstance(h, Mapping) else None, "a Hoax played")
        frm = _people_or_colour(h.get("recolours"))
        if D.KIND_COLOUR[k] != D.WHITE or D.KIND_VALUE[k] > 2 or frm is None:
            raise ValueError(f"A Hoax played is {{\"card\": \"hoax 1\" or \"hoax 2\", \"recolours\": a people}}, "
                             f"not {h!r}.")
        if discard[k] <= 0:
            raise ValueError(f"A {card_name(k)} played for the space lies on the discard pile: list it there.")
        hoaxes.append((D.KIND_VALUE[k], frm))
    col = p.get("colour")
    colour = -1 if col is None else _people_or_colour(col)
    if colour is None:
        raise ValueError(f"The colour of the set is a colour or people name, not {col!r}.")
    sc = D.SPACES[t][space][0]
    if sc != D.ANY:
        colour = -1
    return space, staged, rec, tuple(hoaxes), colour


def _cell(label: Any, cells, where: str) -> int:
    c = _LABELS.get(label) if isinstance(label, str) else None
    if c is None or c not in cells:
        raise ValueError(f"{label!r} in {where} is not a cell of this city (cells are labelled "
                         "\"(row,column)\", rows and columns 0 to 4).")
    return c


def _kind(name: Any, where: str) -> int:
    parts = name.split() if isinstance(name, str) else []
    if len(parts) == 2 and parts[0] in _PEOPLE_OR_COLOUR and parts[1] in ("1", "2", "3"):
        return D.kind(_PEOPLE_OR_COLOUR[parts[0]], int(parts[1]))
    raise ValueError(f"{name!r} in {where} is not a card: cards are named by people (or colour) and value, "
                     f"like \"terrah 3\" or \"red 3\"; peoples: {', '.join(D.PEOPLE)}.")


def _counts(names: Any, where: str) -> list:
    if not isinstance(names, list):
        raise ValueError(f"{where.capitalize()} is a list of card names, not {names!r}.")
    out = [0] * D.NUM_KINDS
    for x in names:
        out[_kind(x, where)] += 1
    return out


def _count(x: Any, what: str) -> int:
    if type(x) is not int or x < 0:
        raise ValueError(f"{what.capitalize()} must be a whole number of 0 or more, not {x!r}.")
    return x


def _flag(turn: Mapping, key: str) -> bool:
    x = turn.get(key, False)
    if type(x) is not bool:
        raise ValueError(f"The turn's {key!r} is true or false, not {x!r}.")
    return x


def _seat(q: Any, n: int, what: str, none_ok: bool = False):
    if q is None and none_ok:
        return None
    if type(q) is not int or not 0 <= q < n:
        raise ValueError(f"{what.capitalize()} names seat {q!r}; seats are 0 to {n - 1}.")
    return q


def _people_or_colour(name: Any) -> int | None:
    return _PEOPLE_OR_COLOUR.get(name) if isinstance(name, str) else None


def _mapping(spec: Mapping, key: str) -> dict:
    x = spec.get(key, {})
    if not isinstance(x, Mapping):
        raise ValueError(f"\"{key}\" is a mapping of names to values, not {x!r}.")
    return dict(x)


def _list(spec: Mapping, key: str) -> list:
    x = spec.get(key, [])
    if not isinstance(x, list):
        raise ValueError(f"\"{key}\" is a list, not {x!r}.")
    return x


def _per_seat(spec: Mapping, key: str, n: int, default) -> list:
    if key not in spec:
        return [default] * n
    x = spec[key]
    if not isinstance(x, list) or len(x) != n:
        raise ValueError(f"\"{key}\" gives one entry per seat ({n}), not {x!r}.")
    return x
