// Others' turns (etapes: each bot or chance move since the reader's last) shown one by one, with a
// pause and « Passer l'animation »; at once under prefers-reduced-motion (demo.js decides).
// First the position right after the reader's move (etapes_depart: the reader's piece slides
// there), then each step, what it changed marked and its pieces sliding (motion.js); the final
// position keeps the last step's marks until the reader acts.

import { marksBetween } from "./motion.js";

const STEP_MS = 900;             // pause between two automatic moves shown one by one
const FIRST_MS = 450;            // the reader's own move, before the first of the others'

export const stepMethods = {
  playSteps(etat, steps, focus, said, before) {
    const self = this;
    const start = etat.etapes_depart;
    const frames = (start ? [start] : []).concat(steps);
    const run = { etat: etat, focus: focus, said: said, before: before, timer: null, i: 0, marks: [],
                  last: start ? start.html : null };
    this.steps = run;
    this.root.setAttribute("data-animation", "oui");
    const skip = this.controls.querySelector("[data-action=passer]");
    skip.hidden = false;
    if (focus && focus.inside) skip.focus();  // keyboard readers can skip at once
    function next() {
      if (self.steps !== run) return;
      if (run.i >= frames.length) { self.skipSteps(false); return; }
      const step = frames[run.i];
      const own = start && run.i === 0;   // the reader's move: seen to move, not marked
      run.i += 1;
      run.marks = self.drawMoved(step.html, !own);
      self.quiet();
      self.prepare();
      self.status.textContent = step.statut;
      self.writeLog(etat.log.slice(0, step.log));
      run.timer = setTimeout(next, own ? FIRST_MS : STEP_MS);
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
    if (silent) return;
    const steps = run.etat.etapes || [];
    const shown = run.i >= steps.length + (run.etat.etapes_depart ? 1 : 0);
    // all shown: the last step's marks; skipped: all the others changed since the reader's move
    this.marks = shown ? run.marks : this.marksOfTurns(run.etat);
    this.render(run.etat, hadFocus ? run.focus : null, run.said, run.before);
  },

  // What the others changed since the reader's move, for a final position drawn at once.
  marksOfTurns(etat) {
    const steps = etat.etapes || [];
    if (!steps.length || !etat.etapes_depart) return [];
    return marksBetween(etat.etapes_depart.html, steps[steps.length - 1].html);
  },
};
