"""The command line (`python -m engine`): every bad argument gets one French
line and exit status 2, never a traceback or an English argparse message."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.__main__ import main

ROOT = Path(__file__).resolve().parents[2]
ENGLISH = re.compile(r"\b(usage|error|invalid|unrecognized|required|choose from|Traceback|expected)\b")


def run(capsys, *argv):
    try:
        code = main(list(argv))
    except SystemExit as exit_:
        code = exit_.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("argv,words", [
    (["simuler", "flip7", "-n", "0"], "de 1 à 100000"),
    (["simuler", "flip7", "-n", "-5"], "de 1 à 100000"),
    (["simuler", "flip7", "-n", "x"], "« x »"),
    (["simuler", "flip7", "-n", "٥"], "« ٥ »"),
    (["simuler", "red7", "--mode", "calculateur"], "calculateur"),
    (["simuler", "flip7", "--joueurs", "0", "-n", "2"], "entre 3 et 12 (reçu 0)"),
    (["jouer", "flip7", "--joueurs", "0"], "entre 3 et 12 (reçu 0)"),
    (["mesurer", "inconnu"], "« inconnu » n'est pas un jeu à mesurer"),
    (["mesurer", "mojo"], "« mojo » n'est pas un jeu à mesurer"),
    (["mesurer", "--secondes", "0"], "secondes"),
    (["mesurer", "--secondes", "nan"], "secondes"),
    (["simuler"], "obligatoire"),
    (["simuler", "flip7", "--inconnu"], "arguments inconnus : --inconnu"),
    (["inconnue"], "choix inconnu"),
    ([], "obligatoire"),
    (["simuler", "flip7", "--graine", "-1"], "graine"),
    (["simuler", "flip7", "--bot", "zz", "-n", "1"], "bot « zz » inconnu"),
    (["simuler", "inconnu"], "jeu « inconnu » inconnu"),
])
def test_bad_arguments_get_one_french_line_and_status_2(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert words in err, err
    assert not ENGLISH.search(err), err
    assert "erreur" in err.lower()


def test_help_is_french(capsys):
    code, out, err = run(capsys, "simuler", "--help")
    assert code == 0
    assert "utilisation :" in out and "afficher cette aide" in out and "nombre de parties" in out
    assert "usage:" not in out and "show this help" not in out and "positional arguments" not in out


def test_simulate_uses_the_seed(capsys):
    code, first, _ = run(capsys, "simuler", "flip7", "-n", "3", "--graine", "5")
    assert code == 0 and "graines 5 à 7" in first
    _, again, _ = run(capsys, "simuler", "flip7", "-n", "3", "--graine", "5")
    _, other, _ = run(capsys, "simuler", "flip7", "-n", "3", "--graine", "40")
    strip = lambda text: [line for line in text.splitlines()[1:]] + [text.split(";")[1]]  # noqa: E731
    assert strip(first) == strip(again)
    assert strip(first) != strip(other)


def test_play_reads_a_move_number_strictly(capsys, monkeypatch):
    """In `jouer`, a number picks a listed move; « ² » or « ٠١ » is not a number."""
    answers = iter(["²", "٠١", "quitter"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    code, out, err = run(capsys, "jouer", "turnthetide", "--graine", "3")
    assert code == 0
    assert out.count("Coup refusé") == 2


def test_module_entry_point_exits_2_without_traceback():
    done = subprocess.run([sys.executable, "-m", "engine", "simuler", "flip7", "-n", "0"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr and "erreur" in done.stderr


def test_a_game_without_end_stops_simulation_in_french():
    from engine.core import EngineError
    from engine.games import get_game
    from engine.simulate import play_out

    with pytest.raises(EngineError) as err:
        play_out(get_game("red7", "calculateur"), {}, 1, max_moves=50)
    assert "partie toujours en cours après 50 coups" in str(err.value)


def test_output_cut_short_by_a_pipe_is_not_a_traceback(monkeypatch):
    """`python -m engine liste | head -n 1`: the reader goes away mid-output."""
    import os

    class GonePipe:
        def __init__(self):
            self.fd = os.open(os.devnull, os.O_WRONLY)

        def write(self, text):
            raise BrokenPipeError(32, "Broken pipe")

        def flush(self):
            pass

        def fileno(self):
            return self.fd

    gone = GonePipe()
    monkeypatch.setattr(sys, "stdout", gone)
    try:
        assert main(["liste"]) == 0
    finally:
        os.close(gone.fd)
