"""Inline wikitext: bold/italic, links, HTML tags, entities -> Markdown.

mwparserfromhell tokenises one line (links, tags with their attributes, entities,
comments, templates); bold and italic are resolved by a port of MediaWiki's own
``doQuotes`` (per line, with its rule for odd ``'''`` counts that turns
``l'''italique''`` into ``l'`` + italic), so unbalanced runs render as on the wiki.
"""
from __future__ import annotations

import html
import re
import unicodedata
from urllib.parse import unquote
from dataclasses import dataclass, field

import mwparserfromhell
from mwparserfromhell import nodes as mwn

from . import escape

BREAK = "\n"  # explicit line break inside rendered inline text

_QUOTES = re.compile(r"('{2,})")
_NEEDS_PARSER = re.compile(r"[\[<&{]|://|__")

# Harmless tags: content kept, tag (and attributes) dropped.
_TRANSPARENT = {
    "small", "big", "center", "div", "span", "font", "p", "abbr", "cite", "q",
    "blockquote", "dfn", "var", "mark", "bdi", "bdo", "time", "data", "ruby", "rb",
    "rp", "rt", "wbr", "section", "article", "poem", "li", "ul", "ol", "dl", "dd", "dt",
}
_CODE = {"code", "tt", "kbd", "samp"}
_LITERAL = {"nowiki", "pre", "source", "syntaxhighlight"}

_FILE_NS = ("file", "image", "fichier", "média", "media")
_CATEGORY_NS = ("category", "catégorie", "categorie")


@dataclass
class Context:
    """Per-conversion state shared by the block and inline layers."""
    warnings: list[str] = field(default_factory=list)
    links: dict[str, str] | None = None
    autonumber: int = 0  # "[http://x]" links are numbered [1], [2]... as on the wiki
    active: set[str] = field(default_factory=set)  # emphasis being written (bold in bold = bold),
    # or "a" while a link's label is written (a link in a link is its text, as on the wiki)

    def label(self, render_label) -> str:
        """A link's label: links inside it render as their text (Markdown cannot nest them)."""
        if "a" in self.active:
            return render_label()
        self.active.add("a")
        try:
            return render_label()
        finally:
            self.active.discard("a")

    def wrap(self, kind: str, marker: str, render_inner) -> str:
        """Emphasis around rendered text; inside the same emphasis, only the text (Markdown
        cannot nest "**" in "**", and bold inside bold is bold on the wiki too)."""
        if kind in self.active:
            return render_inner()
        self.active.add(kind)
        try:
            return emphasis(render_inner(), marker)
        finally:
            self.active.discard(kind)

    def warn(self, message: str) -> None:
        if message not in self.warnings:
            self.warnings.append(message)


@dataclass
class Span:
    kind: str  # "b" or "i"
    children: list = field(default_factory=list)


# --------------------------------------------------------------------- quotes
def _tokens(wikicode) -> list:
    """Flatten nodes into text strings, quote runs (int) and opaque nodes."""
    out: list = []
    for node in wikicode.nodes:
        if isinstance(node, mwn.Text):
            for i, part in enumerate(_QUOTES.split(node.value)):
                if i % 2:
                    out.append(len(part))
                elif part:
                    out.append(part)
        else:
            out.append(node)
    return out


def _segments(tokens: list) -> tuple[list[list], list[int]]:
    """Split tokens as MediaWiki's preg_split: segments between quote runs."""
    segs: list[list] = [[]]
    runs: list[int] = []
    for t in tokens:
        if isinstance(t, int):
            runs.append(t)
            segs.append([])
        else:
            segs[-1].append(t)
    return segs, runs


def _tail_chars(seg: list) -> tuple[str, str]:
    """(last char, char before it) of a segment, as doQuotes reads them."""
    chars = ""
    for piece in reversed(seg):
        if isinstance(piece, str):
            chars = piece + chars
        else:
            chars = "x" + chars
        if len(chars) >= 2:
            break
    # As PHP's substr($s, -1) and substr($s, -2, 1): "" for an empty segment (the run opens
    # the line), and the only char for a one-char segment.
    x1 = chars[-1:]
    x2 = chars[-2] if len(chars) >= 2 else chars[:1]
    return x1, x2


def _do_quotes(tokens: list) -> list:
    """MediaWiki's doQuotes over a token list -> tree of pieces and Spans."""
    segs, runs = _segments(tokens)
    if not runs:
        return segs[0]
    for i, n in enumerate(runs):
        if n == 4:
            segs[i].append("'")
            runs[i] = 3
        elif n > 5:
            segs[i].append("'" * (n - 5))
            runs[i] = 5
    italics = sum(1 for n in runs if n in (2, 5))
    bolds = sum(1 for n in runs if n in (3, 5))
    if italics % 2 and bolds % 2:
        single = multi = space = -1
        for i, n in enumerate(runs):
            if n != 3:
                continue
            x1, x2 = _tail_chars(segs[i])
            if x1 == " ":
                if space == -1:
                    space = i
            elif x2 == " ":
                single = i
                break
            elif multi == -1:
                multi = i
        pick = single if single > -1 else multi if multi > -1 else space
        if pick > -1:
            segs[pick].append("'")
            runs[pick] = 2

    # State machine producing a properly nested tree (as MediaWiki's HTML).
    root: list = []
    stack: list = [root]  # containers; stack[-1] receives content
    kinds: list[str] = []  # open span kinds, outermost first
    both: list | None = None  # buffer for a pending ''''' run

    def open_(kind: str) -> None:
        span = Span(kind)
        stack[-1].append(span)
        stack.append(span.children)
        kinds.append(kind)

    def close() -> None:
        stack.pop()
        kinds.pop()

    for i, seg in enumerate(segs):
        if i:
            n = runs[i - 1]
            state = "".join(kinds)
            if both is not None:
                buf, both = both, None
                if n == 2:
                    open_("b"); open_("i"); stack[-1].extend(buf); close()
                elif n == 3:
                    open_("i"); open_("b"); stack[-1].extend(buf); close()
                else:
                    open_("i"); open_("b"); stack[-1].extend(buf); close(); close()
            elif n == 2:
                if state.endswith("i"):
                    close()
                elif state == "ib":
                    close(); close(); open_("b")
                else:
                    open_("i")
            elif n == 3:
                if state.endswith("b"):
                    close()
                elif state == "bi":
                    close(); close(); open_("i")
                else:
                    open_("b")
            else:  # 5
                if state in ("b", "i"):
                    close(); open_("i" if state == "b" else "b")
                elif state in ("bi", "ib"):
                    close(); close()
                else:
                    both = []
        if both is not None:
            both.extend(seg)
        else:
            stack[-1].extend(seg)
    if both:
        open_("b"); open_("i"); stack[-1].extend(both)
    return root


# -------------------------------------------------------------------- render
def render(wikitext: str, ctx: Context) -> str:
    """Render one line of inline wikitext to Markdown (breaks as ``\\n``)."""
    if not wikitext:
        return ""
    if not _NEEDS_PARSER.search(wikitext):
        # Fast path: no link, tag, entity or template, only text and quote runs.
        if "''" not in wikitext:
            return escape.text(wikitext)
        tokens = [len(p) if i % 2 else p for i, p in enumerate(_QUOTES.split(wikitext)) if p]
        return _render_pieces(_do_quotes(tokens), ctx)
    if "&apos;" in wikitext:
        wikitext = wikitext.replace("&apos;", "'")  # an entity MediaWiki knows, the parser not
    if "<" in wikitext:
        wikitext = _close_open_tags(wikitext)
    code = mwparserfromhell.parse(wikitext, skip_style_tags=True)
    tree = _do_quotes(_tokens(code))
    return _render_pieces(tree, ctx)


_FORMAT_TAGS = ("b", "strong", "i", "em", "u", "ins", "s", "strike", "del", "sup", "sub",
                "small", "big", "span", "code", "tt", "kbd", "samp", "font")
_OPEN_TAG = re.compile(r"<(%s)(\s[^<>]*)?>|</(%s)\s*>" % ("|".join(_FORMAT_TAGS),
                                                             "|".join(_FORMAT_TAGS)), re.I)


def _close_open_tags(text: str) -> str:
    """An inline tag never closed (``<b>texte``) is closed at the end of the text, and a
    closing tag that closes nothing (``un</b>deux``) is dropped, as MediaWiki's HTML cleanup
    does (text inside <nowiki>, <pre>… is left alone)."""
    stack: list[str] = []
    stray: list[tuple[int, int]] = []
    for m in _TAG_OR_LITERAL.finditer(text):
        if m.group("lit"):
            continue
        if m.group(3):  # groups 3 and 5: _OPEN_TAG's opening and closing names
            stack.append(m.group(3).lower())
        else:
            name = m.group(5).lower()
            if name in stack:
                while stack and stack.pop() != name:
                    pass
            else:
                stray.append(m.span())
    for start, end in reversed(stray):
        text = text[:start] + text[end:]
    if not stack:
        return text
    return text + "".join(f"</{name}>" for name in reversed(stack))


_TAG_OR_LITERAL = re.compile(r"(?P<lit><(?P<ln>nowiki|pre|code|source|syntaxhighlight)\b[^>]*>.*?"
                             r"</(?P=ln)\s*>)|" + _OPEN_TAG.pattern, re.I | re.S)


def render_multiline(wikitext: str, ctx: Context) -> str:
    """Render text that may span lines (a table cell): lines joined by breaks."""
    lines = [ln.strip() for ln in wikitext.split("\n")]
    return BREAK.join(render(ln, ctx) for ln in lines if ln)


def _render_pieces(pieces: list, ctx: Context) -> str:
    out: list[str] = []
    for i, piece in enumerate(pieces):
        if isinstance(piece, str):
            out.append(escape.text(piece))
        elif isinstance(piece, Span):
            out.append(_render_span(piece, ctx))
        else:
            out.append(_render_node(piece, ctx, pieces, i))
    for i in range(len(out)):
        if out[i] and (isinstance(pieces[i], Span) or isinstance(pieces[i], mwn.Tag)):
            out[i] = _flank(out[i], out[i - 1][-1:] if i else "",
                            out[i + 1][:1] if i + 1 < len(out) else "")
    for i in range(len(out) - 1, 0, -1):
        # Two emphasis runs side by side ("**a****b**"): Markdown reads one long run of
        # markers; a word joiner (invisible, no break) keeps them apart.
        if out[i][:1] in ("*", "~", "^") and out[i - 1][-1:] == out[i][:1] \
                and not out[i - 1].endswith("\\" + out[i][:1]):
            out.insert(i, "&#8288;")
    return "".join(out)


_MARKERS = ("***", "**", "*", "~~", "^^")


def _punct(c: str) -> bool:
    return bool(c) and unicodedata.category(c)[0] in "PS"


def _author_punct(c: str) -> bool:
    """Punctuation from the author's text (our own markers are not replaced)."""
    return _punct(c) and c not in "*~^_`[]()<>\\&;#"


def _flank(s: str, before: str, after: str) -> str:
    """Python-Markdown (like CommonMark) does not close "*" after punctuation when a
    letter follows ("*d’*mot"), nor open it before punctuation after a letter. The
    punctuation at such a boundary is written as a character reference instead, which
    renders the same and lets the emphasis render."""
    for m in _MARKERS:
        if s.endswith(m) and len(s) > 2 * len(m):
            c = s[-len(m) - 1]
            head = s[:-len(m) - 1]
            if _author_punct(c) and after and not after.isspace() and (not _punct(after) or after in "*~^") \
                    and not head.endswith("\\") and not (c == ";" and re.search(r"&#?\w+$", head)):
                s = f"{head}&#{ord(c)};{m}"
            elif c in "*~^" and after and not after.isspace() and not _punct(after):
                s = f"{head}{c}&#8288;{m}"  # a marker closing right after another one
            break
    for m in _MARKERS:
        if s.startswith(m) and len(s) > 2 * len(m):
            c = s[len(m)]
            if _author_punct(c) and before and not before.isspace() \
                    and (not _punct(before) or before in "*~^"):
                s = f"{m}&#{ord(c)};{s[len(m) + 1:]}"
            elif c in "*~^" and before and not before.isspace() and not _punct(before):
                s = f"{m}&#8288;{s[len(m):]}"  # a marker opening right before another one
            break
    return s


def _render_span(span: Span, ctx: Context) -> str:
    return ctx.wrap(span.kind, "**" if span.kind == "b" else "*",
                    lambda: _render_pieces(span.children, ctx))


def emphasis(inner: str, marker: str) -> str:
    """Wrap rendered text in an emphasis marker, keeping whitespace outside."""
    core = inner.strip(" \t\u00a0\n")
    if not core:
        return inner
    lead = inner[: len(inner) - len(inner.lstrip(" \t\u00a0\n"))]
    trail = inner[len(inner.rstrip(" \t\u00a0\n")):]
    # "*Flaming Pie'*s": Python-Markdown does not close a marker after an apostrophe;
    # the same apostrophe written as an entity renders identically and lets it close.
    if core.endswith("'"):
        core = core[:-1] + "&#39;"
    if core.startswith("'"):
        core = "&#39;" + core[1:]
    # "*" around text that itself starts or ends with "*" (italic around bold runs side by
    # side): a word joiner keeps the runs of markers apart.
    if core[0] == marker[0] and not _single_run(core):
        core = "&#8288;" + core
    if core[-1] == marker[0] and not core.endswith("\\" + marker[0]) and not _single_run(core[::-1]):
        core = core + "&#8288;"
    return f"{lead}{marker}{core}{marker}{trail}"


def _single_run(core: str) -> bool:
    """Text that opens with a run of markers closed only at its very end ("**x**")."""
    run = re.match(r"[*~^]+", core)
    if not run:
        return True
    rest = core[run.end():]
    return rest.find(run.group(0)[::-1]) == len(rest) - run.end()


def plain(wikitext: str) -> str:
    """Visible text of one line, without markup (bold/italic, links, tags): for
    preformatted blocks, whose content is shown literally."""
    code = mwparserfromhell.parse(wikitext, skip_style_tags=True)
    return _plain_pieces(_do_quotes(_tokens(code)))


def _plain_pieces(pieces: list) -> str:
    out = []
    for piece in pieces:
        if isinstance(piece, str):
            out.append(piece)
        elif isinstance(piece, Span):
            out.append(_plain_pieces(piece.children))
        elif isinstance(piece, mwn.HTMLEntity):
            try:
                out.append(piece.normalize())
            except (ValueError, OverflowError):
                out.append(str(piece))
        elif isinstance(piece, mwn.Comment):
            pass
        elif isinstance(piece, mwn.Wikilink):
            label = piece.text if piece.text is not None and str(piece.text).strip() else piece.title
            out.append(plain(str(label)))
        elif isinstance(piece, mwn.ExternalLink):
            out.append(plain(str(piece.title)) if piece.title is not None else str(piece.url))
        elif isinstance(piece, mwn.Tag):
            name = str(piece.tag).lower()
            if name == "br":
                out.append(" ")
            elif piece.contents is not None and name in _LITERAL:
                out.append(html.unescape(str(piece.contents)))
            elif piece.contents is not None:
                out.append(plain(str(piece.contents)))
        else:
            out.append(str(piece))
    return "".join(out)


def plain_text(wikicode) -> str:
    """Visible text of a node's contents, without markup."""
    try:
        return wikicode.strip_code(normalize=True, collapse=True, keep_template_params=True)
    except Exception:  # pragma: no cover - defensive: fall back to the raw source
        return str(wikicode)


def _render_node(node, ctx: Context, siblings: list, index: int) -> str:
    if isinstance(node, mwn.HTMLEntity):
        try:
            return escape.text(node.normalize())
        except (ValueError, OverflowError):
            return escape.text(str(node))
    if isinstance(node, mwn.Comment):
        ctx.warn("Commentaire HTML retiré (invisible sur le wiki).")
        return ""
    if isinstance(node, mwn.Wikilink):
        return _wikilink(node, ctx)
    if isinstance(node, mwn.ExternalLink):
        return _external(node, ctx, siblings, index)
    if isinstance(node, mwn.Tag):
        return _tag(node, ctx)
    if isinstance(node, mwn.Template):
        ctx.warn(f"Modèle gardé comme texte : {str(node)[:60]}")
        return escape.text(str(node))
    return escape.text(str(node))


def _wikilink(node, ctx: Context) -> str:
    target = str(node.title).strip()
    label_code = node.text
    ns, _, rest = target.partition(":")
    nsl = ns.strip().lower().lstrip(":")
    if rest and nsl in _FILE_NS:
        parts = [p.strip() for p in str(label_code).split("|")] if label_code is not None else []
        caption = next((p for p in reversed(parts) if p and not _is_image_option(p)), "")
        ctx.warn(f"Image absente des sources, remplacée par une mention : {rest.strip()}")
        shown = f"(image : {rest.strip()}"
        if caption:
            return escape.text(shown + " — ") + render(caption, ctx) + escape.text(")")
        return escape.text(shown + ")")
    if rest and nsl in _CATEGORY_NS and not target.startswith(":"):
        ctx.warn(f"Catégorie gardée comme mention : {rest.strip()}")
        return escape.text(f"(catégorie : {rest.strip()})")
    if _invalid_title(target) or (label_code is not None and not str(label_code)):
        # Not a title MediaWiki accepts ("[[a<b]]", "[[./x]]", "[[x|]]"): the text as typed.
        return escape.text(html.unescape(str(node)))
    if label_code is not None and str(label_code).strip():
        label = ctx.label(lambda: render(str(label_code), ctx))
    else:
        label = escape.text(unquote(html.unescape(target.lstrip(":"))))
    key = page_key(html.unescape(target))
    if "a" in ctx.active:
        return label
    section = html.unescape(target).partition("#")[2].strip().replace("_", " ")
    if target.startswith("#") and section:
        # A section of the same page: the anchor the site gives that heading.
        return f"[{label}](#{_relative(slugify(section))})"
    if ctx.links and key in ctx.links:
        url = ctx.links[key]
        if section:
            url = url.partition("#")[0] + "#" + slugify(section)
        return f"[{label}]({escape.safe_url(url) or _relative(url)})"
    ctx.warn(f"Lien interne vers une page absente du site, gardé en texte : {target}")
    return label


_TITLE_ILLEGAL = re.compile(r"[<>\[\]{}|]|%[0-9A-Fa-f]{2}|&[^\W_]+;")


def _invalid_title(target: str) -> bool:
    """A link target that is no page title to MediaWiki (its Title rules): once entities and
    %XX are decoded, it holds < > [ ] { } |, a %XX or an entity still, or is a relative path."""
    t = unquote(html.unescape(target)).partition("#")[0]
    return bool(_TITLE_ILLEGAL.search(t) or re.match(r"\.\.?(?:/|$)", t.strip())
                or "/./" in t or "/../" in t)


def slugify(text: str) -> str:
    """The anchor the site's ``toc`` extension gives a heading with this text."""
    from markdown.extensions.toc import slugify as toc_slugify
    return toc_slugify(text, "-")


def _relative(url: str) -> str:
    from urllib.parse import quote
    return quote(url, safe="-._~/#%")


def page_key(title: str) -> str:
    """A wiki title as MediaWiki compares titles (first letter upper case, '_' = ' ')."""
    t = title.split("#", 1)[0].strip().lstrip(":").replace("_", " ")
    t = re.sub(r"\s+", " ", t)
    return t[:1].upper() + t[1:]


def _is_image_option(p: str) -> bool:
    return bool(re.fullmatch(
        r"(thumb|thumbnail|frame|frameless|border|left|right|center|centre|none|"
        r"vignette|gauche|droite|néant|\d+(x\d+)?px|upright(=[\d.]+)?|"
        r"(link|alt|page|class|lang)=.*)", p, re.I))


def _external(node, ctx: Context, siblings: list, index: int) -> str:
    raw = str(node.url)
    tail = ""
    if not node.brackets:
        # MediaWiki ends a bare URL before an entity such as "&nbsp;".
        m = re.search(r"&(?:nbsp|#160|#xa0|lt|gt|quot);", raw, re.I)
        if m:
            raw, tail = raw[:m.start()], raw[m.start():]
    shown_url = raw[2:] if False else raw
    if node.brackets and raw.startswith("//"):
        raw = "https:" + raw  # protocol-relative: the site is served over https
    url = escape.safe_url(raw)
    label = ctx.label(lambda: render(str(node.title), ctx)).strip() if node.title is not None else ""
    if "a" in ctx.active:  # inside another link's label: its text only
        return label or escape.text(html.unescape(raw)) + (render(tail, ctx) if tail else "")
    if url is None:
        ctx.warn(f"Lien au protocole non autorisé gardé en texte : {raw[:60]}")
        return escape.text(str(node))
    tail_md = render(tail, ctx) if tail else ""
    if node.brackets:
        if not label:
            ctx.autonumber += 1
            return f"[\\[{ctx.autonumber}\\]]({url})"
        return f"[{label}]({url})"
    if url.startswith("mailto:"):
        return f"[{escape.text(raw)}]({url})" + tail_md
    return f"[{escape.text(html.unescape(shown_url))}]({url})" + tail_md


def _tag(node, ctx: Context) -> str:
    name = str(node.tag).strip().lower()
    if node.wiki_markup:  # list/table/hr markup left in a line: literal text
        return escape.text(str(node))
    if name == "br":
        return BREAK
    if name in _LITERAL:
        inner = str(node.contents) if node.contents is not None else ""
        if name in ("nowiki", "pre"):
            inner = html.unescape(inner)  # entities still read as characters, as on the wiki
        return escape.text(inner)
    if node.self_closing or node.contents is None:
        if name in _TRANSPARENT or name in ("hr",):
            return ""
        ctx.warn(f"Balise HTML <{name}> gardée comme texte.")
        return escape.text(str(node))
    if node.attributes and name not in _CODE:
        ctx.warn(f"Attributs de la balise <{name}> retirés.")
    inner_src = str(node.contents)
    if name in ("b", "strong"):
        return ctx.wrap("b", "**", lambda: render(inner_src, ctx))
    if name in ("i", "em"):
        return ctx.wrap("i", "*", lambda: render(inner_src, ctx))
    if name in ("u", "ins"):
        return ctx.wrap("u", "^^", lambda: render(inner_src, ctx))
    if name in ("s", "strike", "del"):
        return ctx.wrap("s", "~~", lambda: render(inner_src, ctx))
    if name in ("sup", "sub"):
        inner = render(inner_src, ctx).strip().replace(" ", "\\ ")
        if not inner:
            return ""
        mark = "^" if name == "sup" else "~"
        return f"{mark}{inner}{mark}"
    if name in _CODE:
        return escape.code_span(plain_text(node.contents))
    if name in _TRANSPARENT:
        return render(inner_src, ctx)
    ctx.warn(f"Balise HTML <{name}> gardée comme texte.")
    return escape.text(str(node))
