"""Escaping: every piece of author text goes through here before reaching Markdown.

The security boundary of the converter: text is HTML-escaped (``<``, ``>``, ``&``
become entities, so Python-Markdown never sees raw HTML from the wiki) and
Markdown-escaped (``*``, ``_``, ``[``, ``{`` ... lose their meaning). Link targets
only leave as http/https/mailto URLs, percent-encoded.
"""
from __future__ import annotations

import html
import re
from urllib.parse import quote

# Characters with an inline meaning for Python-Markdown and the site's extensions
# (emphasis, links, code, attr_list braces, tables, pymdownx tilde/caret, headings).
_INLINE = re.compile(r"([\\`*_\[\]{}|~^#])")
# Characters that are only dangerous at the start of a line (block syntax).
_ORDERED = re.compile(r"^(\d+)([.)])(\s|$)")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")

ALLOWED_SCHEMES = ("http", "https", "mailto")


def text(s: str) -> str:
    """Escape author text for an inline Markdown context."""
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return _INLINE.sub(r"\\\1", s)


def line_start(line: str) -> str:
    """Neutralise block syntax at the start of an output line (list, quote,
    definition, admonition, setext underline, ordered list...)."""
    if not line:
        return line
    m = _ORDERED.match(line)
    if m:
        return m.group(1) + "\\" + m.group(2) + line[m.end(2):]
    c = line[0]
    if c in "-+" and (len(line) == 1 or line[1] in " \t" or set(line) <= {"-", " "}):
        return "&#%d;" % ord(c) + line[1:]
    if c in ":=?!" and (len(line) == 1 or line[1] in " \t:=?!"):
        return "&#%d;" % ord(c) + line[1:]
    return line


def clean_controls(s: str) -> str:
    """Drop C0 control characters (never visible text)."""
    return _CONTROL.sub("", s)


def safe_url(raw: str) -> str | None:
    """Return a percent-encoded URL if its scheme is allowed, else None."""
    u = html.unescape(raw)
    u = "".join(ch for ch in u if ch > " " and ch != "\x7f")
    m = re.match(r"([A-Za-z][A-Za-z0-9+.\-]*):", u)
    if not m or m.group(1).lower() not in ALLOWED_SCHEMES:
        return None
    if m.group(1).lower() in ("http", "https") and not u[m.end():].startswith("//"):
        return None
    # ' and " are encoded: in a Markdown link they would start a title
    return quote(u, safe="-._~:/?#@!$&+,;=%*")


def code_span(s: str) -> str:
    """Literal text as a code span (content needs no escaping inside)."""
    s = s.replace("\n", " ")
    longest = max((len(r) for r in re.findall(r"`+", s)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if s.startswith("`") or s.endswith("`") else ""
    return f"{fence}{pad}{s}{pad}{fence}"
