"""Pass-and-play on the Tigris & Euphrates table between the attacker and the defender of a
conflict: a hand-off screen between them, and no frame ever shows another seat's tiles (the
hand-offs of ordinary turns are checked for every game in tests/ui/test_ui_every_game_handoff.py)."""

from engine import saves
from tigris.position import to_position
from tigris.tutorial import make_plan, tutorial_seed
from tigris_view.tg_driver import open_table, perform, sees_only_its_own
from ui.helpers import frames, until_turn_or_handoff
from ui.korean_check import check_korean, korean  # noqa: F401  (a fixture)
from ui.table_driver import take_handoff

H = saves.Seat


def _check_private(t):
    seat = t.state.to_move
    assert t.viewer == seat and not t.seats[seat].is_ai
    assert set(t.frame_views) <= {seat}
    sees_only_its_own(t, seat)


def _revolt_by_hand(app, look=lambda where: None) -> list[int]:
    """Mina's priest starts a revolt against Jun's: Mina commits, the screen goes to Jun, Jun
    commits.  ``look(where)`` sees each hand-off screen and each seat's table before it moves.
    The seats the hand-offs went to."""
    from engine.ui.handoff import HandoffScene

    app.settings.animation_speed = 20.0
    t = open_table(app, [H("Mina", "human", None, "blue"), H("Jun", "human", None, "red")], seed=tutorial_seed())
    handoffs = []
    for tag, a in make_plan(tutorial_seed()):
        until_turn_or_handoff(app, t, 900)
        if isinstance(app.scenes.top, HandoffScene):
            look(f"the hand-off to {app.scenes.top.name} before {tag}")
            assert not take_handoff(app, t, handoffs)
        assert take_handoff(app, t, handoffs)
        _check_private(t)
        look(f"{t.seats[t.viewer].name}'s table before {tag}")
        if tag == "commit":
            assert t.viewer == 0 and t.view.phase == "commit"
        if tag == "teacher-commit":
            assert t.viewer == 1 and handoffs[-1] == 1
            perform(app, t, a)
            break
        perform(app, t, a, steps=3)
        frames(app, 1)
    frames(app, 5)
    defender = to_position(t.state)["player"][1]
    assert t.state.phase == "action" and "priest" not in defender["leaders"], \
        "the defender's priest went home"
    assert handoffs.count(1) >= 2 and handoffs.count(0) >= 1
    return handoffs


def test_handoff_between_attacker_and_defender_in_korean(app, monkeypatch, korean):
    """Around a revolt between two people at one screen, in Korean: the attacker is told to
    attack and the defender to defend, and every hand-off screen and table is laid out and says
    no English word but the seats' names."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    found, looked, told = [], [], []

    def korean_frame(where):
        looked.append(where)
        found.extend(check_korean(app, where, names=("Mina", "Jun")))
        t = app.scenes.top
        if "table" in where and where.endswith(("before commit", "before teacher-commit")):
            told.append(t.prompt(t.view).split(":")[0])
    _revolt_by_hand(app, korean_frame)
    assert told == ["공격합니다", "방어합니다"], told
    assert any("hand-off" in w for w in looked) and not found, "\n".join(found[:12])
