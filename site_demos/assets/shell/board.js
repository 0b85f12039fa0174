// The board after every new HTML: tab stops (one per grid, arrows move), askable refusals under
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

import { usable } from "./dom.js";

function idOf(node) {
  if (!node || !node.getAttribute) return null;
  const key = node.getAttribute("data-cle");
  if (key) return "c:" + key;
  const t = node.getAttribute("data-template");
  if (t) return "t:" + t;
  const p = node.getAttribute("data-part");
  if (p) return "p:" + p;
  const m = node.getAttribute("data-move");
  return m ? "m:" + m : null;
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
  // under « Pourquoi pas ? », grids get one tab stop, select-then-confirm groups are set.
  prepare() {
    const why = this.why;
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
    this.board.querySelectorAll(".bga-board-grid").forEach(function (grid) { self.rove(null, grid); });
    // A box that scrolls sideways (a wide board or table on a phone) and holds no control the keyboard
    // can reach gets a tab stop of its own, so that arrow keys can scroll it.
    this.board.querySelectorAll(".bga-scroll, .bga-score").forEach(function (box) {
      const scrolls = box.scrollWidth > box.clientWidth + 1;
      if (scrolls && !box.querySelector("button:not([disabled]), [tabindex='0']")) box.setAttribute("tabindex", "0");
      else box.removeAttribute("tabindex");
    });
  },

  // Roving tab stop: in a grid only one control is in the tab order; arrows move.
  rove(target, grid) {
    grid = grid || target.closest(".bga-board-grid");
    if (!grid) return;
    const items = Array.prototype.filter.call(grid.querySelectorAll("[data-move]"), usable);
    if (!target) target = items.filter(function (n) { return n.classList.contains("bga-legal"); })[0] || items[0];
    items.forEach(function (n) { n.setAttribute("tabindex", n === target ? "0" : "-1"); });
  },

  // Arrows move to the nearest playable square in their direction: in the same row for left
  // and right (no wrapping to the next row), in the nearest row that has one for up and down,
  // the closest column first, so that on a draughts board Up reaches a diagonal neighbour.
  // Home and End go to the row's first and last playable square (not the page's ends).
  gridMove(event) {
    const keys = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0], Home: "debut", End: "fin" };
    const d = keys[event.key];
    const grid = event.target.closest && event.target.closest(".bga-board-grid");
    if (!d || !grid || !event.target.hasAttribute("data-move")) return false;
    const cols = Number(grid.getAttribute("data-cols")) || 1;
    const cells = Array.prototype.filter.call(grid.children, function (n) { return !n.classList.contains("bga-coord"); });
    const i = cells.indexOf(event.target);
    if (i < 0) return false;
    const r = Math.floor(i / cols), c = i % cols;
    const rows = Math.ceil(cells.length / cols);
    const at = function (row, col) {
      if (col < 0 || col >= cols) return null;
      const cell = cells[row * cols + col];
      return cell && cell.hasAttribute("data-move") && usable(cell) ? cell : null;
    };
    let found = null;
    if (typeof d === "string") {
      for (let k = 0; k < cols && !found; k++) found = at(r, d === "debut" ? k : cols - 1 - k);
    } else if (d[1]) {
      for (let col = c + d[1]; col >= 0 && col < cols && !found; col += d[1]) found = at(r, col);
    } else {
      for (let row = r + d[0]; row >= 0 && row < rows && !found; row += d[0]) {
        for (let off = 0; off < cols && !found; off++) found = at(row, c - off) || at(row, c + off);
      }
    }
    if (found && found !== event.target) {
      this.rove(found, grid);
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
      group.querySelectorAll(".bga-board-grid").forEach(function (grid) { self.rove(null, grid); });
      done = true;
    });
    if (done) { this.announce("Sélection annulée."); return true; }
    const drop = this.board.querySelector("[data-echap]");
    if (drop && usable(drop) && drop.hasAttribute("data-move")) { this.act({ op: "jouer", coup: drop.getAttribute("data-move") }); return true; }
    return false;
  },
};
