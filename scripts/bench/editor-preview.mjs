// How long an editor waits to see an edit: from the input event in a widget's settings to the `load` of the preview
// frame that shows the changed text (the autosave's pause, the draft save, the preview's server render and its
// load, all included), over a run of edits made one after another as an editor types a title and pauses.
import { chromium } from 'playwright-core';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Edits before the counted ones: the first preview loads fill caches that an editor's session has warm. */
const WARMUP = 5;

/** Listens in the editor's page: the time of each input event, and each preview load with the text it shows. */
const LISTEN = `(() => {
  const seen = (window.__editToPreview = { editAt: 0, loads: [] });
  document.addEventListener('input', () => { seen.editAt = performance.now(); }, true);
  // A frame's load does not bubble; a capturing listener on the document still hears it.
  document.addEventListener('load', (event) => {
    const frame = event.target;
    if (!(frame instanceof HTMLIFrameElement)) return;
    seen.loads.push({ at: performance.now(), text: frame.contentDocument?.body?.textContent ?? '' });
  }, true);
})()`;

const quantile = (values, q) => values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];

/**
 * Signs in, opens the template editor, selects the home page's Top Stories and types `edits` titles into its Title
 * field, waiting for each to show in the preview. Returns p50, p95 and max in ms of the counted edits.
 */
export async function editorPreviewBench(origin, { username, password }, { edits = 50 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(LISTEN);
    // Signed in as an editor is: the settings form's validators come through the session, as in the editor.
    await page.goto(`${origin}/login?returnTo=%2Fadmin`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/admin$/);
    await page.waitForLoadState('networkidle');
    await page.locator('.editor-list-panel [data-widget-id="top-stories"] .editor-select').click();
    const title = page.locator('.editor-settings').getByLabel('Title', { exact: true });
    await title.waitFor();
    const times = [];
    // Titles no earlier run left in the draft (an unchanged value is no edit), none a prefix of another.
    const run = Date.now().toString(36);
    for (let i = 0; i < WARMUP + edits; i += 1) {
      const text = `Picks ${run}-${i + 1}.`;
      await title.fill(text);
      const ms = await page
        .waitForFunction(
          (wanted) => {
            const seen = window.__editToPreview;
            const shown = seen.loads.find((load) => load.at > seen.editAt && load.text.includes(wanted));
            return shown ? shown.at - seen.editAt : null;
          },
          text,
          { timeout: 10_000, polling: 20 },
        )
        .then((handle) => handle.jsonValue());
      if (i >= WARMUP) times.push(ms);
    }
    return { edits: times.length, p50Ms: quantile(times, 0.5), p95Ms: quantile(times, 0.95), maxMs: quantile(times, 1) };
  } finally {
    await browser.close();
  }
}
