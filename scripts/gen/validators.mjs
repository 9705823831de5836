// The validator part of `npm run gen`: what the browser checks of a live update, compiled from the zod schema the
// server uses (schemas/live-stats.ts) into a standalone ajv function, so the game center's bundle carries no
// schema library (8 KB gzip) and the check cannot drift from the schema.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { HEADER } from './widgets.mjs';

const require = createRequire(import.meta.url);

/** Each generated validator: the zod schema's module and export, and the file the browser imports. */
const VALIDATORS = [
  { schema: 'schemas/live-stats.ts', exportName: 'LiveStatsSchema', path: 'src/widgets/game-center/live-stats.validate.gen.ts' },
];

export function generateValidators(root) {
  const Ajv = require('ajv').default;
  const standaloneCode = require('ajv/dist/standalone').default;
  const z = require('zod/mini');
  return VALIDATORS.map(({ schema, exportName, path }) => {
    const { $schema: _dialect, ...json } = z.toJSONSchema(require(join(root, schema))[exportName], { target: 'draft-7', io: 'input' });
    const ajv = new Ajv({ code: { source: true, esm: true }, strict: true });
    let code = standaloneCode(ajv, ajv.compile(json));
    if (/\brequire\(|\beval\(|new Function/.test(code)) throw new Error(`${path}: the validator needs a runtime the browser lacks`);
    code = code.replace(/^"use strict";\n?/, '');
    return {
      path,
      content:
        `${HEADER}, from ${exportName} (${schema})\n` +
        "// @ts-nocheck: ajv standalone code; `validate(value)` is true when value has the schema's shape.\n" +
        `${code}\n`,
    };
  });
}
