"""Every name a Korean player reads is Korean: the cards, quests, tiles, terms and options of all
five games, written through the catalogues the way the table and the setup screen write them,
and every Korean text of the catalogues, show no Latin letters but the agreed ones — each
glossary's [[kept]] (board squares such as F9, the palace's sides A and B, AI, keys...)."""

from __future__ import annotations

import re
import string

import pytest

from engine import phrases
from engine.game import GAME_NAMES, load_game
from engine.text import Message, render
from tools import catalogues
from ui.korean_check import strictly_korean

LATIN = re.compile(r"[A-Za-z][A-Za-z0-9'’-]*")
#: A date's fields (engine.date.*: "%-m월 %-d일"), which are no words.
STRFTIME = re.compile(r"%-?[A-Za-z]")
#: The catalogue keys of a game's names: its terms (cards, tiles, leaders, buildings...) and
#: their short and bare forms as cards and buttons write them.
NAME_KEYS = re.compile(r"^[a-z_]+\.(?:term|short|bare|card|artifact|artifact_short|ability_word|tier|count)\.")


def _kept(package: str):
    """The Latin words a Korean screen of ``package`` may show: its glossary's and the engine's."""
    words, patterns = set(), []
    for name in dict.fromkeys(("engine", package)):
        for kept in catalogues.glossary(name, "ko")["kept"]:
            words.update(kept.get("latin", ()))
            if "pattern" in kept:
                patterns.append(re.compile(kept["pattern"]))
    return words, patterns


def latin_words(package: str, text: str) -> list[str]:
    words, patterns = _kept(package)
    return [w for w in LATIN.findall(text) if w not in words and not any(p.fullmatch(w) for p in patterns)]


def literal_text(template: str) -> str:
    """What a template writes itself: its text, and the text of its ``{x:if:…}`` and
    ``{n:#장|장}`` specs, without the fields' names."""
    out = []
    for text, name, spec, _ in string.Formatter().parse(template):
        out.append(STRFTIME.sub(" ", text))
        if spec and spec.startswith("if:"):
            out.append(literal_text(spec[3:]))
        elif spec and "|" in spec:
            out += [literal_text(form) for form in spec.lstrip("#").split("|")]
    return " ".join(" ".join(out).split())


@pytest.fixture
def strict_korean():
    with strictly_korean():
        yield


def _names(game: str) -> list[tuple[str, str]]:
    """(what, how it is written) for each name of ``game``: its catalogue's name keys, each
    rendered as the table renders a term, and its title and options as the setup screen does."""
    info = load_game(game)
    shown = [(key, render(Message(key, **_sample_params(game, key)))) for key in catalogues.english(game)
             if NAME_KEYS.match(key)]
    shown.append(("title", phrases.game_title(info)))
    for option in info.options:
        shown.append((f"option {option.name}", phrases.option_label(game, option)))
        shown += [(f"option {option.name}={v}", phrases.option_value(game, option, v)) for v in option.choices]
    return shown


def _sample_params(game: str, key: str) -> dict:
    english = catalogues.english(game)[key]
    return {name: 2 for _, name, _, _ in string.Formatter().parse(english) if name}


@pytest.mark.parametrize("game", GAME_NAMES)
def test_every_name_of_a_game_is_written_in_korean(strict_korean, game):
    shown = _names(game)
    assert len(shown) > 10, shown
    found = [f"{what}: {text!r} has {latin_words(game, text)}" for what, text in shown if latin_words(game, text)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("package", ("engine",) + GAME_NAMES)
def test_no_korean_text_of_a_catalogue_has_latin_letters_but_the_agreed_ones(package):
    found = [f"{key}: {latin_words(package, literal_text(text))} in {text!r}"
             for key, text in catalogues.translations(package, "ko").items()
             if latin_words(package, literal_text(text))]
    assert not found, "\n".join(found)


def test_the_check_finds_an_english_name_and_passes_the_agreed_symbols():
    assert latin_words("fantastiqa", "1. 가져오기: Tickle the Tetchy Toadstool Troupe") == \
        ["Tickle", "the", "Tetchy", "Toadstool", "Troupe"]
    assert latin_words("tigris", "F9에 왕을 놓습니다 (AI 어려움)") == []
    assert latin_words("azul_sintra", "궁전 보드 B면, 라운드 IV") == []
    assert latin_words("bluemoon", "F9") == ["F9"]          # board squares are Tigris's alone
    assert literal_text("{who:이} {n:#장|장}{gems:if:, 보석 {gems}개와 함께} Go") == "장 장 , 보석 개와 함께 Go"
    assert literal_text("{n:1개가|{n}개가 모두} %Y년 %-m월") == "1개가 개가 모두 년 월"


def test_fantastiqa_s_quest_reads_as_korean_inside_a_korean_sentence(strict_korean):
    quest = Message("fantastiqa.term.rescue_the_rattled_rooks_of_ravenwood")
    assert render(quest) == "레이븐우드의 겁먹은 떼까마귀 구하기"
    assert render(Message("fantastiqa.short.rescue_the_rattled_rooks_of_ravenwood")) == "겁먹은 떼까마귀 구하기"
    assert render(Message("fantastiqa.term.bitter_brew")) == "쓰디쓴 물약"
