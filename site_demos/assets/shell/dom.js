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
