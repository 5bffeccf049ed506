"""The Guildhall tutorial, from the first step to free play, on the real table: walked with the
mouse only, and at every step the note checked against what the table draws and the log says."""

import dataclasses
import re

from engine.ui.tutorial import start_tutorial
from guildhall import data as D
from guildhall import rules as R
from guildhall_view.gh_driver import INFO, gesture_for, perform
from ui import table_walks
from ui.helpers import frames
from ui.layout_check import draw_frame, problems
from ui.table_walks import free_play_move, note_hides_nothing, walk_tutorial

TUTORIAL_INFO = dataclasses.replace(INFO, view_module="guildhall.view", tutorial_module="guildhall.tutorial",
                                    rules_file="rules_reference.md")
COLOURS = "|".join(D.COLOURS)
PROFESSIONS = "|".join(p.capitalize() for p in D.PROFESSIONS)
CARD_NAMED = re.compile(rf"\bthe ({COLOURS}) ({PROFESSIONS})\b", re.IGNORECASE)


def _kind(colour: str, profession: str) -> int:
    return D.PROFESSIONS.index(profession.lower()) * 5 + D.COLOURS.index(colour.lower())



class NoteChecker:
    """At every step: the note hides nothing it points at, the frame passes the layout check, and
    the facts the note states are the table's and the log's."""

    def __init__(self, app, t):
        self.app, self.t, self.steps = app, t, 0

    def __call__(self, step=None) -> None:
        t, run = self.t, self.t.tutorial
        frames(self.app, 1)
        note_hides_nothing(t, run.index)
        frame = draw_frame(self.app)
        found = problems(frame)
        assert not found, f"step {run.index}: " + "; ".join(found[:4])
        self.facts(run.current().text, {x.text for x in frame.texts})
        self.steps += 1

    def facts(self, text: str, drawn: set[str]) -> None:
        t, st, index = self.t, self.t.state, self.t.tutorial.index
        # every button or panel the note quotes is drawn on the screen as quoted (not counting
        # the note's own lines, which quote it)
        table = {d for d in drawn if "“" not in d and "”" not in d}
        for quoted in re.findall(r"“([^”]+)”", text):
            assert any(quoted in d for d in table), f"step {index}: “{quoted}” is not drawn: {sorted(table)[:40]}"
        # a card the note names is where the learner can see it, or in the log's latest lines
        log = " ".join(line for line, _ in t.log.lines[-8:])
        seen = {st.discard[-1]} if st.discard else set()
        if st.phase == R.HISTORIAN_PICK:        # the pile is spread out to choose from
            seen |= set(st.discard)
        for p in (0, 1):
            seen |= set(st.guild_kinds(p))
        seen |= set(st.hands[0]) | set(st.area)
        for colour, prof in CARD_NAMED.findall(text):
            k = _kind(colour, prof)
            if "Your teacher played" in text:
                assert f"{colour} {prof}" in log, f"step {index}: the log does not say {colour} {prof}: {log}"
            else:
                assert k in seen, f"step {index}: the note names the {colour} {prof}, which is not in sight"
        # the numbers it states
        m = re.search(r"You have (\d+) VP", text)
        if m:
            assert int(m.group(1)) == st.vp(0)
        m = re.search(r"you hold (\d+) completed chapters?", text, re.IGNORECASE)
        if m:       # the limit and the purchase count the chapters the panel shows
            assert int(m.group(1)) == len(st.completed[0]), f"step {index}: {text}"
            assert f"{len(st.completed[0])}/{D.MAX_COMPLETED_CHAPTERS}" in " ".join(drawn)
        m = re.search(r"Your (\w+)s are at level (\d)", text)
        if m:
            assert R.level(st.guild[0], D.PROFESSIONS.index(m.group(1).lower())) == int(m.group(2))
        assert "That is the whole game" not in text


def _walk(app, monkeypatch):
    app.settings.animation_speed = 3.0
    t = start_tutorial(app, TUTORIAL_INFO, resume=False)
    frames(app, 5)
    checker = NoteChecker(app, t)
    seen_next = table_walks.next_button_is_seen

    def note_step(app_, t_):       # the notes that wait for Next are checked too
        checker()
        seen_next(app_, t_)
    monkeypatch.setattr(table_walks, "next_button_is_seen", note_step)
    walk = walk_tutorial(app, t, gesture_for, perform, check=checker)
    return t, walk, checker


def test_tutorial_first_step_to_free_play(app, monkeypatch):
    t, walk, checker = _walk(app, monkeypatch)
    assert walk.refused
    assert {"PlayCard", "ChooseTier", "ChooseCard", "ChooseChapter", "DiscardAndDraw", "BuyVP", "UseAbility",
            "Place", "Discard"} <= set(walk.taught)
    run = t.tutorial.tutorial
    st = t.state
    # every profession's ability was used by the learner, and the teacher reached into the
    # learner's guildhall with its Assassin and its Trader
    used = set()
    for a, who in zip(t.record.actions, _movers(t)):
        if who == 0 and type(a).__name__ == "ChooseTier" and a.tier != D.NO_TIER:
            used.add(a.tier.split("_")[0])
    assert used == set(D.PROFESSIONS), used
    log = " ".join(line for line, _ in t.log.lines)
    assert "Teacher's Assassin discards" in log and "Teacher gives you" in log, log
    # the learner met the limit of completed chapters and discarded one by hand
    assert f"You now hold {D.MAX_COMPLETED_CHAPTERS + 1} completed chapters" in log, log
    assert "You discard a completed" in log, log
    assert len(st.completed[0]) <= D.MAX_COMPLETED_CHAPTERS
    assert st.vp_cards[0], "a chapter was completed and spent on a VP card"
    assert checker.steps >= len(run.steps) // 2
    assert run.recap
    print(f"tutorial: {len(run.steps)} steps, {len(t.record.actions)} moves, {checker.steps} steps checked, "
          f"{walk.seconds:.1f} s driven")
    free_play_move(app, t, gesture_for, perform)


def _movers(t):
    """The seat that made each move of the record, replayed from the start."""
    s = R.new_game(2, seed=t.tutorial.tutorial.seed)
    out = []
    for a in t.record.actions:
        out.append(s.to_move)
        s.apply(a)
    return out
