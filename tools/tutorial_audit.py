"""Walk a game's tutorial through the real table, headless, with the mouse only, and say for
every step how the learner left it, where its note lay and whether anything covered what it
talks about.

    python tools/tutorial_audit.py --game GAME [--lang en|ko] [--size WxH ...] [--json]

Each step is looked at, once the table is at rest, at every ``--size`` (default 1280x800): the
note's rectangle (its tab when folded), its subjects' rectangles (what it points at and names,
the move it came with, the controls it asks for), which of them the note overlaps, and whether
a help panel lies over the note (the pointer rests on each subject, and on the note).  Then the
learner moves on as a person does: Next is clicked where it is drawn, the taught move is made
with the game's test driver's gesture (tests/<game>_view/*_driver.py), and once in the walk
Back is clicked on a teacher's note and Next brings the learner forward again.  A step the
counter leaves without the learner's input is ``auto``.

``--json`` prints ``{"game", "lang", "sizes", "seconds", "steps": [...]}``; each step:
``index``, ``size``, ``teacher`` (the step shows a teacher's move, or follows one),
``advanced_by`` (``next``, ``back``, ``move`` or ``auto``), ``note``, ``folded``, ``subjects``,
``overlaps``, ``help_over_note``.  Without it, one line a step and the totals.  The exit status
is 1 when a step was ``auto``, overlapped or had help over its note, 2 for a bad argument.
"""

from __future__ import annotations

import argparse
import inspect
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"a size is WIDTHxHEIGHT, such as 1280x800, not {text!r}") from None
    if not (640 <= w <= 4000 and 480 <= h <= 3000):
        raise argparse.ArgumentTypeError(f"{text} is not a window size the app opens (640x480 up to 4000x3000)")
    return w, h


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:   # one line, not argparse's usage block
        self.exit(2, f"{self.prog}: {message}\n")


def parse(argv):
    p = _Parser(prog="tutorial_audit.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--game", required=True)
    p.add_argument("--lang", choices=("en", "ko"), default="en")
    p.add_argument("--size", type=_size, action="append", help="WxH; give it again for more sizes")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    from engine.game import GAME_NAMES
    if args.game not in GAME_NAMES:
        p.error(f"unknown game {args.game!r} (one of {', '.join(GAME_NAMES)})")
    args.size = args.size or [(1280, 800)]
    return args


def _rect(r) -> list[int]:
    return [int(r[0]), int(r[1]), int(r[2]), int(r[3])]


class Audit:
    """One walk of ``game``'s tutorial in an app of its own."""

    def __init__(self, game: str, lang: str, sizes: list[tuple[int, int]]):
        from ui.table_driver import game_driver

        from engine import i18n
        from engine.app import App
        from engine.game import load_game
        from engine.settings import Settings
        from engine.ui.tutorial import start_tutorial

        i18n.set_language(lang)
        self.sizes = sizes
        self.info = load_game(game)
        self.driver = game_driver(game)
        settings = Settings()
        settings.language = lang
        self.app = App(size=sizes[0], settings=settings)
        self.t = start_tutorial(self.app, self.info, resume=False)
        self.run = self.t.tutorial
        self.records: list[dict] = []
        self.backed = False
        self.frames(5)

    # -- the app, a frame at a time ----------------------------------------------------------
    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.step([], dt=1 / 60)

    def until(self, cond, limit: int = 600) -> bool:
        from ui.helpers import until
        return until(self.app, cond, limit)

    def click_widget(self, name: str) -> None:
        from ui.helpers import click
        click(self.app, name)
        self.frames(2)

    def hover(self, pos) -> None:
        from ui.helpers import hover
        hover(self.app, pos)
        self.frames(1)

    # -- looking at a step -------------------------------------------------------------------
    def look(self, index: int, teacher: bool) -> list[dict]:
        from ui.layout_walks import window
        t, out = self.t, []
        for size in self.sizes:
            window(self.app, size, 1.0)
            self.frames(1)
            note = t.tutorial_rect()
            subjects = [r for r in t.note.targets() if r.width > 0 and r.height > 0]
            overlaps = [_rect(r) for r in subjects if note.colliderect(r)]
            out.append({"index": index, "size": f"{size[0]}x{size[1]}", "teacher": teacher,
                        "advanced_by": None, "note": _rect(note), "folded": t.note.folded,
                        "subjects": [_rect(r) for r in subjects], "overlaps": overlaps,
                        "help_over_note": self.help_over_note(note, subjects)})
        if tuple(self.app.screen.get_size()) != self.sizes[0]:
            window(self.app, self.sizes[0], 1.0)
        self.records += out
        return out

    def help_over_note(self, note, subjects) -> bool:
        """The pointer rests on each subject (a few) and on the note: a help panel drawn over the
        note, or one for a piece under the note, is a fault."""
        t = self.t
        vp = t.camera.viewport
        points = [r.clip(vp).center for r in subjects[:4] if r.clip(vp).width > 0] + [note.center]
        bad = False
        for p in points:
            self.hover(p)
            self.frames(1)
            drawn = list(t.help_drawn)
            if any(note.colliderect(b) for b in drawn) or (note.collidepoint(p) and drawn):
                bad = True
        self.hover((vp.left + 2, vp.bottom - 2))   # the pointer out of the way again
        return bad

    # -- moving on ---------------------------------------------------------------------------
    def walk(self) -> list[dict]:
        run, t = self.run, self.t
        for _ in range(1000):
            step = run.current()
            if step is None or step.until is not None:
                break
            shown = run.shown
            teacher = step.expect is not None and t.state.to_move not in (None, run.tutorial.learner)
            if teacher and not run.played:
                self.until(lambda shown=shown: run.played or run.shown != shown, 900)
            self.until(lambda: (run.wants_next() or t.can_act()) and not t.tweens.busy, 600)
            from ui.layout_walks import settle
            settle(self.app)
            if run.shown != shown:   # the counter moved while nobody did anything
                self.look(shown, teacher)[-1]
                for r in self.records[-len(self.sizes):]:
                    r["advanced_by"] = "auto"
                continue
            teacher = teacher or run.played or (shown - 1) in run.teacher_steps
            looked = self.look(shown, teacher)
            how = self.advance(step, teacher)
            for r in looked:
                r["advanced_by"] = how
        else:
            raise SystemExit(f"the audit is stuck at step {run.shown + 1}")
        return self.records

    def advance(self, step, teacher: bool) -> str:
        """Move on as the learner does; how the counter moved: by one on Next (or Back then
        Next), by one on the taught move (none when the move leads to a step joined to it, which
        shares its note), else ``auto``."""
        run, t = self.run, self.t
        before = run.counter()[0]
        if run.wants_next():
            if t.note.folded:   # folded for want of room: the learner opens it to read on
                self.click_widget("tutorial-show")
            if teacher and not self.backed and t.note.can_go_back():
                self.backed = True
                self.click_widget("tutorial-back")
                if run.counter()[0] != before - 1:
                    return "auto"
                for r in self.look(run.shown, run.shown in run.teacher_steps or (run.shown - 1) in run.teacher_steps):
                    r["advanced_by"] = "next"
                if t.note.folded:
                    self.click_widget("tutorial-show")
                self.click_widget("tutorial-next")
                return "back" if run.counter()[0] == before else "auto"
            self.click_widget("tutorial-next")
            return "next" if run.counter()[0] == before + 1 else "auto"
        expect = step.expect
        if callable(expect) and not _is_action(expect):   # a predicate: any matching move
            expect = next(a for a in t.state.legal_actions() if step.matches(t.state, a))
        n = len(t.record.actions)
        steps, i = run.tutorial.steps, run.index + 1
        joined = steps[i] if i < len(steps) and steps[i].joined else None
        if joined is not None and "place" in inspect.signature(self.driver.perform).parameters:
            self.driver.perform(self.app, t, expect, joined.expect)   # one gesture for both moves
        else:
            self.driver.perform(self.app, t, expect)
        self.frames(2)
        if len(t.record.actions) == n:
            raise SystemExit(f"step {run.shown + 1}: the taught move was not accepted ({t.bubble})")
        now = run.counter()[0]
        joined = run.current() is not None and run.current().joined
        return "move" if now == before + 1 or (now == before and joined) else "auto"


def _is_action(x) -> bool:
    import dataclasses
    return dataclasses.is_dataclass(x) and not isinstance(x, type)


def totals(records: list[dict]) -> dict:
    steps = {r["index"] for r in records}
    return {"steps": len(steps), "teacher": len({r["index"] for r in records if r["teacher"]}),
            "records": len(records),
            "auto": sum(r["advanced_by"] == "auto" for r in records),
            "overlapping": sum(bool(r["overlaps"]) for r in records),
            "help_over_note": sum(r["help_over_note"] for r in records),
            "folded": sum(r["folded"] for r in records)}


def audit(game: str, lang: str = "en", sizes=((1280, 800),)) -> dict:
    """The audit's report of ``game``'s tutorial (what ``--json`` prints)."""
    t0 = time.perf_counter()
    a = Audit(game, lang, list(sizes))
    try:
        records = a.walk()
    finally:
        a.app.quit()
        a.app.shutdown()
    return {"game": game, "lang": lang, "sizes": [f"{w}x{h}" for w, h in sizes],
            "seconds": round(time.perf_counter() - t0, 1), "totals": totals(records), "steps": records}


def main(argv=None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("TABLETOP_HOME", tempfile.mkdtemp(prefix="tabletop-audit-"))
    for p in (str(ROOT), str(ROOT / "tests")):
        if p not in sys.path:
            sys.path.insert(0, p)
    args = parse(argv)
    report = audit(args.game, args.lang, args.size)
    if args.json:
        print(json.dumps(report))
    else:
        for r in report["steps"]:
            faults = ", ".join(f for f, bad in (("auto", r["advanced_by"] == "auto"), ("overlaps", r["overlaps"]),
                                                ("help over note", r["help_over_note"])) if bad)
            print(f"step {r['index'] + 1:3d} {r['size']:>9} {'teacher' if r['teacher'] else '       '} "
                  f"{r['advanced_by']:5} note {r['note']}{' folded' if r['folded'] else ''}  {faults}")
        print(f"{args.game} ({args.lang}): {json.dumps(report['totals'])} in {report['seconds']} s")
    tot = report["totals"]
    return 1 if tot["auto"] or tot["overlapping"] or tot["help_over_note"] else 0


if __name__ == "__main__":
    sys.exit(main())
