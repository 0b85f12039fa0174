PAGE = "jeux/taluva/"


def _settle(page, demo):
    skip = demo.locator("[data-action=passer]")
    if demo.get_attribute("data-animation") == "oui" and skip.is_visible():
        skip.click()
    page.wait_for_function("el => !el.hasAttribute('data-animation')", arg=demo.element_handle())


def test_shot(driver):
    page = driver.open(PAGE)
    demo = driver.demo(3)
    for turn in range(7):
        _settle(page, demo)
        b = demo.locator(".bga-demo-board [data-move^='volcan-'].bga-legal")
        if b.count() == 0:
            break
        driver.act(demo, b.nth(b.count() // 2).click)
        _settle(page, demo)
        b = demo.locator(".bga-demo-board [data-move^='batir-'].bga-legal")
        if b.count() == 0:
            break
        driver.act(demo, b.first.click)
    _settle(page, demo)
    demo.scroll_into_view_if_needed()
    demo.screenshot(path="/tmp/taluva_desktop.png")
    page.set_viewport_size({"width": 375, "height": 812})
    demo.screenshot(path="/tmp/taluva_phone.png")
    print(demo.evaluate("d => d.getBoundingClientRect().height"))
    page.set_viewport_size({"width": 1280, "height": 900})
