// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '#src/chrome/chrome-test-data.tsx';
import { historicalRosterFixtures } from './historical-roster.fixtures.ts';
import HistoricalRoster from './historical-roster.tsx';

describe('historical-roster widget', () => {
  it('counts letters in the right number: "1 letter", "3 letters", never "1 letters"', () => {
    const { props, data, from } = historicalRosterFixtures.firstPage;
    expect(data.players.some((p) => p.seasons.length === 1)).toBe(true);
    expect(data.players.some((p) => p.seasons.length > 1)).toBe(true);
    const { container } = renderInRouter(<HistoricalRoster props={props} data={data} sport={null} id="roster" />, from);
    const text = container.textContent ?? '';
    expect(text).not.toMatch(/\(1 letters\)/);
    expect(text).toMatch(/\(1 letter\)/);
    expect(text).toMatch(/\([2-9] letters\)/);
  });
});
