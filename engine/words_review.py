"""The engine's words for finished games kept for review: records (engine/records.py), their
analysis (engine/ai/analysis.py), Past games and the review screen."""

MESSAGES = {
    # -- records, clauses that follow "could not be read:" / "could not be imported:"
    "engine.records.not_finished": "the game in it is not finished",
    "engine.records.not_a_record": "it is not a record of a finished game",
    "engine.records.exists": "that game is among the past games already",
    "engine.session.record_not_kept": "This game was not kept for review: {why}",

    # -- Past games (engine/scenes/past_games.py)
    "engine.menu.past_games": "Past games",
    "engine.past.heading": "Past games",
    "engine.past.subheading": "Every finished game, newest first. Double-click or Enter reviews it; Delete deletes.",
    "engine.past.none_yet": "No finished games yet. Every game played to its end is kept here.",
    "engine.past.won_by": "Won by {names:list}",
    "engine.past.draw": "A draw",
    "engine.past.analysed": "win chances worked out",
    "engine.past.moves": "{n:#move|moves}",
    "engine.past.review": "Review",
    "engine.past.export": "Export",
    "engine.past.import": "Import",
    "engine.past.delete_title": "Delete past game",
    "engine.past.delete_text": ("Delete the game of {title} ({players}) that ended {when}? "
                                "This cannot be undone."),
    "engine.past.deleted": "Deleted the game of {title}.",
    "engine.past.exported": "Exported as {name} in {folder}",
    "engine.past.imported": "Imported {name}.",
    "engine.past.cant_import": "{name} was not imported, because {reason}.",
    "engine.past.cant_open": "Can't open {name}: {meaning}",
    "engine.past.no_choice": "Choose a game in the list first.",
    "engine.past.damaged_only_delete": "This record is damaged: it can only be deleted.",
    "engine.results.review": "Review this game",

    # -- choosing a file (engine/ui/file_picker.py)
    "engine.picker.import_title": "Import a game",
    "engine.picker.import_note": ("An exported game or a save of a finished game. "
                                  "Double-click or Enter opens, Backspace goes up."),
    "engine.picker.up": "Up",
    "engine.picker.open": "Open",
    "engine.picker.at_top": "This is the top folder.",
    "engine.picker.empty": "No folders or games here.",
    "engine.picker.cant_read": "The folder {name} can't be read.",

    # -- the review (engine/scenes/review.py)
    "engine.review.title": "Review",
    "engine.review.start": "The start of the game",
    "engine.review.move": "Move {k} of {n}",
    "engine.review.eyes": "Whose eyes",
    "engine.review.open_hands": "Open hands",
    "engine.review.play": "Play",
    "engine.review.pause": "Pause",
    "engine.review.analyse": "Work out the win chances",
    "engine.review.analysing": "Win chances… {percent}%",
    "engine.review.analysing_quick": "Quick win chances… {percent}%",
    "engine.review.cancel": "Cancel",
    "engine.review.failed": "The win chances could not be worked out: {why}",
    "engine.review.chance": "{name} {percent}%",
    "engine.review.lost": "{name} lost {points} points of win chance here.",
    "engine.review.better": "Better: {move} ({percent}%)",
    "engine.review.mistakes_only": "Show the mistakes only",
    "engine.review.all_moves": "Show every move",
    "engine.review.no_chances_yet": "No win chances worked out yet.",
    "engine.review.could_not": "Working out the win chances failed.\nTry again?",
    "engine.review.play_on": "Play on from here",
    "engine.review.play_on_over": "The game is over here: step back to an earlier move.",
    "engine.review.no_positions": "This game cannot start from a position.",
}
