"""Korean particles: the form a particle takes after a word depends on how the word ends.

A word ending in a consonant sound takes 이, 을, 은, 과 and 으로; one ending in a vowel takes
가, 를, 는, 와 and 로.  으로/로 alone treats a final ㄹ like a vowel ("서울로").  How a word ends:

- a Hangul syllable: its final consonant (받침), if any;
- a number: as it is read in Korean (1 일, 3 삼, 6 육, 7 칠, 8 팔, 10 십, 100 백 end in a
  consonant; 1, 7, 8 in ㄹ; 2 이, 4 사, 5 오, 9 구 in a vowel);
- a Latin name: ending in l sounds ㄹ; in m, n or ng, a consonant; otherwise a vowel;
- trailing punctuation and brackets are skipped ("Flit 2)" ends as 2 does).

The reader is 나 ("I": the player's own messages say 내가, 내 왕, 나에게), whose subject and
possessive forms are irregular: 내가, not 나가; 내, not 나의.

Pure Python: no I/O, no state.
"""

from __future__ import annotations

#: The reader, as a Korean sentence calls them: the player's own 나 ("I"), never 당신, which
#: reads as a machine translation in a Korean interface.
YOU = "나"

#: Each particle's two forms: (after a consonant, after a vowel).  A template may name
#: either form (``{x:이}`` or ``{x:가}``); the word's last sound picks the one written.
PAIRS: tuple[tuple[str, str], ...] = (
    ("이", "가"),      # subject
    ("을", "를"),      # object
    ("은", "는"),      # topic
    ("과", "와"),      # "and", "with"
    ("으로", "로"),    # direction, means
    ("이나", "나"),    # "or"
    ("이라", "라"),    # "called", quoting
)
#: Particles that do not change with the word (``{x:의}``: possessive; 도, 에, 에게, 만, 까지).
FIXED = frozenset({"의", "도", "에", "에게", "만", "까지", "부터", "에서"})

PARTICLES: dict[str, tuple[str, str]] = {form: pair for pair in PAIRS for form in pair}

_NONE, _CONSONANT, _RIEUL = 0, 1, 2            # how a word ends
_HANGUL_FIRST, _HANGUL_LAST = 0xAC00, 0xD7A3
_RIEUL_FINAL = 8                               # ㄹ's index among the final consonants
_DIGIT_ENDS = {"0": _CONSONANT, "1": _RIEUL, "2": _NONE, "3": _CONSONANT, "4": _NONE,
               "5": _NONE, "6": _CONSONANT, "7": _RIEUL, "8": _RIEUL, "9": _NONE}


def is_particle(spec: str) -> bool:
    return spec in PARTICLES or spec in FIXED


def ending(word: str) -> int:
    """How ``word`` sounds at its end: no final consonant, a consonant, or ㄹ."""
    end = len(word)
    while end and not word[end - 1].isalnum():
        end -= 1
    if not end:
        return _NONE
    last = word[end - 1]
    code = ord(last)
    if _HANGUL_FIRST <= code <= _HANGUL_LAST:
        final = (code - _HANGUL_FIRST) % 28
        return _NONE if final == 0 else (_RIEUL if final == _RIEUL_FINAL else _CONSONANT)
    if last in _DIGIT_ENDS:
        return _DIGIT_ENDS[last]
    if last.isascii():
        tail = word[:end].lower()
        if tail.endswith("l"):
            return _RIEUL
        if tail.endswith(("m", "n", "ng")):
            return _CONSONANT
    return _NONE


def particle(word: str, spec: str) -> str:
    """The form of the particle ``spec`` (either form of its pair) that follows ``word``."""
    pair = PARTICLES.get(spec)
    if pair is None:
        return spec
    end = ending(word)
    if pair[0] == "으로":
        return pair[0] if end == _CONSONANT else pair[1]
    return pair[0] if end != _NONE else pair[1]


#: Pronouns whose particle forms are irregular: word -> {particle: the whole form}.
IRREGULAR = {"나": {"이": "내가", "가": "내가", "의": "내"}}


def with_particle(word: str, spec: str) -> str:
    """``word`` followed by the particle ``spec`` in the form that fits: "내가", "Ada가"."""
    irregular = IRREGULAR.get(word, {}).get(spec)
    return irregular if irregular is not None else word + particle(word, spec)
