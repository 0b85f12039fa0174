// The theme's menu button on a narrow screen, for the keyboard. Material's drawer is a hidden
// checkbox toggled by a <label>, which the keyboard cannot reach: a keyboard reader tabbed instead
// through the closed drawer's links, off the screen. The closed drawer is now not drawn at all
// (demo.css: content-visibility, which also spares its ~300 elements the theme's restyling as a
// page loads), so its button becomes a real one: a tab stop, Enter or Space opens the drawer and
// puts the focus on its first link, Escape closes it and gives the focus back.

const NARROW = "(max-width: 76.234375em)";   // Material's breakpoint: the navigation is a drawer

// every page shown (instant navigation closes the drawer without a change event: the state is read again)
export function bindMenu() {
  const toggle = document.getElementById("__drawer");
  const button = document.querySelector('.md-header label[for="__drawer"]');
  if (!toggle || !button) return;
  const sync = function () { button.setAttribute("aria-expanded", toggle.checked ? "true" : "false"); };
  sync();
  if (button.hasAttribute("data-bga-menu")) return;
  button.setAttribute("data-bga-menu", "");
  button.setAttribute("role", "button");
  button.setAttribute("tabindex", "0");
  button.setAttribute("aria-label", "Menu du site");
  toggle.addEventListener("change", sync);
  button.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" && event.key !== " ") return;
    // as the pointer does: the label toggles the checkbox, the theme hears it (the theme's own Enter on a
    // focused label would click it a second time: the key stops here)
    event.preventDefault();
    event.stopPropagation();
    button.click();
    if (!toggle.checked) return;
    const first = document.querySelector(".md-sidebar--primary a[href]");
    if (first) requestAnimationFrame(function () { first.focus(); });
  });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape" || !toggle.checked || !matchMedia(NARROW).matches) return;
    if (!document.activeElement || !document.activeElement.closest(".md-sidebar--primary")) return;
    button.click();
    button.focus();
  });
}
