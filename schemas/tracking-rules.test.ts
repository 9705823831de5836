import { describe, expect, it } from 'vitest';
import { TrackingTagSchema, type TrackingObject, type TrackingTag } from './entities/tracking.ts';
import { hasImage, isGoogleNamed, servableTags, tagApplies, tagProblem, withUsableStyles } from './tracking-rules.ts';

const object = (parts: Partial<TrackingObject>): TrackingObject => ({ script: [], style: [], noscript: [], img: [], ...parts });
const tag = (id: number, parts: Partial<TrackingTag> = {}): TrackingTag => ({
  id,
  name: `Tag ${id}`,
  trackingHeadObject: object({ script: [{ attributes: {}, children: 'window.x = 1;' }] }),
  trackingOpenBodyObject: null,
  trackingCloseBodyObject: null,
  ...parts,
});
const el = (children = '', attributes: Record<string, string> = {}) => ({ attributes, children });

describe('tracking tag rules (spec 5)', () => {
  it('a tag applies when each of its scope lists is empty or names the page', () => {
    const page = { pageTemplate: 'schedule', sportName: 'womens-water-polo', contentId: '42' };
    expect(tagApplies({ pageTemplates: [], sportNames: [], contentIds: [] }, page)).toBe(true);
    expect(tagApplies({ pageTemplates: ['schedule'], sportNames: ['womens-water-polo'], contentIds: [] }, page)).toBe(true);
    expect(tagApplies({ pageTemplates: ['roster_bio'], sportNames: [], contentIds: [] }, page)).toBe(false);
    expect(tagApplies({ pageTemplates: [], sportNames: ['football'], contentIds: [] }, page)).toBe(false);
    expect(tagApplies({ pageTemplates: [], sportNames: [], contentIds: ['42'] }, page)).toBe(true);
    expect(tagApplies({ pageTemplates: [], sportNames: [], contentIds: ['42'] }, { ...page, contentId: null })).toBe(false);
  });

  it('a tag with an image in its head, open-body or close-body object is dropped, as an element or in markup', () => {
    expect(hasImage(tag(1))).toBe(false);
    expect(hasImage(tag(1, { trackingCloseBodyObject: object({ img: [el('', { src: '/p.gif' })] }) }))).toBe(true);
    expect(hasImage(tag(1, { trackingOpenBodyObject: object({ noscript: [el('<IMG src="https://x.example/p.gif">')] }) }))).toBe(true);
    expect(servableTags([tag(1), tag(2, { trackingHeadObject: object({ img: [el()] }) })], () => {}).map((t) => t.id)).toEqual([1]);
  });

  it('a style is kept only with inline content or a source; a tag left empty is dropped', () => {
    const styles = tag(1, { trackingHeadObject: object({ style: [el('  '), el('.a{}'), el('', { src: '/x.css' })] }) });
    expect(withUsableStyles(styles)?.trackingHeadObject?.style).toEqual([el('.a{}'), el('', { src: '/x.css' })]);
    expect(withUsableStyles(tag(2, { trackingHeadObject: object({ style: [el('\n')] }) }))).toBeNull();
  });

  it('a script inside a style is "That is not css"; scripts load over https or from this site, stylesheets from this site', () => {
    const refused: string[] = [];
    const tags = [
      tag(1, { trackingHeadObject: object({ style: [el('.a{} </style><script>alert(1)</script>')] }) }),
      tag(2, { trackingHeadObject: object({ script: [el('', { src: 'http://insecure.example/a.js' })] }) }),
      tag(3, { trackingHeadObject: object({ script: [el('', { src: 'javascript:alert(1)' })] }) }),
      tag(4, { trackingHeadObject: object({ style: [el('', { src: 'https://cdn.example/a.css' })] }) }),
      tag(5, {
        trackingHeadObject: object({ script: [el('', { src: 'https://tags.example/a.js' })], style: [el('', { src: '/a.css' })] }),
      }),
    ];
    expect(tagProblem(tags[0]!)).toBe('That is not css');
    expect(servableTags(tags, (t, reason) => refused.push(`${t.id}: ${reason}`)).map((t) => t.id)).toEqual([5]);
    expect(refused).toHaveLength(4);
  });

  it('tag shapes are checked: missing fields and event-handler attributes are refused', () => {
    expect(TrackingTagSchema.safeParse({ id: 1 }).success).toBe(false);
    expect(
      TrackingTagSchema.safeParse({ id: 1, name: 'x', trackingHeadObject: { script: [{ attributes: { onload: 'x()' } }] } }).success,
    ).toBe(false);
    expect(TrackingTagSchema.safeParse({ id: 1, name: 'x', trackingHeadObject: { script: [{ attributes: { async: '' } }] } }).success).toBe(
      true,
    );
  });

  it('Google-named tags are recognised whatever the case', () => {
    expect(isGoogleNamed({ name: 'Google Ads Remarketing' })).toBe(true);
    expect(isGoogleNamed({ name: 'GOOGLE tag' })).toBe(true);
    expect(isGoogleNamed({ name: 'Fan Zone' })).toBe(false);
  });
});
