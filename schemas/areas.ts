/** A template's areas, top to bottom (ARCHITECTURE.md). A module of its own: the browser's page chunk needs only this. */
export const AREAS = ['above', 'default', 'below'] as const;
export type AreaName = (typeof AREAS)[number];
