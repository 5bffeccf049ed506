"""What the seat to move is deciding (``TigrisState.phase``)."""

ACTION, SWAP, COMMIT, WAR_COLOR, BUILDING, WONDER, MONUMENT, TREASURE, WONDER_COLOR, OVER = (
    "action", "swap", "commit", "war_color", "building", "wonder", "monument", "treasure",
    "wonder_color", "over")
