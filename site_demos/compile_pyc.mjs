// Compile the engine's Python sources to bytecode with the very Python the
// browser runs (Pyodide's CPython, under Node, offline), for site_demos/wheel.py.
//
//   node site_demos/compile_pyc.mjs RUNTIME_DIR SOURCES.zip OUT.zip
//
// SOURCES.zip holds the .py files (archive paths as in the wheel); OUT.zip
// receives, for each "a/b.py", "a/b.pyc": an unchecked hash-based pyc
// (PEP 552), which zipimport loads from the wheel without compiling.
// The host's CPython cannot write these: bytecode is tied to the exact
// Python version (3.14 in Pyodide, 3.11 on the host).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtimeDir, sourcesZip, outZip] = process.argv.slice(2);
if (!runtimeDir || !sourcesZip || !outZip) {
  console.error("usage: node compile_pyc.mjs RUNTIME_DIR SOURCES.zip OUT.zip");
  process.exit(2);
}
globalThis.fetch = async (resource) => {
  throw new Error(`network access refused while compiling: ${resource}`);
};
const indexURL = path.resolve(runtimeDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const lock = JSON.parse(readFileSync(path.join(indexURL, "pyodide-lock.json"), "utf8"));
const pyodide = await loadPyodide({
  indexURL,
  lockFileContents: { info: lock.info, packages: {} },
  packageBaseUrl: indexURL,
  stdout: (line) => process.stderr.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
pyodide.FS.writeFile("/tmp/sources.zip", readFileSync(sourcesZip));
pyodide.runPython(`
import importlib.util, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc
with zipfile.ZipFile("/tmp/sources.zip") as src, zipfile.ZipFile("/tmp/out.zip", "w") as out:
    for name in sorted(src.namelist()):
        if not name.endswith(".py"):
            continue
        data = src.read(name)
        code = compile(data, name, "exec", dont_inherit=True, optimize=0)
        pyc = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)
        out.writestr(zipfile.ZipInfo(name + "c", date_time=(1980, 1, 1, 0, 0, 0)), bytes(pyc))
`);
writeFileSync(outZip, pyodide.FS.readFile("/tmp/out.zip"));
