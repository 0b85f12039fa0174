// Run a Python file inside Pyodide under Node, offline, with the engine wheel.
//
//   node tests/pyodide/run_pyodide.mjs RUNTIME_DIR SCRIPT.py [FUNCTION] [snapshot]
//
// RUNTIME_DIR holds pyodide.mjs, pyodide.asm.*, python_stdlib.zip, the
// patched pyodide-lock.json and the engine wheel (as in the built site's
// assets/pyodide/). The script is executed as a module; FUNCTION (default
// "main") is called and must return a string, printed on stdout as the last
// line. Any attempt to fetch over the network fails the run: the engine and
// the runtime must come from RUNTIME_DIR only.
//
// With "snapshot", the script runs in an interpreter restored from a memory
// snapshot, as in the browser's later visits (site_demos/assets/demo-worker.mjs):
// a first interpreter started with `_makeSnapshot` imports the engine in place
// from the wheel (zipimport) and opens a demo, `makeMemorySnapshot()` copies
// its memory, and a second interpreter started with `_loadSnapshot` (the wheel
// written again in its file system) runs the script.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { readdirSync } from "node:fs";

const [runtimeDir, scriptPath, funcName = "main", mode = ""] = process.argv.slice(2);
if (!runtimeDir || !scriptPath) {
  console.error("usage: node run_pyodide.mjs RUNTIME_DIR SCRIPT.py [FUNCTION]");
  process.exit(2);
}
const indexURL = path.resolve(runtimeDir) + path.sep;

const realFetch = globalThis.fetch;
globalThis.fetch = async (resource, init) => {
  const url = String(resource && resource.url ? resource.url : resource);
  if (/^(https?|wss?):/i.test(url)) {
    throw new Error(`network access refused in the offline test: ${url}`);
  }
  return realFetch(resource, init);
};

const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const t0 = performance.now();
const options = {
  indexURL,
  packageBaseUrl: indexURL,
  stdout: (line) => process.stderr.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
};
let pyodide;
if (mode === "snapshot") {
  const wheelName = readdirSync(indexURL).find((n) => n.endsWith(".whl"));
  const wheelPath = "/lib/" + wheelName;
  const wheel = readFileSync(path.join(indexURL, wheelName));
  const first = await loadPyodide({ ...options, _makeSnapshot: true });
  first.FS.writeFile(wheelPath, wheel);
  first.runPython("import sys\nsys.path.insert(0, " + JSON.stringify(wheelPath) + ")");
  const web = first.pyimport("engine.web");
  web.handle(JSON.stringify({ op: "ouvrir", demo: "/snapshot#demo-1", config: { jeu: "flip7", mode: "partie", graine: 1 } }));
  const snapshot = first.makeMemorySnapshot();
  const t1 = performance.now();
  pyodide = await loadPyodide({ ...options, _loadSnapshot: snapshot });
  pyodide.FS.writeFile(wheelPath, wheel);
  const restored = pyodide.runPython("import sys\n'engine.web' in sys.modules");
  process.stderr.write(`snapshot ${snapshot.length} bytes, restored in ${Math.round(performance.now() - t1)} ms, engine already imported: ${restored}\n`);
  if (!restored) process.exit(3);
} else {
  pyodide = await loadPyodide(options);
  await pyodide.loadPackage("bga-regles-engine", { messageCallback: () => {}, errorCallback: (m) => process.stderr.write(m + "\n") });
}
const bootMs = performance.now() - t0;
const source = readFileSync(scriptPath, "utf8");
const ns = pyodide.globals.get("dict")();
pyodide.runPython(source, { globals: ns, filename: path.basename(scriptPath) });
const fn = ns.get(funcName);
if (!fn) {
  console.error(`no function ${funcName} in ${scriptPath}`);
  process.exit(2);
}
let result = fn();
if (result && typeof result.then === "function") result = await result; // async def main()
process.stderr.write(`pyodide boot+engine ${Math.round(bootMs)} ms, python ${pyodide.runPython("import sys; sys.version.split()[0]")}\n`);
process.stdout.write(String(result) + "\n");
