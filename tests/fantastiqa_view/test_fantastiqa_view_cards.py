"""Fantastiqa's small cards: the name and the words under it stay clear of the cost, whatever
size the card is drawn at and however large the least readable size makes the cost's number; a
Korean artifact card names the artifact in full."""

import pytest

from fantastiqa import data as D
from fantastiqa.view_cards import Faces
from fantastiqa.view_layout import CARD, MINI
from ui.korean_check import korean  # noqa: F401  (the fixture)


@pytest.mark.parametrize("least", (11, 14))
@pytest.mark.parametrize("size", (MINI, CARD, (int(CARD[0] * 0.7), int(CARD[1] * 0.7))))
def test_a_card_s_words_stay_clear_of_its_cost(app, least, size):
    faces = Faces(app.art)
    faces.least = least
    for kind in range(len(D.KINDS)):
        if D.KIND_GROUP[kind] == "creature" or not D.KIND_COST[kind]:
            continue
        card = faces.card(kind, *size)
        texts = [(m[1], m[2]) for m in card.marks if m[0] == "text"]
        cost = [r for words, r in texts if words == str(D.KIND_COST[kind])]
        words = [(w, r) for w, r in texts if w != str(D.KIND_COST[kind])]
        for w, r in words:
            assert not any(r.colliderect(c) for c in cost), (D.KINDS[kind], size, least, w, r, cost)


@pytest.mark.parametrize("size", (CARD, (int(CARD[0] * 0.8), int(CARD[1] * 0.8))))
def test_an_artifact_card_names_it_in_full_in_korean(app, korean, size):
    """A Korean artifact card prints its full name ("도둑의 돈주머니", wrapped or a little smaller),
    not only the one-word short form ("도둑주머니") a button uses."""
    from engine.text import render
    from fantastiqa import terms as T

    faces = Faces(app.art)
    faces.least = 11
    for kind in range(len(D.KINDS)):
        if D.KIND_GROUP[kind] != "artifact":
            continue
        full = render(T.KIND[kind])
        rows = [m[1] for m in faces.card(kind, *size).marks if m[0] == "text"]
        assert full in " ".join(rows), (D.KINDS[kind], full, rows)


@pytest.mark.parametrize("least", (11, 14))
@pytest.mark.parametrize("common", (False, True))
def test_a_quest_card_names_its_region_beside_its_cups(app, least, common):
    """The region says where a quest is completed: a card whose "3 cups" leaves no room for
    "Frozen Wastes" shows the cups as a number and a drawn cup (or, in large text, leaves them to
    its tooltip) instead of dropping the region."""
    from engine.text import render
    from fantastiqa import terms as T
    from fantastiqa.view_layout import QUEST

    faces = Faces(app.art)
    faces.least = least
    for q in range(len(D.QUESTS)):
        card = faces.quest(q, *QUEST, common=common)
        texts = [m[1] for m in card.marks if m[0] == "text"]
        assert render(T.REGION[D.QUEST_REGION[q]]) in texts, (D.QUESTS[q], texts)
