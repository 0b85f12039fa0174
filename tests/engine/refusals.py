"""The refusal check that every game's scenario tests share."""

from __future__ import annotations

import json

import pytest

from engine.core import IllegalMove


def snapshot(state) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def refused(state, move: str, *words: str, section: str | None = None, player: int | None = None) -> str:
    """The move is refused with a French reason containing every one of `words`
    (and pointing at the page's `section`, when given), and the state is unchanged.
    Returns the reason."""
    before = snapshot(state)
    with pytest.raises(IllegalMove) as err:
        state.play(move, player)
    reason = err.value.reason
    for word in words:
        assert word in reason, (word, reason)
    if section is not None:
        assert err.value.section == section, (err.value.section, reason)
    assert snapshot(state) == before, "un coup refusé ne change rien"
    return reason
