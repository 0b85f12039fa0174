"""Import the wiki feeds into the site: `python -m scripts.import_wiki [FEEDS...] [options]`.

    python -m scripts.import_wiki                    # sources/*.txt → docs/jeux/ + docs/index.md
    python -m scripts.import_wiki --check            # exit 1 if docs/ is out of step with sources/
    python -m scripts.import_wiki --write-beside     # also write <slug>.md.nouveau next to edited pages

What it does:

* reads every feed (format A, format B, Atom XML); an unreadable feed stops the import with a
  French message naming the file and the line, **before anything is written**;
* builds all the game pages and the home page in memory (`scripts.pages`), then writes them in two
  steps: every file is first written to a temporary file beside its target, and only when all of
  them are written are they renamed into place; a failure while writing (disk full, permission)
  removes the temporary files and leaves every page as it was;
* never overwrites a page edited by hand: a page whose `import_hash` does not match its own text
  is left alone and reported; with `--write-beside` the new wiki version goes to
  `<page>.md.nouveau` for a manual merge; untouched pages follow the newest wiki revision;
* writes the decision report (`scripts/import-report.md`): tips attached, duplicates merged,
  pages skipped, pages protected, converter warnings, and every demo example whose section is
  gone from its page (placed beside the most similar title or in a section of its own: the import
  never stops for a renamed heading; `--check` prints these warnings too). The report depends only on the sources,
  the snippets and which pages are protected, so a re-run rewrites it byte for byte.

Exit codes: 0 done (or `--check`: in step), 1 `--check` found untouched pages out of step,
2 unreadable input or a page that cannot be built (nothing written).
"""

from __future__ import annotations

import argparse
import glob
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from scripts.feeds import FeedError, empty_titles, latest_pages, os_error_french, read_feeds
from scripts.wikitext import convert as wikitext_convert
from scripts.pages import Build, ImportError_, build_all, is_untouched, recorded_hash

ROOT = Path(__file__).resolve().parent.parent
BESIDE_SUFFIX = ".nouveau"

# Page statuses
CREATED = "créée"
SAME = "inchangée"
UPDATED = "mise à jour"
EDITED_SAME = "modifiée à la main (le wiki n'a pas changé depuis)"
EDITED_NEWER = "modifiée à la main, NON écrasée : une nouvelle version du wiki existe"


@dataclass
class Planned:
    path: Path
    text: str
    status: str

    @property
    def writes(self) -> bool:
        return self.status in (CREATED, UPDATED)

    @property
    def out_of_step(self) -> bool:
        return self.status in (CREATED, UPDATED)


@dataclass
class Result:
    build: Build
    plan: list[Planned]
    report: str
    extra_pages: list[Path]
    beside: list[Path]


def default_feeds() -> list[str]:
    return sorted(glob.glob(str(ROOT / "sources" / "*.txt")))


def plan_import(feeds, out_dir, *, snippets_dir=None, now=None) -> Result:
    """Compute everything the import would do; write nothing. Raises FeedError / ImportError_.

    `now` bounds the revision dates (None: this machine's clock; see `scripts.feeds.FUTURE_MARGIN`)."""
    out_dir = Path(out_dir)
    snippets_dir = Path(snippets_dir) if snippets_dir is not None else ROOT / "site_demos" / "snippets"
    revisions = read_feeds(feeds, now=now)
    wiki_pages = latest_pages(revisions)
    build = build_all(wiki_pages, wikitext_convert, snippets_dir, empty_titles(revisions), section=out_dir.name)
    plan = []
    for page in build.pages:
        path = out_dir.parent / page.relpath
        plan.append(Planned(path, page.text, _status(path, page.text)))
    known = {p.path.name for p in plan}
    extra = sorted(p for p in out_dir.glob("*.md") if p.name not in known) if out_dir.is_dir() else []
    beside = [p.path.with_name(p.path.name + BESIDE_SUFFIX) for p in plan if p.status == EDITED_NEWER]
    report = _report(build, plan, extra, feeds)
    return Result(build, plan, report, extra, beside)


def _read_page(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ImportError_(f"{path} : page existante illisible ({os_error_french(exc)})") from None
    except UnicodeDecodeError as exc:
        raise ImportError_(f"{path} : page existante qui n'est pas en UTF-8 (octet {exc.start}) ; "
                           "corrigez-la ou supprimez-la avant de relancer l'import") from None


def _status(path: Path, new_text: str) -> str:
    if not path.exists():
        return CREATED
    old = _read_page(path)
    if old == new_text:
        return SAME
    if is_untouched(old):
        return UPDATED
    if recorded_hash(old) == recorded_hash(new_text):
        return EDITED_SAME
    return EDITED_NEWER


def _report(build: Build, plan: list[Planned], extra: list[Path], feeds) -> str:
    lines = ["# Rapport d'import du wiki", "",
             "Écrit par `python -m scripts.import_wiki` ; il ne dépend que des flux, des extraits de "
             "démo et des pages protégées : relancer l'import le réécrit à l'identique.", "",
             "## Flux lus", ""]
    lines += [f"- `{Path(f).name}`" for f in feeds]
    lines += ["", f"## Pages ({sum(1 for p in build.pages if p.game)} jeux et l'accueil)", ""]
    for page in build.pages:
        if page.game is None:
            lines.append(f"- `{page.relpath}` : accueil, catalogue de tous les jeux")
        else:
            lines.append(f"- `{page.relpath}` : {page.game.name} ← "
                         + ", ".join(f"« {t} »" for t in page.game.titles))
    lines += ["", "## Décisions", ""]
    lines += [f"- {d}" for d in build.decisions]
    protected = [p for p in plan if p.status in (EDITED_SAME, EDITED_NEWER)]
    lines += ["", "## Pages modifiées à la main (jamais écrasées)", ""]
    if protected:
        for p in protected:
            lines.append(f"- `{p.path.parent.name}/{p.path.name}` : {p.status}"
                         + (f" ; relancer avec `--write-beside` pour obtenir `{p.path.name}"
                            f"{BESIDE_SUFFIX}`" if p.status == EDITED_NEWER else ""))
    else:
        lines.append("- aucune")
    if extra:
        lines += ["", "## Pages hors catalogue (laissées telles quelles)", ""]
        lines += [f"- `{p.parent.name}/{p.name}`" for p in extra]
    lines += ["", f"## Avertissements ({len(build.warnings)})", ""]
    lines += [f"- {w}" for w in build.warnings] or ["- aucun"]
    return "\n".join(lines) + "\n"


class WriteError(Exception):
    """Writing failed; every page is as it was before the import. French message."""


def _write_all(files: list[tuple[Path, str]]) -> None:
    """Write every file or none: all to temporary files first, then all renamed into place."""
    for path, _ in files:
        if path.is_dir():
            raise WriteError(f"{path} : un dossier porte le nom de ce fichier à écrire")
    staged: list[tuple[str, Path]] = []
    new_dirs = sorted({d for path, _ in files for d in (path.parent, *path.parent.parents)
                       if not d.exists()}, key=lambda d: len(d.parts), reverse=True)
    try:
        for path, text in files:
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                fd, tmp = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".tmp", dir=path.parent)
                staged.append((tmp, path))
                with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
                    fh.write(text)
            except OSError as exc:
                raise WriteError(f"{path} : écriture impossible ({os_error_french(exc)})") from None
    except BaseException:
        for tmp, _ in staged:
            if os.path.exists(tmp):
                os.unlink(tmp)
        for d in new_dirs:  # deepest first; only the ones this call created, and only if empty
            if d.is_dir() and not any(d.iterdir()):
                d.rmdir()
        raise
    for tmp, path in staged:
        os.replace(tmp, path)


def apply(result: Result, *, write_beside: bool, report_path: Path | None) -> list[Path]:
    """Write what `plan_import` decided, all files or none (`WriteError`). Returns the paths written."""
    files: list[tuple[Path, str]] = []
    for p in result.plan:
        if p.writes:
            files.append((p.path, p.text))
        elif p.status == EDITED_NEWER and write_beside:
            files.append((p.path.with_name(p.path.name + BESIDE_SUFFIX), p.text))
    if report_path is not None:
        old = _read_page(report_path) if report_path.is_file() else None
        if old != result.report:
            files.append((report_path, result.report))
    _write_all(files)
    return [path for path, _ in files]


class _FrenchParser(argparse.ArgumentParser):
    """argparse speaks English ("usage:", "error: unrecognized arguments"): say it in French."""

    _WORDS = (("usage: ", "utilisation : "), ("positional arguments:", "arguments :"),
              ("options:", "options :"), ("show this help message and exit", "afficher cette aide"),
              ("unrecognized arguments:", "arguments non reconnus :"),
              ("expected one argument", "une valeur est attendue après cette option"),
              ("ambiguous option:", "option ambiguë :"), ("could match", "peut désigner"))

    def _fr(self, text: str) -> str:
        for en, fr in self._WORDS:
            text = text.replace(en, fr)
        return text

    def format_usage(self) -> str:
        return self._fr(super().format_usage())

    def format_help(self) -> str:
        return self._fr(super().format_help())

    def error(self, message):
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog} : erreur : {self._fr(message)}\n")


def main(argv=None, *, snippets_dir=None, now=None) -> int:
    ap = _FrenchParser(
        prog="python -m scripts.import_wiki",
        description="Importe les flux du wiki de Board Game Arena en pages Markdown du site.")
    ap.add_argument("feeds", nargs="*", help="fichiers de flux (défaut : sources/*.txt)")
    ap.add_argument("--out", default=str(ROOT / "docs" / "jeux"),
                    help="dossier des pages de jeux (défaut : docs/jeux ; l'accueil va dans son "
                         "dossier parent, index.md)")
    ap.add_argument("--check", action="store_true",
                    help="ne rien écrire ; code 1 si des pages non modifiées à la main ne suivent "
                         "plus les sources")
    ap.add_argument("--write-beside", action="store_true",
                    help="écrire la nouvelle version d'une page modifiée à la main dans "
                         "<page>.md.nouveau")
    ap.add_argument("--report", default=str(ROOT / "scripts" / "import-report.md"),
                    help="fichier du rapport d'import (défaut : scripts/import-report.md ; "
                         "« - » pour ne pas l'écrire)")
    args = ap.parse_args(argv)
    feeds = args.feeds or default_feeds()
    if not feeds:
        print("Erreur : aucun flux à lire (sources/*.txt est vide).", file=sys.stderr)
        return 2
    try:
        result = plan_import(feeds, args.out, snippets_dir=snippets_dir, now=now)
    except (FeedError, ImportError_) as exc:
        print(f"Erreur : {exc}", file=sys.stderr)
        print("Import arrêté : aucun fichier n'a été écrit.", file=sys.stderr)
        return 2

    counts: dict[str, int] = {}
    for p in result.plan:
        counts[p.status] = counts.get(p.status, 0) + 1
    if args.check:
        # An example whose section is gone is placed anyway (scripts.pages.place_parts): not a
        # failure of the check, but the snippet's line must be updated, so it is said here too.
        for page in result.build.pages:
            for warning in page.placement:
                print(f"Avertissement : {warning}")
        stale = [p for p in result.plan if p.out_of_step]
        for p in stale:
            print(f"{p.path} : {'absente' if p.status == CREATED else 'en retard sur les sources'}")
        for p in result.plan:
            if p.status in (EDITED_SAME, EDITED_NEWER):
                print(f"{p.path} : {p.status} (non vérifiée)")
        if stale:
            print(f"{len(stale)} page(s) à régénérer : lancez python -m scripts.import_wiki")
            return 1
        print(f"À jour : {len(result.plan)} pages suivent les sources.")
        return 0

    report_path = None if args.report == "-" else Path(args.report)
    try:
        written = apply(result, write_beside=args.write_beside, report_path=report_path)
    except (WriteError, ImportError_) as exc:
        print(f"Erreur : {exc}", file=sys.stderr)
        print("Import arrêté : aucun fichier n'a été modifié.", file=sys.stderr)
        return 2
    for p in result.plan:
        if p.status in (EDITED_SAME, EDITED_NEWER):
            extra = ""
            if p.status == EDITED_NEWER:
                extra = (f" → nouvelle version écrite dans {p.path.name}{BESIDE_SUFFIX}"
                         if args.write_beside else " (--write-beside pour l'écrire à côté)")
            print(f"{p.path} : {p.status}{extra}")
    summary = ", ".join(f"{n} {s.split(' ')[0] if s in (EDITED_SAME, EDITED_NEWER) else s}"
                        for s, n in counts.items())
    print(f"Import terminé : {len(result.plan)} pages ({summary}) ; {len(written)} fichier(s) écrit(s) ; "
          f"{len(result.build.warnings)} avertissement(s), voir {args.report}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
