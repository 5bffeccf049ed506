"""Blue Moon City rules engine (docs/rules/bluemoon.md): state, legal moves, effects.

Turn flow (the phases of ``data.PHASES``): MOVE (steps and movement cards; a ``Contribute``
or ``Offer`` ends it) -> ACT (more contributions / Pillar offerings) with BUILD while a space
is being paid card by card (``TakeBack`` returns to where the payment began) -> SPECIAL
(expansion tile under the figure) -> CLEANUP (discard up to 2, ``Draw``) -> next player.

Every ``apply()`` reports what the move caused as events (``bluemoon.ev.*`` in words.py): the
moves' own consequences, rewards, golden-scale scoring, obelisk markers (the score), turn ends
and the end of the game.  The AI's fast path ``_do`` on its own copies records none.
"""

from __future__ import annotations

import random
from itertools import groupby

from engine.game import IllegalAction, ScoreChange, State, check_options, own_rng
from engine.text import Message

from . import actions as A
from . import data as D
from . import words as W
from .copies import StateCopies
from .payment import HOAX_BUDGET, HOAX_KIND, best_value, can_pay, hoax_plays, set_value

MOVE, ACT, BUILD, SPECIAL, CLEANUP, OVER = D.PHASES

_KC = D.KIND_COLOUR
_KV = D.KIND_VALUE


class BlueMoonState(StateCopies, State):
    """The whole game; see the module docstring for the turn's phases."""

    ACTION_TYPES = A.ACTION_TYPES

    __slots__ = (
        "num_players", "to_move", "opts", "expansion", "tiles", "built", "owners", "figures",
        "dragons", "hands", "pending", "deck", "discard", "crystals", "memory", "scales", "pool",
        "markers", "obelisk", "current", "phase", "steps", "offered", "gifted", "finished_here",
        "space", "staged", "rec", "rec_sum", "hoaxes", "colour", "cl_count", "cl_last", "all_done",
        "quiet", "idle", "placed", "result", "rng", "rng_shared", "hidden", "turn", "_legal",
        "_fresh", "_said",
    )

    # ------------------------------------------------------------------ setup
    @classmethod
    def new(cls, num_players: int, seed: int | None, opts: dict) -> "BlueMoonState":
        s = cls.__new__(cls)
        n = num_players
        s.num_players = n
        s.opts = opts
        s.expansion = bool(opts["expansion"])
        s.rng = rng = random.Random(seed)
        s.rng_shared = False
        s.tiles = _layout(rng, s.expansion, opts["ruleset"], opts["random_layout"])
        s.built = [False] * 25
        s.owners = [[-1] * len(D.SPACES[t]) if t >= 0 else [] for t in s.tiles]
        s.figures = [D.CENTRE] * n
        s.dragons = [D.NO_CELL] * 3
        deck = [k for k in range(D.NUM_KINDS) for _ in range(D.KIND_COUNT[k])]
        rng.shuffle(deck)
        s.hands = []
        for _ in range(n):
            h = [0] * D.NUM_KINDS
            for _ in range(D.HAND_SIZE):
                h[deck.pop()] += 1
            s.hands.append(h)
        s.deck = deck
        s.pending = [[0] * D.NUM_KINDS for _ in range(n)]
        s.discard = [0] * D.NUM_KINDS
        s.crystals = [0] * n
        s.memory = [0] * n
        s.scales = [0] * n
        s.pool = D.SCALE_POOL[opts["ruleset"]][n]
        s.markers = [D.MARKERS_PER_PLAYER] * n
        s.obelisk = []
        s.current = rng.randrange(n)
        s.all_done = False
        s.quiet = 0
        s.idle = 0
        s.result = None
        s.hidden = None
        s.turn = 0
        s._said = None
        s._start_turn()
        return s

    def _start_turn(self) -> None:
        self.phase = MOVE
        self.steps = D.STEPS_PER_TURN
        self.offered = False
        self.gifted = False
        self.finished_here = False
        self.placed = False
        self._reset_payment()
        self.cl_count = 0
        self.cl_last = 0
        self.to_move = self.current
        self._legal = None
        self._fresh = True      # nothing done yet this turn (read by the AI)

    def _reset_payment(self) -> None:
        self.space = -1
        self.staged = [0] * D.NUM_KINDS
        self.rec = [0] * D.NUM_KINDS
        self.rec_sum = 0
        self.hoaxes = ()        # (value, source colour) of each Hoax played for this space
        self.colour = -1

    # ----------------------------------------------------------- small facts
    def next_cost(self) -> int | None:
        """Crystals for the next obelisk space, None when it is full."""
        track = D.OBELISK[self.num_players]
        return track[len(self.obelisk)] if len(self.obelisk) < len(track) else None

    def tile_at(self, cell: int) -> int:
        return self.tiles[cell]

    def open_building(self, cell: int) -> bool:
        t = self.tiles[cell]
        return t >= 0 and not self.built[cell]

    def hand_size(self, seat: int) -> int:
        h = self.hands[seat]
        return sum(h) if h is not None else self.hidden["hand"][seat]

    def pending_size(self, seat: int) -> int:
        p = self.pending[seat]
        return sum(p) if p is not None else self.hidden["pending"][seat]

    def hoax_budget(self) -> list | None:
        """Per source colour, how many more cards the Hoax cards played for the space
        being paid may recolour (None: no recolouring left)."""
        if not self.hoaxes:
            return None
        b = [0] * 8
        for v, frm in self.hoaxes:
            b[frm] += HOAX_BUDGET[v]
        for k in range(D.NUM_KINDS):
            if self.rec[k]:
                b[_KC[k]] -= self.rec[k]
        return b if any(b) else None

    # ----------------------------------------------------------- legal moves
    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = self._generate()
        return list(self._legal)

    def _generate(self) -> list:
        ph = self.phase
        if ph == OVER:
            return []
        p = self.current
        hand = self.hands[p]
        out = []
        if ph == MOVE:
            fig = self.figures[p]
            ex = self.expansion
            if self.steps > 0:
                out.extend(A.STEPS_FROM[ex][fig])
            if hand[9]:  # Flit 1
                out.extend(A.TELEPORTS_FROM[ex][fig])
            if hand[10]:  # Flit 2
                out.append(A.EXTRA_STEPS)
            if hand[0] or hand[1] or hand[3] or hand[4] or hand[6] or hand[7]:
                for d in range(3):
                    b = D.DRAGON_PEOPLE[d] * 3
                    at = self.dragons[d]
                    if hand[b]:
                        out.extend(A.FLIGHTS[ex][d][at + 1])
                    if hand[b + 1] and at != D.NO_CELL:
                        out.extend(A.WALKS[ex][d][at])
            self._contribution_starts(out, fig)
            if fig == D.CENTRE and self._can_offer(0):
                out.append(A.OFFER)
            out.append(A.DONE)
        elif ph == ACT:
            self._contribution_starts(out, self.figures[p])
            if self.offered and self.figures[p] == D.CENTRE:
                for v in (1, 2):
                    if hand[21 + v - 1] and self._can_offer(v):
                        out.append(A.PILLAR[v])
            out.append(A.DONE)
        elif ph == BUILD:
            self._payment_moves(out, hand)
        elif ph == SPECIAL:
            self._special_moves(out)
            out.append(A.DONE)
        elif ph == CLEANUP:
            if self.cl_count < D.MAX_CLEANUP_DISCARD:
                for k in range(self.cl_last, D.NUM_KINDS):
                    if hand[k]:
                        out.append(A.DISCARD[k])
            out.append(A.DRAW)
        return out

    def _can_offer(self, extra: int) -> bool:
        p = self.current
        cost = self.next_cost()
        return cost is not None and self.markers[p] > 0 and self.crystals[p] >= cost + extra

    def _contribution_starts(self, out: list, cell: int) -> None:
        t = self.tiles[cell]
        if t < 0 or self.built[cell] or self.markers[self.current] <= 0:
            return
        hand = self.hands[self.current]
        owners = self.owners[cell]
        for i, (col, val) in enumerate(D.SPACES[t]):
            if owners[i] < 0 and can_pay(hand, col, val):
                out.append(A.CONTRIBUTE[i])

    def paying_space(self) -> tuple[int, int]:
        """(colour, value) of the space being paid."""
        return D.SPACES[self.tiles[self.figures[self.current]]][self.space]

    def _payment_moves(self, out: list, hand) -> None:
        sc, need = self.paying_space()
        budget = self.hoax_budget()
        if not any(self.staged) and not any(self.rec):
            # Hoax cards are declared with the set: any number, before its first card (§5.4)
            for hv, frm, to in hoax_plays(hand, sc, self.colour, need, budget):
                out.append(A.HOAX[(hv, frm, to)])
        for k in range(D.NUM_KINDS):
            if hand[k]:
                if self._add_ok(hand, k, False, sc, need, budget):
                    out.append(A.ADD[k])
                if budget is not None and budget[_KC[k]] > 0 and self._add_ok(hand, k, True, sc, need, budget):
                    out.append(A.ADD_RECOLOURED[k])
        out.append(A.TAKE_BACK)

    def _paying_colour(self, sc: int) -> int:
        return sc if sc != D.ANY else self.colour

    def _add_ok(self, hand, k: int, recolour: bool, sc: int, need: int, budget) -> bool:
        """May a card of kind ``k`` (``recolour``: through the Hoax budget) join the set
        without making payment impossible?"""
        c = _KC[k]
        v = _KV[k]
        staged = self.staged
        x = self._paying_colour(sc)
        wild_mimix = c == D.BROWN and v < 3 and not recolour
        new_colour = self.colour
        if recolour:
            pass        # a Hoax fixed the set's colour (for the palace too)
        elif c == D.GREEN or wild_mimix:
            pass
        elif sc == D.ANY:
            if x >= 0 and x != c:
                return False
            new_colour = c
        elif c != sc:
            return False
        xe = sc if sc != D.ANY else new_colour
        if xe != D.BROWN and xe >= 0:
            odd = (staged[15] + staged[16]) % 2 == 1
            if odd and not wild_mimix:
                return False  # an unpaired wild Mimix needs its partner next
            if wild_mimix and not odd and hand[15] + hand[16] < 2:
                return False  # a lone Mimix adds nothing outside brown
        # Feasibility after the add (moving a card from hand to set keeps the
        # total unless it spends Hoax budget or fixes the palace colour).
        h2 = hand[:]
        h2[k] -= 1
        if recolour:
            st = staged
            rs = self.rec_sum + v
            hx = budget[:]
            hx[c] -= 1
            if not any(hx):
                hx = None
        else:
            st = staged[:]
            st[k] += 1
            rs = self.rec_sum
            hx = budget
        return best_value(h2, st, rs, sc, new_colour, hx) >= need

    def _special_moves(self, out: list) -> None:
        p = self.current
        fig = self.figures[p]
        sp = D.SPECIAL[self.tiles[fig]] if self.tiles[fig] >= 0 else None
        if sp == "draw_two":
            out.append(A.SPECIAL[0])
        elif sp == "offering":
            if self._can_offer(D.SHRINE_SURCHARGE[self.opts["ruleset"]]):
                out.append(A.SPECIAL[0])
        elif sp == "jump":
            out.extend(A.JUMPS_FROM[self.expansion][fig])

    # ------------------------------------------------------------------ saves
    @classmethod
    def decode_action(cls, data):
        if isinstance(data, dict) and data.get("type") == "AddCard" and "recoloured" not in data:
            return A.AddCardV1(int(data["kind"]))
        return super().decode_action(data)

    def upgrade_action(self, action):
        if type(action) is A.AddCardV1:
            budget = self.hoax_budget()
            recoloured = budget is not None and budget[_KC[action.kind]] > 0
            return (A.ADD_RECOLOURED if recoloured else A.ADD)[action.kind]
        return action

    # ------------------------------------------------------------------ apply
    def apply(self, action) -> None:
        if self.phase == OVER:
            raise IllegalAction(Message("engine.game_over"))
        if self._legal is None:
            self._legal = self._generate()
        if not _contains(self._legal, action):
            raise IllegalAction(self.explain_illegal(action))
        self.begin_events()
        self._do(action)

    def _tell(self, key: str, **params) -> None:
        """An event of the move being applied."""
        self.emit(key, **params)

    def said(self) -> W.CityWords:
        """This city's premade events (made on first use, shared by copies: the city never changes)."""
        if self._said is None:
            self._said = W.CityWords(self.tiles)
        return self._said

    def _do(self, action) -> None:
        """Carry out ``action``, known to be legal (the AI's fast path; ``apply`` checks and
        records the move's events)."""
        self._legal = None
        self._fresh = False
        t = type(action)
        p = self.current
        hand = self.hands[p]
        if t is A.Step:
            self.figures[p] = action.cell
            self.steps -= 1
        elif t is A.Teleport:
            self._spend(hand, 9)
            self.figures[p] = action.cell
        elif t is A.ExtraSteps:
            self._spend(hand, 10)
            self.steps += D.FLIT_EXTRA_STEPS
        elif t is A.MoveDragon:
            self._spend(hand, D.DRAGON_PEOPLE[action.dragon] * 3 + action.value - 1)
            self.dragons[action.dragon] = action.cell
            self.record(W.given, (self._said or self.said()).dragon_to[action.dragon][action.cell + 1])
        elif t is A.Contribute:
            self.phase = BUILD
            self._reset_payment()
            self.space = action.space
        elif t is A.Hoax:
            self._spend(hand, HOAX_KIND[action.value])
            self.hoaxes += ((action.value, action.frm),)
            if self.paying_space()[0] == D.ANY:
                self.colour = action.to     # recoloured cards fix the palace set's one colour
            self.record(W.given, W.HOAX_EVENT[action.value - 1][action.frm][action.to])
        elif t is A.AddCard:
            self._add_card(hand, action.kind, action.recoloured)
        elif t is A.TakeBack:
            self._take_back(hand)
        elif t is A.Offer:
            self.phase = ACT
            self.offered = True
            self._offer(self.next_cost())
        elif t is A.Pillar:
            self._spend(hand, 21 + action.value - 1)
            self._offer(self.next_cost() + action.value)
        elif t is A.Done:
            if self.phase == SPECIAL:
                self.phase = CLEANUP
            else:
                self._after_actions()
        elif t is A.Special:
            self._special(action.cell)
        elif t is A.Discard:
            self._spend(hand, action.kind)
            self.cl_count += 1
            self.cl_last = action.kind
        elif t is A.Draw:
            want = self.cl_count + D.CLEANUP_DRAW
            deck = self.deck
            if len(deck) >= want:       # most turns: the top cards, no reshuffle
                drawn = deck[-want:]
                del deck[-want:]
            else:
                drawn = []
                for _ in range(want):
                    k = self._draw()
                    if k < 0:
                        break
                    drawn.append(k)
            for k in drawn:
                hand[k] += 1
            if drawn:
                self.record(W.drew, p, tuple(sorted(drawn)))
            if len(drawn) < want:
                self.emit("bluemoon.ev.drew_short", who=W.SEATS[p], n=len(drawn))
            self._end_turn()

    def _spend(self, hand, k: int) -> None:
        hand[k] -= 1
        self.discard[k] += 1

    def _draw(self) -> int:
        """Top card of the deck (reshuffling the discard pile when empty), -1 if none."""
        if not self.deck:
            pile = [k for k in range(D.NUM_KINDS) for _ in range(self.discard[k])]
            if not pile:
                return -1
            self.discard = [0] * D.NUM_KINDS
            own_rng(self).shuffle(pile)  # copy-on-write (clones share it)
            self.deck = pile
            self.record(W.given, W.RESHUFFLE_EVENT)
        return self.deck.pop()

    def _add_card(self, hand, k: int, recoloured: bool) -> None:
        hand[k] -= 1
        sc, need = self.paying_space()
        if recoloured:
            self.rec[k] += 1
            self.rec_sum += _KV[k]
        else:
            self.staged[k] += 1
            c = _KC[k]
            if sc == D.ANY and c != D.GREEN and not (c == D.BROWN and _KV[k] < 3):
                self.colour = c
        x = self._paying_colour(sc)
        if set_value(self.staged, self.rec_sum, x) >= need:
            self._complete_contribution()

    def _take_back(self, hand) -> None:
        """The set's cards and its Hoax cards (still on top of the discard pile: nothing
        is drawn while paying) return to the hand; the turn goes on where it was."""
        for k in range(D.NUM_KINDS):
            hand[k] += self.staged[k] + self.rec[k]
        for v, _ in self.hoaxes:
            self.discard[HOAX_KIND[v]] -= 1
            hand[HOAX_KIND[v]] += 1
        self._reset_payment()
        # a contribution ends the movement phase only once it is paid (§4)
        self.phase = ACT if self.gifted else MOVE

    def _complete_contribution(self) -> None:
        p = self.current
        cell = self.figures[p]
        tile = self.tiles[cell]
        disc = self.discard
        for k in range(D.NUM_KINDS):
            disc[k] += self.staged[k] + self.rec[k]
        self.owners[cell][self.space] = p
        self.markers[p] -= 1
        self.placed = True
        self.record(W.given, W.SPACE_PAID_EVENT[p][tile][self.space])
        self._reset_payment()
        self.phase = ACT
        if not self.gifted:
            self.gifted = True
            n = sum(1 for d in self.dragons if d == cell)
            if n:
                self._give(p, (0, n, 0), "bluemoon.ev.dragon_gift", tile, n=n)
        if min(self.owners[cell]) >= 0:
            self._complete_building(cell)
        self._end_of_event()

    def _complete_building(self, cell: int) -> None:
        """§6.2: best sponsor, construction, neighbourhood rewards; markers return."""
        t = self.tiles[cell]
        owners = self.owners[cell]
        n = self.num_players
        count = [0] * n
        for o in owners:
            count[o] += 1
        top = max(count)
        best = next(o for o in owners if count[o] == top)  # leftmost among the tied
        order = [(self.current + i) % n for i in range(n)]
        self.record(W.given, W.COMPLETE_EVENT[t])
        self._give(best, D.BEST[t], "bluemoon.ev.best", t)
        for q in order:
            if count[q]:
                self._give(q, D.EACH[t], "bluemoon.ev.each", t)
        for nb in D.NEIGHBOURS[self.expansion][cell]:
            if self.built[nb] and self.tiles[nb] >= 0:
                reward = D.NEIGHBOURHOOD[self.tiles[nb]]
                for q in order:
                    if count[q]:
                        self._give(q, reward, "bluemoon.ev.neighbour", self.tiles[nb])
        for q in range(n):
            self.markers[q] += count[q]
        self.owners[cell] = [-1] * len(owners)
        self.built[cell] = True
        self.finished_here = True
        if all(self.built[c] for c in D.CELLS[self.expansion] if self.tiles[c] >= 0):
            self.all_done = True
            self._tell("bluemoon.ev.city_complete")

    def _give(self, q: int, reward, why: str, tile: int, **params) -> None:
        """Seat ``q`` gets ``reward`` (crystals, scales, cards); ``why`` is the event's key,
        naming the building (index ``tile``) the reward comes from."""
        c, s, k = reward
        if c:
            self.crystals[q] += c
            self.memory[q] += c
        if s:
            self.scales[q] += s
            self.pool = max(0, self.pool - s)
        drawn = 0
        for _ in range(k):
            card = self._draw()
            if card < 0:
                break
            self.pending[q][card] += 1
            drawn += 1
        if c or s or drawn:
            if drawn == k and why in W.REWARD_EVENT:
                self.record(W.given, W.REWARD_EVENT[why][q][tile])
            else:
                self.emit(why, who=W.SEATS[q], reward=W.reward_term(c, s, drawn), building=W.BUILDING_TERM[tile],
                          **params)

    def _end_of_event(self) -> None:
        """Scale scoring (§7.2) and the marker-exhaustion draw (§11.3)."""
        if self.pool == 0 and any(self.scales):
            self._score_scales()
        if self.phase != OVER and not any(self.markers):
            self._tell("bluemoon.ev.all_markers_out")
            self._finish([])

    def _score_scales(self) -> None:
        sc = self.scales
        self.emit("bluemoon.ev.scale_scoring")
        top = max(sc)
        leaders = [q for q in range(self.num_players) if sc[q] == top]
        gain = [0] * self.num_players
        if len(leaders) == 1:
            gain[leaders[0]] = D.SCALE_MAJORITY
        else:
            for q in leaders:
                gain[q] = D.SCALE_SHARED
        for q in range(self.num_players):
            if not gain[q] and sc[q] >= D.SCALE_MIN_OTHER:
                gain[q] = D.SCALE_OTHER
        for q in range(self.num_players):
            if gain[q]:
                self.crystals[q] += gain[q]
                self.memory[q] += gain[q]
                self.emit("bluemoon.ev.scale_crystals", who=W.SEATS[q], n=gain[q], scales=sc[q])
                sc[q] = 0
            elif self.opts["knizia_original_discard"] and sc[q]:
                self.emit("bluemoon.ev.scales_returned", who=W.SEATS[q], scales=sc[q])
                sc[q] = 0
        total = D.SCALE_POOL[self.opts["ruleset"]][self.num_players]
        self.pool = max(0, total - sum(sc))
        self.emit("bluemoon.ev.pool_refilled", n=self.pool)

    def _offer(self, cost: int) -> None:
        p = self.current
        self.crystals[p] -= cost
        self.memory[p] -= cost
        self.markers[p] -= 1
        self.placed = True
        self.obelisk.append(p)
        count, need = self.obelisk.count(p), D.WIN_MARKERS[self.num_players]
        self.emit("bluemoon.ev.obelisk", who=W.SEATS[p], cost=cost, count=count, need=need,
                  score=(ScoreChange(p, 1),))
        if count >= need:
            self._tell("bluemoon.ev.obelisk_win", who=W.SEATS[p], n=count)
            self._finish([p], said=True)
        elif not any(self.markers):
            self._tell("bluemoon.ev.all_markers_out")
            self._finish([])
        else:
            assert self.next_cost() is not None, "obelisk full without a winner"

    def _after_actions(self) -> None:
        """End of the contribution phase: special step (expansion) or cleanup."""
        self.phase = SPECIAL
        if not self.expansion or not self._generate_special():
            self.phase = CLEANUP

    def _generate_special(self) -> bool:
        out = []
        self._special_moves(out)
        return bool(out)

    def _special(self, cell: int) -> None:
        p = self.current
        sp = D.SPECIAL[self.tiles[self.figures[p]]]
        self.phase = CLEANUP
        if sp == "draw_two":
            drawn = 0
            for _ in range(2):
                k = self._draw()
                if k < 0:
                    break
                self.pending[p][k] += 1
                drawn += 1
            self._tell("bluemoon.ev.hospital", who=W.SEATS[p], n=drawn)
        elif sp == "offering":
            self._offer(self.next_cost() + D.SHRINE_SURCHARGE[self.opts["ruleset"]])
            self.offered = True
            if self.phase == OVER:
                return
        elif sp == "jump":
            self.figures[p] = cell

    def _end_turn(self) -> None:
        n = self.num_players
        for q in range(n):
            pend = self.pending[q]
            if any(pend):
                h = self.hands[q]
                for k in range(D.NUM_KINDS):
                    h[k] += pend[k]
                got = sum(pend)
                self.emit("bluemoon.ev.rewards_seen", who=W.SEATS[q], cards=W.cards_term(pend), n=got,
                          seen_by=(q,))
                self.emit("bluemoon.ev.rewards", who=W.SEATS[q], n=got,
                          seen_by=tuple(s for s in range(n) if s != q))
                self.pending[q] = [0] * D.NUM_KINDS
        if self.all_done:
            self.quiet = 0 if (self.offered or self.finished_here) else self.quiet + 1
            cost = self.next_cost()
            stuck = all(self.markers[q] == 0 or cost is None or self.crystals[q] < cost
                        for q in range(n))
            if stuck or self.quiet >= 2 * n:
                self._tell("bluemoon.ev.city_done_end")
                self._finish(self.ranking()[0], by_ranking=True)
                return
        if not any(self.markers):
            self._tell("bluemoon.ev.all_markers_out")
            self._finish([])
            return
        # Stall valve (designed here): nobody places a marker for "stall_rounds"
        # full rounds -> the game ends as if the city were complete (§11.2).
        self.idle = 0 if self.placed else self.idle + 1
        if self.idle >= self.opts["stall_rounds"] * n:
            self._tell("bluemoon.ev.stalled", rounds=self.opts["stall_rounds"])
            self._finish(self.ranking()[0], by_ranking=True)
            return
        self.current = (self.current + 1) % n
        self.turn += 1
        self._start_turn()
        self.record(W.given, W.TURN_EVENT[self.current])

    def _finish(self, winners: list, by_ranking: bool = False, said: bool = False) -> None:
        """The game ends with ``winners`` (none: a draw); ``by_ranking``: placed by obelisk markers
        then crystals; ``said``: the event that ended it has named the winner."""
        self.result = list(winners)
        self.phase = OVER
        self.to_move = None
        self._legal = []
        if not said:
            if by_ranking and self.ranking_reason():
                self.emit("bluemoon.ev.tie_break")
            if len(winners) == 1:
                self.emit("bluemoon.ev.wins", who=W.SEATS[winners[0]])
            elif winners:
                self.emit("bluemoon.ev.shared_win", winners=tuple(W.SEATS[q] for q in winners))

    # ----------------------------------------------------------------- results
    def is_over(self) -> bool:
        return self.phase == OVER

    def winners(self) -> list:
        return list(self.result) if self.result is not None else []

    def scores(self) -> list:
        """Obelisk markers per seat (public; crystals only break ties at the end)."""
        return [self.obelisk.count(q) for q in range(self.num_players)]

    def ranking(self) -> list:
        """Every seat in finishing order, best first, in groups of tied seats (§11.2: most
        obelisk markers, then most crystals).  A drawn game (§11.3) ties everyone."""
        n = self.num_players
        if self.result == []:
            return [list(range(n))]
        key = [(self.obelisk.count(q), self.crystals[q]) for q in range(n)].__getitem__
        return [list(g) for _, g in groupby(sorted(range(n), key=key, reverse=True), key)]

    def ranking_reason(self) -> "Message | str":
        """Why seats with equal obelisk markers are placed apart ("" when none were)."""
        if self.result == []:
            return Message("bluemoon.ranking.draw")
        markers = [self.obelisk.count(q) for q in range(self.num_players)]
        places = self.ranking()
        split = any(markers[g[0]] == markers[h[0]] for g, h in zip(places, places[1:]))
        return Message("bluemoon.ranking.crystals") if split else ""

    def progress(self) -> Message:
        """Where the game stands: the turn, the buildings complete, the obelisk markers placed."""
        cells = [c for c in D.CELLS[self.expansion] if self.tiles[c] >= 0]
        return Message("bluemoon.progress", turn=self.turn + 1, built=sum(1 for c in cells if self.built[c]),
                       total=len(cells), placed=len(self.obelisk), spaces=len(D.OBELISK[self.num_players]))

    # ------------------------------------------------------------------ words
    def describe(self, action) -> Message:
        return W.describe(self, action)

    def explain_illegal(self, action) -> Message:
        return W.explain_illegal(self, action)


def _contains(legal, action) -> bool:
    for a in legal:
        if a is action:
            return True
    try:
        return action in legal
    except Exception:
        return False


def shortest_path(expansion: bool, src: int, dst: int) -> list[int]:
    """The cells of a shortest walk src -> dst in orthogonal steps (src left out); []
    if dst cannot be reached.  For the table and the tutorial: the rules need only
    ``D.DISTANCE``."""
    nb = D.NEIGHBOURS[expansion]
    prev = {src: None}
    front = [src]
    while front and dst not in prev:
        nxt = []
        for a in front:
            for b in nb[a]:
                if b not in prev:
                    prev[b] = a
                    nxt.append(b)
        front = nxt
    if dst not in prev:
        return []
    out = []
    c = dst
    while c != src:
        out.append(c)
        c = prev[c]
    return out[::-1]


def _layout(rng: random.Random, expansion: bool, ruleset: str, random_layout: bool) -> list:
    """Tile index per cell (§2.2, §2.3): courtyard centre, start tiles in the cross."""
    tiles = [D.NO_CELL] * 25
    tiles[D.CENTRE] = D.COURTYARD_TILE
    cells = [c for c in D.CELLS[expansion] if c != D.CENTRE]
    others = [b for b in D.BASE_TILES if b not in D.STARTING_TILES]
    if expansion:
        others += list(D.EXPANSION_TILES)
    if random_layout:
        pool = list(D.STARTING_TILES) + others
        rng.shuffle(pool)
        for c, b in zip(cells, pool):
            tiles[c] = D.BUILDING_INDEX[b]
        return tiles
    if ruleset == "classic_2006":
        for c, b in D.CLASSIC_START.items():
            tiles[c] = D.BUILDING_INDEX[b]
    else:
        start = list(D.STARTING_TILES)
        rng.shuffle(start)
        for c, b in zip(D.CROSS, start):
            tiles[c] = D.BUILDING_INDEX[b]
    rng.shuffle(others)
    rest = [c for c in cells if c not in D.CROSS]
    for c, b in zip(rest, others):
        tiles[c] = D.BUILDING_INDEX[b]
    return tiles


def new_game(num_players: int, seed: int | None = None, **options) -> BlueMoonState:
    """A new game for 2-4 players; options as named in docs/rules/bluemoon.md."""
    if not isinstance(num_players, int) or not 2 <= num_players <= 4:
        raise ValueError(f"{D.TITLE} takes 2 to 4 players, not {num_players}")
    return BlueMoonState.new(num_players, seed, check_options(D.TITLE, D.OPTIONS, options))
