"""What the rules report after each move, read as a player reads the log: conflicts with both
strengths, the winner, what left the board and the points; catastrophes; the game's end."""

from engine.text import Reader, render
from tigris import actions as A
from test_tigris_scenarios import (BULL, LION, RED, _treasure_road, _war_board, background_treasures, blank,
                              kingdom_a_catastrophe_splits, leader, tiles, treasure)

#: Bull sits at the screen ("you"), Lion is Ada.
READER = Reader(("Bruno", "Ada"), BULL)


def told(s, seat=BULL):
    return [render(e.message, Reader(READER.names, seat)) for e in s.events_for(seat)]


def scored(s):
    return [(c.seat, c.delta, c.track) for e in s.last_events() for c in e.score]


def test_a_war_reports_strengths_winner_losses_and_points():
    s = _war_board()
    s.apply(A.PlaceTile("temple", 4, 8))
    assert told(s) == ["The temple on E9 joins two kingdoms."]
    s.apply(A.ChooseWarColor("black"))
    assert told(s) == ["War over the black leaders: your king attacks Ada's king "
                       "(2 against 2 from the settlements in their kingdoms)."]
    s.apply(A.CommitSupport(1))
    s.apply(A.CommitSupport(0))
    lines = told(s)
    assert lines[:2] == [
        "You attack with 3 (2 on the board + 1 committed); Ada defends with 2 (2 + 0 committed).",
        "You win the black war: Ada's king returns to supply and Ada loses 2 settlements from the "
        "kingdom; you score 3 black points."]
    assert (BULL, 3, "black") in scored(s)
    # the green war follows at once
    assert lines[2].startswith("War over the green leaders: your trader attacks Ada's trader")
    assert told(s, LION)[1].startswith("Bruno wins the black war: your king returns to supply")


def test_a_revolt_reports_the_temples_and_the_red_point():
    b = blank()
    background_treasures(b)
    tiles(b, RED, (4, 7), (3, 8), (3, 6), (5, 6))
    leader(b, LION, 0, 4, 8)
    s = b.state()
    s.apply(A.PlaceLeader("priest", 4, 6))
    assert told(s) == ["Revolt: your priest challenges Ada's priest (3 against 2 from the temples beside them)."]
    s.apply(A.CommitSupport(0))
    s.apply(A.CommitSupport(0))
    assert told(s)[1] == "You win the revolt: Ada's priest returns to supply, and you score 1 red point."
    assert scored(s) == [(BULL, 1, "red")]


def test_a_catastrophe_reports_the_tile_and_the_stranded_leader():
    s = kingdom_a_catastrophe_splits()
    s.apply(A.PlaceCatastrophe(4, 7))
    assert told(s) == ["The catastrophe destroys the market on E8."]
    s.apply(A.PlaceCatastrophe(4, 8))       # the turn ends: Bruno refills his hand
    lines = told(s)
    assert lines[:2] == ["The catastrophe destroys the temple on E9.",
                         "With no temple beside it, Ada's trader returns to supply."]
    assert lines[2].startswith("You draw ")                      # what Bruno draws: Bruno only
    assert not any(line.startswith("Bruno draw") for line in told(s, LION))


def test_the_end_names_the_reason_the_scores_and_the_winner():
    b = blank()
    _treasure_road(b)
    treasure(b, 0, 10)
    s = b.state()
    s.apply(A.PlaceLeader("trader", 7, 2))
    assert "Your trader takes 1 treasure." in told(s)
    assert scored(s) == [(BULL, 1, "treasure")]
    s.apply(A.Pass())
    lines = told(s, LION)
    assert "Only 2 treasures are left on the board: the game ends." in lines
    assert lines[-1] in ("Bruno wins.", "You win.", "Bruno and you share the win.")
    assert s.score_totals()[BULL]["treasure"] == s.treas_n[BULL]
