"""The tabletop kit: pieces, drop zones, the camera, the pymunk drag spring, hand layouts.

All positions here are in *table units* (each table declares its size, e.g.
1600x1000); the :class:`Camera` maps them to the window, so zoom, pan and
window size never change the game views' arithmetic.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import pygame
import pymunk

Vec = tuple[float, float]


class Camera:
    """Table units <-> screen pixels, with user zoom (1..4) and pan."""

    def __init__(self, table_size: Vec, viewport: pygame.Rect):
        self.table_size = table_size
        self.viewport = pygame.Rect(viewport)
        self.zoom = 1.0
        self.center: Vec = (table_size[0] / 2, table_size[1] / 2)
        #: The most the table is enlarged to fit the viewport (None: as far as it fills it).
        self.most: float | None = None

    @property
    def fit(self) -> float:
        fill = min(self.viewport.width / self.table_size[0], self.viewport.height / self.table_size[1])
        return fill if self.most is None else min(fill, self.most)

    @property
    def scale(self) -> float:
        return self.fit * self.zoom

    def to_screen(self, p: Vec) -> tuple[float, float]:
        s = self.scale
        return (self.viewport.centerx + (p[0] - self.center[0]) * s,
                self.viewport.centery + (p[1] - self.center[1]) * s)

    def to_table(self, p: Vec) -> tuple[float, float]:
        s = self.scale
        return (self.center[0] + (p[0] - self.viewport.centerx) / s,
                self.center[1] + (p[1] - self.viewport.centery) / s)

    def rect_to_screen(self, r) -> pygame.Rect:
        x, y = self.to_screen((r[0], r[1]))
        s = self.scale
        return pygame.Rect(round(x), round(y), max(1, round(r[2] * s)), max(1, round(r[3] * s)))

    def length(self, n: float) -> float:
        return n * self.scale

    def zoom_at(self, screen_p: Vec, factor: float) -> None:
        before = self.to_table(screen_p)
        self.zoom = max(1.0, min(4.0, self.zoom * factor))
        after = self.to_table(screen_p)
        self.center = (self.center[0] + before[0] - after[0], self.center[1] + before[1] - after[1])
        self.clamp()

    def pan(self, dx_screen: float, dy_screen: float) -> None:
        s = self.scale
        self.center = (self.center[0] - dx_screen / s, self.center[1] - dy_screen / s)
        self.clamp()

    def reset(self) -> None:
        self.zoom = 1.0
        self.center = (self.table_size[0] / 2, self.table_size[1] / 2)

    def clamp(self) -> None:
        tw, th = self.table_size
        half_w = self.viewport.width / self.scale / 2
        half_h = self.viewport.height / self.scale / 2
        cx = tw / 2 if half_w * 2 >= tw else min(tw - half_w, max(half_w, self.center[0]))
        cy = th / 2 if half_h * 2 >= th else min(th - half_h, max(half_h, self.center[1]))
        self.center = (cx, cy)


@dataclass(eq=False)
class Piece:
    """A card, tile, figure or token on the table.

    ``art`` is ``(cache key, maker)`` where the maker returns a Pillow image
    (drawn once, cached on disk, scaled for the zoom); ``label``/``corner``
    are drawn on top with real fonts so numbers stay sharp; ``home`` is where
    the piece rests, ``pos`` where it is drawn now (they differ while it glides).
    """

    id: str
    kind: str                       # "card", "tile", "figure", "token"
    size: Vec                       # table units
    home: Vec                       # centre, table units
    art: tuple[str, Callable[[], Any]] | None = None
    label: str = ""
    label_color: tuple = (30, 30, 36)
    corner: str = ""
    symbol: str | None = None       # colour-blind symbol drawn when that setting is on
    data: Any = None
    draggable: bool = False
    face_up: bool = True
    angle: float = 0.0              # degrees (hand fans, tilt while dragging)
    z: int = 0
    in_hand: bool = False
    origin: Any = None              # a zone/piece id or a position this piece arrives from
    tooltip: str = ""
    pos: Vec = None  # type: ignore[assignment]
    lift: float = 0.0
    tilt: float = 0.0
    alpha: float = 255.0
    highlight: float = 0.0          # 0..1, drawn as a ring (last move, hints, tutorial)

    def __post_init__(self) -> None:
        if self.pos is None:
            self.pos = self.home
        self.home_angle = self.angle

    def rect(self) -> tuple[float, float, float, float]:
        w, h = self.size
        return (self.pos[0] - w / 2, self.pos[1] - h / 2 - self.lift, w, h)

    def _local(self, p: Vec, lift: float) -> Vec:
        """``p`` in the piece's own frame (its centre at the origin, its edges along the axes)
        with the piece raised by ``lift``."""
        dx, dy = p[0] - self.pos[0], p[1] - self.pos[1] + lift
        if abs(self.angle) < 1:
            return dx, dy
        a = math.radians(self.angle)
        return dx * math.cos(a) - dy * math.sin(a), dx * math.sin(a) + dy * math.cos(a)

    def contains(self, p: Vec) -> bool:
        rx, ry = self._local(p, self.lift)
        return abs(rx) <= self.size[0] / 2 and abs(ry) <= self.size[1] / 2

    def reaches(self, p: Vec, rise: float) -> bool:
        """Whether ``p`` is on the piece at some height from resting up to ``rise`` (or its
        current lift, if higher): the area over which a hovered hand card keeps its hover, so
        that rising never takes the card away from the pointer."""
        # raised by L, the piece covers p exactly when at rest it covers p moved down by L:
        # clip that vertical stretch, in the piece's frame, to the piece
        x0, y0 = self._local(p, 0.0)
        x1, y1 = self._local(p, max(rise, self.lift))
        return _segment_meets_box((x0, y0), (x1, y1), self.size[0] / 2, self.size[1] / 2)


def _segment_meets_box(a: Vec, b: Vec, half_w: float, half_h: float) -> bool:
    """Whether the segment ``a``-``b`` meets the box ``|x| <= half_w, |y| <= half_h``
    (Liang-Barsky clipping)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    t0, t1 = 0.0, 1.0
    for step, room in ((-dx, a[0] + half_w), (dx, half_w - a[0]), (-dy, a[1] + half_h), (dy, half_h - a[1])):
        if step == 0:
            if room < 0:
                return False
            continue
        t = room / step
        if step < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return False
    return True


@dataclass(eq=False)
class DropZone:
    """A place pieces can be dropped: hit-tested in table units."""

    id: str
    rect: tuple[float, float, float, float]   # x, y, w, h in table units
    label: str = ""
    data: Any = None
    shape: str = "rect"                        # "rect" or "circle"
    visible: bool = True                       # draw an outline even when idle
    glow: float = 0.0                          # animated towards `target_glow`
    target_glow: float = 0.0
    legal: bool | None = None                  # during a drag: True glows, False stays dark
    highlight: float = 0.0

    def contains(self, p: Vec) -> bool:
        x, y, w, h = self.rect
        if self.shape == "circle":
            cx, cy, r = x + w / 2, y + h / 2, min(w, h) / 2
            return (p[0] - cx) ** 2 + (p[1] - cy) ** 2 <= r * r
        return x <= p[0] <= x + w and y <= p[1] <= y + h

    @property
    def center(self) -> Vec:
        x, y, w, h = self.rect
        return (x + w / 2, y + h / 2)


class DragController:
    """The held piece hangs from the pointer by a damped pymunk spring.

    The pointer moves a kinematic body; the piece is a dynamic body joined to
    it by a :class:`pymunk.DampedSpring`, so it lags, overshoots a little and
    settles; its sideways speed tilts it a few degrees.
    """

    STIFFNESS = 1400.0
    DAMPING = 52.0
    MAX_TILT = 10.0
    SUBSTEPS = 4

    def __init__(self) -> None:
        self.space = pymunk.Space()
        self.space.damping = 0.9
        self.anchor = pymunk.Body(body_type=pymunk.Body.KINEMATIC)
        self.space.add(self.anchor)
        self.body: pymunk.Body | None = None
        self.spring: pymunk.DampedSpring | None = None
        self.piece: Piece | None = None
        self.offset: Vec = (0.0, 0.0)
        self.target: Vec = (0.0, 0.0)
        self.start_pointer: Vec = (0.0, 0.0)
        self.moved = False

    @property
    def active(self) -> bool:
        return self.piece is not None

    def pick(self, piece: Piece, pointer: Vec) -> None:
        self.release()
        self.piece = piece
        self.offset = (pointer[0] - piece.pos[0], pointer[1] - piece.pos[1])
        self.start_pointer = pointer
        self.moved = False
        body = pymunk.Body(1.0, float("inf"))
        body.position = piece.pos
        self.anchor.position = piece.pos
        self.anchor.velocity = (0, 0)
        spring = pymunk.DampedSpring(self.anchor, body, (0, 0), (0, 0), 0.0, self.STIFFNESS, self.DAMPING)
        self.space.add(body, spring)
        self.body, self.spring = body, spring
        self.target = piece.pos

    def move(self, pointer: Vec) -> None:
        if self.piece is None:
            return
        self.target = (pointer[0] - self.offset[0], pointer[1] - self.offset[1])
        if math.dist(pointer, self.start_pointer) > 6:
            self.moved = True

    def update(self, dt: float) -> None:
        if self.piece is None or self.body is None:
            return
        dt = min(dt, 0.05)
        old = self.anchor.position
        h = dt / self.SUBSTEPS
        for i in range(self.SUBSTEPS):
            f = (i + 1) / self.SUBSTEPS
            p = (old[0] + (self.target[0] - old[0]) * f, old[1] + (self.target[1] - old[1]) * f)
            self.anchor.velocity = ((p[0] - self.anchor.position[0]) / h, (p[1] - self.anchor.position[1]) / h)
            self.space.step(h)
            self._damp_sideways(h)
        self.anchor.position = self.target
        self.anchor.velocity = (0, 0)
        vx = self.body.velocity[0]
        tilt = max(-self.MAX_TILT, min(self.MAX_TILT, -vx * 0.012))
        self.piece.pos = (self.body.position[0], self.body.position[1])
        self.piece.tilt += (tilt - self.piece.tilt) * min(1.0, dt * 14)

    def _damp_sideways(self, h: float) -> None:
        """Damp motion across the spring too: the spring damps only along its axis, and a piece
        flung past the pointer would otherwise circle it for seconds."""
        body, anchor = self.body, self.anchor
        dx, dy = body.position[0] - anchor.position[0], body.position[1] - anchor.position[1]
        d = math.hypot(dx, dy)
        if d < 1e-6:
            return
        ux, uy = dx / d, dy / d
        rvx, rvy = body.velocity[0] - anchor.velocity[0], body.velocity[1] - anchor.velocity[1]
        along = rvx * ux + rvy * uy
        tx, ty = rvx - along * ux, rvy - along * uy
        keep = math.exp(-self.DAMPING * h)
        body.velocity = (anchor.velocity[0] + along * ux + tx * keep, anchor.velocity[1] + along * uy + ty * keep)

    def release(self) -> Piece | None:
        piece = self.piece
        if self.body is not None:
            self.space.remove(self.body, self.spring)
        self.body = self.spring = None
        self.piece = None
        return piece


def fan(n: int, center: Vec, card_w: float, max_width: float, max_angle: float = 14.0,
        arc: float = 18.0) -> list[tuple[Vec, float]]:
    """Positions and angles of ``n`` cards in a fanned hand centred on ``center``."""
    if n <= 0:
        return []
    step = min(card_w * 0.78, (max_width - card_w) / max(1, n - 1)) if n > 1 else 0
    out = []
    for i in range(n):
        t = (i - (n - 1) / 2) / max(1, (n - 1) / 2) if n > 1 else 0.0
        x = center[0] + (i - (n - 1) / 2) * step
        y = center[1] + arc * t * t
        out.append(((x, y), -max_angle * t if n > 1 else 0.0))
    return out


def row(n: int, center: Vec, item_w: float, gap: float) -> list[Vec]:
    """Centres of ``n`` items in a row."""
    total = n * item_w + (n - 1) * gap
    x0 = center[0] - total / 2 + item_w / 2
    return [(x0 + i * (item_w + gap), center[1]) for i in range(n)]
