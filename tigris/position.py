"""Tigris & Euphrates positions written down, as chess has FEN (readable, JSON-safe).

``to_position(state)`` names everything the rules know: squares by their labels
("E7"), tiles, leaders, monuments and buildings by their names in data.py, seats as
player numbers (1 = the first seat), the phase in words.  ``from_position(spec)``
builds the state back and refuses a spec that cannot be a position of the game with
a ``ValueError`` naming what is wrong.  A spec written by hand may leave out
``bag`` (the tiles not accounted for elsewhere are in the bag), ``out_of_play``,
``swapped_away`` and every empty part; the turn defaults to player 1 choosing an
action with two actions left.

Tile bookkeeping (§2): per colour, ``bag`` + hands + face-up board tiles +
``out_of_play`` (tiles discarded in conflicts and by catastrophes, and the tiles
turned face down under monuments and the wonder, by the colour they had) +
``swapped_away`` (swapped out of hands, face down) is the box's count.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from .board import CATA, FACE_DOWN
from .data import (BUILDING_NAMES, COLORS, COLS, CROSSES, DYNASTIES, HAND_SIZE,
                   LEADER_NAMES, MONUMENT_NAMES, NEIGH, RED, ROWS, SQUARES, TILE_COUNTS,
                   TILE_NAMES, label)
from .data import (ACTION, BUILDING, COMMIT, MONUMENT, OVER, SWAP, TREASURE, WAR_COLOR,
                     WONDER, WONDER_COLOR)
from .conflicts import Conflict
from .rules import TigrisState, resolve_options

#: The phase (``TigrisState.phase``) in the words a position uses.
PHASE_WORDS = {
    ACTION: "choose an action",
    SWAP: "discard tiles to swap",
    COMMIT: "commit support",
    WAR_COLOR: "choose the next war",
    BUILDING: "place a building",
    WONDER: "build the wonder",
    MONUMENT: "build a monument",
    TREASURE: "take a treasure",
    WONDER_COLOR: "choose the wonder's colour",
    OVER: "game over",
}
_PHASES = {words: phase for phase, words in PHASE_WORDS.items()}
#: The checks after a tile placement (§5.1 steps 4-6), in order; ``post_step`` counts them.
_CHECKS = ("building", "wonder", "monument")
_LABELS = {label(s): s for s in range(SQUARES)}


# -- writing ------------------------------------------------------------------------
def _counts(per_colour) -> dict[str, int]:
    return {TILE_NAMES[c]: per_colour[c] for c in range(4)}


def _squares(squares) -> list[str]:
    return [label(s) for s in squares]


def to_position(state) -> dict:
    """The position of ``state`` as a readable JSON-safe dict (see the module docstring)."""
    s = state
    tiles = {label(q): TILE_NAMES[t] for q, t in enumerate(s.tiles) if 0 <= t < FACE_DOWN}
    on_board = [s.tiles.count(c) for c in range(4)]
    known = s.bag is not None and all(h is not None for h in s.hands)
    players = []
    for p in range(s.n):
        leaders = {LEADER_NAMES[c]: label(s.lpos[4 * p + c]) for c in range(4)
                   if s.lpos[4 * p + c] >= 0}
        players.append({
            "dynasty": s.dynasties[p],
            "hand": _counts(s.hands[p]) if s.hands[p] is not None else None,
            "catastrophes": s.cats[p],
            "leaders": leaders,
            "points": ({COLORS[c]: s.vp[p][c] for c in range(4)} if s.vp[p] is not None
                       else None),
            "treasures": s.treas_n[p],
        })
    out: dict[str, Any] = {
        "game": "tigris",
        "players": s.n,
        "options": dict(s.opts),
        "phase": PHASE_WORDS[s.phase],
        "active": s.active + 1,
        "to_move": s.to_move + 1 if s.to_move is not None else None,
        "actions_left": s.actions_left,
        "board": {
            "tiles": tiles,
            "face_down": _squares(q for q, t in enumerate(s.tiles) if t == FACE_DOWN),
            "catastrophes": _squares(q for q, t in enumerate(s.tiles) if t == CATA),
            "treasures": _squares(q for q, t in enumerate(s.treas) if t),
            "monuments": {MONUMENT_NAMES[m]: label(tl) for m, tl in enumerate(s.monuments)
                          if tl >= 0},
            "buildings": {BUILDING_NAMES[c]: label(q) for c, q in enumerate(s.buildings)
                          if q >= 0},
            "wonder": label(s.wonder) if s.wonder >= 0 else None,
        },
        "player": players,
        "bag": _counts(s.bag) if s.bag is not None else None,
        "out_of_play": _counts(s.gone),
        "swapped_away": (_counts([TILE_COUNTS[c] - s.bag[c] - on_board[c] - s.gone[c]
                                  - sum(h[c] for h in s.hands) for c in range(4)])
                         if known else None),
    }
    out["pending"] = _pending(s)
    return out


def _pending(s) -> dict:
    """What the current action has left to resolve (empty between actions)."""
    out: dict[str, Any] = {}
    if s.unifying_at >= 0:
        out["unification_tile"] = label(s.unifying_at)
    if s.placed_at >= 0:
        out["placed_tile"] = label(s.placed_at)
        out["checks_done"] = list(_CHECKS[:s.post_step])
    if s.focus >= 0:
        out["treasure_check_at"] = label(s.focus)
    if s.conflict is not None:
        kind, color, sup, att, dfd, apos, dpos, abase, dbase, acommit = s.conflict
        out["conflict"] = {
            "kind": "war" if kind else "revolt", "colour": COLORS[color],
            "attacker": att + 1, "defender": dfd + 1,
            "attacker_leader": label(apos), "defender_leader": label(dpos),
            "attacker_strength": abase, "defender_strength": dbase,
            "attacker_committed": acommit if acommit >= 0 else None,
        }
    if s.phase == SWAP:
        out["swap"] = {"discarded": s.swap_n, "next_from": TILE_NAMES[s.swap_min]}
    if s.choice and s.phase in (WAR_COLOR, BUILDING, WONDER, MONUMENT, TREASURE):
        if s.phase == WAR_COLOR:
            out["choices"] = [COLORS[c] for c in s.choice]
        elif s.phase == MONUMENT:
            out["choices"] = [{"monument": MONUMENT_NAMES[x >> 8], "square": label(x & 255)}
                              for x in s.choice]
        else:
            out["choices"] = _squares(s.choice)
    return out


# -- reading ------------------------------------------------------------------------
class _Reader:
    """Checks one spec part by part; every refusal names the part."""

    def __init__(self, spec: Mapping):
        if not isinstance(spec, Mapping):
            raise ValueError(f"A position is a mapping of its parts, not {type(spec).__name__}.")
        self.spec = spec

    def part(self, key: str, default: Any = None, kind: type | tuple = object) -> Any:
        v = self.spec.get(key, default)
        if v is None:
            v = default
        if v is not None and not isinstance(v, kind):
            raise ValueError(f"The position's {key!r} should be {_kind_words(kind)}, not {v!r}.")
        return v


def _kind_words(kind) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    words = {dict: "a mapping", list: "a list", int: "a whole number", str: "a word"}
    return " or ".join(words.get(k, k.__name__) for k in kinds)


def square(text: Any, what: str) -> int:
    """The square of a label such as "E7"."""
    if not isinstance(text, str) or text not in _LABELS:
        raise ValueError(f"{what}: {text!r} is not a square (rows A-K, columns 1-16, e.g. E7).")
    return _LABELS[text]


def _board_part(board: Mapping, key: str, kind: type) -> Any:
    """The board's part ``key``, empty when left out; of the wrong kind, refused."""
    v = board.get(key)
    if v is None:
        return kind()
    if not isinstance(v, kind):
        raise ValueError(f"The board's {key!r} should be {_kind_words(kind)}, not {v!r}.")
    return v


def _count_of(mapping: Any, what: str) -> list[int]:
    if not isinstance(mapping, Mapping):
        raise ValueError(f"{what} should map tile names to counts, not {mapping!r}.")
    out = [0, 0, 0, 0]
    for name, n in mapping.items():
        if name not in TILE_NAMES:
            raise ValueError(f"{what}: {name!r} is not a tile ({', '.join(TILE_NAMES)}).")
        if not _whole(n) or n < 0:
            raise ValueError(f"{what}: the count of {name}s must be a whole number, not {n!r}.")
        out[TILE_NAMES.index(name)] = n
    return out


def _whole(v: Any) -> bool:
    """A whole number written as one (true and false are not numbers here)."""
    return isinstance(v, int) and not isinstance(v, bool)


def _seat(v: Any, n: int, what: str) -> int:
    if not _whole(v) or not 1 <= v <= n:
        raise ValueError(f"{what} must be a player number from 1 to {n}, not {v!r}.")
    return v - 1


def from_position(spec: Mapping, seed: int | None = None, **options) -> "TigrisState":
    """The state of a position (see the module docstring).  ``options`` override the
    spec's options; ``seed`` seeds the draws made after the position."""

    r = _Reader(spec)
    if r.part("game", "tigris") != "tigris":
        raise ValueError(f"This is a position of {spec.get('game')!r}, not of Tigris & Euphrates.")
    n = r.part("players", None, int)
    if n is None or not 2 <= n <= 4:
        raise ValueError(f"Tigris & Euphrates takes 2 to 4 players, not {spec.get('players')!r}.")
    opts = resolve_options({**_dynasty_option(r.part("player", [], list)),
                           **r.part("options", {}, dict), **options})
    s = TigrisState.__new__(TigrisState)
    s.n = n
    s.opts = opts
    s._setup_tables()
    s.rng = random.Random(seed)
    s.rng_shared = False
    _read_board(s, r.part("board", {}, dict))
    _read_players(s, r.part("player", [], list))
    _read_tiles(s, r)
    _read_turn(s, r)
    s._reg = s._adj = s._legal = None
    s.announced = s.memo = None
    s._sampled = False
    return s


def _dynasty_option(players: list) -> dict:
    """The ``dynasties`` option the players' own dynasties make (the unnamed ones follow)."""
    chosen = [pl.get("dynasty") for pl in players if isinstance(pl, Mapping)]
    if not any(chosen):
        return {}
    if not all(chosen):
        raise ValueError("Name every player's dynasty, or none (then they follow the options).")
    for p, dynasty in enumerate(chosen):
        if dynasty not in DYNASTIES:
            raise ValueError(f"Player {p + 1}'s dynasty {dynasty!r} is not one of "
                             f"{', '.join(DYNASTIES)}.")
        if dynasty in chosen[:p]:
            raise ValueError(f"Players {chosen.index(dynasty) + 1} and {p + 1} both play the "
                             f"{dynasty.capitalize()} dynasty; each player needs one of their own.")
    return {"dynasties": "-".join(chosen + [d for d in DYNASTIES if d not in chosen])}


def _read_board(s, board: Mapping) -> None:
    s.tiles = [-1] * SQUARES
    s.treas = [0] * SQUARES
    s.leaders = [-1] * SQUARES
    s.monuments = [-1] * 6
    s.buildings = [-1] * 4
    s.wonder = -1

    def put(q: int, code: int, what: str) -> None:
        if s.tiles[q] != -1:
            raise ValueError(f"{label(q)} holds two things: {what} and another piece.")
        s.tiles[q] = code

    for at, name in _board_part(board, "tiles", dict).items():
        q = square(at, "The board's tiles")
        if not isinstance(name, str) or name not in TILE_NAMES:
            raise ValueError(f"{at}: {name!r} is not a tile ({', '.join(TILE_NAMES)}).")
        c = TILE_NAMES.index(name)
        if (c == 1) != s.river[q]:
            raise ValueError(f"{at}: a {name} cannot lie there; farms go on rivers and the "
                             "other tiles on land.")
        put(q, c, f"a {name}")
    for at in _board_part(board, "face_down", list):
        put(square(at, "The board's face-down tiles"), FACE_DOWN, "a face-down tile")
    for at in _board_part(board, "catastrophes", list):
        put(square(at, "The board's catastrophes"), CATA, "a catastrophe")
    for at in _board_part(board, "treasures", list):
        q = square(at, "The board's treasures")
        if s.treas[q]:
            raise ValueError(f"{at}: the board's treasures name this square twice; a temple "
                             "holds one treasure.")
        if q not in s.board.temples:
            raise ValueError(f"{at}: treasures lie only on the starting temples' squares "
                             f"({', '.join(_squares(s.board.temples))}).")
        if s.tiles[q] not in (RED, FACE_DOWN):
            raise ValueError(f"{at}: a treasure needs its temple (or a face-down tile) under it.")
        s.treas[q] = 1
    for name, at in _board_part(board, "monuments", dict).items():
        if name not in MONUMENT_NAMES:
            raise ValueError(f"{name!r} is not a monument ({', '.join(MONUMENT_NAMES)}).")
        tl = square(at, f"The {name}")
        block = (tl, tl + 1, tl + COLS, tl + COLS + 1)
        if tl % COLS == COLS - 1 or tl // COLS == ROWS - 1 or any(
                s.tiles[q] != FACE_DOWN for q in block):
            raise ValueError(f"The {name} at {at} needs the 2x2 block from {at} (its top-left "
                             "square) face down.")
        s.monuments[MONUMENT_NAMES.index(name)] = tl
    for name, at in _board_part(board, "buildings", dict).items():
        if name not in BUILDING_NAMES:
            raise ValueError(f"{name!r} is not a building ({', '.join(BUILDING_NAMES)}).")
        c = BUILDING_NAMES.index(name)
        q = square(at, f"The {name}")
        if s.tiles[q] != c:
            raise ValueError(f"The {name} at {at} must stand on a {TILE_NAMES[c]}.")
        s.buildings[c] = q
    wonder = board.get("wonder")
    if wonder is not None:
        centre = square(wonder, "The wonder")
        cross = next((cr for cr in CROSSES[centre] if cr[0] == centre), None)
        if cross is None or any(s.tiles[q] != FACE_DOWN for q in cross):
            raise ValueError(f"The wonder at {wonder} needs its centre and four arms face down.")
        s.wonder = centre
    _check_face_down(s, cross if s.wonder >= 0 else ())


def _check_face_down(s, wonder: tuple) -> None:
    """Tiles lie face down only under a monument or the wonder, one each (§5.1 steps 5-6)."""
    under = [tl + d for tl in s.monuments if tl >= 0 for d in (0, 1, COLS, COLS + 1)]
    under += list(wonder)
    if len(set(under)) != len(under):
        raise ValueError("Two monuments (or a monument and the wonder) stand on the same "
                         "face-down tiles; each stands on tiles of its own.")
    loose = sorted(set(q for q, t in enumerate(s.tiles) if t == FACE_DOWN) - set(under))
    if loose:
        raise ValueError(f"The face-down tile at {label(loose[0])} is under no monument and not "
                         "under the wonder; tiles turn face down only when one is built.")


def _read_players(s, players: list) -> None:
    n = s.n
    if len(players) != n:
        raise ValueError(f"The position lists {len(players)} players for a {n}-player game.")
    s.lpos = [-1] * (4 * n)
    s.hands, s.hand_n, s.cats, s.vp, s.treas_n = [], [], [], [], []
    for p, pl in enumerate(players):
        who = f"Player {p + 1}"
        if not isinstance(pl, Mapping):
            raise ValueError(f"{who} should be a mapping of their parts.")
        dynasty = pl.get("dynasty", s.dynasties[p])
        if dynasty != s.dynasties[p]:
            raise ValueError(f"{who} plays the {dynasty} dynasty but the options give them the "
                             f"{s.dynasties[p]} (option dynasties: {s.opts['dynasties']}).")
        for part in ("hand", "points", "treasures"):
            if part in pl and pl[part] is None:
                raise ValueError(f"{who}'s {part} are hidden in this position (a seat's view); "
                                 "a position to play from names them.")
        hand = _count_of(pl.get("hand") or {}, f"{who}'s hand")
        if sum(hand) > HAND_SIZE:
            raise ValueError(f"{who} holds {sum(hand)} tiles; a hand holds at most {HAND_SIZE}.")
        s.hands.append(hand)
        s.hand_n.append(sum(hand))
        cats = pl.get("catastrophes", s.opts["catastrophes_per_player"])
        if not _whole(cats) or not 0 <= cats <= s.opts["catastrophes_per_player"]:
            raise ValueError(f"{who} may hold 0 to {s.opts['catastrophes_per_player']} "
                             f"catastrophes, not {cats!r}.")
        s.cats.append(cats)
        points = pl.get("points") or {}
        if not isinstance(points, Mapping) or any(k not in COLORS for k in points):
            raise ValueError(f"{who}'s points should map colours ({', '.join(COLORS)}) to points.")
        vp = [points.get(c, 0) for c in COLORS]
        if any(not _whole(v) or v < 0 for v in vp):
            raise ValueError(f"{who}'s points must be whole numbers of 0 or more.")
        s.vp.append(vp)
        t = pl.get("treasures", 0)
        if not _whole(t) or t < 0:
            raise ValueError(f"{who}'s treasures must be a whole number, not {t!r}.")
        s.treas_n.append(t)
        leaders = pl.get("leaders") or {}
        if not isinstance(leaders, Mapping):
            raise ValueError(f"{who}'s leaders should map leader names to squares, not "
                             f"{leaders!r}.")
        for name, at in leaders.items():
            if name not in LEADER_NAMES:
                raise ValueError(f"{who}: {name!r} is not a leader ({', '.join(LEADER_NAMES)}).")
            q = square(at, f"{who}'s {name}")
            if s.tiles[q] != -1 or s.leaders[q] != -1:
                raise ValueError(f"{who}'s {name} at {at} shares its square with another piece.")
            if s.river[q]:
                raise ValueError(f"{who}'s {name} at {at} stands on a river; leaders stand on land.")
            if not any(s.tiles[nb] == RED for nb in NEIGH[q]):
                raise ValueError(f"{who}'s {name} at {at} has no face-up temple beside it (§7.4).")
            i = 4 * p + LEADER_NAMES.index(name)
            s.leaders[q] = i
            s.lpos[i] = q
    placed = s.tiles.count(CATA)
    if placed + sum(s.cats) > n * s.opts["catastrophes_per_player"]:
        raise ValueError(f"{placed} catastrophes on the board and {sum(s.cats)} in hand are more "
                         f"than the {n * s.opts['catastrophes_per_player']} in play.")
    total = len(s.board.temples)
    if sum(s.treas) + sum(s.treas_n) != total:
        raise ValueError(f"{sum(s.treas)} treasures on the board and {sum(s.treas_n)} collected "
                         f"make {sum(s.treas) + sum(s.treas_n)}; the {s.board.side} side has "
                         f"{total}.")


def _read_tiles(s, r: _Reader) -> None:
    on_board = [s.tiles.count(c) for c in range(4)]
    in_hands = [sum(h[c] for h in s.hands) for c in range(4)]
    if "bag" in r.spec and r.spec["bag"] is None:
        raise ValueError("The bag is hidden in this position (a seat's view); a position to "
                         "play from names it, or leaves it out to hold the tiles left over.")
    s.gone = _count_of(r.part("out_of_play", {}, dict), "The tiles out of play")
    swapped = _count_of(r.part("swapped_away", {}, dict), "The tiles swapped away")
    face_down = s.tiles.count(FACE_DOWN)
    if sum(s.gone) < face_down:
        raise ValueError(f"The tiles out of play ({sum(s.gone)}) must count the {face_down} "
                         "face-down tiles under monuments and the wonder.")
    rest = [TILE_COUNTS[c] - on_board[c] - in_hands[c] - s.gone[c] - swapped[c]
            for c in range(4)]
    bag = r.part("bag", None, dict)
    s.bag = rest if bag is None else _count_of(bag, "The bag")
    for c in range(4):
        if s.bag[c] != rest[c] or rest[c] < 0:
            raise ValueError(
                f"The {TILE_NAMES[c]}s do not add up: {s.bag[c]} in the bag, {in_hands[c]} in "
                f"hands, {on_board[c]} face up on the board, {s.gone[c]} out of play and "
                f"{swapped[c]} swapped away make "
                f"{s.bag[c] + in_hands[c] + on_board[c] + s.gone[c] + swapped[c]}; the box has "
                f"{TILE_COUNTS[c]}.")
    s.bag_n = sum(s.bag)


def _read_turn(s, r: _Reader) -> None:
    n = s.n
    words = r.part("phase", PHASE_WORDS[ACTION], str)
    if words not in _PHASES:
        raise ValueError(f"{words!r} is not a phase of the game (one of: "
                         f"{', '.join(PHASE_WORDS.values())}).")
    s.phase = _PHASES[words]
    s.active = _seat(r.part("active", 1), n, "The active player")
    s.actions_left = r.part("actions_left", 2, int)
    if not _whole(s.actions_left) or not 0 <= s.actions_left <= 2:
        raise ValueError(f"A turn has 0 to 2 actions left, not {s.actions_left}.")
    pend = r.part("pending", {}, dict)
    s.unifying_at = square(pend["unification_tile"], "The unification tile") \
        if pend.get("unification_tile") else -1
    s.placed_at = square(pend["placed_tile"], "The placed tile") if pend.get("placed_tile") else -1
    checks = pend.get("checks_done") or []
    if not isinstance(checks, list) or checks != list(_CHECKS[:len(checks)]):
        raise ValueError(f"The checks done after a placement run in the order "
                         f"{', '.join(_CHECKS)}; {checks!r} does not.")
    s.post_step = len(checks)
    s.focus = square(pend["treasure_check_at"], "The treasure check") \
        if pend.get("treasure_check_at") else -1
    s.conflict = _read_conflict(s, pend.get("conflict"))
    if (s.phase == COMMIT) != (s.conflict is not None):
        raise ValueError("A conflict is pending exactly when the phase is 'commit support'.")
    swap = pend.get("swap") or {}
    if not isinstance(swap, Mapping):
        raise ValueError(f"The pending swap names the tiles 'discarded' and 'next_from', not "
                         f"{swap!r}.")
    s.swap_n = swap.get("discarded", 0)
    if not _whole(s.swap_n) or not 0 <= s.swap_n <= HAND_SIZE:
        raise ValueError(f"A swap discards 0 to {HAND_SIZE} tiles, not {s.swap_n!r}.")
    nxt = swap.get("next_from", TILE_NAMES[0])
    if not isinstance(nxt, str) or nxt not in TILE_NAMES:
        raise ValueError(f"The swap's next tile {nxt!r} is not a tile.")
    s.swap_min = TILE_NAMES.index(nxt)
    s.choice = _read_choices(s, pend.get("choices") or [])
    if s.phase == OVER:
        s.to_move = None
    else:
        s.to_move = _seat(r.part("to_move", s.active + 1), n, "The player to move")
        expected = {COMMIT: None, TREASURE: None}.get(s.phase, s.active)
        if s.phase == COMMIT:
            expected = s.conflict.defender if s.conflict.attacker_commit >= 0 else s.conflict.attacker
        if expected is not None and s.to_move != expected:
            raise ValueError(f"Player {expected + 1} decides when the phase is "
                             f"{words!r}, not player {s.to_move + 1}.")


def _read_conflict(s, cf: Any) -> Conflict | None:
    if not cf:
        return None
    try:
        kind = ("revolt", "war").index(cf["kind"])
        color = COLORS.index(cf["colour"])
        att = _seat(cf["attacker"], s.n, "The attacker")
        dfd = _seat(cf["defender"], s.n, "The defender")
        apos = square(cf["attacker_leader"], "The attacking leader")
        dpos = square(cf["defender_leader"], "The defending leader")
        abase, dbase = cf["attacker_strength"], cf["defender_strength"]
        committed = cf.get("attacker_committed")
    except (KeyError, ValueError, TypeError) as e:
        raise ValueError(f"The pending conflict is incomplete or wrong ({e}); it names kind, "
                         "colour, attacker, defender, both leaders and both strengths.") from None
    for who, seat, pos in (("attacking", att, apos), ("defending", dfd, dpos)):
        if s.lpos[4 * seat + color] != pos:
            raise ValueError(f"The {who} leader at {label(pos)} is not player {seat + 1}'s "
                             f"{LEADER_NAMES[color]}.")
    for what, v in (("attacker's strength", abase), ("defender's strength", dbase),
                    ("attacker's committed support", 0 if committed is None else committed)):
        if not _whole(v) or v < 0:
            raise ValueError(f"The pending conflict's {what} is a whole number of 0 or more, "
                             f"not {v!r}.")
    sup = RED if kind == 0 else color
    return Conflict(kind, color, sup, att, dfd, apos, dpos, abase, dbase,
                    -1 if committed is None else committed)


def _read_choices(s, choices: Any) -> tuple:
    if not isinstance(choices, list):
        raise ValueError(f"The pending choices are a list, not {choices!r}.")
    if s.phase == WAR_COLOR:
        if any(c not in COLORS for c in choices):
            raise ValueError(f"The war colours {choices!r} must be colours ({', '.join(COLORS)}).")
        return tuple(COLORS.index(c) for c in choices)
    if s.phase == MONUMENT:
        try:
            return tuple((MONUMENT_NAMES.index(x["monument"]) << 8)
                         | square(x["square"], "A monument choice") for x in choices)
        except (KeyError, TypeError, ValueError):
            raise ValueError("Each monument choice names a 'monument' and its top-left "
                             "'square'.") from None
    if s.phase in (BUILDING, WONDER, TREASURE):
        return tuple(square(x, f"A choice of the phase {PHASE_WORDS[s.phase]!r}")
                     for x in choices)
    return ()
