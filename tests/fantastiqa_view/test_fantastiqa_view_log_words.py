"""The log says a quest is complete only once it is paid: the move that starts a quest says the
player sets out to complete it; the completion (with its points) is the event that follows the
last payment."""

from __future__ import annotations

from engine.text import NOBODY, render
from fantastiqa import data as D
from fantastiqa import rules
from fantastiqa.actions import CompleteQuest


def test_starting_a_quest_does_not_say_it_is_complete():
    quest = D.QUESTS[0]
    state = rules.new_game(2, seed=1)
    line = render(state.describe(CompleteQuest(quest)), NOBODY, lang="en")
    assert "sets out to complete" in line and "completes" not in line, line
