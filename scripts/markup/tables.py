"""Wiki tables ``{| … |}`` -> Markdown tables (via mwparserfromhell's table tags)."""
from __future__ import annotations

import mwparserfromhell
from mwparserfromhell import nodes as mwn

from . import escape, inline


def _cells(row) -> list:
    return [c for c in row.contents.nodes
            if isinstance(c, mwn.Tag) and str(c.tag).lower() in ("td", "th")]


def _attr(cell, name: str) -> str:
    for a in cell.attributes:
        if str(a.name).strip().lower() == name:
            return str(a.value).strip().strip('"\'').lower() if a.value is not None else ""
    return ""


def convert(source: str, ctx: inline.Context) -> str | None:
    """Markdown table for a ``{| … |}`` block, or None if it does not parse as one."""
    code = mwparserfromhell.parse(source)
    tables = [n for n in code.nodes if isinstance(n, mwn.Tag) and str(n.tag).lower() == "table"]
    if len(tables) != 1 or str(code).strip() != str(tables[0]).strip():
        return None
    table = tables[0]
    rows: list[list] = []
    caption = ""
    loose: list = []
    for node in table.contents.nodes:
        if isinstance(node, mwn.Tag):
            tag = str(node.tag).lower()
            if tag == "tr":
                if loose:
                    rows.append(loose)
                    loose = []
                rows.append(_cells(node))
            elif tag in ("td", "th"):
                loose.append(node)
            elif tag == "caption":
                caption = str(node.contents)
            else:
                return None
        elif isinstance(node, mwn.Text):
            if node.value.strip():
                return None
        else:
            return None
    if loose:
        rows.append(loose)
    rows = [r for r in rows if r]
    if not rows:
        ctx.warn("Tableau vide retiré.")
        return ""
    if any(_attr(c, "colspan") or _attr(c, "rowspan") for r in rows for c in r):
        ctx.warn("Cellules fusionnées (colspan/rowspan) d'un tableau mises à plat.")
    width = max(len(r) for r in rows)
    align: list[set] = [set() for _ in range(width)]
    rendered: list[list[str]] = []
    for r in rows:
        cells = []
        for i, c in enumerate(r):
            text = inline.render_multiline(str(c.contents) if c.contents is not None else "", ctx)
            text = text.strip().replace(inline.BREAK, "<br>")
            cells.append(text)
            align[i].add(_attr(c, "align") or "")
        cells += [""] * (width - len(cells))
        rendered.append(cells)
    if any(c.attributes for r in rows for c in r) or table.attributes:
        ctx.warn("Attributs de tableau retirés (mise en forme).")
    marks = []
    for col in align:
        a = col.pop() if len(col) == 1 else ""
        marks.append(":---:" if a == "center" else "---:" if a == "right" else "---")
    lines = []
    if caption.strip():
        lines.append(escape.line_start(inline.render(caption.strip(), ctx)))
        lines.append("")
    lines.append("| " + " | ".join(rendered[0]) + " |")
    lines.append("| " + " | ".join(marks) + " |")
    for cells in rendered[1:]:
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)
