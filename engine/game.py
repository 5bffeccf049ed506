"""The game contract every rules module implements, and the registry of games.

A game package ``<name>/__init__.py`` exposes ``INFO = GameInfo(...)``; its
``rules.py`` defines a :class:`State` subclass and ``new_game``.  The engine
never imports a game by name: it goes through :func:`load_game`.
"""

from __future__ import annotations

import dataclasses
import importlib
import os
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable, Iterable, Mapping, Sequence

from engine.text import Message, Seat, render

#: The five games of the app, by package name, in menu order.
GAME_NAMES: tuple[str, ...] = ("bluemoon", "azul_sintra", "tigris", "fantastiqa", "guildhall")

#: Extra game modules (dotted paths, comma separated) for tests and tools.
EXTRA_GAMES_ENV = "TABLETOP_EXTRA_GAMES"

Action = Hashable


class IllegalAction(ValueError):
    """A move the rules forbid, with a :class:`~engine.text.Message` (or, from older code, a
    sentence) a player can act on.  ``str()`` gives the English for no one in particular;
    tables render ``message`` for their reader."""

    def __init__(self, message: "Message | str") -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return render(self.message) if isinstance(self.message, Message) else str(self.message)


@dataclass(frozen=True, slots=True)
class ScoreChange:
    """Points a seat gains (or loses: ``delta`` < 0) on a score track ("" where a game has one
    score; a colour in Tigris & Euphrates)."""

    seat: int
    delta: int | float
    track: str = ""

    def to_json(self) -> dict:
        return {"seat": self.seat, "delta": self.delta, "track": self.track}


@dataclass(frozen=True, slots=True)
class Event:
    """Something a move caused, as the rules report it: what happened (a message, whose key
    says the kind of event), the score changes it made, and who may know it (``seen_by``:
    None for every seat, else the seats that may).  Small, immutable and JSON-safe."""

    message: Message
    score: tuple[ScoreChange, ...] = ()
    seen_by: tuple[int, ...] | None = None

    @property
    def kind(self) -> str:
        return self.message.key

    def visible_to(self, seat: int | None) -> bool:
        """``seat`` None: a reader who is no seat (a spectator: only what everyone may know)."""
        return self.seen_by is None or (seat is not None and seat in self.seen_by)

    def to_json(self) -> dict:
        return {"message": self.message.to_json(), "score": [c.to_json() for c in self.score],
                "seen_by": None if self.seen_by is None else list(self.seen_by)}

    @classmethod
    def from_json(cls, d: Mapping) -> "Event":
        return cls(Message.from_json(d["message"]),
                   tuple(ScoreChange(c["seat"], c["delta"], c.get("track", "")) for c in d.get("score", ())),
                   None if d.get("seen_by") is None else tuple(d["seen_by"]))


class GameNotImplemented(LookupError):
    """A game of the app whose package has no rules engine yet."""


class GameLoadError(ImportError):
    """A game package exists but failed to import: a bug, never hidden."""


@dataclass(frozen=True)
class Option:
    """One option of ``new_game``, named exactly as in the game's rules file."""

    name: str
    label: str
    default: Any
    choices: tuple[Any, ...] = (False, True)
    help: str = ""
    #: Words for the setup screen, as ``((value, "Words"), ...)``, where ``str(value)`` reads badly.
    value_labels: tuple[tuple[Any, str], ...] = ()

    def value_label(self, value: Any) -> str:
        for v, words in self.value_labels:
            if v == value and type(v) is type(value):
                return words
        if value is True:
            return "On"
        if value is False:
            return "Off"
        return "—" if value is None else str(value)


@dataclass(frozen=True)
class GameInfo:
    """What the app and the tools need to know about a game package."""

    name: str
    title: str
    min_players: int
    max_players: int
    pitch: str
    new_game: Callable[..., "State"]
    state_type: type["State"]
    options: tuple[Option, ...] = ()
    #: Option combinations the contract suite plays (each a kwargs dict).
    option_sets: tuple[Mapping[str, Any], ...] = field(default_factory=lambda: ({},))
    #: Dotted path of the module with the AI hooks (see engine.ai.hooks).
    ai_module: str | None = None
    #: Dotted path of the game's rules-only heuristic player (``choose_action(world, rng)``),
    #: an opponent for the tools that was never tuned against the search; None when absent.
    heuristic_module: str | None = None
    #: File name, inside the package, of the rules reference for players.
    rules_file: str | None = None
    #: Dotted path of the module whose ``TableScene`` draws the game.
    view_module: str | None = None
    #: Dotted path of the module with the scripted tutorial.
    tutorial_module: str | None = None
    #: The names of the game's phases: ``state.phase`` is always one of them.
    phases: tuple[str, ...] = ()

    @property
    def player_counts(self) -> range:
        return range(self.min_players, self.max_players + 1)

    def default_options(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}

    def check_players(self, n: int) -> None:
        if n not in self.player_counts:
            raise ValueError(
                f"{self.title} takes {self.min_players} to {self.max_players} players, not {n}"
            )

    def check_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Defaults filled in; unknown names or values raise ValueError."""
        return check_options(self.title, self.options, options)


def check_options(title: str, declared: Sequence[Option], options: Mapping[str, Any]) -> dict[str, Any]:
    """``options`` with defaults filled in, checked against the game's declared options: the
    one check ``new_game`` and the app both use.  Unknown names or values raise ValueError."""
    known = {o.name: o for o in declared}
    out = {o.name: o.default for o in declared}
    for k, v in options.items():
        if k not in known:
            names = ", ".join(known) or "none"
            raise ValueError(f"{title} has no option {k!r} (options: {names})")
        choices = known[k].choices
        # True == 1 in Python: a flag's value must be a bool, a number's never one
        if choices and not any(v == c and type(v) is type(c) for c in choices):
            raise ValueError(f"option {k} must be one of {list(choices)}, not {v!r}")
        out[k] = v
    return out


class State:
    """Base of every game's state (OpenSpiel-like: chance lives inside).

    Subclasses implement the members marked "must"; the rest have defaults.
    ``to_move`` is the seat whose decision is pending, ``None`` once over.
    """

    #: Action classes (frozen dataclasses) this game uses, for the codec.
    ACTION_TYPES: tuple[type, ...] = ()

    num_players: int
    to_move: int | None
    #: The state's own generator (None in a view) and whether a clone still shares it.
    rng: random.Random | None
    rng_shared: bool
    #: A scratch space for values derived purely from their keys (a cache), or None. The
    #: search gives its own copy of the root a fresh one (:func:`with_memo`); a game whose
    #: ``clone`` passes the reference on shares it with every world sampled from that root,
    #: and it is dropped with the search. Never part of ``to_dict``, ``view`` or equality.
    memo: dict | None = None

    # -- must ---------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        raise NotImplementedError

    def apply(self, action: Action) -> None:
        raise NotImplementedError

    def scores(self) -> list[float]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    def clone(self) -> "State":
        raise NotImplementedError

    def to_dict(self) -> dict:
        raise NotImplementedError

    @classmethod
    def from_dict(cls, d: Mapping) -> "State":
        raise NotImplementedError

    def view(self, seat: int) -> "State":
        raise NotImplementedError

    def determinize(self, seat: int, rng: random.Random) -> "State":
        raise NotImplementedError

    def describe(self, action: Action) -> "Message | str":
        """The move ``action`` (of ``to_move``) as a message whose subject is ``who``."""
        raise NotImplementedError

    # -- events: what the last apply() caused ----------------------------------
    # The AI applies thousands of moves whose events nobody reads: a move only notes what it
    # caused (a builder and its plain arguments), and the notes become Events when asked for.
    #: The last ``apply()``'s notes, ``(build, args)``; every ``apply()`` starts with :meth:`begin_events`.
    _events: Any = ()
    #: The events built from the notes, with the notes they were built from.
    _built: tuple | None = None

    def begin_events(self) -> None:
        """Forget the previous move's events (the first thing each ``apply()`` does)."""
        self._events = ()

    def emit(self, key: str, *, score: Sequence[ScoreChange] = (), seen_by: Sequence[int] | None = None,
             **params: Any) -> None:
        """Note an event of the move being applied: ``key`` and ``params`` make its message."""
        self.record(_plain_event, key, score, seen_by, params)

    def record(self, build: Callable[..., Iterable["Event"]], *args: Any) -> None:
        """Note events that ``build(num_players, *args)`` makes when someone asks for them (a game's
        frequent events, or ones that split what one seat sees from what the others learn)."""
        if self._events:
            self._events.append((build, args))
        else:
            self._events = [(build, args)]

    def last_events(self) -> tuple[Event, ...]:
        """Everything the last ``apply()`` caused, in order (hidden parts included)."""
        raw, built = self._events, self._built
        if built is None or built[0] is not raw:
            n = self.num_players
            built = self._built = (raw, tuple(e for build, args in raw for e in build(n, *args)))
        return built[1]

    def events_for(self, seat: int | None) -> tuple[Event, ...]:
        """The last ``apply()``'s events that ``seat`` may know."""
        return tuple(e for e in self.last_events() if e.visible_to(seat))

    def score_totals(self) -> list[dict[str, int | float]]:
        """Each seat's points per score track, as the events have added them up: for one-score
        games ``{"": score}``.  Games with several tracks (Tigris & Euphrates' colours)
        override it; the contract suite checks the events' changes add up to it."""
        return [{"": s} for s in self.scores()]

    def __repr__(self) -> str:
        """One line for a REPL: the game, the table, the phase, how far, who moves, the scores.

        ``<tigris: 3 players, phase action, 106 tiles in the bag · 10 treasures on the board,
        seat 2 to move, scores [0, 0, 0]>``.  Never rendered for a player: English always."""
        game = type(self).__module__.partition(".")[0]
        parts = [f"{self.num_players} players"]
        phase = getattr(self, "phase", None)
        if phase is not None:
            parts.append(f"phase {phase}")
        where = self.progress()
        if where is not None:
            parts.append(render(where, lang="en", capital=False))
        parts.append("over" if self.to_move is None else f"seat {self.to_move} to move")
        parts.append("scores [" + ", ".join(f"{s:g}" for s in self.scores()) + "]")
        return f"<{game}: {', '.join(parts)}>"

    # -- defaults -------------------------------------------------------------
    def is_over(self) -> bool:
        return self.to_move is None

    def ranking(self) -> list[list[int]]:
        """Every seat in finishing order, best first: a list of groups of seats, a group
        holding the seats the rules leave tied.  The first group is ``winners()``.

        This default ranks the other seats by ``scores()``; games whose tie-breaks go
        further than the winner override it (and ``ranking_reason``)."""
        winners = sorted(self.winners())
        scores = self.scores()
        rest = [p for p in range(self.num_players) if p not in winners]
        return ([winners] if winners else []) + group_by_key(rest, lambda p: scores[p])

    def progress(self) -> "Message | None":
        """Where the game stands, in its own terms ("Round 3 of 6"), for saves and menus."""
        return None

    def ranking_reason(self) -> "Message | str":
        """The tie-break that decided places, as a message ("" when the scores alone did)."""
        return ""

    def check_legal(self, action: Action, legal: Sequence[Action] | None = None) -> None:
        """Raise IllegalAction unless ``action`` is legal now.

        Games call ``explain_illegal`` to give the rule that was broken.
        """
        if self.is_over():
            raise IllegalAction(Message("engine.game_over"))
        legal = self.legal_actions() if legal is None else legal
        if action not in legal:
            raise IllegalAction(self.explain_illegal(action))

    def explain_illegal(self, action: Action) -> "Message | str":
        """Why ``action`` is not legal now, as a message (games override)."""
        return Message("engine.not_allowed", legal=self.legal_summary())

    def legal_summary(self, limit: int = 4) -> Message:
        """The first few legal moves, as a message.  Moves that read alike (cards hidden from
        the table, say) are named once: a list repeating one sentence tells the player nothing."""
        said = list(dict.fromkeys(self.describe(a) for a in self.legal_actions()))
        who = {} if self.to_move is None else {"who": Seat(self.to_move)}
        return Message("engine.legal_now", moves=tuple(said[:limit]), more=max(0, len(said) - limit), **who)

    # -- action codec: actions are frozen dataclasses of plain values ---------
    @classmethod
    def encode_action(cls, action: Action) -> Any:
        if dataclasses.is_dataclass(action):
            d = {"type": type(action).__name__}
            for f in dataclasses.fields(action):
                d[f.name] = _to_json(getattr(action, f.name))
            return d
        return {"value": _to_json(action)}

    def upgrade_action(self, action: Action) -> Action:
        """``action``, read from a save an earlier version wrote, in this version's terms: asked
        of the position it is played in, just before it is applied (most games: itself)."""
        return action

    @classmethod
    def decode_action(cls, data: Any) -> Action:
        if not isinstance(data, Mapping):
            raise ValueError(f"not an action: {data!r}")
        if "value" in data and "type" not in data:
            return _from_json(data["value"])
        types = {t.__name__: t for t in cls.ACTION_TYPES}
        t = types.get(data.get("type"))
        if t is None:
            raise ValueError(f"unknown action type {data.get('type')!r}")
        kwargs = {k: _from_json(v) for k, v in data.items() if k != "type"}
        return t(**kwargs)


def _plain_event(n: int, key: str, score, seen_by, params) -> tuple[Event]:
    """The event :meth:`State.emit` noted."""
    return (Event(Message(key, **params), tuple(score), None if seen_by is None else tuple(seen_by)),)


def group_by_key(seats: Iterable[int], key: Callable[[int], Any]) -> list[list[int]]:
    """``seats`` in groups of equal ``key``, the highest key first (seats ascending within)."""
    keyed = sorted(sorted(seats), key=key, reverse=True)  # the sort is stable, also reversed
    groups: list[list[int]] = []
    for p in keyed:
        if groups and key(groups[-1][0]) == key(p):
            groups[-1].append(p)
        else:
            groups.append([p])
    return groups


def _to_json(v: Any) -> Any:
    if isinstance(v, (tuple, list, frozenset)):
        return [_to_json(x) for x in (sorted(v) if isinstance(v, frozenset) else v)]
    return v


def _from_json(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_from_json(x) for x in v)
    return v


# -- random-number state as JSON -----------------------------------------------
def rng_to_json(rng: random.Random) -> list:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: Sequence) -> random.Random:
    rng = random.Random()
    rng.setstate((data[0], tuple(data[1]), data[2]))
    return rng


def clone_rng(rng: random.Random) -> random.Random:
    r = random.Random()
    r.setstate(rng.getstate())
    return r


def share_rng(original: "State", copy: "State") -> None:
    """Let a fresh clone use ``original``'s generator until either of them draws.

    Copying a Mersenne Twister costs more than the rest of most clones; the
    AI clones thousands of times and rarely shuffles.  Both states keep a
    ``rng_shared`` flag, and draw through :func:`own_rng`.
    """
    copy.rng = original.rng
    original.rng_shared = copy.rng_shared = original.rng is not None


def own_rng(state: "State") -> random.Random:
    """The state's generator, first made its own if a clone still shares it."""
    if state.rng_shared:
        state.rng = clone_rng(state.rng)
        state.rng_shared = False
    return state.rng


# -- clones from declared fields -------------------------------------------------
#: How a clone copies a field, by kind: the expression that copies ``self.<field>``.
COPY_KINDS: dict[str, str] = {
    "same": "self.{f}",  # immutable, or never changed in place (only replaced)
    "flat": "self.{f}[:]",  # a list of immutable items
    "flat_or_none": "None if self.{f} is None else self.{f}[:]",
    "nested": "[x[:] for x in self.{f}]",  # a list of such lists
    "nested_or_none": "None if self.{f} is None else [x[:] for x in self.{f}]",
    "items_or_none": "[None if x is None else x[:] for x in self.{f}]",  # lists, some None
    "nested3": "[[x[:] for x in y] for y in self.{f}]",  # lists of lists of lists
}


def field_clone(name: str, *, reset: Mapping[str, Any] | None = None, rng: bool = True,
                **kinds: Sequence[str]) -> Callable[["State"], "State"]:
    """A ``clone`` method built from a state's fields, each listed once under how it is copied.

    ``kinds`` maps a kind of :data:`COPY_KINDS` to its field names; ``reset`` gives fields a
    clone starts afresh (an empty event record); ``rng`` shares the generator
    (:func:`share_rng`).  A search's memo, when set, is passed on (see ``State.memo``) unless
    ``reset`` names it.
    The method is written out as source once, when the class is made,
    so a clone costs what a hand-written one does: the AI clones thousands of times a
    decision and a loop of getattr/setattr would double that cost.  The contract suite checks
    that a clone equals its original (``tests/contract/test_clones.py``).
    """
    lines = ["def clone(self):", "    c = new(type(self))"]
    for kind, fields in kinds.items():
        if kind not in COPY_KINDS:
            raise ValueError(f"unknown copy kind {kind!r} for {name}: one of {sorted(COPY_KINDS)}")
        for f in fields:
            lines.append(f"    c.{f} = " + COPY_KINDS[kind].format(f=f))
    namespace: dict[str, Any] = {"new": object.__new__, "share_rng": share_rng}
    for f, value in (reset or {}).items():
        namespace[f"reset_{f}"] = value
        lines.append(f"    c.{f} = reset_{f}")
    if rng:
        lines.append("    share_rng(self, c)  # copied only when one of the two draws")
    if "memo" not in (reset or {}):
        lines += ["    if self.memo is not None:  # a search's caches reach every world sampled from its root",
                  "        c.memo = self.memo"]
    lines.append("    return c")
    exec(compile("\n".join(lines) + "\n", f"<clone of {name}>", "exec"), namespace)
    clone = namespace["clone"]
    clone.__qualname__ = f"{name}.clone"
    clone.__doc__ = "An independent copy, field by field as the class declares them."
    return clone


#: What ``view`` puts in place of the random-number state: the future is hidden.
HIDDEN_RNG = None


def with_memo(state: "State") -> "State":
    """A clone of ``state`` holding a new, empty memo (see ``State.memo``).

    Caches then belong to whoever made the clone (a search), never to a module:
    what one search learnt cannot change another's choice, and it is freed with it.
    """
    copy = state.clone()
    copy.memo = {}
    return copy


def memo_table(state: "State", name: str) -> dict | None:
    """The table ``name`` of the state's memo (made on first use), or None without a memo."""
    memo = state.memo
    if memo is None:
        return None
    table = memo.get(name)
    if table is None:
        table = memo[name] = {}
    return table


def clone_without_rng(state: "State") -> "State":
    """A clone holding no generator, the start of every ``view``.

    A plain clone would mark ``state`` as sharing its generator with a copy that
    drops it, and the next draw would copy the generator for nothing.
    """
    shared = state.rng_shared
    v = state.clone()
    state.rng_shared = shared
    v.rng = HIDDEN_RNG
    v.rng_shared = False
    return v


# -- registry -------------------------------------------------------------------
def game_names() -> tuple[str, ...]:
    """The five games plus any extra modules named in TABLETOP_EXTRA_GAMES."""
    extra = [n.strip() for n in os.environ.get(EXTRA_GAMES_ENV, "").split(",") if n.strip()]
    return GAME_NAMES + tuple(n for n in extra if n not in GAME_NAMES)


def load_game(name: str) -> GameInfo:
    """The GameInfo of a registered game.

    Raises KeyError for an unknown name, GameNotImplemented when the package
    has no rules yet, and GameLoadError (with the cause) when it fails to import.
    """
    if name not in game_names():
        raise KeyError(f"unknown game {name!r}; choose one of: {', '.join(game_names())}")
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name == name or (e.name and name.startswith(e.name + ".")):
            raise GameNotImplemented(f"{name}: not yet implemented") from None
        raise GameLoadError(f"{name} failed to import: {e}") from e
    except Exception as e:  # a broken game is reported, never skipped silently
        raise GameLoadError(f"{name} failed to import: {type(e).__name__}: {e}") from e
    info = getattr(module, "INFO", None)
    if info is None:
        raise GameNotImplemented(f"{name}: not yet implemented (no INFO)")
    if not isinstance(info, GameInfo):
        raise GameLoadError(f"{name}.INFO is not a GameInfo")
    return info


def available_games() -> dict[str, GameInfo | Exception]:
    """Every registered game: its GameInfo, or the exception saying why not."""
    out: dict[str, GameInfo | Exception] = {}
    for name in game_names():
        try:
            out[name] = load_game(name)
        except (GameNotImplemented, GameLoadError) as e:
            out[name] = e
    return out


def playable_games() -> dict[str, GameInfo]:
    return {k: v for k, v in available_games().items() if isinstance(v, GameInfo)}


def replay(info: GameInfo, num_players: int, seed: int | None, options: Mapping[str, Any],
           actions: Iterable[Action], start: Mapping[str, Any] | None = None) -> State:
    """The state reached by playing ``actions`` from a new game (or from the position ``start``)."""
    state = start_state(info, num_players, seed, options, start)
    for a in actions:
        state.apply(a)
    return state


def position_module(info: GameInfo):
    """The game's ``position`` module (positions written down, as chess has FEN), or None."""
    name = f"{info.name}.position"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name == name:
            return None
        raise


def start_state(info: GameInfo, num_players: int, seed: int | None, options: Mapping[str, Any],
                start: Mapping[str, Any] | None = None) -> State:
    """A game's first state: a new game, or the written-down position ``start`` (whose later
    draws follow ``seed``).  ValueError, in a sentence, for a position that cannot be."""
    if start is None:
        return info.new_game(num_players, seed=seed, **dict(options))
    pos = position_module(info)
    if pos is None:
        raise ValueError(f"{info.title} has no written positions to start from.")
    state = pos.from_position(start, seed=seed, **dict(options))
    if state.num_players != num_players:
        raise ValueError(f"The position is for {state.num_players} players, not {num_players}.")
    return state
