import type { WidgetResolver } from './context.server.ts';

// PLACEHOLDER: replaced by the real roster-bio data resolver.
export const resolveRosterBio: WidgetResolver<'roster-bio'> = () => ({});
