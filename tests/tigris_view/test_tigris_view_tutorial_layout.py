"""The Tigris & Euphrates tutorial is readable at every size, in English and in Korean: walked from
its first step to free play (tests/ui/layout_walks.py), each step's frame checked at one of the nine
window size x UI scale pairs in turn, and the Korean walk checked for English words too."""

from __future__ import annotations

import pytest

from tigris_view.tg_driver import INFO
from ui.korean_check import english_on, english_words, korean  # noqa: F401  (a fixture)
from ui.layout_check import draw_frame
from ui.layout_walks import rotating, tutorial_layout_walk

pytestmark = pytest.mark.layout


def _walked(walk, found=()) -> None:
    assert walk.pairs and walk.steps >= 30, f"the walk saw {walk.steps} steps"
    print(f"tutorial layout walk: {walk.steps} steps, {walk.frames} frames, {len(walk.pairs)} pairs")


def test_the_tutorial_is_readable_at_every_size(app):
    _walked(tutorial_layout_walk(app, INFO))


def test_the_tutorial_in_korean_is_readable_and_has_no_english(app, korean):
    """In Korean, and its seats are 나 and 선생님: on the top bar, and in a log that says no
    English (the squares' names, "F9", are the board's own letters)."""
    _walked(tutorial_layout_walk(app, INFO, combos=lambda i: rotating(i + 4),
                                 check=lambda frame, where: english_on(frame, where)))
    t = app.scenes.top
    top = " ".join(x.text for x in draw_frame(app).texts if t.top_rect.contains(x.ink))
    assert "나" in top and "선생님" in top, f"the top bar says {top!r}"
    log = [text for text, _ in t.log.lines]
    assert sum("선생님" in line for line in log) >= 10, log
    assert not [line for line in log if english_words(line)], [line for line in log if english_words(line)]
