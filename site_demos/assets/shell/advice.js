// « Conseil »: the strongest bot's move for the reader's seat, shown on the board, not played.
// Offered only when the example's meta says the game gives it (meta.conseil, engine/web.py); the
// engine's op « conseil » answers { ok, coup } where coup is a move of the legal list.

import { templateParts } from "./compose.js";

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
      if (!answer.ok || typeof answer.coup !== "string") {
        self.say(answer.erreur || "Pas de conseil pour cette position.");
        return;
      }
      const move = answer.coup;
      const shown = self.piecesOf(move);
      shown.forEach(function (n) { n.classList.add("bga-conseil"); });
      self.say("");
      self.announce("Conseil : " + (shown.length ? shown.map(nameOf).join(", ") : move) + ".");
      if (shown[0] && !shown[0].disabled) {
        if (shown[0].closest(".bga-board-grid")) self.rove(shown[0]);
        shown[0].focus();
      }
    });
  },
};
