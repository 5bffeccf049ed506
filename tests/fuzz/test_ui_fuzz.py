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
