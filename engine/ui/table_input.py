"""The table's input: pointing, dragging and dropping pieces, click-then-click, chips, the
keyboard, zoom and pan (a part of ``TableScene``)."""

from __future__ import annotations

import pygame

from engine.game import IllegalAction
from engine.phrases import written
from engine.text import Message, render
from engine.ui import sound
from engine.ui.chips import Chip
from engine.ui.kit import DropZone, Piece
from engine.ui.tween import ease_out_cubic


class TableInput:
    """What the pointer and the keys do on a table (mixed into ``TableScene``)."""

    # ----------------------------------------------------------------- input
    def zone_at(self, p) -> DropZone | None:
        for z in reversed(list(self.zones.values())):
            if z.contains(p):
                return z
        return None

    def piece_at(self, p) -> Piece | None:
        for pc in sorted(self.pieces, key=self._draw_key, reverse=True):
            if pc.contains(p):
                return pc
        return None

    def pointed(self, tp) -> Piece | None:
        """The piece the pointer at ``tp`` (table units) points at: the hovered hand card
        anywhere in its hover area (it is the one shown risen), else the top piece there."""
        held = self._current(self.hover)
        if held is not None and held.reaches(tp, self.HOVER_LIFT):
            return held
        return self.piece_at(tp)

    def _current(self, piece: Piece | None) -> Piece | None:
        """``piece`` as the table has it now, if still in the hand (a rebuild makes new pieces)."""
        if piece is not None and piece not in self.pieces:
            piece = self.piece(piece.id)
        return piece if piece is not None and piece.in_hand else None

    def _hand_hover(self) -> Piece | None:
        """The hand card the resting pointer lifts.  A hovered card keeps its hover while the
        pointer is anywhere it covers between resting and risen: judged by the risen card
        alone, its lower edge would rise away from the pointer, drop back under it and rise
        again for as long as the pointer stayed."""
        if self.app.scenes.top is not self or self.drag.active \
                or not self.camera.viewport.collidepoint(self.app.mouse):
            return None
        pc = self.pointed(self.camera.to_table(self.app.mouse))
        return pc if pc is not None and pc.in_hand else None

    def draggable(self) -> list[Piece]:
        if not self.can_act():
            return []
        return [p for p in self.pieces if p.draggable]

    def legal_zones(self, piece: Piece) -> list[DropZone]:
        """The zones where dropping ``piece`` makes a legal move of the seat at the screen (one
        the lesson allows, in a tutorial, and the game's ``zone_ok`` accepts), or a move of the
        game's table's own (``own_zone``)."""
        if not self.can_act():
            return []
        legal, tutorial = self.legal(), self.tutorial
        out = []
        for z in self.zones.values():
            a = self.action_for(piece, z)
            if a is not None and a in legal and (tutorial is None or tutorial.allows(self.state, a)[0]) \
                    and self.zone_ok(piece, z, a):
                out.append(z)
            elif self.own_zone(piece, z):
                out.append(z)
        return out

    def mark_zones(self, piece: Piece | None) -> None:
        """Light the zones where ``piece`` can go (None: no zone lit, none dimmed)."""
        legal = {z.id for z in self.legal_zones(piece)} if piece is not None else set()
        for z in self.zones.values():
            z.legal = None if piece is None else (z.id in legal)

    def select(self, piece: Piece | None) -> None:
        if self.selected is not None and self.selected is not piece:
            self.tweens.add(self.selected, "lift", 0.0, 0.15, decorative=True)
        self.selected = piece
        self.mark_zones(piece)
        self.kbd_zone = None
        if piece is not None:
            self.tweens.add(piece, "lift", self.SELECT_LIFT, 0.15, decorative=True)
            legal = [z for z in self.zones.values() if z.legal]
            self.kbd_zone = legal[0].id if legal else None

    def drop(self, piece: Piece, zone: DropZone | None, at=None) -> None:
        self.select(None)
        self.mark_zones(None)
        if zone is None:
            self.glide_home(piece)
            return
        if self.claim_drop(piece, zone, at):
            return
        action = self.action_for(piece, zone)
        if action is None and zone.contains(piece.home):
            self.glide_home(piece)   # dropped back where it came from (its hand): no move meant
            return
        if action is None:
            self.say(written("engine.table.cant_go_on", place=zone.label or Message("engine.table.that_spot")), at)
            self.glide_home(piece)
            return
        self.tweens.add(piece, "pos", zone.center, 0.2 / self.speed(), ease_out_cubic)
        self.tweens.add(piece, "tilt", 0.0, 0.2)
        self.try_action(action, piece, zone, at=at)

    def refusal(self, e: IllegalAction) -> str:
        """The engine's reason for refusing a move, in this table's words (the seats' names):
        the one sentence that says why.  The list of legal moves a reason carries (for the
        command line) is left out where the reason says why, or where it would run to many:
        on the table the legal places glow instead.  A bare "not allowed" keeps a short list."""
        msg = e.message
        legal = msg.get("legal") if isinstance(msg, Message) else None
        if isinstance(legal, Message) and (msg.key != "engine.not_allowed" or legal.get("more")):
            msg = Message(msg.key, **{**dict(msg.params), "legal": ""})
        return render(msg, self.reader(), self.state.to_move).strip()

    def say(self, text: str, at=None, gentle: bool = False) -> None:
        """A message bubble near the pointer (the engine's reason for an illegal move)."""
        at = at or self.bubble_at() or self.app.mouse
        self.bubble = (text, (int(at[0]), int(at[1])), 4.0, gentle)
        if not gentle:  # the tutorial's own notes stay quiet
            sound.play("illegal")

    #: After a click, the spot under the pointer takes no click for a different action (one
    #: that came in place of the one just clicked) until the pointer moves or this many seconds
    #: of the table's clock pass: a quick second press never chooses what the player has not seen.
    STEADY = 0.5

    def control_at(self, pos) -> tuple | None:
        """What a click at ``pos`` would do: the button or chip there, by its name, its words
        and the move it plays (None: no control there)."""
        for w in reversed(self.widgets):
            if w.visible and w.rect.collidepoint(pos):
                return ("widget", getattr(w, "name", ""), getattr(w, "label", ""), getattr(w, "action", None))
        if self.camera.viewport.collidepoint(pos):
            c = self.chip_at(pos)
            if c is not None:
                return ("chip", c.name, c.label, c.action)
        return None

    def _unsteady(self, e: pygame.event.Event) -> bool:
        """Swallow a press (and its release) on a control that came where the pointer clicked
        a moment ago, in place of what it clicked, while the pointer has not moved since."""
        last = self._last_click
        if e.type == pygame.MOUSEMOTION and last is not None and tuple(e.pos) != last[0]:
            self._last_click = None
        elif e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            now = self.control_at(e.pos)
            if last is not None and tuple(e.pos) == last[0] and self.clock - last[1] < self.STEADY \
                    and now is not None and now != last[2]:
                self._swallow_up = True
                return True
            self._last_click = (tuple(e.pos), self.clock, now)
        elif e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self._swallow_up:
            self._swallow_up = False
            return True
        return False

    def handle(self, e: pygame.event.Event) -> bool:
        # help text goes while a piece is pressed, dragged or dropped; it comes back once the
        # pointer moves freely and rests again
        if e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.hide_help()
        elif e.type == pygame.MOUSEMOTION and not any(getattr(e, "buttons", (0,))):
            self.help_hidden = False
        if e.type == pygame.KEYDOWN:
            return self._key(e)
        if self._unsteady(e):
            return True
        if e.type == pygame.MOUSEWHEEL:
            if self.log.handle(e):
                return True
            if self.camera.viewport.collidepoint(self.app.mouse):
                self.camera.zoom_at(self.app.mouse, 1.12 if e.y > 0 else 1 / 1.12)
                return True
            return False
        for w in reversed(self.widgets):
            if w.visible and w.handle(e):
                return True
        if self.pending_look is not None and e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and self.camera.viewport.collidepoint(e.pos):
            return True   # the board waits for an answer to the question over it
        if self._chip_event(e):
            return True
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self.log.rect.collidepoint(e.pos) \
                and self.open_card_from_log(e.pos):
            return True
        if self.zoomed is not None and e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if e.type == pygame.MOUSEBUTTONUP or e.button != 4:
                if e.type == pygame.MOUSEBUTTONDOWN or self._press is not None:
                    self.zoomed = None
                    self._press = None
                    return True
        if e.type == pygame.MOUSEBUTTONDOWN:
            return self._mouse_down(e)
        if e.type == pygame.MOUSEMOTION:
            return self._mouse_move(e)
        if e.type == pygame.MOUSEBUTTONUP:
            return self._mouse_up(e)
        return False

    # ---------------------------------------------------------------- chips
    def chip_at(self, pos) -> Chip | None:
        for c in reversed(self.chips()):
            if self.camera.rect_to_screen(c.rect).collidepoint(pos):
                return c
        return None

    def press_chip(self, c: Chip) -> None:
        if c.call is not None:
            c.call()
        elif c.action is not None:
            self.try_action(c.action, at=self.app.mouse)

    def _chip_event(self, e) -> bool:
        """A chip fires on release, like a button (so the release cannot fall through to a
        hand-off screen that the move brings up), and only if released where it was pressed."""
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.zoomed is None and not self.drag.active \
                and self.camera.viewport.collidepoint(e.pos) \
                and not (self.tutorial is not None and self.tutorial_rect().collidepoint(e.pos)):
            c = self.chip_at(e.pos)
            if c is not None:
                self._chip_down = c
                return True
        if e.type == pygame.MOUSEBUTTONUP and e.button == 1 and self._chip_down is not None:
            c, self._chip_down = self._chip_down, None
            hit = self.chip_at(e.pos)
            if hit is not None and hit.label == c.label and hit.action == c.action:
                self.press_chip(hit)
            return True
        return False

    def _mouse_down(self, e) -> bool:
        if not self.camera.viewport.collidepoint(e.pos):
            return False
        tp = self.camera.to_table(e.pos)
        if self.tutorial is not None and self.tutorial_rect().collidepoint(e.pos):
            return True
        if e.button == 3:
            pc = self.pointed(tp)
            if pc is not None and pc.face_up and pc.kind == "card":
                self.zoomed = pc
                return True
            self._pan_from = e.pos
            return True
        if e.button == 2:
            self._pan_from = e.pos
            return True
        if e.button != 1:
            return False
        pc = self.pointed(tp)
        if self.selected is not None:
            z = self.zone_at(tp)
            if pc is self.selected:
                self.drag.pick(pc, tp)
                self._press = (pc, e.pos, self.clock)
                return True
            if z is not None:
                self.drop(self.selected, z, e.pos)
                return True
        if pc is not None and pc.draggable and self.can_act() and self.pending_confirm is None:
            self.drag.pick(pc, tp)
            sound.play("card_pick" if pc.kind == "card" else "tile_clack")
            self.tweens.add(pc, "angle", 0.0, 0.15)
            self.mark_zones(pc)
            self._press = (pc, e.pos, self.clock)
            return True
        if pc is not None:
            if pc.draggable and not self.can_act():   # one's own card, out of turn
                self.say(written("engine.table.wait"), e.pos, gentle=True)
            self._press = (pc, e.pos, self.clock)  # hold to zoom
            return True
        self.select(None)
        self._pan_from = e.pos
        return True

    def _mouse_move(self, e) -> bool:
        if self._pan_from is not None:
            self.camera.pan(e.pos[0] - self._pan_from[0], e.pos[1] - self._pan_from[1])
            self._pan_from = e.pos
            return True
        if self.drag.active:
            self.drag.move(self.camera.to_table(e.pos))
            if self.drag.moved and self.selected is not None and self.selected is not self.drag.piece:
                self.select(None)
            return True
        return False

    def _mouse_up(self, e) -> bool:
        if self._pan_from is not None and e.button in (1, 2, 3):
            self._pan_from = None
            return True
        press, self._press = self._press, None
        if e.button != 1:
            return False
        if self.drag.active:
            moved = self.drag.moved
            piece = self.drag.release()
            if moved:
                self.drop(piece, self.zone_at(self.camera.to_table(e.pos)), e.pos)
            else:
                self.mark_zones(None)
                if self.piece_clicked(piece, e.pos):
                    return True
                # a click: select for click-then-click
                if self.selected is piece:
                    self.select(None)
                    self.glide_home(piece)
                else:
                    self.tweens.add(piece, "pos", piece.home, 0.12)
                    self.select(piece)
            return True
        return press is not None

    def _key(self, e) -> bool:
        k = e.key
        if k == pygame.K_ESCAPE:
            if self.zoomed is not None:
                self.zoomed = None
            elif self.pending_confirm is not None:
                self._cancel_confirm()
            elif self.selected is not None:
                piece = self.selected
                self.select(None)
                self.glide_home(piece)
            else:
                self.open_pause()
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.passing:
            self.pass_screen()
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.pending_confirm is not None:
            if self.pending_look is not None:
                self._cancel_confirm()   # a wasteful move is played only by its own button
            else:
                self._confirm()
            return True
        if k == pygame.K_TAB:
            pieces = self.draggable()
            if pieces:
                i = pieces.index(self.selected) if self.selected in pieces else -1
                i = (i + (-1 if e.mod & pygame.KMOD_SHIFT else 1)) % len(pieces)
                self.select(pieces[i])
            return True
        if k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN) and self.selected is not None:
            legal = [z for z in self.zones.values() if z.legal] or list(self.zones.values())
            if legal:
                ids = [z.id for z in legal]
                i = ids.index(self.kbd_zone) if self.kbd_zone in ids else -1
                i = (i + (1 if k in (pygame.K_RIGHT, pygame.K_DOWN) else -1)) % len(ids)
                self.kbd_zone = ids[i]
            return True
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.selected is not None:
            if self.kbd_zone in self.zones:
                z = self.zones[self.kbd_zone]
                self.drop(self.selected, z, self.camera.to_screen(z.center))
            return True
        if k == pygame.K_h:
            self.ask_hint()
            return True
        if k == pygame.K_u or (k == pygame.K_z and e.mod & pygame.KMOD_CTRL):
            self.undo()
            return True
        if k == pygame.K_r:
            self.open_recap()
            return True
        if k in (pygame.K_n, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) \
                and self.tutorial is not None and self.tutorial.wants_next() and self.selected is None:
            self._tutorial_next()
            return True
        if k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.camera.zoom_at(self.camera.viewport.center, 1.2)
            return True
        if k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.camera.zoom_at(self.camera.viewport.center, 1 / 1.2)
            return True
        if k == pygame.K_0:
            self.camera.reset()
            return True
        if k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.log.scroll_by(5 if k == pygame.K_PAGEUP else -5)
            return True
        if pygame.K_1 <= k <= pygame.K_9:
            for w in self.widgets:
                if getattr(w, "name", "") == f"action-{k - pygame.K_1}":
                    w.click()
                    return True
        return False

