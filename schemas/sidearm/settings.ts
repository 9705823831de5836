import * as z from 'zod/mini';
import { Analytics360Schema, AnalyticsSettingsSchema, type Analytics360, type AnalyticsSettings } from '../entities/tracking.ts';
import { anything, flag, num, orNull, text } from './wire.ts';

// schema/v2/google/googleSchema.js (GET /Google): the 360 settings. `ticketProvider`, `clientRegion` and
// `customCdnIdentifier` are `{}` there (null in its sample): read as anything, kept only when a string.
export const SidearmGoogleSchema = z.object({
  google360PropertyId: text,
  isPower5Client: flag,
  isAllAccessEnabled: flag,
  ticketProvider: anything,
  clientRegion: anything,
  clientMMR: text,
  isClientFanbasePartner: flag,
  isClientSidearmExtended: flag,
  isPaciolanMarketingClient: flag,
  clientDivision: text,
  conferenceName: text,
  clientName: text,
  paciolanDataAccountId: num,
  clientId: text,
  clientAbbreviation: text,
  customCdnIdentifier: anything,
  isRelatedVideosComponentEnabled: flag,
});
export type SidearmGoogle = z.infer<typeof SidearmGoogleSchema>;

const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? orNull(value) : null);

/** SIDEARM's 360 settings as ours (spec 3 Analytics (360) settings, the `analytics_360` setting). */
export function analytics360FromSidearm(w: SidearmGoogle): Analytics360 {
  return Analytics360Schema.parse({
    google360PropertyId: orNull(w.google360PropertyId),
    clientName: w.clientName ?? '',
    clientDivision: w.clientDivision ?? '',
    conferenceName: w.conferenceName ?? '',
    clientId: w.clientId ?? '',
    clientAbbreviation: w.clientAbbreviation ?? '',
    isPower5Client: w.isPower5Client ?? false,
    isAllAccessEnabled: w.isAllAccessEnabled ?? false,
    isPaciolanMarketingClient: w.isPaciolanMarketingClient ?? false,
    ticketProvider: stringOrNull(w.ticketProvider),
    clientRegion: stringOrNull(w.clientRegion),
    isClientFanbasePartner: w.isClientFanbasePartner ?? false,
    isClientSidearmExtended: w.isClientSidearmExtended ?? false,
    clientMMR: orNull(w.clientMMR),
  });
}

// schema/v2/analytics/settingsSchema.js (GET /Analytics/settings): `analyticsMeasurementIds` is an array of `{}`
// there (empty in its sample), `tagManagerCodes` an array of strings.
export const SidearmAnalyticsSchema = z.object({
  analyticsMeasurementIds: z._default(z.nullable(z.array(z.unknown())), []),
  tagManagerCodes: z._default(z.nullable(z.array(z.unknown())), []),
});
export type SidearmAnalytics = z.infer<typeof SidearmAnalyticsSchema>;

const MEASUREMENT_ID = /^(G|UA|AW|DC)-[A-Z0-9-]{1,20}$/;
const GTM_ID = /^GTM-[A-Z0-9]{1,12}$/;

/**
 * SIDEARM's analytics settings as ours (the `analytics` setting). Ids go into script URLs here, so one that does
 * not look like a measurement or tag manager id is left out, and named in `dropped` for the report.
 */
export function analyticsFromSidearm(w: SidearmAnalytics): { value: AnalyticsSettings; dropped: string[] } {
  const dropped: string[] = [];
  const keep = (values: readonly unknown[] | null, pattern: RegExp) =>
    (values ?? []).flatMap((v) => {
      const id = typeof v === 'string' ? v.trim() : null;
      if (id !== null && pattern.test(id)) return [id];
      if (id !== '') dropped.push(typeof v === 'string' ? v : JSON.stringify(v));
      return [];
    });
  const value = AnalyticsSettingsSchema.parse({
    analyticsMeasurementIds: keep(w.analyticsMeasurementIds, MEASUREMENT_ID),
    tagManagerCodes: keep(w.tagManagerCodes, GTM_ID),
  });
  return { value, dropped };
}

// schema/v2/mobile/settingsSchema.js (GET /Mobile/settings): `{mobileAppleAppId: string | null}`.
export const SidearmMobileSchema = z.object({ mobileAppleAppId: text });
export type SidearmMobile = z.infer<typeof SidearmMobileSchema>;

/** SIDEARM's mobile settings as the site settings' `mobile` (spec 3). */
export const mobileFromSidearm = (w: SidearmMobile): { mobileAppleAppId: string | null } => ({
  mobileAppleAppId: orNull(w.mobileAppleAppId),
});

/** Our 360 settings as SIDEARM's `/Google` answer; the fields this site has no counterpart for are neutral. */
export function analytics360ToSidearm(a: Analytics360) {
  return {
    google360PropertyId: a.google360PropertyId ?? '',
    isPower5Client: a.isPower5Client,
    isAllAccessEnabled: a.isAllAccessEnabled,
    ticketProvider: a.ticketProvider,
    clientRegion: a.clientRegion,
    clientMMR: a.clientMMR ?? '',
    isClientFanbasePartner: a.isClientFanbasePartner,
    isClientSidearmExtended: a.isClientSidearmExtended,
    isPaciolanMarketingClient: a.isPaciolanMarketingClient,
    clientDivision: a.clientDivision,
    conferenceName: a.conferenceName,
    clientName: a.clientName,
    paciolanDataAccountId: null,
    clientId: a.clientId,
    clientAbbreviation: a.clientAbbreviation,
    customCdnIdentifier: null,
    isRelatedVideosComponentEnabled: false,
  } satisfies SidearmGoogle;
}

/** Our analytics settings as SIDEARM's `/Analytics/settings` answer (the same two lists). */
export const analyticsToSidearm = (a: AnalyticsSettings): SidearmAnalytics => ({
  analyticsMeasurementIds: [...a.analyticsMeasurementIds],
  tagManagerCodes: [...a.tagManagerCodes],
});

/** The site settings' `mobile` as SIDEARM's `/Mobile/settings` answer. */
export const mobileToSidearm = (m: { mobileAppleAppId: string | null }): SidearmMobile => ({ mobileAppleAppId: m.mobileAppleAppId });
