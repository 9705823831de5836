import { describe, expect, it } from 'vitest';
import { fileUrlProblem, isPublicAddress } from './address-guard.server.ts';

describe('which addresses the importer fetches files from', () => {
  it('tells public addresses from this machine, private networks and link-local ones', () => {
    expect(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'].map(isPublicAddress)).toEqual([true, true]);
    const inside = [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
    ];
    expect(inside.filter(isPublicAddress)).toEqual([]);
    expect(isPublicAddress('::ffff:127.0.0.1')).toBe(false);
    expect(isPublicAddress('not an address')).toBe(false);
  });

  it('trusts SIDEARM`s own origin, and refuses other local URLs and other schemes', async () => {
    expect(await fileUrlProblem(new URL('http://127.0.0.1:4010/images/a.png'), 'http://127.0.0.1:4010')).toBeNull();
    expect(await fileUrlProblem(new URL('http://127.0.0.1:4011/images/a.png'), 'http://127.0.0.1:4010')).toBe(
      'on a private or local address',
    );
    expect(await fileUrlProblem(new URL('http://[::1]/a.png'), 'https://api.example.edu')).toBe('on a private or local address');
    expect(await fileUrlProblem(new URL('ftp://files.example.edu/a.png'), 'https://api.example.edu')).toBe('not an http(s) URL (ftp:)');
    expect(await fileUrlProblem(new URL('https://user:pw@93.184.216.34/a.png'), 'https://api.example.edu')).toBe('a URL with credentials');
    expect(await fileUrlProblem(new URL('https://93.184.216.34/a.png'), 'https://api.example.edu')).toBeNull();
  });
});
