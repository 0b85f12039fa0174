// Module worker: Pyodide + the rules engine, off the page's main thread.
// It lives as long as the page's JavaScript context: with navigation.instant
// the next page reuses it, so its demos are live at once.
//
// Loading starts as soon as this module runs (not on a message from the
// page: while the page's main thread is busy parsing, a message to a worker
// that is still starting waits for it). The engine wheel is fetched in
// parallel with the interpreter, checked against the sha256 of the lock file
// (Subresource Integrity: the browser refuses other bytes) and imported in
// place from the archive (a pure-Python wheel is a zip that `zipimport`
// reads; it carries bytecode compiled by this very Python, see
// site_demos/wheel.py), which spares Pyodide's package installer: no lock
// file round trip, no unpacking, no compiling on the reader's machine.
//
// Protocol (the page -> the worker):
//   {type: "init", build}            accepted for compatibility; loading has begun
//   {type: "call", id, request}      request = JSON text for engine.web.handle;
//                                    calls sent while loading wait for it
// (the worker -> the page):
//   {type: "progress", text}         a French loading step
//   {type: "ready", ms, marks}       engine imported; ms = load time, marks = steps
//   {type: "fatal", text}            cannot load: French message
//   {type: "answer", id, answer}     answer = JSON text from engine.web.handle
import { loadPyodide } from "./pyodide/pyodide.mjs";

// Filled in by the build (site_demos/hook.py): the wheel's file name, its
// sha256 (hex, as in pyodide-lock.json) and the lock file's "info" block.
const ENGINE = __BGA_ENGINE__;
const indexURL = new URL("./pyodide/", import.meta.url).href;
const t0 = performance.now();
const marks = [];
let handle = null;
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
  try {
    response = await realFetch(input, init);
  } catch (err) {
    fatal("le moteur n'a pas pu se charger (" + name + " : téléchargement impossible" +
          (init && init.integrity ? " ou contenu différent de l'empreinte sha256 attendue" : ", hors ligne ?") + ").");
    throw err;
  }
  if (!response.ok) {
    fatal("le moteur n'a pas pu se charger (" + name + " : erreur HTTP " + response.status + ").");
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

async function load() {
  progress("Chargement de l'interpréteur Python…");
  const wheel = fetchEngine();
  wheel.catch(() => {}); // reported by the fetch wrapper; awaited below
  const pyodide = await loadPyodide({
    indexURL,
    // Nothing to install through the lock: the runtime only needs its "info".
    lockFileContents: { info: ENGINE.info, packages: {} },
    packageBaseUrl: indexURL,
    stdout: () => {},
    stderr: (line) => self.postMessage({ type: "stderr", text: String(line) }),
  });
  mark("pyodide");
  progress("Chargement du moteur de règles…");
  const path = "/lib/" + ENGINE.file_name;
  pyodide.FS.writeFile(path, await wheel);
  pyodide.runPython("import sys\nsys.path.insert(0, " + JSON.stringify(path) + ")");
  const web = pyodide.pyimport("engine.web");
  handle = web.handle;
  mark("engine");
  self.postMessage({ type: "ready", ms: Math.round(performance.now() - t0), marks });
}

const loading = load().catch((err) => {
  fatal("le moteur n'a pas pu se charger (" + String((err && err.message) || err).slice(0, 300) + ").");
});

self.onmessage = async (event) => {
  const msg = event.data || {};
  if (msg.type !== "call") return; // "init": loading began with this module
  await loading;
  let answer;
  if (!handle) {
    answer = JSON.stringify({ ok: false, erreur: "Le moteur n'est pas chargé." });
  } else {
    try {
      answer = handle(msg.request);
    } catch (err) {
      answer = JSON.stringify({ ok: false, interne: true, erreur: "Erreur du moteur : " + String(err) });
    }
  }
  self.postMessage({ type: "answer", id: msg.id, answer });
};
