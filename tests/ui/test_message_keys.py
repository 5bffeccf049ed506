"""No untranslated message reaches a screen unnoticed, from either side.

- Every message key the code names (``Message("…")``, ``written("…")``, ``Words("…")``) is in
  its package's catalogue (``<package>/words.py``).  A key built (an f-string, or a string
  with more added) cannot be read from the source: its literal start must begin some key of
  the catalogue, and the keys so built are listed when the test fails (what it cannot check
  whole).  A key chosen in a variable is not seen here: strict mode finds it when drawn.
- In Korean, with the tests' strict mode (engine.i18n.strict, which the ``korean`` fixture
  switches on), writing a message the Korean catalogue lacks fails, where a player would
  see it in English.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import i18n, text
from engine.game import GAME_NAMES
from engine.phrases import written
from engine.text import Message, MissingMessage, catalogue, render

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine",) + GAME_NAMES
#: A call of one of the callables that take a message key first, the key starting with a string:
#: ``f`` an f-string, ``plus`` a string to which more is added (a key built: its start only can
#: be checked).
CALL = re.compile(r"""\b(?:Message|written|Words)\(\s*(?P<f>f?)(?P<q>["'])(?P<key>[^"'\n]*)(?P=q)(?P<plus>\s*\+)?""")


def _keys_named(path: Path):
    """(line, key, whole) for each message key ``path``'s code names: ``whole`` False for the
    literal start of a key built (read from the source as text: parsing it is 25 times slower)."""
    source = path.read_text(encoding="utf-8")
    for m in CALL.finditer(source):
        whole = not (m["f"] or m["plus"])
        key = m["key"].split("{", 1)[0] if m["f"] else m["key"]
        yield source.count("\n", 0, m.start()) + 1, key, whole


def _known(key: str, whole: bool) -> bool:
    try:
        keys = catalogue(key.split(".", 1)[0])
    except (MissingMessage, ImportError):
        return False
    return key in keys if whole else any(k.startswith(key) for k in keys)


def test_every_message_key_the_code_names_is_in_its_package_s_catalogue():
    missing, built = [], []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            for line, key, whole in _keys_named(path):
                where = f"{path.relative_to(ROOT)}:{line}"
                if not whole:
                    built.append(f"{where} {key}…")
                if "." not in key or not _known(key, whole):
                    missing.append(f"{where}: {key!r}{'' if whole else ' (an f-string: no key starts so)'}")
    assert not missing, ("keys no catalogue has:\n" + "\n".join(missing)
                         + "\n\nkeys built with f-strings, checked by their start only:\n" + "\n".join(built))


@pytest.fixture
def strict_korean():
    i18n.set_language("ko")
    i18n.strict()
    yield
    i18n.strict(False)
    i18n.set_language("en")


def test_in_strict_korean_a_message_the_korean_catalogue_lacks_fails(strict_korean, monkeypatch):
    assert written("engine.button.back") == "뒤로"   # translated: written in Korean
    monkeypatch.setattr(text, "_ENGLISH", {})
    monkeypatch.setitem(catalogue("engine"), "engine.added_since", "Added since")
    monkeypatch.setitem(catalogue("engine"), "engine.button.back", "Go back")   # its English changed
    for key in ("engine.added_since", "engine.button.back"):
        with pytest.raises(i18n.Untranslated, match=key):
            written(key)
        with pytest.raises(i18n.Untranslated, match=key):   # nested in a translated message
            render(Message("engine.setup.heading", title=Message(key)))
    i18n.strict(False)
    assert written("engine.added_since") == "Added since", "a player sees the English"
    assert written("engine.button.back") == "Go back"


def test_strict_mode_leaves_a_package_without_a_catalogue_in_english(strict_korean, monkeypatch):
    """A package nobody has translated yet (the kit's toy game) is written in English."""
    monkeypatch.setitem(i18n._loaded, ("engine", "ko"), i18n.gettext.NullTranslations())
    assert written("engine.button.back") == "Back"
