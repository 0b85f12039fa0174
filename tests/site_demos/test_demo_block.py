"""The demo block reader (site_demos/demo_block.py): contributors' YAML is
untrusted; every hostile block is refused quickly, in French, with its line."""

import re

import pytest

from site_demos.demo_block import MAX_BYTES, MAX_DEPTH, DemoBlockError, read_block

ENGLISH = re.compile(r"\b(found|expected|while|scanning|parsing|could not|mapping values|not allowed|"
                     r"unhashable|character|error)\b", re.I)

# The « billion laughs » of the issue: 482 bytes that expand to 4 GB.
ALIAS_BOMB = "\n".join(
    ["a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]"]
    + [f"{chr(98 + i)}: &{chr(98 + i)} [" + ",".join([f"*{chr(97 + i)}"] * 9) + "]" for i in range(8)])


def refused(body: str) -> DemoBlockError:
    with pytest.raises(DemoBlockError) as err:
        read_block(body)
    message = str(err.value)
    assert not ENGLISH.search(message), message
    return err.value


def test_plain_blocks_read_as_json_types():
    assert read_block("jeu: flip7\ngraine: 7\noptions:\n  joueurs: 4\n  gel: perd\n  actions: true\n"
                      "sieges: [humain, prudent]\n") == {
        "jeu": "flip7", "graine": 7, "options": {"joueurs": 4, "gel": "perd", "actions": True},
        "sieges": ["humain", "prudent"]}
    assert read_block("  \n") is None
    assert read_block("jeu: kingdomino\noptions:\n  position:\n    - \"F1 F0 .\"\n    - \"L0 C B0\"\n")


def test_alias_bomb_is_refused_at_once():
    assert len(ALIAS_BOMB.encode()) < 600
    err = refused(ALIAS_BOMB)
    assert "ancre « &a » refusée" in str(err) and err.line == 1


@pytest.mark.parametrize("body,words,line", [
    ("jeu: &x flip7\n", "ancre « &x »", 1),
    ("jeu: flip7\nmode: *x\n", "alias « *x »", 2),
    ("options: &o {joueurs: 3}\n", "ancre « &o »", 1),
])
def test_anchors_and_aliases_are_refused(body, words, line):
    err = refused(body)
    assert words in str(err) and err.line == line


def test_deep_nesting_is_refused_with_its_line():
    err = refused("jeu: flip7\noptions: " + "[" * 500 + "]" * 500 + "\n")
    assert f"plus de {MAX_DEPTH} niveaux" in str(err) and err.line == 2
    # an unclosed 500-deep nest too
    refused("jeu: " + "[" * 500)
    # the depth real blocks use is fine
    assert read_block("options:\n  royaumes:\n    - [\"F1 .\", \". C\"]\n")


def test_repeated_key_is_refused_naming_key_and_lines():
    err = refused("jeu: flip7\ngraine: 3\njeu: red7\n")
    assert "clé « jeu » répétée (déjà donnée ligne 1 du bloc)" in str(err) and err.line == 3
    err = refused("jeu: flip7\noptions:\n  joueurs: 3\n  joueurs: 4\n")
    assert "clé « joueurs » répétée" in str(err) and err.line == 4
    refused("{jeu: flip7, jeu: red7}")


def test_oversized_block_is_refused_before_yaml_reads_it():
    err = refused("jeu: flip7\n" + "# " + "x" * (2 * 1024 * 1024) + "\n")
    assert f"{MAX_BYTES} au plus" in str(err) and "octets" in str(err)


@pytest.mark.parametrize("body,words,line", [
    ("jeu: [flip7\n", "liste « [ … ] » mal fermée", None),
    ("jeu: flip7\n\tmode: x\n", "tabulation", 2),
    ("jeu: flip7\nmode: a: b\n", "« : » inattendu", 2),
    ("jeu: \"flip7\n", "guillemet jamais refermé", None),
    ("jeu: flip7\n---\njeu: red7\n", "un seul document", None),
    ("jeu: {a: 1\n", "table « { … } » mal fermée", None),
    ("jeu: flip7\n  mode: x\n", "« : » inattendu", 2),
    ("- a\nb: c\n", "indentation", 2),
    ("jeu: flip7\x00\n", "caractère interdit (code U+0000)", 1),
    ("jeu: !!python/object:os.system x\n", "étiquette « tag:yaml.org,2002:python/object:os.system »", 1),
    ("jeu: !!binary aGVsbG8=\n", "données binaires", 1),
    ("graine: 2026-12-01\n", "une date", 1),
    ("options: !!set {a, b}\n", "un ensemble", 1),
    ("options:\n  <<: {joueurs: 3}\n", "fusion de tables", 2),
    ("graine: .nan\n", "« .nan » n'est pas un nombre utilisable", 1),
    ("jeu: x\ngraine: -.inf\n", "« -.inf » n'est pas un nombre utilisable", 2),
    ("graine: 1.0e+999\n", "« 1.0e+999 » n'est pas un nombre utilisable", 1),
    ("options:\n  1: deux\n", "clé « 1 »", 2),
    ("? [a, b]\n: c\n", "clé « ['a', 'b'] »", 1),
])
def test_yaml_problems_are_told_in_french_with_the_line(body, words, line):
    err = refused(body)
    assert words in str(err), str(err)
    if line is not None:
        assert err.line == line and f"(ligne {line} du bloc)" in str(err)
    else:
        assert err.line is not None
