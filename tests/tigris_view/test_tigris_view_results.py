"""The results screen after a Tigris game whose weakest colours tie: every seat's place and
§16.2's tie-break in words, reached by playing the game's last move on the table."""

from engine import saves
from engine.ui.table import open_table as open_at
from tigris import actions as A
from tigris_view.positions import tied_finish
from tigris_view.tg_driver import save
from tigris_view.tg_driver import INFO, perform
from ui.helpers import frames, until

H = saves.Seat


def test_results_show_every_place_and_the_tie_break(app, monkeypatch, tmp_path):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # saves are tested elsewhere
    seats = [H("Mina", "human", None, "blue"), H("Ada", "ai", "easy", "red"),
             H("Cy", "ai", "easy", "green"), H("Dee", "ai", "easy", "yellow")]
    record, _ = saves.new_record(INFO, seats, {}, seed=6)
    t = open_at(app, INFO, record, tied_finish(over=False))
    frames(app, 5)
    perform(app, t, A.Pass())  # two treasures left at the turn's end: the game is over
    assert until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 600)
    frames(app, 5)
    r = app.scenes.top
    assert r.headline == "You and Cy share the win!", "Mina, the one person at the table, is you"
    assert r.places == ["Tied 1st", "3rd", "Tied 1st", "4th"]
    assert r.reason == (
        "You, Cy and Ada tie on the weakest colour (3, treasures counted); the second-weakest "
        "colour puts you and Cy ahead (4 against 3). You and Cy are level in every colour "
        "(3, 4, 4, 5) and share their place.")
    assert r.scores == [3.0, 3.0, 3.0, 2.0]
    save(app, tmp_path, "results-tie", docs=False)
