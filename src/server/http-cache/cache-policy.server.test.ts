import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CLOCK_WINDOW_MS, inlineScriptHashes, matchesIfNoneMatch, strongEtag, withoutNonce } from './cache-policy.server.ts';

const parts = { buildId: 'b1', tenant: 't', version: 3, url: '/search?q=x', now: 10 * CLOCK_WINDOW_MS };

describe('validators', () => {
  it('change with the build, tenant, content version, URL and clock window, and only with them', () => {
    const etag = strongEtag(parts);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(strongEtag({ ...parts, now: parts.now + CLOCK_WINDOW_MS - 1 })).toBe(etag);
    for (const change of [
      { buildId: 'b2' },
      { tenant: 'u' },
      { version: 4 },
      { url: '/search?q=y' },
      { now: parts.now + CLOCK_WINDOW_MS },
    ]) {
      expect(strongEtag({ ...parts, ...change })).not.toBe(etag);
    }
  });

  it('match If-None-Match lists, weak forms and *', () => {
    expect(matchesIfNoneMatch('"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"ab"', '"a"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
  });
});

describe('hash-based CSP of a kept page', () => {
  it("hashes each of the page's own inline scripts (those with this response's nonce) as the browser does", () => {
    const html =
      '<script nonce="n1" type="module">import("/a.js")</script><script nonce="n1" src="/b.js"></script><script nonce="n1">window.x=1</script>';
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html, 'n1')).toEqual([sha('import("/a.js")'), sha('window.x=1')]);
  });

  it('does not hash a script without the nonce: one smuggled into stored HTML stays blocked', () => {
    expect(inlineScriptHashes('<p><script>alert(1)</script></p><script nonce="other">alert(2)</script>', 'n1')).toEqual([]);
  });

  it("drops this response's nonce so every visitor gets the same bytes", () => {
    expect(withoutNonce('<script nonce="n+1=">x</script><link nonce="n+1=">', 'n+1=')).toBe('<script>x</script><link>');
  });
});
