import { describe, expect, it } from 'vitest';
import { NOT_CSS_MESSAGE, checkCss, isValidUrl } from './injection.ts';

describe('style injection guard (spec 5, 8)', () => {
  it('keeps plain CSS as it is', () => {
    const css = '@media (min-width: 640px){.promotion-carousel[data-carousel="hero"]{--promotion-per-view:2}} a::after{content:"<b>"}';
    expect(checkCss(css)).toEqual({ ok: true, css });
  });

  it('refuses a script tag in any case or spacing with "That is not css"', () => {
    for (const bad of ['<script>alert(1)</script>', 'a{} <SCRIPT src=x>', 'a{}< script>', 'a{}</script >', 'a{}</ScRiPt>']) {
      expect(checkCss(bad), bad).toEqual({ ok: false, error: NOT_CSS_MESSAGE });
    }
  });

  it('refuses a closing style tag, which would end the style element and start HTML', () => {
    expect(checkCss('a{}</style><img src=x onerror=alert(1)>')).toEqual({ ok: false, error: NOT_CSS_MESSAGE });
  });
});

describe('URL validity (spec 5)', () => {
  it('accepts http and https URLs only', () => {
    expect(isValidUrl('https://tickets.example.com/football')).toBe(true);
    expect(isValidUrl('HTTP://example.com')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//cdn.example.com/x',
      '/sports',
      'ftp://x.example.com',
      'mailto:a@b.c',
      'https://',
      'httpsx://a.b',
      'example.com',
      '',
    ]) {
      expect(isValidUrl(bad), bad).toBe(false);
    }
  });
});
