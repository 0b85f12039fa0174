"""Mojo's page in Chromium: the deck as cards right after the page's list, a click on the pile turns a card
over onto the table, and a value the page never lists refused with the gap."""

PAGE = "jeux/mojo/"


def test_draw_a_card_then_a_missing_value_refused(driver):
    page = driver.open(PAGE)
    demo = driver.demo(0)
    # right after the page's list of counts
    assert page.evaluate("""() => { const d = document.querySelector('article .bga-demo');
        let p = d.previousElementSibling; while (p && p.tagName !== 'UL') p = p.previousElementSibling;
        return !!p && p.textContent.includes('1 carte Mojo'); }""")
    assert "il en manque 18" in page.locator("article").inner_text()   # said by the page, beside the example
    board = demo.locator(".bga-demo-board")
    assert board.locator(".bga-stack").count() == 11 and "61 sur les 61" in board.inner_text()
    start = driver.moves(demo)
    driver.click(demo, "piocher")
    assert driver.moves(demo) == start + 1
    assert "60 sur les 61" in board.inner_text() and board.locator(".bga-mojo-table .bga-card").count() == 1
    message = driver.refusal(demo, "valeur-6")
    assert "aucune carte de valeur 6" in message, message
    assert driver.moves(demo) == start + 1
