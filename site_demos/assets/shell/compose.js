// Select then confirm (engine/markup.py compose): parts toggled with aria-pressed, actions whose
// data-template (« jouer-{} ») forms a move of the snapshot's legal list from the selection.

export function templateParts(template, move) {
  const at = template.indexOf("{}");
  const pre = template.slice(0, at), post = template.slice(at + 2);
  if (move.length < pre.length + post.length || move.indexOf(pre) !== 0 ||
      move.slice(move.length - post.length) !== post) return null;
  return move.slice(pre.length, move.length - post.length).split("-").sort();
}

function contains(big, small) {   // multisets, both sorted
  let i = 0;
  for (let j = 0; j < big.length && i < small.length; j++) if (big[j] === small[i]) i++;
  return i === small.length;
}

// A part's name as a screen reader says it (its hidden label, else its text).
function nameOf(node) {
  return (node.getAttribute("aria-label") || node.textContent || "").replace(/\s+/g, " ").trim();
}

export const composeMethods = {
  compose(group) {
    const legal = this.etat && !this.steps ? this.etat.legal : [];
    const why = this.why && !!this.etat && !this.steps;
    const max = Number(group.getAttribute("data-max")) || 0;
    const parts = Array.prototype.slice.call(group.querySelectorAll("[data-part]"));
    const sel = parts.filter(function (p) { return p.getAttribute("aria-pressed") === "true"; })
      .map(function (p) { return p.getAttribute("data-part"); }).sort();
    const candidates = [];
    group.querySelectorAll("[data-template]").forEach(function (action) {
      const tpl = action.getAttribute("data-template");
      let found = null;
      legal.forEach(function (m) {
        const ps = templateParts(tpl, m);
        if (!ps) return;
        candidates.push(ps);
        if (!found && sel.length && ps.length === sel.length && contains(ps, sel)) found = m;
      });
      // « Pourquoi pas ? »: the move the selection would form is askable too (the engine explains).
      const ask = why && !found && sel.length ? tpl.replace("{}", sel.join("-")) : null;
      action.disabled = !found && !ask;
      action.classList.toggle("bga-legal", !!found);
      action.classList.toggle("bga-why", !!ask);
      if (found || ask) action.setAttribute("data-move", found || ask); else action.removeAttribute("data-move");
    });
    parts.forEach(function (p) {
      if (p.getAttribute("aria-pressed") === "true") { p.disabled = false; return; }
      const want = (max === 1 ? [] : sel).concat([p.getAttribute("data-part")]).sort();
      p.disabled = !why && !candidates.some(function (ps) { return contains(ps, want); });
      p.classList.toggle("bga-selectable", !p.disabled);
    });
    group.setAttribute("data-selection", sel.join(" "));
  },

  togglePart(part) {
    const group = part.closest(".bga-compose");
    const on = part.getAttribute("aria-pressed") !== "true";
    if (on && Number(group.getAttribute("data-max")) === 1) {
      group.querySelectorAll("[data-part][aria-pressed=true]").forEach(function (p) {
        p.setAttribute("aria-pressed", "false");
        p.classList.remove("bga-selected");
      });
    }
    part.setAttribute("aria-pressed", on ? "true" : "false");
    part.classList.toggle("bga-selected", on);
    this.compose(group);
    // a board or a set of pieces inside the group: its tab stop follows the new targets
    this.roveAll(group);
    // Told what the toggle did: the part, and what the selection now allows (the view may say it).
    const ready = group.querySelectorAll("[data-template].bga-legal").length;
    this.announce(nameOf(part) + (on ? " choisi" : " retiré") +
      (on && ready ? " : " + Array.prototype.map.call(group.querySelectorAll("[data-template].bga-legal"), nameOf).join(" ou ") + " possible." : "."));
  },
};
