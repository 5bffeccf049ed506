"""Every level a save may give a computer seat has a name on the table (a save from the tools
with a "greedy" seat crashed the table: the level had no words)."""

from __future__ import annotations

import pytest

from engine.ai.players import PLAYERS
from engine.i18n import set_language
from engine.phrases import seat_name
from engine.saves import Seat


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("level", PLAYERS)
def test_every_level_a_save_may_name_is_written(level, lang):
    set_language(lang)
    try:
        text = seat_name(Seat("Bot", "ai", level))
    finally:
        set_language("en")
    assert text.startswith("Bot") and "engine.level" not in text and len(text) > len("Bot (AI )")
