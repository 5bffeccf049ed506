"""Sentences about files (saves, settings, statistics) that follow the display language.

The modules that read and write the app's files report what went wrong as strings: callers,
the command line and tests read them as text.  The screen shows them in the display
language, which the player may change after they were written.  So such a string is a
:class:`Phrase`: the message written in the display language when it was made, carrying the
message itself, which :func:`shown` writes again in the language of the moment.

The modules name their sentences with :class:`Words`: a message key that reads as its
English template (the text those modules always exposed) and whose ``format()`` makes the
Phrase.

The screens also show words that belong to a game (its title, pitch and options): the
game's own messages (``<game>.title``, ``<game>.option.<name>``...) where its catalogue has
them, else the GameInfo's English (:func:`game_title`, :func:`option_label`...).

Everything here is pure Python: no pygame, no I/O.
"""

from __future__ import annotations

from typing import Any

from engine import i18n
from engine.text import NOBODY, Message, MissingMessage, Reader, catalogue, render, template


class Phrase(str):
    """A message written now (in the display language), able to be written again."""

    message: Message
    reader: Reader
    capital: bool

    def __new__(cls, message: Message, reader: Reader = NOBODY, capital: bool = True) -> "Phrase":
        self = super().__new__(cls, render(message, reader, capital=capital))
        self.message, self.reader, self.capital = message, reader, capital
        return self

    def again(self, lang: str | None = None) -> str:
        """The message written in ``lang`` (by default the display language)."""
        return render(self.message, self.reader, lang=lang, capital=self.capital)


class Words(str):
    """A message key that reads as its English template; ``format(**params)`` writes its
    message (a :class:`Phrase`).  ``clause``: a part of a sentence.  Neither a clause nor a
    sentence that starts with a field (a file's name) takes a capital first."""

    key: str
    clause: bool

    def __new__(cls, key: str, clause: bool = False) -> "Words":
        self = super().__new__(cls, template(key, "en"))
        self.key, self.clause = key, clause
        return self

    def format(self, *, reader: Reader = NOBODY, **params: Any) -> Phrase:  # type: ignore[override]
        return Phrase(Message(self.key, **{k: message_of(v) for k, v in params.items()}), reader,
                      capital=not (self.clause or self.startswith("{")))

    def phrase(self) -> Phrase:
        return self.format()


def phrase(text: Any) -> Any:
    """``text`` as a Phrase when it names one (Words without fields), else as it is."""
    return text.phrase() if isinstance(text, Words) else text


def message_of(value: Any) -> Any:
    """What a message nests for ``value``: a Phrase's (or an error holding one) message; a
    path or an error without one as its text; anything else as it is."""
    if isinstance(value, BaseException):
        value = value.args[0] if len(value.args) == 1 and isinstance(value.args[0], str) else str(value)
    if isinstance(value, Words):
        return Message(value.key)
    if isinstance(value, Phrase):
        return value.message
    if isinstance(value, (str, int, float, bool, Message, tuple)) or value is None:
        return value
    return str(value)


def shown(text: Any) -> str:
    """``text`` for the screen, in the display language: a Message written (see
    :func:`written`), a Phrase written again, an error holding one its phrase written again,
    any other text as it is."""
    if isinstance(text, Message):
        return render(text, capital=False)   # the templates carry their own capitals
    if isinstance(text, BaseException):
        text = text.args[0] if len(text.args) == 1 and isinstance(text.args[0], Phrase) else str(text)
    if isinstance(text, Words):
        text = text.phrase()
    return text.again() if isinstance(text, Phrase) else str(text)


def written(key: str, **params: Any) -> str:
    """The message ``key`` with ``params`` written now, in the display language (for what a
    screen draws: a label, a heading, a toast).  A Phrase among the params is written in
    that language too.  The template's first letter stands as written (a sentence that
    starts with a file's name keeps it: "nullname.json could not be loaded")."""
    return shown(Message(key, **{k: message_of(v) for k, v in params.items()}))


def game_message(game: str, what: str, english: str) -> "Message | str":
    """A game's own words that the engine's screens show (its title, pitch, options): the
    game's message ``<game>.<what>`` where its catalogue has one, else ``english`` (the
    GameInfo's text).  Nested in a screen's message, it is written in the language of the
    moment each time the screen is drawn."""
    key = f"{game}.{what}"
    try:
        known = key in catalogue(game)
    except MissingMessage:
        known = False
    if not known and i18n.language() != "en":
        # a game translated into the display language but without this message: while the
        # tests are strict, Untranslated (a player sees the English)
        i18n.translated(game, key, english, i18n.language())
    return Message(key) if known else english


def game_words(game: str, what: str, english: str) -> str:
    """:func:`game_message` written now, in the display language."""
    words = game_message(game, what, english)
    return render(words) if isinstance(words, Message) else words


def game_title(info: Any) -> str:
    """A game's title as the screens show it, in the display language (its Korean rulebook's
    title in Korean): the game's message ``<game>.title``, else the GameInfo's."""
    return game_words(info.name, "title", info.title)


def title_message(info: Any) -> "Message | str":
    """A game's title to nest in a screen's message (a heading written again when the
    language changes)."""
    return game_message(info.name, "title", info.title)


def title_of_game(game: str | None, english: str | None = None) -> str:
    """The title of the game named ``game`` (a save's row names its game), in the display
    language; ``english`` (the title the save file carries) for a game this app does not
    have, else the name itself."""
    from engine.game import GameLoadError, GameNotImplemented, load_game
    try:
        return game_title(load_game(game)) if game else (english or "")
    except (KeyError, GameNotImplemented, GameLoadError):
        return english or game


def option_label(game: str, option: Any) -> str:
    """An option's name on the setup screen, in the display language."""
    return game_words(game, f"option.{option.name}", option.label)


def option_help(game: str, option: Any) -> str:
    """What an option does (one sentence under it, or its tooltip), in the display language;
    "" for an option without help."""
    return game_words(game, f"option.{option.name}.help", option.help) if option.help else ""


#: An option's values that need no words of the game's: the engine's On and Off, "—" for none.
ENGINE_VALUE_WORDS = {"On": "engine.toggle.on", "Off": "engine.toggle.off", "—": None}


def value_needs_words(english: str) -> bool:
    """Whether an option's value written ``english`` needs the game's own message (neither
    On, Off, "—" nor a bare number)."""
    return english not in ENGINE_VALUE_WORDS and not english.isdigit()


def option_value(game: str, option: Any, value: Any) -> str:
    """One of an option's values, in the display language: On/Off in the engine's words, a
    bare number or "—" as it is, any other the game's own words for it
    (``<game>.option.<name>.value.<value>``, else the Option's English)."""
    english = option.value_label(value)
    if value_needs_words(english):
        return game_words(game, f"option.{option.name}.value.{value}", english)
    key = ENGINE_VALUE_WORDS.get(english)
    return written(key) if key else english


def option_messages(game: str, title: str, options: Any) -> dict[str, str]:
    """The English of a game's words that the screens show, as its catalogue holds them: its
    title, and each option's label, help and the values that need words (for its words.py,
    so that the catalogue and the GameInfo never disagree)."""
    out = {f"{game}.title": title}
    for o in options:
        key = f"{game}.option.{o.name}"
        out[key] = o.label
        if o.help:
            out[f"{key}.help"] = o.help
        out.update({f"{key}.value.{v}": o.value_label(v) for v in o.choices if value_needs_words(o.value_label(v))})
    return out


def seat_name(seat: Any) -> str:
    """A seat as the top bar and the lists of players name it: a computer's with its level
    ("Bot (AI hard)")."""
    if not seat.is_ai:
        return str(seat.name)
    return written("engine.seat.ai", name=seat.name, level=Message(f"engine.level.{seat.level or 'normal'}"))
