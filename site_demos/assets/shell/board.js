// The board after every new HTML: tab stops (one per grid or `bga-roving` group, arrows move), askable refusals under
// « Pourquoi pas ? », and the focus put back where the reader's intent is.
//
// Attributes a view may set (engine/markup.py), all optional:
//   data-cle        a stable key of a piece or square (« pion-12 »): the focus comes back to the
//                   element with the same key after the move and the others' turns, wherever it is;
//   data-definitif  a control that ends or gives up something (pass, stop, resign): the shell
//                   never moves the focus onto it by itself;
//   data-echap      the control Escape activates (drop a selection made by a move);
//   data-confirmer  a move the rules make costly (Red7: end the turn while not leading): its
//                   French warning is said on the first activation, the second plays it (input.js).

import { keyOf, usable } from "./dom.js";

const FOCUS_IDENTITY = [["data-cle", "c"], ["data-template", "t"], ["data-part", "p"], ["data-move", "m"]];

function idOf(node) {
  return keyOf(node, FOCUS_IDENTITY);
}

// The boxes whose controls share one tab stop, arrows moving within (see rove).
const ROVING = ".bga-board-grid, .bga-roving";

function pressed(n) {
  return n.getAttribute("aria-pressed") === "true" || n.getAttribute("aria-checked") === "true";
}

// A roving box's controls the reader can reach now: a grid's squares that play a move, a
// group's buttons (not those of a box nested in it).
function membersOf(box) {
  const which = box.classList.contains("bga-board-grid") ? "[data-move]" : "button, [data-move], [data-part]";
  return Array.prototype.filter.call(box.querySelectorAll(which), function (n) {
    return n.closest(ROVING) === box && usable(n);
  });
}

function centre(node) {
  const r = node.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2, h: r.height };
}

// The control of `items` an arrow key (or Home, End) leads to from `from`, by the centres of
// their boxes: two centres are in the same row when closer in height than half the control's
// height (a hex board's rows overlap by a quarter of a hex, and are still told apart). Up and
// Down: the nearest row in that direction that has a control, in it the one closest to `goal`
// (a column's x), the left one of two as close (within 1 px). Left and Right: the nearest in
// the row on that side; Home and End: the row's first and last.
function nearest(items, from, key, goal) {
  const here = centre(from);
  const tol = here.h / 2;
  const up = key === "ArrowUp", down = key === "ArrowDown";
  const found = [];
  items.forEach(function (n) {
    const c = centre(n), dy = c.y - here.y;
    if (up || down) {
      if ((up ? -dy : dy) >= tol) found.push({ n: n, row: Math.abs(dy), x: Math.abs(c.x - goal), cx: c.x });
    } else if (Math.abs(dy) < tol) {
      const dx = c.x - here.x;
      if (key === "Home" || key === "End") found.push({ n: n, row: 0, x: key === "Home" ? c.x : -c.x, cx: c.x });
      else if (key === "ArrowLeft" ? dx < 0 : dx > 0) found.push({ n: n, row: 0, x: Math.abs(dx), cx: c.x });
    }
  });
  if (!found.length) return null;
  const row = Math.min.apply(null, found.map(function (f) { return f.row; }));
  const inRow = found.filter(function (f) { return f.row < row + tol; });
  inRow.sort(function (a, b) { return Math.abs(a.x - b.x) > 1 ? a.x - b.x : a.cx - b.cx; });
  return inRow[0].n;
}

// The shell may put the focus there by itself: usable, and not a control that ends something.
function welcome(node) {
  return usable(node) && !node.hasAttribute("data-definitif") && node.getAttribute("aria-disabled") !== "true";
}

export const boardMethods = {
  controlsOf() {
    const nodes = this.root.querySelectorAll(".bga-demo-board [data-move], .bga-demo-board [data-part], " +
      ".bga-demo-board [data-template], .bga-demo-extra [data-move]");
    return Array.prototype.slice.call(nodes);
  },

  // Where the focus was, to put it back once the board's HTML is replaced.
  focusMemo() {
    const active = document.activeElement;
    if (!active || !(this.board.contains(active) || this.extra.contains(active))) return null;
    return { inside: true, id: idOf(active), index: this.controlsOf().indexOf(active),
             grid: !!(active.closest && active.closest(".bga-board-grid")) };
  },

  // The focus follows the reader's intent: the piece or square acted on (same key), else the
  // piece now selected, else a target of the board, else the nearest control; never <body>.
  restoreFocus(memo) {
    if (!memo) return;
    const list = this.controlsOf();
    const legal = function (n) { return n.classList.contains("bga-legal") && welcome(n); };
    const selected = function (n) {
      return (n.getAttribute("aria-pressed") === "true" || n.classList.contains("bga-selected")) && welcome(n);
    };
    let target = list.filter(function (n) { return idOf(n) === memo.id && welcome(n); })[0] ||
      list.filter(selected)[0] || null;
    if (!target) {
      const targets = list.filter(legal);
      target = (memo.grid && targets.filter(function (n) { return n.closest(".bga-board-grid"); })[0]) || targets[0] || null;
    }
    for (let i = Math.max(memo.index, 0); i < list.length && !target; i++) if (welcome(list[i])) target = list[i];
    for (let i = Math.min(memo.index, list.length) - 1; i >= 0 && !target; i--) if (welcome(list[i])) target = list[i];
    if (!target) { this.board.setAttribute("tabindex", "-1"); target = this.board; }
    if (target.getAttribute("tabindex") === "-1" && target !== this.board) this.rove(target);
    target.focus();
  },

  // After every new board: legacy non-button targets get a role, disabled moves become askable
  // under « Pourquoi pas ? », grids and roving groups get one tab stop, select-then-confirm groups are set.
  prepare() {
    const why = this.why;
    // The view's zone titles are h4, one level under an example titled at level 3; under a title at
    // level 2 (a page with no section before the example) they say level 3, so no level is skipped.
    const title = this.root.querySelector(".bga-demo-title");
    const level = title ? Number(title.getAttribute("aria-level")) : 3;
    if (level < 3) this.board.querySelectorAll("h4").forEach(function (h) { h.setAttribute("aria-level", String(level + 1)); });
    this.board.querySelectorAll("[data-move]").forEach(function (node) {
      if (node.tagName !== "BUTTON") {
        node.setAttribute("role", "button");
        node.setAttribute("tabindex", node.classList.contains("bga-legal") ? "0" : "-1");
        if (!node.classList.contains("bga-legal")) node.setAttribute("aria-disabled", "true");
      } else if (why && node.disabled) {
        node.disabled = false;
        node.classList.add("bga-why");
        node.setAttribute("aria-description", "coup non permis : cliquez pour savoir pourquoi");
      }
    });
    const self = this;
    // compose first: its targets in a grid get their data-move, then the grid its tab stop
    this.board.querySelectorAll(".bga-compose").forEach(function (group) { self.compose(group); });
    this.roveAll(this.board);
    this.scrollStops(true);
  },

  // A box that scrolls sideways (a wide board or table on a phone) and holds no control the keyboard
  // can reach gets a tab stop of its own, so that arrow keys can scroll it. Before the example nears
  // the screen nothing is measured (`measure` false): every such box that may scroll is a stop, for
  // axe (scrollable-region-focusable) and the keyboard alike, until prepare() measures it. A box
  // that holds the focus keeps its stop (taken away, the focus would fall back to the page's top).
  scrollStops(measure) {
    this.board.querySelectorAll(".bga-scroll, .bga-score").forEach(function (box) {
      const scrolls = !measure || box.scrollWidth > box.clientWidth + 1;
      if (scrolls && !box.querySelector("button:not([disabled]), [tabindex='0']")) box.setAttribute("tabindex", "0");
      else if (box !== document.activeElement) box.removeAttribute("tabindex");
    });
  },

  // Roving tab stop: in a board grid (squares, hexes) or a group marked `bga-roving` (a set of
  // pieces: role="toolbar"), only one control is in the tab order; arrows move within. The stop
  // goes to `target`, else in a grid to its first playable square, in a group to its pressed
  // piece, the focused one or the one that had it.
  rove(target, box) {
    box = box || (target && target.closest(ROVING));
    if (!box) return;
    const items = membersOf(box);
    if (!target || items.indexOf(target) < 0) {
      const active = document.activeElement;
      const had = function (n) { return n.getAttribute("tabindex") === "0"; };
      target = box.classList.contains("bga-board-grid")
        ? items.filter(function (n) { return n.classList.contains("bga-legal"); })[0] || items[0]
        : items.filter(pressed)[0] || (items.indexOf(active) >= 0 ? active : null) || items.filter(had)[0] || items[0];
    }
    items.forEach(function (n) { n.setAttribute("tabindex", n === target ? "0" : "-1"); });
  },

  // Every roving box under `root` gets its tab stop (after a new board or a new selection).
  roveAll(root) {
    const self = this;
    root.querySelectorAll(ROVING).forEach(function (box) { self.rove(null, box); });
  },

  // Arrows move by the boxes' geometry, the same code for square grids and hex boards: Left and
  // Right to the nearest playable square of the same row (no wrapping to the next row); Up and Down
  // to the nearest row above or below that has one, the closest to the column where the reader
  // started going up or down (on a hex board, Up twice alternates between the two upper
  // neighbours and so goes straight up; on a draughts board it reaches a diagonal neighbour).
  // Home and End go to the row's first and last (not the page's ends). In a `bga-roving` group,
  // Left and Right are the previous and next piece, Home and End the first and last.
  gridMove(event) {
    const key = event.key;
    if (["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"].indexOf(key) < 0) return false;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
    const from = event.target;
    const box = from.closest && from.closest(ROVING);
    if (!box) return false;
    const items = membersOf(box);
    if (items.indexOf(from) < 0) return false;
    const vertical = key === "ArrowUp" || key === "ArrowDown";
    const goal = vertical && this.arrowGoal && this.arrowGoal.node === from ? this.arrowGoal.x : centre(from).x;
    let found = null;
    if (!box.classList.contains("bga-board-grid") && !vertical) {
      const i = items.indexOf(from);
      found = { Home: items[0], End: items[items.length - 1], ArrowLeft: items[i - 1], ArrowRight: items[i + 1] }[key] || null;
    } else {
      found = nearest(items, from, key, goal);
    }
    this.arrowGoal = vertical && found ? { node: found, x: goal } : null;
    if (found && found !== from) {
      this.rove(found, box);
      found.focus();
    }
    return true;
  },

  // Escape drops the reader's selection: the parts of a select-then-confirm group, or the
  // view's own « drop » control (data-echap). True when there was one.
  deselect() {
    let done = false;
    const self = this;
    this.board.querySelectorAll(".bga-compose").forEach(function (group) {
      const on = group.querySelectorAll("[data-part][aria-pressed=true]");
      if (!on.length) return;
      on.forEach(function (p) { p.setAttribute("aria-pressed", "false"); p.classList.remove("bga-selected"); });
      self.compose(group);
      self.roveAll(group);
      done = true;
    });
    if (done) { this.announce("Sélection annulée."); return true; }
    const drop = this.board.querySelector("[data-echap]");
    if (drop && usable(drop) && drop.hasAttribute("data-move")) { this.act({ op: "jouer", coup: drop.getAttribute("data-move") }); return true; }
    return false;
  },
};
