"""The tabletop kit on the toy game's test table."""

import math

import pygame

from engine import saves
from engine.game import load_game
from engine.scenes.results import ResultsScene
from engine.ui.handoff import HandoffScene
from engine.session import reveals_nothing
from engine.ui.table import TableScene, fill_seats, open_new_game
from ui.helpers import click, click_at, drag, frames, key, screen_pos, until, until_handoff, widget

H = saves.Seat


def open_toy(app, seats, seed=5, options=None):
    t = open_new_game(app, load_game("toygame"), seats, options or {}, seed=seed)
    frames(app, 12)
    return t


def vs_ai(app, level="easy", seed=5):
    return open_toy(app, [H("Mina", "human", None, "blue"), H("Bot", "ai", level, "red")], seed)


def test_unnamed_seats_call_only_a_person_you():
    """``main.py play --seats``: a computer seat is never titled "You (AI easy)"."""
    info = load_game("toygame")

    def names(*kinds):
        return [s.name for s in fill_seats(info, [H("", k, "easy" if k == "ai" else None)
                                                  for k in kinds])]

    assert names("human", "ai") == ["You", "Ada"]
    assert names("ai", "ai") == ["Ada", "Bruno"]
    assert names("ai", "human") == ["Ada", "You"]
    assert names("human", "human", "ai") == ["Player 1", "Player 2", "Ada"], "two people: no \"Pass to You\""


def test_drag_follows_a_spring_tilts_and_legal_zones_glow(app):
    t = vs_ai(app)
    card = next(p for p in t.pieces if p.draggable)
    pile, deck = t.zones["pile"], t.zones["deck"]
    start = screen_pos(t, card)
    end = screen_pos(t, pile)
    drag(app, start, end, steps=2, release=False)
    assert t.drag.piece is card
    target = t.drag.target
    lag = math.dist(card.pos, target)
    assert lag > 20, "the held piece lags behind the pointer"
    assert abs(card.tilt) > 0.5, "it tilts with its speed"
    assert pile.legal is True and deck.legal is False
    frames(app, 40)
    assert math.dist(card.pos, target) < 3, "and settles under the pointer"
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(end[0]), int(end[1])), button=1)])
    frames(app, 5)
    assert len(t.record.actions) == 1
    assert t.log.lines[0][0] == f"You play a {card.data}."


def test_illegal_drop_glides_back_with_the_engines_reason(app, monkeypatch):
    t = vs_ai(app)
    from toygame import Play
    monkeypatch.setattr(t, "action_for", lambda piece, zone: Play(99) if zone.id == "pile" else None)
    card = next(p for p in t.pieces if p.draggable)
    drag(app, screen_pos(t, card), screen_pos(t, t.zones["pile"]), steps=8)
    assert t.bubble is not None and t.bubble[0].startswith("You hold no 99")
    assert len(t.record.actions) == 0
    frames(app, 40)
    assert math.dist(card.pos, card.home) < 1, "the piece went back to its place"
    # a drop where no move exists says so too
    drag(app, screen_pos(t, card), screen_pos(t, t.zones["deck"]), steps=8)
    assert "can't go on" in t.bubble[0]
    # the engine's list of legal moves is read as what this player can do, not "Seat 1 plays"
    monkeypatch.setattr(t, "action_for", lambda piece, zone: "a move of no game")
    frames(app, 40)
    drag(app, screen_pos(t, card), screen_pos(t, t.zones["pile"]), steps=8)
    said = t.bubble[0]
    assert said.startswith("That move is not allowed now. You can: play a ") and "Seat" not in said


def test_click_then_click_and_keyboard_moves(app):
    t = vs_ai(app, seed=11)
    card = next(p for p in t.pieces if p.draggable)
    click_at(app, screen_pos(t, card))
    assert t.selected is card and t.zones["pile"].legal
    click_at(app, screen_pos(t, t.zones["pile"]))
    frames(app, 3)
    assert len(t.record.actions) == 1
    assert until(app, lambda: t.can_act() or t.state.is_over(), 900)
    if t.state.is_over():
        return
    frames(app, 40)
    key(app, pygame.K_TAB)
    assert t.selected is not None and t.kbd_zone == "pile"
    key(app, pygame.K_RETURN)
    frames(app, 3)
    assert len(t.record.actions) == 3


def test_handoff_between_two_humans_and_no_frame_shows_the_other_hand(app):
    t = open_toy(app, [H("Mina", "human", None, "blue"), H("Jun", "human", None, "red")], seed=7)
    # a new pass-and-play game starts covered: whoever sits down first must click
    assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.name == "Mina"
    click(app, "ready")
    frames(app, 5)
    assert t.viewer == 0
    drawn_before = len(t.frame_views)

    def hands_visible():
        return {p.id.split("-")[0] for p in t.pieces if p.face_up and p.id.startswith("card")}

    assert hands_visible() == {"card0"}
    card = next(p for p in t.pieces if p.draggable)
    drag(app, screen_pos(t, card), screen_pos(t, t.zones["pile"]), steps=6)
    assert until_handoff(app, 200)
    assert app.scenes.top.name == "Jun"
    n = len(t.frame_views)
    frames(app, 20)
    assert len(t.frame_views) == n, "the table is not drawn while the hand-off screen covers it"
    assert set(t.frame_views[drawn_before:]) == {0}
    assert hands_visible() == {"card0"}
    key(app, pygame.K_RETURN)
    frames(app, 5)
    assert t.viewer == 1 and hands_visible() == {"card1"}
    assert isinstance(app.scenes.top, HandoffScene) and app.scenes.top.recap is not None, \
        "Jun first reads what Mina did"
    key(app, pygame.K_RETURN)
    frames(app, 5)
    assert app.scenes.top is t
    assert set(t.frame_views[n:]) == {1}


def test_the_handoff_recap_shows_only_what_the_incoming_player_may_know(app):
    t = open_toy(app, [H("Mina", "human", None, "blue"), H("Jun", "human", None, "red")], seed=7)
    click(app, "ready")
    frames(app, 5)
    card = next(p for p in t.pieces if p.draggable)
    drag(app, screen_pos(t, card), screen_pos(t, t.zones["pile"]), steps=6)
    assert until_handoff(app, 200)
    drawn = t.state.hands[0][-1]
    handoff = app.scenes.top
    assert handoff.recap is None, "nothing of the recap shows before Jun says he is ready"
    click(app, "ready")
    frames(app, 3)
    lines = [t.words(e.text) for e in handoff.recap.entries]
    assert lines[0] == f"Mina plays a {card.data}." and "Mina draws a card." in lines
    assert f"Mina draws a {drawn}." not in lines, "Mina's new card stays hers"
    assert any(w.name == "recap-show" and w.visible for w in handoff.widgets)
    click(app, "recap-show")
    frames(app, 40)
    from engine.ui.recap import RecapScene
    recap = app.scenes.top
    assert isinstance(recap, RecapScene) and recap.moves == [0]
    assert t.last_ids, "the recapped move is highlighted on the table"
    assert not widget(recap, "recap-next").enabled
    click(app, "recap-done")
    frames(app, 5)
    assert app.scenes.top is t and t.my_decision()


def test_the_recap_button_replays_the_computers_moves(app, monkeypatch):
    t = open_toy(app, [H("Mina", "human", None, "blue"), H("Bot", "ai", "easy", "red"),
                       H("Cyd", "ai", "easy", "green")], seed=4)
    card = next(p for p in t.pieces if p.draggable)
    drag(app, screen_pos(t, card), screen_pos(t, t.zones["pile"]), steps=6)
    assert until(app, lambda: len(t.record.actions) == 3 and t.my_decision(), 900)
    frames(app, 30)
    assert widget(t, "recap").enabled
    click(app, "recap")
    frames(app, 30)
    from engine.ui.recap import RecapScene
    recap = app.scenes.top
    assert isinstance(recap, RecapScene) and recap.moves == [1, 2], "both computers' moves, one by one"
    assert t.view.to_dict() != t.state.view(t.viewer).to_dict(), "the table shows the past"
    laid_out_on = []
    real_layout = t.layout
    monkeypatch.setattr(t, "layout", lambda w, h: (laid_out_on.append(t.view.to_dict()), real_layout(w, h)))
    click(app, "recap-done")   # at the first of the two moves
    frames(app, 5)
    assert app.scenes.top is t
    # back on top, the table lays out its buttons from the present, never the past it showed
    assert laid_out_on and all(v == t.state.view(t.viewer).to_dict() for v in laid_out_on)


def test_ai_thinks_in_the_background_while_frames_continue(app, monkeypatch):
    import engine.ai.players as players
    real = players.decide

    def slow(*a, **k):
        import time
        time.sleep(1.5)
        return real(*a, **k)

    monkeypatch.setattr(players, "decide", slow)
    # Think in a thread here, so the slowed-down search above is the one that runs.
    from engine.ai.worker import Worker
    monkeypatch.setattr(Worker, "_can_use_process", lambda self, info: False)
    t = open_toy(app, [H("Bot", "ai", "easy", "red"), H("Mina", "human", None, "blue")], seed=3)
    frames(app, 2)
    assert t.ai_thinking
    thinking_frames = 0

    def step(n=1):
        nonlocal thinking_frames
        for _ in range(n):
            thinking_frames += t.ai_thinking
            app.step([], dt=1 / 60)

    # the pause menu opens while it thinks, and no move lands under it
    from engine.scenes.pause import PauseScene
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    step(40)
    assert len(t.record.actions) == 0
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is t
    # the search sleeps 1.5 s of real time: ``until`` waits 900 frames and the 15 s they
    # stand for
    def landed():
        nonlocal thinking_frames
        thinking_frames += t.ai_thinking
        return len(t.record.actions) == 1

    assert until(app, landed, limit=900)
    assert thinking_frames > 3, "the window kept drawing while the AI thought"
    # the AI's card travelled from its hand to the pile
    newest = t.piece("pile-0")
    assert newest is not None and newest.id in t.last_ids


def test_hint_highlights_the_best_move(app):
    t = vs_ai(app, seed=9)
    key(app, pygame.K_h)
    assert until(app, lambda: t.hint is not None, 600)
    assert t.hint_text.startswith("Hint:")
    assert any(p.highlight > 0 for p in t.pieces) and t.zones["pile"].highlight > 0


def test_the_hint_banner_reads_as_advice_with_other_choices_on_request(app):
    t = vs_ai(app, seed=9)
    click(app, "hint")
    assert until(app, lambda: t.hint is not None, 600)
    frames(app, 3)
    order, why, estimate = t.hint_lines[0]
    assert order.startswith("Play a "), "the move is written as what to do"
    assert estimate.startswith("About ") and estimate.endswith("% to win the game from here.")
    banner = t.hint_rect
    assert not banner.colliderect(t.status_rect) and not banner.colliderect(widget(t, "hint").rect)
    assert not banner.colliderect(t.log.rect), "the log makes room for the hint"
    if len(t.hint_lines) > 1:
        click(app, "hint-more")
        frames(app, 2)
        assert t.hint_more and t.hint_rect.height > banner.height, "the next choices show on request"
    click(app, "hint-close")
    frames(app, 2)
    assert t.hint_rect is None and not t.hint_text


def test_undo_only_when_nothing_hidden_was_revealed(app):
    from toygame import ToyState
    info = load_game("toygame")
    st = info.new_game(2, seed=1)
    d = st.to_dict()
    d["deck"] = []  # nothing left to draw: playing a card reveals nothing new
    quiet = ToyState.from_dict(d)
    a = quiet.legal_actions()[0]
    after = quiet.clone()
    after.apply(a)
    assert reveals_nothing(quiet, a, after, 0)
    a = st.legal_actions()[0]
    after = st.clone()
    after.apply(a)
    assert not reveals_nothing(st, a, after, 0), "drawing a card reveals it"
    t = vs_ai(app)
    card = next(p for p in t.pieces if p.draggable)
    drag(app, screen_pos(t, card), screen_pos(t, t.zones["pile"]), steps=6)
    frames(app, 3)
    assert not widget(t, "undo").enabled


def test_game_end_shows_results_and_counts_statistics(app):
    from engine import stats
    open_toy(app, [H("A", "ai", "easy", "red"), H("B", "ai", "easy", "blue")], seed=2)
    app.settings.animation_speed = 3.0
    assert until(app, lambda: isinstance(app.scenes.top, ResultsScene), 3000)
    res = app.scenes.top
    assert res.headline
    data = stats.load_stats()
    g = data["games"]["toygame"]
    assert g["played"] == 1 and g["levels"]["easy"]["played"] == 1 and g["levels"]["easy"]["won"] == 0
    click(app, "again")
    frames(app, 3)
    assert isinstance(app.scenes.top, TableScene)


def test_right_click_zooms_a_card_and_wheel_zooms_the_table(app):
    t = vs_ai(app)
    card = next(p for p in t.pieces if p.draggable)
    click_at(app, screen_pos(t, card), button=3)
    assert t.zoomed is card
    key(app, pygame.K_ESCAPE)
    assert t.zoomed is None
    c = t.camera.viewport.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=c, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)])
    assert t.camera.zoom > 1.0


def test_confirm_before_move(app):
    app.settings.confirm_moves = True
    t = vs_ai(app)
    card = next(p for p in t.pieces if p.draggable)
    drag(app, screen_pos(t, card), screen_pos(t, t.zones["pile"]), steps=6)
    assert t.pending_confirm is not None and len(t.record.actions) == 0
    click(app, "confirm")
    assert len(t.record.actions) == 1


def test_a_result_card_shows_beside_the_board_and_opens_again_from_its_log_line(app, monkeypatch):
    t = vs_ai(app, seed=4)
    monkeypatch.setattr(type(t), "RESULT_CARDS", ("toygame.ev.total",))
    card = next(p for p in t.pieces if p.draggable)
    drag(app, screen_pos(t, card), screen_pos(t, t.zones["pile"]), steps=6)
    frames(app, 5)
    assert t.result_card is not None and t.result_card[1].startswith("The pile totals ")
    assert t.card_rect is not None and not t.card_rect.colliderect(t.camera.viewport), \
        "the card sits in the panel, never over the board"
    assert not t.card_rect.colliderect(t.log.rect)
    click(app, "card-close")
    frames(app, 2)
    assert t.result_card is None and t.card_rect is None
    line = next(i for i, e in enumerate(t.log_entries) if e.event is not None and e.event.kind == "toygame.ev.total")
    from engine.ui.theme import px
    t.log.wrapped()
    row = t.log._row_line.index(line)   # the first drawn row of that line (a short log starts at the top)
    y = t.log.rect.top + px(32) + row * t.log.line_h() + t.log.line_h() // 2
    click_at(app, (t.log.rect.left + px(40), y))
    frames(app, 2)
    assert t.result_card is not None and t.result_card[0] == t.log_entries[line].move


def test_a_disabled_button_says_why_on_hover(app):
    from ui.layout_check import draw_frame, problems
    t = vs_ai(app, seed=4)
    undo = widget(t, "undo")
    assert not undo.enabled
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 2)
    shown = draw_frame(app)
    assert "You have not moved yet." in [x.text for x in shown.texts]
    assert not problems(shown), "the tooltip lies over the table on purpose and inside the window"


def test_a_card_pressed_out_of_turn_says_wait_your_turn(app, monkeypatch):
    """Pressing one's own card while the computer moves says so (the bubble could never show:
    its check came after the press had been taken as a hold to zoom)."""
    from engine.phrases import written
    from engine.session import Session

    monkeypatch.setattr(Session, "ai_move_due", lambda self, *a, **k: None)   # the computer ponders on
    t = open_toy(app, [H("Bot", "ai", "easy", "red"), H("Mina", "human", None, "blue")], seed=3)
    assert t.state.to_move == 0 and not t.can_act()
    card = next(p for p in t.pieces if p.in_hand and p.draggable)
    at = screen_pos(t, card)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)])
    assert t.bubble is not None and t.bubble[0] == written("engine.table.wait")
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])
    assert not t.record.actions


def test_a_fading_piece_fades_turned_or_not(app):
    """A piece fading in or out (its alpha) is drawn faint whatever its angle: a tilted one
    was drawn fully opaque."""
    t = vs_ai(app)
    card = next(p for p in t.pieces if p.draggable)
    surf = pygame.Surface(app.size)

    def centre_colour(alpha, angle):
        card.alpha, card.tilt = alpha, angle
        surf.fill((0, 0, 0))
        t.draw_piece(surf, card)
        return surf.get_at(t.camera.rect_to_screen(card.rect()).center)[:3]

    for angle in (0.0, 12.0):
        solid, faint = centre_colour(255, angle), centre_colour(40, angle)
        assert sum(faint) < sum(solid) / 2, (angle, solid, faint)
