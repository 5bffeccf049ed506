"""Opening a game's tutorial at its table (the steps and their runner: engine/tutorial.py)."""

from __future__ import annotations

from engine.phrases import game_title, written
from engine.tutorial import TutorialRunner, load_tutorial


def start_tutorial(app, info, resume: bool = True):
    """Open the game's tutorial on its table, resuming saved progress if any."""
    from engine import saves
    from engine.ui.table import open_table, table_class

    tut = load_tutorial(info)
    if tut is None:
        app.toast(written("engine.tutorial.none", title=game_title(info)))
        return None
    table_class(info)
    record, state = saves.new_record(info, list(tut.seats), tut.options, seed=tut.seed)
    runner = TutorialRunner(tut)
    prog = app.settings.tutorial_progress.get(info.name) if resume else None
    if isinstance(prog, dict):
        try:
            for d in prog.get("actions", []):
                record.play(state, info.state_type.decode_action(d))
            runner.index = int(prog.get("step", 0))
            runner.played = prog.get("played") is True
        except Exception:   # the bookmark comes from the settings file: anything wrong in it
            # starts the lesson afresh
            record, state = saves.new_record(info, list(tut.seats), tut.options, seed=tut.seed)
            runner = TutorialRunner(tut)
    return open_table(app, info, record, state, tutorial=runner)
