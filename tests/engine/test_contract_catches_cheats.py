"""The contract suite is only worth something if it fails broken games."""

import pytest

import cheatygames
from contract import test_clones as clones
from contract import test_contract as suite
from contract import test_determinize_honesty as honesty
from contract import test_events as events


@pytest.fixture
def registered(monkeypatch):
    def use(info):
        monkeypatch.setattr(suite, "_info", lambda name: info)
        monkeypatch.setattr(events, "_info", lambda name: info)
        monkeypatch.setattr(honesty, "_info", lambda name: info)
        monkeypatch.setattr(clones, "_info", lambda name: info)
    return use


def test_a_view_that_leaks_hands_fails(registered):
    registered(cheatygames.LEAKY)
    with pytest.raises(AssertionError):
        suite.test_view_hides_what_a_seat_may_not_know("LeakyView", 2, {})


def test_a_determinize_that_peeks_fails(registered):
    registered(cheatygames.PEEKING)
    with pytest.raises(AssertionError):
        suite.test_view_hides_what_a_seat_may_not_know("PeekingDeterminize", 2, {})


def test_the_honest_toy_passes(registered):
    from toygame import INFO

    registered(INFO)
    suite.test_view_hides_what_a_seat_may_not_know("toygame", 2, {})
    suite.test_ai_cannot_cheat("toygame", 2, {})


def test_events_that_leak_a_draw_fail(registered):
    registered(cheatygames.LEAKY_EVENTS)
    with pytest.raises(AssertionError):
        events.test_events_never_tell_a_seat_what_its_view_hides("LeakyEvents", 2, {})


def test_the_honest_toy_passes_the_events_suite(registered):
    from toygame import INFO

    registered(INFO)
    events.test_events_never_tell_a_seat_what_its_view_hides("toygame", 2, {})
    events.test_score_changes_add_up_to_the_totals("toygame", 2, {})
    events.test_moves_refusals_and_events_are_messages_for_every_reader("toygame", 2, {})


def test_a_determinize_that_copies_the_seats_own_cards_into_a_rivals_fails(registered):
    registered(cheatygames.COPYING)
    with pytest.raises(AssertionError, match="copied"):
        honesty.test_determinize_never_copies_a_seats_own_secrets_into_a_rivals("CopyingDeterminize", 2, {})


def test_a_determinize_that_never_varies_its_guess_fails(registered):
    registered(cheatygames.FIXED)
    with pytest.raises(AssertionError, match="always sampled"):
        honesty.test_determinize_varies_what_the_public_record_leaves_open("FixedDeterminize", 2, {})


def test_the_honest_toy_passes_the_honesty_suite(registered):
    from toygame import INFO

    registered(INFO)
    for players in (2, 3, 4):
        honesty.test_determinize_never_copies_a_seats_own_secrets_into_a_rivals("toygame", players, {})
        honesty.test_determinize_varies_what_the_public_record_leaves_open("toygame", players, {})


def test_a_clone_that_forgets_a_field_fails(registered):
    registered(cheatygames.FORGETFUL_CLONE)
    with pytest.raises(AssertionError, match="differs from the original"):
        clones.test_a_clone_equals_its_original_at_every_point_of_real_games("ForgetfulClone", 2, {})


def test_a_clone_that_leaves_out_a_field_fails(registered):
    registered(cheatygames.DROPPING_CLONE)
    with pytest.raises(AssertionError, match=r"left out \['winners_'\]"):
        clones.test_a_clone_equals_its_original_at_every_point_of_real_games("DroppingClone", 2, {})


def test_the_honest_toy_passes_the_clone_suite(registered):
    from toygame import INFO

    registered(INFO)
    clones.test_a_clone_equals_its_original_at_every_point_of_real_games("toygame", 2, {})
    clones.test_clones_of_views_and_sampled_worlds_equal_them("toygame", 2, {})
