"""What Fantastiqa's cards do when played: abilities (dog, +S, key, peaceful dragon) and the
artifacts, with the choices some of them ask for (a card, a creature, a seat) and the events
they report.

``Abilities`` is mixed into ``rules.FantastiqaState``; it uses the state's own moves (gaining gems,
drawing cards, moving adventurers) and never imports the rules module.
"""

from __future__ import annotations

from . import data as D
from . import terms as T
from .data import PH_CHOOSE_CARD, PH_CHOOSE_PATH, PH_CHOOSE_SEAT, PH_KEY, PH_MAIN, PH_TARGET
from .legal import ONCE_BIT

KN = D.KIND
PATH_IDX = {p: i for i, p in enumerate(D.PATH_NAMES)}
_SEAT = T.SEAT


class Abilities:
    """Playing a card for its ability or artifact effect (mixed into the state)."""

    __slots__ = ()

    def _a_play(self, a) -> None:
        p = self.cur
        k = KN[a.card]
        self.hand[p].remove(k)
        self.once_played |= ONCE_BIT[k]
        ab = self._ability(k)
        done = True
        if ab == D.DIG_GEM:
            self._gain(p, 1)
            self.emit("fantastiqa.ev.dig_gem", who=_SEAT[p])
        elif ab == D.PLUS_STATUE:
            self.plus_s += 1
            self.emit("fantastiqa.ev.plus_statue", who=_SEAT[p])
        elif ab == D.STATUE_KEY:
            self.phase = PH_KEY
            self.emit("fantastiqa.ev.statue_key", who=_SEAT[p])
        elif ab == D.SUMMON_DRAGON:
            done = self._ask_target(k)
        elif k == D.BITTER_BREW or k == D.LOOKING_GLASS or k == D.SMELLY_ALCHEMY:
            self.pend_kind = k
            self.phase = PH_CHOOSE_CARD
            done = False
        elif k == D.ROGUES_PURSE:
            mine = self.gems[p]
            for s in range(self.n):
                if s != p and self.gems[s] > mine:   # its own gems grow as it robs: never counted
                    self.gems[s] -= 1
                    self.gems[p] += 1
                    self.emit("fantastiqa.ev.purse", who=_SEAT[p], source=_SEAT[s])
        elif k == D.WARDROBE_OF_CHANGING:
            self.pend_kind, self.pend_arg, self.phase = k, -1, PH_CHOOSE_PATH
            done = False
        elif k == D.BAG_OF_BULGING:
            self._draw_cards(p, 2)
        elif k == D.BENT_PENTACLE or k == D.NEW_FANGLED_PENTANGLE:
            c = self._draw_creature_card()
            if c >= 0:
                to_disc = k == D.BENT_PENTACLE
                (self.disc[p] if to_disc else self.hand[p]).append(c)
                self.emit("fantastiqa.ev.creature_card", who=_SEAT[p], creature=T.KIND[c],
                          where=T.DISCARD_PILE if to_disc else T.HAND)
            else:
                self.emit("fantastiqa.ev.creature_deck_empty")
        elif k == D.DECK_OF_MISADVENTURE:
            self.pend_kind, self.pend_arg, self.phase = k, -1, PH_CHOOSE_SEAT
            done = False
        elif k == D.GNOMISH_PORTAL:
            self._teleport(p)
        elif k == D.DOUBLE_ESPRESSO:
            self.actions_left += 1
            self.emit("fantastiqa.ev.extra_action", who=_SEAT[p])
        if done:
            self.disc[p].append(k)

    def _draw_creature_card(self) -> int:
        """Top creature card for an artifact: ravens met on the way are resolved (§15)."""
        while True:
            c = self._draw_creature()
            if c != D.RAVEN:
                return c
            self._raven()

    def _ask_target(self, k: int) -> bool:
        """Resolve now if there is one opponent; else ask. True when resolved."""
        opps = self.opponents(self.cur)
        self.pend_kind = k
        if len(opps) == 1:
            self._resolve_target(opps[0])
            return False  # _resolve_target discards the card
        self.phase = PH_TARGET
        return False

    def _resolve_target(self, s: int) -> None:
        p = self.cur
        k = self.pend_kind
        if k == D.BITTER_BREW:
            self.disc[s].append(self.pend_arg)
            self.emit("fantastiqa.ev.brew_given", target=_SEAT[s], card=T.KIND[self.pend_arg])
        else:
            self.dragon_supply -= 1
            self.disc[s].append(D.PEACEFUL_DRAGON)
            self.emit("fantastiqa.ev.dragon_given", target=_SEAT[s])
        self.disc[p].append(k)
        self.pend_kind = -1
        self.pend_arg = -1
        self.phase = PH_MAIN

    def _a_choose_seat(self, a) -> None:
        if self.phase == PH_TARGET:
            self._resolve_target(a.seat)
            return
        if self.pend_arg < 0:
            self.pend_arg = a.seat
            return
        s, t = self.pend_arg, a.seat
        ps, pt = self.pos[s], self.pos[t]
        self._move(s, pt)
        self._move(t, ps)
        self.emit("fantastiqa.ev.places_swapped", a=_SEAT[s], b=_SEAT[t])
        self.disc[self.cur].append(self.pend_kind)
        self.pend_kind = -1
        self.pend_arg = -1
        self.phase = PH_MAIN

    def _a_choose_card(self, a) -> None:
        p = self.cur
        c = KN[a.card]
        k = self.pend_kind
        if k == D.LOOKING_GLASS:
            self.glass = c
            self.emit("fantastiqa.ev.glass", who=_SEAT[p], card=T.KIND[c])
        else:
            (self.hand[p] if a.from_hand else self.disc[p]).remove(c)
            if k == D.SMELLY_ALCHEMY:
                self.hand[p].append(c)
                self.emit("fantastiqa.ev.card_back", who=_SEAT[p], card=T.KIND[c])
            else:  # bitter brew: now the opponent
                self.pend_arg = c
                self.phase = PH_MAIN
                self._ask_target(k)
                return
        self.disc[p].append(k)
        self.pend_kind = -1
        self.phase = PH_MAIN

    def _a_choose_path(self, a) -> None:
        i = PATH_IDX[a.path]
        if self.pend_arg < 0:
            self.pend_arg = i
            return
        j = self.pend_arg
        self.emit("fantastiqa.ev.swapped", a=T.KIND[self.paths[i]], b=T.KIND[self.paths[j]])
        self.paths[i], self.paths[j] = self.paths[j], self.paths[i]
        self.path_gems[i], self.path_gems[j] = self.path_gems[j], self.path_gems[i]
        self.disc[self.cur].append(self.pend_kind)
        self.pend_kind = -1
        self.pend_arg = -1
        self.phase = PH_MAIN
