"""Blue Moon City's tutorial is readable at every size, in English and in Korean: walked from
its first step to free play (tests/ui/layout_walks.py), each step's frame checked at the next
(window size, UI scale) pair in turn, and on the Korean walk for English words too.  The Korean
tutorial names its seats 나 and 선생님 and writes its log in Korean."""

from __future__ import annotations

import re

import pytest

from bluemoon_view.bm_driver import INFO
from ui.korean_check import english_on, korean  # noqa: F401  (korean: the fixture)
from ui.layout_walks import COMBOS, rotating, tutorial_layout_walk
from ui.layout_check import draw_frame

pytestmark = pytest.mark.layout

#: Words a Korean Blue Moon City table shows in English on purpose (none: its rulebook prints
#: every name in Korean).
KEPT = ()


def test_the_tutorial_is_readable_at_every_size(app):
    app.settings.animation_speed = 16.0      # the pieces come to rest sooner; each frame is checked at rest
    walk = tutorial_layout_walk(app, INFO)
    assert walk.pairs == set(COMBOS)
    print(f"bluemoon tutorial layout: {walk.steps} steps, {walk.frames} frames")


def test_the_tutorial_in_korean_is_readable_and_korean(app, korean):
    app.settings.animation_speed = 16.0
    walk = tutorial_layout_walk(app, INFO, combos=lambda i: rotating(i + 4),
                                check=lambda frame, where: english_on(frame, where, names=KEPT))
    t = app.scenes.top
    top_bar = [d.text for d in draw_frame(app).texts if d.rect.bottom <= app.screen.get_height() // 10]
    assert any(s.startswith("나") for s in top_bar) and any(s.startswith("선생님") for s in top_bar), \
        f"the top bar names the seats 나 and 선생님: {top_bar}"
    latin = [line for line, _ in t.log.lines if re.search(r"[A-Za-z]", line)]
    assert not latin, f"the log writes English: {latin[:3]}"
    print(f"bluemoon tutorial in Korean: {walk.steps} steps, {walk.frames} frames")
