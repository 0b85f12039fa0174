// « Apprendre en jouant »: the example's guided first game (engine/tutorial.py), one step at a time.
// The step's text stands above the board with a link to the rule it teaches, the pieces it names
// are ringed, a click off the step gets its hint (the engine's answer « indice »); the reader can go
// back a step, skip the tutorial, and at its end start a whole game of their own.

import { el } from "./dom.js";

const SECTION_ID = /^[A-Za-z0-9_][A-Za-z0-9_-]*$/;

export const tutorialMethods = {
  // Draw the step of `etat.tutoriel` (or take the panel away once the tutorial is skipped).
  drawTutorial(etat) {
    const step = etat.tutoriel;
    let panel = this.root.querySelector(".bga-demo-tutorial");
    this.board.querySelectorAll(".bga-tuto-ring").forEach(function (n) { n.classList.remove("bga-tuto-ring"); });
    this.tutorialChanged = false;
    this.tutorialFocus = null;
    if (!step) {
      if (panel) panel.remove();
      this.tutorialStep = null;
      return;
    }
    if (!panel) {
      panel = el("div", { "class": "bga-demo-tutorial" });
      this.board.insertAdjacentElement("beforebegin", panel);
    }
    const focusedAction = panel.contains(document.activeElement) ? document.activeElement.getAttribute("data-action") : null;
    panel.textContent = "";
    panel.appendChild(el("p", { "class": "bga-tuto-count" },
      "Apprendre en jouant : " + (step.fini ? "fin du tutoriel" : "étape " + step.etape + " sur " + step.total)));
    panel.appendChild(el("p", { "class": "bga-tuto-text" }, step.texte));
    if (typeof step.section === "string" && SECTION_ID.test(step.section) && document.getElementById(step.section)) {
      const rule = el("p", { "class": "bga-tuto-rule" });
      rule.appendChild(el("a", { href: "#" + step.section, "class": "bga-demo-rule" }, "Lire la règle de cette étape"));
      panel.appendChild(rule);
    }
    const actions = el("div", { "class": "bga-actions bga-tuto-actions" });
    if (step.etape > 1 || step.fini) actions.appendChild(el("button", { type: "button", "data-action": "tuto-precedent" }, "Étape précédente"));
    if (step.attend === "suivant") actions.appendChild(el("button", { type: "button", "data-action": "tuto-suivant" }, "Suivant"));
    if (step.fini) {
      actions.appendChild(el("button", { type: "button", "data-action": "tuto-partie" }, "Jouer une partie complète"));
    } else {
      actions.appendChild(el("button", { type: "button", "data-action": "tuto-passer", "data-definitif": "" }, "Passer le tutoriel"));
    }
    panel.appendChild(actions);
    const self = this;
    (step.montrer || []).forEach(function (move) {
      self.piecesOf(move).forEach(function (n) { n.classList.add("bga-tuto-ring"); });
    });
    const before = this.tutorialStep;
    this.tutorialChanged = !before || before.etape !== step.etape || before.fini !== step.fini;
    this.tutorialStep = step;
    this.tutorialFocus = this.tutorialChanged ? focusedAction : null;
  },

  // What a new step adds to the announcement of the action that led to it.
  tutorialWords(etat) {
    const step = etat.tutoriel;
    if (!step || !this.tutorialChanged) return "";
    return (step.fini ? "Fin du tutoriel. " : "Étape " + step.etape + " sur " + step.total + " : ") + step.texte;
  },

  // After a step's own button (« Suivant », « Étape précédente »), the focus goes to what the new
  // step asks for: its first ringed piece, else the same button if it is still there.
  placeTutorialFocus() {
    const was = this.tutorialFocus;
    this.tutorialFocus = null;
    if (!was) return;
    const ring = this.board.querySelector(".bga-tuto-ring:not([disabled])");
    const again = this.root.querySelector(".bga-demo-tutorial [data-action='" + was + "']");
    const first = this.root.querySelector(".bga-demo-tutorial button");
    const target = ring || again || first;
    if (target) target.focus();
  },
};
