// The theme's menu button on a narrow screen, for the keyboard. Material's drawer is a hidden
// checkbox toggled by a <label>, which the keyboard cannot reach: a keyboard reader tabbed instead
// through the closed drawer's links, off the screen. The closed drawer is now not drawn at all
// (demo.css: content-visibility, which also spares its ~300 elements the theme's restyling as a
// page loads), and the label gives its place to a real <button> with the same picture (a label
// may not take the role of a button: axe's aria-allowed-role, in Lighthouse's score). Enter or
// Space opens the drawer and puts the focus on its first link, Escape closes it and gives the
// focus back.

const NARROW = "(max-width: 76.234375em)";   // Material's breakpoint: the navigation is a drawer

// every page shown (instant navigation closes the drawer without a change event: the state is read again)
export function bindMenu() {
  const toggle = document.getElementById("__drawer");
  const label = document.querySelector('.md-header label[for="__drawer"]');
  if (!toggle || !label) return;
  let button = label.nextElementSibling;
  if (!button || !button.hasAttribute("data-bga-menu")) {
    button = document.createElement("button");
    button.type = "button";
    button.className = label.className;
    button.setAttribute("data-bga-menu", "");
    button.setAttribute("aria-label", "Menu du site");
    Array.prototype.forEach.call(label.childNodes, function (n) { button.appendChild(n.cloneNode(true)); });
    label.setAttribute("data-bga-remplace", "");   // hidden by demo.css, kept for the theme
    label.insertAdjacentElement("afterend", button);
    button.addEventListener("click", function (event) {
      toggle.click();   // the checkbox: the theme hears its change, as from the label
      // from the keyboard (a click without a pointer), the focus goes to the drawer's first link
      if (!toggle.checked || event.detail !== 0) return;
      const first = document.querySelector(".md-sidebar--primary a[href]");
      if (first) requestAnimationFrame(function () { first.focus(); });
    });
    toggle.addEventListener("change", function () { sync(toggle, button); });
  }
  sync(toggle, button);
  if (document.documentElement.hasAttribute("data-bga-menu-echap")) return;
  document.documentElement.setAttribute("data-bga-menu-echap", "");
  document.addEventListener("keydown", function (event) {
    const drawer = document.getElementById("__drawer");
    if (event.key !== "Escape" || !drawer || !drawer.checked || !matchMedia(NARROW).matches) return;
    if (!document.activeElement || !document.activeElement.closest(".md-sidebar--primary")) return;
    const menu = document.querySelector(".md-header [data-bga-menu]");
    drawer.click();
    if (menu) menu.focus();
  });
}

function sync(toggle, button) {
  button.setAttribute("aria-expanded", toggle.checked ? "true" : "false");
}
