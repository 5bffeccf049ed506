"""The Tigris & Euphrates tutorial: a guided first game on a fixed seed, you against an AI teacher.

The story is played out here through the rules engine on a fixed seed (``SEED``, whose
hands fit the story): you found a kingdom with your king next to the temple on G9 and
score a settlement through him; your teacher's priest joins your kingdom and your own
priest wins the revolt; your teacher founds a kingdom by the temple on E14 and your tiles
unite the two, so the kings go to war; your trader collects a treasure, a square of four
temples becomes a monument that scores at the end of your turn, and a look at the points
shows why the weakest colour decides.  Every step expects exactly one move (the teacher's
are played for it); then the game goes on freely against the ``easy`` AI.
"""

from __future__ import annotations

from engine.saves import Seat
from engine.text import Message, Reader, render
from engine.tutorial import Step, Tutorial, all_of

from . import actions as A
from . import rules as R
from .data import COLS, TILE_NAMES, label

SEED = 4
LEARNER, TEACHER = 0, 1
NAMES = ("You", "Teacher")
TEMPLE, FARM, MARKET, SETTLEMENT = 0, 1, 2, 3

# The squares of the story (row, col), see the module docstring.
KING_AT = (5, 8)        # F9, above the temple on G9
FIRST_TILE = (5, 9)     # F10
T_PRIEST = (7, 8)       # H9
T_TEMPLE = (4, 12)      # E13, next to the temple on E14
MY_PRIEST = (6, 7)      # G8
SECOND_TILE = (5, 10)   # F11
T_KING = (3, 12)        # D13
THIRD_TILE = (5, 11)    # F12
UNIFY = (4, 11)         # E12
TRADER_AT = (5, 13)     # F14
MONUMENT_TILE = (5, 12)  # F13
#: Far-away squares the teacher uses for quiet moves (land, then river for farms).
QUIET_LAND = ((10, 0), (10, 2), (9, 1), (10, 3), (9, 3), (10, 1))
QUIET_RIVER = ((3, 0), (3, 2), (3, 1), (3, 3))


def _sq(rc) -> int:
    return rc[0] * COLS + rc[1]


class PlanError(Exception):
    pass


def _hand(s, seat) -> list[int]:
    return s.hands[seat]


def _quiet(s) -> object:
    """A teacher's move that changes nothing near the story: a tile far away, else a pass."""
    legal = set(s.legal_actions())
    hand = _hand(s, TEACHER)
    for c in (MARKET, SETTLEMENT, TEMPLE):
        if hand[c]:
            for rc in QUIET_LAND:
                a = A.PlaceTile(TILE_NAMES[c], *rc)
                if a in legal:
                    return a
    if hand[FARM]:
        for rc in QUIET_RIVER:
            a = A.PlaceTile("farm", *rc)
            if a in legal:
                return a
    return A.Pass()


def _tile(s, seat, prefer) -> str:
    hand = _hand(s, seat)
    for c in prefer:
        if hand[c] > 0:
            return TILE_NAMES[c]
    raise PlanError(f"seat {seat} holds none of {prefer}")


def make_plan(seed: int) -> list[tuple[str, object]]:
    """(tag, action) in order, played through the engine; PlanError if the hands don't fit."""
    s = R.new_game(2, seed=seed)
    out: list[tuple[str, object]] = []

    def play(tag, a):
        if a not in set(s.legal_actions()):
            raise PlanError(f"{tag}: {a!r} is not legal")
        out.append((tag, a))
        s.apply(a)

    def quiet_turn():
        while s.to_move == TEACHER and s.active == TEACHER:
            play("teacher-quiet", _quiet(s))

    if s.active == TEACHER:
        quiet_turn()
    # turn A: found a kingdom, score through the king
    play("found", A.PlaceLeader("king", *KING_AT))
    play("score-king", A.PlaceTile(_tile(s, LEARNER, (SETTLEMENT,)), *FIRST_TILE))
    # turn B: the teacher's priest joins; a temple by E14
    play("teacher-priest", A.PlaceLeader("priest", *T_PRIEST))
    play("teacher-temple", A.PlaceTile(_tile(s, TEACHER, (TEMPLE,)), *T_TEMPLE))
    # turn C: your priest starts a revolt and wins it
    if _hand(s, LEARNER)[TEMPLE] < 1:
        raise PlanError("no temple to commit")
    play("revolt", A.PlaceLeader("priest", *MY_PRIEST))
    play("commit", A.CommitSupport(1))
    play("teacher-commit", A.CommitSupport(0))
    play("extend", A.PlaceTile(_tile(s, LEARNER, (MARKET, SETTLEMENT, TEMPLE)), *SECOND_TILE))
    # turn D: the teacher founds a kingdom by E14
    play("teacher-king", A.PlaceLeader("king", *T_KING))
    play("teacher-quiet", _quiet(s))
    # turn E: two temples: the second unites the kingdoms, and the kings go to war
    if _hand(s, LEARNER)[TEMPLE] < 2:
        raise PlanError("two temples needed on turn E")
    play("temple-score", A.PlaceTile("temple", *THIRD_TILE))
    play("unify", A.PlaceTile("temple", *UNIFY))
    if s.phase != "commit":
        raise PlanError("no war")
    play("war-commit", A.CommitSupport(0))
    play("teacher-war-commit", A.CommitSupport(0))
    if s.lpos[4 * TEACHER + 3] >= 0:
        raise PlanError("the war was lost")
    # turn F: the teacher is quiet
    quiet_turn()
    # turn G: the trader collects a treasure; a square of temples becomes a monument
    if _hand(s, LEARNER)[TEMPLE] < 1:
        raise PlanError("no temple for the monument")
    play("trader", A.PlaceLeader("trader", *TRADER_AT))
    if s.phase != "treasure":
        raise PlanError("no treasure choice")
    play("treasure", A.TakeTreasure(*divmod(s.choice[0], COLS)))
    play("monument-tile", A.PlaceTile("temple", *MONUMENT_TILE))
    mon = A.BuildMonument("monument_black_red", *UNIFY)
    play("monument", mon)
    if s.active != TEACHER:
        raise PlanError("the turn did not end")
    return out


def find_seed(start: int = 0, stop: int = 3000) -> int:
    for seed in range(start, stop):
        try:
            make_plan(seed)
            return seed
        except PlanError:
            continue
    raise PlanError("no seed fits the story")


# -- the words ------------------------------------------------------------------------------
def _hand_tile(colour: int):
    def ids(table):
        return [p.id for p in table.pieces
                if getattr(p.data, "zone", "") == "hand" and p.data.colour == colour][:1]
    return ids


def _sqid(rc) -> str:
    return f"sq{_sq(rc)}"


def _lab(rc) -> str:
    return label(_sq(rc))


def _t(key: str, **params) -> str:
    """A line of the tutorial (``tigris.tutorial.<key>`` in tigris/words.py), said to the learner."""
    return render(Message(f"tigris.tutorial.{key}", **params), _READER, LEARNER)


def _steps(seed: int) -> list[Step]:
    plan = make_plan(seed)
    hint = _t("hint")
    steps: list[Step] = [
        Step(_t("welcome"), title=_t("welcome_title")),
        Step(_t("table"), title=_t("table_title")),
    ]
    s = R.new_game(2, seed=seed)
    said: set[str] = set()
    for tag, a in plan:
        seat = s.to_move
        if seat == TEACHER:
            text = _teacher_words(s, tag, a, said)
            steps.append(Step(text, title=_t("teacher_title"), expect=a))
            s.apply(a)
            continue
        text, title, hl = _words(s, tag, a)
        expect = a
        if tag == "treasure":
            expect = (lambda st, act: isinstance(act, A.TakeTreasure))
        steps.append(Step(text, title=title, expect=expect, highlight=hl, hint=hint))
        s.apply(a)
        if tag == "monument":
            steps.append(Step(_t("monument_scored"), title=_t("monument_scored_title")))
            me = s.vp[LEARNER]
            weakest = min(range(4), key=lambda c: me[c])
            steps.append(Step(_t("weakest", red=me[0], blue=me[1], green=me[2], black=me[3], weakest=me[weakest],
                                 treasures=s.treas_n[LEARNER]), title=_t("weakest_title")))
    steps.append(Step(_t("catastrophes"), title=_t("catastrophes_title")))
    steps.append(Step(_t("free_play"), title=_t("free_play_title"), until=lambda st: st.is_over()))
    return steps


def _teacher_words(s, tag, a, said) -> str:
    if tag == "teacher-quiet":
        if "quiet" not in said:
            said.add("quiet")
            return _t("teacher_quiet")
        return _t("teacher_far_away", move=s.describe(a))
    if tag in _TEACHER_STORY:
        return _t(tag.replace("-", "_"), **{k: _lab(rc) for k, rc in _TEACHER_STORY[tag].items()})
    return _teacher_line(s, a)


#: The teacher's moves the story explains, with the squares their lines name.
_TEACHER_STORY = {"teacher-priest": {"square": T_PRIEST}, "teacher-temple": {"square": T_TEMPLE},
                  "teacher-commit": {}, "teacher-king": {"square": T_KING}, "teacher-war-commit": {}}

#: The learner's steps: (square the line names, tile colour to drag, what else glows).
_LEARNER_STORY = {
    "found": (KING_AT, None, "L0-3"),
    "score-king": (FIRST_TILE, SETTLEMENT, None),
    "revolt": (MY_PRIEST, None, "L0-0"),
    "temple-score": (THIRD_TILE, TEMPLE, None),
    "unify": (UNIFY, TEMPLE, None),
    "trader": (TRADER_AT, None, "L0-2"),
    "monument-tile": (MONUMENT_TILE, TEMPLE, None),
}

#: A learner's line for the teacher's move, its teacher named.
_READER = Reader(("you", "your teacher"), LEARNER)


def _teacher_line(s, a) -> str:
    """The rules' sentence for the teacher's move, with the teacher named."""
    return render(s.describe(a), _READER)


def _words(s, tag, a):
    """Text, title and highlight of one learner step."""
    key = tag.replace("-", "_")
    if tag in _LEARNER_STORY:
        rc, tile, piece = _LEARNER_STORY[tag]
        hl = all_of(_hand_tile(tile) if tile is not None else piece, _sqid(rc))
        return _t(key, square=_lab(rc)), _t(key + "_title"), hl
    if tag == "commit":
        return _t(key), _t(key + "_title"), _hand_tile(TEMPLE)
    if tag == "extend":
        c = TILE_NAMES.index(a.tile)
        why = _t("extend_king" if c != TEMPLE else "extend_priest")
        return (_t(key, tile=Message(f"tigris.term.{a.tile}"), square=_lab(SECOND_TILE), why=why),
                _t(key + "_title"), all_of(_hand_tile(c), _sqid(SECOND_TILE)))
    if tag in ("war-commit", "treasure", "monument"):
        return _t(key), _t(key + "_title"), []
    move = render(s.describe(a), _READER, LEARNER, order=True)
    return _t("next", move=move), _t("next_title"), []


_SEED_FOUND: list[int] = []


def tutorial_seed() -> int:
    """``SEED``, or (should the engine ever deal differently) the first seed whose hands fit the story."""
    if not _SEED_FOUND:
        try:
            make_plan(SEED)
            _SEED_FOUND.append(SEED)
        except PlanError:
            _SEED_FOUND.append(find_seed())
    return _SEED_FOUND[0]


def tutorial() -> Tutorial:
    seed = tutorial_seed()
    return Tutorial(
        game="tigris", title=_t("name"), seed=seed, learner=LEARNER,
        seats=[Seat(NAMES[0], "human", None, "blue"), Seat(NAMES[1], "ai", "easy", "red")],
        steps=_steps(seed),
    )
