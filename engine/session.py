"""A game being played on a page or in the terminal: humans, bots, log, undo.

Game-agnostic: it only uses the core API (`engine.core`). The browser worker
and the command line both drive a `Session`. Everything it needs to rebuild a
position is `(game, mode, options, seed, seats, moves)`, which is what the
share link carries.
"""

from __future__ import annotations

from .bots import best_bot_name, make_bot
from .core import CHANCE, IllegalMove, ScenarioError
from .games import get_game
from .rng import Rng

HUMAN = "humain"
BOT_SEED_SALT = 0x5EED_B075
AUTO_MOVES_LIMIT = 100_000
"""Automatic moves (bots, chance) in a row before a session gives up. The
longest game the options allow, Flip 7 with 12 bots and `objectif: 10000`,
takes about 20,000 moves (0.3 s in CPython)."""
MAX_STEPS = 40
"""Automatic moves kept for the page to show one by one (the last ones)."""
LINK_MOVES = 2_000
"""Moves a share link may carry: a link is replayed while every example of the
page waits (they share one worker), and a longer game does not fit in an
address anyway."""
LINK_AUTO_MOVES = 100
"""Automatic moves (bots, chance) a share link may leave to play after its own
moves. A link made by a reader needs few: the others' turns up to the reader's
next one, at most 43 measured (Flip 7 with 12 players; random readers, 3 seeds,
every mode with bots at its smallest, default and largest player count). Seats
given to bots only would play a whole game (114 moves of draughts, 6 s in Pyodide)."""
LINK_SEARCH = 4_000
"""Positions bots may look at ahead while a share link is replayed (`Bot.searched`): two moves
of the draughts « malin » bot, which looks at up to 2,000 per move. A link made by a reader
needs one bot reply, since its own moves, the bots' included, are replayed, not searched again.

The budget (moves and positions) is counted, not timed, so whether a link opens does not
depend on the reader's machine. Sized for a slow phone: the worst link it allows, every seat
given to one bot, each mode at its default and largest player count, takes at most 0.15 s of
CPU in CPython 3.11 on the project's 2-core machine (Saint Poker, 5 « malin » bots, refused
after 100 moves; draughts: 0.07 s for its 4,000 positions). Assuming a slow phone's Pyodide
10 times slower (Pyodide about 3 times CPython here: a whole game of two « malin » draughts
bots, 6 s against 2.1 s of CPU; a slow phone's core about 3 to 4 times slower than this one),
that is 1.5 s there, within 2 s. The count is read after each bot move, so a link may run one
move's search (2,000 positions) past it."""


class _OverBudget(Exception):
    pass


class _Budget:
    """What a share link's replay may still spend: automatic moves and searched positions."""

    def __init__(self):
        self.auto_moves = LINK_AUTO_MOVES
        self.positions = LINK_SEARCH

    def spend(self, bot) -> None:
        self.positions -= bot.searched
        if self.positions < 0:
            raise _OverBudget()


def _count(n: int) -> str:
    return f"{n:_}".replace("_", "\u202f")


def _over_budget() -> ScenarioError:
    return ScenarioError("coups", f"ce lien demande de rejouer plus de {_count(LINK_AUTO_MOVES)} coups de bots ou "
                         f"de hasard, ou des bots qui examineraient plus de {_count(LINK_SEARCH)} positions : "
                         "l'exemple s'ouvre tel qu'il est écrit.")


class Session:
    def __init__(self, game_id: str, mode: str = "partie", options: dict | None = None,
                 seed: int = 1, seats: list[str] | None = None, moves: list | None = None,
                 link: bool = False):
        self.game = get_game(game_id, mode)
        self.options = dict(options or {})
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise ScenarioError("graine", f"un entier positif est attendu, pas « {seed} ».")
        self.seed = seed
        self.seats = list(seats) if seats is not None else None
        self._restart(list(moves or []), link)

    # --- set-up and replay ------------------------------------------------
    def _restart(self, moves: list, link: bool = False) -> None:
        """The position after `moves`. From a share link (`link`), within the
        link's budget: at most LINK_MOVES moves, then LINK_AUTO_MOVES automatic
        ones whose bots look at LINK_SEARCH positions at most; beyond, a French
        refusal."""
        if link and len(moves) > LINK_MOVES:
            raise ScenarioError("coups", f"un lien rejoue au plus {_count(LINK_MOVES)} coups, "
                                         f"celui-ci en porte {_count(len(moves))}.")
        self.state = self.game.start(self.options, self.seed)
        players = self.state.players
        if self.seats is None:
            self.seats = [HUMAN] + [best_bot_name(self.game)] * (players - 1)
        if len(self.seats) != players:
            raise ScenarioError("sièges", f"{players} sièges attendus, {len(self.seats)} reçus.")
        self.bots = {p: make_bot(self.game, s) for p, s in enumerate(self.seats) if s != HUMAN}
        self.bot_rng = Rng(self.seed ^ BOT_SEED_SALT)
        self.moves: list[list] = []   # [player, move] in play order, chance included
        self.steps: list[dict] = []   # positions after each automatic move since the reader's last
        self.step_base: dict | None = None   # the position the steps start from (after the reader's move)
        self._recording = False
        self.log: list[str] = list(self.state.events)
        self.state.events.clear()
        for i, entry in enumerate(moves):
            if (not isinstance(entry, (list, tuple)) or len(entry) != 2
                    or isinstance(entry[0], bool) or not isinstance(entry[0], int)
                    or not isinstance(entry[1], str)):
                raise ScenarioError("coups", f"coup n° {i + 1} : une paire [joueur, coup] est attendue.")
            player, move = entry
            if player == CHANCE:
                if self.state.to_move() != [CHANCE]:
                    raise ScenarioError("coups", f"coup n° {i + 1} : aucun tirage au sort n'a lieu à ce "
                                                 "moment de la partie.")
                # Consume the draw exactly as `advance` did, so the generator
                # stays in step; the logged outcome is the one played.
                self.state.sample_chance()
            try:
                self._play(move, player)
            except IllegalMove as err:
                raise ScenarioError("coups", f"coup n° {i + 1} : {err}") from None
        if not link:
            self.advance()
            return
        try:
            self.advance(budget=_Budget())
        except _OverBudget:
            raise _over_budget() from None

    def advance(self, limit: int = AUTO_MOVES_LIMIT, budget: _Budget | None = None) -> None:
        """Play chance steps and bot moves until a human must act or the end.

        The limit only guards against a game that would never end: the
        longest game the options allow plays out far below it. With a
        `budget` (a share link's replay), its moves and searched positions
        are the limit: beyond them, `_OverBudget`."""
        if budget is not None:
            limit = budget.auto_moves
        for _ in range(limit):
            movers = self.state.to_move()
            if not movers:
                return
            if movers == [CHANCE]:
                self._mark_base()
                self._play(self.state.sample_chance(), CHANCE)
                continue
            # Bots act first on simultaneous choices; they only see their view.
            bots_up = [p for p in movers if p in self.bots]
            if not bots_up:
                return
            self._mark_base()
            player = bots_up[0]
            bot = self.bots[player]
            legal = self.state.legal_moves(player)
            move = bot.pick(self.state, player, legal, self.bot_rng)
            if budget is not None:
                budget.spend(bot)
            self._play(move, player)
        if budget is not None:
            if any(p == CHANCE or p in self.bots for p in self.state.to_move()):
                raise _OverBudget()
            return  # the budget's last move reached the reader's turn or the end
        count = _count(limit)
        raise ScenarioError("sieges", f"les bots ont joué {count} coups de suite sans que la partie finisse "
                                      "ni qu'un humain ait à jouer : réduisez la partie (options) ou donnez "
                                      "un siège à un humain.")

    def _play(self, move: str, player: int) -> None:
        self.state.play(move, player)
        self.moves.append([player, move])
        self.log.extend(self.state.events)
        self.state.events.clear()
        if self._recording:
            self._record(player)

    def _position(self, player: int | None) -> dict:
        """The position as the reader sees it between moves (no move offered), with the log's
        length and the status line: the latest log line, else who plays."""
        said = self.steps[-1]["log"] if self.steps else -1
        latest = self.log[-1] if self.log and len(self.log) > said else None
        who = "Tirage." if player == CHANCE else f"{self.game.seat_name(player)} joue…" if player is not None else ""
        return {"html": self.game.render(self.state, self.viewer(), []), "log": len(self.log), "qui": player,
                "statut": latest or who}

    def _mark_base(self) -> None:
        """Before the first automatic move after the reader's: the position the steps start
        from, so that the page marks what the others changed, not the reader's own move."""
        if self._recording and not self.steps and self.step_base is None:
            self.step_base = self._position(None)

    def _record(self, player: int) -> None:
        """The position after an automatic move, as the reader sees it, so the
        page can show others' turns one by one. A chance step right after a
        bot's move (the card it drew) is shown with that move."""
        step = self._position(player)
        if player == CHANCE and self.steps and self.steps[-1]["qui"] != CHANCE:
            self.steps[-1].update(html=step["html"], log=step["log"], statut=step["statut"])
            return
        self.steps.append(step)
        if len(self.steps) > MAX_STEPS:   # the steps shown start from the last one left out
            self.step_base = self.steps[-MAX_STEPS - 1]
            del self.steps[:-MAX_STEPS]

    # --- what the reader does ---------------------------------------------
    def human_to_move(self) -> list[int]:
        return [p for p in self.state.to_move() if p != CHANCE and p not in self.bots]

    def play(self, move: str, player: int | None = None) -> None:
        """A human move; raises IllegalMove (state untouched) if refused."""
        humans = self.human_to_move()
        if player is None:
            if not humans:
                raise IllegalMove(move, "la partie est terminée." if self.state.is_over()
                                  else "ce n'est pas à vous de jouer.")
            player = humans[0]
        elif player not in humans:
            raise IllegalMove(move, "ce n'est pas à vous de jouer.")
        self.steps = []
        self.step_base = None
        self._play(move, player)
        self._recording = True
        try:
            self.advance()
        finally:
            self._recording = False

    def undo(self) -> bool:
        """Take back the last human move (and the automatic moves after it)."""
        human_idx = [i for i, (p, _) in enumerate(self.moves) if p != CHANCE and p not in self.bots]
        if not human_idx:
            return False
        keep = self.moves[: human_idx[-1]]
        self._restart(keep)
        return True

    def restart(self, seed: int | None = None) -> None:
        if seed is not None:
            self.seed = seed
        self._restart([])

    # --- what the page shows ----------------------------------------------
    def viewer(self) -> int | None:
        humans = [p for p, s in enumerate(self.seats) if s == HUMAN]
        return humans[0] if len(humans) == 1 else None

    def snapshot(self) -> dict:
        viewer = self.viewer()
        humans = self.human_to_move()
        legal = self.state.legal_moves(humans[0]) if humans else []
        over = self.state.is_over()
        return {
            "html": self.game.render(self.state, viewer, legal),
            "log": list(self.log),
            "legal": legal,
            "to_move": humans,
            "over": over,
            "scores": self.state.scores(),
            "winners": self.state.winners() if over else [],
            "seed": self.seed,
            "seats": list(self.seats),
            "moves": [list(m) for m in self.moves],
            "etapes": [{"html": s["html"], "log": s["log"], "statut": s["statut"]} for s in self.steps],
            # where the steps start: the position right after the reader's move (the page marks
            # what each step changed from the one before; the first, from this one)
            "etapes_depart": ({"html": self.step_base["html"], "log": self.step_base["log"],
                               "statut": self.step_base["statut"]} if self.steps and self.step_base else None),
        }
