"""Korean that reads as Korean: no 당신 (the player is 나, or no subject at all), no semicolons
(lists take commas, clauses are sentences), dates without leading zeros ("12월 5일"), and the
phrases a Korean reader stumbled on (issue #50) rewritten."""

from __future__ import annotations

import re
import time

import pytest

from engine import i18n
from engine.game import GAME_NAMES
from engine.phrases import written
from engine.text import date_text
from tools import catalogues

PACKAGES = ("engine",) + GAME_NAMES
#: A date's month or day with a leading zero, as strftime's %m and %d write it, or written out.
ZERO_PADDED = re.compile(r"%[md]|(?<![0-9])0[1-9](?:월|일)")
#: Phrases a Korean reader stumbled on, as they were: word for word from the English.
STUMBLED = ("더하기 손에서", "함께 쓸 수는", "마지막으로 한 때")


def _texts():
    return [(package, key, text) for package in PACKAGES
            for key, text in catalogues.translations(package, "ko").items()]


@pytest.fixture(autouse=True)
def english_again():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("what,pattern", [
    ("당신", re.compile("당신")),
    ("a semicolon", re.compile(";")),
    ("a zero-padded date", ZERO_PADDED),
    ("a phrase translated word for word", re.compile("|".join(STUMBLED))),
])
def test_no_korean_catalogue_says(what, pattern):
    found = [f"{package}: {key}: {text}" for package, key, text in _texts() if pattern.search(text)]
    assert not found, f"{what} in the Korean catalogues:\n" + "\n".join(found)


@pytest.mark.parametrize("package", GAME_NAMES)
def test_no_korean_rules_reference_says_dangsin_or_uses_a_semicolon(package):
    text = (catalogues.ROOT / package / "rules_reference.ko.md").read_text(encoding="utf-8")
    assert "당신" not in text and ";" not in text


def test_the_style_checks_find_what_they_look_for():
    assert ZERO_PADDED.search("%m월 %d일") and ZERO_PADDED.search("12월 05일")
    assert not ZERO_PADDED.search("%-m월 %-d일 %H:%M") and not ZERO_PADDED.search("10월 10일")


def _december_fifth() -> float:
    return time.mktime((2026, 12, 5, 9, 7, 0, 0, 0, -1))


def test_a_date_is_written_without_leading_zeros_where_the_pattern_asks():
    t = _december_fifth()
    assert date_text("%-m월 %-d일 %H:%M", t) == "12월 5일 09:07"
    assert date_text("%Y년 %-m월 %-d일, %-H시", t) == "2026년 12월 5일, 9시"
    assert date_text("%d/%m", t) == "05/12"          # strftime's own fields as they were


@pytest.mark.parametrize("form", ["short", "day", "long"])
def test_the_korean_dates_of_the_menu_and_the_load_screen_have_no_leading_zeros(form):
    i18n.set_language("ko")
    shown = date_text(written(f"engine.date.{form}"), _december_fifth())
    assert "12월 5일" in shown and "09:07" in shown, shown
    assert not re.search("[A-Za-z]", shown), shown


def test_the_menu_says_when_a_game_was_last_played_the_korean_way():
    i18n.set_language("ko")
    when = date_text(written("engine.date.short"), _december_fifth())
    assert written("engine.menu.last_played", when=when) == "마지막 플레이: 12월 5일 09:07"


def test_strength_in_a_revolt_is_said_as_a_korean_sentence():
    i18n.set_language("ko")
    from engine.text import Message, render
    assert render(Message("tigris.ui.revolt_strength")) == "힘: 각 지도자 옆의 사원 수에 손에서 낸 사원 수를 더합니다."
