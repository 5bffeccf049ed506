"""Builders for exact Fantastiqa situations in tests."""

from __future__ import annotations

from fantastiqa import data as D
from fantastiqa import rules
from fantastiqa.rules import FantastiqaState


def ready(n: int = 2, seed: int = 1, **options) -> FantastiqaState:
    """A new game after the starting picks, at the first player's main phase."""
    s = rules.new_game(n, seed=seed, **options)
    while s.phase <= rules.PH_PICK_POS:
        s.apply(s.legal_actions()[0])
    assert s.phase == rules.PH_MAIN
    return s


def kinds(*names) -> list:
    return [D.KIND[x] for x in names]


def place(s: FantastiqaState, seat: int, region: str) -> int:
    """Put ``seat``'s adventurer on ``region``; returns the board space."""
    space = s.region_at.index(D.REGIONS.index(region))
    s.pos[seat] = space
    s._legal = None
    return space


def layout(s: FantastiqaState, regions_by_space: dict) -> None:
    """Arrange regions: {space index: region id}; the rest fill the free spaces."""
    rest = [r for r in range(6) if D.REGIONS[r] not in regions_by_space.values()]
    for sp in range(6):
        if sp in regions_by_space:
            s.region_at[sp] = D.REGIONS.index(regions_by_space[sp])
        else:
            s.region_at[sp] = rest.pop(0)
    s._legal = None


def clear_paths(s: FantastiqaState) -> None:
    for i in range(7):
        if s.paths[i] >= 0:
            s.gem_supply += s.path_gems[i]
        s.paths[i] = -1
        s.path_gems[i] = 0
    s._legal = None


def set_path(s: FantastiqaState, path: str, creature: str, gems: int | None = None) -> None:
    i = D.PATH_NAMES.index(path)
    k = D.KIND[creature]
    g = D.KIND_GEMS[k] if gems is None else gems
    s.gem_supply += s.path_gems[i] - g
    s.paths[i] = k
    s.path_gems[i] = g
    s._legal = None


def set_hand(s: FantastiqaState, seat: int, *names) -> None:
    s.hand[seat] = kinds(*names)
    s._legal = None


def gem_total(s: FantastiqaState) -> int:
    return s.gem_supply + sum(s.gems) + sum(s.path_gems)


def seed_adventure() -> FantastiqaState:
    """The seed's adventure example (§6.5), before its first step: in the hills with a
    spatula, a satyr, a gryphon, a witch and an enchantress; the dragon on P1, the billy
    goat on P2, the rabbit on P3 and the knight on P4, one after the other."""
    s = ready(2)
    p = s.cur
    layout(s, {0: "hills", 4: "fields"})
    clear_paths(s)
    set_path(s, "P1", "dragon", 2)
    set_path(s, "P2", "billy_goat", 1)
    set_path(s, "P3", "rabbit_of_unusual_size", 0)
    set_path(s, "P4", "knight", 1)
    place(s, p, "hills")
    place(s, 1 - p, "swamp")
    set_hand(s, p, "spatula", "satyr", "gryphon", "witch", "enchantress")
    return s
