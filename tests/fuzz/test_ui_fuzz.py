"""The UI fuzzer, bounded for ``make test`` (a long soak: ``make soak``)."""

import pytest

from fuzz.ui_fuzz import Fuzzer, FuzzFailure, replay

#: Wall-clock seconds of fuzzing per seed here (three seeds, well under the 90 s allowed).
SECONDS = 20


@pytest.mark.slow
@pytest.mark.parametrize("seed", [11, 12, 13])
def test_fuzzing_the_whole_app_finds_no_failure(seed, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    cov = Fuzzer(seed, tmp_path).run(seconds=SECONDS)
    print(cov.summary())
    assert cov.inputs > 50 and "MainMenu" in cov.scenes and cov.tables


def test_a_failure_gives_its_seed_and_inputs_and_replays_exactly(tmp_path, monkeypatch):
    """A planted fault (the new-game screen fails to draw its third frame) is found, reported with
    what it takes to see it again, and the replay meets it at the same input."""
    from engine.scenes.setup import SetupScene

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    real_draw = SetupScene.draw

    def fragile_draw(self, surf):
        self.drawn = getattr(self, "drawn", 0) + 1
        if self.drawn == 3:
            raise RuntimeError("planted")
        real_draw(self, surf)

    monkeypatch.setattr(SetupScene, "draw", fragile_draw)
    # the run stops at the fault; the long limit only spares a busy machine a false alarm
    with pytest.raises(FuzzFailure) as found:
        Fuzzer(5, tmp_path / "a").run(seconds=600)
    fail = found.value
    assert fail.kind == "crash" and "planted" in fail.detail and fail.seed == 5
    assert '"seed": 5' in str(fail) and fail.inputs
    with pytest.raises(FuzzFailure) as again:
        replay(fail.seed, fail.inputs)
    assert again.value.kind == "crash" and len(again.value.inputs) == len(fail.inputs)


@pytest.mark.slow
def test_the_walks_reach_past_games_and_the_review_of_a_game(tmp_path, monkeypatch):
    """Finished games are kept as the walk goes (played to the end, or kept outright), and the
    walk goes on from the menu to Past games and from there (or a results card) to a review."""
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    seen = {"PastGamesScene", "ReviewScene"}
    # the long limit only spares a busy machine a false alarm; the walk stops once both are seen
    cov = Fuzzer(21, tmp_path).run(seconds=600, until=lambda c: seen <= set(c.scenes))
    print(cov.summary())
    assert seen <= set(cov.scenes), cov.summary()


def test_a_soak_goes_on_after_a_failure_and_ends_with_a_report_to_paste(tmp_path, monkeypatch):
    """``make soak``: a failure does not end the soak (the next seed runs), and the report
    names every failure with the file that replays it."""
    import tempfile

    from fuzz.ui_fuzz import soak

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    seeds = []

    def run(self, seconds=None, inputs=None):   # a run of no time: the soak's own bookkeeping only
        seeds.append(self.seed)
        self.cov.inputs += 10
        if self.seed == 5:
            raise FuzzFailure("crash", "Traceback (most recent call last):\nRuntimeError: planted", 5, [["key", 27]])
        return self.cov

    monkeypatch.setattr(Fuzzer, "run", run)
    clock = iter(range(10**6))   # a second passes at each look at the clock
    monkeypatch.setattr("fuzz.ui_fuzz.time.monotonic", lambda: next(clock))
    report, failed = soak(60, 5)
    assert failed == 1 and seeds[:2] == [5, 6]
    lines = report.splitlines()
    assert lines[0].startswith("UI soak: 1.0 minutes,") and f"(seeds 5–{seeds[-1]}), 1 failure" in lines[0]
    assert f"inputs {10 * len(seeds)}," in report
    assert "FAILED: crash (seed 5, after 1 inputs): RuntimeError: planted" in report
    assert f"replay: python tests/fuzz/ui_fuzz.py --replay {tmp_path / 'tabletop-fuzz-5.json'}" in report
    assert lines[-1] == "verdict: FAILED"
    assert '"seed": 5' in (tmp_path / "tabletop-fuzz-5.json").read_text()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("tabletop-fuzz-") and p.is_dir()] == \
        [lines[-2].split("/")[-1]], "only the failed run's data folder is kept"
