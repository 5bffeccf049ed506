"""The tutorial runner on the toy game: expected moves, gentle hints, leave and resume."""


from engine.game import load_game
from engine.ui.table import TableScene
from engine.tutorial import TutorialRunner
from engine.ui.tutorial import start_tutorial
from ui.helpers import click, drag, frames, screen_pos, until, widget
from ui.toy_tutorial import tutorial


def test_tutorial_steps_hints_and_resume(app, monkeypatch):
    import dataclasses
    import toygame
    info = dataclasses.replace(load_game("toygame"), tutorial_module="ui.toy_tutorial")
    t = start_tutorial(app, info)
    frames(app, 10)
    assert isinstance(t, TableScene) and t.tutorial.index == 0
    # a text step waits for Next; moves are refused gently
    card = next(p for p in t.pieces if p.draggable)
    drag(app, screen_pos(t, card), screen_pos(t, t.zones["pile"]), steps=5)
    assert len(t.record.actions) == 0 and "Next" in t.bubble[0]
    click(app, "tutorial-next")
    assert t.tutorial.index == 1
    step = t.tutorial.current()
    assert set(t.tutorial.highlights(t)) == set(step.highlight)
    # anything but the expected card gets a hint
    wrong = next((p for p in t.pieces if p.draggable and toygame.Play(p.data) != step.expect), None)
    if wrong is not None:
        drag(app, screen_pos(t, wrong), screen_pos(t, t.zones["pile"]), steps=5)
        assert len(t.record.actions) == 0 and t.bubble[3] is True  # gentle
        frames(app, 30)
    right = next(p for p in t.pieces if p.draggable and toygame.Play(p.data) == step.expect)
    drag(app, screen_pos(t, right), screen_pos(t, t.zones["pile"]), steps=5)
    frames(app, 3)
    assert len(t.record.actions) == 1 and t.tutorial.index == 2
    # the scripted opponent plays its expected move by itself; its note stays, and explains it
    assert until(app, lambda: len(t.record.actions) == 2, 600)
    frames(app, 120)
    assert t.tutorial.index == 2 and widget(t, "tutorial-next").visible
    assert "travel to the pile" in " ".join(t.note.shape_now.lines)
    assert "3 / 4" in t.note.step_label()
    # Back shows the note before (the move stays made), Next comes forward again
    click(app, "tutorial-back")
    assert "2 / 4" in t.note.step_label() and len(t.record.actions) == 2
    click(app, "tutorial-next")
    assert "3 / 4" in t.note.step_label() and t.tutorial.index == 2
    click(app, "tutorial-next")
    assert t.tutorial.index == 3 and t.tutorial.current().until is not None
    # leave (quit to menu) and resume where we were
    app.scenes.reset(__import__("engine.scenes.menu", fromlist=["MainMenu"]).MainMenu(app))
    frames(app, 3)
    prog = app.settings.tutorial_progress["toygame"]
    assert prog["step"] == 3 and len(prog["actions"]) == 2
    t2 = start_tutorial(app, info)
    frames(app, 5)
    assert t2.tutorial.index == 3 and t2.record.actions == t.record.actions
    # tutorials never overwrite the player's autosave
    from engine import saves
    assert not saves.autosave_path().exists()


def test_runner_unit():
    tut = tutorial()
    r = TutorialRunner(tut)
    assert r.wants_next()
    r.next()
    import toygame
    st = toygame.new_game(2, seed=tut.seed)
    ok, why = r.allows(st, toygame.Play(99))
    assert not ok and why
    ok, _ = r.allows(st, tut.steps[1].expect)
    assert ok


def _end_tutorial(app):
    import dataclasses
    info = dataclasses.replace(load_game("toygame"), tutorial_module="ui.toy_tutorial_end")
    t = start_tutorial(app, info)
    frames(app, 10)
    return info, t


def _play_to_the_end(app, t):
    """The learner drags a card to the pile on each turn until the game is over."""
    for _ in range(40):
        if t.state.is_over():
            break
        if t.state.to_move == 0 and not t.tweens.busy:
            card = next(p for p in t.pieces if p.draggable)
            drag(app, screen_pos(t, card), screen_pos(t, t.zones["pile"]), steps=5)
        until(app, lambda: t.state.is_over() or (t.state.to_move == 0 and not t.tweens.busy), 600)
    frames(app, 60)
    assert t.state.is_over()


def _drawn_texts(app) -> list[str]:
    from ui.layout_check import draw_frame
    return [d.text for d in draw_frame(app).texts]


def test_the_end_card_recaps_and_offers_a_real_game(app):
    from engine.scenes.menu import MainMenu
    from engine.scenes.setup import SetupScene
    info, t = _end_tutorial(app)
    click(app, "tutorial-next")
    frames(app, 5)
    _play_to_the_end(app, t)
    # the table stays, with the end card, instead of jumping to the results
    assert app.scenes.top is t
    texts = " ".join(_drawn_texts(app))
    assert "Tutorial complete" in texts and "Stopping at exactly 21" in texts
    assert widget(app.scenes.top, "tutorial-results").enabled
    click(app, "tutorial-real-game")
    frames(app, 20)
    assert isinstance(app.scenes.top, SetupScene) and app.scenes.top.info.name == "toygame"
    assert isinstance(app.scenes.stack[0], MainMenu) and len(app.scenes.stack) == 2


def test_the_end_card_leads_to_the_final_scores_and_folds_away(app):
    from engine.scenes.results import ResultsScene
    info, t = _end_tutorial(app)
    click(app, "tutorial-next")
    frames(app, 5)
    _play_to_the_end(app, t)
    click(app, "tutorial-fold")
    assert "Stopping at exactly 21" not in " ".join(_drawn_texts(app)), "folded to its tab"
    click(app, "tutorial-show")
    assert "Stopping at exactly 21" in " ".join(_drawn_texts(app))
    click(app, "tutorial-results")
    frames(app, 20)
    assert isinstance(app.scenes.top, ResultsScene)


def test_the_teacher_waits_and_the_counter_moves_by_one():
    """The runner alone: the teacher's move keeps its step, whose note then waits for Next; Back
    shows the note before and Next comes back; a joined step shares its number."""
    import dataclasses
    import toygame
    tut = tutorial()
    r = TutorialRunner(tut)
    st = toygame.new_game(2, seed=tut.seed)
    r.next(st)
    st.apply(tut.steps[1].expect)
    r.after_action(st, tut.steps[1].expect, 0)
    assert r.index == 2 and not r.wants_next() and r.scripted_action(st) == tut.steps[2].expect
    st.apply(tut.steps[2].expect)
    r.after_action(st, tut.steps[2].expect, 1)
    assert r.index == 2 and r.played and r.wants_next() and r.scripted_action(st) is None
    assert r.counter() == (3, 4)
    r.back()
    assert r.counter() == (2, 4) and r.current() is tut.steps[1] and r.wants_next()
    assert not r.allows(st, toygame.Play(st.hands[0][0]))[0], "no move while looking back"
    r.next(st)
    assert r.counter() == (3, 4) and r.played
    r.next(st)
    assert r.index == 3 and r.current().until is not None
    joined = dataclasses.replace(tut, steps=[tut.steps[0], tut.steps[1],
                                             dataclasses.replace(tut.steps[2], joined=True), tut.steps[3]])
    j = TutorialRunner(joined, index=2)
    assert j.counter() == (2, 3)


def test_help_text_gets_out_of_the_way(app):
    """One help panel, none once a piece is pressed (until the pointer moves and rests again),
    none for what lies under the note, and never over the note."""
    import dataclasses
    from ui.helpers import hover
    info = dataclasses.replace(load_game("toygame"), tutorial_module="ui.toy_tutorial")
    t = start_tutorial(app, info, resume=False)
    frames(app, 10)
    card = next(p for p in t.pieces if p.draggable and p.tooltip)
    at = screen_pos(t, card)
    hover(app, at)
    frames(app, 2)
    assert len(t.help_drawn) == 1, "the card's help shows once the pointer rests on it"
    assert not t.help_drawn[0].colliderect(t.note.rect)
    app.step([__import__("pygame").event.Event(__import__("pygame").MOUSEBUTTONDOWN, pos=at, button=1)])
    frames(app, 1)
    assert t.help_drawn == [], "pressing a piece hides its help"
    app.step([__import__("pygame").event.Event(__import__("pygame").MOUSEBUTTONUP, pos=at, button=1)])
    frames(app, 2)
    assert t.help_drawn == [], "it stays hidden until the pointer moves and rests again"
    hover(app, (at[0] + 1, at[1]))
    frames(app, 2)
    assert len(t.help_drawn) == 1
    click(app, "tutorial-next")
    frames(app, 2)
    assert t.help_drawn == [], "a new note hides the help of the last one"
    # pointing at the note shows no help for the pieces under it
    hover(app, t.note.rect.center)
    frames(app, 2)
    assert t.help_drawn == []
