"""The one way a game extends the table: the ``GameTable`` protocol.

A game's ``view.py`` defines ``class TableScene(engine.ui.table.TableScene)``.  It may define
(override) only the names in :data:`HOOKS`, and use of the table only :data:`HOOKS` and
:data:`SERVICES`: never a private name of the table.  ``tests/contract/test_table_protocol.py``
holds every registered game to that, so a change inside the table kit cannot quietly break a game.

The hooks, with what the table does around them:

Pieces
    ``build(view)`` makes the pieces and drop zones of ``view`` (always ``state.view(seat)`` of
    the seat at the screen) with ``add_piece`` / ``add_zone``.  Pieces keep stable ids: when the
    state changes, a piece glides from where it was to its new home.  ``origins()`` then says
    where new pieces come from (``piece.origin``: an old piece's or zone's id, or a point); the
    pieces before this rebuild are ``old_pieces``.  ``before_rebuild`` / ``after_rebuild`` let a
    game keep its own bookkeeping (caches, effects of the move just played).
Moves
    ``action_for(piece, zone)``: the move meant by dropping ``piece`` on ``zone`` (None: none).
    ``gesture(action, piece, zone)``: the moves one gesture makes (walk a whole path).
    ``locate(action)``: (piece id, zone id) that make ``action`` (hints, the tutorial).
    ``zone_ok(piece, zone, action)``: whether a zone whose move is legal also lights (a game
    that must look further, such as whether the whole gesture can be played).
    ``own_zone(piece, zone)``: a zone that lights for a move of the table's own (staging tiles,
    arming a card), which is not one of the rules' moves.
    ``claim_drop(piece, zone, at)`` / ``claim_action(action, piece, zone, at)``: a drop or a
    gesture the game handles itself (True or False: handled, played or refused; None: the
    table goes on as usual).  ``gesture_played(action)`` follows a played gesture.
    ``before_play(action)`` comes before any move is played, a person's or a computer's.
    ``second_look(moves)``: before a person's gesture (its legal ``moves``) is played, the
    question to ask once where it throws much away ("Break 5 tiles for −12?") and the words
    of the button that plays it anyway; None (most moves) plays at once.  The table asks in
    a small dialog over the board, never in a tutorial, and not if the player turned it off
    in Settings.
    ``piece_clicked(piece, at)``: a click (a press and release without moving) on a piece the
    game handles itself (True: handled).
    ``buttons(view)``: ``[(label, action)]`` for decisions that are not drags.
    ``chips()``: the choices drawn on the table (:mod:`engine.ui.chips`).
Words
    ``prompt(view)``: one line telling the seat at the screen what to do now.
    ``new_log()``: the move log panel.  ``top_score_values()`` / ``top_scores()``: the scores
    beside the seats' names on the top bar (values, or the whole texts); ``top_score_tip(seat)``
    what hovering one says (why a score shows as a range).  ``QUIET_MOVES``: the
    message keys of moves the log leaves out, steps of a decision whose event tells it whole;
    ``QUIET_EVENTS``: those of events the log leaves out, because the move's own line says it.
    ``score_breakdown(state)``: the rows of the results screen.  ``bubble_at()``: where a
    message bubble goes when no pointer position is given.
    ``sound_context(seat)`` / ``move_sound(action, seat, before)`` and ``MOVE_SOUNDS``: a
    move's sound.
Painting
    ``draw_table(surf)``: the board under the pieces (``blit_board`` repaints it only when it
    changes); ``draw_over(surf)``: extras above them; ``draw_piece``, ``draw_zone`` and
    ``piece_surface``: a game's own pieces and glows (call the table's for the rest).
Life
    ``warm()``: draw the game's pictures before the first frame.  ``tick(dt)``: a frame's
    animation of the game's own (the table's has run).

Class attributes: ``TABLE_SIZE``, ``FELT``, ``TUTORIAL_AT``, ``MOVE_SOUNDS``, ``RESULT_CARDS``,
``OWN_HELP`` (the game draws the help text of its pieces itself: then only where
``help_allowed(pointer)`` holds and ``help_box(box)`` agrees, so a table shows one panel at a time),
``QUIET_MOVES``, ``QUIET_EVENTS``.
"""

from __future__ import annotations

from typing import Any

from engine.game import State
from engine.phrases import written
from engine.ui.chips import Chip
from engine.ui.kit import DropZone, Piece
from engine.ui.movelog import MoveLog

#: What a game's table may define.
HOOKS = frozenset({
    "__init__", "TABLE_SIZE", "FELT", "TUTORIAL_AT", "MOVE_SOUNDS", "RESULT_CARDS", "OWN_HELP",
    "QUIET_MOVES", "QUIET_EVENTS",
    "build", "origins", "before_rebuild", "after_rebuild",
    "action_for", "gesture", "locate", "zone_ok", "own_zone", "claim_drop", "claim_action",
    "gesture_played", "before_play", "second_look", "piece_clicked", "buttons", "chips",
    "prompt", "new_log", "top_score_values", "top_scores", "top_score_tip", "score_breakdown", "bubble_at",
    "sound_context", "move_sound",
    "draw_table", "draw_over", "draw_piece", "draw_zone", "piece_surface",
    "warm", "tick",
})

#: What else of the table a game's view may use: the game and its seats (read from the
#: session), building, the pieces and zones on the table, moves, messages and drawing helpers.
SERVICES = frozenset({
    # the game, read through the session
    "app", "info", "session", "record", "state", "view", "viewer", "seats", "humans", "tutorial",
    "movers", "undo_point", "last_action", "last_seat", "pending_handoff", "pending_confirm",
    "is_human", "name", "reader", "words", "others", "my_decision", "legal", "can_act",
    # building and the pieces on the table
    "add_piece", "add_zone", "piece", "pieces", "zones", "old_pieces", "rebuild", "undoing",
    "piece_at", "zone_at", "pointed", "selected", "hover", "zoomed", "kbd_zone", "last_ids",
    "last_piece", "speed", "clock", "glow_clock", "camera", "drag", "tweens", "note",
    # moves and what they show
    "try_action", "play", "select", "drop", "say", "refusal", "legal_zones", "mark_zones",
    "glide_home", "refresh_widgets", "press_chip", "chip_at", "result_card",
    # painting and layout
    "blit_board", "draw_tip", "help_allowed", "help_box", "hovered_widget", "widgets", "top_rect", "status_rect", "right_rect",
    "add", "layout", "update", "HOVER_LIFT", "SELECT_LIFT",
})


class GameTable:
    """The hooks a game's table defines, with what the table does when a game leaves one out
    (see the module docstring).  The painting hooks' defaults are the table's own painting
    (``engine/ui/table_paint.py``)."""

    TABLE_SIZE: tuple[float, float] = (1600.0, 1000.0)
    FELT = (34, 84, 62)
    #: Where the tutorial's note would rather sit over the board: "top", "bottom", "left",
    #: "right" or a corner ("top-left"...); it moves elsewhere when it would hide the step's target.
    TUTORIAL_AT = "top"
    #: The game draws its pieces' help text itself (the table then draws none for them).
    OWN_HELP = False
    #: The sound of a move, by its action's type name (each game's table names its own).
    MOVE_SOUNDS: dict[str, str] = {}
    #: The message keys of moves the log does not write: the clicks of one decision (a card to
    #: give, then one to take) whose outcome an event of the last click tells in one line.
    QUIET_MOVES: frozenset[str] = frozenset()
    #: The message keys of events the log does not write: what the move's own line already told
    #: (the rules keep reporting them, for the recap, the sounds and the tests).
    QUIET_EVENTS: frozenset[str] = frozenset()

    # ------------------------------------------------------------------ pieces
    def build(self, view: State) -> None:
        """Create pieces and zones for ``view``."""

    def origins(self) -> None:
        """Set ``origin`` on the new pieces that come from somewhere (``old_pieces``: before)."""

    def before_rebuild(self, animate: bool, mark_last: bool) -> None:
        """Called before the pieces are made again."""

    def after_rebuild(self, animate: bool, mark_last: bool, duration: float) -> None:
        """Called once the new pieces are set gliding."""

    # ------------------------------------------------------------------- moves
    def action_for(self, piece: Piece, zone: DropZone) -> Any:
        """The action meant by dropping ``piece`` on ``zone`` (None: no such move)."""
        return None

    def gesture(self, action: Any, piece: Piece | None, zone: DropZone | None) -> list[Any]:
        """The moves one gesture makes: ``[action]`` for most; a game adds the moves that
        naturally follow (walk a whole path, place the tiles just taken)."""
        return [action]

    def zone_ok(self, piece: Piece, zone: DropZone, action: Any) -> bool:
        """Whether ``zone``, where ``piece`` makes the legal ``action``, lights up."""
        return True

    def own_zone(self, piece: Piece, zone: DropZone) -> bool:
        """Whether ``zone`` lights for a move of the table's own (not the rules')."""
        return False

    def claim_drop(self, piece: Piece, zone: DropZone, at) -> bool:
        """Handle dropping ``piece`` on ``zone`` here (True), or leave it to the table (False)."""
        return False

    def claim_action(self, action: Any, piece: Piece | None, zone: DropZone | None, at) -> bool | None:
        """A gesture the game plays or refuses itself (True / False), or None."""
        return None

    def gesture_played(self, action: Any) -> None:
        """A gesture that began with ``action`` was played."""

    def before_play(self, action: Any) -> None:
        """``action`` is about to be played (by anyone)."""

    def second_look(self, moves: list[Any]) -> tuple[str, str] | None:
        """(question, the words of the button that plays it) before a gesture that throws much
        away; None: no question (the default)."""
        return None

    def piece_clicked(self, piece: Piece, at) -> bool:
        """A click at ``at`` on ``piece`` handled by the game (True: the table neither selects
        it for click-then-click), or left to the table (False)."""
        return False

    def buttons(self, view: State) -> list[tuple[str, Any]]:
        """Non-drag decisions as (label, action)."""
        return []

    def chips(self) -> list[Chip]:
        """The choices drawn on the table now (none by default); the game draws them."""
        return []

    # ------------------------------------------------------------------- words
    def prompt(self, view: State) -> str:
        """What the seat at the screen should do now."""
        seat = view.to_move
        if seat is None:
            return written("engine.table.over")
        if seat == self.viewer and not self.seats[seat].is_ai:
            return written("engine.table.your_turn", name=self.seats[seat].name)
        return written("engine.table.to_move", name=self.seats[seat].name)

    def new_log(self) -> MoveLog:
        """The move log panel."""
        return MoveLog()

    def top_score_values(self) -> list | None:
        """Each seat's score as far as the view knows it (a value that formats with ``:g``),
        or None when there are none to show."""
        return self.view.scores()

    def top_scores(self) -> list[str]:
        """What follows each seat's name on the top bar."""
        scores = self.top_score_values()
        # a negative score with a minus sign, as the games' boards write it (−1, not -1)
        return [f"  {scores[i]:g}".replace("-", "−") if scores is not None and i < len(scores) else ""
                for i in range(len(self.seats))]

    def top_score_tip(self, seat: int) -> str:
        """What hovering ``seat``'s name on the top bar says ("" for nothing): a score shown as
        a range or hidden explains itself."""
        return ""

    def score_breakdown(self, state: State) -> list[tuple[str, list]]:
        """The rows the results screen shows above the final score, as ``(label, value per seat)``:
        the state's own ``score_breakdown()`` where it has one."""
        own = getattr(state, "score_breakdown", None)
        return own() if callable(own) else []

    def bubble_at(self) -> tuple[int, int] | None:
        """Where a message bubble goes when no place is given (None: at the pointer)."""
        return None

    def sound_context(self, seat: int | None) -> Any:
        """What a game needs to know, before a move, to choose its sound after (e.g. Azul's
        broken glass); None for most games."""
        return None

    def move_sound(self, action: Any, seat: int | None, before: Any) -> str:
        name = self.MOVE_SOUNDS.get(type(action).__name__)
        if name:
            return name
        piece = self.piece(self.last_piece) if self.last_piece else None
        return "card_drop" if piece is None or piece.kind == "card" else "tile_clack"

    # -------------------------------------------------------------------- life
    def warm(self) -> None:
        """Draw (or load) the game's pictures before the first frame."""

    def tick(self, dt: float) -> None:
        """A frame's animation of the game's own."""
