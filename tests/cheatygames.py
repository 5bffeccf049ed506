"""Broken variants of the toy game that the contract suite must catch."""

import dataclasses

from toygame import INFO as TOY, ToyState


class LeakyView(ToyState):
    """Shows every hand to everyone."""

    __slots__ = ()

    def view(self, seat):
        v = self.clone()
        v.rng = None
        return v


class PeekingDeterminize(ToyState):
    """'Samples' the world by copying the real one: the AI would see hidden cards."""

    __slots__ = ()

    def determinize(self, seat, rng):
        return self.clone()


class LeakyEvents(ToyState):
    """Tells every seat which card a player drew (its views hide it)."""

    __slots__ = ()

    def emit(self, key, *, score=(), seen_by=None, **params):
        if key == "toygame.ev.draw_seen":
            seen_by = None   # the drawer's own card, told to every seat
        super().emit(key, score=score, seen_by=seen_by, **params)


class CopyingDeterminize(ToyState):
    """Guesses each rival holds the cards the seat itself holds."""

    __slots__ = ()

    def determinize(self, seat, rng):
        v = ToyState.determinize(self, seat, rng)
        for i, hand in enumerate(v.hands):
            if i != seat and len(hand) == len(v.hands[seat]):
                v.hands[i] = list(v.hands[seat])
        return v


class FixedDeterminize(ToyState):
    """Deals the unseen cards in one fixed order whatever the rng: never a real guess."""

    __slots__ = ()

    def determinize(self, seat, rng):
        import random

        return ToyState.determinize(self, seat, random.Random(0))


class ForgetfulClone(ToyState):
    """A clone that starts the discard pile afresh instead of copying it (the game still plays)."""

    __slots__ = ()

    def clone(self):
        c = _as(ForgetfulClone, ToyState.clone(self))
        c.pile = []
        return c


class DroppingClone(ToyState):
    """A clone that leaves out a field altogether."""

    __slots__ = ()

    def clone(self):
        out = DroppingClone.__new__(DroppingClone)
        c = ToyState.clone(self)
        for k in ToyState.__slots__:
            if k != "winners_":
                setattr(out, k, getattr(c, k))
        return out


def _as(cls, state):
    """``state`` (a ToyState) as an instance of the variant ``cls``."""
    out = cls.__new__(cls)
    for k in ToyState.__slots__:
        setattr(out, k, getattr(state, k))
    return out


def _variant(cls):
    def new_game(num_players, seed=None, **opts):
        return _as(cls, TOY.new_game(num_players, seed=seed, **opts))

    if "clone" not in cls.__dict__:  # a variant broken elsewhere clones honestly
        cls.clone = lambda self: _as(cls, ToyState.clone(self))
    return dataclasses.replace(TOY, name=cls.__name__, new_game=new_game, state_type=cls)


LEAKY = _variant(LeakyView)
PEEKING = _variant(PeekingDeterminize)
LEAKY_EVENTS = _variant(LeakyEvents)
COPYING = _variant(CopyingDeterminize)
FIXED = _variant(FixedDeterminize)
FORGETFUL_CLONE = _variant(ForgetfulClone)
DROPPING_CLONE = _variant(DroppingClone)
