// Moves seen on the others' turns: what a new board changed from the one before is marked
// (bga-vient-de-jouer, until the next board or the reader's action), and the pieces that moved
// slide from where they were (FLIP) unless the reader asked for reduced motion.
//
// Identity, read from the views' optional attributes (engine/markup.py): `data-piece` (a piece
// or a thing drawn on the board: « pion-31 », « carte-r7 »), else `data-cle`, else `data-move`.
// A key found twice on a board is ambiguous and ignored. A piece's place is its nearest keyed
// or labelled ancestor (a group, a player's area) and the path from there to its parent.
// Marked: a piece that appeared, changed place or look; a data-cle element that appeared or
// changed; a data-move element that changed; the place a piece left the board from, when the
// place is now empty (a captured piece's square). The place a piece moved away from is not:
// the piece is, where it went.

import { keyOf } from "./dom.js";

export const MARK = "bga-vient-de-jouer";
const SLIDE = "bga-glisse";
const SLIDE_MS = 300;
const KEYED = "[data-piece], [data-cle], [data-move]";
const LOOKS = ["data-colour", "data-color", "data-terrain", "data-ink", "data-shape", "data-count",
  "data-height", "data-style"];
const moving = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: no-preference)") : { matches: false };

const IDENTITY = [["data-piece", "p"], ["data-cle", "c"], ["data-move", "m"]];  // kinds: key.charAt(0)

function pieceKey(node) {
  return keyOf(node, IDENTITY);
}

// An ancestor a place is counted from: a piece, a keyed element, a labelled group or area.
function anchorOf(node) {
  if (node.hasAttribute("data-piece") || node.hasAttribute("data-cle")) return pieceKey(node);
  const label = node.getAttribute("aria-label");
  if (label && (node.getAttribute("role") === "group" || node.tagName === "SECTION")) return "g:" + label;
  return null;
}

function indexIn(node) {
  let i = 0;
  for (let n = node.previousElementSibling; n; n = n.previousElementSibling) i++;
  return i;
}

function placeOf(node, root) {
  const path = [];
  for (let n = node.parentElement; n && n !== root; n = n.parentElement) {
    const anchor = anchorOf(n);
    if (anchor) return anchor + "|" + path.reverse().join(".");
    path.push(indexIn(n));
  }
  return "|" + path.reverse().join(".");
}

// What an element looks like, its keyed descendants left out (they are compared on their own).
function looks(node) {
  let out = LOOKS.map(function (a) { return node.getAttribute(a) || ""; }).join(",");
  for (let c = node.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 3) out += c.nodeValue;
    else if (c.nodeType === 1 && !c.matches(KEYED)) out += "<" + looks(c) + ">";
  }
  return out.replace(/\s+/g, " ");
}

// Every keyed element of a board (a live one, or a <template>'s content): key -> entries.
export function collect(root, withBoxes) {
  const map = new Map();
  root.querySelectorAll(KEYED).forEach(function (node) {
    const key = pieceKey(node);
    const entry = { node: node, place: placeOf(node, root), looks: looks(node) };
    if (withBoxes && key.charAt(0) === "p") entry.box = node.getBoundingClientRect();
    if (map.has(key)) map.get(key).push(entry); else map.set(key, [entry]);
  });
  return map;
}

export function parseBoard(html) {
  const t = document.createElement("template");
  t.innerHTML = html;  // escaped by the engine's view (engine/markup.py); never shown
  return t.content;
}

// What changed from `before` to `after` (maps from collect): the marks (keys, or places by
// anchor and path) and the pieces that changed place (keys).
export function changes(before, after) {
  const marks = [], moved = [];
  after.forEach(function (entries, key) {
    const old = before.get(key);
    if (entries.length > 1 || (old && old.length > 1)) return;
    const now = entries[0], kind = key.charAt(0);
    if (!old) {
      if (kind !== "m") marks.push({ key: key });
    } else if (kind === "p" && old[0].place !== now.place) {
      marks.push({ key: key });
      moved.push(key);
    } else if (old[0].looks !== now.looks) {
      marks.push({ key: key });
    }
  });
  before.forEach(function (entries, key) {
    if (key.charAt(0) !== "p" || entries.length > 1 || after.has(key)) return;
    marks.push({ place: entries[0].place });
  });
  return { marks: marks, moved: moved };
}

function resolvePlace(root, place, keyed) {
  const bar = place.indexOf("|");
  const anchor = place.slice(0, bar), path = place.slice(bar + 1);
  let node = root;
  if (anchor.charAt(0) === "g") {
    const label = anchor.slice(2);
    const found = Array.prototype.filter.call(root.querySelectorAll("[aria-label]"), function (n) {
      return n.getAttribute("aria-label") === label && anchorOf(n) === anchor;
    });
    if (found.length !== 1) return null;
    node = found[0];
  } else if (anchor) {
    const entries = keyed.get(anchor);
    if (!entries || entries.length !== 1) return null;
    node = entries[0].node;
  }
  if (path) {
    const steps = path.split(".");
    for (let i = 0; i < steps.length && node; i++) node = node.children[Number(steps[i])] || null;
  }
  return node;
}

// Put the marks on a board (the one they were found on, or the same position drawn again).
export function applyMarks(root, marks, keyed) {
  if (!marks || !marks.length) return;
  keyed = keyed || collect(root, false);
  marks.forEach(function (m) {
    let node = null;
    if (m.key) {
      const entries = keyed.get(m.key);
      node = entries && entries.length === 1 ? entries[0].node : null;
    } else {
      node = resolvePlace(root, m.place, keyed);
      if (node && (node === root || node.querySelector("[data-piece]"))) node = null;  // not emptied
    }
    if (node) node.classList.add(MARK);
  });
}

// What the others' turns changed, from one position's HTML to another's (nothing drawn).
export function marksBetween(fromHtml, toHtml) {
  if (!fromHtml || !toHtml) return [];
  return changes(collect(parseBoard(fromHtml), false), collect(parseBoard(toHtml), false)).marks;
}

// The pieces that changed place slide from their old box to their new one (transform only:
// no layout change, the focus untouched); nothing moves under reduced motion.
function slide(moved, before, after) {
  if (!moving.matches || !moved.length) return;
  moved.forEach(function (key) {
    const old = before.get(key)[0].box;
    const node = after.get(key)[0].node;
    if (!old || !old.width || typeof node.animate !== "function") return;
    const box = node.getBoundingClientRect();
    const dx = old.left - box.left, dy = old.top - box.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) return;
    node.classList.add(SLIDE);
    const run = node.animate([{ transform: "translate(" + dx + "px, " + dy + "px)" }, { transform: "none" }],
      { duration: SLIDE_MS, easing: "cubic-bezier(0.2, 0.7, 0.3, 1)" });
    const done = function () { node.classList.remove(SLIDE); };
    run.onfinish = done;
    run.oncancel = done;
  });
}

export const motionMethods = {
  // A new board in place of the one shown: its pieces that moved slide; with `mark`, what changed
  // is marked. Returns the marks (to keep them on the same position drawn again).
  drawMoved(html, mark) {
    const before = collect(this.board, true);
    this.board.innerHTML = html;  // escaped by the engine's view (engine/markup.py)
    const after = collect(this.board, false);
    const found = changes(before, after);
    if (mark) applyMarks(this.board, found.marks, after);
    slide(found.moved, before, after);
    return mark ? found.marks : [];
  },
};
