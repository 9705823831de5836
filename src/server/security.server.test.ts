import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security.server.ts';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('content security policy', () => {
  it('images come from this site only, plus the hosts the deployment names: stored HTML cannot beacon anywhere', () => {
    expect(directive(contentSecurityPolicy('n0nce'), 'img-src')).toBe("img-src 'self' data:");
    expect(directive(contentSecurityPolicy('n0nce', ['cdn.example.com']), 'img-src')).toBe("img-src 'self' data: https://cdn.example.com");
    expect(contentSecurityPolicy('n0nce')).not.toMatch(/img-src[^;]* https:(;|$| )/);
  });

  it('scripts need the nonce; objects are off; pages frame only themselves', () => {
    const csp = contentSecurityPolicy('n0nce');
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-n0nce'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it("allows the ad service's origin for scripts and stylesheets only when given (a site with an ad service)", () => {
    const csp = contentSecurityPolicy('n0nce', [], { script: ['https://htlbid.com'], style: ['https://htlbid.com'], connect: [], img: [] });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-n0nce' https://htlbid.com");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline' https://htlbid.com");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(contentSecurityPolicy('n0nce')).not.toContain('htlbid');
  });
});
