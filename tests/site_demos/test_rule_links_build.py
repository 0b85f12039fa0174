"""The build checks the rule links: every section a demo's refusals point at
(`rule_sections` of its game and mode) is a heading of the page showing it (issue 14).

When the wiki has renamed or removed one (issue 22), the strict build still passes: the refusal
links to the nearest existing heading (an anchor with the old id is put just before it) and a
French warning naming `docs/<file>:<line>` of the demo block is logged at INFO level (a WARNING
record would fail `mkdocs build --strict`).

One strict build serves every test: small pages, one per case, and the issue's two pages, real
newest revisions from sources/ edited as the issue says and imported with the project's
snippets."""

import glob
import logging
import re

import pytest

from test_demo_hook import ROOT, load_hook, make_site

# One xdist group: its one build (a module fixture) is made on one worker, not once per worker.
pytestmark = pytest.mark.xdist_group("liens-construit")

BLOCK = ["```demo", "jeu: flip7", "graine: 3", "```"]
RULES = ("cartes-action-9", "seconde-chance-second-chance-3-cartes")  # flip7 / partie's rule_sections

PAGES = {
    "intacte.md": ["# Flip 7", "", "## Cartes Action (9)", "", "### Seconde chance ! (Second chance !) 3 cartes",
                   "", "Texte.", ""] + BLOCK,
    "renomme.md": ["# Flip 7", "", "## Cartes Action", "", "Texte.", "",
                   "### Seconde chance ! (Second chance !) 3 cartes", "", "Texte.", ""] + BLOCK,  # demo: line 11
    "paragraphe.md": ["# Flip 7", "", "## Règles additionnelles", "", "Texte.", "",
                      "Cartes Action (9) : les 9 cartes Action peuvent être jouées.", "",
                      "Seconde chance ! (Second chance !) 3 cartes : conservez cette carte.", "",
                      "## Fin de partie", "", "Texte.", ""] + BLOCK,
    "fusion.md": ["# Flip 7", "", "## Cartes Action et Modificateur", "", "Texte.", "",
                  "### Seconde chance ! (Second chance !) 3 cartes : garder", "", "Texte.", "",
                  "### Seconde chance ! (Second chance !) 3 cartes : défausser", "", "Texte.", ""] + BLOCK,
    "rien.md": ["# Flip 7", "", "## Préparation", "", "Texte.", "", "## Essayer", ""] + BLOCK
               + ["", "## Crédits", "", "Texte."],
    "sans-titre.md": ["Texte.", ""] + BLOCK,
}

FLIP7_EDITS = (("==Cartes Action (9)==\n", "Cartes Action (9) : "),
               ("===Gel ! (Freeze !) 3 cartes===\n", "Gel ! (Freeze !) 3 cartes : "),
               ("===Trois coups ! (FlipThree !) 3 cartes===\n", "Trois coups ! (FlipThree !) 3 cartes : "),
               ("===Seconde chance ! (Second chance !) 3 cartes===\n",
                "Seconde chance ! (Second chance !) 3 cartes : "))
TAKENOKO_EDITS = (("===Le Panda===", "== Le Panda (révisé) =="),
                  ("==1) Dé météo (non choisi, toujours par hasard)==", "==1) Dé météo=="))


class Records(logging.Handler):
    def __init__(self):
        super().__init__(logging.DEBUG)
        self.records = []

    def emit(self, record):
        self.records.append(record)


def newer_revision(tmp, title, edits):
    from scripts.feeds import latest_pages, read_feeds
    feeds = sorted(glob.glob(str(ROOT / "sources" / "*.txt")))
    text = latest_pages(read_feeds(feeds))[title].latest.content
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new)
    feed = tmp / f"plus-recent-{title}.txt"
    feed.write_text(f"Board Game Arena - Contributions [fr]\n\n{title}\n\n2026-11-20T00:00:00Z\n\n"
                    f"Auteur\u202f: titres revus\n\n{text}", encoding="utf-8")
    return str(feed)


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The issue's two revisions imported (the import goes through), then one strict build."""
    from scripts.import_wiki import main
    tmp = tmp_path_factory.mktemp("liens")
    feeds = sorted(glob.glob(str(ROOT / "sources" / "*.txt")))
    out = tmp / "import" / "jeux"
    assert main([*feeds, newer_revision(tmp, "Gamehelpflipseven", FLIP7_EDITS),
                 newer_revision(tmp, "Gamehelptakenoko", TAKENOKO_EDITS), "--out", str(out), "--report", "-"]) == 0
    pages = {name: "\n".join(lines) for name, lines in PAGES.items()}
    for slug in ("flip-7", "takenoko"):
        pages[f"{slug}.md"] = (out / f"{slug}.md").read_text(encoding="utf-8")
    handler = Records()
    logger = logging.getLogger("mkdocs")
    logger.addHandler(handler)
    old_level = logger.level
    logger.setLevel(logging.INFO)
    try:
        (tmp / "site").mkdir()
        built = make_site(tmp / "site", pages)  # strict: true, as the project's build
    finally:
        logger.removeHandler(handler)
        logger.setLevel(old_level)
    return built, pages, handler.records


def page(site, name):
    built, pages, records = site
    html = (built / name.removesuffix(".md") / "index.html").read_text(encoding="utf-8")
    notes = [r for r in records if r.getMessage().startswith(f"docs/{name}:") and "renvoient à la section" in r.getMessage()]
    assert all(r.levelno == logging.INFO for r in notes)
    assert html.count('class="bga-demo"') == pages[name].count("```demo")  # every example built
    return html, [r.getMessage() for r in notes]


def lands_on(html, section):
    """The heading a link to #section reaches: the one right after the element holding that id."""
    m = re.search(r'<span id="' + section + r'" class="bga-rule-anchor"></span>'
                  r'(?:<span id="[^"]+" class="bga-rule-anchor"></span>)*<h[1-6][^>]*id="([^"]+)"', html)
    if m:
        return m.group(1)
    return "titre lui-même" if re.search(r'<h[1-6][^>]*id="' + section + '"', html) else None


def test_no_warning_is_a_strict_failure(site):
    """The build passed with strict: true, and no WARNING was logged."""
    assert not [r for r in site[2] if r.levelno >= logging.WARNING]


def test_the_page_headings_satisfy_the_rule_links(site):
    html, notes = page(site, "intacte.md")
    assert 'id="cartes-action-9"' in html and 'id="seconde-chance-second-chance-3-cartes"' in html
    assert "bga-rule-anchor" not in html and not notes


def test_a_renamed_heading_links_to_the_most_similar_title(site):
    html, notes = page(site, "renomme.md")
    assert lands_on(html, "cartes-action-9") == "cartes-action"
    [note] = notes
    assert note.startswith("docs/renomme.md:11: avertissement : les refus de « flip7 / partie » renvoient à la "
                           "section #cartes-action-9, absente des titres de cette page")
    assert "le lien mène au titre « Cartes Action » (#cartes-action, titre le plus proche" in note
    assert "À mettre à jour : le titre de la section dans la page" in note and "engine/games/flip7/" in note


def test_a_heading_rewritten_as_a_paragraph_links_to_the_section_holding_its_words(site):
    html, notes = page(site, "paragraphe.md")
    for section in RULES:
        assert lands_on(html, section) == "regles-additionnelles"
    assert len(notes) == 2 and all("section qui contient les mots du titre disparu" in n for n in notes)


def test_merged_and_split_headings_take_the_links(site):
    html, notes = page(site, "fusion.md")
    assert lands_on(html, "cartes-action-9") == "cartes-action-et-modificateur"  # merged: 0.64 similar
    assert lands_on(html, RULES[1]) == "seconde-chance-second-chance-3-cartes-garder"  # split: the first part
    assert len(notes) == 2


def test_with_nothing_alike_the_link_goes_to_the_heading_above_the_demo(site):
    html, notes = page(site, "rien.md")
    for section in RULES:
        assert lands_on(html, section) == "essayer"
    assert all("titre sous lequel se trouve l'exemple" in n for n in notes)


def test_a_page_with_no_heading_still_links_somewhere(site):
    html, notes = page(site, "sans-titre.md")
    for section in RULES:
        assert f'<span id="{section}" class="bga-rule-anchor"></span>' in html
    assert len(notes) == 2


def test_the_issues_flip7_revision_imports_and_builds_strictly(site):
    """The issue's case: a newer Flip 7 revision (the real newest one from sources/) rewrites its
    « Cartes Action » part as plain paragraphs, the titles opening them. The import goes through
    and the strict build passes, each refusal linking to an existing heading."""
    html, notes = page(site, "flip-7.md")
    assert "## Cartes Action" not in site[1]["flip-7.md"]
    assert "Cartes Action (9) : Les 9 cartes Action" in site[1]["flip-7.md"]
    for section in RULES:
        assert lands_on(html, section) == "regles-additionnelles"
    assert len(notes) == 2


def test_the_issues_takenoko_revision_imports_and_builds_strictly(site):
    """The issue's other case: « == Le Panda == » → « == Le Panda (révisé) == » (and the weather
    die's heading shortened). Refusal links follow the renamed headings."""
    from engine.games.takenoko import rules
    html, notes = page(site, "takenoko.md")
    assert lands_on(html, rules.S_PANDA) == "le-panda-revise"
    assert lands_on(html, rules.S_DIE) == "1-de-meteo"
    assert lands_on(html, rules.S_GARDENER) == "titre lui-même"  # untouched
    assert len(notes) == 2 and all("titre qui reprend les mots du titre disparu" in n for n in notes)


def test_nearest_heading_order():
    """Similar id first (0.8), then an id holding the old words, then the section holding the
    words, then a similar id (0.6), then the heading above the demo, then the first heading."""
    from markdown.extensions.toc import slugify
    hook = load_hook()
    html = ('<h1 id="t">T</h1><p>x</p><h2 id="a">A</h2><p>Cartes Action (9) : texte</p>'
            '<h2 id="cartes-actions">Cartes actions</h2><p>y</p><h2 id="b">B</h2><p><!-- slot --></p>')
    ids = {"t", "a", "cartes-actions", "b"}
    assert hook.nearest_heading("cartes-action-9", html, ids, slugify)[0] == "cartes-actions"  # 0.86
    assert hook.nearest_heading("cartes-action-9", html, ids - {"cartes-actions"}, slugify)[0] == "a"
    assert hook.nearest_heading("b-c", html, ids, slugify)[0] == "b"  # "b" is held in "b-c"
    assert hook.nearest_heading("zzz", html, ids, slugify, html.index("<!-- slot"))[0] == "b"
    assert hook.nearest_heading("zzz", html, ids, slugify)[0] == "t"
    assert hook.nearest_heading("zzz", "<p>rien</p>", set(), slugify)[0] is None
