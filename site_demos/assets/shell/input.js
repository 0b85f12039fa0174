// What the reader does on an example: clicks, keys, and a first click on a piece that cannot move.

import { runtime } from "./runtime.js";

export const inputMethods = {
  onClick(event) {
    // A refusal's rule link is an ordinary fragment link: the browser follows
    // it (hash, scroll, history). Kept from the theme's instant navigation,
    // which handles in-page links only once its sitemap has loaded and, on a
    // page opened directly, could push the hash and then step back from it.
    if (event.target.closest("a.bga-demo-rule")) { event.stopPropagation(); return; }
    const target = event.target.closest("[data-move], [data-action], [data-part]");
    if (!target || !this.root.contains(target) || target.tagName === "FORM") return;
    const action = target.getAttribute("data-action");
    if (!this.etat && (target.hasAttribute("data-move") || target.hasAttribute("data-part"))) {
      event.preventDefault();
      this.say(runtime.failed ? "Exemple indisponible : le moteur n'a pas pu se charger."
        : "Le moteur se charge encore : réessayez dans un instant.");
      return;
    }
    if (target.hasAttribute("data-part")) {
      event.preventDefault();
      if (!this.steps) this.togglePart(target);
    } else if (target.hasAttribute("data-move")) {
      event.preventDefault();
      if (this.steps) return;
      // A move the rules make costly (data-confirmer: the view's warning) is played on the second
      // activation only; the first says why (BGA asks too before such a move).
      const warning = target.getAttribute("data-confirmer");
      if (warning && target.getAttribute("data-arme") !== "oui") {
        target.setAttribute("data-arme", "oui");
        this.say(warning + " Cliquez de nouveau pour confirmer.");
        return;
      }
      this.act({ op: "jouer", coup: target.getAttribute("data-move") });
    } else if (action === "passer") {
      this.skipSteps(false);
    } else if (action === "annuler") {
      if (target.getAttribute("aria-disabled") === "true") this.say("Rien à annuler : l'exemple est à sa position de départ.");
      else this.act({ op: "annuler" });
    } else if (action === "recommencer") {
      this.act({ op: "recommencer" });
    } else if (action === "donne") {
      this.act({ op: "recommencer", graine: Math.floor(Math.random() * 1e9) });
    } else if (action === "pourquoi") {
      this.why = !this.why;
      target.setAttribute("aria-pressed", this.why ? "true" : "false");
      if (this.etat && !this.steps) this.render(this.etat, this.focusMemo());
      this.say(this.why ? "Les coups non permis sont cliquables : le moteur dira pourquoi il les refuse." : "");
    } else if (action === "lien") {
      this.showLink();
    } else if (action === "conseil") {
      this.advise();
    } else if (action === "tuto-suivant" || action === "tuto-precedent" || action === "tuto-passer") {
      this.act({ op: "tutoriel", action: action.slice(5) });
    } else if (action === "tuto-partie") {
      this.act({ op: "recommencer", graine: Math.floor(Math.random() * 1e9) });
    }
  },

  // A click always answers (as on BGA): a piece or square that cannot be played now is a
  // disabled button, which gets no click, but the browser still gives it pointer events. The
  // engine says why at once (« Coup refusé : … » with its rule link), nothing is outlined.
  onPointer(event) {
    const target = event.target.closest && event.target.closest("[data-move]");
    if (event.type === "pointerdown") { this.pressed = target; return; }
    const pressed = this.pressed;
    this.pressed = null;
    if (!target || target !== pressed || !target.disabled || this.why || this.steps || !this.etat) return;
    if (!this.board.contains(target) || event.button > 0) return;
    this.act({ op: "jouer", coup: target.getAttribute("data-move") });
  },

  onKey(event) {
    if (this.gridMove(event)) { event.preventDefault(); return; }
    if (event.key === "Escape" && this.etat && !this.steps) {
      if (this.deselect()) event.preventDefault();
      return;
    }
    if (event.key !== "Enter" && event.key !== " ") return;
    const target = event.target;
    if (target.tagName === "BUTTON" || !target.hasAttribute || !target.hasAttribute("data-move")) return;
    event.preventDefault();
    target.click();
  },
};
