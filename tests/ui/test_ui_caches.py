"""The kit's caches of pixels keep to their budgets over a long session: new words and new
sizes push out the least recently used, never the ones a screen is drawing."""

import pygame
import pytest

from engine.ui import art, theme


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    theme.clear_caches()
    yield
    theme.clear_caches()


def test_text_drawn_over_a_long_session_stays_within_its_budget():
    kept = theme.text("Your move", 18)
    for k in range(300):   # about 70 MB of words, each drawn once
        theme.text(f"Round {k}: a long line of the log that nobody will read again, number {k}", 40)
        theme.text("Your move", 18)   # drawn every frame: never pushed out
    assert theme.text_cache_bytes() <= theme.TEXT_BUDGET
    assert theme.text("Your move", 18) is kept


def test_scaled_art_stays_within_its_budget_and_keeps_what_is_in_use(tmp_path):
    cache = art.ArtCache(tmp_path)
    cache._scaled.budget = 4 << 20
    make = lambda: art.felt((64, 64))   # noqa: E731
    board = cache.scaled("felt", make, (500, 400))
    for size in range(200, 440, 6):    # a window resized again and again: 40 sizes, about 14 MB
        cache.scaled("felt", make, (size, size))
        assert cache.scaled("felt", make, (500, 400)) is board
    assert cache._scaled.bytes <= 4 << 20 and cache.memory_bytes() < 6 << 20
    assert len(cache._scaled) < 40


def test_a_surface_cache_counts_what_it_holds_when_entries_are_replaced_and_removed():
    c = theme.SurfaceCache(10_000)
    c["a"] = pygame.Surface((10, 10), pygame.SRCALPHA)       # 400 bytes
    c["a"] = pygame.Surface((20, 10), pygame.SRCALPHA)       # replaced: 800
    c["b"] = pygame.Surface((10, 10), pygame.SRCALPHA)
    assert c.bytes == 1200
    del c["a"]
    assert c.bytes == 400 and c.pop("b") is not None and c.bytes == 0
