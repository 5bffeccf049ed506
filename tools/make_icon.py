"""Draw the app's icon into assets/icon (Pillow only).

    python tools/make_icon.py          # writes assets/icon/tabletop.png (256x256)

The design: four game tiles, each a colour of the app's, lying a little askew on a square
of green felt.  Big flat shapes and strong contrast, so it still reads at 32x32 in a task
bar.  It is drawn four times too large and scaled down, which smooths every edge; the same
file comes out every time.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "icon"
SIZE = 256
SCALE = 4  # drawn at 1024 and scaled down

FELT = (34, 98, 72)
FELT_EDGE = (22, 64, 47)
#: (colour, centre as a fraction of the icon, turn in degrees): blue, amber, red, ivory.
TILES = (
    ((52, 112, 214), (0.355, 0.355), -7),
    ((240, 180, 60), (0.645, 0.35), 5),
    ((214, 76, 62), (0.35, 0.65), 4),
    ((240, 234, 220), (0.65, 0.645), -5),
)
TILE = 0.27      # a tile's side, as a fraction of the icon
CORNER = 0.055   # a tile's corner radius, likewise


def _tile(side: int, colour: tuple[int, int, int]) -> Image.Image:
    """One tile: a rounded square with a lighter top edge, as if lit from above."""
    r = int(CORNER * SIZE * SCALE)
    img = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, side - 1, side - 1), r, fill=colour)
    lighter = tuple(min(255, c + 40) for c in colour)
    inset = side // 9
    d.rounded_rectangle((inset, inset, side - 1 - inset, side - 1 - inset), max(1, r - inset // 2),
                        outline=lighter, width=max(1, side // 28))
    return img


def draw() -> Image.Image:
    big = SIZE * SCALE
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    margin = int(0.04 * big)
    radius = int(0.18 * big)
    d.rounded_rectangle((margin, margin, big - margin, big - margin), radius, fill=FELT_EDGE)
    rim = int(0.03 * big)
    d.rounded_rectangle((margin + rim, margin + rim, big - margin - rim, big - margin - rim), radius - rim,
                        fill=FELT)
    side = int(TILE * big)
    for colour, (fx, fy), turn in TILES:
        tile = _tile(side, colour).rotate(turn, resample=Image.BICUBIC, expand=True)
        shadow = Image.new("RGBA", tile.size, (0, 0, 0, 0))
        shadow.putalpha(tile.getchannel("A").point(lambda a: a * 110 // 255))
        shadow = shadow.filter(ImageFilter.GaussianBlur(big // 120))
        x, y = int(fx * big - tile.width / 2), int(fy * big - tile.height / 2)
        drop = big // 80
        img.alpha_composite(shadow, (x + drop, y + drop))
        img.alpha_composite(tile, (x, y))
    return img.resize((SIZE, SIZE), Image.LANCZOS)


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / "tabletop.png"
    draw().save(path, optimize=True)
    print(f"{path.relative_to(ROOT)}: {SIZE}x{SIZE}, {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
