// `npm run gen` (STYLE 16): the registries in registry/ are what the widget folders say, and a folder the registry
// could not use is refused with what is missing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

interface Gen {
  gen: (root: string, options: { check: boolean }) => string[];
}
interface WidgetGen {
  widgetNames: (root: string) => string[];
}

const repo = join(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'gen-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run gen', () => {
  it('the committed registry files are what the widget folders generate (else run npm run gen)', async () => {
    const { gen } = (await import(join(repo, 'scripts/gen.mjs'))) as Gen;
    expect(gen(repo, { check: true })).toEqual([]);
  });

  it('refuses a widget folder that lacks a file, names another widget or is not kebab-case', async () => {
    const { widgetNames } = (await import(join(repo, 'scripts/gen/widgets.mjs'))) as WidgetGen;
    mkdirSync(join(scratch, 'src/widgets/half-done'), { recursive: true });
    mkdirSync(join(scratch, 'src/widgets/Bad_Name'), { recursive: true });
    mkdirSync(join(scratch, 'src/widgets/shared'), { recursive: true });
    writeFileSync(
      join(scratch, 'src/widgets/half-done/half-done.schema.ts'),
      "export const widget = defineWidget({ name: 'other', label: '', description: '' });\n",
    );
    writeFileSync(join(scratch, 'src/widgets/half-done/half-done.server.ts'), 'export const resolveSomethingElse = () => null;\n');
    let message = '';
    try {
      widgetNames(scratch);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('src/widgets/Bad_Name: a widget name is kebab-case');
    expect(message).toContain('src/widgets/half-done/half-done.tsx is missing');
    expect(message).toContain('src/widgets/half-done/half-done.fixtures.ts is missing');
    expect(message).toContain('src/widgets/half-done/half-done.stories.tsx is missing');
    expect(message).toContain('src/widgets/half-done/half-done.server.ts must export resolveHalfDone');
    expect(message).toContain("defineWidget({ name: 'half-done', … }) must name its folder");
    expect(message).not.toContain('shared');
  });
});
