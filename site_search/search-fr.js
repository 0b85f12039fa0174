/*
 * French search for Material for MkDocs: accents and plurals (see site_search/hook.py).
 *
 * This is the site's search worker. It loads Material's own worker (which
 * brings lunr and answers the page's messages) and adds one lunr pipeline
 * function, as lunr and Material's author recommend for transliteration:
 * every word of the rules is indexed with its variants at the same position,
 *
 *   éruption → eruption, éruptions, eruptions    bouées → bouees, bouée, bouee
 *   cheval → chevaux                              jeu → jeux
 *
 * so that the query Material builds (each typed word completed with a
 * wildcard, which lunr never passes through a pipeline) finds them. Because a
 * variant shares the position of the word it comes from, the result preview
 * highlights the word of the page, never the variant. Small fixes keep the
 * results tidy: duplicate positions are dropped (no nested <mark>), the terms
 * sent back are the page's highlighted words (so ?h= highlights them on the
 * page), suggestions only offer words of the page, and the query loses its
 * elisions (« l'éruption » → « éruption », see below). The index is built
 * when the reader first searches or a few seconds after the page's load,
 * not during the load (see the end of this file).
 *
 * The hook fills in the hashed file name of Material's worker (it sits next
 * to this file) in the importScripts line below.
 */

/*
 * Elisions: the index cuts « l'éruption » into « l » (a stop word, dropped)
 * and « éruption » (the separator in mkdocs.yml), but Material would turn the
 * query « l'éruption » into « l* éruption* », and « l* » matches every word
 * starting with an l. So the elision is taken off the query before Material
 * reads it (see the message listener at the end of this file).
 */
function unelide(query) {
  return query.replace(/(^|[\s+\-])(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)['’](?=[^\s'’])/gi, "$1")
}

/*
 * Material's worker answers the page through one message listener. It is
 * kept here instead of being registered, so that the listener at the end of
 * this file decides when Material sees each message (the deferred index
 * build, below).
 */
var materialListener = null
var registerListener = self.addEventListener
self.addEventListener = function (type, listener, options) {
  if (type === "message" && !materialListener) {
    materialListener = listener
    return
  }
  return registerListener.call(self, type, listener, options)
}
try {
  importScripts("__MATERIAL_WORKER__")
} finally {
  self.addEventListener = registerListener
}
if (typeof materialListener !== "function")
  throw new Error("Recherche : le script de Material n'a pas installé d'écouteur de messages (thème modifié ?)")

;(function (scope) {
  "use strict"
  var lunr = scope.lunr

  /* Words of the page (never variants): suggestions are taken from these */
  var surface = new Set()

  /* « élément » → « element », « cœur » → « coeur » */
  function fold(word) {
    return word.normalize("NFD").replace(/[\u0300-\u036f]/g, "")
      .replace(/œ/g, "oe").replace(/æ/g, "ae")
  }

  /*
   * French plurals, kept simple: -s for most words, -x after -au/-eu (jeux,
   * bateaux), -al ↔ -aux (cheval, chevaux). A singular needs no variant when
   * its plural just adds a letter: the query is completed with a wildcard,
   * so « domino » already finds « dominos ». Irregular plurals (travail,
   * travaux; œil, yeux) are not covered. A variant that is not a French word
   * costs only memory: it matches nothing but a query that asks for it.
   */
  function numberForms(word) {
    var forms = []
    if (!/^[a-zà-öø-ÿœæ]+$/.test(word) || word.length < 2)
      return forms
    if (/[sxz]$/.test(word)) {
      if (/[^e]aux$/.test(word) && word.length >= 5)
        forms.push(word.slice(0, -3) + "al")
    } else {
      forms.push(word + "s")
      if (/(au|eu)$/.test(word))
        forms.push(word + "x")
      if (/al$/.test(word) && word.length >= 4)
        forms.push(word.slice(0, -2) + "aux")
    }
    return forms
  }

  /* Every form a reader may type for this word, the word itself excluded */
  function variants(word) {
    var out = new Set()
    var forms = [word].concat(numberForms(word))
    for (var i = 0; i < forms.length; i++) {
      out.add(forms[i])
      out.add(fold(forms[i]))
    }
    out.delete(word)
    return Array.from(out)
  }

  /* lunr pipeline function: the token, then its variants (same metadata) */
  function frenchVariants(token) {
    var word = token.toString()
    surface.add(word)
    var more = variants(word)
    if (!more.length)
      return token
    var tokens = [token]
    for (var i = 0; i < more.length; i++)
      tokens.push(token.clone(function () { return more[i] }))
    return tokens
  }
  lunr.Pipeline.registerFunction(frenchVariants, "frenchVariants")

  /* Run it last in every index pipeline (after Material's language setup) */
  var add = lunr.Builder.prototype.add
  lunr.Builder.prototype.add = function (doc, attributes) {
    if (this.pipeline._stack.indexOf(frenchVariants) === -1)
      this.pipeline.add(frenchVariants)
    return add.call(this, doc, attributes)
  }

  /* A word and its variants match at one position: highlight it once */
  var query = lunr.Index.prototype.query
  lunr.Index.prototype.query = function (fn) {
    var results = query.call(this, fn)
    for (var r = 0; r < results.length; r++) {
      var seen = Object.create(null)
      var metadata = results[r].matchData.metadata
      for (var term in metadata)
        for (var field in metadata[term]) {
          var data = metadata[term][field]
          if (!data.position)
            continue
          var key = field + ":"
          data.position = data.position.filter(function (p) {
            var fresh = !seen[key + p]
            seen[key + p] = true
            return fresh
          })
        }
    }
    return results
  }

  /* Words wrapped in <mark> by Material's highlighter, lowercased */
  function marked(html) {
    var words = []
    var re = /<mark>([\s\S]*?)<\/mark>/g
    for (var m = re.exec(html || ""); m; m = re.exec(html || "")) {
      var word = m[1].replace(/<[^>]*>/g, "").trim().toLowerCase()
      if (word && words.indexOf(word) === -1)
        words.push(word)
    }
    return words
  }

  /* Tidy a result message before it reaches the page */
  function tidy(message) {
    var data = message && message.data
    if (!data || !Array.isArray(data.items))
      return message
    for (var g = 0; g < data.items.length; g++)
      for (var i = 0; i < data.items[g].length; i++) {
        var item = data.items[g][i]
        var words = marked(item.title).concat(marked(item.text))
        if (!words.length || !item.terms)
          continue
        var terms = {}
        for (var w = 0; w < words.length; w++)
          terms[words[w]] = true
        for (var t in item.terms)
          if (!item.terms[t])
            terms[t] = false
        item.terms = terms
      }
    if (Array.isArray(data.suggest))
      data.suggest = data.suggest.filter(function (s) { return surface.has(s) })
    return message
  }

  var post = scope.postMessage.bind(scope)
  scope.postMessage = function (message) {
    if (message && message.type === 1)
      return   /* Material's « ready » after a deferred build */
    return post(tidy(message))
  }

  /*
   * Material answers the page's setup message (type 0: the index's documents)
   * by building the lunr index, here about twice Material's own cost because
   * of the variants, and only then says it is ready (type 1); the page sends
   * queries (type 2, answered by type 3) only after that. At page load this
   * build competes for the processor with the page's demo, whose Python
   * engine is loading in its own worker. So this worker says it is ready at
   * once, keeps the setup message, and has Material build the index only
   * when the reader searches (the first non-empty query) or BUILD_DELAY ms
   * later, whichever comes first. Messages are handed to Material in their
   * order of arrival, each once the index is built: a query typed before the
   * build is answered by the built index. Material's own « ready » is not
   * passed on (the page has had one).
   */
  var BUILD_DELAY = 5000
  var setup = null
  var built = null
  var timer = null
  var queue = Promise.resolve()

  function build() {
    if (!built) {
      clearTimeout(timer)
      var message = setup
      built = Promise.resolve()
        .then(function () { return materialListener.call(scope, { data: message }) })
        .catch(function (err) { console.error(err) })   /* queries then get Material's empty answer */
    }
    return built
  }

  function handle(message) {
    if (setup && !built && message && message.type === 2 && typeof message.data === "string" &&
        !message.data.trim()) {
      post({ type: 3, data: { items: [] } })   /* Material's answer to an empty query */
      return
    }
    return (setup ? build() : Promise.resolve()).then(function () {
      return materialListener.call(scope, { data: message })
    })
  }

  registerListener.call(scope, "message", function (ev) {
    var message = ev.data
    if (message && message.type === 0) {
      setup = message
      built = null
      clearTimeout(timer)
      timer = setTimeout(build, BUILD_DELAY)
      post({ type: 1 })
      return
    }
    if (message && message.type === 2 && typeof message.data === "string")
      message = { type: 2, data: unelide(message.data) }
    var done = queue.then(function () { return handle(message) })
    queue = done.catch(function () {})
    return done
  })

  scope.frenchSearch = { fold: fold, variants: variants, unelide: unelide }
})(self)
