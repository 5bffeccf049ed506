"""The Sintra tutorial is readable at every window size and UI scale, in English and in Korean:
walked from its first step to free play (tests/ui/layout_walks.py), each step's frame checked at
the next of the nine (size, scale) pairs; in Korean, no English word is on the frame, the seats
are 나 and 선생님 in the top bar and the move log has no English."""

import pytest

from azul_sintra_view.az_driver import INFO
from engine import saves
from ui.korean_check import english_on, english_words, korean  # noqa: F401 (fixture)
from ui.layout_check import draw_frame
from ui.layout_walks import rotating, tutorial_layout_walk

pytestmark = pytest.mark.layout

#: The round track's numerals, printed as Roman numerals in the Korean rulebook too
#: (azul_sintra/locale/ko/glossary.toml).
ROUND_NUMERALS = ("II", "III", "IV", "VI")


@pytest.fixture(autouse=True)
def _no_autosave(monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)


def test_tutorial_layout_in_english(app):
    app.settings.animation_speed = 4.0
    walk = tutorial_layout_walk(app, INFO)
    assert len(walk.pairs) == 9
    print(f"tutorial layout walk: {walk.steps} steps, {walk.frames} frames")


def test_tutorial_layout_in_korean(app, korean):
    app.settings.animation_speed = 4.0
    walk = tutorial_layout_walk(app, INFO, combos=lambda i: rotating(i + 4), check=lambda frame, where: english_on(
        frame, where, names=ROUND_NUMERALS))
    t = app.scenes.top
    top_bar = [x.text for x in draw_frame(app).texts if x.rect.bottom <= t.camera.viewport.top]
    assert any(x.startswith("나") for x in top_bar) and any(x.startswith("선생님 (AI 쉬움)") for x in top_bar), \
        f"the top bar names the seats in Korean: {top_bar}"
    english = [line for line, _ in t.log.lines if english_words(line)]
    assert not english, f"the move log says in English: {english[:5]}"
    print(f"Korean tutorial layout walk: {walk.steps} steps, {walk.frames} frames")
