"""The catalogue: the 39 games of the site and the wiki pages each one is built from.

43 wiki titles → 39 game pages (GUIDE §1): `Tips regicide` and `Tips kingdomino` become the
"Conseils" part of their game; `Tichu` is a duplicate of `Gamehelptichu` (same words) and merges
into it; `Aide` is empty and skipped. `Tips checkers`, `Tips mojo` and `Tips gammelogic` have no
rules page beside them: they are game pages of their own.

Display names are the names players know (the French edition's where there is one: "Les
Aventuriers du Rail – Europe", "Dames internationales"); the wiki ids never reach a reader.
Descriptions are one French line written from the page itself. `offers` holds what the text of
the page offers ("Règles", "Conseils"); "Démo jouable" / "Calculateur" badges are added by the
import from the demo snippets actually present (see `scripts.pages.demo_badges`).

A title of the feeds that no entry names is still published (`derive_games`): slug and name come
from the title (`Gamehelpfoobar` → `foobar`, « Foobar » ; `Tips foobar` → its « Conseils », or a
page of its own), and the page is marked « nouvelle page, à relire » until a contributor writes
its entry here. Titles of MediaWiki namespaces (`Utilisateur:…`, `Modèle:…`) and `SKIPPED_TITLES`
are never pages.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

WIKI_BASE = "https://fr.doc.boardgamearena.com/"

# Titles present in the feeds that are deliberately not pages (reported by the import).
SKIPPED_TITLES = {"Aide": "page vide dans le flux (aucune révision non vide) : ce n'est pas un jeu"}


@dataclass(frozen=True)
class Game:
    slug: str                       # docs/jeux/<slug>.md
    name: str                       # display name (H1, front matter title, catalogue)
    main: str                       # wiki title of the page the body comes from
    description: str                # one French line, from the page
    offers: tuple[str, ...]         # badges from the page text: "Règles", "Conseils"
    tips: tuple[str, ...] = ()      # wiki titles attached as the "Conseils" part
    duplicates: tuple[str, ...] = ()  # wiki titles holding the same text, merged into this page
    language: str = "fr"            # "fr", "en", or "en+fr" (English then French on the wiki)
    new: bool = False               # derived from a wiki title, no entry here yet: « à relire »

    @property
    def titles(self) -> tuple[str, ...]:
        return (self.main,) + self.tips + self.duplicates


R = ("Règles",)
C = ("Conseils",)
RC = ("Règles", "Conseils")

GAMES: tuple[Game, ...] = (
    Game("flip-7", "Flip 7", "Gamehelpflipseven",
         "Retournez des cartes sans tirer deux fois la même valeur : le premier à 200 points "
         "déclenche la fin de la partie.", R),
    Game("ninety-nine", "Ninety-Nine", "Gamehelpninetynine",
         "Jeu de plis à 3 joueurs où l'on défausse 3 cartes pour parier le nombre exact de plis "
         "à remporter.", R),
    Game("saint-poker", "Saint Poker", "Gamehelpsaintpoker",
         "Interprétation libre du Texas Hold'em sans miser, en plusieurs manches, de 2 à 5 joueurs.", R),
    Game("turn-the-tide", "Turn the Tide", "Gamehelpturnthetide",
         "Cartes météo contre cartes marée : gardez vos bouées de sauvetage, en autant de manches "
         "que de joueurs.", R),
    Game("regicide", "Regicide", "Gamehelpregicide",
         "Jeu solo ou coopératif de 1 à 4 joueurs : vaincre les 12 Nobles, Valets, puis Dames et "
         "enfin Rois.", RC, tips=("Tips regicide",)),
    Game("red7", "Red7", "Gamehelpredsevengame",
         "Soyez le dernier joueur encore en lice en respectant la règle en vigueur, ou en la "
         "changeant.", R),
    Game("dames-internationales", "Dames internationales", "Tips checkers",
         "Conseils de stratégie : soyez agressif, avancez, équilibrez votre position, gardez vos "
         "pièces groupées.", C),
    Game("quatrix", "Quatrix", "Gamehelpquatrix",
         "Alignez 4 pièces ou occupez 4 cases de même couleur ; le symbole de votre pièce impose la "
         "direction du coup adverse.", R),
    Game("battle-of-lits", "Battle of LITS", "Gamehelpbattleoflits",
         "Placez vos pièces pour couvrir les symboles adverses et garder les vôtres visibles.", R),
    Game("tranquility-the-ascent", "Tranquility: The Ascent", "Gamehelptranquilitytheascent",
         "Jeu coopératif : formez une montagne de cartes jusqu'à poser une carte Sommet au "
         "9e niveau.", R),
    Game("kingdomino", "Kingdomino", "Gamehelpkingdomino",
         "Connectez vos dominos pour construire le royaume de 5x5 cases le plus prestigieux.", RC,
         tips=("Tips kingdomino",)),
    Game("the-guild-of-merchant-explorers", "The Guild of Merchant Explorers",
         "Gamehelptheguildofmerchantexplorers",
         "Cartographiez le royaume de Tigomé et accumulez le plus de pièces possible.", R),
    Game("expressions", "Expressions", "Gamehelpexpressions",
         "Jeu coopératif : donnez des indices pour que vos coéquipiers déduisent vos cartes.", R),
    Game("gammelogic", "Gammelogic", "Tips gammelogic",
         "Conseils pour les énigmes logiques : placez d'abord les éléments connus, puis faites des "
         "hypothèses.", C),
    Game("pina-coladice", "Piña Coladice", "Gamehelppinacoladice",
         "Jeu de dés entre Puissance 4 et Yahtzee : réussissez des combinaisons pour poser vos pions "
         "cocktails.", R),
    Game("taluva", "Taluva", "Gamehelptaluva",
         "Construisez temples, tours et huttes sur une île volcanique du Pacifique sud.", R),
    Game("les-aventuriers-du-rail-europe", "Les Aventuriers du Rail – Europe",
         "Gamehelptickettorideeurope",
         "Prenez des routes entre les villes d'Europe pour réaliser vos cartes Destination, avec "
         "gares et tunnels.", R),
    Game("setup", "Setup", "Gamehelpsetup",
         "Placez des tuiles pour former des Ensembles : même valeur, ou suite d'une même couleur.", R),
    Game("tiny-farms", "Tiny Farms", "Gamehelptinyfarms",
         "Remplissez d'animaux vos deux fermes pour marquer le plus de points en 10 tours.", R),
    Game("charuma", "Charuma", "Gamehelpcharuma",
         "Jeu de plis de 2 à 5 joueurs où l'on mise ses points de victoire aux enchères pour "
         "construire sa main.", R),
    Game("break-the-code", "Break the Code", "Gamehelpbreakthecode",
         "Devinez les chiffres et les couleurs des tuiles ciblées à l'aide des cartes questions.", R),
    Game("takenoko", "Takenoko", "Gamehelptakenoko",
         "Déplacez le jardinier et le panda, irriguez les parcelles et réalisez vos objectifs.", R),
    Game("ginkgopolis", "Ginkgopolis", "Gamehelpginkgopolis",
         "Choisissez simultanément vos actions pour exploiter, agrandir et surélever la ville.", R),
    Game("dragonarium", "Dragonarium", "Gamehelpdragonarium",
         "Construisez un Dragonarium en 3D en formant les domaines de même couleur les plus grands.",
         R),
    Game("hypnosia", "Hypnosia", "Gamehelphypnosia",
         "Jeu de stratégie de 2 à 6 joueurs : atteignez le centre du plateau avec vos pions, aux "
         "dés.", R, language="en+fr"),
    Game("diced-veggies", "Diced Veggies", "Gamehelpdicedveggies",
         "Découpez le bloc de dés au hachoir pour cuisiner vos recettes et gagner des étoiles.", R),
    Game("dice-hospital-er", "Dice Hospital ER", "Gamehelpdicehospitaler",
         "Remplissez en 24 tours les cases de l'hôpital avec des patients tirés aux dés.", R),
    Game("rat-jack", "Rat Jack", "Gamehelpratjack",
         "Jouez des cartes sur vos affichages et ceux des adversaires sans dépasser la valeur 25.", R),
    Game("tichu", "Tichu", "Gamehelptichu",
         "Une convention pour choisir quelle carte passer à quel adversaire (page en anglais).", C,
         duplicates=("Tichu",), language="en"),
    Game("mojo", "Mojo", "Tips mojo",
         "La répartition des cartes du jeu par couleur et par valeur.", C),
    Game("deus", "Deus", "Gamehelpdeus",
         "Construisez des bâtiments dans les régions du plateau ou faites des offrandes aux dieux.", R),
    Game("zombicide-2e-edition", "Zombicide (2e édition)", "Gamehelpzombicidesecondedition",
         "Jeu coopératif de 1 à 6 joueurs : remplissez les objectifs de la mission sans perdre un "
         "seul survivant.", R),
    Game("castles-of-mad-king-ludwig", "Castles of Mad King Ludwig", "Gamehelpcastleofmadkingludwig",
         "Construisez un château pour le roi fou en achetant des salles au Maître bâtisseur.", R),
    Game("northwest-passage", "Northwest Passage", "Gamehelpnorthwestpassage",
         "Sur les traces de l'expédition Franklin, explorez îles et détroits pour gagner du Prestige.",
         R),
    Game("gnome-hollow", "Gnome Hollow", "Gamehelpgnomehollow",
         "Collectez des fleurs et construisez des anneaux de champignons, en vendant vos champignons.",
         R),
    Game("con-sonar", "Con Sonar!", "Gamehelpconsonar",
         "Coulez plus de sous-marins ennemis que les autres joueurs tout en protégeant les vôtres.", R),
    Game("microcosm", "Microcosm", "Gamehelpemdomicrocosm",
         "Accroissez votre Influence sur le microcosme en déployant votre domaine.", R),
    Game("haiclue", "Haiclue", "Gamehelphaiclue",
         "Assemblez des mots en un indice pour faire deviner le mot qui vous est attribué.", R),
    Game("the-shipwreck-arcana", "The Shipwreck Arcana", "Gamehelptheshipwreckarcana",
         "Un lien vers la page de stratégie de l'éditeur (page en anglais).", C, language="en"),
)

BY_SLUG = {g.slug: g for g in GAMES}
BY_TITLE = {t: g for g in GAMES for t in g.titles}


def wiki_url(title: str) -> str:
    """Public address of a wiki page (MediaWiki writes spaces as underscores)."""
    from urllib.parse import quote
    return WIKI_BASE + quote(title.replace(" ", "_"), safe="_-.~():,!'")


# --------------------------------------------------------------------------- pages the wiki adds

NEW_PAGE = "nouvelle page, à relire"
NEW_DESCRIPTION = ("Nouvelle page du wiki, pas encore relue : son nom et cette présentation sont "
                   "provisoires.")
# Namespaces of the French wiki (and MediaWiki's canonical names): their pages are not games.
NAMESPACES = frozenset(n.casefold() for n in (
    "Média", "Spécial", "Discussion", "Utilisateur", "Discussion utilisateur", "Projet",
    "Discussion Projet", "Fichier", "Discussion fichier", "MediaWiki", "Discussion MediaWiki",
    "Modèle", "Discussion modèle", "Aide", "Discussion aide", "Catégorie", "Discussion catégorie",
    "Module", "Discussion module", "Utilisatrice", "Discussion utilisatrice",
    "Media", "Special", "Talk", "User", "User talk", "Project", "Project talk", "File", "File talk",
    "Image", "Template", "Template talk", "Help", "Help talk", "Category", "Category talk",
    "Module talk", "Board Game Arena", "Discussion Board Game Arena"))

_RULES_RE = re.compile(r"gamehelp[ _]*(?P<stem>\S.*)", re.I)
_TIPS_RE = re.compile(r"tips[ _]+(?P<stem>\S.*)", re.I)
_KIND_LABEL = {"rules": ("regles", "règles"), "tips": ("conseils", "conseils"), "page": ("page", "page")}


def namespace_of(title: str) -> str | None:
    """The MediaWiki namespace a title belongs to ("Utilisateur:X" → "Utilisateur"), or None."""
    prefix, colon, _ = title.partition(":")
    return prefix.strip() if colon and prefix.strip().casefold() in NAMESPACES else None


def slugify(text: str) -> str:
    """'Piña Coladice!' → 'pina-coladice' (ASCII letters and digits joined by hyphens)."""
    base = unicodedata.normalize("NFKD", text.casefold())
    base = "".join(c for c in base if not unicodedata.combining(c))
    return "-".join(re.findall(r"[a-z0-9]+", base)) or "page"


def _display_name(stem: str) -> str:
    stem = " ".join(stem.replace("_", " ").split())
    return stem[:1].upper() + stem[1:]


@dataclass
class _Group:
    kind: str          # "rules" (Gamehelp…), "tips" (Tips …) or "page" (any other title)
    stem: str
    main: str
    tips: list[str]


def derive_games(titles, games=GAMES) -> tuple[list[Game], list[str]]:
    """Game entries for feed titles no catalogue entry names, and the titles left out (with why).

    `Gamehelp<x>` gives slug `<x>` and name « X »; `Tips <x>` becomes the « Conseils » of a new
    `Gamehelp<x>` page when there is one, otherwise a page of its own; any other title keeps its
    own words as name. A slug or name already taken gets the kind as suffix (« Taluva
    (conseils) », `taluva-conseils`), then a number. Titles are handled in sorted order, so the
    result depends only on the set of titles.
    """
    known = {t for g in games for t in g.titles} | set(SKIPPED_TITLES)
    left_out: list[str] = []
    groups: dict[tuple[str, str], _Group] = {}
    tips: list[tuple[str, str]] = []
    for title in sorted(set(titles) - known):
        ns = namespace_of(title)
        if ns is not None:
            left_out.append(f"« {title} » ignorée : page de l'espace de noms « {ns} », pas une page de jeu")
            continue
        m = _RULES_RE.fullmatch(title)
        if m:
            key = ("g", slugify(m.group("stem")))
            while key in groups:  # two titles with the same key: the later one gets its own page
                key = (key[0], key[1] + "~")
            groups[key] = _Group("rules", m.group("stem"), title, [])
            continue
        m = _TIPS_RE.fullmatch(title)
        if m:
            tips.append((m.group("stem"), title))
        else:
            groups[("p", title)] = _Group("page", title, title, [])
    for stem, title in tips:
        key = ("g", slugify(stem))
        if key in groups:
            groups[key].tips.append(title)
        else:
            groups[key] = _Group("tips", stem, title, [])

    slugs = {g.slug for g in games}
    names = {g.name.casefold() for g in games}
    out = []
    for group in sorted(groups.values(), key=lambda gr: gr.main):
        slug, name = slugify(group.stem), _display_name(group.stem)
        slug_suffix, name_suffix = _KIND_LABEL[group.kind]
        if slug in slugs:
            slug = f"{slug}-{slug_suffix}"
        n = 2
        base = slug
        while slug in slugs:
            slug, n = f"{base}-{n}", n + 1
        if name.casefold() in names:
            name = f"{name} ({name_suffix})"
        n = 2
        base = name
        while name.casefold() in names:
            name, n = f"{base} {n}", n + 1
        slugs.add(slug)
        names.add(name.casefold())
        offers = {"rules": ("Règles",), "tips": ("Conseils",), "page": ()}[group.kind]
        if group.tips:
            offers += ("Conseils",)
        out.append(Game(slug, name, group.main, NEW_DESCRIPTION, offers, tips=tuple(group.tips), new=True))
    return out, left_out
