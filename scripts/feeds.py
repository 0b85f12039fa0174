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
anything when a feed is unreadable (see `scripts/import_wiki.py`). What counts as damaged:

* a date that does not exist (`2026-13-45T25:61:61Z`), whatever the format: one check, `check_date`;
* a date in the future: later than the feed's own date (format A's header, Atom's `<feed><updated>`)
  or more than `FUTURE_MARGIN` (one day) after the clock of the machine running the import. Such a
  revision would otherwise stay "the newest" for ever and hide every later real edit;
* a control character (NUL and the other C0 codes but tab, LF, CR): the wiki never stores them, so
  they mean a damaged file, and dropping them would silently change the text;
* a format-B file cut inside its last entry: a complete file ends with the last entry's text, which
  the wiki has stripped of trailing blanks (and the dumps have no final newline), so a file ending in
  a blank, in the middle of an entry head, or in the middle of a UTF-8 character was cut, and so was
  a creation entry whose text is shorter than the start its « Page créée avec « … » » summary quotes.
  Any other cut in the middle of a line of text leaves no trace in this format;
* a file that cannot be opened or decoded: the system's (English) error becomes a French message.
"""

from __future__ import annotations

import calendar
import errno
import html
import os
import re
import urllib.parse
import xml.parsers.expat
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

__all__ = ["Revision", "FeedError", "WikiPage", "read_feed", "read_feeds", "latest_pages",
           "detect_format", "parse_feed_text", "check_date", "FUTURE_MARGIN"]

TIMESTAMP_RE = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
# How far ahead of this machine's clock a revision date may be (clock differences between the
# wiki's server and the importing machine); anything later is refused as a date in the future.
FUTURE_MARGIN = timedelta(days=1)
# C0 control characters the wiki never stores (tab, LF and CR are text).
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")
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


def _date_problem(ts: str) -> str | None:
    """Why `ts` ("YYYY-MM-DDTHH:MM:SSZ", shape already checked) is not a real date, or None."""
    year, month, day = int(ts[0:4]), int(ts[5:7]), int(ts[8:10])
    hour, minute, second = int(ts[11:13]), int(ts[14:16]), int(ts[17:19])
    if year < 1:
        return "l'année 0000 n'existe pas"
    if not 1 <= month <= 12:
        return f"le mois {ts[5:7]} n'existe pas (01 à 12)"
    days = calendar.monthrange(year, month)[1]
    if not 1 <= day <= days:
        return f"le jour {ts[8:10]} n'existe pas en {ts[5:7]}/{ts[0:4]} (01 à {days:02d})"
    if hour > 23:
        return f"l'heure {ts[11:13]} n'existe pas (00 à 23)"
    if minute > 59:
        return f"la minute {ts[14:16]} n'existe pas (00 à 59)"
    if second > 59:
        return f"la seconde {ts[17:19]} n'existe pas (00 à 59)"
    return None


def _as_datetime(ts: str) -> datetime:
    return datetime.strptime(ts, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=timezone.utc)


def _now_utc(now) -> datetime:
    """`now` as an aware datetime: None (this machine's clock), a datetime or a timestamp string."""
    if now is None:
        return datetime.now(timezone.utc)
    if isinstance(now, str):
        return _as_datetime(now)
    return now if now.tzinfo else now.replace(tzinfo=timezone.utc)


@dataclass(frozen=True)
class _DateLimits:
    """What a revision date may not exceed: the feed's own date (when it has one) and now + margin."""

    now: datetime
    feed_date: str | None = None

    def problem(self, ts: str) -> str | None:
        when = _as_datetime(ts)
        if self.feed_date is not None and ts > self.feed_date:
            return (f"date dans le futur {ts} : postérieure à la date du flux lui-même "
                    f"({self.feed_date}), ce qui est impossible pour une révision qu'il contient")
        if when > self.now + FUTURE_MARGIN:
            return (f"date dans le futur {ts} : plus d'un jour après l'heure de cette machine "
                    f"({self.now:%Y-%m-%dT%H:%M:%SZ}) ; une telle révision resterait « la plus "
                    "récente » pour toujours (horloge faussée ou flux endommagé)")
        return None


def check_date(ts: str, source: str, line: int, limits: _DateLimits | None = None,
               column: int | None = None) -> str:
    """The one date check of every format: shape, real calendar date, not in the future."""
    if not TIMESTAMP_RE.fullmatch(ts):
        raise FeedError(source, line, f"date illisible {ts!r} (attendu AAAA-MM-JJTHH:MM:SSZ)", column)
    problem = _date_problem(ts)
    if problem:
        raise FeedError(source, line, f"date impossible {ts} : {problem}", column)
    if limits is not None:
        problem = limits.problem(ts)
        if problem:
            raise FeedError(source, line, problem, column)
    return ts


_check_timestamp = check_date


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

def _parse_a(text: str, source: str, now: datetime) -> list[Revision]:
    m = _A_HEADER_RE.match(text)
    assert m is not None
    prefix = m.group(1) + (m.group(2) or "") + "/index.php?title="
    starts = [mm.start() for mm in re.finditer(re.escape(prefix), text)]
    # The header (feed URL, feed title, the feed's own date, …) ends where the first entry starts.
    header = text[:starts[0]] if starts else text
    feed_date = _FEED_DATE_RE.search(header)
    limits = _DateLimits(now)
    if feed_date:
        check_date(feed_date.group(), source, _line_of(text, feed_date.start()), limits)
        limits = _DateLimits(now, feed_date.group())
    out: list[Revision] = []
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(text)
        out.append(_parse_a_entry(text[start:end], prefix, source, _line_of(text, start), limits))
    return out


_FEED_DATE_RE = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")


_A_ENTRY_RE = re.compile(r"(?P<urltitle>[^&\s]+)&diff=(?P<revid>\d+)")
_BODY_OPEN = "</p>\n<hr />\n<div>"


def _parse_a_entry(chunk: str, prefix: str, source: str, line: int, limits: _DateLimits) -> Revision:
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
    check_date(timestamp, source, line, limits)
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
                        f"entrée « {title} » : « </div> » fermant absent (fichier coupé ?)")
    author = rest[body_end + len("</div>"):].strip()
    if not author:
        # Every entry ends with its author's name: without it, the file was cut in this entry.
        raise FeedError(source, line + rest.count("\n"),
                        f"entrée « {title} » coupée : le nom de l'auteur manque après « </div> »")
    if author != user:
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


def _parse_b(text: str, source: str, now: datetime) -> list[Revision]:
    header, sep, _ = text.partition("\n\n")
    first = len(header) + len(sep)
    starts = [first] + [m.end() for m in _B_BOUNDARY_RE.finditer(text, first)]
    starts = sorted(set(starts))
    limits = _DateLimits(now)  # a text dump carries no date of its own
    out = []
    for i, start in enumerate(starts):
        end = starts[i + 1] - 2 if i + 1 < len(starts) else len(text)
        if i + 1 == len(starts):
            _check_b_complete(text, start, source)
        out.append(_parse_b_entry(text[start:end], source, _line_of(text, start), limits))
    return out


# What a file cut inside the head of its last entry leaves after the previous entry's text:
# a blank line, a line (the title), a blank line, then the start of a timestamp, possibly followed
# by a blank line and the start of a user name (no U+202F colon yet).
_B_CUT_HEAD_RE = re.compile(r"\n\n[^\n]+\n\n(?P<ts>\d{4}-[\dTZ:-]*)(?:\n\n[^\n\u202f]+)?\Z")
_TS_TEMPLATE = "0000-00-00T00:00:00Z"


def _is_timestamp_start(s: str) -> bool:
    return len(s) <= len(_TS_TEMPLATE) and all(
        c.isdigit() if t == "0" else c == t for c, t in zip(s, _TS_TEMPLATE))


def _check_b_complete(text: str, last_start: int, source: str) -> None:
    """Refuse a format-B file cut inside its last entry (see the module docstring)."""
    last_line = text.count("\n") + 1
    title = text[last_start:].partition("\n")[0].strip()
    where = f"dernière entrée « {title} », commencée ligne {_line_of(text, last_start)}"
    if text[last_start:] and text[-1].isspace():
        raise FeedError(source, last_line, f"fichier coupé dans sa {where} : il se termine par un "
                        "blanc, ce qu'aucune entrée complète ne fait (le wiki retire les blancs de "
                        "fin de page et ces fichiers n'ont pas de retour à la ligne final)")
    cut = _B_CUT_HEAD_RE.search(text, last_start)
    if cut and _is_timestamp_start(cut.group("ts")) and (
            len(cut.group("ts")) == len(_TS_TEMPLATE) or cut.end("ts") == len(text)):
        raise FeedError(source, last_line, f"fichier coupé dans sa {where} : il se termine au milieu "
                        "de l'en-tête d'une entrée suivante (titre, date, « UTILISATEUR\u202f: »)")


def _parse_b_entry(chunk: str, source: str, line: int, limits: _DateLimits) -> Revision:
    m = _B_ENTRY_HEAD_RE.match(chunk)
    if not m:
        raise FeedError(source, line, "entrée illisible : attendu TITRE, ligne vide, DATE, ligne vide, "
                        "« UTILISATEUR\u202f: résumé »")
    check_date(m.group("ts"), source, line + 2, limits)
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
    title = m.group("title").strip()
    _check_creation_summary(summary.strip(), rest[2:], title, source, line)
    return Revision(title=title, url=None, revid=None, timestamp=m.group("ts"),
                    user=user, summary=summary.strip(), content=rest[2:], source=source, line=line)


_CREATED_PREFIX = "Page créée avec «\u202f"
_CREATED_CLOSE = "\u202f»"


def _check_creation_summary(summary: str, content: str, title: str, source: str, line: int) -> None:
    """A creation entry's automatic summary quotes the start of its text: the text must hold it.

    MediaWiki writes « Page créée avec « TEXT » », TEXT being the page with its line breaks as spaces,
    cut (without the closing «) past about 200 characters. Content shorter than its own quote was cut."""
    if not summary.startswith(_CREATED_PREFIX):
        return
    quote = summary[len(_CREATED_PREFIX):].removesuffix(_CREATED_CLOSE)
    quote = " ".join(quote.removesuffix("…").removesuffix("...").split())
    text = " ".join(content.split())
    if len(text) < len(quote) and quote.startswith(text):
        raise FeedError(source, line, f"entrée « {title} » coupée : son résumé automatique « Page créée "
                        "avec « … » » cite un texte plus long que le contenu de l'entrée")


# --------------------------------------------------------------------------- Atom XML

class _Refused(Exception):
    pass


def _parse_atom(text: str, source: str, now: datetime) -> list[Revision]:
    parser = xml.parsers.expat.ParserCreate()
    entries: list[dict] = []
    feed: dict = {}
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
        elif local == "updated" and stack and stack[-1] == "feed" and "updated" not in feed:
            feed["updated"] = ("".join(buf).strip(), parser.CurrentLineNumber)
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
        raise FeedError(source, exc.lineno, f"XML invalide : {_expat_french(exc.code)}",
                        column=exc.offset + 1) from None
    except _Refused as exc:
        raise FeedError(source, parser.CurrentLineNumber, str(exc)) from None
    limits = _DateLimits(now)
    if "updated" in feed:
        feed_date, feed_line = feed["updated"]
        check_date(feed_date, source, feed_line, limits)
        limits = _DateLimits(now, feed_date)
    return [_atom_entry(e, source, limits) for e in entries]


# expat's messages are English: the ones a damaged or cut feed produces, in French.
_EXPAT_FR = {
    "XML_ERROR_NO_MEMORY": "mémoire insuffisante",
    "XML_ERROR_SYNTAX": "erreur de syntaxe",
    "XML_ERROR_NO_ELEMENTS": "document vide ou coupé (aucun élément)",
    "XML_ERROR_INVALID_TOKEN": "caractère ou balise invalide",
    "XML_ERROR_UNCLOSED_TOKEN": "fichier coupé au milieu d'une balise",
    "XML_ERROR_PARTIAL_CHAR": "fichier coupé au milieu d'un caractère",
    "XML_ERROR_TAG_MISMATCH": "balise fermante qui ne correspond pas à la balise ouverte",
    "XML_ERROR_DUPLICATE_ATTRIBUTE": "attribut en double",
    "XML_ERROR_JUNK_AFTER_DOC_ELEMENT": "texte après la fin du document",
    "XML_ERROR_UNDEFINED_ENTITY": "entité inconnue",
    "XML_ERROR_RECURSIVE_ENTITY_REF": "entité récursive",
    "XML_ERROR_BAD_CHAR_REF": "référence de caractère invalide",
    "XML_ERROR_UNCLOSED_CDATA_SECTION": "section CDATA non fermée",
    "XML_ERROR_MISPLACED_XML_PI": "déclaration XML mal placée",
    "XML_ERROR_UNBOUND_PREFIX": "préfixe d'espace de noms non déclaré",
    "XML_ERROR_INCORRECT_ENCODING": "encodage déclaré incorrect",
    "XML_ERROR_UNKNOWN_ENCODING": "encodage inconnu",
}


def _expat_french(code: int) -> str:
    from xml.parsers.expat import errors
    for name, fr in _EXPAT_FR.items():
        if getattr(errors, name, None) == xml.parsers.expat.ErrorString(code):
            return fr
    return f"erreur XML n° {code} ({xml.parsers.expat.ErrorString(code)})"


_ATOM_BODY_RE = re.compile(r"\A<p>(?P<p>.*?)</p>\s*<hr ?/?>\s*<div>(?P<body>.*)</div>\s*\Z", re.S)


def _atom_entry(e: dict, source: str, limits: _DateLimits) -> Revision:
    line = e["line"]
    for key in ("title", "updated", "summary"):
        if key not in e:
            raise FeedError(source, line, f"entrée sans <{key}>")
    title = e["title"][0].strip()
    if not title:
        raise FeedError(source, line, "entrée avec un <title> vide")
    timestamp = check_date(e["updated"][0].strip(), source, e["updated"][1], limits)
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

def parse_feed_text(text: str, source: str, *, now=None) -> list[Revision]:
    """Parse one feed given as text; `source` names it in errors and in each Revision.

    `now` (a datetime, a "YYYY-MM-DDTHH:MM:SSZ" string, or None for this machine's clock) bounds
    revision dates: see `FUTURE_MARGIN`."""
    bad = _CONTROL_RE.search(text)
    if bad:
        line = _line_of(text, bad.start())
        column = bad.start() - (text.rfind("\n", 0, bad.start()) + 1) + 1
        code = ord(bad.group())
        name = "NUL, " if code == 0 else ""
        raise FeedError(source, line, f"caractère de contrôle U+{code:04X} ({name}jamais présent dans un "
                        "texte du wiki) : fichier endommagé ; rien n'est ignoré en silence", column)
    try:
        fmt = detect_format(text)
    except ValueError as exc:
        raise FeedError(source, 1, str(exc)) from None
    now = _now_utc(now)
    if fmt == "atom":
        return _parse_atom(text, source, now)
    if fmt == "A":
        return _parse_a(text, source, now)
    return _parse_b(text, source, now)


_OS_ERRORS_FR = {
    errno.ENOENT: "fichier introuvable",
    errno.EACCES: "permission refusée : ce fichier ne peut pas être lu par cet utilisateur",
    errno.EPERM: "opération non permise sur ce fichier",
    errno.EISDIR: "c'est un dossier, pas un fichier de flux",
    errno.ENOTDIR: "un élément du chemin n'est pas un dossier",
    errno.ELOOP: "trop de liens symboliques dans le chemin",
    errno.ENAMETOOLONG: "nom de fichier trop long",
    errno.EIO: "erreur d'entrée-sortie du disque",
    errno.EMFILE: "trop de fichiers ouverts",
    errno.ENOSPC: "plus de place sur le disque",
    errno.EROFS: "système de fichiers en lecture seule",
}


def os_error_french(exc: OSError) -> str:
    """A French description of a system error (the system's own text is English)."""
    text = _OS_ERRORS_FR.get(exc.errno)
    if text:
        return text
    name = errno.errorcode.get(exc.errno, "?") if exc.errno is not None else type(exc).__name__
    return f"erreur système {name} ({exc.strerror or exc})"


def read_feed(path, *, now=None) -> list[Revision]:
    """Read one feed file (format detected from its content), entries in file order."""
    source = os.fspath(path)
    try:
        with open(source, "rb") as fh:
            raw = fh.read()
    except OSError as exc:
        raise FeedError(source, None, f"lecture impossible : {os_error_french(exc)}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        line_start = raw.rfind(b"\n", 0, exc.start) + 1
        column = len(raw[line_start:exc.start].decode("utf-8", "replace")) + 1
        if exc.end == len(raw) and exc.reason == "unexpected end of data":
            problem = "fichier coupé au milieu d'un caractère UTF-8 (sa fin manque)"
        else:
            problem = (f"octet {raw[exc.start]:#04x} qui n'est pas de l'UTF-8 (le fichier doit être "
                       "en UTF-8 ; a-t-il été enregistré en Latin-1 ou Windows-1252 ?)")
        raise FeedError(source, line, problem, column) from None
    return parse_feed_text(text.removeprefix("\ufeff"), source, now=now)


def read_feeds(paths, *, now=None) -> list[Revision]:
    """Read several feeds; all revisions, in the order of the files then of their entries."""
    out: list[Revision] = []
    for path in paths:
        out.extend(read_feed(path, now=now))
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
