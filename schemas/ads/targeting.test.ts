import { describe, expect, it } from 'vitest';
import { AD_SECTION_BY_SPORT, adPageType, adSection, adTargetingOf, adtestFlag, shellPageType } from './targeting.ts';

describe('ad page type (spec 9)', () => {
  it('renames the four page types the ad service knows otherwise and calls an empty one unknown', () => {
    expect(adPageType('home-page')).toBe('home');
    expect(adPageType('story')).toBe('stories');
    expect(adPageType('story-archives')).toBe('stories-archives');
    expect(adPageType('photo-galleries')).toBe('photogallery');
    expect(adPageType('')).toBe('unknown');
    expect(adPageType(undefined)).toBe('unknown');
  });

  it('passes every other page type unchanged', () => {
    for (const type of ['sport-home', 'roster-list', 'schedule-list', 'schedule-signingday', 'unknown', 'game-center'])
      expect(adPageType(type)).toBe(type);
  });
});

describe('shell page type (spec 2.2)', () => {
  it('knows the galleries and the signing-day pages, else keeps the page type', () => {
    expect(shellPageType({ name: 'galleries', type: 'unknown', path: '/galleries' })).toBe('photo-galleries');
    expect(shellPageType({ name: 'external', type: 'unknown', path: '/signingday/2026' })).toBe('schedule-signingday');
    expect(shellPageType({ name: 'external', type: 'unknown', path: '/signingdays' })).toBe('unknown');
    expect(shellPageType({ name: 'story', type: 'story', path: '/news/2026/11/20/x' })).toBe('story');
    expect(shellPageType(null)).toBe('');
  });
});

describe('ad section (spec 3, 9)', () => {
  it('is frontpage on home and signingday on the signing-day schedule, whatever the sport', () => {
    expect(adSection('home-page', 'mfootbl')).toBe('frontpage');
    expect(adSection('schedule-signingday', 'mfootbl')).toBe('signingday');
  });

  it("is the sport's short code when the spec's map has it, else ot", () => {
    expect(adSection('sport-home', 'mbaskbl')).toBe('mbaskbl');
    expect(adSection('schedule-list', 'wwpolo')).toBe('wwpolo');
    expect(adSection('schedule-list', 'cxc')).toBe('cxc');
    // Men's water polo is not in the spec's map.
    expect(adSection('schedule-list', 'mwpolo')).toBe('ot');
    expect(adSection('staff', 'general')).toBe('ot');
    expect(adSection('staff', null)).toBe('ot');
  });

  it('holds the 28 codes of the spec', () => {
    expect(Object.keys(AD_SECTION_BY_SPORT)).toHaveLength(28);
    expect(AD_SECTION_BY_SPORT["men's hockey"]).toBe('mhockey');
    expect(AD_SECTION_BY_SPORT.track).toBe('ctrack');
  });
});

describe('targeting of a page', () => {
  it('combines page type, section and the adtest flag', () => {
    expect(adTargetingOf({ name: 'homepage', type: 'home-page', path: '/' }, null, null)).toEqual({
      pageType: 'home',
      section: 'frontpage',
      adtest: null,
    });
    expect(adTargetingOf({ name: 'story', type: 'story', path: '/news/x' }, 'mfootbl', 'on')).toEqual({
      pageType: 'stories',
      section: 'mfootbl',
      adtest: 'on',
    });
    expect(adTargetingOf({ name: 'galleries', type: 'unknown', path: '/galleries' }, null, null)).toEqual({
      pageType: 'photogallery',
      section: 'ot',
      adtest: null,
    });
    expect(adTargetingOf(null, null, null)).toEqual({ pageType: 'unknown', section: 'ot', adtest: null });
  });
});

describe('adtest flag', () => {
  it('passes a short word through, treats a bare flag as on and ignores anything else', () => {
    expect(adtestFlag('?adtest=campaign-1')).toBe('campaign-1');
    expect(adtestFlag('?adtest')).toBe('on');
    expect(adtestFlag('?adtest=')).toBe('on');
    expect(adtestFlag('?q=1')).toBeNull();
    expect(adtestFlag('?adtest=%3Cscript%3E')).toBeNull();
    expect(adtestFlag(`?adtest=${'x'.repeat(41)}`)).toBeNull();
  });
});
