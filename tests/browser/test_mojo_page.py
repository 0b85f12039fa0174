"""Mojo's page in Chromium: the count table as cards right after the page's list, its sum (61) against
the 79 announced, a filter, and a missing value refused with the gap."""

PAGE = "jeux/mojo/"


def test_static_table_and_sum(driver):
    page = driver.static(PAGE)
    demos = driver.demos()
    assert demos.count() == 1
    # right after the page's list of counts
    assert page.evaluate("""() => { const d = document.querySelector('article .bga-demo');
        let p = d.previousElementSibling; while (p && p.tagName !== 'UL') p = p.previousElementSibling;
        return !!p && p.textContent.includes('1 carte Mojo'); }""")
    text = demos.first.inner_text()
    assert "8 + 15 + 21 + 16 + 1 = 61" in text and "bga-banner" not in demos.first.inner_html()
    assert "il en manque 18" in page.locator("article").inner_text()   # said by the page, beside the example
    assert demos.first.locator(".bga-stack").count() == 11         # 2 + 3 + 3 + 2 + the Mojo card


def test_filter_then_a_missing_value_refused(driver):
    driver.open(PAGE)
    demo = driver.demo(0)
    board = demo.locator(".bga-demo-board")
    start = driver.moves(demo)
    driver.click(demo, "couleur-vert")
    assert driver.moves(demo) == start + 1
    assert board.locator(".bga-stack").count() == 3 and "15 cartes affichées" in board.inner_text()
    assert board.locator("[data-move='couleur-vert'][aria-pressed=true]").count() == 1   # chosen, shown pressed
    assert board.locator("[data-move='valeur-6']").is_disabled()
    message = driver.refusal(demo, "valeur-6")
    assert "aucune carte de valeur 6" in message, message
    assert driver.moves(demo) == start + 1
