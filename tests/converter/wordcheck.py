"""Word bookkeeping shared by the converter tests: every source word must reach the output."""
from __future__ import annotations

import html
import re
from collections import Counter

_ATTR = re.compile(r"\b[\w-]+\s*=\s*(?:\"[^\"]*\"|'[^']*')")
_TAG = re.compile(r"</?[A-Za-z][^<>]*>")
_NS = re.compile(r"\[\[\s*:?(?:File|Image|Fichier|Category|Catégorie)\s*:", re.I)
_MAGIC = re.compile(r"__[A-Z]+__")
_COMMENT = re.compile(r"<!--.*?(?:-->|\Z)", re.S)
_WORD = re.compile(r"\w+")
_PIPED = re.compile(r"\[\[[^\]|\[]*\|")


def source_words(wikitext: str) -> Counter:
    """Words of the source, minus markup tokens (tags, attributes, namespaces, magic words)."""
    t = _COMMENT.sub(" ", wikitext)
    t = _MAGIC.sub(" ", t)
    t = _NS.sub("[[", t)
    while True:  # piped links show their label only: the target is markup
        t2 = _PIPED.sub("[[", t)
        if t2 == t:
            break
        t = t2
    lines = []
    for line in t.split("\n"):
        s = line.strip()
        if s.startswith("{|"):
            continue  # table opening: attributes only
        lines.append(line)
    t = "\n".join(lines)
    t = _TAG.sub(" ", t)
    t = _ATTR.sub(" ", t)
    t = html.unescape(t)
    return Counter(w for w in _WORD.findall(t) if w.strip("_"))


_OUT_TAG = re.compile(r"</?(?:br|div)\b[^<>]*>")


def output_words(markdown: str) -> Counter:
    t = re.sub(r"\\(.)", r"\1", markdown)
    t = _OUT_TAG.sub(" ", t)
    t = html.unescape(t)
    return Counter(_WORD.findall(t))


def missing_words(wikitext: str, markdown: str) -> Counter:
    src, out = source_words(wikitext), output_words(markdown)
    return Counter({w: n - out[w] for w, n in src.items() if out[w] < n})


def share(wikitext: str, markdown: str) -> float:
    src = source_words(wikitext)
    total = sum(src.values())
    if not total:
        return 1.0
    return 1 - sum(missing_words(wikitext, markdown).values()) / total
