"""What testers could not read on the Tigris & Euphrates table: special treasures looked like the
others, the swap's button was cut off, the line about a kingdom covered the tiles being looked at,
and nothing named a piece under the pointer."""

import pygame

from tigris.view import Ref
from tigris.view_layout import SCREEN, regions, sq_center
from tigris_view.test_tigris_view_refusals import _story_until
from ui.helpers import frames
from ui.layout_check import draw_frame, problems


def _hover(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                 buttons=(0, 0, 0))])
    frames(app, 2)


def _drawn(app):
    frame = draw_frame(app)
    assert not problems(frame)
    return frame.texts


def test_a_special_squares_treasure_stands_out(app, monkeypatch):
    t = _story_until(app, monkeypatch, "found")
    special = t.piece("tr17")   # B2, a special square
    plain = t.piece("tr104")    # G9
    assert t.special(17) and not t.special(104)
    assert special.size[0] > plain.size[0], "bigger"
    assert "special" in special.tooltip and "special" not in plain.tooltip

    def centre_colour(p):
        r = t.camera.rect_to_screen(p.rect())
        img = app.art.scaled(p.art[0], p.art[1], r.size)
        return img.get_at((r.width * 3 // 10, r.height * 6 // 10))[:3]   # the left face
    red, green, blue = centre_colour(special)
    assert red > blue + 80, f"the special treasure is gold, not pale: {(red, green, blue)}"
    red, green, blue = centre_colour(plain)
    assert abs(red - blue) < 30, "a plain treasure is pale"


def test_the_swap_button_fits_on_your_screen(app, monkeypatch):
    t = _story_until(app, monkeypatch, "found")
    chip = next(c for c in t.chips() if c.name == "swap-start")
    screen = pygame.Rect(SCREEN)
    box = pygame.Rect(chip.rect)
    assert screen.contains(box), f"the button {box} lies inside your screen {screen}"
    covered = [p.id for p in t.pieces if pygame.Rect(p.rect()).colliderect(box)]
    assert not covered, f"the button covers {covered}"
    assert chip.label in {x.text for x in _drawn(app)}, "its whole label is drawn"


def test_the_line_about_a_kingdom_leaves_its_tiles_in_sight(app, monkeypatch):
    t = _story_until(app, monkeypatch, "temple-score")
    king = t.piece("L0-3")
    _hover(app, t.camera.to_screen(king.pos))
    texts = _drawn(app)
    line = next(x for x in texts if x.text.startswith("Kingdom:"))
    assert any(x.text == "Your king" for x in texts), "the piece pointed at is named first"
    lab, _ = regions(t.view)
    square = next(q for q in range(len(lab)) if t.view.leaders[q] == 3)
    for q in (q for q in range(len(lab)) if lab[q] == lab[square]):
        x, y = sq_center(q)
        r = t.camera.rect_to_screen((x - 30, y - 30, 60, 60))
        assert not r.colliderect(line.ink), f"the line {line.ink} covers a square of the kingdom {r}"


def test_a_piece_off_the_board_is_named_under_the_pointer(app, monkeypatch):
    t = _story_until(app, monkeypatch, "found")
    tile = next(p for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "hand")
    _hover(app, t.camera.to_screen(tile.pos))
    assert tile.tooltip in {x.text for x in _drawn(app)}
    cat = next(p for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "cat")
    _hover(app, t.camera.to_screen(cat.pos))
    assert "A catastrophe" in {x.text for x in _drawn(app)}
