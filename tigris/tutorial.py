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
from engine.ui.tutorial import Step, Tutorial, all_of

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


def _steps(seed: int) -> list[Step]:
    plan = make_plan(seed)
    hint = "Not quite — follow the note on the right; the glowing pieces and squares show where."
    steps: list[Step] = [
        Step("Welcome to Tigris & Euphrates! You lead a dynasty of four leaders — a priest (red), a "
             "farmer (blue), a trader (green) and a king (black). Tiles of the four colours earn points "
             "of that colour. At the end, ONLY YOUR WEAKEST COLOUR COUNTS.", title="Welcome"),
        Step("The board is on the left: blue squares are rivers, white cubes are treasures on the "
             "starting temples. Your six tiles, your leaders and two catastrophes are behind your screen "
             "at the bottom. Each player has a panel on the right; other players' points stay hidden.",
             title="The table"),
    ]
    s = R.new_game(2, seed=seed)
    said: set[str] = set()
    for tag, a in plan:
        seat = s.to_move
        if seat == TEACHER:
            text = _teacher_words(s, tag, a, said)
            steps.append(Step(text, title="Your teacher moves", expect=a))
            s.apply(a)
            continue
        text, title, hl = _words(s, tag, a)
        expect = a
        if tag == "treasure":
            expect = (lambda st, act: isinstance(act, A.TakeTreasure))
        steps.append(Step(text, title=title, expect=expect, highlight=hl, hint=hint))
        s.apply(a)
        if tag == "monument":
            steps.append(Step(
                "Your turn is over, and at its end your monument scored: it stands in your kingdom with "
                "your king (black) and your priest (red), so you earned 1 black and 1 red point. Look at "
                "your points in your panel on the right.", title="Monuments score"))
            me = s.vp[LEARNER]
            weakest = min(range(4), key=lambda c: me[c])
            steps.append(Step(
                f"You have {me[0]} red, {me[1]} blue, {me[2]} green and {me[3]} black points — but your "
                f"score is only your WEAKEST colour: {me[weakest]} now. Treasures ({s.treas_n[LEARNER]}) "
                "are added to the weakest colour at the end. So you need farms (blue) and markets (green) "
                "too: get a farmer and a trader into kingdoms where those tiles are placed.",
                title="Why the weakest colour decides"))
    steps.append(Step("Two more moves you can make: drag a catastrophe onto a square to destroy what is there "
                      "for good (not a leader or a temple with a treasure), or drag tiles you don't want into "
                      "the bag and press Swap. Each is one action.", title="Catastrophes and swaps"))
    steps.append(Step("That is the whole game! It ends when only two treasures are left on the board, or the "
                      "bag runs out. Play on against your teacher (now playing for real, at the easy level). "
                      "Hover over the board to see kingdoms; Hint (H) suggests a move; the rules are in the "
                      "menu.", title="Free play", until=lambda st: st.is_over()))
    return steps


def _teacher_words(s, tag, a, said) -> str:
    if tag == "teacher-quiet":
        if "quiet" not in said:
            said.add("quiet")
            return "Your teacher places a tile far away, out of the story's way."
        return _teacher_line(s, a)[:-1] + ", far away."
    return {
        "teacher-priest": f"Your teacher puts their priest on {_lab(T_PRIEST)}, next to the same temple: it "
                          "joins YOUR kingdom. Two dynasties may share a kingdom — but not two leaders of "
                          "one colour.",
        "teacher-temple": f"Your teacher places a temple on {_lab(T_TEMPLE)}, beside the temple on E14. With "
                          "no leader there, it is just a region: nobody scores.",
        "teacher-commit": "Your teacher commits no temples. Your priest wins 2 to 1: theirs goes home and you "
                          "gain 1 red point. The committed temple is thrown away.",
        "teacher-king": f"Your teacher founds a kingdom: their king on {_lab(T_KING)}, next to their "
                        "temple. It holds the treasure of E14.",
        "teacher-war-commit": "Your teacher commits nothing either: 1 settlement against 0. You win: their "
                              "king goes home, every settlement in their kingdom is removed (there are none), "
                              "and you gain 1 black point.",
    }.get(tag, _teacher_line(s, a))


#: The learner is "you"; the other seat is "your teacher".
_READER = Reader(("you", "your teacher"), LEARNER)


def _teacher_line(s, a) -> str:
    """The rules' sentence for the teacher's move, with the teacher named."""
    return render(s.describe(a), _READER)


def _words(s, tag, a):
    """Text, title and highlight of one learner step."""
    if tag == "found":
        return (f"Drag your king (black) onto {_lab(KING_AT)}, just above the temple on G9. A leader must "
                "stand next to a temple. Tiles and leaders that touch form a region; a region with a leader is "
                "a KINGDOM — you have just founded one.", "Founding a kingdom",
                all_of("L0-3", _sqid(KING_AT)))
    if tag == "score-king":
        return (f"Now drag a settlement (black, a house) onto {_lab(FIRST_TILE)}, next to your king. A tile "
                "placed in a kingdom scores 1 point of its colour for the owner of the leader of that colour "
                "there — your king is black, so you gain 1 black point. Farms go only on rivers.",
                "Placing a tile", all_of(_hand_tile(SETTLEMENT), _sqid(FIRST_TILE)))
    if tag == "revolt":
        return (f"Your teacher's priest is in your kingdom. Drag YOUR priest onto {_lab(MY_PRIEST)}: two "
                "priests in one kingdom start a REVOLT. Each side counts the temples next to its leader: "
                "1 each here.", "A revolt", all_of("L0-0", _sqid(MY_PRIEST)))
    if tag == "commit":
        return ("You attack, so you commit first: drag one temple from your screen onto the revolt panel, "
                "then press “Commit 1 temple”. The attacker must be STRONGER to win — a tie goes to the "
                "defender.", "Committing support", _hand_tile(TEMPLE))
    if tag == "extend":
        c = TILE_NAMES.index(a.tile)
        why = ("There is no trader in your kingdom, so your KING collects the point: he stands in for any "
               "missing colour." if c != TEMPLE else "Your priest collects the red point.")
        return (f"Place a {a.tile} on {_lab(SECOND_TILE)} to grow your kingdom. {why}", "Growing the kingdom",
                all_of(_hand_tile(c), _sqid(SECOND_TILE)))
    if tag == "temple-score":
        return (f"Your teacher now has a kingdom too, just east of yours. Place a temple on {_lab(THIRD_TILE)}: "
                "it is red and your priest is in the kingdom, so the red point is yours.", "Temples",
                all_of(_hand_tile(TEMPLE), _sqid(THIRD_TILE)))
    if tag == "unify":
        return (f"Now place a temple on {_lab(UNIFY)}. It touches BOTH kingdoms: it unites them. Each has a "
                "king, and two kings can't share a kingdom, so they go to WAR. The unification tile scores "
                "nothing.", "Uniting two kingdoms", all_of(_hand_tile(TEMPLE), _sqid(UNIFY)))
    if tag == "war-commit":
        return ("In a war over kings, each side counts the settlements (black tiles) in its own kingdom: "
                "you have 1, your teacher 0. You are already stronger, so commit none: press “Commit none”.",
                "War", [])
    if tag == "trader":
        return (f"Your kingdom now holds two treasures (G9 and E14). Drag your trader (green) onto "
                f"{_lab(TRADER_AT)}: when a kingdom has two treasures and a trader, the trader's owner takes "
                "all but one.", "Treasures", all_of("L0-2", _sqid(TRADER_AT)))
    if tag == "treasure":
        return ("Click “Take” on either treasure. Each treasure you collect is a wild point at the end: it "
                "goes to your weakest colour.", "Treasures", [])
    if tag == "monument-tile":
        return (f"Place a temple on {_lab(MONUMENT_TILE)}: with E12, E13 and F12 it makes a square of four "
                "temples.", "Monuments", all_of(_hand_tile(TEMPLE), _sqid(MONUMENT_TILE)))
    if tag == "monument":
        return ("Four tiles of one colour in a square may become a MONUMENT of that colour and another one. "
                "Click “Build black–red”: you have a king and a priest in this kingdom, so it will score for "
                "both at the end of each of your turns.", "Monuments", [])
    move = render(s.describe(a), _READER, LEARNER, order=True)
    return (render(Message("tigris.tutorial.next", move=move)), "Your move", [])


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
        game="tigris", title="Learn Tigris & Euphrates", seed=seed, learner=LEARNER,
        seats=[Seat(NAMES[0], "human", None, "blue"), Seat(NAMES[1], "ai", "easy", "red")],
        steps=_steps(seed),
    )
