import { describe, expect, it } from 'vitest';
import { sportRefFromNavigationSport, sportRefFromPlayerSport, sportRefFromStorySport, genderFromSidearm } from './embedded-sport.ts';
import { navigationFromSidearm, SidearmNavItemSchema, sportNavigationFromSidearm } from './navigation.ts';
import { SidearmSeoSchema, seoFromSidearm } from './seo.ts';
import { SidearmSportSchema, sportFromSidearm } from './sport.ts';
import { SidearmStaffSchema, staffFromSidearm } from './staff.ts';
import { SidearmStorySchema, storyDetailPath, storyFromSidearm } from './story.ts';
import { safeLink, sitePath } from './wire.ts';

// Fictional answers in SIDEARM's v2 shapes (field names from its public schemas; every value made up).
const sport = {
  id: 4,
  title: 'Rowing',
  shortName: 'row',
  abbrev: null,
  shortDisplay: null,
  globalSportId: null,
  globalSportShortName: 'wrow',
  globalSportNameSlug: 'rowing',
  globalSportGender: null,
  nonSport: false,
  facebookPage: '',
  twitterName: 'examplerowing',
  rosterId: null,
  scheduleId: 77,
  usesPoints: false,
  oldId: null,
  imagesJson: null,
};

const story = {
  id: 900,
  title: null,
  contentTitle: 'Crew sets course record',
  subHeadline: '',
  teaser: 'A record on the river.',
  byline: null,
  date: '2026-04-12T10:00:00',
  sport: {
    id: 4,
    title: 'Rowing',
    abbreviation: 'ROW',
    shortTitle: 'Rowing',
    shortname: 'row',
    gender: 'F',
    globalSportShortname: 'wrow',
    globalSportId: null,
    globalSportNameSlug: 'rowing',
  },
  primaryImage: null,
  alternateImage: null,
  video: { youtube: null, archive: 31, metadata: { title: null, thumbnail: null } },
  url: '/news/2026/4/12/crew-sets-course-record.aspx',
  links: [
    { linkId: 1, linkUrl: 'https://results.example.org/regatta', linkText: 'Results', created: '2026-04-12', galleryId: null },
    { linkId: 2, linkUrl: 'javascript:void(0)', linkText: 'Pop-up', created: '2026-04-12', galleryId: null },
  ],
  contentTemplate: '',
  type: null,
  games: [],
  galleryId: 0,
  writer: null,
  isBlockBased: true,
  content: null,
  blocks: [{ type: 'paragraph', text: 'Eight seats & one cox.' }, { type: 'embed', html: '<p>Splits below.</p>' }, { type: 'spacer' }],
};

describe('SIDEARM wire shapes to our entities', () => {
  it('maps a sport whose abbreviation and gender SIDEARM leaves null', () => {
    const mapped = sportFromSidearm(SidearmSportSchema.parse(sport));
    expect(mapped).toMatchObject({
      id: 4,
      shortname: 'row',
      abbreviation: '',
      // The gender comes from the global short name (`w…`) when SIDEARM's is null.
      gender: 'F',
      global_sport_id: 0,
      global_sport_name_slug: 'rowing',
      facebook: null,
      twitter: 'examplerowing',
      scheduleId: 77,
    });
    expect(genderFromSidearm(null, 'mbball')).toBe('M');
    expect(genderFromSidearm(null, 'coed-sail')).toBe('C');
    expect(genderFromSidearm('W', null)).toBe('F');
  });

  it('reads each embedded sport variant into the same reference', () => {
    const fromStory = sportRefFromStorySport(story.sport);
    const fromNavigation = sportRefFromNavigationSport({
      id: 4,
      title: 'Rowing',
      abbrev: 'ROW',
      shortTitle: 'Rowing',
      shortName: 'row',
      globalSportShortName: 'wrow',
    });
    const fromPlayer = sportRefFromPlayerSport({
      id: 4,
      title: 'Rowing',
      abbrev: null,
      shortDisplay: 'ROW',
      shortName: 'row',
      globalSportId: 40,
      globalSportNameSlug: 'rowing',
      globalSportGender: null,
    });
    for (const ref of [fromStory, fromNavigation, fromPlayer])
      expect(ref).toMatchObject({ id: 4, title: 'Rowing', shortname: 'row', abbreviation: 'ROW' });
  });

  it('maps a block-based story with null content, keeping its id and its URL without .aspx', () => {
    const mapped = storyFromSidearm(SidearmStorySchema.parse(story));
    expect(mapped).toMatchObject({
      id: 900,
      title: 'Crew sets course record',
      sub_headline: null,
      type: 'story',
      url: '/news/2026/4/12/crew-sets-course-record',
      sport_id: 4,
      gallery_id: null,
      content_template: null,
      video: { youtube: null, archive: '31' },
      links: [{ title: 'Results', url: 'https://results.example.org/regatta' }],
    });
    expect(mapped.content).toBe('<p>Eight seats &amp; one cox.</p>\n<p>Splits below.</p>');
    expect(storyFromSidearm(SidearmStorySchema.parse({ ...story, blocks: null })).content).toBe('');
    expect(storyDetailPath(story)).toBe('Stories/2026-04-12T10%3A00%3A00/crew-sets-course-record');
  });

  it('maps a staff member with no picture, an empty phone and the slug of its SIDEARM address', () => {
    const mapped = staffFromSidearm(
      SidearmStaffSchema.parse({
        id: 12,
        firstName: 'Ines',
        lastName: 'Varga',
        title: 'Compliance Officer',
        email: 'ivarga@example.edu',
        phone: '',
        image: null,
        category: { id: 2, title: 'Compliance' },
        bio: '',
        url: '/staff-directory/ines-varga/12',
        socialMedia: {},
        images: null,
      }),
    );
    expect(mapped).toMatchObject({
      id: 12,
      kind: 'department',
      slug: 'ines-varga',
      department: 'Compliance',
      phone: null,
      image: null,
      bio: null,
    });
  });

  it('reads SEO settings from SIDEARM`s {settings, tokens}', () => {
    const seo = seoFromSidearm(
      SidearmSeoSchema.parse({
        settings: {
          title: { site_name: 'Example Athletics', seo_title_delimiter: ' | ', seo_title_homepage: '' },
          meta: { school_name: 'Example College', site_mascot_singular: 'Otter', site_mascot_plural: '', seo_meta_og_image: '' },
          sitemap: { enable_sitemap_xml: 'true' },
        },
        tokens: { keys: [] },
      }),
    );
    expect(seo).toEqual({
      title: 'Example Athletics',
      meta: '',
      siteName: 'Example Athletics',
      schoolName: 'Example College',
      mascotNames: ['Otter'],
      ogImage: null,
      delimiter: ' | ',
    });
  });

  it('leaves out menu links a browser should not follow, and nests a sport menu', () => {
    const item = (id: number, url: string, extra = {}) =>
      SidearmNavItemSchema.parse({
        id,
        title: `Item ${id}`,
        url,
        rank: id,
        separator: false,
        openInNewWindow: false,
        className: '',
        ...extra,
      });
    const { value, droppedLinks } = navigationFromSidearm([
      item(2, 'javascript:alert(1)'),
      item(1, '/sports/rowing', { items: [{ ...item(5, '/sports/rowing/roster'), column: 2 }] }),
    ]);
    expect(value.map((n) => [n.id, n.url])).toEqual([
      [1, '/sports/rowing'],
      [2, null],
    ]);
    expect(value[0]!.columns).toEqual([{ column: 2, items: [expect.objectContaining({ id: 5, url: '/sports/rowing/roster' })] }]);
    expect(droppedLinks).toEqual(['javascript:alert(1)']);
    const sub = sportNavigationFromSidearm([item(9, '/sports/rowing', { className: 'sport-home', items: [item(10, 'data:text/html,x')] })]);
    expect(sub.value).toEqual([
      {
        id: 9,
        title: 'Item 9',
        url: '/sports/rowing',
        class_name: 'sport-home',
        separator: false,
        items: [{ id: 10, title: 'Item 10', url: null, class_name: null, separator: false, items: [] }],
      },
    ]);
  });

  it('keeps site paths, http(s), mailto and tel links only; drops .aspx and the host from SIDEARM addresses', () => {
    expect(['/a', 'https://x.example', 'mailto:a@b.c', 'tel:+1', '//evil.example', 'JavaScript:x', 'data:x'].map(safeLink)).toEqual([
      '/a',
      'https://x.example',
      'mailto:a@b.c',
      'tel:+1',
      null,
      null,
      null,
    ]);
    expect(sitePath('https://old.example.edu/news/2019/5/3/win.aspx?path=x')).toBe('/news/2019/5/3/win');
  });
});
