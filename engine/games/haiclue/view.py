"""HTML view of Haiclue (mode « manche »), via engine.markup."""

from __future__ import annotations

from ...markup import banner, el, move_button, note, text, zone
from . import rules as R


def _choice(move: str, label: str, legal, pressed: bool, title: str) -> str:
    """A word button, pressed when it is the current choice (an answer pressed again is cleared)."""
    return move_button(move, label, legal, title=title,
                       aria_pressed="true" if pressed else "false", cls="bga-selected" if pressed else "")


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
    parts.append(el("p", text("span", "Les 4 mots : ", class_="bga-note"),
                    *[text("span", f"{k} {w}", class_="bga-badge") for k, w in enumerate(state.shown_words, 1)],
                    class_="bga-row"))
    parts.append(el("div", text("span", "Indice de :", class_="bga-note"),
                    *[_choice(f"indice-{p + 1}", f"J{p + 1}", legal, p == a, f"Résoudre l'indice du Joueur {p + 1}")
                      for p in range(n)], class_="bga-actions", role="group", aria_label="Indice résolu"))
    rows = [el("div", text("span", f"Mot de J{a + 1} ▲", class_="bga-note"),
               *[_choice(f"mot-{k}", w, legal, state.words[a] == k, f"Le mot attribué au Joueur {a + 1}")
                 for k, w in enumerate(state.shown_words, 1)],
               class_="bga-actions", role="group", aria_label=f"Mot attribué au Joueur {a + 1}")]
    for g in range(n):
        if g == a:
            continue
        answer = state.guesses[a][g]
        mark = "" if not answer else (" ✓" if answer == state.words[a] else " ✗")
        rows.append(el("div", text("span", f"J{g + 1} répond{mark}", class_="bga-note"),
                       *[_choice(f"devine-{g + 1}-{k}", w, legal, answer == k,
                                 f"Réponse du Joueur {g + 1} à l'indice du Joueur {a + 1}")
                         for k, w in enumerate(state.shown_words, 1)],
                       class_="bga-actions", role="group", aria_label=f"Réponse du Joueur {g + 1}"))
    parts.append(zone(f"Indice du Joueur {a + 1}", *rows))
    parts.append(el("div", move_button("valider", "Compter les points du tour", legal), class_="bga-actions"))
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
    items = []
    for p in range(n):
        g, au = points[p]
        now = "" if state.over else f" ; ce tour +{g + au} ({g} en devinant, {au} par son indice)"
        items.append(text("li", f"J{p + 1} : {state.totals[p]}{now}"))
    return zone("Points (total" + ("" if state.over else " des tours comptés") + ")",
                el("ul", *items, class_="bga-note"))
