"""Shared fixtures of the import tests: the feed files, and Atom XML built from their revisions."""

from __future__ import annotations

import glob
import html as _html
from pathlib import Path
from xml.sax.saxutils import escape as _xml_escape, quoteattr as _quoteattr

ROOT = Path(__file__).resolve().parents[2]
FEEDS = sorted(glob.glob(str(ROOT / "sources" / "*.txt")))


def to_atom(revisions, user="Raisinatine", host="https://fr.doc.boardgamearena.com"):
    """Serve revisions as MediaWiki's feedcontributions Atom does (ApiFeedContributions):
    summary = '<p>USER : comment</p>\\n<hr />\\n<div>' + nl2br(htmlspecialchars(text)) + '</div>',
    then XML-escaped inside <summary type="html">."""
    feed_url = f"{host}/api.php?action=feedcontributions&feedformat=atom&user={user}"
    out = ['<?xml version="1.0"?>',
           '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">',
           f"\t<id>{_xml_escape(feed_url)}</id>",
           "\t<title>Board Game Arena - Contributions [fr]</title>",
           f'\t<link rel="self" type="application/atom+xml" href={_quoteattr(feed_url)}/>',
           f'\t<link rel="alternate" type="text/html" href="{host}/Sp%C3%A9cial:Contributions/{user}"/>',
           "\t<updated>2026-11-03T22:25:00Z</updated>",
           "\t<subtitle>Contributions</subtitle>",
           "\t<generator>MediaWiki 1.43.11</generator>"]
    for i, r in enumerate(revisions):
        revid = r.revid if r.revid is not None else 100000 + i
        url = f"{host}/index.php?title={r.title.replace(' ', '_')}&diff={revid}"
        body = _html.escape(r.content, quote=False).replace('"', "&quot;").replace("\n", "<br />\n")
        summary = (f"<p>{_html.escape(r.user)}\u00a0: {_html.escape(r.summary)}</p>\n<hr />\n"
                   f"<div>{body}</div>")
        out += ["\t<entry>",
                f"\t\t<id>{_xml_escape(url)}</id>",
                f"\t\t<title>{_xml_escape(r.title)}</title>",
                f'\t\t<link rel="alternate" type="text/html" href={_quoteattr(url)}/>',
                f"\t\t<updated>{r.timestamp}</updated>",
                f'\t\t<summary type="html">{_xml_escape(summary)}</summary>',
                f"\t\t<author><name>{_xml_escape(r.user)}</name></author>",
                "\t</entry>"]
    out.append("</feed>")
    return "\n".join(out)
