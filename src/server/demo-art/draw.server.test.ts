import { describe, expect, it } from 'vitest';
import { buildSchool } from '#fixtures/school/index.ts';
import { demoArtCatalogue } from './catalogue.server.ts';
import { DEMO_COLORS, drawDemoArt } from './draw.server.ts';
import { DRAWN_PATH, subjectOf } from './subjects.server.ts';
import { monogramOf } from '#src/widgets/shared/initials.ts';

const school = buildSchool();
const catalogue = demoArtCatalogue(school);
/** The words a drawing shows: the content of its <text> elements. */
const textOf = (svg: string | null) =>
  [...(svg ?? '').matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .map((m) => m[1]!.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))))
    .join(' | ');
const draw = (kind: string, name: string) => drawDemoArt(kind, name, subjectOf(catalogue, kind, name));
/** Every drawn picture path the demo school names. */
const paths = [...new Set(JSON.stringify(school).match(/\/images\/[a-z-]+\/[\w-]+\.(?:svg|webp)/g) ?? [])].filter((p) =>
  DRAWN_PATH.test(p),
);

describe('demo art (docs/decisions/0015-demo-art-raster.md)', () => {
  it('a story shows its headline and sport, never its id', () => {
    const story = school.stories.find((s) => s.image?.url.startsWith('/images/stories/'))!;
    const name = DRAWN_PATH.exec(story.image!.url)![2]!;
    const text = textOf(draw('stories', name));
    for (const word of story.title.split(' ').slice(0, 4)) expect(text).toContain(word);
    expect(text).toContain(school.sports.find((s) => s.id === story.sport_id)!.title.toUpperCase());
    expect(text).not.toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('a player or coach is a silhouette with their initials; the file name shows nowhere', () => {
    const player = school.roster.find((p) => p.image)!;
    const name = DRAWN_PATH.exec(player.image!.url)![2]!;
    const svg = draw('players', name);
    expect(textOf(svg)).toBe(`${player.first_name[0]}${player.last_name[0]}`);
    expect(svg).toContain('<circle');
    expect(svg).not.toContain(name);
  });

  it('an opponent is a monogram of its name, sized to stay inside its badge, long names too', () => {
    expect(textOf(draw('opponents', 'blue-ridge-university'))).toBe('BRU');
    expect(monogramOf('University of the Upper Peninsula at Marquette Technical Institute')).toBe('UUP');
    for (const name of ['Wexford', 'Wexford Wells', 'Wexford Mills Women']) {
      const svg = drawDemoArt('opponents', 'x', { caption: name })!;
      const size = Number(/font-size="(\d+)"/.exec(svg)![1]);
      // The widest capitals are about one em: the letters stay inside the 80-unit ring.
      expect(size * textOf(svg).length).toBeLessThanOrEqual(80);
    }
  });

  it('a facility, a campaign and a sponsor show their own names; the hero leaves its headline to the page', () => {
    const facility = school.facilities.find((f) => f.images.length)!;
    const name = DRAWN_PATH.exec(facility.images[0]!.url)![2]!;
    expect(textOf(draw('facilities', name))).toContain(facility.title.split(' ')[0]);
    expect(textOf(draw('promotions', 'sponsor-1-640'))).toContain('Great Lakes');
    expect(textOf(draw('promotions', 'sidebar-season-tickets-640'))).toContain('Season Ticket');
    expect(textOf(draw('promotions', 'home-hero-1-1600'))).toBe('');
  });

  it('every picture the demo school names is described by the catalogue and shows no id or file name', () => {
    expect(paths.length).toBeGreaterThan(1000);
    for (const path of paths) {
      const [, kind, name] = DRAWN_PATH.exec(path)!;
      expect(subjectOf(catalogue, kind!, name!), path).not.toBeNull();
      const text = textOf(draw(kind!, name!));
      // An id-named picture (464, hof-12151, moment-9501, g100040-3) shows none of its numbers.
      const ids = /^(?:[a-z]+-)?\d+(?:-\d+|-square)?$/.test(name!) ? (name!.match(/\d{3,}/g) ?? []) : [];
      for (const id of ids) expect(text, path).not.toMatch(new RegExp(`\\b${id}\\b`));
      if (/[a-z]{3}/.test(name!)) expect(text, path).not.toContain(name!.replace(/-/g, ' ').toUpperCase());
    }
  });

  it('draws in the school colours and keeps each kind at its aspect (no layout shift)', () => {
    const colors = { primary: '#123456', secondary: '#abcdef', accent: '#fedcba' };
    expect(drawDemoArt('stories', '464', null, colors)).toContain('#abcdef');
    expect(drawDemoArt('stories', '464', null, DEMO_COLORS)).toMatch(/width="1280" height="720"/);
    expect(drawDemoArt('stories', '464-square', null)).toMatch(/width="800" height="800"/);
    expect(drawDemoArt('players', '1', null)).toMatch(/width="300" height="400"/);
    expect(drawDemoArt('promotions', 'home-hero-1-640', null)).toMatch(/width="640" height="200"/);
    expect(drawDemoArt('unknown', 'x', null)).toBeNull();
  });
});
