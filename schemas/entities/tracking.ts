import * as z from 'zod/mini';

/**
 * spec 3 Tracking tag: trackingHeadObject, trackingOpenBodyObject and trackingCloseBodyObject, each grouped by
 * element kind (script, style, noscript); each element has attributes and children (its inline content, as text).
 * `img` is accepted only so that a tag carrying one can be recognised and dropped (spec 5).
 */
const ATTRIBUTE_NAME = /^(?!on)[a-z][a-z0-9-]{0,40}$/;
/** A script loads from https or this site; a stylesheet only from this site (the CSP names no other style host). */
export const SCRIPT_SRC = /^(https:\/\/[a-z0-9.-]+(?::\d+)?\/|\/(?!\/))[^\s"'<>]*$/i;
export const STYLE_SRC = /^\/(?!\/)[^\s"'<>]*$/;

export const TrackingElementSchema = z.object({
  attributes: z._default(
    z.record(
      z.string().check(z.regex(ATTRIBUTE_NAME, 'Attribute names are lower-case, never event handlers')),
      z.string().check(z.maxLength(2000)),
    ),
    {},
  ),
  children: z._default(z.string().check(z.maxLength(100_000)), ''),
});
export type TrackingElement = z.infer<typeof TrackingElementSchema>;

export const TRACKING_KINDS = ['script', 'style', 'noscript'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

export const TrackingObjectSchema = z.object({
  script: z._default(z.array(TrackingElementSchema), []),
  style: z._default(z.array(TrackingElementSchema), []),
  noscript: z._default(z.array(TrackingElementSchema), []),
  img: z._default(z.array(TrackingElementSchema), []),
});
export type TrackingObject = z.infer<typeof TrackingObjectSchema>;

export const TRACKING_PLACES = ['trackingHeadObject', 'trackingOpenBodyObject', 'trackingCloseBodyObject'] as const;
export type TrackingPlace = (typeof TRACKING_PLACES)[number];

/** What GET /api/v2/TrackingTag/search answers for each tag (spec 3, 7). */
export const TrackingTagSchema = z.object({
  id: z.number(),
  name: z.string().check(z.minLength(1)),
  trackingHeadObject: z._default(z.nullable(TrackingObjectSchema), null),
  trackingOpenBodyObject: z._default(z.nullable(TrackingObjectSchema), null),
  trackingCloseBodyObject: z._default(z.nullable(TrackingObjectSchema), null),
});
export type TrackingTag = z.infer<typeof TrackingTagSchema>;

/**
 * A stored tag: the wire tag plus where it applies (spec 7 query PageTemplate, SportName, ContentId). An empty
 * list matches every page; a tag with every list empty is global.
 */
export const StoredTrackingTagSchema = z.object({
  ...TrackingTagSchema.shape,
  pageTemplates: z._default(z.array(z.string()), []),
  sportNames: z._default(z.array(z.string()), []),
  contentIds: z._default(z.array(z.string()), []),
  published: z._default(z.boolean(), true),
});
export type StoredTrackingTag = z.infer<typeof StoredTrackingTagSchema>;

/** Tag manager (GTM-…) and measurement (G-…, UA-…, AW-…) ids go into script URLs: nothing else is accepted. */
const GTM_ID = z.string().check(z.regex(/^GTM-[A-Z0-9]{1,12}$/, 'A tag manager id looks like GTM-XXXXXXX'));
const MEASUREMENT_ID = z.string().check(z.regex(/^(G|UA|AW|DC)-[A-Z0-9-]{1,20}$/, 'A measurement id looks like G-XXXXXXX'));

/**
 * spec 3 Site config (the ad-service config lives in the site settings). `gtmIds` are the provider's tag manager
 * containers; `consentBundleId` names the consent manager's bundle (ours: the spec loads "a consent-manager
 * script" without saying from where). Empty ids load nothing.
 */
export const SiteConfigSchema = z.object({
  tenant: z.string(),
  hostname: z.string(),
  protocol: z.enum(['https', 'http']),
  bucket: z.string(),
  imagesCdnPath: z.string(),
  logo: z.string(),
  defaultPersonImage: z.string(),
  gtmIds: z._default(z.array(GTM_ID), []),
  consentBundleId: z._default(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/))), null),
  nativoEnabled: z._default(z.boolean(), false),
  enableFooterPersonalInfo: z._default(z.boolean(), false),
  disableSSR: z._default(z.boolean(), false),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** spec 3 analytics settings: the school's own (client) measurement ids and tag manager codes. */
export const AnalyticsSettingsSchema = z.object({
  analyticsMeasurementIds: z._default(z.array(MEASUREMENT_ID), []),
  tagManagerCodes: z._default(z.array(GTM_ID), []),
});
export type AnalyticsSettings = z.infer<typeof AnalyticsSettingsSchema>;

/** spec 3 Analytics (360) settings: who the client is, reported with every data-layer page event. */
export const Analytics360Schema = z.object({
  google360PropertyId: z.nullable(z.string()),
  clientName: z.string(),
  clientDivision: z.string(),
  conferenceName: z.string(),
  clientId: z.string(),
  clientAbbreviation: z.string(),
  isPower5Client: z.boolean(),
  isAllAccessEnabled: z.boolean(),
  isPaciolanMarketingClient: z.boolean(),
  ticketProvider: z.nullable(z.string()),
  clientRegion: z.nullable(z.string()),
  isClientFanbasePartner: z.boolean(),
  isClientSidearmExtended: z.boolean(),
  clientMMR: z.nullable(z.string()),
});
export type Analytics360 = z.infer<typeof Analytics360Schema>;
