"""The shared AI: ISMCTS search, baseline players, levels and a background worker."""

from engine.ai.players import LEVELS, PLAYERS, analyse, choose_action, hint, make_player
from engine.ai.worker import Worker

__all__ = ["LEVELS", "PLAYERS", "Worker", "analyse", "choose_action", "hint", "make_player"]
