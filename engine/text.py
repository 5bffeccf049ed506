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

This module is pure Python (no pygame), so rules modules may build messages freely.
"""

from __future__ import annotations

import importlib
import re
import string
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat named in a message: written "you" or the seat's name, depending on the reader."""

    index: int


class Message:
    """A message key and its parameters: immutable, hashable, JSON-safe through :meth:`to_json`."""

    __slots__ = ("key", "params")

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
        """The message in English for no one in particular (seats as "Player N")."""
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


def template(key: str) -> str:
    package = key.split(".", 1)[0]
    try:
        return catalogue(package)[key]
    except KeyError:
        raise MissingMessage(key) from None


# -- readers -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Reader:
    """Who reads: the seats' names and which seat, if any, is "you"."""

    names: tuple[str, ...] = ()
    you: int | None = None

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"Player {seat + 1}"


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
    def __init__(self, reader: Reader, imperative: int | None, lang: str) -> None:
        self.reader, self.imperative, self.lang = reader, imperative, lang

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
            return "you" if value.index == self.reader.you else self.reader.name(value.index)
        return str(value)

    def format_field(self, value: Any, spec: str) -> str:
        if isinstance(value, Seat):
            you = value.index == self.reader.you or value.index == self.imperative
            if spec == "":
                return self.word(value)
            if spec == "'s":
                return "your" if you else self.reader.name(value.index) + "'s"
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
            return "; ".join(words) if spec == ";" else join_list(words)
        if "|" in spec:
            count = spec.startswith("#")
            one, many = spec.lstrip("#").split("|", 1)
            form = one if value == 1 else many
            return f"{value} {form}" if count else form
        if spec:
            return format(value, spec)
        return self.word(value)


_SUBJECT = re.compile(r"^\{who\}\s*")


def render(msg: "Message | str", reader: Reader = NOBODY, imperative: int | None = None,
           lang: str = "en", capital: bool = True, order: bool = False) -> str:
    """``msg`` in words for ``reader``.

    ``imperative``: the seat spoken to.  Its moves listed inside the message are written as
    things to do ("take 3 tiles" rather than "you take 3 tiles": the ``{who}`` that starts a
    template is dropped), and a key with a variant ``<key>@you`` uses it when ``who`` is that
    seat ("You can: …" for "Legal now: …").  ``order``: the message itself is such a move
    (a hint: "Take 3 tiles from display 2")."""
    if isinstance(msg, str):
        return msg
    params = msg.kwargs()
    spoken_to = imperative is not None and params.get("who") == Seat(imperative)
    text = template(msg.key)
    if spoken_to:
        text = _variant(msg.key + "@you", text)
        if (order or not capital) and _SUBJECT.match(text):
            text = _SUBJECT.sub("", text, count=1)
    out = _Formatter(reader, imperative, lang).vformat(text, (), params)
    return out[:1].upper() + out[1:] if capital else out


def _variant(key: str, fallback: str) -> str:
    try:
        return template(key)
    except MissingMessage:
        return fallback


def render_all(msgs: Iterable["Message | str"], reader: Reader = NOBODY) -> list[str]:
    return [render(m, reader) for m in msgs]


def messages_in(value: Any) -> Iterable[Message]:
    """Every message inside ``value`` (nested ones too): for the catalogue tests."""
    if isinstance(value, Message):
        yield value
        for _, v in value.params:
            yield from messages_in(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from messages_in(v)
