"""The contract's events and messages (docs/ARCHITECTURE.md, "Events and messages").

Every ``apply()`` reports what it caused as events; ``describe()``, refusals and events are
messages.  Each row runs once per game, player count and option set, like test_contract.
"""

from __future__ import annotations

import json
import random
from collections import defaultdict

import pytest

from contract.test_contract import ROWS, SEEDS, _checkpoints, _info, _play_random
from engine.game import Event, IllegalAction
from engine.text import Message, Reader, messages_in, render

NAMES = ("Ada", "Bruno", "Chiara", "Dev", "Emi")


def _events_json(state):
    return [e.to_json() for e in state.last_events()]


def _strip_rng(d):
    return {k: v for k, v in d.items() if k != "rng"}


@pytest.mark.parametrize("name,n,opts", ROWS)
def test_events_are_plain_values_and_replay_identically(name, n, opts):
    info = _info(name)
    for seed in range(SEEDS):
        state = info.new_game(n, seed=seed, **opts)
        rng = random.Random(seed)
        actions, seen = [], []
        while not state.is_over():
            a = rng.choice(state.legal_actions())
            state.apply(a)
            actions.append(a)
            events = state.last_events()
            assert all(isinstance(e, Event) for e in events)
            data = _events_json(state)
            assert json.loads(json.dumps(data)) == data, "events must be JSON-safe"
            assert [Event.from_json(d) for d in data] == list(events), "events must read back from JSON"
            seen.append(data)
        assert any(seen), "a whole game reported no event"
        again = info.new_game(n, seed=seed, **opts)
        for a, data in zip(actions, seen):
            again.apply(a)
            assert _events_json(again) == data, "the same move in the same game must report the same events"


@pytest.mark.parametrize("name,n,opts", ROWS)
def test_score_changes_add_up_to_the_totals(name, n, opts):
    """Every point on every track is reported by an event with its amount: the changes add up,
    per seat and track, to ``score_totals()`` at every step and at the end."""
    info = _info(name)
    for seed in range(SEEDS + 1):
        state = info.new_game(n, seed=seed, **opts)
        start = state.score_totals()
        sums = [defaultdict(float, start[p]) for p in range(n)]
        rng = random.Random(seed)
        step = 0
        while True:
            totals = state.score_totals()
            for p in range(n):
                for track in set(totals[p]) | set(sums[p]):
                    assert sums[p][track] == pytest.approx(totals[p].get(track, 0)), (
                        f"{name} seed {seed} step {step}: seat {p} track {track!r} has "
                        f"{totals[p].get(track, 0)}, its events add up to {sums[p][track]}")
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
            step += 1
            for e in state.last_events():
                for c in e.score:
                    assert 0 <= c.seat < n and isinstance(c.track, str) and c.delta != 0
                    sums[c.seat][c.track] += c.delta


@pytest.mark.parametrize("name,n,opts", ROWS)
def test_events_never_tell_a_seat_what_its_view_hides(name, n, opts):
    """A seat that cannot tell two worlds apart, before and after a move, is told the same
    events in both: what its view hides, its events may not reveal."""
    info = _info(name)
    compared = 0
    for seed in range(SEEDS):
        _, actions = _play_random(info, n, opts, seed)
        checks = _checkpoints(len(actions))
        state = info.new_game(n, seed=seed, **opts)
        for i, a in enumerate(actions):
            if i in checks:
                for seat in range(n):
                    for k in range(2):
                        world = state.determinize(seat, random.Random(1000 * i + k))
                        if a not in world.legal_actions():
                            continue
                        real = state.clone()
                        real.apply(a)
                        world.apply(a)
                        if _strip_rng(real.view(seat).to_dict()) != _strip_rng(world.view(seat).to_dict()):
                            continue  # the seat sees the worlds differ (a draw of its own, say)
                        compared += 1
                        assert [e.to_json() for e in real.events_for(seat)] == \
                            [e.to_json() for e in world.events_for(seat)], (
                            f"{name}: after {a!r} seat {seat} is told something its view hides")
                        assert all(e.visible_to(seat) for e in real.events_for(seat))
            state.apply(a)
    assert compared, "no move could be compared across worlds"


def _render_everywhere(msg, n, where):
    assert isinstance(msg, Message), f"{where} must be a Message, not {type(msg).__name__}: {msg!r}"
    for you in [None, *range(n)]:
        reader = Reader(NAMES[:n], you)
        for imperative in ((None, you) if you is not None else (None,)):
            text = render(msg, reader, imperative)
            assert text.strip(), f"{where}: {msg!r} renders empty"
            for bad in ("{", "}", "Player ", "Seat ", "None", "You's", "you's", "  "):
                assert bad not in text, f"{where}: {msg!r} renders as {text!r} (contains {bad!r})"


@pytest.mark.parametrize("name,n,opts", ROWS)
def test_moves_refusals_and_events_are_messages_for_every_reader(name, n, opts):
    """describe(), refusals and events carry messages that render, for each reader, with the
    table's names, "you" for the reader, and no template left unfilled."""
    info = _info(name)
    for seed in range(SEEDS):
        _, actions = _play_random(info, n, opts, seed)
        checks = _checkpoints(len(actions))
        state = info.new_game(n, seed=seed, **opts)
        earlier = []
        for i, a in enumerate(actions):
            if i in checks:
                legal = state.legal_actions()
                for b in legal[:12]:
                    _render_everywhere(state.describe(b), n, "describe()")
                stranger = next((b for b in earlier if b not in legal), None)
                if stranger is not None:
                    with pytest.raises(IllegalAction) as refused:
                        state.check_legal(stranger)
                    _render_everywhere(refused.value.message, n, "a refusal")
            earlier.append(a)
            state.apply(a)
            for e in state.last_events():
                for m in messages_in(e.message):
                    _render_everywhere(m, n, f"event {e.kind}")


@pytest.mark.parametrize("name,n,opts", ROWS)
def test_every_event_key_is_under_the_games_ev_prefix(name, n, opts):
    """One scheme for every game's events, ``<game>.ev.<what>``, so that a table's result cards,
    a tutorial and the catalogues find a game's events the same way."""
    info = _info(name)
    prefix = f"{info.name}.ev."
    for seed in range(SEEDS):
        _, actions = _play_random(info, n, opts, seed)
        state = info.new_game(n, seed=seed, **opts)
        for a in actions:
            state.apply(a)
            wrong = {e.kind for e in state.last_events() if not e.kind.startswith(prefix)}
            assert not wrong, f"event keys outside {prefix}*: {sorted(wrong)}"
