"""The shared components of engine/markup.py: escaped, named by identity, disabled when not legal."""

import re

import engine.markup as M
from engine.markup import (banner, board_grid, card_back, colour_card, compose, die, hand, move_button,
                           player_area, playing_card, tile, token)

HOSTILE = '<img src=x onerror=alert(1)>"\'&'


def test_every_component_escapes_its_text():
    html = "".join([
        playing_card(HOSTILE, HOSTILE, HOSTILE, move=HOSTILE, legal=[HOSTILE], title=HOSTILE),
        colour_card(HOSTILE, HOSTILE, HOSTILE, note=HOSTILE, part=HOSTILE),
        card_back(HOSTILE, count=3), die(4, name=HOSTILE), tile(HOSTILE, HOSTILE, symbol=HOSTILE, coord=HOSTILE),
        token(HOSTILE, HOSTILE, HOSTILE), hand([], label=HOSTILE, empty=HOSTILE),
        player_area(HOSTILE, badges=[HOSTILE]), banner(HOSTILE),
        compose([], [(HOSTILE + "{}", HOSTILE)], label=HOSTILE),
        board_grid([], 2, label=HOSTILE, row_labels=[HOSTILE], col_labels=[HOSTILE, HOSTILE]),
    ])
    assert "<img" not in html and '"\'' not in html


def test_a_piece_is_named_by_its_identity_and_disabled_when_not_legal():
    card = playing_card("7", "♥", "7 de Cœur", move="jouer-7c", legal=[], title="Jouer")
    assert 'class="bga-sr">7 de Cœur<' in card and 'aria-hidden="true"' in card
    assert " disabled" in card and "bga-legal" not in card and 'data-ink="rouge"' in card
    ok = colour_card(7, "rouge", "Rouge", move="palette-rouge7", legal=["palette-rouge7"])
    assert "Rouge 7" in ok and " disabled" not in ok and "bga-legal" in ok
    assert " disabled" in move_button("b", "B", ["a"]) and " disabled" not in move_button("a", "A", ["a"])


def test_parts_are_toggles_and_actions_templates():
    group = compose([colour_card(3, "vert", "Vert", part="vert3")], [("palette-{}", "Sur ma palette")],
                    label="Votre main", max_parts=1)
    assert 'data-part="vert3"' in group and 'aria-pressed="false"' in group
    assert 'data-template="palette-{}"' in group and 'data-max="1"' in group


def test_a_selected_or_unselected_move_is_a_toggle():
    on = colour_card(3, "vert", "Vert", move="carte-vert3", legal=["carte-vert3"], selected=True)
    off = colour_card(3, "vert", "Vert", move="carte-vert3", legal=["carte-vert3"], selected=False)
    plain = colour_card(3, "vert", "Vert", move="carte-vert3", legal=["carte-vert3"])
    assert 'aria-pressed="true"' in on and "bga-selected" in on
    assert 'aria-pressed="false"' in off and "aria-pressed" not in plain


def test_card_grid_keeps_its_columns_and_names_the_group():
    cards = [M.playing_card(str(r), "♥", f"{r} de cœur", small=True) for r in range(2, 11)]
    html = M.card_grid(cards, 13, label="Les cœurs <script>")
    assert 'style="--cols: 13"' in html and 'role="group"' in html
    assert "&lt;script&gt;" in html and "<script" not in html


def test_card_grid_puts_each_row_of_the_game_on_a_line_of_its_own_that_may_wrap():
    """Issue 23: a row of 12–13 cards was one grid row that never wrapped (cut at 1280 px,
    squeezed to 22 px cards on a phone). Each row is now a `bga-cardrow`, wrapped by demo.css."""
    cards = [M.playing_card(str(r), s, f"{r} de {s}", small=True) for s in "♥♠" for r in range(1, 14)]
    html = M.card_grid(cards, 13, label="Les cartes")
    assert html.count('class="bga-cardrow"') == 2
    first, second = html.split('class="bga-cardrow"')[1:]
    assert "13 de ♥" in first and "1 de ♠" not in first and "1 de ♠" in second
    assert M.card_grid(cards[:5], 13, label="x").count('class="bga-cardrow"') == 1


def test_counter_shows_piece_value_and_both_steps():
    minus = M.move_button("moins-7", "−", ["plus-7"])
    plus = M.move_button("plus-7", "+", ["plus-7"])
    html = M.counter(M.colour_card(7, "creme", "nombre"), 2, minus, plus, note="3 non vues sur 7")
    assert html.index("nombre 7") < html.index("moins-7") < html.index(">2<") < html.index("plus-7")
    assert 'data-move="moins-7"' in html and "disabled" in html.split("moins-7")[1].split(">")[0]
    assert "3 non vues sur 7" in html
    assert 'role="group"' in M.counters([html], label="Cartes sorties")


def test_score_sheet_is_a_labelled_table_with_header_body_and_total():
    html = M.score_sheet(["Joueur", "Marks"], [["Joueur 1", 11000], ["Joueur 2", "3 000"]],
                         caption="Argent des joueurs", total=["Total", "14 000 pt"])
    assert html.startswith("<table") and 'class="bga-score bga-sheet"' in html
    assert '<caption class="bga-sr">Argent des joueurs</caption>' in html
    # a column of numbers is right-aligned as a whole, its header too
    assert '<thead><tr><th scope="col">Joueur</th><th scope="col" class="bga-num">Marks</th></tr></thead>' in html
    assert '<tr><th scope="row">Joueur 1</th><td class="bga-num">11000</td></tr>' in html
    assert '<td class="bga-num">3 000</td>' in html
    assert '<tfoot><tr class="bga-total"><th scope="row">Total</th><td class="bga-num">14 000 pt</td></tr></tfoot>' in html


def test_score_sheet_escapes_text_cells_and_keeps_html_cells():
    button = M.move_button("plus-1", "+", ["plus-1"])
    html = M.score_sheet([HOSTILE], [[HOSTILE, M.html(button, M.text("span", 3, class_="bga-value"))]],
                         caption=HOSTILE, total=[HOSTILE, HOSTILE])
    assert "<img" not in html and '"\'' not in html
    assert button in html and 'data-move="plus-1"' in html
    assert '<td class="bga-num">' not in html        # a cell of buttons is not a number


def test_score_sheet_variants_compact_scrolling_and_without_row_heads():
    html = M.score_sheet(["Type", "1", "2"], [["Cèpe", "+1", "✖"]], caption="Marché", compact=True, scroll=True)
    assert html.startswith('<div class="bga-scroll bga-sheet-scroll"><table class="bga-score bga-sheet bga-compact"')
    assert '<td class="bga-num">+1</td><td>✖</td>' in html and '<th scope="col" class="bga-num">1</th><th scope="col">2</th>' in html
    steps = M.score_sheet(["", "J1"], [["Salons", M.html(M.move_button("plus", "+", []))]], caption="c",
                          total=["Total", "8 pt"])
    assert '<th scope="col" class="bga-num">J1</th>' in steps and '<td class="bga-num"><button' in steps
    plain = M.score_sheet(["a", "b"], [["x", "y"]], caption="c", row_heads=False)
    assert "<th scope=\"row\">" not in plain and "<td>x</td><td>y</td>" in plain and "<tfoot>" not in plain


def test_final_ranking_puts_the_best_first_and_ties_share_a_rank():
    from engine.markup import final_ranking
    out = final_ranking(["Ana", "Bob", "<Cy>", "Dé"], [12, 30, 30, 5])
    heads = re.findall(r'<th scope="row"[^>]*>([^<]*)</th><td[^>]*>([^<]*)</td>', out)
    assert heads == [("1er ex aequo", "Bob"), ("1er ex aequo", "&lt;Cy&gt;"), ("3e", "Ana"), ("4e", "Dé")]
    assert "<Cy>" not in out


def test_final_ranking_follows_a_tie_break():
    """Takenoko breaks a tie (« En cas d'égalité, le joueur qui a le plus de points sur ses cartes
    objectif « Panda » remporte la victoire. »): the winner the game names is first, alone."""
    from engine.markup import final_ranking
    out = final_ranking(["Ana", "Bob", "Cy"], [33, 33, 20], [1])
    heads = re.findall(r'<th scope="row"[^>]*>([^<]*)</th><td[^>]*>([^<]*)</td>', out)
    assert heads == [("1er", "Bob"), ("2e", "Ana"), ("3e", "Cy")]


def test_a_players_badges_are_words_apart():
    """The review of issue 32 read « à jouer6 points0 dragon(s) »: badges glued to one another in
    a title that is not a flex row, and in the heading's spoken name."""
    import re
    head = re.search(r"<h4[^>]*>(.*?)</h4>", player_area("Joueur 1", you=True, current=True,
                                                        badges=["6 points", "0 dragon(s)"])).group(1)
    words = re.sub(r"<[^>]+>", "", head)
    assert words == "Joueur 1 vous à jouer 6 points 0 dragon(s)"
