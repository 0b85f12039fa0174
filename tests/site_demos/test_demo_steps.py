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
