"""JSON-in / JSON-out bridge between the page and `engine.session.Session`.

The browser worker (Pyodide) calls `handle(request_json)` and gets a JSON
string back; the mkdocs hook calls `demo_config()` and `open_demo()` at build
time (CPython) to validate a demo block and render its first position. Both
sides therefore run the very same code: what the reader sees before Python
has loaded is exactly what the live demo shows first.

Requests (`op`):
  - `jeux`: every registered game and mode with its player counts and bots;
  - `ouvrir`: start a demo (`demo` key, `config` as in a demo block, optional
    `coups` = moves to replay, from a share link);
  - `jouer` (`coup`), `annuler`, `recommencer` (optional `graine`),
    `regler` (`joueurs`, `sieges` and/or `options`: the values of the mode's
    settable options, listed with their labels in `meta.reglages`), `fermer`;
  - `tutoriel` (`action`: `suivant`, `precedent` or `passer`): the example's
    guided first game (`engine.tutorial`), whose place is `etat.tutoriel`.
  - `conseil`: the move the game's strongest bot would play in the reader's
    place (nothing is played): `{"ok": true, "conseil": {...}}`, see `advice`.
Answers: `{"ok": true, "etat": {...}}` or `{"ok": false, "erreur": "..."}`
(plus `"refus": true` and `"coup"` when a move is refused, and `"section"`, the
heading id of the page section stating the rule, when the game names one: the state is then
unchanged; `"indice": true` when it is a tutorial step's hint rather than a rule's refusal). Every message is French and meant for the reader.
"""

from __future__ import annotations

import json
import re
from html import unescape

from .bots import bot_names, make_bot, strongest_bot_name
from .core import CHANCE, EngineError, IllegalMove, ScenarioError, excerpt
from .rng import Rng
from .games import all_games, get_game
from .markup import esc
from .session import HUMAN, Session
from .tutorial import StepHint, Tutorial, read_steps

CONFIG_KEYS = ("jeu", "mode", "graine", "options", "sieges", "tutoriel")
MAX_SEED = 2**53 - 1  # what a JavaScript number holds exactly
MAX_DEPTH = 64
"""Nesting of arrays and objects a request may have: a demo needs 5 at most.
Checked before parsing: Python's parser recurses once per level, and in
Pyodide 100,000 levels are a fatal error of the whole interpreter."""
MAX_DIGITS = 30
"""Digits of a whole number in a request (a seed needs 16): CPython refuses to
read more than 4,300, in English."""

_sessions: dict[str, dict] = {}


# --- demo configuration (a demo block, a share link) -------------------------

def demo_config(raw) -> dict:
    """Validate a demo block's mapping; returns it normalised, or raises ScenarioError."""
    if not isinstance(raw, dict):
        raise ScenarioError("demo", "le bloc doit être une table « clé: valeur » (jeu, mode, graine, options, sieges).")
    for key in raw:
        if key not in CONFIG_KEYS:
            raise ScenarioError(str(key), f"clé inconnue (clés permises : {', '.join(CONFIG_KEYS)}).")
    game_id = raw.get("jeu")
    if not isinstance(game_id, str) or not game_id:
        raise ScenarioError("jeu", "le nom du jeu (identifiant du moteur) est obligatoire.")
    mode = raw.get("mode", "partie")
    if not isinstance(mode, str) or not mode:
        raise ScenarioError("mode", f"un nom de mode est attendu, pas « {excerpt(mode)} ».")
    seed = raw.get("graine", 1)
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise ScenarioError("graine", f"un entier entre 0 et {MAX_SEED} est attendu, pas « {excerpt(seed)} ».")
    options = raw.get("options", {})
    if options is None:
        options = {}
    if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
        raise ScenarioError("options", "une table « nom: valeur » est attendue.")
    game = get_game(game_id, mode)
    seats = raw.get("sieges")
    if seats is not None:
        if not isinstance(seats, list) or not seats:
            raise ScenarioError("sieges", "une liste est attendue, un siège par joueur (« humain » ou un nom de bot).")
        allowed = [HUMAN] + bot_names(game)
        for i, seat in enumerate(seats):
            if seat not in allowed:
                raise ScenarioError("sieges", f"siège n° {i + 1} : « {excerpt(seat)} » inconnu (choix : {', '.join(allowed)}).")
    steps = read_steps(raw["tutoriel"]) if raw.get("tutoriel") is not None else None
    return {"jeu": game_id, "mode": mode, "graine": seed, "options": options, "sieges": seats, "tutoriel": steps}


def _moves_arg(moves) -> list:
    if moves is None:
        return []
    if not isinstance(moves, list):
        raise ScenarioError("coups", "une liste de coups [joueur, coup] est attendue.")
    out = []
    for i, item in enumerate(moves):
        if (not isinstance(item, list) or len(item) != 2 or isinstance(item[0], bool)
                or not isinstance(item[0], int) or not isinstance(item[1], str)
                or not (item[0] == CHANCE or item[0] >= 0)):
            raise ScenarioError("coups", f"coup n° {i + 1} : [joueur, coup] attendu.")
        out.append([item[0], item[1]])
    return out


def open_demo(config: dict, moves=None, link: bool = False) -> Session:
    """A Session for a validated config (raises ScenarioError with a French message).
    `link`: the position comes from a share link, replayed within the link's
    budget (`engine.session.LINK_*`)."""
    cfg = demo_config(config)
    return Session(cfg["jeu"], cfg["mode"], dict(cfg["options"]), cfg["graine"],
                   cfg["sieges"], _moves_arg(moves), link=link)


# --- what the page receives ---------------------------------------------------

def _status(session: Session, snap: dict) -> str:
    game = session.game
    if snap["over"]:
        winners = snap["winners"]
        if session.state.is_cooperative():
            if session.state.players == 1:
                return "Partie terminée : victoire !" if winners else "Partie terminée : défaite."
            return "Partie terminée : victoire de toute la table !" if winners else "Partie terminée : défaite."
        if not winners:
            return "Partie terminée."
        names = ", ".join(game.seat_name(p) for p in winners)
        viewer = session.viewer()
        if viewer is not None and winners == [viewer]:
            return f"Partie terminée : vous gagnez ({names}) !"
        if len(winners) > 1:
            return f"Partie terminée : égalité entre {names}."
        return f"Partie terminée : {names} gagne."
    movers = snap["to_move"]
    if not movers:
        return "En attente."
    if len(movers) == 1 and session.viewer() == movers[0]:
        return f"À vous de jouer ({game.seat_name(movers[0])})."
    return "À jouer : " + ", ".join(game.seat_name(p) for p in movers) + "."


def _meta(session: Session) -> dict:
    game = session.game
    return {
        "jeu": game.id,
        "mode": game.mode,
        "titre": game.title,
        "min_joueurs": game.min_players,
        "max_joueurs": game.max_players,
        "joueurs": session.state.players,
        # False when another option sets the table's size (Setup's « format »): no players' selector
        "joueurs_reglables": any(o.name == "joueurs" for o in game.options),
        "bots": [{"nom": n, "label": make_bot(game, n).label} for n in bot_names(game)],
        "noms": [game.seat_name(p) for p in range(session.state.players)],
        "reglages": settings(session),
        "conseil": bool(game.bots),
    }


def settings(session: Session) -> list[dict]:
    """The options a reader may change in the live demo, from the mode's own
    declaration (engine.options), each with its current value. The number of
    players is offered only when the game has a choice of it."""
    game = session.game
    values = game.read_options(session.options)
    return [opt.schema(values[opt.name]) for opt in game.options
            if opt.settable and not (opt.name == "joueurs" and game.min_players == game.max_players)]


_TEMPLATE = re.compile(r'data-template="([^"]*\{\}[^"]*)"')


def snapshot(session: Session, tutorial: Tutorial | None = None) -> dict:
    """The session's snapshot plus what the generic shell needs (and where the
    reader is in the example's tutorial, if one is running)."""
    snap = session.snapshot()
    html = snap["html"]
    # Legal moves the view shows no button for still get one (labelled by the
    # game's own French description), so every position is playable. Moves a
    # select-then-confirm group composes (markup.compose) are shown by it.
    templates = [unescape(t).split("{}", 1) for t in _TEMPLATE.findall(html)]
    extra = []
    for move in snap["legal"]:
        if any(move.startswith(pre) and move.endswith(post) and len(move) > len(pre) + len(post)
               for pre, post in templates):
            continue
        if f'data-move="{esc(move)}"' not in html:
            player = snap["to_move"][0] if snap["to_move"] else None
            extra.append([move, session.state.describe(move, player)])
    snap["autres_coups"] = extra
    snap["statut"] = _status(session, snap)
    snap["annulable"] = any(p != CHANCE and p not in session.bots for p, _ in session.moves)
    snap["options"] = dict(session.options)
    snap["meta"] = _meta(session)
    if tutorial is not None:
        snap["tutoriel"] = tutorial.info()
    return snap


# --- advice ---------------------------------------------------------------------

ADVICE_SALT = 0xC0_5E11
"""Mixed with the seed and the number of moves played: the same position of the
same game always gets the same advice (the search is budgeted in iterations)."""


def advice(session: Session) -> dict:
    """The strongest bot's move in the reader's place, from the reader's own seat
    (a searching bot deals afresh what that seat cannot see): `coup` (the move's
    identifier, as in `legal` and the board's `data-move`), `texte` (one French
    line: the move and, when the bot searched, why), `joueur`, `bot` (its label)
    and `section` (heading id of the rule it applies, or null)."""
    humans = session.human_to_move()
    if not humans:
        raise ScenarioError("conseil", "la partie est terminée." if session.state.is_over()
                            else "ce n'est pas à vous de jouer : pas de conseil à donner.")
    game, state, player = session.game, session.state, humans[0]
    name = strongest_bot_name(game)
    bot = make_bot(game, name)
    legal = state.legal_moves(player)
    rng = Rng(session.seed ^ ADVICE_SALT ^ len(session.moves))
    why = ""
    if bot.searching:
        move, stats = bot.search.run(state, player, rng)
        visits, value = stats.get(move, (0, 0.0))
        if visits:
            why = (f". Pourquoi : parmi {bot.search.iterations} suites de partie imaginées par le bot "
                   f"« {bot.label} », c'est le coup le plus souvent retenu ({visits} fois ; "
                   f"chances estimées : {round(100 * value)} %).")
    else:
        move = bot.pick(state, player, legal, rng)
    describe = getattr(state, "advice_section", None)
    section = describe(move, player) if describe else game.main_rule_section
    text = f"Conseil : {state.describe(move, player)}{why or '.'}"
    return {"coup": move, "texte": text, "joueur": player, "bot": bot.label, "section": section}


# --- the worker's entry point ---------------------------------------------------

def _entry(key) -> dict:
    try:
        return _sessions[key]
    except (KeyError, TypeError):
        raise ScenarioError("demo", "cet exemple n'est pas ouvert.") from None


def _op(req: dict) -> dict:
    op = req.get("op")
    if op == "jeux":
        return {"ok": True, "jeux": [
            {"jeu": g.id, "mode": g.mode, "titre": g.title, "min_joueurs": g.min_players,
             "max_joueurs": g.max_players, "bots": bot_names(g)} for g in all_games()]}
    key = req.get("demo")
    if op == "ouvrir":
        cfg = demo_config(req.get("config"))
        session = open_demo(cfg, req.get("coups"), link=req.get("lien") is True)
        # A share link carries a position, not a place in a tutorial: it opens as a free game.
        tutorial = Tutorial(cfg["tutoriel"], session) if cfg["tutoriel"] and not req.get("coups") else None
        _sessions[str(key)] = {"config": cfg, "session": session, "tutoriel": tutorial}
        return {"ok": True, "etat": snapshot(session, tutorial)}
    if op == "fermer":
        _sessions.pop(str(key), None)
        return {"ok": True}
    entry = _entry(str(key))
    session: Session = entry["session"]
    tutorial: Tutorial | None = entry.get("tutoriel")
    if op == "conseil":
        return {"ok": True, "conseil": advice(session)}
    if op == "jouer":
        move = req.get("coup")
        if not isinstance(move, str):
            raise ScenarioError("coup", "un identifiant de coup est attendu.")
        (tutorial or session).play(move)
    elif op == "annuler" and tutorial is not None:
        session = _tutorial_back(entry, tutorial)
    elif op == "annuler":
        if not session.undo():
            raise ScenarioError("annuler", "aucun de vos coups à annuler.")
    elif op == "recommencer":
        seed = req.get("graine")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED):
            raise ScenarioError("graine", f"un entier entre 0 et {MAX_SEED} est attendu.")
        session.restart(seed)
        # The tutorial starts again with its game; a new seed (« Jouer une partie complète ») is a
        # game of the reader's own, and a skipped tutorial stays skipped.
        tutorial = entry["tutoriel"] = (Tutorial(entry["config"]["tutoriel"], session)
                                        if tutorial is not None and seed is None else None)
    elif op == "tutoriel":
        action = req.get("action")
        if tutorial is None:
            raise ScenarioError("tutoriel", "cet exemple n'a pas de tutoriel en cours.")
        if action == "suivant":
            tutorial.next()
        elif action == "precedent":
            session = _tutorial_back(entry, tutorial)
        elif action == "passer":
            tutorial = entry["tutoriel"] = None
        else:
            raise ScenarioError("action", "« suivant », « precedent » ou « passer » est attendu.")
    elif op == "regler":
        tutorial = entry["tutoriel"] = None   # other settings, another game than the tutorial's
        cfg = dict(entry["config"])
        options = dict(session.options)
        changes = req.get("options")
        if changes is not None:
            settable = {o["nom"] for o in settings(session)}
            if not isinstance(changes, dict) or not all(k in settable for k in changes):
                raise ScenarioError("options", f"réglages permis : {', '.join(sorted(settable)) or 'aucun'}.")
            changes = dict(changes)
            if "joueurs" in changes and req.get("joueurs") is None:
                req = {**req, "joueurs": changes.pop("joueurs")}
            options.update(changes)
        players = req.get("joueurs")
        if players is not None:
            game = session.game
            if isinstance(players, bool) or not isinstance(players, int) or not game.min_players <= players <= game.max_players:
                raise ScenarioError("joueurs", f"de {game.min_players} à {game.max_players} joueurs.")
            options["joueurs"] = players
        seats = req.get("sieges")
        if players is None and seats is None:
            # an option may set the table's size itself (Setup's « format »): the seats follow it
            count = session.game.start(options, session.seed).players
            players = count if count != len(session.seats) else None
        if players is not None and seats is None:
            seats = [HUMAN] + [session.seats[1] if len(session.seats) > 1 else "hasard"] * (players - 1)
        cfg.update(options=options, sieges=seats if seats is not None else session.seats,
                   graine=session.seed)
        new = open_demo(cfg)
        entry["session"] = new
        session = new
    else:
        raise ScenarioError("op", f"opération « {op} » inconnue.")
    return {"ok": True, "etat": snapshot(session, tutorial)}


def _tutorial_back(entry: dict, tutorial: Tutorial) -> Session:
    """« Étape précédente »: the game as it was when the previous step began."""
    keep = tutorial.back()
    session = open_demo(entry["config"], entry["session"].moves[:keep])
    entry["session"] = tutorial.session = session
    return session


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')  # a JSON string, its escapes included
_BRACKET = re.compile(r"[\[\]{}]")
_LONG_NUMBER = re.compile(r"[0-9]{%d,}" % (MAX_DIGITS + 1))


def read_request(request) -> dict:
    """The request's JSON, its depth and numbers bounded before Python parses
    it (ScenarioError in French otherwise)."""
    if not isinstance(request, str):
        raise ScenarioError("requete", "un texte JSON est attendu.")
    bare = _STRING.sub('""', request)  # brackets and digits inside strings do not count
    depth = deepest = 0
    for bracket in _BRACKET.findall(bare):
        depth += 1 if bracket in "[{" else -1
        if depth > deepest:
            deepest = depth
            if deepest > MAX_DEPTH:
                raise ScenarioError("requete", f"données imbriquées sur plus de {MAX_DEPTH} niveaux.")
    if _LONG_NUMBER.search(bare):
        raise ScenarioError("requete", f"un nombre de plus de {MAX_DIGITS} chiffres.")
    req = json.loads(request)
    if not isinstance(req, dict):
        raise ScenarioError("requete", "un objet JSON est attendu.")
    return req


def handle(request: str) -> str:
    """One request (JSON text) → one answer (JSON text). Never raises."""
    try:
        req = read_request(request)
        answer = _op(req)
    except IllegalMove as err:
        answer = {"ok": False, "refus": True, "coup": err.move, "erreur": str(err.reason)}
        if isinstance(err, StepHint):
            answer["indice"] = True  # the tutorial's hint, not a rule's refusal
        if err.section:
            answer["section"] = err.section  # heading id of the rule on the page
    except EngineError as err:
        answer = {"ok": False, "erreur": str(err), "champ": getattr(err, "field", None)}
    except json.JSONDecodeError as err:
        answer = {"ok": False, "erreur": f"Requête illisible (ligne {err.lineno}, colonne {err.colno})."}
    except Exception as err:  # a bug in a game: say so instead of freezing the page
        answer = {"ok": False, "interne": True,
                  "erreur": f"Erreur interne du moteur ({type(err).__name__}) : {excerpt(str(err), 200)}"}
    return json.dumps(answer, ensure_ascii=False)
