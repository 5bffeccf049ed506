"""The engine's own messages (see engine.text for the template language): its rules' words
here, the screens', the table kit's and the files' in the modules merged below."""

from engine import words_files, words_review, words_screens, words_table

MESSAGES = {
    "engine.game_over": "The game is over; no more moves can be made.",
    "engine.not_allowed": "That move is not allowed now. {legal}",
    "engine.sentences": "{items:sentences}",
    "engine.legal_now": "Legal now: {moves:;}{more:if: (and {more} more)}.",
    "engine.legal_now@you": "You can: {moves:;}{more:if: (and {more} more)}.",
    # Seats nobody named: the one person playing against computers, and anyone else.
    "engine.you": "You",
    "engine.player": "Player {n}",
    **words_screens.MESSAGES,
    **words_table.MESSAGES,
    **words_files.MESSAGES,
    **words_review.MESSAGES,
}
