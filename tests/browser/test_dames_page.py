"""Dames internationales on the real page, in Debian Chromium: the static board
before Python, then each example live, played by clicks as a reader does
(a piece, then a square), and a refused move explained in French."""

import pytest
from test_browser import act, coups, wait_live

PAGE = "jeux/dames-internationales/"


@pytest.fixture
def dames(watched_page, real_site):
    page, _ = watched_page
    response = page.goto(real_site["url"] + PAGE, wait_until="domcontentloaded")
    html = response.text()
    assert html.count('class="bga-demo"') == 4
    assert "Case 32 : pion blanc" in html and "Case 29 : pion blanc" in html   # drawn before Python
    demos = page.locator(".bga-demo")
    assert demos.nth(3).locator(".bga-checkered").is_visible()
    for i in range(4):
        wait_live(page, demos.nth(i))
    return page, demos


def test_a_whole_game_by_clicks_and_a_refusal_explained(dames):
    page, demos = dames
    demo = demos.nth(3)                       # « Une partie contre un bot »
    assert demo.locator("[data-move='choisir-32'].bga-legal").count() == 1
    act(page, demo, demo.locator("[data-move='choisir-32']").click)
    target = demo.locator(".bga-checkered [data-move='32-28'].bga-legal.bga-target")
    assert target.count() == 1
    start = coups(demo)
    act(page, demo, target.click)
    assert coups(demo) == start + 2          # the reader's move, then the bot's
    log = demo.locator(".bga-demo-log").inner_text()
    assert "Blancs : 32-28." in log and "Noirs : " in log
    # A man on the back row is not permitted (blocked, or a capture is due); « Pourquoi pas ? » lets the engine say why.
    blocked = demo.locator(".bga-checkered [data-move='choisir-46']")
    assert blocked.is_disabled()
    demo.locator("[data-action=pourquoi]").click()
    before = coups(demo)
    act(page, demo, blocked.click)
    message = demo.locator(".bga-demo-message").inner_text()
    assert message.startswith("Coup refusé : ")
    assert "bloqué" in message or "prise est obligatoire" in message   # the bot may have offered a piece
    assert coups(demo) == before


def test_the_two_for_one_shot(dames):
    page, demos = dames
    demo = demos.nth(0)
    act(page, demo, demo.locator("[data-move='choisir-29']").click)
    act(page, demo, demo.locator(".bga-checkered [data-move='29-23']").click)
    # Black must take (18x29); then only the man on 33 may take, and it is picked already.
    assert "Noirs : 18x29 (prend 1 pièce)." in demo.locator(".bga-demo-log").inner_text()
    assert demo.locator(".bga-checkered .bga-chosen").get_attribute("aria-label").startswith("Case 33")
    act(page, demo, demo.locator(".bga-checkered [data-move='33x35']").click)
    assert "Blancs : 33x35 (prend 2 pièces)." in demo.locator(".bga-demo-log").inner_text()


def test_blocking_wins_at_once(dames):
    page, demos = dames
    demo = demos.nth(1)
    act(page, demo, demo.locator("button.bga-move[data-move='30-25']").click)
    assert demo.get_attribute("data-fin") == "oui"
    assert "vous gagnez" in demo.locator(".bga-demo-status").inner_text()
    assert "bloquées" in demo.locator(".bga-demo-board").inner_text()
