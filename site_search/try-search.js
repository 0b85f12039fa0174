#!/usr/bin/env node
/*
 * Run the built site's search worker in node, as the browser does, and print
 * what it answers (JSON). For tests and for trying a query without a browser:
 *
 *   node site_search/try-search.js SITE_DIR [--worker NAME] [--together] QUERY...
 *   node site_search/try-search.js SITE_DIR --variants WORD...
 *   node site_search/try-search.js SITE_DIR --unelide QUERY...
 *
 * The worker named in SITE_DIR/index.html's __config is used unless --worker
 * names another file of assets/javascripts/workers/ (e.g. Material's own, to
 * compare). The queries are sent one after the other, each once the previous
 * one is answered, or with --together all at once, right after the setup
 * message, as a reader typing before the index is built. Output: {"worker":
 * ..., "results": {query: [[{location, title, text, terms}...] per page...]},
 * "suggest": {query: [...]}, "builds": [lunr indexes built once the setup is
 * answered, then once each query is answered (all of them with --together)]}
 * or, with --variants, {"variants": {word: [...]}}; with --unelide,
 * {"unelided": {query: the query Material receives}}.
 */
"use strict"
const fs = require("fs")
const path = require("path")
const vm = require("vm")

const args = process.argv.slice(2)
const site = args.shift()
let worker = null
let mode = "query"
let together = false
const words = []
while (args.length) {
  const a = args.shift()
  if (a === "--worker") worker = args.shift()
  else if (a === "--variants") mode = "variants"
  else if (a === "--unelide") mode = "unelide"
  else if (a === "--together") together = true
  else words.push(a)
}
if (!site) {
  console.error("usage : try-search.js SITE_DIR [--worker NOM] REQUÊTE... | --variants MOT... | --unelide REQUÊTE...")
  process.exit(2)
}
if (!worker) {
  const html = fs.readFileSync(path.join(site, "index.html"), "utf8")
  const m = /"search":\s*"([^"]*)"/.exec(html)
  if (!m) throw new Error("pas d'adresse de script de recherche dans index.html")
  worker = path.basename(m[1])
}
const folder = path.join(site, "assets", "javascripts", "workers")

/* A dedicated worker's global scope, as far as Material's worker needs it */
const listeners = []
let answers = []
global.self = global
global.addEventListener = (type, fn) => { if (type === "message") listeners.push(fn) }
global.importScripts = (...urls) => {
  for (const url of urls) {
    const file = path.resolve(folder, url)
    vm.runInThisContext(fs.readFileSync(file, "utf8"), { filename: file })
  }
}
global.postMessage = message => { answers.push(message) }
importScripts(worker)

/* Count the lunr indexes built (Material builds one on its setup message) */
let builds = 0
const buildIndex = self.lunr.Builder.prototype.build
self.lunr.Builder.prototype.build = function () {
  builds++
  return buildIndex.apply(this, arguments)
}

async function send(type, data) {
  answers = []
  const event = { data: { type, data } }   /* one event for every listener, as in a browser */
  for (const fn of listeners) await fn(event)
  return answers.pop()
}

/* Every query at once (no waiting for answers): the answers, in their order */
async function sendAll(queries) {
  answers = []
  const pending = []
  for (const q of queries) {
    const event = { data: { type: 2, data: q } }
    for (const fn of listeners) pending.push(fn(event))
  }
  await Promise.all(pending)
  return answers
}

;(async () => {
  if (mode !== "query") {
    if (!self.frenchSearch) throw new Error(`${worker} n'a pas de règles françaises`)
    const out = {}
    for (const w of words) out[w] = self.frenchSearch[mode](w)
    console.log(JSON.stringify({ worker, [mode === "variants" ? "variants" : "unelided"]: out }))
    return
  }
  const index = JSON.parse(fs.readFileSync(path.join(site, "search", "search_index.json"), "utf8"))
  /* Message types of Material's worker: 0 setup, 1 ready, 2 query, 3 result */
  const ready = await send(0, { config: index.config, docs: index.docs, options: { suggest: true } })
  if (!ready || ready.type !== 1) throw new Error("le script de recherche ne s'est pas initialisé")
  const results = {}, suggest = {}, counts = [builds]
  const record = (q, answer) => {
    if (!answer || answer.type !== 3) throw new Error(`pas de réponse à la requête « ${q} »`)
    results[q] = answer.data.items.map(group => group.map(item => ({
      location: item.location, title: item.title, text: item.text, terms: item.terms
    })))
    suggest[q] = answer.data.suggest || []
  }
  if (together) {
    const all = await sendAll(words)
    if (all.length !== words.length) throw new Error(`${all.length} réponses pour ${words.length} requêtes`)
    words.forEach((q, i) => record(q, all[i]))
    counts.push(builds)
  } else
    for (const q of words) {
      record(q, await send(2, q))
      counts.push(builds)
    }
  console.log(JSON.stringify({ worker, results, suggest, builds: counts }))
})().catch(err => { console.error(err); process.exit(1) })
