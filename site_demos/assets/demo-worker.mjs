// Module worker: Pyodide + the rules engine, off the page's main thread.
// It lives as long as the page's JavaScript context: with navigation.instant
// the next page reuses it, so its demos are live at once.
//
// Protocol (the page -> the worker):
//   {type: "init", build}            load Python and the engine (once)
//   {type: "call", id, request}      request = JSON text for engine.web.handle
// (the worker -> the page):
//   {type: "progress", text}         a French loading step
//   {type: "ready", ms}              engine imported; ms = load time
//   {type: "fatal", text}            cannot load: French message
//   {type: "answer", id, answer}     answer = JSON text from engine.web.handle
import { loadPyodide } from "./pyodide/pyodide.mjs";

const indexURL = new URL("./pyodide/", import.meta.url).href;
let handle = null;
let loading = null;

function fatal(text) {
  self.postMessage({ type: "fatal", text });
}

// Pyodide only logs some download failures (the wasm, the standard library)
// and then waits forever: watch every fetch, and give up at the first
// missing file, refused integrity check (sha256 of the lock) or offline error.
const realFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const url = String(input && input.url ? input.url : input);
  const name = url.split("?")[0].split("/").pop();
  let response;
  try {
    response = await realFetch(input, init);
  } catch (err) {
    fatal("le moteur n'a pas pu se charger (" + name + " : téléchargement impossible, hors ligne ?).");
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

async function init(build) {
  const t0 = performance.now();
  progress("Chargement de l'interpréteur Python…");
  const pyodide = await loadPyodide({
    indexURL,
    packageBaseUrl: indexURL,
    lockFileURL: indexURL + "pyodide-lock.json?v=" + encodeURIComponent(build || ""),
    packages: ["bga-regles-engine"],
    stdout: () => {},
    stderr: (line) => self.postMessage({ type: "stderr", text: String(line) }),
  });
  progress("Chargement du moteur de règles…");
  const web = pyodide.pyimport("engine.web");
  handle = web.handle;
  self.postMessage({ type: "ready", ms: Math.round(performance.now() - t0) });
}

self.onmessage = async (event) => {
  const msg = event.data || {};
  if (msg.type === "init") {
    if (!loading) {
      loading = init(msg.build).catch((err) => {
        fatal("le moteur n'a pas pu se charger (" + String((err && err.message) || err).slice(0, 300) + ").");
      });
    }
    return;
  }
  if (msg.type === "call") {
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
  }
};
