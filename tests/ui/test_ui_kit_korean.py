"""The table kit in Korean at every window size and UI scale: around the toy game's own words
(which have no Korean: its board, its prompt, its log and its tutorial's text) every word the
kit draws is Korean and every frame's layout holds: the buttons, the log's title, the status
line's kit words, the tutorial's note and end card, the hint, the hand-off and the recaps."""

from __future__ import annotations

import dataclasses

from engine.game import load_game
from engine.saves import Seat
from engine.ui.handoff import HandoffScene
from engine.ui.recap import RecapScene
from engine.ui.tutorial import start_tutorial
from ui.helpers import click, drag, frames, press_pass, screen_pos, until
from ui.korean_check import check_korean, korean  # noqa: F401  (korean: a fixture)
from ui.layout_walks import COMBOS, window
from ui.table_driver import open_table

NAMES = ("You", "Teacher", "Mina", "Ada")   # the seats' names, kept as they were given


def _toy_said(t, also=()):
    """Whether a drawn text is a line of the toy game's own words (its log, its tutorial)."""
    said = [text for text, _ in t.log.lines] + [p.tooltip for p in t.pieces if p.tooltip] \
        + [str(x) for x in (getattr(t, "hint_text", None), *getattr(t, "hint_lines", ()), *also) if x]

    def own(x) -> bool:
        line = x.text.strip().lstrip("•").strip().rstrip("…").strip()
        return bool(line) and any(line in s for s in said)
    return own


def _kit_words(app, t, also=()):
    """The texts the kit draws: not the toy's board (but the note over it), nor the status
    line's prompt, nor the toy's lines anywhere (a hand-off shows no table at all)."""
    own = _toy_said(t, also)

    def keep(x) -> bool:
        if own(x):
            return False
        if isinstance(app.scenes.top, HandoffScene) and app.scenes.top.recap is None:
            return True
        if t.status_rect.colliderect(x.ink):
            return False
        return x.clip != t.camera.viewport   # the board's words are drawn under its clip
    return keep


def _everywhere(app, t, where, found, also=()):
    for size, scale in COMBOS:
        window(app, size, scale)
        found += check_korean(app, f"{where} at {size[0]}x{size[1]} {round(scale * 100)}%",
                              keep=_kit_words(app, t, also), names=NAMES)


def test_the_tutorial_s_notes_end_card_and_a_hint_in_korean_everywhere(korean, app):
    info = dataclasses.replace(load_game("toygame"), tutorial_module="ui.toy_tutorial_end")
    t = start_tutorial(app, info, resume=False)
    frames(app, 10)
    tut = t.tutorial.tutorial
    also = [tut.title] + [s.text for s in tut.steps] + [s.title for s in tut.steps] + list(tut.recap)
    found = []
    _everywhere(app, t, "the note", found, also)
    click(app, "tutorial-next")
    frames(app, 5)
    click(app, "tutorial-show")   # the free-play note opened, and a hint beside it
    assert until(app, lambda: t.can_act() and not t.tweens.busy, 600)
    click(app, "hint")
    assert until(app, lambda: t._hint_job is None, 600)
    _everywhere(app, t, "free play's note and a hint", found, also)
    for _ in range(40):
        if t.state.is_over():
            break
        if t.state.to_move == 0 and t.can_act() and not t.tweens.busy:
            card = next(p for p in t.pieces if p.draggable)
            drag(app, screen_pos(t, card), screen_pos(t, t.zones["pile"]), steps=3)
        until(app, lambda: t.state.is_over() or (t.can_act() and not t.tweens.busy), 600)
    frames(app, 30)
    assert t.state.is_over() and not t.note.folded
    _everywhere(app, t, "the end card", found, also)
    assert not found, f"{len(found)} failures:\n" + "\n".join(found[:40])


def test_pass_and_play_s_hand_off_and_recaps_in_korean_everywhere(korean, app):
    t = open_table(app, load_game("toygame"), [Seat("Mina"), Seat("Ada")])
    found, plain = [], False
    for _ in range(200):   # moves until a hand-off lists what the other person did
        top = app.scenes.top
        if isinstance(top, HandoffScene) and top.recap is not None:
            break
        if isinstance(top, HandoffScene):
            if not plain:
                _everywhere(app, t, "the hand-off", found)
                plain = True
            click(app, "ready")
        elif press_pass(app):
            pass
        elif t.can_act() and not t.tweens.busy:
            t.try_action(t.state.legal_actions()[0])
        frames(app, 2)
    assert plain and isinstance(app.scenes.top, HandoffScene) and app.scenes.top.recap is not None
    _everywhere(app, t, "the hand-off's recap", found)
    click(app, "recap-show")
    frames(app, 3)
    assert isinstance(app.scenes.top, RecapScene)
    _everywhere(app, t, "the recap", found)
    assert not found, f"{len(found)} failures:\n" + "\n".join(found[:40])
