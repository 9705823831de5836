import type { WidgetResolver } from './context.server.ts';

// PLACEHOLDER: replaced by the real form data resolver.
export const resolveForm: WidgetResolver<'form'> = () => ({});
