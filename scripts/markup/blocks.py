"""Block structure: headings, section titles, lists, paragraphs, rules, tables.

MediaWiki's block syntax is line-based, so this layer reads the page line by line
(mwparserfromhell does not nest lists), groups lines into blocks, recognises section
titles that authors wrote as bold-only or plain lines, turns fake bullets into real
list items, and decides for each single newline whether it is a hard wrap (joined)
or a break the author meant (kept as ``<br>``).
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from . import escape, inline, tables

# ------------------------------------------------------------------ patterns
# doHeadings: the most "=" on both sides first (6 down to 1); extra "=" on one side are text.
_HEADINGS = [(n, re.compile(r"^={%d}[ \t]*(.+?)[ \t]*={%d}\s*$" % (n, n))) for n in range(6, 0, -1)]
_RULE = re.compile(r"^-{4,}(.*)$")
_LIST = re.compile(r"^([*#:;]+)(.*)$")
_MAGIC = re.compile(r"__(?:NO)?(?:TOC|FORCETOC|EDITSECTION|NEWSECTIONLINK|INDEX|NOINDEX|"
                    r"NOTITLECONVERT|NOTC|NOCONTENTCONVERT|NOCC|NOGALLERY|HIDDENCAT|"
                    r"STATICREDIRECT|DISAMBIG)__")
_EMPTY_TAG = r"<(?P<et>u|b|i|s|em|strong|ins|del|span|small|big|sup|sub|font|code|tt)\b[^<>]*>(?:\s|&nbsp;)*</(?P=et)\s*>"
_LEAD_BR = re.compile(r"^(?:\s|&nbsp;|&#160;|\u00a0|<br\s*/?>|</br>|" + _EMPTY_TAG + ")+", re.I)
_LEAD_INDENT = re.compile(r"^(?:\s|&nbsp;|&#160;|\u00a0)+", re.I)
_HAS_BR = re.compile(r"<br\s*/?>|</br>", re.I)
# A fake bullet typed after (or instead of) the list markup.
_FAKE = re.compile(r"^(?:(?P<sym>[•►▬○●◦▪■▸▹➢➤→✓✔])|(?P<dash>[-–—])(?=\s|&nbsp;|&#160;)|"
                   r"(?P<glued>-)(?=[^\W\d_]))\s*")
# A wiki list marker typed after a fake bullet ("• * texte") is one more bullet.
_STAR_AFTER_FAKE = re.compile(r"^[*+](?=\s|$|&nbsp;|&#160;)\s*")
_TRANSPARENT_TAGS = re.compile(
    r"</?(?:div|center|span|font|small|big|p|section|poem|blockquote)\b[^>]*>", re.I)
_UNCLOSED_LINK = re.compile(r"\[((?:https?|mailto):[^\s\[\]<>\"]+)((?:\s[^\[\]]*)?)$", re.I)
_BR_BULLET = re.compile(r"(?:<br\s*/?>|</br>)(?=(?:\s|&nbsp;|&#160;|\u00a0)*"
                        r"(?:[•►▬○●◦▪■▸▹➢➤→✓✔]|[-–—]\s))", re.I)
_NOWIKI = re.compile(r"<nowiki>(?:(?!</?nowiki).)*\n(?:(?!</?nowiki).)*</nowiki>", re.S | re.I)
_INDENTED_TABLE = re.compile(r"^(:+)\s*\{\|")
_PRE_OPEN = re.compile(r"<pre(?:\s[^<>]*)?>", re.I)
_COMMENT = re.compile(r"<!--.*?(?:-->|\Z)", re.S)
_ANY_BR = re.compile(r"</?br\b[^<>]*>", re.I)
_HR_LINE = re.compile(r"^[ \t]*<hr\b[^<>]*>[ \t]*$", re.I | re.M)
_LEAD_TAB = re.compile(r"^\t[\t ]*", re.M)
_COMMENT_LINE = re.compile(r"(?<=\n)[ \t]*<!--(?:(?!-->).)*-->(?:[ \t]*<!--(?:(?!-->).)*-->)*[ \t]*\n", re.S)

_CONNECTORS = {"ou", "et", "or", "and", "puis", "sinon", "ou bien", "etc", "etc."}
_SENTENCE_WORDS = {
    "il", "elle", "ils", "elles", "on", "vous", "nous", "je", "tu", "est", "sont", "peut",
    "peuvent", "doit", "doivent", "a", "ont", "soit", "sera", "être", "c'est", "the", "you",
    "is", "are", "can", "must", "it", "he", "she", "we", "they", "i", "will",
}
_DETERMINERS = {"le", "la", "les", "l'", "un", "une", "des", "ce", "cet", "cette", "ces",
                "chaque", "tous", "toutes", "tout", "the", "a", "an", "each", "every"}
_ENUM_START = re.compile(r"^(?:\d|[IVXLC]+[.)]\s|[a-zA-Z][.)]\s|\()")

MAX_HEADING_CHARS = 80


# -------------------------------------------------------------------- blocks
@dataclass
class Line:
    src: str
    br_before: bool = False
    indent: bool = False


@dataclass
class Item:
    depth: int
    ordered: bool
    lines: list[Line]
    paras: list[list[Line]] = field(default_factory=list)
    kind: str = "li"  # "li", or "dt"/"dd" in a definition list


@dataclass
class Block:
    kind: str  # heading, rule, table, list, para, lang
    src: str = ""
    lines: list[Line] = field(default_factory=list)
    items: list[Item] = field(default_factory=list)
    raw_level: int = 0
    pseudo: str = ""  # "", "bold", "bolditalic", "plain", "item"
    demoted: bool = False  # a sentence written as a heading: rendered as bold text
    lang: str = ""
    open: list[tuple[str, int]] = field(default_factory=list)  # open list levels (markup, depth)
    raw: list[tuple[str, str]] = field(default_factory=list)  # "wikilist": (prefix, content) per line


# ------------------------------------------------------------ preprocessing
def preprocess(text: str, ctx: inline.Context) -> list[str]:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    # Only a space starts preformatted text: a line indented by a tab is a paragraph line.
    text = _LEAD_TAB.sub("", text).replace("\t", " ")
    text = escape.clean_controls(text)
    if "<!--" in text:
        # A line holding only comments goes whole, its newline too (MediaWiki's preprocessor):
        # a comment between two list lines leaves one list.
        text = _COMMENT_LINE.sub("", text)
        text = _COMMENT.sub("", text)
        ctx.warn("Commentaire HTML retiré (invisible sur le wiki).")
    # "</br>", "<br/ >", "<br title=x>": a line break to MediaWiki's sanitizer, as "<br>".
    text = _ANY_BR.sub("<br>", text)
    text = _HR_LINE.sub("----", text)  # "<hr>" alone on its line: a rule, as "----"
    if "<nowiki" in text.lower():
        # A <nowiki> spanning lines is one piece of the line it starts on (MediaWiki strips it
        # out before reading lines): its newlines are spaces, as HTML shows them, so no line of
        # it is read as a list, heading or table. Inside <pre> its newlines stay.
        text = _NOWIKI.sub(_nowiki_one_line, text)
    if _MAGIC.search(text):
        for m in sorted(set(_MAGIC.findall(text))):
            ctx.warn(f"Mot magique {m} retiré (la table des matières du site est automatique).")
        text = _MAGIC.sub("", text)
    out = []
    for line in text.split("\n"):
        if line.startswith(" ") and not line.strip():
            out.append(" ")  # blank but space-led: it continues a preformatted block
            continue
        line = line.rstrip()
        if _TRANSPARENT_TAGS.search(line):
            for m in sorted({t.group(0).split()[0].strip("<>/").lower()
                             for t in _TRANSPARENT_TAGS.finditer(line)}):
                ctx.warn(f"Balise de mise en forme <{m}> retirée (contenu gardé).")
            line = _TRANSPARENT_TAGS.sub("", line).rstrip()
        # "texte<br>• a<br>• b": typed bullets after breaks start list lines.
        for part in _BR_BULLET.sub("\n", line).split("\n"):
            part = part.rstrip()
            m = _UNCLOSED_LINK.search(part)
            if m:
                ctx.warn(f"Lien externe non fermé, refermé en fin de ligne : {m.group(1)[:60]}")
                part = part[: m.start()] + "[" + m.group(1) + m.group(2).rstrip() + "]"
            out.append(part)
    return out


def _nowiki_one_line(m: re.Match) -> str:
    before = m.string[:m.start()].lower()
    if before.count("<pre") > before.count("</pre"):
        return m.group(0).replace("\n", "</nowiki>\n<nowiki>")
    return m.group(0).replace("\n", " ")


# ------------------------------------------------------------------ reading
def _heading(line: str) -> tuple[int, str] | None:
    """(level, title) of a heading line as MediaWiki's doHeadings reads it (``=====Aperçu===``
    is a level-3 heading), None if it is not one."""
    if not line.startswith("="):
        return None
    for level, rx in _HEADINGS:
        m = rx.match(line)
        if m:
            # The extra "=" of an unbalanced heading are text to MediaWiki (« ==Aperçu »); the
            # site leaves them out, an author's slip rather than words (a snippet's marker
            # names the section without them). A line of "=" only stays text.
            title = m.group(1).strip().strip("=").strip()
            return (level, title) if title else None
    return None


def _strip_lead(src: str) -> tuple[str, bool, bool]:
    """Remove leading breaks / indentation; report (rest, had_break, had_indent)."""
    m = _LEAD_BR.match(src)
    if not m:
        return src, False, False
    lead = m.group(0)
    return src[m.end():], bool(_HAS_BR.search(lead)), bool(_LEAD_INDENT.match(lead))


def _fake(src: str, after_marker: bool = False) -> tuple[str, str | None]:
    """Strip typed bullets ("- ", "•", "- •", "&nbsp;•"...); return (text, first symbol).
    Right after list markup, a lone "*" or "+" is a typed bullet too ("* *")."""
    m = _FAKE.match(src) or (_STAR_AFTER_FAKE.match(src) if after_marker else None)
    if not m:
        return src, None
    sym = (m.groupdict().get("sym") or "-") if m.re is _FAKE else "-"
    rest = src[m.end():]
    while True:
        rest, _, _ = _strip_lead(rest)
        m = _FAKE.match(rest) or _STAR_AFTER_FAKE.match(rest)
        if not m or m.groupdict().get("glued"):
            return rest, sym
        rest = rest[m.end():]


def read(lines: list[str], ctx: inline.Context) -> list[Block]:
    """Group lines into blocks (MediaWiki's line-based block syntax)."""
    blocks: list[Block] = []
    i = 0
    n = len(lines)
    pending_blank = True
    section_syms: dict[str, int] = {}  # fake bullet symbol -> nesting level in the section

    def last(kind: str) -> Block | None:
        if blocks and blocks[-1].kind == kind and not pending_blank:
            return blocks[-1]
        return None

    while i < n:
        line = lines[i]
        stripped = line.strip()
        if not stripped:
            if line and blocks and blocks[-1].kind == "pre" and blocks[-1].pseudo != "literal" \
                    and not pending_blank:
                blocks[-1].lines.append(Line(""))  # " ": the preformatted block goes on
            else:
                pending_blank = True
            i += 1
            continue
        indented = _INDENTED_TABLE.match(stripped)
        if indented and any(ln.strip().startswith("|}") for ln in lines[i + 1:]):
            # ":{|": a table indented by as many definition levels as colons (doTableStuff).
            lines[i] = stripped[indented.end(1):].lstrip()
            stripped = lines[i]
        if stripped.startswith("{|") and any(ln.strip().startswith("|}") for ln in lines[i + 1:]):
            j, depth = i, 0
            while j < n:
                t = lines[j].strip()
                depth += t.startswith("{|") - t.startswith("|}")
                if depth <= 0:
                    break
                j += 1
            if j >= n:  # a nested table never closed: stop at the last "|}"
                j = max(k for k in range(i, n) if lines[k].strip().startswith("|}"))
            blocks.append(Block("table", src="\n".join(lines[i:j + 1]),
                                raw_level=len(indented.group(1)) if indented else 0))
            i = j + 1
            pending_blank = True
            continue
        if _PRE_OPEN.match(stripped) and any("</pre>" in ln.lower() for ln in lines[i:]):
            # <pre>…</pre>: literal text (no markup, entities read), as on the wiki.
            j = i
            while "</pre>" not in lines[j].lower():
                j += 1
            inner = "\n".join(lines[i:j + 1])
            inner = inner[_PRE_OPEN.match(inner.lstrip()).end() + len(inner) - len(inner.lstrip()):]
            body, _, after = inner.partition("</pre>")
            if body.lower().endswith("</pre"):
                body = body[:-5]
            body = html.unescape(body.strip("\n"))
            blocks.append(Block("pre", lines=[Line(t) for t in body.split("\n")], pseudo="literal"))
            pending_blank = True
            if after.strip():
                lines[j] = after.strip()
                i = j
            else:
                i = j + 1
            continue
        h = _heading(line)
        if h and h[1]:
            level, title = h
            blocks.append(Block("heading", src=title, raw_level=level))
            section_syms.clear()
            pending_blank = True
            i += 1
            continue
        r = _RULE.match(line)
        if r:
            blocks.append(Block("rule"))
            pending_blank = True
            rest = r.group(1).strip()
            if rest:
                lines[i] = rest
                continue
            i += 1
            continue
        lm = _LIST.match(line)
        if lm:
            # A run of consecutive list lines: MediaWiki nests it by comparing each line's
            # markup with the previous one's (doBlockLevels). Markdown says most runs; the
            # others are written as the converter's own HTML (`_render_wikilist`).
            run = []
            while i < n and (lm := _LIST.match(lines[i])) and not (
                    run and _INDENTED_TABLE.match(lines[i]) and any(ln.strip().startswith("|}") for ln in lines[i + 1:])):
                prefix, content = lm.group(1), lm.group(2)
                content, _, _ = _strip_lead(content)
                content = content.strip()
                content, fake = _fake(content, after_marker=True)
                if fake is not None and set(prefix) <= {":", ";"}:
                    prefix += "*"  # ":• texte": a typed bullet in an indentation is an indented item
                run.append((prefix, content, fake))
                i += 1
            joined = last("list") or last("dl")  # a wiki list this run continues (typed bullets do not count)
            if (joined is None or joined.pseudo == "fake") and not _markdown_says(run):
                if any(len(p) > MAX_LIST_DEPTH for p, _, _ in run):
                    ctx.warn(f"Liste imbriquée sur plus de {MAX_LIST_DEPTH} niveaux : les niveaux plus "
                             f"profonds sont ramenés au {MAX_LIST_DEPTH}e (le site ne peut pas en "
                             "construire davantage ; aucun mot retiré).")
                blocks.append(Block("wikilist", raw=[
                    (p if len(p) <= MAX_LIST_DEPTH else p[:MAX_LIST_DEPTH - 1] + p[-1], c)
                    for p, c, _ in run]))
            else:
                for prefix, content, fake in run:
                    _add_list_line(blocks, last("list") or last("dl"), prefix, content, fake, ctx)
                    pending_blank = False
            pending_blank = False
            continue
        if line.startswith(" "):
            # A line starting with a space is preformatted text on the wiki.
            prev = blocks[-1] if blocks else None
            if prev is not None and prev.kind == "pre" and not pending_blank:
                prev.lines.append(Line(line[1:]))
            else:
                blocks.append(Block("pre", lines=[Line(line[1:])]))
            pending_blank = False
            i += 1
            continue
        src, br, indent = _strip_lead(line)
        src = src.strip()
        body, fake = _fake(src)
        if fake:
            _add_fake_item(blocks, fake, body, section_syms)
            pending_blank = False
            i += 1
            continue
        if not src:
            if br and blocks and not pending_blank and blocks[-1].kind in ("para", "list"):
                # A line holding only <br>: an explicit extra break.
                pass
            pending_blank = pending_blank or False
            i += 1
            continue
        ln = Line(src, br, indent)
        prev = blocks[-1] if blocks else None
        if prev is not None and not pending_blank and prev.kind == "para":
            prev.lines.append(ln)
        elif prev is not None and not pending_blank and prev.kind == "list" and prev.pseudo == "fake":
            prev.items[-1].lines.append(ln)
        elif prev is not None and prev.kind == "list" and pending_blank and indent:
            prev.items[-1].paras.append([ln])
        else:
            blocks.append(Block("para", lines=[ln]))
        pending_blank = False
        i += 1
    return blocks


MAX_LIST_DEPTH = 12  # deeper nesting makes Python-Markdown recurse past Python's limit


def _colon_split(content: str) -> tuple[str, str | None]:
    """``;terme : définition``: split at the first ':' outside links, URLs and tags, as
    MediaWiki's findColonNoLinks does (it runs once links are HTML, so a colon inside a link,
    inside a tag's attributes or between an opening and its closing tag, ``<b>Note :</b>``,
    belongs to the term)."""
    depth_link = depth_ext = depth_tag = 0
    i, n = 0, len(content)
    while i < n:
        c = content[i]
        if content.startswith("[[", i):
            depth_link += 1; i += 2; continue
        if content.startswith("]]", i) and depth_link:
            depth_link -= 1; i += 2; continue
        if c == "[":
            depth_ext += 1
        elif c == "]" and depth_ext:
            depth_ext -= 1
        elif c == "<":
            j = content.find(">", i)
            if j > 0:
                tag = content[i + 1:j]
                if tag.startswith("/"):
                    depth_tag = max(0, depth_tag - 1)
                elif not tag.endswith("/") and not tag.startswith("!") \
                        and not re.match(r"br\b", tag, re.I):
                    depth_tag += 1
                i = j + 1
                continue
        elif c == ":" and not (depth_link or depth_ext or depth_tag) \
                and not content.startswith("//", i + 1):
            return content[:i].rstrip(), content[i + 1:].strip()
        i += 1
    return content, None


def _common(a: str, b: str) -> int:
    """MediaWiki's getCommon: the length of the common start, compared char for char. The
    last prefix is kept with ';' written ':' (as doBlockLevels stores it), so a ';' on the new
    line never continues it: ``;;a`` after ``;b`` opens a new term list."""
    k = 0
    while k < min(len(a), len(b)) and a[k] == b[k]:
        k += 1
    return k


def _markdown_says(run: list[tuple[str, str, str | None]]) -> bool:
    """Whether Markdown (lists, `def_list`) renders this run of list lines with MediaWiki's
    nesting: only ``*``/``#`` lines that open one level at a time and never change a nested
    level's type in place, or a flat definition list starting with a term (``;``), each term
    with a definition. Anything else
    (``:`` indentation, mixed markers such as ``*:`` ``#*`` ``:*`` ``;:``, a type change under an
    item, levels opened with no item of their own, a term with no definition) goes to
    `_render_wikilist`."""
    prefixes = [p for p, _, _ in run]
    if set("".join(prefixes)) <= {";", ":"}:
        # def_list needs a definition under every term: a lone term would get an empty one
        lone = any(p == ";" and _colon_split(c)[1] is None and (k + 1 == len(run) or run[k + 1][0] != ":")
                   for k, (p, c, _) in enumerate(run))
        return all(len(p) == 1 for p in prefixes) and prefixes[0] == ";" and not lone
    if any(set(p) & {":", ";"} for p in prefixes):
        return False
    prev = ""
    for p in prefixes:
        c = _common(prev, p)
        if len(p) > c + 1:  # more than one level opened: parent items with no text
            return False
        if 0 < c < min(len(prev), len(p)):  # a nested list changes type under the same item
            return False
        prev = p
    return True


def _add_list_line(blocks, current, prefix, content, fake, ctx) -> None:
    """One line of MediaWiki list markup ``[*#:;]+``. ``*``/``#`` lines nest as on the
    wiki (skipped levels get empty parent items); lines of only ``;``/``:`` are
    definition lists (``:`` right under a list item continues that item)."""
    if fake is not None and set(prefix) <= {":", ";"}:
        prefix = prefix[:-1] + "*"  # ":• texte": an indented typed bullet is an item
    dl_line = set(prefix) <= {":", ";"}
    if dl_line and prefix[0] == ":" and current is not None and current.kind == "list" \
            and current.pseudo != "fake" and current.items:
        # ":" line under an item: a continuation paragraph of that item.
        current.items[-1].paras.append([Line(content)])
        return
    if len(prefix) > MAX_LIST_DEPTH:
        ctx.warn(f"Liste imbriquée sur plus de {MAX_LIST_DEPTH} niveaux : les niveaux plus profonds "
                 f"sont ramenés au {MAX_LIST_DEPTH}e (le site ne peut pas en construire davantage ; "
                 "aucun mot retiré).")
        prefix = prefix[:MAX_LIST_DEPTH - 1] + prefix[-1]
    if dl_line:
        if current is None or current.kind != "dl":
            current = Block("dl")
            blocks.append(current)
        depth = len(prefix) - 1
        if prefix[-1] == ";":
            term, definition = _colon_split(content)
            current.items.append(Item(depth, False, [Line(term)], kind="dt"))
            if definition is not None:
                current.items.append(Item(depth, False, [Line(definition)], kind="dd"))
        else:
            current.items.append(Item(depth, False, [Line(content)], kind="dd"))
        return
    if current is not None and (current.kind != "list" or current.pseudo == "fake"):
        current = None
    if current is not None and prefix[0] in "*#" and current.open \
            and current.open[0][0] in "*#" and prefix[0] != current.open[0][0]:
        current = None  # "#" list then "*" list: two lists, as on the wiki
    if prefix.endswith(":") and current is not None and current.items:
        current.items[-1].paras.append([Line(content)])  # "*:" continues the item
        return
    if current is None:
        current = Block("list")
        blocks.append(current)
    # current.open: for each markup character of the last item, (char, depth of its
    # item in the output, or -1 for an indentation level that has no item).
    opened = current.open
    target = len(prefix) - 1
    common = 0
    while common < min(len(opened), target) and (
            prefix[common] == opened[common][0] or prefix[common] in ":;"
            or opened[common][0] in ":;" or common > 0):
        common += 1
    del opened[common:]

    def depth() -> int:
        return sum(1 for _, d in opened if d >= 0)

    for k in range(common, target):
        if prefix[k] in ":;":
            opened.append((prefix[k], -1))  # an indentation level with no item: dropped
            continue
        current.items.append(Item(depth(), prefix[k] == "#", [Line("")]))
        opened.append((prefix[k], depth()))
    if prefix.endswith(";"):
        content = " + content + " if content else content
    current.items.append(Item(depth(), prefix.endswith("#"), [Line(content)]))
    opened.append((prefix[-1], depth()))


def _add_fake_item(blocks, sym, body, sym_level) -> None:
    """A line starting with a typed bullet. A symbol first seen right after an item
    that announces sub-items (ends with ':') nests under it; a symbol keeps its level
    for the rest of the section (e.g. "▬" items holding "•" items)."""
    prev = blocks[-1] if blocks else None
    current = prev if prev is not None and prev.kind == "list" and prev.pseudo == "fake" else None
    last = current.items[-1] if current is not None and current.items else None
    if sym not in sym_level:
        if last is not None and last.lines[-1].src.rstrip().endswith(":"):
            sym_level[sym] = last.level + 1  # type: ignore[attr-defined]
        else:
            sym_level[sym] = last.level if last is not None else 0  # type: ignore[attr-defined]
    level = sym_level[sym]
    if current is None:
        current = Block("list", pseudo="fake")
        current.base = level  # type: ignore[attr-defined]
        blocks.append(current)
    depth = max(0, level - current.base)  # type: ignore[attr-defined]
    depth = min(depth, last.depth + 1 if last is not None else 0)
    item = Item(depth, False, [Line(body)])
    item.level = level  # type: ignore[attr-defined]
    current.items.append(item)


# --------------------------------------------------------- section titles
def _bold_only(src: str) -> tuple[str, str] | None:
    """('bold'|'bolditalic', inner) if the line is one bold run (optional ':')."""
    m = re.fullmatch(r"('''''|''')(?!')(.+?)(?<!')\1\s*(:?)\s*", src)
    if not m:
        return None
    inner = m.group(2).strip()
    if "''" in inner:
        return None
    return ("bolditalic" if len(m.group(1)) == 5 else "bold"), inner


def _title_like(text: str, plain: bool) -> bool:
    t = text.strip()
    core = t[:-1].strip() if t.endswith(":") else t
    if not core or not re.search(r"[^\W\d_]", core) or len(core) > (60 if plain else MAX_HEADING_CHARS):
        return False
    if core.lower() in _CONNECTORS:
        return False
    if core[-1] in ".,;!?…" or ":" in core:
        return False
    if plain:
        if not core[0].isupper() or _ENUM_START.match(core):
            return False
        if re.search(r"[\[\]{}<>|'=+&]", core.replace("’", "").replace("'", "")) or "''" in core:
            return False
        words = core.split()
        if len(words) > 6:
            return False
        if any(w.lower().strip("(),") in _SENTENCE_WORDS for w in words):
            return False
        if "," in core:
            return False
        if len(words) >= 4 and words[0].lower() in _DETERMINERS:
            return False
    return True


def _short_line(src: str) -> bool:
    return len(src) <= 60 and not re.search(r"[.!?;]$", src)


def find_titles(blocks: list[Block]) -> list[Block]:
    """Turn bold-only / plain lines acting as section titles into headings."""
    out: list[Block] = []
    # An author who marks titles in bold does not also write plain-line titles.
    bold_titles = any(b.kind == "para" and _bold_only(b.lines[0].src) for b in blocks)
    for idx, b in enumerate(blocks):
        nxt = blocks[idx + 1] if idx + 1 < len(blocks) else None
        if b.kind == "para":
            first = b.lines[0].src
            rest = b.lines[1:]
            bo = _bold_only(first)
            kind = None
            title = None
            if bo and _title_like(bo[1], plain=False):
                follows_ok = (not rest and nxt is not None) or \
                    (rest and not _continues(rest[0].src))
                if follows_ok:
                    kind, title = bo[0], bo[1]
            elif not bold_titles and _title_like(first, plain=True) and not b.lines[0].indent \
                    and not _lead_in(out[-1] if out else None):
                if rest:
                    if len(rest[0].src) >= 40 and not _continues(rest[0].src):
                        kind, title = "plain", first
                elif nxt is not None and _body_follows(blocks, idx + 1):
                    kind, title = "plain", first
            if kind:
                out.append(Block("heading", src=title, pseudo=kind))
                if rest:
                    out.append(Block("para", lines=rest))
                continue
        if b.kind == "list" and b.pseudo != "fake" and len(b.items) == 1 \
                and not b.items[0].ordered and not b.items[0].paras \
                and len(b.items[0].lines) == 1 and nxt is not None and nxt.kind in ("para", "list", "wikilist"):
            src = b.items[0].lines[0].src
            if src.rstrip().endswith(":") and _title_like(src, plain=True):
                out.append(Block("heading", src=src, pseudo="item"))
                continue
        out.append(b)
    return out


def _lead_in(prev: Block | None) -> bool:
    """A paragraph or list whose last line announces what follows (ends with ':')."""
    if prev is None or prev.kind not in ("para", "list", "wikilist"):
        return False
    if prev.kind == "wikilist":
        return prev.raw[-1][1].rstrip().endswith(":")
    last = prev.lines[-1] if prev.kind == "para" else prev.items[-1].lines[-1]
    return last.src.rstrip().endswith(":")


def split_list_tails(blocks: list[Block]) -> list[Block]:
    """Lines glued under the last fake bullet that start a new sentence are a
    paragraph after the list, unless the item announces them (ends with ':')."""
    out: list[Block] = []
    for b in blocks:
        out.append(b)
        if b.kind != "list" or b.pseudo != "fake" or not b.items:
            continue
        item = b.items[-1]
        if len(item.lines) < 2 or item.lines[0].src.rstrip().endswith(":"):
            continue
        k = 1
        while k < len(item.lines) and _junction(item.lines[k - 1].src, item.lines[k]) == " ":
            k += 1
        if k < len(item.lines):
            out.append(Block("para", lines=item.lines[k:]))
            del item.lines[k:]
    return out


def _continues(src: str) -> bool:
    """A line that continues the previous sentence (starts in lower case)."""
    s = src.lstrip("'\"«( \u00a0")
    return bool(s) and s[0].islower()


def _body_follows(blocks: list[Block], j: int) -> bool:
    b = blocks[j]
    if b.kind in ("list", "table", "wikilist"):
        return True
    if b.kind != "para":
        return False
    if len(b.lines) == 1 and _short_line(b.lines[0].src):
        # Another short line: a title only if it is itself followed by a body.
        first = b.lines[0].src
        if _title_like(first, plain=True) and j + 1 < len(blocks):
            return _body_follows(blocks, j + 1)
        return False
    return True


# ----------------------------------------------------------------- levels
def assign_levels(blocks: list[Block]) -> None:
    """Normalise heading levels by rank: H2 for the top, never skipping."""
    stack: list[float] = []
    last_real = 0
    rank = {"bold": 1, "plain": 1, "item": 1, "bolditalic": 2}
    for b in blocks:
        if b.kind != "heading":
            continue
        b.demoted = _too_long(b.src)
        if b.demoted:
            continue
        if b.pseudo in ("", "lang"):
            raw = b.raw_level
            if not b.pseudo:
                last_real = raw
        else:
            raw = last_real + rank[b.pseudo]
        while stack and stack[-1] >= raw:
            stack.pop()
        b.raw_level = 2 + len(stack)
        if b.raw_level > 6:
            b.demoted = True
            continue
        stack.append(raw)


def _too_long(src: str) -> bool:
    """A "heading" that is really a sentence (or several): kept as bold text."""
    title, _ = heading_parts(src)
    plain = re.sub(r"'{2,}|\[\S*|\]", "", title)
    return len(plain) > MAX_HEADING_CHARS or bool(
        re.search(r"[a-zà-ÿ]{2}[.!?] +[A-ZÀ-Ý]", plain))


# ----------------------------------------------------------------- render
def _junction(a: str, b: Line) -> str:
    """' ' to join a hard-wrapped line, or a break the author meant."""
    if b.br_before:
        return inline.BREAK
    a = a.rstrip()
    if a.endswith(":"):
        return inline.BREAK
    s = b.src.lstrip("'\"«( \u00a0")
    if s and s[0].islower():
        return " "
    return inline.BREAK


def render_lines(lines: list[Line], ctx: inline.Context) -> str:
    parts: list[str] = []
    for k, ln in enumerate(lines):
        text = inline.render(ln.src, ctx)
        if k:
            prev = parts[-1]
            if prev.endswith(inline.BREAK) or text.startswith(inline.BREAK):
                sep = ""
            else:
                sep = _junction(lines[k - 1].src, ln)
            parts.append(sep)
        parts.append(text)
    out = "".join(parts)
    out = re.sub(r"[ \u00a0]*\n[ \u00a0\n]*", "\n", out).strip(" \n")
    return out


def _physical(text: str) -> list[str]:
    """Split rendered text at breaks into output lines (with <br>)."""
    rows = [r.strip() for r in text.split(inline.BREAK)]
    rows = [r for r in rows if r]
    return [escape.line_start(r) + ("<br>" if k < len(rows) - 1 else "")
            for k, r in enumerate(rows)]


_ENUM_HEADING = re.compile(r"^(\d+\s*[-–.)]\s*[^-–]{2,40}?)\s+[-–]\s+(\S.{15,})$")


def heading_parts(src: str) -> tuple[str, str]:
    """Clean a heading's source; split "N - Name - description" into (title, text)."""
    src = re.sub(r"^(?:[*#:]+\s*|[-•►▬○]\s+)", "", src.strip())
    inner = re.sub(r"^'{2,}|'{2,}$", "", src).strip()
    if "''" not in inner:
        src = inner
    src = re.sub(r"^(?:[*#:]+\s*|[-•►▬○]\s+)", "", src)
    m = _ENUM_HEADING.match(src)
    if m:
        return m.group(1).strip(), m.group(2).strip()
    return src, ""


def _heading_text(src: str, ctx: inline.Context) -> str:
    text = inline.render(src, ctx).replace(inline.BREAK, " ").strip()
    for mark in ("***", "**", "*"):
        if text.startswith(mark) and text.endswith(mark) and len(text) > 2 * len(mark) \
                and mark not in text[len(mark):-len(mark)]:
            text = text[len(mark):-len(mark)].strip()
            break
    text = re.sub(r"\s*:\s*$", "", text).strip()
    return text


# A list right after another one goes in a plain <div markdown="1"> (invisible): Markdown would
# otherwise merge two wiki lists into one.
SEPARATE_OPEN, SEPARATE_CLOSE = '<div markdown="1">', "</div>"
MAX_BLOCK_CHARS = 4000  # Python-Markdown's inline pass is quadratic in one block's length


def render(blocks: list[Block], ctx: inline.Context) -> str:
    chunks: list[str] = []
    prev_kind = ""
    for b in blocks:
        if b.kind == "rule":
            chunks.append("---")
            prev_kind = "rule"
            continue
        kind = b.kind + b.pseudo  # typed-bullet lists ("listfake") are not wiki lists
        separate = kind in ("list", "dl") and prev_kind == kind
        prev_kind = kind
        if b.kind == "heading":
            title_src, description = heading_parts(b.src)
            text = _heading_text(title_src, ctx)
            if not re.search(r"\w", text.replace("\\_", "")):
                ctx.warn(f"Titre sans texte ({b.src.strip()[:30]}) remplacé par un filet.")
                chunks.append("---")
                continue
            if b.demoted:
                ctx.warn(f"Titre trop long gardé comme paragraphe en gras : {text[:40]}…")
                colon = " :" if title_src.rstrip().rstrip("'").rstrip().endswith(":") else ""
                chunks.extend(_bounded([escape.line_start(inline.emphasis(text + colon, "**"))], ctx))
            else:
                chunks.append("#" * b.raw_level + " " + text)
            if description:
                chunks.append(escape.line_start(inline.emphasis(inline.render(description, ctx), "*")))
        elif b.kind == "para":
            rows = _physical(render_lines(b.lines, ctx))
            if rows:
                chunks.extend(_bounded(rows, ctx))
        elif b.kind == "pre":
            chunks.append(_render_pre(b, ctx))
        elif b.kind == "wikilist":
            chunks.append(_render_wikilist(b, ctx))
        elif b.kind in ("list", "dl"):
            md = _render_list(b, ctx) if b.kind == "list" else _render_dl(b, ctx)
            chunks.append(f"{SEPARATE_OPEN}\n\n{md}\n\n{SEPARATE_CLOSE}" if separate else md)
        elif b.kind == "table":
            md = tables.convert(b.src, ctx)
            if md is None:
                ctx.warn("Tableau illisible gardé comme texte.")
                rows = [escape.line_start(re.sub(r"^([•►▬○●◦▪■])", lambda m: "&#%d;" % ord(m.group(1)),
                                                 escape.text(l.strip())))
                        for l in b.src.split("\n") if l.strip()]
                md = "<br>\n".join(rows)
            if md and b.raw_level:
                # "block": a <dd> is read as inline text unless told otherwise (md_in_html)
                # an indented table: as many indentation levels (see _indents_as_blocks)
                md = ("\n".join([INDENT_OPEN + "\n" + INDENT_LINE_OPEN.format("block")] * b.raw_level)
                      + "\n" + md + "\n" + "\n".join(["</div>\n</div>"] * b.raw_level))
            if md:
                chunks.append(md)
        elif b.kind == "raw":
            chunks.append(b.src)
    return "\n\n".join(c for c in chunks if c.strip()) + "\n"


def _bounded(rows: list[str], ctx: inline.Context) -> list[str]:
    """A paragraph's rows as one or more paragraphs of at most MAX_BLOCK_CHARS: a
    very long paragraph is cut (between rows, else at a space outside links, with
    emphasis closed and reopened) so that the site builds in linear time."""
    if sum(len(r) + 1 for r in rows) <= MAX_BLOCK_CHARS:
        return ["\n".join(rows)] if rows else []
    ctx.warn("Paragraphe très long coupé en plusieurs paragraphes (le site mettrait des minutes "
             "à le construire d'un seul tenant ; aucun mot retiré).")
    pieces: list[str] = []
    for r in rows:
        pieces.extend(split_long(r.removesuffix("<br>"), MAX_BLOCK_CHARS))
    out: list[str] = []
    cur: list[str] = []
    size = 0
    for piece in pieces:
        if cur and size + len(piece) > MAX_BLOCK_CHARS:
            out.append("<br>\n".join(cur))
            cur, size = [], 0
        cur.append(piece)
        size += len(piece) + 5
    if cur:
        out.append("<br>\n".join(cur))
    return out


_MARKS = re.compile(r"\\.|\*\*\*|\*\*|\*|~~|\^\^|\[|\]\(|\)|<(?:https?|mailto):|>|`+| ")


def split_long(md: str, limit: int) -> list[str]:
    """Cut one line of our own Markdown into pieces of about ``limit`` characters at
    spaces outside links, autolinks and code; emphasis open at a cut is closed there
    and reopened in the next piece."""
    if len(md) <= limit:
        return [md]
    pieces: list[str] = []
    stack: list[str] = []  # open emphasis markers
    link = 0  # inside [label](url) or <url>: no cut
    code = ""
    start = 0
    reopen = ""
    for m in _MARKS.finditer(md):
        tok = m.group(0)
        if code:
            if tok == code:
                code = ""
            continue
        if tok.startswith("\\"):
            continue
        if tok.startswith("`"):
            code = tok
        elif tok == "[":
            link = max(link, 1)
        elif tok.startswith("<"):
            link = 3
        elif tok == "](" and link == 1:
            link = 2
        elif (tok == ")" and link == 2) or (tok == ">" and link == 3):
            link = 0
        elif tok in ("***", "**", "*", "~~", "^^"):
            if stack and stack[-1] == tok:
                stack.pop()
            elif tok == "***" and stack[-2:] in (["**", "*"], ["*", "**"]):
                del stack[-2:]
            else:
                stack.append(tok)
        elif tok == " " and not link and m.start() - start >= limit:
            closing = "".join(reversed(stack))
            pieces.append(reopen + md[start:m.start()].rstrip() + closing)
            reopen = "".join(stack)
            start = m.end()
    pieces.append(reopen + md[start:])
    return [escape.line_start(p) if k else p for k, p in enumerate(pieces)]


def _render_pre(b: Block, ctx: inline.Context) -> str:
    """A preformatted block, as on the wiki. Lines starting with a space keep their words
    but lose bold, italic and links (a fenced block shows text literally): the one
    difference with the wiki, reported in French."""
    if b.pseudo != "literal":
        ctx.warn("Texte préformaté (ligne commençant par une espace) gardé dans un bloc "
                 "préformaté, sans mise en forme ni liens.")
    if b.pseudo == "literal":
        text = "\n".join(ln.src.rstrip() for ln in b.lines).strip("\n")
    else:
        text = "\n".join(inline.plain(ln.src) for ln in b.lines).rstrip()
    longest = max((len(r) for r in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}\n{text}\n{fence}"


def _render_list(b: Block, ctx: inline.Context) -> str:
    out: list[str] = []
    after_para = False
    for item in b.items:
        pad = "    " * item.depth
        marker = "1. " if item.ordered else "- "
        if after_para:
            out.append("")  # else the item would continue the paragraph above
        after_para = False
        groups = _bounded(_physical(render_lines(item.lines, ctx)) or ["&nbsp;"], ctx)
        rows = groups[0].split("\n")
        out.append((pad + marker + rows[0]).rstrip())
        for r in rows[1:]:
            out.append(pad + "    " + r)
        for para in groups[1:] + [p for para in item.paras
                                  for p in _bounded(_physical(render_lines(para, ctx)), ctx)]:
            if para:
                out.append("")
                out.extend(pad + "    " + r for r in para.split("\n"))
                after_para = True
    return "\n".join(out)


_OPEN = {"*": ("ul", "li"), "#": ("ol", "li"), ":": ("dl", "dd"), ";": ("dl", "dt")}


def _render_wikilist(b: Block, ctx: inline.Context) -> str:
    """A run of list lines nested exactly as MediaWiki's doBlockLevels nests it (its prefix
    comparison ported line for line: ``;`` and ``:`` are one level, the common prefix stays open,
    the rest is closed then opened), written as the converter's own HTML: ``ul ol li dl dt dd``
    with no attribute but ``markdown="1"``, so that each item's text, the converter's escaped
    Markdown, is rendered by Python-Markdown (`md_in_html`). A level opened with no item of its
    own holds the deeper list right beside its bullet, as on the wiki: no bullet stands alone."""
    out: list[str] = []
    stack: list[str] = []  # the open item tag (li, dt, dd) of each open level
    last = ""

    def dt_open() -> bool:
        return bool(stack) and stack[-1] == "dt"

    def open_list(char: str) -> None:
        outer, inner = _OPEN[char]
        out.append(f'<{outer} markdown="1">')
        out.append(f'<{inner} markdown="1">')
        stack.append(inner)

    def next_item(char: str) -> None:
        out.append(f"</{stack[-1]}>")
        stack[-1] = "li" if char in "*#" else "dt" if char == ";" else "dd"
        out.append(f'<{stack[-1]} markdown="1">')

    def close_list(char: str) -> None:
        out.append(f"</{stack.pop()}>")
        out.append("</ul>" if char == "*" else "</ol>" if char == "#" else "</dl>")

    def text(src: str) -> None:
        rows = _physical(render_lines([Line(src.strip())], ctx)) if src.strip() else []
        out.extend(rows)

    for prefix, content in b.raw:
        prefix2 = prefix.replace(";", ":")
        if prefix2 == last:
            next_item(prefix[-1])
            if prefix[-1] == ";":
                term, definition = _colon_split(content)
                if definition is not None:
                    text(term)
                    next_item(":")
                    content = definition
        else:
            common = _common(prefix, last)
            for char in reversed(last[common:]):
                close_list(char)
            last = last[:common]
            if len(prefix) <= common and common > 0:
                next_item(prefix[common - 1])
            if dt_open() and common > 0 and prefix[common - 1] == ":":
                next_item(":")
            while len(prefix) > common:
                char = prefix[common]
                open_list(char)
                if char == ";":
                    term, definition = _colon_split(content)
                    if definition is not None:
                        text(term)
                        next_item(":")
                        content = definition
                common += 1
            last = prefix2
        text(content)
    for char in reversed(last):
        close_list(char)
    return "\n".join(_indents_as_blocks(out))


_TAG_OPEN = re.compile(r'<(dl|dd|dt|ul|ol|li) markdown="(1|block)">')
_TAG_CLOSE = re.compile(r"</(dl|dd|dt|ul|ol|li)>")


def _indents_as_blocks(rows: list[str]) -> list[str]:
    """A ``dl`` that holds no ``dt`` is indentation, not a list of definitions (``:`` is the
    wiki's layout trick): it is written as ``div.bga-indent``, each ``dd`` as a
    ``div.bga-indent-line`` keeping its Markdown mode (``dd`` is a span tag for md_in_html), the
    nesting unchanged, so that no screen reader announces definitions without terms (axe
    ``definition-list``). Tag rows are the converter's own: author text is escaped, so no text
    row can look like one."""
    out = list(rows)
    stack: list[dict] = []  # open elements, innermost last
    for k, row in enumerate(rows):
        if opening := _TAG_OPEN.fullmatch(row):
            tag, mode = opening.groups()
            parent = stack[-1] if stack else None
            if parent and parent["tag"] == "dl":
                parent["items"].append([k, None, mode])
                parent["term"] = parent["term"] or tag == "dt"
            stack.append({"tag": tag, "row": k, "items": [], "term": False})
        elif closing := _TAG_CLOSE.fullmatch(row):
            element = stack.pop()
            if stack and stack[-1]["tag"] == "dl" and element["tag"] in ("dd", "dt"):
                stack[-1]["items"][-1][1] = k
            if element["tag"] == "dl" and not element["term"]:
                out[element["row"]], out[k] = INDENT_OPEN, "</div>"
                for start, end, mode in element["items"]:
                    out[start] = INDENT_LINE_OPEN.format("span" if mode == "1" else mode)
                    out[end] = "</div>"
    return out


INDENT_OPEN = '<div class="bga-indent" markdown="block">'
INDENT_LINE_OPEN = '<div class="bga-indent-line" markdown="{}">'


def _render_dl(b: Block, ctx: inline.Context) -> str:
    """Definition list (``def_list``): "terme" then ":   définition"; a definition with
    no term before it (a ":" indent) gets an empty term."""
    out: list[str] = []
    prev: Item | None = None
    items = b.items
    for k, item in enumerate(items):
        d = item.depth
        pad = "    " * d
        rows = _physical(render_lines(item.lines, ctx))
        if item.kind == "dt":
            term = " ".join(r.removesuffix("<br>") for r in rows) or "&nbsp;"
            if prev is not None and not (prev.kind == "dt" and prev.depth == d):
                out.append("")
            _open_levels(out, prev, d)
            out.append(pad + term)
            nxt = items[k + 1] if k + 1 < len(items) else None
            if nxt is None or not (nxt.depth == d or (nxt.kind == "dd" and nxt.depth > d)):
                out.append(pad + ":   &nbsp;")
        else:
            if prev is None or prev.depth < d:
                if prev is not None and prev.kind == "dd":
                    out.append("")
                _open_levels(out, prev, d)
                if prev is None or not (prev.kind == "dt" and prev.depth == d):
                    out.append(pad + "&nbsp;")
            elif prev.depth > d:
                out.append("")
            groups = _bounded(rows or ["&nbsp;"], ctx)
            for g, group in enumerate(groups):
                rows = group.split("\n")
                if g:
                    out.append("")
                out.append(pad + (":   " if not g else "    ") + rows[0])
                out.extend(pad + "    " + r for r in rows[1:])
        prev = item
    return "\n".join(out)


def _open_levels(out: list[str], prev: Item | None, depth: int) -> None:
    """Empty definitions holding the levels a deeper line skips (":::x", ";a" then "::b")."""
    start = 0 if prev is None else prev.depth + (0 if prev.kind == "dt" else 1)
    for level in range(start, depth):
        pad = "    " * level
        if not (prev is not None and prev.kind == "dt" and level == prev.depth):
            out.append(pad + "&nbsp;")  # a term for the definition to hang from
        out.append(pad + ":   &nbsp;")
        out.append("")
