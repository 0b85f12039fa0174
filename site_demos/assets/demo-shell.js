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
  };
  var calls = new Map();
  var nextId = 1;
  var demos = [];
  window.bgaDemoRuntime = runtime; // read by the tests and benchmarks

  // --- the worker -------------------------------------------------------------
  function startWorker() {
    if (runtime.worker || runtime.failed) return;
    runtime.startedAt = performance.now();
    var early = window.bgaEarlyWorker;  // started from <head> by the page itself
    window.bgaEarlyWorker = null;
    if (early) {
      runtime.worker = early.worker;
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
      demos.forEach(function (d) { d.open(); });
    } else if (msg.type === "fatal") {
      fail(msg.text);
    } else if (msg.type === "answer") {
      var cb = calls.get(msg.id);
      calls.delete(msg.id);
      if (cb) cb(JSON.parse(msg.answer));
    }
  }

  function fail(reason) {
    if (runtime.failed) return;
    runtime.failed = reason;
    calls.forEach(function (cb) { cb({ ok: false, erreur: "Le moteur est indisponible." }); });
    calls.clear();
    demos.forEach(function (d) { d.showFailure(); });
  }

  function call(request) {
    return new Promise(function (resolve) {
      if (runtime.failed) {
        resolve({ ok: false, erreur: "Le moteur est indisponible : " + runtime.failed });
        return;
      }
      var id = nextId++;
      calls.set(id, resolve);
      runtime.worker.postMessage({ type: "call", id: id, request: JSON.stringify(request) });
    });
  }

  // --- share links: #demo-<n>=g=<seed>&j=<players>&s=<seats>&c=<p:move,...> --------
  function readLink(id) {
    var hash = location.hash.slice(1);
    var prefix = id + "=";
    if (hash.indexOf(prefix) !== 0) return null;
    var params = new URLSearchParams(hash.slice(prefix.length));
    var out = {};
    if (params.has("g")) out.graine = Number(params.get("g"));
    if (params.has("j")) out.joueurs = Number(params.get("j"));
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

  // --- one demo ------------------------------------------------------------------
  function el(tag, attrs, textContent) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (textContent != null) node.textContent = textContent;
    return node;
  }

  function Demo(root) {
    this.root = root;
    this.config = JSON.parse(root.getAttribute("data-demo"));
    this.key = location.pathname + "#" + root.id;
    this.board = root.querySelector(".bga-demo-board");
    this.extra = root.querySelector(".bga-demo-extra");
    this.status = root.querySelector(".bga-demo-status");
    this.progressLine = root.querySelector(".bga-demo-progress");
    this.message = root.querySelector(".bga-demo-message");
    this.controls = root.querySelector(".bga-demo-controls");
    this.logList = root.querySelector(".bga-demo-log");
    this.logLines = Array.prototype.map.call(this.logList.children, function (li) { return li.textContent; });
    this.etat = null;
    this.busy = false;
    this.opened = false;
    this.answers = 0;
    root.setAttribute("data-etat", "statique");
    var self = this;
    root.addEventListener("click", function (event) { self.onClick(event); });
    root.addEventListener("keydown", function (event) { self.onKey(event); });
    root.addEventListener("change", function (event) { self.onChange(event); });
  }

  Demo.prototype.showProgress = function (text) {
    if (this.etat) return;
    this.progressLine.textContent = text + " Le plateau ci-dessous est figé en attendant.";
  };

  Demo.prototype.showFailure = function () {
    this.root.setAttribute("data-etat", "erreur");
    this.progressLine.hidden = false;
    this.progressLine.textContent = "Exemple indisponible : " + runtime.failed +
      " Les règles et le plateau de départ restent lisibles.";
    this.progressLine.classList.add("bga-demo-failure");
  };

  Demo.prototype.say = function (text) {
    this.message.textContent = text || "";
    this.message.hidden = !text;
  };

  Demo.prototype.open = function (fromLink) {
    if (this.opened && !fromLink) return;
    this.opened = true;
    var self = this;
    var link = readLink(this.root.id);
    var config = JSON.parse(JSON.stringify(this.config));
    var request = { op: "ouvrir", demo: this.key, config: config };
    if (link) {
      if (!isNaN(link.graine)) config.graine = link.graine;
      if (link.joueurs) { config.options = config.options || {}; config.options.joueurs = link.joueurs; }
      if (link.sieges) config.sieges = link.sieges;
      request.coups = link.coups;
    }
    this.send(request).then(function (answer) {
      if (runtime.failed) return;  // showFailure() said it already
      if (!answer.ok && link) {
        self.say("Ce lien ne mène pas à une position valide : " + answer.erreur);
        self.opened = false;
        // fall back to the block as written
        return self.send({ op: "ouvrir", demo: self.key, config: self.config }).then(function (a) {
          if (a.ok) self.goLive(a.etat, true);
        });
      }
      if (answer.ok) {
        self.goLive(answer.etat, !!link);
        if (link) self.root.scrollIntoView({ block: "start" });
      } else {
        self.say(answer.erreur);
      }
    });
  };

  Demo.prototype.goLive = function (etat, keepMessage) {
    this.opened = true;
    if (!this.etat) {
      this.progressLine.hidden = true;
      this.buildControls(etat);
      this.controls.hidden = false;
      this.root.setAttribute("data-etat", "live");
      this.root.setAttribute("data-live-at", String(Math.round(performance.now())));
      this.root.dispatchEvent(new CustomEvent("bga-demo-live", { bubbles: true }));
    }
    this.render(etat);
    if (!keepMessage) this.say("");
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
    request.demo = this.key;
    return this.send(request).then(function (answer) {
      if (answer.ok) {
        self.render(answer.etat);
        self.say("");
      } else if (answer.refus) {
        self.say("Coup refusé : " + answer.erreur);
      } else {
        self.say(answer.erreur);
      }
      self.answers += 1;
      self.root.setAttribute("data-reponses", String(self.answers));
      self.root.dispatchEvent(new CustomEvent("bga-demo-answer", { bubbles: true, detail: { ok: answer.ok } }));
    });
  };

  Demo.prototype.render = function (etat) {
    this.etat = etat;
    this.board.innerHTML = etat.html; // escaped by the engine's view (engine/markup.py)
    this.board.querySelectorAll("[data-move]").forEach(function (node) {
      if (node.tagName !== "BUTTON" && !node.hasAttribute("tabindex")) {
        node.setAttribute("tabindex", "0");
        node.setAttribute("role", "button");
      }
    });
    this.extra.textContent = "";
    var self = this;
    etat.autres_coups.forEach(function (pair) {
      self.extra.appendChild(el("button", { type: "button", "class": "bga-move bga-legal", "data-move": pair[0] }, pair[1]));
    });
    this.extra.hidden = etat.autres_coups.length === 0;
    this.status.textContent = etat.statut;
    // The log: append what is new (screen readers announce only that).
    var old = this.logLines, lines = etat.log, same = old.length <= lines.length;
    for (var i = 0; same && i < old.length; i++) same = old[i] === lines[i];
    if (!same) { this.logList.textContent = ""; old = []; }
    for (var j = old.length; j < lines.length; j++) this.logList.appendChild(el("li", {}, lines[j]));
    this.logLines = lines.slice();
    if (this.logList.lastElementChild) {
      this.logList.scrollTop = this.logList.scrollHeight;
    }
    var undo = this.controls.querySelector("[data-action=annuler]");
    if (undo) undo.disabled = !etat.annulable;
    var players = this.controls.querySelector("[data-action=joueurs]");
    if (players) players.value = String(etat.meta.joueurs);
    var bots = this.controls.querySelector("[data-action=bots]");
    if (bots) {
      var bot = etat.seats.filter(function (s) { return s !== "humain"; })[0];
      if (bot) bots.value = bot;
    }
    this.root.setAttribute("data-fin", etat.over ? "oui" : "non");
    this.root.setAttribute("data-coups", String(etat.moves.length));
    var share = this.controls.querySelector(".bga-demo-share");
    if (share) share.hidden = true;
  };

  Demo.prototype.buildControls = function (etat) {
    var c = this.controls, meta = etat.meta;
    c.textContent = "";
    c.classList.add("bga-actions");
    c.appendChild(el("button", { type: "button", "data-action": "annuler", title: "Reprendre votre dernier coup" }, "Annuler"));
    c.appendChild(el("button", { type: "button", "data-action": "recommencer", title: "Reprendre depuis le début, même donne" }, "Recommencer"));
    c.appendChild(el("button", { type: "button", "data-action": "donne", title: "Nouvelle partie, autre tirage" }, "Nouvelle donne"));
    if (meta.min_joueurs < meta.max_joueurs) {
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
    var share = el("p", { "class": "bga-demo-share" });
    share.hidden = true;
    c.appendChild(share);
  };

  Demo.prototype.onClick = function (event) {
    var target = event.target.closest("[data-move], [data-action]");
    if (!target || !this.root.contains(target)) return;
    var action = target.getAttribute("data-action");
    if (target.hasAttribute("data-move")) {
      event.preventDefault();
      if (!this.etat) {
        this.say(runtime.failed ? "Exemple indisponible : " + runtime.failed
          : "Le moteur se charge encore : réessayez dans un instant.");
        return;
      }
      this.act({ op: "jouer", coup: target.getAttribute("data-move") });
    } else if (action === "annuler") {
      this.act({ op: "annuler" });
    } else if (action === "recommencer") {
      this.act({ op: "recommencer" });
    } else if (action === "donne") {
      this.act({ op: "recommencer", graine: Math.floor(Math.random() * 1e9) });
    } else if (action === "lien") {
      this.showLink();
    }
  };

  Demo.prototype.onKey = function (event) {
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

  // --- binding, page after page ----------------------------------------------------------
  function bindPage() {
    runtime.pages += 1;
    var kept = [], gone = [];
    demos.forEach(function (d) { (d.root.isConnected ? kept : gone).push(d); });
    demos = kept;
    bindDemos();
    // closed after the new page's demos are asked for, so they wait for nothing
    if (runtime.ready) gone.forEach(function (d) { call({ op: "fermer", demo: d.key }); });
  }

  function bindDemos() {
    var roots = document.querySelectorAll(".bga-demo[data-demo]:not([data-lie])");
    if (!roots.length) return;
    startWorker();
    Array.prototype.forEach.call(roots, function (root) {
      root.setAttribute("data-lie", "oui");
      var demo;
      try {
        demo = new Demo(root);
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

  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(bindPage);   // Material: every page shown
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", bindPage);
  } else {
    bindPage();
  }
})();
