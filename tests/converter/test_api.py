"""The public interface others code against, and structure_defects on foreign Markdown."""
from __future__ import annotations

from scripts.wikitext import Conversion, convert, detect_language, structure_defects


def test_conversion_fields():
    c = convert("== Titre ==\nTexte.", title="Gamehelpx")
    assert isinstance(c, Conversion)
    assert c.markdown == "## Titre\n\nTexte.\n"
    assert c.warnings == []


def test_warnings_are_french_and_name_the_page():
    c = convert("[[File:a.png]]", title="Gamehelptaluva")
    assert c.warnings == ["Gamehelptaluva : Image absente des sources, remplacée par une mention : a.png"]


def test_link_map_turns_internal_links_into_links():
    c = convert("Voir [[Gamehelpkingdomino|Kingdomino]] et [[Tips_x]].",
                links={"Gamehelpkingdomino": "kingdomino.md"})
    assert c.markdown == "Voir [Kingdomino](kingdomino.md) et Tips\\_x.\n"


def test_empty_page():
    assert convert("").markdown.strip() == ""


def test_detect_language():
    assert detect_language("When passing two cards to the player on the right, pass the higher one.") == "en"
    assert detect_language("Le joueur pioche une carte et la pose devant lui.") == "fr"


def test_structure_defects_counts_pandoc_style_markdown():
    md = "\n".join([
        "## Intro",          # no H1 at all
        "#### Sous",          # skips H3
        "- • double",         # bullet + typed bullet
        "- - double aussi",
        "\\- faux élément",   # escaped dash paragraph
        "• faux",
        "► faux",
        "▬ faux",
        "```",
        "• dans du code : ignoré",
        "```",
        "- –1 point",         # a minus sign, not a bullet
    ])
    assert structure_defects(md) == {"double_bullets": 2, "fake_list_paragraphs": 4,
                                     "skipped_heading_levels": 1, "h1_count_not_one": 1}
    assert structure_defects("# Un\n\n## Deux\n\n### Trois\n\n- a\n    - b\n") == {
        "double_bullets": 0, "fake_list_paragraphs": 0,
        "skipped_heading_levels": 0, "h1_count_not_one": 0}
    assert structure_defects("# A\n\n# B\n")["h1_count_not_one"] == 1


def test_site_links_follow_the_catalogue():
    """Titles the site publishes link to their page (tips to the game's Conseils part,
    sections to their anchor); other internal links stay text."""
    c = convert("[[Gamehelptichu]], [[Tips_regicide|conseils]], [[Tichu]], "
                "[[Gamehelpflipseven#Fin de la partie|fin]] et [[Gamehelpcheckers]].",
                site_links=True)
    assert c.markdown == ("[Gamehelptichu](tichu.md), [conseils](regicide.md#conseils), "
                          "[Tichu](tichu.md), [fin](flip-7.md#fin-de-la-partie) et Gamehelpcheckers.\n")
    assert c.warnings == ["Lien interne vers une page absente du site, gardé en texte : Gamehelpcheckers"]
    assert convert("[[Gamehelptichu]]").markdown == "Gamehelptichu\n"  # off by default
