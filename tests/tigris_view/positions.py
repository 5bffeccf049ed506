"""Tigris positions the rules and table tests share, written down with tigris.position."""

from tigris import rules as R
from tigris.position import from_position, to_position

#: Four players whose weakest colours tie, so §16.2's tie-break decides the places.  With
#: the treasures added to the lowest colour: player 1 3-4-4-5, player 2 3-3-6-6, player 3
#: 3-4-4-5, player 4 2-3-9-9.
POINTS = (
    ({"red": 1, "blue": 5, "green": 4, "black": 4}, 2),
    ({"red": 3, "blue": 2, "green": 6, "black": 6}, 1),
    ({"red": 4, "blue": 4, "green": 5, "black": 3}, 0),
    ({"red": 0, "blue": 0, "green": 9, "black": 9}, 5),
)


def tied_finish(over: bool = True, seed: int = 6):
    """The four players above with two treasures left on the board: the game over, or
    (``over=False``) player 1 with one action left, so that passing ends it (§16.1)."""
    spec = to_position(R.new_game(4, seed=seed))
    for player, (points, treasures) in zip(spec["player"], POINTS):
        player["points"] = points
        player["treasures"] = treasures
    spec["board"]["treasures"] = spec["board"]["treasures"][:2]
    if over:
        spec.update(phase="game over", to_move=None)
    else:
        spec.update(active=1, to_move=1, actions_left=1)
    return from_position(spec, seed=seed)
