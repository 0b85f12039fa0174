"""Break the Code: the deal, the rack order, the question cards answered
honestly, the guess and its end rules, the deduction helper, the bots
(page « Gamehelpbreakthecode »)."""

from __future__ import annotations

import json
from itertools import combinations

import pytest

from engine.core import IllegalMove, ScenarioError
from engine.games import get_game
from engine.games.breakthecode import rules as R
from engine.games.breakthecode.bots import BreakTheCodeBot
from engine.simulate import play_out
from playthroughs import random_games, seeds

GAME = get_game("breakthecode", "partie")


def T(code: str) -> int:
    """A tile id from its code (« 3n », « 5v » gives the first green 5)."""
    return R.tile_of_code(code)


def frozen(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def fixed(players: int, racks: list[str], code: str = "", visible=None):
    """A state with chosen racks (codes separated by spaces) and visible cards."""
    s = GAME.start({"joueurs": players}, 1)
    used = []

    def ids(text):
        out = []
        for c in text.split():
            t = T(c)
            if t == 10 and 10 in used:
                t = 11
            used.append(t)
            out.append(t)
        return R.rack_order(out)
    s.racks = [ids(r) for r in racks]
    s.code = ids(code) if code else []
    s.set_aside = [t for t in R.TILES if t not in used]
    if visible is not None:
        s.visible = list(visible)
        s.deck = [c for c in R.CARD_IDS if c not in visible]
    return s


def guess(s, code: str):
    s.play("deviner")
    for c in code.split():
        s.play("tuile-" + c)
    s.play("valider")


# --- « Mise en place » -------------------------------------------------------------

@pytest.mark.parametrize("players,per,centre", [(2, 5, 0), (3, 5, 5), (4, 4, 4)])
def test_deal_by_player_count(players, per, centre):
    """« A 2 joueurs : chaque joueur reçoit 5 tuiles, les autres tuiles sont écartées » ;
    « A 3 joueurs : chaque joueur reçoit 5 tuiles, les 5 tuiles restantes forment le code à trouver » ;
    « A 4 joueurs : chaque joueur reçoit 4 tuiles, les 4 tuiles restantes forment le code à trouver »."""
    for seed in range(20):
        s = GAME.start({"joueurs": players}, seed)
        assert [len(r) for r in s.racks] == [per] * players
        assert len(s.code) == centre
        everything = sorted(sum(s.racks, []) + s.code + s.set_aside)
        assert everything == list(R.TILES)
        assert len(s.set_aside) == (10 if players == 2 else 0)


def test_tile_set_is_0_to_9_twice_with_green_fives():
    """Lecture retenue: 0 to 9, one black and one white each, the two 5s green."""
    assert [R.code(t) for t in R.TILES] == [f"{n}{c}" for n in range(10) for c in
                                            (("v", "v") if n == 5 else ("n", "b"))]
    assert R.face(11) == R.face(10) == 10 and R.label(11) == "Vert 5"


def test_rack_order_black_before_white():
    """« les chiffres sont rangés par ordre croissant, si vous recevez 2 chiffres identiques,
    le chiffre noir doit toujours être placé à gauche du chiffre blanc »."""
    rack = R.rack_order([T("7b"), T("2n"), T("7n"), T("0b"), T("5v")])
    assert [R.code(t) for t in rack] == ["0b", "2n", "5v", "7n", "7b"]
    for seed in range(50):
        for r in GAME.start({"joueurs": 3}, seed).racks:
            keys = [(R.number(t), 0 if R.colour(t) == "n" else 1) for t in r]
            assert keys == sorted(keys)


def test_six_question_cards_face_up_the_others_form_the_deck():
    """« 6 cartes questions sont révélées face visible au centre de la table, les autres formant la pioche »."""
    s = GAME.start({"joueurs": 2}, 4)
    assert len(s.visible) == 6 and len(s.deck) == len(R.CARDS) - 6 == 15
    assert sorted(s.visible + s.deck) == sorted(R.CARD_IDS)
    assert s.legal_moves(0) == ["question-" + c for c in s.visible] + ["deviner"]


def test_bad_player_count_is_refused():
    for bad in (1, 5, "deux"):
        with pytest.raises(ScenarioError) as err:
            GAME.start({"joueurs": bad}, 1)
        assert err.value.field == "joueurs"


# --- « Tour de jeu » : poser une question ----------------------------------------------

def test_question_answered_honestly_by_the_others_then_replaced():
    """« Le joueur choisit une des cartes visibles sur la table et pose la question aux autres joueurs
    qui doivent y répondre honnêtement. Défaussez ensuite cette carte, et remplacez-la par la 1ere carte
    de la pioche. »"""
    s = fixed(3, ["0n 1n 2n 3n 4n", "0b 1b 2b 3b 4b", "5v 6n 7n 8n 9n"], "5v 6b 7b 8b 9b",
              visible=["somme-totale", "ou-5", "meme-couleur", "suites", "ecart", "paires"])
    top = s.deck[-1]
    s.play("question-somme-totale")
    assert s.questions[-1] == {"joueur": 0, "carte": "somme-totale", "reponses": [[1, 10], [2, 35]]}
    assert "somme-totale" not in s.visible and top in s.visible and len(s.visible) == 6
    assert s.discard == ["somme-totale"] and s.turn == 1
    s.play("question-ou-5")                     # Joueur 2 asks: Joueur 1 and Joueur 3 answer
    assert s.questions[-1]["reponses"] == [[0, ""], [2, "A5"]]
    s.play("question-meme-couleur")
    assert s.questions[-1]["reponses"] == [[0, "AB,BC,CD,DE"], [1, "AB,BC,CD,DE"]]


@pytest.mark.parametrize("card,rack,expected", [
    ("somme-gauche", "0n 2b 5v 7n 9b", 7), ("somme-droite", "0n 2b 5v 7n 9b", 21),
    ("somme-centre", "0n 2b 5v 7n 9b", 14), ("somme-centre", "1n 2b 3b 4n", 5),
    ("somme-totale", "0n 2b 5v 7n 9b", 23), ("somme-noires", "0n 2b 5v 7n 9b", 7),
    ("somme-blanches", "0n 2b 5v 7n 9b", 11), ("nb-pairs", "0n 2b 5v 7n 9b", 2),
    ("nb-impairs", "0n 2b 5v 7n 9b", 3), ("nb-noires", "0n 2b 5v 7n 9b", 2),
    ("nb-blanches", "0n 2b 5v 7n 9b", 2), ("paires", "3n 3b 5v 5v 8n", 2),
    ("grands", "0n 2b 5v 7n 9b", 3), ("ecart", "1n 2b 5v 7n 8b", 7),
    ("ou-0", "0n 0b 3n 4n 9b", "A0,B0"), ("ou-1-2", "0n 2b 5v 7n 9b", "B2"),
    ("ou-3-4", "0n 2b 5v 7n 9b", ""), ("ou-5", "0n 2b 5v 5v 9b", "C5,D5"),
    ("ou-6-7", "0n 2b 5v 7n 9b", "D7"), ("ou-8-9", "0n 2b 5v 8n 9b", "D8,E9"),
    ("suites", "1n 2b 4n 5v 9b", "AB,CD"), ("meme-couleur", "1n 2n 4b 5v 5v", "AB,DE"),
])
def test_each_question_card_answer(card, rack, expected):
    """« [ils] doivent y répondre honnêtement » : each card of the retained set (Lecture retenue)."""
    ids = [T(c) for c in rack.split()]
    if ids.count(10) == 2:
        ids[ids.index(10, ids.index(10) + 1)] = 11
    assert R.answer(card, ids) == expected


def test_answer_texts_in_french():
    assert R.answer_text("ou-1-2", "B1,D2") == "1 en B, 2 en D"
    assert R.answer_text("suites", "") == "aucune" and R.answer_text("ou-0", "") == "aucun"
    assert R.answer_text("suites", "AB,CD") == "A-B, C-D" and R.answer_text("ecart", 7) == "7"


# --- « Tour de jeu » : deviner les tuiles ----------------------------------------------

def test_guess_is_built_in_rack_order_from_tiles_not_on_ones_own_rack():
    """« Faites une proposition du code ciblé » ; a code follows the page's rack order."""
    s = fixed(2, ["0n 1n 2n 3n 4n", "0b 1b 5v 5v 9b"])
    s.play("deviner")
    first = s.legal_moves(0)
    assert "tuile-0n" not in first and "tuile-0b" in first and "annuler" in first
    assert "tuile-9b" not in first and "valider" not in first      # no room left after 9b
    s.play("tuile-1b")
    before = frozen(s)
    with pytest.raises(IllegalMove) as err:
        s.play("tuile-0b")
    assert "ordre croissant" in err.value.reason and err.value.section == "mise-en-place"
    with pytest.raises(IllegalMove) as err:
        s.play("tuile-2n")
    assert "propre chevalet" in err.value.reason
    with pytest.raises(IllegalMove) as err:
        s.play("valider")
    assert "1 tuile(s) sur 5" in err.value.reason
    assert frozen(s) == before
    for c in ("5v", "5v", "6n", "9b"):
        s.play("tuile-" + c)
    assert s.legal_moves(0) == ["valider", "annuler"]


def test_two_players_wrong_guess_ends_the_turn_but_stays_in():
    """« A 2 joueurs, la différence est que si le code proposé est faux, votre tour prend fin,
    mais vous restez en jeu. »"""
    s = fixed(2, ["0n 1n 2n 3n 4n", "0b 1b 5v 5v 9b"])
    guess(s, "0b 1b 5v 6n 9b")
    assert not s.out[0] and not s.found[0] and s.turn == 1 and s.phase == "jeu"
    assert "c'est faux" in s.events[-1]
    assert s.view(0)["propositions_fausses"] == [[1, 3, 10, 12, 19]]
    assert (1, 3, 10, 12, 19) not in R.deduce(s.view(0))["codes"]


def test_three_players_wrong_guess_eliminates_the_others_go_on():
    """« Si votre proposition n'est pas entièrement juste vous perdez et êtes éliminé, les autres
    joueurs continuent la partie normalement. »"""
    s = fixed(3, ["0n 1n 2n 3n 4n", "0b 1b 2b 3b 4b", "5v 6n 7n 8n 9n"], "5v 6b 7b 8b 9b")
    guess(s, "5v 6b 7b 8b 9n")
    assert s.out[0] and s.turn == 1 and not s.is_over()
    assert "un code" in s.events[-1]              # the guess itself stays secret
    s.play(s.legal_moves(1)[0])                    # a question: the eliminated player still answers
    assert [q for q, _ in s.questions[-1]["reponses"]] == [0, 2]
    assert s.turn == 2                             # the eliminated player is skipped
    s.play(s.legal_moves(2)[0])
    assert s.turn == 1


def test_right_guess_lets_the_others_finish_the_round_then_ties():
    """« Si oui, vous gagnez et les joueurs qui n'ont pas joué le même nombre de tours que vous peuvent
    également tenter de trouver le code. » ; « Il peut donc y avoir des égalités. »"""
    s = fixed(3, ["0n 1n 2n 3n 4n", "0b 1b 2b 3b 4b", "5v 6n 7n 8n 9n"], "5v 6b 7b 8b 9b")
    guess(s, "5v 6b 7b 8b 9b")
    assert s.found == [True, False, False] and not s.is_over()
    assert s.legal_moves(1) == ["deviner", "passer"]
    before = frozen(s)
    with pytest.raises(IllegalMove) as err:
        s.play("question-" + s.visible[0])
    assert "seulement tenter" in err.value.reason and frozen(s) == before
    guess(s, "5v 6b 7b 8b 9b")
    s.play("passer")
    assert s.is_over() and s.winners() == [0, 1] and s.scores() == [1, 1, 0]


def test_end_when_found_and_everyone_played_as_many_turns():
    """« La partie prend fin dès qu'au moins un joueur a entièrement deviné les chiffres ciblés et que
    tous les joueurs ont joué le même nombre de tours. »"""
    s = fixed(2, ["0n 1n 2n 3n 4n", "0b 1b 5v 5v 9b"])
    s.play(s.legal_moves(0)[0])                    # Joueur 1 asks
    guess(s, "0n 1n 2n 3n 4n")                     # Joueur 2 finds in his first turn...
    assert s.is_over() and s.winners() == [1]      # ...and both have played one turn
    s = fixed(2, ["0n 1n 2n 3n 4n", "0b 1b 5v 5v 9b"])
    guess(s, "0b 1b 5v 5v 9b")                     # Joueur 1 finds: Joueur 2 still has his turn
    assert not s.is_over() and s.turn == 1
    guess(s, "0n 1n 2n 3n 6n")                     # wrong: the game ends anyway
    assert s.is_over() and s.winners() == [0]


def test_three_or_four_players_end_when_everyone_was_wrong():
    """« A 3 ou 4 joueurs la partie peut aussi prendre fin si tous les joueurs se sont trompés. »"""
    s = fixed(4, ["0n 1n 2n 3n", "0b 1b 2b 3b", "4n 4b 5v 6n", "6b 7n 7b 8n"], "5v 8b 9n 9b")
    for _ in range(4):
        guess(s, "4n 4b 5v 6n" if s.turn == 0 else "0n 1n 2n 3n")
    assert s.is_over() and s.winners() == [] and "personne ne gagne" in " ".join(s.events)


def test_no_question_card_left_only_guessing():
    """Lecture retenue: without question cards one may only guess; at 2 players a wrong guess then eliminates."""
    s = fixed(2, ["0n 1n 2n 3n 4n", "0b 1b 5v 5v 9b"])
    s.visible, s.deck = [], []
    assert s.legal_moves(0) == ["deviner"]
    guess(s, "0b 1b 5v 6n 9b")
    assert s.out[0] and s.turn == 1
    guess(s, "0n 1n 2n 3n 6n")
    assert s.is_over() and s.winners() == []


def test_refusals_name_the_rule_and_change_nothing():
    s = fixed(2, ["0n 1n 2n 3n 4n", "0b 1b 5v 5v 9b"],
              visible=["somme-totale", "ou-5", "meme-couleur", "suites", "ecart", "paires"])
    before = frozen(s)
    for move, words in [("question-ou-0", "face visible"), ("question-x", "inconnue"), ("passer", "on ne passe pas"),
                        ("valider", "deviner"), ("tuile-3b", "deviner"), ("jouer", "coup inconnu")]:
        with pytest.raises(IllegalMove) as err:
            s.play(move)
        assert words in err.value.reason, (move, err.value.reason)
        assert err.value.section in ("mise-en-place", "tour-de-jeu")
        assert frozen(s) == before
    s.play("deviner")
    before = frozen(s)
    for move in ("tuile-5n", "tuile-x", "question-ecart", "deviner"):
        with pytest.raises(IllegalMove):
            s.play(move)
        assert frozen(s) == before


# --- the deduction helper ------------------------------------------------------------------

def brute_codes(view) -> list:
    """Every code, by the definition: racks for every opponent, disjoint, answering as heard."""
    n, me = view["joueurs"], view["joueur"]
    pool = [t for t in R.TILES if t not in view["chevalet"]]
    size = view["taille_chevalet"]
    others = [q for q in range(n) if q != me]
    heard = {q: [(e["carte"], a) for e in view["questions"] for p, a in e["reponses"] if p == q] for q in others}
    ok = {q: [set(c) for c in combinations(pool, size)
              if all(R.answer(card, c) == a for card, a in heard[q])] for q in others}
    codes = set()

    def share(used, i):
        if i == len(others):
            if n == 2:
                return
            codes.add(R.faces(set(pool) - used))
            return
        for r in ok[others[i]]:
            if not r & used:
                if n == 2:
                    codes.add(R.faces(r))
                share(used | r, i + 1)
    share(set(), 0)
    wrong = {tuple(c) for c in view["propositions_fausses"]}
    return sorted(codes - wrong)


@pytest.mark.parametrize("players,asked", [(2, 2), (2, 4), (3, 4), (3, 6), (4, 4), (4, 6)])
def test_deduction_helper_lists_exactly_the_consistent_codes(players, asked, monkeypatch):
    """Issue: « a deduction helper that lists every code still consistent with the answers so far
    (and how many) », both ways of searching (all sharings, or code by code)."""
    for seed in (1, 2):
        s = GAME.start({"joueurs": players}, seed)
        for _ in range(asked):
            s.play(s.legal_moves()[0])
        view = s.view(s.turn)
        truth = R.faces(s.target(s.turn))
        expected = brute_codes(view)
        assert truth in expected
        assert R.deduce(view)["codes"] == expected
        monkeypatch.setattr(R, "PAIR_LIMIT", 0)
        assert R.deduce(view)["codes"] == expected
        monkeypatch.setattr(R, "PAIR_LIMIT", 10 ** 12)
        assert R.deduce(view)["codes"] == expected
        monkeypatch.undo()


def test_deduction_helper_at_the_start_counts_every_code():
    s = fixed(2, ["0n 1n 2n 3n 4n", "0b 1b 5v 5v 9b"])
    # 15 unknown tiles, the two green 5s alike: 3003 sets minus the C(13,4) doubles with one green 5
    assert len(R.deduce(s.view(0))["codes"]) == 3003 - 715
    s = fixed(4, ["0n 1n 2n 3n", "0b 1b 2b 3b", "4n 4b 5v 6n", "6b 7n 7b 8n"], "5v 8b 9n 9b")
    assert len(R.deduce(s.view(0))["codes"]) == 1820 - 364    # C(16,4) minus C(14,3)


def test_the_view_hides_the_others_tiles():
    """Bots see only their view: no rack but their own, no code, no set-aside tiles."""
    s = GAME.start({"joueurs": 3}, 5)
    v = s.view(1)
    text = json.dumps(v)
    assert v["chevalet"] == s.racks[1]
    assert "code" not in v and "racks" not in v and "set_aside" not in text
    assert set(v) == set(s.view(0))


# --- seeded random play and bots ------------------------------------------------------------

def check(state):
    n = state.players
    assert all(len(r) == R.deal_sizes(n)[0] for r in state.racks)
    assert len(state.visible) <= 6
    assert state.phase in ("jeu", "proposition", "fin")
    if state.phase == "fin":
        assert state.winners() == [p for p in range(n) if state.found[p]]
    else:
        assert not state.out[state.turn] and not state.found[state.turn]


def test_random_games_always_end():
    # Random guessers almost never find the code; one seed in four seats a logician.
    games = list(random_games(GAME, seeds(150, 1000), options=lambda seed: {"joueurs": 2 + seed % 3},
                              bots=lambda seed: ["logicien" if seed % 4 == p == 0 else "hasard"
                                                 for p in range(2 + seed % 3)],
                              check=check))
    assert len(games) == len(seeds(150, 1000))
    assert any(s.winners() for s, _ in games) and any(not s.winners() for s, _ in games)


def test_bot_games_end_and_a_bot_finds_the_code():
    for seed in range(12):
        n = 2 + seed % 3
        state, _ = play_out(GAME, {"joueurs": n}, seed, ["logicien"] * n)
        assert state.winners(), seed
        for p in state.winners():
            assert state.found[p]


def test_bot_beats_random():
    wins = 0
    for seed in range(20):
        state, _ = play_out(GAME, {"joueurs": 2}, seed, ["logicien", "hasard"])
        wins += 0 in state.winners()
    assert wins >= 18


def test_bot_uses_only_its_view():
    s = GAME.start({"joueurs": 3}, 9)
    view = s.view(0)
    move = BreakTheCodeBot().choose(view, s.legal_moves(0), None)
    assert move in s.legal_moves(0)


# --- added by redraw-rest: the first example fits a phone (issue 23) --------------------------

def test_helper_says_the_count_and_folds_the_codes():
    """The page's first example was 1.67 phone screens: the deduction helper keeps the count of the
    codes still possible in sight and folds the codes themselves."""
    s = GAME.start({"joueurs": 2}, 1)
    html = GAME.render(s, 0, s.legal_moves(0))
    zone = html[html.index("Aide à la déduction"):]
    assert "codes encore possibles" in zone[:zone.index("<details")]
    folded = zone[zone.index("<summary>Voir les codes possibles</summary>"):]
    assert "n = noir, b = blanc, v = vert" in folded[:folded.index("</details>")]
