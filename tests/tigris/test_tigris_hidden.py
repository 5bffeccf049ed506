"""Sampled worlds under hidden scores: each rival has the points it was seen to take."""

import random

from tigris import rules as R
from tigris.data import COLORS


def _tally(totals, events):
    """Add the score changes of ``events`` (what one seat was told) to ``totals``."""
    for e in events:
        for change in e.score:
            track = 4 if change.track == "treasure" else COLORS.index(change.track)
            totals[change.seat][track] += change.delta


def test_a_rival_has_the_points_it_was_seen_to_take():
    """Every point and treasure is announced to all, so the count a seat kept of the
    events it was told is each rival's total: a sampled world gives the rivals that,
    never the viewer's own points; the table's view still shows the totals as unknown."""
    for n, seed in ((2, 4), (3, 5), (4, 6)):
        s = R.new_game(n, seed=seed)
        assert not s.open_scores
        told = [[0] * 5 for _ in range(n)]
        rng = random.Random(seed)
        checked = different = 0
        for step in range(400):
            if s.is_over():
                break
            s.apply(rng.choice(s.legal_actions()))
            _tally(told, s.events_for(0))
            if step % 25 or s.is_over():
                continue
            view = s.view(0)
            assert all(view.vp[o] is None and view.treas_n[o] is None for o in range(1, n))
            # the worker gets the view as a dict: the count goes with it
            for source in (s, view, R.TigrisState.from_dict(view.to_dict())):
                for k in range(3):
                    world = source.determinize(0, random.Random(k))
                    assert [vp + [t] for vp, t in zip(world.vp, world.treas_n)] == told
                    assert world.view(0).to_dict() == view.to_dict()
            checked += 1
            different += any(told[o][:4] != told[0][:4] for o in range(1, n))
        assert checked >= 5 and different >= 3
