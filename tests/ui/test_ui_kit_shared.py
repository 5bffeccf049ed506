"""The kit's pieces the five game views share: chips, the translucent box, the cached board,
click-to-pick pieces, the results' breakdown and the tutorial's highlight helpers."""

from types import SimpleNamespace

import pygame

from engine import saves
from engine.game import load_game
from engine.scenes.results import ResultsScene
from engine.ui import paint
from engine.ui.chips import CHIP, Chip, chip_glows, draw_chips
from engine.ui.kit import Camera, Piece
from engine.ui.picking import ClickToPick
from engine.ui.table import open_new_game, register_view
from engine.tutorial import Step, all_of, hand_card
from ui.helpers import click_at, frames, screen_pos, until
from ui.toy_view import ToyTable

H = saves.Seat


def open_toy(app, seed=5):
    t = open_new_game(app, load_game("toygame"), [H("Mina", "human", None, "blue"), H("Bot", "ai", "easy", "red")],
                      {}, seed=seed)
    frames(app, 12)
    return t


def screen_rect(t, p):
    x, y, w, h = p.rect()
    return t.camera.rect_to_screen((x, y, w, h))


def chip_table(chips, mouse=(0, 0), hint=None, step=None, mine=True):
    """Just what chip drawing reads of a table: a 1:1 camera over a 200x100 table."""
    tutorial = None
    if step is not None:
        tutorial = SimpleNamespace(current=lambda: step)
    return SimpleNamespace(camera=Camera((200, 100), pygame.Rect(0, 0, 200, 100)), app=SimpleNamespace(mouse=mouse),
                           chips=lambda: chips, clock=0.0, hint=hint, tutorial=tutorial, state=None,
                           my_decision=lambda: mine)


def test_a_chip_glows_for_the_hints_best_move_and_the_taught_move(app):
    go = Chip((10, 10, 80, 30), "Go", action="go")
    assert not chip_glows(chip_table([go]), go)
    assert chip_glows(chip_table([go], hint=[("go", 0.9), ("stop", 0.1)]), go)
    assert not chip_glows(chip_table([go], hint=[("stop", 0.9)]), go)
    assert chip_glows(chip_table([go], step=Step("Press Go.", expect="go")), go)
    assert not chip_glows(chip_table([go], step=Step("Press Go.", expect="go"), mine=False), go)
    assert not chip_glows(chip_table([go], step=Step("Read this.")), go)


def test_chips_are_lighter_under_the_pointer_and_their_labels_fit_the_games_sizes(app):
    go = Chip((10, 10, 80, 30), "Go", action="go")
    asked = []

    def fit(text, size, colour, maxw):
        asked.append((text, size, maxw))
        return pygame.Surface((4, 4), pygame.SRCALPHA)

    surf = pygame.Surface((200, 100))
    draw_chips(chip_table([go], mouse=(150, 80)), surf, fit)
    assert surf.get_at((20, 25))[:3] == CHIP
    assert asked == [("Go", 16, 80 - 14)], "17 units at most, 0.55 of the height, 14 units of room"
    draw_chips(chip_table([go], mouse=(20, 25)), surf, fit, label_max=12, label_share=0.5, padding=10)
    assert surf.get_at((20, 25))[:3] == tuple(min(255, v + 22) for v in CHIP)
    assert asked[-1] == ("Go", 12, 80 - 10)


def test_a_box_is_translucent_and_says_where_it_is_on_screen(app):
    surf = pygame.Surface((200, 100))
    surf.fill((255, 255, 255))
    cam = Camera((400, 200), pygame.Rect(0, 0, 200, 100))  # half size
    r = paint.box(surf, cam, (20, 20, 100, 60), (0, 0, 0), 128, border=(255, 0, 0))
    assert r == pygame.Rect(10, 10, 50, 30)
    assert 100 < surf.get_at(r.center)[0] < 160, "half the white shows through"
    assert surf.get_at((r.left, r.centery))[:3] == (255, 0, 0), "the frame"
    assert surf.get_at((5, 5))[:3] == (255, 255, 255)


def test_the_board_is_repainted_only_when_it_or_the_camera_changes(app):
    t = open_toy(app)
    painted = []
    surf = pygame.Surface(app.screen.get_size())
    for key in ("a", "a", "b", "b"):
        t.blit_board(surf, key, painted.append)
    assert len(painted) == 2
    t.camera.zoom_at(t.camera.viewport.center, 1.5)
    t.blit_board(surf, "b", painted.append)
    assert len(painted) == 3


class BoardedToy(ToyTable):
    """The toy table with a painted board (words on it) under its pieces, through the kit's cache."""

    def draw_table(self, surf):
        def paint_board(board):
            from engine.ui import theme
            board.fill((40, 70, 50), self.camera.viewport)
            theme.blit_text(board, "Board words", self.camera.to_screen((60, 60)), 18, theme.INK)
            theme.blit_text(board, "tiny", self.camera.to_screen((60, 900)), 6, theme.INK)
        self.blit_board(surf, "painted", paint_board)


def test_the_layout_check_sees_the_words_of_a_board_painted_through_the_cache(app):
    from ui.layout_check import draw_frame, problems
    register_view("toygame", BoardedToy)
    t = open_toy(app)
    for _ in range(2):   # painted once, then blitted from the cache: its words travel each time
        frame = draw_frame(app)
        words = [x for x in frame.texts if x.text == "Board words"]
        assert len(words) == 1 and words[0].rect.topleft == t.camera.to_screen((60, 60))
        assert words[0].clip == t.camera.viewport, "seen under the board's clip"
        assert any("'tiny'" in p and "below" in p for p in problems(frame)), "its small words are found"
        assert frame.get_at(t.camera.viewport.move(2, 2).topleft)[:3] == (40, 70, 50), "the board is drawn"


class FlatToy(ToyTable):
    """The toy table with its cards lying straight (a turned face carries no words to the
    check) and a sign whose words are too small to read."""

    def build(self, view):
        super().build(view)
        for p in self.pieces:
            p.angle = 0
        self.add_piece(Piece("sign", "card", (150, 90), (1400, 520), label="Words too long for their sign"))


def test_the_layout_check_sees_the_words_on_the_pieces(app):
    from ui.layout_check import draw_frame, problems
    register_view("toygame", FlatToy)
    t = open_toy(app)
    t.play(t.state.legal_actions()[0])
    until(app, lambda: len(t.state.pile) == 2 and not t.tweens.busy, 600)   # two cards stacked on the pile
    frame = draw_frame(app)
    for p in t.pieces:
        if p.label and p.face_up and p.id != "sign":
            on = [x for x in frame.texts if x.text == p.label and screen_rect(t, p).contains(x.ink)]
            assert on, f"{p.id}'s {p.label!r} is seen where the piece lies"
    found = problems(frame)
    assert any("'Words too long for their sign'" in f and "below" in f for f in found), found
    assert not [f for f in found if "sign" not in f], "the pile's cards lie over each other's words on purpose"


def test_the_results_screen_shows_the_tables_breakdown(app):
    t = open_toy(app)
    assert t.score_breakdown(t.state) == [], "the toy game has none"
    t.score_breakdown = lambda state: [("Cards in hand", [len(h) for h in state.hands])]
    t.show_results()
    r = app.scenes.top
    assert isinstance(r, ResultsScene)
    assert r.breakdown == [("Cards in hand", [2, 2])]
    assert r.state.hands == t.state.hands, "otherwise the finished state itself"


class PickToy(ClickToPick, ToyTable):
    """The toy table where a click on the deck plays your first card (a stand-in for a card an
    ability asks for)."""

    def build(self, view):
        super().build(view)
        self.deck_top = max((p for p in self.pieces if p.id.startswith("deck-")), key=lambda p: p.z)
        self.deck_top.draggable = True

    def pick_action(self, piece):
        from toygame import Play
        if piece is self.deck_top and self.my_decision():
            return Play(self.view.hands[self.viewer][0])
        return None


def test_a_click_on_a_piece_that_is_a_choice_plays_it_and_the_piece_is_ringed(app):
    register_view("toygame", PickToy)
    t = open_toy(app)
    deck = t.deck_top
    surf = pygame.Surface(app.screen.get_size())
    t.draw_pick_cue(surf)
    assert t._cue == [deck]
    t.draw_pick_cue(surf, wanted=lambda p: False)
    assert t._cue == [deck], "worked out once per view"
    card = t.view.hands[t.viewer][0]
    click_at(app, screen_pos(t, deck))
    assert len(t.record.actions) == 1 and t.record.actions[0].card == card


def test_tutorial_highlights_of_several_parts_and_of_a_hand_card():
    pieces = [Piece("h-3", "card", (1, 1), (0, 0), data=SimpleNamespace(kind=3), in_hand=True),
              Piece("h-5a", "card", (1, 1), (0, 0), data=SimpleNamespace(kind=5), in_hand=True),
              Piece("h-5b", "card", (1, 1), (0, 0), data=SimpleNamespace(kind=5), in_hand=True),
              Piece("t-5", "card", (1, 1), (0, 0), data=SimpleNamespace(kind=5))]
    table = SimpleNamespace(pieces=pieces)
    assert hand_card(5)(table) == ["h-5a"]
    assert hand_card(4)(table) == []
    assert all_of(hand_card(3), "pile", lambda t: ["x", "y"])(table) == ["h-3", "pile", "x", "y"]
