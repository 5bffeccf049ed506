"""New-game setup: player count, each seat (name, colour, human or AI level), the game's options."""

from __future__ import annotations

import pygame

from engine import i18n, saves
from engine.ai.ladder import standing
from engine.game import GameInfo
from engine.phrases import game_message, option_help, option_label, option_value, shown, title_message, written
from engine.scenes.base import MenuScene
from engine.text import Message
from engine.ui import theme
from engine.session import (DEFAULT_COLOURS, DEFAULT_NAMES, default_human_name, is_default_human_name,
                            player_name)
from engine.ui.table import TableError, open_new_game
from engine.ui.theme import px
from engine.ui.widgets import Button, Choice, TextField

KINDS = ("human", "ai:easy", "ai:normal", "ai:hard")


def kind_label(kind: str) -> str:
    """"Human", or "AI — hard" for a computer of that level."""
    if kind == "human":
        return written("engine.setup.human")
    return written("engine.setup.ai", level=Message(f"engine.level.{kind.partition(':')[2]}"))


class SetupScene(MenuScene):
    def __init__(self, app, info: GameInfo, seats: list | None = None, options: dict | None = None):
        super().__init__(app)
        self.info = info
        self.heading = Message("engine.setup.heading", title=title_message(info))
        self.subheading = game_message(info.name, "pitch", info.pitch)
        self.max_n = info.max_players
        self.seats = []
        for i in range(info.max_players):
            self.seats.append({"name": DEFAULT_NAMES[i % len(DEFAULT_NAMES)] if i else default_human_name(0, 1),
                               "colour": DEFAULT_COLOURS[i % len(DEFAULT_COLOURS)],
                               "kind": "human" if i == 0 else "ai:normal"})
        self.n = max(info.min_players, min(info.max_players, 2))
        if seats:
            self.n = len(seats)
            for i, s in enumerate(seats):
                self.seats[i] = {"name": s.name, "colour": s.colour,
                                 "kind": "human" if not s.is_ai else f"ai:{s.level or 'normal'}"}
        self.options = info.default_options()
        if options:
            self.options.update(options)
        self.error = ""
        self._level_notes: dict[tuple[str, frozenset], str] = {}

    # -- values ---------------------------------------------------------------
    def set_n(self, n: int) -> None:
        self.n = n
        self.name_people()
        self.layout(*self.app.size)

    def set_kind(self, i: int, kind: str) -> None:
        self.seats[i]["kind"] = kind
        name = self.seats[i]["name"].strip()
        # an untouched name follows the seat's kind: computer names only for computers
        if kind != "human" and is_default_human_name(name, i):
            taken = {self.seats[j]["name"].strip() for j in range(self.n) if j != i}
            self.seats[i]["name"] = next((n for n in DEFAULT_NAMES[1:] if n not in taken), name)
        elif kind == "human" and name in DEFAULT_NAMES[1:]:
            self.seats[i]["name"] = player_name(i)   # name_people makes it "You" if alone
        self.name_people()
        self.layout(*self.app.size)

    def name_people(self) -> None:
        """A person's untouched default name follows the table: "You" against computers,
        "Player 2" when two or more people share the screen (no "Pass to You")."""
        seated = [i for i in range(self.n) if self.seats[i]["kind"] == "human"]
        for i in seated:
            if is_default_human_name(self.seats[i]["name"].strip(), i):
                self.seats[i]["name"] = default_human_name(i, len(seated))

    def set_colour(self, i: int, c: str) -> None:
        # swap with the seat that had it, so colours stay distinct
        for j in range(self.n):
            if j != i and self.seats[j]["colour"] == c:
                self.seats[j]["colour"] = self.seats[i]["colour"]
        self.seats[i]["colour"] = c

    def seat_objects(self) -> list[saves.Seat]:
        out = []
        for i in range(self.n):
            s = self.seats[i]
            kind, _, level = s["kind"].partition(":")
            name = s["name"].strip() or (player_name(i) if kind == "human"
                                         else written("engine.setup.unnamed_ai", n=i + 1))
            out.append(saves.Seat(name, kind, level or None, s["colour"]))
        return out

    def level_note(self) -> str:
        """How strong the chosen computer levels are at this game, from the ladder's
        measurements (engine/ai/ladder.json): a person picking an opponent sees how often
        each one wins.  A level without figures says nothing."""
        chosen = frozenset(self.seats[i]["kind"].partition(":")[2] for i in range(self.n)) - {""}
        if not chosen:
            return ""
        key = (i18n.language(), chosen)
        if key not in self._level_notes:  # drawn every frame: worded once per choice and language
            self._level_notes[key] = self._level_words(chosen)
        return self._level_notes[key]

    def _level_words(self, chosen: frozenset) -> str:
        parts = []
        for level in ("easy", "normal", "hard"):
            figures = standing(self.info.name, level) if level in chosen else None
            if figures is not None:
                parts.append(Message(f"engine.setup.level_{level}_wins", won=figures[0], of=figures[1]))
        return written("engine.setup.levels", levels=tuple(parts)) if parts else ""

    def start(self) -> None:
        try:
            open_new_game(self.app, self.info, self.seat_objects(), dict(self.options))
        except (TableError, ValueError) as e:
            self.error = shown(e)
            self.app.toast(self.error, theme.BAD, 5)

    def rules(self) -> None:
        from engine.scenes.rules import RulesScene
        self.app.scenes.push(RulesScene(self.app, self.info))

    # -- layout -----------------------------------------------------------------
    def layout(self, w, h) -> None:
        self.widgets = []
        self.name_people()   # after a change of language, untouched names in the new one
        left = px(40)
        col_w = min(px(720), int(w * 0.58))
        y = px(130)
        rh = px(44)
        self.add(Choice(pygame.Rect(left, y, px(420), rh), written("engine.setup.players"), list(self.info.player_counts),
                        lambda: self.n, self.set_n, size=20, name="players", label_width=0.5))
        y += rh + px(38)
        self.seat_top = y
        name_w = int(col_w * 0.34)
        colour_w = int(col_w * 0.25)
        kind_w = col_w - name_w - colour_w - px(60)
        self.seat_width = col_w - px(40)
        for i in range(self.n):
            x = left + px(40)
            self.add(TextField(pygame.Rect(x, y, name_w, rh), (lambda i=i: self.seats[i]["name"]),
                               (lambda v, i=i: self.seats[i].__setitem__("name", v)), maxlen=14, size=19,
                               name=f"name-{i}"))
            x += name_w + px(10)
            self.add(Choice(pygame.Rect(x, y, colour_w, rh), "", list(DEFAULT_COLOURS),
                            (lambda i=i: self.seats[i]["colour"]), (lambda v, i=i: self.set_colour(i, v)),
                            fmt=lambda c: written(f"engine.colour.{c}"), size=18, name=f"colour-{i}", label_width=0))
            x += colour_w + px(10)
            self.add(Choice(pygame.Rect(x, y, kind_w, rh), "", list(KINDS),
                            (lambda i=i: self.seats[i]["kind"]), (lambda v, i=i: self.set_kind(i, v)),
                            fmt=kind_label, size=18, name=f"kind-{i}", label_width=0))
            y += rh + px(12)
        ox = left + col_w + px(50)
        ow = w - ox - px(40)
        oy = px(130)
        self.opt_top = oy
        self.opt_rect = pygame.Rect(ox, oy, ow, h - oy - px(110))
        oy += px(40)
        self.help_pos = []
        # each option's help stands under it when there is room, else it is said on hover
        spread = sum(rh + (px(44) if o.help else px(14)) for o in self.info.options)
        helps_shown = oy + spread <= h - px(130)
        game = self.info.name
        for o in self.info.options:
            self.add(Choice(pygame.Rect(ox, oy, ow, rh), option_label(game, o), list(o.choices),
                            (lambda o=o: self.options[o.name]), (lambda v, o=o: self.options.__setitem__(o.name, v)),
                            fmt=lambda v, o=o: option_value(game, o, v), size=18, name=f"option-{o.name}",
                            label_width=0.5))
            help_text = option_help(game, o)
            if helps_shown:
                self.help_pos.append((help_text, oy + rh + px(4), ox, ow))
                oy += rh + (px(44) if o.help else px(14))
            else:
                self.widgets[-1].tooltip = help_text or None
                oy += rh + px(10)
        self.opt_bottom = oy
        self.back_button(w, h)
        self.add(Button(pygame.Rect(px(216), h - px(76), px(160), px(48)), written("engine.button.rules"), self.rules, size=20,
                        name="rules", enabled=bool(self.info.rules_file), why_disabled=written("engine.rules.not_written")))
        self.add(Button(pygame.Rect(w - px(260), h - px(76), px(220), px(48)), written("engine.setup.start"), self.start,
                        primary=True, size=22, name="start"))

    def draw_body(self, surf) -> None:
        left = px(40)
        theme.blit_text(surf, written("engine.setup.seats"), (left, self.seat_top - px(24)), 16, theme.INK_DIM, "bold")
        for i in range(self.n):
            y = self.seat_top + i * (px(44) + px(12))
            theme.seat_badge(surf, self.seats[i]["colour"], (left + px(16), y + px(22)), px(12),
                             self.app.settings.colourblind_symbols)
        levels = self.level_note()
        if levels:
            y = self.seat_top + self.n * (px(44) + px(12)) + px(8)
            theme.blit_wrapped(surf, levels, pygame.Rect(left + px(40), y, self.seat_width, px(60)), 15,
                               theme.INK_DIM)
        theme.blit_text(surf, written("engine.setup.options"), (self.opt_rect.left, self.opt_top), 16, theme.INK_DIM, "bold")
        if not self.info.options:
            theme.blit_text(surf, written("engine.setup.no_options"), (self.opt_rect.left, self.opt_top + px(40)), 17,
                            theme.INK_DIM)
        for text, y, x, w in self.help_pos:
            if text:
                theme.blit_wrapped(surf, text, pygame.Rect(x, y, w, px(40)), 14, theme.INK_DIM)
        # the game's cover fills the free space under the options
        w, h = surf.get_size()
        cw = min(self.opt_rect.width, px(440))
        ch = int(cw * 300 / 480)
        top = h - px(100) - ch
        if top > self.opt_bottom + px(10):
            from engine.ui import art
            img = self.app.art.scaled(f"cover-{self.info.name}", lambda: art.cover(self.info.name), (cw, ch))
            surf.blit(img, (self.opt_rect.right - cw, top))
        humans = sum(1 for i in range(self.n) if self.seats[i]["kind"] == "human")
        note = written("engine.setup.pass_and_play" if humans >= 2 else "engine.setup.against_computer")
        w, h = surf.get_size()
        theme.blit_text(surf, note, (px(40), h - px(110)), 16, theme.INK_DIM)
