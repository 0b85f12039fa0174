"""French search finds words inside the rules, whatever the accents and plurals.

The site is the one `mkdocs build` publishes, with every hook listed in
mkdocs.yml (site_search/ and site_demos/): see `sitegen.build_site`.
"""


def search(driver, query):
    """Type `query` in the search box of the home page as soon as it has loaded;
    the result links, once some are shown (see `ask`)."""
    return ask(driver.open(""), query)


def ask(tab, query):
    """Type `query` in the search box of an open page, replacing what was asked before.
    Material sends the query to the worker when a key is released: the box is emptied by a
    key (which clears the results), then the last letter of the query is typed on the
    keyboard (one query, the whole one). The worker builds its index on the first query."""
    box = tab.locator("input.md-search__input")
    box.click(timeout=15000)
    results = tab.locator(".md-search-result__list a")
    if box.input_value():
        box.fill(box.input_value()[:1])
        box.press("Backspace")
        tab.wait_for_function("() => !document.querySelector('.md-search-result__list a')", timeout=30000)
    box.fill(query[:-1])
    box.press_sequentially(query[-1])
    results.first.wait_for(timeout=30000)
    return results


# One page, one index, every query in turn (each used to reload the home page and wait for the
# worker to index the site again).
QUERIES = [
    ("éruption", "jeux/taluva/"),          # as written on the page
    ("bouées", "jeux/turn-the-tide/"),
    ("dominos", "jeux/kingdomino/"),
    ("eruption", "jeux/taluva/"),          # no accent
    ("bouees", "jeux/turn-the-tide/"),
    ("coeur", "jeux/regicide/"),           # « cœur »
    ("éruptions", "jeux/taluva/"),         # plural of a word the page has only in the singular
    ("eruptions", "jeux/taluva/"),
    ("chevaux", "jeux/tiny-farms/"),
    ("ennemi", "jeux/regicide/"),          # inside « l'ennemi »
]


def test_search_finds_each_word_of_the_rules(driver):
    tab = driver.open("")
    missed = {}
    for query, page in QUERIES:
        results = ask(tab, query)
        hrefs = [results.nth(i).get_attribute("href") for i in range(results.count())]
        if not any(page in (h or "") for h in hrefs):
            missed[query] = (page, hrefs)
    assert not missed, missed


def test_an_elided_query_finds_the_word_first(driver):
    """« l'éruption » is searched as « éruption »: Taluva first, not every word in l-."""
    results = search(driver, "l'éruption")
    assert "jeux/taluva/" in results.first.get_attribute("href")
    # only Taluva's page and its sections (its examples' sections included), not every word in l-
    hrefs = [results.nth(i).get_attribute("href") for i in range(results.count())]
    assert all("jeux/taluva/" in h for h in hrefs), hrefs


def test_preview_highlights_the_word_of_the_page_not_a_variant(driver):
    """« eruptions » finds Taluva's « Éruption » section: the preview marks the
    page's own word and shows no indexed variant (eruption, éruptions)."""
    results = search(driver, "eruptions")
    assert "jeux/taluva/" in results.first.get_attribute("href")
    item = driver.page.locator(".md-search-result__item").first     # the page and its matching sections
    # an empty <mark> (seen since the examples joined the index) marks no word: only words are compared
    marks = [m.strip().lower() for m in item.locator("mark").all_inner_texts() if m.strip()]
    assert marks and set(marks) == {"éruption"}, marks
    shown = driver.page.locator(".md-search-result__list").inner_text()
    for junk in ("eruption", "éruptions", "eruptions"):
        assert junk not in shown.replace("Éruption", "").replace("éruption", ""), (junk, shown)


def test_result_link_highlights_the_page_with_instant_navigation(driver):
    """Following the result of « eruption » highlights « éruption » on the
    Taluva page, and the page is reached by instant navigation (no reload)."""
    search(driver, "eruption")
    tab = driver.page
    tab.evaluate("window.__sameDocument = true")
    section = tab.locator('.md-search-result__list a[href*="jeux/taluva/"][href*="#eruption"]').first
    assert "h=%C3%A9ruption" in section.get_attribute("href")     # the page's word, not the query
    section.click()
    tab.wait_for_url("**/jeux/taluva/**")
    marks = tab.locator("article mark[data-md-highlight]")
    marks.first.wait_for(timeout=30000)
    assert {t.strip().lower() for t in marks.all_inner_texts()} == {"éruption"}
    assert tab.evaluate("window.__sameDocument === true"), "la page a été rechargée"
