// `npm run bench`: the budgets per page type (initial JS and CSS, Lighthouse mobile performance and accessibility,
// CLS, touch targets at 390 px) and server-rendering throughput against a static baseline.
// It reports figures and exits 0; targets are marked, not asserted. Only 127.0.0.1 is ever targeted.
// `npm run bench -- --compare <ref>` measures the budget figures of this tree and of <ref> side by side.
// `--pages home,story` limits the per-page-type figures to those pages (labels of PAGES); `--quick` runs Lighthouse
// once instead of three times on the pages outside LIGHTHOUSE_PAGES; `--budgets-only` stops after the per-page-type
// budgets. BENCH_PORTS=3700-3799 keeps its ports in a range.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { editorPreviewBench } from './bench/editor-preview.mjs';
import { staffSessionCookie } from './bench/staff-session.mjs';
import { measureInitialJs } from './bench/js-size.mjs';
import { startNode, stopAll, tempDir } from './bench/processes.mjs';
import { kb, KB, pct, table, verdict } from './bench/report.mjs';
import { load } from './bench/throughput.mjs';
import { fileStreaming } from './bench/files.mjs';
import { searchBench } from './bench/search.mjs';
import { liveBench } from './bench/live.mjs';
import { machinesBench } from './bench/machines.mjs';
import { statsPdfBench } from './bench/stats-pdf.mjs';
import { imageBench } from './bench/images.mjs';
import { staffFilterBench } from './bench/staff-filter.mjs';
import { lighthouseBench } from './bench/lighthouse.mjs';
import { decisionsBench } from './bench/decisions.mjs';
import { cachingBench } from './bench/caching.mjs';
import { coldStartBench } from './bench/cold-start.mjs';
import { firstSecondsBench, PHONE_PROFILE } from './bench/first-seconds.mjs';
import { touchTargetBench, PHONE } from './bench/touch-targets.mjs';
import { fixtureBuildBench } from './bench/fixture-build.mjs';
import { printBudgets, BUDGETS } from './bench/budgets.mjs';

const TARGETS = { jsKb: 140, uncachedRatio: 0.05, cachedRatio: 0.4, p99Ms: 100, errors: 0 };
const LOAD = { connections: 50, durationS: 8, warmupS: 2 };
const THROUGHPUT_PATH = '/sports/football';
// A real story: the fixture recap that carries every field.
const { buildSchool, FULL_STORY_MARK } = await import('../fixtures/school/index.ts');
const STORY_PATH = buildSchool().stories.find((s) => s.content_template === FULL_STORY_MARK).url;
const BENCH_STAFF_TOKEN = 'bench-staff-token-0123456789';
/** The editor the edit-to-preview figure signs in as (the server creates it on its empty store). */
const BENCH_EDITOR = { username: 'bench-editor', password: 'bench-editor-password-0123' };
/** An edit in a widget's settings shows in the preview within this, p95 over 50 edits. */
const EDIT_TO_PREVIEW = { edits: 50, targetP95Ms: 500 };
const PAGES = [
  { label: 'home', path: '/' },
  { label: 'sport home', path: '/sports/football' },
  { label: 'roster', path: '/sports/football/roster' },
  { label: 'schedule', path: '/sports/football/schedule' },
  { label: 'story archive', path: '/archives' },
  { label: 'story', path: STORY_PATH },
  { label: 'search', path: '/search?q=football' },
  { label: 'tag', path: '/tags/gameday' },
  { label: 'on this day', path: '/on-this-day' },
  { label: 'calendar', path: '/calendar' },
  { label: 'results', path: '/sports/football/results' },
  { label: 'coaches', path: '/sports/football/coaches' },
  { label: 'game center', path: `/game-center/${buildSchool().games.find((g) => g.game_state === 3).id}` },
  { label: 'staff directory', path: '/staff-directory' },
  { label: 'season stats', path: '/sports/football/stats' },
  {
    label: 'box score',
    path: buildSchool()
      .games.filter((g) => g.sport_id === 2 && g.result?.boxscore)
      .at(-1).result.boxscore,
  },
  { label: 'historical roster', path: '/historical-roster' },
  { label: 'publications', path: '/publications' },
  { label: 'podcast player', path: '/podcasts/falcons-weekly/9001' },
  { label: '404', path: '/404' },
  { label: 'fullscreen (print)', path: '/sports/football/schedule/print' },
  // Form pages also load react-jsonschema-form and the form's precompiled validator: their own target.
  { label: 'form', path: '/form/1', targetKb: 240 },
  { label: 'awards', path: '/awards' },
  { label: 'award bio', path: '/awards/1' },
  { label: 'facilities', path: '/facilities' },
  { label: 'facility', path: '/facilities/falcon-stadium/601' },
  // The template editor (staff only; its code is in no visitor page), with the page its preview shows. rjsf loads
  // when a widget is opened.
  { label: 'template editor (staff)', path: '/admin', staff: true, targetKb: 200 },
];
// Lighthouse mobile performance >= 95 (median of 3, default mobile settings) on these five pages, >= 90 elsewhere.
const LIGHTHOUSE_PAGES = ['home', 'sport home', 'roster', 'schedule', 'story'];
const LIGHTHOUSE_TARGET = 95;
const lighthouseTarget = (label) => (LIGHTHOUSE_PAGES.includes(label) ? LIGHTHOUSE_TARGET : BUDGETS.lighthouseElsewhere);

/** The page types the per-page figures cover: all of PAGES unless `--pages` names some. */
function selectedPages(argv) {
  const at = argv.indexOf('--pages');
  if (at < 0) return PAGES;
  const wanted = (argv[at + 1] ?? '')
    .split(',')
    .map((label) => label.trim())
    .filter(Boolean);
  const unknown = wanted.filter((label) => !PAGES.some((p) => p.label === label));
  if (wanted.length === 0 || unknown.length > 0)
    throw new Error(
      `--pages takes labels of the bench's pages (${PAGES.map((p) => p.label).join(', ')})${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`,
    );
  return PAGES.filter((p) => wanted.includes(p.label));
}
/** On the phone profile, each Lighthouse page hydrates within this (median), no control dead before it. */
const HYDRATED_TARGET_MS = 2000;
const BUILD_DIR = process.env.BUILD_DIR ?? 'build';
/** Validation on each keystroke of the 60-field form (Recruiting Questionnaire) must fit a frame. */
const FORM_VALIDATION = { formId: 2, warmup: 100, keystrokes: 2000, targetMs: 16 };

function appServer(label, pageCache) {
  return startNode(label, 'server.mjs', {
    env: {
      NODE_ENV: 'production',
      DATA_DIR: tempDir(`data-${pageCache}`),
      STAFF_TOKEN: BENCH_STAFF_TOKEN,
      ADMIN_USERNAME: BENCH_EDITOR.username,
      ADMIN_PASSWORD: BENCH_EDITOR.password,
      PAGE_CACHE: pageCache,
    },
  });
}

const targetKb = (row) => PAGES.find((p) => p.path === row.path)?.targetKb ?? TARGETS.jsKb;

function printJs(rows) {
  console.info(
    `\nInitial JS and CSS per page type (gzip -9 of each body, KB = ${KB} bytes, JS target <= ${TARGETS.jsKb} KB unless shown, CSS target <= ${BUDGETS.cssKb} KB)\n`,
  );
  console.info(
    table(
      ['page', 'path', 'status', 'JS files', 'KB gzip', 'KB raw', 'after hydration', 'target', 'CSS files', 'CSS KB gzip', 'CSS target'],
      rows.map((r) => [
        r.label,
        r.path,
        r.status,
        r.files,
        kb(r.gzipBytes),
        kb(r.rawBytes),
        `${r.lazyFiles} files, ${kb(r.lazyGzipBytes)} KB`,
        r.status === 0
          ? 'n/a'
          : `${r.gzipBytes > targetKb(r) * KB ? 'OVER' : 'ok'}${targetKb(r) === TARGETS.jsKb ? '' : ` (<= ${targetKb(r)})`}`,
        r.cssFiles,
        kb(r.cssGzipBytes),
        r.status === 0 ? 'n/a' : r.cssGzipBytes > BUDGETS.cssKb * KB ? 'OVER' : 'ok',
      ]),
      [2, 3, 4, 5, 6, 8, 9],
    ),
  );
  const home = rows[0];
  if (home?.largest.length) {
    console.info(
      `\n  Largest JS files on ${home.path}: ${home.largest
        .slice(0, 5)
        .map((f) => `${f.path} ${kb(f.gzip)} KB`)
        .join(', ')}`,
    );
  }
  // Browser errors during the load (a failed hydration can change what JS runs): one line per message.
  const byMessage = new Map();
  for (const r of rows) for (const message of r.pageErrors) byMessage.set(message, [...(byMessage.get(message) ?? []), r.path]);
  for (const [message, paths] of byMessage) console.info(`  ! page error on ${paths.join(', ')}: ${message.slice(0, 240)}`);
}

function printThroughput(runs) {
  const staticRps = runs.static.requestsPerSec;
  const row = (label, run, target) => {
    const ratio = staticRps > 0 ? run.requestsPerSec / staticRps : 0;
    return [
      label,
      run.requestsPerSec.toFixed(0),
      target ? pct(ratio) : '100 %',
      target ? `>= ${pct(target)} ${verdict(ratio >= target)}` : '',
      run.latencyP50Ms,
      run.latencyP99Ms,
      verdict(run.latencyP99Ms <= TARGETS.p99Ms),
      run.errors,
      run.timeouts,
      run.non2xx,
      verdict(run.errors + run.non2xx === TARGETS.errors),
    ];
  };
  console.info(
    `\nServer rendering throughput: GET ${THROUGHPUT_PATH}, ${LOAD.connections} connections, ` +
      `${LOAD.durationS} s after a ${LOAD.warmupS} s warm-up (p99 target <= ${TARGETS.p99Ms} ms, errors target 0)\n`,
  );
  console.info(
    table(
      ['run', 'req/s', 'of static', 'ratio target', 'p50 ms', 'p99 ms', 'p99 target', 'errors', 'timeouts', 'non-2xx', 'error target'],
      [
        row('(a) SSR, PAGE_CACHE=off', runs.uncached, TARGETS.uncachedRatio),
        row('(b) SSR, PAGE_CACHE=on', runs.cached, TARGETS.cachedRatio),
        row('(c) static file (express.static)', runs.static, null),
      ],
      [1, 2, 4, 5, 7, 8, 9],
    ),
  );
  for (const [key, run] of Object.entries(runs)) {
    const kinds = Object.entries(run.errorKinds).map(([kind, count]) => `${kind} x${count}`);
    if (kinds.length > 0) console.info(`  ! ${key}: ${kinds.join(', ')}`);
  }
}

/**
 * Per-keystroke work of a form page, in Node: what src/widgets/form runs on each change of the 60-field form.
 * The precompiled validator is the very module the site serves; a keystroke runs it with the spec 5 messages
 * (the widget's validation), plus rjsf's own state work: schema retrieval (conditional fields), defaults and
 * omitExtraData (liveOmit). rjsf's validateFormData is not run: the widget validates itself (noValidate).
 * The first keystrokes warm the JIT and are not counted.
 */
async function formValidation() {
  const [{ buildForms }, { toJsonSchema }, { validatorModule }, { precompiledValidator }, { createSchemaUtils }] = await Promise.all([
    import('../fixtures/school/forms.ts'),
    import('../schemas/forms/to-json-schema.ts'),
    import('../src/server/forms/ajv.server.ts'),
    import('../src/forms/validator.ts'),
    import('@rjsf/utils'),
  ]);
  const form = buildForms().find((f) => f.id === FORM_VALIDATION.formId);
  const { schema, titles } = toJsonSchema(form).value;
  const file = join(tempDir('validator'), 'validator.mjs');
  writeFileSync(file, validatorModule(schema));
  const validator = precompiledValidator((await import(pathToFileURL(file).href)).default, schema, titles);
  const utils = createSchemaUtils(validator.rjsf, schema);
  const answers = {};
  const keys = Object.keys(titles).filter((key) => schema.properties[key]?.type === 'string' && !schema.properties[key]?.enum);
  const wall = [];
  const cpu = [];
  for (let i = -FORM_VALIDATION.warmup; i < FORM_VALIDATION.keystrokes; i++) {
    const key = keys[(i + FORM_VALIDATION.warmup) % keys.length];
    answers[key] = `${answers[key] ?? ''}${'abc@x.io'[(i + 8) % 8]}`;
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    validator.messages(answers);
    utils.retrieveSchema(schema, answers);
    utils.omitExtraData(schema, utils.getDefaultFormState(schema, answers));
    const used = process.cpuUsage(startedCpu);
    if (i >= 0) {
      wall.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const at = (list, q) => list.toSorted((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))];
  // The verdict reads CPU time: on a shared machine, wall time also counts the other processes' turns.
  const result = {
    fields: form.fields.length,
    keystrokes: wall.length,
    p50Ms: at(wall, 0.5),
    p99Ms: at(wall, 0.99),
    maxMs: at(wall, 1),
    cpuP50Ms: at(cpu, 0.5),
    cpuP99Ms: at(cpu, 0.99),
    targetMs: FORM_VALIDATION.targetMs,
  };
  const f = (ms) => ms.toFixed(2);
  console.info(
    `\nForm validation per keystroke, ${result.fields}-field form (precompiled validator + messages + rjsf retrieveSchema, defaults, omitExtraData; ${result.keystrokes} keystrokes):` +
      `\n  wall p50 ${f(result.p50Ms)} ms, p99 ${f(result.p99Ms)} ms, max ${f(result.maxMs)} ms; CPU p50 ${f(result.cpuP50Ms)} ms, p99 ${f(result.cpuP99Ms)} ms` +
      ` (target CPU p99 <= ${result.targetMs} ms: ${verdict(result.cpuP99Ms <= result.targetMs)})`,
  );
  return result;
}

function printLighthouse(rows) {
  console.info(
    `\nLighthouse mobile, performance and accessibility (median of the runs shown, simulated slow 4G and 4x CPU, 412 px; ` +
      `performance target >= ${LIGHTHOUSE_TARGET} on ${LIGHTHOUSE_PAGES.join(', ')}, >= ${BUDGETS.lighthouseElsewhere} elsewhere; ` +
      `accessibility ${BUDGETS.accessibility}; CLS <= ${BUDGETS.cls})\n`,
  );
  console.info(
    table(
      ['page', 'path', 'score', 'runs', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'target', 'a11y', 'a11y target', 'CLS target', 's'],
      rows.map((r) =>
        r.error
          ? [r.label, r.path, 'n/a', '', '', '', '', '', '', 'n/a', 'n/a', 'n/a', 'n/a', r.seconds.toFixed(0)]
          : [
              r.label,
              r.path,
              r.score,
              r.scores.join('/'),
              r.fcp.toFixed(0),
              r.lcp.toFixed(0),
              r.tbt.toFixed(0),
              r.cls.toFixed(3),
              r.si.toFixed(0),
              r.score >= lighthouseTarget(r.label) ? 'ok' : `UNDER (>= ${lighthouseTarget(r.label)})`,
              r.a11y,
              r.a11y >= BUDGETS.accessibility ? 'ok' : 'UNDER',
              r.cls <= BUDGETS.cls ? 'ok' : 'OVER',
              r.seconds.toFixed(0),
            ],
      ),
      [2, 4, 5, 6, 7, 8, 10, 13],
    ),
  );
  for (const r of rows) {
    if (r.error) console.info(`  ! ${r.label}: ${r.error}`);
    else if (r.a11yFailed.length > 0) console.info(`  ! ${r.label}: accessibility audits failed: ${r.a11yFailed.join(', ')}`);
  }
}

function printTouchTargets(rows) {
  console.info(
    `\nTouch targets at ${PHONE.width} px (axe target-size, WCAG 2.2 AA 2.5.8: 24x24 px, or a 24 px circle clear of other targets; ` +
      `every section laid out; target ${BUDGETS.touchTargets} offending; and the page's other axe violations, target none)\n`,
  );
  console.info(
    table(
      ['page', 'path', 'checked', 'offending', 'needs review', 'target', 'other axe violations', 'examples'],
      rows.map((r) => [
        r.label,
        r.path,
        r.checked,
        r.offending,
        r.incomplete,
        r.offending <= BUDGETS.touchTargets ? 'ok' : 'OVER',
        r.axe.join(', ') || 'none',
        r.examples.join(' | '),
      ]),
      [2, 3, 4],
    ),
  );
}

function printFirstSeconds(rows) {
  const p = PHONE_PROFILE;
  console.info(
    `\nFirst seconds on a phone (applied throttling: ${p.rttMs} ms RTT, ${(p.downKbps / 1024).toFixed(1)} Mbps down, ${p.cpuSlowdown}x CPU, ${p.width} px; median of ${rows[0]?.runs.length ?? 0}, target hydrated <= ${HYDRATED_TARGET_MS} ms)\n`,
  );
  console.info(
    table(
      ['page', 'FCP ms', 'LCP ms', 'hydrated ms', 'longest task after ms', 'target'],
      rows.map((r) => [
        r.label,
        r.fcp.toFixed(0),
        r.lcp.toFixed(0),
        Number.isFinite(r.hydrated) ? r.hydrated.toFixed(0) : 'never',
        r.longestAfter.toFixed(0),
        r.hydrated <= HYDRATED_TARGET_MS ? 'ok' : 'OVER',
      ]),
      [1, 2, 3, 4],
    ),
  );
}

async function main() {
  if (!existsSync(`${BUILD_DIR}/server/index.js`))
    throw new Error('No build: run `npm run bench` (it builds first) or `npx react-router build`.');
  const started = Date.now();
  console.info(`Bench on Node ${process.version}, ${availableParallelism()} CPUs (the load generator shares them with the server).`);
  let pages = selectedPages(process.argv);
  const quick = process.argv.includes('--quick');
  const budgetsOnly = process.argv.includes('--budgets-only');
  const fixtureBuild = await fixtureBuildBench(); // before any server runs: nothing else competes for the CPU
  const validation = budgetsOnly ? null : await formValidation(); // likewise
  const coldStart = budgetsOnly ? null : await coldStartBench(); // likewise: a start-up is timed on a quiet machine
  const search = budgetsOnly ? null : await searchBench();

  const [cached, uncached] = await Promise.all([
    appServer('app server (PAGE_CACHE=on)', 'on'),
    appServer('app server (PAGE_CACHE=off)', 'off'),
  ]);

  // Staff pages are measured signed in, as an editor sees them (scripts/bench/staff-session.mjs).
  const staffCookie = pages.some((page) => page.staff) ? await staffSessionCookie(cached.origin, BENCH_EDITOR) : null;
  pages = pages.map((page) => (page.staff ? { ...page, headers: { Cookie: staffCookie } } : page));
  const js = await measureInitialJs(cached.origin, pages);
  printJs(js);
  const lighthouseStarted = Date.now();
  const lighthouse = await lighthouseBench(
    cached.origin,
    pages.map((page) => ({
      ...page,
      runs: quick && !LIGHTHOUSE_PAGES.includes(page.label) ? 1 : 3,
    })),
    { onPage: (row) => console.info(`  lighthouse: ${row.label} (${row.seconds.toFixed(0)} s)`) },
  );
  const lighthouseSeconds = (Date.now() - lighthouseStarted) / 1000;
  printLighthouse(lighthouse);
  const touchTargets = await touchTargetBench(cached.origin, pages);
  printTouchTargets(touchTargets);
  const missed = printBudgets(
    pages.map((page) => {
      const j = js.find((r) => r.label === page.label);
      const l = lighthouse.find((r) => r.label === page.label && !r.error);
      const t = touchTargets.find((r) => r.label === page.label);
      const measured = j && j.status !== 0;
      return {
        label: page.label,
        js: measured ? j.gzipBytes : null,
        css: measured ? j.cssGzipBytes : null,
        jsTargetKb: targetKb(page),
        perf: l?.score ?? null,
        perfTarget: lighthouseTarget(page.label),
        runs: l?.scores.length,
        a11y: l?.a11y ?? null,
        cls: l?.cls ?? null,
        touch: t?.offending ?? null,
        axe: t && Number.isFinite(t.offending) ? t.axe.length : null,
      };
    }),
  );
  console.info(`  Lighthouse took ${lighthouseSeconds.toFixed(0)} s for ${pages.length} page types${quick ? ' (--quick)' : ''}.`);
  if (budgetsOnly) {
    console.info(
      `\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s (--budgets-only: the page-type budgets and the figures before them).`,
    );
    return;
  }
  printFirstSeconds(
    await firstSecondsBench(
      cached.origin,
      LIGHTHOUSE_PAGES.map((label) => PAGES.find((p) => p.label === label)),
    ),
  );

  const editToPreview = await editorPreviewBench(cached.origin, BENCH_EDITOR, { edits: EDIT_TO_PREVIEW.edits });
  const ms = (value) => value.toFixed(0);
  console.info(
    `\nEditor: an edit to the preview (input event -> preview load showing it; 150 ms autosave debounce included), ${editToPreview.edits} edits:` +
      `\n  p50 ${ms(editToPreview.p50Ms)} ms, p95 ${ms(editToPreview.p95Ms)} ms, max ${ms(editToPreview.maxMs)} ms` +
      ` (target p95 <= ${EDIT_TO_PREVIEW.targetP95Ms} ms: ${verdict(editToPreview.p95Ms <= EDIT_TO_PREVIEW.targetP95Ms)})`,
  );

  // (c) The very HTML of the page, once, as a file under the same URL.
  const page = await fetch(cached.origin + THROUGHPUT_PATH);
  if (!page.ok) throw new Error(`GET ${THROUGHPUT_PATH} answered ${page.status}`);
  const html = await page.text();
  const staticDir = tempDir('static');
  const file = join(staticDir, `${THROUGHPUT_PATH.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  const staticServer = await startNode('static server', 'scripts/bench/static-server.mjs', { env: { STATIC_DIR: staticDir } });

  const runs = {};
  for (const [key, server] of [
    ['uncached', uncached],
    ['cached', cached],
    ['static', staticServer],
  ]) {
    console.info(`  load: ${server.label} …`);
    runs[key] = await load(server.origin + THROUGHPUT_PATH, LOAD);
  }
  printThroughput(runs);
  // An uncached story render, beside the same static baseline.
  console.info(`  load: ${uncached.label}, ${STORY_PATH} …`);
  const story = await load(uncached.origin + STORY_PATH, LOAD);
  const storyRatio = runs.static.requestsPerSec > 0 ? story.requestsPerSec / runs.static.requestsPerSec : 0;
  console.info(
    `\nUncached story render (PAGE_CACHE=off), GET ${STORY_PATH}: ${story.requestsPerSec.toFixed(0)} req/s, ` +
      `${pct(storyRatio)} of the static file's ${runs.static.requestsPerSec.toFixed(0)} req/s; p50 ${story.latencyP50Ms} ms, p99 ${story.latencyP99Ms} ms, errors ${story.errors + story.non2xx}`,
  );
  const files = await fileStreaming();
  const live = await liveBench();
  const machines = await machinesBench();
  const statsPdf = await statsPdfBench();
  const images = await imageBench();
  const staffFilter = await staffFilterBench();
  const decisions = await decisionsBench();
  const caching = await cachingBench();

  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.info(`\nDone in ${seconds} s. HTML of ${THROUGHPUT_PATH}: ${kb(Buffer.byteLength(html))} KB.\n`);
  const ratio = (run) => (runs.static.requestsPerSec > 0 ? run.requestsPerSec / runs.static.requestsPerSec : 0);
  console.info(
    JSON.stringify({
      node: process.version,
      cpus: availableParallelism(),
      targets: TARGETS,
      load: { path: THROUGHPUT_PATH, ...LOAD },
      initialJs: js.map(({ pageErrors, largest, ...r }) => ({
        ...r,
        largest: largest.slice(0, 5),
        kbGzip: Number(kb(r.gzipBytes)),
        overTarget: r.gzipBytes > targetKb(r) * KB,
        pageErrors,
      })),
      formValidation: validation,
      editToPreview,
      fileStreaming: files,
      live,
      machines,
      statsPdf,
      images,
      staffFilter,
      decisions,
      lighthouse: lighthouse.map(({ lcpElement: _lcpElement, headers: _headers, ...row }) => row),
      lighthouseSeconds,
      touchTargets,
      budgetsMissed: missed,
      fixtureBuild,
      caching,
      coldStart,
      search,
      throughput: {
        ...runs,
        uncachedOfStatic: ratio(runs.uncached),
        cachedOfStatic: ratio(runs.cached),
        story: { path: STORY_PATH, ...story, ofStatic: storyRatio },
      },
    }),
  );
}

const compareAt = process.argv.indexOf('--compare');
try {
  if (compareAt > 0) {
    const ref = process.argv[compareAt + 1];
    if (!ref || ref.startsWith('--')) throw new Error('--compare needs a git ref: npm run bench -- --compare main');
    const { compareBench } = await import('./bench/compare.mjs');
    await compareBench(ref);
  } else {
    await main();
  }
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
