"""English passages: detection and labelled parts (the site is French)."""
from __future__ import annotations

import re

_EN = {"the", "and", "to", "of", "you", "is", "are", "when", "your", "with", "that", "this",
       "for", "can", "player", "players", "card", "cards", "if", "it", "be", "has",
       "his", "their", "from", "each", "will", "must", "which", "or", "an", "by", "game",
       "strategy", "official", "website", "publisher", "rules", "how", "play", "turn",
       "win", "score", "in", "not", "all", "only", "then", "after", "before"}
_FR = {"le", "la", "les", "et", "de", "des", "du", "vous", "est", "une", "un", "pour", "que",
       "qui", "dans", "sur", "en", "au", "aux", "il", "joueur", "joueurs", "carte", "cartes",
       "pas", "ne", "son", "sa", "ses", "par", "avec", "se", "jeu", "à", "d", "l", "si"}

_MARKERS = {
    "english": "en", "anglais": "en", "en anglais": "en", "english version": "en",
    "version anglaise": "en", "français": "fr", "francais": "fr", "french": "fr",
    "en français": "fr", "version française": "fr", "version francaise": "fr",
}


def detect(text: str) -> str:
    """'en' or 'fr' by counting common words (ties and empty text: 'fr')."""
    words = re.findall(r"[^\W\d_]+", text.lower())
    en = sum(1 for w in words if w in _EN)
    fr = sum(1 for w in words if w in _FR)
    return "en" if en > fr * 1.5 and en >= 3 else "fr"


def marker(line: str) -> str | None:
    """Language of a line that only announces a language part ("ENGLISH")."""
    if len(line) > 40:
        return None
    t = re.sub(r"['=*:\s]+", " ", line).strip().lower()
    return _MARKERS.get(t)


def split(lines: list[str]) -> list[tuple[str, str, list[str]]]:
    """Parts (lang, marker as written, lines) at marker lines ("ENGLISH" ...);
    one part when the page has no markers for two languages."""
    idx = [(i, marker(ln)) for i, ln in enumerate(lines)]
    idx = [(i, lang) for i, lang in idx if lang]
    if not idx or len({lang for _, lang in idx}) < 2:
        return [(detect("\n".join(lines)), "", lines)]
    parts: list[tuple[str, str, list[str]]] = []
    head = lines[: idx[0][0]]
    if any(ln.strip() for ln in head):
        parts.append((detect("\n".join(head)), "", head))
    for k, (i, lang) in enumerate(idx):
        end = idx[k + 1][0] if k + 1 < len(idx) else len(lines)
        written = re.sub(r"['=*\s]+", " ", lines[i]).strip().rstrip(":").strip()
        parts.append((lang, written, lines[i + 1:end]))
    return parts
