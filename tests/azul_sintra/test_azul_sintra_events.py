"""What each move reports (events): the points and why, the broken glass, the round's end and the
game's, in the words seat 0 ("you") reads against Bruno."""

import random

from azul_sintra import data
from azul_sintra.actions import PlaceTiles, TakeTiles
from azul_sintra.position import to_position
from azul_sintra.rules import new_game
from engine.game import ScoreChange
from engine.text import Reader, render

from test_azul_sintra_rules import completion_setup, game, palace, strip

READER = Reader(("Ada", "Bruno", "Chiara", "Dev"), 0)


def told(state):
    """The last move's events as lines, each with its score changes."""
    return [(render(e.message, READER), e.score) for e in state.last_events()]


def test_a_completed_strip_reports_its_colour_bonus_window_and_chain():
    vals = data.WINDOW_VALUES["side_a"]
    s = completion_setup({0: palace({3: strip(1, red=3)}, {5: ["green"], 2: ["purple"]}, gone=(7,))})
    s.apply(TakeTiles(1, "yellow"))
    assert told(s) == []                       # a plain take: its description says it all
    s.apply(PlaceTiles(3))
    gain = vals[2] + vals[4] + vals[6]
    assert told(s) == [
        ("Your strip 3 is complete: you keep a red tile for window 3, the other 4 go to the glass tower, "
         "and the strip turns over.", ()),
        ("You score 3 points of colour bonus: 3 tiles of this round's colour, red.", (ScoreChange(0, 3),)),
        (f"You score {gain} points for window 3 and the decorated windows 5 and 7 to its right.",
         (ScoreChange(0, gain),)),
    ]


def test_a_second_pane_completes_the_window_and_the_strip_leaves():
    s = completion_setup({0: palace({1: strip(1, "back", green=1, light_blue=2, purple=1)}, {1: ["red"]})},
                         round=3)                                   # round colour green
    s.apply(TakeTiles(2, "purple"))
    s.apply(PlaceTiles(1))
    lines = [line for line, _ in told(s)]
    assert lines[0] == ("Your strip 1 is complete: you keep a light blue tile for window 1, which is now "
                        "complete; the other 4 go to the glass tower, and the strip leaves the palace.")
    assert lines[2] == f"You score {data.WINDOW_VALUES['side_a'][0]} points for window 1."
    assert "You score 1 point of colour bonus: 1 tile of this round's colour, green." in lines


def test_broken_glass_moves_the_marker_and_a_wrap_costs_18():
    s = completion_setup({0: palace({1: strip(1)}, score=25, broken_glass=2)}, factories=[{"green": 3}])
    s.apply(TakeTiles(3, "green"))
    s.apply(PlaceTiles(1))
    assert told(s) == [
        ("3 green tiles break (strip 1 has no space left): your broken-glass marker moves down 3 steps "
         "to −9.", ()),
    ]
    s = completion_setup({0: palace({1: strip(1)}, score=25, broken_glass=7)}, factories=[{"green": 3}])
    s.apply(TakeTiles(3, "green"))
    s.apply(PlaceTiles(1))
    assert told(s) == [
        ("Your broken-glass marker reaches −18: you lose 18 points, and the marker starts again at the top.",
         (ScoreChange(0, -18),)),
        ("3 green tiles break (strip 1 has no space left): your broken-glass marker moves down 3 steps "
         "to −2.", ()),
    ]


def test_the_floor_keeps_a_wrap_from_going_below_zero():
    s = completion_setup({0: palace(score=5, broken_glass=7)}, centre={"red": 1})
    s.apply(TakeTiles(0, "red"))
    assert told(s)[:2] == [
        ("Your broken-glass marker reaches −18: you lose 5 points (a score never drops below 0), and the "
         "marker starts again at the top.", (ScoreChange(0, -5),)),
        ("You take the start-player tile and will start the next round; your broken-glass marker moves "
         "down 1 step to 0.", ()),
    ]


def test_a_wrap_at_zero_says_there_is_nothing_to_lose():
    s = completion_setup({0: palace(score=0, broken_glass=7)}, centre={"red": 1})
    s.apply(TakeTiles(0, "red"))
    assert told(s)[0] == (
        "Your broken-glass marker reaches −18: you have no points to lose (a score never drops below 0), and "
        "the marker starts again at the top.", ())
    assert s.score[0] == 0 and s.bpos[0] == 0 and s.wraps[0] == 1


def test_the_round_end_reports_each_seats_points_and_the_next_round():
    s = game(factories=[{"purple": 1}], palaces={0: palace(score=7, points_this_round=4),
                                                 1: palace(score=3)}, round_colours=["red", "yellow",
                                                                                      "green", "light_blue",
                                                                                      "purple", "red"])
    assert to_position(s)["palaces"][0]["points_this_round"] == 4
    s.apply(TakeTiles(1, "purple"))
    s.apply(PlaceTiles(1))
    lines = [line for line, _ in told(s)]
    assert "Round 1 ends; points this round: you +4 and Bruno 0." in lines
    assert lines[-1] == "Round 2 begins; its colour is yellow, and you start."
    assert render(s.progress(), READER) == "Round 2 of 6 · yellow"


def test_the_game_end_reports_every_final_adjustment_and_the_winner():
    strips = {2: strip(1, red=3, yellow=1), 3: strip(5, yellow=2), 5: strip(2, light_blue=1), 8: strip(3)}
    s = game(factories=[{"purple": 1}], round=6, palaces={
        0: palace(strips, {2: ["red"]}, gone=(1,), score=30, broken_glass=4),
        1: palace(score=10)})
    s.apply(TakeTiles(1, "purple"))
    s.apply(PlaceTiles(8))
    lines = told(s)
    assert lines[1:] == [
        ("You score 2 points for 8 tiles left on your strips (1 per 3).", (ScoreChange(0, 2),)),
        ("You lose 6 points to the broken-glass track (the marker stands at −6).", (ScoreChange(0, -6),)),
        ("You score 6 points for the ornaments between your windows.", (ScoreChange(0, 6),)),
        ("The game ends after round 6.", ()),
        ("You win with 32 points.", ()),
    ]
    assert lines[0][0].startswith("Round 6 ends")
    assert render(s.progress(), READER) == "Game over after 6 rounds"


def test_side_b_names_the_best_colour_and_ties_are_explained():
    s = game(factories=[{"purple": 1}], round=6, options={"palace_side": "side_b"}, palaces={
        0: palace({2: strip(1)}, {1: ["red", "red"], 4: ["red"]}, gone=(1,), score=9, broken_glass=1),
        1: palace(score=14, broken_glass=3)})
    s.apply(TakeTiles(1, "purple"))
    s.apply(PlaceTiles(2))
    lines = [line for line, _ in told(s)]
    assert "You score 3 points: 1 complete window × 3 red tiles in windows, your best colour." in lines
    assert lines[-1] == "You win with 10 points: tied on points, you lost fewer to broken glass."


def test_the_events_add_up_to_the_scores_over_whole_games():
    for seed in range(6):
        s = new_game(3, seed=seed, palace_side="side_b" if seed % 2 else "side_a",
                     score_floor_zero=seed % 3 != 0)
        rng = random.Random(seed)
        total = [0, 0, 0]
        while not s.is_over():
            s.apply(rng.choice(s.legal_actions()))
            for e in s.last_events():
                for c in e.score:
                    total[c.seat] += c.delta
        assert total == s.scores()
