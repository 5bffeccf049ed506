"""AI hooks for the toy game: evaluation by how safe the pile looks."""


def evaluate(state):
    # Nobody knows much: a neutral estimate keeps the search honest.
    return [0.5] * state.num_players


def play_quality(before, action, after):
    """For the arena's records: a card that pushes the pile past the target, and the sixes
    played (the riskiest card)."""
    return {"busts": int(after.total() > after.target), "sixes": int(action.card == 6)}
