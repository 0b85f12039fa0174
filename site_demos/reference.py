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
        "joueur : `humain` ou le nom d'un bot).",
        "",
    ]
    current = None
    for game in games:
        if game.id != current:
            current = game.id
            lines += [f"## `{game.id}`", ""]
        lines += _mode_section(game)
    return "\n".join(lines)
