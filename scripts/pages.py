"""Assemble the site's pages from the wiki pages: one Markdown file per game, and the home page.

A game page is, in this order:

1. YAML front matter: title (display name), slug, language, `status: nouvelle page, à relire` for
   a page the catalogue does not know yet, sources (wiki titles), revision, date, authors,
   revisions (per source), import_hash;
2. exactly one H1 (the display name), then, for a page the catalogue does not know yet, a note
   saying it is new and not reviewed;
3. the converted main page (English text announced by an admonition and wrapped in
   `<div lang="en">`; Hypnosia, English then French on the wiki, is split: French part first);
4. "## Conseils": the attached tips page(s), headings shifted one level down, then the snippet
   `site_demos/snippets/<slug>--conseils.md` if present; the parts of `site_demos/snippets/<slug>.md`
   opened by « <!-- à placer après la section : Titre --> » are at the end of their sections, and
   those whose section is gone from the page (`place_parts`) under « ## Essayer : Titre » here;
5. the snippet `site_demos/snippets/<slug>.md` if present (it starts with "## Essayer");
6. the provenance footer, in French, crediting the wiki and the contributors.

`import_hash` is the SHA-256 of the page as written, computed with the hash field set to
`HASH_PLACEHOLDER`. A page whose hash no longer matches its own text was edited by hand.
Everything here is a pure function of its inputs: same sources, same snippets → same bytes.
"""

from __future__ import annotations

import difflib
import hashlib
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from scripts.catalogue import GAMES, NEW_PAGE, SKIPPED_TITLES, Game, derive_games, wiki_url
from scripts.feeds import Revision, WikiPage

HASH_PLACEHOLDER = "sha256-" + "0" * 64
_HASH_LINE_RE = re.compile(r"^import_hash: (sha256-[0-9a-f]{64})$", re.M)

SITE_NAME = "Règles à l'essai"


class ImportError_(Exception):
    """A page cannot be assembled (missing source, converter failure). French message."""


@dataclass
class BuiltPage:
    slug: str
    relpath: str            # path under docs/, e.g. "jeux/flip-7.md"
    text: str               # the whole file
    game: Game | None
    warnings: list[str] = field(default_factory=list)
    decisions: list[str] = field(default_factory=list)
    badges: tuple[str, ...] = ()
    placement: list[str] = field(default_factory=list)  # examples whose section is gone (also in warnings)


# --------------------------------------------------------------------------- small helpers

_MD_SPECIAL_RE = re.compile(r"([\\`*_\[\]{}#+!|~^])")


def md_text(s: str) -> str:
    """Escape plain text for inline Markdown: no markup, no raw HTML."""
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _MD_SPECIAL_RE.sub(r"\\\1", s)


def fr_date(timestamp: str) -> str:
    """'2025-05-18T16:55:40Z' → '18/05/2025'."""
    return f"{timestamp[8:10]}/{timestamp[5:7]}/{timestamp[0:4]}"


def revision_url(rev: Revision) -> str:
    if rev.revid is not None:
        from urllib.parse import quote
        return (wiki_url("").rstrip("/") + "/index.php?title="
                + quote(rev.title.replace(" ", "_"), safe="_-.~():,!'") + f"&oldid={rev.revid}")
    return wiki_url(rev.title)


def shift_headings(markdown: str, by: int = 1) -> str:
    """Push every ATX heading `by` levels down (outside fenced code), capped at H6."""
    out = []
    fence = None
    for line in markdown.split("\n"):
        stripped = line.lstrip()
        m = re.match(r"(`{3,}|~{3,})", stripped)
        if m:
            if fence is None:
                fence = m.group(1)[0] * len(m.group(1))
            elif stripped.startswith(fence):
                fence = None
            out.append(line)
            continue
        if fence is None:
            hm = re.match(r"(#{1,6})( |$)", line)
            if hm:
                level = min(6, len(hm.group(1)) + by)
                line = "#" * level + line[len(hm.group(1)):]
        out.append(line)
    return "\n".join(out)


def demo_badges(snippet: str) -> list[str]:
    """Badges for the demo blocks of a snippet: mode "partie" → Démo jouable, others → Calculateur."""
    badges = []
    for block in re.findall(r"^```demo[ \t]*\n(.*?)^```", snippet, re.S | re.M):
        m = re.search(r"^mode:\s*['\"]?([\w-]+)", block, re.M)
        mode = m.group(1) if m else "partie"
        badge = "Démo jouable" if mode == "partie" else "Calculateur"
        if badge not in badges:
            badges.append(badge)
    return badges


# A snippet part placed beside the rule it illustrates starts with this marker line; the text
# before the first marker (if any) is the page's closing « ## Essayer » part.
PLACE_MARKER_RE = re.compile(r"^<!-- à placer après la section : (?P<title>.+?) -->[ \t]*$", re.M)
_HEADING_RE = re.compile(r"^(?P<hashes>#{1,6})[ \t]+(?P<title>.*?)[ \t#]*$")


def split_snippet(snippet: str) -> tuple[str, list[tuple[str, str]]]:
    """A snippet → (its closing part, [(section title, part to place after that section)])."""
    marks = list(PLACE_MARKER_RE.finditer(snippet))
    closing = snippet[: marks[0].start()] if marks else snippet
    placed = []
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(snippet)
        placed.append((m.group("title").strip(), snippet[m.end():end].strip("\n")))
    return closing.strip("\n"), placed


def _heading_key(title: str) -> str:
    """A heading as a reader reads it: Markdown escapes and emphasis gone, spaces folded."""
    title = re.sub(r"\\(.)", r"\1", title)
    title = re.sub(r"[*_`]", "", title)
    return " ".join(unicodedata.normalize("NFC", title).split()).casefold()


# Fallback when a snippet's section is gone from the page (renamed, merged, split or removed on
# the wiki): the section whose title is most similar, if similar enough, else a section of its own.
SIMILAR_ENOUGH = 0.6
CONTAINED_SIMILARITY = 0.9


def _title_words(title: str) -> str:
    """A title normalised for comparison: as read (`_heading_key`), accents and punctuation gone."""
    base = unicodedata.normalize("NFKD", _heading_key(title))
    base = "".join(c for c in base if not unicodedata.combining(c))
    return " ".join(re.sub(r"[^\w]+", " ", base).split())


def title_similarity(a: str, b: str) -> float:
    """How alike two section titles are, from 0 to 1: `difflib.SequenceMatcher.ratio()` over the
    normalised titles (`_title_words`: case, accents, punctuation and spacing ignored), raised to
    `CONTAINED_SIMILARITY` when all the words of one title stand, in order and side by side, in
    the other: a title lengthened or shortened (« Le Panda » → « Le Panda (révisé) », « 1) Dé météo
    (non choisi…) » → « 1) Dé météo »), merged (« Le Jardinier et le Panda ») or split (« Le Panda :
    déplacement »), the commonest edits on the wiki."""
    x, y = _title_words(a), _title_words(b)
    if not x or not y:
        return 0.0
    if x == y:
        return 1.0
    score = difflib.SequenceMatcher(None, x, y).ratio()
    short, long_ = sorted((x, y), key=len)
    if f" {short} " in f" {long_} ":
        score = max(score, CONTAINED_SIMILARITY)
    return score


def _headings(lines: list[str]) -> list[tuple[int, int, str, str]]:
    """(line index, level, key, title) of every Markdown heading outside fenced code."""
    headings = []
    fence = None
    for i, line in enumerate(lines):
        stripped = line.lstrip()
        if stripped.startswith(("```", "~~~")):
            mark = stripped[:3]
            fence = None if fence == mark else (fence or mark)
            continue
        m = None if fence else _HEADING_RE.match(line)
        if m:
            headings.append((i, len(m.group("hashes")), _heading_key(m.group("title")), m.group("title")))
    return headings


def place_parts(markdown: str, placed: list[tuple[str, str]], where: str,
                warnings: list[str] | None = None) -> str:
    """Insert each part at the end of its section (before the next heading of the same or a
    higher level), outside fenced code.

    A section the page no longer has (its title changed, or it was merged, split or removed on
    the wiki) never stops the import, and no example is lost: the part goes at the end of the
    section whose title is most similar (`title_similarity` at least `SIMILAR_ENOUGH`; the first
    such section on a tie), else into a section of its own, « Essayer : <title> », at the end of
    the rules. Each fallback is a French warning (appended to `warnings`) naming the snippet file
    and the line to update."""
    warnings = [] if warnings is None else warnings
    lines = markdown.split("\n")
    headings = _headings(lines)
    inserts: dict[int, list[str]] = {}
    orphans: list[tuple[str, str]] = []
    for title, part in placed:
        key = _heading_key(title)
        found = [h for h in headings if h[2] == key]
        marker = f"« <!-- à placer après la section : {title} --> »"
        if not found:
            scored = [(title_similarity(title, h[3]), -k, h) for k, h in enumerate(headings)]
            best = max(scored, default=None)
            if best is not None and best[0] >= SIMILAR_ENOUGH:
                h = best[2]
                found = [h]
                score = f"{best[0]:.2f}".replace(".", ",")
                warnings.append(f"{where} : section « {title} » introuvable dans la page (titre changé ou "
                                f"retiré sur le wiki) ; l'exemple est placé à la fin de la section au titre le "
                                f"plus proche, « {_heading_key_display(h[3])} » (similarité {score}). À mettre "
                                f"à jour : la ligne {marker} de {where}, avec le titre de la section que "
                                "l'exemple illustre")
            else:
                known = " ; ".join(f"« {_heading_key_display(h[3])} »" for h in headings) or "aucune"
                orphans.append((title, part))
                warnings.append(f"{where} : section « {title} » introuvable dans la page (titre changé ou "
                                f"retiré sur le wiki) et aucun titre ne lui ressemble ; l'exemple est placé "
                                f"dans sa propre section « Essayer : {title} » à la fin des règles. À mettre à "
                                f"jour : la ligne {marker} de {where}, avec le titre d'une section de la page "
                                f"({known})")
                continue
        at, level = found[0][0], found[0][1]
        end = next((h[0] for h in headings if h[0] > at and h[1] <= level), len(lines))
        inserts.setdefault(end, []).append(part)
    for title, part in orphans:
        inserts.setdefault(len(lines), []).append(f"## Essayer : {md_text(title)}\n\n{part}")
    for end in sorted(inserts, reverse=True):
        block = []
        for part in inserts[end]:
            block += ["", part, ""]
        while end > 0 and not lines[end - 1].strip():
            end -= 1
        lines[end:end] = block
    return "\n".join(lines)


def _heading_key_display(title: str) -> str:
    """A Markdown heading's title as a reader reads it (escapes and emphasis gone)."""
    title = re.sub(r"\\(.)", r"\1", title)
    return " ".join(re.sub(r"[*_`]", "", title).split())


def sort_key(name: str) -> str:
    base = unicodedata.normalize("NFKD", name.casefold())
    return "".join(c for c in base if not unicodedata.combining(c))


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.casefold())


def with_hash(text: str) -> str:
    """Fill the import_hash placeholder of `text` with the hash of `text`."""
    assert text.startswith("---\n") and HASH_PLACEHOLDER in text.partition("\n---\n")[0]
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    return text.replace(HASH_PLACEHOLDER, "sha256-" + digest, 1)


def recorded_hash(text: str) -> str | None:
    m = _HASH_LINE_RE.search(text.split("\n---\n", 1)[0] if text.startswith("---\n") else "")
    return m.group(1) if m else None


def is_untouched(text: str) -> bool:
    """True when `text` is exactly what an import wrote (its own hash matches)."""
    h = recorded_hash(text)
    if h is None:
        return False
    head, sep, rest = text.partition("\n---\n")
    unhashed = _HASH_LINE_RE.sub("import_hash: " + HASH_PLACEHOLDER, head, count=1) + sep + rest
    return "sha256-" + hashlib.sha256(unhashed.encode("utf-8")).hexdigest() == h


def front_matter(data: dict) -> str:
    return "---\n" + yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=1000) + "---\n"


# --------------------------------------------------------------------------- conversion

def _convert(convert, wikitext: str, title: str, where: str, warnings: list[str]) -> str:
    try:
        result = convert(wikitext, title=title, site_links=True)
    except Exception as exc:  # the converter is another module: name the page if it fails
        raise ImportError_(f"{where} : la conversion a échoué ({type(exc).__name__}: {exc})") from exc
    warnings.extend(f"{where} : {w}" for w in result.warnings)
    return result.markdown.strip("\n")


def _english_block(markdown: str) -> str:
    """Announce and wrap English text, unless the converter already did (then keep its marking)."""
    if re.search(r'^<div lang="en"', markdown, re.M):
        return markdown
    return _EN_NOTE + f'\n\n<div lang="en" markdown="1">\n\n{markdown}\n\n</div>'


_EN_NOTE = ('!!! info "Texte original en anglais"\n'
            "    Cette page du wiki francophone est rédigée en anglais : son texte est reproduit "
            "tel quel ci-dessous.")


def _split_hypnosia(wikitext: str) -> tuple[str, str, str, str] | None:
    """'ENGLISH … FRANÇAIS …' → (en_label, english, fr_label, french), or None if not that shape."""
    m = re.match(r"\s*(ENGLISH)[ \t]*\n(.*?)\n[ \t]*(FRANÇAIS)[ \t]*\n(.*)\Z", wikitext, re.S)
    if not m:
        return None
    return m.group(1), m.group(2), m.group(3), m.group(4)


def _main_body(game: Game, page: WikiPage, convert, warnings: list[str], decisions: list[str]) -> str:
    text = page.latest.content
    where = f"« {page.title} »"
    if game.language == "en":
        decisions.append(f"{game.slug} : page en anglais, annoncée comme telle et marquée lang=\"en\"")
        return _english_block(_convert(convert, text, game.name, where, warnings))
    if game.language == "en+fr":
        parts = _split_hypnosia(text)
        if parts is None:
            raise ImportError_(f"{where} : les repères « ENGLISH » puis « FRANÇAIS » attendus sont absents")
        en_label, english, fr_label, french = parts
        decisions.append(f"{game.slug} : page en anglais puis en français ; la partie française est "
                         "placée en premier, l'anglaise ensuite, chacune sous son titre")
        fr_md = shift_headings(_convert(convert, french, game.name, where + " (partie française)",
                                        warnings))
        en_md = shift_headings(_convert(convert, english, game.name, where + " (partie anglaise)",
                                        warnings))
        return (f"## Version française ({fr_label.capitalize()})\n\n{fr_md}\n\n"
                f"## Texte original en anglais ({en_label.capitalize()})\n\n" + _english_block(en_md))
    return _convert(convert, text, game.name, where, warnings)


def _footer(game: Game, sources: list[WikiPage]) -> str:
    lines = ["---", ""]
    parts = []
    for wp in sources:
        rev = wp.latest
        revision = f"révision {rev.revid}" if rev.revid is not None else "révision"
        parts.append(
            f"page [{md_text(wp.title)}]({wiki_url(wp.title)}) du wiki francophone de Board Game "
            f"Arena, [{revision} du {fr_date(rev.timestamp)}]({revision_url(rev)}) ; "
            f"contributeurs : {', '.join(md_text(u) for u in wp.contributors)}")
    if len(parts) == 1:
        lines.append(f"Source : {parts[0]}.")
    else:
        lines.append("Sources :")
        lines.append("")
        lines.extend(f"- {p} ;" if i < len(parts) - 1 else f"- {p}." for i, p in enumerate(parts))
    lines.append("")
    lines.append("Le texte est celui des contributeurs du wiki, mis en forme pour ce site ; "
                 "la source n'indique pas de licence et ce site n'en revendique aucune.")
    return "\n".join(lines)


# --------------------------------------------------------------------------- a game page

def build_game_page(game: Game, pages: dict[str, WikiPage], convert,
                    snippets_dir: Path | None, section: str = "jeux") -> BuiltPage:
    warnings: list[str] = []
    decisions: list[str] = []
    if game.main not in pages:
        raise ImportError_(f"{game.slug} : la page « {game.main} » est absente des flux "
                           "(ou n'a que des révisions vides)")
    main = pages[game.main]
    sources = [main]
    body = _main_body(game, main, convert, warnings, decisions)

    for dup in game.duplicates:
        if dup not in pages:
            decisions.append(f"{game.slug} : doublon « {dup} » absent des flux")
            continue
        same = _words(pages[dup].latest.content) == _words(main.latest.content)
        if not same:
            raise ImportError_(f"{game.slug} : « {dup} » devait être un doublon de « {game.main} » "
                               "mais son texte diffère : à trancher à la main dans le catalogue")
        sources.append(pages[dup])
        decisions.append(f"{game.slug} : « {dup} » a les mêmes mots que « {game.main} » (seuls les "
                         "retours à la ligne diffèrent) : fusionnée, le texte de la révision la plus "
                         f"récente (« {_newer(main, pages[dup]).title} ») est gardé")

    conseils = []
    for tip in game.tips:
        if tip not in pages:
            raise ImportError_(f"{game.slug} : la page de conseils « {tip} » est absente des flux")
        sources.append(pages[tip])
        md = _convert(convert, pages[tip].latest.content, game.name, f"« {tip} »", warnings)
        conseils.append(shift_headings(md, 1))
        decisions.append(f"{game.slug} : « {tip} » rattachée comme partie « Conseils » "
                         "(titres décalés d'un niveau)")
    badges = list(game.offers)
    extra_conseils = _snippet(snippets_dir, f"{game.slug}--conseils.md")
    if extra_conseils is not None:
        conseils.append(extra_conseils.strip("\n"))
        decisions.append(f"{game.slug} : extrait de démo « {game.slug}--conseils.md » ajouté à la fin "
                         "des Conseils")
        badges += [b for b in demo_badges(extra_conseils) if b not in badges]
    demo = _snippet(snippets_dir, f"{game.slug}.md")
    placed: list[tuple[str, str]] = []
    if demo is not None:
        badges += [b for b in demo_badges(demo) if b not in badges]
        demo, placed = split_snippet(demo)
        if demo and not demo.lstrip().startswith("## Essayer"):
            warnings.append(f"{game.slug} : l'extrait de démo ne commence pas par « ## Essayer »")
        decisions.append(f"{game.slug} : extrait de démo « {game.slug}.md » inséré"
                         + (f" ({len(placed)} exemple(s) placé(s) à côté de leur section)" if placed else ""))
        demo = demo or None
    if game.language != "fr":
        badges.append("En anglais" if game.language == "en" else "Anglais et français")
    if game.new:
        badges.append(NEW_PAGE[:1].upper() + NEW_PAGE[1:])

    # Provenance: the newest revision among the sources gives the page's date.
    newest = max((wp.latest for wp in sources), key=lambda r: r.timestamp)
    authors: list[str] = []
    for wp in sources:
        authors += [u for u in wp.contributors if u not in authors]
    meta = {
        "title": game.name,
        "slug": game.slug,
        "language": game.language,
        **({"status": NEW_PAGE} if game.new else {}),
        "sources": [wp.title for wp in sources],
        "revision": main.latest.revid,
        "date": main.latest.timestamp,
        "updated": newest.timestamp,
        "authors": authors,
        "revisions": [{"title": wp.title, "revision": wp.latest.revid, "date": wp.latest.timestamp,
                       "author": wp.latest.user} for wp in sources],
        "import_hash": HASH_PLACEHOLDER,
    }
    chunks = [front_matter(meta), f"# {md_text(game.name)}"]
    if game.new:
        chunks.append(_NEW_NOTE)
    if conseils:
        body += "\n\n## Conseils\n\n" + "\n\n".join(conseils)
    placement: list[str] = []
    chunks.append(place_parts(body, placed, f"site_demos/snippets/{game.slug}.md", placement)
                  if placed else body)
    warnings += placement
    if demo is not None:
        chunks.append(demo.strip("\n"))
    chunks.append(_footer(game, sources))
    text = chunks[0] + "\n" + "\n\n".join(chunks[1:]) + "\n"
    return BuiltPage(slug=game.slug, relpath=f"{section}/{game.slug}.md", text=with_hash(text), game=game,
                     warnings=warnings, decisions=decisions, badges=tuple(badges), placement=placement)


_NEW_NOTE = ('!!! warning "Nouvelle page, à relire"\n'
             "    Cette page vient d'apparaître sur le wiki et n'a pas encore été relue pour ce site : "
             "son nom et sa présentation sont provisoires.")


def _newer(a: WikiPage, b: WikiPage) -> WikiPage:
    return a if a.latest.timestamp >= b.latest.timestamp else b


def _snippet(snippets_dir: Path | None, name: str) -> str | None:
    if snippets_dir is None:
        return None
    path = Path(snippets_dir) / name
    if not path.is_file():
        return None
    try:
        return path.read_text(encoding="utf-8").replace("\r\n", "\n")
    except OSError as exc:
        from scripts.feeds import os_error_french
        raise ImportError_(f"{path} : extrait de démo illisible ({os_error_french(exc)})") from None
    except UnicodeDecodeError as exc:
        raise ImportError_(f"{path} : extrait de démo qui n'est pas en UTF-8 (octet {exc.start})") from None


# --------------------------------------------------------------------------- the home page

INTRO = (
    "Les règles des jeux de [Board Game Arena](https://boardgamearena.com/), tirées du "
    "[wiki francophone](https://fr.doc.boardgamearena.com/) et mises en forme page par page."
)

# The gallery's filters: (id suffix, label, card class the filter keeps; None: every card).
# CSS only (site_demos/assets/demo.css, « added by i23-home-phone »): a checked radio hides the
# cards without the class, so the filter works with no script, under the site's CSP.
GALLERY_FILTERS = (
    ("tous", "Tous les jeux", None),
    ("partie", "Partie complète contre des robots", "bga-offre-partie"),
    ("calcul", "Calculateur", "bga-offre-calcul"),
    ("seul", "Jouable seul", "bga-offre-seul"),
)
# Where the build puts the card's picture (the first example's board, drawn by the game's own
# view) and its players; site_demos/hook.py fills it in (`on_post_page`).
VIGNETTE_SLOT = "<!-- bgavignette {what} {relpath} -->"


def _h(s: str) -> str:
    import html
    return html.escape(s, quote=True)


def _card(b: BuiltPage) -> str:
    offers = []
    if "Démo jouable" in b.badges:
        offers.append("bga-offre-partie")
    if "Calculateur" in b.badges:
        offers.append("bga-offre-calcul")
    href = b.relpath[:-3] + "/"  # use_directory_urls: jeux/flip-7.md → jeux/flip-7/
    shown = [("Partie complète" if x == "Démo jouable" else x) for x in b.badges]
    badges = "".join(f'<span class="bga-badge">{_h(x)}</span>' for x in shown)
    # The whole card is the link (the link's ::after covers it); the picture stays out of the
    # link: a drawn board holds buttons, which a link must not contain.
    return (f'<li class="{" ".join(["bga-fiche", *offers])}">'
            + VIGNETTE_SLOT.format(what="image", relpath=_h(b.relpath))
            + f'<h3 class="bga-fiche-nom"><a href="{_h(href)}">{_h(b.game.name)}</a></h3>'
            f'<p class="bga-fiche-texte">{_h(b.game.description)}</p>'
            + VIGNETTE_SLOT.format(what="joueurs", relpath=_h(b.relpath))
            + f'<p class="bga-fiche-badges">{badges}</p></li>')


def gallery(games: list[BuiltPage]) -> str:
    """The catalogue as a gallery: one card per game (picture, name, what its example offers,
    players), with a CSS-only filter. One raw HTML block (no blank line), every text escaped."""
    radios = "".join(
        f'<input type="radio" class="bga-filtre" name="bga-filtre" id="bga-filtre-{key}"'
        + (" checked" if key == "tous" else "") + f'><label for="bga-filtre-{key}">{_h(label)}</label>'
        for key, label, _ in GALLERY_FILTERS)
    cards = "\n".join(_card(b) for b in games)
    return ('<div class="bga-catalogue">\n'
            f'<fieldset class="bga-filtres"><legend>Afficher</legend>{radios}</fieldset>\n'
            '<ul class="bga-galerie">\n' + cards + "\n</ul>\n</div>")


def build_index(built: list[BuiltPage]) -> BuiltPage:
    games = sorted((b for b in built if b.game is not None), key=lambda b: sort_key(b.game.name))
    demos = [b for b in games if "Démo jouable" in b.badges or "Calculateur" in b.badges]
    lines = [f"# {md_text(SITE_NAME)}", "", INTRO, ""]
    every = ("Chaque page a" if len(demos) == len(games) else
             f"{len(demos)} page sur {len(games)} a" if len(demos) == 1 else
             f"{len(demos)} pages sur {len(games)} ont")
    offer = (f" {every} un exemple jouable : une partie complète contre des robots ou un calculateur qui "
             "applique une règle, à essayer tout de suite dans le navigateur." if demos else "")
    lines.append(f"Le site compte {len(games)} jeux.{offer} Utilisez la recherche pour trouver un mot "
                 "dans toutes les règles.")
    lines.append("")
    new = [b for b in games if b.game.new]
    if new:
        lines.append("Nouvelles pages du wiki, à relire : "
                     + ", ".join(f"[{md_text(b.game.name)}]({b.relpath})" for b in new) + ".")
        lines.append("")
    lines.append("## Catalogue des jeux")
    lines.append("")
    lines.append(gallery(games))
    lines.append("")
    lines.append("Les pages reprennent le texte des contributeurs du wiki de Board Game Arena ; "
                 "chacune indique en bas sa source, sa révision et ses auteurs.")
    meta = {"title": "Accueil", "import_hash": HASH_PLACEHOLDER}
    text = front_matter(meta) + "\n" + "\n".join(lines) + "\n"
    return BuiltPage(slug="index", relpath="index.md", text=with_hash(text), game=None)


# --------------------------------------------------------------------------- everything

@dataclass
class Build:
    pages: list[BuiltPage]              # the catalogue's pages, the new wiki pages, the home page
    decisions: list[str]
    warnings: list[str]
    unknown_titles: list[str]           # feed titles no catalogue entry uses (published as new pages)


def build_all(wiki_pages: dict[str, WikiPage], convert, snippets_dir: Path | None,
              empty_titles: list[str] = (), section: str = "jeux") -> Build:
    decisions: list[str] = []
    warnings: list[str] = []
    built = []
    derived, left_out = derive_games(wiki_pages, GAMES)
    for game in (*GAMES, *derived):
        page = build_game_page(game, wiki_pages, convert, snippets_dir, section)
        built.append(page)
        decisions += page.decisions
        warnings += page.warnings
    used = {t for g in GAMES for t in g.titles}
    for title in sorted(set(empty_titles) | set(SKIPPED_TITLES)):
        if title in SKIPPED_TITLES and (title in empty_titles or title in wiki_pages):
            decisions.append(f"« {title} » ignorée : {SKIPPED_TITLES[title]}")
        elif title not in used and title not in SKIPPED_TITLES:
            decisions.append(f"« {title} » ignorée : seules des révisions vides dans les flux")
    decisions += left_out
    unknown = sorted(t for g in derived for t in g.titles)
    for g in derived:
        titles = ", ".join(f"« {t} »" for t in g.titles)
        warnings.append(f"{titles} : nouvelle page du wiki, absente du catalogue ; publiée comme "
                        f"`{section}/{g.slug}.md` (« {g.name} ») et marquée « {NEW_PAGE} » : "
                        "écrivez son entrée dans scripts/catalogue.py (même slug) pour la relire")
    built.append(build_index(built))
    return Build(pages=built, decisions=decisions, warnings=warnings, unknown_titles=unknown)
