"""Azul: Stained Glass of Sintra positions you can write down (as chess has FEN).

``to_position(state)`` gives a JSON-safe dict in the words of docs/rules/azul_sintra.md:
colours by name, tiles as ``{colour: count}``, strips by name ("strip_3") and side
("front"/"back"), positions 1..8, the phase in words.  ``from_position(spec,
**options)`` checks a spec and builds the state; a mistake raises ``ValueError``
with a sentence naming it.

Only ``players`` is required.  Left out: the strips lie as the setup for ``seed``
lays them (a palace given as ``{"3": {...}}`` changes only the positions named; a
strip named there swaps places with the one it replaces), factories and centre are
empty, the bag holds every tile not placed elsewhere, round I with the start-player
tile in the centre, seat 0 to take tiles.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from . import data
from .data import COLOURS, JOKERS, NEED, NUM_COLOURS, PHASE_OVER, PHASES, POSITIONS, ROUNDS, STRIP_NAMES
from .rules import SintraState, new_game

_KEYS = {"game", "players", "options", "seed", "round", "round_colours", "factories", "centre",
         "start_player", "start_tile_in_centre", "bag", "tower", "palaces", "turn", "turns_played", "final"}
_PALACE_KEYS = {"score", "broken_glass", "wraps", "glazier", "strips", "windows", "points_this_round"}
_TURN_KEYS = {"player", "phase", "taken"}


def _tiles(counts) -> dict:
    return {COLOURS[c]: counts[c] for c in range(NUM_COLOURS) if counts[c]}


def to_position(state: SintraState) -> dict:
    n = state.num_players
    palaces = []
    for p in range(n):
        strips, windows = [], []
        for i in range(POSITIONS):
            j = p * 8 + i
            if state.sid[j] < 0:
                strips.append(None)
            else:
                jokers = [COLOURS[c] for c in state.jok[j * 2:j * 2 + 2] if c >= 0]
                strip = {"strip": STRIP_NAMES[state.sid[j]], "side": data.SIDE_NAMES[state.sside[j]],
                         "tiles": _tiles(state.fill[j * 5:j * 5 + 5])}
                if jokers:
                    strip["jokers"] = jokers
                strips.append(strip)
            windows.append([COLOURS[c] for c in state.win[j * 2:j * 2 + 2] if c >= 0])
        palace = {"score": state.score[p], "broken_glass": state.bpos[p], "wraps": state.wraps[p],
                  "glazier": state.glazier[p] + 1, "strips": strips, "windows": windows}
        if state.score[p] != state.round_base[p]:  # reported when the round ends
            palace["points_this_round"] = state.score[p] - state.round_base[p]
        palaces.append(palace)
    taken = ({"colour": COLOURS[state.hand_colour], "count": state.hand_count}
             if state.hand_count else None)
    return {
        "game": "azul_sintra",
        "players": n,
        "options": dict(state.options),
        "round": state.round + 1,
        "round_colours": [COLOURS[c] for c in state.round_tiles],
        "factories": [_tiles(state.factories[k * 5:k * 5 + 5]) for k in range(state.nfact)],
        "centre": _tiles(state.centre),
        "start_player": state.start_player,
        "start_tile_in_centre": state.marker_in_centre,
        "bag": _tiles(state.bag),
        "tower": _tiles(state.tower),
        "palaces": palaces,
        "turn": {"player": state.to_move, "phase": state.phase, "taken": taken},
        "turns_played": state.turns,
        "final": [list(x) for x in state.final] if state.final is not None else None,
    }


# ------------------------------------------------------------------ reading
def from_position(spec: Mapping, seed: int | None = None, **options) -> SintraState:
    """The state a position describes; ``options`` add to (and override) the spec's; ``seed``
    seeds the draws made after the position (by default the spec's own seed)."""
    if not isinstance(spec, Mapping):
        raise ValueError(f"An Azul: Stained Glass of Sintra position is a mapping, not {type(spec).__name__}.")
    _no_unknown(spec, _KEYS, "A position")
    if spec.get("game", "azul_sintra") != "azul_sintra":
        raise ValueError(f"This is a position of {spec['game']!r}, not of Azul: Stained Glass of Sintra.")
    n = spec.get("players")
    if type(n) is not int or n not in data.FACTORIES_BY_PLAYERS:
        raise ValueError(f"A position needs \"players\": 2, 3 or 4 (not {n!r}).")
    setup_seed = spec.get("seed", 0)
    given = spec.get("options", {})
    if not isinstance(given, Mapping):
        raise ValueError(f"\"options\" maps option names to values, not {given!r}.")
    base = new_game(n, seed=setup_seed, **{**given, **options})
    s = base.clone()
    s.rng = random.Random(setup_seed if seed is None else seed)
    s.rng_shared = False

    rnd = spec.get("round", 1)
    if type(rnd) is not int or not 1 <= rnd <= ROUNDS:
        raise ValueError(f"The round is 1 to {ROUNDS}, not {rnd!r}.")
    s.round = rnd - 1
    colours = spec.get("round_colours", [COLOURS[c] for c in base.round_tiles])
    if not isinstance(colours, list) or len(colours) != ROUNDS:
        raise ValueError(f"\"round_colours\" names the colour of each of the {ROUNDS} rounds.")
    s.round_tiles = tuple(_colour(c, "the round colours") for c in colours)

    s.factories = [0] * (s.nfact * NUM_COLOURS)
    facts = spec.get("factories", [])
    if not isinstance(facts, list) or len(facts) > s.nfact:
        raise ValueError(f"\"factories\" lists up to {s.nfact} factory displays with {n} players.")
    for k, f in enumerate(facts):
        counts = _counts(f, f"factory display {k + 1}")
        if sum(counts) > data.TILES_PER_FACTORY:
            raise ValueError(f"Factory display {k + 1} holds {sum(counts)} tiles; a display holds "
                             f"at most {data.TILES_PER_FACTORY}.")
        s.factories[k * 5:k * 5 + 5] = counts
    s.centre = _counts(spec.get("centre", {}), "the centre")
    s.tower = _counts(spec.get("tower", {}), "the glass tower")
    s.start_player = _seat(spec.get("start_player", 0), n, "The start player")
    s.marker_in_centre = _flag(spec, "start_tile_in_centre", True)

    palaces = spec.get("palaces", [{}] * n)
    if not isinstance(palaces, list) or len(palaces) != n:
        raise ValueError(f"\"palaces\" gives one palace per seat ({n}).")
    for p, pal in enumerate(palaces):
        _palace(s, p, pal)

    turn = spec.get("turn", {})
    _no_unknown(turn, _TURN_KEYS, "The turn")
    phase_word = turn.get("phase", "take")
    if phase_word not in PHASES:
        raise ValueError(f"There is no phase {phase_word!r}; the phases are {', '.join(PHASES)}.")
    s.phase = PHASES[PHASES.index(phase_word)]
    over = phase_word == "over"
    s.to_move = None if over else _seat(turn.get("player", 0), n, "The player to move")
    taken = turn.get("taken")
    if (taken is not None) != (phase_word == "place"):
        raise ValueError("The turn's \"taken\" tiles ({\"colour\", \"count\"}) are given exactly when "
                         "the phase is \"place\".")
    s.hand_colour, s.hand_count = -1, 0
    if taken is not None:
        s.hand_colour = _colour(taken.get("colour") if isinstance(taken, Mapping) else None, "the taken tiles")
        s.hand_count = _number(taken.get("count"), "the number of taken tiles", 1)
    s.turns = _number(spec.get("turns_played", 0), "the turns played")
    final = spec.get("final")
    if over != (final is not None):
        raise ValueError("A finished game (phase \"over\") gives the \"final\" adjustments per seat "
                         "([leftover, broken glass, bonus]), and only a finished game does.")
    s.final = _final(final, n) if final is not None else None

    _fill_bag(s, spec)
    _check_phase(s, phase_word)
    return s


def _palace(s: SintraState, p: int, pal: Any) -> None:
    if not isinstance(pal, Mapping):
        raise ValueError(f"The palace of seat {p} is a mapping of {', '.join(sorted(_PALACE_KEYS))}.")
    _no_unknown(pal, _PALACE_KEYS, f"The palace of seat {p}")
    s.score[p] = _int(pal.get("score", 0), f"the score of seat {p}")
    s.round_base[p] = s.score[p] - _int(pal.get("points_this_round", 0), f"the points of seat {p} this round")
    if s.floor_zero and min(s.score[p], s.round_base[p]) < 0:
        raise ValueError(f"With \"No negative scores\" the score of seat {p} stays at 0 or more "
                         f"(now {s.score[p]}, {s.round_base[p]} at the start of the round).")
    s.bpos[p] = _number(pal.get("broken_glass", 0), f"the broken-glass position of seat {p}")
    if s.bpos[p] >= data.BROKEN_GLASS_BOTTOM:
        raise ValueError(f"The broken-glass marker of seat {p} rests on 0 to {data.BROKEN_GLASS_BOTTOM - 1} "
                         f"(reaching {data.BROKEN_GLASS_BOTTOM} sends it back to the top).")
    s.wraps[p] = _number(pal.get("wraps", 0), f"the -18 penalties of seat {p}")
    glazier = pal.get("glazier", 1)
    if type(glazier) is not int or not 1 <= glazier <= POSITIONS:
        raise ValueError(f"The glazier of seat {p} stands on position 1 to {POSITIONS}, not {glazier!r}.")
    s.glazier[p] = glazier - 1
    strips = _by_position(pal.get("strips", {}), f"the strips of seat {p}")
    for i, strip in strips:
        _strip(s, p, i, strip)
    for i, strip in strips:     # a strip named twice has been swapped away from its first place
        if strip is not None and s.sid[p * 8 + i] != STRIP_NAMES.index(strip["strip"]):
            raise ValueError(f"Seat {p} has one {strip['strip']}, named at two positions.")
    for i, window in _by_position(pal.get("windows", {}), f"the windows of seat {p}"):
        if not isinstance(window, list) or len(window) > data.SLOTS_PER_WINDOW:
            raise ValueError(f"Window {i + 1} of seat {p} holds a list of up to 2 colours, not {window!r}.")
        cols = [_colour(c, f"window {i + 1} of seat {p}") for c in window]
        s.win[(p * 8 + i) * 2:(p * 8 + i) * 2 + 2] = cols + [-1] * (2 - len(cols))
    for i in range(POSITIONS):
        j = p * 8 + i
        if (s.sid[j] < 0) != (s.win[j * 2 + 1] >= 0):
            raise ValueError(f"Seat {p}, position {i + 1}: a strip goes to the box exactly when the window "
                             "below it is complete (two tiles), so give both or neither.")


def _strip(s: SintraState, p: int, i: int, strip: Any) -> None:
    j = p * 8 + i
    s.fill[j * 5:j * 5 + 5] = [0] * NUM_COLOURS
    s.jok[j * 2:j * 2 + 2] = [-1, -1]
    where = f"seat {p}, position {i + 1}"
    if strip is None:
        s.sid[j], s.sside[j] = -1, 0
        return
    if not isinstance(strip, Mapping) or strip.get("strip") not in STRIP_NAMES:
        raise ValueError(f"The strip at {where} is null (gone to the box) or {{\"strip\": one of "
                         f"{', '.join(STRIP_NAMES)}, \"side\": \"front\" or \"back\", \"tiles\": ...}}, "
                         f"not {strip!r}.")
    sid = STRIP_NAMES.index(strip["strip"])
    side = strip.get("side", "front")
    if side not in data.SIDE_NAMES:
        raise ValueError(f"The strip at {where} has a \"front\" or a \"back\" side up, not {side!r}.")
    row = s.sid[p * 8:p * 8 + 8]
    if sid in row and row.index(sid) != i:          # it moves here; the strip it replaces moves there
        k = p * 8 + row.index(sid)
        s.sid[k], s.sside[k] = s.sid[j], s.sside[j]
        s.fill[k * 5:k * 5 + 5], s.jok[k * 2:k * 2 + 2] = s.fill[j * 5:j * 5 + 5], s.jok[j * 2:j * 2 + 2]
    s.sid[j], s.sside[j] = sid, data.SIDE_NAMES.index(side)
    tiles = _counts(strip.get("tiles", {}), f"the strip at {where}")
    need = NEED[sid][s.sside[j]]
    for c in range(NUM_COLOURS):
        if tiles[c] > need[c]:
            raise ValueError(f"The {strip['strip']} {side} at {where} has {need[c]} {COLOURS[c]} "
                             f"space(s), not room for {tiles[c]}.")
    jokers = [_colour(c, f"the joker spaces at {where}") for c in strip.get("jokers", [])]
    if len(jokers) > JOKERS[sid][s.sside[j]]:
        raise ValueError(f"The {strip['strip']} {side} at {where} has {JOKERS[sid][s.sside[j]]} joker spaces.")
    if any(tiles[c] < need[c] for c in jokers):
        raise ValueError(f"Tiles go to joker spaces only once their colour's spaces are full ({where}).")
    s.fill[j * 5:j * 5 + 5] = tiles
    s.jok[j * 2:j * 2 + 2] = jokers + [-1] * (2 - len(jokers))
    if sum(tiles) + len(jokers) == data.SPACES_PER_STRIP and s.glazier[p] != i:
        raise ValueError(f"The strip at {where} is full: a full strip completes at once, unless it waits "
                         "under its glazier for the keep choice.")


def _fill_bag(s: SintraState, spec: Mapping) -> None:
    """The bag: as given, or every tile not placed elsewhere; 20 tiles per colour in all."""
    on_track = [0] * NUM_COLOURS
    if s.phase != PHASE_OVER:
        for c in s.round_tiles[s.round:]:
            on_track[c] += 1
    placed = [s.centre[c] + s.tower[c] + sum(s.factories[c::5]) + on_track[c] for c in range(NUM_COLOURS)]
    for p in range(s.num_players):
        for c in range(NUM_COLOURS):
            placed[c] += sum(s.fill[(p * 8) * 5 + c:(p * 8 + 8) * 5:5])
    for x in s.jok + s.win:
        if x >= 0:
            placed[x] += 1
    if s.hand_count:
        placed[s.hand_colour] += s.hand_count
    s.bag = (_counts(spec["bag"], "the bag") if "bag" in spec else
             [max(0, data.TILES_PER_COLOUR - placed[c]) for c in range(NUM_COLOURS)])
    for c in range(NUM_COLOURS):
        if placed[c] + s.bag[c] != data.TILES_PER_COLOUR:
            raise ValueError(f"The position holds {placed[c] + s.bag[c]} {COLOURS[c]} "
                             f"tiles; the game has {data.TILES_PER_COLOUR} of each colour.")


def _check_phase(s: SintraState, phase_word: str) -> None:
    if phase_word == "over":
        return
    p = s.to_move
    if phase_word == "take" and not (any(s.factories) or any(s.centre)):
        raise ValueError("Tiles are taken while a factory display or the centre holds some: put tiles there "
                         "(an empty table ends the round).")
    if phase_word == "place" and not s.reachable(p):
        raise ValueError("The taken tiles need a reachable strip (at or right of the glazier); with none "
                         "they break at once.")
    if phase_word == "keep":
        j = p * 8 + s.glazier[p]
        if not (s.side_b and s.sid[j] >= 0 and s._strip_full(j) and
                sum(1 for x in s.strip_tiles(p, s.glazier[p]) if x) > 1):
            raise ValueError("A tile is kept (phase \"keep\") on side B from a full strip of several colours "
                             "under the glazier of the player to move.")


# -- small readers ------------------------------------------------------------------------
def _by_position(x: Any, where: str):
    """(index, entry) of a list of 8 entries, or of a mapping "1".."8" -> entry."""
    if isinstance(x, list):
        if len(x) != POSITIONS:
            raise ValueError(f"{where.capitalize()} list {POSITIONS} positions, not {len(x)}.")
        return list(enumerate(x))
    if not isinstance(x, Mapping):
        raise ValueError(f"{where.capitalize()} are a list of {POSITIONS} or a mapping from positions \"1\" to \"8\".")
    out = []
    for key, entry in x.items():
        if str(key) not in {str(i) for i in range(1, POSITIONS + 1)}:
            raise ValueError(f"{key!r} in {where} is not a position 1 to {POSITIONS}.")
        out.append((int(key) - 1, entry))
    return out


def _final(final: Any, n: int) -> list:
    """The end-of-game adjustments: per seat, [leftover, broken glass, bonus] in points."""
    if (not isinstance(final, list) or len(final) != n
            or any(not isinstance(x, list) or len(x) != 3 or any(type(v) is not int for v in x)
                   for x in final)):
        raise ValueError(f"\"final\" gives each of the {n} seats its end-of-game adjustments as "
                         "three whole numbers [leftover, broken glass, bonus].")
    return [list(x) for x in final]


def _colour(name: Any, where: str) -> int:
    if not isinstance(name, str) or name not in data.COLOUR_INDEX:
        raise ValueError(f"{name!r} in {where} is not a glass colour; colours are {', '.join(COLOURS)}.")
    return data.COLOUR_INDEX[name]


def _counts(x: Any, where: str) -> list:
    if not isinstance(x, Mapping):
        raise ValueError(f"{where.capitalize()} is a mapping from colours to numbers of tiles, not {x!r}.")
    out = [0] * NUM_COLOURS
    for name, k in x.items():
        out[_colour(name, where)] = _number(k, f"the {name} tiles in {where}")
    return out


def _number(x: Any, what: str, low: int = 0) -> int:
    if type(x) is not int or x < low:
        raise ValueError(f"{what.capitalize()} must be a whole number of {low} or more, not {x!r}.")
    return x


def _int(x: Any, what: str) -> int:
    if type(x) is not int:
        raise ValueError(f"{what.capitalize()} must be a whole number, not {x!r}.")
    return x


def _seat(q: Any, n: int, what: str) -> int:
    if type(q) is not int or not 0 <= q < n:
        raise ValueError(f"{what} is seat 0 to {n - 1}, not {q!r}.")
    return q


def _flag(spec: Mapping, key: str, default: bool) -> bool:
    x = spec.get(key, default)
    if type(x) is not bool:
        raise ValueError(f"\"{key}\" is true or false, not {x!r}.")
    return x


def _no_unknown(x: Any, keys: set, what: str) -> None:
    if not isinstance(x, Mapping):
        raise ValueError(f"{what} is a mapping of {', '.join(sorted(keys))}.")
    unknown = set(x) - keys
    if unknown:
        raise ValueError(f"{what} has no entry {sorted(unknown)[0]!r} (entries: {', '.join(sorted(keys))}).")
