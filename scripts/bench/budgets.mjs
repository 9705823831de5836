// One table of every per-page-type budget: the figure, and "ok" or what missed. The figures come from the JS/CSS
// load (js-size.mjs), the Lighthouse runs (lighthouse.mjs) and the touch-target check (touch-targets.mjs).
import { kb, KB, table } from './report.mjs';

export const BUDGETS = {
  /** Gzip KB of the stylesheets a page downloads. */
  cssKb: 30,
  /** Lighthouse mobile performance outside the five bench pages (those have their own, higher target). */
  lighthouseElsewhere: 90,
  accessibility: 100,
  cls: 0.02,
  /** WCAG 2.2 AA 2.5.8 offenders at 390 px. */
  touchTargets: 0,
};

const mark = (ok, text) => (ok ? text : `${text} !`);

/**
 * `rows`: { label, path, js, css, jsTargetKb, perf, perfTarget, runs, a11y, axe, cls, touch } per page type, any figure
 * missing (null) when it was not measured. Returns the number of missed budgets.
 */
export function printBudgets(rows) {
  let missed = 0;
  const cell = (value, ok, text) => {
    if (value === null || value === undefined || Number.isNaN(value)) return 'n/a';
    if (!ok) missed += 1;
    return mark(ok, text);
  };
  console.info(
    `\nBudgets per page type ("!" marks a miss): initial JS <= 140 KB gzip (form <= 240, editor <= 200), CSS <= ${BUDGETS.cssKb} KB gzip, ` +
      `Lighthouse mobile performance >= 95 on the five bench pages and >= ${BUDGETS.lighthouseElsewhere} elsewhere, ` +
      `accessibility ${BUDGETS.accessibility} (Lighthouse, 412 px) and no axe rule failed at 390 px, CLS <= ${BUDGETS.cls}, touch targets under 24 px at 390 px: ${BUDGETS.touchTargets}\n`,
  );
  console.info(
    table(
      ['page', 'JS KB', 'CSS KB', 'perf', 'perf target', 'runs', 'a11y', 'axe rules failed', 'CLS', 'small targets'],
      rows.map((r) => [
        r.label,
        cell(r.js, r.js <= r.jsTargetKb * KB, kb(r.js)),
        cell(r.css, r.css <= BUDGETS.cssKb * KB, kb(r.css)),
        cell(r.perf, r.perf >= r.perfTarget, String(r.perf)),
        `>= ${r.perfTarget}`,
        r.runs ?? 'n/a',
        cell(r.a11y, r.a11y >= BUDGETS.accessibility, String(r.a11y)),
        cell(r.axe, r.axe === 0, String(r.axe)),
        cell(r.cls, r.cls <= BUDGETS.cls, r.cls?.toFixed(3)),
        cell(r.touch, r.touch <= BUDGETS.touchTargets, String(r.touch)),
      ]),
      [1, 2, 3, 5, 6, 7, 8, 9],
    ),
  );
  console.info(`\n  ${missed === 0 ? 'Every budget holds.' : `${missed} budget figure(s) missed.`}`);
  return missed;
}
