"""The component data matches the rules file's component list and tables."""

from azul_sintra import data


def test_component_counts():
    assert data.COMPONENTS["glass_tile"] == 100 == 5 * data.TILES_PER_COLOUR
    assert data.COMPONENTS["factory_display"] == 9
    assert data.COMPONENTS["pattern_strip"] == 32 == 4 * len(data.STRIP_NAMES)
    assert data.COMPONENTS["palace_board"] == 4 == len(data.PLAYER_COLOURS)
    assert data.FACTORIES_BY_PLAYERS == {2: 5, 3: 7, 4: 9}
    assert len(data.COLOURS) == 5


def test_strip_set_properties():
    spaces = [s for name in data.STRIP_NAMES for side in data.STRIP_SIDES[name] for s in side]
    assert len(spaces) == 80
    assert spaces.count("joker") == 2
    assert {c: spaces.count(c) for c in data.COLOURS} == {
        "red": 16, "yellow": 16, "purple": 16, "green": 15, "light_blue": 15}
    assert all(len(side) == 5 for name in data.STRIP_NAMES for side in data.STRIP_SIDES[name])
    jokers = [(i, side) for i in range(8) for side in (0, 1) if data.JOKERS[i][side]]
    assert jokers == [(data.JOKER_STRIP, data.JOKER_SIDE)]
    for i in range(8):
        for side in (0, 1):
            assert sum(data.NEED[i][side]) + data.JOKERS[i][side] == 5


def test_tables():
    assert sum(data.WINDOW_VALUES["side_a"]) == sum(data.WINDOW_VALUES["side_b"]) == 16
    assert data.BROKEN_GLASS_VALUES == (0, -1, -2, -4, -6, -9, -12, -15, -18)
    assert data.ORNAMENT_BONUS == (0, 0, 3, 6, 10)
    slots = sorted(w for ws in data.ORNAMENTS.values() for w in ws)
    assert slots == list(range(8))
