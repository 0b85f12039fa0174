"""« Apprendre en jouant »: a guided first game written in the page's demo block.

A tutorial is the key `tutoriel:` of a demo block, a list of steps over the
block's own seeded game (its bots reply as the engine always does, so every
reader meets the same game). Each step is a mapping:

- `texte` (required): what to do and why, in French, shown above the board;
- `section`: the page's heading the step teaches (its title or its id; the
  build checks it exists and links it);
- `coup`: the move the step expects, by its engine identifier; `libre` lets
  any legal move through; absent, the step is read and left with « Suivant »;
- `montrer`: moves whose pieces are ringed on the board (default: the
  expected move);
- `indice`: what a wrong click is told (default: the step's text).

`Tutorial` follows the reader through the steps over a `Session`; `check`
replays a whole tutorial and names, in French, the first step that no longer
plays (the build then shows the example without its tutorial and says why).
"""

from __future__ import annotations

from .core import IllegalMove, ScenarioError, excerpt

STEP_KEYS = ("texte", "section", "coup", "montrer", "indice")
ANY_MOVE = "libre"
MAX_STEPS = 60
MAX_TEXT = 600
"""Characters of a step's text or hint: a step says one thing."""


class StepHint(IllegalMove):
    """A click the current step did not ask for: the page shows the step's hint
    (not a refusal: the move may be legal in the game)."""


def read_steps(raw) -> list[dict]:
    """A block's `tutoriel:` value → normalised steps (ScenarioError in French)."""
    if not isinstance(raw, list) or not raw:
        raise ScenarioError("tutoriel", "une liste d'étapes est attendue (chacune avec au moins « texte »).")
    if len(raw) > MAX_STEPS:
        raise ScenarioError("tutoriel", f"au plus {MAX_STEPS} étapes, celui-ci en a {len(raw)}.")
    steps = []
    for n, item in enumerate(raw, start=1):
        where = f"étape {n}"
        if not isinstance(item, dict):
            raise ScenarioError("tutoriel", f"{where} : une table « clé: valeur » est attendue.")
        for key in item:
            if key not in STEP_KEYS:
                raise ScenarioError("tutoriel", f"{where} : clé « {excerpt(key)} » inconnue "
                                                f"(clés permises : {', '.join(STEP_KEYS)}).")
        text = item.get("texte")
        if not isinstance(text, str) or not text.strip():
            raise ScenarioError("tutoriel", f"{where} : « texte » est obligatoire (ce que le lecteur fait et pourquoi).")
        step = {"texte": text.strip(), "section": None, "coup": None, "montrer": [], "indice": None}
        for key in ("section", "coup", "indice"):
            value = item.get(key)
            if value is not None and (not isinstance(value, str) or not value.strip()):
                raise ScenarioError("tutoriel", f"{where} : « {key} » doit être un texte, pas « {excerpt(value)} ».")
            step[key] = value.strip() if isinstance(value, str) else None
        for key in ("texte", "indice"):
            if step[key] and len(step[key]) > MAX_TEXT:
                raise ScenarioError("tutoriel", f"{where} : « {key} » dépasse {MAX_TEXT} caractères.")
        shown = item.get("montrer", [])
        if isinstance(shown, str):
            shown = [shown]
        if not isinstance(shown, list) or not all(isinstance(m, str) and m for m in shown):
            raise ScenarioError("tutoriel", f"{where} : « montrer » est une liste d'identifiants de coups.")
        step["montrer"] = shown or ([step["coup"]] if step["coup"] not in (None, ANY_MOVE) else [])
        if step["coup"] not in (None, ANY_MOVE) and any(s["coup"] == ANY_MOVE for s in steps):
            # after a free move the game is the reader's own: no later step can know its moves
            raise ScenarioError("tutoriel", f"{where} : un coup attendu ne peut pas suivre une étape « coup: libre » "
                                            "(la partie n'est plus celle du tutoriel).")
        steps.append(step)
    return steps


def _legal_list(session, limit: int = 8) -> str:
    humans = session.human_to_move()
    legal = session.state.legal_moves(humans[0]) if humans else []
    shown = ", ".join(f"{m} ({session.state.describe(m, humans[0])})" for m in legal[:limit])
    return shown + (f" et {len(legal) - limit} autres" if len(legal) > limit else "") if legal else "aucun"


class Tutorial:
    """The reader's place in a tutorial over `session` (the block's game)."""

    def __init__(self, steps: list[dict], session):
        self.steps = steps
        self.session = session
        self.index = 0
        self.starts = [0]  # moves of the session when each step was reached

    @property
    def step(self) -> dict | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    def play(self, move: str) -> None:
        """The reader's move at the current step: the expected one (or any legal
        one for `libre`) is played and the tutorial goes on; any other is
        refused with the step's hint, and nothing changes."""
        step = self.step
        if step is None:
            self.session.play(move)
            return
        expected = step["coup"]
        if expected is None:
            raise StepHint(move, "lisez cette étape, puis passez à la suivante (« Suivant »).",
                           section=step["section"])
        if expected != ANY_MOVE and move != expected:
            hint = step["indice"] or step["texte"]
            raise StepHint(move, f"pas tout à fait. {hint}", section=step["section"])
        self.session.play(move)
        self._next()

    def next(self) -> None:
        """« Suivant » on a step that expects no move."""
        step = self.step
        if step is None or step["coup"] is not None:
            raise ScenarioError("tutoriel", "cette étape attend un coup sur le plateau.")
        self._next()

    def _next(self) -> None:
        self.index += 1
        self.starts.append(len(self.session.moves))

    def back(self) -> int:
        """« Étape précédente »: the position where the previous step began
        (the reader's move and the bots' replies taken back). Returns the
        number of moves to keep; the caller rebuilds the session with them."""
        if self.index == 0:
            raise ScenarioError("tutoriel", "vous êtes à la première étape.")
        self.index -= 1
        self.starts.pop()
        return self.starts[-1]

    def info(self) -> dict:
        """What the page shows of the tutorial now."""
        step = self.step
        if step is None:
            return {"etape": len(self.steps), "total": len(self.steps), "fini": True,
                    "texte": "Tutoriel terminé : vous connaissez les règles de la page. La partie continue "
                             "librement, ou recommencez une partie complète.",
                    "section": None, "montrer": [], "attend": None}
        return {"etape": self.index + 1, "total": len(self.steps), "fini": False, "texte": step["texte"],
                "section": step["section"], "montrer": list(step["montrer"]),
                "attend": "suivant" if step["coup"] is None else ("libre" if step["coup"] == ANY_MOVE else "coup")}


def check(steps: list[dict], session) -> None:
    """Replay every step on `session` (a new session of the block's game);
    raises ScenarioError naming the first step that no longer plays: its
    expected move or a ringed piece is not a legal move at that point."""
    tutorial = Tutorial(steps, session)
    for n, step in enumerate(steps, start=1):
        humans = session.human_to_move()
        legal = session.state.legal_moves(humans[0]) if humans else []
        move = step["coup"]
        if move is not None and not legal:
            raise ScenarioError("tutoriel", f"étape {n} : la partie est finie ou n'attend pas le lecteur à ce moment.")
        if move not in (None, ANY_MOVE) and move not in legal:
            raise ScenarioError("tutoriel", f"étape {n} : le coup « {excerpt(move)} » n'est pas permis à ce moment "
                                            f"de la partie (coups permis : {_legal_list(session)}).")
        for shown in step["montrer"]:
            if shown not in legal:
                raise ScenarioError("tutoriel", f"étape {n} : « montrer » désigne « {excerpt(shown)} », qui n'est pas "
                                                f"un coup permis à ce moment (coups permis : {_legal_list(session)}).")
        if move is None:
            tutorial.next()
        else:
            tutorial.play(legal[0] if move == ANY_MOVE else move)
