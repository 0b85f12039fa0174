"""HTML view of Haiclue's whole game (mode « partie »), via engine.markup.

Drawn like the game: the 4 word cards on top (a red triangle over yours, as
on the page), the clue under them as a line of word tiles, your 15 word tiles
to click, the score track. The board is drawn from the viewer's `view` only.
"""

from __future__ import annotations

from ...markup import banner, card_slot, el, move_button, note, piece, score_sheet, text, word_card, zone
from . import rules as R

PLAYER_COLOURS = ("bleu", "rouge", "vert", "jaune", "violet", "orange", "cyan", "rose", "brun", "gris",
                  "indigo", "noir")
"""Each player's token colour (a palette key of demo.css); the token also bears its name."""


def _token(p: int, name: str, label: str) -> str:
    short = "V" if name == "Vous" else name   # a token's face is small: « V », « J2 »…
    return piece(text("span", short, class_="bga-value"), label, cls="bga-token", data_colour=PLAYER_COLOURS[p % 12])


def _tile(word: str, name: str, **kw) -> str:
    return piece(text("span", word, class_="bga-word"), name, cls="bga-tile bga-hc-tile", **kw)


def render_partie(game, state, viewer, legal) -> str:
    v = state.view(viewer)
    n, me = v["joueurs"], v["joueur"]
    short = [game.seat_name(p) for p in range(n)]
    parts = []
    phase = {"indice": "créer un indice", "devine": "résolution", "fin": "partie terminée"}[v["etape"]]
    head = ("Partie coopérative à 2" if v["coop"] else f"Partie à {n} joueurs") + \
        f" — tour {v['manche']} sur {v['manches']} : {phase}."
    parts.append(note(head))
    if v["etape"] == "fin":
        parts.append(banner(v["fin"], "bien" if (v["vainqueurs"] and (v["coop"] or me in v["vainqueurs"])) else "mal"))
    parts.append(_score_track(game, v))
    parts.append(_word_cards(game, v, legal))
    if v["etape"] == "indice":
        parts.append(_clue_maker(game, v, legal))
    else:
        parts.append(_clues(game, v))
    return el("div", *parts, class_="bga-board bga-hc", data_jeu="haiclue")


def _word_cards(game, v, legal) -> str:
    n, me = v["joueurs"], v["joueur"]
    author = v["auteur"]
    guessing = v["etape"] == "devine" and v["tour"] == me
    slots = []
    for k, word in enumerate(v["mots"], 1):
        mine = v["mon_mot"] == k
        author_word = author is not None and v["secrets"][author] == k and author != me
        label = f"Mot {k} : {word}" + (", votre mot" if mine else "")
        card = word_card(word, number=k, name=label,
                         **({"move": f"mot-{k}", "legal": legal, "title": f"Deviner « {word} »"} if guessing else {}))
        # the answers already shown: the tokens of those who answered this word to the current clue
        tokens = []
        if author is not None:
            for g in range(n):
                if g != author and v["reponses"][author][g] == k:
                    tokens.append(_token(g, game.seat_name(g), f"{game.seat_name(g)} répond « {word} »"))
        mark = "▼ votre mot" if mine else ("mot de " + game.seat_name(author) if author_word else "")
        slots.append(card_slot(card, tokens, label=label, mark=mark))
    title = "Les 4 mots" + (" : cliquez celui que vous devinez" if guessing else "")
    return zone(title, el("div", *slots, class_="bga-slots bga-hc-words"))


def _clue_line(words: list[str], label: str) -> str:
    return el("div", *[_tile(w, f"{label}, mot {j + 1} : {w}") for j, w in enumerate(words)],
              class_="bga-row bga-hc-clue", role="group", aria_label=label)


def _clue_maker(game, v, legal) -> str:
    me, turn = v["joueur"], v["tour"]
    waiting = [game.seat_name(p) for p in range(v["joueurs"]) if not v["publies"][p]]
    if turn != me:
        done = note(f"Votre indice est publié. {game.seat_name(turn)} compose le sien"
                    f" (en attente : {', '.join(waiting)}).") if v["publies"][me] else note("")
        return zone("Votre indice", _clue_line([v["mes_tuiles"][i] for i in v["mon_indice"]], "Votre indice"), done)
    clue_ids = v["mon_indice"]
    clue = [v["mes_tuiles"][i] for i in clue_ids]
    tiles = [_tile(w, f"Tuile « {w} »" + (" (dans l'indice)" if i in clue_ids else ""), move=f"tuile-{i + 1}",
                   legal=legal, selected=i in clue_ids,
                   title="Retirer ce mot de l'indice" if i in clue_ids else "Ajouter ce mot à l'indice")
             for i, w in enumerate(v["mes_tuiles"])]
    missing = R.CLUE_MIN - len(clue)
    publish = move_button("publier", "Publier l'indice", legal,
                          title=None if "publier" in legal else "Un indice doit contenir au moins 2 mots")
    return zone("Votre indice : cliquez vos tuiles de mots",
                _clue_line(clue, "Votre indice") if clue else note("Aucun mot encore."),
                el("div", *tiles, class_="bga-hand bga-hc-tiles", role="group", aria_label="Vos 15 tuiles de mots"),
                note(f"Au moins {R.CLUE_MIN} mots" + (f" : il en manque {missing}." if missing > 0 else ".")
                     + " Une tuile cliquée à nouveau est retirée."),
                el("div", publish, class_="bga-actions"))


def _clues(game, v) -> str:
    """Resolution: the clue to guess, then the clues already solved with their answers."""
    n, me = v["joueurs"], v["joueur"]
    parts = []
    a = v["auteur"]
    if a is not None:
        who = "votre indice" if a == me else f"l'indice de {game.seat_name(a)}"
        parts.append(_clue_line(v["indices"][a], f"Indice de {game.seat_name(a)}"))
        if v["tour"] == me:
            parts.append(note("À vous de deviner : cliquez une des 4 cartes."))
        else:
            parts.append(note(f"{game.seat_name(v['tour'])} devine {who}."))
        title = f"Indice de {game.seat_name(a)}"
    else:
        title = "Les indices"
    rows = []
    for b in v["devoiles"]:
        if b == a:
            continue
        word = v["mots"][v["secrets"][b] - 1]
        right = [game.seat_name(g) for g in range(n) if g != b and v["reponses"][b][g] == v["secrets"][b]]
        rows.append([game.seat_name(b), " ".join(v["indices"][b]), word, ", ".join(right) or "personne"])
    if rows:
        parts.append(score_sheet(["Auteur", "Indice", "Mot", "Trouvé par"], rows, caption="Indices résolus ce tour",
                                 compact=True))
    return zone(title, *parts)


def _score_track(game, v) -> str:
    """The score track: numbered cases, each player's token on his score (at 2: the team's,
    with the 6 points of the victory and the 8 of the perfect score marked)."""
    if v["coop"]:
        top, marks, places = R.COOP_PERFECT, {R.COOP_WIN: "victoire", R.COOP_PERFECT: "parfait"}, {v["equipe"]: [-1]}
    else:
        top = max(10, max(v["points"]) + 2)
        marks, places = {}, {}
        for p, pts in enumerate(v["points"]):
            places.setdefault(pts, []).append(p)
    cases = []
    for c in range(top + 1):
        here = places.get(c, [])
        pieces = [_token(0, "Équipe", f"Équipe : {c} points") if p == -1
                  else _token(p, game.seat_name(p), f"{game.seat_name(p)} : {c} points") for p in here]
        cases.append(el("div", text("span", c, class_="bga-hc-num"), *pieces, role="listitem",
                        class_="bga-hc-case" + (" bga-hc-goal" if c in marks else ""),
                        title=marks.get(c)))
    title = (f"Piste de score de l'équipe : {v['equipe']} sur {R.COOP_PERFECT}, {R.COOP_WIN} pour gagner"
             if v["coop"] else "Piste de score")
    return zone(title, el("div", *cases, class_="bga-hc-track", role="list", aria_label=title))
