"""Messages instead of sentences: what the rules say, and the one place that turns it into words.

Rules never build sentences.  ``describe()``, refusals and events carry a :class:`Message`: a
key and its parameters, plain JSON-safe values.  The words live in one catalogue per package,
``<package>/words.py``, as ``MESSAGES = {key: template}``; a key's first part names the
package (``"tigris.place_tile"`` is in ``tigris/words.py``; ``"engine.…"`` in
``engine/words.py``).  :func:`render` writes a message for one reader: the seat reading it is
"you", the other seats are called by their names, and each verb agrees with its subject.

Templates are ``str.format`` fields whose format spec says how to write the value:

=====================  ==========================================================
``{who}``              a :class:`Seat`: "you" for the reader, else the seat's name
``{who:'s}``           possessive: "your" / "Ada's"
``{who:their}``        the subject's own: "your" / "their"
``{who:take|takes}``   the verb agreeing with the seat: "you take" / "Ada takes"
``{n:tile|tiles}``     the word agreeing with the number ``n`` (1: first form)
``{n:#tile|tiles}``    the number and the word: "1 tile", "3 tiles"
``{x:a}``              "a" or "an" before the word: "an apple", "a farm"
``{n:+}``              a signed number: "+3", "−2"
``{msg}``              a nested :class:`Message` (a card's name, say), rendered first
``{items:list}``       a list of values (messages too) joined: "A, B and C"
``{items:;}``          a list joined with "; " (for lists of clauses)
``{items:sentences}``  a list of sentences, one after the other
``{n:if:text}``        ``text`` when ``n`` is true, else nothing (``text`` may hold ``{n}``)
=====================  ==========================================================

The first letter of a rendered sentence is a capital.  A describe() message names its
subject ``who``; written as a thing to do (:func:`render` with ``imperative``), the subject is
dropped: "Take 3 tiles from display 2".

Messages are written in the display language (engine.i18n: ``set_language("ko")``) unless
:func:`render` is given another.  A Korean template comes from the package's compiled
catalogue; it has the same fields, with Korean specs in place of the English ones:

=====================  ==========================================================
``{who}``              "나" for the reader, else the seat's name
``{x:이}``, ``{x:가}``  the word and the particle form that fits its last sound:
                       "내가", "Ada가", "3이" (also 을/를, 은/는, 과/와, 으로/로,
                       이나/나, 이라/라; fixed ones such as ``{x:의}`` are appended)
``{n:#장|장}``          the number and the counter, without a space: "3장"
``{items:list}``       joined with ", "
``{who:자기}``          the subject's own: "내" for the reader, else "자기"
``{items:;}``          joined as sentences (Korean lists take no semicolons)
``{x:a}``              the word alone
=====================  ==========================================================

and ``{n:+}``, ``{n:if:…}``, ``{items:sentences}`` and nested messages as in English.  The
reader's own forms are 내가 and 내 (``{who:이}``, ``{who:의}``), not 나가 and 나의.  A key not
translated (or translated from English that has changed since), or whose Korean template
cannot be filled, is written in English: never an error at the table.

This module is pure Python (no pygame), so rules modules may build messages freely.
"""

from __future__ import annotations

import importlib
import re
import string
import time
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from engine import i18n, korean

_display = i18n.display


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat named in a message: written "you" or the seat's name, depending on the reader."""

    index: int


class Message:
    """A message key and its parameters: immutable, hashable, JSON-safe through :meth:`to_json`."""

    __slots__ = ("key", "params")
    key: str
    params: tuple[tuple[str, Any], ...]

    def __init__(self, key: str, **params: Any) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "params", tuple(sorted(params.items())))

    def __setattr__(self, name, value):
        raise AttributeError("Message is immutable")

    def get(self, name: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == name:
                return v
        return default

    def kwargs(self) -> dict[str, Any]:
        return dict(self.params)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Message) and self.key == other.key and self.params == other.params

    def __hash__(self) -> int:
        return hash((self.key, self.params))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params)
        return f"Message({self.key!r}{args})"

    def __str__(self) -> str:
        """The message in the display language for no one in particular (seats as "Player N")."""
        return render(self)

    def to_json(self) -> dict:
        return {"key": self.key, "params": {k: _encode(v) for k, v in self.params}}

    @classmethod
    def from_json(cls, data: Mapping) -> "Message":
        return cls(data["key"], **{k: _decode(v) for k, v in data.get("params", {}).items()})


def _encode(v: Any) -> Any:
    if isinstance(v, Seat):
        return {"seat": v.index}
    if isinstance(v, Message):
        return {"msg": v.to_json()}
    if isinstance(v, (list, tuple)):
        return [_encode(x) for x in v]
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    raise TypeError(f"message parameters must be plain values, not {type(v).__name__}: {v!r}")


def _decode(v: Any) -> Any:
    if isinstance(v, dict):
        if "seat" in v:
            return Seat(v["seat"])
        if "msg" in v:
            return Message.from_json(v["msg"])
    if isinstance(v, list):
        return tuple(_decode(x) for x in v)
    return v


# -- catalogues ------------------------------------------------------------------------------
class MissingMessage(KeyError):
    """A key no catalogue holds: a bug, found by the message tests."""


_CATALOGUES: dict[str, Mapping[str, str]] = {}


def catalogue(package: str) -> Mapping[str, str]:
    """``<package>.words.MESSAGES`` (a one-module game: its own ``MESSAGES``), read once."""
    cat = _CATALOGUES.get(package)
    if cat is None:
        try:
            module = importlib.import_module(f"{package}.words")
        except ModuleNotFoundError:
            module = importlib.import_module(package)
            if not hasattr(module, "MESSAGES"):
                raise MissingMessage(f"no catalogue {package}.words for messages {package}.*") from None
        cat = _CATALOGUES[package] = getattr(module, "MESSAGES")
    return cat


def template(key: str, lang: str | None = None) -> str:
    """The template of ``key`` in ``lang`` (the display language by default); English when
    that language has none for it."""
    lang = lang or _display.lang
    return (None if lang == "en" else translation(key, lang)) or _english(key)


#: Each key's English template as looked up (None: no such key; ``<key>@you`` variants are
#: often missing, and a miss must stay cheap): rendering is on every frame's log and hints.
_ENGLISH: dict[str, str | None] = {}


def _english_or_none(key: str) -> str | None:
    try:
        return _ENGLISH[key]
    except KeyError:
        text = _ENGLISH[key] = catalogue(key.split(".", 1)[0]).get(key)
        return text


def _english(key: str) -> str:
    text = _english_or_none(key)
    if text is None:
        raise MissingMessage(key)
    return text


def translation(key: str, lang: str) -> str | None:
    """``key``'s template in ``lang`` if it has one (None when it falls back to English)."""
    return i18n.translated(key.split(".", 1)[0], key, _english(key), lang)


# -- readers -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Reader:
    """Who reads: the seats' names and which seat, if any, is "you"."""

    names: tuple[str, ...] = ()
    you: int | None = None

    def name(self, seat: int, lang: str | None = None) -> str:
        """The seat's name; one the table did not give is "Player N" (in ``lang``, by
        default the display language)."""
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return render(Message("engine.player", n=seat + 1), lang=lang)


#: A reader for logs, tests and tools: nobody is "you", seats are "Player 1", "Player 2"...
NOBODY = Reader()


# -- rendering ----------------------------------------------------------------------------------
_VOWEL_SOUND = re.compile(r"^(?:[aeio]|u(?![nrs][aeiou])|hour|honou?r|8|11\b|18\b)", re.I)


def a_or_an(word: str) -> str:
    w = word.strip()
    return ("an " if _VOWEL_SOUND.match(w) else "a ") + word


def signed(n: float) -> str:
    n = int(n) if float(n).is_integer() else n
    return f"+{n}" if n > 0 else (f"−{-n}" if n < 0 else "0")


def join_list(items: Sequence[str], sep: str = ", ", last: str = " and ") -> str:
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return sep.join(items[:-1]) + last + items[-1]


class _Formatter(string.Formatter):
    """Fills an English template (``lang``: the language nested messages are written in)."""

    count_space = " "                   # "3 tiles"

    def __init__(self, reader: Reader, imperative: int | None, lang: str) -> None:
        self.reader, self.imperative, self.lang = reader, imperative, lang

    def join(self, words: Sequence[str]) -> str:
        return join_list(words)

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            raise MissingMessage("templates name their fields")
        if key not in kwargs:
            raise KeyError(f"the template needs {key!r}")
        return kwargs[key]

    def word(self, value: Any) -> str:
        if isinstance(value, Message):
            return render(value, self.reader, self.imperative, self.lang, capital=False)
        if isinstance(value, Seat):
            return "you" if value.index == self.reader.you else self.reader.name(value.index, self.lang)
        return str(value)

    def format_field(self, value: Any, spec: str) -> str:
        if isinstance(value, Seat):
            you = value.index == self.reader.you or value.index == self.imperative
            if spec == "":
                return self.word(value)
            if spec == "'s":
                return "your" if you else self.reader.name(value.index, self.lang) + "'s"
            if spec == "their":
                return "your" if you else "their"
            if "|" in spec:
                plain, third = spec.split("|", 1)
                return plain if you else third
            raise ValueError(f"unknown seat format {spec!r}")
        if spec.startswith("if:"):
            return spec[3:] if value else ""
        if spec == "a":
            return a_or_an(self.word(value))
        if spec == "+":
            return signed(value)
        if spec == "sentences":
            return " ".join(w[:1].upper() + w[1:] for w in (self.word(v) for v in value))
        if spec in ("list", ";"):
            words = [self.word(v).rstrip(".") for v in value]  # sentences become clauses
            return "; ".join(words) if spec == ";" else self.join(words)
        if "|" in spec:
            count = spec.startswith("#")
            one, many = spec.lstrip("#").split("|", 1)
            form = one if value == 1 else many
            return f"{value}{self.count_space}{form}" if count else form
        if spec:
            return format(value, spec)
        return self.word(value)


class _KoreanFormatter(_Formatter):
    """Fills a Korean template: "나" for the reader, particles after words, counters without
    a space ("3장"), lists joined with ", " and clauses as sentences."""

    count_space = ""

    def join(self, words: Sequence[str]) -> str:
        return ", ".join(words)

    def word(self, value: Any) -> str:
        if isinstance(value, Seat):
            return korean.YOU if value.index == self.reader.you else self.reader.name(value.index, "ko")
        return super().word(value)

    def format_field(self, value: Any, spec: str) -> str:
        if korean.is_particle(spec):
            if spec == "의" and isinstance(value, Seat) and value.index == self.imperative:
                return korean.with_particle(korean.YOU, spec)
            return korean.with_particle(self.word(value), spec)
        if spec in ("", "a"):
            return self.word(value)
        if spec == "자기" and isinstance(value, Seat):
            you = value.index in (self.reader.you, self.imperative)
            return korean.with_particle(korean.YOU, "의") if you else spec
        if spec == ";":                  # clauses: a Korean list of them reads as sentences
            spec = "sentences"
        if isinstance(value, Seat):      # an English seat spec ('s, their, a verb) in Korean
            raise ValueError(f"the seat format {spec!r} is English; use {{who:의}} or none")
        return super().format_field(value, spec)


#: The subject a describe() template starts with ("{who}", Korean "{who:이} "), dropped when
#: the message is written as a thing to do.
_SUBJECT = re.compile(r"^\{who(?::(?:이|가|은|는))?\}\s*")


def render(msg: "Message | str", reader: Reader = NOBODY, imperative: int | None = None,
           lang: str | None = None, capital: bool = True, order: bool = False) -> str:
    """``msg`` in words for ``reader``, in ``lang`` (by default the display language).

    ``imperative``: the seat spoken to.  Its moves listed inside the message are written as
    things to do ("take 3 tiles" rather than "you take 3 tiles": the ``{who}`` that starts a
    template is dropped), and a key with a variant ``<key>@you`` uses it when ``who`` is that
    seat ("You can: …" for "Legal now: …").  ``order``: the message itself is such a move
    (a hint: "Take 3 tiles from display 2")."""
    if isinstance(msg, str):
        return msg
    if lang is None:
        lang = _display.lang
    params = msg.kwargs()
    spoken_to = imperative is not None and params.get("who") == Seat(imperative)
    if lang != "en":
        text = _translated_template(msg.key, spoken_to, lang)
        if text is not None:
            try:
                return render_translation(text, msg, reader, imperative, lang, capital, order)
            except (KeyError, ValueError, IndexError, TypeError):
                pass  # a translation that does not fit the message (the tests catch it): English
    out = _fill(_Formatter(reader, imperative, lang), _english_template(msg.key, spoken_to), params,
                spoken_to and (order or not capital))
    return out[:1].upper() + out[1:] if capital else out


def _english_template(key: str, spoken_to: bool) -> str:
    return (spoken_to and _english_or_none(key + "@you")) or _english(key)


def _translated_template(key: str, spoken_to: bool, lang: str) -> str | None:
    """The translated template (its ``@you`` variant when spoken to and translated), or None
    when ``key`` itself is not translated."""
    if spoken_to and _english_or_none(key + "@you") is not None:
        variant = translation(key + "@you", lang)
        if variant is not None:
            return variant
    return translation(key, lang)


def render_translation(text: str, msg: Message, reader: Reader = NOBODY, imperative: int | None = None,
                       lang: str = "ko", capital: bool = True, order: bool = False) -> str:
    """``msg`` written with ``text``, its template in ``lang``, as :func:`render` would, but
    raising whatever does not fit (where :func:`render` falls back to English)."""
    spoken_to = imperative is not None and msg.get("who") == Seat(imperative)
    out = _fill(_KoreanFormatter(reader, imperative, lang), text, msg.kwargs(),
                spoken_to and (order or not capital))
    return out[:1].upper() + out[1:] if capital else out


def _fill(formatter: _Formatter, text: str, params: dict, drop_subject: bool) -> str:
    if drop_subject and _SUBJECT.match(text):
        text = _SUBJECT.sub("", text, count=1)
    return formatter.vformat(text, (), params)


def render_all(msgs: Iterable["Message | str"], reader: Reader = NOBODY) -> list[str]:
    return [render(m, reader) for m in msgs]


def date_text(pattern: str, t: float) -> str:
    """The moment ``t`` (seconds since the epoch, local time) written by ``pattern``: the fields
    of ``time.strftime``, and ``%-m``, ``%-d`` and ``%-H`` for numbers without a leading zero
    (Korean dates: "12월 5일", never "12월 05일"), which strftime itself writes on some systems
    only."""
    moment = time.localtime(t)
    for field, value in (("%-m", moment.tm_mon), ("%-d", moment.tm_mday), ("%-H", moment.tm_hour)):
        pattern = pattern.replace(field, str(value))
    return time.strftime(pattern, moment)


def template_fields(text: str) -> frozenset[str]:
    """The names of the fields ``text`` fills, those inside format specs too."""
    names: set[str] = set()
    for _, name, spec, _ in string.Formatter().parse(text):
        if name is not None:
            names.add(name)
            if spec:
                names |= template_fields(spec)
    return frozenset(names)


def messages_in(value: Any) -> Iterable[Message]:
    """Every message inside ``value`` (nested ones too): for the catalogue tests."""
    if isinstance(value, Message):
        yield value
        for _, v in value.params:
            yield from messages_in(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from messages_in(v)
