"""Saves written by the first release still load, as the same game.

The files in tests/fixtures/saves/ were written by that release (random games of each
game, the Blue Moon City one with Hoax cards recolouring its payments).  Each must load
without being called damaged, replay to the position its own snapshot recorded, and save
again in today's terms."""

import json
from pathlib import Path

import pytest

from engine import saves

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "saves"

#: Snapshot fields whose form changed since (the position they describe did not):
#: options gained defaults, a field was renamed, a leftover of a finished step is cleared.
CHANGED = {"bluemoon": {"options", "hoax", "colour"}, "tigris": {"opts", "choice", "post_step"}}
#: Snapshot fields renamed since, by their old names: compared under the new.
RENAMED = {"fantastiqa": {"pqc": "quest_cards", "cseg": "creature_groups", "pend_a": "pend_arg"},
           "tigris": {"unif": "unifying_at", "post": "placed_at", "cf": "conflict"}}


@pytest.mark.parametrize("name", sorted(p.name for p in FIXTURES.glob("*-v1.json")))
def test_a_first_release_save_loads_as_the_same_game(name, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    path = FIXTURES / name
    old = json.loads(path.read_text())
    record, state = saves.load(path)
    assert len(record.actions) == len(old["actions"]) and record.game == old["game"]
    now = state.to_dict()
    skip = CHANGED.get(record.game, set())
    renamed = RENAMED.get(record.game, {})
    for key, value in old["snapshot"].items():
        if key not in skip:
            key = renamed.get(key, key)
            assert json.dumps(now[key], sort_keys=True) == json.dumps(value, sort_keys=True), key
    # saved again, it loads again to the same position (in this version's terms)
    again, state2 = saves.load(saves.save(record, state, "again"))
    assert again.actions == record.actions and state2.to_dict() == now


def test_blue_moon_city_payments_recoloured_by_a_hoax_keep_their_meaning():
    path = FIXTURES / "bluemoon-hoax-v1.json"
    record, state = saves.load(path)
    import bluemoon.actions as A
    kinds = {type(a) for a in record.actions}
    assert A.AddCardV1 not in kinds and A.Hoax in kinds
    assert any(type(a) is A.AddCard and a.recoloured for a in record.actions)
