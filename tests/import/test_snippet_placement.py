"""Demo snippets placed beside the rule they illustrate (scripts/pages.py):
a part that starts with « <!-- à placer après la section : Titre --> » goes at
the end of that section of the converted page; the rest closes the page."""

import pytest

from scripts.pages import ImportError_, place_parts, split_snippet

PAGE = """## Mise en place

Texte de mise en place.

## Tour de jeu

Texte du tour.

### Attaquer

Texte d'attaque.

```
## pas un titre
```

## **Fin** de la partie

Texte de fin.
"""


def test_split_keeps_the_closing_part_and_each_placed_part():
    closing, placed = split_snippet(
        "## Essayer\n\nJouez.\n\n<!-- à placer après la section : Tour de jeu -->\nA\n\n"
        "<!-- à placer après la section : Fin de la partie -->\nB\n")
    assert closing == "## Essayer\n\nJouez."
    assert placed == [("Tour de jeu", "A"), ("Fin de la partie", "B")]
    assert split_snippet("<!-- à placer après la section : X -->\nA") == ("", [("X", "A")])


def test_part_goes_at_the_end_of_its_section_subsections_included():
    out = place_parts(PAGE, [("Tour de jeu", "DEMO")], "x.md")
    assert out.index("Texte d'attaque.") < out.index("DEMO") < out.index("## **Fin** de la partie")
    assert "```\n\nDEMO" in out


def test_titles_match_as_read_and_code_is_not_a_heading():
    out = place_parts(PAGE, [("Fin de la partie", "DEMO")], "x.md")
    assert out.rstrip().endswith("DEMO")
    warnings = []
    out = place_parts(PAGE, [("pas un titre", "X")], "site_demos/snippets/x.md", warnings)
    assert out.index("```\n## pas un titre\n```") < out.index("## Essayer : pas un titre\n\nX")
    [message] = warnings
    assert message.startswith("site_demos/snippets/x.md : section « pas un titre » introuvable")
    assert "« Mise en place »" in message and "« Attaquer »" in message


def test_two_parts_after_one_section_keep_their_order():
    out = place_parts(PAGE, [("Mise en place", "UN"), ("Mise en place", "DEUX")], "x.md")
    assert out.index("Texte de mise en place.") < out.index("UN") < out.index("DEUX") < out.index("## Tour")


def test_import_places_a_demo_beside_its_rule(tmp_path):
    from test_import import run, split_page
    snippets = tmp_path / "snippets"
    snippets.mkdir()
    (snippets / "regicide.md").write_text(
        "## Essayer\n\nJouez une partie.\n\n```demo\njeu: regicide\n```\n\n"
        "<!-- à placer après la section : Déroulement d'un tour -->\n"
        "Essayez une attaque :\n\n```demo\njeu: regicide\nmode: attaque\n```\n", "utf-8")
    assert run(tmp_path, snippets=snippets) == 0
    body = split_page((tmp_path / "docs" / "jeux" / "regicide.md").read_text("utf-8"))[1]
    assert (body.index("### Par contre si l'ennemi est encore en vie")
            < body.index("Essayez une attaque") < body.index("## Cas spécial : jouer un Joker"))
    assert body.index("## Essayer") > body.index("## Conseils")
    assert "<!--" not in body


def test_import_places_a_snippet_aimed_at_a_missing_section_and_warns(tmp_path, capsys):
    """Issue 22: a section gone from the wiki never stops the import; the example gets a section
    of its own at the end of the rules and the report says which line of which file to update."""
    from test_import import run, split_page
    snippets = tmp_path / "snippets"
    snippets.mkdir()
    (snippets / "regicide.md").write_text(
        "<!-- à placer après la section : Section disparue -->\nTexte.\n", "utf-8")
    assert run(tmp_path, snippets=snippets) == 0
    body = split_page((tmp_path / "docs" / "jeux" / "regicide.md").read_text("utf-8"))[1]
    assert body.index("## Conseils") < body.index("## Essayer : Section disparue\n\nTexte.")
    report = (tmp_path / "rapport.md").read_text("utf-8")
    assert "section « Section disparue » introuvable" in report
    assert "À mettre à jour : la ligne « <!-- à placer après la section : Section disparue --> »" in report
