"""What testers found hard to read on the Blue Moon City table, each checked as a person sees it:
a dimmed card says why when held large, a building's spaces have one name each in the buttons,
the panel, the status line and the log, and the crystals on the Courtyard panel leave "A turn:"
readable."""

from __future__ import annotations

import pygame

from bluemoon import actions as A
from bluemoon import data as D
from bluemoon import rules as R
from engine import saves
from ui.helpers import frames
from ui.layout_check import draw_frame, problems
from bluemoon_view.test_bluemoon_view_moves import table_at, screen


def _right_click(app, pos) -> None:
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])), button=3)])
    frames(app, 2)


def test_a_dimmed_card_says_why_when_held_large(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = table_at(app, lambda s: s.phase == R.MOVE and s.figures[0] == D.CENTRE and s.hands[0][12] + s.hands[0][13] > 0,
                 seed=3)
    card = next(p for p in t.pieces if p.in_hand and p.data.kind in (12, 13) and p.data.idle)
    x, y, w, h = card.rect()
    _right_click(app, screen(t, (x + w * 0.2, y + h * 0.2)))
    assert t.zoomed is not None and t.zoomed.data.kind == card.data.kind
    frame = draw_frame(app)
    said = [d.text for d in frame.texts if "Not usable now" in d.text]
    assert said and "on the Courtyard you offer crystals" in said[0], said
    assert not problems(frame, allow=lambda a, b: True), "the held card's words fit the window"


def test_a_building_space_has_one_name_in_buttons_panel_status_and_log(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    palace = D.BUILDING_INDEX["royal_palace"]

    def on_the_palace(s):
        cell = s.figures[0]
        return s.tiles[cell] == palace and not s.built[cell] and s.phase == R.MOVE and s.owners[cell][1] < 0 \
            and s.owners[cell][2] < 0 and sum(1 for a in s.legal_actions() if isinstance(a, A.Contribute)) >= 2
    t = table_at(app, on_the_palace, seed=40)
    frames(app, 3)
    labels = [w.label for w in t.widgets if w.visible and "Sponsor" in (w.label or "")]
    assert len(labels) == len(set(labels)), f"two buttons say the same: {labels}"
    spaces = [int(lab.split("Sponsor space ")[1].split(":")[0]) for lab in labels if "Sponsor space " in lab]
    assert spaces == sorted(spaces) and {2, 3} <= set(spaces), labels   # the two any-colour 4s, left to right
    assert all("any-colour 4" in lab for lab in labels if "Sponsor space " in lab)
    button = next(w for w in t.widgets if w.visible and (w.label or "").endswith("Sponsor space 2: any-colour 4"))
    pygame.event.clear()
    click_at_widget(app, button)
    assert "Paying the any-colour 4 space" in t.prompt(t.view)
    log = " ".join(line for line, _ in t.log.lines)
    assert "paying for the any-colour 4 space of the Royal Palace" in log


def click_at_widget(app, w) -> None:
    from ui.helpers import click_at
    click_at(app, w.rect.center)
    frames(app, 3)


def test_the_crystals_on_the_courtyard_leave_a_turn_readable(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = table_at(app, lambda s: s.figures[0] == D.CENTRE and 0 < s.crystals[0] < s.next_cost() and s.phase == R.MOVE,
                 seed=40)
    frames(app, 3)
    crystals = t.piece("crystals")
    assert crystals is not None
    frame = draw_frame(app)
    heading = next(d for d in frame.texts if d.text == "A turn:")
    x, y, w, h = crystals.rect()
    assert not screen_rect(t, (x, y, w, h)).colliderect(heading.ink), "the crystals cover “A turn:”"


def screen_rect(t, r):
    return t.camera.rect_to_screen(r)


def test_every_idle_card_is_dimmed_tilted_or_level(app, monkeypatch):
    """A card that can do nothing now is drawn see-through wherever it lies in the fan (a tilted
    card was drawn whole: Khind 3 in the middle dimmed, Khind 1 and 2 at the side not)."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)

    def idle_cards_tilted(s):
        # Pillar cards at the Courtyard during the movement are idle; a full hand fans wide
        return s.phase == R.MOVE and s.figures[0] == D.CENTRE and s.hands[0][12] + s.hands[0][13] > 0 \
            and sum(s.hands[0]) >= 7

    t = table_at(app, idle_cards_tilted, seed=3)
    frames(app, 5)
    cards = [p for p in t.pieces if p.in_hand]
    idle = [p for p in cards if p.data.idle]
    assert idle and any(abs(p.angle) > 0.5 for p in idle), "some idle card lies tilted at the side of the fan"
    for p in cards:
        sr = t.camera.rect_to_screen(p.rect())
        img = t.piece_surface(p, sr.width, sr.height)
        a = img.get_at((sr.width // 2, sr.height // 2)).a
        assert (a < 200) == p.data.idle, (D.KIND_VALUE[p.data.kind], p.angle, p.data.idle, a)
