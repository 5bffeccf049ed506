"""Names at the table: "you" only for the one person against computers, names for people who
share the screen (the hand-off never says "Pass to You")."""

from engine.scenes.setup import SetupScene
from engine.ui.handoff import HandoffScene
from engine.ui.table import TableScene
from ui.helpers import click, frames, until, widget


def test_a_second_person_at_the_screen_gives_everyone_a_name(app):
    from engine.scenes.menu import MainMenu

    app.scenes.push(MainMenu(app), transition=False)
    frames(app, 5)
    click(app, "new-toygame")
    setup = app.scenes.top
    assert isinstance(setup, SetupScene) and setup.seats[0]["name"] == "You"
    click(app, "kind-1")      # AI — normal -> AI — easy
    click(app, "kind-1")      # -> Human
    frames(app, 3)
    assert setup.seats[1]["kind"] == "human"
    assert widget(setup, "name-0").get() == "Player 1", "the drawn name field shows the new name"
    click(app, "start")
    assert until(app, lambda: isinstance(app.scenes.top, HandoffScene), 120)
    handoff = app.scenes.top
    assert handoff.name == "Player 1"
    table = handoff.table
    assert isinstance(table, TableScene) and table.reader().you is None, "nobody is \"you\" in pass-and-play"
    click(app, "ready")
    frames(app, 3)
    assert table.my_decision()
