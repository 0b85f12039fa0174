// The example's controls under the board: undo, restart, new deal, « Pourquoi pas ? », players,
// opponents, the game's declared settings (meta.reglages) and the share link.

import { el } from "./dom.js";
import { makeLink } from "./link.js";

export const controlMethods = {
  buildControls(etat) {
    const c = this.controls, meta = etat.meta;
    c.textContent = "";
    c.classList.add("bga-actions");
    const skip = el("button", { type: "button", "data-action": "passer", "class": "bga-skip",
      title: "Montrer tout de suite la position où c'est à vous" }, "Passer l'animation");
    skip.hidden = true;
    c.appendChild(skip);
    c.appendChild(el("button", { type: "button", "data-action": "annuler", title: "Reprendre votre dernier coup" }, "Annuler"));
    c.appendChild(el("button", { type: "button", "data-action": "recommencer", title: "Reprendre depuis le début, même donne" }, "Recommencer"));
    c.appendChild(el("button", { type: "button", "data-action": "donne", title: "Nouvelle partie, autre tirage" }, "Nouvelle donne"));
    if (meta.conseil === true) {   // the game gives the strongest bot's move (engine op « conseil »)
      c.appendChild(el("button", { type: "button", "data-action": "conseil",
        title: "Montrer le coup que jouerait le meilleur adversaire automatique, sans le jouer" }, "Conseil"));
    }
    c.appendChild(el("button", { type: "button", "data-action": "pourquoi", "aria-pressed": "false",
      title: "Rendre cliquables les coups non permis, pour que le moteur explique pourquoi" }, "Pourquoi pas ?"));
    if (meta.min_joueurs < meta.max_joueurs && meta.joueurs_reglables !== false
        && !(meta.reglages || []).some(function (r) { return r.nom === "joueurs"; })) {
      const label = el("label", { "class": "bga-demo-select" }, "Joueurs ");
      const select = el("select", { "data-action": "joueurs" });
      for (let n = meta.min_joueurs; n <= meta.max_joueurs; n++) select.appendChild(el("option", { value: String(n) }, String(n)));
      label.appendChild(select);
      c.appendChild(label);
    }
    if (etat.seats.some(function (s) { return s !== "humain"; }) && meta.bots.length > 1) {
      const blabel = el("label", { "class": "bga-demo-select" }, "Adversaires ");
      const bselect = el("select", { "data-action": "bots" });
      meta.bots.forEach(function (b) { bselect.appendChild(el("option", { value: b.nom }, b.label)); });
      blabel.appendChild(bselect);
      c.appendChild(blabel);
    }
    c.appendChild(el("button", { type: "button", "data-action": "lien", title: "Lien qui rouvre l'exemple à cette position" }, "Lien vers cette position"));
    this.buildSettings(meta);
    const share = el("p", { "class": "bga-demo-share" });
    share.hidden = true;
    c.appendChild(share);
  },

  // The game's declared settings: a small generic form.
  buildSettings(meta) {
    const list = meta.reglages || [];
    if (!list.length) return;
    const details = el("details", { "class": "bga-demo-settings" });
    details.appendChild(el("summary", {}, "Réglages"));
    const form = el("form", { "class": "bga-demo-form", "data-action": "reglages" });
    list.forEach(function (r, i) {
      const id = "bga-" + Math.random().toString(36).slice(2) + "-" + i;
      const field = el("div", { "class": "bga-demo-field" });
      let input;
      if (r.type === "choix") {
        input = el("select", { id: id, name: r.nom });
        (r.choix || []).forEach(function (ch) { input.appendChild(el("option", { value: JSON.stringify(ch.valeur) }, ch.label)); });
      } else if (r.type === "booleen") {
        input = el("input", { id: id, name: r.nom, type: "checkbox" });
      } else if (r.type === "entier") {
        input = el("input", { id: id, name: r.nom, type: "number", step: "1", inputmode: "numeric" });
        if (r.min != null) input.setAttribute("min", String(r.min));
        if (r.max != null) input.setAttribute("max", String(r.max));
      } else {
        input = el("input", { id: id, name: r.nom, type: "text" });
      }
      input.setAttribute("data-type", r.type);
      const label = el("label", { "for": id }, r.label || r.nom);
      if (r.type === "booleen") { field.appendChild(input); field.appendChild(label); }
      else { field.appendChild(label); field.appendChild(input); }
      if (r.aide) {
        const help = el("span", { "class": "bga-note", id: id + "-aide" }, r.aide);
        input.setAttribute("aria-describedby", id + "-aide");
        field.appendChild(help);
      }
      form.appendChild(field);
    });
    form.appendChild(el("button", { type: "submit" }, "Appliquer et recommencer"));
    details.appendChild(form);
    this.controls.appendChild(details);
  },

  fillSettings(etat) {
    const form = this.controls.querySelector("form[data-action=reglages]");
    if (!form) return;
    (etat.meta.reglages || []).forEach(function (r) {
      const input = form.elements[r.nom];
      if (!input) return;
      const v = r.valeur != null ? r.valeur : r.defaut;
      if (r.type === "booleen") input.checked = !!v;
      else if (r.type === "choix") input.value = JSON.stringify(v);
      else input.value = v == null ? "" : String(v);
    });
  },

  onSubmit(event) {
    const form = event.target;
    if (!form.matches || !form.matches("form[data-action=reglages]")) return;
    event.preventDefault();
    if (!this.etat) return;
    const options = {};
    (this.etat.meta.reglages || []).forEach(function (r) {
      const input = form.elements[r.nom];
      if (!input) return;
      if (r.type === "booleen") options[r.nom] = input.checked;
      else if (r.type === "choix") options[r.nom] = JSON.parse(input.value);
      else if (input.value === "") return;  // left empty: the block's own (derived) value
      else if (r.type === "entier") options[r.nom] = Number(input.value);
      else options[r.nom] = input.value;
    });
    const request = { op: "regler", options: options };
    if (typeof options.joueurs === "number") request.joueurs = options.joueurs;
    this.act(request);
  },

  onChange(event) {
    const action = event.target.getAttribute("data-action");
    if (!this.etat || !action) return;
    if (action === "joueurs") {
      this.act({ op: "regler", joueurs: Number(event.target.value) });
    } else if (action === "bots") {
      const bot = event.target.value;
      this.act({ op: "regler", sieges: this.etat.seats.map(function (s) { return s === "humain" ? s : bot; }) });
    }
  },

  showLink() {
    if (!this.etat) return;
    const url = makeLink(this);
    const share = this.controls.querySelector(".bga-demo-share");
    share.textContent = "";
    share.appendChild(document.createTextNode("Lien vers cette position : "));
    share.appendChild(el("a", { href: url, "class": "bga-demo-link" }, "ouvrir"));
    share.hidden = false;
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url).then(function () {
        share.appendChild(document.createTextNode(" (copié dans le presse-papiers)"));
      }, function () { /* copying is a convenience only */ });
    }
  },
};
