"""Component counts and boards match docs/rules/tigris.md §2-§3."""

from tigris import data
from tigris.data import BOARD_TABLES, COLS, NEIGH, SQUARES
from tigris.rules import new_game


def test_component_counts():
    assert data.TILE_COUNTS == (57, 36, 30, 30) and data.TOTAL_TILES == 153
    assert data.TILE_NAMES == ("temple", "farm", "market", "settlement")
    assert data.LEADER_NAMES == ("priest", "farmer", "trader", "king")
    assert data.DYNASTIES == ("bull", "lion", "archer", "urn")
    assert len(data.MONUMENTS) == 6
    assert len({frozenset(c) for c in data.MONUMENT_COLORS}) == 6
    assert len(data.BUILDING_NAMES) == 4


def _count(grid, ch):
    return sum(row.count(ch) for row in grid)


def test_board_grids():
    for grid in (data.BOARD_BASIC, data.BOARD_ADVANCED):
        assert len(grid) == 11 and all(len(r) == 16 for r in grid)
    assert (_count(data.BOARD_BASIC, "~"), _count(data.BOARD_BASIC, "T"),
            _count(data.BOARD_BASIC, "S")) == (41, 6, 4)
    assert (_count(data.BOARD_ADVANCED, "~"), _count(data.BOARD_ADVANCED, "T"),
            _count(data.BOARD_ADVANCED, "S")) == (39, 8, 6)
    basic = BOARD_TABLES["basic"]
    assert [divmod(s, COLS) for s in basic.temples if basic.special[s]] == [
        (1, 1), (1, 15), (7, 1), (8, 14)]
    assert (9, 5) in [divmod(s, COLS) for s in basic.temples]
    adv = BOARD_TABLES["advanced"]
    assert sorted(divmod(s, COLS) for s in adv.temples if adv.special[s]) == [
        (2, 1), (5, 15), (7, 0), (9, 4), (10, 9), (10, 14)]


def _river_components(board):
    seen, sizes = set(), []
    for s in range(SQUARES):
        if board.river[s] and s not in seen:
            stack, size = [s], 0
            seen.add(s)
            while stack:
                q = stack.pop()
                size += 1
                for nb in NEIGH[q]:
                    if board.river[nb] and nb not in seen:
                        seen.add(nb)
                        stack.append(nb)
            sizes.append(size)
    return sorted(sizes)


def test_rivers():
    assert _river_components(BOARD_TABLES["basic"]) == [12, 29]
    assert _river_components(BOARD_TABLES["advanced"]) == [39]


def test_setup_counts():
    for side, temples in (("basic", 10), ("advanced", 14)):
        for n in (2, 3, 4):
            s = new_game(n, seed=5, board_side=side)
            assert sum(1 for t in s.tiles if t == 0) == temples
            assert sum(s.treas) == temples
            assert s.bag_n + sum(s.hand_n) == 153 - temples
            assert s.hand_n == [6] * n
            assert s.cats == [2] * n
            assert s.lpos == [-1] * (4 * n)
    assert new_game(3, seed=1, catastrophes_per_player=1).cats == [1, 1, 1]
