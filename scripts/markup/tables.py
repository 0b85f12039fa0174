"""Wiki tables ``{| … |}`` -> Markdown tables, or safe HTML tables where Markdown cannot say it.

The reader is a port of MediaWiki's line-based ``doTableStuff``: ``{|`` opens a table (nested
tables open inside the current cell), ``|+`` is the caption, ``|-`` a new row, ``|`` / ``!``
start data / header cells, split at ``||`` (and ``!!`` on header lines); in a cell, text before
the first single ``|`` is attributes unless it holds ``[[`` (so ``|testing [[one|two]] |three``
keeps every word), and attributes are never shown (``|Cell:|broken`` shows « broken », as on the
wiki); any other line continues the current cell, and text inside the table but in no cell is
shown before it (MediaWiki "fosters" it out), text after ``|}`` after it.

A table whose only header cells form its first row, with no spans, caption or nested table,
is a Markdown table. Any other table (header cells elsewhere or none, colspan/rowspan, nested
tables, a caption) is written as an HTML table: the converter writes the tags itself (``table``,
``caption``, ``tr``, ``th``, ``td``, with only numeric ``colspan``/``rowspan``), and each
cell's content is the converter's own escaped Markdown rendered by Python-Markdown, so no
author markup becomes live.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import escape, inline

_SPAN = re.compile(r"""\b(colspan|rowspan)\s*=\s*["']?\s*(\d{1,3})""", re.I)
_ALIGN = re.compile(r"""\balign\s*=\s*["']?\s*(left|center|right)""", re.I)
MAX_SPAN = 50


@dataclass
class Cell:
    header: bool
    attrs: str
    content: list = field(default_factory=list)  # lines (str) and nested Tables

    def span(self, name: str) -> int:
        for m in _SPAN.finditer(self.attrs):
            if m.group(1).lower() == name:
                return max(1, min(int(m.group(2)), MAX_SPAN))
        return 1

    def align(self) -> str:
        m = _ALIGN.search(self.attrs)
        return m.group(1).lower() if m else ""


@dataclass
class Table:
    attrs: str = ""
    caption: list[str] = field(default_factory=list)
    rows: list[list[Cell]] = field(default_factory=list)
    before: list[str] = field(default_factory=list)  # text inside the table, outside any cell
    after: list[str] = field(default_factory=list)  # text after the closing "|}" on its line


def _split_cell(text: str, header: bool) -> Cell:
    """One cell's source (after its leading | or !): attributes | content, as doTableStuff
    splits it (the first "|"; none when a link or template opens before it)."""
    attrs, bar, content = text.partition("|")
    if bar and "[[" not in attrs and "{{" not in attrs:
        return Cell(header, attrs.strip(), [content.strip()])
    return Cell(header, "", [text.strip()])


def parse(lines: list[str]) -> Table | None:
    """Read one ``{| … |}`` block (nested tables included); None if it is not one."""
    if not lines or not lines[0].strip().startswith("{|"):
        return None
    stack: list[Table] = []
    root: Table | None = None
    cell: Cell | None = None  # current cell of the innermost table
    cells: list[Cell | None] = []  # saved current cell of each enclosing table
    in_caption = False
    for raw in lines:
        line = raw.strip()
        if line.startswith("{|"):
            table = Table(attrs=line[2:].strip())
            if stack:
                host = cell
                if host is None:  # a table between rows: MediaWiki puts it in a new cell
                    host = Cell(False, "")
                    if not stack[-1].rows:
                        stack[-1].rows.append([])
                    stack[-1].rows[-1].append(host)
                host.content.append(table)
            else:
                root = table
            cells.append(cell)
            stack.append(table)
            cell = None
            in_caption = False
            continue
        if not stack:
            return None  # text after the end of the table
        table = stack[-1]
        if line.startswith("|}"):
            stack.pop()
            cell = cells.pop()
            in_caption = False
            rest = line[2:].strip()
            if rest:
                (cell.content if cell is not None and stack else table.after).append(rest)
            continue
        if line.startswith("|-"):
            table.rows.append([])
            cell = None
            in_caption = False
            continue
        if line.startswith("|+"):
            cap = line[2:]
            if "|" in cap and "[[" not in cap.partition("|")[0]:
                cap = cap.partition("|")[2]
            table.caption.append(cap.strip())
            in_caption = True
            cell = None
            continue
        if line.startswith("|") or line.startswith("!"):
            header = line.startswith("!")
            body = line[1:]
            if header:
                body = body.replace("!!", "||")
            if not table.rows:
                table.rows.append([])
            for part in body.split("||"):
                cell = _split_cell(part, header)
                table.rows[-1].append(cell)
            in_caption = False
            continue
        # Any other line continues what is open: a cell, the caption, or loose text.
        if cell is not None:
            cell.content.append(raw)
        elif in_caption:
            table.caption.append(raw.strip())
        elif raw.strip():
            table.before.append(raw.strip())
    if stack:
        return None
    return root


def convert(source: str, ctx: inline.Context) -> str | None:
    """Markdown (or safe HTML) for a ``{| … |}`` block, or None if it does not parse as one."""
    table = parse(source.split("\n"))
    if table is None:
        return None
    rows = [r for r in table.rows if r]
    if not rows and not table.caption:
        ctx.warn("Tableau vide retiré.")
        return "\n\n".join(_fostered(t, ctx) for t in (table.before, table.after) if t)
    if table.attrs or any(c.attrs for r in rows for c in r):
        ctx.warn("Attributs de tableau retirés (mise en forme).")
    out: list[str] = []
    if table.before:
        out.append(_fostered(table.before, ctx))
    if _markdown_ok(table, rows):
        out.append(_markdown(table, rows, ctx))
    else:
        ctx.warn("Tableau écrit en HTML (en-têtes hors de la première ligne, cellules fusionnées "
                 "tableau imbriqué ou légende : un tableau Markdown ne peut pas le dire).")
        out.append(_html(table, ctx))
    if table.after:
        out.append(_fostered(table.after, ctx))
    return "\n\n".join(o for o in out if o)


def _fostered(lines: list[str], ctx: inline.Context) -> str:
    """Text of a table outside its cells, shown before (or after) it: read as page text
    (a list stays a list)."""
    md = _cell_blocks(lines, ctx, single=True)
    return _paragraph(lines, ctx) if md is None else md


def _paragraph(lines: list[str], ctx: inline.Context) -> str:
    text = inline.render_multiline("\n".join(lines), ctx).replace(inline.BREAK, "<br>\n")
    return "\n".join(escape.line_start(r) for r in text.split("\n"))


_BLOCK_LINE = re.compile(r"^(?:[*#:;]| \S|-{4})")


def _simple(cell: Cell) -> bool:
    """A cell a Markdown table can hold: text lines only (no list, indentation, preformatted
    line or rule after its first line, no blank line between its lines), no span."""
    lines = [c for c in cell.content if isinstance(c, str)]
    if len(lines) != len(cell.content) or cell.span("colspan") != 1 or cell.span("rowspan") != 1:
        return False
    body = "\n".join(lines).strip("\n").split("\n")
    return not any(_BLOCK_LINE.match(ln) or not ln.strip() for ln in body[1:])


def _markdown_ok(table: Table, rows: list[list[Cell]]) -> bool:
    if table.caption or len(rows) < 2 or not all(c.header for c in rows[0]):
        return False
    if any(c.header for r in rows[1:] for c in r) or len({len(r) for r in rows}) > 1:
        return False  # header cells elsewhere, or rows of different lengths
    return all(_simple(c) for r in rows for c in r)


def _cell_md(cell: Cell, ctx: inline.Context) -> str:
    lines = [c for c in cell.content if isinstance(c, str)]
    return inline.render_multiline("\n".join(lines), ctx).strip()


def _markdown(table: Table, rows: list[list[Cell]], ctx: inline.Context) -> str:
    width = max(len(r) for r in rows)
    align: list[set] = [set() for _ in range(width)]
    rendered: list[list[str]] = []
    for r in rows:
        cells = []
        for i, c in enumerate(r):
            cells.append(_cell_md(c, ctx).replace(inline.BREAK, "<br>"))
            align[i].add(c.align())
        cells += [""] * (width - len(cells))
        rendered.append(cells)
    marks = []
    for col in align:
        a = col.pop() if len(col) == 1 else ""
        marks.append(":---:" if a == "center" else "---:" if a == "right" else "---")
    lines = []
    lines.append("| " + " | ".join(rendered[0]) + " |")
    lines.append("| " + " | ".join(marks) + " |")
    for cells in rendered[1:]:
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


# ------------------------------------------------------------------ HTML tables
_CELL_EXTENSIONS = ["tables", "attr_list", "def_list", "md_in_html", "pymdownx.tilde",
                    "pymdownx.caret", "pymdownx.betterem"]  # the site's own, minus page-level ones


def _md_to_html(md: str, block: bool) -> str:
    """Our own (escaped) Markdown rendered as the site renders it."""
    import markdown
    html = markdown.markdown(md, extensions=_CELL_EXTENSIONS).strip()
    if not block:
        m = re.fullmatch(r"<p>(.*)</p>", html, re.S)
        if m and "<p>" not in m.group(1):
            html = m.group(1)
    return re.sub(r"\n\s*\n", "\n", html)


def _html(table: Table, ctx: inline.Context) -> str:
    parts = ["<table>"]
    if table.caption:
        parts.append("<caption>" + _md_to_html(_paragraph(table.caption, ctx), False) + "</caption>")
    for row in table.rows:
        if not row:
            continue
        parts.append("<tr>")
        for cell in row:
            tag = "th" if cell.header else "td"
            attrs = ""
            for name in ("colspan", "rowspan"):
                n = cell.span(name)
                if n > 1:
                    attrs += f' {name}="{n}"'
            inner = []
            text: list[str] = []
            for piece in cell.content + [None]:
                if isinstance(piece, str):
                    text.append(piece)
                    continue
                if text and any(t.strip() for t in text):
                    blocks_md = _cell_blocks(text, ctx)
                    inner.append(_md_to_html(_cell_body(text, ctx), False) if blocks_md is None
                                 else _md_to_html(blocks_md, True))
                text = []
                if piece is not None:
                    inner.append(_html(piece, ctx))
            parts.append(f"<{tag}{attrs}>" + "\n".join(inner) + f"</{tag}>")
        parts.append("</tr>")
    parts.append("</table>")
    return "\n".join(parts)


def _cell_blocks(lines: list[str], ctx: inline.Context, single: bool = False) -> str | None:
    """Lines of a cell read as MediaWiki's doBlockLevels reads them (lists, paragraphs, blank
    lines, a space-led line preformatted), as the converter's Markdown; None for a one-line
    cell (unless ``single``: text fostered out of a table), or when a heading is among them
    (a section title has no place in a cell's outline)."""
    from . import blocks  # blocks imports this module
    body = list(lines)
    while body and not body[-1].strip():
        body.pop()
    while body and not body[0].strip():
        body.pop(0)
    if len(body) < (1 if single else 2):
        return None
    # The first line follows the cell's "|": its leading spaces are not a preformatted line.
    body[0] = body[0].strip()
    bl = blocks.split_list_tails(blocks.read(body, ctx))
    if any(b.kind == "heading" for b in bl):
        return None
    return blocks.render(bl, ctx)


def _cell_body(lines: list[str], ctx: inline.Context) -> str:
    text = inline.render_multiline("\n".join(lines), ctx)
    return "<br>\n".join(escape.line_start(r.strip()) for r in text.split(inline.BREAK) if r.strip())
