// `npm run gen`: writes the generated catalogue files (registry/) from the source folders. They are committed, so a
// fresh checkout builds without running it. `npm run gen -- --check` writes nothing and fails when a file is stale
// (`npm run lint` runs it, so CI fails too).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateFonts } from './gen/fonts.mjs';
import { generateValidators } from './gen/validators.mjs';
import { generateWidgets } from './gen/widgets.mjs';

/** Each generator answers [{ path, content }] for one part of the tree (pages can join the widgets here). */
const GENERATORS = [generateWidgets, generateFonts, generateValidators];

/** Every generated file against what is on disk: the stale ones, written unless `check`. */
export function gen(root, { check = false } = {}) {
  const stale = [];
  for (const generate of GENERATORS) {
    for (const { path, content } of generate(root)) {
      const file = join(root, path);
      if (existsSync(file) && readFileSync(file, 'utf8') === content) continue;
      stale.push(path);
      if (check) continue;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
    }
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  try {
    const stale = gen(join(dirname(fileURLToPath(import.meta.url)), '..'), { check });
    if (check && stale.length > 0) {
      console.error(`Generated files are stale: ${stale.join(', ')}. Run \`npm run gen\` and commit the result.`);
      process.exitCode = 1;
    } else if (!check) {
      console.info(stale.length > 0 ? `Wrote ${stale.join(', ')}` : 'Generated files are up to date.');
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
