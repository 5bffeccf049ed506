"""The Guildhall tutorial's layout at every window size and UI scale, in English and in Korean:
the shared layout walk (tests/ui/layout_walks.py) from the first step to free play."""

import re

import pytest

from guildhall_view.gh_driver import INFO
from ui.korean_check import english_on, english_words, korean  # noqa: F401  (korean: a fixture)
from ui.layout_check import draw_frame
from ui.layout_walks import COMBOS, rotating, tutorial_layout_walk

pytestmark = pytest.mark.layout


def test_tutorial_layout_walk(app):
    """Every step at a window size and UI scale of its own, the nine pairs in turn."""
    app.settings.animation_speed = 3.0      # the teacher's moves glide quicker: fewer frames to wait
    walk = tutorial_layout_walk(app, INFO)
    assert walk.pairs == set(COMBOS)
    print(f"tutorial layout: {walk.steps} steps, {walk.frames} frames checked")


def test_tutorial_in_korean(korean, app):
    """The tutorial in Korean: its seats are 나 and 선생님, every step's frame holds its
    layout and shows no English, and the whole log is Korean."""
    app.settings.animation_speed = 3.0
    walk = tutorial_layout_walk(app, INFO, combos=lambda i: rotating(i + 4),
                                check=lambda frame, where: english_on(frame, where))
    t = app.scenes.top
    assert [s.name for s in t.seats] == ["나", "선생님"]
    drawn = {x.text for x in draw_frame(app).texts}
    assert {"나", "선생님"} <= {w for text in drawn for w in re.split(r"[\s()0-9]+", text)}, sorted(drawn)
    english = [(line, english_words(line)) for line, _ in t.log.lines if english_words(line)]
    assert not english, english[:10]
    print(f"Korean tutorial: {walk.steps} steps, {walk.frames} frames checked")
