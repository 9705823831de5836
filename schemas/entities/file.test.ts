import { describe, expect, it } from 'vitest';
import { fileKeyOf } from './file.ts';

describe('file keys (traversal never leaves the file store)', () => {
  it('names documents and sport files, with or without the protected/hidden prefix', () => {
    expect(fileKeyOf('/documents/football/2025/game-notes-10001.pdf')).toBe('/documents/football/2025/game-notes-10001.pdf');
    expect(fileKeyOf('/protected/sports/2026/11/14/football-media-notes.pdf')).toBe('/sports/2026/11/14/football-media-notes.pdf');
    expect(fileKeyOf('/hidden/sports/2026/11/14/x.pdf')).toBe('/sports/2026/11/14/x.pdf');
    expect(fileKeyOf('/documents/Media%20Guide%202026.pdf')).toBe('/documents/Media Guide 2026.pdf');
  });

  it('refuses traversal in any spelling, and anything that is not a file path', () => {
    const attacks = [
      '/documents/../athletics.sqlite',
      '/documents/%2e%2e/athletics.sqlite',
      '/documents/%2E%2E/%2E%2E/etc/passwd',
      '/documents/%252e%252e/x',
      '/documents/..%2fx',
      '/documents/..%5cx',
      '/documents/a\\..\\b',
      '/documents/x%00.pdf',
      '/documents/./x',
      '/documents//x',
      '/documents/',
      '/documents',
      '/documents/%',
      '/documents/%zz',
      '/hidden/protected/documents/x',
      '/sports/2026/11/14/../../x',
      '/sports/football/roster',
      '/sports/2026/11/14/a/b',
      '/etc/passwd',
      'documents/x',
      '/documents/x%0a',
    ];
    for (const path of attacks) expect(fileKeyOf(path), path).toBeNull();
  });
});
