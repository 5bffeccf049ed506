"""Clones built from declared fields (engine.game.field_clone): each kind copies as it says."""

import random

import pytest

from engine.game import State, field_clone


class Sample(State):
    __slots__ = ("a", "flat", "maybe", "nested", "items", "deep", "rng", "rng_shared", "note")

    clone = field_clone("Sample", same=("a",), flat=("flat",), flat_or_none=("maybe",),
                        nested=("nested",), items_or_none=("items",), nested3=("deep",),
                        reset={"note": ()})


def _sample():
    s = Sample()
    s.a, s.flat, s.maybe = (1, 2), [1, 2], None
    s.nested, s.items, s.deep = [[1], [2]], [[3], None], [[[4]], [[5], [6]]]
    s.rng, s.rng_shared, s.note = random.Random(1), False, ("last move",)
    return s


def test_each_kind_copies_deep_enough_and_no_deeper():
    s = _sample()
    c = s.clone()
    assert type(c) is Sample
    assert (c.a, c.flat, c.maybe, c.nested, c.items, c.deep) == (s.a, s.flat, None, s.nested, s.items, s.deep)
    assert c.a is s.a and c.flat is not s.flat
    assert all(x is not y for x, y in zip(c.nested, s.nested))
    assert c.items[0] is not s.items[0] and c.items[1] is None
    assert all(x is not y for xs, ys in zip(c.deep, s.deep) for x, y in zip(xs, ys))
    assert c.note == () and c.memo is None  # reset; no search's memo to pass on
    assert c.rng is s.rng and c.rng_shared and s.rng_shared  # shared until one of them draws


def test_a_search_memo_is_passed_on_and_a_list_that_is_set_is_copied():
    s = _sample()
    s.memo, s.maybe = {}, [7]
    c = s.clone()
    assert c.memo is s.memo and c.maybe == [7] and c.maybe is not s.maybe


def test_an_unknown_kind_is_refused_when_the_class_is_made():
    with pytest.raises(ValueError, match="unknown copy kind 'deep'"):
        field_clone("Broken", deep=("x",))
