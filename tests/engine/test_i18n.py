"""Messages in Korean: particles that fit the word, "나" for the reader (내가, 내), the subject dropped
from things to do, and English for whatever is not translated (never an error)."""

from __future__ import annotations

import sys

import pytest

from engine import i18n
from engine.korean import ending, with_particle
from engine.text import Message, NOBODY, Reader, Seat, render, template
from tools import catalogues

ADA = Reader(("Ada", "Paul"), 0)        # seat 0 reads: "나"
PAUL = Reader(("Ada", "Paul"), 1)       # seat 1 reads: seat 0 is "Ada"

#: A package of messages made for these tests: key -> (English, Korean or None).
TOY = {
    "kt.take": ("{who} {who:take|takes} {n:#tile|tiles} from display {d}.",
                "{who:이} 진열대 {d}에서 타일 {n:#장|장}을 가져옵니다."),
    "kt.give": ("{who} {who:give|gives} {card} to {other}.", "{who:이} {other:에게} {card:을} 줍니다."),
    "kt.go": ("{who} {who:go|goes} to {place}.", "{who:이} {place:으로} 갑니다."),
    "kt.turn": ("{who:'s} turn", "{who:의} 차례"),
    "kt.farmer": ("the Farmer", "농부"),
    "kt.trader": ("the Trader", "상인"),
    "kt.score": ("{who} {who:score|scores} for {items:list}.", "{who:은} {items:list}(으)로 점수를 얻습니다."),
    "kt.points": ("{n:+} ({n:#point|points})", "{n:+} ({n:#점|점})"),
    "kt.a": ("{who} {who:take|takes} {x:a}.", "{who:이} {x:a} 하나를 가져옵니다."),
    "kt.legal": ("Legal: {moves:;}.", "가능: {moves:sentences}"),
    "kt.legal@you": ("You can: {moves:;}.", "할 수 있는 행동: {moves:sentences}"),
    "kt.own": ("{who} {who:choose|chooses} {who:their} seat.", "{who:이} {who:자기} 자리를 고릅니다."),
    "kt.semicolons": ("Kingdom: {parts:;}", "왕국: {parts:;}"),
    "kt.untranslated": ("{who} {who:wait|waits}.", None),
    "kt.plough": ("the Plough", None),
    "kt.changed": ("{who} {who:pass|passes} now.", None),          # translated from older English
    "kt.fuzzy": ("{who} {who:rest|rests}.", None),                  # translation marked fuzzy
    "kt.unknown_field": ("{who} {who:sing|sings}.", "{who:이} {song:을} 부릅니다."),
    "kt.english_spec": ("{who} {who:dance|dances}.", "{who:dance|dances} 춥니다."),
}


@pytest.fixture(scope="module")
def toy(tmp_path_factory):
    """The package ``kt`` with its words and a compiled Korean catalogue, made the way
    translators make them: tools/catalogues.py update, msgstr filled in, compile."""
    root = tmp_path_factory.mktemp("kt")
    (root / "kt").mkdir()
    (root / "kt" / "__init__.py").write_text("")
    english = {key: en for key, (en, _) in TOY.items()}
    english["kt.changed"] = "{who} {who:pass|passes}."               # the English first translated
    (root / "kt" / "words.py").write_text(f"MESSAGES = {english!r}\n", encoding="utf-8")
    sys.path.insert(0, str(root))
    catalogues.update("kt", "ko", root)
    catalog = catalogues.read_catalogue(catalogues.po_path("kt", "ko", root), "ko")
    for message in catalog:
        ko = TOY.get(message.context, (None, None))[1]
        if message.context == "kt.changed":
            ko = "{who:이} 패스합니다."
        if message.context == "kt.fuzzy":
            ko, message.flags = "{who:이} 쉽니다.", {"fuzzy"}
        if ko:
            message.string = ko
    catalogues.po_path("kt", "ko", root).write_bytes(catalogues.po_text(catalog))
    catalogues.compile_catalogue("kt", "ko", root)
    catalogues.english("kt")["kt.changed"] = TOY["kt.changed"][0]   # the English changes
    yield root
    sys.path.remove(str(root))
    for name in ("kt", "kt.words"):
        sys.modules.pop(name, None)


@pytest.fixture(autouse=True)
def english_again():
    yield
    i18n.set_language("en")


def ko(msg, reader=ADA, imperative=None, **kw):
    return render(msg, reader, imperative, lang="ko", **kw)


# -- particles -----------------------------------------------------------------------------
@pytest.mark.parametrize("word,spec,written", [
    ("나", "이", "내가"), ("나", "가", "내가"), ("나", "를", "나를"), ("나", "에게", "나에게"), ("Ada", "이", "Ada가"), ("Ada", "가", "Ada가"), ("Bruno", "를", "Bruno를"),
    ("Paul", "으로", "Paul로"), ("Paul", "이", "Paul이"), ("Tom", "은", "Tom은"), ("Ming", "과", "Ming과"),
    ("Dev", "와", "Dev와"), ("3", "이", "3이"), ("10", "을", "10을"), ("2", "를", "2를"),
    ("1", "으로", "1로"), ("7", "로", "7로"), ("8", "은", "8은"), ("6", "으로", "6으로"),
    ("0", "이", "0이"), ("100", "로", "100으로"), ("9", "는", "9는"), ("4", "과", "4와"),
    ("집", "으로", "집으로"), ("서울", "으로", "서울로"), ("바다", "으로", "바다로"), ("타일", "을", "타일을"),
    ("카드", "을", "카드를"), ("용 (2)", "이", "용 (2)가"), ("Flit 2)", "가", "Flit 2)가"),
    ("「농부」", "를", "「농부」를"), ("상인.", "이", "상인.이"), ("...", "이", "...가"),
    ("Ada", "의", "Ada의"), ("나", "의", "내"), ("나", "와", "나와"), ("나", "는", "나는"), ("농부", "이나", "농부나"), ("집", "이라", "집이라"),
])
def test_particles_fit_the_last_sound_of_the_word(word, spec, written):
    assert with_particle(word, spec) == written


def test_a_word_that_does_not_end_in_a_letter_or_digit_reads_as_ending_in_a_vowel():
    assert ending("") == ending("!?") == ending("Ada") == 0


# -- Korean templates -------------------------------------------------------------------------
def test_the_reader_is_na_and_the_others_are_called_by_name(toy):
    """The player's own messages say 나, 내가 and 내, never 당신 (a machine translation's word)."""
    take = Message("kt.take", who=Seat(0), n=3, d=2)
    assert ko(take, ADA) == "내가 진열대 2에서 타일 3장을 가져옵니다."
    assert ko(take, PAUL) == "Ada가 진열대 2에서 타일 3장을 가져옵니다."
    assert ko(take, NOBODY) == "플레이어 1이 진열대 2에서 타일 3장을 가져옵니다."
    assert ko(Message("kt.go", who=Seat(1), place=Seat(0)), ADA) == "Paul이 나로 갑니다."
    assert ko(Message("kt.go", who=Seat(0), place="Paul"), PAUL) == "Ada가 Paul로 갑니다."
    assert ko(Message("kt.go", who=Seat(0), place="집"), PAUL) == "Ada가 집으로 갑니다."
    assert ko(Message("kt.turn", who=Seat(0)), ADA) == "내 차례"
    assert ko(Message("kt.turn", who=Seat(1)), ADA) == "Paul의 차례"


def test_nested_messages_are_written_in_korean_before_their_particle(toy):
    give = Message("kt.give", who=Seat(1), card=Message("kt.farmer"), other=Seat(0))
    assert ko(give, ADA) == "Paul이 나에게 농부를 줍니다."
    give = Message("kt.give", who=Seat(0), card=Message("kt.trader"), other=Seat(1))
    assert ko(give, PAUL) == "Ada가 나에게 상인을 줍니다."
    assert render(give, PAUL) == "Ada gives the Trader to you."


def test_lists_counts_signs_and_articles(toy):
    score = Message("kt.score", who=Seat(0), items=(Message("kt.farmer"), Message("kt.trader"), "탑"))
    assert ko(score, ADA) == "나는 농부, 상인, 탑(으)로 점수를 얻습니다."
    assert render(score, ADA) == "You score for the Farmer, the Trader and 탑."
    assert ko(Message("kt.points", n=3)) == "+3 (3점)"
    assert ko(Message("kt.points", n=-1)) == "−1 (-1점)"
    assert ko(Message("kt.a", who=Seat(1), x="사과"), ADA) == "Paul이 사과 하나를 가져옵니다."
    assert render(Message("kt.a", who=Seat(1), x="apple"), ADA) == "Paul takes an apple."


def test_a_thing_to_do_drops_its_subject_in_korean_too(toy):
    take = Message("kt.take", who=Seat(0), n=1, d=4)
    assert ko(take, ADA, 0, order=True) == "진열대 4에서 타일 1장을 가져옵니다."
    legal = Message("kt.legal", who=Seat(0), moves=(take, Message("kt.go", who=Seat(0), place="집")))
    assert ko(legal, ADA, 0) == "할 수 있는 행동: 진열대 4에서 타일 1장을 가져옵니다. 집으로 갑니다."
    assert ko(legal, PAUL) == "가능: Ada가 진열대 4에서 타일 1장을 가져옵니다. Ada가 집으로 갑니다."
    assert render(legal, ADA, 0) == "You can: take 1 tile from display 4; go to 집."


def test_the_subject_s_own_is_mine_for_the_reader_and_jagi_for_the_others(toy):
    own = Message("kt.own", who=Seat(0))
    assert ko(own, ADA) == "내가 내 자리를 고릅니다."
    assert ko(own, PAUL) == "Ada가 자기 자리를 고릅니다."
    assert ko(own, ADA, 0, order=True) == "내 자리를 고릅니다."


def test_a_korean_list_of_clauses_is_written_as_sentences_never_with_semicolons(toy):
    parts = (Message("kt.take", who=Seat(1), n=1, d=4), Message("kt.go", who=Seat(1), place="집"))
    assert ko(Message("kt.semicolons", parts=parts), ADA) == "왕국: Paul이 진열대 4에서 타일 1장을 가져옵니다. Paul이 집으로 갑니다."
    assert render(Message("kt.semicolons", parts=("a", "b"))) == "Kingdom: a; b"


def test_the_display_language_is_used_when_no_language_is_given(toy):
    take = Message("kt.take", who=Seat(0), n=2, d=1)
    assert i18n.language() == "en"
    assert render(take, ADA) == "You take 2 tiles from display 1."
    i18n.set_language("ko")
    assert i18n.language() == "ko"
    assert render(take, ADA) == "내가 진열대 1에서 타일 2장을 가져옵니다."
    assert str(take) == "플레이어 1이 진열대 1에서 타일 2장을 가져옵니다."
    assert template("kt.take") == TOY["kt.take"][1]
    assert template("kt.take", "en") == TOY["kt.take"][0]
    assert NOBODY.name(3) == "플레이어 4"
    assert NOBODY.name(3, "en") == "Player 4"


def test_an_unknown_language_is_refused_in_a_sentence():
    with pytest.raises(ValueError, match="unknown language 'fr'; choose one of: en, ko"):
        i18n.set_language("fr")
    assert i18n.language() == "en"


# -- falling back to English --------------------------------------------------------------------
@pytest.mark.parametrize("key", ["kt.untranslated", "kt.changed", "kt.fuzzy", "kt.unknown_field",
                                 "kt.english_spec"])
def test_what_has_no_fitting_korean_is_written_in_english(toy, key):
    """Not translated, translated from English that has changed since, marked fuzzy, or a
    translation that does not fit the message: English, never an error."""
    msg = Message(key, who=Seat(1))
    english = render(msg, ADA)
    assert english.startswith("Paul ") and english.endswith(".") and "나" not in english
    assert ko(msg, ADA) == english


def test_an_untranslated_message_inside_a_korean_one_is_english_and_the_rest_korean(toy):
    give = Message("kt.give", who=Seat(0), card=Message("kt.plough"), other=Seat(1))
    assert ko(give, ADA) == "내가 Paul에게 the Plough를 줍니다."


def test_a_damaged_catalogue_is_reported_and_its_package_stays_english(toy, tmp_path, monkeypatch):
    bad = tmp_path / "locale" / "ko" / "LC_MESSAGES"
    bad.mkdir(parents=True)
    (bad / "kt.mo").write_bytes(b"\x00not a catalogue at all")
    monkeypatch.setattr(i18n, "catalogue_path", lambda package, lang, suffix=".mo": bad / f"{package}{suffix}")
    i18n.forget_catalogues()
    try:
        take = Message("kt.take", who=Seat(0), n=2, d=1)
        assert ko(take, ADA) == "You take 2 tiles from display 1."
        [problem] = i18n.problems()
        assert "The 한국어 texts of kt could not be read" in problem and "English" in problem
    finally:
        monkeypatch.undo()
        i18n.forget_catalogues()
    assert ko(take, ADA) == "내가 진열대 1에서 타일 2장을 가져옵니다."


def test_a_package_without_a_korean_catalogue_is_english(toy):
    assert i18n.translated("tests_no_such_package", "x.y", "Hello", "ko") is None


def test_a_file_in_the_display_language_is_tried_before_the_english_one():
    assert i18n.localized_names("rules_reference.md") == ("rules_reference.md",)
    assert i18n.localized_names("rules_reference.md", "ko") == ("rules_reference.ko.md", "rules_reference.md")
    i18n.set_language("ko")
    assert i18n.localized_names("README") == ("README.ko", "README")


# -- the system's language ----------------------------------------------------------------------
@pytest.mark.parametrize("env,lang", [
    ({"LANG": "ko_KR.UTF-8"}, "ko"), ({"LANGUAGE": "ko:en", "LANG": "en_GB.UTF-8"}, "ko"),
    ({"LC_ALL": "C", "LANG": "ko_KR.UTF-8"}, "en"), ({"LC_MESSAGES": "ko_KR"}, "ko"),
    ({"LANG": "Korean_Korea.949"}, "ko"), ({"LANG": "de_DE.UTF-8"}, "en"), ({}, "en"),
    ({"LANG": "ko"}, "ko"), ({"LANG": "kok_IN"}, "en"),
])
def test_the_system_language_is_korean_only_for_a_korean_locale(env, lang):
    assert i18n.system_language(env) == lang


@pytest.mark.parametrize("setting,lang", [("", "ko"), ("en", "en"), ("ko", "ko"), ("xx", "ko")])
def test_the_setting_chooses_the_language_and_empty_means_the_system_s(setting, lang):
    assert i18n.chosen_language(setting, {"LANG": "ko_KR.UTF-8"}) == lang


# -- seats nobody named -------------------------------------------------------------------------
def test_default_seat_names_are_in_the_display_language():
    from engine.session import default_human_name, is_default_human_name

    assert (default_human_name(0, 1), default_human_name(2, 2)) == ("You", "Player 3")
    i18n.set_language("ko")
    assert (default_human_name(0, 1), default_human_name(2, 2)) == ("나", "플레이어 3")
    for name, seat in (("You", 0), ("나", 0), ("Player 2", 1), ("플레이어 2", 1)):
        assert is_default_human_name(name, seat), name
    assert not any(is_default_human_name(name, 0) for name in ("Ada", "Player 2", "플레이어 2", "you"))
