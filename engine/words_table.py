"""The words of the table kit every game's table shares: the top bar, the status line, the side
panel's buttons, hints, the move log, the recap, the pass-and-play hand-off and the tutorial's
note (engine/ui/)."""

MESSAGES = {
    # -- the table (engine/ui/table.py)
    "engine.table.no_table": "{title} has no table yet; it can't be played on screen.",
    "engine.table.failed": "{title}'s table failed to load: {why}",
    "engine.table.over": "The game is over.",
    "engine.table.your_turn": "Your turn, {name}.",
    "engine.table.to_move": "{name} to move.",
    "engine.table.thinking": "{name} is thinking…",
    "engine.table.wait": "Wait for your turn.",
    "engine.table.cant_go_on": "That can't go on {place}.",
    "engine.table.that_spot": "that spot",
    "engine.table.menu": "Menu",
    "engine.table.menu_tip": "Pause (Esc)",
    "engine.table.hint": "Hint",
    "engine.table.hint_tip": "A suggestion for your move (H)",
    "engine.table.undo": "Undo",
    "engine.table.undo_tip": "Take back your last move (U)",
    "engine.table.recap": "Recap",
    "engine.table.recap_tip": "What the others did since your last turn (R)",
    "engine.table.hint_not_yours": "Hints are for your own turn.",
    "engine.table.nothing_happened": "Nothing has happened since your last turn.",
    "engine.table.confirm": "Confirm",
    "engine.table.cancel": "Cancel",
    "engine.table.confirm_move": "Confirm this move? (Enter / Esc)",
    "engine.table.choice": "{k}. {label}",
    "engine.table.more_moves": "More moves ({first}–{last} of {n})",
    "engine.table.more_moves_tip": "Show the other moves",
    "engine.table.close_card_tip": "Close this card (it stays in the log)",
    "engine.table.nothing_to_undo": "Nothing to undo.",
    "engine.table.undo_revealed": "Nothing to undo: that move revealed something new.",
    "engine.table.taken_back": "Move taken back.",
    "engine.table.undo_tutorial": "A tutorial goes forward only.",
    "engine.table.undo_one_person": "Undo is for one person playing against the computer.",
    "engine.table.undo_not_moved": "You have not moved yet.",
    "engine.table.undo_stands": "Your last move showed something new (a card or tile drawn), so it stands.",
    "engine.table.saved_as": "Saved as “{name}”.",
    "engine.table.saved_file": "Saved as {name}.",

    # -- hints (engine/ui/hints.py)
    "engine.hint.thinking": "Thinking about a hint…",
    "engine.hint.failed": "No hint: {why}",
    "engine.hint.text": "Hint: {move}",
    "engine.hint.none": "No hint available.",
    "engine.hint.chance": "About {percent}% to win the game from here.",
    "engine.hint.chance_short": "about {percent}%",
    "engine.hint.next_best": "Next best:",
    "engine.hint.other": "{k}. {move} ({chance})",
    "engine.hint.fewer": "Fewer choices",
    "engine.hint.more": "Other choices",
    "engine.hint.close": "Close",

    # -- the move log (engine/ui/movelog.py)
    "engine.log.title": "Move log",
    "engine.log.empty": "No moves yet.",

    # -- the recap (engine/ui/recap.py) and the hand-off (engine/ui/handoff.py)
    "engine.recap.back": "Back",
    "engine.recap.next": "Next",
    "engine.recap.done": "Done",
    "engine.recap.first": "This is the first move since your last turn.",
    "engine.recap.last": "This is the last move: Done takes you back to the table.",
    "engine.recap.title": "Since your last turn",
    "engine.recap.nothing": "Nothing new since your last turn",
    "engine.recap.move": "Move {k} of {n}",
    "engine.recap.move_by": "Move {k} of {n} · {name}",
    "engine.handoff.pass_to": "Pass to {name}",
    "engine.handoff.pass_button": "Pass to {name}",
    "engine.handoff.pass_tip": "Cover the table and hand the screen to {name}",
    "engine.handoff.click": "click when ready",
    "engine.handoff.look_away": "{title} — everyone else, look away from the screen.",
    "engine.handoff.ready": "I'm ready",
    "engine.handoff.show": "Show me on the table",
    "engine.handoff.play": "Play",
    "engine.handoff.since": "{name}, since your last turn",
    "engine.handoff.earlier": "… {n} earlier lines (Show me on the table to see every move)",

    # -- tutorials (engine/ui/tutorial.py, tutorial_note.py; engine/tutorial.py)
    "engine.tutorial.none": "{title} has no tutorial yet.",
    "engine.tutorial.title": "Tutorial",
    "engine.tutorial.step": "{k} / {n}",
    "engine.tutorial.show": "Tutorial {step} — show",
    # the tab of a note folded because the window leaves it no room beside what it points at
    "engine.tutorial.folded_show": "Note folded for room — {step} — click to read",
    "engine.tutorial.fold_tip": "Fold the note away (it stays a tab)",
    "engine.tutorial.seen_all": "You have seen every step. Play on, or start a real game.",
    "engine.tutorial.practised": "What you practised:",
    "engine.tutorial.complete_title": "Tutorial complete",
    "engine.tutorial.complete_show": "Tutorial complete — show",
    "engine.tutorial.real_game": "Play a real game",
    "engine.tutorial.final_scores": "Final scores",
    "engine.tutorial.play_on": "Play on",
    "engine.tutorial.back": "Back",
    "engine.tutorial.next": "Next",
    "engine.tutorial.complete": "Tutorial complete. Play on, or return to the menu.",
    "engine.tutorial.press_next": "Read the note above, then press Next.",
    "engine.tutorial.teacher_turn": "Your teacher's move: watch the board.",
    "engine.tutorial.try": "Not quite — this time, try: {move}",
    "engine.tutorial.follow": "Not quite — follow the note above; the highlighted pieces show where.",
    "engine.tutorial.teacher": "your teacher",
    # a tutorial's seats, named when it opens: the learner's and the teacher's
    "engine.tutorial.seat_you": "You",
    "engine.tutorial.seat_teacher": "Teacher",
    # the learner as a tutorial's notes name them mid-sentence ("you place…")
    "engine.tutorial.reader_you": "you",

    # -- what a table's session tells the player (engine/session.py)
    "engine.session.autosave_failed": "Autosave failed: {why}",
    "engine.session.stats_not_saved": "Statistics not saved: {why}",
    "engine.session.ai_failed": "The AI failed ({why}); it plays its first legal move.",
    # the first search of a game that the level's time cap cut short (engine/ai/players.py)
    "engine.session.ai_cut_short": "The computer ran out of thinking time ({done} of {work} "
                                   "search steps), so it may play below its level; closing "
                                   "other programs lets it think fully.",
    # the log of a loaded game could not be written out past a move (the game itself loaded)
    "engine.session.log_cut": "The log stops here: move {n} could not be written out ({why}).",
}
