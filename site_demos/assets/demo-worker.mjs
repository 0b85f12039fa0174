// Module worker: Pyodide + the rules engine, off the page's main thread.
// It lives as long as the page's JavaScript context: with navigation.instant
// the next page reuses it, so its demos are live at once.
//
// Loading starts as soon as this module runs (the page starts it once it
// has painted, see site_demos/hook.py). The engine's core wheel is fetched in
// parallel with the interpreter, checked against the sha256 of the lock file
// (Subresource Integrity: the browser refuses other bytes) and imported in
// place from the archive (a pure-Python wheel is a zip that `zipimport`
// reads; it carries bytecode compiled by this very Python, see
// site_demos/wheel.py), which spares Pyodide's package installer: no lock
// file round trip, no unpacking, no compiling on the reader's machine.
// Each game is an archive of its own (`jeux/<id>-<hash>.zip`, sha256 checked
// too), fetched when the first request naming it arrives (while the
// interpreter still loads) and put on the `engine.games` package's path: a
// page downloads the core and its own game, and the next page reached by
// instant navigation fetches its game then. Every runtime download asks for a
// low priority: it never delays the page's own files.
//
// Memory snapshot: every visit after the first starts from a copy of the
// interpreter's memory taken after the engine (and the first demo's game)
// was imported, kept in this browser's Cache Storage (no network byte): the
// first start in a browser passes `_makeSnapshot` to loadPyodide and, once
// the demos are live and the worker has been idle for a moment, copies the
// wasm memory (`makeMemorySnapshot`) and stores it under a key tied to this
// build (engine wheel, assets and runtime: BUILD). Later starts restore it
// (`_loadSnapshot`): no Python start-up, no engine import. The standard
// library and the wheel are still put in the virtual file system (the HTTP or
// service-worker cache serves them), since modules not yet imported (another
// game) are read from them. No Cache Storage, no snapshot, a failed restore:
// the ordinary start, with the same result.
//
// Protocol (the page -> the worker):
//   {type: "init", build}            accepted for compatibility; loading has begun
//   {type: "call", id, request}      request = JSON text for engine.web.handle;
//                                    calls sent while loading wait for it
// (the worker -> the page):
//   {type: "progress", text}         a French loading step
//   {type: "ready", ms, marks}       engine imported; ms = load time, marks = steps
//   {type: "fatal", text}            cannot load: French message
//   {type: "snapshot", state}        "stored" once a snapshot of this build (and
//                                    the runtime files, for the service worker) is
//                                    kept, "none" if it could not be (the "ready"
//                                    message says "restored", "pending" or "none")
//   {type: "answer", id, answer}     answer = JSON text from engine.web.handle
import { loadPyodide } from "./pyodide/pyodide.mjs";

// Filled in by the build (site_demos/hook.py): the core wheel's file name, its
// sha256 (hex, as in pyodide-lock.json), the lock file's "info" block and
// each game's archive {id: [path under pyodide/, sha256 hex]}.
const ENGINE = __BGA_ENGINE__;
const BUILD = "__BGA_BUILD__";
const SNAPSHOT_CACHE = "bga-snapshot-" + BUILD;
const SNAPSHOT_KEY = new URL("./pyodide/memory-snapshot-" + BUILD + ".bin", import.meta.url).href;
const SNAPSHOT_IDLE_MS = 1500; // quiet time after the last request before taking the snapshot
// The runtime files this start downloaded (wasm, standard library, wheel), kept
// for the site's service worker (site_demos/assets/sw.js): it copies them into
// its offline cache instead of downloading them a second time.
const RUNTIME_CACHE = "bga-runtime-" + BUILD;
let runtimeCopies = [];
const indexURL = new URL("./pyodide/", import.meta.url).href;
const t0 = performance.now();
const marks = [];
let handle = null;
let py = null;      // the interpreter, once loaded
let failed = false;

function mark(name) {
  marks.push([name, Math.round(performance.now() - t0)]);
}

function fatal(text) {
  if (failed) return;
  failed = true;
  self.postMessage({ type: "fatal", text });
}

// Pyodide only logs some download failures (the wasm, the standard library)
// and then waits forever: watch every fetch, and give up at the first
// missing file, refused integrity check or offline error.
const realFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const url = String(input && input.url ? input.url : input);
  const name = url.split("?")[0].split("/").pop();
  let response;
  if (url.startsWith(indexURL)) init = { ...(init || {}), priority: "low" }; // after the page's own files
  try {
    response = await realFetch(input, init);
  } catch (err) {
    fatal("le moteur n'a pas pu se charger (" + name + " : téléchargement impossible" +
          (init && init.integrity ? " ou contenu différent de l'empreinte sha256 attendue" : ", hors ligne ?") + ").");
    throw err;
  }
  if (!response.ok) {
    fatal("le moteur n'a pas pu se charger (" + name + " : erreur HTTP " + response.status + ").");
  } else if (url.startsWith(indexURL)) {
    runtimeCopies.push([url.split("?")[0], response.clone()]); // for the offline cache, see keepRuntime()
  }
  return response;
};

function progress(text) {
  self.postMessage({ type: "progress", text });
}

function sri(hex) {
  let bin = "";
  for (let i = 0; i < hex.length; i += 2) bin += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return "sha256-" + btoa(bin);
}

async function fetchEngine() {
  const response = await self.fetch(indexURL + ENGINE.file_name, { integrity: sri(ENGINE.sha256) });
  if (!response.ok) throw new Error("HTTP " + response.status);
  const bytes = new Uint8Array(await response.arrayBuffer());
  mark("wheel");
  return bytes;
}

// --- one archive per game ----------------------------------------------------------
const GAMES = ENGINE.games || {};
const gameBytes = new Map();   // id -> Promise of the archive's bytes (fetched once per worker)
const installed = new Set();   // ids whose archive is on engine.games.__path__ in this interpreter

function isGame(id) {
  return typeof id === "string" && Object.prototype.hasOwnProperty.call(GAMES, id);
}

function fetchGame(id) {
  if (!gameBytes.has(id)) {
    const [file, sha256] = GAMES[id];
    const bytes = self.fetch(indexURL + file, { integrity: sri(sha256) })
      .then((response) => {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.arrayBuffer();
      })
      .then((buffer) => new Uint8Array(buffer));
    bytes.catch(() => {}); // reported by the fetch wrapper; awaited by installGame
    gameBytes.set(id, bytes);
  }
  return gameBytes.get(id);
}

async function installGame(pyodide, id) {
  if (installed.has(id)) return;
  const path = "/lib/" + GAMES[id][0];
  const bytes = await fetchGame(id);
  pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
  pyodide.FS.writeFile(path, bytes);
  pyodide.runPython("import engine.games as g\np = " + JSON.stringify(path + "/engine/games") +
                    "\nif p not in g.__path__: g.__path__.append(p)");
  installed.add(id);
  if (handle && !snapshotter) keepRuntime(); // a later page's game: for the offline cache too
}

// The games the page asked for while the interpreter loaded: in place before "ready", so
// the first answers wait for nothing and the offline cache gets them with the runtime.
async function installRequested(pyodide) {
  for (const id of Array.from(gameBytes.keys())) await installGame(pyodide, id);
}

// The games a request will need: the one it opens, or all of them for the list of games.
function gamesOf(request) {
  try {
    const req = JSON.parse(request);
    if (req && req.op === "jeux") return Object.keys(GAMES);
    const id = req && req.config && req.config.jeu;
    return isGame(id) ? [id] : [];
  } catch (err) {
    return []; // the engine refuses it in French
  }
}

async function readSnapshot() {
  try {
    if (!self.caches) return null;
    const cache = await caches.open(SNAPSHOT_CACHE);
    const response = await cache.match(SNAPSHOT_KEY);
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch (err) {
    return null; // storage refused (private mode, quota): ordinary start
  }
}

function boot(extra) {
  return loadPyodide({
    indexURL,
    // Nothing to install through the lock: the runtime only needs its "info".
    lockFileContents: { info: ENGINE.info, packages: {} },
    packageBaseUrl: indexURL,
    stdout: () => {},
    stderr: (line) => self.postMessage({ type: "stderr", text: String(line) }),
    ...extra,
  });
}

async function restore(bytes, wheel) {
  // The restored memory already holds sys.path and the imported engine.
  const pyodide = await boot({ _loadSnapshot: bytes });
  pyodide.FS.writeFile("/lib/" + ENGINE.file_name, await wheel);
  const web = pyodide.pyimport("engine.web");
  if (!pyodide.runPython("import sys\n'engine.web' in sys.modules")) throw new Error("empty snapshot");
  // The games imported before the snapshot: their archives go back into the file system
  // (their modules are in memory, a module they import later is read from the archive).
  const paths = JSON.parse(pyodide.runPython("import json, engine.games as g\njson.dumps(list(g.__path__))"));
  for (const id of Object.keys(GAMES)) {
    if (paths.includes("/lib/" + GAMES[id][0] + "/engine/games")) await installGame(pyodide, id);
  }
  py = pyodide;
  return web.handle;
}

let snapshotter = null; // the fresh interpreter, while its snapshot is still to take

async function load() {
  progress("Chargement de l'interpréteur Python…");
  const wheel = fetchEngine();
  wheel.catch(() => {}); // reported by the fetch wrapper; awaited below
  const saved = await readSnapshot();
  if (saved) {
    try {
      const restored = await restore(saved, wheel);
      await installRequested(py);
      // a later visit: the offline cache has the runtime already, maybe not this page's game
      runtimeCopies = runtimeCopies.filter(([url]) => url.includes("/jeux/"));
      keepRuntime();
      handle = restored;
      mark("snapshot");
      self.postMessage({ type: "ready", ms: Math.round(performance.now() - t0), marks, snapshot: "restored" });
      return;
    } catch (err) {
      if (failed) return; // a runtime file is missing: said by the fetch wrapper, the snapshot is not at fault
      installed.clear(); // those were the restored interpreter's
      py = null;
      dropSnapshot(); // silently back to the ordinary start
    }
  }
  const canStore = !!self.caches;
  const pyodide = await boot(canStore ? { _makeSnapshot: true } : {});
  mark("pyodide");
  progress("Chargement du moteur de règles…");
  const path = "/lib/" + ENGINE.file_name;
  pyodide.FS.writeFile(path, await wheel);
  pyodide.runPython("import sys\nsys.path.insert(0, " + JSON.stringify(path) + ")");
  const web = pyodide.pyimport("engine.web");
  py = pyodide;
  if (canStore) snapshotter = pyodide;
  await installRequested(pyodide);
  handle = web.handle;
  mark("engine");
  self.postMessage({ type: "ready", ms: Math.round(performance.now() - t0), marks,
                     snapshot: canStore ? "pending" : "none" });
  if (canStore) scheduleSnapshot();
}

async function dropSnapshot() {
  try {
    await caches.delete(SNAPSHOT_CACHE);
  } catch (err) { /* nothing to drop */ }
}

// Taken once the first demos are open (their game is then imported too) and
// no request came for a moment: it never delays a demo going live.
let snapshotTimer = null;
function scheduleSnapshot() {
  if (!snapshotter) return;
  clearTimeout(snapshotTimer);
  snapshotTimer = setTimeout(takeSnapshot, SNAPSHOT_IDLE_MS);
}

async function takeSnapshot() {
  const pyodide = snapshotter;
  snapshotter = null;
  try {
    const bytes = pyodide.makeMemorySnapshot();
    const cache = await caches.open(SNAPSHOT_CACHE);
    await cache.put(SNAPSHOT_KEY, new Response(bytes, { headers: { "content-type": "application/octet-stream" } }));
    for (const name of await caches.keys()) {
      if (name.startsWith("bga-snapshot-") && name !== SNAPSHOT_CACHE) await caches.delete(name);
    }
    await keepRuntime();
    self.postMessage({ type: "snapshot", state: "stored", bytes: bytes.length });
  } catch (err) {
    self.postMessage({ type: "snapshot", state: "none" }); // a convenience only
  }
}

async function keepRuntime() {
  const copies = runtimeCopies;
  runtimeCopies = [];
  try {
    const cache = await caches.open(RUNTIME_CACHE);
    for (const [url, response] of copies) await cache.put(url, response);
  } catch (err) { /* the service worker downloads them instead */ }
}

const loading = load().catch((err) => {
  fatal("le moteur n'a pas pu se charger (" + String((err && err.message) || err).slice(0, 300) + ").");
});

// Requests are answered one at a time, in their order of arrival (a game's archive
// may have to arrive first).
let queue = loading;

self.onmessage = (event) => {
  const msg = event.data || {};
  if (msg.type !== "call") return; // "init": loading began with this module
  const games = gamesOf(msg.request);
  games.forEach(fetchGame); // at once, alongside the interpreter
  queue = queue.then(() => reply(msg, games)).catch(() => {});
};

async function reply(msg, games) {
  if (handle && py) {
    try {
      for (const id of games) await installGame(py, id);
    } catch (err) {
      fatal("le moteur n'a pas pu se charger (" + String((err && err.message) || err).slice(0, 300) + ").");
    }
  }
  let answer;
  if (!handle) {
    answer = JSON.stringify({ ok: false, erreur: "Le moteur n'est pas chargé." });
  } else {
    try {
      answer = handle(msg.request);
    } catch (err) {
      answer = JSON.stringify({ ok: false, interne: true, erreur: "Erreur du moteur : " + String(err).slice(0, 300) });
    }
    // An interpreter that suffered a fatal error answers nothing usable: the shell replaces this worker.
    if (typeof answer !== "string") answer = JSON.stringify({ ok: false, interne: true, perdu: true, erreur: "Le moteur s'est arrêté." });
  }
  self.postMessage({ type: "answer", id: msg.id, answer });
  scheduleSnapshot();
}
