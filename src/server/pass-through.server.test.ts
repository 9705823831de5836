import { describe, expect, it } from 'vitest';
import { FAN_COOKIE } from './forms/fan-cookie.server.ts';
import { passThroughHeaders, passThroughUrl } from './pass-through.server.ts';

const UPSTREAM = 'https://content.example.edu';

describe('pass-through to the external content API', () => {
  it('maps /api/v2 paths onto the upstream, query kept', () => {
    expect(passThroughUrl(UPSTREAM, '/api/v2/promotions/home-hero?x=1')?.href).toBe(
      'https://content.example.edu/api/v2/promotions/home-hero?x=1',
    );
    expect(passThroughUrl(`${UPSTREAM}/base/`, '/api/v2/Sports')?.href).toBe('https://content.example.edu/base/api/v2/Sports');
  });

  it('never targets another host or a path outside /api/v2, however the path is spelled', () => {
    const attacks = [
      '/api/v2/../..//127.0.0.1:9999/x',
      '/api/v2/%2e%2e/%2e%2e//127.0.0.1:9999/x',
      '/api/v2/%2E%2E/%2E%2E//127.0.0.1:9999/x',
      '/api/v2/..\\..\\/127.0.0.1:9999/x',
      '/api/v2/%5c%5c127.0.0.1/x',
      '/api/v2/%252e%252e/%252e%252e//evil/x',
      '/api/v2//evil.example/x',
      '/api/v2/%2f%2fevil.example/x',
      '/api/v2/./x',
      '/api/v2/..',
      '/api/v2/x/..',
      '/api/v2/x%00',
      '/api/v2/x\t/y',
      '//evil.example/api/v2/x',
      '/api/v3/x',
      '/api/v2',
      'http://evil.example/api/v2/x',
      '/api/v2/x?\\r\\n',
      '/api/v2/%25%32%65%25%32%65/x',
    ];
    for (const target of attacks) {
      const url = passThroughUrl(UPSTREAM, target);
      if (url) {
        expect(url.origin, target).toBe(UPSTREAM);
        expect(url.pathname, target).toMatch(/^\/api\/v2\/(?!.*\.\.)/);
      }
    }
    expect(attacks.map((target) => passThroughUrl(UPSTREAM, target)).filter(Boolean)).toEqual([]);
  });

  it("forwards none of the visitor's cookies or credentials; sends the site's tenant and, for staff, the staff token", () => {
    const incoming = new Headers({
      cookie: 'staff_session=abc',
      authorization: 'Bearer visitor',
      tenant: 'other',
      accept: 'application/json',
      origin: 'https://site',
    });
    const anonymous = passThroughHeaders(incoming, 'northfield', null);
    expect(anonymous.get('cookie')).toBeNull();
    expect(anonymous.get('authorization')).toBeNull();
    expect(anonymous.get('tenant')).toBe('northfield');
    expect(anonymous.get('accept')).toBe('application/json');
    expect(passThroughHeaders(incoming, 'northfield', 'staff-token').get('authorization')).toBe('Bearer staff-token');
  });

  it("tells the API the visitor's address as this server reads it, never the address the visitor claims", () => {
    // toFetchRequest sets x-client-ip from the server's own reading (req.ip, under TRUST_PROXY).
    const incoming = new Headers({ 'x-client-ip': '203.0.113.7', 'x-forwarded-for': '10.0.0.1, 198.51.100.9' });
    expect(passThroughHeaders(incoming, 'northfield', null).get('x-forwarded-for')).toBe('203.0.113.7');
    expect(passThroughHeaders(new Headers({ 'x-forwarded-for': '10.0.0.1' }), 'northfield', null).get('x-forwarded-for')).toBeNull();
  });

  it('of the cookies, passes on the fan cookie alone (form posts are limited per browser upstream)', () => {
    const fan = `${FAN_COOKIE}=${'a'.repeat(22)}.1900000000000.${'s'.repeat(43)}`;
    const incoming = new Headers({ cookie: `staff_session=abc; ${fan}; theme=dark` });
    expect(passThroughHeaders(incoming, 'northfield', null).get('cookie')).toBe(fan);
    const junk = new Headers({ cookie: `${FAN_COOKIE}=x; staff_session=abc` });
    expect(passThroughHeaders(junk, 'northfield', null).get('cookie')).toBeNull();
  });
});
