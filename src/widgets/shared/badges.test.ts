import { describe, expect, it } from 'vitest';
import { stateBadge } from './badges.ts';

describe('stateBadge', () => {
  it('names the badge variant of each game state', () => {
    expect(stateBadge('LIVE 3rd Qtr 4:12')).toBe('badge-live');
    expect(stateBadge('Final/OT')).toBe('badge-final');
    expect(stateBadge('Result pending')).toBe('badge-pending');
    expect(stateBadge('Postponed')).toBe('badge-postponed');
    expect(stateBadge('vs')).toBe('');
  });
});
