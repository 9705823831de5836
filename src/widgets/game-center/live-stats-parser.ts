import type { LiveStats } from '#schemas/live-stats.ts';
import type { Parser } from '#src/data/api-client.ts';
import { validate } from './live-stats.validate.gen.ts';

/**
 * A live update as the browser checks it: LiveStatsSchema's own rules, compiled by `npm run gen` into a standalone
 * function (no schema library in the game center's bundle). Fields the schema does not name are let through.
 */
export const liveStatsParser: Parser<LiveStats> = {
  safeParse: (value) =>
    validate(value)
      ? { success: true, data: value as LiveStats }
      : { success: false, error: { message: 'The live update does not have the shape of live stats (spec 3).' } },
};
