"""Every place at the end, by §16.2: the weakest colour, then the next, then shared."""

from tigris.position import from_position, to_position
from tigris_view.positions import tied_finish


def test_every_place_follows_the_sorted_colours_and_says_why():
    s = tied_finish()
    assert s.is_over()
    assert [s.final_vector(p) for p in range(4)] == [[3, 4, 4, 5], [3, 3, 6, 6], [3, 4, 4, 5],
                                                      [2, 3, 9, 9]]
    assert s.scores() == [3.0, 3.0, 3.0, 2.0]
    assert s.winners() == [0, 2]
    assert s.ranking() == [[0, 2], [1], [3]]
    assert str(s.ranking_reason()) == (
        "Player 1, Player 3 and Player 2 tie on the weakest colour "
        "(3, treasures counted); the second-weakest colour puts Player 1 and "
        "Player 3 ahead (4 against 3). Player 1 and Player 3 are "
        "level in every colour (3, 4, 4, 5) and share their place.")


def test_places_apart_on_the_weakest_colour_need_no_words():
    spec = to_position(tied_finish())
    spec["player"][1]["points"]["blue"] = 0      # player 2 ends 1-3-6-6
    s = from_position(spec)
    assert s.ranking() == [[0, 2], [3], [1]]
    assert str(s.ranking_reason()) == ("Player 1 and Player 3 are level in every "
                                  "colour (3, 4, 4, 5) and share their place.")
    spec["player"][2]["points"].update(red=5, black=4)  # player 3 ends 4-4-5-5: alone on top
    assert str(from_position(spec).ranking_reason()) == ""
