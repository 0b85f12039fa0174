"""Security boundary: raw HTML and script URLs from the wiki never become live markup.

The output is also rendered with the site's own Markdown extensions (as mkdocs does)
and the resulting HTML is checked, so a Markdown trick cannot slip through either.
"""
from __future__ import annotations

import re

import markdown
import pytest

from scripts.wikitext import convert

EXTENSIONS = ["toc", "tables", "admonition", "attr_list", "md_in_html", "def_list",
              "pymdownx.superfences", "pymdownx.tilde", "pymdownx.caret", "pymdownx.betterem"]

HOSTILE = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<svg onload=alert(1)>",
    "<iframe src=\"http://evil\"></iframe>",
    "<a href=\"javascript:alert(1)\">clic</a>",
    "<span onclick=\"alert(1)\">x</span>",
    "<div onmouseover=\"alert(1)\">x</div>",
    "<object data=x></object><embed src=x><style>*{}</style>",
    "&lt;script&gt;alert(1)&lt;/script&gt;",
    "&#60;script&#62;alert(1)&#60;/script&#62;",
    "[javascript:alert(1) x]",
    "[JaVaScRiPt:alert(1) x]",
    "[data:text/html;base64,PHNjcmlwdD4= y]",
    "[vbscript:msgbox(1) z]",
    "[x](javascript:alert(1))",
    "<javascript:alert(1)>",
    "[x](<javascript:alert(1)>)",
    "[[javascript:alert(1)|x]]",
    "[http://ok.example/\" onclick=\"alert(1) lien]",
    "[http://ok.example/?a=<script> lien]",
    "texte {: onclick=\"alert(1)\" }",
    "== titre {: onclick=alert(1) } ==",
    "* élément {: onmouseover=alert(1) }",
    "<nowiki><script>alert(1)</script></nowiki>",
    "<code><script>alert(1)</script></code>",
    "<u onclick=alert(1)>souligné</u>",
    "[ref]: javascript:alert(1)\n[ref]",
    "<scr<script>ipt>alert(1)</script>",
    "{|\n| <script>alert(1)</script> || [javascript:x y]\n|}",
    "[http://a.example/ <img src=x onerror=alert(1)>]",
    "<!--><script>alert(1)</script>-->",
    # tables written as HTML (spans, nesting, caption): cells are still escaped text
    "{|\n|+ <script>alert(1)</script>\n! colspan=2 onclick=alert(1) | <img src=x onerror=alert(1)>\n"
    "|-\n| rowspan=\"2\" style=\"x:expression(alert(1))\" | [javascript:alert(1) x]\n"
    "{|\n| <svg onload=alert(1)> || [[javascript:alert(1)|y]]\n|}\n|}",
    "{|\n! a\n|-\n! b\n| <iframe src=x></iframe> || </td></tr></table><script>x</script>\n|}",
]

LIVE_TAG = re.compile(r"<\s*/?\s*(script|iframe|object|embed|style|svg|img|math|form|input|"
                      r"link|meta|base|a\s+href\s*=\s*[\"']?\s*(?:javascript|data|vbscript))", re.I)
EVENT_ATTR = re.compile(r"<[^>]*\son\w+\s*=", re.I)
BAD_URL = re.compile(r"<[^>]*\b(href|src)\s*=\s*[\"']?\s*(javascript|data|vbscript):", re.I)


def _html(md: str) -> str:
    return markdown.markdown(md, extensions=EXTENSIONS)


@pytest.mark.parametrize("src", HOSTILE)
def test_hostile_input_is_inert(src):
    md = convert(src).markdown
    html = _html(md)
    assert not LIVE_TAG.search(html), html
    assert not EVENT_ATTR.search(html), html
    assert not BAD_URL.search(html), html
    assert not re.search(r"(?<!\\)\]\(\s*<?\s*(javascript|data|vbscript):", md, re.I)


def test_hostile_input_is_reported_and_kept_visible():
    """Unmappable constructs are kept as visible text and reported in French."""
    c = convert("<script>alert(1)</script>")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in c.markdown
    assert any("script" in w and "texte" in w for w in c.warnings)
    c = convert("[ftp://files.example/ fichier]")
    assert "fichier" in c.markdown and "](ftp" not in c.markdown
    assert any("protocole" in w for w in c.warnings)


def test_only_allowed_link_schemes_are_emitted():
    md = convert("[https://a.example/ a] [http://b.example/ b] [mailto:c@d.example c] "
                 "[ftp://e.example/ e] [irc://f.example/ f] [//g.example/ g]").markdown
    urls = re.findall(r"\]\(([^)]*)\)", md) + re.findall(r"<([a-z]+:[^>]*)>", md)
    assert urls and all(re.match(r"(https?://|mailto:)", u) for u in urls), urls


def test_urls_are_percent_encoded():
    md = convert("[http://a.example/x(y)_z*w label] et http://b.example/?q=é").markdown
    assert "[label](http://a.example/x%28y%29_z*w)" in md
    # a bare URL is shown as written (as on the wiki), its target percent-encoded
    assert "[http://b.example/?q=é](http://b.example/?q=%C3%A9)" in md


TABLE_TAGS = {"table", "caption", "tr", "th", "td", "br", "strong", "em", "del", "ins", "sup",
              "sub", "code", "a", "p"}


@pytest.mark.parametrize("src", [s for s in HOSTILE if s.startswith("{|")])
def test_html_tables_hold_only_converter_tags(src):
    """An HTML table holds only the converter's own tags, with only numeric spans and
    http(s)/mailto links as attributes; author text inside is escaped."""
    md = convert(src).markdown
    for m in re.finditer(r"<(/?)([a-zA-Z]+)([^>]*)>", md):
        assert m.group(2).lower() in TABLE_TAGS, m.group(0)
        for name, value in re.findall(r"""(\w+)="([^"]*)\"""", m.group(3)):
            assert (name in ("colspan", "rowspan") and value.isdigit()) or (
                name == "href" and re.match(r"(https?://|mailto:)", value)), m.group(0)
        if not m.group(3).strip():
            continue
        assert re.fullmatch(r"""(\s+\w+="[^"<>]*")+""", m.group(3)), m.group(0)
