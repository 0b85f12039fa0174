"""Break the Code's page in Chromium: the whole game under « Essayer » (static board
first, live, a question answered with the deduction helper updated, a refused tile
explained)."""

import re

from test_browser import act, coups, overflow, wait_live

PAGE = "jeux/break-the-code/"


def helper_count(demo) -> int:
    text = demo.locator(".bga-demo-board").inner_text()
    return int(re.search(r"(\d+) codes? encore possibles?", text).group(1))


def test_static_board_under_essayer(browser, real_site):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demos = page.locator(".bga-demo")
    assert demos.count() == 1
    order = page.evaluate("""() => [...document.querySelectorAll('article h2, article .bga-demo')]
        .map(n => n.tagName === 'H2' ? n.textContent.trim() : 'DEMO')""")
    assert order[-1] == "DEMO" and order[-2].startswith("Essayer")
    demo = demos.nth(0)
    assert demo.locator("[role=group][aria-label='Votre chevalet'] .bga-ccard").count() == 5
    assert demo.locator(".bga-back").count() == 5                     # the opponent's rack, face down
    assert demo.locator("[data-move^=question-]").count() == 6
    assert helper_count(demo) == 2288
    context.close()


def test_question_then_refused_tile(watched_page, real_site):
    page, _ = watched_page
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    board = demo.locator(".bga-demo-board")
    start = coups(demo)
    act(page, demo, demo.locator("[data-move^=question-].bga-legal").first.click)
    page.wait_for_function("([el, n]) => Number(el.getAttribute('data-coups')) >= n + 2",
                           arg=[demo.element_handle(), start])
    assert helper_count(demo) < 2288
    assert "Aucune réponse" not in board.inner_text()
    act(page, demo, demo.locator("[data-move=deviner]").click)
    assert "Votre proposition" in board.inner_text()
    # 0b is on the reader's own rack (seed 7): the engine says why it cannot be in the code
    message = demo.locator(".bga-demo-message")
    before = coups(demo)
    why = demo.locator("[data-action=pourquoi]")
    why.click()
    act(page, demo, demo.locator("[data-move='tuile-0b']").click)
    text = message.inner_text()
    assert re.match(r"Coup refusé : ", text) and "propre chevalet" in text, text
    assert coups(demo) == before
    why.click()
    act(page, demo, demo.locator("[data-move=annuler]").click)
    assert "Votre proposition" not in board.inner_text()


def test_phone_width_game_and_guess_fit(browser, real_site, tmp_path):
    context = browser.new_context(viewport={"width": 375, "height": 740}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(real_site["url"] + PAGE)
    demo = page.locator(".bga-demo").nth(0)
    wait_live(page, demo)
    assert overflow(demo) == []
    act(page, demo, demo.locator("[data-move=deviner]").click)
    assert overflow(demo) == []
    demo.screenshot(path=str(tmp_path / "btc-375.png"))
    context.close()
