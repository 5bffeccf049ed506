"""An empty list says why it is empty, on top of the list: the line was drawn under the list's
panel, which then hid it, so Past games and Load opened on a blank box."""

import pytest

from engine.scenes.menu import MainMenu
from ui.helpers import click, frames
from ui.layout_check import draw_frame


def _covered(surf, text) -> bool:
    """Whether the pixels where ``text`` was written show one flat colour: something drawn
    after it hid it."""
    area = surf.subsurface(text.ink.clip(surf.get_rect()))
    colours = {tuple(area.get_at((x, y))) for x in range(0, area.get_width(), 2)
               for y in range(0, area.get_height(), 2)}
    return len(colours) <= 1


@pytest.mark.parametrize("button, key", [("past-games", "engine.past.none_yet"),
                                         ("load", "engine.load.none_yet")])
def test_an_empty_list_says_so_where_it_can_be_read(app, button, key):
    from engine.phrases import written

    app.scenes.reset(MainMenu(app), transition=False)
    frames(app, 2)
    click(app, button)
    frames(app, 30)
    surf = draw_frame(app)
    line = written(key)
    said = [t for t in surf.texts if t.text == line]
    assert said, (line, [t.text for t in surf.texts])
    assert not any(_covered(surf, t) for t in said), [(t.text, t.ink) for t in said]
