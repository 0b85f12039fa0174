// « Conseil »: the strongest bot's move for the reader's seat, shown on the board, not played.
// Offered only when the example's meta says the game gives it (meta.conseil, engine/web.py); the
// engine's op « conseil » answers { ok, conseil: { coup, texte, section } }, coup a move of the legal list.

import { templateParts } from "./compose.js";
import { el } from "./dom.js";

const SECTION_ID = /^[A-Za-z0-9_][A-Za-z0-9_-]*$/;

function nameOf(node) {
  return (node.getAttribute("aria-label") || node.textContent || node.getAttribute("title") || "").replace(/\s+/g, " ").trim();
}

export const adviceMethods = {
  // The pieces that make `move`: its own button or square, or, for a move made of several pieces,
  // the parts it takes in their select-then-confirm group (used by « Conseil » and the tutorial).
  piecesOf(move) {
    const shown = this.controlsOf().filter(function (n) { return n.getAttribute("data-move") === move; });
    this.board.querySelectorAll("[data-template]").forEach(function (action) {
      const parts = templateParts(action.getAttribute("data-template"), move);
      if (!parts) return;
      action.closest(".bga-compose").querySelectorAll("[data-part]").forEach(function (p) {
        if (parts.indexOf(p.getAttribute("data-part")) >= 0 && shown.indexOf(p) < 0) shown.push(p);
      });
    });
    return shown;
  },

  advise() {
    if (!this.etat || this.busy || this.steps) return;
    const self = this;
    this.send({ op: "conseil", demo: this.key }).then(function (answer) {
      self.root.querySelectorAll(".bga-conseil").forEach(function (n) { n.classList.remove("bga-conseil"); });
      const advice = (answer.ok && answer.conseil) || {};
      if (typeof advice.coup !== "string") {
        self.say(answer.erreur || "Pas de conseil pour cette position.");
        return;
      }
      const shown = self.piecesOf(advice.coup);
      shown.forEach(function (n) { n.classList.add("bga-conseil"); });
      // the engine's one French line, its rule linked when the game names one (built with DOM calls)
      const line = advice.texte || ("Conseil : " + (shown.length ? shown.map(nameOf).join(", ") : advice.coup) + ".");
      self.say(line);
      const id = advice.section;
      if (typeof id === "string" && SECTION_ID.test(id) && document.getElementById(id)) {
        self.message.appendChild(document.createTextNode(" "));
        self.message.appendChild(el("a", { href: "#" + id, "class": "bga-demo-rule" }, "Lire la règle"));
      }
      self.announce(line);
      if (shown[0] && !shown[0].disabled) {
        self.rove(shown[0]);   // in a grid or a roving group: the tab stop goes with it
        shown[0].focus();
      }
    });
  },
};
