// What every visitor page downloads before its widgets: the client entry and the root route with their static
// imports (the build's manifest). The schema library stays out of it — a widget that validates in the browser
// (live stats, forms) brings it in its own chunk — because it is a twelfth of the 140 KB gzip budget of a page.
// Runs with the end-to-end suite, after its build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const CLIENT_DIR = join(process.env.BUILD_DIR ?? 'build', 'client');

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

test('the client entry and the root route carry no schema library', () => {
  const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
  const roots = Object.keys(manifest).filter((key) => manifest[key]!.isEntry && /entry\.client|src\/root\.tsx/.test(key));
  expect(roots).toHaveLength(2);
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) walk(next);
  };
  roots.forEach(walk);
  // zod names each of its types in its code ("$ZodObject"), minified or not.
  const withSchemas = [...files].filter((file) => readFileSync(join(CLIENT_DIR, file), 'utf8').includes('$ZodObject'));
  expect(withSchemas).toEqual([]);
});
