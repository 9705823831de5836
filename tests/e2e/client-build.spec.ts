// What every visitor page downloads before its widgets: the client entry and the root route with their static
// imports (the build's manifest). The schema library stays out of it — a widget that validates in the browser
// (forms) brings it in its own chunk; live stats use a validator generated from their schema — because it is a
// twelfth of the 140 KB gzip budget of a page.
// Runs with the end-to-end suite, after its build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const CLIENT_DIR = join(process.env.BUILD_DIR ?? 'build', 'client');

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const manifest = () => JSON.parse(readFileSync(join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;

/** The files of the given manifest keys with their static imports that contain the schema library. */
function withSchemas(manifest: Record<string, Chunk>, roots: string[]): string[] {
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) walk(next);
  };
  roots.forEach(walk);
  // zod names each of its types in its code ("$ZodObject"), minified or not.
  return [...files].filter((file) => readFileSync(join(CLIENT_DIR, file), 'utf8').includes('$ZodObject'));
}

test('the client entry and the root route carry no schema library', () => {
  const chunks = manifest();
  const roots = Object.keys(chunks).filter((key) => chunks[key]!.isEntry && /entry\.client|src\/root\.tsx/.test(key));
  expect(roots).toHaveLength(2);
  expect(withSchemas(chunks, roots)).toEqual([]);
});

test('the game center checks live updates with a generated validator, not the schema library', () => {
  const chunks = manifest();
  const widget = Object.keys(chunks).filter((key) => key.endsWith('src/widgets/game-center/game-center.tsx'));
  expect(widget).toHaveLength(1);
  expect(withSchemas(chunks, widget)).toEqual([]);
});

test('the grouped chunks of first scripts take no stylesheet, so every widget stylesheet keeps its place in the cascade', () => {
  // docs/decisions/0030-fewer-first-scripts.md: a group takes its modules' styles into one stylesheet of its own.
  const grouped = Object.values(manifest()).filter((chunk) => /^assets\/(?:site|widget-kit)-/.test(chunk.file));
  expect(grouped.length).toBeGreaterThan(1);
  expect(grouped.filter((chunk) => (chunk.css ?? []).length > 0).map((chunk) => chunk.file)).toEqual([]);
});
