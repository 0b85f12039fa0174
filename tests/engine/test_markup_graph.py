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


def test_track_map_routes_and_places_are_buttons_over_the_picture():
    """engine.markup.track_map (issue 23): the map itself is clicked. A route is a button
    rotated along its line whose one face draws its `--n` spaces (issue 32: no element per
    space); an owned route carries its owner's mark once, a ferry a ✦ per locomotive space;
    a place is a round button; names and words are escaped; a compose() target starts
    disabled, a move is legal or not."""
    from engine.markup import track_map
    nodes = [{"name": "Paris", "x": 20, "y": 40, "template": "gare-{}-paris"},
             {"name": "<Bruxelles>", "x": 40, "y": 20, "move": "gare-bru", "mark": "V", "owner": "bleu"},
             {"name": "Zürich", "x": 60, "y": 50}]
    routes = [{"a": "Paris", "b": "<Bruxelles>", "colour": "jaune", "spaces": 2, "lane": -1,
               "name": "Paris–<Bruxelles> : libre", "template": "route-{}-pb1"},
              {"a": "Paris", "b": "<Bruxelles>", "colour": "rouge", "spaces": 2, "lane": 1, "owner": "bleu",
               "mark": "V", "name": "Paris–Bruxelles : Vous", "move": "route-pb2"},
              {"a": "Paris", "b": "Zürich", "colour": "gris", "spaces": 3, "style": "dotted", "special": 1,
               "name": "ferry", "move": "route-pz"}]
    html = track_map(nodes, routes, label="Carte <test>", legal=["route-pz"])
    assert "<Bruxelles>" not in html and "&lt;Bruxelles&gt;" in html and "<script" not in html
    assert 'aria-label="Carte &lt;test&gt;"' in html
    assert 'class="bga-car"' not in html and html.count("rotate(") == 3
    assert html.count("--n: 2") == 2 and html.count("--n: 3") == 1 and html.count('class="bga-face"') == 6
    assert 'data-template="route-{}-pb1" disabled' in html and 'data-template="gare-{}-paris" disabled' in html
    assert 'data-move="route-pz"' in html and 'data-move="route-pb2" disabled' in html
    assert html.count(">V</span>") == 2 and html.count(">✦</span>") == 1     # owner's route + station; ferry
    assert 'class="bga-car-mark" style="--i: 0">✦</span>' in html
    assert html.count('data-colour="bleu"') == 2 and 'data-colour="jaune"' in html   # owned: the owner's colour
    assert '<span class="bga-sr">Paris–&lt;Bruxelles&gt; : libre</span>' in html
    assert '<span class="bga-sr">&lt;Bruxelles&gt;</span>' in html
