"""Read the wiki's contributions feeds: the two dump formats in `sources/` and MediaWiki Atom XML.

Three input forms, detected per file (see GUIDE §1):

* format A (`000_*.txt`): MediaWiki's Atom feed flattened to text. Line 1 is the feed header glued to
  the first entry; each entry is `<entry URL><display title><timestamp><p>USER : comment</p>\\n<hr />
  \\n<div>WIKITEXT</div><author>`, with every newline of the wikitext written `<br />\\n` and entities
  already decoded.
* format B (`001…004_*.txt`): a text dump, `HEADER \\n\\n ENTRY (\\n\\n ENTRY)*` with
  `ENTRY = TITLE \\n\\n TIMESTAMP \\n\\n USER U+202F ":" [" " SUMMARY] [\\n\\n CONTENT]`.
* Atom XML, as `api.php?action=feedcontributions&feedformat=atom` serves it: each `<entry>` has
  `<title>`, `<link href="…?title=X&diff=REVID"/>`, `<updated>`, `<summary type="html">` (the same
  `<p>…</p><hr /><div>…</div>` HTML as format A, but with the wikitext HTML-escaped) and
  `<author><name>`.

Errors: any entry that cannot be read raises `FeedError` naming the file and the line (and the
column for XML). The reader never skips an entry silently; the import command stops before writing
anything when a feed is unreadable (see `scripts/import_wiki.py`).
"""

from __future__ import annotations

import html
import os
import re
import urllib.parse
import xml.parsers.expat
from dataclasses import dataclass, field

__all__ = ["Revision", "FeedError", "WikiPage", "read_feed", "read_feeds", "latest_pages",
           "detect_format", "parse_feed_text"]

TIMESTAMP_RE = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
# Format A header: the feed's own URL (…/api.php?action=feedcontributions…) at the very start.
_A_HEADER_RE = re.compile(r"\A(https?://[^/\s]+)(/[^\s?]*)?/api\.php\?action=feedcontributions")
# "USER : comment" inside the <p> of a summary. MediaWiki's French colon separator is a
# (narrow) no-break space then ":"; the flattened dump shows an ordinary space.
_USER_SEP_RE = re.compile(r"[ \u00a0\u202f]:(?: |$)")


@dataclass(frozen=True)
class Revision:
    """One full revision of one wiki page, as a feed entry gives it."""

    title: str            # page title with spaces ("Tips regicide")
    url: str | None       # the entry URL (format A, Atom); None for format B
    revid: int | None     # revision id where the format has it
    timestamp: str        # "YYYY-MM-DDTHH:MM:SSZ"
    user: str             # author of this revision
    summary: str          # edit summary (may be empty)
    content: str          # raw wikitext ("" for a blanked page)
    source: str           # file the entry was read from
    line: int             # line of that file where the entry starts (1-based)


class FeedError(Exception):
    """A feed that cannot be read. The message (French) names the file and the line/offset."""

    def __init__(self, source: str, line: int | None, problem: str, column: int | None = None):
        self.source = source
        self.line = line
        self.column = column
        self.problem = problem
        where = str(source)
        if line is not None:
            where += f", ligne {line}"
            if column is not None:
                where += f", colonne {column}"
        super().__init__(f"{where} : {problem}")


@dataclass
class WikiPage:
    """Every revision seen for one title, merged across files."""

    title: str
    latest: Revision               # newest non-empty revision (repeats ignored)
    revisions: list[Revision]      # distinct revisions, newest first (byte-identical repeats removed)
    contributors: list[str] = field(default_factory=list)  # every user seen, first contribution first


# --------------------------------------------------------------------------- helpers

def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _split_user(p_text: str, source: str, line: int) -> tuple[str, str]:
    """'USER : comment' → (user, comment); split on the first separator (comments may hold ' : ')."""
    m = _USER_SEP_RE.search(p_text)
    if not m:
        raise FeedError(source, line, "résumé sans « utilisateur : commentaire » dans <p>…</p>")
    user = p_text[:m.start()].strip()
    if not user:
        raise FeedError(source, line, "nom d'utilisateur vide dans le résumé")
    return user, p_text[m.end():].strip()


def _check_timestamp(ts: str, source: str, line: int) -> str:
    if not TIMESTAMP_RE.fullmatch(ts):
        raise FeedError(source, line, f"date illisible {ts!r} (attendu AAAA-MM-JJTHH:MM:SSZ)")
    return ts


def _revid_from_url(url: str) -> int | None:
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query)
    for key in ("diff", "oldid"):
        vals = query.get(key)
        if vals and vals[0].isdigit():
            return int(vals[0])
    return None


def _title_from_url(url: str) -> str | None:
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query)
    vals = query.get("title")
    return vals[0].replace("_", " ") if vals else None


# --------------------------------------------------------------------------- format detection

def detect_format(text: str) -> str:
    """'atom', 'A' or 'B' (raises ValueError when none fits)."""
    head = text.lstrip("\ufeff \t\r\n")[:200]
    if head.startswith("<?xml") or head.startswith("<feed"):
        return "atom"
    if _A_HEADER_RE.match(head):
        return "A"
    first, sep, _ = text.partition("\n\n")
    if sep and "\n" not in first and first.strip():
        return "B"
    raise ValueError("format de flux non reconnu (ni Atom XML, ni flux aplati, ni export texte)")


# --------------------------------------------------------------------------- format A

def _parse_a(text: str, source: str) -> list[Revision]:
    m = _A_HEADER_RE.match(text)
    assert m is not None
    prefix = m.group(1) + (m.group(2) or "") + "/index.php?title="
    starts = [mm.start() for mm in re.finditer(re.escape(prefix), text)]
    out: list[Revision] = []
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(text)
        out.append(_parse_a_entry(text[start:end], prefix, source, _line_of(text, start)))
    return out


_A_ENTRY_RE = re.compile(r"(?P<urltitle>[^&\s]+)&diff=(?P<revid>\d+)")
_BODY_OPEN = "</p>\n<hr />\n<div>"


def _parse_a_entry(chunk: str, prefix: str, source: str, line: int) -> Revision:
    m = _A_ENTRY_RE.match(chunk, len(prefix))
    if not m:
        raise FeedError(source, line, "adresse d'entrée sans « &diff=<numéro> »")
    url = chunk[:m.end()]
    revid = int(m.group("revid"))
    rest = chunk[m.end():]
    title = urllib.parse.unquote(m.group("urltitle")).replace("_", " ")
    # The display title follows the revision id. Use the URL's title when it matches (a title may
    # start with a digit); otherwise take everything up to the first timestamp.
    if rest.startswith(title) and TIMESTAMP_RE.match(rest, len(title)):
        pos = len(title)
    else:
        ts_m = TIMESTAMP_RE.search(rest)
        if not ts_m:
            raise FeedError(source, line, f"entrée « {title} » sans date")
        title = rest[:ts_m.start()].strip()
        pos = ts_m.start()
        if not title:
            raise FeedError(source, line, "entrée sans titre de page")
    timestamp = rest[pos:pos + 20]
    _check_timestamp(timestamp, source, line)
    pos += 20
    if not rest.startswith("<p>", pos):
        raise FeedError(source, line, f"entrée « {title} » : « <p> » attendu après la date")
    body_open = rest.find(_BODY_OPEN, pos)
    if body_open < 0:
        raise FeedError(source, line, f"entrée « {title} » : séparateur « </p><hr /><div> » absent")
    user, summary = _split_user(rest[pos + 3:body_open], source, line)
    body_start = body_open + len(_BODY_OPEN)
    body_end = rest.rfind("</div>")
    if body_end < body_start:
        raise FeedError(source, line + rest.count("\n", 0, body_start),
                        f"entrée « {title} » : « </div> » fermant absent")
    author = rest[body_end + len("</div>"):].strip()
    if author and author != user:
        raise FeedError(source, line + rest.count("\n", 0, body_end),
                        f"entrée « {title} » : auteur « {author} » différent de « {user} » du résumé")
    content = rest[body_start:body_end].replace("<br />\n", "\n")
    return Revision(title=title, url=url, revid=revid, timestamp=timestamp, user=user,
                    summary=summary, content=content, source=source, line=line)


# --------------------------------------------------------------------------- format B

_B_ENTRY_HEAD_RE = re.compile(
    r"(?P<title>[^\n]+)\n\n(?P<ts>[^\n]*)\n\n(?P<user>[^\n\u202f]*)\u202f:(?P<summary>[^\n]*)")
# An entry starts after a blank line, with title / blank / timestamp / blank / "USER\u202f:".
_B_BOUNDARY_RE = re.compile(
    r"\n\n(?=[^\n]+\n\n\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\n\n[^\n\u202f]*\u202f:)")


_B_DAMAGED_HEAD_RE = re.compile(
    r"\n\n[^\n]+\n\n(?P<ts>[^\n]+)\n\n[^\n\u202f]+\u202f:(?: [^\n]*)?(?:\n\n|\Z)")


def _parse_b(text: str, source: str) -> list[Revision]:
    header, sep, _ = text.partition("\n\n")
    first = len(header) + len(sep)
    starts = [first] + [m.end() for m in _B_BOUNDARY_RE.finditer(text, first)]
    starts = sorted(set(starts))
    out = []
    for i, start in enumerate(starts):
        end = starts[i + 1] - 2 if i + 1 < len(starts) else len(text)
        out.append(_parse_b_entry(text[start:end], source, _line_of(text, start)))
    return out


def _parse_b_entry(chunk: str, source: str, line: int) -> Revision:
    m = _B_ENTRY_HEAD_RE.match(chunk)
    if not m:
        raise FeedError(source, line, "entrée illisible : attendu TITRE, ligne vide, DATE, ligne vide, "
                        "« UTILISATEUR\u202f: résumé »")
    _check_timestamp(m.group("ts"), source, line + 2)
    user = m.group("user").strip()
    if not user:
        raise FeedError(source, line + 4, "nom d'utilisateur vide")
    summary = m.group("summary")
    if summary and not summary.startswith(" "):
        raise FeedError(source, line + 4, "une espace est attendue après « : »")
    rest = chunk[m.end():]
    if rest and not rest.startswith("\n\n"):
        raise FeedError(source, line + 4, "ligne vide attendue entre le résumé et le contenu")
    # An entry whose date is damaged would not start a new entry and would silently end up in
    # this one's content: refuse anything in the content shaped like an entry head.
    bad = _B_DAMAGED_HEAD_RE.search(rest)
    if bad:
        at = line + chunk.count("\n", 0, m.end() + bad.start()) + 2
        raise FeedError(source, at, f"entrée illisible (date {bad.group('ts')!r} ?) : attendu TITRE, "
                        "ligne vide, DATE AAAA-MM-JJTHH:MM:SSZ, ligne vide, « UTILISATEUR\u202f: »")
    return Revision(title=m.group("title").strip(), url=None, revid=None, timestamp=m.group("ts"),
                    user=user, summary=summary.strip(), content=rest[2:], source=source, line=line)


# --------------------------------------------------------------------------- Atom XML

class _Refused(Exception):
    pass


def _parse_atom(text: str, source: str) -> list[Revision]:
    parser = xml.parsers.expat.ParserCreate()
    entries: list[dict] = []
    stack: list[str] = []
    cur: dict | None = None
    buf: list[str] = []

    def start(name, attrs):
        nonlocal cur, buf
        local = name.rsplit(" ", 1)[-1].rsplit(":", 1)[-1]
        stack.append(local)
        if local == "entry":
            cur = {"line": parser.CurrentLineNumber, "link": None}
        elif cur is not None and local == "link":
            if attrs.get("rel", "alternate") == "alternate" and cur["link"] is None:
                cur["link"] = attrs.get("href")
        buf = []

    def end(name):
        nonlocal cur, buf
        local = stack.pop()
        if cur is not None:
            if local == "entry":
                entries.append(cur)
                cur = None
            elif local in ("id", "title", "updated", "summary") and stack and stack[-1] == "entry":
                cur[local] = ("".join(buf), parser.CurrentLineNumber)
            elif local == "name" and stack and stack[-1] == "author":
                cur["author"] = "".join(buf)
        buf = []

    def chars(data):
        buf.append(data)

    def refuse_doctype(*_args):
        raise _Refused("déclaration DOCTYPE refusée dans un flux Atom")

    def refuse_entity(*_args):
        raise _Refused("déclaration d'entité refusée dans un flux Atom")

    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = chars
    parser.StartDoctypeDeclHandler = refuse_doctype
    parser.EntityDeclHandler = refuse_entity
    try:
        parser.Parse(text.encode("utf-8"), True)
    except xml.parsers.expat.ExpatError as exc:
        raise FeedError(source, exc.lineno, f"XML invalide ({xml.parsers.expat.ErrorString(exc.code)})",
                        column=exc.offset + 1) from None
    except _Refused as exc:
        raise FeedError(source, parser.CurrentLineNumber, str(exc)) from None
    return [_atom_entry(e, source) for e in entries]


_ATOM_BODY_RE = re.compile(r"\A<p>(?P<p>.*?)</p>\s*<hr ?/?>\s*<div>(?P<body>.*)</div>\s*\Z", re.S)


def _atom_entry(e: dict, source: str) -> Revision:
    line = e["line"]
    for key in ("title", "updated", "summary"):
        if key not in e:
            raise FeedError(source, line, f"entrée sans <{key}>")
    title = e["title"][0].strip()
    if not title:
        raise FeedError(source, line, "entrée avec un <title> vide")
    timestamp = _check_timestamp(e["updated"][0].strip(), source, e["updated"][1])
    url = e["link"] or (e["id"][0].strip() if "id" in e else None)
    revid = _revid_from_url(url) if url else None
    summary_html, summary_end = e["summary"]
    m = _ATOM_BODY_RE.match(summary_html)
    if not m:
        raise FeedError(source, summary_end - summary_html.count("\n"),
                        f"entrée « {title} » : <summary> sans la forme « <p>…</p><hr /><div>…</div> »")
    user, comment = _split_user(html.unescape(m.group("p")), source, line)
    author = e.get("author", "").strip()
    if author and author != user:
        raise FeedError(source, line, f"entrée « {title} » : auteur « {author} » différent de « {user} »")
    # The body is nl2br(htmlspecialchars(wikitext)): undo the <br />, then the entities (every "&" of
    # the wikitext was escaped, so unescape is an exact inverse).
    body = m.group("body").replace("<br />\r\n", "\r\n").replace("<br />\n", "\n")
    content = html.unescape(body)
    return Revision(title=title, url=url, revid=revid, timestamp=timestamp, user=user,
                    summary=comment, content=content, source=source, line=line)


# --------------------------------------------------------------------------- public API

def parse_feed_text(text: str, source: str) -> list[Revision]:
    """Parse one feed given as text; `source` names it in errors and in each Revision."""
    try:
        fmt = detect_format(text)
    except ValueError as exc:
        raise FeedError(source, 1, str(exc)) from None
    if fmt == "atom":
        return _parse_atom(text, source)
    if fmt == "A":
        return _parse_a(text, source)
    return _parse_b(text, source)


def read_feed(path) -> list[Revision]:
    """Read one feed file (format detected from its content), entries in file order."""
    source = os.fspath(path)
    try:
        with open(source, "rb") as fh:
            raw = fh.read()
    except OSError as exc:
        raise FeedError(source, None, f"fichier illisible ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FeedError(source, raw.count(b"\n", 0, exc.start) + 1,
                        f"octets non UTF-8 à la position {exc.start}") from None
    return parse_feed_text(text.removeprefix("\ufeff"), source)


def read_feeds(paths) -> list[Revision]:
    """Read several feeds; all revisions, in the order of the files then of their entries."""
    out: list[Revision] = []
    for path in paths:
        out.extend(read_feed(path))
    return out


def _order_key(rev: Revision, index: int) -> tuple:
    # Newest first: by timestamp, then revision id; entries without an id keep the feed's own
    # order (feeds list newest first, so a smaller index is newer).
    return (rev.timestamp, rev.revid if rev.revid is not None else -1, -index)


def latest_pages(revisions) -> dict[str, WikiPage]:
    """Group revisions by title (across files) and pick each page's newest non-empty revision.

    * The same entry read twice (same title, timestamp, user, content) counts once.
    * A revision byte-identical to the one just before it (a null edit) is ignored: the earlier
      revision, which introduced the text, stays the reference. A later identical feed entry
      therefore never changes a page.
    * `contributors` lists every user seen on the page, including on empty revisions, in order
      of first contribution.
    * Pages whose every revision is empty are left out (they hold nothing to publish).
    Result keys are sorted by title.
    """
    groups: dict[str, list[tuple[Revision, int]]] = {}
    for i, rev in enumerate(revisions):
        groups.setdefault(rev.title, []).append((rev, i))
    pages: dict[str, WikiPage] = {}
    for title in sorted(groups):
        items = sorted(groups[title], key=lambda ri: _order_key(*ri))  # oldest first
        seen: set[tuple] = set()
        kept: list[Revision] = []
        contributors: list[str] = []
        for rev, _ in items:
            if rev.user not in contributors:
                contributors.append(rev.user)
            ident = (rev.timestamp, rev.user, rev.revid, rev.content)
            if ident in seen:
                continue
            seen.add(ident)
            if kept and kept[-1].content == rev.content:
                continue
            kept.append(rev)
        kept.reverse()  # newest first
        latest = next((r for r in kept if r.content.strip()), None)
        if latest is None:
            continue
        pages[title] = WikiPage(title=title, latest=latest, revisions=kept, contributors=contributors)
    return pages


def empty_titles(revisions) -> list[str]:
    """Titles seen only with empty revisions (e.g. "Aide"), sorted."""
    nonempty = {r.title for r in revisions if r.content.strip()}
    return sorted({r.title for r in revisions} - nonempty)
