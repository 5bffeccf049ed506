"""The Tigris & Euphrates tutorial: a guided first game on a fixed seed, you against an AI teacher.

The story is played out here through the rules engine on a fixed seed (``SEED``, whose
hands fit the story): you found a kingdom with your king next to the temple on G9 and
score a settlement through him; your teacher's priest joins your kingdom and your own
priest wins the revolt; your teacher founds a kingdom by the temple on E14 and your tiles
unite the two, so the kings go to war; your teacher's priest attacks yours and you defend,
winning the tie; your trader collects a treasure and a square of four temples becomes a
monument that scores at the end of your turn; your catastrophe takes the only temple of
the teacher's new king, who goes home, and you swap two tiles; your farmer joins your kingdom
and a farm on the river scores for him; you move the farmer to a temple by the other river
and take your trader home; your teacher's farmer settles by the same river, your farm scores
for your farmer and a tile where no king stands in scores nothing; your next tile unites the
two kingdoms and your farmers go to war, which you win by committing a farm, and the teacher's
farm is lost; you pass your last action; a look at the points shows why the weakest colour
decides.  Every step expects exactly one move (the teacher's are
played for it); then the game goes on freely against the ``easy`` AI.
"""

from __future__ import annotations

from engine.phrases import written
from engine.saves import Seat
from engine.text import Message, Reader, render
from engine.tutorial import Step, Tutorial, all_of

from . import actions as A
from . import rules as R
from . import terms as T
from .data import NEIGH
from .view_layout import regions
from .data import COLORS, COLS, TILE_NAMES, label

SEED = 31
LEARNER, TEACHER = 0, 1
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
#: Where the teacher's priest may attack yours (beside one temple of your kingdom).
T_ATTACK = ((3, 11), (4, 10), (3, 13), (4, 14))
FAR_TEMPLE = (9, 9)     # J10: the teacher's far temple, the catastrophe's target
FAR_KING = (9, 8)       # J9
FARMER_AT = (6, 9)      # G10, beside the temple on G9
FARM_AT = (6, 12)       # G13, river beside the monument
FARMER_TO = (9, 10)     # J11, beside the temple on K11, the river on I11 above
T_FARMER = (8, 13)      # I14, beside the special temple on I15
T_FARM = (8, 12)        # I13, river beside the teacher's farmer
RIVER_FARM = (8, 10)    # I11, river above your farmer
NO_KING = (9, 11)       # J12, beside your farmer: a kingdom without a king
FARM_WAR = (9, 12)      # J13, touching J12 and I13: it unites the two kingdoms
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
    if s.conflict.defence != 0:
        raise PlanError("the teacher's kingdom has settlements to lose")
    play("teacher-war-commit", A.CommitSupport(0))
    if s.lpos[4 * TEACHER + 3] >= 0:
        raise PlanError("the war was lost")
    # turn F: the teacher attacks your priest with its own; you defend with a temple and win the tie
    if _hand(s, TEACHER)[TEMPLE] < 2 or _hand(s, LEARNER)[TEMPLE] < 2:
        raise PlanError("the teacher's attack needs temples on both sides")
    play("teacher-attack", _attack(s))
    play("teacher-attack-commit", A.CommitSupport(1))
    play("defend", A.CommitSupport(1))
    if s.lpos[4 * LEARNER] < 0 or s.lpos[4 * TEACHER] >= 0:
        raise PlanError("the defence did not hold")
    play("teacher-far-temple", A.PlaceTile("temple", *FAR_TEMPLE))
    # turn G: the trader collects a treasure; a square of temples becomes a monument
    play("trader", A.PlaceLeader("trader", *TRADER_AT))
    if s.phase != "treasure":
        raise PlanError("no treasure choice")
    play("treasure", A.TakeTreasure(*divmod(s.choice[0], COLS)))
    play("monument-tile", A.PlaceTile("temple", *MONUMENT_TILE))
    mon = A.BuildMonument("monument_black_red", *UNIFY)
    play("monument", mon)
    if s.active != TEACHER:
        raise PlanError("the turn did not end")
    # turn H: the teacher founds a kingdom far away, its king beside the new temple only
    play("teacher-far-king", A.PlaceLeader("king", *FAR_KING))
    play("teacher-quiet", _quiet(s))
    # turn I: your catastrophe strands that king; then you swap the tiles you hold most of
    if s.active != LEARNER:
        raise PlanError("turn I is not yours")
    play("catastrophe", A.PlaceCatastrophe(*FAR_TEMPLE))
    if s.lpos[4 * TEACHER + 3] >= 0:
        raise PlanError("the catastrophe stranded nobody")
    pair = swap_colour(s)
    play("swap", A.SwapTiles())
    play("discard", A.DiscardTile(TILE_NAMES[pair]))
    play("discard", A.DiscardTile(TILE_NAMES[pair]))
    play("end-swap", A.EndSwap())
    if s.active != TEACHER:
        raise PlanError("the swap did not end the turn")
    quiet_turn()
    # turn J: your farmer joins your kingdom, and a farm on the river scores for him
    play("farmer", A.PlaceLeader("farmer", *FARMER_AT))
    if _hand(s, LEARNER)[FARM] < 1:
        raise PlanError("no farm for the river")
    blue = s.vp[LEARNER][1]
    play("farm", A.PlaceTile("farm", *FARM_AT))
    if s.vp[LEARNER][1] != blue + 1:
        raise PlanError("the farm did not score for the farmer")
    quiet_turn()
    # turn K: the farmer moves to a temple by the other river; the trader goes home
    play("move-farmer", A.MoveLeader("farmer", *FARMER_TO))
    play("withdraw", A.WithdrawLeader("trader"))
    if s.active != TEACHER:
        raise PlanError("turn K did not end")
    # the teacher's farmer settles by the same river, with a farm
    play("teacher-farmer", A.PlaceLeader("farmer", *T_FARMER))
    play("teacher-farm", A.PlaceTile("farm", *T_FARM))
    # turn L: a farm scores for your farmer; a tile no leader of its colour (nor a king) scores
    play("river-farm", A.PlaceTile("farm", *RIVER_FARM))
    play("no-king", A.PlaceTile(_tile(s, LEARNER, (MARKET, TEMPLE)), *NO_KING))
    quiet_turn()
    # turn M: your tile unites the kingdoms; the farmers' war is won with a committed farm
    play("farm-war", A.PlaceTile(_tile(s, LEARNER, (SETTLEMENT, TEMPLE, MARKET)), *FARM_WAR))
    if s.phase != "commit" or s.conflict.support != FARM or (s.conflict.attack, s.conflict.defence) != (1, 1) or _hand(s, LEARNER)[FARM] < 1:
        raise PlanError("no war of farmers, one farm against one, with a farm to commit")
    play("farm-war-commit", A.CommitSupport(1))
    play("teacher-farm-war-commit", A.CommitSupport(0))
    if s.lpos[4 * TEACHER + 1] >= 0 or s.tiles[_sq(T_FARM)] >= 0:
        raise PlanError("the farmers' war was lost")
    play("pass", A.Pass())
    if s.active != TEACHER:
        raise PlanError("turn M did not end")
    return out


def swap_colour(s) -> int:
    """The colour of the two tiles you swap: of the pairs you hold, the colour you are strongest in."""
    hand, vp = _hand(s, LEARNER), s.vp[LEARNER]
    pairs = [c for c in range(4) if hand[c] >= 2 and vp[c] >= 2]
    if not pairs:
        raise PlanError("no pair of a strong colour to swap")
    return max(pairs, key=lambda c: (vp[c], c))


def _attack(s):
    """The teacher's priest beside one temple of your kingdom: a revolt, one temple against one."""
    for rc in T_ATTACK:
        a = A.PlaceLeader("priest", *rc)
        if a not in set(s.legal_actions()):
            continue
        trial = s.clone()
        trial.apply(a)
        if trial.phase == "commit" and trial.conflict and trial.conflict.attack == trial.conflict.defence == 1:
            return a
    raise PlanError("no square for the teacher's attack")


def find_seed(start: int = 0, stop: int = 3000) -> int:
    for seed in range(start, stop):
        try:
            make_plan(seed)
            return seed
        except PlanError:
            continue
    raise PlanError("no seed fits the story")


# -- the words ------------------------------------------------------------------------------
def _hand_tile(colour: int, n: int = 1):
    """A step's highlight: the first ``n`` tiles of ``colour`` behind your screen."""
    def ids(table):
        return [p.id for p in table.pieces
                if getattr(p.data, "zone", "") == "hand" and p.data.colour == colour][:n]
    return ids


def _where_it_shows(a):
    """A step's highlight: the decision panel while one is open (a conflict shows both sides
    there), else the square the move ``a`` went to."""
    def ids(table) -> list[str]:
        panel = [z for z in ("commit", "decision") if z in table.zones]
        return panel or ([_sqid((a.row, a.col))] if hasattr(a, "row") else [])
    return ids


def _sqid(rc) -> str:
    return f"sq{_sq(rc)}"


def _lab(rc) -> str:
    return label(_sq(rc))


def _reader() -> Reader:
    """The learner, who reads the notes, and the teacher, in the display language of the moment
    (the tutorial is built each time it opens, so its words follow the language)."""
    return Reader((written("engine.tutorial.reader_you"), written("engine.tutorial.teacher")), LEARNER)


def _t(key: str, **params) -> str:
    """A line of the tutorial (``tigris.tutorial.<key>`` in tigris/words.py), said to the learner."""
    return render(Message(f"tigris.tutorial.{key}", **params), _reader(), LEARNER)


def _steps(seed: int) -> list[Step]:
    plan = make_plan(seed)
    steps: list[Step] = [
        Step(_t("welcome"), title=_t("welcome_title")),
        Step(_t("table"), title=_t("table_title")),
    ]
    s = R.new_game(2, seed=seed)
    said: set[str] = set()
    for tag, a in plan:
        if s.to_move == TEACHER:
            text = _teacher_words(s, tag, a, said)
            if tag == "teacher-quiet":   # a move far away: said once it is made
                steps.append(Step(text, title=_t("teacher_title"), expect=a))
            else:   # the board shows the move, then the note explains it and waits for Next
                steps.append(Step(text, title=_t("teacher_did_title"), expect=a, highlight=_where_it_shows(a)))
            s.apply(a)
            continue
        text, title, hl = _words(s, tag, a)
        expect = a
        if tag == "treasure":
            expect = (lambda st, act: isinstance(act, A.TakeTreasure))
        hint = _t("monument_hint") if tag == "monument" else _t("hint")
        # the tiles dragged into the bag go with the swap in one gesture: their steps share its note
        steps.append(Step(text, title=title, expect=expect, highlight=hl, hint=hint,
                          joined=tag in ("discard", "end-swap")))
        s.apply(a)
        if tag == "monument":
            steps.append(Step(_t("monument_scored"), title=_t("monument_scored_title"),
                              highlight=[f"p{LEARNER}"]))
    me = s.vp[LEARNER]
    steps.append(Step(_t("weakest", red=me[0], blue=me[1], green=me[2], black=me[3],
                         treasures=s.treas_n[LEARNER], weakest=s.final_vector(LEARNER)[0]),
                      title=_t("weakest_title"), highlight=[f"p{LEARNER}"]))
    steps.append(Step(_t("game_end"), title=_t("game_end_title")))
    steps.append(Step(_t("free_play"), title=_t("free_play_title"), until=lambda st: st.is_over()))
    return steps


def _teacher_words(s, tag, a, said) -> str:
    if tag == "teacher-quiet":
        if "quiet" not in said:
            said.add("quiet")
            return _t("teacher_quiet", move=s.describe(a))
        return _t("teacher_far_away", move=s.describe(a))
    key = tag.replace("-", "_")
    cf = s.conflict
    if tag in ("teacher-commit", "teacher-war-commit", "teacher-farm-war-commit"):
        mine, theirs = cf.attack + max(cf.attacker_commit, 0), cf.defence
        after = s.clone()
        after.apply(a)
        return _t(key, mine=mine, theirs=theirs, points=after.vp[LEARNER][cf.support] - s.vp[LEARNER][cf.support],
                  lost=sum(1 for q in range(len(s.tiles)) if s.tiles[q] == cf.support and after.tiles[q] < 0))
    if tag == "teacher-attack":
        return _t(key, square=_lab((a.row, a.col)), temple=label(_temples_beside(s, _sq((a.row, a.col)))[0]))
    if tag == "teacher-attack-commit":
        return _t(key, attack=cf.attack + a.count, defence=cf.defence)
    if tag in _TEACHER_STORY:
        return _t(key, **{k: _lab(rc) for k, rc in _TEACHER_STORY[tag].items()})
    return _teacher_line(s, a)


def _temples_beside(s, sq: int) -> list[int]:
    return [q for q in NEIGH[sq] if s.tiles[q] == TEMPLE]


#: The teacher's moves the story explains, with the squares their lines name.
_TEACHER_STORY = {"teacher-priest": {"square": T_PRIEST}, "teacher-temple": {"square": T_TEMPLE},
                  "teacher-king": {"square": T_KING}, "teacher-far-temple": {"square": FAR_TEMPLE},
                  "teacher-far-king": {"square": FAR_KING, "temple": FAR_TEMPLE},
                  "teacher-farmer": {"square": T_FARMER, "temple": (8, 14)},
                  "teacher-farm": {"square": T_FARM}}

#: The learner's steps: (square the line names, tile colour to drag, what else glows).
_LEARNER_STORY = {
    "found": (KING_AT, None, "L0-3"),
    "score-king": (FIRST_TILE, SETTLEMENT, None),
    "revolt": (MY_PRIEST, None, "L0-0"),
    "temple-score": (THIRD_TILE, TEMPLE, None),
    "unify": (UNIFY, TEMPLE, None),
    "monument-tile": (MONUMENT_TILE, TEMPLE, None),
}

def _teacher_line(s, a) -> str:
    """The rules' sentence for the teacher's move, with the teacher named."""
    return render(s.describe(a), _reader())


def _words(s, tag, a):
    """Text, title and highlight of one learner step."""
    key = tag.replace("-", "_")
    title = _t(key + "_title")
    if tag in _LEARNER_STORY:
        rc, tile, piece = _LEARNER_STORY[tag]
        hl = all_of(_hand_tile(tile) if tile is not None else piece, _sqid(rc))
        return _t(key, square=_lab(rc)), title, hl
    if tag in ("commit", "defend"):
        return _t(key), title, all_of(_hand_tile(TEMPLE), "commit")
    if tag == "war-commit":
        mine, theirs = (s.conflict.attack, s.conflict.defence) if s.conflict.attacker == LEARNER else (s.conflict.defence, s.conflict.attack)
        return _t(key, mine=mine, theirs=theirs), title, ["commit"]
    if tag == "extend":
        c = TILE_NAMES.index(a.tile)
        why = _t({TEMPLE: "extend_priest", SETTLEMENT: "extend_own"}.get(c, "extend_king"))
        return (_t(key, tile=Message(f"tigris.term.{a.tile}"), square=_lab(SECOND_TILE), why=why),
                title, all_of(_hand_tile(c), _sqid(SECOND_TILE)))
    if tag == "trader":
        where = [label(q) for q in range(len(s.treas)) if s.treas[q] and _same_kingdom(s, q, _sq(KING_AT))]
        return (_t(key, square=_lab(TRADER_AT), treasures=tuple(where), n=len(where)), title,
                all_of("L0-2", _sqid(TRADER_AT)))
    if tag == "treasure":
        return _t(key), title, (lambda table: [f"sq{q}" for q in table.view.choice])
    if tag == "monument":
        return _t(key), title, ["decision"]
    if tag == "catastrophe":
        return (_t(key, square=_lab(FAR_TEMPLE), king=_lab(FAR_KING)), title,
                all_of("cats", f"cat{LEARNER}-0", _sqid(FAR_TEMPLE)))
    if tag == "swap":
        c = swap_colour(s)
        return (_t(key, tiles=Message(f"tigris.term.{TILE_NAMES[c]}s"), colour=Message(f"tigris.term.{COLORS[c]}"),
                   points=s.vp[LEARNER][c]), title, all_of(_hand_tile(c, 2), "bag"))
    if tag == "discard":
        c = TILE_NAMES.index(a.tile)
        return _t(key, tile=Message(f"tigris.term.{a.tile}")), title, all_of(_hand_tile(c), "bag")
    if tag == "end-swap":
        return _t(key, n=s.swap_n), title, ["bag"]
    if tag in ("farmer", "move-farmer"):
        rc = FARMER_AT if tag == "farmer" else FARMER_TO
        temple = label(_temples_beside(s, _sq(rc))[0])
        return (_t(key, square=_lab(rc), temple=temple, came_from=_lab(FARMER_AT)), title,
                all_of("L0-1", _sqid(rc)))
    if tag == "farm":
        return _t(key, square=_lab(FARM_AT)), title, all_of(_hand_tile(FARM), _sqid(FARM_AT))
    if tag == "river-farm":
        return _t(key, square=_lab(RIVER_FARM)), title, all_of(_hand_tile(FARM), _sqid(RIVER_FARM))
    if tag == "no-king":
        c = TILE_NAMES.index(a.tile)
        return (_t(key, tile=T.TILE[c], square=_lab(NO_KING), colour=T.COLOR[c], leader=T.LEADER[c],
                   next=_lab(FARM_WAR)), title, all_of(_hand_tile(c), _sqid(NO_KING)))
    if tag == "farm-war":
        c = TILE_NAMES.index(a.tile)
        return _t(key, tile=T.TILE[c], square=_lab(FARM_WAR)), title, all_of(_hand_tile(c), _sqid(FARM_WAR))
    if tag == "farm-war-commit":
        return _t(key, mine=s.conflict.attack, theirs=s.conflict.defence), title, all_of(_hand_tile(FARM), "commit")
    if tag == "pass":
        return _t(key), title, []   # the Pass button glows as the taught move
    if tag == "withdraw":
        left = sum(1 for q in range(len(s.treas)) if s.treas[q] and _same_kingdom(s, q, _sq(KING_AT)))
        return _t(key, square=_lab(TRADER_AT), n=left), title, all_of("L0-2", "supply")
    move = render(s.describe(a), _reader(), LEARNER, order=True)
    return _t("next", move=move), _t("next_title"), []


def _same_kingdom(s, a: int, b: int) -> bool:
    lab, _ = regions(s.view(LEARNER))
    return lab[a] >= 0 and lab[a] == lab[b]


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
        seats=[Seat(written("engine.tutorial.seat_you"), "human", None, "blue"),
               Seat(written("engine.tutorial.seat_teacher"), "ai", "easy", "red")],
        steps=_steps(seed), recap=tuple(_t(f"recap_{k}") for k in range(1, 9)),
    )
