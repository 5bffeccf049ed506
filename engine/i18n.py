"""The display language, and the translated catalogues messages are written from.

English templates live in each package's ``words.py``.  Every other language has one gettext
catalogue per package, compiled from the translators' ``.po`` (see tools/catalogues.py)::

    <package>/locale/<lang>/LC_MESSAGES/<package>.mo

An entry's context (``msgctxt``) is the message key and its ``msgid`` the English template it
translates, so a translation whose English has changed since is not found: that message falls
back to English until a translator looks at it again, as does one not translated at all.

A catalogue is read once, the first time a message of its package is written in its language.
A damaged one is reported (:func:`problems`) and that package's messages stay in English.

A player never sees an error for a message without words in the display language: it is
written in English.  The tests see one: they switch on :func:`strict`, and then writing such
a message from a package that has a catalogue in that language raises :class:`Untranslated`.
"""

from __future__ import annotations

import gettext
import importlib
import locale
import os
from pathlib import Path
from typing import Mapping

#: The languages the app is written in, as the player chooses them.
LANGUAGES: dict[str, str] = {"en": "English", "ko": "한국어"}
DEFAULT = "en"

UNKNOWN_LANGUAGE = "unknown language {lang!r}; choose one of: {known}"


class _Display:
    """The language the app writes in now (one per process: the screen's).  Read its ``lang``
    through :func:`language`; engine.text reads it directly, being on every frame's path.
    ``strict``: a message without words in it is an error rather than English (tests)."""

    lang = DEFAULT
    strict = False


class Untranslated(Exception):
    """A message written, while :func:`strict`, in a language whose catalogue lacks it: a
    test failure (a player sees the English).  Not a KeyError, so that no fallback takes it."""


display = _Display()
_loaded: dict[tuple[str, str], gettext.NullTranslations] = {}
_problems: list[str] = []


def check_language(lang: str) -> str:
    """``lang`` if the app is written in it; ValueError in a sentence otherwise."""
    if lang not in LANGUAGES:
        raise ValueError(UNKNOWN_LANGUAGE.format(lang=lang, known=", ".join(LANGUAGES)))
    return lang


def set_language(lang: str) -> None:
    """Write every message from now on in ``lang`` ("en" or "ko")."""
    display.lang = check_language(lang)


def language() -> str:
    return display.lang


def strict(on: bool = True) -> None:
    """From now on (``on``) a message whose package has a catalogue in the display language,
    but not the message, raises :class:`Untranslated` instead of being written in English."""
    display.strict = on


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the system's locale when the app is written in it, else English.

    The environment is read as gettext reads it (LANGUAGE, LC_ALL, LC_MESSAGES, LANG: the
    first set wins); without any, the locale the system reports (on Windows, "Korean_Korea")."""
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if value:
            return _language_of(value.split(":")[0])
    if environ is None:
        try:
            return _language_of(locale.getlocale()[0] or "")
        except ValueError:
            return DEFAULT
    return DEFAULT


def chosen_language(setting: str, environ: Mapping[str, str] | None = None) -> str:
    """The display language for the Settings value ``setting``: itself, or ("" or a language
    the app no longer has) the system's."""
    return setting if setting in LANGUAGES else system_language(environ)


def _language_of(name: str) -> str:
    name = name.lower()
    if name.startswith("korean"):
        return "ko"
    code = name.replace("-", "_").split("_")[0].split(".")[0]
    return code if code in LANGUAGES else DEFAULT


def localized_names(filename: str, lang: str | None = None) -> tuple[str, ...]:
    """The files to try, in order, for ``filename`` in ``lang`` (the display language by
    default): "rules_reference.ko.md" then "rules_reference.md" in Korean; the file itself in
    English.  The first that exists is the one to show."""
    lang = lang or display.lang
    if lang == DEFAULT:
        return (filename,)
    stem, dot, ext = filename.rpartition(".")
    return (f"{stem}.{lang}.{ext}" if dot else f"{filename}.{lang}", filename)


def catalogue_path(package: str, lang: str, suffix: str = ".mo") -> Path:
    """Where ``package``'s catalogue in ``lang`` is kept (``suffix`` ".po" for its source)."""
    module = importlib.import_module(package)
    return Path(module.__file__).parent / "locale" / lang / "LC_MESSAGES" / f"{package}{suffix}"


def translations(package: str, lang: str) -> gettext.NullTranslations:
    """``package``'s compiled catalogue in ``lang``, read once.  Missing: nothing is translated;
    damaged: the same, and the problem is kept for :func:`problems`."""
    key = (package, lang)
    found = _loaded.get(key)
    if found is None:
        found = _loaded[key] = _read(package, lang)
    return found


def _read(package: str, lang: str) -> gettext.NullTranslations:
    try:
        path = catalogue_path(package, lang)
    except ImportError:
        return gettext.NullTranslations()
    try:
        with open(path, "rb") as f:
            return gettext.GNUTranslations(f)
    except FileNotFoundError:
        return gettext.NullTranslations()
    except Exception as e:  # a damaged file: any of OSError, struct.error, UnicodeError...
        _problems.append(f"The {LANGUAGES.get(lang, lang)} texts of {package} could not be read "
                         f"({path.name}: {e}); they are shown in English.")
        return gettext.NullTranslations()


def translated(package: str, key: str, english: str, lang: str) -> str | None:
    """The template for ``key`` in ``lang``, or None when its catalogue has none for this
    English (not translated yet, or translated from English that has changed since): then,
    while :func:`strict`, Untranslated when the package has a catalogue in ``lang``."""
    found = translations(package, lang)
    text = found.pgettext(key, english)
    if text is not english:
        return text
    if display.strict and isinstance(found, gettext.GNUTranslations):
        raise Untranslated(f"{key} has no {LANGUAGES.get(lang, lang)} words for {english!r} (not translated, "
                           f"fuzzy, or translated from other English): see tools/catalogues.py")
    return None


def problems() -> list[str]:
    """Sentences about catalogues that could not be read (their messages are in English)."""
    return list(_problems)


def forget_catalogues() -> None:
    """Read the catalogues again when next needed (after tools/catalogues.py compiles them)."""
    _loaded.clear()
    _problems.clear()
