"""Blue Moon City table: the results' score breakdown, and the rewards and cards flying across
the table after a move (a mixin of the table)."""

from __future__ import annotations

import math

import pygame

from engine.ui import theme

from . import data as D
from .view_layout import RX, STAGE_CARD, SUP_Y, cell_center


class FlyersMixin:
    def _spawn_flyers(self, view) -> None:
        prev = self._prev_view
        if prev is None or prev is view or prev.num_players != view.num_players:
            return
        now = self.clock
        spd = self.speed()
        src = None
        for c in D.CELLS[view.expansion]:
            if view.built[c] and not prev.built[c]:
                self.flips[f"tile{c}"] = now + 0.25 / spd
                src = cell_center(c)
        if src is None:
            src = cell_center(view.figures[prev.current]) if prev.current is not None else cell_center(D.CENTRE)
        pool_pos = (RX + 60, SUP_Y + 40)
        delay = 0.35 / spd
        scored = prev.pool == 0 or (view.pool > prev.pool)
        for q in range(view.num_players):
            x, y, w, h = self.row_rect(q)
            gains = [("scale", view.scales[q] - prev.scales[q], (x + 322, y + h / 2)),
                     ("crystal", view.memory[q] - prev.memory[q], (x + 380, y + h / 2)),
                     ("card", view.pending_size(q) - prev.pending_size(q), (x + 440, y + h / 2))]
            for what, n, dest in gains:
                if n > 0:
                    start = pool_pos if (what == "crystal" and scored and not any(
                        view.built[c] and not prev.built[c] for c in D.CELLS[view.expansion])) else src
                    self.flyers.append({"icon": what, "from": start, "to": dest, "t0": now + delay,
                                        "dur": 0.8 / spd, "label": f"+{n}", "row": dest})
                    delay += 0.12 / spd
                elif what == "scale" and n < 0:
                    self.flyers.append({"icon": "scale", "from": dest, "to": pool_pos, "t0": now + delay,
                                        "dur": 0.8 / spd, "label": f"{n}", "row": dest})
        # cards to the discard pile
        dx, dy, dw, dh = self.L["discard"]
        dest = (dx + dw / 2, dy + dh / 2)
        cur = prev.current
        for k in range(D.NUM_KINDS):
            n = view.discard[k] - prev.discard[k]
            if n <= 0:
                continue
            srcs = list(self._gone_cards.get(k, []))
            for i in range(n):
                if i < len(srcs) and srcs[i] in self.old_pieces:
                    start = self.old_pieces[srcs[i]].pos
                elif cur is not None:
                    x, y, w, h = self.row_rect(cur)
                    start = (x + w / 2, y + h / 2)
                else:
                    continue
                self.flyers.append({"card": k, "from": start, "to": dest, "t0": now, "dur": 0.5 / spd, "label": ""})
                self._last_discard = k

    def _draw_flyers(self, surf) -> None:
        cam = self.camera
        keep = []
        for f in self.flyers:
            t = (self.clock - f["t0"]) / max(0.01, f["dur"])
            if t >= 1:
                continue
            keep.append(f)
            if t < 0:
                continue
            e = 1 - (1 - t) ** 3
            x = f["from"][0] + (f["to"][0] - f["from"][0]) * e
            y = f["from"][1] + (f["to"][1] - f["from"][1]) * e - 60 * math.sin(math.pi * e)
            sp = cam.to_screen((x, y))
            if "card" in f:
                cw, ch = int(cam.length(STAGE_CARD[0])), int(cam.length(STAGE_CARD[1]))
                img = self.faces.card(f["card"], max(8, cw), max(10, ch))
            else:
                img = self.faces.icon(f["icon"], int(cam.length(36)))
            surf.blit(img, img.get_rect(center=(int(sp[0]), int(sp[1]))))
            if f["label"]:
                # the count stays in the row of the player it belongs to (flying with the icon,
                # its arc carried it beside another player's row)
                size = max(12, int(cam.length(24)))
                row = cam.to_screen(f["row"])
                at = (int(row[0] + cam.length(20)), int(row[1]))
                lab = theme.text_px(f["label"], size, theme.GLOW, "bold")
                r = lab.get_rect(midleft=at)
                # a reward in flight passes over the table (and other rewards) on purpose
                theme.note_overlay(surf, r.inflate(8, 4))
                pill = pygame.Surface(r.inflate(8, 4).size, pygame.SRCALPHA)
                pygame.draw.rect(pill, (0, 0, 0, 150), pill.get_rect(), border_radius=r.height // 2)
                surf.blit(pill, r.inflate(8, 4))
                surf.blit(lab, r)
        self.flyers = keep

    @property
    def animating(self) -> bool:
        return bool(self.flyers) or bool(self.flips)

    # ------------------------------------------------------------- moves


def final_breakdown(s) -> list[tuple[str, list]]:
    """Blue Moon City's rows on the results screen, each named by its key in words.py."""
    n = s.num_players
    return [
        ("bluemoon.ui.row.obelisk", [s.obelisk.count(q) for q in range(n)]),
        ("bluemoon.ui.row.crystals", [s.crystals[q] for q in range(n)]),
        ("bluemoon.ui.row.scales", [s.scales[q] for q in range(n)]),
        ("bluemoon.ui.row.markers", [s.markers[q] for q in range(n)]),
    ]
