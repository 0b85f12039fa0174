// Others' turns (etapes: each bot or chance move since the reader's last) shown one by one, with a
// pause and « Passer l'animation »; at once under prefers-reduced-motion (demo.js decides).

const STEP_MS = 900;             // pause between two automatic moves shown one by one

export const stepMethods = {
  playSteps(etat, steps, focus, said, before) {
    const self = this;
    const run = { etat: etat, focus: focus, said: said, before: before, timer: null, i: 0 };
    this.steps = run;
    this.root.setAttribute("data-animation", "oui");
    const skip = this.controls.querySelector("[data-action=passer]");
    skip.hidden = false;
    if (focus && focus.inside) skip.focus();  // keyboard readers can skip at once
    function next() {
      if (self.steps !== run) return;
      if (run.i >= steps.length) { self.skipSteps(false); return; }
      const step = steps[run.i];
      run.i += 1;
      self.board.innerHTML = step.html; // escaped by the engine's view (engine/markup.py)
      self.quiet();
      self.prepare();
      self.status.textContent = step.statut;
      self.writeLog(etat.log.slice(0, step.log));
      run.timer = setTimeout(next, STEP_MS);
    }
    next();
  },

  // The final position: at once (« Passer l'animation », a new action) or after the last step.
  // `silent`: the reader's next action replaces it, nothing is drawn or said.
  skipSteps(silent) {
    const run = this.steps;
    if (!run) return;
    clearTimeout(run.timer);
    this.steps = null;
    this.root.removeAttribute("data-animation");
    const skip = this.controls.querySelector("[data-action=passer]");
    const hadFocus = document.activeElement === skip;
    skip.hidden = true;
    if (!silent) this.render(run.etat, hadFocus ? run.focus : null, run.said, run.before);
  },
};
