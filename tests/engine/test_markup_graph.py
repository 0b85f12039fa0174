"""engine.markup.route_map / route_list: the generic route map (inline SVG
hidden from screen readers, the list of routes as its accessible form)."""

from engine.markup import route_list, route_map

NODES = [("Paris", 20, 40), ("<Bruxelles>", 40, 20), ("Zürich", 60, 50)]


def test_route_map_draws_escaped_svg_and_keeps_the_list_accessible():
    routes = [{"a": "Paris", "b": "<Bruxelles>", "colour": "jaune", "lane": -1},
              {"a": "Paris", "b": "<Bruxelles>", "colour": "rouge", "lane": 1, "owner": "bleu", "mark": "V"},
              {"a": "Paris", "b": "Zürich", "colour": "gris", "dashed": True},
              {"a": "<Bruxelles>", "b": "Zürich", "colour": "gris", "dotted": True}]
    html = route_map(NODES, routes, label="Carte <test>", body=route_list(["Paris – Zürich : libre"], "Routes"))
    assert html.startswith('<figure class="bga-routemap" role="group" aria-label="Carte &lt;test&gt;">')
    assert '<svg viewBox="0 0 100 72" class="bga-rm-svg" aria-hidden="true"' in html
    assert "&lt;Bruxelles&gt;" in html and "<Bruxelles>" not in html
    assert html.count('class="bga-rm-route') == 4 and html.count('class="bga-rm-under') == 4
    assert 'data-style="dashed"' in html and 'data-style="dotted"' in html
    # the two lanes of a double route are drawn apart
    lanes = [part.split('y1="')[1].split('"')[0] for part in html.split("<line")[1:] if 'bga-rm-route' in part][:2]
    assert lanes[0] != lanes[1]
    # an owned route is thick and marked with a letter, never the colour alone
    assert html.count("bga-rm-owned") == 2 and '<g class="bga-rm-mark" data-colour="bleu">' in html
    assert ">V</text>" in html
    assert '<ul class="bga-routelist" aria-label="Routes"><li>Paris – Zürich : libre</li></ul>' in html
    assert "<script" not in html


def test_route_list_holds_buttons():
    item = '<button type="button" class="bga-move" data-move="route-x">x</button>'
    assert route_list([item], "R") == f'<ul class="bga-routelist" aria-label="R"><li>{item}</li></ul>'
