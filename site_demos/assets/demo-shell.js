// Generic shell of the playable examples (never names a game).
//
// Each demo block of a page was rendered at build time into
// <div class="bga-demo" data-demo='{config}'> with the static board. This
// script, listed in mkdocs extra_javascript, runs once per visit; it does
// nothing on pages without a .bga-demo. On a page with demos it starts ONE
// module worker (Pyodide + engine), which survives Material's instant
// navigation, and binds each demo: it asks the worker to open the demo at
// once (the request waits in the worker while Python loads, so the demo is
// live as soon as the engine is: no round trip after "ready"), then clicks
// on [data-move] go to the engine,
// whose answer (escaped HTML from the game's own view, French log, status)
// replaces the board. All text from the engine goes through textContent,
// except the board HTML, which the engine escapes (engine/markup.py).
(function () {
  "use strict";

  var BUILD = "__BGA_BUILD__";
  var script = document.currentScript;
  var base = script && script.src ? script.src : new URL("assets/demo-shell.js", document.baseURI).href;
  var workerURL = new URL("demo-worker.mjs?v=" + BUILD, base).href;

  var runtime = {
    worker: null,
    ready: false,
    failed: null,       // French reason once loading failed
    progress: "",
    readyMs: null,      // worker's own load time
    readyAt: null,      // performance.now() when ready
    marks: null,        // the worker's loading steps [name, ms since it started]
    startedAt: null,
    pages: 0,           // pages shown in this JavaScript context
    snapshot: null,     // "restored", "pending", "stored" or "none" (see demo-worker.mjs)
    offline: null,      // the service worker's registration, once asked for
    restarts: 0,        // workers replaced after a reply that never came
    // A reply the engine owes, counted from when it is loaded: past this, the worker is
    // replaced (a share link is replayed within 2 s, engine/session.py LINK_SECONDS).
    callTimeoutMs: 15000,
  };
  var calls = new Map();
  var nextId = 1;
  var demos = [];
  var bindings = 0;              // every binding gets its own engine key
  var bound = new WeakSet();     // a DOM element is bound once, whatever the theme re-emits
  var reduceMotion = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };
  var STEP_MS = 900;             // pause between two automatic moves shown one by one
  var MAX_RESTARTS = 2;          // then the engine is said unavailable
  var MESSAGE_CHARS = 300;       // what a message quotes at most (a link may hold megabytes)
  window.bgaDemoRuntime = runtime; // read by the tests and benchmarks

  // --- the worker -------------------------------------------------------------
  // The page's <head> starts the worker once the page has painted (site_demos/hook.py);
  // an example in view or touched starts it at once. Requests made before it exists wait here.
  var waiting = [];

  function startWorker() {
    if (runtime.worker || runtime.failed) return;
    runtime.startedAt = performance.now();
    var early = window.bgaEarlyWorker;  // put in <head> by the page itself
    window.bgaEarlyWorker = null;
    if (early) {
      early.onstart = null;
      runtime.worker = early.start() || null;
      if (!runtime.worker) { fail("ce navigateur ne peut pas lancer le moteur."); return; }
    } else {
      try {
        runtime.worker = new Worker(workerURL, { type: "module" });
      } catch (err) {
        fail("ce navigateur ne peut pas lancer le moteur (" + err.message + ").");
        return;
      }
    }
    runtime.worker.onmessage = onWorkerMessage;
    runtime.worker.onerror = function (event) {
      if (event && event.preventDefault) event.preventDefault();
      fail("le moteur n'a pas pu se charger (fichier manquant ou hors ligne ?).");
    };
    if (early) {
      early.queue.forEach(onWorkerMessage);  // what it said before we listened
      if (early.queue.failed) runtime.worker.onerror({});
    }  // the worker starts loading by itself
    var sent = waiting;
    waiting = [];
    sent.forEach(function (msg) { if (runtime.worker) runtime.worker.postMessage(msg); });
  }

  // Bound demos ask for the worker: at once if the page has painted already (instant
  // navigation, a late script) or no <head> start is waiting; else when the <head> start
  // fires, or sooner when an example comes into view or is touched.
  function wantWorker(roots) {
    if (runtime.worker || runtime.failed) return;
    var early = window.bgaEarlyWorker;
    var painted = document.readyState === "complete" || (performance.getEntriesByName &&
      performance.getEntriesByName("first-contentful-paint").length > 0);
    if (!early || early.worker || painted) { startWorker(); return; }
    early.onstart = startWorker;
    if (window.IntersectionObserver) {
      var seen = new IntersectionObserver(function (entries) {
        if (entries.some(function (e) { return e.isIntersecting; })) { seen.disconnect(); startWorker(); }
      });
      roots.forEach(function (root) { seen.observe(root); });
    }
    roots.forEach(function (root) {
      ["pointerdown", "focusin", "keydown"].forEach(function (type) {
        root.addEventListener(type, startWorker, { once: true, passive: true });
      });
    });
  }

  function post(msg) {
    if (runtime.worker) runtime.worker.postMessage(msg);
    else waiting.push(msg);
  }

  function onWorkerMessage(event) {
    var msg = event.data || {};
    if (msg.type === "progress") {
      runtime.progress = msg.text;
      demos.forEach(function (d) { d.showProgress(msg.text); });
    } else if (msg.type === "ready") {
      runtime.ready = true;
      runtime.readyMs = msg.ms;
      runtime.readyAt = performance.now();
      runtime.marks = msg.marks || null;
      runtime.snapshot = msg.snapshot || null;
      calls.forEach(function (entry, id) { arm(id); });
      demos.forEach(function (d) { d.open(); });
      if (runtime.snapshot !== "pending") registerOffline();
    } else if (msg.type === "snapshot") {
      runtime.snapshot = msg.state;
      registerOffline();  // the worker has kept the runtime files for it
    } else if (msg.type === "fatal") {
      fail(msg.text);
    } else if (msg.type === "answer") {
      var entry = calls.get(msg.id);
      var answer = null;
      try { answer = typeof msg.answer === "string" ? JSON.parse(msg.answer) : null; } catch (err) { answer = null; }
      if (!answer || typeof answer !== "object" || answer.perdu) {
        // no answer an example can use (an interpreter that suffered a fatal error answers nothing)
        restartWorker("Le moteur s'est arrêté sur une erreur : il redémarre, l'exemple reprend à sa dernière position.");
        return;
      }
      calls.delete(msg.id);
      if (entry) { clearTimeout(entry.timer); entry.resolve(answer); }
    }
  }

  function arm(id) {
    var entry = calls.get(id);
    if (!entry || entry.timer) return;
    entry.timer = setTimeout(function () {
      if (calls.get(id) === entry) {
        restartWorker("Le moteur n'a pas répondu à temps : il redémarre, l'exemple reprend à sa dernière position.");
      }
    }, runtime.callTimeoutMs);
  }

  // A reply that cannot come: every waiting example gets the French reason, the
  // worker is replaced, and each example reopens at its last position (never
  // from the share link again: it may be what stalled the engine).
  function restartWorker(reason) {
    var old = runtime.worker;
    var pending = calls;
    calls = new Map();
    runtime.worker = null;
    runtime.ready = false;
    runtime.restarts += 1;
    try { if (old) old.terminate(); } catch (err) { /* already gone */ }
    pending.forEach(function (entry) { clearTimeout(entry.timer); entry.resolve({ ok: false, erreur: reason }); });
    demos.forEach(function (d) { d.lost(); });
    if (runtime.restarts > MAX_RESTARTS) { fail("le moteur ne répond plus."); return; }
    startWorker();
  }

  function fail(reason) {
    if (runtime.failed) return;
    runtime.failed = reason;
    calls.forEach(function (entry) { clearTimeout(entry.timer); entry.resolve({ ok: false, erreur: "Le moteur est indisponible." }); });
    calls.clear();
    demos.forEach(function (d) { d.showFailure(); });
  }

  // --- offline: the site's service worker (sw.js at the site root, made by the
  // hook) keeps this build's pages and runtime once a page asked for it. Asked
  // for once the engine is ready (or at load on pages without demos), so its
  // downloads never compete with a first demo's start.
  function registerOffline() {
    if (runtime.offline || !("serviceWorker" in navigator)) return;
    var root = new URL("../", base);
    runtime.offline = navigator.serviceWorker.register(new URL("sw.js", root).href, { scope: root.pathname })
      .catch(function () { return null; }); // offline reading is a convenience only
  }

  function call(request) {
    return new Promise(function (resolve) {
      if (runtime.failed) {
        resolve({ ok: false, erreur: "Le moteur est indisponible : " + runtime.failed });
        return;
      }
      var id = nextId++;
      calls.set(id, { resolve: resolve, timer: null });
      post({ type: "call", id: id, request: JSON.stringify(request) });
      if (runtime.ready) arm(id);
    });
  }

  // --- share links: #demo-<n>=g=<seed>&j=<players>&s=<seats>&c=<p:move,...> --------
  function readLink(id) {
    var hash = location.hash.slice(1);
    var prefix = id + "=";
    if (hash.indexOf(prefix) !== 0) return null;
    var params = new URLSearchParams(hash.slice(prefix.length));
    var out = {};
    // a whole number as a number; anything else as written, for the engine to quote in its refusal
    function whole(text) { return /^[0-9]{1,16}$/.test(text) ? Number(text) : text; }
    if (params.has("g")) out.graine = whole(params.get("g"));
    if (params.has("j")) out.joueurs = whole(params.get("j"));
    if (params.has("s")) out.sieges = params.get("s").split(",");
    out.coups = [];
    var c = params.get("c");
    if (c) {
      c.split(",").forEach(function (item) {
        var i = item.indexOf(":");
        out.coups.push([Number(item.slice(0, i)), item.slice(i + 1)]);
      });
    }
    return out;
  }

  function makeLink(demo) {
    var e = demo.etat;
    var params = new URLSearchParams();
    params.set("g", String(e.seed));
    if (e.meta.min_joueurs < e.meta.max_joueurs) params.set("j", String(e.meta.joueurs));
    params.set("s", e.seats.join(","));
    params.set("c", e.moves.map(function (m) { return m[0] + ":" + m[1]; }).join(","));
    return location.origin + location.pathname + location.search + "#" + demo.root.id + "=" + params.toString();
  }

  // FNV-1a (32 bits) over UTF-16 code units, in hex: site_demos/hook.py's board_key.
  function boardKey(html) {
    var h = 0x811c9dc5;
    for (var i = 0; i < html.length; i++) h = Math.imul(h ^ html.charCodeAt(i), 0x01000193) >>> 0;
    return ("0000000" + h.toString(16)).slice(-8);
  }

  // --- one demo ------------------------------------------------------------------
  function el(tag, attrs, textContent) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (textContent != null) node.textContent = textContent;
    return node;
  }

  function Demo(root, resume) {
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
    // the log scrolls: keyboard readers must be able to reach and scroll it
    this.logList.setAttribute("tabindex", "0");
    this.logList.setAttribute("aria-label", "Journal de la partie");
    this.etat = null;
    this.busy = false;
    this.opened = false;
    this.answers = 0;
    if (!this.announcer) {  // a live region of its own: the status is re-announced after each move
      this.announcer = el("p", { "class": "bga-demo-announce bga-sr", "aria-live": "polite", "aria-atomic": "true" });
      root.appendChild(this.announcer);
    }
    root.setAttribute("data-etat", "statique");
    // on a phone the journal starts folded, so that the board and the reader's moves fit the screen
    var journal = root.querySelector(".bga-demo-journal");
    if (journal && window.matchMedia && window.matchMedia("(max-width: 30em)").matches) journal.open = false;
    var self = this;
    root.addEventListener("click", function (event) { self.onClick(event); });
    root.addEventListener("keydown", function (event) { self.onKey(event); });
    root.addEventListener("change", function (event) { self.onChange(event); });
    root.addEventListener("submit", function (event) { self.onSubmit(event); });
    this.watchNearness();
  }

  // A board gets its tab stops (prepare) once the example nears the screen or is touched: preparing
  // reads the layout, which would lay out the examples the browser skips far below the fold
  // (content-visibility) as the page loads and again as the engine's first answers arrive.
  Demo.prototype.watchNearness = function () {
    var self = this, root = this.root, watch = null;
    function near(event) {
      if (self.isNear()) return;
      root.setAttribute("data-proche", "oui");
      if (watch) watch.disconnect();
      ["focusin", "pointerdown"].forEach(function (type) { root.removeEventListener(type, near, true); });
      self.prepare();
      var focused = event && event.type === "focusin" ? event.target : null;
      if (focused && focused.closest && focused.closest(".bga-board-grid") && focused.hasAttribute("data-move")) self.rove(focused);
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
      var details = el("details", { "class": "bga-demo-detail bga-note" });
      details.appendChild(el("summary", {}, "Détail technique"));
      details.appendChild(el("p", {}, runtime.failed));
      this.progressLine.insertAdjacentElement("afterend", details);
    }
  };

  // The worker was replaced (restartWorker): reopen at the last position once it is ready.
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

  Demo.prototype.open = function (fromLink) {
    if (this.opened && !fromLink) return;
    this.opened = true;
    var self = this;
    if (fromLink) this.noLink = false;  // the reader followed a link again
    var link = this.noLink ? null : readLink(this.root.id);
    var config = JSON.parse(JSON.stringify(this.config));
    var request = { op: "ouvrir", demo: this.key, config: config };
    if (link) {
      if (link.graine !== undefined) config.graine = link.graine;
      if (link.joueurs) { config.options = config.options || {}; config.options.joueurs = link.joueurs; }
      if (link.sieges) config.sieges = link.sieges;
      request.coups = link.coups;
      request.lien = true;   // replayed within the engine's budget for links (engine/session.py)
    } else if (this.resume && !fromLink) {
      // the same demo, redrawn by the theme: carry on from the reader's position
      var r = this.resume;
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
  var SECTION_ID = /^[A-Za-z0-9_][A-Za-z0-9_-]*$/;
  Demo.prototype.sayRefusal = function (answer) {
    var id = answer.section;
    if (typeof id !== "string" || !SECTION_ID.test(id) || !document.getElementById(id)) {
      this.say("Coup refusé : " + answer.erreur);
      return;
    }
    this.say("Coup refusé : ");
    this.message.appendChild(el("a", { href: "#" + id, "class": "bga-demo-rule", title: "Lire la règle sur cette page" },
      answer.erreur));
  };

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

  Demo.prototype.send = function (request) {
    var self = this;
    this.busy = true;
    this.root.setAttribute("aria-busy", "true");
    return call(request).then(function (answer) {
      self.busy = false;
      self.root.removeAttribute("aria-busy");
      return answer;
    });
  };

  Demo.prototype.act = function (request) {
    var self = this;
    if (this.busy) { this.say("Patientez : le coup précédent est en cours."); return Promise.resolve(); }
    var focus = this.focusMemo();
    this.skipSteps(true);
    request.demo = this.key;
    return this.send(request).then(function (answer) {
      if (answer.ok) {
        self.say("");
        var steps = answer.etat.etapes || [];
        if (request.op === "jouer" && steps.length && !reduceMotion.matches) {
          self.playSteps(answer.etat, steps, focus);
        } else {
          self.render(answer.etat, focus, true);
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

  // --- others' turns, one by one ------------------------------------------------------
  Demo.prototype.playSteps = function (etat, steps, focus) {
    var self = this;
    var run = { etat: etat, focus: focus, timer: null, i: 0 };
    this.steps = run;
    this.root.setAttribute("data-animation", "oui");
    var skip = this.controls.querySelector("[data-action=passer]");
    skip.hidden = false;
    if (focus && focus.inside) skip.focus();  // keyboard readers can skip at once
    function next() {
      if (self.steps !== run) return;
      if (run.i >= steps.length) { self.skipSteps(false); return; }
      var step = steps[run.i];
      run.i += 1;
      self.board.innerHTML = step.html; // escaped by the engine's view (engine/markup.py)
      self.prepare();
      self.status.textContent = step.statut;
      self.writeLog(etat.log.slice(0, step.log));
      run.timer = setTimeout(next, STEP_MS);
    }
    next();
  };

  Demo.prototype.skipSteps = function (silent) {
    var run = this.steps;
    if (!run) return;
    clearTimeout(run.timer);
    this.steps = null;
    this.root.removeAttribute("data-animation");
    var skip = this.controls.querySelector("[data-action=passer]");
    var hadFocus = document.activeElement === skip;
    skip.hidden = true;
    if (!silent) this.render(run.etat, hadFocus ? run.focus : null, true);
  };

  // --- the board ------------------------------------------------------------------------
  Demo.prototype.controlsOf = function () {
    var nodes = this.root.querySelectorAll(".bga-demo-board [data-move], .bga-demo-board [data-part], " +
      ".bga-demo-board [data-template], .bga-demo-extra [data-move]");
    return Array.prototype.slice.call(nodes);
  };

  function idOf(node) {
    if (!node || !node.getAttribute) return null;
    var t = node.getAttribute("data-template");
    if (t) return "t:" + t;
    var p = node.getAttribute("data-part");
    if (p) return "p:" + p;
    var m = node.getAttribute("data-move");
    return m ? "m:" + m : null;
  }

  // Where the focus was, to put it back on the same control (or its nearest
  // successor) once the board's HTML is replaced.
  Demo.prototype.focusMemo = function () {
    var active = document.activeElement;
    if (!active || !(this.board.contains(active) || this.extra.contains(active))) return null;
    var list = this.controlsOf();
    return { inside: true, id: idOf(active), index: list.indexOf(active) };
  };

  function usable(node) {
    return !node.disabled && !node.hidden && node.getClientRects().length > 0;
  }

  Demo.prototype.restoreFocus = function (memo) {
    if (!memo) return;
    var list = this.controlsOf();
    var target = null, i;
    for (i = 0; i < list.length && !target; i++) if (idOf(list[i]) === memo.id && usable(list[i])) target = list[i];
    for (i = Math.max(memo.index, 0); i < list.length && !target; i++) if (usable(list[i])) target = list[i];
    for (i = Math.min(memo.index, list.length) - 1; i >= 0 && !target; i--) if (usable(list[i])) target = list[i];
    if (!target) { this.board.setAttribute("tabindex", "-1"); target = this.board; }
    if (target.getAttribute("tabindex") === "-1" && target !== this.board) this.rove(target);
    target.focus();
  };

  // After every new board: legacy non-button targets get a role, disabled
  // moves become askable under « Pourquoi pas ? », grids get one tab stop,
  // select-then-confirm groups are set from the legal list.
  Demo.prototype.prepare = function () {
    var why = this.why;
    this.board.querySelectorAll("[data-move]").forEach(function (node) {
      if (node.tagName !== "BUTTON") {
        node.setAttribute("role", "button");
        node.setAttribute("tabindex", node.classList.contains("bga-legal") ? "0" : "-1");
        if (!node.classList.contains("bga-legal")) node.setAttribute("aria-disabled", "true");
      } else if (why && node.disabled) {
        node.disabled = false;
        node.classList.add("bga-why");
        node.setAttribute("aria-description", "coup non permis : cliquez pour savoir pourquoi");
      }
    });
    var self = this;
    // compose first: its targets in a grid get their data-move, then the grid its tab stop
    this.board.querySelectorAll(".bga-compose").forEach(function (group) { self.compose(group); });
    this.board.querySelectorAll(".bga-board-grid").forEach(function (grid) { self.rove(null, grid); });
    // A box that scrolls sideways (a wide board or table on a phone) and holds no control the keyboard
    // can reach gets a tab stop of its own, so that arrow keys can scroll it.
    this.board.querySelectorAll(".bga-scroll, .bga-score").forEach(function (box) {
      var scrolls = box.scrollWidth > box.clientWidth + 1;
      if (scrolls && !box.querySelector("button:not([disabled]), [tabindex='0']")) box.setAttribute("tabindex", "0");
      else box.removeAttribute("tabindex");
    });
  };

  // Roving tab stop: in a grid only one control is in the tab order; arrows move.
  Demo.prototype.rove = function (target, grid) {
    grid = grid || target.closest(".bga-board-grid");
    if (!grid) return;
    var items = Array.prototype.filter.call(grid.querySelectorAll("[data-move]"), usable);
    if (!target) target = items.filter(function (n) { return n.classList.contains("bga-legal"); })[0] || items[0];
    items.forEach(function (n) { n.setAttribute("tabindex", n === target ? "0" : "-1"); });
  };

  Demo.prototype.gridMove = function (event) {
    var keys = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    var d = keys[event.key];
    var grid = event.target.closest && event.target.closest(".bga-board-grid");
    if (!d || !grid || !event.target.hasAttribute("data-move")) return false;
    var cols = Number(grid.getAttribute("data-cols")) || 1;
    var cells = Array.prototype.filter.call(grid.children, function (n) { return !n.classList.contains("bga-coord"); });
    var i = cells.indexOf(event.target);
    if (i < 0) return false;
    var r = Math.floor(i / cols), c = i % cols, rows = Math.ceil(cells.length / cols);
    for (;;) {
      if (d[0]) { r += d[0]; if (r < 0 || r >= rows) return true; }
      else { c += d[1]; if (c < 0) { c = cols - 1; r -= 1; } if (c >= cols) { c = 0; r += 1; } if (r < 0 || r >= rows) return true; }
      var cell = cells[r * cols + c];
      if (cell && cell.hasAttribute("data-move") && usable(cell)) {
        this.rove(cell, grid);
        cell.focus();
        return true;
      }
    }
  };

  // --- select then confirm (markup.compose) ---------------------------------------------
  function templateParts(template, move) {
    var at = template.indexOf("{}");
    var pre = template.slice(0, at), post = template.slice(at + 2);
    if (move.length < pre.length + post.length || move.indexOf(pre) !== 0 ||
        move.slice(move.length - post.length) !== post) return null;
    return move.slice(pre.length, move.length - post.length).split("-").sort();
  }

  function contains(big, small) {   // multisets, both sorted
    var i = 0;
    for (var j = 0; j < big.length && i < small.length; j++) if (big[j] === small[i]) i++;
    return i === small.length;
  }

  Demo.prototype.compose = function (group) {
    var legal = this.etat && !this.steps ? this.etat.legal : [];
    var why = this.why && !!this.etat && !this.steps;
    var max = Number(group.getAttribute("data-max")) || 0;
    var parts = Array.prototype.slice.call(group.querySelectorAll("[data-part]"));
    var sel = parts.filter(function (p) { return p.getAttribute("aria-pressed") === "true"; })
      .map(function (p) { return p.getAttribute("data-part"); }).sort();
    var candidates = [];
    group.querySelectorAll("[data-template]").forEach(function (action) {
      var tpl = action.getAttribute("data-template"), found = null;
      legal.forEach(function (m) {
        var ps = templateParts(tpl, m);
        if (!ps) return;
        candidates.push(ps);
        if (!found && sel.length && ps.length === sel.length && contains(ps, sel)) found = m;
      });
      // « Pourquoi pas ? »: the move the selection would form is askable too (the engine explains).
      var ask = why && !found && sel.length ? tpl.replace("{}", sel.join("-")) : null;
      action.disabled = !found && !ask;
      action.classList.toggle("bga-legal", !!found);
      action.classList.toggle("bga-why", !!ask);
      if (found || ask) action.setAttribute("data-move", found || ask); else action.removeAttribute("data-move");
    });
    parts.forEach(function (p) {
      if (p.getAttribute("aria-pressed") === "true") { p.disabled = false; return; }
      var want = (max === 1 ? [] : sel).concat([p.getAttribute("data-part")]).sort();
      p.disabled = !why && !candidates.some(function (ps) { return contains(ps, want); });
      p.classList.toggle("bga-selectable", !p.disabled);
    });
    group.setAttribute("data-selection", sel.join(" "));
  };

  Demo.prototype.togglePart = function (part) {
    var group = part.closest(".bga-compose");
    var on = part.getAttribute("aria-pressed") !== "true";
    if (on && Number(group.getAttribute("data-max")) === 1) {
      group.querySelectorAll("[data-part][aria-pressed=true]").forEach(function (p) {
        p.setAttribute("aria-pressed", "false");
        p.classList.remove("bga-selected");
      });
    }
    part.setAttribute("aria-pressed", on ? "true" : "false");
    part.classList.toggle("bga-selected", on);
    this.compose(group);
    var self = this;   // a board inside the group: its tab stop follows the new targets
    group.querySelectorAll(".bga-board-grid").forEach(function (grid) { self.rove(null, grid); });
  };

  Demo.prototype.writeLog = function (lines) {
    // append what is new (screen readers announce only that)
    var old = this.logLines, same = old.length <= lines.length;
    for (var i = 0; same && i < old.length; i++) same = old[i] === lines[i];
    if (!same) { this.logList.textContent = ""; old = []; }
    for (var j = old.length; j < lines.length; j++) this.logList.appendChild(el("li", {}, lines[j]));
    this.logLines = lines.slice();
    if (this.logList.lastElementChild) this.logList.scrollTop = this.logList.scrollHeight;
  };

  Demo.prototype.render = function (etat, focus, afterMove) {
    this.etat = etat;
    // a part the reader unfolded (<details>) stays unfolded after the move it made (i23-home-phone)
    var folds = this.board.querySelectorAll("details"), unfolded = [];
    for (var f = 0; f < folds.length; f++) if (folds[f].open) unfolded.push(f + " " + folds[f].className);
    // The first answer most often draws the board the build wrote: keep it (no new layout).
    var same = this.staticKey && boardKey(etat.html) === this.staticKey;
    this.staticKey = null;
    if (!same) this.board.innerHTML = etat.html; // escaped by the engine's view (engine/markup.py)
    folds = this.board.querySelectorAll("details");
    for (var g = 0; g < folds.length; g++) if (unfolded.indexOf(g + " " + folds[g].className) >= 0) folds[g].open = true;
    this.extra.textContent = "";
    var self = this;
    etat.autres_coups.forEach(function (pair) {
      self.extra.appendChild(el("button", { type: "button", "class": "bga-move bga-legal", "data-move": pair[0] }, pair[1]));
    });
    this.extra.hidden = etat.autres_coups.length === 0;
    this.prepareWhenNear();
    this.status.textContent = etat.statut;
    this.writeLog(etat.log);
    var undo = this.controls.querySelector("[data-action=annuler]");
    if (undo) undo.disabled = !etat.annulable;
    var players = this.controls.querySelector("[data-action=joueurs]");
    if (players) players.value = String(etat.meta.joueurs);
    var bots = this.controls.querySelector("[data-action=bots]");
    if (bots) {
      var bot = etat.seats.filter(function (s) { return s !== "humain"; })[0];
      if (bot) bots.value = bot;
    }
    this.fillSettings(etat);
    this.root.setAttribute("data-fin", etat.over ? "oui" : "non");
    this.root.setAttribute("data-coups", String(etat.moves.length));
    var share = this.controls.querySelector(".bga-demo-share");
    if (share) share.hidden = true;
    // What happened, then whose turn: said again after every move.
    var banner = this.board.querySelector(".bga-banner");
    var bannerText = banner ? banner.textContent : "";
    if (afterMove) {
      var said = (bannerText && bannerText !== this.banner ? bannerText + " " : "") + etat.statut;
      var announcer = this.announcer;
      announcer.textContent = "";
      setTimeout(function () { announcer.textContent = said; }, 60);
    }
    this.banner = bannerText;
    this.restoreFocus(focus);
  };

  Demo.prototype.buildControls = function (etat) {
    var c = this.controls, meta = etat.meta;
    c.textContent = "";
    c.classList.add("bga-actions");
    var skip = el("button", { type: "button", "data-action": "passer", "class": "bga-skip",
      title: "Montrer tout de suite la position où c'est à vous" }, "Passer l'animation");
    skip.hidden = true;
    c.appendChild(skip);
    c.appendChild(el("button", { type: "button", "data-action": "annuler", title: "Reprendre votre dernier coup" }, "Annuler"));
    c.appendChild(el("button", { type: "button", "data-action": "recommencer", title: "Reprendre depuis le début, même donne" }, "Recommencer"));
    c.appendChild(el("button", { type: "button", "data-action": "donne", title: "Nouvelle partie, autre tirage" }, "Nouvelle donne"));
    c.appendChild(el("button", { type: "button", "data-action": "pourquoi", "aria-pressed": "false",
      title: "Rendre cliquables les coups non permis, pour que le moteur explique pourquoi" }, "Pourquoi pas ?"));
    if (meta.min_joueurs < meta.max_joueurs && !(meta.reglages || []).some(function (r) { return r.nom === "joueurs"; })) {
      var label = el("label", { "class": "bga-demo-select" }, "Joueurs ");
      var select = el("select", { "data-action": "joueurs" });
      for (var n = meta.min_joueurs; n <= meta.max_joueurs; n++) select.appendChild(el("option", { value: String(n) }, String(n)));
      label.appendChild(select);
      c.appendChild(label);
    }
    if (etat.seats.some(function (s) { return s !== "humain"; }) && meta.bots.length > 1) {
      var blabel = el("label", { "class": "bga-demo-select" }, "Adversaires ");
      var bselect = el("select", { "data-action": "bots" });
      meta.bots.forEach(function (b) { bselect.appendChild(el("option", { value: b.nom }, b.label)); });
      blabel.appendChild(bselect);
      c.appendChild(blabel);
    }
    c.appendChild(el("button", { type: "button", "data-action": "lien", title: "Lien qui rouvre l'exemple à cette position" }, "Lien vers cette position"));
    this.buildSettings(meta);
    var share = el("p", { "class": "bga-demo-share" });
    share.hidden = true;
    c.appendChild(share);
  };

  // --- the game's declared settings (meta.reglages): a small generic form -------------------
  Demo.prototype.buildSettings = function (meta) {
    var list = meta.reglages || [];
    if (!list.length) return;
    var details = el("details", { "class": "bga-demo-settings" });
    details.appendChild(el("summary", {}, "Réglages"));
    var form = el("form", { "class": "bga-demo-form", "data-action": "reglages" });
    list.forEach(function (r, i) {
      var id = "bga-" + Math.random().toString(36).slice(2) + "-" + i;
      var field = el("div", { "class": "bga-demo-field" });
      var input;
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
      var label = el("label", { "for": id }, r.label || r.nom);
      if (r.type === "booleen") { field.appendChild(input); field.appendChild(label); }
      else { field.appendChild(label); field.appendChild(input); }
      if (r.aide) {
        var help = el("span", { "class": "bga-note", id: id + "-aide" }, r.aide);
        input.setAttribute("aria-describedby", id + "-aide");
        field.appendChild(help);
      }
      form.appendChild(field);
    });
    form.appendChild(el("button", { type: "submit" }, "Appliquer et recommencer"));
    details.appendChild(form);
    this.controls.appendChild(details);
  };

  Demo.prototype.fillSettings = function (etat) {
    var form = this.controls.querySelector("form[data-action=reglages]");
    if (!form) return;
    (etat.meta.reglages || []).forEach(function (r) {
      var input = form.elements[r.nom];
      if (!input) return;
      var v = r.valeur != null ? r.valeur : r.defaut;
      if (r.type === "booleen") input.checked = !!v;
      else if (r.type === "choix") input.value = JSON.stringify(v);
      else input.value = v == null ? "" : String(v);
    });
  };

  Demo.prototype.onSubmit = function (event) {
    var form = event.target;
    if (!form.matches || !form.matches("form[data-action=reglages]")) return;
    event.preventDefault();
    if (!this.etat) return;
    var options = {};
    (this.etat.meta.reglages || []).forEach(function (r) {
      var input = form.elements[r.nom];
      if (!input) return;
      if (r.type === "booleen") options[r.nom] = input.checked;
      else if (r.type === "choix") options[r.nom] = JSON.parse(input.value);
      else if (input.value === "") return;  // left empty: the block's own (derived) value
      else if (r.type === "entier") options[r.nom] = Number(input.value);
      else options[r.nom] = input.value;
    });
    var request = { op: "regler", options: options };
    if (typeof options.joueurs === "number") request.joueurs = options.joueurs;
    this.act(request);
  };

  Demo.prototype.onClick = function (event) {
    // A refusal's rule link is an ordinary fragment link: the browser follows
    // it (hash, scroll, history). Kept from the theme's instant navigation,
    // which handles in-page links only once its sitemap has loaded and, on a
    // page opened directly, could push the hash and then step back from it.
    if (event.target.closest("a.bga-demo-rule")) { event.stopPropagation(); return; }
    var target = event.target.closest("[data-move], [data-action], [data-part]");
    if (!target || !this.root.contains(target) || target.tagName === "FORM") return;
    var action = target.getAttribute("data-action");
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
      this.act({ op: "jouer", coup: target.getAttribute("data-move") });
    } else if (action === "passer") {
      this.skipSteps(false);
    } else if (action === "annuler") {
      this.act({ op: "annuler" });
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
    }
  };

  Demo.prototype.onKey = function (event) {
    if (this.gridMove(event)) { event.preventDefault(); return; }
    if (event.key !== "Enter" && event.key !== " ") return;
    var target = event.target;
    if (target.tagName === "BUTTON" || !target.hasAttribute || !target.hasAttribute("data-move")) return;
    event.preventDefault();
    target.click();
  };

  Demo.prototype.onChange = function (event) {
    var action = event.target.getAttribute("data-action");
    if (!this.etat || !action) return;
    if (action === "joueurs") {
      this.act({ op: "regler", joueurs: Number(event.target.value) });
    } else if (action === "bots") {
      var bot = event.target.value;
      this.act({ op: "regler", sieges: this.etat.seats.map(function (s) { return s === "humain" ? s : bot; }) });
    }
  };

  Demo.prototype.showLink = function () {
    if (!this.etat) return;
    var url = makeLink(this);
    var share = this.controls.querySelector(".bga-demo-share");
    share.textContent = "";
    share.appendChild(document.createTextNode("Lien vers cette position : "));
    share.appendChild(el("a", { href: url, "class": "bga-demo-link" }, "ouvrir"));
    share.hidden = false;
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(url).then(function () {
        share.appendChild(document.createTextNode(" (copié dans le presse-papiers)"));
      }, function () { /* copying is a convenience only */ });
    }
  };

  // --- wide tables (every page): Material wraps each table in a box that scrolls sideways
  // on a phone; a box that scrolls is a tab stop with a name, so that a keyboard reaches and
  // scrolls it (axe: scrollable-region-focusable).
  function markScrollers() {
    document.querySelectorAll(".md-typeset__scrollwrap").forEach(function (box) {
      var scrolls = box.scrollWidth > box.clientWidth + 1;
      if (scrolls && !box.hasAttribute("tabindex")) {
        box.setAttribute("tabindex", "0");
        box.setAttribute("role", "region");
        box.setAttribute("aria-label", "Tableau, à faire défiler horizontalement");
        box.setAttribute("data-bga-defile", "");
      } else if (!scrolls && box.hasAttribute("data-bga-defile")) {
        ["tabindex", "role", "aria-label", "data-bga-defile"].forEach(function (a) { box.removeAttribute(a); });
      }
    });
  }
  var resizeTimer = null;
  window.addEventListener("resize", function () {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(markScrollers, 200);
  });

  // --- binding, page after page ----------------------------------------------------------
  function bindPage() {
    markScrollers();
    setTimeout(markScrollers, 0);  // after the theme's own handlers of the same page
    runtime.pages += 1;
    var kept = [], gone = [];
    demos.forEach(function (d) { (d.root.isConnected ? kept : gone).push(d); });
    demos = kept;
    bindDemos(gone);
    // Closed after the new page's demos are asked for, so they wait for
    // nothing; each key is its own binding's, so no live demo is closed.
    gone.forEach(function (d) { d.skipSteps(true); call({ op: "fermer", demo: d.key }); });
  }

  function bindDemos(gone) {
    var roots = Array.prototype.filter.call(document.querySelectorAll(".bga-demo[data-demo]"),
      function (root) { return !bound.has(root) && !root.hasAttribute("data-lie"); });
    if (!roots.length) return;
    wantWorker(roots);
    roots.forEach(function (root) {
      bound.add(root);
      root.setAttribute("data-lie", "oui");
      // the same page redrawn (in-page link): the demo carries on where it was
      var before = (gone || []).filter(function (d) {
        return d.etat && d.root.id === root.id && d.key.indexOf(location.pathname + "#") === 0;
      })[0];
      var demo;
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

  window.addEventListener("hashchange", function () {
    demos.forEach(function (d) {
      if (runtime.ready && readLink(d.root.id)) d.open(true);
    });
  });

  window.addEventListener("load", function () {
    if (!document.querySelector(".bga-demo[data-demo]")) registerOffline();
  });

  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(bindPage);   // Material: every page shown
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", bindPage);
  } else {
    bindPage();
  }
})();
