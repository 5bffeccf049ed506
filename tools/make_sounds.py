"""Synthesise the app's sound effects into assets/sounds (standard library only).

    python tools/make_sounds.py            # writes every sound and prints its measurements

Every effect is built from damped sine partials (bells, coins, clacks) and filtered noise
(paper, cloth, glass), with soft attacks and decays so nothing clicks, then normalised to
its own peak, always below -1 dBFS.  The noise is seeded by the sound's name, so the
script makes the same files every time.  Format: mono, 22050 Hz, 16-bit WAV, under 1 s.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.ui.sound import RATE, SOUNDS  # noqa: E402

OUT = ROOT / "assets" / "sounds"
TAU = 2 * math.pi


# -- building blocks -------------------------------------------------------------
def blank(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def add(into: list[float], sound: list[float], at: float = 0.0, gain: float = 1.0) -> list[float]:
    """Mix ``sound`` into ``into`` starting ``at`` seconds (what falls past the end is cut)."""
    start = int(at * RATE)
    for i, v in enumerate(sound[: max(0, len(into) - start)]):
        into[start + i] += v * gain
    return into


def envelope(n: int, attack: float, tau: float) -> list[float]:
    """A raised-cosine rise over ``attack`` seconds, then an exponential decay (time
    constant ``tau`` seconds)."""
    a = max(1, int(attack * RATE))
    out = []
    for i in range(n):
        rise = 0.5 - 0.5 * math.cos(math.pi * i / a) if i < a else 1.0
        out.append(rise * math.exp(-max(0, i - a) / (tau * RATE)))
    return out


def partials(freq: float, seconds: float, parts, attack: float = 0.003, glide: float = 0.0) -> list[float]:
    """Damped sine partials: ``parts`` holds (ratio to ``freq``, amplitude, decay in s).
    ``glide`` bends the pitch down by that fraction over the sound (a drum's skin)."""
    n = int(seconds * RATE)
    out = [0.0] * n
    for ratio, amp, tau in parts:
        env = envelope(n, attack, tau)
        phase = 0.0
        for i in range(n):
            f = freq * ratio * (1 - glide * i / n)
            phase += TAU * f / RATE
            out[i] += amp * env[i] * math.sin(phase)
    return out


def noise(rng: random.Random, seconds: float) -> list[float]:
    return [rng.uniform(-1, 1) for _ in range(int(seconds * RATE))]


def shaped(x: list[float], attack: float, tau: float) -> list[float]:
    return [v * e for v, e in zip(x, envelope(len(x), attack, tau))]


def lowpass(x: list[float], cutoff: float) -> list[float]:
    k = 1 - math.exp(-TAU * cutoff / RATE)
    out, y = [], 0.0
    for v in x:
        y += k * (v - y)
        out.append(y)
    return out


def highpass(x: list[float], cutoff: float) -> list[float]:
    return [v - lo for v, lo in zip(x, lowpass(x, cutoff))]


def bandpass(x: list[float], centre: float, q: float, sweep_to: float | None = None) -> list[float]:
    """A resonant band-pass (RBJ biquad, constant peak gain); ``sweep_to`` glides its centre."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    n = len(x)
    for i, v in enumerate(x):
        f = centre if sweep_to is None else centre + (sweep_to - centre) * i / n
        w = TAU * f / RATE
        alpha = math.sin(w) / (2 * q)
        a0 = 1 + alpha
        y = (alpha * v - alpha * x2 + 2 * math.cos(w) * y1 - (1 - alpha) * y2) / a0
        x2, x1, y2, y1 = x1, v, y1, y
        out.append(y)
    return out


def finish(x: list[float], peak: float) -> list[float]:
    """No DC, a 2 ms fade in and a fade out over the last eighth (no clicks, no cut-off
    ring) and the loudest sample at ``peak``."""
    x = highpass(x, 25)
    n = len(x)
    mean = sum(x) / n
    x = [v - mean for v in x]
    fade_in, fade_out = int(0.002 * RATE), n // 8
    for i in range(fade_in):
        x[i] *= i / fade_in
    for i in range(fade_out):
        x[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fade_out)
    top = max(abs(v) for v in x) or 1.0
    return [v * peak / top for v in x]


# -- the effects -----------------------------------------------------------------
def card_pick(rng):       # paper sliding off paper: a short rising swish
    return finish(shaped(bandpass(noise(rng, 0.13), 1400, 1.2, sweep_to=4200), 0.015, 0.035), 0.30)


def card_drop(rng):       # a card landing flat: a soft low slap
    slap = shaped(lowpass(noise(rng, 0.16), 1300), 0.002, 0.025)
    body = partials(150, 0.16, [(1, 0.6, 0.03)], attack=0.002)
    return finish(add(slap, body), 0.42)


def _clack(rng, seconds: float = 0.16, pitch: float = 1.0):
    body = partials(2150 * pitch, seconds, [(1, 1.0, 0.022), (1.57, 0.6, 0.014), (2.42, 0.35, 0.009)],
                    attack=0.0008)
    click = shaped(bandpass(noise(rng, seconds), 3200 * pitch, 1.5), 0.0005, 0.004)
    return add(body, click, gain=0.8)


def tile_clack(rng):      # a ceramic tile set on another: a bright click and its settle
    out = blank(0.2)
    add(out, _clack(rng), 0.0)
    add(out, _clack(rng, pitch=1.06), 0.038, gain=0.35)
    return finish(out, 0.55)


def glass_break(rng):     # a crack, then shards ringing out and thinning
    out = blank(0.8)
    add(out, shaped(highpass(noise(rng, 0.3), 2200), 0.001, 0.045), 0.0, gain=0.9)
    for _ in range(42):
        at = 0.45 * (rng.random() ** 1.8)
        f = rng.uniform(2400, 6800)
        tau = rng.uniform(0.02, 0.07)
        shard = partials(f, 0.3, [(1, 1.0, tau), (1.48, 0.4, tau * 0.6)], attack=0.0008)
        add(out, shard, at, gain=rng.uniform(0.15, 0.45) * (1 - at))
    return finish(lowpass(out, 7000), 0.45)


def _rustle(rng, seconds: float, grains: int, centre: float = 2600):
    out = blank(seconds)
    for _ in range(grains):
        at = rng.uniform(0, seconds - 0.04)
        swell = math.sin(math.pi * at / seconds)          # louder in the middle of the shake
        grain = shaped(bandpass(noise(rng, 0.035), rng.uniform(0.6, 1.4) * centre, 2.0), 0.004, 0.008)
        add(out, grain, at, gain=0.3 + 0.7 * swell)
    return lowpass(out, 6000)


def bag_shuffle(rng):     # tiles tumbling in a cloth bag
    out = _rustle(rng, 0.6, 70)
    for _ in range(6):
        add(out, _clack(rng, 0.08, pitch=rng.uniform(0.7, 0.9)), rng.uniform(0.05, 0.5), gain=0.12)
    return finish(out, 0.34)


def bag_draw(rng):        # a hand in the bag, one tile out
    out = _rustle(rng, 0.36, 18)
    add(out, _clack(rng, 0.12, pitch=0.85), 0.22, gain=0.5)
    return finish(out, 0.38)


def coins(rng):           # three coins or gems landing in a pile
    out = blank(0.62)
    metal = [(1, 1.0, 0.14), (1.58, 0.55, 0.10), (2.24, 0.35, 0.08), (2.92, 0.2, 0.06), (3.6, 0.12, 0.05)]
    for at in (0.0, 0.075, 0.16):
        add(out, partials(rng.uniform(2100, 3000), 0.45, metal, attack=0.001), at, gain=1 - at * 2)
        add(out, shaped(highpass(noise(rng, 0.02), 3000), 0.0005, 0.003), at, gain=0.4)
    return finish(out, 0.42)


def conflict(rng):        # two drum beats: a clash of kingdoms or a fight
    out = blank(0.72)
    for at, gain in ((0.0, 1.0), (0.2, 0.85)):
        skin = partials(170, 0.45, [(1, 1.0, 0.14), (1.5, 0.3, 0.08)], attack=0.002, glide=0.45)
        thud = shaped(lowpass(noise(rng, 0.1), 700), 0.001, 0.03)
        add(out, add(skin, thud, gain=0.5), at, gain)
    return finish(out, 0.6)


def _bell(freq: float, seconds: float, tau: float):
    return partials(freq, seconds, [(1, 1.0, tau), (2.0, 0.28, tau * 0.6), (3.0, 0.1, tau * 0.4),
                                    (4.2, 0.05, tau * 0.3)], attack=0.004)


def your_turn(rng):       # a two-note chime rising a fifth
    out = blank(0.85)
    add(out, _bell(880.0, 0.7, 0.17), 0.0, 0.8)
    add(out, _bell(1318.5, 0.7, 0.18), 0.13, 1.0)
    return finish(out, 0.45)


def win(rng):             # a bright rising arpeggio, the last note held
    out = blank(0.98)
    for k, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
        add(out, _bell(f, 0.98 - 0.1 * k, 0.15 if k < 3 else 0.17), 0.1 * k, 0.7 + 0.1 * k)
    return finish(out, 0.55)


def lose(rng):            # a soft falling minor line
    out = blank(0.98)
    for k, f in enumerate((392.0, 311.13, 261.63)):
        soft = partials(f, 0.98 - 0.17 * k, [(1, 1.0, 0.16), (2, 0.18, 0.1), (3, 0.05, 0.07)], attack=0.02)
        add(out, soft, 0.17 * k, 1.0 - 0.1 * k)
    return finish(lowpass(out, 3000), 0.45)


def illegal(rng):         # a muted double "bonk": that cannot go there
    out = blank(0.26)
    for at in (0.0, 0.11):
        add(out, partials(233.0, 0.14, [(1, 1.0, 0.035), (3, 0.25, 0.02)], attack=0.004, glide=0.08), at)
    return finish(out, 0.4)


RECIPES = {f.__name__: f for f in (card_pick, card_drop, tile_clack, glass_break, bag_shuffle, bag_draw,
                                   coins, conflict, your_turn, win, lose, illegal)}


def render(name: str) -> list[float]:
    """The samples of one sound, in [-1, 1]."""
    return RECIPES[name](random.Random(name))


def to_pcm16(samples: list[float]) -> bytes:
    return struct.pack(f"<{len(samples)}h", *(max(-32767, min(32767, round(v * 32767))) for v in samples))


def write(path: Path, samples: list[float]) -> None:
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(to_pcm16(samples))


def main() -> int:
    if set(RECIPES) != set(SOUNDS):
        raise SystemExit(f"engine.ui.sound.SOUNDS and the recipes differ: {sorted(set(RECIPES) ^ set(SOUNDS))}")
    OUT.mkdir(parents=True, exist_ok=True)
    print(f"{'sound':12} {'length':>8} {'peak dBFS':>10} {'DC':>9} {'bytes':>7}")
    for name in SOUNDS:
        x = render(name)
        path = OUT / f"{name}.wav"
        write(path, x)
        peak = max(abs(v) for v in x)
        print(f"{name:12} {len(x) / RATE:7.3f}s {20 * math.log10(peak):10.1f} {sum(x) / len(x):9.1e} "
              f"{path.stat().st_size:7}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
