"""Guildhall's words read as sentences: a count agrees with its noun, and the lines of a card's
help stand on their own wherever they are joined."""

from __future__ import annotations

import pytest

from engine.text import Message, render
from guildhall import data as D
from guildhall import words as GW


@pytest.mark.parametrize("key", ["guildhall.ui.prompt.give", "guildhall.ui.prompt.weaver_return"])
def test_a_prompt_to_click_one_card_says_one_card(key):
    one = render(Message(key, n=1, target="Ada"), lang="en")
    two = render(Message(key, n=2, target="Ada"), lang="en")
    assert "1 card in your guildhall" in one and "2 cards in your guildhall" in two, (one, two)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_each_line_of_a_profession_s_help_stands_alone(lang):
    for prof in range(len(D.PROFESSIONS)):
        lines = [render(m, lang=lang) for m in GW.prof_lines(prof)]
        for line in lines:
            assert not line.rstrip().endswith((",", ";")), f"{D.PROFESSIONS[prof]}: {line!r}"
        assert ",;" not in "; ".join(lines)
