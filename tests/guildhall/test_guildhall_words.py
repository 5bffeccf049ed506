"""Guildhall's catalogue (guildhall/words.py): every message the code names is there, and every
template renders for every reader, with "you" and the verbs agreeing."""

import re
import string
from pathlib import Path

import pytest

from engine.text import Message, Reader, Seat, render
from guildhall import words as W
from guildhall.words import MESSAGES

SOURCES = sorted((Path(__file__).resolve().parents[2] / "guildhall").glob("*.py"))
#: How each package module names a message: a whole key, or a key under a helper's prefix.
NAMED = (
    (re.compile(r'"(guildhall\.[a-z0-9_.]+)"'), "{}"),
    (re.compile(r'\b(?:ui|say|_button|seen_from_here)\("([a-z0-9_.]+)"'), "guildhall.ui.{}"),
    (re.compile(r'\b_t\("([a-z0-9_.]+)"'), "guildhall.tutorial.{}"),
    (re.compile(r'\b_title\("([a-z0-9_.]+)"'), "guildhall.tutorial.{}.title"),
)


def test_every_message_the_code_names_is_in_the_catalogue():
    named = set()
    for path in SOURCES:
        text = path.read_text(encoding="utf-8")
        for pattern, key in NAMED:
            named |= {key.format(m) for m in pattern.findall(text)}
    assert named, "the scan found no messages"
    modules = {f"guildhall.{path.stem}" for path in SOURCES}  # "guildhall.view" in INFO
    missing = sorted(k for k in named - modules if k not in MESSAGES and not k.startswith("engine."))
    assert not missing, f"named in guildhall/ but not in words.MESSAGES: {missing}"


def _sample(name: str):
    """A value for a template field, by its name."""
    if name in ("who", "target", "owner"):
        return Seat(0) if name == "who" else Seat(1)
    if name in ("seats", "upper", "lower", "winners"):
        return (Seat(1), Seat(2))
    if name in ("cards", "given", "taken", "returned", "placed"):
        return W.the_cards((0, 7))
    if name == "chapters":
        return W.PROFESSION[:2]
    if name == "lines":
        return W.prof_lines(0)
    if name in ("card", "above", "top"):
        return W.THE_CARD[3]
    if name in ("profession", "mine", "theirs"):
        return W.PROFESSION[2]
    if name in ("colour",):
        return W.term("red")
    if name in ("vp",):
        return W.VP_CARD[0]
    if name in ("ability",):
        return W.VP_ABILITY[3]
    if name in ("tier", "what", "nth", "move", "now", "legal"):
        return W.tier(type("S", (), {"seed_values": False})(), "farmer_t1")
    if name in ("name", "button"):
        return "Ada"
    if name == "once":
        return True
    return 2


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_every_template_renders_for_every_reader(key):
    fields = {f for _, f, _, _ in string.Formatter().parse(MESSAGES[key]) if f}
    msg = Message(key, **{f: _sample(f) for f in fields})
    for you in (None, 0, 1):
        text = render(msg, Reader(("Ada", "Bruno", "Chiara"), you))
        assert text.strip() and "{" not in text and "Player " not in text and "You's" not in text, text
    if "who" in fields and MESSAGES[key].startswith("{who}"):
        order = render(msg, Reader(("Ada", "Bruno", "Chiara"), 0), 0, order=True)
        assert not order.lower().startswith("you "), order
