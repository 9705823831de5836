// @vitest-environment jsdom
import { composeStories, setProjectAnnotations, type Meta, type composeStory } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgetRegistry } from '#registry/widgets.ts';
import { widgetFixtures } from '#registry/widget-fixtures.ts';
import { WIDGET_NAMES, widgetSchemas, type WidgetName } from '#registry/widget-schemas.ts';
import preview from '../../.storybook/preview.tsx';

// Every story is rendered as Storybook renders it (its args and decorators, and the project's from
// .storybook/preview.tsx: router, query client, API, rotators), so a story that throws or logs an error fails
// `npm test` (the setup fails a test on console.error). STYLE 1, 11, 13: every registry widget has fixtures that
// pass its schemas and a story titled after it, with one story per fixture.

setProjectAnnotations(preview);

type StoryModule = { default: Meta } & Record<string, unknown>;
type ComposedStory = ReturnType<typeof composeStory>;

// Wherever a story lives under src/ (a widget's folder, or shared parts): found by the glob, named by its title.
const storyFiles = import.meta.glob<StoryModule>('/src/**/*.stories.tsx');
const storyModules = await Promise.all(Object.entries(storyFiles).map(async ([path, load]) => ({ path, module: await load() })));
const titled = (title: string) => storyModules.filter(({ module }) => module.default.title === title);

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
  return widgetFixtures[name] as Record<string, WidgetFixture>;
}

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): string {
  return result.error?.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`).join('; ') ?? '';
}

describe('every story renders', () => {
  it('finds the story files', () => {
    expect(storyModules.length).toBeGreaterThan(0);
  });

  describe.each(storyModules.map(({ path, module }) => [path, module] as const))('%s', (_path, module) => {
    const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];

    it('has stories', () => {
      expect(stories.length).toBeGreaterThan(0);
    });

    it.each(stories)('%s', async (_name, Story) => {
      await Story.load();
      const { container } = render(<Story />);
      // The router's own error boundary would catch a throwing story and show its error page instead.
      expect(container.textContent).not.toContain('Unexpected Application Error');
    });
  });
});

describe('widget registry, fixtures and stories', () => {
  it('knows at least one widget', () => {
    expect(WIDGET_NAMES.length).toBeGreaterThan(0);
  });

  describe.each(WIDGET_NAMES)('%s', (name) => {
    it('has a registry entry under its own name with the shared schemas', async () => {
      const entry = widgetRegistry[name];
      expect(entry, `registry/widgets.ts has no entry "${name}"`).toBeDefined();
      expect(widgetSchemas[name].label.length, `src/widgets/${name}/${name}.schema.ts gives "${name}" no label`).toBeGreaterThan(0);
      const loaded = await entry.load();
      expect(loaded.default).toBeTypeOf('function');
    });

    it('has named fixtures that pass its props and data schemas', async () => {
      const fixtures = await loadFixtures(name);
      expect(Object.keys(fixtures).length, `src/widgets/${name}/${name}.fixtures.ts has no fixtures`).toBeGreaterThan(0);
      for (const [fixtureName, fixture] of Object.entries(fixtures)) {
        const props = widgetSchemas[name].props.safeParse(fixture.props);
        expect(props.success, `${name}.${fixtureName} props: ${issues(props)}`).toBe(true);
        const data = widgetSchemas[name].data.safeParse(fixture.data);
        expect(data.success, `${name}.${fixtureName} data: ${issues(data)}`).toBe(true);
      }
    });

    it('has one story file, in its own folder, with exactly one story per fixture', async () => {
      const files = titled(`Widgets/${name}`);
      expect(
        files.map(({ path }) => path),
        `one story file titled 'Widgets/${name}'`,
      ).toEqual([expect.stringMatching(new RegExp(`/${name}/${name}\\.stories\\.tsx$`))]);
      const expected = Object.keys(await loadFixtures(name))
        .map(pascalCase)
        .sort();
      expect(Object.keys(composeStories(files[0]!.module)).sort()).toEqual(expected);
    });
  });

  it('has no widget story for a widget the registry does not know', () => {
    const known = new Set<string>(WIDGET_NAMES.map((name) => `Widgets/${name}`));
    const titles = storyModules.map(({ module }) => module.default.title ?? '').filter((title) => title.startsWith('Widgets/'));
    expect(titles.filter((title) => !known.has(title))).toEqual([]);
  });
});
