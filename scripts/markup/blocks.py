"""Block structure: headings, section titles, lists, paragraphs, rules, tables.

MediaWiki's block syntax is line-based, so this layer reads the page line by line
(mwparserfromhell does not nest lists), groups lines into blocks, recognises section
titles that authors wrote as bold-only or plain lines, turns fake bullets into real
list items, and decides for each single newline whether it is a hard wrap (joined)
or a break the author meant (kept as ``<br>``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import escape, inline, tables

# ------------------------------------------------------------------ patterns
_HEADING = re.compile(r"^(=+)(.*?[^=].*?|[^=]*?)(=+)\s*$")
_RULE = re.compile(r"^-{4,}(.*)$")
_LIST = re.compile(r"^([*#:;]+)(.*)$")
_MAGIC = re.compile(r"__(?:NO)?(?:TOC|FORCETOC|EDITSECTION|NEWSECTIONLINK|INDEX|NOINDEX|"
                    r"NOTITLECONVERT|NOTC|NOCONTENTCONVERT|NOCC|NOGALLERY|HIDDENCAT|"
                    r"STATICREDIRECT|DISAMBIG)__")
_LEAD_BR = re.compile(r"^(?:\s|&nbsp;|&#160;|\u00a0|<br\s*/?>|</br>)+", re.I)
_LEAD_INDENT = re.compile(r"^(?:\s|&nbsp;|&#160;|\u00a0)+", re.I)
_HAS_BR = re.compile(r"<br\s*/?>|</br>", re.I)
# A fake bullet typed after (or instead of) the list markup.
_FAKE = re.compile(r"^(?:(?P<sym>[•►▬○●◦▪■▸▹➢➤→✓✔])|(?P<dash>[-–—])(?=\s)|"
                   r"(?P<glued>-)(?=[^\W\d_]))\s*")
# A wiki list marker typed after a fake bullet ("• * texte") is one more bullet.
_STAR_AFTER_FAKE = re.compile(r"^[*+](?=\s|$)\s*")
_TRANSPARENT_TAGS = re.compile(
    r"</?(?:div|center|span|font|small|big|p|section|poem|blockquote)\b[^>]*>", re.I)
_UNCLOSED_LINK = re.compile(r"\[((?:https?|mailto):[^\s\[\]<>\"]+)((?:\s[^\[\]]*)?)$", re.I)
_BR_BULLET = re.compile(r"(?:<br\s*/?>|</br>)(?=(?:\s|&nbsp;|&#160;|\u00a0)*"
                        r"(?:[•►▬○●◦▪■▸▹➢➤→✓✔]|[-–—]\s))", re.I)
_COMMENT = re.compile(r"<!--.*?(?:-->|\Z)", re.S)

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


# ------------------------------------------------------------ preprocessing
def preprocess(text: str, ctx: inline.Context) -> list[str]:
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\t", " ")
    text = escape.clean_controls(text)
    if "<!--" in text:
        text = _COMMENT.sub("", text)
        ctx.warn("Commentaire HTML retiré (invisible sur le wiki).")
    if _MAGIC.search(text):
        for m in sorted(set(_MAGIC.findall(text))):
            ctx.warn(f"Mot magique {m} retiré (la table des matières du site est automatique).")
        text = _MAGIC.sub("", text)
    out = []
    for line in text.split("\n"):
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


# ------------------------------------------------------------------ reading
def _strip_lead(src: str) -> tuple[str, bool, bool]:
    """Remove leading breaks / indentation; report (rest, had_break, had_indent)."""
    m = _LEAD_BR.match(src)
    if not m:
        return src, False, False
    lead = m.group(0)
    return src[m.end():], bool(_HAS_BR.search(lead)), bool(_LEAD_INDENT.match(lead))


def _fake(src: str) -> tuple[str, str | None]:
    """Strip typed bullets ("- ", "•", "- •", "&nbsp;•"...); return (text, first symbol)."""
    m = _FAKE.match(src)
    if not m:
        return src, None
    sym = m.group("sym") or "-"
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
            pending_blank = True
            i += 1
            continue
        if stripped.startswith("{|") and any(ln.strip().startswith("|}") for ln in lines[i + 1:]):
            j = i
            while j < n and not lines[j].strip().startswith("|}"):
                j += 1
            blocks.append(Block("table", src="\n".join(lines[i:j + 1])))
            i = j + 1
            pending_blank = True
            continue
        h = _HEADING.match(line)
        if h and h.group(2).strip():
            level = min(len(h.group(1)), len(h.group(3)), 6)
            title = h.group(2).strip().strip("=").strip()
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
            prefix, content = lm.group(1), lm.group(2)
            content, _, _ = _strip_lead(content)
            content = content.strip()
            content, fake = _fake(content)
            _add_list_line(blocks, last("list"), prefix, content, fake)
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


def _add_list_line(blocks, current, prefix, content, fake) -> None:
    if current is None or current.pseudo == "fake":
        # Lists separated only by blank lines are merged into one.
        prev = blocks[-1] if blocks else None
        if prev is not None and prev.kind == "list" and prev.pseudo != "fake":
            current = prev
        else:
            current = Block("list")
            current.stack = []  # type: ignore[attr-defined]
            blocks.append(current)
    stack = current.stack  # type: ignore[attr-defined]
    indent_only = set(prefix) == {":"} and fake is None
    if indent_only and current.items:
        # ":" line under an item: a continuation paragraph of that item.
        current.items[-1].paras.append([Line(content)])
        return
    if indent_only:
        # ":" indentation with no list around it: plain text (the indent is layout).
        if current.items == [] and current in blocks:
            blocks.remove(current)
        prev = blocks[-1] if blocks else None
        if prev is not None and prev.kind == "para" and getattr(prev, "indented", False):
            prev.lines.append(Line(content))
        else:
            para = Block("para", lines=[Line(content)])
            para.indented = True  # type: ignore[attr-defined]
            blocks.append(para)
        return
    if prefix.endswith(";"):
        content = "'''" + content + "'''" if content else content
    while stack and stack[-1] >= len(prefix):
        stack.pop()
    depth = len(stack)
    stack.append(len(prefix))
    current.items.append(Item(depth, prefix.endswith("#"), [Line(content)]))


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
                and len(b.items[0].lines) == 1 and nxt is not None and nxt.kind in ("para", "list"):
            src = b.items[0].lines[0].src
            if src.rstrip().endswith(":") and _title_like(src, plain=True):
                out.append(Block("heading", src=src, pseudo="item"))
                continue
        out.append(b)
    return out


def _lead_in(prev: Block | None) -> bool:
    """A paragraph or list whose last line announces what follows (ends with ':')."""
    if prev is None or prev.kind not in ("para", "list"):
        return False
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
    if b.kind in ("list", "table"):
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


def render(blocks: list[Block], ctx: inline.Context) -> str:
    chunks: list[str] = []
    skip_rule = False
    for b in blocks:
        if b.kind == "rule":
            if not skip_rule and chunks:
                chunks.append("---")
            skip_rule = False
            continue
        skip_rule = False
        if b.kind == "heading":
            title_src, description = heading_parts(b.src)
            text = _heading_text(title_src, ctx)
            if not re.search(r"\w", text.replace("\\_", "")):
                ctx.warn(f"Titre sans texte ({b.src.strip()[:30]}) remplacé par un filet.")
                if chunks:
                    chunks.append("---")
                continue
            if b.demoted:
                ctx.warn(f"Titre trop long gardé comme paragraphe en gras : {text[:40]}…")
                colon = " :" if title_src.rstrip().rstrip("'").rstrip().endswith(":") else ""
                chunks.append(escape.line_start(inline.emphasis(text + colon, "**")))
            else:
                chunks.append("#" * b.raw_level + " " + text)
            if description:
                chunks.append(escape.line_start(inline.emphasis(inline.render(description, ctx), "*")))
            skip_rule = True
        elif b.kind == "para":
            rows = _physical(render_lines(b.lines, ctx))
            if rows:
                chunks.append("\n".join(rows))
        elif b.kind == "list":
            chunks.append(_render_list(b, ctx))
        elif b.kind == "table":
            md = tables.convert(b.src, ctx)
            if md is None:
                ctx.warn("Tableau illisible gardé comme texte.")
                rows = [escape.line_start(re.sub(r"^([•►▬○●◦▪■])", lambda m: "&#%d;" % ord(m.group(1)),
                                                 escape.text(l.strip())))
                        for l in b.src.split("\n") if l.strip()]
                md = "<br>\n".join(rows)
            if md:
                chunks.append(md)
        elif b.kind == "raw":
            chunks.append(b.src)
    return "\n\n".join(c for c in chunks if c.strip()) + "\n"


def _render_list(b: Block, ctx: inline.Context) -> str:
    out: list[str] = []
    for item in b.items:
        pad = "    " * item.depth
        marker = "1. " if item.ordered else "- "
        rows = _physical(render_lines(item.lines, ctx)) or [""]
        if not rows[0]:
            rows[0] = ""
        out.append((pad + marker + rows[0]).rstrip())
        for r in rows[1:]:
            out.append(pad + "    " + r)
        for para in item.paras:
            prow = _physical(render_lines(para, ctx))
            if prow:
                out.append("")
                out.extend(pad + "    " + r for r in prow)
    return "\n".join(out)
