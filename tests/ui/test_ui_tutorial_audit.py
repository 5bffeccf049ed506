"""Every tutorial audited (tools/tutorial_audit.py) as a learner meets it, with the mouse, in a
1280x800 and a 1024x640 window, in English and in Korean: every step waits for the learner
(none is left ``auto``), no note covers what it talks about, and no help panel lies over a note."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from engine import i18n
from engine.game import GAME_NAMES

SIZES = ((1280, 800), (1024, 640))


def _audit_module():
    path = Path(__file__).resolve().parents[2] / "tools" / "tutorial_audit.py"
    spec = importlib.util.spec_from_file_location("tutorial_audit", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture
def audit(home):
    mod = _audit_module()
    yield mod.audit
    i18n.strict(False)
    i18n.set_language("en")


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_step_waits_for_the_learner_and_hides_nothing(audit, game, lang):
    if lang == "ko":
        i18n.strict()   # a note without Korean words fails
    report = audit(game, lang, SIZES)
    steps = report["steps"]
    tot = report["totals"]
    print(f"{game} ({lang}): {tot} in {report['seconds']} s")
    assert steps and {r["size"] for r in steps} == {"1280x800", "1024x640"}
    auto = sorted({r["index"] + 1 for r in steps if r["advanced_by"] == "auto"})
    assert not auto, f"steps {auto} moved on without the learner"
    covered = [(r["index"] + 1, r["size"], r["overlaps"]) for r in steps if r["overlaps"]]
    assert not covered, f"notes over their subjects: {covered[:10]}"
    helped = sorted({(r["index"] + 1, r["size"]) for r in steps if r["help_over_note"]})
    assert not helped, f"help text over the note at {helped[:10]}"
    hows = {r["advanced_by"] for r in steps}
    assert {"next", "back", "move"} <= hows, hows
    assert tot["teacher"] > 0 and any(r["teacher"] and r["advanced_by"] in ("next", "back") for r in steps)


@pytest.mark.parametrize("argv", [["--game", "nope"], ["--game", "tigris", "--size", "12"],
                                  ["--game", "tigris", "--lang", "fr"], []])
def test_a_bad_argument_gets_one_line_and_status_2(argv, capsys):
    with pytest.raises(SystemExit) as e:
        _audit_module().main(argv)
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("tutorial_audit.py: ")
