"""The Sintra tutorial, from the first step to free play, on the real table: every step's note
is read against the frame and the log, hides nothing it points at, and the frame is readable.
(The other window sizes and UI scales, and Korean: test_azul_sintra_view_tutorial_layout.py.)"""

import random
import re

import pygame

from azul_sintra import data as D
from azul_sintra import rules as R
from azul_sintra.tutorial import LEARNER, TEACHER
from azul_sintra.view import Tile
from azul_sintra_view.az_driver import INFO, gesture_for, perform, play_one
from engine import saves
from engine.text import render
from engine.ui.tutorial import start_tutorial
from azul_sintra.words import COLOUR_TERMS
from ui import table_walks
from ui.helpers import drag, frames, until
from ui.layout_check import draw_frame, problems
from ui.table_walks import note_hides_nothing, walk_tutorial

COLOUR_NAMES = {render(term, capital=False): c for c, term in enumerate(COLOUR_TERMS)}
NUMBER = r"(\d+)"
#: The folded note's tab ("Tutorial 3 / 63 — show").


def _colours_named(text: str) -> set[int]:
    return {c for name, c in COLOUR_NAMES.items() if re.search(rf"\b{name}\b", text)
            and not (name == "blue" and "light blue" in text)}


def _on_table(t, loc: str, colour: int, where: int = -1) -> int:
    return sum(1 for p in t.pieces if isinstance(p.data, Tile) and p.data.loc == loc and p.data.colour == colour
               and (where < 0 or p.data.where == where))


class NoteReader:
    """Reads each step's note as a learner does and checks what it states against the table, the
    frame and the move log at that moment."""

    def __init__(self, app, t):
        self.app, self.t = app, t
        self.run = t.tutorial
        self.seen: set[int] = set()
        self.facts = 0

    def log_since(self, n: int) -> str:
        return " ".join(line for line, _ in self.t.log.lines[n:])

    def look(self) -> None:
        run, t = self.run, self.t
        if run.index in self.seen or run.current() is None:
            return
        self.seen.add(run.index)
        step = run.current()
        frame = draw_frame(self.app)
        found = problems(frame)
        assert not found, f"step {run.index} ({step.title}): " + "; ".join(found[:6])
        drawn = " ".join(x.text for x in frame.texts)
        note_hides_nothing(t, run.index)
        # the note's title and text are on the frame (the note is drawn, folded or not)
        assert t.note.folded or all(w in drawn for w in step.title.split()), f"step {run.index}: {step.title!r} is drawn"
        # a quoted title or button is drawn as written
        for quoted in re.findall(r'"([^"]+)"', step.text):
            assert quoted in drawn, f"step {run.index} quotes {quoted!r}, which is not on screen"
        if step.expect is not None and step.until is None and t.state.to_move == LEARNER:
            self.taught(step)
        elif step.expect is None and step.until is None:
            self.after(step)
            self.turn_log = len(t.log.lines)

    def taught(self, step) -> None:
        """A learner's move: the colour, count, source and strip named are those of the move."""
        t, text = self.t, step.text
        a = step.expect
        if isinstance(a, R.TakeTiles):
            c = D.COLOUR_INDEX[a.colour]
            assert _colours_named(text) >= {c}, f"{text!r} names the colour taken"
            if a.source == R.CENTRE:
                n = _on_table(t, "c", c)
                assert "centre" in text
            else:
                n = _on_table(t, "f", c, a.source)
                assert re.search(rf"display {a.source}\b", text), text
            counts = [int(x) for x in re.findall(rf"{NUMBER} {a.colour.replace('_', ' ')} tiles", text)]
            assert all(k == n for k in counts), f"{text!r}: the table shows {n} such tiles"
            self.facts += 1 + len(counts)
        if isinstance(a, (R.TakeTiles, R.PlaceTiles)):
            place = a if isinstance(a, R.PlaceTiles) else self.run.tutorial.steps[self.run.index + 1].expect
            assert re.search(rf"\bstrip {place.position}\b", text, re.I), text
            assert f"strip{place.position}" in t.zones
        if isinstance(a, R.ResetGlazier):
            assert f"strip {t.state.leftmost_strip(LEARNER) + 1}" in text
            at = re.search(r"(?:on strip|finished window) (\d+)", text)
            assert at and int(at.group(1)) == t.state.glazier[LEARNER] + 1, text
        self.facts += 1

    def after(self, step) -> None:
        """A note after a move: its points, marker values, round colours agree with the log and the table."""
        t, text = self.t, step.text
        log = self.log_since(self.turn_log)
        st = t.state
        for n, what in re.findall(rf"{NUMBER} points? for (?:its )?window (\d+)", text):
            assert re.search(rf"scores? {n} points? for window {what}\b", log), (text, log)
            self.facts += 1
        for what, n in re.findall(rf"Window {NUMBER} (?:is complete and )?scored {NUMBER} points?", text):
            assert re.search(rf"scores? {n} points? for window {what}\b", log), (text, log)
            self.facts += 1
        for n in re.findall(rf"{NUMBER} points? for the \w+ tiles \(the round colour\)", text):
            assert f"{n} points of colour bonus" in log or f"{n} point of colour bonus" in log, (text, log)
            self.facts += 1
        if "reached the bottom" in text:
            self.bottom(text, log)
        else:
            for value in re.findall(r"(−\d+)", text):
                assert f"to {value}" in log and value == f"−{-D.BROKEN_GLASS_VALUES[st.bpos[LEARNER]]}", (text, log)
                self.facts += 1
        m = re.search(rf"round {NUMBER}'s colour is ([a-z ]+?)[;,.]", text)
        if m:
            assert int(m.group(1)) == st.round + 1 and COLOUR_NAMES[m.group(2)] == st.round_tiles[st.round]
            assert f"Round {m.group(1)} begins; its colour is {m.group(2)}" in log
            self.facts += 1
        for who, sentence in ((TEACHER, "your teacher begins"), (LEARNER, "so you begin")):
            if sentence in text:
                assert st.to_move == who and st.start_player == who
                self.facts += 1
        if "complete: both panes" in text or "is complete and scored" in text:
            seat = TEACHER if "Your teacher" in text else LEARNER
            w = int(re.search(r"window (\d+)", text, re.I).group(1))
            assert st.window_count(seat, w - 1) == 2 and st.sid[seat * 8 + w - 1] < 0
            assert "the strip leaves the palace" in log
            self.facts += 1
        if "and the start-player tile with them" in text:
            assert "Teacher takes the start-player tile" in log
            self.facts += 1

    def bottom(self, text: str, log: str) -> None:
        """The teacher's marker at the bottom of the track: where it stood, what it lost, where it
        and the learner's marker stand now, as the log and the scoring board say."""
        st = self.t.state
        m = re.search(r"Its marker stood at (−\d+), so it reached the bottom, (−18): your teacher lost (\d+) points? "
                      r"at once.*Yours shows (−\d+)", text)
        assert m, text
        stood, bottom, lost, yours = m.groups()
        assert f"Teacher's broken-glass marker reaches {bottom}: Teacher loses {lost} point" in log, (text, log)
        steps = int(re.search(r"marker moves down (\d+) steps? to 0", log).group(1))
        assert D.BROKEN_GLASS_VALUES[D.BROKEN_GLASS_BOTTOM - steps] == int(stood.replace("−", "-"))
        assert st.bpos[TEACHER] == 0 and st.score[TEACHER] == 0
        assert yours == f"−{-D.BROKEN_GLASS_VALUES[st.bpos[LEARNER]]}"
        assert "never drops below 0" in text and "never drops below 0" in log
        self.facts += 4

    turn_log = 0


def _walk(app, t, monkeypatch):
    run = t.tutorial
    steps = run.tutorial.steps
    reader = NoteReader(app, t)

    # every note step is looked at before its Next is pressed; the teacher's while it plays
    seen_next = table_walks.next_button_is_seen

    def read_then_next(app_, t_):
        reader.look()
        seen_next(app_, t_)
    monkeypatch.setattr(table_walks, "next_button_is_seen", read_then_next)

    def wait(app_, cond, limit):
        reader.look()
        return until(app_, cond, limit)

    def every_taught_move_glows(step):
        assert run.highlights(t), "a taught move highlights what to touch"
        reader.look()

    def refuse_other_tiles_and_wrong_strip(take):
        """Another take is refused gently while one is taught; the taught tiles light only the taught
        strip (a drop elsewhere plays the take alone, as far as the lesson goes, like every game)."""
        place = steps[run.index + 1].expect
        other = next(a for a in t.state.legal_actions() if isinstance(a, R.TakeTiles) and a != take)
        wrong_strip = 7 if place.position != 7 else 6
        n = len(t.record.actions)
        _, start, end = gesture_for(t, other, R.PlaceTiles(8))
        drag(app, start, end, steps=5)
        frames(app, 20)
        assert len(t.record.actions) == n
        _, start, end = gesture_for(t, take, R.PlaceTiles(wrong_strip))
        drag(app, start, end, steps=5, release=False)
        assert t.zones[f"strip{place.position}"].legal and not t.zones[f"strip{wrong_strip}"].legal
        home = (int(start[0]), int(start[1]))  # carried back home and let go: nothing played
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=home, rel=(0, 0), buttons=(1, 0, 0))])
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=home, button=1)])
        frames(app, 20)
        assert len(t.record.actions) == n
        return True

    def take_and_place(app_, t_, action):
        # a taught take is dropped straight on the strip the next step teaches
        place = steps[run.index + 1].expect if isinstance(action, R.TakeTiles) else None
        n = len(t.record.actions)
        reader.turn_log = len(t.log.lines)
        perform(app_, t_, action, place)
        if place is not None:
            frames(app_, 2)
            assert t.record.actions[n:n + 2] == [action, place]

    walk = walk_tutorial(app, t, gesture_for, take_and_place, wait=wait, max_steps=300, note_idle_frames=20,
                         check=every_taught_move_glows,
                         refuse=refuse_other_tiles_and_wrong_strip,
                         refuse_when=lambda step: isinstance(step.expect, R.TakeTiles))
    reader.look()   # the free-play note
    return walk, reader


def test_tutorial_first_step_to_free_play(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 4.0
    t = start_tutorial(app, INFO, resume=False)
    frames(app, 5)
    run = t.tutorial
    steps = run.tutorial.steps
    assert run.tutorial.recap, "the end card has its lines"
    walk, reader = _walk(app, t, monkeypatch)
    # a take and its placement share one note, read while it shows
    assert {steps[i].text for i in reader.seen} == {s.text for s in steps}, "every note was read"
    assert walk.refused and walk.taught.count("ResetGlazier") == 2 and walk.taught.count("TakeTiles") == 10
    st = t.state
    # two rounds played: a window completed (its strip gone), a chain scored, glass broken
    assert st.round == 2 and st.score[LEARNER] == 8 and st.bpos[LEARNER] == 3
    assert st.window_count(LEARNER, 7) == 2 and st.sid[7] < 0 and st.window_count(LEARNER, 1) == 1
    assert st.window_count(TEACHER, 7) == 2 and st.start_player == TEACHER
    print(f"tutorial: {len(steps)} steps, {len(t.record.actions)} moves, {reader.facts} facts checked, "
          f"{walk.seconds:.1f} s driven")
    # free play: the learner may make any legal move; the teacher then thinks for itself
    assert until(app, lambda: t.can_act() and not t.tweens.busy, 600)
    n = len(t.record.actions)
    play_one(app, t, random.Random(1), click=False)
    frames(app, 2)
    assert len(t.record.actions) > n
    assert until(app, lambda: t.can_act() or t.state.to_move == 1 and t.ai_thinking, 600)
