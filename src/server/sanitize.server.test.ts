import { describe, expect, it } from 'vitest';
import { sanitize } from './sanitize.server.ts';

describe('store HTML sanitizer', () => {
  it('drops scripts, handlers and javascript: links', () => {
    const html = sanitize(
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(2)">x</a><img src="/a.png" onerror="alert(3)" alt="a">',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(html).toContain('<img src="/a.png" alt="a" loading="lazy" />');
  });

  // Finding 11: `id` and `name` in stored HTML can clobber the page's globals (DOM clobbering).
  it('drops id and name attributes', () => {
    const html = sanitize(
      '<a id="__reactRoot" name="config" href="/x">x</a><img name="currentScript" src="/a.png"><form id="x"></form><span id="main-content">y</span>',
    );
    expect(html).not.toMatch(/\sid=|\sname=/);
    expect(html).toContain('<a href="/x">x</a>');
  });

  it('new-window links get rel="noopener noreferrer"', () => {
    expect(sanitize('<a href="https://x.example" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  // docs/decisions/0026-rich-text-field.md: images only from this site (and IMAGE_HOSTS), on save as on render.
  it("drops images from other hosts (tracking pixels), whole, and keeps the site's own", () => {
    expect(sanitize('<p>Hi<img src="https://tracker.example/p.gif" width="1" height="1" alt=""></p>')).toBe('<p>Hi</p>');
    for (const src of [
      '//tracker.example/p.gif',
      '/\\tracker.example/p.gif',
      'http://tracker.example/p.gif',
      ' https://tracker.example/p.gif',
    ])
      expect(sanitize(`<img src="${src}" alt="">`)).toBe('');
    expect(sanitize('<picture><source srcset="https://tracker.example/a.webp 1x"><img src="/a.png" alt="a"></picture>')).toBe(
      '<picture><img src="/a.png" alt="a" loading="lazy" /></picture>',
    );
    expect(sanitize('<img src="/documents/images/team.jpg" alt="Team">')).toBe(
      '<img src="/documents/images/team.jpg" alt="Team" loading="lazy" />',
    );
    // Lazy unless the author asked for the picture at once.
    expect(sanitize('<img src="/a.png" alt="" loading="eager">')).toBe('<img src="/a.png" alt="" loading="eager" />');
    expect(sanitize('<img src="/api/v2/files/content?path=/documents/a.png" alt="">')).toContain('<img');
  });
});
