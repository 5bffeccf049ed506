"""A test-only table for the toy game (tests/toygame.py): proves the kit before the real games.

Your hand is fanned at the bottom (drag a card onto the pile, or click it then
the pile, or Tab + Enter); the other seats' hands lie face down at the top;
the deck sits left of the pile.
"""

from __future__ import annotations

from engine.ui import art
from engine.ui.kit import DropZone, Piece, fan, row
from engine.ui.table import TableScene, register_view

CARD = (150, 210)
SMALL = (96, 134)
TINTS = {1: (236, 226, 200), 2: (214, 232, 214), 3: (212, 224, 242), 4: (242, 222, 206),
         5: (232, 214, 236), 6: (244, 236, 180)}
INKS = {1: (120, 70, 30), 2: (40, 110, 60), 3: (40, 80, 150), 4: (170, 80, 40), 5: (120, 60, 140), 6: (140, 110, 20)}
SYMBOLS = {1: "circle", 2: "triangle", 3: "square", 4: "diamond", 5: "star", 6: "cross"}


def face(v):
    return (f"toy-card-{v}", lambda: art.card_face(300, 420, TINTS[v], INKS[v], seed=v))


BACK = ("toy-back", lambda: art.card_back(300, 420, (60, 70, 130)))


class ToyTable(TableScene):
    TABLE_SIZE = (1600.0, 1000.0)
    TUTORIAL_AT = "right"

    def build(self, view):
        n = view.num_players
        me = self.viewer
        W, H = self.TABLE_SIZE
        # the pile in the middle
        pile_c = (W / 2 + 40, H / 2 - 20)
        self.add_zone(DropZone("pile", (pile_c[0] - 110, pile_c[1] - 145, 220, 290), label="Pile"))
        for k, (seat, card) in enumerate(view.pile[-6:]):
            idx = len(view.pile) - len(view.pile[-6:]) + k
            newest = idx == len(view.pile) - 1
            origin = None
            if newest:
                origin = self.last_piece if (self.last_piece and seat == me) else f"hand{seat}"
            ang = ((idx * 37) % 17) - 8
            self.add_piece(Piece(f"pile-{idx}", "card", SMALL if False else (130, 182),
                                 (pile_c[0] + ((idx * 13) % 11) - 5, pile_c[1] + ((idx * 7) % 9) - 4),
                                 art=face(card)[0:2], label=str(card), label_color=INKS[card],
                                 corner=str(card), symbol=SYMBOLS[card], angle=ang, z=idx, origin=origin,
                                 tooltip=f"{self.seats[seat].name} played a {card}."))
        # the deck
        deck_c = (W / 2 - 260, H / 2 - 20)
        self.add_zone(DropZone("deck", (deck_c[0] - 70, deck_c[1] - 98, 140, 196), label=f"Deck ({len(view.deck)})"))
        for k in range(min(3, len(view.deck))):
            self.add_piece(Piece(f"deck-{k}", "card", (130, 182), (deck_c[0] - k * 3, deck_c[1] - k * 3),
                                 art=BACK, face_up=False, z=k))
        # the other seats, face down along the top
        others = [s for s in range(n) if s != me]
        centres = row(len(others), (W / 2, 130), 420, 60)
        for (cx, cy), seat in zip(centres, others):
            self.add_zone(DropZone(f"hand{seat}", (cx - 200, cy - 90, 400, 180), label=self.seats[seat].name,
                                   visible=True))
            cards = view.hands[seat]
            for i, (pos, a) in enumerate(fan(len(cards), (cx, cy), SMALL[0], 300, 8, 6)):
                self.add_piece(Piece(f"hand{seat}-{i}", "card", SMALL, pos, art=BACK, face_up=False,
                                     angle=a, z=i))
        # my hand, fanned at the bottom
        hand = view.hands[me]
        self.add_zone(DropZone(f"hand{me}", (W / 2 - 300, H - 300, 600, 280), label="Your hand", visible=False))
        seen: dict[int, int] = {}
        for i, ((pos, a), card) in enumerate(zip(fan(len(hand), (W / 2, H - 170), CARD[0], 520, 10, 14), hand)):
            k = seen.get(card, 0)
            seen[card] = k + 1
            self.add_piece(Piece(f"card{me}-{card}-{k}", "card", CARD, pos, art=face(card), label=str(card),
                                 label_color=INKS[card], corner=str(card), symbol=SYMBOLS[card], data=card,
                                 draggable=True, angle=a, z=10 + i, in_hand=True, origin="deck",
                                 tooltip=f"A {card}: adds {card} to the pile."))

    def action_for(self, piece, zone):
        from toygame import Play
        if zone.id == "pile" and piece.data is not None:
            return Play(piece.data)
        return None

    def prompt(self, view):
        total = sum(c for _, c in view.pile)
        base = super().prompt(view)
        if view.to_move == self.viewer and not self.seats[self.viewer].is_ai:
            return f"{base} Drag a card onto the pile — total {total} of {view.target}."
        return f"{base} Pile total {total} of {view.target}."

    def draw_over(self, surf):
        from engine.ui import theme
        total = sum(c for _, c in self.view.pile)
        z = self.zones["pile"]
        r = self.camera.rect_to_screen(z.rect)
        size = max(12, int(self.camera.length(30)))
        img = theme.text_px(f"{total} / {self.view.target}", size, theme.INK, "bold")
        surf.blit(img, img.get_rect(midtop=(r.centerx, r.bottom + 6)))


def register():
    register_view("toygame", ToyTable)
