"""Gnome Hollow, mode « marche »: the Pinwheel market's sales and blockers;
refusals, options, random edits."""

from __future__ import annotations

import json

import pytest

from engine.core import ScenarioError
from engine.games import get_game
from playthroughs import random_walk
from refusals import refused

MARKET = get_game("gnomehollow", "marche")


def start(stock, blocked=None):
    return MARKET.start({"champignons": stock, "bloques": blocked or []}, 1)


def test_a_sale_blocks_its_type_and_quantity_for_the_rest_of_the_game():
    """« Pour chaque vente, vendez autant de champignons d'un même type que vous le souhaitez,
    puis placez un bloqueur pour bloquer ce type et cette quantité pour le reste de la partie,
    par exemple, un seul joueur peut vendre exactement 5 champignons bleus une fois. »"""
    s = start({"bleu": 9})
    s.play("vendre-bleu-5", 0)
    assert ["bleu", 5] in s.blocked and s.stock["bleu"] == 4 and s.treasure == 5
    s.play("visite", 0)
    s.play("cueillir-bleu", 0)
    reason = refused(s, "vendre-bleu-5", "bloqué")
    assert reason.section == "mouvement-du-gnome"
    assert "vendre-bleu-4" in s.legal_moves(0)


def test_the_pair_is_never_blocked():
    """« L'espace Paire ne reçoit JAMAIS de bloqueur, de sorte que deux champignons d'un même
    type sont toujours disponibles à la vente. »"""
    s = start({"rouge": 6})
    s.play("vendre-rouge-2", 0)
    s.play("visite", 0)
    s.play("vendre-rouge-2", 0)
    assert s.blocked == [] and s.stock["rouge"] == 2
    with pytest.raises(ScenarioError) as err:
        start({"rouge": 2}, ["rouge-2"])
    assert err.value.field == "bloques"


def test_two_sales_of_different_types_per_visit():
    """« Se déplacer vers la souche vous permet de faire jusqu'à deux ventes, si vous faites
    deux ventes en une seule visite, chacune d'entre elles doit être un champignon différent. »"""
    s = start({"rouge": 6, "bleu": 4, "jaune": 3})
    s.play("vendre-rouge-3", 0)
    refused(s, "vendre-rouge-2", "différent")
    s.play("vendre-bleu-4", 0)
    refused(s, "vendre-jaune-3", "deux ventes")
    s.play("visite", 0)
    s.play("vendre-jaune-3", 0)
    assert s.treasure == 10


def test_cannot_sell_more_than_held_or_other_players_block():
    s = start({"violet": 3}, ["violet-3"])
    refused(s, "vendre-violet-4", "que 3")
    refused(s, "vendre-violet-3", "bloqué")
    s.play("bloquer-violet-2" if "bloquer-violet-2" in s.legal_moves(0) else "vendre-violet-2", 0)
    assert s.stock["violet"] == 1


@pytest.mark.parametrize("options, field", [
    ({"champignons": {"vert": 2}}, "champignons"),
    ({"champignons": {"bleu": 12}}, "champignons"),
    ({"bloques": ["bleu-9"]}, "bloques"),
    ({"bloques": "bleu-5"}, "bloques"),
])
def test_bad_options(options, field):
    with pytest.raises(ScenarioError) as err:
        MARKET.start(options, 1)
    assert err.value.field == field


def test_random_edits_never_raise_and_blockers_stay():
    for seed in range(150):
        seen = set()
        for state, player, move in random_walk(MARKET, {"champignons": {"bleu": 5, "rouge": 4}}, seed, steps=60,
                                               walk_seed=seed):
            assert MARKET.from_json(json.loads(json.dumps(state.to_json()))).to_json() == state.to_json()
            now = {tuple(b) for b in state.blocked}
            assert seen <= now and all(q != 2 for _, q in now)
            seen = now
            assert all(v >= 0 for v in state.stock.values()) and len(state.sold) <= 2


# --- mode « jardin »: tile placement, rings, ring markers and their bonuses ----------------------

from engine.games.gnomehollow import rules as R  # noqa: E402

GARDEN = get_game("gnomehollow", "jardin")
PLACING, BONUSES = "le-placement-des-tuiles", "resolutions-et-bonus"
SIX = {"D3": "eo", "E3": "so", "C4": "ne", "D4": "eo"}   # E4 « no » closes C3-D3-E3-E4-D4-C4


def garden(tiles=None, taken=None, rival=None):
    options = {"jardin": tiles or {}, "pris": taken or []}
    if rival:
        options["gnome_adverse"] = rival
    return GARDEN.start(options, 1)


def test_a_tile_must_touch_the_stump_or_a_placed_tile():
    """« Chaque tuile doit être adjacente à la souche ou à une autre tuile déjà placée. »"""
    s = garden()
    reason = refused(s, "poser-A1", "adjacente")
    assert reason.section == PLACING
    refused(s, "poser-E5", "adjacente")
    s.play("choisir-pre", 0)
    s.play("poser-B3", 0)          # beside the stump's green west edge
    assert s.tiles == {"B3": "pre"}
    s.play("poser-A3", 0)          # beside the tile just placed
    assert s.tiles["A3"] == "pre"


def test_paths_and_green_edges_must_match():
    """« Les chemins blancs et les bords verts doivent correspondre à d'autres chemins ou bords
    s'ils touchent une autre tuile. »"""
    s = garden()
    s.play("choisir-ns", 0)
    reason = refused(s, "poser-D3", "correspondre", "ouest")   # green west edge against the stump's path
    assert reason.section == PLACING
    refused(s, "poser-C2", "correspondre", "sud")              # path south against the stump's green edge
    assert "poser-C4" in s.legal_moves(0)                      # path north meets the stump's south path
    s.play("choisir-eo", 0)
    s.play("poser-D3", 0)
    assert s.tiles == {"D3": "eo"}


def test_tiles_are_placed_two_by_two():
    """« choisissez deux des 8 tuiles disponibles » — « Une fois que vous avez placé vos deux tuiles
    obligatoires […], vérifiez si un anneau a été créé. »"""
    s = garden()
    s.play("choisir-pre", 0)
    s.play("poser-B3", 0)
    assert (s.turn, s.placed) == (1, 1)
    s.play("poser-C2", 0)
    assert (s.turn, s.placed) == (2, 0)


def test_a_closed_ring_counts_the_stump_and_asks_for_a_marker():
    """« Un anneau est une séquence connectée de chemins blancs de champignons sans interruption. »
    — « il prend le marqueur d'anneau le plus à gauche de son plateau de jeu et le place dans un
    emplacement correspondant au nombre de tuiles de l'anneau » — « Remarque : la tuile Souche
    compte comme une tuile pour la quantité dans votre anneau. »"""
    s = garden({"D3": "so"})
    s.play("choisir-ne", 0)
    s.play("poser-C4", 0)          # the path still runs out to D4: no ring
    assert s.pending is None and s.rings == []
    s.play("choisir-no", 0)
    s.play("poser-D4", 0)
    assert s.rings == [["C3", "D3", "C4", "D4"]] and s.ring_size == 4
    assert s.legal_moves(0) == ["marqueur-4-1", "marqueur-4-2", "marqueur-4-3", "marqueur-4-4"]
    reason = refused(s, "poser-B3", "marqueur d'anneau le plus à gauche")
    assert reason.section == PLACING
    refused(s, "marqueur-6-1", "nombre de tuiles")
    s.play("marqueur-4-1", 0)
    assert s.markers == 1 and s.taken == [[4, 1]] and s.pending is None


def test_a_full_size_gets_no_marker():
    """« Si vous avez déjà pris toutes les cases de cette taille, vous ne pouvez PAS placer de
    marqueur. »"""
    s = garden({"D3": "so", "C4": "ne"}, ["4-1", "4-2", "4-3", "4-4"])
    s.play("poser-D4", 0)
    assert s.rings and s.pending is None and s.markers == 4
    assert "vous ne pouvez PAS placer de marqueur" in s.events[-1] or any(
        "PAS placer" in e for e in s.events)
    refused(s, "marqueur-4-1", "aucun anneau")


def test_a_taken_space_is_refused():
    """« Certaines de ces tuiles ont plusieurs emplacements, vous pouvez choisir lequel remplir et
    gagner le bonus correspondant »: not one already filled."""
    s = garden({"D3": "so", "C4": "ne"}, ["4-1"])
    s.play("poser-D4", 0)
    reason = refused(s, "marqueur-4-1", "déjà un marqueur")
    assert reason.section == PLACING
    assert s.legal_moves(0) == ["marqueur-4-2", "marqueur-4-3", "marqueur-4-4"]


def test_flower_bonus():
    """« Fleur - Prenez une fleur tant que vous ne la possédez pas et ajoutez-la à votre emplacement
    ouvert le plus à gauche »."""
    s = garden({"D3": "so", "C4": "ne"})
    s.play("poser-D4", 0)
    s.play("marqueur-4-1", 0)
    assert s.flowers == 1 and s.reserve == 0


def test_wild_flower_comes_from_the_markers_origin_and_tile_bonus_fills_the_reserve():
    """« Fleur sauvage - Ce bonus ne dépend pas de la destination du marqueur, mais plutôt de son
    origine, par exemple votre deuxième marqueur du jeu. » — « Tuile - Choisissez une tuile sur le
    marché et placez-la dans votre réserve personnelle »."""
    s = garden({"D3": "so", "C4": "ne"}, ["4-1"])
    s.play("poser-D4", 0)
    s.play("marqueur-4-2", 0)      # the second marker of the game, on the Tile space
    assert s.markers == 2 and s.flowers == 1 and s.reserve == 1


def test_the_reserve_holds_two_tiles():
    """« votre réserve personnelle, qui ne peut en contenir plus de 2. Vous devrez donc défausser
    une tuile stockée si vous en avez maintenant 3. »"""
    s = garden({"D3": "so", "C4": "ne"}, ["4-1", "6-1", "6-2"])   # the 4th marker: no wild flower
    s.reserve = 2
    s.play("poser-D4", 0)
    s.play("marqueur-4-2", 0)
    assert s.reserve == 2 and "défaussée" in s.events[-1]


def test_ring_marker_bonus_places_two_markers():
    """« Marqueur d'anneau - Vous pouvez placer deux marqueurs au lieu d'un seul. »"""
    s = garden(SIX)
    s.play("poser-E4", 0)          # « no » closes a ring of six tiles
    assert s.ring_size == 6 and s.legal_moves(0) == ["marqueur-6-1", "marqueur-6-2", "marqueur-6-3", "marqueur-6-4"]
    s.play("marqueur-6-1", 0)
    assert s.legal_moves(0) == ["marqueur-6-2", "marqueur-6-3", "marqueur-6-4"]
    s.play("marqueur-6-2", 0)
    assert s.markers == 2 and s.pending is None
    assert s.flowers == 2          # the 6-2 Flower space and the second marker's wild flower


@pytest.mark.parametrize("options, field", [
    ({"jardin": {"C3": "ne"}}, "jardin"),
    ({"jardin": {"Z9": "ne"}}, "jardin"),
    ({"jardin": {"D3": "xx"}}, "jardin"),
    ({"jardin": {"A1": "ne"}}, "jardin"),          # touches nothing
    ({"jardin": {"D3": "ns"}}, "jardin"),          # green edge against the stump's path
    ({"jardin": ["D3"]}, "jardin"),
    ({"pris": ["5-1"]}, "pris"),
    ({"pris": ["4-5"]}, "pris"),
    ({"pris": "4-1"}, "pris"),
    ({"jardin": {"D3": "so"}, "gnome_adverse": "A1"}, "gnome_adverse"),
    ({"jardin": {"D3": "so"}, "gnome_adverse": "C3"}, "gnome_adverse"),
    ({"jardin": {"B3": "pre"}, "gnome_adverse": "B3"}, "gnome_adverse"),
])
def test_bad_garden_options(options, field):
    with pytest.raises(ScenarioError) as err:
        GARDEN.start(options, 1)
    assert err.value.field == field


def test_a_garden_option_is_accepted_in_any_order():
    s = garden({"E4": "no", "D4": "eo", "E3": "so", "C4": "ne"})
    assert len(s.tiles) == 4 and "poser-D3" not in s.legal_moves(0)   # « no » cannot go on D3


def check_garden(state):
    tiles = state.board()
    for cell, shape in tiles.items():
        for side in R.SIDES:
            n = R.neighbour(cell, side)
            if n in tiles:
                assert (side in R.paths(shape)) == (R.OPPOSITE[side] in R.paths(tiles[n])), (cell, n)
    for ring in state.rings:
        assert R.ring_through(tiles, ring[0]) == ring
    assert state.markers == len(state.taken) <= R.MARKERS
    assert len({tuple(t) for t in state.taken}) == len(state.taken)
    assert 0 <= state.flowers <= R.FLOWERS and 0 <= state.reserve <= R.RESERVE
    assert state.legal_moves(0)
    assert all(v >= 0 for v in state.stock.values()) and state.picks >= 0
    anchors = {r[0] for r in state.rings}
    assert set(state.middle) <= anchors and set(state.signposts) <= anchors
    assert state.gnome == R.STUMP or R.paths(tiles[state.gnome])
    if state.rival and state.gnome != R.STUMP:
        assert state.rival not in R.path_component(tiles, state.gnome)


def test_random_garden_walks():
    rings = 0
    for seed in range(12):
        last = None
        options = [{"jardin": {}}, {"jardin": SIX}, {"jardin": SIX, "gnome_adverse": "E3"}][seed % 3]
        for state, player, move in random_walk(GARDEN, options, seed, steps=220, walk_seed=seed):
            check_garden(state)
            last = state
        assert GARDEN.from_json(json.loads(json.dumps(last.to_json()))).to_json() == last.to_json()
        rings += len(last.rings)
    assert rings > 0


def test_a_gnome_claims_an_unclaimed_path_once_per_turn():
    """« Réclamer un chemin de champignons - Vous pouvez déplacer un gnome vers un chemin de
    champignons non réclamé, ce qui empêche tout autre joueur de le réclamer » — « Déplacer un Gnome
    est optionnel »."""
    s = garden({"D3": "so", "C4": "ne", "B3": "ns", "B2": "es"}, rival="D3")
    reason = refused(s, "gnome-C4", "autre joueur")
    assert reason.section == "mouvement-du-gnome"
    refused(s, "gnome-A1", "chemin")
    s.play("gnome-B3", 0)
    assert s.gnome == "B3"
    refused(s, "gnome-B2", "déjà déplacé")
    s.play("choisir-pre", 0)
    s.play("poser-A3", 0)
    s.play("poser-A2", 0)
    assert s.turn == 2 and "gnome-B2" in s.legal_moves(0)
    s.play("gnome-C3", 0)          # back to the stump, the Pinwheel market
    assert s.gnome == "C3"


def test_two_unfinished_paths_with_gnomes_cannot_be_joined():
    """« Si deux chemins sont inachevés et qu'ils comportent chacun des gnomes, ils NE PEUVENT PAS
    être reliés. »"""
    tiles = {"D3": "so", "D4": "ns", "B3": "pre", "B4": "eo"}
    free = garden(tiles, rival="D4")
    assert "poser-C4" in free.legal_moves(0)        # « no » on C4 joins B4 to the rival's path
    s = garden(tiles, rival="D4")
    s.play("gnome-B4", 0)
    reason = refused(s, "poser-C4", "NE PEUVENT PAS")
    assert reason.section == PLACING


def test_the_completer_places_the_marker_whoever_owns_the_ring():
    """« Quel que soit le propriétaire de l'anneau, ou s'il n'est pas réclamé, le joueur qui a
    complété l'anneau fait ce qui suit : il prend le marqueur d'anneau le plus à gauche de son
    plateau de jeu »."""
    s = garden({"D3": "so", "C4": "ne"}, rival="D3")
    s.play("poser-D4", 0)
    assert "l'autre joueur" in s.events[-2] and s.pending == 4
    s.play("marqueur-4-1", 0)
    assert s.markers == 1


# --- mushrooms, the Mushroom and Signpost bonuses, the gnome's activation -------------------------

EXAMPLE = {"D3": "so", "C4": "ne"}   # « no » on D4 closes C3-D3-C4-D4: mushrooms red, red, blue


def test_the_owner_collects_every_mushroom_of_the_ring():
    """« Celui qui possède l'anneau ramasse tous les champignons qui s'y trouvent. »"""
    s = garden(EXAMPLE)
    s.play("gnome-D3", 0)
    s.play("poser-D4", 0)
    assert s.stock == {"rouge": 2, "bleu": 1, "jaune": 0, "violet": 0} and s.middle == {}
    other = garden(EXAMPLE, rival="D3")
    other.play("poser-D4", 0)
    assert sum(other.stock.values()) == 0 and other.middle == {}   # the other player's ring: his mushrooms


def test_an_unowned_ring_keeps_its_mushrooms_in_the_middle_until_a_gnome_claims_it():
    """« Si personne ne possède l'anneau, tous les champignons qui auraient dû être ramassés sont
    placés au milieu de l'anneau pour une éventuelle collecte ultérieure. » — « Vous pouvez
    également réclamer un anneau terminé qui n'a pas encore été réclamé, comme le montre la
    présence de champignons au milieu qui attendent d'être ramassés. »"""
    s = garden(EXAMPLE)
    s.play("poser-D4", 0)          # the gnome is at the stump (the market): nobody owns the ring
    assert s.middle == {"C3": ["rouge", "rouge", "bleu"]} and sum(s.stock.values()) == 0
    s.play("marqueur-4-1", 0)
    s.play("gnome-C4", 0)
    assert s.middle == {} and s.stock["rouge"] == 2 and s.stock["bleu"] == 1
    assert any("milieu" in e for e in s.events[-2:])


def test_mushroom_bonus_takes_each_mushroom_once_but_a_type_twice():
    """« Champignon - Le chiffre indique le nombre de champignons que vous pouvez récupérer dans
    votre anneau. Vous ne pouvez pas récupérer le même champignon plus d'une fois, mais vous pouvez
    récupérer le même type de champignon s'il y en a plusieurs dans votre anneau. »"""
    s = garden({**EXAMPLE, "B3": "pre"})
    s.play("poser-D4", 0)
    s.play("marqueur-4-3", 0)      # « Champignon 2 »
    assert s.picks == 2 and s.legal_moves(0) == ["champignon-D3", "champignon-C4", "champignon-D4"]
    reason = refused(s, "poser-B2", "Champignon")
    assert reason.section == BONUSES
    refused(s, "champignon-B3", "pas dans l'anneau")
    refused(s, "champignon-C3", "pas de champignon")          # the stump
    s.play("champignon-D3", 0)
    reason = refused(s, "champignon-D3", "plus d'une fois")
    assert reason.section == BONUSES
    s.play("champignon-C4", 0)     # the same type again, from another tile
    assert s.stock["rouge"] == 2 and s.picks == 0
    assert s.middle == {"C3": ["rouge", "rouge", "bleu"]}     # the bonus takes no mushroom from the middle
    assert (s.turn, s.placed) == (1, 1)


def test_signpost_bonus_places_a_new_signpost_and_uses_it_at_once():
    """« Panneau de signalisation - Cela vous permet de placer un nouveau panneau de signalisation
    dans l'anneau que vous venez de compléter et d'utiliser immédiatement son effet »."""
    s = garden(EXAMPLE)
    refused(s, "panneau-fleur", "aucun bonus Panneau")
    s.play("poser-D4", 0)
    s.play("marqueur-4-4", 0)
    assert s.legal_moves(0) == ["panneau-fleur", "panneau-tuile", "panneau-champignon"]
    reason = refused(s, "choisir-ns", "Panneau de signalisation")
    assert reason.section == BONUSES
    s.play("panneau-fleur", 0)
    assert s.signposts == {"C3": "fleur"} and s.flowers == 1 and s.sign_ring is None


def test_signpost_bonus_may_use_a_signpost_already_in_place():
    """« … ou vous pouvez choisir un panneau de signalisation déjà en place et utiliser son effet
    sans le déplacer. »"""
    tiles = {**EXAMPLE, "B3": "pre", "B2": "no", "A2": "ne", "A1": "es"}   # « so » on B1 closes A1-B1-A2-B2
    s = garden(tiles, ["4-1", "4-2", "4-3"])
    s.play("poser-D4", 0)
    s.play("marqueur-4-4", 0)
    s.play("panneau-champignon", 0)          # one mushroom of its ring
    s.play("champignon-D4", 0)
    assert s.stock["bleu"] == 1
    s.rings.append(["A1", "B1", "A2", "B2"])  # a second ring, completed by a Signpost space of 6 (same effect)
    s.sign_ring = "A1"
    assert s.legal_moves(0) == ["panneau-fleur", "panneau-tuile", "panneau-champignon", "panneau-C3"]
    s.play("panneau-C3", 0)
    assert s.signposts == {"C3": "champignon"} and s.pick_ring == "C3"   # not moved
    s.play("champignon-D3", 0)
    assert s.stock["rouge"] == 1


def test_a_new_signpost_cannot_go_in_a_ring_that_has_one():
    s = garden(EXAMPLE)
    s.play("poser-D4", 0)
    s.play("marqueur-4-4", 0)
    s.play("panneau-tuile", 0)
    s.sign_ring = "C3"
    refused(s, "panneau-fleur", "déjà en place")
    refused(s, "panneau-B3", "aucun panneau")


def test_the_gnome_visits_a_signpost():
    """« Visite d'un panneau de signalisation - Votre gnome peut visiter un anneau résolu pour
    bénéficier du bonus offert par son panneau de signalisation. » — « vous ne pouvez activer un
    Gnome que s'il a été déplacé ce tour-ci »."""
    s = garden(EXAMPLE)
    s.play("poser-D4", 0)
    s.play("marqueur-4-4", 0)
    s.play("panneau-tuile", 0)
    assert s.reserve == 1 and s.flowers == 0
    s.play("gnome-D4", 0)          # claims the ring, picks up its middle, uses its signpost
    assert s.reserve == 2 and s.stock["rouge"] == 2 and s.middle == {}
    refused(s, "gnome-D3", "déjà déplacé")


def test_rings_closed_in_the_start_position_are_already_resolved():
    s = garden({"E4": "no", "D4": "eo", "E3": "so", "C4": "ne", "D3": "eo"})
    assert s.rings == [["C3", "D3", "E3", "C4", "D4", "E4"]] and s.middle == {} and s.signposts == {}
    s.play("gnome-E3", 0)
    assert "l’anneau" in s.events[-1] and sum(s.stock.values()) == 0


def test_the_garden_draws_paths_mushrooms_and_gnomes():
    """Issue 23: the garden's tiles show their white paths (drawn from the centre to their sides), their
    mushroom and the gnomes as figures, not box-drawing characters, « ♟ » or initials; each square's
    accessible name still says it all."""
    import re
    s = garden({"D3": "so", "C4": "ne", "B3": "ns"}, rival="B3")
    html = GARDEN.render(s, 0, s.legal_moves(0))
    faces = " ".join(re.findall(r'<span class="bga-face" aria-hidden="true">(.*?)</span><span class="bga-sr">', html))
    visible = re.sub(r"<[^>]+>", "", faces)
    assert not re.search(r"[└┌┐┘│─·✱♟♙RBJ]", visible), visible
    assert 'data-shape="champignon" data-colour' not in html      # the colour comes first, as markup writes it
    assert html.count('data-shape="champignon"') >= 3 + 6 and html.count('data-shape="lutin"') >= 2
    assert html.count('class="bga-path"') >= 2 * 3
    assert "B3 : chemin nord-sud, champignon jaune, gnome d&#x27;un autre joueur" in html


# --- added by redraw-rest: the ring spaces drawn, the first example fits a phone (issue 23) ----

def test_ring_spaces_are_drawn_with_their_bonus_and_marker():
    """« Emplacements d'anneau » : each space of the player board is drawn with its bonus (a flower,
    a tile, the mushrooms to take with their number, a signpost, a ring marker), a taken space
    carries its red marker; no row of word buttons « 4 : Fleur »."""
    import re
    s = garden(taken=["4-1"])
    html = GARDEN.render(s, 0, s.legal_moves(0))
    spaces = re.findall(r'<button[^>]*data-move="marqueur-(\d)-(\d)"[^>]*>(.*?)</button>', html)
    assert len(spaces) == 9
    assert all("bga-figpiece" in m.group(0) for m in re.finditer(r'<button[^>]*data-move="marqueur-[^>]*>', html))
    first = next(body for size, k, body in spaces if (size, k) == ("4", "1"))
    assert 'data-shape="fleur"' in first and 'data-colour="rouge"' in first and "marqueur posé" in first
    mushrooms = next(body for size, k, body in spaces if (size, k) == ("6", "3"))
    assert 'data-shape="champignon"' in mushrooms and "×3" in mushrooms
    assert ">4 : Fleur" not in html
