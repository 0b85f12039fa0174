"""Haiclue: rounds by player count and the scoring of a round.

« Chaque joueur qui devine correctement le mot d'un adversaire gagne 1 point.
Chaque auteur d'indice gagne 1 point pour chaque réponse correcte des autres
joueurs. »

A round's position: `words[p]` (1 to 4) is the word given to player p
(« l'un des 4 mots, positionnés en haut »), `guesses[a][g]` (0 for no
answer, else 1 to 4) is what player g answered to the clue of player a.
"""

from __future__ import annotations

WORD_COUNT = 4
MIN_PLAYERS, MAX_PLAYERS = 2, 12
COOP_TURNS, COOP_WIN, COOP_PERFECT = 4, 6, 8
"""« Le jeu à 2 joueurs se joue en coopération en 4 tours. [...] Pour gagner l'équipe doit
accumuler au moins 6 points, 8 points étant le score parfait. »"""

WORDS = ("lune", "forêt", "orage", "miel", "renard", "phare", "neige", "cerise", "volcan", "plume",
         "horloge", "désert", "baleine", "lanterne", "jardin", "comète", "tambour", "glacier",
         "sablier", "papillon", "château", "rivière", "miroir", "nuage")
"""Words to show on top (Lecture retenue: the page gives none)."""

HAND_TILES, CLUE_MIN = 15, 2
"""« chaque joueur utilise des mots (parmi 15 distribués au hasard), pour former un indice » ;
« Un indice doit contenir au moins 2 mots. »"""

CLUE_WORDS = ("ciel", "nuit", "feu", "doux", "froid", "chant", "vent", "bleu", "rouge", "mer", "bois", "lumière",
              "ombre", "temps", "rêve", "étoile", "pierre", "eau", "sable", "or", "blanc", "noir", "vieux", "petit",
              "grand", "chaud", "sucre", "fleur", "aile", "cœur", "loin", "haut", "tourne", "dort", "brille", "sous",
              "sans", "avec", "toujours", "léger")
"""Word tiles dealt to write a clue (Lecture retenue: the page gives none)."""


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


def correct(words, guesses, author: int, guesser: int) -> bool:
    return author != guesser and guesses[author][guesser] == words[author]


def round_points(words, guesses) -> list[tuple[int, int]]:
    """Per player, (points as a guesser, points as an author) for one round:
    « Chaque joueur qui devine correctement le mot d'un adversaire gagne 1 point. »
    « Chaque auteur d'indice gagne 1 point pour chaque réponse correcte des autres joueurs. »"""
    n = len(words)
    out = []
    for p in range(n):
        as_guesser = sum(1 for a in range(n) if correct(words, guesses, a, p))
        as_author = sum(1 for g in range(n) if correct(words, guesses, p, g))
        out.append((as_guesser, as_author))
    return out


def team_points(words, guesses) -> int:
    """Two players: « L'équipe gagne un point à chaque fois qu'un joueur devine correctement. »"""
    return sum(1 for a in range(2) for g in range(2) if correct(words, guesses, a, g))


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
