"""Readable positions (fantastiqa/position.py) and the ranking of seats."""

import json
import random

import pytest

from fantastiqa import data as D
from fantastiqa import rules
from fantastiqa.actions import END_TURN
from fantastiqa.position import from_position, to_position
from helpers_fantastiqa import ready, set_completed, set_personal_quests, table

SETS = [(2, {}), (2, {"simple_rules": True}), (3, {}), (3, {"quest_goal": 7}), (4, {}),
        (4, {"teams": False, "simple_rules": True})]


def random_states(n, options, seed, every=37):
    """States along a random game: one every ``every`` decisions, the first of each phase,
    and the finished game."""
    s = rules.new_game(n, seed=seed, **options)
    rng = random.Random(seed)
    step = 0
    phases = set()
    while not s.is_over():
        if step % every == 0 or s.phase not in phases:
            phases.add(s.phase)
            yield s.clone()
        s.apply(rng.choice(s.legal_actions()))
        step += 1
    yield s


@pytest.mark.parametrize("n,options", SETS)
def test_a_round_trip_keeps_the_legal_moves_and_every_view(n, options):
    checked = set()
    for seed in range(3):
        for s in random_states(n, options, seed):
            spec = to_position(s)
            back = from_position(json.loads(json.dumps(spec)))
            assert to_position(back) == spec
            assert back.legal_actions() == s.legal_actions()
            assert back.to_move == s.to_move and back.winners() == s.winners()
            for seat in range(n):
                assert back.view(seat).to_dict() == s.view(seat).to_dict()
            checked.add(spec["phase"])
    assert {"pick_quest", "pick_region", "main", "adventure", "release", "end_of_turn",
            "over"} <= checked


def test_a_position_reads_as_the_table_does():
    s = ready(2)
    spec = to_position(s)
    me = spec["seats"][s.cur]
    assert spec["phase"] == "main" and spec["turn_of"] == s.cur
    assert sorted(me["hand"] + me["draw_pile"]) == sorted(
        [D.KINDS[k] for k in D.HOUSEHOLD] + ["dog", "peaceful_dragon"] + [
            D.KINDS[k] for k in s.hand[s.cur] + s.draw[s.cur]
            if D.IS_ARTIFACT[k]])
    assert {b["region"] for b in spec["board"].values()} == set(D.REGIONS)
    assert all(p["creature"] in D.KIND for p in spec["paths"].values())
    assert me["adventurer"] in D.POSITIONS


def test_options_may_be_overridden_and_the_seed_sets_the_future():
    spec = to_position(ready(2))
    assert from_position(spec, quest_goal=7).goal == 7
    a, b = from_position(spec, seed=5), from_position(spec, seed=5)
    a.apply(END_TURN)
    b.apply(END_TURN)
    assert a.to_dict() == b.to_dict()


def broken(change):
    spec = to_position(ready(2))
    change(spec)
    with pytest.raises(ValueError) as e:
        from_position(spec)
    return str(e.value)


def test_a_card_too_many_is_named():
    def extra_spatula(spec):
        spec["seats"][0]["hand"].append("spatula")
    assert broken(extra_spatula) == "The position holds 3 Spatula cards; this game has 2."


def test_unknown_names_and_phases_are_named():
    def bad_card(spec):
        spec["seats"][1]["discard_pile"].append("teapot")

    def bad_phase(spec):
        spec["phase"] = "tea_time"

    def bad_region(spec):
        spec["board"]["top_left"]["region"] = "moon"
    assert broken(bad_card) == "There is no card 'teapot' in Fantastiqa."
    assert broken(bad_phase) == "There is no phase 'tea_time' in Fantastiqa."
    assert broken(bad_region) == "There is no region 'moon' in Fantastiqa."


def test_missing_parts_and_wrong_totals_are_sentences():
    def no_seats(spec):
        del spec["seats"]

    def two_regions_alike(spec):
        spec["board"]["top_left"]["region"] = spec["board"]["top_right"]["region"]

    def a_quest_twice(spec):
        spec["quests"]["deck"].append(spec["quests"]["deck"][0])

    def a_gem_made_up(spec):
        spec["supply"]["gems"] += 1
    assert broken(no_seats).startswith("The position is incomplete or malformed (KeyError")
    assert broken(two_regions_alike) == "Each of the six regions must lie on exactly one space."
    assert "appears 2 times; it must appear exactly once." in broken(a_quest_twice)
    assert broken(a_gem_made_up) == "The position holds 61 gems; the game has 60."
    assert broken(lambda spec: spec.update(players=5)) == "Fantastiqa takes 2 to 4 players, not 5."


def test_a_view_is_refused():
    s = ready(2)
    with pytest.raises(ValueError, match="hides cards"):
        to_position(s.view(0))


@pytest.mark.parametrize("n,options", SETS)
def test_the_ranking_starts_with_the_winners(n, options):
    for seed in range(4):
        *_, end = random_states(n, options, seed, every=10 ** 9)
        groups = end.ranking()
        assert groups[0] == end.winners()
        assert sorted(p for g in groups for p in g) == list(range(n))


def test_the_ranking_breaks_ties_by_completed_quests_and_groups_partners():
    b = table(4)  # teams: seats 0 and 2 against 1 and 3
    for p in range(4):
        set_personal_quests(b, p)
    set_completed(b, 1, "coax_the_quarrelsome_quail_of_quillcrag")
    b.seat(0)["bonus_tokens"] = 1
    s = b.state()
    assert s.scores() == [1, 1, 1, 1]
    assert s.ranking() == [[1, 3], [0, 2]]
    b2 = table(3)
    for p in range(3):
        set_personal_quests(b2, p)
    b2.seat(2)["bonus_tokens"] = 2
    s2 = b2.state()
    assert s2.ranking() == [[2], [0, 1]]


def test_the_round_trips_meet_every_phase():
    met = {s.phase for n, options in SETS for seed in range(3)
           for s in random_states(n, options, seed)}
    assert met == set(rules.PHASES)


def test_statues_two_of_each_kind():
    """A third Quest Chest (and a lone Beast Bazaar) once let play teleport to nowhere."""
    def three_chests(spec):
        bazaar = next(p for p, b in spec["board"].items() if b["statue"] == "beast_bazaar")
        spec["board"][bazaar]["statue"] = "quest_chest"

    def a_tower_in_the_simple_rules(spec):
        spec["board"]["top_left"]["statue"] = "artifact_tower"
    assert broken(three_chests) == "The board holds 1 Beast Bazaar statues; this game has 2."
    spec = to_position(ready(2, simple_rules=True))
    spec["board"]["top_left"]["statue"] = "artifact_tower"
    with pytest.raises(ValueError, match="Artifact Tower statues; this game has 0"):
        from_position(spec)


def test_an_extra_artifact_or_raven_is_refused():
    spec = to_position(ready(2))
    held = {k for seat in spec["seats"] for k in seat["draw_pile"] + seat["hand"]}
    unpicked = next(D.KINDS[k] for k in D.STARTING_ARTIFACTS if D.KINDS[k] not in held)
    more = json.loads(json.dumps(spec))
    more["artifacts"]["deck"].append(unpicked)
    with pytest.raises(ValueError, match="starting artifacts beyond the supply"):
        from_position(more)
    more = json.loads(json.dumps(spec))
    more["seats"][1]["draw_pile"].append(unpicked)
    with pytest.raises(ValueError, match="starting artifacts beyond the supply"):
        from_position(more)
    raven = json.loads(json.dumps(spec))
    group = next(g for g in raven["creature_deck"]["groups"] if "mischievous_raven" in g)
    group.remove("mischievous_raven")
    raven["seats"][0]["draw_pile"].append("mischievous_raven")
    with pytest.raises(ValueError, match="Ravens lie only in the creature deck"):
        from_position(raven)


def test_the_setup_picks_name_the_seats_still_to_pick():
    s = rules.new_game(3, seed=2)
    spec = to_position(s)
    spec["setup"]["pick_order"] = spec["setup"]["pick_order"][1:]
    with pytest.raises(ValueError, match="no adventurer on the board"):
        from_position(spec)
    after = to_position(ready(2))
    after["setup"]["pick_order"] = [0]
    with pytest.raises(ValueError, match="empty after them"):
        from_position(after)


def test_carpets_and_reshuffles_stay_within_a_players_set():
    def a_fourth_carpet(spec):
        spec["seats"][0]["carpets"] = 4
    assert broken(a_fourth_carpet) == ("Seat 0 has 4 magic carpets and 3 reshuffles; a player "
                                       "has at most 3 and 3.")
