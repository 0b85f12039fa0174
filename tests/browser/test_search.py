"""French search finds words inside the rules, whatever the accents and plurals.

The site is the one `mkdocs build` publishes, with every hook listed in
mkdocs.yml (site_search/ and site_demos/): see `sitegen.build_site`.
"""

import pytest


def search(driver, query):
    """Type `query` in the search box of the home page as soon as it has loaded;
    the result links, once some are shown. Material sends the query to the
    worker when a key is released, so the last letter is typed on the keyboard
    (one query, the whole one)."""
    tab = driver.open("")
    box = tab.locator("input.md-search__input")
    box.click(timeout=15000)
    box.fill(query[:-1])
    box.press_sequentially(query[-1])
    results = tab.locator(".md-search-result__list a")
    results.first.wait_for(timeout=30000)   # the worker builds its index on this first query
    return results


@pytest.mark.parametrize("query, page", [
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
])
def test_search_finds_a_word_of_the_rules(driver, query, page):
    results = search(driver, query)
    hrefs = [results.nth(i).get_attribute("href") for i in range(results.count())]
    assert any(page in (h or "") for h in hrefs), hrefs


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
