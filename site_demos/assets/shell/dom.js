// Small DOM helpers shared by the shell's modules.

export function el(tag, attrs, textContent) {
  const node = document.createElement(tag);
  Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
  if (textContent != null) node.textContent = textContent;
  return node;
}

// A control the reader can reach now: enabled, shown, laid out.
export function usable(node) {
  return !node.disabled && !node.hidden && node.getClientRects().length > 0;
}

// A node's identity across redraws: « prefix:value » of the first attribute of `names` ([attribute,
// prefix] pairs) that is set (motion.js follows pieces, board.js the reader's focus, each with its own
// list), or null.
export function keyOf(node, names) {
  if (!node || !node.getAttribute) return null;
  for (const [name, prefix] of names) {
    const value = node.getAttribute(name);
    if (value) return prefix + ":" + value;
  }
  return null;
}
