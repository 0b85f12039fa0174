"""Tiny helpers for the views: every text goes through `esc`, always.

Views build their HTML with `el()` so that no text from a scenario, a player
name or a log line can become live markup. Clickable parts carry the move in
`data-move`; the browser shell sends that string back to the engine, which
either plays it or says, in French, why it is refused.
"""

from html import escape


def esc(text) -> str:
    return escape(str(text), quote=True)


def attrs(**attributes) -> str:
    out = []
    for key, value in attributes.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)


def el(tag: str, *children: str, **attributes) -> str:
    """An element whose children are already-safe HTML strings."""
    return f"<{tag}{attrs(**attributes)}>{''.join(children)}</{tag}>"


def text(tag: str, content, **attributes) -> str:
    """An element holding escaped text."""
    return el(tag, esc(content), **attributes)


def zone(title: str, *children: str, cls: str = "") -> str:
    """A labelled area of a board (`bga-zone`, with its `bga-zone-title`)."""
    return el("section", text("h4", title, class_="bga-zone-title"), *children,
              class_=("bga-zone " + cls).strip())


def move_button(move: str, label: str, legal, cls: str = "", title: str | None = None,
                **extra) -> str:
    """A button that plays `move`; marked legal or not (both are clickable so a
    refused move can be explained). `extra` attributes are escaped too."""
    classes = ("bga-move " + cls).strip()
    if move in legal:
        classes += " bga-legal"
    return el("button", esc(label), type="button", class_=classes, data_move=move,
              title=title, aria_label=title, **extra)
