"""The shared marks of demo.css on a phone, on the pages where a visual review found them clumsy: a
square where one may play is never lettered (a « + » lay on the Quatrix ◆), a selected piece's ✓ lies
on no rank nor a fanned neighbour's corner and stays in its example (Saint Poker's 52-card picker, Red7's
49 cards), and the option in force (Ninety-Nine's trump) looks chosen, not disabled. The check itself is
driver.text_outside (TEXT_FIT), which the site walks run on every example."""

from driver import text_outside


def test_legal_squares_carry_no_glyph(driver):
    driver.phone("jeux/quatrix/")
    demo = driver.demo(0)
    assert demo.locator(".bga-board-grid .bga-tile.bga-legal").count() >= 9    # the ◆ squares among them
    assert text_outside(demo) == []


def test_the_selected_tick_covers_no_card(driver):
    for path in ("jeux/saint-poker/", "jeux/red7/"):
        driver.phone(path)
        demo = driver.demo(0)
        assert demo.locator(".bga-card.bga-selected").count() >= 5, path
        assert text_outside(demo) == [], path


def test_the_trump_in_force_looks_chosen(driver):
    driver.phone("jeux/ninety-nine/")
    demo = driver.demo(4)
    chosen = demo.locator("button.bga-move.bga-current")
    assert chosen.count() == 1 and chosen.is_disabled()
    look = chosen.evaluate("""b => ({opacity: getComputedStyle(b).opacity, weight: getComputedStyle(b).fontWeight,
                                    tick: getComputedStyle(b, '::before').content})""")
    assert look["opacity"] == "1" and int(look["weight"]) >= 700 and "✓" in look["tick"], look
    assert text_outside(demo) == []
