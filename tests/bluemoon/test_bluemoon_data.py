"""Component counts match docs/rules/bluemoon.md §1 and §13."""

from bluemoon import data as D


def test_cards():
    assert D.TOTAL_CARDS == 80
    assert len(D.PEOPLE) == len(D.COLOURS) == 8
    for c in range(8):
        assert sum(D.KIND_COUNT[c * 3:c * 3 + 3]) == 10
        assert D.KIND_COUNT[c * 3:c * 3 + 3] == (3, 4, 3)
    assert D.PEOPLE[D.DRAGON_PEOPLE[0]] == "vulca" and D.DRAGONS[0] == "red_dragon"
    assert D.PEOPLE[D.DRAGON_PEOPLE[1]] == "terrah" and D.DRAGONS[1] == "green_dragon"
    assert D.PEOPLE[D.DRAGON_PEOPLE[2]] == "aqua" and D.DRAGONS[2] == "blue_dragon"


def test_buildings():
    assert len(D.BASE_TILES) == 20 and len(D.EXPANSION_TILES) == 4
    assert set(D.STARTING_TILES) <= set(D.BASE_TILES)
    assert D.SPACES[D.BUILDING_INDEX["royal_palace"]] == ((D.ANY, 5), (D.ANY, 4), (D.ANY, 4), (D.ANY, 3))
    assert D.SPACES[D.BUILDING_INDEX["earth_temple"]] == ((D.RED, 5), (D.RED, 4), (D.RED, 3))
    assert D.SPACES[D.BUILDING_INDEX["university"]] == ((D.WHITE, 5), (D.WHITE, 2))
    assert D.SPACES[D.BUILDING_INDEX["city_residence"]] == ((D.BROWN, 4), (D.BROWN, 3), (D.BROWN, 2))
    assert len(D.SPACES[D.BUILDING_INDEX["central_hall"]]) == 8
    # §13.2 design checks: requirement totals per colour (palace excluded)
    totals = {}
    for b in D.BASE_TILES:
        for col, val in D.SPACES[D.BUILDING_INDEX[b]]:
            totals[col] = totals.get(col, 0) + val
    assert totals == {D.ANY: 16, D.BLACK: 24, D.RED: 24, D.BLUE: 24, D.GREY: 24, D.YELLOW: 24,
                      D.BROWN: 16, D.WHITE: 17}


def test_board_obelisk_scales():
    assert len(D.BASE_CELLS) == 21 and len(D.FULL_CELLS) == 25
    assert len(D.OBELISK[2]) == 11 and len(D.OBELISK[3]) == len(D.OBELISK[4]) == 13
    assert D.OBELISK[2] == D.OBELISK[4][2:]
    assert D.WIN_MARKERS == {2: 6, 3: 5, 4: 4}
    assert D.SCALE_POOL["seed"] == {2: 7, 3: 10, 4: 12}
    assert D.SCALE_POOL["classic_2006"] == {2: 9, 3: 12, 4: 15}
    assert D.MARKERS_PER_PLAYER == 10 and D.HAND_SIZE == 8
    # 2 + 4 players: obelisk cannot fill without a winner (§11.4)
    for n in (2, 3, 4):
        assert len(D.OBELISK[n]) > n * (D.WIN_MARKERS[n] - 1)


def test_shortest_path_walks_orthogonal_steps_of_the_right_length():
    from bluemoon.rules import shortest_path
    for ex in (False, True):
        cells = D.CELLS[ex]
        for a in cells:
            for b in cells:
                path = shortest_path(ex, a, b)
                assert len(path) == D.DISTANCE[ex][a][b]
                for x, y in zip([a] + path, path):
                    assert y in D.NEIGHBOURS[ex][x]
    corner = next(c for c in range(25) if c not in D.CELLS[False])   # not in the base city
    assert shortest_path(False, D.CENTRE, corner) == []
