"""Exact situations with exact results (docs/rules/tigris.md §7-§17)."""

import pytest

from engine.game import IllegalAction
from tigris import actions as A
from tigris import rules as R
from tigris.data import (BLACK, BLUE, COLORS, COLS, GREEN, LEADER_NAMES, RED, TILE_COUNTS,
                         TILE_NAMES, label)
from tigris.position import from_position, to_position

BULL, LION = 0, 1
PRIEST, FARMER, TRADER, KING = 0, 1, 2, 3


def sq(r, c):
    return r * COLS + c


class Setup:
    """A position written down piece by piece (tigris.position), then built by ``state()``.

    The treasures it does not put on the board count as collected by the last player (or,
    once every seat's treasures are given, lie on the other starting temples), so the
    position holds all of them (§2)."""

    def __init__(self, n, opts):
        self.n = n
        self.spec = {"players": n, "options": opts,
                     "board": {"tiles": {}, "treasures": []},
                     "player": [{"hand": {}, "leaders": {}} for _ in range(n)]}
        self.collected: dict[int, int] = {}

    def state(self):
        board = self.spec["board"]
        if self.spec.get("swapped_away") == "the rest":
            used = [sum(pl["hand"].get(t, 0) for pl in self.spec["player"])
                    + list(board["tiles"].values()).count(t) + self.spec["bag"][t]
                    for t in TILE_NAMES]
            self.spec["swapped_away"] = {t: n - u for t, n, u in zip(TILE_NAMES, TILE_COUNTS, used)}
        total = len(R.BOARD_TABLES["advanced" if self.spec["options"].get("rules_preset") ==
                                   "advanced" or self.spec["options"].get("board_side") ==
                                   "advanced" else "basic"].temples)
        left = total - len(board["treasures"]) - sum(self.collected.values())
        if self.n - 1 in self.collected:  # every seat's treasures are given: the rest lie out
            free = [label(q) for q in R.BOARD_TABLES["basic"].temples
                    if label(q) not in board["treasures"]]
            for at in free[:left]:
                board["tiles"][at] = "temple"
                board["treasures"].append(at)
            left = 0
        for seat in range(self.n):
            extra = left if seat == self.n - 1 else 0
            self.spec["player"][seat]["treasures"] = self.collected.get(seat, 0) + extra
        return from_position(self.spec, seed=1)


def blank(n=2, **opts):
    """An empty board and empty hands, seat 0 to move with two actions."""
    return Setup(n, opts)


def tiles(b, color, *squares):
    for r, c in squares:
        b.spec["board"]["tiles"][label(sq(r, c))] = TILE_NAMES[color]


def clear(b, r, c):
    del b.spec["board"]["tiles"][label(sq(r, c))]


def treasure(b, r, c):
    tiles(b, RED, (r, c))
    b.spec["board"]["treasures"].append(label(sq(r, c)))


def no_treasure(b, r, c):
    b.spec["board"]["treasures"].remove(label(sq(r, c)))


def background_treasures(b):
    """Three far-away treasures so a turn end does not end the game."""
    for r, c in ((0, 10), (10, 10), (9, 5)):
        treasure(b, r, c)


def leader(b, seat, color, r, c):
    b.spec["player"][seat]["leaders"][LEADER_NAMES[color]] = label(sq(r, c))


def hand(b, seat, red=0, blue=0, green=0, black=0):
    b.spec["player"][seat]["hand"] = dict(zip(TILE_NAMES, (red, blue, green, black)))


def bag_holds(b, red=0, blue=0, green=0, black=0):
    """The bag holds only these; the other tiles were swapped away earlier."""
    b.spec["bag"] = dict(zip(TILE_NAMES, (red, blue, green, black)))
    b.spec["swapped_away"] = "the rest"


def points(b, seat, vp, treasures):
    b.spec["player"][seat]["points"] = dict(zip(COLORS, vp))
    b.collected[seat] = treasures


def with_empty_hand(s, seat):
    """The same position with ``seat``'s hand put back in the bag."""
    spec = to_position(s)
    spec["player"][seat]["hand"] = {}
    del spec["bag"], spec["swapped_away"]
    return from_position(spec, seed=1)


def at(r, c) -> str:
    """A square's label, as positions name it."""
    return label(sq(r, c))


def leader_at(s, seat, leader):
    """The label of the square ``seat``'s ``leader`` stands on, or None (off the board)."""
    return to_position(s)["player"][seat]["leaders"].get(LEADER_NAMES[leader])


def conflict(s) -> dict:
    """The conflict waiting for support, as the position describes it (seats from 1)."""
    return to_position(s)["pending"]["conflict"]


def strengths(s) -> list:
    """The attacker's and the defender's strength before support is committed."""
    c = conflict(s)
    return [c["attacker_strength"], c["defender_strength"]]


def same_region(s, a, b):
    lab, _ = s.regions()
    return lab[sq(*a)] >= 0 and lab[sq(*a)] == lab[sq(*b)]


# -- tile scoring ----------------------------------------------------------------
def test_tile_scores_for_same_colour_leader_else_king():
    b = blank()
    background_treasures(b)
    tiles(b, RED, (4, 7))
    leader(b, LION, KING, 4, 6)
    leader(b, LION, TRADER, 3, 7)
    hand(b, BULL, green=1, black=0, blue=0, red=1)
    s = b.state()
    s.apply(A.PlaceTile("market", 4, 8))     # trader's colour: lion +1 green
    s.apply(A.PlaceTile("temple", 5, 7))     # no priest: the king takes it, in red
    assert s.vp[LION] == [1, 0, 1, 0] and s.vp[BULL] == [0, 0, 0, 0]


def test_farm_only_on_rivers():
    b = blank()
    tiles(b, RED, (4, 7))
    hand(b, BULL, blue=1, red=1)
    s = b.state()
    with pytest.raises(IllegalAction, match="river"):
        s.apply(A.PlaceTile("farm", 4, 8))
    with pytest.raises(IllegalAction, match="river"):
        s.apply(A.PlaceTile("temple", 3, 0))  # (3,0) is river
    assert A.PlaceTile("farm", 3, 0) in s.legal_actions()


# -- placement restrictions ----------------------------------------------------
def test_tile_illegal_when_it_would_join_three_kingdoms():
    b = blank()
    tiles(b, RED, (4, 7), (4, 9), (5, 8))
    leader(b, BULL, KING, 4, 6)
    leader(b, LION, KING, 4, 10)
    leader(b, BULL, PRIEST, 6, 8)
    hand(b, BULL, red=2, green=2)
    s = b.state()
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="three"):
        s.apply(A.PlaceTile("market", 4, 8))
    assert s.to_dict() == before
    assert not any(isinstance(a, A.PlaceTile) and (a.row, a.col) == (4, 8)
                   for a in s.legal_actions())
    # Joining two of them is a legal unification.
    assert A.PlaceTile("market", 5, 7) in s.legal_actions()


def test_leader_illegal_when_it_would_join_two_kingdoms():
    b = blank()
    tiles(b, RED, (4, 7), (4, 9), (2, 7))
    leader(b, BULL, KING, 4, 6)
    leader(b, LION, KING, 4, 10)
    s = b.state()
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="two kingdoms"):
        s.apply(A.PlaceLeader("trader", 4, 8))
    assert s.to_dict() == before
    with pytest.raises(IllegalAction, match="temple"):
        s.apply(A.PlaceLeader("trader", 6, 6))
    with pytest.raises(IllegalAction, match="river"):
        s.apply(A.PlaceLeader("trader", 3, 3))
    # Next to one kingdom and a leaderless region (the lone temple at (2,7)) is fine.
    s.apply(A.PlaceLeader("trader", 3, 7))
    assert same_region(s, (3, 7), (2, 7)) and same_region(s, (3, 7), (4, 6))


def test_moving_a_leader_vacates_its_square_first():
    b = blank()
    background_treasures(b)
    tiles(b, RED, (4, 6), (4, 9))
    leader(b, BULL, KING, 4, 8)          # kingdom A = (4,8), (4,9)
    leader(b, LION, KING, 4, 5)          # kingdom B = (4,5), (4,6)
    s = b.state()
    legal = s.legal_actions()
    assert A.PlaceLeader("priest", 4, 7) not in legal      # would join A and B
    assert A.MoveLeader("king", 4, 7) in legal             # A loses its leader first
    s.apply(A.MoveLeader("king", 4, 7))
    assert s.leaders[sq(4, 8)] == -1
    # The bull king joined the lion king's kingdom: a revolt, 1 temple each.
    assert s.phase == R.COMMIT and strengths(s) == [1, 1]


# -- revolt (§11, example S04) -------------------------------------------------------
def test_revolt_with_support_tie_goes_to_defender():
    b = blank()
    background_treasures(b)
    tiles(b, RED, (4, 7), (3, 8), (3, 6), (5, 6))
    leader(b, LION, PRIEST, 4, 8)          # 2 adjacent temples: (4,7), (3,8)
    hand(b, BULL, red=2, green=4)
    hand(b, LION, red=3, black=3)
    s = b.state()
    s.apply(A.PlaceLeader("priest", 4, 6))  # 3 temples: (4,7) shared, (3,6), (5,6)
    assert s.phase == R.COMMIT and s.to_move == BULL
    assert strengths(s) == [3, 2]
    assert s.legal_actions() == [A.CommitSupport(0), A.CommitSupport(1), A.CommitSupport(2)]
    s.apply(A.CommitSupport(1))             # bull: 3 + 1 = 4
    assert s.to_move == LION
    assert s.legal_actions() == [A.CommitSupport(k) for k in range(4)]
    s.apply(A.CommitSupport(2))             # lion: 2 + 2 = 4 -> tie, defender wins
    assert leader_at(s, BULL, PRIEST) is None and leader_at(s, LION, PRIEST) == at(4, 8)
    assert s.vp[LION] == [1, 0, 0, 0] and s.vp[BULL] == [0, 0, 0, 0]
    assert s.hands[BULL] == [1, 0, 4, 0] and s.hands[LION] == [1, 0, 0, 3]
    assert s.gone[RED] == 3
    # No tile left the board.
    assert all(s.tiles[sq(*p)] == RED for p in ((4, 7), (3, 8), (3, 6), (5, 6)))
    assert s.phase == R.ACTION and s.to_move == BULL and s.actions_left == 1


def test_revolt_attacker_wins_with_more():
    b = blank()
    background_treasures(b)
    tiles(b, RED, (4, 7), (3, 8), (3, 6), (5, 6))
    leader(b, LION, PRIEST, 4, 8)
    hand(b, BULL, red=1)
    s = b.state()
    s.apply(A.PlaceLeader("priest", 4, 6))
    s.apply(A.CommitSupport(0))
    s.apply(A.CommitSupport(0))            # 3 vs 2
    assert leader_at(s, LION, PRIEST) is None and s.vp[BULL] == [1, 0, 0, 0]


def test_strict_attack_and_defender_commit():
    b = blank(strict_attack_commit=True, strict_defender_commit=True)
    background_treasures(b)
    tiles(b, RED, (4, 7), (3, 8), (3, 6), (5, 6), (5, 8))
    leader(b, LION, PRIEST, 4, 8)          # 3 temples
    hand(b, BULL, red=3)
    hand(b, LION, red=4)
    s = b.state()
    s.apply(A.PlaceLeader("priest", 4, 6))  # 3 temples: 3 vs 3
    assert s.legal_actions() == [A.CommitSupport(0), A.CommitSupport(1), A.CommitSupport(2),
                                 A.CommitSupport(3)]
    s.apply(A.CommitSupport(2))             # 5
    assert s.legal_actions() == [A.CommitSupport(0), A.CommitSupport(2)]  # exactly the tie
    with pytest.raises(IllegalAction):
        s.apply(A.CommitSupport(3))


# -- war (§12, example S07) ---------------------------------------------------------
def _west(b):
    """W: bull king + trader, 2 black, 2 green, west of the square E9."""
    background_treasures(b)
    leader(b, BULL, KING, 3, 5)
    tiles(b, RED, (3, 6))
    leader(b, BULL, TRADER, 3, 7)
    tiles(b, BLACK, (4, 4), (4, 5))
    tiles(b, GREEN, (4, 6), (4, 7))


def _war_board():
    b = blank()
    _west(b)
    # E: lion king + trader, 2 black, 1 green.
    tiles(b, RED, (4, 9))
    leader(b, LION, KING, 3, 9)
    leader(b, LION, TRADER, 5, 9)
    tiles(b, BLACK, (4, 10), (4, 11))
    tiles(b, GREEN, (5, 10))
    hand(b, BULL, red=1, black=1, green=2)
    hand(b, LION, black=2, green=1)
    return b.state()


def test_war_with_two_pairs_in_the_chosen_order():
    s = _war_board()
    s.apply(A.PlaceTile("temple", 4, 8))
    assert s.phase == R.WAR_COLOR and s.to_move == BULL
    assert set(s.legal_actions()) == {A.ChooseWarColor("green"), A.ChooseWarColor("black")}
    s.apply(A.ChooseWarColor("black"))
    assert s.phase == R.COMMIT and strengths(s) == [2, 2] and s.to_move == BULL
    s.apply(A.CommitSupport(1))
    assert s.to_move == LION
    s.apply(A.CommitSupport(0))               # 3 vs 2: bull wins
    assert leader_at(s, LION, KING) is None
    assert s.tiles[sq(4, 10)] == -1 and s.tiles[sq(4, 11)] == -1
    assert s.vp[BULL][BLACK] == 3
    # E still touches the unification tile through the temple (4,9): green is fought.
    assert s.phase == R.COMMIT and conflict(s)["colour"] == COLORS[GREEN] and strengths(s) == [2, 1]
    s.apply(A.CommitSupport(0))
    s.apply(A.CommitSupport(0))
    assert leader_at(s, LION, TRADER) is None and s.tiles[sq(5, 10)] == -1
    assert s.vp[BULL] == [0, 0, 2, 3] and s.vp[LION] == [0, 0, 0, 0]
    assert s.unifying_at == -1 and s.phase == R.ACTION and s.actions_left == 1
    assert same_region(s, (4, 4), (4, 9))


def test_war_that_no_longer_happens_after_a_split():
    b = blank()
    _west(b)
    # E touches the unification square only through its black tiles.
    tiles(b, BLACK, (4, 9), (4, 10))
    tiles(b, RED, (4, 11))
    leader(b, LION, KING, 3, 11)
    leader(b, LION, TRADER, 5, 11)
    tiles(b, GREEN, (5, 12))
    hand(b, BULL, red=1, black=1)
    s = b.state()
    s.apply(A.PlaceTile("temple", 4, 8))
    s.apply(A.ChooseWarColor("black"))
    s.apply(A.CommitSupport(1))
    s.apply(A.CommitSupport(0))           # 3 vs 2
    assert s.tiles[sq(4, 9)] == -1 and s.tiles[sq(4, 10)] == -1
    assert s.vp[BULL][BLACK] == 3
    # E's rest no longer touches the unification tile: no green war.
    assert s.phase == R.ACTION and s.unifying_at == -1 and s.actions_left == 1
    assert leader_at(s, LION, TRADER) == at(5, 11) and leader_at(s, BULL, TRADER) == at(3, 7)
    assert not same_region(s, (3, 7), (5, 11))


def test_war_attacker_is_next_clockwise_when_active_player_not_involved():
    b = blank(3)
    background_treasures(b)
    leader(b, 2, KING, 3, 5)
    tiles(b, RED, (3, 6), (4, 9))
    tiles(b, BLACK, (4, 6), (4, 7))
    leader(b, LION, KING, 3, 9)
    tiles(b, BLACK, (4, 10))
    hand(b, BULL, green=1)
    s = b.state()
    s.apply(A.PlaceTile("market", 4, 8))
    # Clockwise after bull (seat 0): lion (1) before archer (2).
    assert (conflict(s)["attacker"], conflict(s)["defender"]) == (LION + 1, 3)
    assert s.to_move == LION
    assert strengths(s) == [1, 2]   # lion's side has 1 black, archer's 2


def test_temple_war_keeps_temples_next_to_other_leaders_and_with_treasure():
    b = blank()
    background_treasures(b)
    no_treasure(b, 9, 5)            # keep 2 background treasures + the one below
    # W: bull priest with 3 temples.
    tiles(b, RED, (4, 7), (4, 6), (3, 7))
    leader(b, BULL, PRIEST, 3, 6)
    # E: lion priest and king; 5 temples, one with a treasure on (6,8).
    tiles(b, RED, (5, 8), (6, 9), (5, 10), (7, 8))
    treasure(b, 6, 8)
    leader(b, LION, PRIEST, 5, 9)
    leader(b, LION, KING, 6, 10)
    hand(b, BULL, red=3, green=1)
    s = b.state()
    s.apply(A.PlaceTile("market", 4, 8))
    assert s.phase == R.COMMIT and conflict(s)["colour"] == COLORS[RED] and strengths(s) == [3, 5]
    s.apply(A.CommitSupport(3))
    s.apply(A.CommitSupport(0))     # 6 vs 5
    assert leader_at(s, LION, PRIEST) is None
    assert s.tiles[sq(5, 8)] == -1 and s.tiles[sq(7, 8)] == -1     # removed
    assert s.tiles[sq(6, 8)] == RED and s.treas[sq(6, 8)] == 1      # treasure temple stays
    assert s.tiles[sq(6, 9)] == RED and s.tiles[sq(5, 10)] == RED   # next to the lion king
    assert s.vp[BULL][RED] == 3                                      # 1 + 2 removed
    assert leader_at(s, LION, KING) == at(6, 10)


# -- catastrophes ----------------------------------------------------------------------
def kingdom_a_catastrophe_splits():
    """The Bull king and the Lion trader share one kingdom through the market on E8: a
    catastrophe there splits it and leaves the trader without a temple."""
    b = blank()
    background_treasures(b)
    tiles(b, RED, (4, 6), (4, 8))
    tiles(b, GREEN, (4, 7))
    leader(b, BULL, KING, 3, 6)
    leader(b, LION, TRADER, 5, 8)
    return b.state()


def test_catastrophe_splits_a_kingdom_and_strands_a_leader():
    s = kingdom_a_catastrophe_splits()
    assert same_region(s, (3, 6), (5, 8))
    s.apply(A.PlaceCatastrophe(4, 7))
    assert s.tiles[sq(4, 7)] == R.CATA and not same_region(s, (3, 6), (5, 8))
    assert leader_at(s, LION, TRADER) == at(5, 8)
    s.apply(A.PlaceCatastrophe(4, 8))       # the trader's only temple
    assert leader_at(s, LION, TRADER) is None and s.leaders[sq(5, 8)] == -1
    assert s.cats[BULL] == 0 and s.gone[GREEN] == 1 and s.gone[RED] == 1
    assert s.vp == [[0] * 4, [0] * 4]


def test_catastrophe_forbidden_targets():
    b = blank()
    background_treasures(b)
    tiles(b, RED, (4, 6))
    leader(b, BULL, KING, 3, 6)
    s = b.state()
    legal = s.legal_actions()
    assert A.PlaceCatastrophe(3, 6) not in legal        # leader
    assert A.PlaceCatastrophe(0, 10) not in legal       # temple with treasure
    assert A.PlaceCatastrophe(4, 6) in legal
    assert A.PlaceCatastrophe(3, 0) in legal            # empty river square
    with pytest.raises(IllegalAction, match="treasure"):
        s.apply(A.PlaceCatastrophe(0, 10))


# -- monuments --------------------------------------------------------------------------
def test_monument_built_and_scored_at_turn_end():
    b = blank()
    background_treasures(b)
    tiles(b, BLACK, (3, 7), (3, 8), (4, 7))
    tiles(b, RED, (4, 9))
    leader(b, BULL, KING, 5, 9)
    leader(b, BULL, PRIEST, 3, 9)
    leader(b, LION, TRADER, 4, 10)
    hand(b, BULL, black=1)
    s = b.state()
    s.apply(A.PlaceTile("settlement", 4, 8))
    assert s.vp[BULL][BLACK] == 1
    assert s.phase == R.MONUMENT
    assert set(s.legal_actions()) == {
        A.BuildMonument("monument_black_blue", 3, 7), A.BuildMonument("monument_black_green", 3, 7),
        A.BuildMonument("monument_black_red", 3, 7), A.Decline("monument")}
    s.apply(A.BuildMonument("monument_black_red", 3, 7))
    assert [s.tiles[sq(*p)] for p in ((3, 7), (3, 8), (4, 7), (4, 8))] == [R.FACE_DOWN] * 4
    assert s.monuments[2] == sq(3, 7) and s.gone[BLACK] == 4
    s.apply(A.Pass())
    # Turn end: bull's king (black) and priest (red) are in the monument's kingdom.
    assert s.vp[BULL] == [1, 0, 0, 2] and s.vp[LION] == [0, 0, 0, 0]
    assert s.active == LION
    # Lion's turn end: lion has no black or red leader there -> nothing.
    s = with_empty_hand(s, LION)
    s.apply(A.Pass())
    s.apply(A.Pass())
    assert s.vp[LION] == [0, 0, 0, 0]


def test_monument_strands_a_leader_next_to_flipped_temples():
    b = blank()
    background_treasures(b)
    tiles(b, RED, (3, 7), (3, 8), (4, 7))
    leader(b, LION, KING, 2, 7)
    hand(b, BULL, red=1)
    s = b.state()
    s.apply(A.PlaceTile("temple", 4, 8))   # lion king scores nothing: temple -> no priest, king
    assert s.vp[LION][RED] == 1
    s.apply(A.BuildMonument("monument_green_red", 3, 7))
    assert leader_at(s, LION, KING) is None


# -- treasures -------------------------------------------------------------------------
def _treasure_road(b):
    treasure(b, 7, 1)                               # special square
    treasure(b, 9, 5)
    tiles(b, BLACK, (8, 1), (8, 2), (8, 3), (8, 4), (8, 5))


def test_treasure_special_square_first():
    b = blank()
    _treasure_road(b)
    treasure(b, 0, 10)
    treasure(b, 10, 10)
    s = b.state()
    s.apply(A.PlaceLeader("trader", 7, 2))
    assert s.treas[sq(7, 1)] == 0 and s.treas[sq(9, 5)] == 1 and s.treas_n[BULL] == 1


def test_treasure_special_then_choice_among_normal():
    b = blank()
    _treasure_road(b)
    treasure(b, 10, 10)
    tiles(b, BLACK, (9, 6), (9, 7), (9, 8), (9, 9), (9, 10))
    treasure(b, 0, 10)
    s = b.state()
    s.apply(A.PlaceLeader("trader", 7, 2))
    assert s.treas[sq(7, 1)] == 0 and s.treas_n[BULL] == 1
    assert s.phase == R.TREASURE and s.to_move == BULL
    assert set(s.legal_actions()) == {A.TakeTreasure(9, 5), A.TakeTreasure(10, 10)}
    s.apply(A.TakeTreasure(10, 10))
    assert s.treas_n[BULL] == 2 and s.treas[sq(9, 5)] == 1 and s.phase == R.ACTION


def test_treasure_taken_by_the_trader_owner_on_another_players_action():
    b = blank()
    _treasure_road(b)
    treasure(b, 0, 10)
    treasure(b, 10, 10)
    clear(b, 8, 3)                                  # break the road
    leader(b, LION, TRADER, 7, 2)
    hand(b, BULL, black=1)
    s = b.state()
    before = s.treas_n[LION]
    s.apply(A.PlaceTile("settlement", 8, 3))       # bull reconnects; lion's trader collects
    assert s.treas_n[BULL] == 0 and s.treas_n[LION] == before + 1 and s.vp[LION][BLACK] == 0


def test_game_ends_by_treasures_at_turn_end():
    b = blank()
    _treasure_road(b)
    treasure(b, 0, 10)                              # 3 treasures on the board
    s = b.state()
    s.apply(A.PlaceLeader("trader", 7, 2))           # takes 1: 2 remain
    assert not s.is_over()                           # only tested at turn end
    s.apply(A.Pass())
    assert s.is_over() and s.to_move is None and s.legal_actions() == []


def test_game_ends_when_the_bag_cannot_refill():
    b = blank()
    background_treasures(b)
    bag_holds(b, red=1)
    hand(b, BULL, red=6)
    hand(b, LION, red=6)
    s = b.state()
    s.apply(A.Pass())
    s.apply(A.SwapTiles())
    s.apply(A.DiscardTile("temple"))
    s.apply(A.DiscardTile("temple"))
    assert s.legal_actions() == [A.DiscardTile("temple"), A.EndSwap()]
    s.apply(A.EndSwap())                            # needs 2, bag has 1: ends at once
    assert s.is_over() and s.hand_n[BULL] == 5 and s.bag_n == 0


# -- final scoring ---------------------------------------------------------------------
def test_final_scoring_wild_treasures_and_tie_break():
    s = blank()
    points(s, BULL, [3, 5, 4, 2], treasures=2)
    points(s, LION, [3, 3, 6, 6], treasures=0)
    s = s.state()
    assert s.final_vector(BULL) == [3, 4, 4, 5]
    assert s.scores() == [3.0, 3.0]
    assert s.winners() == [BULL]                   # second-lowest 4 beats 3
    s = blank()
    points(s, BULL, [3, 3, 3, 3], treasures=0)
    points(s, LION, [3, 3, 3, 3], treasures=0)
    s = s.state()
    assert s.winners() == [BULL, LION]             # a full tie is shared


# -- advanced options ----------------------------------------------------------------
def test_building_placed_and_doubles_points():
    b = blank(civilization_buildings=True)
    background_treasures(b)
    tiles(b, GREEN, (4, 6), (4, 7))
    tiles(b, RED, (3, 6))
    leader(b, LION, TRADER, 3, 7)
    hand(b, BULL, green=2)
    s = b.state()
    s.apply(A.PlaceTile("market", 4, 8))
    assert s.vp[LION][GREEN] == 1
    assert s.phase == R.BUILDING
    assert set(s.legal_actions()) == {A.PlaceBuilding("building_green", 4, c)
                                      for c in (6, 7, 8)} | {A.Decline("building")}
    s.apply(A.PlaceBuilding("building_green", 4, 7))
    assert s.buildings[GREEN] == sq(4, 7)
    assert A.PlaceCatastrophe(4, 7) not in s.legal_actions()
    s.apply(A.PlaceTile("market", 5, 6))
    assert s.vp[LION][GREEN] == 3                   # 1 + 1 building bonus


def test_wonder_built_and_king_scores():
    b = blank(wonder=True)
    background_treasures(b)
    tiles(b, GREEN, (4, 7), (3, 8), (5, 8), (4, 9))
    tiles(b, RED, (4, 10))
    leader(b, BULL, KING, 4, 11)
    hand(b, BULL, green=1)
    s = b.state()
    s.apply(A.PlaceTile("market", 4, 8))
    assert s.phase == R.WONDER
    assert s.legal_actions() == [A.BuildWonder(4, 8), A.Decline("wonder")]
    s.apply(A.BuildWonder(4, 8))
    assert s.wonder == sq(4, 8)
    assert all(s.tiles[sq(*p)] == R.FACE_DOWN for p in ((4, 7), (3, 8), (5, 8), (4, 9), (4, 8)))
    assert s.phase == R.ACTION                     # the monument is not offered: tiles are down
    s.apply(A.Pass())
    assert s.phase == R.WONDER_COLOR and s.to_move == BULL
    s.apply(A.ChooseWonderPointColor("blue"))
    assert s.vp[BULL][BLUE] == 1 + 0 and s.active == LION
