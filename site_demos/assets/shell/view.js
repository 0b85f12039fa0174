// Drawing an answer: the board (escaped HTML from the game's view), status, log, controls' state,
// and the one announcement of what the reader's action did.

import { el } from "./dom.js";
import { boardKey } from "./link.js";
import { applyMarks } from "./motion.js";

const SAID_CHARS = 600;   // an announcement is read in full: long runs of others' moves are cut

export const viewMethods = {
  writeLog(lines) {
    // append what is new; the log is not a live region (the announcement says what happened)
    let old = this.logLines, same = old.length <= lines.length;
    for (let i = 0; same && i < old.length; i++) same = old[i] === lines[i];
    if (!same) { this.logList.textContent = ""; old = []; }
    for (let j = old.length; j < lines.length; j++) this.logList.appendChild(el("li", {}, lines[j]));
    this.logLines = lines.slice();
    this.scrollLog();
  },

  // The log shows its last line. Its size is read in the next frame (one layout for all the examples
  // drawn in a task, not one each) and only near the screen: reading a far example's size would lay
  // out what the browser skips (content-visibility); it scrolls as it nears (watchNearness).
  scrollLog() {
    if (this.logFrame || !this.isNear()) return;
    const self = this;
    this.logFrame = requestAnimationFrame(function () {
      self.logFrame = 0;
      if (self.logList.lastElementChild) self.logList.scrollTop = self.logList.scrollHeight;
    });
  },

  // A view's own live regions would speak besides the announcer (and a board drawn anew is not
  // read reliably anyway): the view's words for the reader go in data-annonce instead.
  quiet() {
    this.board.querySelectorAll("[aria-live], [role=status], [role=alert], [role=log]").forEach(function (node) {
      node.removeAttribute("aria-live");
      if (/^(status|alert|log)$/.test(node.getAttribute("role") || "")) node.removeAttribute("role");
    });
  },

  // The one live region of the example (polite): each event says one thing, once.
  announce(text) {
    if (text.length > SAID_CHARS) text = text.slice(0, SAID_CHARS) + "…";
    const announcer = this.announcer;
    clearTimeout(this.announceTimer);
    announcer.textContent = "";
    this.announceTimer = setTimeout(function () { announcer.textContent = text; }, 60);
  },

  // What to say after the reader's action: the view's own words for a selection (data-annonce),
  // else the new banner, the log lines the action added (the reader's move, the others' turns)
  // and whose turn it is. `before` is what the action started from.
  saying(etat, before, intro) {
    const own = this.board.querySelector("[data-annonce]");
    if (own && own.getAttribute("data-annonce")) return own.getAttribute("data-annonce");
    const parts = [];
    if (intro) parts.push(intro);
    const banner = this.board.querySelector(".bga-banner");
    const bannerText = banner ? banner.textContent.trim() : "";
    if (bannerText && bannerText !== before.banner) parts.push(bannerText);
    const log = etat.log || [];
    let grew = !intro && log.length > before.log.length;
    for (let i = 0; grew && i < before.log.length; i++) grew = log[i] === before.log[i];
    if (grew) parts.push(log.slice(before.log.length).join(" "));
    parts.push(etat.statut);
    return parts.join(" ");
  },

  // `said`: the action's intro (« Coup annulé. »), true for a move, null when nothing is to be said.
  render(etat, focus, said, before) {
    before = before || { log: this.logLines.slice(), banner: this.banner };
    // the others' last moves stay marked on the same position drawn again (« Pourquoi pas ? »)
    const marks = this.marks || (etat === this.etat ? this.shownMarks : null);
    this.etat = etat;
    // a part the reader unfolded (<details>) stays unfolded after the move it made (i23-home-phone)
    let folds = this.board.querySelectorAll("details");
    const unfolded = [];
    for (let f = 0; f < folds.length; f++) if (folds[f].open) unfolded.push(f + " " + folds[f].className);
    // The first answer most often draws the board the build wrote: keep it (no new layout).
    const same = this.staticKey && boardKey(etat.html) === this.staticKey;
    this.staticKey = null;
    if (!same) this.board.innerHTML = etat.html; // escaped by the engine's view (engine/markup.py)
    applyMarks(this.board, marks);   // the others' last moves, kept until the reader acts
    this.shownMarks = marks;
    this.marks = null;
    this.quiet();
    folds = this.board.querySelectorAll("details");
    for (let g = 0; g < folds.length; g++) if (unfolded.indexOf(g + " " + folds[g].className) >= 0) folds[g].open = true;
    this.extra.textContent = "";
    const self = this;
    etat.autres_coups.forEach(function (pair) {
      self.extra.appendChild(el("button", { type: "button", "class": "bga-move bga-legal", "data-move": pair[0] }, pair[1]));
    });
    this.extra.hidden = etat.autres_coups.length === 0;
    this.prepareWhenNear();
    this.status.textContent = etat.statut;
    this.writeLog(etat.log);
    // « Annuler » stays in the tab order when there is nothing to undo (aria-disabled, not
    // disabled): a reader who undid back to the start keeps the focus where it was.
    const undo = this.controls.querySelector("[data-action=annuler]");
    if (undo) undo.setAttribute("aria-disabled", etat.annulable ? "false" : "true");
    const players = this.controls.querySelector("[data-action=joueurs]");
    if (players) players.value = String(etat.meta.joueurs);
    const bots = this.controls.querySelector("[data-action=bots]");
    if (bots) {
      const bot = etat.seats.filter(function (s) { return s !== "humain"; })[0];
      if (bot) bots.value = bot;
    }
    this.fillSettings(etat);
    this.root.setAttribute("data-fin", etat.over ? "oui" : "non");
    this.root.setAttribute("data-coups", String(etat.moves.length));
    const share = this.controls.querySelector(".bga-demo-share");
    if (share) share.hidden = true;
    this.drawTutorial(etat);
    const banner = this.board.querySelector(".bga-banner");
    if (said) {
      const step = this.tutorialWords(etat);
      this.announce(this.saying(etat, before, typeof said === "string" ? said : "") + (step ? " " + step : ""));
    }
    this.banner = banner ? banner.textContent.trim() : "";
    this.restoreFocus(focus);
    this.placeTutorialFocus();
  },
};
