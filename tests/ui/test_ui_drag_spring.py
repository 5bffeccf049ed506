"""The held piece follows the pointer and settles, even after a sudden jump sideways."""

import math

from engine.ui.kit import DragController, Piece


def test_a_piece_flung_past_the_pointer_settles_instead_of_circling():
    drag = DragController()
    piece = Piece("p", "card", (60, 90), (0, 0), pos=(0.0, 0.0))
    drag.pick(piece, (0.0, 0.0))
    drag.move((400.0, 0.0))
    for _ in range(3):
        drag.update(1 / 60)
    drag.move((400.0, 300.0))   # the pointer jumps at right angles while the piece is still flying
    for _ in range(30):          # half a second later the piece rests on the pointer
        drag.update(1 / 60)
    assert math.dist(piece.pos, (400.0, 300.0)) < 3.0
    assert math.hypot(*drag.body.velocity) < 60.0
