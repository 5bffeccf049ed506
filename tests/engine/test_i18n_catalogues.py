"""The translated catalogues: in step with the English, compiled, complete where promised, and
every translation fits its message (tools/catalogues.py keeps them; engine.i18n reads them)."""

from __future__ import annotations

import io
import random
import string
import sys

import pytest
from babel.messages.catalog import Message as BabelMessage
from babel.messages.mofile import read_mo

from engine.game import GAME_NAMES, game_names, load_game
from engine.text import (Message, NOBODY, template, Reader, Seat, messages_in, render_translation, template_fields,
                         translation)
from tools import catalogues

#: Packages whose Korean must be complete: no key missing, none fuzzy, the .mo compiled: the
#: engine and every registered game (a game joins the registry with its Korean finished).
COMPLETE_IN_KOREAN = ("engine",) + GAME_NAMES

LANGS = ("ko",)
PACKAGES = catalogues.packages()
WITH_PO = [(p, lang) for p in PACKAGES for lang in LANGS if catalogues.po_path(p, lang).exists()]

#: Fields that hold a seat ("you" or a name) whatever their format.
SEAT_FIELDS = {"who", "player", "winner", "owner", "attacker", "defender", "loser", "partner",
               "opponent", "seat", "other", "victim"}
NAMES = ("Ada", "Bruno", "Chiara", "Dev", "Emi")


def test_the_engine_and_every_game_have_a_catalogue_to_translate():
    assert PACKAGES[0] == "engine"
    assert set(GAME_NAMES) <= set(PACKAGES)


@pytest.mark.parametrize("package", COMPLETE_IN_KOREAN)
def test_no_untranslated_message(package):
    count = catalogues.count(package, "ko")
    assert count.complete, count.line()


@pytest.mark.parametrize("package,lang", WITH_PO)
def test_the_compiled_catalogue_is_the_one_its_po_makes(package, lang):
    catalog = catalogues.read_catalogue(catalogues.po_path(package, lang), lang)
    fresh = read_mo(io.BytesIO(catalogues.mo_bytes(catalog)))
    with open(catalogues.po_path(package, lang, suffix=".mo"), "rb") as f:
        kept = read_mo(f)
    entries = lambda c: {(m.context, m.id): m.string for m in c if m.id}
    assert entries(kept) == entries(fresh), (
        f"{package}: the .mo is not compiled from the .po: run `python tools/catalogues.py compile {package}`")


def _entries(package, lang):
    catalog = catalogues.read_catalogue(catalogues.po_path(package, lang), lang)
    return [m for m in catalog if m.id and m.string]


@pytest.mark.parametrize("package,lang", WITH_PO)
def test_every_translation_has_the_fields_of_its_english(package, lang):
    """No field the English does not have; none dropped unless a translator's comment on the
    entry says so ("# dropped: more"), for a sentence that really does without it."""
    wrong = [problem for m in _entries(package, lang) if (problem := _field_problem(m))]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("package,lang", WITH_PO)
def test_every_translation_renders_for_every_reader(package, lang):
    """With made-up values of the right kinds, each translation is written for the seat it
    names, another seat and nobody, and as a thing to do when it starts with its subject."""
    broken = [problem for m in _entries(package, lang) if (problem := _render_problem(m, lang))]
    assert not broken, "\n".join(broken)


@pytest.mark.parametrize("english,korean,comments,found", [
    ("{who} {who:take|takes} {n:#tile|tiles}.", "{who:이} 타일 {n:#장|장}을 가져옵니다.", [], None),
    ("{who} {who:take|takes} {n:#tile|tiles}.", "{who:이} 타일을 가져옵니다.", [], "dropped without"),
    ("{who} {who:take|takes} {n:#tile|tiles}.", "{who:이} 타일을 가져옵니다.", ["dropped: n"], None),
    ("{who} {who:pass|passes}.", "{who:이} {what:을} 넘깁니다.", [], "the English has"),
    ("{who} {who:pass|passes}.", "{who:pass|passes} 패스합니다.", [], "cannot be written"),
    ("{who} {who:pass|passes}.", "{who:이} 패스{합니다", [], "cannot be written"),
    ("{who} {who:pass|passes}.", "{who:이} 패스합니다 {{}}", [], "is written"),
    ("{who} {who:pass|passes}.", "{who:이}  패스합니다.", [], "is written"),
    ("{cards:list}", "{cards:list}", [], None),
    ("{who:'s} turn{more:if: ({more} more)}", "{who:의} 차례{more:if: (그 밖에 {more}개)}", [], None),
])
def test_the_checks_find_translations_that_do_not_fit(english, korean, comments, found):
    m = BabelMessage(english, korean, context="kt.x", user_comments=comments)
    problems = [p for p in (_field_problem(m), _render_problem(m, "ko")) if p]
    if found is None:
        assert not problems
    else:
        assert problems and found in problems[0]


def _field_problem(m: BabelMessage) -> str | None:
    try:
        english, translated = template_fields(m.id), template_fields(m.string)
    except ValueError as e:
        return f"{m.context}: {m.string!r} cannot be written (not a template: {e})"
    dropped = english - translated - _said_dropped(m.user_comments)
    if translated - english or dropped:
        return (f"{m.context}: fields {sorted(translated)}, the English has {sorted(english)}"
                + (f" (dropped without a '# dropped: ...' comment: {sorted(dropped)})" if dropped else ""))
    return None


def _said_dropped(comments) -> set[str]:
    return {name.strip() for c in comments if c.startswith("dropped:")
            for name in c[len("dropped:"):].split(",")}


def _render_problem(m: BabelMessage, lang: str) -> str | None:
    return _written_problem(m.string, Message(m.context, **_sample_params(m.id)), lang, m.id)


def _written_problem(translated: str, msg: Message, lang: str, english: str) -> str | None:
    """What is wrong with ``msg`` written with ``translated`` for the seat it names, another
    seat and nobody, and as a thing to do; None when nothing is."""
    who = msg.get("who")
    seat = who.index if isinstance(who, Seat) else 0
    other = Reader(NAMES, (seat + 1) % len(NAMES))
    for reader, imperative in ((Reader(NAMES, seat), None), (other, None), (NOBODY, None),
                               (Reader(NAMES, seat), seat)):
        try:
            text = render_translation(translated, msg, reader, imperative, lang, order=imperative is not None)
        except Exception as e:
            return f"{msg.key}: {translated!r} cannot be written ({type(e).__name__}: {e})"
        spaced = "  " in english   # a label laid out with runs of spaces on purpose, as in English
        if not text.strip() or any(bad in text for bad in ("{", "}", "None", "you", "Player ")) \
                or ("  " in text and not spaced):
            return f"{msg.key}: {translated!r} is written {text!r}"
    return None


GAMES_WITH_PO = [(p, lang) for p, lang in WITH_PO if p in game_names()]


@pytest.mark.parametrize("package,lang", GAMES_WITH_PO)
def test_every_translation_renders_the_messages_of_a_real_game(package, lang):
    """The messages a random game of ``package`` makes (moves described, events, refusals
    of the game's own, nested ones too), each translated one written with its real values."""
    info = load_game(package)
    broken = set()
    for msg in _messages_of_a_game(info):
        translated = translation(msg.key, lang)
        if translated is not None and (problem := _written_problem(translated, msg, lang, template(msg.key, "en"))):
            broken.add(problem)
    assert not broken, "\n".join(sorted(broken))


def _messages_of_a_game(info, seed=0, looks=12):
    n = max(2, info.min_players)
    state = info.new_game(n, seed=seed)
    rng = random.Random(seed)
    made = []
    while not state.is_over() and len(made) < 5000:
        legal = state.legal_actions()
        if rng.random() < looks / 200:
            for action in legal[:looks]:
                yield from messages_in(state.describe(action))
            yield from messages_in(getattr(state, "progress", lambda: None)())
        action = rng.choice(legal)
        state.apply(action)
        made.append(action)
        for event in state.last_events():
            yield from messages_in(event.message)


def _sample_params(english: str) -> dict:
    """A value of the kind each field of ``english`` formats (by all its specs there): a seat, a
    list, a number, else a word."""
    specs: dict[str, set[str]] = {}
    for name, spec in _fields_with_specs(english):
        specs.setdefault(name, set()).add(spec)
    return {name: _sample(name, used) for name, used in specs.items()}


def _sample(name: str, specs: set[str]):
    if any(s.startswith("if:") for s in specs):   # a flag, whatever its name
        return 2
    if name in SEAT_FIELDS or specs & {"'s", "their"}:
        return Seat(0)
    if specs & {"list", ";", "sentences"}:
        return ("농부", "상인")
    if any(s == "+" or "|" in s or s.startswith("if:") or (s and s[-1] in "dfgn%") for s in specs):
        return 2
    return "타일"


def _fields_with_specs(text: str):
    for _, name, spec, _ in string.Formatter().parse(text):
        if name is not None:
            yield name, spec or ""
            if spec:
                yield from _fields_with_specs(spec)


# -- the tool --------------------------------------------------------------------------------
@pytest.fixture
def pk(tmp_path):
    """A package ``pk_<n>`` with three messages, importable, in its own folder."""
    name = f"pk_{abs(hash(str(tmp_path))) % 10**8}"
    (tmp_path / name).mkdir()
    (tmp_path / name / "__init__.py").write_text("")
    (tmp_path / name / "words.py").write_text(
        f"MESSAGES = {{'{name}.take': '{{who}} {{who:take|takes}} a tile.', '{name}.hello': 'Hello', "
        f"'{name}.bye': 'Bye'}}\n")
    sys.path.insert(0, str(tmp_path))
    yield tmp_path, name
    sys.path.remove(str(tmp_path))
    sys.modules.pop(f"{name}.words", None)
    sys.modules.pop(name, None)


def _translate(root, name, translations, fuzzy=()):
    path = catalogues.po_path(name, "ko", root)
    catalog = catalogues.read_catalogue(path, "ko")
    for m in catalog:
        if m.context in translations:
            m.string = translations[m.context]
        if m.context in fuzzy:
            m.flags.add("fuzzy")
    path.write_bytes(catalogues.po_text(catalog))


def test_update_adds_keys_keeps_translations_and_marks_changed_english_fuzzy(pk):
    root, name = pk
    assert catalogues.packages(root) == [name]
    assert catalogues.update(name, "ko", root)
    assert not catalogues.update(name, "ko", root), "a second update must change nothing"
    po = catalogues.po_path(name, "ko", root)
    assert po.read_text().count('msgstr ""') == 4           # the header and three empty entries
    _translate(root, name, {f"{name}.take": "{who:이} 타일을 가져옵니다.", f"{name}.hello": "안녕하세요",
                            f"{name}.bye": "안녕히 가세요"})
    english = catalogues.english(name)
    english[f"{name}.hello"] = "Hello there, and welcome to the table where the games are played today"
    del english[f"{name}.bye"]
    english[f"{name}.new"] = "New"
    assert catalogues.update(name, "ko", root)
    assert not catalogues.update(name, "ko", root), "a fuzzy entry must read back as it was written"
    text = po.read_text()
    assert f'msgctxt "{name}.take"\nmsgid "{{who}} {{who:take|takes}} a tile."\nmsgstr "{{who:이}} 타일을 가져옵니다."' in text
    assert '#, fuzzy\n#| msgid "Hello"\n' in text and 'msgstr "안녕하세요"' in text
    assert f'msgctxt "{name}.new"\nmsgid "New"\nmsgstr ""' in text
    assert f'#~ msgctxt "{name}.bye"\n#~ msgid "Bye"\n#~ msgstr "안녕히 가세요"' in text
    count = catalogues.count(name, "ko", root)
    assert (count.translated, count.fuzzy, count.missing) == (1, 1, 1)
    # the English changes again before the translator looks: the first English is kept
    english[f"{name}.hello"] = "Hello again"
    catalogues.update(name, "ko", root)
    assert '#| msgid "Hello"\n' in po.read_text()
    # a key back in words.py gets its kept translation back
    english[f"{name}.bye"] = "Bye"
    catalogues.update(name, "ko", root)
    assert f'msgctxt "{name}.bye"\nmsgid "Bye"\nmsgstr "안녕히 가세요"' in po.read_text()


def test_compile_leaves_out_fuzzy_and_empty_entries_and_check_says_what_is_missing(pk, capsys):
    root, name = pk
    catalogues.update(name, "ko", root)
    _translate(root, name, {f"{name}.take": "{who:이} 타일을 가져옵니다.", f"{name}.hello": "안녕하세요"},
               fuzzy={f"{name}.hello"})
    assert catalogues.count(name, "ko", root).mo_stale
    assert catalogues.compile_catalogue(name, "ko", root)
    assert not catalogues.compile_catalogue(name, "ko", root)
    with open(catalogues.po_path(name, "ko", root, ".mo"), "rb") as f:
        compiled = {m.context: m.string for m in read_mo(f) if m.id}
    assert compiled == {f"{name}.take": "{who:이} 타일을 가져옵니다."}
    count = catalogues.count(name, "ko", root)
    assert (count.translated, count.fuzzy, count.missing, count.mo_stale) == (1, 1, 1, False)
    assert catalogues.main(["check", name], root) == 1
    assert capsys.readouterr().out == f"{name}: 1 translated, 1 fuzzy, 1 missing\n"
    _translate(root, name, {f"{name}.hello": "안녕하세요", f"{name}.bye": "안녕히 가세요"})
    path = catalogues.po_path(name, "ko", root)
    catalog = catalogues.read_catalogue(path, "ko")
    for m in catalog:
        m.flags.discard("fuzzy")
    path.write_bytes(catalogues.po_text(catalog))
    assert catalogues.main(["check", name], root) == 1            # compiled from the old .po
    assert "run compile" in capsys.readouterr().out
    assert catalogues.main(["compile"], root) == 0
    assert catalogues.main(["check"], root) == 0
    assert capsys.readouterr().out.endswith(f"{name}: 3 translated, 0 fuzzy, 0 missing\n")
