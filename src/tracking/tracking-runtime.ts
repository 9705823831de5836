// The tracking code that touches the page (spec 4/5): loaded only when a page has tags or scripts are configured.
import {
  TRACKING_KINDS,
  TRACKING_PLACES,
  TrackingTagSchema,
  type AnalyticsSettings,
  type SiteConfig,
  type TrackingElement,
  type TrackingKind,
  type TrackingPlace,
  type TrackingTag,
} from '#schemas/entities/tracking.ts';
import type { TrackingFlags } from '#schemas/tracking-flags.ts';
import { consentLoaderUrl, googleTagUrl, tagManagerUrl } from '#schemas/tracking-hosts.ts';
import { clientGtmDisabled, isGoogleNamed, providerGtmDisabled, servableTags } from '#schemas/tracking-rules.ts';
import { installConsentStub } from './consent-stub.ts';

export interface TrackingInput {
  tags: readonly unknown[];
  flags: TrackingFlags;
  siteConfig: SiteConfig | null;
  analytics: AnalyticsSettings | null;
}

type TrackingWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/** The page's CSP nonce: the browser hides the attribute, but a script's `nonce` property keeps it. */
function documentNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** The tags a page may show: valid (spec 5, same rules as the content API, whichever API answered) and not skipped. */
export function tagsToShow(raw: readonly unknown[], flags: TrackingFlags): TrackingTag[] {
  const valid = raw.flatMap((item) => {
    const parsed = TrackingTagSchema.safeParse(item);
    // The issues' own messages: zod's pretty printer would join the zod chunk every page loads.
    if (!parsed.success)
      console.error('Tracking tag refused:', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    return parsed.success ? [parsed.data] : [];
  });
  const servable = servableTags(valid, (tag, reason) => console.error(`Tracking tag ${tag.id} refused: ${reason}`));
  return clientGtmDisabled(flags) ? servable.filter((tag) => !isGoogleNamed(tag)) : servable;
}

function element(kind: TrackingKind, item: TrackingElement, nonce: string, tagId: number): HTMLElement {
  const { src, nonce: _ignored, ...attributes } = item.attributes;
  let node: HTMLElement;
  if (kind === 'style' && src) {
    node = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: src });
  } else {
    node = document.createElement(kind);
    if (kind === 'script' && src) (node as HTMLScriptElement).src = src;
    else node.textContent = item.children; // a script's code, a style's CSS, a noscript's markup as inert text
  }
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (nonce && kind !== 'noscript') node.nonce = nonce;
  node.dataset.trackingTag = String(tagId);
  return node;
}

/** spec 4: head, open body (first in body) and close body (last in body). */
function insert(place: TrackingPlace, nodes: HTMLElement[]): void {
  if (place === 'trackingHeadObject') document.head.append(...nodes);
  else if (place === 'trackingOpenBodyObject') document.body.prepend(...nodes);
  else document.body.append(...nodes);
}

const shown = new Map<number, HTMLElement[]>();

function showTags(tags: readonly TrackingTag[], nonce: string): void {
  const ids = new Set(tags.map((t) => t.id));
  for (const [id, nodes] of shown) {
    if (ids.has(id)) continue;
    for (const node of nodes) node.remove();
    shown.delete(id);
  }
  for (const tag of tags) {
    if (shown.has(tag.id)) continue; // still on the page: its scripts ran once and are not run again
    const nodes: HTMLElement[] = [];
    for (const place of TRACKING_PLACES) {
      const object = tag[place];
      if (!object) continue;
      const made = TRACKING_KINDS.flatMap((kind) => object[kind].map((item) => element(kind, item, nonce, tag.id)));
      insert(place, made);
      nodes.push(...made);
    }
    shown.set(tag.id, nodes);
  }
}

const loaded = new Set<string>();
function loadScript(url: string, nonce: string): void {
  if (loaded.has(url)) return;
  loaded.add(url);
  const script = Object.assign(document.createElement('script'), { src: url, async: true });
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

/** Consent manager, then the provider's and the school's tag managers and analytics, each once per document. */
function loadScripts({ flags, siteConfig, analytics }: TrackingInput, nonce: string): void {
  const w = window as TrackingWindow;
  const dataLayer = (w.dataLayer ??= []);
  if (siteConfig?.consentBundleId && flags.consentLoaderEnabled)
    loadScript(consentLoaderUrl(siteConfig.consentBundleId, flags.testConsentBundle), nonce);
  const managers = [
    ...(providerGtmDisabled(flags) ? [] : (siteConfig?.gtmIds ?? [])),
    ...(clientGtmDisabled(flags) ? [] : (analytics?.tagManagerCodes ?? [])),
  ];
  for (const id of managers) {
    if (loaded.has(tagManagerUrl(id))) continue;
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loadScript(tagManagerUrl(id), nonce);
  }
  const measurementIds = clientGtmDisabled(flags) ? [] : (analytics?.analyticsMeasurementIds ?? []);
  if (measurementIds.length > 0 && !w.gtag) {
    w.gtag = function gtag() {
      // The Google tag reads the arguments object itself, as its own snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    w.gtag('js', new Date());
    for (const id of measurementIds) w.gtag('config', id);
    loadScript(googleTagUrl(measurementIds[0] ?? ''), nonce);
  }
}

export const runtime = {
  apply(input: TrackingInput): void {
    const nonce = documentNonce();
    installConsentStub(); // spec 4: before any tag manager or tag loads
    loadScripts(input, nonce);
    showTags(input.flags.trackingTagsEnabled ? tagsToShow(input.tags, input.flags) : [], nonce);
  },
};
export type TrackingRuntime = typeof runtime;
