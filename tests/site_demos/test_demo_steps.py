"""Others' turns one by one: the snapshot's `etapes` (engine.session, engine.web)."""

from engine.session import MAX_STEPS
from engine.web import open_demo, snapshot


def test_automatic_moves_after_the_readers_move_are_steps():
    session = open_demo({"jeu": "flip7", "mode": "partie", "graine": 5})
    assert snapshot(session)["etapes"] == []   # opening shows the position, not a replay
    before = len(session.log)
    session.play("rester")
    snap = snapshot(session)
    steps = snap["etapes"]
    assert 1 <= len(steps) <= MAX_STEPS
    counts = [s["log"] for s in steps]
    assert counts == sorted(counts) and before < counts[0] and counts[-1] <= len(snap["log"])
    assert all(s["html"] and s["statut"] for s in steps)
    assert all('data-move' not in s["html"] or "bga-legal" not in s["html"] for s in steps)
    session.undo()
    assert snapshot(session)["etapes"] == []


def test_moves_a_select_then_confirm_group_composes_are_not_listed_again():
    snap = snapshot(open_demo({"jeu": "regicide", "mode": "partie", "graine": 5}))
    assert 'data-template="jouer-{}"' in snap["html"]
    assert not [m for m, _ in snap["autres_coups"] if m.startswith("jouer-")]


def test_the_steps_start_from_the_position_after_the_readers_move():
    """Issue 32: the page marks what each bot's move changed; the first step is compared with the
    position right after the reader's move (etapes_depart), so the reader's own move is not marked."""
    session = open_demo({"jeu": "dames", "mode": "partie", "graine": 1})
    assert snapshot(session)["etapes_depart"] is None
    session.play("choisir-32")   # picking a piece: no automatic move follows, no steps, no start
    assert snapshot(session)["etapes"] == [] and snapshot(session)["etapes_depart"] is None
    session.play("32-28")
    snap = snapshot(session)
    start, steps = snap["etapes_depart"], snap["etapes"]
    assert len(steps) == 1 and start["log"] == 1 and steps[0]["log"] == 2 and start["statut"] == snap["log"][0]
    assert 'data-piece="pion-32"' in start["html"] and start["html"] != steps[0]["html"]
