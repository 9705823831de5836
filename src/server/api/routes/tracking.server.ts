import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import {
  SiteConfigSchema,
  StoredTrackingTagSchema,
  TRACKING_PLACES,
  type StoredTrackingTag,
  type TrackingTag,
} from '#schemas/entities/tracking.ts';
import { servableTags, tagApplies, type TrackingQuery } from '#schemas/tracking-rules.ts';
import type { Store } from '../../store/store.server.ts';
import { HttpError, json, noContent } from '../http.server.ts';
import type { ApiRequest, ApiRoute } from '../types.server.ts';

type ScopedTag = { tag: TrackingTag; scope: Pick<StoredTrackingTag, 'pageTemplates' | 'sportNames' | 'contentIds'> };

/**
 * The published tags that may reach a page, checked once per content version: a malformed tag (missing fields, a
 * script inside a style, an off-site stylesheet) is refused and logged, never served (spec 5, 8).
 */
export function servable(store: Store, tenant: string): Promise<ScopedTag[]> {
  return store.memo(tenant, 'tracking_tags', async () => {
    const scopes = new Map<number, ScopedTag['scope']>();
    const valid = (await store.documents.list(tenant, 'tracking_tags', { order: 'asc' })).items.flatMap((item) => {
      const parsed = StoredTrackingTagSchema.safeParse(item);
      if (!parsed.success) {
        const id = (item as { id?: unknown } | null)?.id;
        console.error(`Tracking tag ${String(id)} refused: ${z.prettifyError(parsed.error).replaceAll('\n', ' ')}`);
        return [];
      }
      const { pageTemplates, sportNames, contentIds, published: _published, ...tag } = parsed.data;
      scopes.set(tag.id, { pageTemplates, sportNames, contentIds });
      return [tag];
    });
    return servableTags(valid, (tag, reason) => console.error(`Tracking tag ${tag.id} "${tag.name}" refused: ${reason}`)).map((tag) => ({
      tag,
      scope: scopes.get(tag.id) ?? { pageTemplates: [], sportNames: [], contentIds: [] },
    }));
  });
}

/**
 * What the CSP must allow for the site's tags to run on any page, nonce or not (pages kept by caches carry
 * no nonce; a client navigation from one may reach a page with tags): each inline script by the hash of the very
 * text the browser injects, each script source by its https origin. Tags are staff content, validated above.
 */
export function tagScriptSources(store: Store, tenant: string): Promise<string[]> {
  return store.memo(tenant, 'csp:tags', async () => {
    const sources = new Set<string>();
    for (const { tag } of await servable(store, tenant)) {
      for (const place of TRACKING_PLACES) {
        for (const item of tag[place]?.script ?? []) {
          const src = item.attributes.src;
          if (src) {
            if (/^https:\/\//i.test(src)) sources.add(new URL(src).origin);
          } else if (item.children) {
            sources.add(`'sha256-${createHash('sha256').update(item.children, 'utf8').digest('base64')}'`);
          }
        }
      }
    }
    return [...sources];
  });
}

/** Whether any servable tag applies to a page (the page payload says so, so pages without tags load no tracking code). */
export async function pageHasTags(store: Store, tenant: string, query: TrackingQuery): Promise<boolean> {
  return (await servable(store, tenant)).some((t) => tagApplies(t.scope, query));
}

function queryValue(url: URL, name: string): string | null {
  const value = url.searchParams.get(name);
  if (value === null || value === '') return null;
  if (value.length > 100) throw new HttpError(400, `Query ${name} is too long`);
  return value;
}

/** GET /api/v2/TrackingTag/search?PageTemplate=&SportName=&ContentId= (spec 7): the tags of one page. */
async function searchTags({ store, tenant, url }: ApiRequest): Promise<Response> {
  const query: TrackingQuery = {
    pageTemplate: queryValue(url, 'PageTemplate'),
    sportName: queryValue(url, 'SportName'),
    contentId: queryValue(url, 'ContentId'),
  };
  return json((await servable(store, tenant)).filter((t) => tagApplies(t.scope, query)).map((t) => t.tag));
}

/** A setting read through its schema once per content version; none stored: 204 (spec 8: empty, nothing shown). */
function setting<T>(key: string, schema: z.ZodMiniType<T>) {
  return async ({ store, tenant }: ApiRequest): Promise<Response> => {
    const value = await store.settings.parsed(tenant, key, schema);
    return value === null ? noContent() : json(value);
  };
}

export const trackingRoutes: ApiRoute[] = [
  ['GET', /^\/TrackingTag\/search$/, searchTags],
  // Analytics/settings and Google are SIDEARM's resources too: answered in its shapes by ./sidearm.server.ts.
  // spec 7 does not show the site-config path: ours, beside the site settings.
  ['GET', /^\/common\/config$/, setting('site_config', SiteConfigSchema)],
];
