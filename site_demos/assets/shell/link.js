// Share links (#demo-<n>=g=<seed>&j=<players>&s=<seats>&c=<p:move,...>) and the board key.

// `hash` is the one the reader went to (a hashchange's newURL): Material's
// navigation.tracking may have replaced location.hash with a heading's since.
export function readLink(id, hash = location.hash) {
  hash = hash.slice(1);
  const prefix = id + "=";
  if (hash.indexOf(prefix) !== 0) return null;
  const params = new URLSearchParams(hash.slice(prefix.length));
  const out = {};
  // a whole number as a number; anything else as written, for the engine to quote in its refusal
  function whole(text) { return /^[0-9]{1,16}$/.test(text) ? Number(text) : text; }
  if (params.has("g")) out.graine = whole(params.get("g"));
  if (params.has("j")) out.joueurs = whole(params.get("j"));
  if (params.has("s")) out.sieges = params.get("s").split(",");
  out.coups = [];
  const c = params.get("c");
  if (c) {
    c.split(",").forEach(function (item) {
      const i = item.indexOf(":");
      out.coups.push([Number(item.slice(0, i)), item.slice(i + 1)]);
    });
  }
  return out;
}

export function makeLink(demo) {
  const e = demo.etat;
  const params = new URLSearchParams();
  params.set("g", String(e.seed));
  if (e.meta.min_joueurs < e.meta.max_joueurs) params.set("j", String(e.meta.joueurs));
  params.set("s", e.seats.join(","));
  params.set("c", e.moves.map(function (m) { return m[0] + ":" + m[1]; }).join(","));
  return location.origin + location.pathname + location.search + "#" + demo.root.id + "=" + params.toString();
}

// FNV-1a (32 bits) over UTF-16 code units, in hex: site_demos/hook.py's board_key.
export function boardKey(html) {
  let h = 0x811c9dc5;
  for (let i = 0; i < html.length; i++) h = Math.imul(h ^ html.charCodeAt(i), 0x01000193) >>> 0;
  return ("0000000" + h.toString(16)).slice(-8);
}
