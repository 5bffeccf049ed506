"""The bundled fonts: every style draws from the app's own files, never a system font, and
Korean text shows real glyphs."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from engine.game import GAME_NAMES
from engine.ui import bundled, fonts, theme
from engine.ui.bundled import MissingAsset

ROOT = Path(__file__).resolve().parents[2]
STYLES = ("sans", "bold", "serif", "serifbold", "title", "mono")


def _no_system_fonts(*_a, **_k):
    raise AssertionError("a system font was looked up")


@pytest.fixture
def bundled_only(monkeypatch):
    """Fonts loaded afresh with every system font look-up made to fail."""
    pygame.font.init()
    monkeypatch.setattr(pygame.font, "match_font", _no_system_fonts)
    monkeypatch.setattr(pygame.font, "SysFont", _no_system_fonts)
    theme.clear_caches()
    yield
    theme.clear_caches()


def _ink(surf: pygame.Surface) -> pygame.Rect:
    """The box around the drawn (non-transparent) pixels; empty when nothing is drawn."""
    return surf.get_bounding_rect(min_alpha=64)


def _glyph(ch: str, style: str = "sans") -> bytes:
    img = theme.text(ch, 24, (255, 255, 255), style)
    return pygame.image.tobytes(img.subsurface(_ink(img)), "RGBA")


@pytest.mark.parametrize("style", STYLES)
def test_korean_renders_distinct_glyphs_without_system_fonts(bundled_only, style):
    img = theme.text("블루문 시티", 24, theme.INK, style)
    assert _ink(img).width > img.get_width() * 0.8       # every syllable leaves ink
    tofu = _glyph("\ue000", style)                       # a private-use code point: the missing-glyph box
    syllables = [_glyph(ch, style) for ch in "블루문시티"]
    assert len(set(syllables)) == 5                      # five different pictures, not one box five times
    assert tofu not in syllables


def test_mixed_latin_and_korean_share_one_line(bundled_only):
    f = theme.font(18)
    mixed = theme.text("Mina 민아", 18)
    assert mixed.get_height() == f.get_height()
    assert mixed.get_width() == f.size("Mina ")[0] + f.size("민아")[0] == f.size("Mina 민아")[0]
    # the Hangul stands on the Latin baseline: its top near the capitals' top, its foot
    # at the baseline or a little below (within the descent, so nothing is cut off)
    split = f.size("Mina ")[0]
    latin = _ink(mixed.subsurface((0, 0, split, mixed.get_height())))
    hangul = _ink(mixed.subsurface((split, 0, mixed.get_width() - split, mixed.get_height())))
    assert abs(hangul.top - latin.top) <= 2
    assert f.get_ascent() - 1 <= hangul.bottom < f.get_height()


def test_wrapping_measures_korean_with_its_own_face(bundled_only):
    lines = theme.wrap("블루문 시티 블루문 시티 블루문 시티", theme.font(18).size("블루문 시티")[0] + 2, 18)
    assert lines == ["블루문 시티"] * 3


def test_sizes_are_the_bundled_fonts_own(bundled_only):
    """The same numbers on every machine (the layouts were drawn with these)."""
    theme.set_scale((1280, 800))
    assert theme.font(18).size("Five modern board games") == (213, 21)
    assert theme.font(18, "bold").size("Five modern board games") == (243, 21)
    assert theme.font(18, "title").size("Five modern board games") == (234, 22)
    assert theme.font(18, "mono").size("Five modern board games") == (253, 21)
    assert all(isinstance(theme.font(18, s), fonts.BundledFont) for s in STYLES)


def test_every_font_file_and_its_licence_is_package_data():
    folder = bundled.root().joinpath("fonts")
    for latin, hangul in fonts.STYLES.values():
        assert folder.joinpath(latin).is_file() and folder.joinpath(hangul).is_file()
    assert "Bitstream Vera" in folder.joinpath("LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE" in folder.joinpath("OFL-HangulGothic.txt").read_text(encoding="utf-8")
    total = sum(p.stat().st_size for p in (ROOT / "assets" / "fonts").iterdir())
    assert total < 4_000_000


def test_no_system_font_lookups_remain_in_the_app():
    sources = [p for pkg in ("engine", *GAME_NAMES)
               for p in (ROOT / pkg).rglob("*.py")]
    for p in sources:
        code = p.read_text(encoding="utf-8")
        for call in ("match_font", "SysFont", "Font(None"):
            assert call not in code, f"{p.relative_to(ROOT)} calls {call}"


def test_a_missing_font_file_is_told_in_plain_words(monkeypatch):
    monkeypatch.setitem(fonts.STYLES, "sans", ("Gone.ttf", "Gone.ttf"))
    with pytest.raises(MissingAsset, match="reinstall"):
        fonts.BundledFont("sans", 18)
