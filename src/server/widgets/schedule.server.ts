import type { WidgetResolver } from './context.server.ts';

// PLACEHOLDER: replaced by the real schedule data resolver.
export const resolveSchedule: WidgetResolver<'schedule'> = () => ({});
