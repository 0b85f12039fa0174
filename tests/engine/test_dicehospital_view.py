"""Dice Hospital ER's drawing: the bonuses are pieces the reader recognises (an icon, a name and a title
saying what each does), never a code (« +B2 », « stét.×2 », « St », « ( ) »); the stethoscopes are the
pieces above and below the die to place, not a − / + stepper; the specialists are small cards."""

from __future__ import annotations

import html as htmllib
import re

from engine.games import get_game
from engine.games.dicehospital import rules as R
from engine.rng import Rng  # noqa: F401  (the engine's own import order)

ADMIT = get_game("dicehospital", "admission")
GAME = get_game("dicehospital", "partie")
CHANCE = -1

CODES = {"+B2", "+J1", "+J3", "+R2", "+B4", "+R5", "+B6", "St", "P", "( )", "!", "inf.", "poche", "stét.×1",
         "stét.×2", "stét.×3", "−1", "+1", "✗inf.", "chef"}


def visible_text(page: str) -> str:
    """What a sighted reader sees: no screen-reader text, no tags, no attributes."""
    page = re.sub(r'<span class="bga-sr">[^<]*</span>', " ", page)
    return htmllib.unescape(re.sub(r"<[^>]+>", " ", page))


def names(page: str) -> list[str]:
    return [htmllib.unescape(n) for n in re.findall(r'<span class="bga-sr">([^<]*)</span>', page)]


def buttons(page: str, cls: str) -> dict[str, str]:
    """data-move -> the whole button, for the buttons of class `cls`."""
    out = {}
    for b in re.findall(r"<button[^>]*>.*?</button>", page, flags=re.S):
        if cls in re.search(r'class="([^"]*)"', b).group(1):
            out[re.search(r'data-move="([^"]*)"', b).group(1)] = b
    return out


def admission(bonus=R.DEFAULT_BONUSES):
    return ADMIT.start({"bonus": bonus}, 1)


def render(s):
    return ADMIT.render(s, 0, s.legal_moves(0))


def test_no_bonus_code_is_drawn():
    for bonus in (R.DEFAULT_BONUSES, "S3 P - C +J1 ! I +R5"):
        s = admission(bonus)
        for moves in ([], ["patient-1"], ["patient-6"]):
            t = admission(bonus)
            for m in moves:
                t.play(m, 0)
            shown = visible_text(render(t)).split()
            assert not CODES & set(shown), CODES & set(shown)
            assert not any(w.startswith(("stét.", "+B", "+J", "+R")) for w in shown), shown
        assert s


def test_each_bonus_is_a_piece_named_by_what_it_does():
    s = admission("S2 C I ! P +B2 S1 -")
    page = render(s)
    bonus = buttons(page, "bga-dh-bonus")
    expected = {1: "stéthoscope ×2", 2: "rideau", 3: "infirmière", 4: "patient critique", 5: "poche de sang",
                6: "patient supplémentaire : un dé bleu 2", 7: "stéthoscope :", 8: "aucun bonus"}
    for i, words in expected.items():
        b = bonus[f"poche-{i}"]
        assert "bga-token" in b and f'data-bonus="{R.parse_bonus(s.bonuses[i - 1])["kind"]}"' in b
        name = names(b)[-1]
        assert name.startswith(f"Bonus du patient {i}, ") and words in name, name
        assert re.search(r'title="[^"]+"', b)
    # the icons are drawn, the extra patient as a die of its colour with « + »
    assert 'data-shape="stetho"' in bonus["poche-1"] and "×2" in bonus["poche-1"]
    assert 'data-shape="critique"' in bonus["poche-4"] and 'data-shape="infirmiere"' in bonus["poche-3"]
    assert 'class="bga-dh-minidie"' in bonus["poche-6"] and 'data-colour="bleu"' in bonus["poche-6"]


def test_no_stepper_the_stethoscopes_frame_the_die_to_place():
    s = admission()
    page = render(s)
    assert "bga-stepper" not in page and "bga-counters" not in page
    assert 'data-move="stetho-plus"' not in page            # no die to place yet
    s.play("patient-1", 0)                                 # red 2 and 2 stethoscopes
    page = render(s)
    assert "bga-stepper" not in page
    steth = buttons(page, "bga-dh-steth")
    assert set(steth) == {"stetho-plus", "stetho-moins"}
    assert "+1 au dé à placer" in names(steth["stetho-plus"])[-1]
    assert "−1 au dé à placer" in names(steth["stetho-moins"])[-1]
    adjust = re.search(r'<span class="bga-dh-adjust".*?</span></span>\s*</span>|<span class="bga-dh-adjust".*',
                       page, flags=re.S).group(0)
    assert adjust.index("stetho-plus") < adjust.index("À placer, dé de la carte : dé rouge 2") \
        < adjust.index("stetho-moins")
    assert "Stéthoscopes entourés : 2" in names(page)
    s.play("stetho-plus", 0)
    page = render(s)
    assert "Stéthoscopes entourés : 1" in names(page)
    assert "le stéthoscope rayé revient" in names(buttons(page, "bga-dh-steth")["stetho-moins"])[-1]


def test_whole_game_bonuses_and_specialists_drawn():
    s = GAME.start({"joueurs": 3}, 1)
    s.play(s.sample_chance(), CHANCE)
    me = s.chief
    page = GAME.render(s, me, s.legal_moves(me))
    shown = visible_text(page).split()
    assert not CODES & set(shown), CODES & set(shown)
    assert page.count('class="bga-token bga-dh-bonus"') >= 3              # the card's three bonuses
    assert "bga-stepper" not in page
    assert page.count('<span class="bga-card bga-wordcard">') == 4      # 2 Cardiologues, Radiologue, Épidémiologiste
    assert "bga-dh-specs" in page
    assert any("Radiologue" in n for n in names(page)) and any("Cardiologue" in n for n in names(page))
    s.play(s.legal_moves(me)[0], me)
    page = GAME.render(s, me, s.legal_moves(me))
    assert {"stetho-plus", "stetho-moins"} <= set(buttons(page, "bga-dh-steth"))


def test_critical_and_curtained_squares_drawn_with_their_icons_not_marks():
    s = admission()                                        # 2 J4 « rideau », 4 R5 « patient critique »
    s.play("patient-4", 0)
    s.play("case-3-1", 0)
    s.play("patient-2", 0)
    s.play("rideau", 0)
    s.play("case-1-1", 0)
    assert s.critical == ["3-1"] and s.curtains == ["1-1"]
    page = render(s)
    shown = visible_text(page).split()
    assert "!" not in shown and "( )" not in visible_text(page) and "5!" not in shown
    grid = page[page.index("bga-board-grid"):]
    critical = re.search(r'<span class="bga-die"[^>]*>(?:(?!<span class="bga-sr">).)*<span class="bga-sr">'
                         r'Chambre 3, case 1 \(rouge\) : dé rouge 5, patient critique[^<]*</span>', grid, flags=re.S)
    assert critical and 'data-shape="critique"' in critical.group(0)
    assert 'class="bga-die bga-dh-curtained"' in grid and 'data-shape="rideau"' in grid
