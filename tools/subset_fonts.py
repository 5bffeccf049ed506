"""Make the bundled fonts in assets/fonts from their published sources.

    pip install fonttools            # a one-off tool, not a dependency of the app
    apt-get install fonts-dejavu-core fonts-dejavu-extra fonts-nanum
    python tools/subset_fonts.py [--dejavu DIR] [--nanum DIR]

Sources (Debian 12 packages; the same files as the upstream releases):
- DejaVu 2.37 (fonts-dejavu-core, fonts-dejavu-extra; https://dejavu-fonts.github.io/),
  Bitstream Vera + Arev licence, in /usr/share/fonts/truetype/dejavu.  Kept with their
  hinting and layout features, so text looks as it did with the system's DejaVu.
- Nanum Gothic 2020-05-06 (fonts-nanum; https://hangeul.naver.com/font), SIL OFL 1.1, in
  /usr/share/fonts/truetype/nanum.  Only the Hangul it draws is kept, without hinting (the
  hinting doubles the size); "Nanum" is a Reserved Font Name of the OFL, so the subset
  is renamed "Tabletop Hangul Gothic".
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.ui.fonts import HANGUL_RANGES, STYLES  # noqa: E402

OUT = ROOT / "assets" / "fonts"

#: What the Latin faces keep: Latin with its accents, Greek, Cyrillic, punctuation,
#: currency, arrows, maths, boxes and shapes, the misc symbols and dingbats.
LATIN_RANGES: tuple[tuple[int, int], ...] = (
    (0x0020, 0x007E), (0x00A0, 0x024F), (0x0250, 0x02FF), (0x0300, 0x036F),
    (0x0370, 0x03FF), (0x0400, 0x052F), (0x1E00, 0x1EFF), (0x2000, 0x206F),
    (0x2070, 0x209F), (0x20A0, 0x20CF), (0x2100, 0x214F), (0x2150, 0x218F),
    (0x2190, 0x21FF), (0x2200, 0x22FF), (0x2300, 0x23FF), (0x2460, 0x24FF),
    (0x2500, 0x257F), (0x2580, 0x259F), (0x25A0, 0x25FF), (0x2600, 0x26FF),
    (0x2700, 0x27BF), (0xFFFD, 0xFFFD),
)

HANGUL_SOURCES = {
    "HangulGothic-Regular.ttf": ("NanumGothic.ttf", "Regular"),
    "HangulGothic-Bold.ttf": ("NanumGothicBold.ttf", "Bold"),
}
HANGUL_FAMILY = "Tabletop Hangul Gothic"
OFL_NOTICE = ("A subset of Nanum Gothic, (c) 2010 NAVER Corporation, licensed under the SIL Open Font "
              "License, Version 1.1.")


def codepoints(ranges) -> list[int]:
    return [cp for lo, hi in ranges for cp in range(lo, hi + 1)]


def make_subset(src: Path, dst: Path, unicodes: list[int], hinting: bool) -> None:
    opts = subset.Options()
    opts.hinting = hinting
    opts.notdef_outline = True
    opts.name_IDs = ["*"]
    opts.name_languages = ["*"]
    opts.drop_tables += ["FFTM"]
    font = TTFont(str(src), recalcTimestamp=False)
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=unicodes)
    sub.subset(font)
    font.save(str(dst))


def rename(path: Path, family: str, weight: str) -> None:
    """Give a subset its own name (the OFL keeps "Nanum" for the original fonts)."""
    font = TTFont(str(path), recalcTimestamp=False)
    full = f"{family} {weight}" if weight != "Regular" else family
    postscript = f"{family.replace(' ', '')}-{weight}"
    names = font["name"]
    names.names = [n for n in names.names if n.nameID not in (1, 2, 3, 4, 6, 13, 14, 16, 17)]
    for name_id, value in ((1, family), (2, weight), (3, f"{postscript};subset"), (4, full), (6, postscript),
                           (13, OFL_NOTICE), (14, "https://openfontlicense.org")):
        names.setName(value, name_id, 3, 1, 0x409)
        names.setName(value, name_id, 1, 0, 0)
    font.save(str(path))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dejavu", type=Path, default=Path("/usr/share/fonts/truetype/dejavu"))
    ap.add_argument("--nanum", type=Path, default=Path("/usr/share/fonts/truetype/nanum"))
    args = ap.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    latin = sorted({lat for lat, _ in STYLES.values()})
    for name in latin:
        make_subset(args.dejavu / name, OUT / name, codepoints(LATIN_RANGES), hinting=True)
    for name, (source, weight) in HANGUL_SOURCES.items():
        make_subset(args.nanum / source, OUT / name, codepoints(HANGUL_RANGES), hinting=False)
        rename(OUT / name, HANGUL_FAMILY, weight)
    for name in latin + list(HANGUL_SOURCES):
        print(f"{name:34} {(OUT / name).stat().st_size / 1024:7.0f} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
