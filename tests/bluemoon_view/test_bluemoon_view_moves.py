"""The gestures of Blue Moon City on the table: a two-step walk in one drag, a card onto a dragon and
then the dragon onto a tile, a Flit 2 onto the figure, cards onto a space until it is paid (the
panel shows the running total), the cleanup, holding a tile to see it large."""

import random

import pygame

from engine import saves
from engine.ui.table import open_table as open_at
from bluemoon import actions as A
from bluemoon import data as D
from bluemoon import rules as R
from bluemoon_view.bm_driver import INFO, visible_point
from ui.helpers import click_at, drag, frames

H = saves.Seat


def table_at(app, want, seed=40, limit=3000):
    """A table (one human, one easy AI) at the first position of random play where ``want(state)``."""
    seats = [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")]
    for s in range(seed, seed + 30):
        record, state = saves.new_record(INFO, seats, {}, seed=s)
        rng = random.Random(s)
        k = 0
        while not state.is_over() and k < limit:
            if state.to_move == 0 and want(state):
                t = open_at(app, INFO, record, state)
                frames(app, 5)
                assert t.can_act()
                return t
            legal = state.legal_actions()
            pay = [a for a in legal if isinstance(a, (A.Contribute, A.AddCard, A.Offer))]
            record.play(state, rng.choice(pay) if pay and rng.random() < 0.7 else rng.choice(legal))
            k += 1
    raise AssertionError("no such position")


def screen(t, pos):
    return t.camera.to_screen(pos)


def test_two_steps_in_one_drag(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = table_at(app, lambda s: s.phase == R.MOVE and s.steps == 2 and s.figures[0] == D.CENTRE)
    fig = t.piece("fig0")
    target = 2  # (0,2): two steps north of the courtyard
    n = len(t.record.actions)
    drag(app, visible_point(t, fig), screen(t, t.zones[f"cell{target}"].center), steps=6)
    frames(app, 10)
    assert t.record.actions[n:] == [A.STEP[7], A.STEP[2]]
    assert t.state.figures[0] == 2 and t.state.steps == 0


def test_card_onto_a_dragon_then_the_dragon_onto_a_tile(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)

    def want(s):
        return s.phase == R.MOVE and s.hands[0][0] > 0  # a Vulca 1: flies the red dragon
    t = table_at(app, want)
    card = next(p for p in t.pieces if p.in_hand and p.data.kind == 0)
    dragon = t.piece("dragon0")
    n = len(t.record.actions)
    drag(app, visible_point(t, card), screen(t, dragon.pos), steps=6)
    frames(app, 5)
    assert len(t.record.actions) == n and t.armed == ("dragon", 0, 0), "the card armed the red dragon"
    dragon = t.piece("dragon0")
    assert dragon.draggable
    target = next(c for c in D.CELLS[False] if c != t.state.dragons[0] and c != D.CENTRE)
    drag(app, screen(t, dragon.pos), screen(t, t.zones[f"cell{target}"].center), steps=6)
    frames(app, 10)
    assert t.record.actions[n:] == [A.MoveDragon(0, 1, target)]
    assert t.state.dragons[0] == target and t.armed is None


def test_flit_two_onto_the_figure(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = table_at(app, lambda s: s.phase == R.MOVE and s.hands[0][10] > 0)
    card = next(p for p in t.pieces if p.in_hand and p.data.kind == 10)
    steps = t.state.steps
    drag(app, visible_point(t, card), screen(t, t.zones["myfig"].center), steps=6)
    frames(app, 5)
    assert t.record.actions[-1] == A.EXTRA_STEPS and t.state.steps == steps + 2


def _plain_start(s):
    """(space, kind) of a space worth 4+ that a plain card of its colour worth less than 3 can
    start paying (no Hoax needed first), or None."""
    if s.phase != R.MOVE or not s.open_building(s.figures[0]):
        return None
    for a in s.legal_actions():
        if isinstance(a, A.Contribute):
            col, val = D.SPACES[s.tiles[s.figures[0]]][a.space]
            for k in (col * 3, col * 3 + 1) if col < 8 and val >= 4 else ():
                if s.hands[0][k]:
                    w = s.clone()
                    w.apply(a)
                    if A.ADD[k] in w.legal_actions():
                        return a.space, k
    return None


def test_cards_onto_a_space_until_it_is_paid(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = table_at(app, _plain_start)
    fig = t.state.figures[0]
    space, _ = _plain_start(t.state)
    marks = t.state.markers[0]
    guard = 0
    while t.state.markers[0] == marks and not t.state.built[fig]:
        guard += 1
        assert guard < 8
        legal = t.state.legal_actions()
        card = None
        # plain cards (a Hoax card dropped first starts the space and then asks for its colours)
        for p in sorted(t.pieces, key=lambda p: p.in_hand and p.data.kind in (18, 19)):
            if p.in_hand and p.draggable:
                a = t.action_for(p, t.zones[f"space{space}"])
                if a in legal:
                    card = p
                    break
        assert card is not None
        drag(app, visible_point(t, card), screen(t, t.zones[f"space{space}"].center), steps=5)
        frames(app, 5)
        if t.state.phase == R.BUILD:
            assert "of" in t.prompt(t.view) and t.piece(f"st-{card.data.kind}-0") is not None
    assert t.state.owners[fig][space] == 0 or t.state.built[fig], "the space took your marker"
    assert t.state.phase == R.ACT


def test_cleanup_discard_then_draw_and_hold_a_tile(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = table_at(app, lambda s: s.phase == R.CLEANUP and s.cl_count == 0 and sum(s.hands[0]) >= 3)
    hand = sum(t.state.hands[0])
    card = next(p for p in t.pieces if p.in_hand and t.action_for(p, t.zones["discard"]) in t.legal())
    drag(app, visible_point(t, card), screen(t, t.zones["discard"].center), steps=6)
    frames(app, 5)
    assert t.state.cl_count == 1 and sum(t.state.hands[0]) == hand - 1
    chip = next(c for c in t.chips() if c.name == "draw")
    assert chip.label == "Draw 3"
    click_at(app, t.camera.rect_to_screen(chip.rect).center)
    frames(app, 5)
    assert t.state.current == 1
    # hold a tile: it is shown large with its words
    tile = t.piece("tile6")
    pos = screen(t, (tile.pos[0], tile.pos[1] - 40))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])), button=3)])
    frames(app, 2)
    assert t.zoomed is tile and "Best sponsor" in tile.tooltip or "built" in tile.tooltip


def test_crystals_onto_the_obelisk_then_a_pillar(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)

    def want(s):
        return A.OFFER in s.legal_actions() and any(
            s.hands[0][20 + v] and s.crystals[0] >= s.next_cost() + 8 + v for v in (1, 2))
    t = table_at(app, want, seed=60)
    crystals = t.piece("crystals")
    assert crystals is not None and crystals.draggable
    n = len(t.state.obelisk)
    drag(app, visible_point(t, crystals), screen(t, t.zones["obelisk"].center), steps=6)
    frames(app, 5)
    assert len(t.state.obelisk) == n + 1 and t.state.obelisk[-1] == 0
    pillar = next(a for a in t.state.legal_actions() if isinstance(a, A.Pillar))
    card = next(p for p in t.pieces if p.in_hand and p.data.kind == 21 + pillar.value - 1)
    drag(app, visible_point(t, card), screen(t, t.zones["obelisk"].center), steps=6)
    frames(app, 5)
    assert len(t.state.obelisk) == n + 2


def test_take_the_cards_back_from_a_space_being_paid(app, monkeypatch):
    """A space chosen by mistake: the "Take the cards back" button returns the cards to the
    hand and the turn goes on where it was (here: still moving)."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)

    t = table_at(app, _plain_start)
    space, kind = _plain_start(t.state)
    hand = list(t.state.hands[0])
    steps = t.state.steps
    card = next(p for p in t.pieces if p.in_hand and p.data.kind == kind)
    drag(app, visible_point(t, card), screen(t, t.zones[f"space{space}"].center), steps=5)
    frames(app, 5)
    assert t.state.phase == R.BUILD and t.state.hands[0][kind] == hand[kind] - 1
    chip = next(c for c in t.chips() if c.name == "take-back")
    assert chip.label == "Take the cards back"
    click_at(app, t.camera.rect_to_screen(chip.rect).center)
    frames(app, 5)
    assert t.record.actions[-1] == A.TAKE_BACK
    assert t.state.phase == R.MOVE and t.state.steps == steps and t.state.hands[0] == hand
    assert not any(c.name == "take-back" for c in t.chips())


def _hoax_only_starts(state):
    """(card kind, space) of a Hoax card that, dropped on an empty space, can only be played as
    a Hoax for it; None when there is none."""
    from bluemoon.view_moves import HOAX_KINDS
    if state.phase not in (R.MOVE, R.ACT):
        return None
    for k in HOAX_KINDS:
        if not state.hands[state.to_move][k]:
            continue
        for a in state.legal_actions():
            if isinstance(a, A.Contribute):
                s = state.clone()
                s.apply(a)
                lg = s.legal_actions()
                if A.ADD[k] not in lg and any(isinstance(x, A.Hoax) and x.value == D.KIND_VALUE[k] for x in lg):
                    return k, a.space
    return None


def test_a_hoax_dropped_on_a_space_starts_the_payment_and_the_hoax(app, monkeypatch):
    """The Hoax goes on at once: played when it has one way, else its colours are the chips
    (no "Hoax 1: recolour up to 4 cards" chip to find and click first)."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = table_at(app, lambda s: _hoax_only_starts(s) is not None)
    k, space = _hoax_only_starts(t.state)
    card = next(p for p in t.pieces if p.in_hand and p.data.kind == k)
    drag(app, screen(t, card.pos), screen(t, t.zones[f"space{space}"].center), steps=6)
    frames(app, 5)
    assert isinstance(t.record.actions[-2 if isinstance(t.record.actions[-1], A.Hoax) else -1], A.Contribute)
    names = {c.name for c in t.chips()}
    played = isinstance(t.record.actions[-1], A.Hoax)
    assert played or any(n.startswith(("hoax-from", "hoax-to")) for n in names), (t.record.actions[-2:], names)
    assert not any(n in ("hoax1", "hoax2") for n in names), names
