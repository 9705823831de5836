// The production server build holds no demo data (spec: the demo school is reachable only from the seed
// script, scripts/seed.mjs): no module of fixtures/ and no widget fixture is bundled into build/server/.
// Runs with the end-to-end suite, after its build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchool } from '#fixtures/school/index.ts';
import { expect, test } from '@playwright/test';

const SERVER_DIR = join(process.env.BUILD_DIR ?? 'build', 'server');

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(m?js|cjs)$/.test(entry.name) ? [{ file: path, text: readFileSync(path, 'utf8') }] : [];
  });
}

test('build/server bundles no fixture module and none of the demo school', () => {
  const files = sources(SERVER_DIR);
  expect(files.length).toBeGreaterThan(0);
  // The bundler names each module it bundles in a comment (`// src/server/app.ts`): the scan below reads them.
  const modules = files.flatMap(({ file, text }) =>
    [...text.matchAll(/^\/\/(?:#region)? ([\w./@-]+\.[cm]?[jt]sx?)$/gm)].map((m) => `${m[1]} (in ${file})`),
  );
  expect(modules.some((name) => name.startsWith('src/server/'))).toBe(true);
  expect(modules.filter((name) => /(^|\/)fixtures?\/|fixtures?\.[cm]?[jt]sx?/i.test(name))).toEqual([]);
  // What only the demo school says, in case a fixture's code arrives without its module comment.
  const site = buildSchool().site;
  for (const marker of [site.athleticsName, site.schoolAddress, site.schoolPhoneNumber]) {
    expect(files.filter(({ text }) => text.includes(marker)).map(({ file }) => `${marker} in ${file}`)).toEqual([]);
  }
});
