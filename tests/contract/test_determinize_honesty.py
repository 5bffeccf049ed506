"""Determinization is honest: the AI guesses what its seat cannot see, and guesses it fairly.

For every registered game, at positions of real (random) games, for every seat and many rngs,
``determinize(seat, rng)``

- keeps what the seat sees (``view(seat)``);
- never fills a rival's hidden part with a copy of the seat's own (Tigris & Euphrates once
  assumed every rival had collected exactly the viewer's victory points);
- varies what it samples wherever the public record allows more than one value: a hidden
  part the samples all agree on must be the truth, since the truth itself is a world the seat
  cannot rule out.

Hidden parts are found in ``to_dict()`` with no per-game code: a part of the full state that
the seat's view shows otherwise.  A seat's part is an entry of a list with one entry per seat.
A list the view writes in another order (a pile drawn from at random, written sorted) holds
no secret: its order is not part of the game.
"""

from __future__ import annotations

import json
import random

import pytest

from contract.test_contract import ROWS, SEEDS, _checkpoints, _info, _play_random

#: Samples per seat and position: a part the public record leaves open, sampled this often
#: and always the same (and not the truth), is not being sampled.
SAMPLES = 12
#: Positions per game checked.
POSITIONS = 6

def _canon(x):
    """``x`` with every list's order set aside (a pile the view writes sorted is the same pile)."""
    if isinstance(x, dict):
        return {k: _canon(v) for k, v in x.items()}
    if isinstance(x, list):
        return sorted(json.dumps(_canon(v), sort_keys=True) for v in x)
    return x


def _same(a, b) -> bool:
    """Equal, or the same things in lists of another order."""
    return a == b or _canon(a) == _canon(b)


def _parts(full, view, n, path=()):
    """(path, is seat-indexed) of the hidden parts: each top-level entry, and each entry of a
    list with one entry per seat, whose value the view shows otherwise."""
    out = []
    if isinstance(full, dict):
        for k, v in full.items():
            if k == "rng":  # the generator is hidden by the contract, never sampled from it
                continue
            seen = view.get(k) if isinstance(view, dict) else None
            if not _same(v, seen):
                if not path:
                    out.append(((k,), False))
                out += _parts(v, seen, n, path + (k,))
    elif isinstance(full, list):
        per_seat = len(full) == n
        for i, v in enumerate(full):
            seen = view[i] if isinstance(view, list) and i < len(view) else None
            if not _same(v, seen):
                if per_seat:
                    out.append((path + (i,), True))
                out += _parts(v, seen, n, path + (i,))
    return out


def _at(tree, path):
    for k in path:
        try:
            tree = tree[k]
        except (KeyError, IndexError, TypeError):
            return None
    return tree


def _findings(state, seat):
    """What is dishonest about ``state.determinize(seat, ...)``, as sentences in two lists:
    a rival's hidden part copied from the seat's own, and a hidden part never varied."""
    n = state.num_players
    full, view = state.to_dict(), state.view(seat).to_dict()
    samples = []
    for k in range(SAMPLES):
        world = state.determinize(seat, random.Random(1000 + k))
        assert world.view(seat).to_dict() == view, "a sampled world must look the same to the seat"
        samples.append(world.to_dict())
    parts = _parts(full, view, n)
    copied, fixed, copies = [], [], []
    for path, per_seat in parts:
        if per_seat and path[-1] != seat:
            own = _at(full, path[:-1] + (seat,))
            if own != _at(full, path) and all(_at(s, path) == own for s in samples):
                copies.append(path)
                copied.append(f"seat {seat}'s own {'.'.join(map(str, path[:-1]))} is copied "
                              f"into seat {path[-1]}'s")
    for path, _ in parts:
        if any(c[:len(path)] == path or path[:len(c)] == c for c in copies):  # told above
            continue
        truth = _at(full, path)
        sampled = [_at(s, path) for s in samples]
        if all(s == sampled[0] for s in sampled) and sampled[0] != truth:
            fixed.append(f"{'.'.join(map(str, path))} is always sampled as {sampled[0]!r}, "
                         f"though the seat cannot rule out the truth, {truth!r}")
    return copied, fixed


def _check(name, n, opts, which):
    info = _info(name)
    found: dict[str, int] = {}
    for seed in range(SEEDS):
        _, actions = _play_random(info, n, opts, seed)
        checks = _checkpoints(len(actions), POSITIONS)
        state = info.new_game(n, seed=seed, **opts)
        for i, a in enumerate(actions):
            if i in checks:
                for seat in range(n):
                    for sentence in _findings(state, seat)[which]:
                        found[sentence] = found.get(sentence, 0) + 1
            state.apply(a)
    assert not found, "determinize() is not honest:\n" + "\n".join(
        f"{s} ({k} times)" for s, k in sorted(found.items()))


@pytest.mark.parametrize("name,n,opts", ROWS)
def test_determinize_never_copies_a_seats_own_secrets_into_a_rivals(name, n, opts):
    _check(name, n, opts, 0)


@pytest.mark.parametrize("name,n,opts", ROWS)
def test_determinize_varies_what_the_public_record_leaves_open(name, n, opts):
    _check(name, n, opts, 1)
