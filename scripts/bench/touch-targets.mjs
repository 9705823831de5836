// Touch targets and accessibility per page type on a 390 px phone, with axe (every rule it runs by default).
// Touch targets: WCAG 2.2 AA 2.5.8, as axe's `target-size` rule checks it (a target under 24x24 px passes when a
// 24 px circle centred on it overlaps no other target). A `content-visibility: auto` section off screen is not
// rendered: its box keeps its placeholder size while axe measures what is inside, so the check first lays every
// section out as it is once scrolled to, and every target on the page is checked where a fan would see it.
// It also covers what Lighthouse cannot score, such as the 404 page (an error status).
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PHONE = { width: 390, height: 844 };
const RENDER_ALL = '*, *::before, *::after { content-visibility: visible !important; }';

/**
 * One row per page: offending targets (axe `target-size` violations), how many were checked, a few examples, and
 * the other axe rules the page violates (`rule (elements)`).
 */
export async function touchTargetBench(origin, pages, { examples = 3 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  const rows = [];
  try {
    for (const { label, path, headers } of pages) {
      const context = await browser.newContext({
        viewport: PHONE,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        // A staff page is checked with a staff session, not as its sign-in page.
        extraHTTPHeaders: headers ?? {},
      });
      const page = await context.newPage();
      try {
        await page.goto(origin + path, { waitUntil: 'networkidle' });
        // In every frame too: the editor's preview lays its widgets out as they come into its view.
        for (const frame of page.frames()) await frame.addStyleTag({ content: RENDER_ALL });
        // axe runs `target-size` only when asked: on by name, beside every rule it runs by default.
        const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
        const targetSize = (list) => list.filter((r) => r.id === 'target-size').flatMap((r) => r.nodes);
        const nodes = targetSize(results.violations);
        rows.push({
          label,
          path,
          offending: nodes.length,
          incomplete: targetSize(results.incomplete).length,
          checked: [results.passes, results.violations, results.incomplete].reduce((n, list) => n + targetSize(list).length, 0),
          examples: nodes.slice(0, examples).map((n) => `${n.target.join(' ')} ${textOf(n.html)}`.trim()),
          axe: results.violations.filter((r) => r.id !== 'target-size').map((r) => `${r.id} (${r.nodes.length})`),
        });
      } catch (error) {
        rows.push({
          label,
          path,
          offending: NaN,
          incomplete: 0,
          checked: 0,
          examples: [String(error?.message ?? error).slice(0, 120)],
          axe: [],
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The visible text of an element's HTML snippet, short: enough to find the target on the page. */
function textOf(html) {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? `“${text.slice(0, 40)}”` : '';
}
