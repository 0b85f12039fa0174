"""Issue 21: what a hostile share link or request makes of the bridge the
browser worker calls (engine/web.py) and of a demo block at build: a French
refusal within a budget, never an internal error, never the input echoed
uncut."""

import json

import pytest

from engine import session as session_module
from engine import web
from site_demos import hook


@pytest.fixture(autouse=True)
def closed():
    yield
    web._sessions.clear()


def ask(request) -> dict:
    return json.loads(web.handle(request if isinstance(request, str) else json.dumps(request)))


def refused_in_french(answer: dict, *words: str) -> str:
    assert answer["ok"] is False and not answer.get("interne"), answer
    for word in words:
        assert word in answer["erreur"], (word, answer["erreur"])
    return answer["erreur"]


def test_a_link_that_gives_every_seat_to_bots_is_refused_within_its_budget(monkeypatch):
    """`dames-internationales/#demo-4=g=3&s=malin,malin` made two bots play a
    whole game (114 moves, 6 s in Pyodide) while every example of the page
    waited: a link is replayed within LINK_AUTO_MOVES automatic moves whose
    bots look at LINK_SEARCH positions at most; beyond, the example opens as
    written (the shell's note). A counted budget: no clock, the same answer on
    every machine."""
    config = {"jeu": "dames", "mode": "partie", "graine": 3, "sieges": ["hasard", "hasard"]}
    answer = ask({"op": "ouvrir", "demo": "d", "config": config, "coups": [], "lien": True})
    refused_in_french(answer, "plus de 100 coups de bots", "tel qu'il est écrit")
    # bots that search: two « malin » bots run out of positions long before 100 moves
    malins = {**config, "sieges": ["malin", "malin"]}
    answer = ask({"op": "ouvrir", "demo": "d", "config": malins, "coups": [], "lien": True})
    refused_in_french(answer, "plus de 4\u202f000 positions", "tel qu'il est écrit")
    # ... and so do they with the move budget lifted: the positions alone stop them
    monkeypatch.setattr(session_module, "LINK_AUTO_MOVES", 10_000)
    refused_in_french(ask({"op": "ouvrir", "demo": "d", "config": malins, "coups": [], "lien": True}),
                      "positions")
    # a reader's link needs one bot reply: it opens
    reply = {**config, "sieges": ["malin", "humain"]}
    opened = ask({"op": "ouvrir", "demo": "d", "config": reply, "coups": [], "lien": True})
    assert opened["ok"] and len(opened["etat"]["moves"]) == 1
    # the same block opened by the page itself (not from a link) still plays out
    assert ask({"op": "ouvrir", "demo": "d", "config": config})["ok"]


def test_the_link_budget_counts_the_positions_bots_search(monkeypatch):
    """Spent positions are the bots' own count (`Bot.searched`), summed over the replay."""
    counted = []
    real = session_module._Budget.spend

    def spend(budget, bot):
        counted.append(bot.searched)
        real(budget, bot)

    monkeypatch.setattr(session_module._Budget, "spend", spend)
    config = {"jeu": "dames", "mode": "partie", "graine": 3, "sieges": ["malin", "malin"]}
    refused_in_french(ask({"op": "ouvrir", "demo": "d", "config": config, "coups": [], "lien": True}), "positions")
    assert sum(counted[:-1]) <= session_module.LINK_SEARCH < sum(counted)
    assert all(0 <= n <= 2_001 for n in counted)  # the malin bot's own limit per move


def test_a_link_made_by_a_reader_reopens_within_the_budget():
    config = {"jeu": "ratjack", "mode": "partie", "graine": 4, "options": {"joueurs": 4}}
    etat = ask({"op": "ouvrir", "demo": "a", "config": config})["etat"]
    for _ in range(6):
        if not etat["legal"]:
            break
        etat = ask({"op": "jouer", "demo": "a", "coup": etat["legal"][-1]})["etat"]
    again = ask({"op": "ouvrir", "demo": "b", "config": {**config, "sieges": etat["seats"]},
                 "coups": etat["moves"], "lien": True})
    assert again["ok"] and again["etat"]["html"] == etat["html"]
    too_long = ask({"op": "ouvrir", "demo": "b", "config": config, "lien": True,
                    "coups": [[0, "x"]] * (session_module.LINK_MOVES + 1)})
    refused_in_french(too_long, "au plus 2\u202f000 coups")


@pytest.mark.parametrize("game", ["quatrix", "dames"])
def test_a_chance_step_where_there_is_none_is_refused_in_french(game):
    """`quatrix/#demo-2=c=-1:x` said « Erreur interne du moteur (IndexError) »:
    the replay drew a chance outcome before checking the game was at a chance step."""
    answer = ask({"op": "ouvrir", "demo": "q", "config": {"jeu": game}, "coups": [[-1, "x"]], "lien": True})
    refused_in_french(answer, "coup n° 1", "aucun tirage au sort")


def test_huge_numbers_and_deep_nesting_are_refused_in_french_before_parsing():
    """« Exceeds the limit (4300 digits) », a RecursionError at 1,000 levels,
    and in Pyodide a fatal error of the whole interpreter at 100,000."""
    digits = '{"op": "ouvrir", "demo": "n", "config": {"jeu": "dames", "graine": ' + "9" * 4301 + "}}"
    refused_in_french(ask(digits), "plus de 30 chiffres")
    for depth in (1_000, 100_000):
        nested = '{"op": "ouvrir", "demo": "n", "config": ' + "[" * depth + "]" * depth + "}"
        refused_in_french(ask(nested), "imbriquées sur plus de 64 niveaux")
    # brackets and digits inside strings are text, not nesting
    assert ask({"op": "ouvrir", "demo": "n", "config": {"jeu": "dames"}, "coups": [], "x": "[" * 500 + "9" * 50})["ok"]


def test_a_seed_that_is_no_integer_is_quoted_not_none():
    """`g=1e999` answered « … pas « None » »: the shell now sends what the link
    says when it is not a whole number, and the engine quotes it."""
    answer = ask({"op": "ouvrir", "demo": "g", "config": {"jeu": "dames", "graine": "1e999"}})
    refused_in_french(answer, "« 1e999 »")
    answer = ask({"op": "ouvrir", "demo": "g", "config": {"jeu": "dames", "graine": None}})
    assert "None" not in refused_in_french(answer, "graine")


def test_errors_quote_a_short_excerpt_of_their_input():
    """A 10 MB value came back as 10 to 20 MB of error text (1 MB here, for speed)."""
    big = "x" * 1_000_000
    answers = [
        ask({"op": "ouvrir", "demo": "e", "config": {"jeu": "dames"}, "coups": [[0, big]], "lien": True}),
        ask({"op": "ouvrir", "demo": "e", "config": {"jeu": big}}),
        ask({"op": "ouvrir", "demo": "e", "config": {"jeu": "dames", "mode": big}}),
        ask({"op": "ouvrir", "demo": "e", "config": {"jeu": "dames", "sieges": ["humain", big]}}),
        ask({"op": "ouvrir", "demo": "e", "config": {"jeu": "dames", "options": {big: 1}}}),
        ask({"op": "ouvrir", "demo": "e", "config": {"jeu": "red7", "options": {"joueurs": big}}}),
        ask({"op": "ouvrir", "demo": "e", "config": {"jeu": "dames", "graine": [big]}}),
    ]
    ask({"op": "ouvrir", "demo": "e", "config": {"jeu": "dames"}})
    answers.append(ask({"op": "jouer", "demo": "e", "coup": big}))
    for answer in answers:
        refused_in_french(answer)
        assert len(json.dumps(answer)) < 1_000 and "x" * 61 not in json.dumps(answer), json.dumps(answer)[:300]


def test_a_position_of_mixed_types_is_refused_in_french_at_build():
    """Northwest Passage « partie » with `navires: [B5, 1]` (once « décompte » with `retour: [2, 1, "x"]`,
    a TypeError from sorting): refused in French, also in a demo block at build."""
    body = "jeu: northwestpassage\nmode: partie\noptions:\n  joueurs: 2\n  position:\n    navires: [B5, 1]"
    with pytest.raises(ValueError) as err:
        hook.render_demo(hook.parse_block(body), 1)
    assert "navires" in str(err.value) and "interne" not in str(err.value)
