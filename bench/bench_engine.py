"""Random playouts per second and bot move time, per game, in CPython.

Run: .venv/bin/python bench/bench_engine.py [JEU ...] [--secondes T]
Prints one line per game; the Pyodide figures come from bench/bench_pyodide.py.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.__main__ import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(["mesurer", *sys.argv[1:]]))
