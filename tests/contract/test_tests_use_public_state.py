"""The games' tests build positions with ``<game>/position.py`` and read a state through its
public methods: none reaches into a state's private fields or a rules module's private helpers
(a test that did would break with every change of representation, and could set up a
position the rules never allow)."""

import re
from pathlib import Path

from engine.game import GAME_NAMES

TESTS = Path(__file__).resolve().parent.parent
#: ``s._legal``, ``state._dirty()``, ``world._sampled`` ... and ``R._bits(...)``-style helper calls.
PRIVATE = re.compile(r"\b(?:s|st|state|v|view|w|world|back|b|d|g|s2)\.(_[a-z]\w*)|\b(?:R|rules)\._[a-z]\w*\(")


def test_no_game_test_reaches_into_private_state():
    found = []
    for game in GAME_NAMES:
        for folder in (TESTS / game, TESTS / f"{game}_view"):
            for path in sorted(folder.glob("*.py")):
                for no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                    if PRIVATE.search(line.split("#")[0]):
                        found.append(f"{path.relative_to(TESTS)}:{no}: {line.strip()}")
    assert not found, "tests reaching into private state:\n" + "\n".join(found)
