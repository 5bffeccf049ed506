"""The translated message catalogues: keep them in step with the English, compile, count.

    python tools/catalogues.py update  [--lang ko] [PACKAGE ...]
    python tools/catalogues.py compile [--lang ko] [PACKAGE ...]
    python tools/catalogues.py check   [--lang ko] [PACKAGE ...]
    python tools/catalogues.py terms   [--lang ko] [PACKAGE ...]

Without PACKAGE names, every package with a words.py (the engine and each game).

``update`` writes ``<package>/locale/<lang>/LC_MESSAGES/<package>.po`` from the package's
``MESSAGES``: one entry per key (``msgctxt`` the key, ``msgid`` its English template), in the
order of words.py.  Translations are kept; a new key gets an empty ``msgstr``; a key whose
English has changed keeps its translation marked fuzzy, with the English it was translated
from (``#| msgid``), for the translator to look at; a key gone from words.py is kept at the
end as obsolete (``#~``), so no translation is ever lost.

``compile`` writes the ``.mo`` beside each ``.po`` (what the app reads), leaving out fuzzy and
empty entries: those keys are shown in English.

``check`` counts, per package, the keys translated, fuzzy and missing; its exit status is 1
when any named package has a fuzzy or missing key or a ``.mo`` older than its ``.po``.

``terms`` lists the translations that use a wrong variant of a term of the glossaries
(``<package>/locale/<lang>/glossary.toml``: the package's own, and the engine's for every
package); its exit status is 1 when there is one.

A file is rewritten only when what it says changes.  Babel does the reading and writing
(``pip install -e '.[test]'`` installs it; the app itself reads the ``.mo`` with gettext).
"""

from __future__ import annotations

import argparse
import datetime
import importlib
import io
import re
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

from babel import Locale
from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import denormalize, read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.i18n import LANGUAGES  # noqa: E402

PROJECT = "Tabletop"
TRANSLATORS = "Tabletop's translators"
WIDTH = 100


def packages(root: Path = ROOT) -> list[str]:
    """Every package with a message catalogue: the engine first, then the games by name."""
    found = sorted(p.parent.name for p in root.glob("*/words.py") if (p.parent / "__init__.py").exists())
    return sorted(found, key=lambda name: name != "engine")


def english(package: str) -> Mapping[str, str]:
    return importlib.import_module(f"{package}.words").MESSAGES


def po_path(package: str, lang: str, root: Path = ROOT, suffix: str = ".po") -> Path:
    return root / package / "locale" / lang / "LC_MESSAGES" / f"{package}{suffix}"


HEADER = ("# The {language} texts of Tabletop's {package} package.\n"
          "# Translate the msgstr lines only: `python tools/catalogues.py update` keeps msgctxt\n"
          "# (the message key) and msgid (its English template) in step with {package}/words.py.\n"
          "#")


def read_catalogue(path: Path, lang: str) -> Catalog | None:
    if not path.exists():
        return None
    with open(path, "rb") as f:
        catalog = read_po(f, locale=lang, abort_invalid=True)
    for message in [*catalog, *catalog.obsolete.values()]:
        _previous_from_comments(message)
    return catalog


def _previous_from_comments(message: Message) -> None:
    """Babel reads a ``#| msgid "…"`` line (the English a fuzzy entry was translated from) as
    a comment: made its previous msgid again, so that it is written back as it was."""
    quoted, kept = [], []
    for comment in message.user_comments:
        if comment.startswith("| msgid "):
            quoted.append(comment[len("| msgid "):])
        elif comment.startswith('| "') and quoted:
            quoted.append(comment[2:])
        else:
            kept.append(comment)
    if quoted:
        message.previous_id = (denormalize("\n".join(quoted)),)
        message.user_comments = kept


def _by_key(catalog: Catalog | None, obsolete: bool = True) -> dict[str, Message]:
    """The catalogue's entries by message key (their context), obsolete ones too if asked."""
    if catalog is None:
        return {}
    found = {m.context: m for m in catalog.obsolete.values() if m.context} if obsolete else {}
    found.update((m.context, m) for m in catalog if m.id and m.context)
    return found


def updated(package: str, lang: str, messages: Mapping[str, str], old: Catalog | None) -> Catalog:
    """The catalogue for ``messages`` with what ``old`` translated carried over."""
    now = datetime.datetime.now(datetime.timezone.utc)
    header = HEADER.format(language=Locale.parse(lang).english_name, package=package)
    new = Catalog(locale=lang, domain=package, project=PROJECT, version="1", charset="utf-8",
                  header_comment=old.header_comment if old else header,
                  creation_date=old.creation_date if old else now,
                  revision_date=old.revision_date if old else now,
                  last_translator=old.last_translator if old else TRANSLATORS,
                  language_team=old.language_team if old else TRANSLATORS, fuzzy=False)
    before = _by_key(old)
    for key, text in messages.items():
        was = before.pop(key, None)
        if was is None or not was.string:
            new.add(text, "", context=key, user_comments=was.user_comments if was else ())
        elif was.id == text:
            new.add(text, was.string, context=key, flags=was.flags, user_comments=was.user_comments,
                    previous_id=was.previous_id)
        else:  # the English changed: keep the translation for the translator to look at
            previous = was.previous_id if was.fuzzy and was.previous_id else (was.id,)
            new.add(text, was.string, context=key, flags=set(was.flags) | {"fuzzy"},
                    user_comments=was.user_comments, previous_id=previous)
    for key, was in before.items():
        if was.string:     # a key gone from words.py: its translation kept, out of the way
            new.obsolete[(was.id, key)] = was
    return new


def po_text(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=WIDTH, include_previous=True, sort_output=False)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def _write_if_changed(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    tmp.replace(path)
    return True


def update(package: str, lang: str, root: Path = ROOT) -> bool:
    path = po_path(package, lang, root)
    old = read_catalogue(path, lang)
    new = updated(package, lang, english(package), old)
    if old is not None and po_text(new) == path.read_bytes():
        return False
    new.revision_date = datetime.datetime.now(datetime.timezone.utc)
    return _write_if_changed(path, po_text(new))


def compile_catalogue(package: str, lang: str, root: Path = ROOT) -> bool:
    catalog = read_catalogue(po_path(package, lang, root), lang)
    if catalog is None:
        return False
    return _write_if_changed(po_path(package, lang, root, ".mo"), mo_bytes(catalog))


@dataclass(frozen=True)
class Count:
    package: str
    translated: int
    fuzzy: int
    missing: int
    mo_stale: bool

    @property
    def complete(self) -> bool:
        return not (self.fuzzy or self.missing or self.mo_stale)

    def line(self) -> str:
        stale = "; the .mo is not compiled from the .po (run compile)" if self.mo_stale else ""
        return (f"{self.package}: {self.translated} translated, {self.fuzzy} fuzzy, "
                f"{self.missing} missing{stale}")


def count(package: str, lang: str, root: Path = ROOT) -> Count:
    """How much of ``package``'s English the ``lang`` catalogue translates: a key whose entry
    is fuzzy or translates English that has changed since counts as fuzzy."""
    path = po_path(package, lang, root)
    catalog = read_catalogue(path, lang)
    entries = _by_key(catalog, obsolete=False)
    translated = fuzzy = missing = 0
    for key, text in english(package).items():
        entry = entries.get(key)
        if entry is None or not entry.string:
            missing += 1
        elif entry.fuzzy or entry.id != text:
            fuzzy += 1
        else:
            translated += 1
    mo = po_path(package, lang, root, ".mo")
    stale = catalog is not None and (not mo.exists() or mo.read_bytes() != mo_bytes(catalog))
    return Count(package, translated, fuzzy, missing, stale)


# -- glossaries -----------------------------------------------------------------------------
def glossary_path(package: str, lang: str, root: Path = ROOT) -> Path:
    return root / package / "locale" / lang / "glossary.toml"


def glossary(package: str, lang: str, root: Path = ROOT) -> dict:
    """The package's glossary: ``term`` (each with ``en``; the one term, keyed by the language's
    code, ``ko``; the ``short`` form a card prints, if any; ``source``; the ``wrong`` variants)
    and ``kept`` (the Latin letters its screens may show); empty lists when it has none."""
    path = glossary_path(package, lang, root)
    data = tomllib.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    data.setdefault("term", [])
    data.setdefault("kept", [])
    return data


#: What may follow a Korean word and leave it the same word: its particles and the copula.
_KOREAN_ENDINGS = ("이|가|을|를|은|는|에|에서|에게|께|으로|로|의|과|와|도|만|까지|부터|이나|나|이라|라|"
                   "이다|입니다|이며|이고|처럼|보다")


def variant_pattern(variant: str) -> re.Pattern:
    """``variant`` as a whole word: not inside a longer word (창 is not 창문), alone or with a
    particle after it (창으로)."""
    return re.compile(rf"(?<![가-힣A-Za-z]){re.escape(variant)}"
                      rf"(?=$|[^가-힣A-Za-z]|(?:{_KOREAN_ENDINGS})(?![가-힣]))")


def wrong_terms(package: str, lang: str, texts: Mapping[str, str], root: Path = ROOT) -> list[str]:
    """Where ``texts`` (key -> translated text) use a wrong variant of a glossary term, the
    package's or the engine's, each said as a line."""
    terms = [t for name in dict.fromkeys(("engine", package)) for t in glossary(name, lang, root)["term"]]
    found = []
    for term in terms:
        for variant in term.get("wrong", ()):
            pattern = variant_pattern(variant)
            found += [f"{package}: {key} says {variant!r} where the glossary's term for "
                      f"{term['en']!r} is {term[lang]!r}" for key, text in texts.items() if pattern.search(text)]
    return found


def translations(package: str, lang: str, root: Path = ROOT) -> dict[str, str]:
    """The package's translated texts by key (obsolete entries left out)."""
    entries = _by_key(read_catalogue(po_path(package, lang, root), lang), obsolete=False)
    return {key: m.string for key, m in entries.items() if m.string}


def main(argv: Sequence[str] | None = None, root: Path = ROOT) -> int:
    p = argparse.ArgumentParser(prog="catalogues", description=__doc__.split("\n\n")[0])
    p.add_argument("command", choices=("update", "compile", "check", "terms"))
    p.add_argument("packages", nargs="*", metavar="PACKAGE")
    p.add_argument("--lang", default="ko", choices=[lang for lang in LANGUAGES if lang != "en"])
    args = p.parse_args(argv)
    known = packages(root)
    unknown = [name for name in args.packages if name not in known]
    if unknown:
        p.error(f"no words.py in {', '.join(unknown)}; packages: {', '.join(known)}")
    chosen = args.packages or known
    if args.command == "update":
        for name in chosen:
            print(f"{name}: {'updated' if update(name, args.lang, root) else 'unchanged'}")
    elif args.command == "compile":
        for name in chosen:
            done = compile_catalogue(name, args.lang, root)
            print(f"{name}: {'compiled' if done else 'unchanged or no .po'}")
    elif args.command == "terms":
        found = [line for name in chosen
                 for line in wrong_terms(name, args.lang, translations(name, args.lang, root), root)]
        print("\n".join(found) or "no wrong terms")
        return 1 if found else 0
    else:
        counts = [count(name, args.lang, root) for name in chosen]
        for c in counts:
            print(c.line())
        return 0 if all(c.complete for c in counts) else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
