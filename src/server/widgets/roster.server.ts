import type { WidgetResolver } from './context.server.ts';

// PLACEHOLDER: replaced by the real roster data resolver.
export const resolveRoster: WidgetResolver<'roster'> = () => ({});
