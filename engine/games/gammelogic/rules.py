"""gammelogic's puzzles (page « Tips gammelogic »): characters to place on a
row of places, following rules; a solver and its uniqueness check.

The page gives advice, not the puzzles' exact form. The kind used here: N
characters (3 to 7) on a row of N places numbered from 1 (left) to N, one
character per place, and rules of the kinds the page names — « les éléments
dont on vous donne la position précise », « par rapport à eux (adjacent,
par exemple...) », « la distance entre » them. « chaque énigme ne possède
qu'une unique solution, et [...] l'ensemble des règles énoncées est
nécessaire pour la déterminer » : the solver checks both.

A rule is written in French, one of:
- « Ana en 3 » / « Ana pas en 3 »            (a precise place, or not)
- « Ana au bord »                              (place 1 or N)
- « Ana à côté de Bruno » / « Ana pas à côté de Bruno »
- « Ana à gauche de Bruno »                    (anywhere to the left)
- « Ana juste à gauche de Bruno »              (the place just left)
- « Ana à 2 places de Bruno »                  (|place difference| = 2)
- « Ana entre Bruno et Chloé »                 (strictly between, either order)
"""

from __future__ import annotations

import re
from itertools import permutations

MIN_CHARACTERS, MAX_CHARACTERS = 3, 7
MAX_RULES = 20

_NAME = r"([^\W\d_][\w'’-]{0,15})"
PATTERNS = [
    ("en", re.compile(rf"{_NAME} en ([1-9])")),
    ("pas-en", re.compile(rf"{_NAME} pas en ([1-9])")),
    ("bord", re.compile(rf"{_NAME} au bord")),
    ("cote", re.compile(rf"{_NAME} à côté de {_NAME}")),
    ("pas-cote", re.compile(rf"{_NAME} pas à côté de {_NAME}")),
    ("gauche", re.compile(rf"{_NAME} à gauche de {_NAME}")),
    ("juste-gauche", re.compile(rf"{_NAME} juste à gauche de {_NAME}")),
    ("distance", re.compile(rf"{_NAME} à ([1-9]) places? de {_NAME}")),
    ("entre", re.compile(rf"{_NAME} entre {_NAME} et {_NAME}")),
]
RULE_FORMS = ("« Ana en 3 », « Ana pas en 3 », « Ana au bord », « Ana à côté de Bruno », « Ana pas à côté "
              "de Bruno », « Ana à gauche de Bruno », « Ana juste à gauche de Bruno », « Ana à 2 places de "
              "Bruno », « Ana entre Bruno et Chloé »")


def parse_rule(text: str, names: list[str]):
    """(kind, args) with characters as indices and numbers as ints, or None
    if the text is no rule; raises ValueError (French) for an unknown name
    or a place off the row."""
    if not isinstance(text, str):
        return None
    text = " ".join(text.split())
    for kind, pattern in PATTERNS:
        m = pattern.fullmatch(text)
        if not m:
            continue
        args = []
        for g in m.groups():
            if g.isdigit():
                args.append(int(g))
            elif g in names:
                args.append(names.index(g))
            else:
                raise ValueError(f"« {g} » n'est pas un des personnages ({', '.join(names)})")
        if kind in ("en", "pas-en") and not 1 <= args[1] <= len(names):
            raise ValueError(f"la place {args[1]} n'existe pas (places 1 à {len(names)})")
        people = [a for k, a in enumerate(args) if not (kind in ("en", "pas-en") and k == 1)
                  and not (kind == "distance" and k == 1)]
        if len(set(people)) != len(people):
            raise ValueError("une règle parle de personnages différents")
        return kind, args
    return None


def holds(rule, places: dict[int, int]) -> bool | None:
    """Whether `rule` holds when character i is on place places[i] (1-based);
    None when a character it names is not placed yet."""
    kind, a = rule
    n_places = None

    def at(i):
        return places.get(i)

    if kind in ("en", "pas-en"):
        p = at(a[0])
        if p is None:
            return None
        return (p == a[1]) == (kind == "en")
    if kind == "bord":
        p = at(a[0])
        if p is None:
            return None
        n_places = places.get(-1)
        return p == 1 or p == n_places
    if kind == "distance":
        p, q = at(a[0]), at(a[2])
        if p is None or q is None:
            return None
        return abs(p - q) == a[1]
    ps = [at(i) for i in a]
    if any(p is None for p in ps):
        return None
    if kind == "cote":
        return abs(ps[0] - ps[1]) == 1
    if kind == "pas-cote":
        return abs(ps[0] - ps[1]) != 1
    if kind == "gauche":
        return ps[0] < ps[1]
    if kind == "juste-gauche":
        return ps[0] == ps[1] - 1
    if kind == "entre":
        return min(ps[1], ps[2]) < ps[0] < max(ps[1], ps[2])
    return False  # pragma: no cover - every kind above


def completions(n: int, placed: dict[int, int], rules):
    """Every full placement (tuple: place of each character) that extends
    `placed` and satisfies every rule of `rules`; a backtracking search that
    drops a branch as soon as a rule whose characters are all placed fails."""
    free_people = [i for i in range(n) if i not in placed]
    places = dict(placed)
    places[-1] = n
    if any(holds(r, places) is False for r in rules):
        return
    taken = set(placed.values())

    def extend(k):
        if k == len(free_people):
            yield tuple(places[i] for i in range(n))
            return
        who = free_people[k]
        mine = [r for r in rules if who in people(r)]
        for p in range(1, n + 1):
            if p in taken:
                continue
            places[who] = p
            taken.add(p)
            if all(holds(r, places) is not False for r in mine):
                yield from extend(k + 1)
            taken.discard(p)
            del places[who]

    yield from extend(0)


def solve(n: int, rules, limit: int = 2) -> list[tuple]:
    """Up to `limit` solutions of the puzzle (2 is enough to tell unique)."""
    out = []
    for sol in completions(n, {}, rules):
        out.append(sol)
        if len(out) >= limit:
            break
    return out


def count_solutions(n: int, rules) -> int:
    return sum(1 for _ in completions(n, {}, rules))


def unneeded_rules(n: int, rules) -> list[int]:
    """The rules without which the puzzle still has one solution (the page:
    « supprimer une règle ferait que l'énigme posséderait plusieurs
    solutions »)."""
    return [k for k in range(len(rules)) if count_solutions(n, rules[:k] + rules[k + 1:]) == 1]


def people(rule) -> list[int]:
    """The characters a rule names."""
    kind, a = rule
    if kind in ("en", "pas-en", "bord"):
        return [a[0]]
    if kind == "distance":
        return [a[0], a[2]]
    return list(a)


def rule_possible(n: int, placed: dict[int, int], rule) -> bool:
    """Can `rule` still hold, the placed characters staying where they are?
    Only the characters it names are tried on the free places."""
    todo = [i for i in people(rule) if i not in placed]
    taken = set(placed.values())
    free = [p for p in range(1, n + 1) if p not in taken]
    base = dict(placed)
    base[-1] = n
    for perm in permutations(free, len(todo)):
        base.update(zip(todo, perm))
        if holds(rule, base):
            return True
    return False


def broken_rules(n: int, placed: dict[int, int], rules) -> list[int]:
    """The rules that the placements alone already make impossible: for each
    rule on its own, no way to place the characters it names satisfies it."""
    return [k for k, rule in enumerate(rules) if not rule_possible(n, placed, rule)]
