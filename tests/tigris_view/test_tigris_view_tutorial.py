"""The Tigris & Euphrates tutorial, from the first step to free play, on the real table: walked with
the mouse only, every step's note checked against the table and the log, every frame readable (at
1280x800; test_tigris_view_tutorial_layout.py walks it at every window size and UI scale)."""

import dataclasses
import re
from collections import Counter

from engine.ui.tutorial import start_tutorial
from tigris import actions as A
from tigris.data import COLS, TILE_NAMES, label
from tigris_view.tg_driver import INFO, gesture_for, perform, support_tiles
from ui import table_walks
from ui.helpers import click_at, drag, frames, save_screen, until
from ui.layout_check import draw_frame, problems
from ui.table_driver import chip_point
from ui.table_walks import free_play_move, note_hides_nothing, walk_tutorial

TUTORIAL_INFO = dataclasses.replace(INFO, view_module="tigris.view", tutorial_module="tigris.tutorial",
                                    rules_file="rules_reference.md")
SQUARE = re.compile(r"\b([A-K](?:1[0-6]|[1-9]))\b")
QUOTED = re.compile(r"“([^”]+)”")
#: A war note's strengths on the board: "you have 1, your teacher 0", "in your kingdom: 1; in your teacher's: 1".
WAR_COUNTS = re.compile(r"(?:you have|in your kingdom:) (\d+)[,;] (?:your teacher|in your teacher's:) (\d+)")
#: A refusal's bubble stays 4 s; the walk waits it out so the next frames are checked bare.
BUBBLE_FRAMES = 250



def readable(app, t, where, settle=True):
    # points fly to their panel for a moment, over its edges (an overlay; the check still wants
    # each text inside the box it starts in): the frame is looked at once they have landed
    if settle:
        until(app, lambda: not t.floaters and not t.ghosts, 240)
    frame = draw_frame(app)
    found = problems(frame)
    assert not found, f"{where}: " + "; ".join(found[:6])
    return frame


class NoteChecker:
    """For every step: the note hides nothing, the frame is readable, and what the note states
    agrees with the table and the log."""

    def __init__(self, app, t):
        self.app, self.t = app, t
        self.seen: dict[int, set[str]] = {}    # step -> every text drawn while it was shown
        self.checked: list[int] = []

    def look(self, settle=True):
        """Draw the frame, check it is readable, remember what it shows."""
        run = self.t.tutorial
        frame = readable(self.app, self.t, f"step {run.index} ({run.current().title})", settle)
        self.seen.setdefault(run.index, set()).update(x.text for x in frame.texts)
        return frame

    def note(self, step, settle=True) -> None:
        """The step's note is on screen, clear of what it points at, and its facts hold."""
        t, run = self.t, self.t.tutorial
        note_hides_nothing(t, run.index)
        frame = self.look(settle)
        drawn = " ".join(x.text for x in frame.texts if t.note.rect.contains(x.ink))
        first = step.text.split()[:4]
        assert " ".join(first) in drawn, f"step {run.index}: the note does not show {' '.join(first)!r}"
        self.checked.append(run.index)
        a = step.expect if dataclasses.is_dataclass(step.expect) else None
        if isinstance(a, (A.PlaceTile, A.PlaceLeader, A.MoveLeader, A.PlaceCatastrophe)) and step.expect is not None \
                and t.state.to_move == run.tutorial.learner:
            assert label(a.row * COLS + a.col) in SQUARE.findall(step.text), \
                f"step {run.index}: the note names {SQUARE.findall(step.text)}, the move goes to {a}"
        if isinstance(a, A.PlaceTile) and t.state.to_move == run.tutorial.learner:
            assert a.tile in step.text, f"step {run.index}: the note names another tile than the {a.tile}"
        if isinstance(a, (A.PlaceLeader, A.MoveLeader, A.WithdrawLeader)) and t.state.to_move == run.tutorial.learner:
            assert a.leader in step.text, f"step {run.index}: the note names another leader than the {a.leader}"
        for mine, theirs in WAR_COUNTS.findall(step.text):
            shown = [x.text for x in frame.texts]
            said = Counter([f"{mine} on board", f"{theirs} on board"])
            assert all(shown.count(k) >= n for k, n in said.items()), \
                f"step {run.index}: the note says {mine} against {theirs}; the war panel shows {shown}"
        if "revolt panel" in step.text:
            assert any(x.text.startswith("Revolt!") for x in frame.texts), "the revolt panel is on screen"

    def quoted_are_drawn(self, index, step) -> None:
        """Every “label” a note quotes was drawn while the note was shown (a button, a panel line)."""
        shown = self.seen.get(index, set())
        for q in QUOTED.findall(step.text):
            assert any(q in s for s in shown), f"step {index} quotes “{q}”, which was never drawn: {sorted(shown)}"


def _teacher_facts(t, step, a, log_before, drawn):
    """A note on the teacher's move ``a`` names the square it went to, and the strengths the log
    reports (or, while the conflict is open, its panel shows)."""
    new = " ".join(line for line, _ in t.log.lines[log_before:])
    if hasattr(a, "row"):
        sq = label(a.row * COLS + a.col)
        assert sq in step.text and sq in new, f"the note ({step.text[:50]}…) and the log ({new[:80]}) name {sq}"
    for x, y in re.findall(r"(\d+) (?:to|against) (?:your )?(\d+)", step.text):
        in_log = f"with {x}" in new and f"with {y}" in new or f"{x} against {y}" in new
        on_panel = "conflict" in t.zones or "commit" in t.zones and {x, y} <= drawn
        assert in_log or on_panel, f"the note says {x} against {y}; the log says {new}; drawn {sorted(drawn)}"


def _walk(app, t, checker, tmp_path=None, shots=None):
    run = t.tutorial

    def check(step):
        checker.note(step)
        if tmp_path is not None and not shots:
            frames(app, 40)
            _save(app, tmp_path, "tutorial", shots)  # the first taught move: its piece and square glow

    def perform_by_hand(app, t, action):
        step = run.current()
        if isinstance(action, A.SwapTiles):
            _swap_by_dragging(app, t, checker)
        elif isinstance(action, A.CommitSupport) and action.count:
            _commit_by_dragging(app, t, action, checker, tmp_path, shots)
        else:
            perform(app, t, action)
        checker.quoted_are_drawn(run.tutorial.steps.index(step), step)

    teacher_moved = []   # the teacher's last step, and the log's length when it began

    def wait_for_teacher(app, cond, limit):
        if t.state.to_move != run.tutorial.learner and not run.played:   # (the walk waits for the learner's turn too)
            teacher_moved[:] = [run.current(), len(t.log.lines)]
        return until(app, cond, limit)

    original = table_walks.next_button_is_seen

    def next_is_seen_and_note_checked(app_, t_):
        original(app_, t_)
        step = run.current()
        checker.note(step)
        checker.quoted_are_drawn(run.index, step)
        if teacher_moved and run.played and step is teacher_moved[0]:   # the note explains the move made
            _teacher_facts(t, step, step.expect, teacher_moved[1], checker.seen[run.index])

    table_walks.next_button_is_seen = next_is_seen_and_note_checked
    try:
        return walk_tutorial(app, t, gesture_for, perform_by_hand, wait=wait_for_teacher, max_steps=200,
                             teacher_limit=600, check=check, refusal_frames=BUBBLE_FRAMES)
    finally:
        table_walks.next_button_is_seen = original


def _swap_by_dragging(app, t, checker):
    """Drag the tiles the lesson names into the bag, then press “Swap 2 tiles”."""
    run = t.tutorial
    names = [s.expect.tile for s in run.tutorial.steps[run.index + 1:] if isinstance(s.expect, A.DiscardTile)]
    for name in names:
        c = TILE_NAMES.index(name)
        p = next(p for p in t.pieces if getattr(p.data, "zone", "") == "hand" and p.data.colour == c)
        drag(app, t.camera.to_screen(p.pos), t.camera.to_screen(t.zones["bag"].center), steps=5)
        frames(app, 3)
    assert len(t.swap_staged) == len(names)
    checker.look()
    chip = next(c for c in t.chips() if c.name == "swap")
    click_at(app, t.camera.rect_to_screen(chip.rect).center)


def _commit_by_dragging(app, t, action, checker, tmp_path, shots):
    """Lay the temples on the conflict panel, look at it, press Commit."""
    for _ in range(action.count):
        p = support_tiles(t)[0]
        drag(app, t.camera.to_screen(p.pos), t.camera.to_screen(t.zones["commit"].center), steps=5)
        frames(app, 20)
    assert t.staged == action.count
    checker.look()
    if tmp_path is not None and "conflict" not in shots:
        _save(app, tmp_path, "conflict", shots)   # the revolt panel with a temple laid on it
    commit = chip_point(t, action)
    assert commit is not None, f"no chip for {action!r}"
    click_at(app, commit)


def test_tutorial_first_step_to_free_play(app, tmp_path):
    app.settings.animation_speed = 4.0
    t = start_tutorial(app, TUTORIAL_INFO, resume=False)
    frames(app, 5)
    shots = []
    checker = NoteChecker(app, t)
    walk = _walk(app, t, checker, tmp_path, shots)
    steps = t.tutorial.tutorial.steps
    assert walk.refused and "conflict" in shots
    assert {"PlaceLeader", "PlaceTile", "CommitSupport", "TakeTreasure", "BuildMonument", "PlaceCatastrophe",
            "SwapTiles", "MoveLeader", "WithdrawLeader", "Pass"} <= set(walk.taught)
    assert set(checker.checked) >= _steps_to_check(steps), "every note was checked"
    st = t.state
    assert st.monuments[2] >= 0, "the black-red monument stands"
    assert st.treas_n[0] == 1
    assert st.lpos[4 * 1 + 3] < 0, "the catastrophe sent the teacher's king home"
    assert label(st.lpos[1]) == "J11" and st.lpos[2] < 0, "the farmer moved to J11, the trader went home"
    assert st.lpos[4 * 1 + 1] < 0 and st.tiles[8 * COLS + 12] < 0, "the teacher's farmer lost the war, and its farm"
    assert st.tiles[6 * COLS + 12] == TILE_NAMES.index("farm"), "a farm stands on the river at G13"
    assert not any("whole game" in s.text for s in steps), "no note claims the game is all taught"
    assert sum(bool(WAR_COUNTS.search(s.text)) for s in steps) == 2, "both wars' strengths were checked"
    assert t.tutorial.tutorial.recap, "the end card has its recap lines"
    print(f"tutorial: {len(steps)} steps, {len(t.record.actions)} moves, {walk.seconds:.1f} s driven")
    free_play_move(app, t, gesture_for, perform, limit=900)


def test_the_teacher_attacks_and_the_learner_defends(app):
    """The teacher starts a revolt against your priest; you defend, and the tie goes to you."""
    from tigris.tutorial import make_plan, tutorial_seed
    tags = [tag for tag, _ in make_plan(tutorial_seed())]
    assert tags.index("teacher-attack") < tags.index("defend")
    assert {"catastrophe", "swap", "monument", "unify", "revolt"} <= set(tags)


def test_monument_step_offers_both_and_says_why_not_now(app):
    """At the monument step both Build and Don't build are on the panel; Don't build is refused with a reason."""
    app.settings.animation_speed = 4.0
    t = start_tutorial(app, TUTORIAL_INFO, resume=False)
    frames(app, 5)
    run = t.tutorial
    steps = run.tutorial.steps
    target = next(i for i, s in enumerate(steps) if isinstance(s.expect, A.BuildMonument))

    # the lesson up to the monument's decision, with the mouse
    while run.index < target:
        step = run.current()
        if run.wants_next():   # a note, or the teacher's move it explains
            click_at(app, next(w for w in t.widgets if w.name == "tutorial-next").rect.center)
            frames(app, 2)
        elif t.state.to_move != run.tutorial.learner:
            assert until(app, lambda: run.played, 600)
        else:
            assert until(app, lambda: t.can_act() and not t.tweens.busy, 300)
            a = step.expect if dataclasses.is_dataclass(step.expect) else next(
                x for x in t.state.legal_actions() if step.matches(t.state, x))
            perform(app, t, a)
            frames(app, 2)
    assert until(app, lambda: t.can_act() and not t.tweens.busy, 300)
    labels = {c.label: c for c in t.chips()}
    assert "Build black–red" in labels and "Don't build" in labels
    n = len(t.record.actions)
    click_at(app, t.camera.rect_to_screen(labels["Don't build"].rect).center)
    frames(app, 2)
    assert len(t.record.actions) == n and t.bubble is not None
    assert "Build black–red" in t.bubble[0] and "face up" in t.bubble[0], t.bubble[0]


def _steps_to_check(steps) -> set[int]:
    """Every step but free play, the swap's moves made in one gesture with it, and the teacher's
    moves (their notes show only until the teacher has moved: checked when a frame catches them)."""
    from tigris.tutorial import _t
    return {i for i, s in enumerate(steps[:-1])
            if not isinstance(s.expect, (A.DiscardTile, A.EndSwap)) and s.title != _t("teacher_title")}


def _save(app, tmp_path, name, shots):
    save_screen(app, tmp_path, "tigris", name)
    shots.append(name)
