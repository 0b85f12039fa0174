"""The import command: 39 pages + home page, front matter, provenance, determinism, hand-edit
protection, --check, word coverage, snippets, hostile wiki text."""

from __future__ import annotations

import html
import re

import markdown
import pytest
import yaml

from import_helpers import FEEDS
from pathlib import Path

from scripts.catalogue import BY_SLUG, GAMES, Game
from scripts.feeds import latest_pages, read_feeds
from scripts.import_wiki import main
from scripts.pages import is_untouched

FIXTURES = Path(__file__).parent / "fixtures"



def run(tmp, *args, feeds=None, snippets=None):
    out = tmp / "docs" / "jeux"
    argv = [*(feeds or FEEDS), "--out", str(out), "--report", str(tmp / "rapport.md"), *args]
    return main(argv, snippets_dir=snippets or (tmp / "snippets"))


def tree(tmp):
    return {str(p.relative_to(tmp)): p.read_bytes() for p in sorted((tmp / "docs").rglob("*"))
            if p.is_file()}


def split_page(text):
    assert text.startswith("---\n")
    head, _, body = text[4:].partition("\n---\n")
    return yaml.safe_load(head), body


def headings(body):
    out, fence = [], False
    for line in body.split("\n"):
        if line.startswith("```"):
            fence = not fence
        elif not fence:
            m = re.match(r"(#{1,6}) ", line)
            if m:
                out.append((len(m.group(1)), line))
    return out


@pytest.fixture(scope="module")
def imported(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("import")
    assert run(tmp) == 0
    return tmp


# --------------------------------------------------------------------------- the pages

def test_39_pages_and_home(imported):
    files = sorted(p.name for p in (imported / "docs" / "jeux").iterdir())
    assert files == sorted(f"{g.slug}.md" for g in GAMES) and len(files) == 39
    assert (imported / "docs" / "index.md").is_file()
    fixed = {"flip-7", "kingdomino", "ninety-nine", "saint-poker", "turn-the-tide", "regicide", "red7"}
    assert fixed <= set(BY_SLUG)
    assert all(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", g.slug) for g in GAMES)


def test_one_h1_and_no_skipped_levels(imported):
    for g in GAMES:
        _, body = split_page((imported / "docs" / "jeux" / f"{g.slug}.md").read_text("utf-8"))
        hs = headings(body)
        assert [h for h in hs if h[0] == 1] == [(1, f"# {h_escape(g.name)}")], g.slug
        assert hs[0][0] == 1
        for (a, _), (b, line) in zip(hs, hs[1:]):
            assert b <= a + 1, f"{g.slug}: niveau sauté avant {line!r}"


def h_escape(name):
    return re.sub(r"([\\`*_\[\]{}#+!|~^])", r"\\\1", name)


def test_front_matter_fields(imported):
    pages = latest_pages(read_feeds(FEEDS))
    for g in GAMES:
        meta, _ = split_page((imported / "docs" / "jeux" / f"{g.slug}.md").read_text("utf-8"))
        assert meta["title"] == g.name and meta["slug"] == g.slug and meta["language"] == g.language
        assert meta["sources"] == list(g.titles)
        main_rev = pages[g.main].latest
        assert meta["revision"] == main_rev.revid and meta["date"] == main_rev.timestamp
        assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", meta["date"])
        assert set(meta["authors"]) == {u for t in g.titles for u in pages[t].contributors}
        assert [r["title"] for r in meta["revisions"]] == list(g.titles)
        assert re.fullmatch(r"sha256-[0-9a-f]{64}", meta["import_hash"])
    regicide, _ = split_page((imported / "docs" / "jeux" / "regicide.md").read_text("utf-8"))
    assert regicide["revision"] == 7058 and regicide["sources"] == ["Gamehelpregicide", "Tips regicide"]
    assert regicide["revisions"][1]["revision"] == 7939


def test_provenance_footer(imported):
    text = (imported / "docs" / "jeux" / "regicide.md").read_text("utf-8")
    assert ("page [Gamehelpregicide](https://fr.doc.boardgamearena.com/Gamehelpregicide) du wiki "
            "francophone de Board Game Arena, [révision 7058 du 18/05/2025]"
            "(https://fr.doc.boardgamearena.com/index.php?title=Gamehelpregicide&oldid=7058) ; "
            "contributeurs : Raisinatine") in text
    assert "[Tips regicide](https://fr.doc.boardgamearena.com/Tips_regicide)" in text
    lits = (imported / "docs" / "jeux" / "battle-of-lits.md").read_text("utf-8")
    assert "Source : page [Gamehelpbattleoflits]" in lits
    assert "révision du 11/02/2021" in lits and "contributeurs : Luk5, Philoupino." in lits
    for g in GAMES:
        t = (imported / "docs" / "jeux" / f"{g.slug}.md").read_text("utf-8")
        tail = t[t.rindex("\n---\n"):]
        assert "wiki francophone de Board Game Arena" in tail and "contributeurs" in tail
        assert "licence" in tail and "CC" not in tail


def test_tips_become_conseils_and_duplicates_merge(imported):
    text = (imported / "docs" / "jeux" / "kingdomino.md").read_text("utf-8")
    _, body = split_page(text)
    hs = headings(body)
    i = [h[1] for h in hs].index("## Conseils")
    # Tips headings all sit below "## Conseils".
    assert all(level >= 3 for level, _ in hs[i + 1:])
    assert "Conseils stratégiques pour les parties en duel" in body
    tichu = (imported / "docs" / "jeux" / "tichu.md").read_text("utf-8")
    meta, body = split_page(tichu)
    assert meta["sources"] == ["Gamehelptichu", "Tichu"]
    assert body.count("Card Passing To Opponents") >= 1
    assert "Texte original en anglais" in body and body.count('<div lang="en" markdown="1">') == 1
    report = (imported / "rapport.md").read_text("utf-8")
    assert "« Aide » ignorée" in report
    assert "« Tichu » a les mêmes mots que « Gamehelptichu »" in report
    assert "« Tips regicide » rattachée" in report and "« Tips kingdomino » rattachée" in report


def test_hypnosia_french_first(imported):
    body = split_page((imported / "docs" / "jeux" / "hypnosia.md").read_text("utf-8"))[1]
    fr, en = body.index("## Version française"), body.index("## Texte original en anglais")
    assert fr < en
    assert body.index("Mise en place du jeu") < en < body.index("Set up of the game")


def test_home_page_catalogue(imported):
    meta, body = split_page((imported / "docs" / "index.md").read_text("utf-8"))
    rows = [l for l in body.split("\n") if l.startswith('<li class="bga-fiche')]
    assert len(rows) == 39
    for g in GAMES:
        # one card per game: its link, its picture and players filled in by the build
        assert f'href="jeux/{g.slug}/"' in body
        assert f"<!-- bgavignette image jeux/{g.slug}.md -->" in body
        assert f"<!-- bgavignette joueurs jeux/{g.slug}.md -->" in body
    # every rule page but one has an example now: the old « Sur certaines pages » is gone
    assert "certaines pages" not in body and "Le site compte 39 jeux." in body
    # the CSS-only filter: radios in a fieldset, « Tous » checked
    assert '<input type="radio" class="bga-filtre" name="bga-filtre" id="bga-filtre-tous" checked>' in body
    for key in ("partie", "calcul", "seul"):
        assert f'<label for="bga-filtre-{key}">' in body
    # the gallery is one raw HTML block: a blank line would end it inside Markdown
    gallery = body[body.index('<div class="bga-catalogue">'):]
    assert "\n\n" not in gallery[: gallery.index("</div>")]
    assert "Les Aventuriers du Rail – Europe" in body and "Dames internationales" in body
    assert "Gamehelp" not in body and "Tips " not in body
    assert is_untouched((imported / "docs" / "index.md").read_text("utf-8"))


# --------------------------------------------------------------------------- determinism, re-import

def test_rerun_is_byte_identical(imported, tmp_path):
    before = tree(imported)
    report = (imported / "rapport.md").read_bytes()
    assert run(imported) == 0
    assert tree(imported) == before
    assert (imported / "rapport.md").read_bytes() == report
    # A fresh import elsewhere gives the same bytes too.
    assert run(tmp_path) == 0
    assert tree(tmp_path) == before


def _newer_feed(tmp, title, content, ts="2026-11-20T00:00:00Z"):
    path = tmp / f"plus-recent-{title}.txt"
    path.write_text(f"Board Game Arena - Contributions [fr]\n\n{title}\n\n{ts}\n\nNouvelle\u202f: mise à jour"
                    f"\n\n{content}", encoding="utf-8")
    return str(path)


def test_hand_edit_protection_and_updates(tmp_path, capsys):
    assert run(tmp_path) == 0
    jeux = tmp_path / "docs" / "jeux"
    edited = jeux / "taluva.md"
    hand = edited.read_text("utf-8").replace("## ", "## Édité à la main : ", 1)
    edited.write_text(hand, encoding="utf-8")
    assert not is_untouched(hand)
    # Same sources: the edited page stays, --check is still happy (edited pages are not checked).
    assert run(tmp_path, "--check") == 0
    assert run(tmp_path) == 0 and edited.read_text("utf-8") == hand
    # A newer wiki revision of Taluva and of Quatrix.
    pages = latest_pages(read_feeds(FEEDS))
    feeds = FEEDS + [_newer_feed(tmp_path, "Gamehelptaluva", pages["Gamehelptaluva"].latest.content
                                 + "\n\nPhrase ajoutée sur le wiki."),
                     _newer_feed(tmp_path, "Gamehelpquatrix", "Nouvelle règle de Quatrix.")]
    capsys.readouterr()
    assert run(tmp_path, "--check", feeds=feeds) == 1
    out = capsys.readouterr().out
    assert "quatrix.md : en retard sur les sources" in out and "taluva.md" in out
    assert "taluva.md : en retard" not in out
    assert run(tmp_path, feeds=feeds) == 0
    assert edited.read_text("utf-8") == hand  # never overwritten
    assert not (jeux / "taluva.md.nouveau").exists()
    quatrix = (jeux / "quatrix.md").read_text("utf-8")
    assert "Nouvelle règle de Quatrix." in quatrix and "Nouvelle" in split_page(quatrix)[0]["authors"]
    report = (tmp_path / "rapport.md").read_text("utf-8")
    assert "`jeux/taluva.md` : modifiée à la main, NON écrasée" in report
    # --write-beside puts the new version next to the edited page.
    assert run(tmp_path, "--write-beside", feeds=feeds) == 0
    beside = (jeux / "taluva.md.nouveau").read_text("utf-8")
    assert "Phrase ajoutée sur le wiki." in beside and is_untouched(beside)
    assert edited.read_text("utf-8") == hand
    assert run(tmp_path, "--check", feeds=feeds) == 0


def test_check_exit_codes(tmp_path, capsys):
    assert run(tmp_path, "--check") == 1  # nothing imported yet
    assert not (tmp_path / "docs").exists()  # --check writes nothing
    assert run(tmp_path) == 0
    assert run(tmp_path, "--check") == 0
    (tmp_path / "docs" / "jeux" / "mojo.md").unlink()
    capsys.readouterr()
    assert run(tmp_path, "--check") == 1
    assert "mojo.md : absente" in capsys.readouterr().out


def test_unreadable_feed_writes_nothing(tmp_path, capsys):
    bad = tmp_path / "casse.txt"
    bad.write_text("Board Game Arena - Contributions [fr]\n\nPage\n\nhier\n\nX\u202f:\n\ntexte", "utf-8")
    assert run(tmp_path, feeds=FEEDS + [str(bad)]) == 2
    err = capsys.readouterr().err
    assert "casse.txt, ligne 5" in err and "aucun fichier n'a été écrit" in err
    assert not (tmp_path / "docs").exists() and not (tmp_path / "rapport.md").exists()


def test_missing_page_is_an_error(tmp_path, capsys):
    assert run(tmp_path, feeds=FEEDS[:1]) == 2  # format A alone lacks most games
    assert "absente des flux" in capsys.readouterr().err
    assert not (tmp_path / "docs").exists()


# --------------------------------------------------------------------------- snippets

def test_snippets_inserted_and_badged(tmp_path):
    snippets = tmp_path / "snippets"
    snippets.mkdir()
    (snippets / "regicide.md").write_text(
        "## Essayer\n\nJouez une partie.\n\n```demo\njeu: regicide\nmode: partie\ngraine: 3\n```\n\n"
        "Calculez une attaque.\n\n```demo\njeu: regicide\nmode: attaque\n```\n", "utf-8")
    (snippets / "regicide--conseils.md").write_text("### Conseiller de défausse\n\nTexte.\n", "utf-8")
    assert run(tmp_path, snippets=snippets) == 0
    body = split_page((tmp_path / "docs" / "jeux" / "regicide.md").read_text("utf-8"))[1]
    c, adv, essayer, foot = (body.index("## Conseils"), body.index("### Conseiller de défausse"),
                             body.index("## Essayer"), body.rindex("\n---\n"))
    assert c < adv < essayer < foot
    assert body.index("Privilégiez les dégâts exacts") < adv  # at the end of the Conseils part
    index = (tmp_path / "docs" / "index.md").read_text("utf-8")
    row = next(l for l in index.split("\n") if 'href="jeux/regicide/"' in l)
    assert "Partie complète" in row and "Calculateur" in row
    assert row.startswith('<li class="bga-fiche bga-offre-partie bga-offre-calcul">')


# --------------------------------------------------------------------------- words and safety

def source_words(wikitext):
    """Words an author wrote, minus markup tokens (tags, entities, table/link syntax)."""
    t = re.sub(r"</?[A-Za-z][^>\n]*>", " ", wikitext)           # HTML tags
    t = re.sub(r"&[A-Za-z]+;|&#\d+;", " ", t)                   # entities
    t = re.sub(r"__[A-Z]+__", " ", t)                            # __TOC__
    t = re.sub(r"^\s*\{\|.*$|^\s*\|-.*$|^\s*\|\}.*$", " ", t, flags=re.M)  # table frame lines
    t = re.sub(r'[\w-]+="[^"\n]*"', " ", t)                      # attributes
    t = re.sub(r"\[\[(?:File|Fichier|Image|Category|Catégorie):", "[[", t, flags=re.I)
    return set(re.findall(r"[^\W_]+", t.casefold()))


def test_every_source_word_appears_in_its_page(imported):
    pages = latest_pages(read_feeds(FEEDS))
    for g in GAMES:
        page = html.unescape((imported / "docs" / "jeux" / f"{g.slug}.md").read_text("utf-8"))
        page = page.replace("\\", "")
        have = set(re.findall(r"[^\W_]+", page.casefold()))
        for title in (g.main, *g.tips):
            missing = source_words(pages[title].latest.content) - have
            assert not missing, f"{g.slug} ({title}) : mots perdus {sorted(missing)[:20]}"


HOSTILE = """== Titre <script>alert('t')</script> ==
Bonjour <script>alert(1)</script> et <img src=x onerror="alert(2)">
<a href="javascript:alert(3)">lien</a> [javascript:alert(4) clic] [[File:x.png|<svg onload=alert(5)>]]
<iframe src="https://evil.example/"></iframe> &lt;script&gt;alert(6)&lt;/script&gt;
[x](javascript:alert(7)) <div style="background:url(javascript:alert(8))" onclick="alert(9)">d</div>
<style>body{display:none}</style> data:text/html;base64,PHNjcmlwdD4= {{Modèle|<b onmouseover=alert(10)>}}"""


def test_hostile_wiki_text_stays_inert(tmp_path):
    feed = tmp_path / "hostile.txt"
    feed.write_text("Board Game Arena - Contributions [fr]\n\nTips mojo\n\n2026-11-20T00:00:00Z\n\n"
                    "<img src=x onerror=alert(11)>\u202f: <script>alert(12)</script>\n\n" + HOSTILE,
                    encoding="utf-8")
    assert run(tmp_path, feeds=FEEDS + [str(feed)]) == 0
    page = (tmp_path / "docs" / "jeux" / "mojo.md").read_text("utf-8")
    meta, body = split_page(page)
    assert meta["authors"][-1] == "<img src=x onerror=alert(11)>"  # data, in YAML: fine
    out = markdown.markdown(body, extensions=["tables", "admonition", "attr_list", "md_in_html",
                                              "def_list", "pymdownx.superfences", "pymdownx.tilde",
                                              "pymdownx.caret", "pymdownx.betterem", "toc"])
    low = out.lower()
    tags = re.findall(r"<([a-z][a-z0-9]*)([^>]*)>", low)
    for name, attrs in tags:
        assert name not in {"script", "iframe", "img", "svg", "style", "object", "embed"}, name
        assert not re.search(r"\bon[a-z]+\s*=", attrs), (name, attrs)
        for url in re.findall(r'(?:href|src)="([^"]*)"', attrs):
            assert not re.match(r"\s*(javascript|data|vbscript):", url), url
    assert "alert(1)" in html.unescape(out)  # kept visibly as text, not dropped


# --------------------------------------------------------------------------- damaged input (issue 8)

def _damaged(tmp, kind):
    """A copy of a source feed damaged in one way; returns (path, expected words in the error)."""
    text = open(FEEDS[4], encoding="utf-8").read()
    path = tmp / f"004-{kind}.txt"
    if kind == "date-impossible":
        path.write_text(text.replace("2026-05-30T12:47:21Z", "2026-13-45T25:61:61Z", 1), "utf-8")
        return path, ["ligne 5", "date impossible"]
    if kind == "date-future":
        path.write_text(text.replace("2026-05-30T12:47:21Z", "2099-05-30T12:47:21Z", 1), "utf-8")
        return path, ["ligne 5", "futur"]
    if kind == "coupé":
        path.write_text(text[:text.rindex("\n") + 1], "utf-8")
        return path, [f"ligne {text.count(chr(10)) + 1}", "coupé", "Gamehelphypnosia"]
    if kind == "nul":
        path.write_text(text.replace("But du jeu", "But\x00du jeu", 1), "utf-8")
        return path, ["ligne 9, colonne 7", "NUL"]
    if kind == "latin1":
        path.write_bytes(text.encode("utf-8").replace("immédiate".encode(), "immédiate".encode("latin-1"), 1))
        return path, ["ligne 9", "UTF-8"]
    if kind == "absent":
        return path, ["introuvable"]
    raise AssertionError(kind)


@pytest.mark.parametrize("kind", ["date-impossible", "date-future", "coupé", "nul", "latin1", "absent"])
def test_damaged_feed_stops_the_import_and_changes_nothing(tmp_path, capsys, kind):
    assert run(tmp_path) == 0
    before = tree(tmp_path)
    report = (tmp_path / "rapport.md").read_bytes()
    bad, expected = _damaged(tmp_path, kind)
    capsys.readouterr()
    assert run(tmp_path, feeds=FEEDS[:4] + [str(bad)]) == 2
    err = capsys.readouterr().err
    assert f"{bad}" in err and "aucun fichier n'a été écrit" in err
    for word in expected:
        assert word in err, (word, err)
    assert not re.search(r"Traceback|Error\b|No such|denied|codec", err), err
    assert tree(tmp_path) == before and (tmp_path / "rapport.md").read_bytes() == report


def test_write_failure_leaves_every_file_as_it_was(tmp_path, capsys):
    """The report cannot be written (a folder has its name): no page is written either."""
    (tmp_path / "rapport.md").mkdir()
    assert run(tmp_path) == 2
    err = capsys.readouterr().err
    assert "rapport.md" in err and "dossier" in err and "aucun fichier n'a été modifié" in err
    assert not (tmp_path / "docs").exists()
    # The output folder lies under a file: French message naming it, nothing written.
    blocker = tmp_path / "fichier"
    blocker.write_text("x", "utf-8")
    argv = [*FEEDS, "--out", str(blocker / "jeux"), "--report", "-"]
    assert main(argv, snippets_dir=tmp_path / "snippets") == 2
    err = capsys.readouterr().err
    assert "fichier" in err and "pas un dossier" in err and "Traceback" not in err
    assert not list(tmp_path.glob("**/.*.tmp"))


def test_unreadable_existing_page_is_reported_in_french(tmp_path, capsys):
    assert run(tmp_path) == 0
    page = tmp_path / "docs" / "jeux" / "mojo.md"
    page.write_bytes(page.read_bytes() + "é".encode("latin-1"))
    before = tree(tmp_path)
    capsys.readouterr()
    assert run(tmp_path) == 2
    err = capsys.readouterr().err
    assert "mojo.md" in err and "UTF-8" in err and "codec" not in err
    assert tree(tmp_path) == before


# --------------------------------------------------------------------------- pages the wiki adds (issue 7)

NEW_FEED = str(FIXTURES / "nouvelles-pages.txt")


@pytest.fixture(scope="module")
def with_new(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("nouvelles")
    assert run(tmp, feeds=FEEDS + [NEW_FEED]) == 0
    return tmp


def test_new_wiki_page_is_published_for_review(with_new, imported):
    jeux = with_new / "docs" / "jeux"
    meta, body = split_page((jeux / "foobar.md").read_text("utf-8"))
    assert meta["title"] == "Foobar" and meta["slug"] == "foobar"
    assert meta["status"] == "nouvelle page, à relire"
    assert meta["sources"] == ["Gamehelpfoobar", "Tips foobar"]
    assert meta["date"] == "2026-11-20T10:00:00Z" and meta["authors"] == ["Nouvelle"]
    assert [h for h in headings(body) if h[0] == 1] == [(1, "# Foobar")]
    assert '!!! warning "Nouvelle page, à relire"' in body
    assert "plus longue" in body and "## Conseils" in body and "carte de réserve" in body
    assert body.index("## Conseils") < body.index("carte de réserve")
    # A tips page whose game is already in the catalogue: a page of its own, named apart.
    meta, body = split_page((jeux / "taluva-conseils.md").read_text("utf-8"))
    assert meta["title"] == "Taluva (conseils)" and meta["status"] == "nouvelle page, à relire"
    # A user page is not a game.
    assert sorted(p.name for p in jeux.iterdir()) == sorted(
        [f"{g.slug}.md" for g in GAMES] + ["foobar.md", "taluva-conseils.md"])
    # Every catalogue page is exactly what the import without the new feed wrote.
    for g in GAMES:
        assert (jeux / f"{g.slug}.md").read_bytes() == \
               (imported / "docs" / "jeux" / f"{g.slug}.md").read_bytes(), g.slug
    assert "status" not in split_page((jeux / "taluva.md").read_text("utf-8"))[0]


def test_new_wiki_page_in_the_home_page_and_report(with_new):
    _, body = split_page((with_new / "docs" / "index.md").read_text("utf-8"))
    row = next(l for l in body.split("\n") if 'href="jeux/foobar/">Foobar<' in l)
    assert "Nouvelle page, à relire" in row and "provisoires" in row
    assert "Nouvelles pages du wiki, à relire : [Foobar](jeux/foobar.md), " \
           "[Taluva (conseils)](jeux/taluva-conseils.md)." in body
    assert "Le site compte 41 jeux" in body
    taluva = next(l for l in body.split("\n") if 'href="jeux/taluva/">Taluva<' in l)
    assert "relire" not in taluva
    report = (with_new / "rapport.md").read_text("utf-8")
    assert "« Gamehelpfoobar », « Tips foobar » : nouvelle page du wiki" in report
    assert "`jeux/foobar.md` (« Foobar »)" in report and "scripts/catalogue.py" in report
    assert "« Utilisateur:Nouvelle » ignorée : page de l'espace de noms « Utilisateur »" in report
    assert "non publiée" not in report


def test_new_wiki_page_reimport_and_hand_edits(with_new, tmp_path):
    before = tree(with_new)
    assert run(with_new, feeds=FEEDS + [NEW_FEED]) == 0
    assert tree(with_new) == before
    # Hand-edited, it is never overwritten, like any page.
    page = with_new / "docs" / "jeux" / "foobar.md"
    hand = page.read_text("utf-8").replace("plus longue", "plus belle")
    page.write_text(hand, "utf-8")
    newer = _newer_feed(tmp_path, "Gamehelpfoobar", "Règle changée sur le wiki.", "2026-11-21T00:00:00Z")
    assert run(with_new, feeds=FEEDS + [NEW_FEED, newer]) == 0
    assert page.read_text("utf-8") == hand
    assert "`jeux/foobar.md` : modifiée à la main, NON écrasée" in (with_new / "rapport.md").read_text("utf-8")


def test_catalogue_entry_ends_the_review_mark(tmp_path, monkeypatch):
    assert run(tmp_path, feeds=FEEDS + [NEW_FEED]) == 0
    import scripts.pages as pages_mod
    entry = Game("foobar", "Foo Bar", "Gamehelpfoobar", "Des chaînes de foobars.", ("Règles", "Conseils"),
                 tips=("Tips foobar",))
    monkeypatch.setattr(pages_mod, "GAMES", GAMES + (entry,))
    assert run(tmp_path, feeds=FEEDS + [NEW_FEED]) == 0
    meta, body = split_page((tmp_path / "docs" / "jeux" / "foobar.md").read_text("utf-8"))
    assert meta["title"] == "Foo Bar" and "status" not in meta and "Nouvelle page" not in body
    index = (tmp_path / "docs" / "index.md").read_text("utf-8")
    assert ('<a href="jeux/foobar/">Foo Bar</a></h3><p class="bga-fiche-texte">Des chaînes de foobars.</p>'
            in index)
    assert ">Foobar<" not in index and "[Foobar]" not in index
    assert "[Taluva (conseils)](jeux/taluva-conseils.md)" in index


def test_skipped_and_empty_titles_stay_unpublished(tmp_path):
    feed = tmp_path / "aide.txt"
    feed.write_text("Board Game Arena - Contributions [fr]\n\nAide\n\n2026-11-20T00:00:00Z\n\nX\u202f: "
                    "texte\n\nUne page d'aide.\n\nGamehelpvide\n\n2026-11-20T00:00:00Z\n\nX\u202f: vidée",
                    encoding="utf-8")
    assert run(tmp_path, feeds=FEEDS + [str(feed)]) == 0
    names = {p.name for p in (tmp_path / "docs" / "jeux").iterdir()}
    assert names == {f"{g.slug}.md" for g in GAMES}
    report = (tmp_path / "rapport.md").read_text("utf-8")
    assert "« Aide » ignorée" in report and "« Gamehelpvide » ignorée" in report


def test_new_page_with_hostile_title_stays_inert(tmp_path):
    feed = tmp_path / "hostile-titre.txt"
    title = "Gamehelp<img src=x onerror=alert(1)>[lien](javascript:alert(2))"
    feed.write_text(f"Board Game Arena - Contributions [fr]\n\n{title}\n\n2026-11-20T00:00:00Z\n\n"
                    "X\u202f: t\n\nTexte.", encoding="utf-8")
    assert run(tmp_path, feeds=FEEDS + [str(feed)]) == 0
    (page,) = [p for p in (tmp_path / "docs" / "jeux").iterdir() if p.name.startswith("img")]
    assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*\.md", page.name)
    for path in (page, tmp_path / "docs" / "index.md"):
        out = markdown.markdown(split_page(path.read_text("utf-8"))[1], extensions=["tables", "admonition"])
        assert "<img" not in out and 'href="javascript' not in out
        assert "onerror=alert(1)" in html.unescape(out)


def test_command_line_errors_are_french(capsys):
    with pytest.raises(SystemExit) as info:
        main(["--option-inconnue"])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "utilisation :" in err and "arguments non reconnus : --option-inconnue" in err
    assert "usage" not in err and "unrecognized" not in err
