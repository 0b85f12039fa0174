"""The shared look-ahead search (engine/search.py) and every game's searching level.

For each game whose strongest bot searches, a few seeded positions: the move
is legal, the same for the same generator (share links replay), and it never
depends on what the seat cannot see. That last check moves the game's hidden
items (cards, tiles, secret choices: `HIDDEN`, where each game keeps them) and
reseeds the state's generator, keeps only the changes that leave `view(seat)`
and the seat's legal moves untouched, and asks for the move again with the
same generator. `scripts/hunt.sh` runs the same checks over fresh seeds.
"""

from __future__ import annotations

import json

import pytest

from engine.bots import bot_names, make_bot, strongest_bot_name
from engine.core import CHANCE
from engine.games import all_games, get_game
from engine.rng import Rng
from engine.search import Search, outcome_values, score_values
from playthroughs import seeds

SEARCHING = [g for g in sorted(all_games(), key=lambda g: g.id)
             if g.bots and make_bot(g, strongest_bot_name(g)).searching]
IDS = [g.id for g in SEARCHING]
# a small budget: the tests check the contract, bench/bench_search.py the strength
SMALL = dict(iterations=12, depth=6)


def small_bot(game):
    bot = make_bot(game, strongest_bot_name(game))
    params = dict(bot.search.__dict__)
    params.update(SMALL)
    bot.search = type(bot.search)(**params)  # engine.search, or engine.flat_search's re-ranking
    return bot


def start(game, seed):
    n = 2 if game.min_players <= 2 <= game.max_players else game.min_players
    counted = any(o.name == "joueurs" for o in game.options)
    return game.start({"joueurs": n} if counted else None, seed)


def advance(game, state, plies: int, seed: int):
    """`plies` moves of the game's next level (its greedy bot), chance drawn by the state."""
    rng = Rng(seed)
    greedy = make_bot(game, bot_names(game)[1])
    for _ in range(plies):
        movers = state.to_move()
        if not movers:
            break
        p = movers[0]
        if p == CHANCE:
            state.play(state.sample_chance(), CHANCE)
            continue
        state.play(greedy.pick(state, p, state.legal_moves(p), rng), p)
    state.events.clear()
    return state


def seat_to_decide(state):
    movers = [p for p in state.to_move() if p != CHANCE]
    return movers[-1] if movers else None


# Where each game keeps what a seat may not see, as groups of attributes whose
# items (cards, tiles, secret choices) may trade places: "pile" is one list of
# items, "seats" a list (or table) of such lists. The twin below moves items
# only within a group and keeps a change only if the seat's view is unchanged.
HIDDEN = {
    "aventuriers": [{"tickets": "seats", "offers": "seats", "ticket_deck": "pile"}, {"deck": "pile", "discard": "pile"}],
    "castles": [{"pioche": "pile", "boite": "pile"}, {"pioche_bonus": "pile"}],
    "charuma": [{"hidden": "seats"}],
    "flip7": [{"deck": "pile", "discard": "pile"}],
    "kingdomino": [{"boite": "pile"}],
    "ninetynine": [{"hands": "seats", "bids": "seats", "deck": "pile"}, {"choice": "pile"}],
    "ratjack": [{"hands": "seats", "deck": "pile"}],
    "red7": [{"hands": "seats", "deck": "pile"}],
    "tranquility": [{"decks": "seats", "hands": "seats"}],
    "saintpoker": [{"hands": "seats", "deck": "pile", "river_choice": "pile", "shown_choice": "seats"}],
    "takenoko": [{"pioche": "pile", "tirees": "pile"}, {"pioches": "seats", "mains": "seats"}],
    "taluva": [{"pioche": "pile"}],
    "turnthetide": [{"hands": "seats", "unused": "pile", "choices": "pile"}, {"piles": "seats"}],
    "gnomehollow": [{"bag": "pile"}],
    "breakthecode": [{"racks": "seats", "code": "pile", "set_aside": "pile"}, {"deck": "pile"}],
    "microcosm": [{"paquet": "pile", "hors_jeu": "pile"}, {"piles": "seats"}],
    "dicehospital": [{"deck": "pile"}],
    "deus": [{"pioche": "pile"}],
    "guildexplorers": [{"pioche": "pile"}],
    "northwestpassage": [{"pioche": "pile"}],
    "dragonarium": [{"sac": "pile"}],
    "setup": [{"zones": "seats", "sac": "pile"}],
    "expressions": [{"hands": "seats", "chrono": "pile"}],
    "consonar": [{"mains": "seats", "pioche": "pile", "torpilles": "pile"}],
    "ginkgopolis": [{"mains": "seats", "cartes": "pile", "defausse": "pile"}, {"pioche": "pile"}],
    "haiclue": [{"tuiles": "seats"}, {"secrets": "pile"}],
    "regicide": [{"hands": "seats", "tavern": "pile"}, {"castle": "pile"}],
}


def _item_lists(state, group):
    out = []
    for attr, shape in group.items():
        value = getattr(state, attr)
        if shape == "pile":
            out.append(value)
        else:
            out.extend(value.values() if isinstance(value, dict) else value)
    return [x for x in out if x]


def hidden_twin(game, state, seat, rng: Rng, tries: int = 300):
    """A copy of `state` that `seat` sees exactly as `state` (same view, same legal
    moves) but that differs in what it cannot see: items moved within HIDDEN's
    groups, another generator. Returns it and the number of changes kept."""
    twin = game.from_json(json.loads(json.dumps(state.to_json())))
    twin.rng_state ^= 0x9E3779B97F4A7C15
    seen = json.dumps(state.view(seat), sort_keys=True)
    legal = state.legal_moves(seat)
    swaps = 0
    for k in range(tries):
        groups = HIDDEN.get(game.id, [])
        lists = _item_lists(twin, groups[k % len(groups)]) if groups else []
        if not lists:
            break
        a, b = lists[rng.below(len(lists))], lists[rng.below(len(lists))]
        i, j = rng.below(len(a)), rng.below(len(b))
        if a[i] == b[j] or a[i] is None or b[j] is None:  # an empty place is not an item
            continue
        a[i], b[j] = b[j], a[i]
        try:
            same = json.dumps(twin.view(seat), sort_keys=True) == seen and twin.legal_moves(seat) == legal
        except Exception:  # a change the rules cannot read: undone
            same = False
        if same:
            swaps += 1
        else:
            a[i], b[j] = b[j], a[i]
    return twin, swaps


# --- the search itself -------------------------------------------------------------

def test_outcome_values_share_ties_and_cooperative_tables_win_together():
    game = get_game("red7", "partie")
    state = start(game, 1)
    state.phase, state.winner = "fin", 1
    assert outcome_values(state) == [0.0, 1.0]
    coop = get_game("expressions", "partie")
    s = coop.start(None, 1)
    s.phase, s.won = "fin", True
    if s.is_over():
        assert outcome_values(s) == [1.0] * s.players


def test_score_values_favour_the_leader_and_stay_between_zero_and_one():
    game = get_game("kingdomino", "partie")
    state = advance(game, start(game, 2), 20, 2)
    values = score_values(state, 5.0)
    scores = state.scores()
    assert all(0.0 < v < 1.0 for v in values)
    leader = scores.index(max(scores))
    assert values[leader] == max(values)


@pytest.mark.parametrize("game", SEARCHING, ids=IDS)
def test_every_search_level_is_listed_first_and_another_level_follows(game):
    names = bot_names(game)
    assert names[0] == strongest_bot_name(game) and names[-1] == "hasard"
    assert len(names) >= 3, f"{game.id}: au moins deux niveaux en plus du hasard"
    assert not make_bot(game, names[1]).searching


@pytest.mark.parametrize("game", SEARCHING, ids=IDS)
def test_search_plays_legal_moves_the_same_way_for_the_same_generator(game):
    bot = small_bot(game)
    for seed in (s + 1 for s in seeds(2, 20)):  # scripts/hunt.sh: 20 fresh seeds
        state = advance(game, start(game, seed), 3 + 5 * (seed % 7), seed)
        seat = seat_to_decide(state)
        if seat is None:
            continue
        legal = state.legal_moves(seat)
        before = json.dumps(state.to_json(), sort_keys=True)
        first = bot.pick(state, seat, legal, Rng(seed))
        assert first in legal
        assert bot.pick(state, seat, legal, Rng(seed)) == first
        assert json.dumps(state.to_json(), sort_keys=True) == before, "la recherche a modifié la position"


@pytest.mark.parametrize("game", SEARCHING, ids=IDS)
def test_search_never_reads_what_its_seat_cannot_see(game):
    bot = small_bot(game)
    changed = 0
    for seed in (s + 3 for s in seeds(3, 30)):  # scripts/hunt.sh: 30 fresh seeds
        state = advance(game, start(game, seed), 2 + 4 * (seed % 9), seed)
        seat = seat_to_decide(state)
        if seat is None:
            continue
        twin, swaps = hidden_twin(game, state, seat, Rng(seed))
        changed += swaps
        legal = state.legal_moves(seat)
        assert bot.pick(twin, seat, legal, Rng(seed)) == bot.pick(state, seat, legal, Rng(seed)), \
            f"{game.id}, graine {seed} : le choix dépend de ce que le siège {seat} ne voit pas"
        one = state.determinize(seat, Rng(seed)).to_json()
        assert twin.determinize(seat, Rng(seed)).to_json() == one
    if game.id in HIDDEN:
        assert changed, f"{game.id} : aucune information cachée n'a pu être changée"


@pytest.mark.parametrize("game", SEARCHING, ids=IDS)
def test_a_seeded_game_with_the_search_level_ends(game):
    """The small search in seat 1 for its first 40 decisions against the next level,
    then the next level everywhere to the end: every move legal, the game ends."""
    for seed in (s + 7 for s in seeds(1, 5)):  # scripts/hunt.sh: 5 fresh seeds
        _seeded_game(game, seed)


def _seeded_game(game, seed):
    bot = small_bot(game)
    greedy = make_bot(game, bot_names(game)[1])
    state = start(game, seed)
    rng = Rng(seed)
    searched = 0
    for _ in range(5_000):
        movers = state.to_move()
        if not movers:
            break
        p = movers[0]
        if p == CHANCE:
            state.play(state.sample_chance(), CHANCE)
            continue
        legal = state.legal_moves(p)
        searching = p == 0 and searched < 40
        searched += searching
        state.play((bot if searching else greedy).pick(state, p, legal, rng), p)
        state.events.clear()
    assert state.is_over() and searched


# --- « Conseil »: the strongest level's move in the reader's place ---------------------

def _ask(request: dict) -> dict:
    from engine.web import handle
    return json.loads(handle(json.dumps(request)))


@pytest.mark.parametrize("game_id", ["red7", "dames", "kingdomino"])
def test_advice_names_a_legal_move_of_the_reader_and_plays_nothing(game_id):
    opened = _ask({"op": "ouvrir", "demo": "conseil-" + game_id, "config": {"jeu": game_id, "graine": 4}})
    assert opened["ok"] and opened["etat"]["meta"]["conseil"] is True
    before = opened["etat"]["moves"]
    answer = _ask({"op": "conseil", "demo": "conseil-" + game_id})
    assert answer["ok"], answer
    advice = answer["conseil"]
    assert advice["coup"] in opened["etat"]["legal"]
    assert advice["texte"].startswith("Conseil : ") and advice["joueur"] == opened["etat"]["to_move"][0]
    assert _ask({"op": "conseil", "demo": "conseil-" + game_id})["conseil"] == advice, "même position, même conseil"
    played = _ask({"op": "jouer", "demo": "conseil-" + game_id, "coup": advice["coup"]})
    assert played["ok"] and played["etat"]["moves"][:len(before) + 1] == before + [[advice["joueur"], advice["coup"]]]
    _ask({"op": "fermer", "demo": "conseil-" + game_id})


def test_every_whole_game_gives_advice_at_its_opening():
    """« Conseil » in every whole game (issue 36): at the opening of each game with bots, a legal
    move of the reader's seat, said in French; the three games above check the rest."""
    wrong = {}
    for game in all_games():
        if game.mode != "partie" or not game.bots:
            continue
        opened = _ask({"op": "ouvrir", "demo": "conseil", "config": {"jeu": game.id, "graine": 4}})
        answer = _ask({"op": "conseil", "demo": "conseil"})
        _ask({"op": "fermer", "demo": "conseil"})
        advice = answer.get("conseil") or {}
        if not (opened["ok"] and opened["etat"]["meta"]["conseil"] and answer["ok"]
                and advice["coup"] in opened["etat"]["legal"] and advice["texte"].startswith("Conseil : ")
                and advice["joueur"] == opened["etat"]["to_move"][0]):
            wrong[game.id] = answer
    assert not wrong, wrong


def test_advice_is_refused_in_french_when_the_game_is_over():
    _ask({"op": "ouvrir", "demo": "fini", "config": {"jeu": "red7", "graine": 2, "sieges": ["hasard"] * 3}})
    answer = _ask({"op": "conseil", "demo": "fini"})
    assert not answer["ok"] and "terminée" in answer["erreur"]
    _ask({"op": "fermer", "demo": "fini"})
