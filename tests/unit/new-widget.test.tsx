// `npm run new:widget`: the scaffold writes a folder the generator accepts, whose fixtures pass its schemas, whose
// resolver answers what its fixtures show, whose component renders them and whose stories match them. It runs in a
// temporary copy of the tree (links to the real folders), so the repository's own src/widgets stays as it is.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool } from '#fixtures/school/index.ts';

const NAME = 'scaffold-check';
const repo = join(import.meta.dirname, '../..');

interface Fixture {
  props: Record<string, unknown>;
  data: { title: string; items: { title: string; url: string }[] };
}
interface ParseResult {
  success: boolean;
}
interface Scripts {
  scaffoldWidget: (root: string, name: string, options: { label: string; description: string }) => string[];
  widgetNames: (root: string) => string[];
  generateWidgets: (root: string) => { path: string; content: string }[];
}

let root = '';
let scripts: Scripts;
const load = <T,>(file: string) => import(join(root, 'src/widgets', NAME, file)) as Promise<T>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'new-widget-'));
  const { imports, type } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { imports: unknown; type: string };
  writeFileSync(join(root, 'package.json'), JSON.stringify({ type, imports }));
  for (const folder of ['node_modules', 'schemas', 'fixtures', 'tests']) symlinkSync(join(repo, folder), join(root, folder));
  mkdirSync(join(root, 'registry'));
  symlinkSync(join(repo, 'registry/define-widget.ts'), join(root, 'registry/define-widget.ts'));
  mkdirSync(join(root, 'src/widgets'), { recursive: true });
  for (const entry of readdirSync(join(repo, 'src')).filter((e) => e !== 'widgets'))
    symlinkSync(join(repo, 'src', entry), join(root, 'src', entry));
  symlinkSync(join(repo, 'src/widgets/shared'), join(root, 'src/widgets/shared'));
  const [scaffold, generator] = await Promise.all([
    import(join(repo, 'scripts/new-widget.mjs')),
    import(join(repo, 'scripts/gen/widgets.mjs')),
  ]);
  scripts = { ...(scaffold as Pick<Scripts, 'scaffoldWidget'>), ...(generator as Omit<Scripts, 'scaffoldWidget'>) };
  scripts.scaffoldWidget(root, NAME, { label: 'Scaffold check', description: "A widget the scaffold's test writes." });
});
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('npm run new:widget', () => {
  it('writes every file the registry needs, named after the widget, and the generator lists it in every map', () => {
    expect(scripts.widgetNames(root)).toEqual([NAME]);
    const files = readdirSync(join(root, 'src/widgets', NAME)).sort();
    expect(files.every((file) => file.startsWith(`${NAME}.`))).toBe(true);
    expect(files).toEqual(expect.arrayContaining([`${NAME}.css`, `${NAME}.test.tsx`, `${NAME}.server.test.ts`]));
    for (const { path, content } of scripts.generateWidgets(root)) expect(content, path).toContain(`#src/widgets/${NAME}/${NAME}.`);
    expect(() => scripts.scaffoldWidget(root, NAME, { label: 'x', description: 'x' })).toThrow(/exists already/);
    expect(() => scripts.scaffoldWidget(root, 'Not_A_Name', { label: 'x', description: 'x' })).toThrow(/kebab-case/);
  });

  it('declares itself with its label and description, and its fixtures pass its schemas', async () => {
    const { widget } = await load<{
      widget: {
        name: string;
        label: string;
        description: string;
        props: { safeParse(v: unknown): ParseResult };
        data: { safeParse(v: unknown): ParseResult };
      };
    }>(`${NAME}.schema.ts`);
    expect(widget).toMatchObject({ name: NAME, label: 'Scaffold check', description: "A widget the scaffold's test writes." });
    const { scaffoldCheckFixtures } = await load<{ scaffoldCheckFixtures: Record<string, Fixture> }>(`${NAME}.fixtures.ts`);
    for (const fixture of Object.values(scaffoldCheckFixtures)) {
      expect(widget.props.safeParse(fixture.props).success).toBe(true);
      expect(widget.data.safeParse(fixture.data).success).toBe(true);
    }
  });

  it("its resolver answers its default fixture for the demo school's sports", async () => {
    const { resolveScaffoldCheck } = await load<{ resolveScaffoldCheck: (props: unknown, ctx: unknown) => unknown }>(`${NAME}.server.ts`);
    const { scaffoldCheckFixtures } = await load<{ scaffoldCheckFixtures: Record<string, Fixture> }>(`${NAME}.fixtures.ts`);
    const fixture = scaffoldCheckFixtures.default!;
    expect(await resolveScaffoldCheck(fixture.props, { sports: buildSchool().sports })).toEqual(fixture.data);
    expect(fixture.data.items.length).toBeGreaterThan(0);
  });

  it('renders each fixture, with one story per fixture under Widgets/{name}', async () => {
    const { default: Component } = await load<{ default: ComponentType<{ props: unknown; data: unknown; sport: null; id: string }> }>(
      `${NAME}.tsx`,
    );
    const { scaffoldCheckFixtures } = await load<{ scaffoldCheckFixtures: Record<string, Fixture> }>(`${NAME}.fixtures.ts`);
    const fixture = scaffoldCheckFixtures.titled!;
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <Component props={fixture.props} data={fixture.data} sport={null} id={NAME} />
      </MemoryRouter>,
    );
    expect(html).toContain(`<h2 id="${NAME}-title">${fixture.data.title}</h2>`);
    expect(html.match(/<a /g)).toHaveLength(fixture.data.items.length);
    const { default: meta, ...stories } = await load<{ default: { title: string } } & Record<string, unknown>>(`${NAME}.stories.tsx`);
    expect(meta.title).toBe(`Widgets/${NAME}`);
    expect(Object.keys(stories).sort()).toEqual(['Default', 'Empty', 'Titled']);
  });
});
