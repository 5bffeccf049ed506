"""The engine's words for finished games kept for review: records (engine/records.py), their
analysis (engine/ai/analysis.py), Past games and the review screen."""

MESSAGES = {
    # -- records, clauses that follow "could not be read:" / "could not be imported:"
    "engine.records.not_finished": "the game in it is not finished",
    "engine.records.not_a_record": "it is not a record of a finished game",
    "engine.records.exists": "that game is among the past games already",
    "engine.session.record_not_kept": "This game was not kept for review: {why}",
}
