// Budgets for the live game center: 500 open pages follow one game through the site's event stream.
// (1) CPU of the server process while idle between updates (target < 10 % of one core); (2) how long a score
// change takes to reach every open page (target <= 2 s). One app process (WEB_CONCURRENCY=1).
// Run alone: `node scripts/bench/live.mjs` (after a build), or as part of `npm run bench`.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { startNode, stopAll, tempDir } from './processes.mjs';
import { table, verdict } from './report.mjs';

const PAGES = Number(process.env.BENCH_LIVE_PAGES ?? 500);
const IDLE_MS = 10_000;
const TARGET = { idleCpuPct: 10, latencyMs: 2000 };
const STAFF_TOKEN = 'bench-staff-token-0123456789';
const CLOCK_TICKS = 100; // USER_HZ on Linux

export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime + stime
}

/**
 * One open page: reads the stream and notes when each version arrives. Plain node:http (a socket's data events), not
 * fetch: thousands of pages in this one process must not be what is slow, and a web stream costs far more a chunk.
 */
export function follow(url, seen) {
  let request;
  const done = new Promise((resolve) => {
    request = http.get(url, { agent: false }, (response) => {
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(event)?.[1];
          if (id !== undefined && /^event: live$/m.test(event)) seen(Number(id), performance.now());
        }
      });
      response.on('close', resolve);
    });
    request.on('error', resolve);
  });
  return { stop: () => request.destroy(), done };
}

export async function liveBench() {
  const { buildSchool } = await import('../../fixtures/school/index.ts');
  const school = buildSchool();
  const basketball = school.sports.find((s) => s.global_sport_shortname === 'mbaskbl');
  const game = school.games.filter((g) => g.sport_id === basketball.id && g.game_state === 0).at(-1);
  const server = await startNode('app server (live)', 'server.mjs', {
    env: { NODE_ENV: 'production', DATA_DIR: tempDir('live'), STAFF_TOKEN, WEB_CONCURRENCY: '1', PAGE_CACHE: 'on' },
  });
  const arrivals = Array.from({ length: PAGES }, () => new Map());
  const url = `${server.origin}/game-center/${game.id}/live`;
  const pages = arrivals.map((map) => follow(url, (version, at) => map.set(version, at)));
  const deadline = Date.now() + 30_000;
  while (arrivals.some((m) => m.size === 0) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  const connected = arrivals.filter((m) => m.size > 0).length;

  await new Promise((r) => setTimeout(r, 1000));
  const cpuBefore = cpuSeconds(server.child.pid);
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const idleCpuPct = ((cpuSeconds(server.child.pid) - cpuBefore) / (IDLE_MS / 1000)) * 100;

  const sent = performance.now();
  const response = await fetch(`${server.origin}/api/v2/live/${game.id}/advance`, {
    method: 'POST',
    headers: { tenant: school.tenant, authorization: `Bearer ${STAFF_TOKEN}` },
  });
  const { version } = await response.json();
  const until = Date.now() + 10_000;
  while (arrivals.some((m) => !m.has(version)) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  const latencies = arrivals.map((m) => (m.has(version) ? m.get(version) - sent : Infinity)).toSorted((a, b) => a - b);
  const p50 = latencies[Math.floor(PAGES / 2)];
  const max = latencies.at(-1);
  for (const page of pages) page.stop();

  console.info(`\nLive game center: ${PAGES} open pages on one game, one server process (event stream fed by 1 s conditional polls)\n`);
  console.info(
    table(
      [
        'pages connected',
        'idle CPU % (10 s)',
        `target < ${TARGET.idleCpuPct}`,
        'update p50 ms',
        'update max ms',
        `target <= ${TARGET.latencyMs}`,
      ],
      [
        [
          `${connected}/${PAGES}`,
          idleCpuPct.toFixed(1),
          verdict(idleCpuPct < TARGET.idleCpuPct),
          p50.toFixed(0),
          Number.isFinite(max) ? max.toFixed(0) : 'missed',
          verdict(max <= TARGET.latencyMs && connected === PAGES),
        ],
      ],
      [1, 3, 4],
    ),
  );
  return { pages: PAGES, connected, idleCpuPct, updateP50Ms: p50, updateMaxMs: max };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    await liveBench();
  } catch (error) {
    console.error(`live bench failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    await stopAll();
  }
}
