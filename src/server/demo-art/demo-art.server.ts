import type { DrawArt } from '../images/image-service.server.ts';
import type { Store } from '../store/store.server.ts';
import { DEMO_COLORS, drawDemoArt, type ArtColors } from './draw.server.ts';
import { ArtCatalogueSchema, DEMO_ART_SETTING, subjectOf } from './subjects.server.ts';

const HEX = /^#[0-9a-f]{6}$/i;

/** The site settings' colours when they name all three (spec 4 chrome colours), the demo's otherwise. */
export function colorsOf(site: unknown): ArtColors {
  const colors = (site as { colors?: Partial<Record<keyof ArtColors, unknown>> } | null)?.colors;
  const pick = (key: keyof ArtColors) => (typeof colors?.[key] === 'string' && HEX.test(colors[key]) ? colors[key] : null);
  const primary = pick('primary');
  const secondary = pick('secondary');
  const accent = pick('accent');
  return primary && secondary && accent ? { primary, secondary, accent } : DEMO_COLORS;
}

/** The demo school's art on this store: what each picture shows from the seed's catalogue, in the school's colours. */
export function demoArtOf(store: Store, tenant: string): DrawArt {
  return async (kind, name) => {
    const [catalogue, site] = await Promise.all([
      store.settings.parsed(tenant, DEMO_ART_SETTING, ArtCatalogueSchema),
      store.settings.get(tenant, 'site'),
    ]);
    return drawDemoArt(kind, name, subjectOf(catalogue, kind, name), colorsOf(site));
  };
}
