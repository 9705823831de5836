import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { widgetFixtures } from '#registry/widget-fixtures.ts';
import { WIDGET_NAMES, widgetSchemas } from '#registry/widget-schemas.ts';
import { widgetStories } from '#registry/widget-stories.ts';
import { widgetRegistry } from '#registry/widgets.ts';
import { widgetResolvers } from '#registry/widgets.server.ts';

// STYLE 1, 11, 13: one name everywhere. Every widget of the generated registry (npm run gen, from src/widgets) has
// a component, a resolver, fixtures that pass its schemas and a story module with one story per fixture.

const root = new URL('../../', import.meta.url);

/** 'story-list' → 'storyList' (the fixture export is `storyListFixtures`). */
const camelCase = (name: string) => name.replace(/[^a-zA-Z0-9]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
/** 'default' → 'Default', 'load-more' / 'loadMore' → 'LoadMore' (the story export of a fixture). */
const pascalCase = (name: string) => {
  const camel = camelCase(name);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
};

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
      expect(widgetSchemas[name].name, `src/widgets/${name}/${name}.schema.ts names another widget`).toBe(name);
      expect(widgetSchemas[name].label.length, `src/widgets/${name}/${name}.schema.ts gives no label`).toBeGreaterThan(0);
      expect(widgetSchemas[name].description.length, `src/widgets/${name}/${name}.schema.ts gives no description`).toBeGreaterThan(0);
      expect(widgetResolvers[name], `registry/widgets.server.ts has no resolver for "${name}"`).toBeTypeOf('function');
      const loaded = await entry.load();
      expect(loaded.default).toBeTypeOf('function');
    });

    it('has named fixtures that pass its props and data schemas', async () => {
      const fixtures = widgetFixtures[name];
      expect(Object.keys(fixtures).length, `src/widgets/${name}/${name}.fixtures.ts has no fixtures`).toBeGreaterThan(0);
      for (const [fixtureName, fixture] of Object.entries(fixtures)) {
        const props = widgetSchemas[name].props.safeParse(fixture.props);
        expect(props.success, `${name}.${fixtureName} props: ${issues(props)}`).toBe(true);
        const data = widgetSchemas[name].data.safeParse(fixture.data);
        expect(data.success, `${name}.${fixtureName} data: ${issues(data)}`).toBe(true);
      }
    });

    it('has a story module with exactly one story per fixture', async () => {
      const { default: meta, ...stories } = (await widgetStories[name]()) as { default: { title?: string } } & Record<string, unknown>;
      expect(meta.title).toBe(`Widgets/${name}`);
      const expected = Object.keys(widgetFixtures[name]).map(pascalCase).sort();
      expect(Object.keys(stories).sort()).toEqual(expected);
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
