// `npm run new:widget NAME [-- --label "…" --description "…"]`: a new widget folder in src/widgets that typechecks,
// renders in Storybook, is in the editor's widget list and passes its own tests; then `npm run gen` registers it.
// Start from it: change the schemas, the mapper and the resolver, keep the fixtures built by the mapper.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gen } from './gen.mjs';
import { widgetFiles } from './gen/widgets.mjs';

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (name) => camel(name).replace(/^./, (c) => c.toUpperCase());
/** A TypeScript string literal in the code's own style (single quotes unless the text has one). */
const literal = (text) => (text.includes("'") ? JSON.stringify(text) : `'${text.replaceAll('\\', '\\\\')}'`);

/** The files of a new widget, by file name. */
export function widgetTemplates(name, { label, description }) {
  const X = pascal(name);
  const x = camel(name);
  return {
    [`${name}.schema.ts`]: `import * as z from 'zod/mini';
import type { Sport } from '#schemas/entities/sport.ts';
import { defineWidget } from '#registry/define-widget.ts';

export const ${X}PropsSchema = z.object({
  /** The heading; the widget's label when a template sets none. */
  title: z.optional(z.string()),
});
export type ${X}Props = z.infer<typeof ${X}PropsSchema>;

export const ${X}DataSchema = z.object({
  title: z.string(),
  items: z.array(z.object({ title: z.string(), url: z.string() })),
});
export type ${X}Data = z.infer<typeof ${X}DataSchema>;

/** The pure mapper (STYLE 14): the resolver and the fixtures build the widget's data with it. */
export function ${x}DataOf(props: ${X}Props, sports: readonly Pick<Sport, 'title' | 'global_sport_name_slug' | 'non_sport'>[]): ${X}Data {
  return {
    title: props.title ?? ${literal(label)},
    items: sports.filter((s) => !s.non_sport).map((s) => ({ title: s.title, url: \`/sports/\${s.global_sport_name_slug}\` })),
  };
}

export const widget = defineWidget({
  name: '${name}',
  label: ${literal(label)},
  description: ${literal(description)},
  props: ${X}PropsSchema,
  data: ${X}DataSchema,
});
`,
    [`${name}.tsx`]: `import type { WidgetComponentProps } from '#registry/define-widget.ts';
import { SmartLink } from '#src/chrome/smart-link.tsx';
import type { ${X}Data, ${X}Props } from './${name}.schema.ts';
import './${name}.css';

/** Shows what its resolver answers: a widget only displays its props and data (STYLE 4). */
export default function ${X}({ data, id }: WidgetComponentProps<${X}Props, ${X}Data>) {
  return (
    <section className="${name}" aria-labelledby={\`\${id}-title\`}>
      <h2 id={\`\${id}-title\`}>{data.title}</h2>
      {data.items.length > 0 ? (
        <ul className="${name}-items">
          {data.items.map((item) => (
            <li key={item.url}>
              <SmartLink href={item.url}>{item.title}</SmartLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-state">Nothing to show yet.</p>
      )}
    </section>
  );
}
`,
    [`${name}.css`]: `/* ${label} (src/widgets/${name}). Colours from app.css: navy text on white, gold only as a background. */

.${name}-items {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
}
`,
    [`${name}.server.ts`]: `import type { WidgetResolver } from '../shared/context.server.ts';
import { ${x}DataOf } from './${name}.schema.ts';

/** The widget's data for a page: read what it needs from the context's store, then map it. */
export const resolve${X}: WidgetResolver<'${name}'> = (props, ctx) => ${x}DataOf(props, ctx.sports);
`,
    [`${name}.fixtures.ts`]: `import { school } from '../shared/school.fixtures.ts';
import { ${X}PropsSchema, ${x}DataOf, type ${X}Data, type ${X}Props } from './${name}.schema.ts';

const props = ${X}PropsSchema.parse({});
const titled = ${X}PropsSchema.parse({ title: 'Our teams' });

// Built by the widget's own mapper from the demo school, as the resolver builds them from the store.
export const ${x}Fixtures = {
  default: { props, data: ${x}DataOf(props, school.sports) },
  titled: { props: titled, data: ${x}DataOf(titled, school.sports) },
  empty: { props, data: ${x}DataOf(props, []) },
} satisfies Record<string, { props: ${X}Props; data: ${X}Data }>;
`,
    [`${name}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { ${x}Fixtures } from './${name}.fixtures.ts';
import ${X} from './${name}.tsx';

// One story per named fixture in ${name}.fixtures.ts (tests/unit/stories.test.ts keeps them in step).
const meta = {
  title: 'Widgets/${name}',
  component: ${X},
  args: { ...${x}Fixtures.default, sport: null, id: '${name}-story' },
} satisfies Meta<typeof ${X}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default = { args: ${x}Fixtures.default } satisfies Story;
export const Titled = { args: ${x}Fixtures.titled } satisfies Story;
export const Empty = { args: ${x}Fixtures.empty } satisfies Story;
`,
    [`${name}.test.tsx`]: `// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '#src/chrome/chrome-test-data.tsx';
import { ${x}Fixtures } from './${name}.fixtures.ts';
import ${X} from './${name}.tsx';

describe('${name} widget', () => {
  it.each(Object.entries(${x}Fixtures))('%s: its heading and a link per item, or says there is nothing', (_name, fixture) => {
    renderInRouter(<${X} props={fixture.props} data={fixture.data} sport={null} id="${name}" />);
    const section = screen.getByRole('region', { name: fixture.data.title });
    expect(within(section).queryAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(fixture.data.items.map((i) => i.url));
    if (fixture.data.items.length === 0) expect(within(section).getByText('Nothing to show yet.')).toBeDefined();
  });
});
`,
    [`${name}.server.test.ts`]: `import { describe, expect, it } from 'vitest';
import { TEST_NOW, seededStore } from '../../../tests/seeded-store.ts';
import type { WidgetContext } from '../shared/context.server.ts';
import { ${x}Fixtures } from './${name}.fixtures.ts';
import { resolve${X} } from './${name}.server.ts';

const seeded = seededStore('${name}');

/** A page on the seeded demo store (no template shows the widget yet, so it is resolved on its own). */
const context = (): WidgetContext => ({
  store: seeded.store, tenant: seeded.school.tenant, sport: null, sports: seeded.school.sports, now: TEST_NOW, staff: false,
  page: { name: null, path: '/', title: '', params: {}, query: {}, meta: {} },
  query: { start: 0, count: null, name: null, extra: null, filters: {} },
});

describe('${name} resolver', () => {
  it('answers what its fixtures show for the demo school', async () => {
    expect(await resolve${X}(${x}Fixtures.default.props, context())).toEqual(${x}Fixtures.default.data);
    expect(await resolve${X}(${x}Fixtures.titled.props, context())).toEqual(${x}Fixtures.titled.data);
  });
});
`,
  };
}

/** Writes src/widgets/{name}/ under `root`; refuses a bad or taken name. Answers the paths written. */
export function scaffoldWidget(root, name, options = {}) {
  if (!NAME.test(name)) throw new Error(`"${name}" is not a widget name: kebab-case, a-z and 0-9 (e.g. team-news).`);
  if (name === 'shared') throw new Error('"shared" is the folder of shared widget parts, not a widget name.');
  const dir = join(root, 'src/widgets', name);
  if (existsSync(dir)) throw new Error(`src/widgets/${name} exists already.`);
  const label = options.label ?? name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const description = options.description ?? `${label}: one line for the editor's widget list.`;
  const templates = widgetTemplates(name, { label, description });
  const required = Object.values(widgetFiles(name)).map((f) => f.file);
  const missing = required.filter((file) => !(file in templates));
  if (missing.length > 0) throw new Error(`The scaffold lacks ${missing.join(', ')}`);
  mkdirSync(dir, { recursive: true });
  return Object.entries(templates).map(([file, content]) => {
    writeFileSync(join(dir, file), content);
    return `src/widgets/${name}/${file}`;
  });
}

function option(args, flag) {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const name = args.find((arg, i) => !arg.startsWith('--') && !['--label', '--description'].includes(args[i - 1] ?? ''));
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  try {
    if (!name) throw new Error('Usage: npm run new:widget NAME [-- --label "Label" --description "One line"]');
    const written = scaffoldWidget(root, name, { label: option(args, '--label'), description: option(args, '--description') });
    // The new files in the project's format (npm run lint checks it).
    const prettier = await import('prettier');
    for (const file of written) {
      const path = join(root, file);
      const options = await prettier.resolveConfig(path);
      writeFileSync(path, await prettier.format(readFileSync(path, 'utf8'), { ...options, filepath: path }));
    }
    const generated = gen(root);
    console.info(`Wrote ${[...written, ...generated].join('\n      ')}`);
    console.info(`Next: npm run typecheck && npx vitest run src/widgets/${name}, and add it to a template in /admin.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
