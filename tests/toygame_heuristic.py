"""A rules-only player for the toy game, written from its one rule of thumb: reach the
target if a card does it, else play the smallest card (it busts least often)."""


def choose_action(world, rng):
    actions = world.legal_actions()
    need = world.target - world.total()
    exact = [a for a in actions if a.card == need]
    return exact[0] if exact else min(actions, key=lambda a: a.card)
