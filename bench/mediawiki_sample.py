"""MediaWiki's own parser tests as a yardstick sample (issue 31): selection and loading.

    .venv/bin/python bench/mediawiki_sample.py DIR   # rebuild bench/mediawiki_cases.json

DIR holds MediaWiki's parser test files (`tests/parser/*.txt` of wikimedia/mediawiki, synced
there from wikimedia/mediawiki-services-parsoid; the committed sample names the revision read).
Only data is taken: each selected test's wikitext and the HTML MediaWiki's legacy parser renders.

Selection rule (mechanical, so the sample is reproducible; stated in BENCHMARKS.md):
* files of help-page syntax: SOURCES below (parserTests.txt + the per-construct files);
* the test has an HTML result of the legacy parser (`!! html`, `!! html/php` or `!! html/*`)
  and no option other than `parsoid…` and metadata ones (METADATA_OPTIONS) (no pst, msg, title, language, cat, nohtml, …);
* its wikitext uses no templates or parser functions (`{{`), signatures (`~~~`), magic words
  (`__X__`), namespaced or interwiki links (`[[x:…`), and no tag outside the help pages'
  formatting tags (FORMAT_TAGS); its expected HTML holds no error or media output;
* the expected HTML loses MediaWiki's chrome: edit-section links and the table of contents;
* family: by file, and for parserTests.txt by the test's name (FAMILY_WORDS, first match).
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE / "mediawiki_cases.json"

SOURCES = {"parserTests.txt": None, "headings.txt": "headings", "indentPre.txt": "pre",
           "preTags.txt": "pre", "pWrapping.txt": "paragraphs", "quotes.txt": "quotes",
           "tables.txt": "tables", "definitionLists.txt": "lists", "comments.txt": "comments",
           "extLinks.txt": "links", "wikiLinks.txt": "links"}
FAMILY_WORDS = [("br", re.compile(r"<br|\bbr\b|line break", re.I)),
                ("tables", re.compile(r"table|cell|caption", re.I)),
                ("lists", re.compile(r"list|\bdl\b|\bdt\b|\bdd\b|definition|bullet|\bul\b|\bol\b", re.I)),
                ("headings", re.compile(r"heading|header|section|\bh[1-6]\b", re.I)),
                ("pre", re.compile(r"\bpre\b|preformat|indent|leading (?:white)?space", re.I)),
                ("quotes", re.compile(r"bold|italic|quote|apostroph", re.I)),
                ("nowiki", re.compile(r"nowiki", re.I)),
                ("rules", re.compile(r"\bhr\b|horizontal|----", re.I)),
                ("links", re.compile(r"link|url", re.I)),
                ("comments", re.compile(r"comment", re.I)),
                ("paragraphs", re.compile(r"paragraph|newline|blank line", re.I))]
FORMAT_TAGS = {"b", "i", "u", "s", "del", "ins", "strike", "code", "tt", "sup", "sub", "small",
               "big", "em", "strong", "br", "nowiki", "pre", "hr"}
# Options that only add metadata to the result (table of contents data, flags).
METADATA_OPTIONS = {"showtocdata", "showflags", "notoc"}
_TAG = re.compile(r"</?([A-Za-z][\w-]*)")
_BAD_HTML = re.compile(r"class=\"[^\"]*\berror\b|<img|<figure|<audio|<video|typeof=", re.I)
_SECTION = re.compile(r"^!!\s*(\S+)\s*$")


def parse(text: str):
    """(name, options, sections) for each `!! test` of a parser test file."""
    tests, cur, key = [], None, None
    for line in text.split("\n"):
        m = _SECTION.match(line)
        if m:
            word = m.group(1)
            if word == "test":
                cur, key = {"name": None, "sections": {}}, "name"
                continue
            if word in ("end", "endarticle"):
                if cur is not None and key != "article":
                    tests.append(cur)
                cur, key = None, None
                continue
            if word == "article":
                cur, key = None, "article"
                continue
            if cur is not None:
                key = word
                cur["sections"][key] = []
            continue
        if cur is None:
            continue
        if key == "name":
            if cur["name"] is None:
                cur["name"] = line.strip()
            continue
        cur["sections"].setdefault(key, []).append(line)
    return [(t["name"], "\n".join(t["sections"].get("options", [])),
             {k: "\n".join(v) for k, v in t["sections"].items()}) for t in tests if t["name"]]


def _options_ok(options: str) -> bool:
    text = re.sub(r"parsoid\s*=\s*\{.*?\n\}", "", options, flags=re.S)  # multi-line JSON
    words = re.findall(r"^\s*([A-Za-z][\w-]*)", text, re.M)
    return all(w.startswith("parsoid") or w in METADATA_OPTIONS for w in words)


def _wikitext_ok(w: str) -> bool:
    if "{{" in w or "~~~" in w or re.search(r"__[A-Z]+__", w):
        return False
    if re.search(r"\[\[\s*:?[^\]\|\[]*:", w):
        return False
    return all(t.lower() in FORMAT_TAGS for t in _TAG.findall(w))


def _drop_toc(h: str) -> str:
    """MediaWiki's table of contents (a page with 4+ headings): the site shows its own beside
    the page, so it is chrome here, like the edit links."""
    start = h.find('<div id="toc"')
    if start < 0:
        return h
    depth, pos = 0, start
    for m in re.finditer(r"<(/?)div\b[^>]*>", h[start:]):
        depth += -1 if m.group(1) else 1
        if depth == 0:
            pos = start + m.end()
            break
    return h[:start] + h[pos:]


def _clean_html(h: str) -> str:
    # Edit-section links and the table of contents are the wiki's chrome, not the page's content.
    h = _drop_toc(h)
    h = re.sub(r"<span class=\"mw-editsection\">.*?</span></span>", "", h, flags=re.S)
    h = re.sub(r"<span class=\"mw-editsection\">.*?</span>", "", h, flags=re.S)
    return h


def family_of(file: str, name: str) -> str:
    fixed = SOURCES[file]
    if fixed:
        return fixed
    for fam, rx in FAMILY_WORDS:
        if rx.search(name):
            return fam
    return "other"


def select(directory: Path) -> list[dict]:
    cases = []
    for file in SOURCES:
        for name, options, sec in parse((directory / file).read_text(encoding="utf-8")):
            html = next((sec[k] for k in ("html/php", "html/*", "html") if k in sec), None)
            wiki = sec.get("wikitext")
            if html is None or wiki is None or not wiki.strip() or not html.strip():
                continue
            if not _options_ok(options) or not _wikitext_ok(wiki) or _BAD_HTML.search(html):
                continue
            cases.append({"file": file, "name": name, "family": family_of(file, name),
                          "wikitext": wiki, "html": _clean_html(html)})
    return cases


def load() -> tuple[dict, list[tuple[str, str, str, str]]]:
    """(header, [(family, name, wikitext, expected html)]) of the committed sample."""
    data = json.loads(DATA.read_text(encoding="utf-8"))
    return ({k: v for k, v in data.items() if k != "cases"},
            [(c["family"], f"{c['file']}: {c['name']}", c["wikitext"], c["html"])
             for c in data["cases"]])


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    cases = select(Path(argv[1]))
    header = {
        "source": "MediaWiki parser tests, tests/parser/*.txt (GPL-2.0-or-later, (C) their authors): "
                  "wikimedia/mediawiki-services-parsoid, synced into wikimedia/mediawiki tests/parser/",
        "revision": "wikimedia/mediawiki-services-parsoid 0cd1430c2dc6fb6e00dcdb2b3639e8a6e89ec253 (2026-08-20)",
        "files": list(SOURCES),
        "rule": (__doc__ or "").split("Selection rule")[1].strip(),
        "count": len(cases),
    }
    DATA.write_text(json.dumps({**header, "cases": cases}, ensure_ascii=False, indent=1) + "\n",
                    encoding="utf-8")
    fams: dict[str, int] = {}
    for c in cases:
        fams[c["family"]] = fams.get(c["family"], 0) + 1
    print(len(cases), dict(sorted(fams.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
