"""A pointer resting anywhere over a table's hand: the hover settles at once and stays settled,
and a computer move whose search has finished lands within its usual delay.  All five tables,
human against the computer, at the smallest, the default and a full-HD window.

The pointer rests on a grid of points across the hand's box (its cards at rest and risen, plus a
margin); frames are stepped without drawing (the hover is decided in ``update``).  At a few of
those points, the lower edges of the outer cards where a rising card used to leave the pointer
and drop back under it for ever, and the middle of the hand, the human ends a turn and the
computer's move must land while the pointer rests there."""

from __future__ import annotations

import importlib
import math
import random

import pygame
import pytest

from engine import saves
from engine.ai.players import choose_action
from engine.game import GAME_NAMES
from engine.settings import Settings
from engine.app import App
from engine.ui.art import ArtCache
from engine.ui.table import register_view
from ui import table_driver

GAMES = GAME_NAMES
SIZES = ((1024, 640), (1280, 800), (1920, 1080))

GRID = 7          # px between resting points
MARGIN = 12       # px of table around the hand's box
FRAME = 1 / 60    # s, one frame
SETTLE = 0.5      # s a resting pointer's hover may take to settle
STAY = 0.1        # s it is then watched, and must not change
LANDS = 1.0       # s after its search finished within which the computer's move lands: the pause
#                   after the last move (0.25 s) and that move's glide (at most 0.6 s)


def hand(t, game):
    """The pieces of the seat at the screen's hand, as that table shows them."""
    if game == "tigris":
        return [p for p in t.pieces if getattr(p.data, "zone", None) == "hand"]
    if game == "azul_sintra":
        return [p for p in t.pieces if getattr(p.data, "loc", None) == "h"]
    return [p for p in t.pieces if p.in_hand]


def on_piece(p, fx, fy, lift=0.0):
    """The table point at (fx, fy) of ``p``'s half sizes from its centre, resting at its home
    and raised by ``lift``."""
    w, h = p.size
    a = math.radians(p.home_angle) if abs(p.home_angle) >= 1 else 0.0
    lx, ly = fx * w / 2, fy * h / 2
    return (p.home[0] + lx * math.cos(a) + ly * math.sin(a),
            p.home[1] - lift - lx * math.sin(a) + ly * math.cos(a))


def hand_box(t, game) -> pygame.Rect:
    """The hand on screen: every card's corners at rest and risen, with a margin; the hand's
    own tray where the hand is empty."""
    corners = [t.camera.to_screen(on_piece(p, fx, fy, lift))
               for p in hand(t, game) for fx in (-1, 1) for fy in (-1, 1) for lift in (0.0, t.HOVER_LIFT)]
    if game == "azul_sintra":
        from azul_sintra.view import TRAY
        r = t.camera.rect_to_screen(TRAY)
        corners += [r.topleft, r.bottomright]
    if game == "tigris":
        r = t.camera.rect_to_screen(t.zones["hand"].rect)
        corners += [r.topleft, r.bottomright]
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    box = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)).inflate(2 * MARGIN, 2 * MARGIN)
    return box.clip(t.camera.viewport)


def grid(box: pygame.Rect) -> list[tuple[int, int]]:
    """Resting points across ``box``, row by row, each row the other way (a sweeping pointer)."""
    rows = []
    for k, y in enumerate(range(box.top, box.bottom, GRID)):
        xs = range(box.left, box.right, GRID)
        rows += [(x, y) for x in (xs if k % 2 == 0 else reversed(xs))]
    return rows


def rest_at(app, pos) -> None:
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                  buttons=(0, 0, 0)))


def tick(app) -> None:
    """One frame without drawing."""
    app.time += FRAME
    app.scenes.update(FRAME)


def hover_state(t):
    return t.hover.id if t.hover is not None else None, tuple(p.lift for p in t.pieces)


def settles(app, t) -> bool:
    """The hover at the resting pointer comes to rest within SETTLE and stays for STAY."""
    for _ in range(round(SETTLE / FRAME)):
        tick(app)
        if not t.tweens.moving:
            break
    else:
        return False
    state = hover_state(t)
    for _ in range(round(STAY / FRAME)):
        tick(app)
        if t.tweens.moving or hover_state(t) != state:
            return False
    return not t.tweens.busy


def wait_turn(app, t) -> bool:
    """Until the seat at the screen is to move (frames not drawn: nothing here looks at them)."""
    return table_driver.wait_turn(app, t, tick=lambda i: tick(app))


def human_move(app, t, drv, game, rng) -> None:
    """The seat at the screen makes one decision (easy's choice) with the table's own gestures."""
    n = len(t.record.actions)
    if game == "azul_sintra":
        drv.play_one(app, t, rng, click=False)
    else:
        drv.perform(app, t, choose_action(drv.INFO, t.state, "easy", seed=rng.randrange(1 << 30)), steps=3)
    assert len(t.record.actions) > n, f"the human's move was refused: {t.bubble}"


def to_hand(app, t, drv, game, rng) -> None:
    """Play on until the seat at the screen is to move with its hand on the table."""
    for _ in range(40):
        assert wait_turn(app, t), "the computer never handed the turn back"
        if hand(t, game) or game == "azul_sintra":
            break
        human_move(app, t, drv, game, rng)
    assert t.can_act() and (hand(t, game) or game == "azul_sintra")
    while t.tweens.moving:
        tick(app)


def landing_points(t, game, box):
    """Where the pointer rests while the computer moves: the lower edge of the first and the
    last card of the hand (where the hover used to flicker for ever), and the hand's middle."""
    cards = sorted(hand(t, game), key=lambda p: p.home[0])
    points = []
    if cards and game not in ("tigris", "azul_sintra"):
        points = [t.camera.to_screen(on_piece(cards[0], -0.7, 0.96)),
                  t.camera.to_screen(on_piece(cards[-1], 0.7, 0.96))]
    return points + [box.center]


def computer_lands_after(app, t, drv, game, rng, where) -> float | None:
    """The human ends a turn; the pointer rests at ``where(t)`` while the computer's search runs
    and finishes; the seconds until its move lands (None if the game ended instead)."""
    while True:
        assert wait_turn(app, t), "the computer never handed the turn back"
        if t.state.is_over():
            return None
        human_move(app, t, drv, game, rng)
        tm = t.state.to_move
        if tm is None:
            return None
        if t.seats[tm].is_ai:
            break
    rest_at(app, where(t))
    tick(app)   # the table starts the computer's search
    n = len(t.record.actions)
    assert t.worker.settle(60), "the computer's search did not finish"
    waited = 0.0
    while len(t.record.actions) == n and waited < 10:
        tick(app)
        waited += FRAME
    return waited


@pytest.fixture
def table_app(request, home, art_dir):
    """An app at the requested size with the game's table registered; shut down after."""
    game, size = request.param
    register_view(game, importlib.import_module(f"{game}.view").TableScene)
    app = App(size=size, settings=Settings())
    app.art = ArtCache(art_dir)
    yield game, app
    app.quit()
    app.shutdown()


@pytest.mark.parametrize("table_app", [(g, s) for g in GAMES for s in SIZES], indirect=True,
                         ids=[f"{g}-{s[0]}x{s[1]}" for g in GAMES for s in SIZES])
def test_a_resting_pointer_over_the_hand_settles_and_never_holds_up_the_computer(table_app):
    game, app = table_app
    drv = table_driver.game_driver(game)
    rng = random.Random(7)
    t = table_driver.open_table(app, drv.INFO, [saves.Seat("You", "human"), saves.Seat("Ada", "ai", "easy")])
    to_hand(app, t, drv, game, rng)
    box = hand_box(t, game)
    points = grid(box)
    restless = []
    for pos in points:
        rest_at(app, pos)
        if not settles(app, t):
            restless.append(pos)
    assert not restless, f"{len(restless)} of {len(points)} resting points never settle, e.g. {restless[:8]}"

    delays = []
    for k in range(len(landing_points(t, game, box))):
        delay = computer_lands_after(app, t, drv, game, rng,
                                     lambda t, k=k: landing_points(t, game, hand_box(t, game))[k])
        if delay is None:
            break
        delays.append(delay)
        assert delay <= LANDS, f"the computer's move waited {delay:.2f} s with the pointer resting on the hand"
    assert delays, "the computer never moved"
    print(f"{game} {app.size[0]}x{app.size[1]}: {len(points)} resting points in {box}, all settled; "
          f"computer moves landed after {', '.join(f'{d:.2f}' for d in delays)} s")


def test_a_press_where_a_risen_card_rested_takes_that_card(app):
    """The risen card is the one the pointer points at anywhere in its hover area: pressing on
    the strip its lower edge left when it rose drags that card, not what shows beneath."""
    from engine.game import load_game
    from toygame import Play
    from ui.helpers import drag, frames, screen_pos

    t = table_driver.open_table(app, load_game("toygame"),
                                [saves.Seat("You", "human"), saves.Seat("Ada", "ai", "easy")])
    assert table_driver.wait_turn(app, t)
    card = max((p for p in t.pieces if p.in_hand), key=lambda p: p.z)   # its whole lower edge shows
    edge = t.camera.to_screen(on_piece(card, 0.0, 0.96))
    rest_at(app, edge)
    frames(app, 30)
    assert t.hover is card and card.lift == t.HOVER_LIFT, "the card under the resting pointer has risen"
    lifted_bottom = t.camera.to_screen(on_piece(card, 0.0, 1.0, t.HOVER_LIFT))[1]
    assert edge[1] > lifted_bottom, "the pointer is below the risen card's edge"
    n = len(t.record.actions)
    drag(app, edge, screen_pos(t, t.zones["pile"]), steps=8)
    frames(app, 2)
    assert t.record.actions[n:] == [Play(card.data)]


def test_a_cards_hover_area_runs_from_where_it_rests_to_where_it_rises():
    from engine.ui.kit import Piece

    for angle in (0.0, -12.0, 9.0):
        card = Piece("c", "card", (80.0, 120.0), (400.0, 600.0), angle=angle)
        for fx in (-0.9, 0.0, 0.9):
            resting = on_piece(card, fx, 0.97)                 # near the lower edge at rest
            risen_top = on_piece(card, fx, -0.97, 14.0)        # near the top edge risen
            assert card.reaches(resting, 14.0) and card.reaches(risen_top, 14.0)
            assert not card.contains(risen_top)                # the card at rest does not cover it
            below = on_piece(card, fx, 1.1)
            above = on_piece(card, fx, -1.0, 20.0)
            assert not card.reaches(below, 14.0) and not card.reaches(above, 14.0)
        card.lift = 14.0
        assert not card.contains(on_piece(card, 0.0, 0.97)) and card.reaches(on_piece(card, 0.0, 0.97), 14.0)
