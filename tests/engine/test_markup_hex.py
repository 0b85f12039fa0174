"""engine.markup.hex_board: the generic hex board component."""

from engine.markup import hex_board


def board(legal=("poser-A1",)):
    cells = [
        {"row": 0, "col": 0, "name": "A1", "terrain": "prairie", "terrain_name": "plaine",
         "content": "2", "detail": "niveau 2", "move": "poser-A1", "title": "Poser ici"},
        {"row": 0, "col": 1, "name": "A2", "terrain": "eau", "terrain_name": "lac <b>", "move": "poser-A2"},
        {"row": 1, "col": 1, "name": "B2", "terrain": "vide", "terrain_name": "mer"},
    ]
    return hex_board(cells, label="Île <test>", legal=legal)


def test_cells_are_named_escaped_and_only_playable_ones_enabled():
    html = board()
    assert "Case A1 : plaine, niveau 2" in html
    assert "lac &lt;b&gt;" in html and "<b>" not in html and "Île &lt;test&gt;" in html
    assert 'data-move="poser-A1"' in html and 'data-move="poser-A2"' in html
    a1 = html.split('data-move="poser-A1"')[0].rsplit("<button", 1)[1]
    a2 = html.split('data-move="poser-A2"')[1].split(">", 1)[0]
    assert "bga-legal" in a1 and "disabled" not in a1
    assert "disabled" in a2 + html.split('data-move="poser-A2"')[0].rsplit("<button", 1)[1]
    assert html.count("<button") == 2          # B2 has no move: a picture, not a control


def test_layout_fills_the_rows_and_shifts_odd_rows():
    html = board()
    assert 'data-cols="2"' in html and "--hcols: 5" in html
    assert html.count("bga-hex-gap") == 1     # B1 is a gap: rows × cols children for the arrow keys
    assert "grid-row: 2; grid-column: 4 / span 2" in html    # B2: odd row, shifted half a hex
    assert "grid-row: 1; grid-column: 1 / span 2" in html    # A1
    assert "bga-board-grid bga-hex-board" in html
