import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { widgetRegistry } from '#registry/widgets.ts';
import { WIDGET_NAMES, widgetSchemas, type WidgetName } from '#schemas/widgets/index.ts';

// STYLE 1, 11, 13: one name everywhere. Every registry widget has fixtures that pass its schemas and a story
// file with one story per fixture.

const root = new URL('../../', import.meta.url);
const fixturePath = (name: string) => new URL(`fixtures/widgets/${name}.ts`, root);
const storyPath = (name: string) => new URL(`src/widgets/${name}/${name}.stories.tsx`, root);

/** 'story-list' → 'storyList' (the fixture export is `storyListFixtures`). */
const camelCase = (name: string) => name.replace(/[^a-zA-Z0-9]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
/** 'default' → 'Default', 'load-more' / 'loadMore' → 'LoadMore' (the story export of a fixture). */
const pascalCase = (name: string) => {
  const camel = camelCase(name);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
};

interface WidgetFixture {
  props: unknown;
  data: unknown;
}

async function loadFixtures(name: WidgetName): Promise<Record<string, WidgetFixture>> {
  const module = (await import(`../../fixtures/widgets/${name}.ts`)) as Record<string, unknown>;
  const exportName = `${camelCase(name)}Fixtures`;
  const fixtures = module[exportName];
  if (!fixtures || typeof fixtures !== 'object') {
    throw new Error(`fixtures/widgets/${name}.ts must export ${exportName}; it exports ${Object.keys(module).join(', ')}`);
  }
  return fixtures as Record<string, WidgetFixture>;
}

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): string {
  return result.error?.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`).join('; ') ?? '';
}

describe('widget registry, fixtures and stories', () => {
  it('knows at least one widget', () => {
    expect(WIDGET_NAMES.length).toBeGreaterThan(0);
  });

  describe.each(WIDGET_NAMES)('%s', (name) => {
    it('has a registry entry under its own name with the shared schemas', async () => {
      const entry = widgetRegistry[name];
      expect(entry, `registry/widgets.ts has no entry "${name}"`).toBeDefined();
      expect(widgetSchemas[name].label.length, `schemas/widgets/index.ts gives "${name}" no label`).toBeGreaterThan(0);
      const loaded = await entry.load();
      expect(loaded.default).toBeTypeOf('function');
    });

    it('has named fixtures that pass its props and data schemas', async () => {
      expect(existsSync(fixturePath(name)), `fixtures/widgets/${name}.ts is missing`).toBe(true);
      const fixtures = await loadFixtures(name);
      expect(Object.keys(fixtures).length, `fixtures/widgets/${name}.ts has no fixtures`).toBeGreaterThan(0);
      for (const [fixtureName, fixture] of Object.entries(fixtures)) {
        const props = widgetSchemas[name].props.safeParse(fixture.props);
        expect(props.success, `${name}.${fixtureName} props: ${issues(props)}`).toBe(true);
        const data = widgetSchemas[name].data.safeParse(fixture.data);
        expect(data.success, `${name}.${fixtureName} data: ${issues(data)}`).toBe(true);
      }
    });

    it('has a story file with exactly one story per fixture', async () => {
      expect(existsSync(storyPath(name)), `src/widgets/${name}/${name}.stories.tsx is missing`).toBe(true);
      const text = readFileSync(storyPath(name), 'utf8');
      expect(text).toContain(`title: 'Widgets/${name}'`);
      const expected = Object.keys(await loadFixtures(name)).map(pascalCase).sort();
      const exported = [...text.matchAll(/^export const (\w+)/gm)].map((match) => match[1]).sort();
      expect(exported).toEqual(expected);
    });
  });

  it('has no story file for a widget the registry does not know', () => {
    const known = new Set<string>(WIDGET_NAMES);
    const storyFiles = readdirSync(new URL('src/widgets/', root), { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.stories.tsx'),
    );
    expect(storyFiles.filter((file) => !known.has(file.split('/')[0] ?? ''))).toEqual([]);
  });
});
