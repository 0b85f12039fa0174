"""Lists and indentation nest as MediaWiki nests them (issue 22).

Each case is wikitext and the tree of list elements MediaWiki's doBlockLevels builds from it
(includes/parser/BlockLevelPass.php: a line's prefix is compared with the previous line's, kept
with `;` written `:` (so `;` and `:` lines continue one list), the common part stays open, the rest is closed, then the new part is
opened; Help:Lists shows the same trees). The converter's output is rendered with the site's
Markdown extensions and its tree of `ul ol li dl dt dd` elements must be that one: the text in
brackets is the item's own words, before any nested list.
"""
from __future__ import annotations

import html.parser
import re

import markdown
import pytest

from scripts.wikitext import convert

EXTENSIONS = ["toc", "tables", "admonition", "attr_list", "md_in_html", "def_list",
              "pymdownx.superfences", "pymdownx.tilde", "pymdownx.caret", "pymdownx.betterem"]
LIST_TAGS = {"ul", "ol", "li", "dl", "dt", "dd"}


# Indentation (a `dl` with no `dt`) is written as div.bga-indent, one div.bga-indent-line per
# `dd` (scripts/markup/blocks._indents_as_blocks, for screen readers): the tree names them with
# MediaWiki's elements, so the expected trees stay MediaWiki's own.
INDENT_CLASSES = {"bga-indent": "dl", "bga-indent-line": "dd"}


class Tree(html.parser.HTMLParser):
    """`ul(li([a]) li([b] ol(li([c]))))`: every list element with what it holds, each run of
    words (an item's own text) in brackets."""

    def __init__(self):
        super().__init__()
        self.out: list[str] = []
        self.words: list[str] = []
        self.depth = 0
        self.divs: list[str | None] = []  # what each open div stands for

    def flush(self):
        text = " ".join(" ".join(self.words).split())
        if text and self.depth:  # words outside lists are not part of the tree
            self.out.append(f"[{text}]")
        self.words = []

    def handle_starttag(self, tag, attrs):
        if tag == "div":
            self.divs.append(tag := INDENT_CLASSES.get(dict(attrs).get("class", "")))
        if tag in LIST_TAGS:
            self.flush()
            self.out.append(tag + "(")
            self.depth += 1

    def handle_endtag(self, tag):
        if tag == "div":
            tag = self.divs.pop()
        if tag in LIST_TAGS:
            self.flush()
            self.out.append(")")
            self.depth -= 1

    def handle_data(self, data):
        self.words.append(data)

    def tree(self) -> str:
        self.flush()
        s = " ".join(self.out)
        for a, b in (("( ", "("), (" )", ")")):
            s = s.replace(a, b)
        return s


def tree(wikitext: str) -> str:
    parser = Tree()
    parser.feed(markdown.markdown(convert(wikitext).markdown, extensions=EXTENSIONS))
    return parser.tree()


CASES = {
    # ":" indentation: a definition list with no term, one level per colon
    ":a\n::b\n:c": "dl(dd([a] dl(dd([b]))) dd([c]))",
    # ":" under a list is not part of its item: the list closes, a new one follows
    "* a\n: b\n* c": "ul(li([a])) dl(dd([b])) ul(li([c]))",
    # "*:" stays inside the item
    "* a\n*: b\n* c": "ul(li([a] dl(dd([b]))) li([c]))",
    "# a\n#: b\n# c": "ol(li([a] dl(dd([b]))) li([c]))",
    # mixed markers on one line, and their changes line to line
    "*# a\n*# b\n* c": "ul(li(ol(li([a]) li([b]))) li([c]))",
    "#* a\n# b": "ol(li(ul(li([a]))) li([b]))",
    ":* a\n:* b\n: c": "dl(dd(ul(li([a]) li([b]))) dd([c]))",
    # getCommon compares the new prefix char for char with the last one stored with ':' for
    # ';': a ';' never continues it (parser test "Mixed Lists: Test 1", definitionLists.txt)
    "; t\n;: d": "dl(dt([t])) dl(dt(dl(dd([d]))))",
    ": a\n;* b\n:: c\n:; d": "dl(dd([a])) dl(dt(ul(li([b]))) dd(dl(dd([c]) dt([d]))))",
    "; t\n: d\n:* e": "dl(dt([t]) dd([d] ul(li([e]))))",
    "*# a\n** b": "ul(li(ol(li([a])) ul(li([b]))))",
    "* a\n*# b\n** c\n*# d": "ul(li([a] ol(li([b])) ul(li([c])) ol(li([d]))))",
    # a term with no definition has none (no empty one made up for Markdown)
    "; seul\n; terme : déf": "dl(dt([seul]) dt([terme]) dd([déf]))",
    # definition terms: a colon inside a link or a tag belongs to the term
    "; [[Gamehelpflipseven|Règles : Flip 7]] : déf": "dl(dt([Règles : Flip 7]) dd([déf]))",
    "; <b>Note :</b> x : déf": "dl(dt([Note : x]) dd([déf]))",
    "; <span title=\"a:b\">x</span> : déf": "dl(dt([x]) dd([déf]))",
    # a line holding only a comment does not break a list; a blank or spaces-only line does
    "* a\n<!-- c -->\n* b": "ul(li([a]) li([b]))",
    "* a\n \n* b": "ul(li([a])) ul(li([b]))",
    # right after a <pre> block
    "<pre>x</pre>\n* a\n* b": "ul(li([a]) li([b]))",
    "<pre>\nx\n</pre>\n: a": "dl(dd([a]))",
    # "**" under nothing: the outer item holds the inner list, no words of its own
    "** a\n** b": "ul(li(ul(li([a]) li([b]))))",
    "* a\n*** b": "ul(li([a] ul(li(ul(li([b]))))))",
    # around tables: ":{|" indents the table itself (its cell's words are inside the dd)
    ": a\n:{|\n| x\n|}\n: b": "dl(dd([a])) dl(dd([x])) dl(dd([b]))",
}


@pytest.mark.parametrize("wikitext", CASES)
def test_lists_nest_as_on_the_wiki(wikitext):
    assert tree(wikitext) == CASES[wikitext]


def test_an_indented_table_sits_in_its_definition():
    """`::{|` indents a table by two levels (doTableStuff): two indentation blocks around it."""
    assert tree("::{|\n| x\n|}") == "dl(dd(dl(dd([x]))))"
    assert "<table>" in markdown.markdown(convert("::{|\n| x\n|}").markdown, extensions=EXTENSIONS)


def test_indentation_is_not_announced_as_definitions():
    """A `dl` without any `dt` is indentation: written as div.bga-indent, so a screen reader
    hears no list of definitions without terms (axe « definition-list »); a term keeps its `dl`."""
    indented = markdown.markdown(convert(":a\n::b\n:{|\n| x\n|}").markdown, extensions=EXTENSIONS)
    assert "<dl" not in indented and "<dd" not in indented and 'class="bga-indent"' in indented
    with_term = markdown.markdown(convert(";t\n:a\n::b").markdown, extensions=EXTENSIONS)
    assert re.search(r"<dl>\s*<dt>\s*t\s*</dt>\s*<dd>\s*a", with_term), with_term
    assert with_term.count("<dl") == 1 and 'class="bga-indent"' in with_term


def test_no_item_shows_an_empty_bullet():
    """« A list whose first item is empty (`**` under nothing) should not show a bullet with
    nothing beside it »: no `&nbsp;` item, the nested list is the outer item's first content."""
    for wikitext in ("** a", "*** a\n** b", "*# a", "#*# a", ":* a"):
        md = convert(wikitext).markdown
        assert "&nbsp;" not in md, wikitext
        out = markdown.markdown(md, extensions=EXTENSIONS)
        assert "<li>\n<ul>" in out or "<li>\n<ol>" in out or '<div class="bga-indent-line">\n<ul>' in out, out
