"""Every sentence the Fantastiqa table shows comes from fantastiqa/words.py."""

import re
from pathlib import Path

from fantastiqa import view_choices
from fantastiqa.rules import new_game
from fantastiqa.view_scores import final_breakdown
from fantastiqa.words import MESSAGES

PACKAGE = Path(view_choices.__file__).parent


def test_every_table_message_the_view_asks_for_is_in_the_catalogue():
    asked = set()
    for path in PACKAGE.glob("view*.py"):
        asked |= set(re.findall(r'\bui\(\s*"([a-z_]+)"', path.read_text(encoding="utf-8")))
    asked |= {f"statue_{o}" for o in ("draw", "release", "teleport")}
    asked |= set(view_choices.PHASE_PROMPTS.values())
    asked |= {"panel_main", "panel_free", "panel_adventure", "panel_end", "panel_qpay"}
    asked |= {key for key, _ in final_breakdown(new_game(2, seed=1))}
    assert len(asked) > 60
    missing = sorted(k for k in asked if f"fantastiqa.ui.{k}" not in MESSAGES)
    assert not missing, missing
