"""The hunt command (scripts/hunt.py) runs and reports in French; the seeds it
draws are its own, so here it is given one."""

from scripts import hunt


def test_hunt_plays_every_mode_and_reports(capsys):
    assert hunt.main(["--parties", "1", "--graine", "7"]) == 0
    out = capsys.readouterr().out
    assert "rejouer : --graine 7" in out and "0 échec(s)." in out
    assert "flip7/partie : 1 parties, rien à signaler." in out


def test_hunt_names_the_seed_of_a_defect(capsys, monkeypatch):
    def broken(game, seed):
        raise AssertionError("un coup hors de la liste a été accepté")
    monkeypatch.setattr(hunt, "play", broken)
    assert hunt.main(["--parties", "2", "--graine", "40"]) == 1
    assert "ÉCHEC flip7/partie graine 40" in capsys.readouterr().out
