"""Guildhall's ability chips keep their places from card to card: "No ability" is always in the
last row of the action area and each level in its own row, so a click where "No ability" stood
for the last card chooses "No ability" again (it chose the Dancer's level 1 at level 2).  No
chip is cut or leaves the action area, at any window size and UI scale."""

import pygame

from guildhall.actions import ChooseTier, PlayCard
from guildhall.data import KIND_INDEX as K
from guildhall.data import NO_TIER
from guildhall_view.gh_driver import perform
from guildhall_view.test_guildhall_view_log import _table_at
from ui.helpers import click_at, frames
from ui.layout_walks import COMBOS, window

SPEC = {"players": 2, "first": 1, "active": 1, "actions_left": 2,
        "player": [{"hand": ["farmer_red", "dancer_red"], "guildhall": ["farmer_blue", "dancer_blue", "dancer_green"]},
                   {"hand": ["weaver_red"], "guildhall": ["historian_green"]}]}


def _no_ability_at(t):
    chip = next(c for c in t.chips() if c.action == ChooseTier(NO_TIER))
    return t.camera.rect_to_screen(chip.rect).center


def _tier_chips_inside_the_area(t) -> list[str]:
    area = t.camera.rect_to_screen(t.L["area"])
    return [f"{c.label!r} at {t.camera.rect_to_screen(c.rect)} leaves {area}"
            for c in t.chips() if isinstance(c.action, ChooseTier) or c.name.startswith("dancer_")
            if not area.contains(t.camera.rect_to_screen(c.rect))]


def test_no_ability_is_where_it_was_for_the_last_card(app, monkeypatch):
    t = _table_at(app, monkeypatch, SPEC)
    app.settings.animation_speed = 20.0
    perform(app, t, PlayCard(K["farmer_red"]))      # level 1: two choices
    frames(app, 10)
    spot = _no_ability_at(t)
    click_at(app, spot)
    frames(app, 10)
    assert t.record.actions[-1] == ChooseTier(NO_TIER)
    perform(app, t, PlayCard(K["dancer_red"]))      # level 2: four choices
    frames(app, 10)
    assert len([c for c in t.chips() if isinstance(c.action, ChooseTier)]) == 4
    click_at(app, spot)
    frames(app, 10)
    assert t.record.actions[-1] == ChooseTier(NO_TIER), t.record.actions[-1]


def test_every_ability_chip_stays_inside_the_action_area_at_every_size(app, monkeypatch):
    found = []
    # a Dancer at level 2 (four rows) and at level 4 (its draws offered one at a time)
    for guild in (["dancer_blue", "dancer_green"], ["dancer_blue", "dancer_green", "dancer_yellow", "dancer_purple"]):
        t = _table_at(app, monkeypatch, dict(SPEC, player=[{"hand": ["dancer_red"], "guildhall": guild},
                                                           SPEC["player"][1]]))
        perform(app, t, PlayCard(K["dancer_red"]))
        frames(app, 10)
        for size, scale in COMBOS:
            window(app, size, scale)
            found += [f"{size} at {scale:.0%}: {p}" for p in _tier_chips_inside_the_area(t)]
            screen = pygame.Rect((0, 0), app.screen.get_size())
            found += [f"{size} at {scale:.0%}: side button {w.name} leaves the window"
                      for w in t.widgets if getattr(w, "visible", True) and getattr(w, "name", "").startswith("action-")
                      and not screen.contains(w.rect)]
        window(app, (1280, 800), 1.0)
    assert not found, "\n".join(found[:20])
