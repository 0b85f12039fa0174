"""Wikitext (MediaWiki) -> structured Markdown for mkdocs-material.

Public interface used by the import (scripts/pages) and the benchmark:

    convert(wikitext, title=None, links=None, site_links=False) -> Conversion(markdown, warnings)
    site_links() -> {wiki title: "<slug>.md"} for every title the site publishes
    structure_defects(markdown) -> dict[str, int]
    detect_language(wikitext) -> "fr" | "en"

The Markdown body has no H1 (the page assembler adds it); sections start at "## "
and never skip a level. Every word of the source is kept; raw HTML from the wiki is
escaped, only http/https/mailto links are emitted. The work is split in
``scripts/markup`` (escape, inline, tables, blocks, language, defects).
"""
from __future__ import annotations

import functools
import re

from collections.abc import Mapping
from dataclasses import dataclass, field

from scripts.markup import blocks as _blocks
from scripts.markup import inline as _inline
from scripts.markup import language as _language
from scripts.markup.defects import structure_defects

__all__ = ["Conversion", "convert", "site_links", "structure_defects", "detect_language"]

_LANG_LABEL = {"fr": "Français", "en": "English (texte original en anglais)"}
_EN_NOTE = "*Texte original en anglais, non traduit.*"


@dataclass
class Conversion:
    markdown: str  # body only: no H1; sections start at "## " with no skipped levels
    warnings: list[str] = field(default_factory=list)  # French, one per thing removed/escaped


def detect_language(wikitext: str) -> str:
    """'fr' or 'en': the main language of a page's text."""
    return _language.detect(wikitext)


@functools.lru_cache(maxsize=1)
def _site_links() -> tuple[tuple[str, str], ...]:
    return tuple(site_links().items())


def site_links() -> dict[str, str]:
    """Wiki title -> URL of its page relative to another game page (``jeux/<slug>.md``),
    for every title the site publishes (scripts.catalogue): a game's main page and its
    duplicates give ``<slug>.md``, a tips page merged into a game ``<slug>.md#conseils``."""
    from scripts.catalogue import GAMES
    out: dict[str, str] = {}
    for game in GAMES:
        for title in (game.main, *game.duplicates):
            out[_inline.page_key(title)] = f"{game.slug}.md"
        for title in game.tips:
            out[_inline.page_key(title)] = f"{game.slug}.md#conseils"
    return out


def convert(wikitext: str, *, title: str | None = None,
            links: Mapping[str, str] | None = None, site_links: bool = False,
            mark_languages: bool = True) -> Conversion:
    """Convert one wiki page. ``title`` only labels warnings; ``links`` optionally maps
    wiki page titles ("Gamehelpflipseven") to site URLs for internal links;
    ``site_links=True`` links every title the site publishes to its page (``site_links()``),
    with the section when the link names one. Other internal links stay text.
    ``mark_languages=False`` leaves out the site's labels of English parts (the yardstick
    compares the wiki syntax alone with MediaWiki's rendering)."""
    if site_links:
        links = {**dict(_site_links()), **(links or {})}
    ctx = _inline.Context(links=dict(links) if links else None)
    lines = _blocks.preprocess(wikitext or "", ctx)
    parts = _language.split(lines) if mark_languages else [("fr", None, lines)]
    if len(parts) == 1:
        lang, _, part_lines = parts[0]
        body = _convert_lines(part_lines, ctx)
        if lang == "en" and body.strip():
            ctx.warn("Page en anglais : marquée comme telle (lang=\"en\").")
            body = f"{_EN_NOTE}\n\n<div lang=\"en\" markdown=\"1\">\n\n{body}\n</div>\n"
    else:
        ctx.warn("Page en deux langues : partie française placée en premier, "
                 "partie anglaise marquée (lang=\"en\").")
        ordered = [p for p in parts if p[0] == "fr"] + [p for p in parts if p[0] != "fr"]
        chunks = []
        for lang, marker_text, part_lines in ordered:
            label = "=" + (marker_text or _LANG_LABEL.get(lang, lang)) + "="
            md = _convert_lines([label] + part_lines, ctx, lang_heading=True)
            if lang != "fr":
                head, _, rest = md.partition("\n")
                md = (f"{head}\n\n{_EN_NOTE}\n\n<div lang=\"{lang}\" markdown=\"1\">\n"
                      f"{rest}\n</div>\n")
            chunks.append(md.strip() + "\n")
        body = "\n".join(chunks)
    if title:
        ctx.warnings[:] = [f"{title} : {w}" for w in ctx.warnings]
    return Conversion(markdown=body, warnings=list(ctx.warnings))


def _convert_lines(lines: list[str], ctx: _inline.Context, lang_heading: bool = False) -> str:
    bl = _blocks.read(list(lines), ctx)
    if lang_heading and bl and bl[0].kind == "heading":
        bl[0].pseudo = "lang"
        bl[0].raw_level = 0
    bl = _blocks.split_list_tails(bl)
    bl = _blocks.find_titles(bl)
    _blocks.assign_levels(bl)
    return _IMAGE_BANG.sub(r"\1\\!", _blocks.render(bl, ctx))


# An author's "!" right before a link we emit would turn it into a Markdown
# image (a request to an outside host): escape it (an even run of backslashes
# before it escapes only itself).
_IMAGE_BANG = re.compile(r"(?<!\\)((?:\\\\)*)!(?=\[)")
