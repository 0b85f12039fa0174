"""Haiclue: rounds by player count, what a clue must hold, and the scoring.

« Chaque joueur qui devine correctement le mot d'un adversaire gagne 1 point.
Chaque auteur d'indice gagne 1 point pour chaque réponse correcte des autres
joueurs. »

A round's position: `secrets[p]` (1 to 4) is the word given to player p
(« l'un des 4 mots, positionnés en haut »), `answers[a][g]` (0 for no answer
yet, else 1 to 4) is what player g answered to the clue of player a.
"""

from __future__ import annotations

S_CLUE = "creer-un-indice"
S_RESOLUTION = "phase-de-resolution"
S_END = "fin-du-jeu"
S_COOP = "partie-pour-2-joueurs-cooperatif"
SECTIONS = frozenset({S_CLUE, S_RESOLUTION, S_END, S_COOP})

WORD_COUNT = 4
MIN_PLAYERS, MAX_PLAYERS = 2, 12
COOP_TURNS, COOP_WIN, COOP_PERFECT = 4, 6, 8
"""« Le jeu à 2 joueurs se joue en coopération en 4 tours. [...] Pour gagner l'équipe doit
accumuler au moins 6 points, 8 points étant le score parfait. »"""

HAND_TILES, CLUE_MIN = 15, 2
"""« chaque joueur utilise des mots (parmi 15 distribués au hasard), pour former un indice » ;
« Un indice doit contenir au moins 2 mots. »"""

PLAYER_NAMES = ("Vous",) + tuple(f"J{p}" for p in range(2, MAX_PLAYERS + 1))


def turns_for(players: int) -> int:
    """« Le jeu se termine après un nombre fixe de tours : 3 à 5 joueurs = 6 tours ; 6 à 8 joueurs
    = 4 tours ; 9 à 12 joueurs = 2 tours » ; at 2 players (cooperative), 4 turns."""
    if players == 2:
        return COOP_TURNS
    if 3 <= players <= 5:
        return 6
    if 6 <= players <= 8:
        return 4
    if 9 <= players <= 12:
        return 2
    raise ValueError(players)


def clue_problem(clue: list) -> str | None:
    """Why a clue may not be published yet, or None."""
    if len(clue) < CLUE_MIN:
        return f"« Un indice doit contenir au moins 2 mots. » : il en a {len(clue)}."
    return None


def correct(secrets, answers, author: int, guesser: int) -> bool:
    return author != guesser and answers[author][guesser] == secrets[author]


def clue_points(secrets, answers, author: int) -> list[int]:
    """Each player's points from the clue of `author`: 1 to each right guesser, and 1 to the
    author per right guess (« Chaque joueur qui devine correctement le mot d'un adversaire gagne
    1 point. Chaque auteur d'indice gagne 1 point pour chaque réponse correcte des autres joueurs. »)"""
    n = len(secrets)
    gains = [0] * n
    for g in range(n):
        if correct(secrets, answers, author, g):
            gains[g] += 1
            gains[author] += 1
    return gains


def team_points(secrets, answers, author: int) -> int:
    """Two players: « L'équipe gagne un point à chaque fois qu'un joueur devine correctement. »"""
    return sum(1 for g in range(len(secrets)) if correct(secrets, answers, author, g))


def leaders(totals) -> list[int]:
    """« Le score le plus élevé l'emporte. S'il y a égalité entre plusieurs joueurs, ils gagnent ensemble. »"""
    best = max(totals)
    return [p for p, t in enumerate(totals) if t == best]


def coop_verdict(team: int) -> str:
    if team >= COOP_PERFECT:
        return "score parfait, l'équipe gagne"
    if team >= COOP_WIN:
        return "l'équipe gagne"
    return "l'équipe perd"


# --- the word table (Lecture retenue: the page gives no word lists) ----------------------
# Our own curated French table: the secret words that go on top and, for each, the word tiles
# that evoke it. The tiles dealt are every tile named here (secret words excepted); a tile
# evokes the secret words whose line names it. Bots write and read clues through this table
# only (bots.py), and a reader's clue for the bots is read through it too.

TABLE = """
lune: nuit ciel blanc rond argent étoile loup rêve marée pâle froid lumière silence haut loin dort croissant
soleil: jour ciel jaune chaud feu or brille lumière rond été midi plage rayon haut brûle matin
forêt: arbre bois vert feuille ombre sentier loup chasse mousse sauvage profond silence vieux nuit renard champignon
orage: ciel noir gris pluie vent éclair bruit gronde peur nuage été nuit eau colère fort chaud
miel: doux sucre jaune or abeille fleur collant été chaud ours goût coule pot lent
renard: roux rapide ruse queue poule forêt sauvage chasse nuit petit vif loup bois
phare: mer nuit lumière tour haut blanc bateau guide côte tourne vent loin seul rocher brille
neige: blanc froid hiver flocon doux silence glace montagne léger tombe ciel pâle
cerise: rouge été fruit petit doux sucre arbre rond noyau goût fleur printemps
volcan: feu rouge chaud montagne colère fumée pierre noir lave gronde haut profond brûle peur
plume: léger oiseau blanc doux aile vent ciel écrire encre tombe vol petit
horloge: temps heure tourne aiguille bruit rond vieux mur nuit matin lent compte
désert: sable chaud sec soif jaune soleil vent silence loin vide seul or pierre jour
baleine: mer bleu grand profond eau chant lent vieux océan gros queue
lanterne: lumière nuit feu chaud papier rouge petit guide ombre brille main vieux
jardin: fleur vert arbre feuille fruit printemps été eau terre calme mur doux abeille
comète: ciel étoile queue feu rapide nuit loin lumière brille vol pierre rare
tambour: bruit rond fort rythme main peau bois frappe musique gronde colère fête
glacier: froid blanc glace montagne lent bleu hiver eau pierre vieux silence profond
sablier: temps sable verre tombe lent compte heure petit or jaune fin vide
papillon: aile léger fleur printemps vol petit doux rare jardin jaune rapide été
château: pierre tour mur vieux roi haut grand porte mystère fantôme nuit garde rêve
rivière: eau bleu coule pierre bois poisson vert calme pont chant lent froid
miroir: verre reflet argent mur rond mystère double image main brille vide vieux
nuage: ciel blanc gris léger pluie vent doux rêve haut vol tombe pâle
pirate: mer bateau or chasse noir bois île ruse colère vent rapide garde
dragon: feu aile vol grand peur rouge colère vieux or roi garde mystère sauvage
pain: blé four chaud matin goût doux or terre jaune main fête
train: rapide bruit loin voyage fer long matin fumée gare nuit porte
chat: nuit queue doux ruse petit noir dort vif rapide sauvage silence poisson
bougie: feu lumière nuit petit chaud fin ombre blanc fête lent brûle silence
montagne: haut pierre froid neige vent loin grand vieux silence blanc sentier sauvage
océan: mer bleu eau profond grand vague loin sel poisson vent île marée
abeille: fleur jaune miel petit vol aile jardin printemps été rapide bruit colère
hiver: froid blanc neige glace nuit flocon long dort gris vent silence fin
été: chaud soleil plage jour fruit vacances jaune long sel sable vague fête
musique: chant rythme bruit fête main doux danse fort long rêve
livre: papier encre mot vieux page rêve écrire mystère long calme silence image
roi: or grand vieux garde porte fête fort colère seul haut mur
fantôme: blanc nuit peur mystère ombre pâle silence vieux vide porte seul rêve
"""


def _read(text: str) -> dict[str, tuple[str, ...]]:
    table = {}
    for line in text.strip().splitlines():
        word, _, tiles = line.partition(":")
        table[word.strip()] = tuple(dict.fromkeys(tiles.split()))
    return table


EVOKES_OF_WORD = _read(TABLE)
"""Secret word -> the word tiles that evoke it."""

SECRET_WORDS = tuple(EVOKES_OF_WORD)
"""The words shown on top, four at a time."""

TILE_WORDS = tuple(sorted({t for tiles in EVOKES_OF_WORD.values() for t in tiles} - set(SECRET_WORDS)))
"""The word tiles dealt to the players (15 each)."""

EVOKES = {t: frozenset(w for w, tiles in EVOKES_OF_WORD.items() if t in tiles) for t in TILE_WORDS}
"""Word tile -> the secret words it evokes."""
