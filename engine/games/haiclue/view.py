"""HTML view of Haiclue (mode « manche »), via engine.markup."""

from __future__ import annotations

from ...markup import banner, card_slot, el, move_button, note, piece, score_sheet, text, word_card, zone
from . import rules as R


PLAYER_COLOURS = ("rouge", "bleu", "vert", "jaune", "violet", "orange", "cyan", "rose", "brun", "gris",
                  "indigo", "noir")
"""Each player's token colour (a palette key of demo.css); the token also bears « J2 »."""


def _player_token(p: int, *, name: str, move: str, legal, placed: bool, title: str) -> str:
    """Player p's token: solid where it is put (pressed), hollow where it may go."""
    return piece(text("span", f"J{p + 1}", class_="bga-value"), name,
                 cls="bga-token" + ("" if placed else " bga-ghost"), data_colour=PLAYER_COLOURS[p % 12],
                 move=move, legal=legal, selected=placed, title=title)


def render_manche(game, state, viewer, legal) -> str:
    n = state.n()
    a = state.author
    parts = []
    mode = "coopérative, " if state.coop() else ""
    parts.append(note(f"Partie {mode}à {n} joueurs : {state.turns} tours. "
                      + (f"Tour {state.turn} sur {state.turns}." if not state.over else "Partie terminée.")))
    if state.over:
        if state.coop():
            tone = "bien" if state.team >= R.COOP_WIN else "mal"
            parts.append(banner(f"Fin de la partie : {state.team} points sur {R.COOP_PERFECT}, "
                                f"{R.coop_verdict(state.team)}.", tone))
        else:
            best = R.leaders(state.totals)
            who = game.seat_list(best)
            parts.append(banner(f"Fin de la partie : {who} {'gagne' if len(best) == 1 else 'gagnent ensemble'} "
                                f"avec {state.totals[best[0]]} points.", "bien"))
        parts.append(el("div", move_button("nouvelle-partie", "Nouvelle partie", legal), class_="bga-actions"))
        return el("div", *parts, _scores(game, state), class_="bga-board", data_jeu="haiclue")
    # Whose clue is resolved: the players, as their tokens.
    parts.append(zone("Indice à résoudre : cliquez son auteur",
                      el("div", *[_player_token(p, name=f"Joueur {p + 1}", move=f"indice-{p + 1}", legal=legal,
                                                placed=p == a, title=f"Résoudre l'indice du Joueur {p + 1}")
                                  for p in range(n)], class_="bga-row", role="group", aria_label="Auteur de l'indice")))
    # The four word cards: the author's word is the pressed card; the others' tokens lie on the card they answer.
    slots = []
    for k, word in enumerate(state.shown_words, 1):
        mine = state.words[a] == k
        card = word_card(word, number=k, name=f"Mot {k} : {word}" + (f", mot du Joueur {a + 1}" if mine else ""),
                         move=f"mot-{k}", legal=legal, selected=mine,
                         title=f"Donner ce mot au Joueur {a + 1}")
        tokens = []
        for g in range(n):
            if g == a:
                continue
            placed = state.guesses[a][g] == k
            right = placed and mine
            state_words = (" (bonne réponse)" if right else " (réponse fausse)") if placed else ""
            tokens.append(_player_token(
                g, name=f"Jeton du Joueur {g + 1}{state_words}", move=f"devine-{g + 1}-{k}", legal=legal,
                placed=placed, title=(f"Reprendre le jeton du Joueur {g + 1}" if placed
                                      else f"Le Joueur {g + 1} répond « {word} »")))
        slots.append(card_slot(card, tokens, label=f"Mot {k} : {word}, et les jetons posés dessus",
                               mark=f"mot de J{a + 1}" if mine else ""))
    answers, waiting = [], []
    for g in range(n):
        if g != a:
            k = state.guesses[a][g]
            if k:
                answers.append(f"J{g + 1} : « {state.word(k)} » " + ("✓" if k == state.words[a] else "✗"))
            else:
                waiting.append(f"J{g + 1}")
    if waiting:   # the players still to answer in one phrase (a short line on a phone)
        answers.append(("pas encore répondu : " if answers else "Pas encore répondu : ") + ", ".join(waiting))
    parts.append(zone("Les 4 mots et les jetons des réponses",
                      el("div", *slots, class_="bga-slots"),
                      note("Un jeton cliqué : ce joueur devine ce mot (à nouveau : repris) ; "
                           f"un mot cliqué : celui du Joueur {a + 1}."),
                      note(" ; ".join(answers) + ".")))
    # The clue, under the 4 words as on the page: the author's word tiles, laid in a line (« au moins 2 mots »), from a hand of 15.
    clue_ids = state.clues[a]
    clue = [word_card(state.tiles[a][i], name=f"Indice, mot {j + 1} : {state.tiles[a][i]}")
            for j, i in enumerate(clue_ids)]
    missing = R.CLUE_MIN - len(clue_ids)
    hand_tiles = [word_card(w, name=f"Tuile « {w} »" + (" (dans l'indice)" if i in clue_ids else ""),
                            move=f"tuile-{i + 1}", legal=legal, selected=i in clue_ids,
                            title=("Retirer ce mot de l'indice" if i in clue_ids else "Ajouter ce mot à l'indice"))
                  for i, w in enumerate(state.tiles[a])]
    parts.append(zone(f"Indice du Joueur {a + 1} (ses tuiles de mots)",
                      el("div", *clue, class_="bga-row bga-clue", role="group",
                         aria_label=f"Indice du Joueur {a + 1}") if clue else "",
                      note(("Aucun mot encore. " if not clue else "") + f"Au moins {R.CLUE_MIN} mots"
                           + (f" : il en manque {missing}." if missing > 0 else ".")
                           + " Cliquez une tuile pour l'ajouter (à nouveau : retirée)."),
                      el("div", *hand_tiles, class_="bga-hand bga-wordtiles", role="group",
                         aria_label=f"Tuiles de mots du Joueur {a + 1} (15)")))
    count = move_button("valider", "Compter les points du tour", legal,
                        title=None if "valider" in legal else "Personne n'a encore répondu")
    parts.append(el("div", count, class_="bga-actions"))
    return el("div", *parts, _scores(game, state), class_="bga-board", data_jeu="haiclue")


def _scores(game, state) -> str:
    n = state.n()
    if state.coop():
        now = R.team_points(state.words, state.guesses) if not state.over else 0
        lines = [f"Équipe : {state.team} point(s) sur {R.COOP_PERFECT} possibles ; il en faut {R.COOP_WIN} pour gagner."]
        if not state.over:
            lines.append(f"Ce tour : {now} bonne(s) réponse(s) sur 2.")
        return zone("Points", *[note(line) for line in lines])
    points = R.round_points(state.words, state.guesses)
    # one line a player (a table): the phone's first example stays within its screens
    head = ["Joueur", "Total"] + ([] if state.over else ["Ce tour", "en devinant", "par son indice"])
    rows = [[f"J{p + 1}", state.totals[p]]
            + ([] if state.over else [f"+{sum(points[p])}", points[p][0], points[p][1]]) for p in range(n)]
    return zone("Points (total" + ("" if state.over else " des tours comptés") + ")",
                score_sheet(head, rows, caption="Points de chaque joueur", compact=True))
