// One example of a page: opened in the engine, then every action of the reader is sent to it and
// its answer drawn. The methods are grouped by concern in the modules mixed in at the end.

import { runtime, call } from "./runtime.js";
import { el } from "./dom.js";
import { readLink } from "./link.js";
import { boardMethods } from "./board.js";
import { composeMethods } from "./compose.js";
import { stepMethods } from "./steps.js";
import { motionMethods } from "./motion.js";
import { viewMethods } from "./view.js";
import { controlMethods } from "./controls.js";
import { inputMethods } from "./input.js";
import { adviceMethods } from "./advice.js";
import { tutorialMethods } from "./tutorial.js";

const MESSAGE_CHARS = 300;       // what a message quotes at most (a link may hold megabytes)
const reduceMotion = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };
let bindings = 0;                // every binding gets its own engine key

// What the reader is told an action did, before the new position (a move: its log lines).
const INTRO = { annuler: "Coup annulé.", recommencer: "Exemple repris au début.", regler: "Réglages appliqués." };

export function Demo(root, resume) {
  this.root = root;
  this.config = JSON.parse(root.getAttribute("data-demo"));
  // Unique per binding: when the theme redraws the same page (an in-page
  // link, a change of location.hash), the old binding is closed after the
  // new one opened, and must not close the new one's session.
  bindings += 1;
  this.key = location.pathname + "#" + root.id + "~" + bindings;
  this.resume = resume || null;   // the position of the same demo just redrawn
  this.why = false;               // « Pourquoi pas ? »: disabled moves clickable, the engine explains
  this.steps = null;              // automatic moves being shown one by one
  this.marks = null;              // what the others' turns changed, to mark on the next board drawn
  this.shownMarks = null;         // the marks on the board shown (kept when the same position is redrawn)
  this.banner = "";
  this.board = root.querySelector(".bga-demo-board");
  this.staticKey = root.getAttribute("data-plateau");  // the build's board, untouched so far
  this.extra = root.querySelector(".bga-demo-extra");
  this.status = root.querySelector(".bga-demo-status");
  this.announcer = root.querySelector(".bga-demo-announce");
  this.progressLine = root.querySelector(".bga-demo-progress");
  this.message = root.querySelector(".bga-demo-message");
  this.controls = root.querySelector(".bga-demo-controls");
  this.logList = root.querySelector(".bga-demo-log");
  this.logLines = Array.prototype.map.call(this.logList.children, function (li) { return li.textContent; });
  this.logFrame = 0;   // the frame that will scroll the log to its last line (view.js scrollLog)
  // the log scrolls: keyboard readers must be able to reach and scroll it
  this.logList.setAttribute("tabindex", "0");
  this.logList.setAttribute("aria-label", "Journal de la partie");
  // One live region per example, the announcer: the status line and the log (live in the
  // build's markup) would say every bot's move a second time, and the first answer at load.
  this.status.removeAttribute("role");
  this.logList.removeAttribute("aria-live");
  this.quiet();
  this.etat = null;
  this.busy = false;
  this.opened = false;
  this.answers = 0;
  if (!this.announcer) {
    this.announcer = el("p", { "class": "bga-demo-announce bga-sr", "aria-live": "polite", "aria-atomic": "true" });
    root.appendChild(this.announcer);
  }
  root.setAttribute("data-etat", "statique");
  // on a phone the journal starts folded, so that the board and the reader's moves fit the screen
  const journal = root.querySelector(".bga-demo-journal");
  if (journal && window.matchMedia && window.matchMedia("(max-width: 30em)").matches) journal.open = false;
  const self = this;
  root.addEventListener("click", function (event) { self.onClick(event); });
  root.addEventListener("keydown", function (event) { self.onKey(event); });
  root.addEventListener("change", function (event) { self.onChange(event); });
  root.addEventListener("submit", function (event) { self.onSubmit(event); });
  ["pointerdown", "pointerup"].forEach(function (type) { root.addEventListener(type, function (event) { self.onPointer(event); }); });
  this.scrollStops(false);
  this.watchNearness();
}

Object.assign(Demo.prototype, boardMethods, composeMethods, stepMethods, viewMethods, controlMethods, inputMethods,
  adviceMethods, tutorialMethods, motionMethods);

// A board gets its tab stops (prepare) once the example nears the screen or is touched: preparing
// reads the layout, which would lay out the examples the browser skips far below the fold
// (content-visibility) as the page loads and again as the engine's first answers arrive.
Demo.prototype.watchNearness = function () {
  const self = this, root = this.root;
  let watch = null;
  function near(event) {
    if (self.isNear()) return;
    root.setAttribute("data-proche", "oui");
    if (watch) watch.disconnect();
    ["focusin", "pointerdown"].forEach(function (type) { root.removeEventListener(type, near, true); });
    self.prepare();
    self.scrollLog();
    const focused = event && event.type === "focusin" ? event.target : null;
    if (focused && focused.closest) self.rove(focused);   // a square of a grid, a piece of a roving group
  }
  ["focusin", "pointerdown"].forEach(function (type) { root.addEventListener(type, near, true); });
  if (!window.IntersectionObserver) { near(); return; }
  watch = new IntersectionObserver(function (entries) {
    if (entries.some(function (e) { return e.isIntersecting; })) near();
  }, { rootMargin: "50% 0px" });
  watch.observe(root);
};

Demo.prototype.isNear = function () {
  return this.root.getAttribute("data-proche") === "oui";
};

Demo.prototype.prepareWhenNear = function () {
  if (this.isNear()) this.prepare();
};

Demo.prototype.showProgress = function (text) {
  if (this.etat) return;
  this.progressLine.textContent = text + " Le plateau ci-dessous est figé en attendant.";
};

Demo.prototype.showFailure = function () {
  this.root.setAttribute("data-etat", "erreur");
  this.progressLine.hidden = false;
  // Plain words for the reader (announced); the technical reason stays folded.
  this.progressLine.textContent = "Exemple indisponible : le moteur n'a pas pu se charger " +
    "(connexion interrompue ou fichier incomplet). Rechargez la page pour réessayer ; " +
    "les règles et le plateau de départ restent lisibles.";
  this.progressLine.setAttribute("role", "alert");
  this.progressLine.classList.add("bga-demo-failure");
  if (!this.root.querySelector(".bga-demo-detail")) {
    const details = el("details", { "class": "bga-demo-detail bga-note" });
    details.appendChild(el("summary", {}, "Détail technique"));
    details.appendChild(el("p", {}, runtime.failed));
    this.progressLine.insertAdjacentElement("afterend", details);
  }
};

// The worker was replaced (runtime.js): reopen at the last position once it is ready.
Demo.prototype.lost = function () {
  this.skipSteps(true);
  this.noLink = true;
  this.restarted = true;
  if (this.etat) this.resume = this.etat;
  this.opened = false;
};

Demo.prototype.say = function (text) {
  text = text || "";
  if (text.length > MESSAGE_CHARS) text = text.slice(0, MESSAGE_CHARS) + "…";
  this.message.textContent = text;
  this.message.hidden = !text;
};

Demo.prototype.open = function (fromLink, hash) {
  if (this.opened && !fromLink) return;
  this.opened = true;
  const self = this;
  if (fromLink) this.noLink = false;  // the reader followed a link again
  const link = this.noLink ? null : readLink(this.root.id, hash);
  const config = JSON.parse(JSON.stringify(this.config));
  const request = { op: "ouvrir", demo: this.key, config: config };
  if (link) {
    if (link.graine !== undefined) config.graine = link.graine;
    if (link.joueurs) { config.options = config.options || {}; config.options.joueurs = link.joueurs; }
    if (link.sieges) config.sieges = link.sieges;
    request.coups = link.coups;
    request.lien = true;   // replayed within the engine's budget for links (engine/session.py)
  } else if (this.resume && !fromLink) {
    // the same demo, redrawn by the theme: carry on from the reader's position
    const r = this.resume;
    config.graine = r.seed;
    config.sieges = r.seats;
    config.options = r.options;
    request.coups = r.moves;
  }
  this.send(request).then(function (answer) {
    if (runtime.failed) return;  // showFailure() said it already
    if (!answer.ok && (link || self.resume)) {
      if (link) self.say("Ce lien ne mène pas à une position valide : " + answer.erreur);
      // fall back to the block as written
      return self.send({ op: "ouvrir", demo: self.key, config: self.config }).then(function (a) {
        if (a.ok) self.goLive(a.etat, !!link);
      });
    }
    if (answer.ok) {
      self.goLive(answer.etat, !!link || self.restarted);  // the restart's message stays
      self.restarted = false;
      if (link) self.root.scrollIntoView({ block: "start" });
    } else {
      self.say(answer.erreur);
    }
  });
};

// A refused move: its reason links to the section of the page stating the
// rule, when the game names one (an id token checked here and present on the
// page; the link is built with DOM calls, never from HTML).
const SECTION_ID = /^[A-Za-z0-9_][A-Za-z0-9_-]*$/;
Demo.prototype.sayRefusal = function (answer) {
  const id = answer.section;
  // a tutorial's hint (engine/tutorial.py) is not a refusal: the move may be legal, the step asks another
  const lead = answer.indice ? "" : "Coup refusé : ";
  const words = answer.indice ? answer.erreur.charAt(0).toUpperCase() + answer.erreur.slice(1) : answer.erreur;
  if (typeof id !== "string" || !SECTION_ID.test(id) || !document.getElementById(id)) {
    this.say(lead + words);
    return;
  }
  if (answer.indice) {
    this.say(words + " ");
    this.message.appendChild(el("a", { href: "#" + id, "class": "bga-demo-rule", title: "Lire la règle sur cette page" },
      "Lire la règle"));
    return;
  }
  this.say("Coup refusé : ");
  this.message.appendChild(el("a", { href: "#" + id, "class": "bga-demo-rule", title: "Lire la règle sur cette page" },
    answer.erreur));
};

// Live: the first answer is drawn without a word (nothing is announced at page load).
Demo.prototype.goLive = function (etat, keepMessage) {
  this.opened = true;
  if (!this.etat) {
    this.progressLine.hidden = true;
    this.buildControls(etat);
    this.controls.hidden = false;
    this.root.setAttribute("data-etat", "live");
    this.root.setAttribute("data-live-at", String(Math.round(performance.now())));
  }
  this.render(etat);
  if (!keepMessage) this.say("");
  this.root.dispatchEvent(new CustomEvent("bga-demo-live", { bubbles: true }));
};

const THINKING_MS = 150;   // a longer answer (a searching bot, « Conseil ») is said to be on its way

Demo.prototype.send = function (request) {
  const self = this;
  this.busy = true;
  this.root.setAttribute("aria-busy", "true");
  const shown = this.etat ? this.status.textContent : null;
  const thinking = "Réflexion en cours…";
  const timer = this.etat ? setTimeout(function () { self.status.textContent = thinking; }, THINKING_MS) : null;
  return call(request).then(function (answer) {
    clearTimeout(timer);
    if (shown !== null && self.status.textContent === thinking) self.status.textContent = shown;
    self.busy = false;
    self.root.removeAttribute("aria-busy");
    return answer;
  });
};

Demo.prototype.act = function (request) {
  const self = this;
  if (this.busy) { this.say("Patientez : le coup précédent est en cours."); return Promise.resolve(); }
  const focus = this.focusMemo();
  this.skipSteps(true);
  const before = { log: this.logLines.slice(), banner: this.banner };
  request.demo = this.key;
  return this.send(request).then(function (answer) {
    if (answer.ok) {
      self.say("");
      const said = (request.op === "recommencer" && request.graine !== undefined ? "Nouvelle donne." : INTRO[request.op]) || true;
      const steps = answer.etat.etapes || [];
      if (request.op === "jouer" && steps.length && !reduceMotion.matches) {
        self.playSteps(answer.etat, steps, focus, said, before);
      } else {
        // at once (reduced motion): what the others did since the reader's move is marked
        if (request.op === "jouer") self.marks = self.marksOfTurns(answer.etat);
        self.render(answer.etat, focus, said, before);
      }
    } else if (answer.refus) {
      self.sayRefusal(answer);
    } else {
      self.say(answer.erreur);
    }
    self.answers += 1;
    self.root.setAttribute("data-reponses", String(self.answers));
    self.root.dispatchEvent(new CustomEvent("bga-demo-answer", { bubbles: true, detail: { ok: answer.ok } }));
  });
};
