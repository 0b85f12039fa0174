"""The one reader of a ```demo block's YAML: bounded, strict, French.

A demo block is a contributor's text, so it is untrusted: it must never hang
the build, exhaust its memory or show the reader an English traceback. The
block is read by PyYAML's pure-Python `SafeLoader`, through a subclass that:

- refuses a block longer than `MAX_BYTES` before YAML sees it (an example's
  block is a few hundred bytes, one with a guided first game a few kilobytes;
  a 2 MB block took 36 s);
- refuses anchors and aliases (`&a`, `*a`) as the events are composed: a demo
  block never needs them, and a 482-byte « billion laughs » of aliases grew to
  4 GB;
- refuses nesting deeper than `MAX_DEPTH` (500 nested brackets ended in a
  RecursionError);
- keeps only JSON's types (text, whole or decimal number, true/false, null,
  list, table with text keys): a date, a `!!binary`, a `!!set`, a merge key
  `<<` or any other tag is refused, naming its line;
- refuses a key given twice in one table (`jeu:` twice used to keep the last);
- turns every PyYAML error into a French sentence with the block's line.

Every refusal is a `DemoBlockError` whose message is French and whose `line`
is the line in the block (1 = the line after the opening fence), or None.
"""

from __future__ import annotations

import math

import yaml

MAX_BYTES = 16384
MAX_DEPTH = 16

_JSON_TAGS = {
    "tag:yaml.org,2002:str": "texte",
    "tag:yaml.org,2002:int": "nombre entier",
    "tag:yaml.org,2002:float": "nombre",
    "tag:yaml.org,2002:bool": "oui/non",
    "tag:yaml.org,2002:null": "rien",
    "tag:yaml.org,2002:seq": "liste",
    "tag:yaml.org,2002:map": "table",
}
_TAG_NAMES = {
    "tag:yaml.org,2002:timestamp": "une date",
    "tag:yaml.org,2002:binary": "des données binaires (!!binary)",
    "tag:yaml.org,2002:set": "un ensemble (!!set)",
    "tag:yaml.org,2002:omap": "une table ordonnée (!!omap)",
    "tag:yaml.org,2002:pairs": "une liste de paires (!!pairs)",
    "tag:yaml.org,2002:merge": "une fusion de tables (« << »)",
    "tag:yaml.org,2002:value": "une valeur par défaut (« = »)",
}

# PyYAML's problems (English) → what the contributor reads. Checked in order,
# on the error's `problem` then its `context`; the first match wins.
_PROBLEMS = [
    ("mapping values are not allowed", "« : » inattendu ici (une valeur qui contient « : » s'écrit entre "
                                       "guillemets, et chaque « clé: valeur » va sur sa ligne)"),
    ("found character '\\t'", "tabulation : indentez avec des espaces"),
    ("found a tab character", "tabulation : indentez avec des espaces"),
    ("unacceptable character", "caractère interdit dans un bloc demo"),
    ("special characters are not allowed", "caractère interdit dans un bloc demo"),
    ("found unknown escape character", "échappement inconnu entre guillemets (« \\ » suivi d'une lettre "
                                       "inconnue)"),
    ("while scanning a quoted scalar", "guillemet jamais refermé"),
    ("while scanning a double-quoted scalar", "guillemet jamais refermé"),
    ("while scanning a single-quoted scalar", "guillemet jamais refermé"),
    ("while parsing a flow sequence", "liste « [ … ] » mal fermée ou virgule manquante"),
    ("while parsing a flow mapping", "table « { … } » mal fermée ou virgule manquante"),
    ("could not find expected ':'", "« : » manquant après une clé"),
    ("while scanning a simple key", "« : » manquant après une clé"),
    ("expected a single document", "un seul document par bloc (pas de « --- » au milieu)"),
    ("but found another document", "un seul document par bloc (pas de « --- » au milieu)"),
    ("found unhashable key", "une clé de table doit être un texte"),
    ("while parsing a block mapping", "indentation incohérente : les clés d'une même table s'alignent"),
    ("while parsing a block collection", "indentation incohérente dans une liste « - … »"),
    ("while parsing a block node", "valeur attendue (indentation ou signe inattendu)"),
    ("while parsing a flow node", "valeur attendue (indentation ou signe inattendu)"),
    ("while scanning a block scalar", "texte en bloc (« | » ou « > ») mal écrit"),
    ("while scanning a directive", "directive « % » inconnue"),
    ("while scanning a tag", "étiquette « ! » mal écrite"),
    ("while scanning an anchor", "ancre « & » mal écrite"),
    ("while scanning an alias", "alias « * » mal écrit"),
    ("while scanning a plain scalar", "valeur mal écrite"),
    ("while scanning for the next token", "signe inattendu"),
    ("expected <block end>", "indentation incohérente"),
    ("expected the node content", "valeur attendue"),
]


class DemoBlockError(ValueError):
    """A refused demo block: `str(err)` is French; `line` is the block's line or None."""

    def __init__(self, message: str, line: int | None = None):
        self.line = line
        super().__init__(message + (f" (ligne {line} du bloc)" if line is not None else ""))


def _line(mark) -> int | None:
    return mark.line + 1 if mark is not None else None


class BlockLoader(yaml.SafeLoader):
    """SafeLoader, strict and bounded as the module says."""

    def __init__(self, stream):
        super().__init__(stream)
        self._depth = 0

    def compose_node(self, parent, index):
        event = self.peek_event()
        if isinstance(event, yaml.AliasEvent):
            raise DemoBlockError(f"alias « *{event.anchor} » refusé : un bloc demo n'utilise ni ancres (&) "
                                 "ni alias (*) ; écrivez chaque valeur en entier", _line(event.start_mark))
        if getattr(event, "anchor", None) is not None:
            raise DemoBlockError(f"ancre « &{event.anchor} » refusée : un bloc demo n'utilise ni ancres (&) "
                                 "ni alias (*) ; écrivez chaque valeur en entier", _line(event.start_mark))
        if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            if self._depth >= MAX_DEPTH:
                raise DemoBlockError(f"listes et tables imbriquées sur plus de {MAX_DEPTH} niveaux",
                                     _line(event.start_mark))
            self._depth += 1
            try:
                node = super().compose_node(parent, index)
            finally:
                self._depth -= 1
        else:
            node = super().compose_node(parent, index)
        self._check_type(node)
        return node

    @staticmethod
    def _check_type(node) -> None:
        if node.tag in _JSON_TAGS:
            return
        what = _TAG_NAMES.get(node.tag, f"l'étiquette « {node.tag} »")
        hint = " ; mettez la valeur entre guillemets si c'est un texte" if node.tag.endswith("timestamp") else ""
        raise DemoBlockError(f"{what} n'a pas sa place dans un bloc demo (seulement textes, nombres, "
                             f"true/false, listes et tables){hint}", _line(node.start_mark))

    def construct_yaml_float(self, node):
        value = super().construct_yaml_float(node)
        if not math.isfinite(value):  # .inf, .nan, 1.0e+999
            raise DemoBlockError(f"« {node.value} » n'est pas un nombre utilisable", _line(node.start_mark))
        return value

    def construct_mapping(self, node, deep=False):
        seen: dict = {}
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=True)
            if not isinstance(key, str):
                raise DemoBlockError(f"clé « {key} » : une clé de table s'écrit en lettres",
                                     _line(key_node.start_mark))
            line = _line(key_node.start_mark)
            if key in seen:
                raise DemoBlockError(f"clé « {key} » répétée (déjà donnée ligne {seen[key]} du bloc) : "
                                     "chaque clé ne s'écrit qu'une fois par table", line)
            seen[key] = line
        return super().construct_mapping(node, deep=deep)


def _french(err: yaml.YAMLError, body: str) -> DemoBlockError:
    line = body[: err.position].count("\n") + 1 if isinstance(err, yaml.reader.ReaderError) else None
    problem = str(getattr(err, "problem", "") or "")
    context = str(getattr(err, "context", "") or "")
    mark = getattr(err, "problem_mark", None) or getattr(err, "context_mark", None)
    if isinstance(err, yaml.reader.ReaderError):
        code = ord(err.character) if isinstance(err.character, str) else err.character
        return DemoBlockError(f"caractère interdit (code U+{code:04X}) dans un bloc demo", line)
    for text in (problem, context):
        for english, french in _PROBLEMS:
            if english in text:
                return DemoBlockError(f"YAML illisible : {french}", _line(mark))
    return DemoBlockError("YAML illisible : syntaxe incorrecte", _line(mark))


def read_block(body: str):
    """The block's YAML as plain JSON-like data (None if empty), or DemoBlockError."""
    size = len(body.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        raise DemoBlockError(f"bloc trop long ({size} octets, {MAX_BYTES} au plus) : un exemple se décrit "
                             "en quelques lignes")
    if not body.strip():
        return None
    loader = None
    try:
        loader = BlockLoader(body)  # the reader checks the characters here already
        return loader.get_single_data()
    except yaml.YAMLError as err:
        raise _french(err, body) from None
    except RecursionError:  # pragma: no cover - MAX_DEPTH keeps far below the interpreter's limit
        raise DemoBlockError(f"listes et tables imbriquées trop profondément ({MAX_DEPTH} niveaux au plus)") from None
    finally:
        if loader is not None:
            loader.dispose()


BlockLoader.add_constructor("tag:yaml.org,2002:float", BlockLoader.construct_yaml_float)
