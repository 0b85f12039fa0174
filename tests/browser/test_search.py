"""French search finds words inside the rules, whatever the accents and plurals."""

import pytest

KNOWN_GAP = ("Material's lunr search neither folds accents nor stems a query that it "
             "completes with a wildcard: not solved yet (issue 2)")


@pytest.mark.parametrize("query, page", [
    ("éruption", "jeux/taluva/"),
    ("bouées", "jeux/turn-the-tide/"),
    ("dominos", "jeux/kingdomino/"),
    pytest.param("eruption", "jeux/taluva/", marks=pytest.mark.xfail(strict=True, reason=KNOWN_GAP)),
    pytest.param("éruptions", "jeux/taluva/", marks=pytest.mark.xfail(strict=True, reason=KNOWN_GAP)),
])
def test_search_finds_a_word_of_the_rules(watched_page, real_site, query, page):
    tab, _ = watched_page
    tab.goto(real_site["url"])
    box = tab.locator("input.md-search__input")
    box.click(timeout=15000)
    box.fill(query)
    results = tab.locator(".md-search-result__list a")
    results.first.wait_for(timeout=10000)
    hrefs = [results.nth(i).get_attribute("href") for i in range(results.count())]
    assert any(page in (h or "") for h in hrefs), hrefs
