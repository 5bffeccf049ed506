"""The table's sounds: a piece picked up and put down, the player's turn, a refusal, the end."""


from engine import saves
from engine.game import load_game
from engine.ui import sound
from engine.ui.table import open_new_game
from ui.helpers import drag, screen_pos, until


def test_a_game_at_the_table_sounds_as_it_goes(app, monkeypatch):
    heard = []
    monkeypatch.setattr(sound, "play", lambda name: heard.append(name))
    t = open_new_game(app, load_game("toygame"), [saves.Seat("Mina", "human", None, "blue"),
                                                 saves.Seat("Bot", "ai", "easy", "red")], {}, seed=5)
    assert until(app, lambda: t.can_act() and not t.tweens.busy)
    card = next(p for p in t.pieces if p.draggable)
    drag(app, screen_pos(t, card), screen_pos(t, t.zones["deck"]))  # not where it can go
    assert heard[:2] == ["card_pick", "illegal"]
    heard.clear()
    card = next(p for p in t.pieces if p.draggable)
    drag(app, screen_pos(t, card), screen_pos(t, t.zones["pile"]))
    assert heard[:2] == ["card_pick", "card_drop"]
    assert until(app, lambda: "your_turn" in heard), "the computer answered: the player's turn again"
    while not t.state.is_over():
        assert until(app, lambda: t.can_act() or t.state.is_over())
        if not t.state.is_over():
            t.play(t.state.legal_actions()[0])
    assert heard[-1] in ("win", "lose")
    for name in set(heard):
        assert name in sound.SOUNDS
