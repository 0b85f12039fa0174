// Generic shell of the playable examples (never names a game): an ES module, loaded as it is
// (no bundler), with its parts in shell/ (each one concern):
//   runtime.js   the module worker (Pyodide + engine), requests and replies, offline
//   demo.js      one example: open, act, refusals; mixes in
//   board.js     tab stops, arrows, Escape, where the focus goes after a move
//   compose.js   select then confirm
//   steps.js     others' turns shown one by one
//   motion.js    what the others' turns changed, marked; pieces that slide where they go
//   view.js      drawing an answer, the log, the one announcement per action
//   controls.js  undo, restart, settings, share link
//   input.js     clicks, keys, the first click on a piece that cannot move
//   advice.js    « Conseil » (when the game gives it)
//   link.js      share links, the board key;  dom.js  small helpers
//   menu.js      the theme's menu button on a narrow screen, for the keyboard
//
// Each demo block of a page was rendered at build time into
// <div class="bga-demo" data-demo='{config}'> with the static board. This module, listed in
// mkdocs extra_javascript, runs once per visit; it does nothing on pages without a .bga-demo.
// On a page with demos it starts ONE module worker, which survives Material's instant
// navigation, and binds each demo on every page shown (Material's document$). All text from the
// engine goes through textContent, except the board HTML, which the engine escapes
// (engine/markup.py).

import { runtime, demos, call, wantWorker, registerOffline } from "./shell/runtime.js";
import { readLink } from "./shell/link.js";
import { Demo } from "./shell/demo.js";
import { bindMenu } from "./shell/menu.js";

const bound = new WeakSet();     // a DOM element is bound once, whatever the theme re-emits

// Wide tables and code blocks (every page): Material lets them scroll sideways on a phone; a box
// that scrolls is a tab stop with a name, so that a keyboard reaches and scrolls it (axe:
// scrollable-region-focusable). Material makes a wide code block a tab stop only where a pointer
// can hover; the contributors' guide is read on phones too.
const SCROLLERS = [[".md-typeset__scrollwrap", "Tableau, à faire défiler horizontalement"],
                   [".md-typeset pre > code", "Code, à faire défiler horizontalement"]];
function markScrollers() {
  SCROLLERS.forEach(function ([selector, label]) {
    const boxes = document.querySelectorAll(selector);
    boxes.forEach(function (box, k) {
      const scrolls = box.scrollWidth > box.clientWidth + 1;
      if (scrolls && !box.hasAttribute("tabindex")) {
        box.setAttribute("tabindex", "0");
        box.setAttribute("role", "region");
        // a region's name is unique on its page (axe: landmark-unique)
        box.setAttribute("aria-label", boxes.length > 1 ? label.replace(",", " " + (k + 1) + ",") : label);
        box.setAttribute("data-bga-defile", "");
      } else if (!scrolls && box.hasAttribute("data-bga-defile")) {
        ["tabindex", "role", "aria-label", "data-bga-defile"].forEach(function (a) { box.removeAttribute(a); });
      }
    });
  });
}
// The copy button of each code block sits in a <nav> of its own (the theme's content.code.copy): a
// page with several code blocks had as many unnamed navigation landmarks (axe: landmark-unique).
// A copy button is not navigation: the <nav> is a plain box for assistive technologies.
function plainCodeNavs() {
  document.querySelectorAll(".md-code__nav:not([role])").forEach(function (nav) { nav.setAttribute("role", "none"); });
}

let resizeTimer = null;
window.addEventListener("resize", function () {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(markScrollers, 200);
});

// Every page shown: the demos of the page left are closed, the new page's bound.
function bindPage() {
  bindMenu();
  markScrollers();
  setTimeout(function () { markScrollers(); plainCodeNavs(); }, 0);  // after the theme's own handlers of the same page
  runtime.pages += 1;
  const kept = [], gone = [];
  demos.forEach(function (d) { (d.root.isConnected ? kept : gone).push(d); });
  demos.splice(0, demos.length, ...kept);
  bindDemos(gone);
  // Closed after the new page's demos are asked for, so they wait for
  // nothing; each key is its own binding's, so no live demo is closed.
  gone.forEach(function (d) { d.skipSteps(true); call({ op: "fermer", demo: d.key }); });
}

function bindDemos(gone) {
  const roots = Array.prototype.filter.call(document.querySelectorAll(".bga-demo[data-demo]"),
    function (root) { return !bound.has(root) && !root.hasAttribute("data-lie"); });
  if (!roots.length) return;
  wantWorker(roots);
  roots.forEach(function (root) {
    bound.add(root);
    root.setAttribute("data-lie", "oui");
    // the same page redrawn (in-page link): the demo carries on where it was
    const before = (gone || []).filter(function (d) {
      return d.etat && d.root.id === root.id && d.key.indexOf(location.pathname + "#") === 0;
    })[0];
    let demo;
    try {
      demo = new Demo(root, before ? before.etat : null);
    } catch (err) {
      return; // a malformed block cannot come from the build; leave it static
    }
    demos.push(demo);
    if (runtime.failed) { demo.showFailure(); return; }
    if (!runtime.ready && runtime.progress) demo.showProgress(runtime.progress);
    demo.open();  // queued in the worker until the engine is loaded
  });
}

window.addEventListener("hashchange", function (event) {
  // read the link from the event: by the time it is dispatched, the theme's
  // scroll tracking may already have put a heading's anchor in location.hash
  const hash = new URL(event.newURL).hash;
  demos.forEach(function (d) {
    if (runtime.ready && readLink(d.root.id, hash)) d.open(true, hash);
  });
});

function offlineWithoutDemos() {
  if (!document.querySelector(".bga-demo[data-demo]")) registerOffline();
}
// A module runs after parsing, possibly after the load event: ask then too.
if (document.readyState === "complete") offlineWithoutDemos();
else window.addEventListener("load", offlineWithoutDemos);

if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(bindPage);   // Material: every page shown
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", bindPage);
} else {
  bindPage();
}
