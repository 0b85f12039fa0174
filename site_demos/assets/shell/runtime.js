// The engine's side of the shell: one module worker (Pyodide + engine) per visit, which survives
// Material's instant navigation; requests, replies owed, a worker replaced when a reply never comes,
// and the offline service worker. Knows the demos only as the list it tells (progress, ready, lost).

const BUILD = "__BGA_BUILD__";
const workerURL = new URL("../demo-worker.mjs?v=" + BUILD, import.meta.url).href;
const siteRoot = new URL("../../", import.meta.url);
const MAX_RESTARTS = 2;          // then the engine is said unavailable

export const runtime = {
  build: BUILD,
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
  // replaced (a share link's replay is bounded by counted work, engine/session.py LINK_AUTO_MOVES and
  // LINK_SEARCH, sized for about 2 s on a slow phone).
  callTimeoutMs: 15000,
};
window.bgaDemoRuntime = runtime; // read by the tests and benchmarks

// The demos bound on the shown page (the page binding keeps this very array up to date).
export const demos = [];

let calls = new Map();
let nextId = 1;
// The page's <head> starts the worker once the page has painted (site_demos/hook.py);
// an example in view or touched starts it at once. Requests made before it exists wait here.
let waiting = [];

function startWorker() {
  if (runtime.worker || runtime.failed) return;
  runtime.startedAt = performance.now();
  const early = window.bgaEarlyWorker;  // put in <head> by the page itself
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
  const sent = waiting;
  waiting = [];
  sent.forEach(function (msg) { if (runtime.worker) runtime.worker.postMessage(msg); });
}

// Bound demos ask for the worker: at once if the page has painted already (instant
// navigation, a late script) or no <head> start is waiting; else when the <head> start
// fires, or sooner when an example comes into view or is touched.
export function wantWorker(roots) {
  if (runtime.worker || runtime.failed) return;
  const early = window.bgaEarlyWorker;
  const painted = document.readyState === "complete" || (performance.getEntriesByName &&
    performance.getEntriesByName("first-contentful-paint").length > 0);
  if (!early || early.worker || painted) { startWorker(); return; }
  early.onstart = startWorker;
  if (window.IntersectionObserver) {
    const seen = new IntersectionObserver(function (entries) {
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
  const msg = event.data || {};
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
    const entry = calls.get(msg.id);
    let answer = null;
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
  const entry = calls.get(id);
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
  const old = runtime.worker;
  const pending = calls;
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

// Offline: the site's service worker (sw.js at the site root, made by the hook) keeps this
// build's pages and runtime once a page asked for it. Asked for once the engine is ready (or at
// load on pages without demos), so its downloads never compete with a first demo's start.
export function registerOffline() {
  if (runtime.offline || !("serviceWorker" in navigator)) return;
  runtime.offline = navigator.serviceWorker.register(new URL("sw.js", siteRoot).href, { scope: siteRoot.pathname })
    .catch(function () { return null; }); // offline reading is a convenience only
}

// One request to the engine; resolves with its answer (or a French refusal when it cannot come).
export function call(request) {
  return new Promise(function (resolve) {
    if (runtime.failed) {
      resolve({ ok: false, erreur: "Le moteur est indisponible : " + runtime.failed });
      return;
    }
    const id = nextId++;
    calls.set(id, { resolve: resolve, timer: null });
    post({ type: "call", id: id, request: JSON.stringify(request) });
    if (runtime.ready) arm(id);
  });
}
