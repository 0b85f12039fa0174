"""The contributors' reference of demo blocks, generated from the engine.

Every registered game and mode, with its players, bots and options (name,
permitted values, default, French label and help) and a block to copy. It is
built from the same declarations that check a block at build time
(`engine.options`), so it cannot drift from what the build accepts. The mkdocs
hook adds it to the site as `contribuer/exemples-jouables.md`; nobody edits it.
"""

from __future__ import annotations

import yaml

from engine.bots import bot_names, make_bot
from engine.games import all_games
from engine.options import example_options

URI = "contribuer/exemples-jouables.md"


def _cell(text) -> str:
    """Table cell text: our own French labels, but never Markdown or HTML."""
    return (str(text).replace("\\", "\\\\").replace("|", "\\|").replace("<", "&lt;")
            .replace("*", "\\*").replace("_", "\\_").replace("`", "\\`").replace("\n", " "))


def _value(value) -> str:
    if value is None:
        return "—"
    return "`" + yaml.safe_dump(value, allow_unicode=True, default_flow_style=True,
                                width=10_000).strip().removesuffix("...").strip() + "`"


def example_block(game) -> dict:
    """The demo block shown for a mode (every option at its example value)."""
    block = {"jeu": game.id, "mode": game.mode, "graine": 1}
    options = example_options(game.options)
    if options:
        block["options"] = options
    return block


def _mode_section(game) -> list[str]:
    lines = [f"### `{game.id}` · `{game.mode}`", "", _cell(game.title), ""]
    if game.max_players > 1:
        seats = (f"{game.min_players} joueurs" if game.min_players == game.max_players
                 else f"de {game.min_players} à {game.max_players} joueurs")
        bots = ", ".join(f"`{name}` ({_cell(make_bot(game, name).label)})" for name in bot_names(game))
        lines += [f"Partie {seats} (par défaut {game.default_players}) ; bots : {bots}.", ""]
    else:
        lines += ["Calculateur : une seule personne le manipule, il ne finit jamais.", ""]
    if game.options:
        lines += ["| Option | Ce qu'elle règle | Valeurs permises | Par défaut |",
                  "| --- | --- | --- | --- |"]
        for opt in game.options:
            what = _cell(opt.label) + (f" — {_cell(opt.help)}" if opt.help else "")
            lines.append(f"| `{opt.name}` | {what} | {_cell(opt.allowed())} | {_value(opt.default)} |")
        lines.append("")
    else:
        lines += ["Aucune option.", ""]
    body = yaml.safe_dump(example_block(game), allow_unicode=True, sort_keys=False, width=100,
                          default_flow_style=None).rstrip()
    lines += ["````markdown", "```demo", body, "```", "````", ""]
    return lines


def page() -> str:
    games = sorted(all_games(), key=lambda g: (g.id, g.mode != "partie", g.mode))
    lines = [
        "---",
        "title: Référence des exemples jouables",
        "search:",
        "  exclude: true",
        "---",
        "",
        "# Référence des exemples jouables",
        "",
        "Cette page est produite à partir du moteur de règles à chaque construction du site : elle "
        "liste chaque jeu, chaque mode et chaque option qu'un bloc ` ```demo ` peut utiliser. "
        "Copiez un bloc ci-dessous dans une page de règles, puis ajustez-le ; la construction "
        "vérifie chaque bloc et indique le fichier, la ligne et ce qui ne va pas.",
        "",
        "Clés d'un bloc : `jeu` (obligatoire), `mode` (`partie` par défaut), `graine` (la donne, "
        "un entier), `options` (ci-dessous, mode par mode) et `sieges` (une liste, un siège par "
        "joueur : `humain` ou le nom d'un bot), et `tutoriel` (ci-dessous).",
        "",
        "## Apprendre en jouant : la clé `tutoriel`",
        "",
        "Une partie guidée s'écrit dans le bloc d'une partie entière : `tutoriel` est une liste "
        "d'étapes sur la donne du bloc (fixée par `graine` ; donnez aussi `sieges`, pour que les "
        "réponses des bots ne changent pas si le bot par défaut change). Chaque étape a un `texte` "
        "(ce que le lecteur fait et pourquoi), et peut avoir une `section` (le titre de la page "
        "qu'elle enseigne, tel qu'il est écrit), un `coup` (l'identifiant du coup attendu ; `libre` "
        "laisse passer tout coup permis, et alors les étapes suivantes ne peuvent plus attendre un "
        "coup précis ; sans `coup`, l'étape se lit et le lecteur passe à la suivante), `montrer` "
        "(les coups dont les pièces sont entourées ; par défaut le coup attendu) et `indice` (ce "
        "qu'un clic à côté répond ; par défaut le texte de l'étape).",
        "",
        "La construction rejoue chaque étape : un coup qui n'est pas permis à ce moment, ou une "
        "section qui n'est plus un titre de la page, donne un avertissement en français (page, "
        "ligne, étape) et l'exemple paraît sans son tutoriel. `scripts/check-page.sh "
        "docs/jeux/<page>.md --coups` suit le tutoriel pas à pas et liste les coups permis à "
        "chaque étape, pour écrire la suivante. Par exemple :",
        "",
        "````markdown",
        "```demo",
        "jeu: kingdomino",
        "mode: partie",
        "graine: 2",
        "options:",
        "  joueurs: 2",
        "sieges: [humain, malin]",
        "tutoriel:",
        "  - texte: Quatre dominos forment la première ligne ; le bot a déjà placé un roi.",
        "    section: Tour de jeu",
        "  - texte: Placez un roi sur le n° 3, le plus petit numéro.",
        "    coup: prendre-3",
        "    section: Tour de jeu",
        "    indice: Cliquez le domino n° 3, en haut de la ligne.",
        "  - texte: Choisissez librement la suite.",
        "    coup: libre",
        "```",
        "````",
        "",
    ]
    current = None
    for game in games:
        if game.id != current:
            current = game.id
            lines += [f"## `{game.id}`", ""]
        lines += _mode_section(game)
    return "\n".join(lines)
