"""Feed reader: formats A and B, MediaWiki Atom XML, grouping, repeats, merge, malformed input."""

from __future__ import annotations

import dataclasses
import errno
import os
from pathlib import Path

import pytest

from import_helpers import FEEDS, ROOT, to_atom
from scripts.feeds import (FeedError, detect_format, empty_titles, latest_pages, parse_feed_text,
                           read_feed, read_feeds)

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="module")
def revisions():
    return read_feeds(FEEDS)


def _by(revs, title):
    return [r for r in revs if r.title == title]


# --------------------------------------------------------------------------- format A

def test_format_a_entries_and_fields():
    revs = read_feed(FEEDS[0])
    assert detect_format(Path(FEEDS[0]).read_text(encoding="utf-8")) == "A"
    assert len(revs) == 40
    first = revs[0]
    assert first.title == "Gamehelptranquilitytheascent"
    assert first.revid == 7974
    assert first.url == ("https://fr.doc.boardgamearena.com/index.php?"
                         "title=Gamehelptranquilitytheascent&diff=7974")
    assert first.timestamp == "2026-03-17T18:33:17Z"
    assert first.user == "Raisinatine"
    assert first.summary == "$¤%*§@! de wikis qui ignorent les sauts de ligne"
    assert first.content.startswith("= Aperçu du jeu =\nTranquility : The Ascent est un jeu")
    assert first.content.endswith("* - Votre main se compose de 6 cartes au lieu de 5.")
    assert first.line == 1
    # Newlines restored; author-typed <br/> kept as written.
    for r in revs:
        assert "<br />\n" not in r.content and "</div>" not in r.content
    assert "\n<br/>''Comme dans beaucoup" in first.content
    # Underscored URL titles become display titles; summaries keep their own " : ".
    tips = _by(revs, "Tips regicide")
    assert len(tips) == 8 and tips[0].revid == 7939
    assert tips[0].summary.startswith("/* Privilégiez les dégâts exacts */")
    lines = [r.line for r in revs]
    assert lines == sorted(lines) and len(set(lines)) == 40


# --------------------------------------------------------------------------- format B

def test_format_b_entries_and_fields():
    counts = [len(read_feed(f)) for f in FEEDS[1:]]
    assert counts == [5, 21, 13, 26]
    for f in FEEDS[1:]:
        assert detect_format(Path(f).read_text(encoding="utf-8")) == "B"
    revs = read_feed(FEEDS[1])
    g = revs[0]
    assert (g.title, g.timestamp, g.user, g.summary, g.revid, g.url) == (
        "Gamehelpginkgopolis", "2025-09-11T17:47:32Z", "Yannsnow", "", None, None)
    assert g.content.startswith("=='''Tours'''==\nTous les joueurs")
    assert g.line == 3
    gnome = revs[1]
    # "Page créée avec « … »" is a truncated summary, never content.
    assert gnome.summary.startswith("Page créée avec «\u202f=====Aperçu===")
    assert gnome.content.startswith("=====Aperçu===\n\nCollectez des fleurs")
    text = Path(FEEDS[1]).read_text(encoding="utf-8")
    assert text.splitlines()[gnome.line - 1] == "Gamehelpgnomehollow"


def test_format_b_content_lines_that_look_like_headers_stay_content(revisions):
    """Lines such as `Coût : 1` and single words between blank lines are content."""
    total = sum(len(r.content) for r in revisions)
    raw = sum(len(Path(f).read_text(encoding="utf-8")) for f in FEEDS)
    assert total > 0.8 * raw  # nothing was cut off into headers
    assert len(revisions) == 105


def test_empty_revisions_read_as_empty(revisions):
    empty = sorted((r.title, r.timestamp) for r in revisions if r.content == "")
    assert empty == [("Aide", "2021-07-09T09:44:52Z"),
                     ("Gamehelpbattleoflits", "2019-07-23T07:30:56Z"),
                     ("Gamehelptickettorideeurope", "2024-01-17T04:20:24Z")]


# --------------------------------------------------------------------------- grouping

def test_latest_pages_newest_non_empty(revisions):
    pages = latest_pages(revisions)
    assert len(pages) == 42  # 43 titles minus "Aide" (only empty revisions)
    assert "Aide" not in pages and empty_titles(revisions) == ["Aide"]
    ttr = pages["Gamehelptickettorideeurope"]
    # Blanked at 04:20:24 then restored at 04:20:40: the restore is the latest.
    assert ttr.latest.timestamp == "2024-01-17T04:20:40Z" and ttr.latest.content.strip()
    assert pages["Gamehelpregicide"].latest.revid == 7058
    assert pages["Tips kingdomino"].latest.revid == 5754


def test_byte_identical_repeats_are_ignored(revisions):
    rat = _by(revisions, "Gamehelpratjack")
    assert len(rat) == 3
    page = latest_pages(revisions)["Gamehelpratjack"]
    contents = [r.content for r in page.revisions]
    assert len(contents) == len(set(contents)) == 2
    # A null edit (identical text) never becomes the reference revision.
    older, newer = sorted(rat, key=lambda r: r.timestamp)[:2]
    if older.content == newer.content:
        assert older in page.revisions and newer not in page.revisions


def test_same_feed_twice_changes_nothing(revisions):
    once = latest_pages(revisions)
    twice = latest_pages(revisions + read_feeds(FEEDS))
    assert {t: (p.latest, p.revisions, p.contributors) for t, p in once.items()} == \
           {t: (p.latest, p.revisions, p.contributors) for t, p in twice.items()}


def test_null_edit_appended_later_does_not_change_latest(revisions):
    page = latest_pages(revisions)["Gamehelpquatrix"]
    repeat = dataclasses.replace(page.latest, timestamp="2027-01-01T00:00:00Z", user="Autre")
    again = latest_pages(revisions + [repeat])["Gamehelpquatrix"]
    assert again.latest == page.latest
    assert "Autre" in again.contributors


def test_cross_file_merge_battle_of_lits(revisions):
    page = latest_pages(revisions)["Gamehelpbattleoflits"]
    assert page.latest.user == "Philoupino"
    assert page.latest.timestamp == "2021-02-11T02:29:05Z"
    assert Path(page.latest.source).name.startswith("004_")
    assert {Path(r.source).name[:3] for r in page.revisions} == {"003", "004"}
    assert page.contributors == ["Luk5", "Philoupino"]
    # Order does not matter: files read in reverse give the same page.
    rev = latest_pages(read_feeds(list(reversed(FEEDS))))["Gamehelpbattleoflits"]
    assert rev.latest == page.latest and rev.contributors == page.contributors


# --------------------------------------------------------------------------- Atom XML

def test_atom_round_trip_of_every_dump_revision(revisions, tmp_path):
    """Every revision of the five dumps, served as MediaWiki Atom, reads back identical."""
    path = tmp_path / "feed.atom"
    path.write_text(to_atom(revisions), encoding="utf-8")
    back = read_feed(path)
    assert len(back) == len(revisions)
    for a, b in zip(revisions, back):
        assert (a.title, a.timestamp, a.user, a.summary, a.content) == \
               (b.title, b.timestamp, b.user, b.summary, b.content)
        assert b.revid is not None and f"diff={b.revid}" in b.url
    assert back[3].line > back[2].line > 1


def test_atom_fixture_file_matches_the_dumps(revisions):
    path = FIXTURES / "contributions.atom.xml"
    back = read_feed(path)
    assert detect_format(path.read_text(encoding="utf-8")) == "atom"
    assert [r.title for r in back] == ["Gamehelpdicedveggies", "Gamehelptheshipwreckarcana", "Aide",
                                       "Gamehelptichu", "Gamehelpbattleoflits",
                                       "Gamehelpbattleoflits", "Gamehelpbattleoflits"]
    dump = {(r.title, r.timestamp): r.content for r in revisions}
    for r in back:
        assert r.content == dump[(r.title, r.timestamp)]
        assert r.user == "Luk5"
    assert "&quot;" not in back[4].content and '"O"' in back[4].content
    # Merging the Atom fixture with the dumps changes no page.
    merged = latest_pages(revisions + back)
    plain = latest_pages(revisions)
    assert {t: p.latest.content for t, p in merged.items()} == {t: p.latest.content
                                                                 for t, p in plain.items()}


def test_atom_entities_and_markup_in_wikitext(tmp_path):
    """Wikitext holding <, &, quotes and typed <br /> comes back byte for byte."""
    from scripts.feeds import Revision
    text = 'a < b && "c" <br />\nx &nbsp; &lt;script&gt;\n<br/>\n\nfin'
    rev = Revision("Page é", None, 12, "2025-01-01T00:00:00Z", "Moi", "r : é", text, "x", 1)
    path = tmp_path / "f.xml"
    path.write_text(to_atom([rev]), encoding="utf-8")
    (back,) = read_feed(path)
    assert back.content == text and back.title == "Page é" and back.summary == "r : é"
    assert back.revid == 12


# --------------------------------------------------------------------------- malformed input

def _err(text, name="flux.txt"):
    with pytest.raises(FeedError) as info:
        parse_feed_text(text, name)
    return info.value


def test_malformed_format_b_names_file_and_line():
    text = Path(FEEDS[1]).read_text(encoding="utf-8")
    bad = text.replace("Gamehelpratjack\n\n2024-11-22T08:10:17Z", "Gamehelpratjack\n\n2024-11-22 08:10", 1)
    assert bad != text
    # A damaged entry in the middle is not glued into the previous entry's content.
    e = _err(bad, "001.txt")
    title_line = text.splitlines().index("Gamehelpratjack", 0)
    title_line = [i for i, l in enumerate(text.splitlines()) if l == "Gamehelpratjack"][1] + 1
    assert e.line == title_line and "date" in str(e)
    bad_first = text.replace("2025-09-11T17:47:32Z", "hier", 1)
    e = _err(bad_first, "001.txt")
    assert e.source == "001.txt" and e.line == 5  # title on line 3, date on line 5
    assert "001.txt, ligne 5" in str(e) and "date" in str(e)


def test_malformed_format_b_user_line():
    e = _err("Board Game Arena - Contributions [fr]\n\nPage\n\n2025-01-01T00:00:00Z\n\nsans deux-points\n\ntexte")
    assert e.line == 3 and "flux.txt, ligne 3" in str(e)


def test_malformed_format_a_missing_div():
    text = Path(FEEDS[0]).read_text(encoding="utf-8")
    second = text.index("https://fr.doc.boardgamearena.com/index.php?title=", 200)
    second = text.index("https://fr.doc.boardgamearena.com/index.php?title=", second + 10)
    # Break the body separator of the third entry: the error names its line.
    cut = text.index("<hr />", second)
    bad = text[:cut] + "<hx />" + text[cut + 6:]
    e = _err(bad, "000.txt")
    assert e.line == text.count("\n", 0, second) + 1
    assert "000.txt, ligne" in str(e) and "séparateur" in str(e)


def test_malformed_format_a_author_mismatch():
    text = Path(FEEDS[0]).read_text(encoding="utf-8")
    bad = text.replace("</div>Raisinatine", "</div>Quelqu'un", 1)
    e = _err(bad, "000.txt")
    assert "auteur" in str(e) and e.line > 1


def test_malformed_xml_names_line_and_column():
    e = _err('<?xml version="1.0"?>\n<feed>\n<entry><title>x</titl>\n</entry></feed>', "f.xml")
    assert e.line == 3 and e.column is not None and "f.xml, ligne 3, colonne" in str(e)


def test_xml_doctype_and_entities_refused():
    e = _err('<?xml version="1.0"?>\n<!DOCTYPE feed [<!ENTITY a "aaaa">]>\n<feed></feed>', "f.xml")
    assert "DOCTYPE" in str(e)


def test_atom_entry_without_summary_shape():
    xml = ('<?xml version="1.0"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n<entry>\n'
           "<title>T</title><updated>2025-01-01T00:00:00Z</updated>\n"
           '<summary type="html">pas de paragraphe</summary>\n</entry>\n</feed>')
    e = _err(xml, "f.xml")
    assert e.line == 5 and "<summary>" in str(e)


def test_unknown_format_and_bad_bytes(tmp_path):
    e = _err("n'importe quoi sans ligne vide")
    assert "format de flux non reconnu" in str(e)
    p = tmp_path / "latin1.txt"
    p.write_bytes("Board Game Arena\n\nPage\n\n".encode() + "é".encode("latin-1"))
    with pytest.raises(FeedError) as info:
        read_feed(p)
    assert "latin1.txt, ligne 5" in str(info.value) and "UTF-8" in str(info.value)
    with pytest.raises(FeedError) as info:
        read_feed(tmp_path / "absent.txt")
    assert "absent.txt" in str(info.value)


def test_one_bad_entry_is_an_error_not_a_silent_drop():
    """The reader never returns the other entries while skipping a bad one."""
    text = Path(FEEDS[3]).read_text(encoding="utf-8")
    bad = text.replace("Luk5\u202f:", "\u202f:", 1)  # empty user name in the first entry
    e = _err(bad, "003.txt")
    assert e.line == 7 and "utilisateur" in str(e)


def test_sources_are_unchanged_inputs():
    assert len(FEEDS) == 5 and all(Path(f).parent == ROOT / "sources" for f in FEEDS)


# --------------------------------------------------------------------------- damaged feeds (issue 8)

B_HEAD = "Board Game Arena - Contributions [fr]\n\n"
NOW = "2026-12-01T06:00:00Z"


def _b_entry(title="Page", ts="2025-01-01T00:00:00Z", user="Moi", content="Texte complet."):
    return f"{title}\n\n{ts}\n\n{user}\u202f: résumé\n\n{content}"


def _err_now(text, name="flux.txt", now=NOW):
    with pytest.raises(FeedError) as info:
        parse_feed_text(text, name, now=now)
    return info.value


@pytest.mark.parametrize("ts, field", [
    ("2026-13-45T25:61:61Z", "mois"), ("2026-02-30T10:00:00Z", "jour"), ("2025-02-29T10:00:00Z", "jour"),
    ("2026-01-01T24:00:00Z", "heure"), ("2026-01-01T10:60:00Z", "minute"),
    ("2026-01-01T10:00:60Z", "seconde"), ("0000-01-01T00:00:00Z", "année")])
def test_impossible_dates_refused_in_format_b(ts, field):
    text = B_HEAD + _b_entry("Première") + "\n\n" + _b_entry("Seconde", ts=ts)
    e = _err_now(text, "002.txt")
    assert e.line == 13 and "002.txt, ligne 13" in str(e)  # the date line of the second entry
    assert "date impossible" in str(e) and ts in str(e) and field in str(e)


def test_impossible_date_refused_in_format_a():
    text = Path(FEEDS[0]).read_text(encoding="utf-8")
    bad = text.replace("2026-03-17T18:33:17Z", "2026-13-45T25:61:61Z", 1)
    assert bad != text
    e = _err_now(bad, "000.txt")
    assert e.line == 1 and "date impossible" in str(e) and "2026-13-45T25:61:61Z" in str(e)


def test_impossible_date_refused_in_atom(revisions, tmp_path):
    xml = to_atom(revisions[:3]).replace(revisions[1].timestamp, "2026-13-45T25:61:61Z", 1)
    e = _err_now(xml, "f.xml")
    assert "date impossible" in str(e) and "f.xml, ligne" in str(e)
    line = next(i for i, l in enumerate(xml.split("\n"), 1) if "2026-13-45" in l)
    assert e.line == line


def test_valid_dates_still_read():
    revs = parse_feed_text(B_HEAD + _b_entry(ts="2024-02-29T23:59:59Z"), "f.txt", now=NOW)
    assert revs[0].timestamp == "2024-02-29T23:59:59Z"


def test_future_date_refused_against_now():
    text = B_HEAD + _b_entry("Première") + "\n\n" + _b_entry("Seconde", ts="2099-01-01T00:00:00Z")
    e = _err_now(text, "002.txt")
    assert e.line == 13 and "futur" in str(e) and "2099-01-01T00:00:00Z" in str(e)
    # A small clock difference is tolerated (less than a day ahead of now).
    ok = B_HEAD + _b_entry(ts="2026-12-01T20:00:00Z")
    assert parse_feed_text(ok, "f.txt", now=NOW)[0].timestamp == "2026-12-01T20:00:00Z"
    e = _err_now(B_HEAD + _b_entry(ts="2026-12-02T07:00:00Z"))
    assert "futur" in str(e)


def test_future_date_refused_against_the_feeds_own_date(revisions):
    """Format A and Atom say when the feed was produced: no entry may be newer than that."""
    text = Path(FEEDS[0]).read_text(encoding="utf-8")
    assert "2026-11-03T22:25:00Z" in text.split("\n", 1)[0]
    bad = text.replace("2026-03-17T18:33:17Z", "2026-11-04T00:00:00Z", 1)
    e = _err_now(bad, "000.txt")
    assert e.line == 1 and "2026-11-03T22:25:00Z" in str(e) and "2026-11-04T00:00:00Z" in str(e)
    xml = to_atom(revisions[:2]).replace(revisions[1].timestamp, "2026-11-04T00:00:00Z", 1)
    e = _err_now(xml, "f.xml")
    assert "2026-11-03T22:25:00Z" in str(e) and "f.xml, ligne" in str(e)
    # The feed's own date is checked too.
    e = _err_now(text.replace("2026-11-03T22:25:00Z", "2026-11-99T22:25:00Z", 1), "000.txt")
    assert e.line == 1 and "date impossible" in str(e)


def test_sources_read_with_the_real_clock():
    assert len(read_feeds(FEEDS)) == 105  # no source date is in the future


def test_format_b_cut_inside_the_last_entry():
    full = Path(FEEDS[1]).read_text(encoding="utf-8")
    last_line = full.count("\n") + 1
    # Cut at the end of a line (as `head -n` does): the file now ends with a newline.
    cut = full[:full.rindex("\n") + 1]
    e = _err_now(cut, "001.txt")
    assert "coupé" in str(e) and e.line == last_line and "Gamehelpratjack" in str(e)
    # Cut inside the head of a last entry: not glued to the previous entry's content.
    head = full[:full.index("Gamehelpratjack\n\n2024-11-22T08:09:32Z") + len("Gamehelpratjack\n\n2024-11-2")]
    e = _err_now(head, "001.txt")
    assert "coupé" in str(e) and e.line == head.count("\n") + 1
    head = full[:full.index("Gamehelpratjack\n\n2024-11-22T08:09:32Z\n\nYannsnow") + len(
        "Gamehelpratjack\n\n2024-11-22T08:09:32Z\n\nYann")]
    e = _err_now(head, "001.txt")
    assert "coupé" in str(e) and e.line == head.count("\n") + 1
    # Cut inside a multi-byte character.
    data = full.encode("utf-8")
    cut_bytes = data[:data.rindex("è".encode()) + 1]
    with pytest.raises(FeedError) as info:
        parse_bytes(cut_bytes, "001.txt")
    assert "coupé" in str(info.value) and "001.txt, ligne" in str(info.value)


def parse_bytes(data, name, tmp=None):
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        p = Path(d) / name
        p.write_bytes(data)
        return read_feed(p)


def test_nul_and_control_bytes_refused():
    text = B_HEAD + _b_entry(content="Ligne un\nLigne\x00deux")
    e = _err_now(text, "f.txt")
    assert e.line == 10 and e.column == 6 and "NUL" in str(e) and "f.txt, ligne 10, colonne 6" in str(e)
    e = _err_now(B_HEAD + _b_entry(content="a\x07b"), "f.txt")
    assert e.line == 9 and "U+0007" in str(e)
    xml_nul = '<?xml version="1.0"?>\n<feed>\x00</feed>'
    e = _err_now(xml_nul, "f.xml")
    assert e.line == 2 and "NUL" in str(e)


def test_system_errors_are_french(tmp_path):
    with pytest.raises(FeedError) as info:
        read_feed(tmp_path / "absent.txt")
    msg = str(info.value)
    assert "absent.txt" in msg and "introuvable" in msg and "No such file" not in msg
    with pytest.raises(FeedError) as info:
        read_feed(tmp_path)
    msg = str(info.value)
    assert "dossier" in msg and "directory" not in msg


def test_a_file_that_cannot_be_read_says_permission_in_french(tmp_path, monkeypatch):
    """The system's EACCES, as `open` raises it for a file of another user. Root reads every
    file, so the error is simulated (the test suite may run as root, as in a container); a
    chmod 0 file is tried too when the user really cannot read it."""
    locked = tmp_path / "verrou.txt"
    locked.write_text(B_HEAD + _b_entry(), "utf-8")
    locked.chmod(0)
    try:
        if not os.access(locked, os.R_OK):  # not root: the real system error
            with pytest.raises(FeedError) as info:
                read_feed(locked)
            assert "verrou.txt" in str(info.value) and "permission refusée" in str(info.value)
    finally:
        locked.chmod(0o644)

    def refused(path, *args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))

    monkeypatch.setattr("builtins.open", refused)
    with pytest.raises(FeedError) as info:
        read_feed(locked)
    msg = str(info.value)
    assert "verrou.txt" in msg and "permission refusée" in msg and "denied" not in msg


def test_undecodable_bytes_are_french(tmp_path):
    p = tmp_path / "latin1.txt"
    p.write_bytes((B_HEAD + "Page\n\n").encode() + "é".encode("latin-1") + b" suite")
    with pytest.raises(FeedError) as info:
        read_feed(p)
    msg = str(info.value)
    assert "latin1.txt, ligne 5, colonne 1" in msg and "UTF-8" in msg and "codec" not in msg


def test_xml_errors_are_french():
    e = _err('<?xml version="1.0"?>\n<feed>\n<entry><title>x</titl>\n</entry></feed>', "f.xml")
    assert "balise" in str(e) and "mismatched" not in str(e)
    e = _err('<?xml version="1.0"?>\n<feed>\n<entry>', "f.xml")
    assert "coupé" in str(e) or "incomplet" in str(e)


def test_format_a_cut_inside_the_last_entry():
    full = Path(FEEDS[0]).read_text(encoding="utf-8")
    last = full.rindex("https://fr.doc.boardgamearena.com/index.php?title=")
    entry_line = full.count("\n", 0, last) + 1
    for cut in (full[:-30], full[:-len("Raisinatine")], full[:full.rindex("<br />")]):
        e = _err_now(cut, "000.txt")
        assert "000.txt, ligne" in str(e) and e.line >= entry_line and "coupé" in str(e)
        assert "Gamehelpkingdomino" in str(e)


def test_atom_cut_is_refused(revisions):
    xml = to_atom(revisions[:3])
    e = _err_now(xml[:len(xml) // 2], "f.xml")
    assert "f.xml, ligne" in str(e) and "XML invalide" in str(e)


def test_creation_entry_shorter_than_its_own_summary_is_cut():
    """« Page créée avec « … » » quotes the start of the text: a shorter text was cut."""
    full = Path(FEEDS[4]).read_text(encoding="utf-8")
    revs = read_feed(FEEDS[4])
    created = next(r for r in revs if r.summary.startswith("Page créée avec"))
    assert created.content.startswith("Il y a 79 cartes")  # Tips mojo, quoted in its summary
    start = full.index(created.content)
    cut = full[:start + 40]
    e = _err_now(cut, "004.txt")
    assert e.line == created.line and "coupée" in str(e) and "Tips mojo" in str(e)
    # The full text, or a text longer than the quote, reads fine.
    assert parse_feed_text(full[:start + len(created.content)], "004.txt", now=NOW)[-1].content == \
           created.content
