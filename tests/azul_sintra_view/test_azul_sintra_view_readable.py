"""What a newcomer must be able to read on the Sintra table: empty spaces look empty, another
player's small palace can be seen large, a resting pointer names the piece under it, and a drop
on someone else's palace says why it is refused."""

import pygame

from azul_sintra import data as D
from azul_sintra import rules as R
from azul_sintra.view import Tile
from azul_sintra_view.az_driver import open_table, source_piece
from engine import saves
from ui.helpers import drag, frames
from ui.layout_check import draw_frame
from ui.table_walks import contrast

H = saves.Seat
THREE = [H("Eve", "human", None, "blue"), H("Ada", "human", None, "red"), H("Bo", "human", None, "green")]


def _point(app, pos, n=40):
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, n)


def test_an_empty_space_looks_nothing_like_a_placed_tile(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = open_table(app, THREE[:2], seed=5)
    me = t.viewer
    take = R.TakeTiles(2, "yellow")           # three yellow tiles onto strip 8 (yellow, yellow, yellow, ...)
    assert t.play(take) and t.play(R.PlaceTiles(8))
    t.rebuild(animate=False)
    frames(app, 30)
    _point(app, (2, 2), 2)
    pal = t.palaces[me]
    size = pal.tile_size()
    placed = [p for p in t.pieces if isinstance(p.data, Tile) and p.data.loc == "s" and p.data.seat == me
              and p.data.where == 7]
    assert len(placed) == 3
    spaces = t.state.strip_spaces(me, 7)
    empty_k = next(k for k, sp in enumerate(spaces) if k not in {p.data.slot for p in placed})
    colour = D.COLOUR_INDEX[spaces[empty_k]]

    def pixel(centre):   # off the shape's centre, where a tile shows its glass and a space its well
        x, y = t.camera.to_screen((centre[0] - size * 0.3, centre[1] + size * 0.25))
        return app.screen.get_at((int(x), int(y)))

    glass = pixel(placed[0].pos)
    well = pixel(pal.space_centre(7, empty_k))
    assert contrast(glass, well) >= 2.5, f"a placed tile {tuple(glass)} vs an empty {D.COLOURS[colour]} space {tuple(well)}"
    assert max(well[:3]) < 80, "an empty space is a dark well (its colour is only its rim and shape)"


def test_another_palace_is_shown_large_under_the_pointer(app):
    t = open_table(app, THREE, seed=4)
    other = next(p for p in t.palaces.values() if not p.mine)
    x, y, w, h = other.rect()
    small = t.camera.rect_to_screen(other.rect())
    _point(app, t.camera.to_screen((x + w / 2, y + h / 2)))
    frame = draw_frame(app)
    big = [r for r, *_ in frame.overlays if r.width >= 1.8 * small.width]
    assert big, "pointing at a small palace shows it about twice as large"
    assert big[0].colliderect(t.camera.viewport) and t.camera.viewport.contains(big[0].inflate(-10, -10))
    _point(app, t.camera.to_screen((x - 300, y + h + 200)))
    assert not [r for r, *_ in draw_frame(app).overlays if r.width >= 1.8 * small.width], "and only while pointed at"


def test_a_resting_pointer_names_the_piece(app):
    t = open_table(app, THREE[:2], seed=5)
    piece = source_piece(t, R.TakeTiles(2, "yellow"))
    _point(app, t.camera.to_screen(piece.pos))
    drawn = [x.text for x in draw_frame(app).texts]
    assert piece.tooltip == "Factory display 2: yellow" and piece.tooltip in drawn
    glazier = t.piece(f"g{t.viewer}")
    _point(app, t.camera.to_screen(glazier.pos))
    assert glazier.tooltip.startswith("Eve's glazier")   # two people share the screen: names, not "your"
    assert glazier.tooltip in " ".join(x.text for x in draw_frame(app).texts), "a long tooltip wraps"


def test_a_drop_on_another_palace_says_why(app):
    t = open_table(app, THREE[:2], seed=5)
    other = next(p for p in t.palaces.values() if not p.mine)
    piece = source_piece(t, R.TakeTiles(2, "yellow"))
    x, y, w, h = other.rect()
    n = len(t.record.actions)
    drag(app, t.camera.to_screen(piece.pos), t.camera.to_screen((x + w / 2, y + h / 2)), steps=5)
    frames(app, 3)
    assert len(t.record.actions) == n
    name = t.seats[other.seat].name
    assert t.bubble[0] == f"That is {name}'s palace: what you take goes on your own strips."
