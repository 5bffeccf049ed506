"""The glossaries are the one source of Korean terms: each package's ``locale/ko/glossary.toml``
lists every concept with its one Korean term, where the term comes from and the variants that
are wrong, and no Korean text of the app (the catalogues, the rules references) uses a wrong
variant.  Fantastiqa's card and quest names come from its glossary too."""

from __future__ import annotations

import pytest

from engine.game import GAME_NAMES
from fantastiqa import data as FD
from tools import catalogues

PACKAGES = ("engine",) + GAME_NAMES


@pytest.mark.parametrize("package", PACKAGES)
def test_every_package_has_a_glossary_of_whole_entries(package):
    path = catalogues.glossary_path(package, "ko")
    assert path.exists(), f"{package} has no Korean glossary at {path}"
    data = catalogues.glossary(package, "ko")
    assert data["package"] == package
    assert data["term"], f"{package}'s glossary lists no terms"
    for term in data["term"]:
        assert set(term) <= {"en", "ko", "short", "source", "wrong"}, term
        assert all(isinstance(term.get(k), str) and term[k].strip() for k in ("en", "ko", "source")), term
        assert isinstance(term.get("wrong", []), list) and term["ko"] not in term.get("wrong", []), term
    for kept in data["kept"]:
        assert kept.get("why") and (kept.get("latin") or kept.get("pattern")), kept


@pytest.mark.parametrize("package", PACKAGES)
def test_one_concept_has_one_korean_term(package):
    """A concept named twice must not get two different Korean terms."""
    seen: dict[str, str] = {}
    for term in catalogues.glossary(package, "ko")["term"]:
        assert seen.setdefault(term["en"], term["ko"]) == term["ko"], (
            f"{package}: {term['en']!r} is both {seen[term['en']]!r} and {term['ko']!r}")


@pytest.mark.parametrize("package", PACKAGES)
def test_no_catalogue_uses_a_wrong_variant_of_a_term(package):
    found = catalogues.wrong_terms(package, "ko", catalogues.translations(package, "ko"))
    assert not found, "\n".join(found)


@pytest.mark.parametrize("package", GAME_NAMES)
def test_no_korean_rules_reference_uses_a_wrong_variant_of_a_term(package):
    path = catalogues.ROOT / package / "rules_reference.ko.md"
    found = catalogues.wrong_terms(package, "ko", {path.name: path.read_text(encoding="utf-8")})
    assert not found, "\n".join(found)


@pytest.mark.parametrize("text,package,found", [
    ("색맹용 기호를 켜면", "engine", "색맹용"),              # Settings' old word (issue #50)
    ("색약용 모양", "azul_sintra", "색약용 모양"),           # Azul's old setup option
    ("가림막의 타일을 창으로 끌어다", "tigris", "창"),        # the revolt panel's old name
    ("황금 비늘을 얻습니다", "bluemoon", "황금 비늘"),
    ("당신이 이겼습니다!", "guildhall", "당신"),             # the engine's words hold in every game
    ("Bitter Brew — 보석 2개", "fantastiqa", "Bitter Brew"),
])
def test_the_check_finds_a_wrong_variant(text, package, found):
    lines = [line for line in catalogues.wrong_terms(package, "ko", {"k": text}) if repr(found) in line]
    assert lines and all(line.startswith(f"{package}: k says") for line in lines)


@pytest.mark.parametrize("text", ["궁전 창문을 장식합니다", "창문 첫 번째 칸", "반란 패널로 끌어다", "황금비늘 토큰"])
def test_a_term_inside_a_longer_word_is_not_a_wrong_variant(text):
    assert catalogues.wrong_terms("tigris", "ko", {"k": text}) == []
    assert catalogues.wrong_terms("bluemoon", "ko", {"k": text}) == []


def _fantastiqa_names():
    names = {FD.KINDS[k]: FD.KIND_NAME[k] for k in FD.ARTIFACTS}
    names.update(zip(FD.QUESTS, FD.QUEST_NAME))
    return names


def test_fantastiqa_s_quests_and_artifacts_have_their_glossary_s_korean_names():
    """The rulebook prints them in English; the table writes the glossary's Korean title (a
    quest's short form leaves out the place, "X의 …"; an artifact's card prints its short word)."""
    terms = {t["en"]: t for t in catalogues.glossary("fantastiqa", "ko")["term"]}
    texts = catalogues.translations("fantastiqa", "ko")
    for key, english in _fantastiqa_names().items():
        term = terms[english]
        assert english in term["wrong"], term
        assert texts[f"fantastiqa.term.{key}"] == term["ko"], key
        short = texts[f"fantastiqa.short.{key}"]
        assert short == term.get("short", term["ko"]) or term["ko"].endswith("의 " + short), (key, short)
    assert len({terms[e]["ko"] for e in _fantastiqa_names().values()}) == len(_fantastiqa_names()), \
        "two cards or quests share a Korean name"


def test_the_terms_command_says_there_is_no_wrong_term(capsys):
    assert catalogues.main(["terms"]) == 0
    assert capsys.readouterr().out.strip() == "no wrong terms"
