"""Structure defects in any Markdown (ours or pandoc's), for tests and the benchmark."""
from __future__ import annotations

import re

_FENCE = re.compile(r"^\s{0,3}(`{3,}|~{3,})")
_ATX = re.compile(r"^ {0,3}(#{1,6})(?:\s|$)")
_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+(.*)$")
_BULLETISH = re.compile(r"^(?:\\-|\\\*(?=\s|$)|[-*+–](?=\s)|[•►▬○●◦▪])")
_LEAD = re.compile(r"^(?:\s|&nbsp;|&#160;|\u00a0|<br\s*/?>)+", re.I)
_FAKE_PARA = re.compile(r"^(?:\\-|[•►▬○])")


def structure_defects(markdown: str) -> dict[str, int]:
    """Count double bullets, fake list paragraphs, skipped heading levels and
    whether the page has other than exactly one H1."""
    double = fake = skipped = h1 = 0
    prev_level = 1
    in_fence = None
    for line in markdown.split("\n"):
        f = _FENCE.match(line)
        if f:
            mark = f.group(1)[0]
            if in_fence is None:
                in_fence = mark
            elif in_fence == mark:
                in_fence = None
            continue
        if in_fence:
            continue
        h = _ATX.match(line)
        if h:
            level = len(h.group(1))
            if level == 1:
                h1 += 1
            elif level > prev_level + 1:
                skipped += 1
            prev_level = level
            continue
        item = _ITEM.match(line)
        if item:
            content = _LEAD.sub("", item.group(1))
            if _BULLETISH.match(content):
                double += 1
            continue
        text = _LEAD.sub("", line)
        if _FAKE_PARA.match(text):
            fake += 1
    return {
        "double_bullets": double,
        "fake_list_paragraphs": fake,
        "skipped_heading_levels": skipped,
        "h1_count_not_one": 0 if h1 == 1 else 1,
    }
